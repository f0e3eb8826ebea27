"""The vectorized evaluator orders hands exactly as the reference evaluator does."""
from itertools import combinations

import numpy as np
import pytest

from pokerhands import DECK, evaluate
from pokerhands.evaluate import _five_key
from pokerhands.fast import categories, evaluate_batch
from pokerhands.published import FIVE_CARD_HIGH


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


def test_ace_to_five_agrees_with_the_reference():
    hands = _random_hands(3000, 7, seed=11)
    fast = evaluate_batch(hands, "ace-to-five")
    reference = [evaluate([DECK[i] for i in row], "ace-to-five").strength
                 for row in hands.tolist()]
    _same_order(fast, reference)


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
    reference = [_five_key(tuple(sorted(rank[i] for i in h)), len({suit[i] for i in h}) == 1)
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
    (np.array([[0.0, 1, 2, 3, 4]]), "integers"),
])
def test_bad_arrays_are_refused(bad, message):
    with pytest.raises(ValueError, match=message):
        evaluate_batch(bad)


def test_unsupported_rules_are_refused():
    with pytest.raises(ValueError, match="fast path implements"):
        evaluate_batch(np.array([[0, 1, 2, 3, 4]]), "badugi")
