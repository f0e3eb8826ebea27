"""Counts that slipped through (issue 15, section 3): chips, seeds, sample sizes and outs are
whole numbers in range, or a ValueError naming the argument and the value, before any work.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerhands.core.checks import MAX_CHIPS, whole_number
from pokerhands.odds.equity import MAX_SAMPLES, equity
from pokerhands.exercises import check, make_exercise
from pokerhands.games.odd_chips import split_chips
from pokerhands.games.showdown import showdown as game_showdown
from pokerhands.games.showdown import split_pot as showdown
from pokerhands.widgets import GameShowdownWidget, SplitPotShowdown

# not whole numbers, negative, or absurd: never a count
BAD_COUNTS = st.one_of(
    st.booleans(), st.just(np.bool_(True)),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(max_value=-1), st.integers(min_value=MAX_CHIPS + 1),
    st.text(max_size=4), st.none(), st.lists(st.integers(), max_size=2),
    st.decimals(allow_nan=False, allow_infinity=False).filter(lambda d: d != int(d)),
)


@settings(max_examples=60, deadline=None)
@given(BAD_COUNTS)
def test_split_chips_refuses(amount):
    if amount is None:
        amount = -1
    with pytest.raises(ValueError, match=r"amount must be a whole number"):
        split_chips(amount, [0, 1])


@settings(max_examples=60, deadline=None)
@given(BAD_COUNTS)
def test_showdown_pots_refuse(pot):
    if pot is None:
        pot = 1.5
    with pytest.raises(ValueError, match=r"pot must be a whole number of chips"):
        showdown(["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"], pot=pot, mode="high")
    with pytest.raises(ValueError, match=r"pot must be a whole number of chips"):
        game_showdown("stud", ["As Ks Qs Js Ts 9s 8s", "2c 3d 4h 5s 7c 8c 9c"], pot=pot)
    with pytest.raises(ValueError, match=r"bets must be"):
        game_showdown("stud", ["As Ks Qs Js Ts 9s 8s", "2c 3d 4h 5s 7c 8c 9c"],
                      bets=[pot, 10])


def test_numpy_integers_are_still_chips():
    assert split_chips(np.int64(7), [0, 1]) == {0: 4, 1: 3}
    assert showdown(["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"], pot=np.int32(9), mode="high").pot == 9
    assert whole_number("seed", np.uint8(3)) == 3


@settings(max_examples=40, deadline=None)
@given(BAD_COUNTS)
def test_equity_samples_and_seed_refuse_before_any_work(value):
    if value is None:
        value = -3
    with pytest.raises(ValueError, match=r"samples must be a whole number"):
        equity(["As Ah", "Kd Kc"], samples=value)
    if type(value) is int and value > 0:
        return  # a large seed is a seed
    with pytest.raises(ValueError, match=r"seed must be a whole number"):
        equity(["As Ah", "Kd Kc"], samples=100, seed=value)


def test_equity_samples_are_capped_and_chunked():
    with pytest.raises(ValueError, match=f"samples must be a whole number from 2 to {MAX_SAMPLES:,}"):
        equity(["As Ah", "Kd Kc"], samples=10 ** 9)  # used to ask for ~400 GB
    small = equity(["As Ah", "Kd Kc"], samples=70_000, seed=1)  # more than one chunk
    assert small.boards == 70_000 and abs(sum(small.equity) - 1) < 1e-9


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.floats(allow_nan=False, allow_infinity=False).filter(lambda x: x != int(x)),
                 st.floats(min_value=0.01, max_value=30).filter(lambda x: x != int(x))))
def test_outs_must_be_whole(outs):
    ex = make_exercise("outs", 5)
    text = f"{outs:.2f}"
    strings = (text, [text]) if 0 < outs < 30 and float(text) != int(float(text)) else ()
    for answer in (outs, [outs], [outs, "35%"], *strings):
        verdict = check(ex, answer)
        assert not verdict.valid and not verdict.correct, answer


@settings(max_examples=30, deadline=None)
@given(BAD_COUNTS)
def test_widget_pots_are_refused_not_clamped(pot):
    if pot is None:
        pot = -1
    with pytest.raises(ValueError, match="pot must be a whole number of chips"):
        SplitPotShowdown(["As 2d 3h Kc Qd", "Ac 2c Kd Qh 5s"], pot=pot)
    w = SplitPotShowdown(["As 2d 3h Kc Qd", "Ac 2c Kd Qh 5s"], pot=100)
    before = w.result
    with pytest.raises(ValueError, match="pot must be a whole number of chips"):
        w.set(["As 2d 3h Kc Qd", "Ac 2c Kd Qh 6s"], pot=pot)
    assert w.pot.value == 100 and w.result is before and w.hand_boxes[1].value.endswith("5s")
    g = GameShowdownWidget("stud", ["As Ks Qs Js Ts 9s 8s", "2c 3d 4h 5s 7c 8c 9c"], pot=50)
    shown = g.result
    with pytest.raises(ValueError, match="pot must be a whole number of chips"):
        g.set(pot=pot)
    assert g.result is shown and g.pot.value == 50


# -- the rest of the kind: players, seats, seeds, numbers of cards, n and k, exercises, bets --
from pokerhands.games.betting import check_raise, min_raise_to  # noqa: E402
from pokerhands.games.betting_round import BettingRound  # noqa: E402
from pokerhands.core.cards import random_cards  # noqa: E402
from pokerhands.games.deal import deal, missed_blind_posts, positions, table_positions  # noqa: E402
from pokerhands.exercises import MAX_EXERCISES, exercise_set  # noqa: E402
from pokerhands.odds.batch import combinations_array, value_counts  # noqa: E402

BAD_SEEDS = st.one_of(
    st.booleans(), st.just(np.bool_(False)), st.floats(allow_nan=True, allow_infinity=True),
    st.integers(max_value=-1), st.text(max_size=4), st.lists(st.integers(), max_size=2),
    st.just(np.float64(3.0)), st.just(np.int64(-2)),
)


def _named(name):
    return pytest.raises(ValueError, match=rf"^{name} must be a whole number")


@settings(max_examples=60, deadline=None)
@given(BAD_SEEDS)
def test_seeds_are_refused_everywhere(seed):
    # before issue 15, deal() and the exercises took -1 (the same shuffle as 1, as
    # random.Random takes the absolute value) and random_cards took a negative seed too
    with _named("seed"):
        deal(6, seed)
    with _named("seed"):
        make_exercise("badugi", seed)
    with _named("seed"):
        exercise_set(seed, n=2)
    with _named("rng"):
        random_cards(5, seed)


@settings(max_examples=60, deadline=None)
@given(BAD_COUNTS)
def test_counts_of_players_cards_and_subsets_are_refused(value):
    if value is None:
        value = -1
    with _named("players"):
        deal(value, 1)
    with _named("players"):
        positions(value)
    with _named("seats"):
        table_positions([0, 1], 0, seats=value)
    with _named("n"):
        random_cards(value, 1)
    with _named("n"):
        combinations_array(value, 2)
    with _named("k"):
        combinations_array(8, value)
    with _named("k"):
        value_counts(value)
    with _named("n"):
        exercise_set(1, n=value)


@settings(max_examples=60, deadline=None)
@given(BAD_COUNTS)
def test_chips_of_the_betting_model_are_refused(value):
    if value is None:
        value = 2.5
    with pytest.raises(ValueError, match=r"raise_to must be a whole number of chips"):
        check_raise("no-limit", value, current_bet=2, big_blind=2)
    with pytest.raises(ValueError, match=r"big_blind must be a whole number of chips"):
        min_raise_to(2, value)
    with _named("big"):
        missed_blind_posts(["big blind"], 1, value)
    with pytest.raises(ValueError, match=r"seat 1's stack must be a whole number"):
        BettingRound("no-limit", (1, 2), [100, value])
    r = BettingRound("no-limit", (1, 2), [100, 100, 100])
    seat = r.to_act
    with pytest.raises(ValueError, match=r"the amount must be a whole number of chips"):
        r.act(seat, "raise", to=value)
    assert r.history == BettingRound("no-limit", (1, 2), [100, 100, 100]).history
    assert r.to_act == seat  # the refused raise changed nothing


def test_absurd_sizes_are_refused_before_any_work():
    with _named("n"):
        exercise_set(1, n=MAX_EXERCISES + 1)   # used to try to make them all
    with _named("k"):
        value_counts(8)
    with _named("n"):
        combinations_array(10 ** 6, 3)
    with _named("n"):
        random_cards(53)


def test_numpy_integers_are_still_counts_and_seeds():
    assert deal(np.int64(6), np.int32(5), button=np.int8(2)) == deal(6, 5, button=2)
    assert random_cards(np.int64(5), np.uint8(3)) == random_cards(5, 3)
    assert exercise_set(np.int64(3), n=np.int16(2)) == exercise_set(3, n=2)
    assert table_positions([0, 2, 3], np.int64(0), seats=np.int64(6)).seats == 6
    assert missed_blind_posts(["big blind"], np.int64(1), np.int64(2)) == (2, 0)
    r = BettingRound("no-limit", (np.int64(1), np.int64(2)), [np.int64(100)] * 3)
    r.act(r.to_act, "raise", to=np.int64(6))
    assert r.current_bet == 6 and type(r.current_bet) is int
    legal = check_raise("no-limit", np.int64(6), current_bet=2, big_blind=np.int64(2))
    assert legal == 6 and type(legal) is int


# -- widgets: a refused seed or count raises the named error from code, or shows it inside the
# widget; either way the result on show stays, and the next success clears the message --
from pokerhands.widgets import EquityWidget, HandPicker, HoldemDeal, Quiz  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(BAD_SEEDS)
def test_widget_seeds_are_refused_and_the_result_stays(seed):
    with _named("seed"):
        HandPicker("As Ks Qs Js Ts", seed=seed)   # was a TypeError (or no error for -1)
    p = HandPicker("As Ks Qs Js Ts", seed=1)
    with _named("seed"):
        p.random_hand(seed)
    assert p.value == "As Ks Qs Js Ts" and p.seed == 1

    d = HoldemDeal(players=4, seed=3)
    shown = d.deal
    d.set(seed=seed)                              # never raises
    assert d.message.startswith("seed must be a whole number") and d.deal is shown
    d.new_deal()
    assert d.message == "" and d.deal is not shown

    q = Quiz(seed=44, n=2)
    first = q.exercises
    q.new_set(seed)
    assert q.message.startswith("seed must be a whole number") and q.exercises is first
    q.new_set(45)
    assert q.message == "" and q.seed == 45


@settings(max_examples=15, deadline=None)
@given(BAD_COUNTS)
def test_widget_counts_are_refused(value):
    if value is None:
        value = -1
    with _named("min_cards"):
        HandPicker(min_cards=value)
    d = HoldemDeal(players=4, seed=3)
    shown = d.deal
    d.set(players=value)
    assert d.message.startswith("players must be a whole number") and d.deal is shown
    q = Quiz(seed=1, n=value)                     # the set cannot be made: a message
    assert q.message.startswith("n must be a whole number") and q.exercise is None
    if type(value) is int and value > 0:
        return  # a large seed is a seed
    e = EquityWidget(samples=100, seed=2)
    before = e.result
    assert e.set(seed=value) is None and e.message.startswith("Seed: give a whole number")
    e.set(seed=2)
    assert e.message == "" and e.result == before
