"""Every page on a phone (390 x 844): nothing is wider than its box without saying so.

A phone draws no scrollbar until the reader scrolls, so a table wider than the text column
used to hide its last columns with no sign they were there (issue 39, D2: the ladder's "In
words", the cheat sheet's "Hands" and "Chance", the "Chips" of Part III's showdowns). Over
every page of the English site and the translated pages of one language, the test looks at
every element whose content is wider than its box (``scrollWidth > clientWidth + 1``):

- the page itself must never scroll sideways;
- a box that scrolls (``overflow-x: auto | scroll``) must show that it does: the cue of
  ``book.css`` (class ``ph-scroll``: shadows at the hidden side, a thin scrollbar) or a
  scrollbar that takes room; a code block (``pre``) and a text field scroll as readers expect;
- a box that clips (``hidden``, ``clip``) must not hide anything: no content of it may reach
  past its edge (a cut label, a cut column).

Elements whose content spills visibly (``overflow: visible``) are judged where the spill
ends: at a box that clips or scrolls, or at the page. One browser page visits every page in
turn, and waits only for the saved widgets to be drawn.

Also here: the welcome page's tab title is the book's title once (D15), and a chapter that
needs NumPy, pandas or matplotlib says on its buttons that it needs the internet (D9).
"""
from __future__ import annotations

import json
import re
import sys

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "book" / "_ext"))
from languages import WORDS  # noqa: E402

PHONE = {"width": 390, "height": 844}
#: The language whose translated pages are visited too (the others share their machinery).
LANGUAGE = "ru"

#: Every element wider than its box that gives no sign of it, as "tag.class (overflow)
#: scrollWidth > clientWidth: text".
_UNSEEN = """() => {
  const out = [];
  const name = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") +
    (typeof el.className === "string" && el.className.trim()
       ? "." + el.className.trim().split(/\\s+/).join(".") : "");
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1) {
    out.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
  }
  for (const el of document.body.querySelectorAll("*")) {
    if (el.scrollWidth <= el.clientWidth + 1) continue;
    const style = getComputedStyle(el);
    const x = style.overflowX;
    if (x === "visible") continue;
    const box = el.getBoundingClientRect();
    // a visually hidden element (1 px, clipped) holds words for screen readers only
    if (box.width <= 2 || box.height <= 2 || style.visibility === "hidden") continue;
    if (x === "auto" || x === "scroll") {
      const bar = el.offsetHeight - el.clientHeight - parseFloat(style.borderTopWidth) -
                  parseFloat(style.borderBottomWidth);
      if (el.classList.contains("ph-scroll") || bar > 0 ||
          el.matches("pre, input, textarea, select")) continue;
    } else {
      if (el.matches("input, textarea, select")) continue;
      // clipped: is anything of it drawn past its right edge?
      const right = box.right - parseFloat(style.borderRightWidth);
      let cut = false;
      for (const inner of el.querySelectorAll("*")) {
        const r = inner.getBoundingClientRect();
        if (r.width > 0 && r.right > right + 1) { cut = true; break; }
      }
      const range = document.createRange();
      range.selectNodeContents(el);
      if (!cut && range.getBoundingClientRect().right <= right + 1) continue;
    }
    out.push(`${name(el)} (${x}) ${el.scrollWidth} > ${el.clientWidth}: ` +
             (el.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 60));
  }
  return out;
}"""

#: Every saved widget of the page is drawn (embed.js puts each before its script).
_WIDGETS_DRAWN = """() => [...document.querySelectorAll(
    'script[type="application/vnd.jupyter.widget-view+json"]')].every(s => {
      const area = s.previousElementSibling;
      return area && area.classList.contains("widget-subarea") && area.childElementCount > 0;
    })"""


def _pages(site_dir, lang: str) -> list[str]:
    """The site's pages (but the live site's and the redirect at its root), as paths."""
    root = site_dir / lang if lang != "en" else site_dir
    found = []
    for path in sorted(root.rglob("*.html")):
        rel = path.relative_to(root)
        if rel.parts[0] in ("lite", "_static", "_sources", "_live", "_images", "ru", "el", "hu"):
            continue
        if rel.as_posix() == "index.html":
            continue  # a redirect to the welcome page
        found.append(path.relative_to(site_dir).as_posix())
    return found


def _translated(site_dir, lang: str) -> list[str]:
    """The pages of ``lang``'s site that are translated (not stubs)."""
    return [p for p in _pages(site_dir, lang)
            if 'class="language-stub"' not in (site_dir / p).read_text(encoding="utf-8")]


def _visit(browser, base_url, pages: list[str], check: str, **context_options) -> list[str]:
    """Every page in turn in one browser page, once its saved widgets and fonts are drawn:
    what the script ``check`` finds there, each line led by the page's path. Nothing is
    fetched from another host (the pages ask for nothing)."""
    context = browser.new_context(**context_options)
    problems: list[str] = []
    try:
        page = context.new_page()
        page.route(re.compile(r"^https?://(?!127\.0\.0\.1|localhost)"), lambda r: r.abort())
        for path in pages:
            page.goto(f"{base_url}/{path}", wait_until="load")
            page.wait_for_function(_WIDGETS_DRAWN, timeout=20000)
            page.evaluate("document.fonts.ready")
            problems += [f"{path}: {what}" for what in page.evaluate(check)]
    finally:
        context.close()
    return problems


