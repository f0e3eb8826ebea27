"""Join a code cell's consecutive printed outputs of one stream into one, in stored notebooks.

A kernel sends what a cell prints in pieces, cut wherever its buffer happened to flush (even
inside a line), and ``jupyter nbconvert --execute`` stores each piece as an output of its own.
The English site shows the stored outputs (``_config.yml``), and each piece would be a block
of its own on the page, so ``make notebooks`` runs this after executing. Only neighbours of
one stream are joined, text unchanged, so the order of prints and displays stays as executed.
``tests/test_notebooks.py`` fails on a notebook that still holds such neighbours.

    python tools/join_streams.py NOTEBOOK.ipynb [...]
"""
from __future__ import annotations

import sys

import nbformat


def _text(output: dict) -> str:
    text = output["text"]   # a string in nbformat, a list of lines in the raw JSON
    return text if isinstance(text, str) else "".join(text)


def joined(outputs: list) -> list:
    """A new list: ``outputs`` (a cell's, dicts as in nbformat 4) with each run of consecutive
    stream outputs of one name made one output; the outputs themselves are not changed."""
    result: list = []
    for output in outputs:
        last = result[-1] if result else None
        if (output["output_type"] == "stream" and last is not None
                and last["output_type"] == "stream" and last["name"] == output["name"]):
            result[-1] = nbformat.from_dict({**last, "text": _text(last) + _text(output)})
        else:
            result.append(output)
    return result


def main(paths: list[str]) -> int:
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        changed = False
        for cell in nb.cells:
            if cell.cell_type == "code":
                outputs = joined(cell.outputs)
                if len(outputs) != len(cell.outputs):
                    cell.outputs, changed = outputs, True
        if changed:
            nbformat.write(nb, path)
            print(f"{path}: printed outputs joined")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
