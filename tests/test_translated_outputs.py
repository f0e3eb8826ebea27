"""No English in what the translated chapters print (issue 26): each kind of English that the
Russian, Greek and Hungarian sites still showed, checked at its root, without executing the
notebooks.

- a checked claim's source text ("[encyclopedia list, Flush]"): a catalog message of its own;
- the cards' names in their labels and tooltips ("ace of spades");
- house-rule labels ("high (deuces wild)");
- the counting chapter's table (columns, categories, true/false cells) and plot;
- game names in the quiz's sentences ("Seven-card stud: which five cards...");
- the live copies: glued numbers and links to other pages.
"""
from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from pokerhands.book.sources import LABEL_NAME, source_text
from pokerhands.core.cards import DECK, JOKER
from pokerhands.core.categories import Category
from pokerhands.core.language import gettext, use_language
from pokerhands.games.variants import GAMES
from pokerhands.render.html import card_label, rules_label
from pokerhands.rules import HIGH, get_rules
from pokerhands.words.hands import GAME_NAMES, category_label
from pokerhands.words.names import without_latin_names

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("catalogs", ROOT / "tools" / "catalogs.py")
assert _spec and _spec.loader
catalogs = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("catalogs", catalogs)
_spec.loader.exec_module(catalogs)

LANGS = ("ru", "el", "hu")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’]+")


def _english_words(text: str, forbidden: set[str]) -> set[str]:
    return {w.lower() for w in _LATIN_WORD.findall(text)} & forbidden


def _chapter_sources() -> list[str]:
    return sorted({str(m) for _nb, _cell, m, _c, context in catalogs.notebook_messages()
                   if context == catalogs.SOURCE_CONTEXT})


# the English of a source text that a translation must not keep (the sources' own section
# terms, such as Greek "Flush" or Hungarian "Full house", are allowed)
_SOURCE_WORDS = {"page", "list", "article", "rules", "help", "introduction", "intro", "only",
                 "five", "cards", "play", "picture", "table", "and", "decks", "part", "example",
                 "from", "tie", "rule", "players", "usage", "names", "the", "disagrees",
                 "neutral", "decides", "equal", "triplets", "wild", "opening", "encyclopedia",
                 "russian", "greek", "english", "hungarian", "of", "kind", "pair", "two", "one",
                 "three", "four", "set", "steel", "wheel", "deuce", "seven"}
# ("trips" is the players' word in Hungarian too, and so is "set": the Hungarian book's word)
_OWN_WORDS = {"hu": {"set"}, "el": {"set", "trips"}}
# names that stay as they are in every language: a rulebook's title, and a source's own section
# titles, which a translation quotes («Ace to Five», „Drill”)
_NAMES = re.compile(r"Robert's Rules of Poker|«[^»]*»|„[^”]*”|\"[^\"]*\"")


def test_the_chapters_sources_are_catalog_messages() -> None:
    sources = _chapter_sources()
    assert len(sources) > 50
    assert "players' usage: trips; the encyclopedia list names only the set" in sources
    assert "Greek help page, High card; Russian page and English rules page, introduction " \
           "(only five cards play)" in sources


@pytest.mark.parametrize("lang", LANGS)
def test_every_source_text_is_said_whole_in_each_language(lang: str) -> None:
    left = {}
    for text in _chapter_sources():
        said = source_text(text, lang)
        bare = without_latin_names(_NAMES.sub("", said), lang)
        english = _english_words(bare, _SOURCE_WORDS - _OWN_WORDS.get(lang, set()))
        if said == text or LABEL_NAME.search(said) or english:
            left[text] = said
    assert not left
    with use_language(lang):  # the language in force, as a claim's line calls it
        assert source_text("encyclopedia list, Flush") == source_text(
            "encyclopedia list, Flush", lang)


def test_source_texts_stay_english_in_english() -> None:
    for text in _chapter_sources():
        assert source_text(text) == text == source_text(text, "en")


def test_a_source_text_must_be_a_constant() -> None:
    with pytest.raises(ValueError, match="constant string"):
        catalogs.claim_sources('claim_hand("As Ks", "Pair", source=f"{where}, Pair")', "x")
    assert catalogs.claim_sources("%time x = 1\nclaim_tie(a, b, source='Russian page §1')") \
        == ["Russian page §1"]


@pytest.mark.parametrize("lang", LANGS)
def test_card_labels_name_the_card_in_the_language(lang: str) -> None:
    with use_language(lang):
        labels = [card_label(c) for c in [*DECK, JOKER]]
    assert not any(_english_words(label, {"of", "ace", "king", "queen", "jack", "spades",
                                          "hearts", "diamonds", "clubs"}) for label in labels)
    assert len(set(labels)) == 53
    assert [card_label(c) for c in DECK] == [c.name for c in DECK]  # English unchanged


_HOUSE = [HIGH.with_decks(2), HIGH.with_decks(5), HIGH.with_wild(1), HIGH.with_wild(2),
          HIGH.with_wild(1, bug=True), HIGH.with_wild(2, bug=True), HIGH.with_wild(ranks="2"),
          HIGH.with_wild(ranks="2 J"), HIGH.with_wild(ranks="2 J K"),
          HIGH.with_wild(1, ranks="2", five_of_a_kind=False),
          HIGH.with_wild(1, flush="double-ace"), HIGH.with_suit_order("bridge"),
          HIGH.with_suit_order("shdc"), get_rules("ace-to-five").with_wild(1)]
_RULE_WORDS = {"joker", "jokers", "wild", "deuces", "decks", "deck", "suit", "order", "clubs",
               "diamonds", "hearts", "spades", "fully", "bug", "the", "as", "no", "double",
               "flush", "kind", "of",
               "and", "one", "jacks", "kings", "ace", "to", "five"}


