"""Odd chips by the game's rule (issue 22, §1; Robert's Rules of Poker, ``ciaffone``).

Button games: the first tied seat left of the button. Stud games: the highest card by suit
among the tied high hands; razz and the low half of Stud Hi/Lo: the lowest card by suit.
A split pot's odd chip goes to the high half. ``odd_chip=`` keeps house conventions."""
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pokerhands import DECK, Card
from pokerhands.games.odd_chips import read_odd_chip
from pokerhands.games.showdown import showdown, split_pot
from pokerhands.games.variants import GAMES

# two nine-high straights; seat 1 (the second seat) holds the nine of spades
STRAIGHTS = ["9h 8d 7c 6s 5h 2c 3d", "9s 8h 7d 6c 5s 2d 3h"]


def test_each_game_says_how_its_odd_chip_goes():
    assert {n for n, g in GAMES.items() if g.odd_chip == "suit"} == {"stud", "stud-hi-lo", "razz"}
    assert all(g.odd_chip == "seat" for n, g in GAMES.items()
               if n not in ("stud", "stud-hi-lo", "razz"))


def test_stud_gives_the_odd_chip_to_the_highest_card_by_suit():
    # before: seat order, (51, 50); the nine of spades outranks the nine of hearts
    assert showdown("stud", STRAIGHTS, pot=101).shares == (50, 51)
    assert showdown("stud", STRAIGHTS[::-1], pot=101).shares == (51, 50)
    # the button does not matter in stud
    assert showdown("stud", STRAIGHTS, pot=101, button=0).shares == (50, 51)


def test_every_card_held_counts_not_only_the_five_that_play():
    hands = ["9h 8d 7c 6s 5h Kc 2d", "9s 8h 7d 6c 5s 3c 2h"]  # the king does not play
    assert showdown("stud", hands, pot=101).shares == (51, 50)


def test_razz_gives_it_to_the_lowest_card_by_suit():
    hands = ["As 2d 3h 4c 5s Kc Kd", "Ac 2h 3d 4s 5h Qc Qd"]  # two wheels; the ace of clubs
    assert showdown("razz", hands, pot=101).shares == (50, 51)


def test_stud_hi_lo_exercise_of_the_chapter():
    # high half 75 to player 1; low half 75 tied: the ace of diamonds is lower than the
    # ace of spades, so player 2 takes the odd chip (before: 113, 37, 0 by seat)
    hands = ["A♠ 2♦ 3♥ 4♣ 7♠ 7♦ 7♣", "A♦ 2♣ 3♦ 4♥ 7♥ Q♠ J♠", "K♠ K♦ 10♣ 9♠ 6♣ 5♦ 2♥"]
    assert showdown("stud-hi-lo", hands, pot=150).shares == (112, 38, 0)
    # the split pot's own odd chip goes high: 151 = 76 high + 75 low
    assert showdown("stud-hi-lo", hands, pot=151).shares == (113, 38, 0)


def test_button_games_keep_the_seat_rule():
    r = showdown("holdem", ["2c 3d", "4h 5d", "6c 7h"], "As Ad Ks Kd Qc", pot=10, button=0)
    assert r.shares == (3, 4, 3)
    r = showdown("holdem", ["2c 3d", "4h 5d", "6c 7h"], "As Ad Ks Kd Qc", pot=10, button=1)
    assert r.shares == (3, 3, 4)


def test_house_conventions_through_odd_chip():
    assert showdown("stud", STRAIGHTS, pot=101, odd_chip="seat").shares == (51, 50)
    r = showdown("holdem", ["2c 3d", "4h 5s"], "As Ad Ks Kd Qc", pot=11, odd_chip="suit")
    assert r.shares == (5, 6)  # the five of spades is the highest hole card
    hands = ["A♠ 2♦ 3♥ 4♣ 7♠ 7♦ 7♣", "A♦ 2♣ 3♦ 4♥ 7♥ Q♠ J♠", "K♠ K♦ 10♣ 9♠ 6♣ 5♦ 2♥"]
    assert showdown("stud-hi-lo", hands, pot=151, odd_chip="low").shares == (113, 38, 0)
    assert showdown("stud-hi-lo", hands, pot=150, odd_chip="seat").shares == (113, 37, 0)
    assert split_pot(STRAIGHTS, pot=101, mode="high", odd_chip="suit").shares == (50, 51)
    assert split_pot(STRAIGHTS, pot=101, mode="high").shares == (51, 50)


