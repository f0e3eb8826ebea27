"""The live site: every chapter runs in the reader's browser (JupyterLite + Pyodide).

``make book`` builds, inside the website, a JupyterLite site (``_build/html/lite/``) whose
Python kernel is Pyodide, CPython compiled to WebAssembly. This Sphinx extension does the
building; the work is split by job:

- ``live_runtime``: fetches and checks the Pyodide runtime and the wheels, and compiles
  their bytecode;
- ``live_lock``: writes ``pyodide-lock.json`` and checks what the kernel preloads;
- ``live_copies``: writes the live copy of every chapter;
- this module: runs them at the right moments of the Sphinx build, adds a **Run live**
  button to each chapter page, and patches the built lite site (the book's icon on every
  page, ``book/_lite/live-boot.js``: a chapter opened from its button runs by itself,
  with the view kept at its top, and ``book.css``'s rules for widget labels, which grow
  to their words).

How a copy opens is set in ``book/_lite/jupyter-lite.json`` (issue 39): the notebook's
``windowingMode`` is ``none``, so all its cells are put on the page at once and a markdown cell
stays blank until it is rendered (JupyterLab's default, ``defer``, adds the cells a few at a
time, each showing its Markdown source in the editor until jupyterlab-myst has rendered it:
about a second of raw Markdown on an idle machine, two to four under load); and the
checkpoint indicator is disabled, since the only checkpoint of a copy just opened is the
one JupyterLab makes from the file as built ("Last Checkpoint: 8 minutes ago" meant the
build). The copies' code cells are trusted (``live_copies``).

The lite build always starts clean (an incremental JupyterLite build can keep a stale
``jupyter-lite.json`` that loses the local Pyodide URL).

Run ``python book/_ext/live_site.py`` to fetch and assemble the runtime without building.
"""
from __future__ import annotations

import json
import os
import re
import shutil
from html import escape
from pathlib import Path

from languages import WORDS, in_slice, is_stub, live_href
from live_copies import heavy_modules, needs_online, write_contents
from live_inplace import packages_text
from live_lock import assemble_runtime
from live_runtime import LITE_DIR, PYODIDE_DIR, PYODIDE_VERSION, ROOT, LiveSiteError


def live_url(pagename: str) -> str | None:
    """The live path of a chapter page (``book/part2/flush`` -> ``part2/flush.ipynb``)."""
    if not pagename.startswith("book/"):
        return None
    rel = pagename.removeprefix("book/") + ".ipynb"
    return rel if (ROOT / "book" / rel).exists() else None


def _on_config(app, config) -> None:
    # jupyterlite-sphinx adds a web-font stylesheet from a font CDN to every page: drop it
    app.registry.css_files = [(f, a) for f, a in app.registry.css_files
                              if not str(f).startswith(("http://", "https://"))]


def _on_builder_inited(app) -> None:
    if app.builder.format != "html":
        return
    assemble_runtime()
    contents = Path(app.srcdir) / app.config.jupyterlite_content_dir
    shutil.rmtree(contents, ignore_errors=True)
    contents.mkdir(parents=True)
    app.live_needs = write_contents(contents)
    # always a clean lite build: a stale doit database can skip the Pyodide URL patch
    for stale in (LITE_DIR / ".jupyterlite.doit.db", Path(app.srcdir) / ".jupyterlite.doit.db"):
        stale.unlink(missing_ok=True)
    shutil.rmtree(Path(app.outdir) / "lite", ignore_errors=True)


def chapter_needs(app, rel: str) -> list[str]:
    """The online-only packages the live copy of chapter ``rel`` (``part6/equity.ipynb``)
    needs, as ``live_copies.needs_online`` finds them (in every language's build)."""
    if not hasattr(app, "live_heavy"):
        app.live_heavy = heavy_modules()
    nb = json.loads((ROOT / "book" / rel).read_text(encoding="utf-8"))
    return needs_online(nb, app.live_heavy)


def _on_page(app, pagename, templatename, context, doctree) -> None:
    rel = live_url(pagename)
    if rel is None or "body" not in context:
        return
    lang = app.config.language or "en"
    if is_stub(pagename, lang) or (lang != "en" and not in_slice(pagename)):
        return  # a language site has live copies of its translated chapters only
    # run=1: the live site's script (book/_lite/live-boot.js) runs the chapter as it opens;
    # the one live site, built with the English site, holds every language's copies
    href = live_href(pagename, lang)
    words = WORDS[lang]
    # a chapter that computes with NumPy, pandas or matplotlib runs only online (its live
    # copy fetches them from the Pyodide distribution): its button says so (issue 39, D9)
    needs = chapter_needs(app, rel)
    note = (words["run_live_note_online"].format(packages=packages_text(needs)) if needs
            else words["run_live_note"])
    button = (f'<p class="live-button"><a class="live-button__link" href="{href}" '
              f'title="{words["run_live_title"]}">{words["run_live"]}</a>'
              f'<span class="live-button__note"{" data-online" if needs else ""}>'
              f'{escape(note)}</span></p>')
    # a page with widgets: first the button that makes them live in place, last its status
    # line (live_inplace)
    inplace = context.pop("live_inplace", None)
    context["body"] = (f'<div class="live-bar">{inplace[0]}{button}{inplace[1]}</div>'
                       if inplace else button) + context["body"]


