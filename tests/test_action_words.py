"""Actions named as a dealer names them (issue 22, §3): an all-in below the bet to call is a
call for less, never a raise "less than a full raise"."""
from pokerhands.games.betting_round import Action, BettingRound


def _words(r):
    return [a.describe() for a in r.history]


def test_an_all_in_for_less_than_the_call_is_a_call_for_less():
    # blinds 1 and 2; the button raises to 8; the small blind has 5 chips in all
    r = BettingRound("no-limit", (1, 2), [100, 5, 100], button=0)
    r.act(0, "raise", to=8).act(1, "all-in")
    said = r.history[-1].describe()
    assert said == "seat 1 calls for less, all in for 5 against a bet of 8"
    assert "raise" not in said


def test_a_call_with_too_few_chips_is_also_a_call_for_less():
    r = BettingRound("no-limit", (1, 2), [100, 5, 100], button=0)
    r.act(0, "raise", to=8).act(1, "call")
    assert r.history[-1].describe() == "seat 1 calls for less, all in for 5 against a bet of 8"


def test_all_ins_that_match_or_raise_are_named_so():
    r = BettingRound("no-limit", (1, 2), [100, 100, 10], button=0)
    r.act(0, "raise", to=8).act(1, "call").act(2, "all-in")
    assert _words(r) == ["seat 0 raises to 8", "seat 1 calls 7",
                         "seat 2 raises to 10, all in, less than a full raise"]
    r = BettingRound("no-limit", (1, 2), [100, 100, 8], button=0)
    r.act(0, "raise", to=8).act(1, "call").act(2, "all-in")
    assert r.history[-1].describe() == "seat 2 calls 6 (all in)"
    r = BettingRound("no-limit", (1, 2), [100, 100, 30], button=0)
    r.act(0, "raise", to=8).act(1, "call").act(2, "all-in")
    assert r.history[-1].describe() == "seat 2 raises to 30, all in"


def test_no_description_says_less_than_a_full_raise_for_a_call():
    for stacks in ([100, 3, 100], [100, 5, 100], [100, 100, 4], [100, 100, 7]):
        r = BettingRound("no-limit", (1, 2), stacks, button=0)
        r.act(0, "raise", to=8)
        while not r.complete:
            seat = r.to_act
            r.act(seat, "all-in" if r.stacks[seat] < 20 else "call")
        for a in r.history:
            if a.to < (a.facing or 0):
                assert "calls for less" in a.describe() and "raise" not in a.describe()


def test_an_action_made_by_hand_without_the_bet_it_faced():
    assert Action(1, "all-in", 5, 5, False, True).describe() == "seat 1 goes all in for 5"
    assert Action(1, "raise", 6, 8, True, False).describe() == "seat 1 raises to 8"
