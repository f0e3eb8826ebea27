"""The bring-in of seven-card stud, stud hi/lo and razz (Robert's Rules of Poker)."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerhands import DECK, CardError
from pokerhands.games.stud import BRING_IN_GAMES, bring_in


def test_razz_the_highest_card_brings_it_in_and_the_ace_is_low():
    assert bring_in(["Ah", "3c", "Ks"], game="razz") == 2
    assert bring_in(["Ah", "3c", "9d"], game="razz") == 2
    assert bring_in(["Ah", "2c"], game="razz") == 1       # the ace is below the deuce
    # the same cards under stud: the lowest card brings it in, the ace is high
    assert bring_in(["Ah", "3c", "Ks"], game="stud") == 1
    assert bring_in(["Ah", "Kc"], game="stud") == 1


def test_razz_ties_go_to_the_higher_suit():
    assert bring_in(["Kd", "Ac", "Ks"], game="razz") == 2  # king of spades over king of diamonds
    assert bring_in(["Kh", "Kc", "Kd"], game="razz") == 0
    assert bring_in(["Ah", "Ac"], game="razz") == 0       # two aces: hearts over clubs
    # stud breaks the same tie the other way: the lower suit brings it in
    assert bring_in(["Kh", "Kc", "Kd"], game="stud") == 1
    # a house suit order is followed in razz too (here spades are the lowest suit)
    assert bring_in(["Kd", "Ks"], game="razz", suit_order="shdc") == 0


def test_stud_hi_lo_brings_in_as_stud():
    for name in ("stud-hi-lo", "stud 8", "Stud Hi/Lo"):
        assert bring_in(["7d", "2c", "2s"], game=name) == 1
        assert bring_in(["Ah", "Kc"], game=name) == 1     # the ace counts high here
    assert BRING_IN_GAMES == {"stud": "lowest", "stud-hi-lo": "lowest", "razz": "highest"}


def test_games_without_a_bring_in_and_bad_cards():
    with pytest.raises(ValueError, match="Texas hold'em has no bring-in"):
        bring_in(["7d", "2c"], game="holdem")
    with pytest.raises(ValueError, match="unknown game"):
        bring_in(["7d", "2c"], game="blackjack")
    with pytest.raises(CardError, match="appears twice"):
        bring_in(["Kd", "Kd"], game="razz")
    with pytest.raises(CardError, match="at least two"):
        bring_in(["Kd"], game="razz")


@given(st.lists(st.sampled_from(DECK), min_size=2, max_size=8, unique=True))
def test_razz_and_stud_pick_opposite_ends(cards):
    low = {r: r for r in range(2, 15)}
    low[14] = 1                 # razz counts the ace as one; suits 0..3 are clubs .. spades
    razz = bring_in(cards, game="razz")
    stud = bring_in(cards, game="stud")
    razz_key = [(low[int(c.rank)], int(c.suit)) for c in cards]
    stud_key = [(int(c.rank), int(c.suit)) for c in cards]
    assert all(razz_key[razz] >= k for k in razz_key)
    assert all(stud_key[stud] <= k for k in stud_key)
    assert bring_in(cards, game="stud-hi-lo") == stud
