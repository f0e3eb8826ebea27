"""The live site in headless Chromium: chapters run in the reader's browser (Pyodide).

`make test` opens one chapter of each part live, runs all its cells, clicks a card in a
hand picker and sees the hand's name change, answers a quiz question and sees it marked,
checks that a chapter that needs NumPy says so clearly offline, and that no request leaves
the loopback host. ``LIVE_ALL=1`` (``make live-check``) runs every chapter that needs no
NumPy, one after another in one browser. Timings are printed and written to
``_build/live-timings.json`` (reported, never asserted: speed targets live in benchmarks/).
"""
from __future__ import annotations

import json
import os
import re
import time

import pytest
from drives import drive_game_showdown, drive_picker, drive_typed, first_picker
from live import (
    RUN_TIMEOUT,
    LiveRun,
    needs,
    open_notebook,
    record_timings,
    run_all,
    run_live_href,
    text_of,
    watch,
)

from pokerhands.widgets import HandPicker

#: One chapter of each part that runs offline. Every chapter of Part VI computes with NumPy:
#: its live test is the offline message of part6/equity below.
ONE_PER_PART = ["part1/exercises-part1.ipynb", "part2/full-house.ipynb",
                "part3/ace-to-five.ipynb", "part4/badugi.ipynb", "part5/wild-cards.ipynb",
                "part7/texas-holdem.ipynb", "part7/mistakes.ipynb", "reference/teachers.ipynb"]


@pytest.fixture
def live_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    yield page
    context.close()


def _run(live_page, base_url, path) -> LiveRun:
    run = LiveRun(path)
    watch(live_page, run)
    open_notebook(live_page, base_url, path, run)
    run_all(live_page, run)
    record_timings(path, kernel_ready=run.kernel_ready_s, run_all=run.run_s)
    return run


def _assert_clean(run: LiveRun) -> None:
    # a cell tagged live-needs-numpy is left out by Run All: it asks no host for NumPy either
    assert not run.foreign, f"{run.path}: requests to other hosts: {run.foreign}"
    assert not run.missing, f"{run.path}: answered 404: {run.missing}"
    assert not run.errors, f"{run.path}: error outputs {run.errors}"
    assert run.ran_all and not run.unexecuted, (
        f"{run.path}: not every cell ran (unexecuted code cells {run.unexecuted})")


def test_every_chapter_page_has_a_run_live_button(site_dir):
    listed = needs(site_dir)
    assert len(listed) >= 40, listed
    for rel in listed:
        html = (site_dir / "book" / rel).with_suffix(".html").read_text(encoding="utf-8")
        m = re.search(r'<a class="live-button__link" href="([^"]+)"', html)
        assert m, f"book/{rel}: no Run live button"
        href = m.group(1)
        # run=1: the chapter runs by itself when the live site opens it
        assert href.endswith("lite/notebooks/index.html?path=" + rel + "&amp;run=1"), href
        assert (site_dir / "lite" / "files" / rel).exists(), f"{rel}: not in the live contents"


