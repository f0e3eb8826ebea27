"""The vectorized evaluator orders hands exactly as the reference evaluator does."""
from itertools import combinations

import numpy as np
import pytest

from pokerhands import DECK, evaluate
from pokerhands.ranking.high import five_strength
from pokerhands.odds.batch import (SUPPORTED, categories, combinations_array, evaluate_batch,
                             value_count)
from pokerhands.odds.published import FIVE_CARD_HIGH


def _same_order(fast, reference):
    """Equal fast values exactly for equal reference strengths, in the same order."""
    pairs = sorted(set(zip(fast.tolist(), reference)))
    values = [v for v, _ in pairs]
    strengths = [s for _, s in pairs]
    assert len(set(values)) == len(values) == len(set(strengths))  # one strength per value
    assert strengths == sorted(strengths)


def _random_hands(n, k, seed):
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k]


@pytest.mark.parametrize("k", [5, 6, 7])
def test_random_hands_agree_with_the_reference(k):
    hands = _random_hands(3000, k, seed=k)
    fast = evaluate_batch(hands)
    reference = [evaluate([DECK[i] for i in row]).strength for row in hands.tolist()]
    _same_order(fast, reference)
    assert categories(fast).tolist() == [r[0] for r in reference]


def _suited_hands(n, k, seed):
    """Hands drawn from two suits only, so that most hold five or more cards of one suit."""
    rng = np.random.default_rng(seed)
    two_suits = np.array([i for i in range(52) if i % 4 in (1, 3)])
    return two_suits[np.argsort(rng.random((n, 26)), axis=1)[:, :k]]


# (six-plus deals from 36 cards: tests/test_six_plus.py checks it on its own deck)
@pytest.mark.parametrize("rules", [r for r in SUPPORTED if r not in ("high", "six-plus")])
@pytest.mark.parametrize("k", [5, 6, 7])
def test_low_rules_agree_with_the_reference(rules, k):
    hands = np.vstack([_random_hands(1500, k, seed=11 + k), _suited_hands(1500, k, seed=k)])
    fast = evaluate_batch(hands, rules)
    reference = [evaluate([DECK[i] for i in row], rules) for row in hands.tolist()]
    _same_order(fast, [r.strength for r in reference])
    assert categories(fast, rules).tolist() == [
        0 if r.category is None else int(r.category) for r in reference]


@pytest.mark.parametrize("k", [6, 7])
def test_high_hands_with_flushes_agree_with_the_reference(k):
    hands = _suited_hands(3000, k, seed=100 + k)
    fast = evaluate_batch(hands)
    _same_order(fast, [evaluate([DECK[i] for i in row]).strength for row in hands.tolist()])


def test_value_counts_and_the_order_of_int_types():
    assert value_count() == 7462 and value_count("ace-to-five") == 6175
    assert value_count("deuce-to-seven") == 7462
    hands = _random_hands(500, 7, seed=3)
    for dtype in (np.int8, np.uint8, np.int16, np.int32, np.int64):
        assert (evaluate_batch(hands.astype(dtype)) == evaluate_batch(hands)).all()
    assert evaluate_batch(np.zeros((0, 5), dtype=int)).shape == (0,)


@pytest.mark.parametrize("n, k", [(0, 0), (5, 5), (7, 3), (13, 5), (20, 1)])
def test_combinations_array_matches_itertools(n, k):
    got = combinations_array(n, k)
    assert got.shape == (len(list(combinations(range(n), k))), k)
    assert sorted(map(tuple, got.tolist())) == list(combinations(range(n), k))
    with pytest.raises(ValueError, match=r"k must be a whole number from 0 to"):
        combinations_array(k, n + 1)


def test_category_counts_of_all_five_card_hands():
    hands = np.array(list(combinations(range(52), 5)), dtype=np.int64)
    values = evaluate_batch(hands)
    assert len(np.unique(values)) == 7462
    counts = np.bincount(categories(values), minlength=10)
    labels = ["High card", "One pair", "Two pair", "Three of a kind", "Straight", "Flush",
              "Full house", "Four of a kind", "Straight flush"]
    assert [int(counts[i + 1]) for i in range(9)] == [FIVE_CARD_HIGH[l][0] for l in labels]


@pytest.mark.exhaustive
def test_every_five_card_hand_and_a_million_seven_card_hands_agree():
    hands = list(combinations(range(52), 5))
    fast = evaluate_batch(np.array(hands, dtype=np.int64))
    rank = [c.rank for c in DECK]
    suit = [c.suit for c in DECK]
    reference = [five_strength(tuple(sorted(rank[i] for i in h)), len({suit[i] for i in h}) == 1)
                 for h in hands]
    _same_order(fast, reference)
    seven = _random_hands(10 ** 6, 7, seed=2026)
    fast7 = evaluate_batch(seven)
    reference7 = [evaluate([DECK[i] for i in row]).strength for row in seven.tolist()]
    _same_order(fast7, reference7)


@pytest.mark.parametrize("bad, message", [
    (np.zeros((3, 4), dtype=int), "k from 5 to 7"),
    (np.array([[0, 1, 2, 3, 52]]), "0 to 51; got 52"),
    (np.array([[0, 1, 2, 3, 3]]), "row 0 holds a card twice"),
    (np.array([[0, 1, 2, 3, 4, 5, 6], [9, 8, 7, 6, 5, 4, 8]]), "row 1 holds a card twice"),
    (np.array([[0.0, 1, 2, 3, 4]]), "integers"),
])
def test_bad_arrays_are_refused(bad, message):
    with pytest.raises(ValueError, match=message):
        evaluate_batch(bad)


def test_unsupported_rules_are_refused():
    with pytest.raises(ValueError, match="fast path implements"):
        evaluate_batch(np.array([[0, 1, 2, 3, 4]]), "badugi")


def test_break_it_numpy_ints_and_out_of_range_values():
    # found by a break-it session: NumPy integers for k failed deep inside, and
    # categories() read -1 as the last value (a straight flush)
    from pokerhands.odds.batch import value_counts

    assert value_counts(np.int64(5)).sum() == 2_598_960
    assert combinations_array(np.int64(5), np.int8(2)).shape == (10, 2)
    with pytest.raises(ValueError, match="n must be a whole number"):
        combinations_array(True, True)
    with pytest.raises(ValueError, match="k must be a whole number"):
        value_counts(5.0)
    for bad, message in (([-1], "got -1"), ([7462], "got 7462"), ([1.0], "integers")):
        with pytest.raises(ValueError, match=message):
            categories(bad)
    with pytest.raises(ValueError, match="card indices, 4"):
        evaluate_batch([["As", "Ah", "Ad", "Ac", "Ks"]])
