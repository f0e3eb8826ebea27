"""Whole betting rounds: turn order, full raises and short all-ins, the limit cap, dead blinds
(Robert's Rules of Poker, as pokerhands.games.betting_round follows it)."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerhands.games.betting import LIMIT_CAP, pot_limit_max_raise_to
from pokerhands.games.betting_round import ACTIONS, BettingRound
from pokerhands.games.deal import next_table_positions, table_positions


def play(r, *moves):
    for move in moves:
        r.act(*move)
    return r


# --- no limit: short all-ins ------------------------------------------------------------------

def test_a_short_all_in_does_not_reopen_the_betting():
    # blinds 1/2; the button raises to 8 (a raise of 6), the small blind calls, the big blind
    # goes all in for 10: only 2 more, less than the full raise of 6
    r = play(BettingRound("no-limit", (1, 2), [100, 100, 10], button=0),
             (0, "raise", 8), (1, "call"), (2, "all-in"))
    assert r.history[-1].full is False and r.current_bet == 10
    assert r.to_act == 0 and r.legal_actions(0).actions == ("fold", "call")
    assert "not reopened" in r.legal_actions(0).why_no_raise
    with pytest.raises(ValueError, match=r"seat 0 cannot raise to 30: the betting was not "
                                         r"reopened.*faces only 2 more, less than a full raise of 6"):
        r.act(0, "raise", to=30)
    with pytest.raises(ValueError, match="seat 0 cannot all-in: the betting was not reopened"):
        r.act(0, "all-in")
    r.act(0, "call").act(1, "call")
    assert r.complete and r.pot == 30 and r.bets == {0: 10, 1: 10, 2: 10}


def test_a_full_all_in_raise_reopens_the_betting():
    # the same spot, but the big blind has 16: all in to 16 is a raise of 8, a full raise
    r = play(BettingRound("no-limit", (1, 2), [100, 100, 16], button=0),
             (0, "raise", 8), (1, "call"), (2, "all-in"))
    assert r.history[-1].full is True and r.last_full_raise == 8
    la = r.legal_actions(0)
    assert "raise" in la.actions and (la.min_to, la.max_to) == (24, 100)
    r.act(0, "raise", to=24)
    assert r.to_act == 1 and r.legal_actions(1).min_to == 32


def test_a_player_yet_to_act_may_raise_a_short_all_in():
    # four players; seat 3 (first to act) raises to 6; seat 0 (button) is all in for 8, a
    # short raise; the small blind has not acted yet and may raise, by at least the last full
    # raise (4), so to 12
    r = play(BettingRound("no-limit", (1, 2), [8, 100, 100, 100], button=0),
             (3, "raise", 6), (0, "all-in"))
    assert r.history[-1].full is False
    la = r.legal_actions(1)
    assert "raise" in la.actions and la.min_to == 12
    with pytest.raises(ValueError, match=r"seat 1 cannot raise to 11: the smallest raise is to "
                                         r"12 \(the bet 8 plus the last full raise, 4\)"):
        r.act(1, "raise", to=11)
    r.act(1, "raise", to=12)
    # the small blind's full raise reopens the betting for seat 3
    assert r.to_act == 2 and "raise" in r.legal_actions(2).actions
    r.act(2, "call")
    assert r.to_act == 3 and "raise" in r.legal_actions(3).actions


def test_the_minimum_raise_stays_the_last_full_raise():
    # after a bet of 10, a short all-in to 15 leaves the minimum raise at 15 + 10 = 25
    r = play(BettingRound("no-limit", (1, 2), [200, 200, 15, 200], button=3, street="flop"),
             (0, "bet", 10), (1, "call"), (2, "all-in"))
    assert r.current_bet == 15 and r.last_full_raise == 10
    assert r.legal_actions(3).min_to == 25
    with pytest.raises(ValueError, match="smallest raise is to 25"):
        r.act(3, "raise", to=24)
    r.act(3, "raise", to=25)
    assert r.last_full_raise == 10 and r.legal_actions(0).min_to == 35


def test_short_all_ins_that_add_up_to_a_full_raise_reopen():
    # a bet of 100; two all-ins of 150 and 210 each raise by less than 100, but seat 0, who
    # bet, now faces 110 more: a full raise in total, so seat 0 may raise again
    r = play(BettingRound("no-limit", (5, 10), [1000, 150, 210, 1000], button=3, street="turn"),
             (0, "bet", 100), (1, "all-in"), (2, "all-in"))
    assert [a.full for a in r.history] == [True, False, False]
    r.act(3, "call")
    assert r.to_act == 0 and "raise" in r.legal_actions(0).actions
    assert r.legal_actions(0).min_to == 310                    # 210 plus the full raise of 100
    # seat 3 called 210 after both all-ins: facing nothing new it is done unless raised
    r.act(0, "call")
    assert r.complete


def test_turn_order_and_the_end_of_the_round():
    r = BettingRound("no-limit", (1, 2), [50] * 6, button=0)
    assert r.to_act == 3
    for seat in (3, 4, 5, 0, 1):
        with pytest.raises(ValueError, match=rf"cannot call: it is seat {seat}'s turn"):
            r.act((seat + 1) % 6, "call")
        r.act(seat, "call")
    # the big blind has its option: check or raise
    assert r.to_act == 2 and r.legal_actions(2).actions == ("fold", "check", "raise", "all-in")
    r.act(2, "check")
    assert r.complete and r.pot == 12
    with pytest.raises(ValueError, match="seat 3 cannot check: the betting round is over"):
        r.act(3, "check")
    # after the flop the small blind acts first and the button last
    f = BettingRound("no-limit", (1, 2), [48] * 6, button=0, street="flop", pot=12)
    assert f.to_act == 1 and f.legal_actions(1).actions == ("fold", "check", "bet", "all-in")
    for seat in (1, 2, 3, 4, 5):
        f.act(seat, "check")
    assert f.to_act == 0
    f.act(0, "bet", to=6)
    assert f.to_act == 1 and not f.complete
    for seat in (1, 2, 3, 4):
        f.act(seat, "fold")
    assert f.to_act == 5
    f.act(5, "fold")
    assert f.complete and f.in_hand == [0]


def test_illegal_actions_name_the_seat_the_action_and_why():
    r = BettingRound("no-limit", (1, 2), [100, 100, 100], button=0)
    cases = [
        ((1, "call"), "seat 1 cannot call: it is seat 0's turn to act"),
        ((0, "check"), "seat 0 cannot check: it faces a bet of 2 and must call 2"),
        ((0, "bet", 10), "seat 0 cannot bet 10: there is already a bet of 2; raise instead"),
        ((0, "raise"), "seat 0 cannot raise: say how much"),
        ((0, "raise", 3), r"seat 0 cannot raise to 3: the smallest raise is to 4"),
        ((0, "raise", 101), "seat 0 cannot raise to 101: that needs 101 more chips and the seat "
                            "has only 100"),
        ((0, "raise", 2.5), "seat 0 cannot raise to 2.5: the amount must be a whole number"),
        ((0, "raise", True), "seat 0 cannot raise to True: the amount must be a whole number"),
        ((0, "raise", -4), "seat 0 cannot raise to -4: the amount must be a whole number"),
        ((0, "call", 2), "seat 0 cannot call to 2: call takes no amount"),
        ((0, "all-in", 50), "seat 0 cannot go all in to 50: all in is 100"),
        ((0, "limp"), "seat 0 cannot limp: the actions are"),
        ((7, "call"), "seat 7 cannot call: it is not in this betting round"),
        ((True, "call"), "seat True cannot call: it is not in this betting round"),
    ]
    for move, message in cases:
        with pytest.raises(ValueError, match=message):
            r.act(*move)
    assert r.history == [] and r.to_act == 0 and r.pot == 3      # nothing changed


def test_bad_rounds_are_refused():
    for kwargs, message in [
        (dict(blinds=(2, 1), stacks=[10, 10]), "the small no larger than the big"),
        (dict(blinds=(1, 2.0), stacks=[10, 10]), "two positive whole numbers"),
        (dict(blinds=(1, 2), stacks=[10, None]), "at least two players"),
        (dict(blinds=(1, 2), stacks=[10, -1]), "seat 1's stack must be a whole number"),
        (dict(blinds=(1, 2), stacks=[10, True]), "seat 1's stack must be a whole number"),
        (dict(blinds=(1, 2), stacks=[10, 10], street="showdown"), "street must be one of"),
        (dict(blinds=(1, 2), stacks=[10, 10], pot=1.5), "pot must be a whole number"),
        (dict(blinds=(1, 2), stacks=[10, 0, 10]), "seat 1 has no chips"),
        (dict(blinds=(1, 2), stacks=[10, 10], street="flop", posts={0: (2, 0)}),
         "before the flop only"),
    ]:
        with pytest.raises(ValueError, match=message):
            BettingRound("no-limit", **kwargs)


# --- pot limit --------------------------------------------------------------------------------

def test_pot_limit_maximum_comes_from_pokerhands_betting():
    r = BettingRound("pot-limit", (1, 2), [100, 100, 100], button=0)
    assert r.legal_actions(0).max_to == pot_limit_max_raise_to(pot=3, to_call=2) == 7
    r.act(0, "raise", to=7)
    # the small blind: pot 10, 6 to call with 1 in: at most 1 + 2 * 6 + 10 = 23
    assert r.legal_actions(1).max_to == pot_limit_max_raise_to(pot=10, to_call=6, already_in=1)
    with pytest.raises(ValueError, match="seat 1 cannot raise to 24: the largest is 23 in pot limit"):
        r.act(1, "raise", to=24)
    with pytest.raises(ValueError, match="seat 1 cannot all-in: the largest is 23"):
        r.act(1, "all-in")
    r.act(1, "raise", to=23)
    assert r.legal_actions(2).min_to == 23 + 16


# --- limit ------------------------------------------------------------------------------------

def test_limit_sizes_and_the_cap():
    r = BettingRound("limit", (1, 2), [100] * 4, button=0)
    assert r.legal_actions(3).min_to == r.legal_actions(3).max_to == 4
    with pytest.raises(ValueError, match="seat 3 cannot raise to 5: in limit every bet and raise "
                                         "on the preflop is 2, so the most is 4"):
        r.act(3, "raise", to=5)
    play(r, (3, "raise", 4), (0, "raise", 6), (1, "raise", 8))
    assert r.full_bets == LIMIT_CAP
    la = r.legal_actions(2)
    assert la.actions == ("fold", "call") and "capped at 4 bets" in la.why_no_raise
    with pytest.raises(ValueError, match=r"seat 2 cannot raise to 10: the round is capped at 4 "
                                         r"bets \(a bet and 3 raises\)"):
        r.act(2, "raise", to=10)
    play(r, (2, "fold"), (3, "call"), (0, "fold"))
    # the cap, once reached with three players, stays when a fold leaves two
    assert r.complete
    t = BettingRound("limit", (1, 2), [100] * 3, button=0, street="turn")
    assert t.legal_actions(1).min_to == 4                        # the big bet on the turn


def test_limit_heads_up_lifts_the_cap():
    r = BettingRound("limit", (1, 2), [100, 100], button=0, street="flop")
    for k in range(6):
        seat = r.to_act
        r.act(seat, "bet" if k == 0 else "raise", to=2 * (k + 1))
    assert r.full_bets == 6 and not r.complete
    capped = BettingRound("limit", (1, 2), [100, 100], button=0, street="flop",
                          lift_cap_heads_up=False)
    for k in range(LIMIT_CAP):
        capped.act(capped.to_act, "bet" if k == 0 else "raise", to=2 * (k + 1))
    assert "capped" in capped.legal_actions(capped.to_act).why_no_raise


def test_limit_half_bet_rule():
    # 10/20 on the turn (bet 20). A bets 20; B is all in for 28, a raise of 8 (under half a
    # bet): A may only call; C, yet to act, may complete to 40
    r = play(BettingRound("limit", (5, 10), [500, 28, 500, 500], button=3, street="turn"),
             (0, "bet", 20), (1, "all-in"))
    assert r.history[-1].full is False
    assert r.legal_actions(2).min_to == 40
    r.act(2, "call").act(3, "call")
    assert r.to_act == 0 and r.legal_actions(0).actions == ("fold", "call")
    # all in for 30, a raise of 10, half a bet: treated as a full raise; next raise is to 50
    h = play(BettingRound("limit", (5, 10), [500, 30, 500, 500], button=3, street="turn"),
             (0, "bet", 20), (1, "all-in"))
    assert h.history[-1].full is True and h.legal_actions(2).min_to == 50
    h.act(2, "call").act(3, "call")
    assert "raise" in h.legal_actions(0).actions


# --- blinds and the dead button ---------------------------------------------------------------

def test_dead_small_blind_and_dead_button_over_several_hands():
    stacks = [100] * 6
    hand1 = table_positions(range(6), button=0, seats=6)
    r1 = BettingRound("no-limit", (1, 2), stacks, positions=hand1)
    assert r1.bets == {0: 0, 1: 1, 2: 2, 3: 0, 4: 0, 5: 0}
    # the big blind (seat 2) leaves: no small blind next hand, seat 3 posts the big blind
    hand2 = next_table_positions(hand1, [0, 1, 3, 4, 5])
    r2 = BettingRound("no-limit", (1, 2), [100, 100, None, 100, 100, 100], positions=hand2)
    assert r2.pot == 2 and r2.bets[3] == 2 and r2.to_act == 4
    assert r2.in_hand == [4, 5, 0, 1, 3]
    # then the button goes dead on the empty seat 2: seat 1 acts last after the flop again
    hand3 = next_table_positions(hand2, [0, 1, 3, 4, 5])
    assert hand3.dead_button
    f3 = BettingRound("no-limit", (1, 2), [100, 100, None, 100, 100, 100], positions=hand3,
                      street="flop")
    assert f3.in_hand == [3, 4, 5, 0, 1]
    r3 = BettingRound("no-limit", (1, 2), [100, 100, None, 100, 100, 100], positions=hand3)
    assert (r3.bets[3], r3.bets[4], r3.to_act) == (1, 2, 5)


def test_missed_blinds_are_posted_live_and_dead():
    hand1 = table_positions(range(6), button=0, seats=6)
    hand2 = next_table_positions(hand1, [0, 1, 3, 4, 5], away=[2])   # seat 2 sits out
    hand = hand2
    for _ in range(5):
        hand = next_table_positions(hand, [0, 1, 3, 4, 5], away=[2])
    back = next_table_positions(hand, range(6))
    posts = back.posts(1, 2)
    assert posts == {2: (2, 1)}
    r = BettingRound("no-limit", (1, 2), [100] * 6, positions=back, posts=posts)
    assert r.bets[2] == 2 and r.stacks[2] == 97 and r.pot == 1 + 2 + 2 + 1
    # the live post is a bet, not an action: seat 2 may still raise when its turn comes
    while r.to_act != 2:
        r.act(r.to_act, "call")
    assert "raise" in r.legal_actions(2).actions


def test_a_short_big_blind_still_sets_the_full_bet():
    r = BettingRound("no-limit", (1, 2), [100, 100, 1], button=0)
    assert r.bets[2] == 1 and r.stacks[2] == 0 and r.current_bet == 2
    assert r.legal_actions(0).to_call == 2
    r.act(0, "call").act(1, "call")
    assert r.complete                                  # the big blind is all in


# --- properties -------------------------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(structure=st.sampled_from(["no-limit", "pot-limit", "limit"]),
       stacks=st.lists(st.one_of(st.none(), st.integers(0, 60)), min_size=2, max_size=7),
       street=st.sampled_from(["preflop", "flop", "river"]), data=st.data())
def test_random_legal_rounds_conserve_chips_and_end(structure, stacks, street, data):
    if street == "preflop":
        stacks = [c if c is None else c + 1 for c in stacks]   # dealt in only with chips
    if sum(c is not None for c in stacks) < 2:
        stacks = [20, 20] + stacks[2:]
    in_hand = [s for s, c in enumerate(stacks) if c is not None]
    button = data.draw(st.sampled_from(in_hand))
    pot = 0 if street == "preflop" else data.draw(st.integers(0, 30))
    r = BettingRound(structure, (1, 2), stacks, button=button, street=street, pot=pot)
    total = sum(c for c in stacks if c is not None) + pot
    for _ in range(200):
        if r.complete:
            break
        seat = r.to_act
        la = r.legal_actions(seat)
        assert la.actions and "fold" in la.actions
        action = data.draw(st.sampled_from(la.actions))
        to = None
        if action in ("bet", "raise"):
            to = la.all_in_to if la.min_to is None else data.draw(st.integers(la.min_to, la.max_to))
        r.act(seat, action, to=to)
        assert all(v >= 0 for v in r.stacks.values())
        assert sum(r.stacks.values()) + r.pot == total
        assert r.legal_actions(seat).actions == () or r.to_act == seat
    assert r.complete
    # the round is over exactly when nobody still has to act: everyone left has matched the
    # highest bet or is all in, or one player is left
    left = r.in_hand
    assert len(left) <= 1 or all(r.bets[s] == r.current_bet or r.stacks[s] == 0 for s in left)
    with pytest.raises(ValueError, match="the betting round is over"):
        r.act(left[0], "fold")


@settings(max_examples=100, deadline=None)
@given(structure=st.sampled_from(["no-limit", "pot-limit", "limit"]), data=st.data())
def test_legal_actions_are_exactly_what_act_accepts(structure, data):
    stacks = data.draw(st.lists(st.integers(1, 80), min_size=3, max_size=6))
    r = BettingRound(structure, (1, 2), stacks, button=0)
    for _ in range(12):
        if r.complete:
            break
        seat = r.to_act
        la = r.legal_actions(seat)
        for action in ACTIONS:
            if action not in la.actions and action not in ("bet", "raise"):
                with pytest.raises(ValueError, match=f"seat {seat} cannot"):
                    r.act(seat, action)
        if la.min_to is None and "raise" not in la.actions:
            word = "raise" if r.current_bet else "bet"
            amount = r.current_bet + 2 * r.size + 1
            with pytest.raises(ValueError, match=f"seat {seat} cannot {word}"):
                r.act(seat, word, to=amount)
        choice = data.draw(st.sampled_from(la.actions))
        to = None
        if choice in ("bet", "raise"):
            to = la.all_in_to if la.min_to is None else data.draw(st.integers(la.min_to, la.max_to))
        r.act(seat, choice, to=to)


def test_when_the_only_raise_is_all_in():
    # seat 0 has 16 chips and faces a raise to 11 (by 9): a full raise would be to 20, so
    # its only raise is all in for 16, which is short
    r = play(BettingRound("no-limit", (1, 2), [16, 1, 1, 1, 40], button=0),
             (3, "fold"), (4, "raise", 11))
    la = r.legal_actions(0)
    assert "raise" in la.actions and (la.min_to, la.max_to, la.all_in_to) == (None, None, 16)
    with pytest.raises(ValueError, match="seat 0 cannot raise to 15: the smallest raise is to 20"):
        r.act(0, "raise", to=15)
    r.act(0, "raise", to=16)
    assert r.history[-1].all_in and not r.history[-1].full
    assert r.legal_actions(4).actions == ("fold", "call")        # seat 4 is not reopened
