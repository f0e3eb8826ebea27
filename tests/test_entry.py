"""What is typed into a box, read and checked by the domain (games.entry, odds.equity_input,
games.deal): the widgets call these, so a caller from code gets the same messages."""
import pytest

from pokerhands.core.cards import CardError, parse_cards
from pokerhands.games.deal import deal
from pokerhands.games.streets import check_street, seat_rows, streets_dealt
from pokerhands.games.entry import (
    MAX_SEATS,
    bets_text,
    cards_text,
    check_odd_chip,
    folded_text,
    read_bets,
    read_folded,
    seed_from_text,
    showdown_hands,
)
from pokerhands.odds.equity_input import MAX_SAMPLES, read_equity_input
from pokerhands.rules import get_rules


def test_cards_text_keeps_text_and_writes_cards():
    assert cards_text("as kd", "hand 1") == "as kd"
    assert cards_text(None, "board") == ""
    assert cards_text(parse_cards("As Kd"), "hand 1") == str(parse_cards("As Kd"))
    with pytest.raises(CardError, match=r"^board: "):
        cards_text(12, "board")


def test_cards_text_reads_as_the_rules_allow():
    two_decks = get_rules("high").with_decks(2)
    assert cards_text(["As", "As"], "hand", two_decks).count("A♠") == 2
    with pytest.raises(CardError, match=r"^hand: "):
        cards_text(["As", "As"], "hand")


def test_bets_text_checks_each_seat_before_showing_anything():
    assert bets_text((0, 50, 100)) == "0, 50, 100"
    assert bets_text("50 100") == "50 100" and bets_text(None) == ""
    with pytest.raises(ValueError, match="bets: give chips per seat as a list"):
        bets_text(50)
    with pytest.raises(ValueError, match="bets must be a whole number of chips"):
        bets_text([50, 2.5])


def test_read_bets_and_read_folded_name_the_part_they_refuse():
    assert read_bets("50, 100;100") == [50, 100, 100] and read_bets("") == []
    with pytest.raises(ValueError, match="bets: 'ten' is not a whole number of chips"):
        read_bets("50 ten")
    assert read_folded("3 1, 3", 3) == [0, 2]
    with pytest.raises(ValueError, match="folded: '4' is not a player number from 1 to 3"):
        read_folded("4", 3)
    with pytest.raises(ValueError, match="folded: '-1'"):
        read_folded("-1", 3)


def test_folded_text_turns_seats_into_player_numbers():
    assert folded_text([2, 0, 2], 4) == "1, 3" and folded_text([], 4) == ""
    with pytest.raises(ValueError, match="give seats as a list of numbers from 0 to 3"):
        folded_text("1", 4)
    with pytest.raises(ValueError, match=r"give seats as numbers from 0 to 3 .*got \[4\]"):
        folded_text([4], 4)
    assert read_folded(folded_text([1, 3], 4), 4) == [1, 3]  # the two read each other


def test_showdown_hands_takes_two_to_nine():
    assert showdown_hands(["As Ah", None]) == ["As Ah", ""]
    with pytest.raises(ValueError, match="give a list of hands"):
        showdown_hands("As Ah")
    with pytest.raises(ValueError, match=f"takes 2 to {MAX_SEATS} hands, got 1"):
        showdown_hands(["As Ah"])
    with pytest.raises(ValueError, match=f"got {MAX_SEATS + 1}"):
        showdown_hands([""] * (MAX_SEATS + 1))
    with pytest.raises(CardError, match="^player 2: "):
        showdown_hands(["", 3.5])


def test_check_odd_chip_and_seed_from_text():
    assert check_odd_chip("low") == "low"
    with pytest.raises(ValueError, match="odd_chip must be 'high' or 'low'"):
        check_odd_chip("middle")
    assert seed_from_text(" 7 ") == 7 and seed_from_text(7) == 7
    assert seed_from_text("seven") == "seven"  # left for the seed's own check to refuse


