"""Betting amounts under no limit, pot limit and limit (file 003, Hungarian part, plus the
card-room rules named in pokerhands.games.betting)."""
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from pokerhands.games.betting import (LIMIT_CAP, STRUCTURES, acting_order, check_raise,
                                get_structure, limit_bet_sizes, min_raise_to,
                                pot_limit_max_raise_to, pot_limit_raise, position_groups,
                                raise_range)


# --- worked examples -------------------------------------------------------------------------

def test_structure_names_and_aliases():
    assert set(STRUCTURES) == {"no-limit", "pot-limit", "limit"}
    for name, want in [("No limit", "no-limit"), ("NL", "no-limit"), ("pot_limit", "pot-limit"),
                       ("PL", "pot-limit"), ("fixed limit", "limit"), ("Limit", "limit")]:
        assert get_structure(name).name == want
    with pytest.raises(ValueError, match="unknown betting structure 'spread'"):
        get_structure("spread")


def test_the_source_minimum_raise_is_the_big_blind():
    # blinds 1/2: nobody has raised yet, the smallest raise adds a big blind
    assert min_raise_to(2, big_blind=2) == 4
    # after the flop, the smallest bet is one big blind
    assert min_raise_to(0, big_blind=2) == 2
    # a raise smaller than the big blind (here an all-in bet of 3) never lowers the minimum
    assert min_raise_to(3, big_blind=4, last_raise=3) == 7


def test_no_limit_min_reraise_follows_the_last_raise():
    # blinds 1/2, raise to 6 (by 4): a re-raise must add at least 4 more
    assert min_raise_to(6, big_blind=2, last_raise=4) == 10
    # then a re-raise to 25 (by 15): the next must reach 40
    assert min_raise_to(25, big_blind=2, last_raise=15) == 40
    check_raise("no-limit", 10, current_bet=6, big_blind=2, last_raise=4)
    with pytest.raises(ValueError, match="a raise to 9 is too small in no limit: the smallest "
                                         r"raise is to 10"):
        check_raise("no-limit", 9, current_bet=6, big_blind=2, last_raise=4)


def test_no_limit_has_no_maximum_but_the_stack():
    assert check_raise("no-limit", 10_000, current_bet=6, big_blind=2, last_raise=4) == 10_000
    assert raise_range("no-limit", current_bet=6, big_blind=2, last_raise=4) == (10, None)
    assert raise_range("no-limit", current_bet=6, big_blind=2, last_raise=4, stack=150) == (10, 150)
    with pytest.raises(ValueError, match="a raise to 200 needs 200 more chips; the player has only 150"):
        check_raise("no-limit", 200, current_bet=6, big_blind=2, last_raise=4, stack=150)


def test_pot_limit_worked_example_blinds_1_2_a_raise_to_6():
    # first to act, nobody raised: pot 3, call 2 -> pot 5, raise 5 -> to 7
    assert pot_limit_max_raise_to(pot=3, to_call=2) == 7
    # a raise to 6 makes the pot 9; the next player calls 6 (pot 15) and raises 15: to 21
    r = pot_limit_raise(pot=9, to_call=6)
    assert (r.pot_after_call, r.raise_by, r.raise_to, r.put_in) == (15, 15, 21, 21)
    assert r.explain() == ["Call 6: the pot grows from 9 to 15.", "Raise by the whole pot, 15.",
                           "The player puts in 6 + 15 = 21 chips and raises to 21."]
    # the big blind in the same spot has 2 in already: calls 4 (pot 13), raises 13: to 19
    r = pot_limit_raise(pot=9, to_call=4, already_in=2)
    assert (r.pot_after_call, r.raise_to, r.put_in) == (13, 19, 17)
    # after a pot-sized re-raise to 21 the pot is 30; the raiser of 6 calls 15 (pot 45)
    assert pot_limit_max_raise_to(pot=30, to_call=15, already_in=6) == 66
    # after the flop with a pot of 20 and no bet, the largest bet is the pot
    assert pot_limit_max_raise_to(pot=20, to_call=0) == 20


