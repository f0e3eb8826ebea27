"""Cards on the first screen (issue 39; review D7, D14, D19).

At 1280x800 and at 390x844, the welcome page (the ladder of the ten categories and its
"Start here" link), every chapter of Parts I-VII (its hand, under its title) and the cheat
sheet (its table) show the package's cards (``.ph-card``) inside the first viewport, before
any scrolling; so does a translated chapter in Russian. A chapter's "In the code" line is at
its end and its names do not break inside a word at 390 px; the glossary opens with its
A-Z, whose letters lead to entries.
"""
from __future__ import annotations

import pytest

from toc_notebooks import ROOT, toc_notebooks

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
CHAPTERS = [p.relative_to(ROOT).with_suffix("").as_posix() for p in toc_notebooks()
            if p.parent.name.startswith("part")]
PAGES = ["book/intro", *CHAPTERS, "book/reference/cheat-sheet"]

#: The cards inside the first viewport, wholly: their number and the first one's name.
_CARDS_IN_VIEW = """() => {
    const h = window.innerHeight, w = document.documentElement.clientWidth;
    const seen = [...document.querySelectorAll('article .ph-card')].filter(c => {
        const r = c.getBoundingClientRect();
        const style = getComputedStyle(c);
        return r.width > 0 && r.top >= 0 && r.bottom <= h && r.left >= 0 && r.right <= w
               && style.visibility !== 'hidden';
    });
    return {count: seen.length, first: seen.length ? seen[0].getAttribute('aria-label') : null};
}"""


@pytest.fixture(scope="module", params=list(SIZES))
def page(request, browser):
    width, height = SIZES[request.param]
    ctx = browser.new_context(viewport={"width": width, "height": height})
    yield ctx.new_page()
    ctx.close()


def _open(page, base_url, path):
    page.goto(f"{base_url}/{path}.html", wait_until="load")
    page.evaluate("window.scrollTo(0, 0)")


@pytest.mark.parametrize("path", PAGES)
def test_cards_are_on_the_first_screen(page, base_url, path):
    _open(page, base_url, path)
    seen = page.evaluate(_CARDS_IN_VIEW)
    least = 10 if path == "book/intro" else 4  # the ladder's top rows; a Badugi hand has 4
    assert seen["count"] >= least, f"{path}: {seen['count']} cards in the first viewport"


def test_the_welcome_page_has_the_ladder_and_start_here(page, base_url):
    _open(page, base_url, "book/intro")
    rows = page.locator("ol.ph-ladder li.ph-ladder-row")
    assert rows.count() == 10
    assert rows.first.inner_text().strip().startswith("Royal flush")
    assert rows.last.inner_text().strip().startswith("High card")
    start = page.locator("div.ph-start a")
    assert "Start here" in start.inner_text()
    assert start.get_attribute("href").endswith("part1/cards.html")
    box = start.bounding_box()
    assert box is not None
    if page.viewport_size["width"] >= 1280:   # on a wide screen, above the fold too
        assert box["y"] + box["height"] <= page.viewport_size["height"]
    # the sources' table names the sources, not their file numbers (D5)
    table = page.locator("#the-four-sources table").inner_text()
    assert "Russian page" in table and "Hungarian article" in table
    assert "File 00" not in table and "file-00" not in table


def test_a_chapter_opens_with_its_hand_and_ends_with_its_code(page, base_url):
    _open(page, base_url, "book/part2/full-house")
    opening = page.locator("article div.ph-opening").first
    assert "Full house, sixes over kings" in opening.inner_text()
    labels = opening.locator(".ph-card").evaluate_all("cs => cs.map(c => c.getAttribute('aria-label'))")
    assert labels == ["six of spades", "six of hearts", "six of diamonds", "king of clubs",
                      "king of hearts"]
    # the hand comes before the opening's prose; the code line is the last paragraph
    order = page.evaluate("""() => {
        const strip = document.querySelector('article div.ph-opening');
        const first = document.querySelector('article section > p');
        return strip.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING;
    }""")
    assert order
    last = page.locator("article section p").last.inner_text()
    assert last.startswith("In the code:"), last


def test_code_names_break_between_their_parts(page, base_url):
    _open(page, base_url, "book/part2/full-house")
    lines = page.evaluate("""() => {
        const code = [...document.querySelectorAll('article p code.xref')]
          .find(c => c.textContent.includes('CATEGORY_RECORDS'));
        // the text of each visual line of the name, from the boxes of its characters
        const text = code.textContent, range = document.createRange(), rows = {};
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.length; i++) {
                range.setStart(node, i); range.setEnd(node, i + 1);
                const r = range.getBoundingClientRect();
                if (!r.width) continue;
                const top = Math.round(r.top);
                rows[top] = (rows[top] || '') + node.data[i];
            }
        }
        return Object.keys(rows).map(Number).sort((a, b) => a - b).map(t => rows[t]);
    }""")
    assert "".join(lines) == "pokerhands.core.categories.CATEGORY_RECORDS"
    for row in lines[:-1]:
        assert row.endswith((".", "_")), f"a name breaks inside a word: {lines}"


def test_the_glossary_opens_with_its_a_to_z(page, base_url):
    _open(page, base_url, "book/reference/glossary")
    nav = page.locator("nav.ph-az")
    assert nav.bounding_box()["y"] < page.viewport_size["height"]
    links = nav.locator("a")
    assert links.count() >= 15
    for i in range(links.count()):
        target = links.nth(i).get_attribute("href")
        letter = links.nth(i).inner_text().strip().lower()
        term = page.locator(f"dt{target}").inner_text().strip().lower()
        assert term.startswith(letter), (letter, term)
    # the opening paragraph is short: at most 4 lines at 1280 px
    intro = page.locator("article section > p").first
    line = float(intro.evaluate("p => parseFloat(getComputedStyle(p).lineHeight)"))
    if page.viewport_size["width"] >= 1280:
        assert intro.bounding_box()["height"] <= 4 * line + 1


@pytest.mark.parametrize("path", ["ru/book/intro", "ru/book/part2/full-house",
                                  "ru/book/reference/cheat-sheet"])
def test_a_translated_page_opens_with_cards_in_its_language(page, base_url, site_dir, path):
    if not (site_dir / "ru" / "index.html").exists():
        pytest.fail(f"no Russian site in {site_dir}; build it with tools/language_sites.py")
    _open(page, base_url, path)
    seen = page.evaluate(_CARDS_IN_VIEW)
    assert seen["count"] >= 5, f"{path}: {seen['count']} cards in the first viewport"
    assert seen["first"] and seen["first"].split()[0] in {"туз", "шестёрка", "король", "дама"}, seen
    if path.endswith("full-house"):
        assert "Фулл-хаус" in page.locator("article div.ph-opening").inner_text()
    if path.endswith("intro"):
        assert page.locator("ol.ph-ladder li").first.inner_text().strip().startswith("Роял-флеш")
