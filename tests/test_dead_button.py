"""The dead-button rule and missed blinds (Robert's Rules of Poker, "Buttons and Blinds")."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerhands.games.betting_round import BettingRound
from pokerhands.games.deal import (TablePositions, missed_blind_posts, next_table_positions,
                             positions, table_positions)


def roles(t: TablePositions):
    return (t.button, t.small_blind_poster, t.big_blind, t.dead_button)


def test_a_full_table_matches_positions():
    for n in range(2, 11):
        for b in range(n):
            t = table_positions(range(n), b, seats=n)
            p = positions(n, b)
            assert (t.button, t.small_blind, t.big_blind) == (p["button"], p["small blind"],
                                                               p["big blind"])
            assert (t.first_preflop, t.first_postflop) == (p["first preflop"],
                                                           p["first postflop"])


def test_empty_seats_are_skipped_on_the_first_hand():
    t = table_positions([0, 2, 3, 5], button=5, seats=6)
    assert roles(t) == (5, 0, 2, False)
    assert t.acting_order("preflop") == [3, 5, 0, 2]
    assert t.acting_order("flop") == [0, 2, 3, 5]
    # the house may put the first button on an empty seat: the next player is the small blind
    t = table_positions([0, 2, 3, 5], button=1, seats=6)
    assert roles(t) == (1, 2, 3, True) and t.acting_order("turn") == [2, 3, 5, 0]


def test_small_blind_leaves_the_button_goes_dead():
    hand1 = table_positions(range(6), button=0, seats=6)          # button 0, blinds 1 and 2
    hand2 = next_table_positions(hand1, [0, 2, 3, 4, 5])            # seat 1 leaves
    assert roles(hand2) == (1, 2, 3, True)
    assert hand2.dead_button and not hand2.dead_small_blind
    # seat 0 had the button last hand and, with the button dead on seat 1, acts last again
    assert hand2.acting_order("flop")[-1] == 0
    hand3 = next_table_positions(hand2, [0, 2, 3, 4, 5])
    assert roles(hand3) == (2, 3, 4, False)


def test_big_blind_leaves_the_small_blind_goes_dead():
    hand1 = table_positions(range(6), button=0, seats=6)
    hand2 = next_table_positions(hand1, [0, 1, 3, 4, 5])            # seat 2 (big blind) leaves
    # the player due, seat 3, posts the big blind; seat 2 is empty so nobody posts the small
    assert roles(hand2) == (1, None, 3, False) and hand2.dead_small_blind
    assert hand2.small_blind == 2
    assert hand2.describe() == ("button seat 1, dead small blind (nobody dealt in on seat 2), "
                                "big blind seat 3")
    hand3 = next_table_positions(hand2, [0, 1, 3, 4, 5])
    assert roles(hand3) == (2, 3, 4, True)                          # now the button is dead
    assert hand3.acting_order("river")[-1] == 1                     # seat 1 acts last twice
    hand4 = next_table_positions(hand3, [0, 1, 3, 4, 5])
    assert roles(hand4) == (3, 4, 5, False)


def test_both_blinds_leave_nobody_escapes_the_big_blind():
    hand1 = table_positions(range(7), button=0, seats=7)
    hand2 = next_table_positions(hand1, [0, 3, 4, 5, 6])
    assert roles(hand2) == (1, None, 3, True)
    hand3 = next_table_positions(hand2, [0, 3, 4, 5, 6])
    assert roles(hand3) == (2, 3, 4, True)
    # seat 0 had the last action after the flop on three hands running
    assert [h.acting_order("flop")[-1] for h in (hand1, hand2, hand3)] == [0, 0, 0]
    # over a whole orbit every player posts the big blind exactly once
    bigs, hand = [], hand3
    for _ in range(5):
        hand = next_table_positions(hand, [0, 3, 4, 5, 6])
        bigs.append(hand.big_blind)
    assert sorted(bigs) == [0, 3, 4, 5, 6]


def test_down_to_heads_up_the_button_posts_the_small_blind():
    hand1 = table_positions([0, 2, 4], button=0, seats=6)           # blinds 2 and 4
    hand2 = next_table_positions(hand1, [2, 4])                     # seat 0 leaves
    # seat 2 is due for the big blind; the other player has the button and the small blind
    assert (hand2.button, hand2.small_blind, hand2.big_blind) == (4, 4, 2)
    assert hand2.heads_up and hand2.first_preflop == 4 and hand2.first_postflop == 2
    hand3 = next_table_positions(hand2, [2, 4])
    assert (hand3.button, hand3.big_blind) == (2, 4)


def test_missed_blinds_while_away():
    hand1 = table_positions(range(6), button=0, seats=6)
    # seat 3 sits out: the big blind passes over it to seat 4
    hand2 = next_table_positions(hand1, [0, 1, 2, 4, 5], away=[3])
    assert hand2.big_blind == 4 and dict(hand2.missed) == {3: ("big blind",)}
    hand3 = next_table_positions(hand2, [0, 1, 2, 4, 5], away=[3])
    # then the small blind's position passes over it, from seat 2 to seat 4 (issue 22: it
    # was not recorded, so stepping away skipped the small blind for free)
    assert hand3.small_blind == 4 and dict(hand3.missed) == {3: ("small blind", "big blind")}
    # back for the next hand, seat 3 owes both: the big blind live, the small blind dead
    hand4 = next_table_positions(hand3, range(6))
    assert hand4.posts(1, 2) == {3: (2, 1)}
    # once dealt in, the debt is settled
    assert dict(next_table_positions(hand4, range(6)).missed) == {}


def test_away_in_the_small_blind_owes_both_when_back():
    hand1 = table_positions(range(6), button=0, seats=6)           # seat 2 posts the big blind
    hand2 = next_table_positions(hand1, [0, 1, 3, 4, 5], away=[2])  # then sits out
    assert hand2.dead_small_blind and dict(hand2.missed) == {2: ("small blind",)}
    # away for a whole orbit: the big blind passes over seat 2 as well
    hand = hand2
    for _ in range(5):
        hand = next_table_positions(hand, [0, 1, 3, 4, 5], away=[2])
    assert dict(hand.missed) == {2: ("small blind", "big blind")}
    assert hand.big_blind == 3                                 # it skipped seat 2
    back = next_table_positions(hand, range(6))
    assert back.big_blind == 4 and back.posts(5, 10) == {2: (10, 5)}   # big live, small dead


def test_missed_blind_posts():
    assert missed_blind_posts(["big blind", "small blind"], 5, 10) == (10, 5)
    assert missed_blind_posts(["big blind"], 5, 10) == (10, 0)
    assert missed_blind_posts(["small blind"], 5, 10) == (5, 0)
    assert missed_blind_posts([], 5, 10) == (0, 0)
    with pytest.raises(ValueError, match="missed blinds are"):
        missed_blind_posts(["ante"], 5, 10)
    with pytest.raises(ValueError, match="big must be a whole number of chips from 1"):
        missed_blind_posts(["big blind"], 5, 2.5)


@pytest.mark.parametrize("call, message", [
    (lambda: table_positions([0], 0, seats=6), "at least two players"),
    (lambda: table_positions([0, 7], 0, seats=6), "holds 7, which is not a seat 0..5"),
    (lambda: table_positions([0, 0, 1], 0, seats=6), "names seat 0 twice"),
    (lambda: table_positions([0, 1], 3, seats=6), "heads up the button"),
    (lambda: table_positions([0, 1, 2], True, seats=6), "button must be a whole number from 0 to 5, got True"),
    (lambda: table_positions([0, 1, 2], 0, seats=11), "seats must be a whole number from 2 to 10, got 11"),
    (lambda: table_positions([0, 1, 2], 0, seats=6, away=[1]), "both dealt in and away"),
    (lambda: table_positions("012", 0, seats=6), "collection of seat numbers"),
    (lambda: next_table_positions(positions(3), [0, 1]), "TablePositions"),
])
def test_bad_tables_are_refused(call, message):
    with pytest.raises(ValueError, match=message):
        call()


@given(seats=st.integers(3, 10), data=st.data())
def test_players_leaving_never_skip_the_big_blind(seats, data):
    occupied = sorted(data.draw(st.sets(st.integers(0, seats - 1), min_size=3, max_size=seats)))
    button = data.draw(st.sampled_from(occupied))
    hand = table_positions(occupied, button, seats=seats)
    for _ in range(2 * seats):
        if len(occupied) > 2 and data.draw(st.booleans()):
            leaver = data.draw(st.sampled_from(occupied))
            occupied = [s for s in occupied if s != leaver]
        before = hand
        hand = next_table_positions(hand, occupied)
        # the big blind is always a player: the first one dealt in after last hand's
        assert hand.big_blind in occupied
        after_last = [(before.big_blind + k) % seats for k in range(1, seats + 1)]
        assert next(s for s in after_last if s in occupied) == hand.big_blind
        if hand.heads_up:
            assert hand.button == hand.small_blind in occupied and hand.first_preflop == hand.button
        else:
            assert (hand.button, hand.small_blind) == (before.small_blind, before.big_blind)
            assert hand.acting_order("preflop")[-1] == hand.big_blind
        assert hand.acting_order("flop")[0] == hand.first_postflop != hand.button or hand.heads_up
    # with nobody leaving, one orbit gives every player the big blind exactly once
    bigs = []
    for _ in occupied:
        hand = next_table_positions(hand, occupied)
        bigs.append(hand.big_blind)
    assert sorted(bigs) == occupied


# --- issue 22, §2: the small blind missed too, and new players ------------------------------

def test_a_player_away_while_both_blinds_pass_owes_both():
    hand = table_positions(range(6), button=0, seats=6)       # blinds on seats 1 and 2
    hand = next_table_positions(hand, [0, 1, 2, 4, 5], away=[3])   # big blind skips seat 3
    hand = next_table_positions(hand, [0, 1, 2, 4, 5], away=[3])   # small blind passes it
    back = next_table_positions(hand, range(6))
    assert back.posts(5, 10) == {3: (10, 5)}       # the big blind live, the small blind dead
    r = BettingRound("no-limit", (5, 10), [100] * 6, positions=back)
    assert r.bets[3] == 10 and r.stacks[3] == 85 and r.dead == 5   # posted without being told


def test_a_new_player_posts_a_big_blind_to_come_in():
    hand = table_positions([0, 1, 2, 3], button=0, seats=6)   # blinds on 1 and 2
    nxt = next_table_positions(hand, [0, 1, 2, 3, 5], new=[5])   # seat 5 sits down
    assert nxt.new == (5,) and nxt.big_blind == 3
    assert nxt.posts(1, 2) == {5: (2, 0)}
    r = BettingRound("no-limit", (1, 2), [100, 100, 100, 100, None, 100], positions=nxt)
    assert r.bets[5] == 2 and r.stacks[5] == 98
    # in the big blind's seat the big blind itself is the post
    hand = table_positions([0, 1, 2, 4], button=0, seats=6)   # blinds on 1 and 2
    nxt = next_table_positions(hand, [0, 1, 2, 3, 4], new=[3])
    assert nxt.big_blind == 3 and nxt.posts(1, 2) == {}
    # next hand the player is no longer new
    assert next_table_positions(nxt, [0, 1, 2, 3, 4]).new == ()


def test_a_new_player_may_not_come_in_between_the_button_and_the_blinds():
    hand = table_positions([0, 1, 3, 4], button=0, seats=6)   # small blind 1, big blind 3
    # next hand: button on 1, small blind on 3, big blind on 4; seat 2 lies between the
    # button and the small blind
    with pytest.raises(ValueError, match="seat 2 sits between the button"):
        next_table_positions(hand, [0, 1, 2, 3, 4], new=[2])
    # seat 5, after the big blind, may come in by posting
    assert next_table_positions(hand, [0, 1, 3, 4, 5], new=[5]).posts(1, 2) == {5: (2, 0)}
    with pytest.raises(ValueError, match="not dealt in"):
        next_table_positions(hand, [0, 1, 3, 4], new=[5])
    # a player who takes the seat another has just left is new there (here in the big blind)
    nxt = next_table_positions(hand, [0, 1, 3, 4], new=[4])
    assert nxt.new == (4,) and nxt.big_blind == 4 and nxt.posts(1, 2) == {}


# --- issue 37: one rule for a returning player, whichever hand the player comes back on -----

def test_back_on_the_hand_the_small_blind_jumps_the_seat_owes_both():
    hand = table_positions(range(6), button=0, seats=6)       # blinds on seats 1 and 2
    away = next_table_positions(hand, [0, 1, 2, 4, 5], away=[3])   # the big blind skips 3
    # back at once: this hand's small blind moves from seat 2 to seat 4, over seat 3, so the
    # player owes it as well (before: the big blind only, 10 live and nothing dead)
    back = next_table_positions(away, range(6))
    assert (back.button, back.small_blind, back.big_blind) == (2, 4, 5)
    assert dict(back.missed) == {3: ("small blind", "big blind")}
    assert back.posts(5, 10) == {3: (10, 5)}
    # the same obligation as staying away one hand more
    later = next_table_positions(next_table_positions(away, [0, 1, 2, 4, 5], away=[3]), range(6))
    assert later.posts(5, 10) == back.posts(5, 10)
    # a new player in that seat on that hand would owe the small blind too, and waits instead
    with pytest.raises(ValueError, match="seat 3 sits between the button"):
        next_table_positions(away, range(6), new=[3])


@given(seats=st.integers(4, 8), data=st.data())
def test_a_returning_player_owes_the_same_whenever_the_return(seats, data):
    """Seat ``s`` sits out for one hand or more, then comes back: once the big blind has
    passed it, it owes both blinds (or, back in the big blind, that blind alone)."""
    button = data.draw(st.integers(0, seats - 1))
    hand = table_positions(range(seats), button=button, seats=seats)
    s = data.draw(st.sampled_from([x for x in range(seats) if x not in
                                   (hand.small_blind, hand.big_blind)]))
    others = [x for x in range(seats) if x != s]
    big_passed = False
    for _ in range(data.draw(st.integers(1, seats + 1))):
        before = hand.big_blind
        hand = next_table_positions(hand, others, away=[s])
        big_passed |= (s - before) % seats < (hand.big_blind - before) % seats
    back = next_table_positions(hand, range(seats))
    if back.big_blind == s:
        assert back.posts(1, 2) == {}
    elif big_passed:
        assert back.posts(1, 2) == {s: (2, 1)}
    else:  # neither blind has reached the seat yet
        assert back.posts(1, 2) == {} and s not in back.missed