@pytest.mark.parametrize("bad", ["left", "high low", "seat suit", "", 1, "high seat suit"])
def test_odd_chip_words_are_checked(bad):
    with pytest.raises(ValueError, match="odd_chip"):
        showdown("stud", STRAIGHTS, pot=101, odd_chip=bad)
    with pytest.raises(ValueError, match="odd_chip"):
        read_odd_chip(bad)


def test_the_explanation_says_where_each_odd_chip_went_and_why():
    hands = ["A♠ 2♦ 3♥ 4♣ 7♠ 7♦ 7♣", "A♦ 2♣ 3♦ 4♥ 7♥ Q♠ J♠", "K♠ K♦ 10♣ 9♠ 6♣ 5♦ 2♥"]
    said = showdown("stud-hi-lo", hands, pot=151).explain()
    assert "The pot does not halve: the odd chip goes to the high half." in said
    assert "The odd chip of the low half goes to player 2 (the lowest card by suit: A♦)." in said
    said = showdown("stud", STRAIGHTS, pot=101).explain()
    assert "The odd chip goes to player 2 (the highest card by suit: 9♠)." in said
    said = showdown("holdem", ["2c 3d", "4h 5d", "6c 7h"], "As Ad Ks Kd Qc", pot=11,
                    button=0).explain()
    assert ("The 2 chips left over go to players 2 and 3, one each (the first tied players "
            "left of the button).") in said
    assert not any("odd chip" in line for line in showdown("stud", STRAIGHTS, pot=100).explain())


def test_split_pot_names_the_table_seats_it_is_given():
    # the game's showdown settles a side pot among seats 5 and 2 (0-based 4 and 1): the
    # sentences name those seats, the shares stay counted by position
    plain = split_pot(STRAIGHTS, pot=101, mode="high", odd_chip="suit")
    seated = split_pot(STRAIGHTS, pot=101, mode="high", odd_chip="suit", seats=[4, 1])
    assert seated.shares == plain.shares == (50, 51)
    assert plain.explain()[0] == "High: Players 1 and 2 win with nine-high straight."
    assert seated.explain() == [
        "High: Players 5 and 2 win with nine-high straight.",
        "The odd chip goes to player 2 (the highest card by suit: 9♠).",
        "Chips: player 5 50, player 2 51 (pot 101)."]
    assert seated.reasons(halves=False)[0] == "Players 5 and 2 win with nine-high straight."
    for bad in ([4], [1, 1], "41", [0, -1]):
        with pytest.raises(ValueError, match="seat"):
            split_pot(STRAIGHTS, pot=101, mode="high", seats=bad)


def test_a_side_pot_names_the_seats_that_contest_it():
    # seat 3 (0-based 2) is all in for 20; the side pot is between seats 1 and 2, and the
    # button at seat 0 makes seat 2 (0-based 1) the first left of it for the side pot's chips
    hands = ["2c 3d", "4h 5d", "6c 7h"]
    r = showdown("holdem", hands, "As Ad Ks Kd Qc", bets=[41, 41, 20], button=0)
    side = r.pots[1]
    assert side.eligible == (0, 1) and side.order == (1, 0) and side.amount == 42
    assert side.result.seats == side.order
    said = r.explain()
    assert "Side pot 1 holds 42 chips; players 1 and 2 are in it." in said
    assert "Players 2 and 1 win with two pair, aces and kings with a queen." in said


# --- issue 37: ties in both halves split as one pot (the TDA rules on odd chips; Robert's
# Rules of Poker, "Ties"), and no player takes more than one odd chip of a pot ---------------

# Omaha Hi/Lo: players 1 and 2 both make the wheel, the best high (a five-high straight) and
# the best low; player 3 makes neither
BOTH = ["As 2d Kc Qh", "Ad 2c Kh Qs", "9c 9d Jh Js"]
BOTH_BOARD = "3h 4s 5c 8d Kd"


