"""The live site's build helpers (book/_ext/live_*.py): which chapters need the
online-only packages, what a live copy holds, and the lock it serves. The site itself is
tested in a browser by tests/site/test_live.py."""
import ast
import json
import os
import sys

import pytest
from toc_notebooks import ROOT, toc_notebooks

sys.path.insert(0, str(ROOT / "book" / "_ext"))
import live_copies  # noqa: E402
import live_lock  # noqa: E402
import live_runtime  # noqa: E402
import live_site  # noqa: E402


def _nb(*cells, metadata=None):
    out = []
    for kind, src, *tags in cells:
        cell = {"cell_type": kind, "metadata": {"tags": list(tags)} if tags else {},
                "source": src}
        if kind == "code":
            cell.update(outputs=[], execution_count=1)
        out.append(cell)
    return {"cells": out, "metadata": metadata or {}, "nbformat": 4, "nbformat_minor": 5}


def test_heavy_modules_follow_module_level_imports_only():
    heavy = live_copies.heavy_modules()
    assert heavy["odds.batch"] == {"numpy"}
    assert heavy["odds.equity"] == {"numpy"}   # through odds.batch
    for light in ("__init__", "core.cards", "evaluate", "widgets", "exercises", "book.claims",
                  "render", "games.variants", "book.glue", "book.live", "odds", "odds.counting"):
        assert heavy[light] == set(), (light, heavy[light])


def test_needs_online_reads_imports_package_modules_and_metadata():
    heavy = {"odds.batch": {"numpy"}, "widgets": set()}
    assert live_copies.needs_online(_nb(("code", "import pandas as pd\nx = 1")), heavy) == ["pandas"]
    batch = _nb(("code", "from pokerhands.odds.batch import x"))
    assert live_copies.needs_online(batch, heavy) == ["numpy"]
    assert live_copies.needs_online(_nb(("code", "from pokerhands.widgets import H")), heavy) == []
    # an import inside a markdown cell is prose, not code
    assert live_copies.needs_online(_nb(("markdown", "import numpy")), heavy) == []
    declared = _nb(("code", "x = 1"), metadata={"live": {"needs": ["numpy"]}})
    assert live_copies.needs_online(declared, heavy) == ["numpy"]


