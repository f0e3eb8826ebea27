"""Every chapter opens with its hand as cards (issue 39), and that hand is named rightly.

Each chapter of Parts I-VII names its hand in its notebook metadata
(``metadata.pokerhands.hand``); book/_ext/first_screen.py draws it under the title. Here each
hand is valued by the evaluator under the chapter's rules (or, in a game, from hole cards and
a board under the game's rule), and its stated name must be the evaluator's description.
"""
from __future__ import annotations

import json
import sys

import pytest

from pokerhands import CardError, evaluate
from pokerhands.book.opening import (LADDER, ladder_html, ladder_values, opening_html,
                                     opening_rules, opening_value)
from pokerhands.games.variants import best_hand
from pokerhands.words.hands import describe_value, hand_name
from toc_notebooks import ROOT, toc_notebooks

sys.path.insert(0, str(ROOT / "book" / "_ext"))

CHAPTERS = [p for p in toc_notebooks() if p.parent.name.startswith("part")]


def _hand(path):
    return json.loads(path.read_text(encoding="utf-8"))["metadata"].get("pokerhands", {}).get("hand")


def test_parts_one_to_seven_are_all_here():
    assert len(CHAPTERS) == 43
    assert {p.parent.name for p in CHAPTERS} == {f"part{n}" for n in range(1, 8)}


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: str(p.relative_to(ROOT / "book")))
def test_the_chapter_names_its_hand_as_the_evaluator_does(path):
    spec = _hand(path)
    assert spec is not None, f"{path.name}: no metadata.pokerhands.hand"
    rules = opening_rules(spec.get("rules", "high"))
    if "game" in spec:   # the evaluator itself, not opening_value, is the judge here
        value = best_hand(spec["game"], spec["hole"], spec["board"], rules)
    else:
        value = evaluate(spec["cards"], rules)
    assert describe_value(value, lang="en") == spec["name"]
    assert opening_value(spec) == value


def test_the_chapters_rules_are_their_own():
    """A low chapter's hand is a low, Badugi's a badugi, a games chapter's a board hand."""
    hands = {p.relative_to(ROOT / "book").with_suffix("").as_posix(): _hand(p) for p in CHAPTERS}
    assert hands["part2/full-house"]["cards"] == "6♠ 6♥ 6♦ K♣ K♥"
    for name in ("ace-to-five", "eight-or-better", "ace-to-six", "deuce-to-seven"):
        assert hands[f"part3/{name}"]["rules"] == name
    assert opening_value(hands["part4/badugi"]).name == "Badugi"
    for chapter in ("texas-holdem", "games", "showdown", "mistakes"):
        assert {"game", "hole", "board"} <= set(hands[f"part7/{chapter}"])


def test_a_wrong_name_or_a_bad_hand_is_refused():
    with pytest.raises(ValueError, match="evaluator says 'Full house, sixes over kings'"):
        opening_value({"cards": "6♠ 6♥ 6♦ K♣ K♥", "name": "Full house, kings over sixes"})
    with pytest.raises(ValueError, match="no key 'card'"):
        opening_value({"card": "6♠ 6♥ 6♦ K♣ K♥", "name": "x"})
    with pytest.raises(ValueError, match="'hole' and 'board'"):
        opening_value({"game": "holdem", "cards": "A♠ A♥", "name": "x"})
    with pytest.raises(ValueError, match="rules 'razz' are unknown"):
        opening_value({"cards": "6♠ 6♥ 6♦ K♣ K♥", "rules": "razz", "name": "x"})
    with pytest.raises(CardError):
        opening_value({"cards": "6♠ 6♠ 6♦ K♣ K♥", "name": "x"})


def test_the_strip_is_drawn_with_the_package_cards_in_the_page_language():
    spec = {"cards": "6♠ 6♥ 6♦ K♣ K♥", "name": "Full house, sixes over kings"}
    html = opening_html(spec, "ru")
    assert html.count('class="ph-card"') == 5 and "Фулл-хаус" in html
    board = opening_html({"game": "holdem", "hole": "7♠ 7♦", "board": "7♣ K♥ 2♦ 9♠ 4♣",
                          "name": "Three of a kind, sevens with a king and a nine"}, "el")
    assert board.count('class="ph-card"') == 7


def test_the_ladder_is_ten_categories_best_first_in_each_language():
    values = ladder_values()
    assert [hand_name(v, lang="en") for v in values] == [name for name, _ in LADDER]
    assert all(a > b for a, b in zip(values, values[1:]))
    for lang in ("en", "ru", "el", "hu"):
        html = ladder_html(lang)
        assert html.count('class="ph-ladder-row"') == 10
        assert html.count('class="ph-card"') == 50
        assert hand_name(values[3], lang=lang) in html


def test_module_names_break_only_at_dots_and_underscores():
    from first_screen import break_points
    out = break_points('<code class="xref py py-obj docutils literal notranslate"><span class="pre">'
                       "pokerhands.core.categories.CATEGORY_RECORDS</span></code>")
    assert "CATEGORY_<wbr>RECORDS" in out and "categories.<wbr>CATEGORY" in out
    assert out.replace("<wbr>", "").count("pokerhands.core.categories.CATEGORY_RECORDS") == 1
    prose = "<p>pokerhands.core</p>"
    assert break_points(prose) == prose


@pytest.mark.parametrize("lang,terms,letters", [
    ("en", ["ace-to-five", "Broadway", "badugi"], ["A", "B", "B"]),
    ("hu", ["csapat", "cél", "zsák", "ász"], ["Cs", "C", "Zs", "A"]),
    ("el", ["Άσσος", "φλος"], ["Α", "Φ"]),
])
def test_glossary_letters_follow_the_language(lang, terms, letters):
    from first_screen import first_letter
    assert [first_letter(t, lang) for t in terms] == letters


def test_a_translated_glossary_is_sorted_in_its_language():
    """Sphinx sorts a glossary before translating it; the extension sorts it again in the
    page's language: Cyrillic by the Russian alphabet, Hungarian's double letters as one
    letter, and on a Greek page the Latin-script terms first, as its opening announces."""
    from first_screen import sort_key
    ru = ["флеш (flush)", "ауты (outs)", "ёмкость", "бадуги (badugi)", "баг (bug)"]
    assert sorted(ru, key=lambda t: sort_key(t, "ru")) == [
        "ауты (outs)", "баг (bug)", "бадуги (badugi)", "ёмкость", "флеш (flush)"]
    el = ["κατηγορία (category)", "all in", "άσος", "flop", "Broadway"]
    assert sorted(el, key=lambda t: sort_key(t, "el")) == [
        "all in", "Broadway", "flop", "άσος", "κατηγορία (category)"]
    hu = ["szín (flush)", "sor", "csapat", "cél", "öt egyforma", "osztó"]
    assert sorted(hu, key=lambda t: sort_key(t, "hu")) == [
        "cél", "csapat", "osztó", "öt egyforma", "sor", "szín (flush)"]