def test_pot_limit_range_and_messages():
    assert raise_range("pot-limit", current_bet=6, big_blind=2, last_raise=4, pot=9) == (10, 21)
    assert check_raise("pot-limit", 21, current_bet=6, big_blind=2, last_raise=4, pot=9) == 21
    with pytest.raises(ValueError, match=r"a raise to 22 is too large in pot limit: the largest "
                                         r"raise is to 21 \(call 6, then raise by the pot of 15\)"):
        check_raise("pot-limit", 22, current_bet=6, big_blind=2, last_raise=4, pot=9)
    with pytest.raises(ValueError, match="a raise to 8 is too small in pot limit"):
        check_raise("pot-limit", 8, current_bet=6, big_blind=2, last_raise=4, pot=9)
    with pytest.raises(ValueError, match="pot limit needs the pot"):
        raise_range("pot-limit", current_bet=6, big_blind=2)
    with pytest.raises(ValueError, match="cannot hold"):
        pot_limit_raise(pot=5, to_call=6)


def test_limit_sizes_and_cap():
    assert limit_bet_sizes(2) == {"preflop": 2, "flop": 2, "turn": 4, "river": 4}
    assert LIMIT_CAP == 4
    # a 2/4 game with blinds 1/2: preflop raises go 4, 6, 8 and then the round is capped
    assert [raise_range("limit", current_bet=b, big_blind=2, street="preflop")
            for b in (2, 4, 6, 8)] == [(4, 4), (6, 6), (8, 8), None]
    # on the turn the bet is 4; bet 4, raises to 8, 12, 16, then capped
    assert [raise_range("limit", current_bet=b, big_blind=2, street="turn")
            for b in (0, 4, 8, 12, 16)] == [(4, 4), (8, 8), (12, 12), (16, 16), None]
    assert raise_range("limit", current_bet=16, big_blind=2, street="turn", cap=None) == (20, 20)
    with pytest.raises(ValueError, match="a raise to 10 is not allowed in limit: on the turn "
                                         "every bet and raise is exactly 4, so the raise is to 8"):
        check_raise("limit", 10, current_bet=4, big_blind=2, street="turn")
    with pytest.raises(ValueError, match=r"a raise to 10 is not allowed in limit: the round is "
                                         r"capped at 4 bets \(a bet and 3 raises\)"):
        check_raise("limit", 10, current_bet=8, big_blind=2, street="preflop")
    with pytest.raises(ValueError, match="limit needs the street"):
        raise_range("limit", current_bet=0, big_blind=2)


def test_a_bet_that_is_not_a_raise_and_bad_amounts():
    with pytest.raises(ValueError, match="a raise to 6 is not a raise: the bet to match is already 6"):
        check_raise("no-limit", 6, current_bet=6, big_blind=2)
    with pytest.raises(ValueError, match="a bet to 1 is too small in no limit: the smallest "
                                         "bet is 2, the big blind"):
        check_raise("no-limit", 1, current_bet=0, big_blind=2)
    with pytest.raises(ValueError, match="a bet to 21 is too large in pot limit: the largest "
                                         "bet is the pot, 20"):
        check_raise("pot-limit", 21, current_bet=0, big_blind=2, pot=20)
    for bad in (-1, 2.5, "6", True, None):
        with pytest.raises(ValueError, match="whole number of chips"):
            check_raise("no-limit", bad, current_bet=2, big_blind=2)
    with pytest.raises(ValueError, match="big_blind must be a whole number of chips from 1"):
        min_raise_to(2, big_blind=0)
    with pytest.raises(ValueError, match="cannot be larger than the bet"):
        min_raise_to(6, big_blind=2, last_raise=8)


def test_all_in_for_less_than_a_full_raise():
    # facing a raise to 6 (min re-raise to 10) with 8 chips: all in to 8 is allowed
    assert raise_range("no-limit", current_bet=6, big_blind=2, last_raise=4, stack=8) == (8, 8)
    assert check_raise("no-limit", 8, current_bet=6, big_blind=2, last_raise=4, stack=8) == 8
    with pytest.raises(ValueError, match="the only raise is all in, to 8"):
        check_raise("no-limit", 7, current_bet=6, big_blind=2, last_raise=4, stack=8)
    # with 6 chips the player can only call
    assert raise_range("no-limit", current_bet=6, big_blind=2, stack=6) is None
    with pytest.raises(ValueError, match="a raise to 7 needs 7 more chips; the player has only 6"):
        check_raise("no-limit", 7, current_bet=6, big_blind=2, stack=6)
    # pot limit: the stack caps the pot-sized raise
    assert raise_range("pot-limit", current_bet=6, big_blind=2, pot=9, stack=15) == (12, 15)


