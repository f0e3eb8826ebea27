"""Every five-card hand: the published counts, exactly 7,462 values, and rank numbers
that order hands the way HandValue does."""
from collections import Counter
from itertools import combinations

import pytest

from pokerhands import DECK, Category, evaluate, hand_for_rank_number
from pokerhands.ranking.high import best_high
from pokerhands.odds.counting import (count_five_card_hands, five_card_category_counts,
                                      five_card_strength_counts)
from pokerhands.odds.published import FIVE_CARD_HIGH, FIVE_CARD_TOTAL
from pokerhands.ranking.ranknumbers import DISTINCT_VALUES, all_strengths


@pytest.fixture(scope="module")
def reference_counts():
    """Strength -> hands, by running the reference algorithm on all 2,598,960 hands."""
    counts = Counter()
    for five in combinations(DECK, 5):
        category, key, _ = best_high(five)
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
def test_counting_by_rank_pattern_agrees_with_every_hand(reference_counts):
    # the quick count the category-order drill quotes, against the walk of every hand
    walked = Counter()
    for strength, hands in reference_counts.items():
        walked[Category(strength[0])] += hands
    counts = five_card_category_counts()
    assert counts == dict(walked)
    assert list(counts) == sorted(counts, reverse=True)
    assert {c.label: n for c, n in counts.items()} == {
        label: hands for label, (hands, _) in FIVE_CARD_HIGH.items()}
    counts[Category.FLUSH] = 0  # a fresh dict each time: the cache is untouched
    assert five_card_category_counts()[Category.FLUSH] == FIVE_CARD_HIGH["Flush"][0]


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


# --- low systems, every five-card hand; seven-card razz lows by exact counting ---------

from pokerhands.core.categories import ACE_LOW  # noqa: E402
from pokerhands.odds.counting import low_strength_counts, seven_card_low_counts  # noqa: E402
from pokerhands.odds.published import (ACE_TO_FIVE_NO_PAIR_VALUES, ACE_TO_FIVE_VALUES,  # noqa: E402
                                  DEUCE_TO_SEVEN_LOW_VALUES, EIGHT_OR_BETTER_HANDS,
                                  EIGHT_OR_BETTER_VALUES, FIVE_CARD_LOWS, SEVEN_CARD_LOWS)


@pytest.mark.exhaustive
def test_ace_to_five_values_as_published():
    counts = low_strength_counts("ace-to-five")
    assert sum(counts.values()) == FIVE_CARD_TOTAL
    assert len(counts) == ACE_TO_FIVE_VALUES == 6175
    no_pair = {k: n for k, n in counts.items() if k[0] is Category.HIGH_CARD}
    assert len(no_pair) == ACE_TO_FIVE_NO_PAIR_VALUES == 1287
    by_top = Counter()
    for (category, key), n in no_pair.items():
        by_top[key[0]] += n
    assert {t: by_top[t] for t in range(5, 14)} == FIVE_CARD_LOWS
    assert min(no_pair, key=lambda k: k[1])[1] == (5, 4, 3, 2, ACE_LOW)  # the wheel


@pytest.mark.exhaustive
def test_eight_or_better_qualifiers_as_published():
    counts = low_strength_counts("eight-or-better")
    qualifying = {k: n for k, n in counts.items() if k is not None}
    assert sum(qualifying.values()) == EIGHT_OR_BETTER_HANDS == 57_344
    assert len(qualifying) == EIGHT_OR_BETTER_VALUES == 56


@pytest.mark.exhaustive
def test_deuce_to_seven_and_ace_to_six_values():
    d27 = low_strength_counts("deuce-to-seven")
    assert len(d27) == 7462
    tops = Counter(k[1][0] for k in d27 if k[0] is Category.HIGH_CARD)
    assert {t: tops[t] for t in (7, 8, 9)} == DEUCE_TO_SEVEN_LOW_VALUES
    assert min(k for k in d27) == (Category.HIGH_CARD, (7, 5, 4, 3, 2))
    a26 = low_strength_counts("ace-to-six")
    assert len(a26) == 7462
    assert min(k for k in a26) == (Category.HIGH_CARD, (6, 4, 3, 2, ACE_LOW))


def test_seven_card_razz_lows_as_published():
    counts = seven_card_low_counts()
    assert sum(counts.values()) == 133_784_560
    assert {t: counts[t] for t in range(5, 14)} == SEVEN_CARD_LOWS
    assert counts[5] == 781_824 and counts[13] == 13_939_200
    qualifying = sum(counts[t] for t in range(5, 9))
    assert round(100 * qualifying / 133_784_560, 1) == 18.3
