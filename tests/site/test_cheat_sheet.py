"""The cheat sheet (``book/reference/cheat-sheet``) printed to PDF by Chromium, at A4 and at
Letter: at most two pages, every high category and six-plus hold'em's strip on page 1, every
low system, Badugi and the outs table by page 2, none of the site's menus or buttons, nothing wider than the page.

It reads the site that ``make build-check`` writes; ``SITE_DIR=<dir>`` points it at a quicker
build (``sphinx-build`` with ``nb_execution_mode=off``), which prints the same."""
from __future__ import annotations

import io

import pytest

from pokerhands.core.categories import Category
from pokerhands.odds.cheatsheet import LOW_SYSTEMS

#: The printable width of each paper in CSS pixels (96 per inch), less the 12 mm margins the
#: sheet's print CSS sets on each side.
PAPER = {"A4": round((210 - 24) / 25.4 * 96), "Letter": round(8.5 * 96 - 24 / 25.4 * 96)}
HIGH = [c.label for c in sorted(Category, reverse=True) if c is not Category.FIVE_OF_A_KIND]


def _flat(text: str) -> str:
    return " ".join(text.replace("\ufb01", "fi").replace("\ufb02", "fl").split())


@pytest.mark.parametrize("paper", list(PAPER))
def test_cheat_sheet_prints_on_two_pages_at_most(browser, base_url, paper):
    from pypdf import PdfReader

    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}/book/reference/cheat-sheet.html", wait_until="load")
        page.emulate_media(media="print")
        page.set_viewport_size({"width": PAPER[paper], "height": 1000})
        wide = page.evaluate("""() => {
            const w = document.documentElement.clientWidth;
            return [...document.querySelectorAll('article *')]
              .filter(e => e.getBoundingClientRect().width > 0
                           && e.getBoundingClientRect().right > w + 1)
              .map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 30));
        }""")
        assert not wide, wide
        assert page.evaluate("document.documentElement.scrollWidth <= "
                             "document.documentElement.clientWidth")
        pdf = page.pdf(format=paper, print_background=False)
    finally:
        ctx.close()
    pages = [_flat(p.extract_text()) for p in PdfReader(io.BytesIO(pdf)).pages]
    assert 1 <= len(pages) <= 2, f"{paper}: {len(pages)} pages"
    for name in HIGH:
        assert name in pages[0], f"{paper}: {name!r} not on page 1"
    both = " ".join(pages)
    for rules in LOW_SYSTEMS:
        assert rules.name in both, f"{paper}: {rules.name!r} not printed"
    assert "Badugi" in both and "2,598,960" in pages[0]
    # six-plus hold'em on the front, the outs table on the back (issue 38)
    assert "Six-plus hold'em" in pages[0] and "Hands (of 376,992)" in pages[0], paper
    assert "15,708" in pages[0] and "9-8-7-6-A" in pages[0], paper
    assert "Common draws" in pages[-1] and "67.5" in pages[-1], paper  # 20 outs by the river
    # the site's chrome is not printed: no live button, no sidebar, no how-to note
    # nor the language switcher (issue 39, D18)
    for chrome in ("Open as a notebook", "Make this page live", "Part I: Cards and the ranking",
                   "To print it", "Contents", "Русский", "Ελληνικά", "Magyar"):
        assert chrome not in both, f"{paper}: {chrome!r} printed"


def test_no_printed_page_carries_the_language_switcher(browser, base_url, site_dir):
    """In print the switcher is gone in every language built (issue 39, D18): on the cheat
    sheet, which is made to be printed, and on a chapter."""
    langs = [""] + [f"{lang}/" for lang in ("ru", "el", "hu") if (site_dir / lang).is_dir()]
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        for lang in langs:
            for path in ("book/reference/cheat-sheet.html", "book/part1/cards.html"):
                page.goto(f"{base_url}/{lang}{path}", wait_until="load")
                switcher = page.locator("nav.language-switcher")
                assert switcher.is_visible(), (lang, path)   # on screen it is there
                page.emulate_media(media="print")
                assert not switcher.is_visible(), (lang, path)
                page.emulate_media(media="screen")
    finally:
        ctx.close()
