"""Accessibility of the published website: axe-core (WCAG 2.1 A and AA rules) in headless
Chromium on every page the table of contents names (notebooks and Markdown pages alike), at
a phone's width (390 px) and a desktop's (1280 px). Any serious or critical violation fails,
printed as its rule, its impact, a node's selector and the page.

One browser context per width is opened once and goes from page to page, so the ~50 pages
at both widths take a couple of minutes rather than one context each.

axe-core comes from the npm registry like the widget manager (``book/_ext/widget_js.py``):
a pinned version checked against the sha512 integrity the registry publishes, unpacked once
into ``.cache/axe/`` (ignored by git) and injected into each page from there, so no page
asks another host for anything. Minor and moderate findings are printed, not asserted.
"""
from __future__ import annotations

import re
import sys
from html import unescape

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "book" / "_ext"))
sys.path.insert(0, str(ROOT / "tests"))
from toc_notebooks import toc_files  # noqa: E402
from widget_js import fetch_npm  # noqa: E402

AXE, AXE_VERSION = "axe-core", "4.14.1"
AXE_TARBALL = f"https://registry.npmjs.org/{AXE}/-/{AXE}-{AXE_VERSION}.tgz"
AXE_INTEGRITY = ("sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNt"
                 "uFooJpZe37OgudVGtQ==")
AXE_DIR = ROOT / ".cache" / "axe"

#: Every page in the toc, as the site serves it (the welcome page first).
PAGES = [path.relative_to(ROOT).with_suffix(".html").as_posix() for path in toc_files()]
WIDTHS = [390, 1280]
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
FAILING = ("serious", "critical")
#: Rules that still fail and are known, each with the reason (empty when all are fixed).
KNOWN: dict[str, str] = {}


@pytest.fixture(scope="module")
def axe_source() -> str:
    folder = fetch_npm(AXE, AXE_VERSION, AXE_TARBALL, AXE_INTEGRITY, AXE_DIR,
                       lambda name: "axe.min.js" if name == "package/axe.min.js" else None)
    return (folder / "axe.min.js").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def pages_by_width(browser):
    """One browser page per width, kept for the whole module: each audit navigates it to the
    next page instead of opening a fresh context."""
    opened: dict[int, object] = {}

    def get(width: int):
        if width not in opened:
            context = browser.new_context(viewport={"width": width, "height": 900})
            opened[width] = context.new_page()
        return opened[width]

    yield get
    for page in opened.values():
        page.context.close()


def _audit(page, url: str, source: str) -> list[dict]:
    page.goto(url, wait_until="load")
    page.wait_for_load_state("networkidle")
    if page.locator('script[type="application/vnd.jupyter.widget-view+json"]').count():
        page.wait_for_function(
            """() => Array.from(document.querySelectorAll(
                   'script[type="application/vnd.jupyter.widget-view+json"]'))
                 .every(s => s.parentElement.querySelector('.jupyter-widgets'))""",
            timeout=15000)
    page.add_script_tag(content=source)
    return page.evaluate(
        """async (tags) => {
             const r = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                                resultTypes: ['violations']});
             return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                 nodes: v.nodes.map(n => n.target.join(' '))}));
           }""", TAGS)


@pytest.mark.parametrize("path", PAGES)
@pytest.mark.parametrize("width", WIDTHS)
def test_no_serious_accessibility_fault(pages_by_width, base_url, axe_source, path, width):
    violations = _audit(pages_by_width(width), f"{base_url}/{path}", axe_source)
    for v in violations:
        print(f"axe {path} @{width}px: {v['id']} ({v['impact']}) x{len(v['nodes'])}: "
              f"{v['nodes'][0]}")
    faults = [v for v in violations if v["impact"] in FAILING and v["id"] not in KNOWN]
    assert not faults, "\n".join(
        f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes): {v['help']}; "
        f"e.g. {v['nodes'][0]} on {path} at {width}px" for v in faults)


def test_every_toggle_button_says_whether_it_is_pressed(browser, base_url):
    """The card picker's buttons: aria-pressed follows the pressed look (book/_static/pressed.js),
    in the saved state (a full house picked) and after the theme's toggles are mended."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{base_url}/book/part2/full-house.html", wait_until="load")
        page.wait_for_function(
            "() => document.querySelectorAll('button.widget-toggle-button').length >= 52",
            timeout=15000)
        # pressed.js marks each toggle once the widgets are drawn: wait for that, not a time
        page.wait_for_function("""() => [...document.querySelectorAll(
            'button.widget-toggle-button')].every(b => b.hasAttribute('aria-pressed'))""",
            timeout=15000)
        states = page.evaluate("""() => [...document.querySelectorAll(
                'button.widget-toggle-button')].map(b =>
                [b.classList.contains('mod-active'), b.getAttribute('aria-pressed')])""")
        assert all(p == ("true" if active else "false") for active, p in states), states
        assert sum(active for active, _ in states) >= 5  # the saved hand is picked
        summaries = page.evaluate("""() => [...document.querySelectorAll('details > summary')]
                .map(s => s.getAttribute('aria-label'))""")
        assert summaries and not any(summaries)  # named by "Show code cell source"
    finally:
        context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_keyboard_focus_shows_a_ring_of_3_px(browser, base_url, width):
    """The first forty stops of the Tab key on a chapter with a picker: each shows a solid
    outline at least 3 px wide in the ring colour (#1f5fbf, 6:1 on white)."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{base_url}/book/part2/full-house.html", wait_until="load")
        page.wait_for_load_state("networkidle")
        rings = []
        for _ in range(40):
            page.keyboard.press("Tab")
            rings.append(page.evaluate("""() => { const e = document.activeElement;
                if (!e || e === document.body) return null;
                const s = getComputedStyle(e);
                return [e.tagName + '.' + e.className, s.outlineStyle,
                        parseFloat(s.outlineWidth), s.outlineColor]; }"""))
        rings = [r for r in rings if r]
        assert len(rings) >= 10
        bad = [r for r in rings if r[1] != "solid" or r[2] < 3 or r[3] != "rgb(31, 95, 191)"]
        assert not bad, bad
    finally:
        context.close()


def test_every_page_has_a_meta_description_and_loads_the_widget_script_after_paint(site_dir):
    """Each page in the toc describes itself (book/_ext/page_meta.py: its first paragraph);
    no page names the widget manager's 1.8 MiB embed.js in a script tag: a small deferred
    loader (book/_static/widgets-after-paint.js) adds it after the first frame, so text and
    cards paint first; the browser tests above see the widgets drawn all the same."""
    loaders = 0
    for path in toc_files():
        page = path.relative_to(ROOT).with_suffix(".html").as_posix()
        html = (site_dir / page).read_text(encoding="utf-8")
        found = re.search(r'<meta name="description" content="([^"]*)"', html)
        assert found, f"{page}: no meta description"
        text = unescape(found.group(1))
        assert 20 <= len(text) <= 160 and not text.startswith("In the code"), (page, text)
        assert not re.search(r"<script[^>]*embed\.js", html), f"{page}: embed.js in a tag"
        for tag in re.findall(r"<script[^>]*widgets-after-paint\.js[^>]*>", html):
            assert "defer" in tag, f"{page}: {tag}"
            loaders += 1
    assert loaders >= 20  # the chapters with widgets
