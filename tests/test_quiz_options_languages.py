"""A name-hand exercise in Russian, Greek or Hungarian offers the English draw of options,
translated, and never one name twice (issue 26; found by driving Part I's quiz live: its
fourth question in Russian offered "Пара" twice, and the options differed from English's).
"""
from __future__ import annotations

import pytest

from pokerhands.core.language import _, use_language
from pokerhands.exercises import check, make_exercise
from pokerhands.widgets import Quiz

RULES = ("high", "ace-to-five", "deuce-to-seven", "eight-or-better", "badugi")


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_name_hand_options_are_the_english_draw_translated(lang):
    for rules in RULES:
        for seed in range(40):
            english = make_exercise("name-hand", seed, rules=rules)
            with use_language(lang):
                ex = make_exercise("name-hand", seed, rules=rules)
            where = f"{lang}, {rules}, seed {seed}: {ex.options}"
            assert len(set(ex.options)) == len(ex.options), where
            assert list(ex.options) == [_(o, lang=lang) for o in english.options], where
            assert ex.answer == _(english.answer, lang=lang), where
            assert check(ex, ex.answer).correct, where


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_part_one_quiz_asks_what_english_asks(lang):
    """The quiz of Part I's exercise page (seed 11): each question has the English
    question's cards and its options, in the quiz's language, each once."""
    spec = dict(seed=11, kinds=["name-hand", "which-wins", "order"], n=7, rules="high")
    english, local = Quiz(**spec), Quiz(**spec, lang=lang)
    for i in range(7):
        a, b = english.exercise, local.exercise
        assert (a.kind, a.hands, a.answer if a.kind != "name-hand" else _(a.answer, lang=lang)) \
            == (b.kind, b.hands, b.answer), i
        assert len(set(b.options)) == len(b.options), (i, b.options)
        assert list(b.options) == [_(o, lang=lang) for o in a.options], (i, b.options)
        english.next()
        local.next()
