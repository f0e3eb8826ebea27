"""Seven-card counts by enumeration with the fast path, against the published figures and
against the combinatorial count of Part III; the odds of drawing hands against a plain
enumeration with the reference evaluator."""
from itertools import combinations
from math import comb

import numpy as np
import pytest

from pokerhands import DECK, CardError, Category, evaluate
from pokerhands.odds.batch import value_counts, value_strengths
from pokerhands.odds.counting import (count_seven_card_hands, seven_card_low_counts,
                             seven_card_strength_counts)
from pokerhands.odds.draws import draw_odds
from pokerhands.odds.published import (EIGHT_OR_BETTER_HANDS, FIVE_CARD_TOTAL, SEVEN_CARD_DISTINCT,
                                  SEVEN_CARD_EIGHT_OR_BETTER, SEVEN_CARD_HIGH, SEVEN_CARD_LOWS,
                                  SEVEN_CARD_TOTAL)


@pytest.fixture(scope="module")
def high7():
    return seven_card_strength_counts()


def test_seven_card_high_counts_equal_the_published_table(high7):
    assert sum(high7.values()) == SEVEN_CARD_TOTAL == comb(52, 7)
    assert len(high7) == SEVEN_CARD_DISTINCT
    table = count_seven_card_hands()
    royal = high7[(int(Category.STRAIGHT_FLUSH), 14)]
    assert royal == SEVEN_CARD_HIGH["Royal flush"]
    assert table.loc["Straight flush", "hands"] - royal == SEVEN_CARD_HIGH["Straight flush"]
    for label, hands in SEVEN_CARD_HIGH.items():
        if label not in ("Royal flush", "Straight flush"):
            assert table.loc[label, "hands"] == hands, label
    # rarity and rank part ways: high card is rarer than one pair and two pair
    assert table.loc["High card", "hands"] < table.loc["Two pair", "hands"]


def test_seven_card_lows_by_enumeration_equal_the_combinatorial_count():
    counts = seven_card_strength_counts("ace-to-five")
    by_top = {}
    for strength, n in counts.items():
        top = -strength[1] if strength[0] == -int(Category.HIGH_CARD) else None
        by_top[top] = by_top.get(top, 0) + n
    assert by_top == seven_card_low_counts()
    assert {t: by_top[t] for t in SEVEN_CARD_LOWS} == SEVEN_CARD_LOWS
    eight = value_counts(7, "eight-or-better")
    qualifying = int(eight.sum() - eight[0])  # value 0: no qualifying low
    assert value_strengths("eight-or-better")[0] == (-100,)
    assert round(qualifying / SEVEN_CARD_TOTAL, 3) == SEVEN_CARD_EIGHT_OR_BETTER
    five = value_counts(5, "eight-or-better")
    assert five.sum() == FIVE_CARD_TOTAL and five.sum() - five[0] == EIGHT_OR_BETTER_HANDS


def test_six_card_deuce_to_seven_counts_agree_with_single_evaluations():
    counts = value_counts(6, "deuce-to-seven")
    assert counts.sum() == comb(52, 6)
    rng = np.random.default_rng(4)
    strengths = value_strengths("deuce-to-seven")
    for row in np.argsort(rng.random((200, 52)), axis=1)[:, :6].tolist():
        assert counts[strengths.index(evaluate([DECK[i] for i in row],
                                               "deuce-to-seven").strength)] > 0
    with pytest.raises(ValueError, match="k must be a whole number from 5 to 7"):
        value_counts(4)


def _plain_draw(hole, board, goal):
    known = {c.code for c in [*hole, *board]}
    unseen = [c for c in DECK if c.code not in known]
    reach = lambda extra: evaluate([*hole, *board, *extra]).category >= goal  # noqa: E731
    outs = [c for c in unseen if reach([c])]
    pairs = [p for p in combinations(unseen, 2) if reach(list(p))]
    return outs, pairs


@pytest.mark.parametrize("hole, board, target", [
    ("Ah 9h", "Kh 6h 2c", "flush"),
    ("9c 8d", "7h 6s 2c", "straight"),
    ("9c 8d", "7h 6s 2c", Category.STRAIGHT),
    ("Qs Qd", "Qh 7c 7d", "four of a kind"),
])
def test_draws_agree_with_a_plain_enumeration(hole, board, target):
    d = draw_odds(hole, board, target)
    outs, pairs = _plain_draw(d.hole, d.board, d.target)
    assert list(d.outs) == outs and d.river_hits == len(pairs)
    assert d.river_total == comb(47, 2) and d.next_total == 47
    assert d.rule_of_four == pytest.approx(0.04 * len(outs))


def test_flush_draw_figures_and_the_turn():
    d = draw_odds("Ah 9h", "Kh 6h 2c", "flush")
    assert len(d.outs) == 9 and not d.made
    assert d.by_river == pytest.approx(1 - comb(38, 2) / comb(47, 2))
    turn = draw_odds("Ah 9h", "Kh 6h 2c 3d", "flush")
    assert turn.next_total == 46 and turn.by_river == turn.next_card == 9 / 46
    assert turn.rule_of_four is None and turn.rule_of_two == pytest.approx(0.18)
    made = draw_odds("Ah 9h", "Kh 6h 2h", "flush")
    assert made.made and made.next_card == 1


@pytest.mark.parametrize("call, error, message", [
    (lambda: draw_odds("Ah", "Kh 6h 2c", "flush"), CardError, "hole must be two cards"),
    (lambda: draw_odds("Ah 9h", "Kh 6h", "flush"), ValueError, "flop"),
    (lambda: draw_odds("Ah 9h", "Kh 6h 9h", "flush"), CardError, "9h|9♥"),
    (lambda: draw_odds("Ah 9h", "Kh 6h 2c", "rainbow"), ValueError, "target must be"),
])
def test_bad_draws(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_break_it_target_words_and_made_hands_in_the_repr():
    assert draw_odds("Ah 9h", "Kh 6h 2c", "boat").target is Category.FULL_HOUSE
    assert draw_odds("Ah 9h", "Kh 6h 2c", "trips").target is Category.THREE_OF_A_KIND
    assert "already made" in repr(draw_odds("Ah 9h", "Kh 6h 2h 3c", "flush"))