@pytest.mark.parametrize("lang", ["en", LANGUAGE])
def test_nothing_wider_than_its_box_without_a_sign_on_a_phone(browser, base_url, site_dir,
                                                             lang):
    pages = _pages(site_dir, lang) if lang == "en" else _translated(site_dir, lang)
    assert len(pages) >= (50 if lang == "en" else 15), pages
    problems = _visit(browser, base_url, pages, _UNSEEN, viewport=PHONE, is_mobile=True,
                      has_touch=True)
    assert not problems, f"{len(problems)} hidden overflows:\n" + "\n".join(problems)


def test_the_stacked_tables_label_their_cells_on_a_phone(browser, base_url):
    """The ladder of Part I reflows at 390 px: each row a block as wide as the column at
    most, each cell after the first led by its column's heading."""
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/book/part1/ranking.html", wait_until="load")
        table = page.locator("table.ph-stack").first
        rows = table.evaluate("""t => [...t.tBodies[0].rows].map(r => [...r.cells].map(c =>
            [getComputedStyle(c).display, getComputedStyle(c, '::before').content,
             c.getBoundingClientRect().right <= t.parentElement.getBoundingClientRect().right + 1]))""")
    finally:
        context.close()
    assert len(rows) == 10
    for cells in rows:
        assert all(display == "block" and fits for display, _, fits in cells), cells
        assert [label for _, label, _ in cells[1:]] == ['"Cards: "', '"In words: "'], cells


def test_the_welcome_page_has_the_book_title_once(site_dir):
    """Its tab reads "Poker Hand Rankings", not "Poker Hand Rankings — Poker Hand Rankings",
    in each language built; a chapter's tab keeps the book's name after its own."""
    built = [lang for lang in WORDS if lang == "en" or (site_dir / lang).is_dir()]
    assert LANGUAGE in built, built
    for lang in built:
        root = site_dir if lang == "en" else site_dir / lang
        html = (root / "book" / "intro.html").read_text(encoding="utf-8")
        title = re.search(r"<title>(.*?)</title>", html, re.S).group(1).strip()
        assert title == WORDS[lang]["title"], (lang, title)
    chapter = (site_dir / "book" / "part1" / "cards.html").read_text(encoding="utf-8")
    assert re.search(r"<title>.+ &#8212; Poker Hand Rankings</title>", chapter)


def test_a_chapter_that_needs_numpy_says_it_needs_the_internet(site_dir):
    """Part VI's equity chapter computes with NumPy, pandas and matplotlib, which the live
    copy fetches online: its Run live note says so and does not promise "nothing to install";
    a chapter that runs offline keeps the promise. The live site's live-needs.json is the
    build's own account of which chapters need what."""
    needs = json.loads((site_dir / "lite" / "live-needs.json").read_text(encoding="utf-8"))
    online = sorted(rel for rel, packages in needs.items() if packages)
    offline = sorted(rel for rel, packages in needs.items() if not packages)
    assert "part6/equity.ipynb" in online and "part2/flush.ipynb" in offline
    en = WORDS["en"]
    checked_programs: list[bool] = []
    for rel in online + offline:
        html = (site_dir / "book" / rel.replace(".ipynb", ".html")).read_text(encoding="utf-8")
        note = re.search(r'<span class="live-button__note"[^>]*>(.*?)</span>', html, re.S)
        assert note, rel
        if rel in online:
            assert "internet" in note.group(1) and "nothing to install" not in note.group(1), (
                rel, note.group(1))
        else:
            assert note.group(1) == en["run_live_note"], (rel, note.group(1))
        # the button that makes the page's widgets live says so when their code (the page's
        # live program, a slice of the chapter) needs one of those packages
        make = re.search(r'class="live-inplace__button" title="([^"]*)"', html)
        if make:
            program = json.loads((site_dir / "_live" / "book" / rel.replace(".ipynb", ".json"))
                                 .read_text(encoding="utf-8"))
            assert ("internet" in make.group(1)) == bool(program["needs"]), (rel, make.group(1))
            assert ("nothing to install" in make.group(1)) != bool(program["needs"]), rel
            checked_programs.append(bool(program["needs"]))
    # both kinds of program are met
    assert True in checked_programs and False in checked_programs, checked_programs


DESKTOP = {"width": 1280, "height": 800}

#: Every table wider than the box it sits in, on a desktop screen, unless that box is a
#: scroller marked with the cue (``ph-scroll``): a desktop draws the scrollbar at the bottom
#: of the box, out of sight below a tall table, so a cut column must not happen there at all.
_TABLES_CUT = """() => {
  const out = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1) {
    out.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
  }
  for (const table of document.querySelectorAll("article table")) {
    let box = table.parentElement;
    while (box && box !== document.body &&
           !["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(box).overflowX)) {
      box = box.parentElement;
    }
    if (!box || box === document.body || box.classList.contains("ph-scroll")) continue;
    const inner = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
    const right = table.getBoundingClientRect().right;
    if (right > inner + 1) {
      out.push(`table in ${box.tagName.toLowerCase()}.${[...box.classList].join(".")}: ` +
               `${Math.round(right - inner)} px past its box: ` +
               (table.rows[0] ? table.rows[0].textContent : "").trim()
                 .replace(/\\s+/g, " ").slice(0, 60));
    }
  }
  return out;
}"""


def test_no_table_is_cut_on_a_desktop_screen(browser, base_url, site_dir):
    """At 1280 x 800 every table of the English site fits the text column, or scrolls in a
    box that shows it (the cheat sheet's high hands were 60 px too wide: 'Chance' was cut)."""
    pages = _pages(site_dir, "en")
    problems = _visit(browser, base_url, pages, _TABLES_CUT, viewport=DESKTOP)
    assert not problems, f"{len(problems)} cut tables:\n" + "\n".join(problems)