def test_a_live_copy_is_ready_to_run_and_reads_as_text():
    nb = _nb(("markdown", "# Full house\nThere are {glue:text}`n:,` of them; see {term}`kicker` "
                          "and {term}`the board <board>`, {doc}`../part1/cards` {cite}`fx2024`."),
             ("code", "glue('n', 3744)"), ("code", "odds()", "live-needs-numpy"))
    nb["cells"][1]["outputs"] = [{"output_type": "display_data", "metadata": {
        "scrapbook": {"name": "n"}}, "data": {"text/plain": "3744"}}]
    nb["metadata"]["widgets"] = {"state": {}}
    live = live_copies.live_copy(nb, "Full house", [])
    first, heading = live["cells"][0], "".join(live["cells"][1]["source"])
    assert "live-prelude" in first["metadata"]["tags"] and "Run All" in "".join(first["source"])
    assert heading.splitlines()[1] == ("There are 3,744 of them; see kicker and the board, "
                                       "cards [fx2024].")
    assert all(c["outputs"] == [] and c["execution_count"] is None
               for c in live["cells"] if c["cell_type"] == "code")
    # the book's own copy opens trusted (no server to check a signature): every code cell
    # says so, as a Jupyter server marks a notebook it has signed; markdown is left alone
    assert [c["metadata"].get("trusted") for c in live["cells"]] == [None, None, True, True]
    assert "trusted" not in nb["cells"][1]["metadata"]
    guarded = "".join(live["cells"][-1]["source"])
    # Run All leaves the NumPy cell out; it names no package the kernel would fetch first
    assert "fetch_numpy = False\n" in guarded and "import numpy" not in guarded
    assert guarded.endswith("if await load_online(['numpy'], fetch=fetch_numpy):\n    odds()\n")
    compile(guarded, "guarded", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    assert "widgets" not in live["metadata"]
    assert live["metadata"]["kernelspec"]["name"] == "python"
    assert nb["cells"][1]["outputs"], "the chapter itself is left as it was"


def test_a_live_copy_names_the_code_without_api_links():
    nb = _nb(("markdown", "# Flush\n**In the code:** {py:obj}`pokerhands.core.patterns.SHAPES` "
                          "(entry `Category.FLUSH`), {py:mod}`~pokerhands.ranking.high`."))
    text = "".join(live_copies.live_copy(nb, "Flush", [])["cells"][1]["source"])
    assert text.splitlines()[1] == ("**In the code:** `pokerhands.core.patterns.SHAPES` (entry "
                                    "`Category.FLUSH`), `pokerhands.ranking.high`.")


def test_the_shared_note_on_saved_widgets_is_left_out_of_a_live_copy():
    nb = _nb(("markdown", "## Try it\n\n```{include} ../_snippets/saved-state.md\n```\n\nThe next cell"))
    assert "".join(live_copies.live_copy(nb, "A", [])["cells"][1]["source"]) == \
        "## Try it\n\nThe next cell"


def test_links_to_the_books_targets_keep_their_text_in_a_live_copy():
    nb = _nb(("markdown", "As [the encyclopedia list](#file-002) and [Part I](#part1-board) say; "
                          "[a site](https://example.org/#x) and ![a card](#img) stay."))
    assert "".join(live_copies.live_copy(nb, "A", [])["cells"][1]["source"]) == (
        "As the encyclopedia list and Part I say; [a site](https://example.org/#x) and "
        "![a card](#img) stay.")


def test_a_chapter_that_needs_numpy_stops_at_its_first_cell():
    live = live_copies.live_copy(_nb(("code", "import numpy as np")), "Odds", ["numpy"])
    guard = live["cells"][1]
    assert guard["metadata"]["trusted"] is True   # the prelude's code is trusted too
    assert guard["cell_type"] == "code" and "import numpy" in "".join(guard["source"])
    assert "offline_error(['numpy'], where='chapter')" in "".join(guard["source"])
    # stop_here() keeps the stopped cell in view (Run All moved the view to the last cell)
    assert "    stop_here()" in "".join(guard["source"])
    compile("".join(guard["source"]), "guard", "exec")


def test_a_numpy_cell_of_an_offline_chapter_may_not_import_numpy_itself():
    with pytest.raises(live_runtime.LiveSiteError, match="imports numpy itself"):
        live_copies.live_copy(_nb(("code", "import numpy as np\nnp.zeros(3)", "live-needs-numpy")),
                            "Odds", [])


def test_load_online_leaves_a_cell_out_unless_asked(capsys, monkeypatch):
    import asyncio

    # outside IPython, whatever shell an earlier test left behind in this process
    monkeypatch.setattr("IPython.get_ipython", lambda: None)

    from pokerhands.book.live import load_online, stop_here

    assert asyncio.run(load_online(["json"])) is True
    assert asyncio.run(load_online(["no_such_module_xyz"])) is False
    assert "set fetch_numpy = True" in capsys.readouterr().out
    # asked, but it cannot be had (no Pyodide here): the offline message, no traceback
    assert asyncio.run(load_online(["no_such_module_xyz"], fetch=True)) is False
    assert "could not be loaded" in capsys.readouterr().out
    stop_here()  # outside IPython: nothing shown, nothing raised
    assert capsys.readouterr().out == ""


def test_every_lite_page_gets_the_books_icon(tmp_path):
    page = tmp_path / "lite" / "notebooks" / "index.html"
    page.parent.mkdir(parents=True)
    page.write_text("<html><head><title>x</title></head><body></body></html>")
    has = tmp_path / "lite" / "index.html"
    has.write_text('<html><head><link rel="icon" href="a.ico"></head></html>')
    icon = tmp_path / "_static" / "favicon.svg"
    assert live_site.add_favicon(tmp_path / "lite", icon) == [page]
    assert '<link rel="icon" href="../../_static/favicon.svg" type="image/svg+xml">\n</head>' \
        in page.read_text()
    assert live_site.add_favicon(tmp_path / "lite", icon) == []  # once only


def test_every_lite_page_loads_the_live_sites_script(tmp_path):
    lite = tmp_path / "lite"
    (lite / "static").mkdir(parents=True)
    page = lite / "notebooks" / "index.html"
    page.parent.mkdir()
    page.write_text("<html><head><title>x</title></head><body></body></html>")
    assert live_site.add_boot_script(lite) == [page]
    assert '<script src="../static/live-boot.js" defer></script>\n</head>' in page.read_text()
    assert (lite / "static" / "live-boot.js").read_bytes() == live_site.BOOT_JS.read_bytes()
    assert live_site.add_boot_script(lite) == []  # once only
    # the script runs a chapter only when asked (run=1); pressed toggles are mirrored by
    # the book's pressed.js, which the build also loads on the lite pages
    js = live_site.BOOT_JS.read_text(encoding="utf-8")
    assert 'params.get("run") !== "1"' in js and "notebook:run-all-cells" in js
    pressed = (live_site.ROOT / "book" / "_static" / "pressed.js").read_text(encoding="utf-8")
    assert "aria-pressed" in pressed


def test_the_kernel_preloads_what_the_lock_serves():
    preload = live_lock.preload_packages()
    assert {"pyodide-kernel", "ipykernel", "piplite", "ipython", "pokerhands"} <= set(preload)
    names = {w.name.split("-")[0].replace("_", "-") for w in live_runtime.kernel_wheels()}
    assert names == {"piplite", "pyodide-kernel", "ipykernel"}


def test_exercise_blocks_read_as_text_in_a_live_copy():
    nb = _nb(("markdown", "## Exercises\n\n:::{exercise}\n:label: a-ex1\nWho wins?\n:::\n\n"
                          ":::{solution} a-ex1\n:class: dropdown\nThe first.\n:::\n"),
             ("markdown", "```{exercise-start}\n:label: a-ex2\n```"),
             ("code", "HTML(exercise_html(ex))"),
             ("markdown", "```{exercise-end}\n```"),
             ("markdown", "```{solution-start} a-ex2\n:class: dropdown\n```"),
             ("code", "HTML(solution_html(ex))"),
             ("markdown", "```{solution-end}\n```"))
    cells = live_copies.live_copy(nb, "A", [])["cells"][1:]
    assert "".join(cells[0]["source"]) == ("## Exercises\n\n**Exercise 1.** Who wins?\n\n"
                                           ":::{dropdown} Solution to exercise 1\nThe first.\n:::\n")
    kinds = [(c["cell_type"], "".join(c["source"])) for c in cells[1:]]
    assert kinds == [("markdown", "**Exercise 2.**"), ("code", "HTML(exercise_html(ex))"),
                     ("markdown", "**Solution to exercise 2** (the cell below prints it)"),
                     ("code", "HTML(solution_html(ex))")]


def test_live_url_names_only_chapter_notebooks():
    assert live_site.live_url("book/part2/full-house") == "part2/full-house.ipynb"
    assert live_site.live_url("book/intro") is None  # a markdown page
    assert live_site.live_url("genindex") is None


@pytest.mark.parametrize("path", toc_notebooks(), ids=lambda p: p.stem)
def test_every_chapter_has_a_well_formed_live_copy(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    live = live_copies.live_copy(nb, path.stem, live_copies.needs_online(nb))
    for cell in live["cells"]:
        src = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            for role in ("{glue", "{term}", "{cite", "{doc}", "{ref}", "{exercise", "{solution"):
                assert role not in src, f"{path.name}: {role} left in {src[:120]!r}"
            assert "shows its saved state" not in src, f"{path.name}: {src[:120]!r}"
            assert "saved-state.md" not in src, f"{path.name}: {src[:120]!r}"
        elif not src.lstrip().startswith(("%", "!")):  # the kernel runs cells with await
            compile(src, path.name, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)


def test_the_wheel_pins_are_read_and_hashed():
    pins = live_runtime.wheel_pins()
    names = {name for name, _, _ in pins}
    assert {"ipywidgets", "comm", "ipython", "micropip", "tqdm", "traitlets"} <= names
    assert all(len(sha) == 64 for _, _, sha in pins)


def test_no_registry_and_no_cache_is_a_clear_error(tmp_path, monkeypatch):
    def offline(*args, **kwargs):
        raise OSError("network is unreachable")

    monkeypatch.setattr(live_runtime, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(live_runtime.urllib.request, "urlopen", offline)
    with pytest.raises(live_runtime.LiveSiteError, match="npm registry once"):
        live_lock.assemble_runtime(tmp_path / "pyodide")
    assert not (tmp_path / "pyodide").exists()


def test_a_tampered_runtime_is_refused(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / f"pyodide-{live_runtime.PYODIDE_VERSION}.tgz").write_bytes(b"not the runtime")
    monkeypatch.setattr(live_runtime, "CACHE", cache)
    with pytest.raises(live_runtime.LiveSiteError, match="does not match the pinned integrity"):
        live_lock.assemble_runtime(tmp_path / "pyodide")


def test_kernels_started_by_the_build_talk_over_ipc():
    """book/_ext/kernel_ipc.py: no "running over TCP without encryption" line per notebook."""
    import kernel_ipc
    from jupyter_client.connect import ConnectionFileMixin
    from jupyter_client.manager import AsyncKernelManager, KernelManager

    trait = ConnectionFileMixin.class_traits()["transport"]
    before = trait.default_value
    try:
        assert kernel_ipc.use_ipc() is True
        assert KernelManager().transport == "ipc" and AsyncKernelManager().transport == "ipc"
        km = KernelManager()
        km.write_connection_file()
        try:  # the sockets' path is absolute: the kernel runs in another folder than the build
            assert os.path.isabs(km.ip) and km.ip.endswith("-ipc"), km.ip
        finally:
            km.cleanup_connection_file()
    finally:
        trait.default_value = before
    assert KernelManager().transport == before


def test_every_lite_page_sizes_widget_labels_as_the_books_pages_do(tmp_path):
    """The live notebooks' widgets: a label grows to its words («Раздать:» was cut to «Раз…»
    in its English-sized box, issue 41), by the rules of book.css between its marks."""
    lite = tmp_path / "lite"
    page = lite / "notebooks" / "index.html"
    page.parent.mkdir(parents=True)
    page.write_text("<html><head></head><body></body></html>", encoding="utf-8")
    book_css = ROOT / "book" / "_static" / "book.css"
    assert live_site.add_label_rules(lite, book_css) == [page]
    assert live_site.add_label_rules(lite, book_css) == []  # once only
    assert '<link rel="stylesheet" href="../static/widget-labels.css">' in page.read_text()
    css = (lite / "static" / "widget-labels.css").read_text(encoding="utf-8")
    assert ".widget-label { min-width: max-content; }" in css and "table" not in css