def _add_to_heads(lite: Path, target: Path, present: str, tag: str) -> list[Path]:
    """Put ``tag`` (formatted with ``{href}``, the path from each page to ``target``) at the
    end of the head of every page of the lite site whose HTML does not match ``present``.
    Returns the pages changed."""
    changed = []
    for page in sorted(lite.rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        if re.search(present, html) or "</head>" not in html:
            continue
        href = os.path.relpath(target, page.parent).replace(os.sep, "/")
        page.write_text(html.replace("</head>", tag.format(href=href) + "\n</head>", 1),
                        encoding="utf-8")
        changed.append(page)
    return changed


def add_favicon(lite: Path, icon: Path) -> list[Path]:
    """Point every page of the lite site at the book's icon, so that the browser does not ask
    the server for ``/favicon.ico`` (a 404). The pages that lack a ``rel="icon"`` link get
    one, relative to them; the Notebook app then swaps it for its own busy and idle icons
    (served in ``lite/static/favicons/``). Returns the pages changed."""
    return _add_to_heads(lite, icon, r"<link[^>]*\brel=[\"']?(?:shortcut )?icon\b",
                         '<link rel="icon" href="{href}" type="image/svg+xml">')


#: The marks around the rules of ``book.css`` that the live site's pages load too.
LABEL_RULES = ("/* widget labels { */", "/* } widget labels */")


def add_label_rules(lite: Path, book_css: Path) -> list[Path]:
    """Write the rules of ``book_css`` between :data:`LABEL_RULES` (a widget's label grows to
    its words: a translated "Deal:" is not cut) into ``lite/static/widget-labels.css`` and
    link it from every page of the lite site, so that the live notebooks' widgets size their
    labels as the book's pages do. Returns the pages changed; ``ValueError`` when the marks
    are missing."""
    css = book_css.read_text(encoding="utf-8")
    start, end = (css.find(mark) for mark in LABEL_RULES)
    if start < 0 or end < start:
        raise ValueError(f"{book_css}: no {LABEL_RULES[0]} ... {LABEL_RULES[1]} rules")
    target = lite / "static" / "widget-labels.css"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(css[start:end + len(LABEL_RULES[1])] + "\n", encoding="utf-8")
    return _add_to_heads(lite, target, r"widget-labels\.css",
                         '<link rel="stylesheet" href="{href}">')


BOOT_JS = LITE_DIR / "live-boot.js"


def add_boot_script(lite: Path, script: Path = BOOT_JS) -> list[Path]:
    """Copy the live site's script (``book/_lite/live-boot.js``: a chapter opened from Run
    live runs by itself, with the view kept at its top; toggle buttons announce whether they
    are pressed) into ``lite/static/`` and load it, deferred, from every page of the lite
    site. Returns the pages changed."""
    target = lite / "static" / script.name
    shutil.copy2(script, target)
    return _add_to_heads(lite, target, re.escape(script.name),
                         '<script src="{href}" defer></script>')


def _on_finished(app, error) -> None:
    if error is not None or app.builder.format != "html":
        return
    lite = Path(app.outdir) / "lite"
    config = json.loads((lite / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    if not settings.get("pyodideUrl", "").startswith("./static/pyodide/"):
        raise LiveSiteError(f"the lite build does not point the kernel at the local Pyodide: "
                            f"{settings.get('pyodideUrl')!r}")
    add_favicon(lite, Path(app.outdir) / "_static" / "favicon.svg")
    add_boot_script(lite)
    # the widgets' labels grow to their words, as on the book's pages (issue 41)
    add_label_rules(lite, ROOT / "book" / "_static" / "book.css")
    # the cards of the live pickers announce their pressed state, as on the book's pages
    _add_to_heads(lite, Path(app.outdir) / "_static" / "pressed.js", r"pressed\.js",
                  '<script src="{href}" defer></script>')
    # which live chapters need the online-only packages (read by the browser tests)
    (lite / "live-needs.json").write_text(json.dumps(app.live_needs, indent=1) + "\n",
                                          encoding="utf-8")
    (Path(app.srcdir) / ".jupyterlite.doit.db").unlink(missing_ok=True)


def setup(app):
    # Russian, Greek and Hungarian sites (tools/language_sites.py) link to the live site that the
    # English build makes (its copies of the translated chapters run in their language)
    if (app.config.language or "en") == "en":
        app.setup_extension("jupyterlite_sphinx")
        app.connect("config-inited", _on_config, priority=900)
        app.connect("builder-inited", _on_builder_inited)
        # after jupyterlite-sphinx's own build-finished handler (priority 500)
        app.connect("build-finished", _on_finished, priority=900)
    else:  # the settings _config.yml gives jupyterlite-sphinx, known but unused here
        for name in ("jupyterlite_dir", "jupyterlite_content_dir",
                     "jupyterlite_bind_ipynb_suffix"):
            app.add_config_value(name, None, "")
    app.connect("html-page-context", _on_page)
    app.add_css_file("live.css")
    # opened from disk (file://), Run live says how to serve the book instead of a blank page
    app.add_js_file("live-file.js")
    return {"parallel_read_safe": True, "parallel_write_safe": True,
            "version": PYODIDE_VERSION}


if __name__ == "__main__":
    lock = assemble_runtime()
    print(f"{PYODIDE_DIR}: Pyodide {PYODIDE_VERSION}, {len(lock['packages'])} lock entries")