def test_positions_follow_the_acting_order():
    assert acting_order(6) == [3, 4, 5, 0, 1, 2]
    assert acting_order(6, street="river") == [1, 2, 3, 4, 5, 0]
    assert acting_order(2, button=1) == [1, 0] and acting_order(2, button=1, street="flop") == [0, 1]
    # the blinds (seats 1 and 2) are late before the flop and early after it (file 003)
    for n in range(5, 11):
        pre, post = position_groups(n), position_groups(n, street="flop")
        assert pre[1] == pre[2] == "late" and post[1] == post[2] == "early"
    assert [list(position_groups(n).values()).count("early") for n in range(2, 11)] == \
        [1, 1, 1, 2, 2, 2, 3, 3, 3]
    with pytest.raises(ValueError, match="street must be one of"):
        acting_order(6, street="showdown")


# --- properties ------------------------------------------------------------------------------

chips = st.integers(min_value=0, max_value=10_000)
blinds = st.integers(min_value=1, max_value=500)


@given(current=chips, bb=blinds, data=st.data())
def test_min_raise_is_never_below_the_big_blind_or_the_last_raise(current, bb, data):
    last = data.draw(st.integers(min_value=0, max_value=current))
    low = min_raise_to(current, bb, last)
    assert low - current >= bb and low - current >= last
    assert low - current in (bb, last)


@given(pot=chips, to_call=chips, already_in=chips)
def test_pot_limit_raise_is_the_pot_after_the_call(pot, to_call, already_in):
    assume(pot >= already_in + (already_in + to_call if to_call else 0))
    r = pot_limit_raise(pot, to_call, already_in)
    assert r.raise_by == pot + to_call == r.pot_after_call
    assert r.put_in == pot + 2 * to_call and r.raise_to == already_in + r.put_in
    assert pot_limit_max_raise_to(pot, to_call, already_in) == r.raise_to


@given(structure=st.sampled_from(sorted(STRUCTURES)), current=st.integers(0, 2000), bb=blinds,
       stack=st.one_of(st.none(), chips), street=st.sampled_from(["preflop", "flop", "turn", "river"]),
       data=st.data())
def test_check_raise_accepts_exactly_the_range(structure, current, bb, stack, street, data):
    already_in = data.draw(st.integers(0, current))
    last = data.draw(st.integers(0, current))
    pot = current + already_in + data.draw(st.integers(0, 5000))
    kw = dict(current_bet=current, big_blind=bb, last_raise=last, pot=pot, already_in=already_in,
              stack=stack, street=street)
    rng = raise_range(structure, **kw)
    if rng is None:
        amount = data.draw(st.integers(current + 1, current + 20_000))
        with pytest.raises(ValueError, match=f"to {amount} "):
            check_raise(structure, amount, **kw)
        return
    low, high = rng
    assert low > current
    if high is not None:
        assert high >= low
        if stack is not None:
            assert high <= already_in + stack
    top = high if high is not None else low + 20_000
    assert check_raise(structure, low, **kw) == low
    assert check_raise(structure, top, **kw) == top
    inside = data.draw(st.integers(low, top))
    if structure != "limit" or inside == low:
        assert check_raise(structure, inside, **kw) == inside
    for amount in (low - 1, top + 1):
        if amount <= current or (high is None and amount > top):
            continue
        with pytest.raises(ValueError, match=f"to {amount} "):
            check_raise(structure, amount, **kw)


@given(small=st.integers(1, 1000))
def test_limit_big_bet_is_twice_the_small_bet(small):
    sizes = limit_bet_sizes(small)
    assert sizes["preflop"] == sizes["flop"] == small
    assert sizes["turn"] == sizes["river"] == 2 * small


@given(players=st.integers(2, 10), data=st.data())
def test_every_seat_acts_once_and_groups_are_ordered(players, data):
    button = data.draw(st.integers(0, players - 1))
    street = data.draw(st.sampled_from(["preflop", "flop", "turn", "river"]))
    order = acting_order(players, button, street)
    assert sorted(order) == list(range(players))
    groups = list(position_groups(players, button, street).values())
    rank = {"early": 0, "middle": 1, "late": 2}
    assert [rank[g] for g in groups] == sorted(rank[g] for g in groups)
    assert groups[0] == "early" and groups[-1] == "late"
    assert groups.count("early") == groups.count("late")
