"""Live in place: a chapter page's saved widgets come alive where they stand (issue 36).

For every chapter page with widgets (in English, and in each language's translated slice),
this module writes the page's *live program* and puts on the page what its script needs:

- the program, ``_live/<page>.json`` in the site: the code cells the page's widgets need, in
  order, as :func:`live_program` slices them from the notebook (the cells that display a
  widget, the cells that define what those use, and later cells that change a displayed
  widget), the page's language, the number of widget views the page shows, and the
  online-only packages the cells import (NumPy, pandas, matplotlib);
- a **Make this page live** button with a status line, at the top of the page, whose
  ``data-`` attributes name the runtime (the live site's Pyodide and lock), the worker
  (``_static/live-worker.mjs``), RequireJS, the widget manager's AMD modules and the program;
- the words of the page's script in the page's language (``languages.WORDS``), as JSON;
- ``_static/live-inplace.js``, a small deferred script that fetches nothing until the reader
  touches a widget or presses the button.

The Python that runs the program in the browser is :mod:`pokerhands.book.inplace`;
``tests/test_live_inplace.py`` runs every page's program in CPython and checks that the
widgets it makes are, state for state, the ones the page's saved pictures show.

RequireJS (MIT) is fetched once from the npm registry, pinned and integrity-checked, like the
widget manager (``widget_js.fetch_npm``).
"""
from __future__ import annotations

import ast
import json
import re
from html import escape
from pathlib import Path
from typing import Any

from languages import WORDS, in_slice, is_stub, site_root
from live_copies import heavy_modules, needs_online
from live_runtime import ROOT
from widget_js import STATIC, fetch_npm

VIEW_MIME = "application/vnd.jupyter.widget-view+json"
#: What the worker loads before it runs a program (with their dependencies, from the lock).
PACKAGES = ["pokerhands", "ipywidgets"]
#: The online-only packages by the names their projects write.
NAMES = {"numpy": "NumPy", "pandas": "pandas", "matplotlib": "Matplotlib"}

REQUIREJS = ("requirejs", "2.3.8",
             "https://registry.npmjs.org/requirejs/-/requirejs-2.3.8.tgz",
             "sha512-7/cTSLOdYkNBNJcDMWf+luFvMriVm7eYxp4BcFCsAX0wF421Vyce5SXP17c+Jd5otXKGNeh"
             "IonFlyQXSowL6Mw==")
REQUIREJS_TARGET = STATIC / "vendor" / "requirejs"


def _requirejs_file(name: str) -> "str | None":
    return "require.js" if name == "package/require.js" else None  # its header: MIT


def fetch_requirejs(target: Path = REQUIREJS_TARGET) -> Path:
    """Make sure ``target`` holds the pinned RequireJS; download it if not."""
    return fetch_npm(*REQUIREJS, target, _requirejs_file)


# ---- the program ----------------------------------------------------------------------------
def _root(node: ast.AST) -> "str | None":
    """The name an attribute or subscript chain starts from (``picker`` in
    ``picker.layout.width``), or None."""
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _names(source: str) -> tuple[set[str], set[str]]:
    """The names a cell reads from earlier cells and the names it binds (assignments,
    imports, functions, classes, loop and ``with`` targets), at any depth. A name the cell
    both binds and reads counts as its own (``x = f(); g(x)``): the check of every program
    (``tests/test_live_inplace.py``) finds the rare cell that reads one before binding it."""
    tree = ast.parse(source)
    reads: set[str] = set()
    binds: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (binds if isinstance(node.ctx, (ast.Store, ast.Del)) else reads).add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                binds.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            binds.add(node.name)
    return reads - binds, binds