def test_live_site_serves_its_own_pyodide(site_dir):
    config = json.loads((site_dir / "lite" / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    lock = json.loads((site_dir / "lite/static/pyodide/pyodide-lock.json").read_text())
    local = {k: v for k, v in lock["packages"].items() if not v["file_name"].startswith("http")}
    for name in ("pokerhands", "ipywidgets", "comm", "ipython", "micropip", "tqdm"):
        assert name in local, f"{name} is not served by the site"
    for entry in local.values():
        assert (site_dir / "lite/static/pyodide" / entry["file_name"]).exists(), entry
    # the package loads without the online-only packages
    assert not {"numpy", "pandas", "matplotlib"} & set(local["pokerhands"]["depends"])
    pages = list((site_dir / "book").rglob("*.html"))
    assert not [p for p in pages if "fonts.googleapis.com" in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("path", ONE_PER_PART)
def test_chapter_runs_live(live_page, base_url, site_dir, path):
    online = needs(site_dir)[path]
    assert online == [], f"{path} now needs {online}"
    run = _run(live_page, base_url, path)
    _assert_clean(run)
    # the widgets answer in the live notebook too; the long drives of every family, each step
    # compared with Python, run on the pages made live in place (tests/site/test_inplace.py)
    if path == "part2/full-house.ipynb":
        _click_a_card(live_page, path)
    if path == "part1/exercises-part1.ipynb":
        _answer_the_quiz(live_page)
    if path == "reference/teachers.ipynb":
        # its Part VI set needs NumPy: Run All leaves that cell out, saying so, and asks the
        # Pyodide distribution for nothing (_assert_clean: no request but to loopback)
        assert _tagged(site_dir, path) == 1
        assert "This cell computes with numpy" in text_of(run)
        assert "set fetch_numpy = True" in text_of(run)


def _tagged(site_dir, path: str) -> int:
    """How many cells of a live copy are tagged as needing NumPy."""
    nb = json.loads((site_dir / "lite" / "files" / path).read_text(encoding="utf-8"))
    return sum("live-needs-numpy" in c.get("metadata", {}).get("tags", []) for c in nb["cells"])


def _click_a_card(page, path: str) -> None:
    """Unpick a card of the first picker and pick it again: the name follows each click."""
    picker = shown = first_picker(page)
    before = shown.inner_text()
    assert "full house" in before.lower(), before
    pressed = picker.locator("button.mod-active[title]").first
    title = pressed.get_attribute("title")
    start = time.monotonic()
    pressed.click()
    page.wait_for_function("([el, old]) => el.innerText !== old",
                           arg=[shown.element_handle(), before], timeout=10_000, polling=20)
    click_s = time.monotonic() - start
    name = re.search(r"full house, [a-z]+ over [a-z]+", before.lower()).group(0)
    assert name not in shown.inner_text().lower()
    picker.locator(f'button[title="{title}"]').click()
    page.wait_for_function("([el, name]) => el.innerText.toLowerCase().includes(name)",
                           arg=[shown.element_handle(), name], timeout=10_000, polling=20)
    record_timings(path, click_to_name=click_s)


def _answer_the_quiz(page) -> None:
    quiz = page.locator(".jp-OutputArea-output .widget-vbox").filter(
        has=page.locator("button", has_text="Check")).first
    quiz.scroll_into_view_if_needed()
    option = quiz.locator(":scope > .widget-hbox").first.locator("button").first  # options
    if option.count():
        option.click()
    else:  # a typed answer
        quiz.locator("input[type=text]").first.fill("first")
    quiz.locator("button", has_text="Check").click()
    verdict = quiz.locator('[role="status"], [role="alert"]').first
    verdict.wait_for(timeout=10_000)
    assert verdict.inner_text().strip(), "the quiz shows no verdict"


def test_a_numpy_chapter_says_why_it_cannot_run_offline(live_page, base_url, site_dir):
    listed = needs(site_dir)
    path = "part6/equity.ipynb"
    assert "numpy" in listed[path], listed[path]
    run = _run(live_page, base_url, path)
    assert not run.ran_all, "Run All should stop at the first cell offline"
    first = run.outputs[0]
    errors = [o for o in first["outputs"] if o["output_type"] == "error"]
    assert errors and "OfflineError" in errors[0]["ename"], first["outputs"]
    shown = "\n".join(errors[0]["traceback"])
    assert "could not be loaded" in shown and "Traceback" not in shown, shown
    # the only hosts it tried are the Pyodide distribution's (blocked here: no network)
    assert {re.sub(r"^https?://([^/]+)/.*", r"\1", u) for u in run.foreign} <= {"cdn.jsdelivr.net"}
    assert not run.missing, run.missing
    # the run stopped at the top, and the view stayed there: the message is on screen and
    # its cell is the active one (Run All first moves the view to the notebook's last cell,
    # then back: wait until the reader sees it settled there, not for a fixed time)
    where = _settled(live_page, """() => {
        const nb = window.jupyterapp.shell.currentWidget.content;
        const cell = nb.widgets.find(c => c.model.type === 'code');
        const out = cell.node.querySelector(
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]');
        if (!out) return null;
        const r = out.getBoundingClientRect();
        const where = {active: nb.activeCellIndex, first: nb.widgets.indexOf(cell), top: r.top,
                       bottom: r.bottom, height: window.innerHeight, text: out.innerText};
        where.ok = where.active === where.first && 0 <= r.top && r.bottom <= innerHeight
                   && where.text.includes('could not be loaded');
        return where;
    }""")
    assert "could not be loaded" in where["text"], where
    assert where["active"] == where["first"], where
    assert 0 <= where["top"] and where["bottom"] <= where["height"], f"message off screen: {where}"


def _settled(page, probe: str, timeout: float = 15) -> dict:
    """Wait until ``probe`` (a JS function returning a dict with ``ok``, or null) reports
    ``ok`` on two animation frames in a row, and return what it saw last: the state a reader
    sees once the view has stopped moving. On timeout the last report is returned, for the
    caller's assertion to show."""
    try:
        page.wait_for_function(f"""async () => {{
            const probe = {probe};
            const first = probe();
            await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
            const second = probe();
            return !!(first && first.ok && second && second.ok);
        }}""", timeout=timeout * 1000, polling=100)
    except Exception:  # noqa: BLE001 - the assertion that follows says what was on screen
        pass
    seen = page.evaluate(probe)
    assert seen, "the page shows no message where one was expected"
    return seen


def _open_as_run_live_does(page, site_dir, base_url, path: str, run: LiveRun) -> float:
    """Open ``path`` by the URL its chapter page's Run live button holds; the seconds (page
    clock) until the notebook is on the page."""
    watch(page, run)
    page.goto(f"{base_url}/{run_live_href(site_dir, path)}", wait_until="commit")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    return page.evaluate("performance.now() / 1000")


@pytest.mark.parametrize("width", [1280, 390])
def test_a_chapter_opened_by_run_live_answers_without_run_all(live_page, base_url, site_dir,
                                                              width):
    """Issue 24: no menu to find. The chapter runs by itself; the first picker answers a
    click, its cards say whether they are pressed, and the view stays at the top."""
    path = "part2/full-house.ipynb"
    live_page.set_viewport_size({"width": width, "height": 900})
    run = LiveRun(path)
    shown = _open_as_run_live_does(live_page, site_dir, base_url, path, run)
    live_page.wait_for_function("() => window.__liveRun && window.__liveRun.done",
                                timeout=RUN_TIMEOUT * 1000, polling=100)
    state = live_page.evaluate("""() => { const w = window.jupyterapp.shell.currentWidget;
        const first = w.content.widgets[0].node.getBoundingClientRect();
        return {live: window.__liveRun, active: w.content.activeCellIndex,
                top: first.top, bottom: first.bottom, height: innerHeight,
                counts: w.content.widgets.filter(c => c.model.type === 'code')
                                        .map(c => c.model.executionCount)}; }""")
    assert state["live"]["ok"], state["live"]
    assert None not in state["counts"], f"cells left unrun: {state['counts']}"
    # the view stayed at the top: the first cell (what to do) is on screen and active
    assert state["active"] == 0 and 0 <= state["top"] < state["height"], state
    picker = shown_name = first_picker(live_page)
    card = picker.locator('button.mod-active[title*=" of "]').first
    assert card.get_attribute("aria-pressed") == "true"
    title = card.get_attribute("title")
    before = shown_name.inner_text()
    card.click()
    live_page.wait_for_function("([el, old]) => el.innerText !== old",
                                arg=[shown_name.element_handle(), before], timeout=10_000)
    assert picker.locator(f'button[title="{title}"]').get_attribute("aria-pressed") == "false"
    answered = live_page.evaluate("performance.now() / 1000")
    record_timings(path + f" (Run live, {width} px)", notebook_shown=shown,
                   chapter_run=state["live"]["done"] / 1000, widget_answered=answered)
    # then a few clicks, each compared with the same clicks in Python (the card unpicked
    # above is picked again first), and every card's aria-pressed follows
    mirror = HandPicker("6♠ 6♥ 6♦ K♣ K♥")
    mirror_buttons = {c.name: b for c, b in mirror._buttons.items()}
    mirror_buttons[title].value = False
    drive_picker(live_page, mirror, [title, "king of hearts", "six of clubs", "ace of spades"])
    mismatched = picker.evaluate("""el => [...el.querySelectorAll('button[title*=" of "]')]
        .filter(b => (b.getAttribute('aria-pressed') === 'true')
                     !== b.classList.contains('mod-active')).map(b => b.title)""")
    assert mismatched == [], mismatched
    assert not run.foreign and not run.missing, (run.foreign, run.missing)


#: Watches, from the page's first script, what a reader sees of a live copy as it opens, on
#: every animation frame: each markdown cell on screen is rendered (MyST's or JupyterLab's
#: output drawn), blank, or raw (its text shown without a rendered output: the Markdown
#: source in the editor); the texts the trust badge showed; any checkpoint line.
_OPENING_WATCH = """(() => {
  const seen = window.__opening = {frames: 0, mdFrames: 0, raw: [], rendered: null,
                                   badges: [], checkpoints: []};
  const shown = e => e.offsetParent !== null && e.innerText.trim().length > 0;
  const tick = () => {
    seen.frames++;
    const cells = [...document.querySelectorAll('.jp-Notebook .jp-MarkdownCell')].filter(c => {
      const r = c.getBoundingClientRect();
      return r.height > 0 && r.bottom > 0 && r.top < innerHeight; });
    const states = cells.map(c => [...c.querySelectorAll('.myst, .jp-RenderedMarkdown')]
      .some(shown) ? 'rendered' : (c.innerText.trim() ? 'raw' : 'blank'));
    if (cells.length) seen.mdFrames++;
    states.forEach((st, i) => { if (st === 'raw' && seen.raw.length < 5)
      seen.raw.push({t: performance.now(), text: cells[i].innerText.slice(0, 60)}); });
    if (seen.rendered === null && cells.length >= 2 && states.every(st => st === 'rendered'))
      seen.rendered = performance.now();
    const badge = document.querySelector('.jp-NotebookTrustedStatus');
    if (badge && badge.innerText && !seen.badges.includes(badge.innerText))
      seen.badges.push(badge.innerText);
    document.querySelectorAll('.jp-NotebookCheckpoint').forEach(e => {
      if (!seen.checkpoints.includes(e.innerText)) seen.checkpoints.push(e.innerText); });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();"""


@pytest.mark.parametrize("width", [1280, 390])
def test_a_live_copy_opens_trusted_rendered_and_without_a_stale_checkpoint(
        live_page, base_url, site_dir, width):
    """Issue 39 (D22): the copy opened by Run live says "Trusted" (the book's own notebook,
    its code cells marked so by the build), shows no "Last Checkpoint" (its only checkpoint
    is the file as built), and never shows a markdown cell's raw source once the notebook is
    on the page (book/_lite/jupyter-lite.json: windowingMode none, checkpoints off)."""
    path = "part2/full-house.ipynb"
    live_page.set_viewport_size({"width": width, "height": 900})
    live_page.add_init_script(_OPENING_WATCH)
    run = LiveRun(path)
    _open_as_run_live_does(live_page, site_dir, base_url, path, run)
    first = _opened(live_page)
    # seen again (reopened in the same browser, where JupyterLab has made the copy's
    # checkpoint from the file as built): a checkpoint line would show at once
    live_page.wait_for_function(f"""async () => (await window.jupyterapp.serviceManager
        .contents.listCheckpoints({json.dumps(path)})).length > 0""", timeout=30_000)
    live_page.goto(f"{base_url}/{run_live_href(site_dir, path)}", wait_until="commit")
    again = _opened(live_page)
    for when, seen in (("opened", first), ("reopened", again)):
        assert seen["mdFrames"] > 0, f"{when}: no markdown cell was seen on screen: {seen}"
        assert seen["raw"] == [], f"{width} px, {when}: markdown shown raw: {seen['raw']}"
        assert seen["badges"] == ["Trusted"], (
            f"{width} px, {when}: the trust badge said {seen['badges']}")
        assert seen["checkpoints"] == [], (
            f"{width} px, {when}: a checkpoint line on a copy just opened: {seen['checkpoints']}")
    assert not run.foreign and not run.missing, (run.foreign, run.missing)
    record_timings(path + f" (opening, {width} px)",
                   first_screen_rendered=first["rendered"] / 1000)


def _opened(page) -> dict:
    """What ``_OPENING_WATCH`` saw, once the copy's first screen of markdown is rendered, the
    trust badge drawn and the top bar (where a checkpoint line goes) laid out."""
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    page.wait_for_function("""() => { const s = window.__opening;
        return s && s.rendered !== null && s.badges.length > 0
               && document.querySelector('#jp-title'); }""", timeout=120_000, polling=100)
    return page.evaluate("window.__opening")


def test_a_numpy_chapter_opened_by_run_live_keeps_its_message_in_view(live_page, base_url,
                                                                      site_dir):
    path = "part6/equity.ipynb"
    run = LiveRun(path)
    _open_as_run_live_does(live_page, site_dir, base_url, path, run)
    live_page.wait_for_function("() => window.__liveRun && window.__liveRun.done",
                                timeout=RUN_TIMEOUT * 1000, polling=100)
    assert live_page.evaluate("window.__liveRun.stopped"), "the run should stop offline"
    where = _settled(live_page, """() => {
        const out = document.querySelector(
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]');
        if (!out) return null;
        const r = out.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, height: innerHeight, text: out.innerText,
                ok: 0 <= r.top && r.bottom <= innerHeight
                    && out.innerText.includes('could not be loaded')}; }""")
    assert "could not be loaded" in where["text"], where
    assert 0 <= where["top"] and where["bottom"] <= where["height"], f"off screen: {where}"


def test_run_live_on_a_page_opened_from_disk_says_how_to_serve_it(live_page, site_dir):
    page = live_page
    url = (site_dir / "book" / "part2" / "full-house.html").resolve().as_uri()
    page.goto(url, wait_until="load")
    page.locator("a.live-button__link").click()
    alert = page.locator(".live-button__file[role=alert]")
    alert.wait_for(timeout=5000)
    text = alert.inner_text()
    assert "make serve" in text and "http://localhost:8000/" in text, text
    assert page.url == url, "the click should stay on the page"
    assert alert.is_visible() and alert.evaluate(
        "el => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }")
    # a saved widget touched there says the same, at the widget and in the status line
    saved = page.locator(".widget-subarea .widget-vbox").first
    saved.locator("button.mod-active[title]").first.click()
    status = page.locator("p.live-inplace__status")
    page.wait_for_function("() => document.querySelector('p.live-inplace__status')"
                           ".getAttribute('role') === 'alert'", timeout=5000)
    assert "make serve" in status.get_attribute("title"), status.get_attribute("title")
    assert "make serve" in page.locator(".live-inplace-note").first.inner_text()
    # the class page, opened from disk, says the same instead of "Starting Python" for ever
    page.goto((site_dir / "class" / "index.html").resolve().as_uri() + "?part=1&seed=5",
              wait_until="load")
    status = page.locator("#status")
    assert "make serve" in status.inner_text(), status.inner_text()
    assert status.get_attribute("role") == "alert"
    assert page.evaluate("document.body.dataset.state") == "file"


def test_no_live_page_asks_for_a_missing_file(live_page, base_url):
    """The first live open of a chapter (and the live site's own start pages) get no 404:
    the browser's /favicon.ico is one no more (every lite page points at the book's icon)."""
    run = LiveRun("lite")
    watch(live_page, run)
    # (where it is opened, the page it ends on): the live site's root moves itself on to its
    # app (appUrl in jupyter-lite.json), so the checks wait for that page before they act
    # (issue 35: a script run between the root's load and its move lost its page)
    for where, ends in (("lite/index.html", "lite/lab/index.html"),
                        ("lite/tree/index.html", "lite/tree/index.html"),
                        ("lite/lab/index.html", "lite/lab/index.html"),
                        ("lite/notebooks/index.html?path=part1/cards.ipynb",
                         "lite/notebooks/index.html?path=part1/cards.ipynb")):
        live_page.goto(f"{base_url}/{where}", wait_until="commit")
        live_page.wait_for_url(f"{base_url}/{ends}", wait_until="load")
        # a page with no icon link makes a browser ask for /favicon.ico (headless Chromium
        # does not, so the link itself is checked): each names one, and it is served
        icon = live_page.evaluate("""async () => {
            const link = document.querySelector("link[rel~='icon']");
            return link && {href: link.href, status: (await fetch(link.href)).status}; }""")
        assert icon and icon["status"] == 200, f"{where}: icon {icon}"
        # every request the page makes as it starts has had its answer (the app is drawn)
        live_page.wait_for_load_state("networkidle")
    open_notebook(live_page, base_url, "part1/cards.ipynb", run)
    live_page.wait_for_load_state("networkidle")
    assert not run.missing, f"answered 404: {run.missing}"
    assert not run.foreign, run.foreign


def _batch():
    if not os.environ.get("LIVE_ALL"):
        return []
    from conftest import SITE
    return sorted(p for p, online in needs(SITE).items() if not online)


@pytest.mark.skipif(not os.environ.get("LIVE_ALL"), reason="make live-check runs every chapter")
@pytest.mark.parametrize("path", _batch())
def test_every_offline_chapter_runs_live(live_page, base_url, site_dir, path):
    run = _run(live_page, base_url, path)
    _assert_clean(run)
    assert "Traceback" not in text_of(run)
    if path in TYPED:
        drive_typed(live_page, *TYPED[path])
    if path == "part7/games.ipynb":
        drive_game_showdown(live_page)


def _typed_steps():
    from pokerhands.widgets import HandDuel, RulesLens

    duel = HandDuel("J♥ J♦ A♣ 9♠ 3♥", "J♣ J♠ A♦ 8♥ 7♣")  # as part1/ranking builds it
    lens = RulesLens("A♠ 2♦ 3♣ 4♥ 5♠")  # as part3/low-games builds it
    return {
        "part1/ranking.ipynb": (duel, [
            ("Second hand:", "second", "J♣ J♠ A♦ 9♥ 7♣"), ("First hand:", "first", "Zz"),
            ("First hand:", "first", "Q♠ Q♦ 2♣ 3♦ 4♥"),
            ("Second hand:", "second", "2♠ 3♠ 4♠ 5♠ 7♠"),
            ("First hand:", "first", "A♠ A♦ A♣ 9♠ 9♥")]),
        "part3/low-games.ipynb": (lens, [
            ("Cards:", "text", v) for v in ("K♠ K♦ 2♣ 3♥ 9♠", "Zz", "2♠ 3♠ 4♠ 5♠ 7♠ 8♦",
                                            "A♠ A♦ A♣ 9♠ 9♥", "7♣ 5♦ 4♥ 3♠ 2♦")]),
    }


TYPED = _typed_steps() if os.environ.get("LIVE_ALL") else {}
