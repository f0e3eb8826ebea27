"""List the notebooks that _toc.yml includes, one path per line (used by the Makefile)."""
from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def toc_files() -> list[Path]:
    """Every file the table of contents names, resolved to an existing path, in order."""
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    names = [toc["root"]]

    def walk(node: dict) -> None:
        for key in ("parts", "chapters", "sections"):
            for child in node.get(key, []) or []:
                if "file" in child:
                    names.append(child["file"])
                walk(child)

    walk(toc)
    found = []
    for name in names:
        matches = [ROOT / (name + ext) for ext in (".ipynb", ".md")
                   if (ROOT / (name + ext)).exists()]
        if len(matches) != 1:
            raise SystemExit(f"_toc.yml entry {name!r} matches {len(matches)} files")
        found.append(matches[0])
    return found


def toc_notebooks() -> list[Path]:
    """The .ipynb files among :func:`toc_files`."""
    return [p for p in toc_files() if p.suffix == ".ipynb"]


if __name__ == "__main__":
    print("\n".join(str(p.relative_to(ROOT)) for p in toc_notebooks()))
