"""The words that the theme, the extensions and the site's scripts write on the Russian, Greek
and Hungarian sites (``book/_ext/theme_words.py``, issue 41), in the built HTML and in
headless Chromium.

- every solution's title is the book's («Решение упражнения 3.1», «Λύση της άσκησης 3.1»,
  "A 3.1. feladat megoldása"), never sphinx-exercise's word-for-word one («Решение к
  Упражнение 3.1»); the English site keeps the extension's ("Solution to Exercise 3.1");
- the footer names the authors and the year in the language ("Автор: The Poker Hand
  Rankings authors © Копирайт 2026" no more);
- a citation of a source without a year says the language's "n.d.";
- the scripts show the page's language: opened from disk, "Open as a notebook" and a touched
  saved widget say how to serve the book in the page's language, with no English
  (:mod:`english_left`).
"""
from __future__ import annotations

import re
import sys
from html import unescape

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "book" / "_ext"))
from languages import LANGUAGES, WORDS  # noqa: E402
from theme_words import LABELS, solution_parts  # noqa: E402

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
EXERCISES = "book/part1/exercises-part1"
#: sphinx-exercise's own "Solution to" in each language, as its catalogs write it
EXTENSION_SOLUTION = {"en": "Solution to", "ru": "Решение к", "el": "Λύση στο",
                      "hu": "Megoldás a"}
TITLE = re.compile(r'<p class="admonition-title">(.*?)</p>', re.S)
TAG = re.compile(r"<[^>]+>")


def _pages(site_dir, lang):
    return sorted((site_dir / lang / "book").rglob("*.html"))


def _solution_titles(html: str) -> list[str]:
    return [t for t in TITLE.findall(html) if 'class="reference internal"' in t]


@pytest.mark.parametrize("lang", OTHERS)
def test_every_solution_title_is_in_the_books_words(site_dir, lang):
    """Every solution box of every page of the site: its title is the book's, its link
    (to the exercise) the bracketed words of ``LABELS[lang]["solution"]``."""
    seen = 0
    wrong = []
    for page in _pages(site_dir, lang):
        for title in _solution_titles(page.read_text(encoding="utf-8")):
            number = re.search(r"\d+(?:\.\d+)+", unescape(TAG.sub("", title)))
            assert number, title
            before, link, after = solution_parts(lang, number.group(0))
            text = unescape(TAG.sub("", title))
            linked = re.search(r"<a [^>]*>(.*?)</a>", title, re.S)
            seen += 1
            if (text != before + link + after or linked is None
                    or unescape(TAG.sub("", linked.group(1))) != link
                    or EXTENSION_SOLUTION[lang] in text):
                wrong.append(f"{page.relative_to(site_dir)}: {text!r}")
    assert seen >= 10, f"{lang}: only {seen} solution titles found"
    assert not wrong, wrong[:10]


def test_the_english_solution_titles_are_the_extensions(site_dir):
    html = (site_dir / (EXERCISES + ".html")).read_text(encoding="utf-8")
    titles = [unescape(TAG.sub("", t)) for t in _solution_titles(html)]
    assert titles and all(re.fullmatch(r"Solution to Exercise \d+\.\d+", t) for t in titles), (
        titles)


def test_a_hungarian_exercise_is_numbered_as_hungarian_writes_it(site_dir):
    html = (site_dir / "hu" / (EXERCISES + ".html")).read_text(encoding="utf-8")
    numbers = re.findall(r'<span class="caption-number">([^<]*)</span>', html)
    assert numbers and all(re.fullmatch(r"\d+\.\d+\. feladat ?", n) for n in numbers), numbers
    assert "Gyakorlat" not in html


@pytest.mark.parametrize("lang", OTHERS)
def test_the_footer_speaks_the_language(site_dir, lang):
    for docname in ("book/intro", EXERCISES):
        html = (site_dir / lang / (docname + ".html")).read_text(encoding="utf-8")
        footer = unescape(TAG.sub(" ", html.split('class="bd-footer-content', 1)[1]))
        footer = " ".join(footer.split())
        assert LABELS[lang]["author"] in footer, footer[:300]
        assert "© 2026" in footer, footer[:300]
        for english in ("Poker Hand Rankings authors", "Copyright", "Копирайт", "Автор:"):
            assert english not in footer, f"{lang}/{docname}: {english!r} in {footer[:300]!r}"


def test_the_english_footer_is_the_themes(site_dir):
    html = (site_dir / "book/intro.html").read_text(encoding="utf-8")
    footer = " ".join(TAG.sub(" ", html.split('class="bd-footer-content', 1)[1]).split())
    assert "By The Poker Hand Rankings authors" in footer and "© Copyright 2026." in footer


@pytest.mark.parametrize("lang", OTHERS)
def test_a_citation_without_a_year_says_so_in_the_language(site_dir, lang):
    cited = []
    for page in _pages(site_dir, lang):
        html = page.read_text(encoding="utf-8")
        for link in re.findall(r'<a class="reference internal" href="[^"]*bibliography[^"]*"'
                               r'[^>]*>([^<]*)</a>', html):
            cited.append((page.name, unescape(link)))
    assert cited, f"{lang}: no citation found"
    english = [c for c in cited if "n.d." in c[1]]
    assert not english, english[:5]
    assert any(LABELS[lang]["no_date"] in text for _, text in cited), cited[:5]


@pytest.fixture()
def disk_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.parametrize("lang", OTHERS)
def test_the_scripts_speak_the_pages_language(disk_page, site_dir, lang):
    """A chapter opened from disk (``file://``): "Open as a notebook" and a touched saved
    widget say how to serve the book in the page's language (the page's words), with the
    command and the address kept, and no English left."""
    from english_left import english_left

    page = disk_page
    url = (site_dir / lang / "book" / "part2" / "full-house.html").resolve().as_uri()
    page.goto(url, wait_until="load")
    page.locator("a.live-button__link").click()
    alert = page.locator(".live-button__file[role=alert]")
    alert.wait_for(timeout=5000)
    text = alert.inner_text()
    words = WORDS[lang]
    assert text.startswith(words["live_file_title"]), text
    assert "make serve" in text and "http://localhost:8000/" in text, text
    assert alert.locator("a[href='http://localhost:8000/']").count() == 1
    said = [text]
    saved = page.locator(".widget-subarea .widget-vbox").first
    saved.locator("button.mod-active[title]").first.click()
    page.wait_for_function("() => document.querySelector('p.live-inplace__status')"
                           ".getAttribute('role') === 'alert'", timeout=5000)
    said.append(page.locator("p.live-inplace__status").get_attribute("title"))
    said.append(page.locator(".live-inplace-note").first.inner_text())
    for shown in said:
        # the command, the address and the scheme are the same in every language
        rest = re.sub(r"make serve|make lab|https?://\S+|file://|Python|Pyodide", " ", shown)
        assert not english_left(rest, lang), (english_left(rest, lang), shown)
    assert said[1] == words["live_file"], said[1]
