"""The notebooks: all in the toc, all executed with stored outputs, none with errors.

nbval only compares what a notebook stores, so a notebook committed without outputs
would pass vacuously; these checks stop that.
"""
import ast
import importlib.metadata
import json
import re
import sys
import tomllib
from pathlib import Path

import pytest

from toc_notebooks import ROOT, toc_files, toc_notebooks

BOOK = ROOT / "book"
NOTEBOOKS = toc_notebooks()


def test_toc_lists_every_chapter_under_book():
    listed = {p.resolve() for p in toc_files()}
    on_disk = {p.resolve() for p in BOOK.rglob("*")
               if p.suffix in (".ipynb", ".md") and ".ipynb_checkpoints" not in p.parts
               and "_build" not in p.parts and "_snippets" not in p.parts}
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
        # the English site shows stored outputs: a print cut in two would be two blocks there
        # (make notebooks joins them with nbconvert's CoalesceStreamsPreprocessor)
        if any(a["output_type"] == b["output_type"] == "stream" and a["name"] == b["name"]
               for a, b in zip(outputs, outputs[1:])):
            problems.append(f"code cell {i} stores its printed lines in pieces (make notebooks)")
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


# -- what a chapter's first cell imports: a reader's kernel must be able to install it ----

def _normal(name: str) -> str:
    """A distribution or import name as PEP 503 compares them: lower case, runs of -_. as -."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _declared() -> set:
    """The package's dependencies and extras, as normalised distribution names."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = list(project.get("dependencies", []))
    for extra in project.get("optional-dependencies", {}).values():
        wanted += extra
    return {_normal(re.match(r"[A-Za-z0-9._-]+", req).group()) for req in wanted}


def _distributions(module: str) -> set:
    """The distributions that install a top-level module: from the installed metadata
    (myst_nb -> myst-nb, yaml -> PyYAML), else the module's own name."""
    found = importlib.metadata.packages_distributions().get(module, [])
    return {_normal(d) for d in found} or {_normal(module)}


def _first_cell_imports(path) -> set:
    nb = json.loads(path.read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    tree = ast.parse("".join(first["source"]))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def _not_installable(modules: set) -> list:
    declared = _declared()
    return sorted(m for m in modules
                  if m not in sys.stdlib_module_names and m not in ("pokerhands", "IPython")
                  and not _distributions(m) & declared)


def test_declared_names_map_to_their_imports():
    assert {"ipywidgets", "numpy", "myst-nb", "matplotlib", "pandas"} <= _declared()
    assert "myst-nb" in _distributions("myst_nb")
    assert _not_installable({"json", "math", "pokerhands", "IPython", "numpy", "myst_nb",
                             "matplotlib", "ipywidgets"}) == []
    assert _not_installable({"yaml", "seaborn", "scipy"}) == ["scipy", "seaborn", "yaml"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_first_cell_imports_only_what_pip_install_of_the_package_brings(path):
    """On Colab the first cell is `pip install "pokerhands[book] @ git+..."`; everything the
    chapter's setup cell imports must come with that, or with Python itself."""
    assert _first_cell_imports(path), f"{path.name}: the first code cell imports nothing"
    missing = _not_installable(_first_cell_imports(path))
    assert not missing, (f"{path.name}: its first cell imports {missing}, which neither Python "
                         f"nor pokerhands or its extras (pyproject.toml) provide")


def test_the_performance_page_finds_its_results_next_to_it(tmp_path, monkeypatch):
    """The live site ships the results as benchmark-results.json beside the notebook."""
    nb = json.loads((BOOK / "reference" / "performance.ipynb").read_text(encoding="utf-8"))
    first = "".join(next(c for c in nb["cells"] if c["cell_type"] == "code")["source"])
    latest = ROOT / "benchmarks" / "results" / "latest.json"
    shipped = json.loads(latest.read_text(encoding="utf-8"))
    shipped["machine"]["cpu"] = "the copy beside the notebook"
    (tmp_path / "benchmark-results.json").write_text(json.dumps(shipped), encoding="utf-8")
    monkeypatch.chdir(tmp_path)  # ../../benchmarks/results/latest.json does not exist here
    namespace = {}
    exec(compile(first, "performance.ipynb", "exec"), namespace)
    assert namespace["run"] == shipped
    monkeypatch.chdir(BOOK / "reference")  # where the book runs it: the repository's file
    namespace = {}
    exec(compile(first, "performance.ipynb", "exec"), namespace)
    assert namespace["run"] == json.loads(latest.read_text(encoding="utf-8"))