@pytest.mark.parametrize("lang", LANGS)
def test_house_rule_labels_in_the_language(lang: str) -> None:
    # Hungarian says joker, Greek flush and bug, as their players do (the Greek glossary's
    # headword for the bug is «bug»)
    forbidden = _RULE_WORDS - {"hu": {"joker"}, "el": {"flush", "bug"}}.get(lang, set())
    with use_language(lang):
        labels = {r.label: rules_label(r) for r in _HOUSE}
    bare = {en: without_latin_names(said, lang) for en, said in labels.items()}
    left = {en: said for en, said in bare.items() if _english_words(said, forbidden)}
    assert not left


def test_house_rule_labels_stay_english_in_english() -> None:
    assert [rules_label(r) for r in _HOUSE] == [r.label for r in _HOUSE]


@pytest.mark.parametrize("lang", LANGS)
def test_the_counting_table_is_labelled_in_the_language(lang: str) -> None:
    pd = pytest.importorskip("pandas")
    from pokerhands.odds.counting import labelled, table_labels, truth_word

    columns = ["hands", "distinct values", "probability", "published hands",
               "published values", "agree"]
    frame = pd.DataFrame([[1, 1, 0.5, 1, 1, True]] * 3, columns=columns,
                         index=pd.Index(["High card", "One pair", "Four of a kind"],
                                        name="category"))
    with use_language(lang):
        named = labelled(frame)
        cells = [truth_word(True), truth_word(False)]
        bars = [table_labels(name) for name in frame.index]
    assert not _english_words(" ".join([*named.columns, str(named.index.name)]),
                              {w for c in [*columns, "category"] for w in c.split()})
    assert bars == list(named.index) == [category_label(c, lang) for c in
                                         (Category.HIGH_CARD, Category.ONE_PAIR,
                                          Category.FOUR_OF_A_KIND)]
    assert not _english_words(" ".join(cells), {"true", "false"})
    assert [truth_word(True), truth_word(False)] == ["True", "False"]


def test_the_counting_chapter_shows_its_table_and_plot_through_the_labels() -> None:
    cells = json.loads((ROOT / "book/part2/counting.ipynb").read_text(encoding="utf-8"))["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert "labelled(comparison).style" in code
    assert "ax.barh([table_labels(name) for name in order]" in code
    assert '"agree": truth_word' in code


def test_every_game_name_is_a_message() -> None:
    assert {g.title for g in GAMES.values()} <= set(GAME_NAMES)
    for title in GAME_NAMES:
        assert gettext(title, "en") == title
        assert re.search("[а-яё]", gettext(title, "ru"), re.I), title  # Russian says each


def test_live_copies_say_numbers_and_page_titles_in_the_language() -> None:
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    try:
        import live_copies
    finally:
        sys.path.pop(0)
    nb = {"metadata": {}, "nbformat": 4, "nbformat_minor": 5, "cells": [
        {"cell_type": "markdown", "metadata": {},
         "source": ["# Flush\n", "All {glue:text}`total:,` hands; see {doc}`counting`."]},
        {"cell_type": "code", "metadata": {}, "execution_count": 1, "source": ["glue()"],
         "outputs": [{"output_type": "display_data", "data": {"text/plain": "2598960"},
                      "metadata": {"scrapbook": {"name": "total"}}}]}]}
    texts = {}
    for lang in ("en", "ru", "el"):
        copy = live_copies.live_copy(nb, "Flush", [], lang, "book/part2/flush")
        texts[lang] = "".join("".join(c["source"]) for c in copy["cells"]
                              if c["cell_type"] == "markdown" and "Flush\n" in "".join(c["source"]))
    assert "All 2,598,960 hands; see counting." in texts["en"]
    assert "2\u00a0598\u00a0960" in texts["ru"] and "Подсчёт рук" in texts["ru"]
    assert "2.598.960" in texts["el"] and "counting." not in texts["el"]


def test_a_claim_under_other_rules_names_them_as_a_sentence_needs():
    """Hungarian puts the article before the rules' name ("az ász-ötös szabályok szerint"),
    Russian the genitive of the high rules ("по правилам старшей комбинации")."""
    from pokerhands.book.claims import claim_beats
    from pokerhands.rules import HIGH
    low = ("7s 5d 4c 3h 2d", "8h 5c 4d 3s 2c")
    wild = ("2s 2d 4c 4h Kd", "Ah Ac 4d 4s 2c")
    with use_language("hu"):
        assert "az ász-ötös szabályok szerint" in str(claim_beats(*low, source="", rules="ace-to-five"))
        assert "a hagyományos (helyettesítő lapok: kettesek) szabályok szerint" in str(
            claim_beats(*wild, source="", rules=HIGH.with_wild(ranks="2")))
    with use_language("ru"):
        assert "по высоким правилам (дикие карты: двойки)" in str(
            claim_beats(*wild, source="", rules=HIGH.with_wild(ranks="2")))
    assert str(claim_beats(*low, source="", rules="ace-to-five")).splitlines()[0].endswith(
        "under ace-to-five rules")


def test_house_options_are_separated_as_the_language_writes():
    """Greek separates two house options with its semicolon, the raised dot; the label in
    brackets was joined with a Latin "; " in every language."""
    from pokerhands.rules import HIGH
    from pokerhands.words.hands import rules_label

    rules = HIGH.with_wild(jokers=1, ranks="2")
    assert rules_label(rules, "en") == rules.label
    assert "; " in rules.label
    assert "· " in rules_label(rules, "el") and ";" not in rules_label(rules, "el")
