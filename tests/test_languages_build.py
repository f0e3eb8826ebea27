"""The machinery of the language sites (book/_ext/languages.py, live_languages.py,
tools/language_sites.py), without building: URLs between the sites, stubs, the switcher, the
live copies' translation and language cell, and the translated share."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
sys.path.insert(0, str(ROOT / "tools"))

import languages  # noqa: E402
import live_copies  # noqa: E402
import live_languages  # noqa: E402
from languages import is_stub, page_url, stub_source, switcher_html  # noqa: E402


def test_the_slice():
    """Every page is translated in every language but the two generated from English
    sources, which the language sites keep whole (citations and API links resolve there)."""
    from toc_notebooks import ROOT, toc_files
    for path in toc_files():
        doc = path.relative_to(ROOT).with_suffix("").as_posix()
        for lang in ("ru", "el", "hu"):
            assert not is_stub(doc, lang), (doc, lang)
        assert languages.in_slice(doc) == (doc not in languages.KEPT), doc
    assert not is_stub("book/reference/bibliography", "hu")


@pytest.mark.parametrize(("page", "src", "dst", "url"), [
    ("book/part1/cards", "en", "ru", "../../ru/book/part1/cards.html"),
    ("book/part1/cards", "ru", "en", "../../../book/part1/cards.html"),
    ("book/part1/cards", "ru", "hu", "../../../hu/book/part1/cards.html"),
    ("book/intro", "el", "en", "../../book/intro.html"),
    ("search", "hu", "el", "../el/search.html"),
])
def test_page_url(page, src, dst, url):
    assert page_url(page, src, dst) == url


def test_a_stub_notebook_is_not_executed_and_links_to_english():
    nb = {"cells": [{"cell_type": "markdown", "id": "a", "metadata": {},
                     "source": ["(low)=\n", "# Low poker\n", "\n", "Text."]},
                    {"cell_type": "code", "id": "b", "metadata": {}, "execution_count": 1,
                     "outputs": [], "source": ["1 / 0"]}],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                      "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    stub = json.loads(stub_source("book/part3/low-games", "ru", json.dumps(nb), True))
    assert stub["metadata"]["mystnb"] == {"execution_mode": "off"}
    assert [c["cell_type"] for c in stub["cells"]] == ["markdown"]
    text = "".join(stub["cells"][0]["source"])
    assert text.startswith("# Low poker\n")   # the catalog translates the title
    assert "не переведена" in text and 'href="../../../book/part3/low-games.html"' in text
    md = stub_source("book/reference/running-live", "hu", "---\nx: 1\n---\n# Live\n\nText", False)
    assert md.startswith("---\nx: 1\n---\n# Live\n") and "magyarra" in md and "Text" not in md


def test_the_switcher_marks_the_current_language_and_the_stubs(monkeypatch):
    stub = 'class="language-switcher__link language-switcher__stub"'
    assert stub not in switcher_html("book/part3/low-games", "en")   # every page translated
    # a page left out of the slice (a new chapter before its translation) is marked a stub
    monkeypatch.setattr(languages, "SLICE", ("book/intro", "book/part1/"))
    html = switcher_html("book/part3/low-games", "en")
    assert 'aria-current="page" lang="en">English' in html
    assert html.count(stub) == 3
    assert 'href="../../ru/book/part3/low-games.html" hreflang="ru"' in html
    html = switcher_html("book/part1/cards", "ru")
    assert "language-switcher__stub" not in html and 'aria-label="Язык"' in html


def test_every_language_has_every_word():
    for table in (languages.WORDS, live_languages.LIVE_WORDS):
        assert set(table) == set(languages.LANGUAGES)
        for words in table.values():
            assert set(words) == set(table["en"])


def test_a_live_copy_names_the_button_that_opened_it_as_the_page_does():
    """The copy's first cell once named a *Run live* button the pages no longer have (new
    user, N4): it takes the button's name from the pages' own words, in every language."""
    for lang in languages.LANGUAGES:
        intro = live_languages.LIVE_WORDS[lang]["intro"].format(title="T", button="\u2042")
        assert "\u2042" in intro, lang
        for old in ("Run live", "Запустить", "Ζωντανή εκτέλεση", "Futtatás élőben"):
            assert old not in intro, (lang, old)


def test_translate_markdown_uses_the_page_catalog_keys():
    text = ("(label)=\n# The ranking\n\nPoker sorts every\nhand into categories.\n\n"
            "- a *flush* is\n  five cards of one suit\n- untranslated item\n\n"
            "```python\nPoker sorts every\n```\n\n"
            "```{admonition} Key points\nA paragraph\ninside.\n```\n")
    messages = {"The ranking": "Старшинство", "Poker sorts every hand into categories.":
                "Покер делит руки на категории.", "a *flush* is five cards of one suit":
                "*флеш* — пять карт одной масти", "Key points": "Главное",
                "A paragraph inside.": "Абзац внутри."}
    out = live_languages.translate_markdown(text, messages)
    assert out == ("(label)=\n# Старшинство\n\nПокер делит руки на категории.\n\n"
                   "- *флеш* — пять карт одной масти\n- untranslated item\n\n"
                   "```python\nPoker sorts every\n```\n\n"
                   "```{admonition} Главное\nАбзац внутри.\n```\n")


def test_a_live_copy_in_russian_sets_the_language_first():
    nb = {"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# Flush\n\nText."]},
                    {"cell_type": "code", "metadata": {}, "execution_count": 3,
                     "outputs": [], "source": ["evaluate('As Ks Qs Js 9s')"]}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    copy = live_copies.live_copy(nb, "Флеш", [], "ru")
    assert "Живая копия главы «Флеш»" in "".join(copy["cells"][0]["source"])
    assert "".join(copy["cells"][1]["source"]).splitlines()[1].startswith('set_language("ru")')
    english = live_copies.live_copy(nb, "Flush", [], "en")
    assert "set_language" not in json.dumps(english)


def test_page_stats_counts_messages_and_complete_pages():
    from language_sites import page_stats
    stats = page_stats("ru")
    done, total = stats["messages"]
    complete, pages = stats["pages"]
    assert 0 <= done <= total and total > 2000
    assert 0 <= complete <= pages and pages >= 40
    assert (complete == pages) == (done == total)


def test_page_stats_print_a_row_per_language_that_says_what_it_counts(capsys):
    """`make book` ends with this table: one row per language, messages then pages."""
    from language_sites import OTHERS, page_stats, stats
    stats()
    rows = capsys.readouterr().out.splitlines()
    assert "messages" in rows[1] and "pages complete" in rows[1]
    for lang in OTHERS:
        counts = page_stats(lang)
        row = next(r for r in rows if r.split()[:1] == [lang])
        assert row.split()[1:4:2] == [f"{counts['messages'][0]}/{counts['messages'][1]}",
                                      f"{counts['pages'][0]}/{counts['pages'][1]}"], row
