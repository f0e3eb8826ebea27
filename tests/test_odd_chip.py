"""Odd chips by the game's rule (issue 22, §1; Robert's Rules of Poker, ``ciaffone``).

Button games: the first tied seat left of the button. Stud games: the highest card by suit
among the tied high hands; razz and the low half of Stud Hi/Lo: the lowest card by suit.
A split pot's odd chip goes to the high half. ``odd_chip=`` keeps house conventions."""
import pytest

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
