"""Counts that slipped through (issue 15, section 3): chips, seeds, sample sizes and outs are
whole numbers in range, or a ValueError naming the argument and the value, before any work.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerhands.checks import MAX_CHIPS, whole_number
from pokerhands.equity import MAX_SAMPLES, equity
from pokerhands.exercises import check, make_exercise
from pokerhands.games import showdown as game_showdown
from pokerhands.showdown import showdown, split_chips
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
