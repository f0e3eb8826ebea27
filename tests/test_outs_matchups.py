"""The outs table and the pre-flop matchups (issue 38): exact fractions checked against a
count of every turn and river, against draw_odds on real draws, the rules of 2 and 4 off as
the chapter says; matchup shapes for every kind of meeting, mirrored when the hands swap;
exact matchups against the published aces-against-kings count and a seeded sample of the
reference evaluator."""
import random
from fractions import Fraction
from itertools import combinations

import pytest

from pokerhands import DECK, compare
from pokerhands.core.cards import CardError, parse_cards
from pokerhands.core.language import use_language
from pokerhands.odds.draws import draw_odds
from pokerhands.odds.matchups import (STANDARD_MATCHUPS, hole_kind, matchup_shape,
                                      preflop_matchup, preflop_matchups)
from pokerhands.odds.outs import MAX_OUTS, outs_row, outs_table
from pokerhands.odds.published import ACES_AGAINST_KINGS_BOARDS


def test_rows_count_every_turn_and_river():
    for row in outs_table():
        outs = set(range(row.outs))  # any n of the 47 unseen cards
        pairs = list(combinations(range(47), 2))
        hit = sum(1 for a, b in pairs if a in outs or b in outs)
        assert row.by_river == Fraction(hit, len(pairs))
        assert row.turn == Fraction(row.outs, 47) and row.river == Fraction(row.outs, 46)
        # two cards help, but (from two outs on) less than twice: both may be outs
        assert row.turn < row.by_river <= 2 * row.turn
        assert (row.by_river == 2 * row.turn) == (row.outs == 1)
        assert row.odds_against_turn * row.turn == 1 - row.turn
        assert row.odds_against_by_river * row.by_river == 1 - row.by_river
    assert [r.outs for r in outs_table()] == list(range(1, 21))
    assert len(outs_table(46)) == 46 and outs_table(46)[-1].river == 1


@pytest.mark.parametrize("hole, board, target", [
    ("A♥ 9♥", "K♥ 6♥ 2♣", "flush"),          # 9 outs
    ("9♠ 8♦", "7♣ 6♥ 2♠", "straight"),       # 8 outs
    ("A♥ 9♥", "K♥ 6♥ 2♣ 8♠", "flush"),       # on the turn
])
def test_rows_agree_with_draw_odds_where_no_hand_needs_two_cards(hole, board, target):
    draw = draw_odds(hole, board, target)
    row = outs_row(len(draw.outs))
    if len(draw.board) == 3:
        assert Fraction(draw.next_hits, draw.next_total) == row.turn
        assert Fraction(draw.river_hits, draw.river_total) == row.by_river
    else:
        assert Fraction(draw.river_hits, draw.river_total) == row.river


def test_the_rules_of_two_and_four_are_off_as_the_chapter_says():
    rows = outs_table()
    assert all(r.two_error_turn < 0 and r.two_error_river < 0 for r in rows)  # always low
    lows = [r.two_error_river for r in rows]
    assert lows == sorted(lows, reverse=True)  # and more so with every out
    over = [r.outs for r in rows if r.four_error > 0]
    assert over == list(range(over[0], 21)) and 5 < over[0] < 12  # too high from some count on
    errors = [r.four_error for r in rows if r.four_error > 0]
    assert errors == sorted(errors)  # and more so with every out
    assert rows[-1].four_error > Fraction(10, 100)
    assert outs_row(26).rule_of_four > 1  # a rule that promises more than certainty


@pytest.mark.parametrize("bad", [0, 47, -1, 2.5, True, "9", None])
def test_bad_numbers_of_outs_are_refused_naming_the_input(bad):
    with pytest.raises(ValueError, match="outs must be a whole number"):
        outs_row(bad)
    if bad not in (47, 0, -1):
        with pytest.raises(ValueError, match="most must be a whole number"):
            outs_table(bad)
    assert MAX_OUTS == 46


MIRROR = {
    "an overpair against an underpair": "an underpair against an overpair",
    "the same pair": "the same pair",
    "a pair against two overcards": "two overcards against a pair",
    "a pair against one overcard": "one overcard against a pair",
    "a pair against two undercards": "two undercards against a pair",
    "a dominating hand: one rank shared, a higher kicker":
        "a dominated hand: one rank shared, a lower kicker",
    "the same two ranks": "the same two ranks",
    "two overcards against two undercards": "two undercards against two overcards",
    "the highest and the lowest card against two middle ones":
        "two middle cards against the highest and the lowest",
    "the highest and the third card against the second and the lowest":
        "the second and the lowest card against the highest and the third",
}
MIRROR.update({v: k for k, v in MIRROR.items()})


