"""Counting five-card high hands from several decks shuffled together (pokerhands.odds.decks)."""
from collections import Counter, defaultdict
from itertools import combinations
from math import comb

import pytest

from pokerhands import Card, Category, Rank, Suit, evaluate, get_rules
from pokerhands.odds.decks import deck_size, multideck_counts, multideck_strength_counts
from pokerhands.odds.published import FIVE_CARD_HIGH, FIVE_CARD_TOTAL


def brute_force(decks, ranks, suits):
    """Value every hand of physical cards (each card tagged with its deck number)."""
    rules = get_rules("high").with_decks(decks)
    physical = [(Card(Rank(r), Suit(s)), copy)
                for r in ranks for s in range(suits) for copy in range(decks)]
    seen: dict = {}  # the same five cards from different decks have the same value
    counts: Counter = Counter()
    for hand in combinations(physical, 5):
        cards = tuple(sorted((c for c, _ in hand), key=lambda c: (c.rank, c.suit)))
        strength = seen.get(cards)
        if strength is None:
            strength = seen[cards] = evaluate(list(cards), rules).strength
        counts[strength] += 1
    return counts


def by_category(counts):
    hands, values = Counter(), defaultdict(set)
    for strength, n in counts.items():
        hands[strength[0]] += n
        values[strength[0]].add(strength)
    return hands, {c: len(v) for c, v in values.items()}


def test_one_deck_reproduces_the_published_table():
    table = multideck_counts(1)
    assert table.attrs["total"] == FIVE_CARD_TOTAL == table["hands"].sum()
    assert list(table.index) == [c.label for c in sorted(Category, reverse=True)]
    assert table.loc["Five of a kind"].tolist()[:2] == [0, 0]
    for category, (hands, values) in FIVE_CARD_HIGH.items():
        assert (table.loc[category, "hands"], table.loc[category, "distinct values"]) \
            == (hands, values), category


SMALL_SHOES = [
    # (decks, ranks, suits)
    (2, [2, 3, 4, 5, 6, 7], 2),          # low straights, no ace
    (2, [10, 11, 12, 13, 14], 3),        # broadway: royal flushes, five of a kind
    (3, [14, 2, 3, 4, 5, 6], 2),         # the wheel; full houses inside one suit
    (5, [14, 2, 3, 4, 5, 9], 1),         # every hand suited: suited five of a kind
    (2, [2, 3, 5, 8, 9, 14], 2),         # gaps: no straight at all
]


@pytest.mark.parametrize("decks, ranks, suits", SMALL_SHOES)
def test_combinatorics_equal_brute_force_on_small_shoes(decks, ranks, suits):
    counts = multideck_strength_counts(decks, ranks, suits)
    assert counts == brute_force(decks, ranks, suits)
    hands, values = by_category(counts)
    table = multideck_counts(decks, ranks, suits)
    for cat in Category:
        assert table.loc[cat.label, "hands"] == hands.get(cat, 0)
        assert table.loc[cat.label, "distinct values"] == values.get(cat, 0)


def test_small_shoes_make_the_categories_they_should():
    wheel = multideck_counts(3, [14, 2, 3, 4, 5, 6], 2)
    assert wheel.loc["Straight flush", "distinct values"] == 2      # 5-high and 6-high
    assert wheel.loc["Five of a kind", "hands"] == 6 * comb(6, 5)
    gaps = multideck_counts(2, [2, 3, 5, 8, 9, 14], 2)
    assert gaps.loc[["Straight", "Straight flush"], "hands"].sum() == 0


@pytest.mark.parametrize("decks", [2, 3, 8])
def test_totals_are_c_n_5(decks):
    table = multideck_counts(decks)
    assert table.attrs["total"] == comb(52 * decks, 5) == table["hands"].sum()
    assert deck_size(decks) == 52 * decks
    assert table["probability"].sum() == pytest.approx(1.0)
    # closed forms: five of a kind 13 * C(4d, 5); straight flush 10 * 4 * d^5
    assert table.loc["Five of a kind", "hands"] == 13 * comb(4 * decks, 5)
    assert table.loc["Straight flush", "hands"] == 10 * 4 * decks ** 5


def test_bad_shapes_are_refused():
    for bad in (0, 9, 1.5, True):
        with pytest.raises(ValueError, match="decks must be"):
            multideck_counts(bad)
    for bad in (0, 5, 2.0):
        with pytest.raises(ValueError, match="suits must be"):
            multideck_counts(2, suits=bad)
    with pytest.raises(ValueError, match="unknown rank"):
        multideck_counts(2, [1, 2, 3])
    with pytest.raises(ValueError, match="once"):
        multideck_counts(2, [2, 2, 3])
    with pytest.raises(ValueError, match="list of ranks"):
        multideck_counts(2, "AKQJT")
    with pytest.raises(ValueError, match="fewer than five"):
        multideck_counts(1, ["A", "K"], 2)
    assert deck_size(2, ["T", "J", "Q", "K", "A"], 3) == 30