def _changes(source: str, names: set[str]) -> bool:
    """Whether a cell changes an object bound to one of ``names``: it sets an attribute or
    an item of it (``picker.value = ...``) or calls one of its methods as a statement
    (``picker.observe(show)``). Reading one (``print(picker.summary())``) changes nothing."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Attribute, ast.Subscript)) and isinstance(node.ctx, ast.Store):
            if _root(node) in names:
                return True
        if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Attribute) and _root(node.value) in names):
            return True
    return False


#: The widget models a reader can act on; a view whose widgets are none of these (a progress
#: bar, a box of text) has nothing to touch and stays a saved picture.
_INPUTS = re.compile(r"(Button|ToggleButton|ToggleButtons|Checkbox|Text|Textarea|Dropdown|"
                     r"Select|SelectMultiple|RadioButtons|.*Slider|.*Text|Combobox|"
                     r"ColorPicker|DatePicker|Tab|Accordion|Play)Model")


def interactive(nb: dict, model_id: str) -> bool:
    """Whether the saved widget ``model_id`` of ``nb`` holds, at any depth, a widget that a
    reader can act on (see ``_INPUTS``)."""
    state = nb.get("metadata", {}).get("widgets", {}).get(
        "application/vnd.jupyter.widget-state+json", {}).get("state", {})
    todo, seen = [model_id], set()
    while todo:
        mid = todo.pop()
        if mid in seen or mid not in state:
            continue
        seen.add(mid)
        if _INPUTS.fullmatch(state[mid].get("model_name", "")):
            return True
        for value in state[mid].get("state", {}).values():
            for v in value if isinstance(value, list) else [value]:
                if isinstance(v, str) and v.startswith("IPY_MODEL_"):
                    todo.append(v.removeprefix("IPY_MODEL_"))
    return False


def page_views(nb: dict) -> list[tuple[int, bool]]:
    """Every widget view of ``nb``'s stored outputs, in the order the page shows them:
    (index of its cell, whether a reader can act on it)."""
    views = []
    for i, cell in enumerate(nb["cells"]):
        for out in cell.get("outputs", []) if cell["cell_type"] == "code" else []:
            view = out.get("data", {}).get(VIEW_MIME)
            if view:
                views.append((i, interactive(nb, view["model_id"])))
    return views


def _prune_imports(source: str, needed: set[str]) -> str:
    """``source`` without its top-level import statements whose names neither ``needed``
    (read by a later cell of the program) nor the rest of the cell reads: a chapter's setup
    cell imports matplotlib for its charts, which its picker does not need (and the browser
    would have to fetch online)."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    drop = []
    for node in tree.body:
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        names = {(a.asname or a.name).split(".")[0] for a in node.names}
        rest = "".join(line for k, line in enumerate(lines)
                       if not node.lineno - 1 <= k < (node.end_lineno or node.lineno))
        if not names & needed and not names & _names(rest)[0]:
            drop.append(node)
    for node in reversed(drop):
        del lines[node.lineno - 1:node.end_lineno or node.lineno]
    return "".join(lines)


def program_cells(nb: dict) -> list[tuple[int, str]]:
    """The code cells a page's widgets need, in order, as (index, source): a backward slice
    from the cells that display a widget a reader can act on, through every earlier cell that
    binds a name a kept cell reads; with every later cell that changes a widget on show (its
    saved picture shows the change; see ``_changes``). A cell kept only for the names it binds
    loses the imports nothing reads (``_prune_imports``)."""
    views = {i for i, acts in page_views(nb) if acts}
    if not views:
        return []
    first = min(views)
    shown: set[str] = set()
    for i in views:
        shown |= _names("".join(nb["cells"][i]["source"]))[1]
    needed: set[str] = set()
    kept = []
    for i in range(len(nb["cells"]) - 1, -1, -1):
        cell = nb["cells"][i]
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        reads, binds = _names(source)
        acts = i in views or (i > first and _changes(source, shown))
        if acts or binds & needed:
            if not acts:
                source = _prune_imports(source, needed)
                reads = _names(source)[0]
            kept.append((i, source))
            needed |= reads
    return kept[::-1]


def live_program(nb: dict, lang: str = "en",
                 heavy: "dict[str, set[str]] | None" = None) -> "dict[str, Any] | None":
    """The live program of a notebook (see the module docstring), or None when it shows no
    widget: ``{"language", "cells": [source, ...], "views": n, "needs": [package, ...]}``."""
    cells = program_cells(nb)
    if not cells:
        return None
    sources = [source for _, source in cells]
    sliced = {"metadata": nb.get("metadata", {}),
              "cells": [{"cell_type": "code", "source": s} for s in sources]}
    # the page's views that the program's cells display, in order: their places on the page
    kept = {i for i, _ in cells}
    places = [k for k, (i, _) in enumerate(page_views(nb)) if i in kept]
    return {"language": lang, "cells": sources, "views": places,
            "needs": needs_online(sliced, heavy)}


