"""The machinery of the language sites (book/_ext/languages.py, live_languages.py,
tools/language_sites.py), without building: URLs between the sites, stubs, the switcher, the
live copies' translation and language cell, and the translated share."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))

import languages  # noqa: E402
import live_copies  # noqa: E402
import live_languages  # noqa: E402
import theme_words  # noqa: E402
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
    for doc in ("book/part8/drafts", "book/reference/new-page"):   # a page outside the slice
        assert is_stub(doc, "el") and not is_stub(doc, "en"), doc
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


def test_the_switcher_marks_the_current_language_and_the_stubs():
    html = switcher_html("book/part8/drafts", "en")   # a page outside the slice
    assert 'aria-current="page" lang="en">English' in html
    assert html.count('class="language-switcher__link language-switcher__stub"') == 3
    assert 'href="../../ru/book/part8/drafts.html" hreflang="ru"' in html
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


@pytest.mark.parametrize(("lang", "number", "title"), [
    ("ru", "3.1", ("Решение ", "упражнения 3.1", "")),
    ("el", "1.2", ("Λύση ", "της άσκησης 1.2", "")),
    ("hu", "3.1", ("A ", "3.1. feladat", " megoldása")),
    ("hu", "1.4", ("Az ", "1.4. feladat", " megoldása")),
    ("hu", "5.2", ("Az ", "5.2. feladat", " megoldása")),
    ("hu", "10.1", ("A ", "10.1. feladat", " megoldása")),
    ("hu", "51.1", ("Az ", "51.1. feladat", " megoldása")),
    ("hu", "15.3", ("A ", "15.3. feladat", " megoldása")),
])
def test_a_solution_title_in_the_books_words(lang, number, title):
    """The solution's title that replaces sphinx-exercise's «Решение к Упражнение 3.1»: the
    words before the link to the exercise, the link's, the words after (issue 41)."""
    assert theme_words.solution_parts(lang, number) == title


def test_every_language_but_english_has_every_label():
    keys = {"solution", "author", "copyright", "no_date"} | {
        f"title {docname}" for docname in languages.KEPT}
    assert set(theme_words.LABELS) == set(languages.LANGUAGES) - {"en"}
    for lang, labels in theme_words.LABELS.items():
        assert keys <= set(labels) <= keys | {"exercise"}, lang
        assert "{year}" in labels["copyright"] and labels["solution"].count("[") == 1


def test_the_script_words_come_in_the_page_as_json():
    for lang in languages.LANGUAGES:
        html = theme_words.script_words_html(lang)
        body = html.split(">", 1)[1].rsplit("</script>", 1)[0]
        assert "</" not in body
        said = json.loads(body)
        assert said == {"file_title": languages.WORDS[lang]["live_file_title"],
                        "file": languages.WORDS[lang]["live_file"],
                        "class_page": ("../" if lang != "en" else "") + "class/index.html"}
    said = theme_words.script_words_html("ru", "book/reference/teachers")
    assert '"class_page": "../../../class/index.html"' in said


@pytest.mark.parametrize(("lang", "href", "pointed"), [
    ("ru", "../../class/index.html?part=1&amp;seed=20261201&amp;n=7",
     "../../../class/index.html?part=1&amp;seed=20261201&amp;n=7&amp;lang=ru"),
    ("el", "../../class/index.html?part=3&amp;seed=5&amp;lock=ab12#top",
     "../../../class/index.html?part=3&amp;seed=5&amp;lang=el&amp;lock=ab12#top"),
    ("hu", "../../class/index.html?part=2&amp;lang=en", "../../../class/index.html?part=2&amp;lang=en"),
    ("hu", "../../class/index.html", "../../../class/index.html?lang=hu"),
    ("en", "../../class/index.html?part=1", "../../class/index.html?part=1"),
])
def test_a_class_link_of_a_language_site_leads_to_the_class_page_in_its_language(
        lang, href, pointed):
    """The class page is the English site's: the translated teachers' guide's class links
    (written as from the English page) lead there, with the page's language."""
    body = f'<p><a href="{href}">class link</a> <a href="../part1/cards.html">x</a></p>'
    assert theme_words.class_links(body, "book/reference/teachers", lang) == (
        f'<p><a href="{pointed}">class link</a> <a href="../part1/cards.html">x</a></p>')


#: string literals of the site's scripts that are no reader's words: the messages of errors
#: that only a fault in the page's own code raises (the page opens no comm of its own, a
#: program names a widget the page has), with the file they are in
NOT_READERS_WORDS = {("live-inplace.js", "the page opens no comms of its own"),
                     ("live-inplace.js", "the page has no widget at place ${place}")}


def _script_sentences(path: Path) -> list[str]:
    """The string literals of a script that hold three English-looking words in a row
    (comments left out; HTML tags and ${...} fields read as spaces)."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"(^|\s)//.*$", "", text, flags=re.M)
    literals = re.findall(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`',
                          text, re.S)
    found = []
    for literal in literals:
        body = re.sub(r"<[^>]*>", " ", re.sub(r"\$\{[^}]*\}", " ", literal[1:-1]))
        if (re.search(r"\b[A-Za-z][a-z']+(?: +[A-Za-z][a-z']*){2,}", body)
                and (path.name, literal[1:-1]) not in NOT_READERS_WORDS):
            found.append(literal)
    return found


@pytest.mark.parametrize("script", sorted(
    p.name for p in (ROOT / "book" / "_static").iterdir() if p.suffix in (".js", ".mjs")))
def test_the_sites_scripts_hold_no_words_of_their_own(script):
    """Every word a script of the site shows comes with the page, in its language
    (``languages.WORDS`` through ``theme_words``, ``live_inplace``, the class form's), so a
    Russian page's script cannot show an English sentence (issue 41: the file:// note)."""
    assert _script_sentences(ROOT / "book" / "_static" / script) == []


def test_a_kept_pages_title_reads_its_code_as_code():
    made = theme_words.title_nodes("A `pokerhands` API-ja")
    assert [type(n).__name__ for n in made] == ["Text", "literal", "Text"]
    assert "".join(n.astext() for n in made) == "A pokerhands API-ja"