def test_streets_and_the_rows_of_a_table():
    assert check_street("turn") == "turn"
    with pytest.raises(ValueError, match="street must be one of preflop, flop, turn, river"):
        check_street("fifth")
    assert streets_dealt("preflop") == () and streets_dealt("river") == ("flop", "turn", "river")
    d = deal(4, seed=5, button=1)
    rows = seat_rows(d, "preflop")
    assert [r[0] for r in rows] == [0, 1, 2, 3] and all(r[2] is None for r in rows)
    assert "button" in rows[1][3] and "small blind" in rows[2][3] and "big blind" in rows[3][3]
    assert "acts first" in rows[0][3]  # left of the big blind
    river = seat_rows(d, "river")
    leaders = d.leaders("river")
    assert {r[0] for r in river if r[4] in ("leads", "shares the lead")} == set(leaders)
    result = d.showdown(pot=90)
    paid = seat_rows(d, "river", result)
    assert [r[4] for r in paid] == [f"wins {c} chip{'s' if c != 1 else ''}" if c else ""
                                    for c in result.shares]


def test_read_equity_input_reads_every_box():
    hands, board, samples, seed = read_equity_input(["As Ah", " kd kc "], "2h 7h Qs",
                                                    "10,000", "4")
    assert [str(h) for h in hands] == ["A♠ A♥", "K♦ K♣"] and len(board) == 3
    assert (samples, seed) == (10_000, 4)
    assert read_equity_input(["As Ah Kd Kc", "2c 3c 4c 5c"], game="omaha")[2] is None


@pytest.mark.parametrize("hands, board, samples, seed, message", [
    (["As Ah", "Kd"], "", "", "0", "Hand 2: a hand in Texas hold'em is 2 hole cards; got 1"),
    (["As Zz", "Kd Kc"], "", "", "0", "Hand 1: "),
    (["As Ah", "Kd Kc"], "2h 7h", "", "0", "Board: give none, 3 (the flop), 4"),
    (["As Ah", "Kd Kc"], "2h 7h xx", "", "0", "Board: "),
    (["As Ah", "As Kc"], "", "", "0", "is dealt twice: in hand 1 and in hand 2"),
    (["As Ah", "Kd Kc"], "2h 7h Ah", "", "0", "in hand 1 and in the board"),
])
def test_read_equity_input_refuses_cards_naming_the_box(hands, board, samples, seed, message):
    with pytest.raises(CardError, match=message.replace("(", r"\(").replace(")", r"\)")):
        read_equity_input(hands, board, samples, seed)


@pytest.mark.parametrize("samples, seed, message", [
    ("1", "0", f"Samples: give a whole number of boards from 2 to {MAX_SAMPLES:,}"),
    (str(MAX_SAMPLES + 1), "0", "Samples: "),
    ("", "-1", "Seed: give a whole number, 0 or more; got '-1'"),
    ("", "1.5", "Seed: "),
])
def test_read_equity_input_refuses_numbers_naming_the_box(samples, seed, message):
    with pytest.raises(ValueError, match=message):
        read_equity_input(["As Ah", "Kd Kc"], "", samples, seed)


def test_the_equity_boxes_sample_no_more_than_equity_does():
    from pokerhands.odds.equity import MAX_SAMPLES as EQUITY_MAX

    assert read_equity_input(["As Ah", "Kd Kc"], "", f"{EQUITY_MAX:_}")[2] == EQUITY_MAX


def test_hand_sizes_keep_between_the_rules_hand_size_and_seven():
    from pokerhands.games.entry import hand_sizes

    assert hand_sizes(4, 4, 4) == (4, 4) and hand_sizes(5, 5, 7) == (5, 7)
    with pytest.raises(ValueError, match="max_cards must be a whole number from 5 to 7"):
        hand_sizes(5, 5, 8)
    with pytest.raises(ValueError, match="min_cards must be a whole number from 5 to 7"):
        hand_sizes(5, 4, 7)
    with pytest.raises(ValueError, match="a picker holds between 5 and 7 cards"):
        hand_sizes(5, 7, 6)


def test_at_most_and_lens_cards_refuse_too_many_cards():
    from pokerhands.games.entry import at_most, lens_cards

    five = parse_cards("As Kd Qh Jc 9s")
    assert at_most(five, 5) is five
    with pytest.raises(CardError, match="too many cards: 5 given .*at most 4"):
        at_most(five, 4)
    assert lens_cards("As Kd Qh Jc 9s 2c 3c") == parse_cards("As Kd Qh Jc 9s 2c 3c")
    with pytest.raises(CardError, match="a lens takes five to seven cards; got 8"):
        lens_cards("As Kd Qh Jc 9s 2c 3c 4c")