@pytest.mark.parametrize("first, second, shape", [
    ("K♠ K♥", "8♦ 8♣", "an overpair against an underpair"),
    ("8♠ 8♥", "8♦ 8♣", "the same pair"),
    ("8♠ 8♥", "A♦ K♣", "a pair against two overcards"),
    ("8♠ 8♥", "A♦ 6♣", "a pair against one overcard"),
    ("8♠ 8♥", "A♦ 8♣", "a pair against one overcard"),
    ("8♠ 8♥", "7♦ 6♣", "a pair against two undercards"),
    ("A♠ K♥", "A♦ Q♣", "a dominating hand: one rank shared, a higher kicker"),
    ("A♠ 9♥", "9♦ 2♣", "a dominating hand: one rank shared, a higher kicker"),
    ("A♠ K♥", "A♦ K♣", "the same two ranks"),
    ("A♠ K♥", "8♦ 7♣", "two overcards against two undercards"),
    ("A♠ 2♥", "K♦ Q♣", "the highest and the lowest card against two middle ones"),
    ("A♠ 9♥", "K♦ 2♣", "the highest and the third card against the second and the lowest"),
])
def test_every_shape_and_its_mirror(first, second, shape):
    assert matchup_shape(first, second) == shape
    assert matchup_shape(second, first) == MIRROR[shape]


def test_shapes_and_kinds_speak_the_language_and_refuse_bad_hands():
    with use_language("ru"):
        assert matchup_shape("8♠ 8♥", "A♦ K♣") != "a pair against two overcards"
        assert hole_kind("8♥ 7♥") != "suited connectors"
    assert [hole_kind(h) for h in ("8♥ 7♥", "8♠ 7♥", "8♥ 2♥", "8♠ 2♥", "Q♠ Q♣")] == [
        "suited connectors", "connectors", "suited", "offsuit", "a pair"]
    with pytest.raises(CardError, match="first must be two hole cards"):
        matchup_shape("8♠ 8♥ 8♦", "A♦ K♣")
    with pytest.raises(CardError):
        matchup_shape("8♠ 8♥", "8♠ K♣")  # one card in both hands
    with pytest.raises(CardError, match="hole must be two hole cards"):
        hole_kind("8♠")


def test_aces_against_kings_as_published_and_each_matchup_adds_up():
    matchups = preflop_matchups()
    assert [(str(m.first), str(m.second)) for m in matchups] == [
        (str(parse_cards(a)), str(parse_cards(b))) for a, b in STANDARD_MATCHUPS]
    aces = next(m for m in matchups if str(m.first) == "A♠ A♥")
    assert (*aces.wins, aces.ties) == ACES_AGAINST_KINGS_BOARDS
    for m in matchups:
        assert m.boards == 1_712_304 and sum(m.wins) + m.ties == m.boards
        assert sum(m.equity) == pytest.approx(1)
        assert m.shape == matchup_shape(m.first, m.second)
        swapped = preflop_matchup(m.second, m.first)
        assert swapped.wins == m.wins[::-1] and swapped.ties == m.ties
    # the shapes the chapter promises are all there
    assert {"a pair against two overcards", "a pair against one overcard",
            "a dominating hand: one rank shared, a higher kicker",
            "an overpair against an underpair"} <= {m.shape for m in matchups}
    assert any(hole_kind(m.first) == "suited connectors" for m in matchups)


def test_a_matchup_agrees_with_a_seeded_sample_of_the_reference_evaluator():
    m = preflop_matchup("8♠ 8♥", "A♦ K♣")
    rest = [c for c in DECK if c not in (*m.first, *m.second)]
    rng = random.Random(38)
    n, share = 3000, 0.0
    for _ in range(n):
        board = rng.sample(rest, 5)
        outcome = compare(m.first, m.second, board=board).outcome
        share += {1: 1.0, 0: 0.5, -1: 0.0}[outcome]
    sampled = share / n
    spread = (m.equity[0] * (1 - m.equity[0]) / n) ** 0.5
    assert abs(sampled - m.equity[0]) < 4 * spread, (sampled, m.equity[0])
