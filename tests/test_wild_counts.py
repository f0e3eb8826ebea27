"""Counting hands under wild-card rules, checked against published tables and against
the evaluator hand by hand."""
from collections import Counter
from itertools import combinations
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerhands import DECK, HIGH, evaluate
from pokerhands.odds import published
from pokerhands.core.cards import JOKER
from pokerhands.core.categories import Category
from pokerhands.odds.counting import count_wild_hands, wild_strength_counts
from pokerhands.ranking.wild import completion_strength

JOKER_WILD = HIGH.with_wild(1)
BUG = HIGH.with_wild(1, bug=True)
NO_FIVE = HIGH.with_wild(1, five_of_a_kind=False)
DOUBLE = HIGH.with_wild(1, flush="double-ace")
DEUCES = HIGH.with_wild(ranks="2")


def test_one_fully_wild_joker_reproduces_the_published_table():
    table = count_wild_hands(JOKER_WILD)
    assert table["hands"].sum() == published.ONE_JOKER_TOTAL == comb(53, 5)
    assert table["hands"].to_dict() == published.ONE_JOKER_WILD


def test_five_of_a_kind_with_wild_ranks_matches_alspach():
    assert count_wild_hands(DEUCES).loc["Five of a kind", "hands"] == \
        published.FIVE_OF_A_KIND_DEUCES_WILD
    assert count_wild_hands(HIGH.with_wild(ranks="2 3")).loc["Five of a kind", "hands"] == \
        published.FIVE_OF_A_KIND_TWO_RANKS_WILD


@pytest.mark.parametrize("rules, total", [(BUG, comb(53, 5)), (NO_FIVE, comb(53, 5)),
                                          (DOUBLE, comb(53, 5)),
                                          (DEUCES, comb(52, 5)),
                                          (HIGH.with_wild(2), comb(54, 5))])
def test_totals(rules, total):
    assert sum(wild_strength_counts(rules).values()) == total


def test_the_flush_rule_moves_flushes_within_their_row_only():
    """Issue 37: the standard rule and the double-ace house rule put every hand in the same
    category; only the order inside the flushes differs (the double-ace flushes add values)."""
    standard, double = count_wild_hands(JOKER_WILD), count_wild_hands(DOUBLE)
    assert standard["hands"].to_dict() == double["hands"].to_dict() == published.ONE_JOKER_WILD
    assert (standard["distinct values"].drop("Flush") == double["distinct values"].drop("Flush")
            ).all()
    plain = published.FIVE_CARD_HIGH["Flush"][1]
    assert standard.loc["Flush", "distinct values"] == plain < double.loc["Flush",
                                                                          "distinct values"]


def test_rarity_order_breaks_with_a_fully_wild_joker_but_not_with_the_bug():
    wild = count_wild_hands(JOKER_WILD)["hands"]
    assert wild["Three of a kind"] > wild["Two pair"]
    bug = count_wild_hands(BUG)["hands"]
    ordered = [bug[c.label] for c in sorted(Category, reverse=True)]
    assert ordered == sorted(ordered)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([JOKER_WILD, BUG, NO_FIVE, DOUBLE, HIGH.with_wild(2),
                         HIGH.with_wild(2, flush="double-ace")]), st.data())
def test_pattern_values_match_the_evaluator(rules, data):
    u = data.draw(st.integers(1, rules.jokers))
    naturals = data.draw(st.lists(st.sampled_from(DECK), min_size=5 - u, max_size=5 - u,
                                  unique=True))
    ranks = tuple(sorted((c.rank for c in naturals), reverse=True))
    suited = len({c.suit for c in naturals}) == 1
    assert completion_strength(ranks, suited, u, rules) == \
        evaluate([*naturals, *[JOKER] * u], rules).strength


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True))
def test_deuces_pattern_values_match_the_evaluator(cards):
    naturals = [c for c in cards if c.rank != 2]
    u = 5 - len(naturals)
    if u == 0:
        return
    ranks = tuple(sorted((c.rank for c in naturals), reverse=True))
    suited = len({c.suit for c in naturals}) == 1
    assert completion_strength(ranks, suited, u, DEUCES) == evaluate(cards, DEUCES).strength


@pytest.mark.exhaustive
def test_the_bug_counts_equal_brute_force():
    """Every one of the 270,725 hands holding the joker, valued by evaluate()."""
    by_hand: Counter = Counter()
    for four in combinations(DECK, 4):
        by_hand[evaluate([*four, JOKER], BUG).category] += 1
    counts = wild_strength_counts(BUG)
    # subtract the joker-free hands: the standard table (checked in test_exhaustive)
    expected = Counter()
    for strength, n in counts.items():
        expected[Category(strength[0])] += n
    for label, (hands, _) in published.FIVE_CARD_HIGH.items():
        expected[Category[label.upper().replace(" ", "_")]] -= hands
    assert +expected == +by_hand