def test_a_tie_in_both_halves_splits_the_pot_as_one():
    # the TDA's own case: 66 chips are 33 and 33, not 34 and 32 (before: each half was
    # split on its own, and player 1 took the odd chip of both halves)
    r = showdown("omaha-hi-lo", BOTH, BOTH_BOARD, pot=66)
    assert r.pots[0].result.high_winners == r.pots[0].result.low_winners == (0, 1)
    assert r.shares == (33, 33, 0)
    said = r.explain()
    assert "Players 1 and 2 tie for both halves, so they share the whole pot as one pot." in said
    assert not any("odd chip" in line for line in said)
    # an odd pot gives its odd chip once, to the first tied seat left of the button
    assert showdown("omaha-hi-lo", BOTH, BOTH_BOARD, pot=67).shares == (34, 33, 0)
    assert showdown("omaha-hi-lo", BOTH, BOTH_BOARD, pot=67, button=0).shares == (33, 34, 0)
    assert ("The odd chip goes to player 1 (the first tied player left of the button)."
            in showdown("omaha-hi-lo", BOTH, BOTH_BOARD, pot=67).explain())


def test_a_three_way_tie_in_both_halves():
    hands = [*BOTH[:2], "Ah 2h Jc Tc"]
    r = showdown("omaha-hi-lo", hands, BOTH_BOARD, pot=100)
    assert r.shares == (34, 33, 33)   # before: 34, 34, 32
    assert showdown("omaha-hi-lo", hands, BOTH_BOARD, pot=101).shares == (34, 34, 33)


def test_stud_hi_lo_both_halves_tied_goes_by_the_highest_card():
    # the TDA's second case: both play 6-5-4-3-2 high and low; the odd chip of the one pot
    # goes by the high half's rule, to the highest card by suit (player 2's king of hearts)
    hands = ["2c 3s 4h 5d 6c 9c 8d", "2h 3d 4c 5s 6s Kh Qh"]
    assert showdown("stud-hi-lo", hands, pot=66).shares == (33, 33)
    assert showdown("stud-hi-lo", hands, pot=67).shares == (33, 34)
    assert ("The odd chip goes to player 2 (the highest card by suit: K♥)."
            in showdown("stud-hi-lo", hands, pot=67).explain())


def test_no_player_takes_the_odd_chip_of_both_halves():
    # players 1 and 2 tie for high (seven-high straights), players 1 and 3 for low (wheels):
    # player 1 takes the high half's odd chip, so the low half's goes to player 3
    hands = ["6s 7h 2d Ac", "6d 7c 8s 8h", "Ad 2s Kc Kh"]
    r = showdown("omaha-hi-lo", hands, "3h 4d 5c Js Qs", pot=102)
    assert r.shares == (51, 25, 26)   # before: 52, 25, 25
    said = r.explain()
    assert "The odd chip of the low half goes to player 3 (the next tied player left of the button)." in said
    assert "Player 1 already has the odd chip of the high half, and no player takes more than one." in said
    # quartering keeps its shape: one odd chip, to the high half
    assert showdown("omaha-hi-lo", hands, "3h 4d 5c Js Qs", pot=101).shares == (51, 25, 25)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10 ** 6), players=st.integers(2, 5), pot=st.integers(0, 500),
       game=st.sampled_from(["omaha-hi-lo", "stud-hi-lo"]), shift=st.integers(1, 3))
def test_players_with_the_same_result_get_the_same_chips_give_or_take_one(seed, players, pot,
                                                                         game, shift):
    """Player 2 holds player 1's ranks in other suits, so the two often tie both ways."""
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    size = 4 if game == "omaha-hi-lo" else 7
    first = deck[:size]
    twin = [Card(c.rank, (c.suit + shift) % 4) for c in first]
    assume(not set(twin) & set(first))
    rest = [c for c in deck[size:] if c not in twin]
    hands = [first, twin] + [rest[size * i:size * (i + 1)] for i in range(players - 2)]
    board = rest[size * (players - 2):size * (players - 2) + 5] if size == 4 else None
    r = showdown(game, hands, board, pot=pot)
    assert sum(r.shares) == pot
    result = r.pots[0].result
    standing = {}
    for i, seat in enumerate(r.pots[0].order):
        standing.setdefault((i in result.high_winners, i in result.low_winners), []).append(
            r.shares[seat])
    for (high, low), chips in standing.items():
        assert max(chips) - min(chips) <= 1, (high, low, chips)
