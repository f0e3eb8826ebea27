"""pokerhands.core.patterns: the one reading of a five-card rank pattern."""
from itertools import combinations, combinations_with_replacement

import pytest

from pokerhands import Category, evaluate
from pokerhands.core.patterns import (SHAPES, category_of, five_straight_top, group,
                                      pattern_ranks, read_pattern, representative)
from pokerhands.ranking.high import five_strength
from pokerhands.ranking.ranknumbers import all_strengths


def test_group_orders_by_group_size_then_rank():
    assert group([13, 6, 13, 6, 6]) == ((3, 2), (6, 13))
    assert group([2, 14, 9, 9, 5]) == ((2, 1, 1, 1), (9, 14, 5, 2))


@pytest.mark.parametrize("category", [c for c in Category if SHAPES[c] != (1, 1, 1, 1, 1)])
def test_every_pair_shape_names_its_category(category):
    assert category_of(SHAPES[category], straight=False, suited=False) is category


def test_the_highest_category_wins_when_a_pattern_is_two_things():
    # a suited full house (two decks) is a full house; a suited straight a straight flush
    assert category_of((3, 2), straight=False, suited=True) is Category.FULL_HOUSE
    assert category_of((1, 1, 1, 1, 1), straight=True, suited=True) is Category.STRAIGHT_FLUSH
    assert category_of((2, 1, 1, 1), straight=False, suited=True) is Category.FLUSH


def test_a_flush_with_a_pair_keeps_all_five_ranks():
    # the case the wild-card search met: A-A-Q-10-7 suited beats A-A-Q-7-4 suited
    assert read_pattern((14, 14, 12, 10, 7), straight_top=None, suited=True) == \
        (Category.FLUSH, (14, 14, 12, 10, 7))
    assert read_pattern((14, 14, 12, 10, 7), straight_top=None, suited=True) > \
        read_pattern((14, 14, 12, 7, 4), straight_top=None, suited=True)


def test_straights_never_turn_the_corner():
    assert five_straight_top([14, 5, 4, 3, 2]) == 5
    assert five_straight_top([14, 5, 4, 3, 2], wheel=False) is None
    assert five_straight_top([14, 13, 3, 2, 12]) is None  # Q-K-A-2-3 in any order
    assert five_straight_top([9, 9, 8, 7, 6]) is None


@pytest.mark.parametrize("suited", [False, True])
def test_representative_is_suited_exactly_when_asked(suited):
    for ranks in combinations(range(2, 15), 5):
        cards = representative(ranks, suited)
        assert len({c.suit for c in cards}) == 1 if suited else len({c.suit for c in cards}) > 1
        assert [int(c.rank) for c in cards] == list(ranks)


def test_representative_never_repeats_a_card_with_four_of_a_rank():
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in ranks) <= 4:
            cards = representative(ranks, False)
            assert len(set(cards)) == 5
            assert evaluate(cards).strength == five_strength(tuple(sorted(ranks)), False)


def test_pattern_ranks_rebuild_every_one_of_the_7462_values():
    for strength in all_strengths():
        category, key = strength[0], strength[1:]
        ranks = pattern_ranks(category, key)
        suited = category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
        assert five_strength(tuple(sorted(ranks)), suited) == strength


def test_five_strength_reads_every_pattern_as_the_evaluator_values_its_hand():
    """five_strength reads a rank pattern without dealing cards (issue 36: the live pickers
    number their hand among the 7,462 as they start); for every pattern of five ranks, suited
    or not, it gives what best_high gives for a hand with that pattern."""
    from pokerhands.ranking.high import best_high

    patterns = [(r, False) for r in combinations_with_replacement(range(2, 15), 5)
                if max(r.count(x) for x in r) <= 4]
    patterns += [(r, True) for r in combinations(range(2, 15), 5)]
    assert len(patterns) == 6175 + 1287
    for ranks, suited in patterns:
        category, key, _ = best_high(representative(ranks, suited))
        assert five_strength(ranks, suited) == (int(category), *map(int, key)), ranks
