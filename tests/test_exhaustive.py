"""Every five-card hand: the published counts, exactly 7,462 values, and rank numbers
that order hands the way HandValue does."""
from collections import Counter
from itertools import combinations

import pytest

from pokerhands import DECK, Category, evaluate, hand_for_rank_number
from pokerhands.evaluate import _best_high
from pokerhands.odds import count_five_card_hands, five_card_strength_counts
from pokerhands.published import FIVE_CARD_HIGH, FIVE_CARD_TOTAL
from pokerhands.ranknumbers import DISTINCT_VALUES, all_strengths


@pytest.fixture(scope="module")
def reference_counts():
    """Strength -> hands, by running the reference algorithm on all 2,598,960 hands."""
    counts = Counter()
    for five in combinations(DECK, 5):
        category, key, _ = _best_high(five)
        counts[(int(category), *map(int, key))] += 1
    return counts


@pytest.mark.exhaustive
def test_reference_evaluator_gives_published_counts(reference_counts):
    assert sum(reference_counts.values()) == FIVE_CARD_TOTAL
    assert len(reference_counts) == DISTINCT_VALUES == 7462
    for label, (hands, values) in FIVE_CARD_HIGH.items():
        cat = next(c for c in Category if c.label == label)
        keys = [k for k in reference_counts if k[0] == cat]
        assert (sum(reference_counts[k] for k in keys), len(keys)) == (hands, values), label


@pytest.mark.exhaustive
def test_fast_counting_agrees_hand_for_hand_pattern(reference_counts):
    assert five_card_strength_counts() == reference_counts
    table = count_five_card_hands()
    assert table["hands"].sum() == FIVE_CARD_TOTAL
    assert dict(zip(table.index, zip(table["hands"], table["distinct values"]))) == FIVE_CARD_HIGH


@pytest.mark.exhaustive
def test_rank_numbers_cover_exactly_the_values_met(reference_counts):
    assert set(all_strengths()) == set(reference_counts)


def test_rank_numbers_order_hands_like_handvalue():
    previous = None
    for n in range(1, DISTINCT_VALUES + 1):
        v = hand_for_rank_number(n)
        assert v.rank_number == n
        assert evaluate(v.cards) == v
        if previous is not None:
            assert previous > v  # number n is strictly better than number n + 1
        previous = v
