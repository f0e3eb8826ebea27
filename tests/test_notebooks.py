"""The notebooks: all in the toc, all executed with stored outputs, none with errors.

nbval only compares what a notebook stores, so a notebook committed without outputs
would pass vacuously; these checks stop that.
"""
import ast
import json
from pathlib import Path

import pytest

from toc_notebooks import ROOT, toc_files, toc_notebooks

BOOK = ROOT / "book"
NOTEBOOKS = toc_notebooks()


def test_toc_lists_every_chapter_under_book():
    listed = {p.resolve() for p in toc_files()}
    on_disk = {p.resolve() for p in BOOK.rglob("*")
               if p.suffix in (".ipynb", ".md") and ".ipynb_checkpoints" not in p.parts
               and "_build" not in p.parts}
    missing = sorted(str(p.relative_to(ROOT)) for p in on_disk - listed)
    assert not missing, f"files under book/ that _toc.yml does not list: {missing}"


def test_there_are_notebooks():
    assert len(NOTEBOOKS) >= 1


def _shows_something(source: str) -> bool:
    """Whether a cell's code prints or displays (so it must have stored output)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:  # cell magics etc.
        return False
    if not tree.body:
        return False
    if isinstance(tree.body[-1], ast.Expr) and not source.rstrip().endswith(";"):
        return True
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
               and node.func.id in ("print", "display", "glue") for node in _run_now(tree))


def _run_now(tree):
    """The nodes a cell runs when executed: not the bodies of the functions and classes it
    only defines (a helper that prints when called later shows nothing by itself)."""
    todo = list(ast.iter_child_nodes(tree))
    while todo:
        node = todo.pop()
        yield node
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(d for d in getattr(node, "decorator_list", ()))
            continue
        todo.extend(ast.iter_child_nodes(node))


def test_a_cell_that_only_defines_a_printing_helper_shows_nothing():
    helper = "def show(x):\n    print(x)\n"
    assert not _shows_something(helper)
    assert _shows_something(helper + "show(1)\nprint(2)\n")
    assert _shows_something("for i in range(2):\n    display(i)\n")
    assert _shows_something("x = 1\nx\n") and not _shows_something("x = 1\nx;\n")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_notebook_has_outputs_and_no_errors(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code, f"{path.name} has no code cells"
    problems = []
    for i, cell in enumerate(code):
        source = "".join(cell["source"])
        outputs = cell.get("outputs", [])
        if cell.get("execution_count") is None and source.strip():
            problems.append(f"code cell {i} was never executed")
        tags = cell.get("metadata", {}).get("tags", [])
        for out in outputs:
            if out["output_type"] == "error" and "raises-exception" not in tags:
                problems.append(f"code cell {i} stores an error: {out.get('ename')}")
            if out["output_type"] == "stream" and out.get("name") == "stderr":
                problems.append(f"code cell {i} wrote to stderr")
        if _shows_something(source) and not outputs:
            problems.append(f"code cell {i} prints or displays but stores no output")
    assert not problems, f"{path.name}: " + "; ".join(problems)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_widget_notebooks_store_widget_state(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    views = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", [])
             if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    if views:
        state = nb["metadata"].get("widgets", {}).get(
            "application/vnd.jupyter.widget-state+json", {}).get("state", {})
        for view in views:
            model = view["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
            assert model in state, f"{path.name}: widget {model} has no stored state"


def test_shows_something_detects_prints_and_displays():
    assert _shows_something("x = 1\nx")
    assert _shows_something("print(1)")
    assert not _shows_something("x = 1")
    assert not _shows_something("import math")
    assert not _shows_something("x;")
