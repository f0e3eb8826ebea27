"""Hold'em equity: exact enumeration against the published board counts, sampling within
its standard error, and bad input."""
import pytest

from pokerhands import CardError
from pokerhands.odds.equity import equity
from pokerhands.odds.published import ACES_AGAINST_KINGS_BOARDS


@pytest.fixture(scope="module")
def aces_kings():
    return equity(["As Ah", "Kd Kc"])


def test_aces_against_kings_over_every_board(aces_kings):
    e = aces_kings
    assert e.exact and e.boards == 1_712_304
    assert (e.wins[0], e.wins[1], e.ties[0]) == ACES_AGAINST_KINGS_BOARDS
    assert e.equity[0] + e.equity[1] == pytest.approx(1)


def test_a_seeded_sample_repeats_and_lands_within_its_error(aces_kings):
    a = equity(["As Ah", "Kd Kc"], samples=20_000, seed=5)
    b = equity(["As Ah", "Kd Kc"], samples=20_000, seed=5)
    assert a == b and not a.exact and a.boards == 20_000
    assert abs(a.equity[0] - aces_kings.equity[0]) < 4 * a.stderr[0]


def test_with_a_board_and_three_players():
    e = equity(["As Ah", "Kd Kc", "7c 2d"], board="2h 7h Qs")
    assert e.exact and e.boards == 903  # C(43, 2): 52 cards less six hole cards and three
    assert sum(e.equity) == pytest.approx(1) and e.equity[2] > e.equity[0] > e.equity[1]
    done = equity(["As Ah", "Kd Kc"], board="2h 7h Qs Jc 3d")
    assert done.boards == 1 and done.wins == (1, 0)


def test_omaha_turn_agrees_with_the_reference_showdown():
    from pokerhands.games.showdown import showdown

    hands, board = ["As Ah Kd Kc", "Qs Js Td 9h", "7c 7d 2h 3h"], "Ks 8s 2c 4h"
    e = equity(hands, board, game="omaha")
    assert e.exact and e.boards == 52 - 12 - 4 and e.game == "omaha"
    wins, ties = [0, 0, 0], [0, 0, 0]
    from pokerhands import DECK
    dead = set(" ".join(hands + [board]).split())
    for river in DECK:
        if river.code in dead:
            continue
        r = showdown("omaha", hands, f"{board} {river.code}", pot=6)
        winners = [seat for seat, share in enumerate(r.shares) if share]
        for seat in winners:
            (wins if len(winners) == 1 else ties)[seat] += 1
    assert (list(e.wins), list(e.ties)) == (wins, ties)


def test_omaha_sample_and_progress_bar(capsys):
    a = equity(["As Ah Kd Kc", "Qs Js Td 9h"], game="Omaha", samples=3000, seed=1, progress=True)
    assert not a.exact and a.boards == 3000 and 0.5 < a.equity[0] < 0.8
    assert "boards" in capsys.readouterr().err
    assert a == equity(["As Ah Kd Kc", "Qs Js Td 9h"], game="omaha", samples=3000, seed=1)


@pytest.mark.parametrize("call, error, message", [
    (lambda: equity(["As Ah", "Kd Kc"], game="omaha"), CardError, "4 hole cards in omaha"),
    (lambda: equity(["As Ah", "Kd Kc"], game="razz"), ValueError, "holdem and omaha"),
    (lambda: equity(["As Ah", "Kd Kc"], game="chess"), ValueError, "unknown game"),
    (lambda: equity(["As Ah", "Kd Kc"], samples=1), ValueError, "samples must be a whole number from 2"),
    (lambda: equity(["As Ah", "Kd Kc"], seed=-1), ValueError, "seed must be a whole number from 0"),
    (lambda: equity(["As Ah"]), ValueError, "2 to 10 hands"),
    (lambda: equity(["As Ah Kd", "Qc Qd"]), CardError, "hand 1 must be 2 hole cards"),
    (lambda: equity(["As Ah", "As Kd"]), CardError, "As .A♠. is dealt twice: to hand 1"),
    (lambda: equity(["As Ah", "Kd Kc"], board="2c 3c"), ValueError, "0, 3, 4 or 5"),
    (lambda: equity(["As Ah", "Kd Kc"], samples=0), ValueError, "samples"),
    (lambda: equity(["As Ah", "Kd Kc"], seed="x"), ValueError, "seed"),
])
def test_bad_input(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_break_it_numpy_seeds_one_string_and_the_progress_total(capsys):
    # found by a break-it session: NumPy integers were refused, one string of four cards
    # gave "'A' is not a card", and the progress bar counted chunks as 262,144 boards
    import numpy as np

    e = equity(["As Ah", "Kd Kc"], board="Qs 7d 2c", samples=np.int64(500), seed=np.int64(3))
    assert e.boards == 500 and e == equity(["As Ah", "Kd Kc"], board="Qs 7d 2c", samples=500,
                                           seed=3)
    with pytest.raises(ValueError, match="one entry per player"):
        equity("As Ah Kd Kc")
    equity(["As Ah", "Kd Kc"], board="Qs 7d 2c", progress=True)
    assert "990/990" in capsys.readouterr().err
