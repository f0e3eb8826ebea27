"""Tag every chapter's code cells by what they are, so the page shows only the code a reader
should study or type (``make tags``; rerun it after adding cells).

The kind of a cell is read from its source alone, and each kind gets one tag:

========== ============================================================ ===============
kind       what the cell does                                           tag
========== ============================================================ ===============
setup      only imports and definitions (and constants beside imports)  ``remove-cell``
glue       calls ``glue(...)``: numbers for the prose; if it also       ``remove-cell``
           draws a table or chart, that output stays                    or ``remove-input``
render     draws an exercise or its solution (``exercise_html`` ...)    ``remove-input``
claim      calls a ``claim...`` helper: its ✓ output says what was      ``hide-input``
           checked
check      asserts, or calls ``check(...)``: the evaluator confirms     ``hide-input``
           an answer
summary    only ``print(widget.summary())``: the widget above, in words ``hide-input``
shown      anything else (evaluate, compare, a picker, a table)         none: visible
========== ============================================================ ===============

The cells still run everywhere (nbval, the build, the live copies): myst-nb's tags only say
what the page shows. The script changes cell tags and nothing else, never an output; run
with ``--check`` it changes nothing and exits 1 if a notebook's tags are out of date.
"""
from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The tags this script owns; any other tag a cell carries (raises-exception, ...) is kept.
MANAGED = ("remove-cell", "remove-input", "hide-input")
#: Calls that draw an exercise or its worked solution on an exercise page.
RENDER_CALLS = {"exercise_html", "solution_html"}
#: Output types that a reader sees on the page as a table, chart or card picture.
_RICH = ("text/html", "image/png", "image/svg+xml", "application/vnd.jupyter.widget-view+json")


def _calls(tree: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                names.add(func.id)
            elif isinstance(func, ast.Attribute):
                names.add(func.attr)
    return names


def _is_setup_statement(stmt: ast.stmt) -> bool:
    if isinstance(stmt, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.ClassDef)):
        return True
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)  # a docstring


def classify(source: str) -> str:
    """The kind of a code cell: ``setup``, ``glue``, ``render``, ``claim``, ``check``,
    ``summary`` or ``shown`` (see the module docstring).

    >>> classify("from pokerhands import evaluate")
    'setup'
    >>> classify('glue("n", 3744, display=False)')
    'glue'
    >>> classify('claim_beats("As Ad 2c 3d 4h", "Ks Kd 2h 3s 4c")')
    'claim'
    >>> classify('evaluate("As Ks Qs Js Ts")')
    'shown'
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return "shown"  # IPython magics and the like: leave them for the reader
    if not tree.body:
        return "shown"
    if all(_is_setup_statement(s) for s in tree.body):
        return "setup"
    if (any(isinstance(s, (ast.Import, ast.ImportFrom)) for s in tree.body)
            and all(_is_setup_statement(s) or isinstance(s, ast.Assign) for s in tree.body)):
        return "setup"  # imports with the chapter's constants (RULES = ...)
    calls = _calls(tree)
    if "glue" in calls:
        return "glue"
    if calls & RENDER_CALLS:
        return "render"
    if any(name.startswith("claim") for name in calls):
        return "claim"
    if "check" in calls or any(isinstance(n, ast.Assert) for n in ast.walk(tree)):
        return "check"
    if len(tree.body) == 1 and ast.unparse(tree.body[0]).startswith("print(") \
            and calls == {"print", "summary"}:
        return "summary"
    return "shown"


def _shows_rich_output(cell: dict) -> bool:
    return any(key in out.get("data", {}) for out in cell.get("outputs", []) for key in _RICH)


def tag_for(cell: dict) -> str | None:
    """The one managed tag a code cell should carry, or None to show it whole."""
    kind = classify("".join(cell["source"]))
    if kind == "setup":
        return "remove-cell"
    if kind == "glue":
        return "remove-input" if _shows_rich_output(cell) else "remove-cell"
    if kind == "render":
        return "remove-input"
    if kind in ("claim", "check", "summary"):
        return "hide-input"
    return None


def retag(nb: dict) -> bool:
    """Set the managed tags of every code cell of ``nb`` in place; True if any changed."""
    changed = False
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        meta = cell.setdefault("metadata", {})
        old = list(meta.get("tags", []))
        new = [t for t in old if t not in MANAGED]
        tag = tag_for(cell)
        if tag:
            new.append(tag)
        if new != old:
            changed = True
            if new:
                meta["tags"] = new
            else:
                meta.pop("tags", None)
    return changed


def chapters() -> list[Path]:
    """The notebooks of Parts I–VII (``book/partN/*.ipynb``)."""
    return sorted((ROOT / "book").glob("part[0-9]*/*.ipynb"))


def dump(nb: dict) -> str:
    """The notebook as nbformat writes it (one-space indent, UTF-8, a final newline)."""
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for path in chapters():
        nb = json.loads(path.read_text(encoding="utf-8"))
        if retag(nb):
            stale.append(path.relative_to(ROOT))
            if not check:
                path.write_text(dump(nb), encoding="utf-8")
    verb = "out of date" if check else "retagged"
    for path in stale:
        print(f"{verb}: {path}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