# ---- the page -------------------------------------------------------------------------------
#: The words of the page's script (``languages.WORDS`` keys, without the ``live_`` prefix).
SCRIPT_WORDS = ("on", "stage_python", "stage_packages", "stage_program", "stage_widgets", "live",
                "failed", "stalled", "retry", "needs", "file")


def control_html(pagename: str, lang: str, program: dict) -> str:
    """The page's **Make this page live** button, its status line and its script's words."""
    words = WORDS[lang]
    root = site_root(pagename)
    up = "../" if lang != "en" else ""   # the live site's runtime is the English site's
    data = {
        "root": root or "./",
        "runtime": up + "lite/static/pyodide/",
        "worker": "_static/live-worker.mjs",
        "requirejs": "_static/vendor/requirejs/require.js",
        "manager": "_static/widgets/",
        "program": f"_live/{pagename}.json",
        "packages": json.dumps(PACKAGES),
        "needs": json.dumps(program["needs"]),
        "needs-names": json.dumps({n: NAMES.get(n, n) for n in program["needs"]}),
        "places": json.dumps(program["views"]),
    }
    attrs = " ".join(f'data-{k}="{escape(v)}"' for k, v in data.items())
    script_words = {k: words["live_" + k] for k in SCRIPT_WORDS}
    # JSON inside a script element: no "</" may end it early
    said = json.dumps(script_words, ensure_ascii=False).replace("</", "<\\/")
    # a page whose widgets need NumPy, pandas or matplotlib says it needs the internet
    # (they come from the Pyodide distribution online), not "nothing to install"
    title = (words["live_make_title_online"].format(packages=packages_text(program["needs"]))
             if program["needs"] else words["live_make_title"])
    return (f'<div id="live-inplace" class="live-inplace" {attrs}>'
            f'<button type="button" class="live-inplace__button" '
            f'title="{escape(title)}">'
            f'<span aria-hidden="true">▶</span> {escape(words["live_make"])}</button></div>'
            f'<script type="application/json" id="live-inplace-words">{said}</script>')


def packages_text(needs: "list[str]") -> str:
    """The online-only packages ``needs`` by their names (``["numpy", "pandas"]`` ->
    ``"NumPy, pandas"``)."""
    return ", ".join(NAMES.get(n, n) for n in needs)


def status_html(lang: str) -> str:
    """The page's live status line: a line of its own, under the buttons, that says what to
    do, then how far Python has got, then that the page is live (the script writes it). It
    holds its room from the start, so that nothing moves when its words change."""
    return (f'<p class="live-inplace__status" role="status" aria-live="polite">'
            f'{escape(WORDS[lang]["live_hint"])}</p>')


def page_program(app: Any, pagename: str) -> "dict[str, Any] | None":
    """The live program of ``pagename`` in this build's language, or None (no widget, not
    a chapter, or a stub)."""
    lang = app.config.language or "en"
    if not pagename.startswith("book/") or is_stub(pagename, lang):
        return None
    if lang != "en" and not in_slice(pagename):
        return None
    source = ROOT / (pagename + ".ipynb")
    if not source.exists():
        return None
    if not hasattr(app, "live_heavy"):
        app.live_heavy = heavy_modules()
    nb = json.loads(source.read_text(encoding="utf-8"))
    return live_program(nb, lang, app.live_heavy)


def _on_page(app: Any, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    if app.builder.format != "html" or "body" not in context:
        return
    program = page_program(app, pagename)
    if program is None:
        return
    target = Path(app.outdir) / "_live" / (pagename + ".json")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(program, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    lang = app.config.language or "en"
    context["live_inplace"] = (control_html(pagename, lang, program), status_html(lang))
    app.add_js_file("live-inplace.js", defer="defer")


def _on_config(app: Any, config: Any) -> None:
    fetch_requirejs()


def setup(app: Any) -> dict[str, Any]:
    app.connect("config-inited", _on_config, priority=110)
    # before live_site's handler (500), which puts the control beside the notebook link
    app.connect("html-page-context", _on_page, priority=400)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
