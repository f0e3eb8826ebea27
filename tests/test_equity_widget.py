"""The equity widget (EquityWidget), driven from code without a browser."""
import re

import pytest

from pokerhands.core.cards import parse_cards
from pokerhands.odds.equity import equity
from pokerhands.odds.published import ACES_AGAINST_KINGS_BOARDS
from pokerhands.widgets import EquityWidget

FLOP3 = dict(hands=["As Ah", "Kd Kc", "7c 2d"], board="2h 7h Qs")
TURN = dict(hands=["As Ah", "Kd Kc"], board="2h 7h Qs 3d")


def _lines(w):
    return w.summary().splitlines()


def test_construction_shows_the_figures_of_equity():
    w = EquityWidget(**FLOP3)
    e = equity(**FLOP3)
    assert w.result == e and w.message == "" and not w.stale
    assert e.exact and e.boards == 903
    lines = _lines(w)
    assert lines[0] == ("Texas hold'em · 3 hands · board 2♥ 7♥ Q♠ · "
                        "exact: every one of the 903 remaining boards")
    for i, line in enumerate(lines[1:]):
        assert line.startswith(f"Hand {i + 1}  {e.hands[i]}")
        assert f"wins {e.wins[i]:,}" in line and f"ties {e.ties[i]:,}" in line
        assert line.endswith(f"equity {e.equity[i]:.2%}") and "±" not in line
    assert len(lines) == 4
    html = w.display.value
    # the cards are drawn with spoken names; the board too
    labels = re.findall(r'class="ph-card" role="img" aria-label="([^"]*)"', html)
    assert labels == ["two of hearts", "seven of hearts", "queen of spades",
                      "ace of spades", "ace of hearts", "king of diamonds", "king of clubs",
                      "seven of clubs", "two of diamonds"]
    # one bar per hand, each labelled with its percentage in text
    assert 'aria-label="Equity of each hand"' in html
    for i, share in enumerate(e.equity):
        assert f"width:{100 * share:.2f}%" in html
        assert html.count(f">{share:.2%}<") == 2  # the table and the bar's label
    assert "http" not in html and "0x" not in html
    assert repr(w) == ("EquityWidget(['As Ah', 'Kd Kc', '7c 2d'], board='2h 7h Qs', "
                       "samples=None, seed=0)")
    # three boxes shown, three hidden; the game dropdown offers hold'em and Omaha
    assert [b.layout.display for b in w.hand_boxes] == [""] * 3 + ["none"] * 3
    assert w.game_box.layout.display == "" and w.game == "holdem"


def test_the_default_is_aces_against_kings_over_every_board():
    w = EquityWidget()  # preflop: 1,712,304 boards (the slow case until the fast path lands)
    assert w.hands == ["As Ah", "Kd Kc"] and w.board.value == ""
    e = w.result
    assert e.exact and e.boards == 1_712_304
    assert (e.wins[0], e.wins[1], e.ties[0]) == ACES_AGAINST_KINGS_BOARDS
    assert _lines(w)[0] == ("Texas hold'em · 2 hands · before the flop (no board) · "
                            "exact: every one of the 1,712,304 remaining boards")
    assert "No board: before the flop." in w.display.value


def test_typing_does_not_recalculate_until_calculate_is_clicked():
    w = EquityWidget(**FLOP3)
    before = w.result
    w.hand_boxes[2].value = "8c 9d"
    w.board.value = "2h 7h Qs 3d"
    assert w.result == before and w.stale  # the old figures stay, marked as out of date
    assert _lines(w)[-1] == "(the boxes have changed since; press Calculate)"
    assert "press Calculate" in w.display.value
    w.board.value = "2h 7h Qs"  # undoing an edit is not a change
    w.hand_boxes[2].value = "7c 2d"
    assert not w.stale and "press Calculate" not in w.display.value
    w.hand_boxes[2].value = "8c 9d"
    w.board.value = "2h 7h Qs 3d"
    w.calculate_button.click()
    assert not w.stale and not w.calculate_button.disabled
    assert w.result == equity(["As Ah", "Kd Kc", "8c 9d"], board="2h 7h Qs 3d")
    assert w.result.boards == 42 and "press Calculate" not in w.summary()
    assert _lines(w)[0].endswith("board 2♥ 7♥ Q♠ 3♦ · "
                                 "exact: every one of the 42 remaining boards")


def test_a_complete_board_is_one_showdown():
    w = EquityWidget(["As Ah", "Kd Kc"], board="2h 7h Qs 3d Kh")
    assert w.result.boards == 1 and w.result.wins == (0, 1)
    assert _lines(w)[0].endswith("exact: the board is complete")


def test_adding_and_removing_hands_keeps_two_to_six():
    w = EquityWidget(**TURN)
    assert w.remove_button.disabled and not w.add_button.disabled
    for cards in ["Jc Jd", "Tc 9c", "8s 8d", "5c 4c"]:
        w.add_button.click()
        w.hand_boxes[len(w.hands) - 1].value = cards
    assert len(w.hands) == 6 and w.add_button.disabled and not w.remove_button.disabled
    assert [b.layout.display for b in w.hand_boxes] == [""] * 6
    assert w.stale and w.result.hands == tuple(parse_cards(h) for h in TURN["hands"])
    w.calculate()
    assert w.result == equity(w.hands, board=TURN["board"]) and len(w.result.hands) == 6
    assert len(_lines(w)) == 7
    # a seventh hand is refused with a message under the figures, which stay
    shown, html = w.result, w.display.value
    w.add_hand("6c 6d")
    assert w.result is shown and w.display.value == html
    assert w.message == "hands: at most 6 hands; remove one first"
    assert len(w.hands) == 6 and 'role="alert"' in w.message_box.value
    w.remove_button.click()  # a success: the message goes
    assert w.message == "" and w.message_box.value == "" and w.result is shown
    assert w.hands == ["As Ah", "Kd Kc", "Jc Jd", "Tc 9c", "8s 8d"]
    assert w.hand_boxes[5].value == "" and w.hand_boxes[5].layout.display == "none"
    w.calculate()
    assert w.result == equity(w.hands, board=TURN["board"])
    for _ in range(3):
        w.remove_hand()
    assert w.hands == TURN["hands"] and w.remove_button.disabled
    w.remove_hand()
    assert w.message == "hands: at least 2 hands; add one first" and len(w.hands) == 2
    w.add_hand(parse_cards("Jc Jd"))  # cards as well as text
    assert w.hands[2] == "J♣ J♦"
    assert w.calculate() == equity(["As Ah", "Kd Kc", "Jc Jd"], board=TURN["board"])


def test_an_empty_hand_box_asks_for_cards():
    w = EquityWidget(**TURN)
    w.add_hand()
    w.calculate()
    assert w.result is None and 'role="alert"' not in w.display.value
    assert w.message == "type the cards of hand 3 (2 hole cards each), then press Calculate"
    w.set(hands=["", "Kd Kc", ""], calculate=True)
    assert w.message.startswith("type the cards of hands 1 and 3")


BAD_BOXES = [
    ({1: "Kd Kx"}, None, None, None, "Hand 2: 'Kx' is not a card"),
    ({0: "As As"}, None, None, None, "Hand 1: duplicate card As"),
    ({1: "As Kc"}, None, None, None, "A♠ is dealt twice: in hand 1 and in hand 2"),
    ({1: "Kd Kc Qd"}, None, None, None,
     "Hand 2: a hand in Texas hold'em is 2 hole cards; got 3: K♦ K♣ Q♦"),
    ({0: "As"}, None, None, None, "Hand 1: a hand in Texas hold'em is 2 hole cards; got 1"),
    ({}, "2h", None, None, "Board: give none, 3 (the flop), 4 (the turn) or 5 (the river) "
                           "cards; got 1: 2♥"),
    ({}, "2h 7h", None, None, "Board: give none, 3"),
    ({}, "2h 7h Qs 3d 4d 5d", None, None, "Board: give none, 3"),
    ({}, "2h 7h Zz", None, None, "Board: 'Zz' is not a card"),
    ({}, "2h 7h Ah", None, None, "A♥ is dealt twice: in hand 1 and in the board"),
    ({}, None, "many", None, "Samples: give a whole number of boards from 2 to 1,000,000"),
    ({}, None, "0", None, "Samples: give a whole number"),
    ({}, None, "1", None, "Samples: give a whole number"),
    ({}, None, "-5", None, "Samples: give a whole number"),
    ({}, None, "2000000", None, "Samples: give a whole number"),
    ({}, None, None, "x", "Seed: give a whole number, 0 or more; got 'x'"),
    ({}, None, None, "-1", "Seed: give a whole number, 0 or more"),
    ({}, None, None, "1.5", "Seed: give a whole number, 0 or more"),
    ({}, None, None, "", "Seed: give a whole number, 0 or more"),
]


@pytest.mark.parametrize("hands, board, samples, seed, message", BAD_BOXES)
def test_bad_input_in_a_box_shows_a_message_and_a_good_one_works_again(
        hands, board, samples, seed, message):
    w = EquityWidget(**TURN)
    for i, text in hands.items():
        w.hand_boxes[i].value = text
    for box, text in ((w.board, board), (w.samples_box, samples), (w.seed_box, seed)):
        if text is not None:
            box.value = text
    html = w.display.value  # the figures, with the note that the boxes changed
    assert w.calculate() is None
    # refused: the figures on show stay as they were, the message goes under them
    assert w.result == equity(**TURN) and w.display.value == html and w.stale
    assert w.message.startswith(message), w.message
    assert 'role="alert"' in w.message_box.value and "Traceback" not in w.message_box.value
    assert w.summary().startswith("Texas hold'em · 2 hands · board 2♥ 7♥ Q♠ 3♦")
    assert w.summary().endswith("\n(the boxes have changed since; press Calculate)\n"
                                + w.message)
    assert not w.calculate_button.disabled
    w.set(hands=TURN["hands"], board=TURN["board"], samples=None, seed=0)
    assert w.message == "" and w.message_box.value == "" and w.result == equity(**TURN)


@pytest.mark.parametrize("change, message", [
    (dict(hands=["As Ah"]), "hands: this widget takes 2 to 6 hands; got 1"),
    (dict(hands=["As Ah", "Kd Kc", "Jc Jd", "Tc 9c", "8s 8d", "5c 4c", "6c 6d"]),
     "hands: this widget takes 2 to 6 hands; got 7"),
    (dict(hands="As Ah Kd Kc"), "hands: give a list of hands"),
    (dict(hands=["As Ah", 42]), "Hand 2:"),
    (dict(board=3.5), "Board:"),
    (dict(game="razz"), "game: this widget offers 'holdem', 'omaha'; got 'razz'"),
    (dict(samples=0), "Samples:"),
    (dict(seed=True), "Seed:"),
])
def test_bad_input_from_code_shows_a_message_and_changes_no_box(change, message):
    w = EquityWidget(**TURN)
    boxes = (w.hands, w.board.value, w.samples_box.value)
    shown, html = w.result, w.display.value
    assert w.set(**change) is None
    assert w.result is shown and w.display.value == html
    assert w.message.startswith(message), w.message
    assert 'role="alert"' in w.message_box.value
    if "samples" not in change and "seed" not in change:
        assert (w.hands, w.board.value, w.samples_box.value) == boxes
    w.set(samples=None, seed=0)
    assert w.result == equity(**TURN)


def test_an_unexpected_error_is_shown_and_the_widget_keeps_working(monkeypatch):
    import pokerhands.widgets.equity as widgets

    w = EquityWidget(**TURN)
    shown, html = w.result, w.display.value

    def broken(*args, **kwargs):
        raise RuntimeError("the evaluator broke")

    monkeypatch.setattr(widgets, "_equity", broken)
    w.calculate_button.click()
    assert w.message == "RuntimeError: the evaluator broke"
    assert w.result is shown and w.display.value == html  # not left at "Calculating…"
    assert not w.calculate_button.disabled
    monkeypatch.undo()
    w.calculate_button.click()
    assert w.result == equity(**TURN)


def test_a_seeded_sample_repeats_and_shows_its_error():
    w = EquityWidget(**FLOP3, samples=3000, seed=7)
    e = equity(**FLOP3, samples=3000, seed=7)
    assert w.result == e and not e.exact and e.boards == 3000
    lines = _lines(w)
    assert lines[0] == ("Texas hold'em · 3 hands · board 2♥ 7♥ Q♠ · "
                        "sampled: 3,000 boards (seed 7), ± one standard error")
    for i, line in enumerate(lines[1:]):
        assert line.endswith(f"equity {e.equity[i]:.2%} ± {e.stderr[i]:.2%}")
    html = w.display.value
    assert repr(w).endswith("samples=3000, seed=7)")
    # the same seed repeats exactly, typed or from code; another seed differs
    again = EquityWidget(**FLOP3)
    again.samples_box.value, again.seed_box.value = "3,000", "7"
    again.calculate_button.click()
    assert again.result == e and again.display.value == html and again.summary() == w.summary()
    w.seed_box.value = "8"
    w.calculate()
    assert w.result != e and w.result == equity(**FLOP3, samples=3000, seed=8)
    # a bad seed typed after a result leaves the result and its seed as they were
    w.seed_box.value = "abc"
    assert w.stale and "(seed 8)" in _lines(w)[0]
    # back to every board
    w.set(samples=None, seed=0)
    assert w.result == equity(**FLOP3) and w.samples_box.value == ""


def test_omaha_hands_are_four_cards_and_agree_with_equity():
    w = EquityWidget(hands=("As Ah Kd Kc", "Qs Js Td 9h"), board="Ks 8s 2c", game="omaha")
    assert w.message == "" and w.result == equity(["As Ah Kd Kc", "Qs Js Td 9h"], "Ks 8s 2c",
                                                  game="omaha")
    w.set(hands=("As Ah", "Kd Kc"))
    assert w.message == "Hand 1: a hand in Omaha is 4 hole cards; got 2: A♠ A♥"
    w.set(game="holdem")
    assert w.message == "" and w.result.game == "holdem"


def test_a_refusal_keeps_the_result_and_the_next_success_clears_its_message():
    # success -> refused action -> result and display unchanged, message shown -> success
    w = EquityWidget(**TURN)
    shown, html = w.result, w.display.value
    text = w.summary()
    w.set(hands=["As Ah", "Kd Kc", "Jc Jd", "Tc 9c", "8s 8d", "5c 4c", "6c 6d"])
    assert w.result is shown and w.display.value == html and not w.stale
    assert w.message == "hands: this widget takes 2 to 6 hands; got 7"
    assert 'role="alert"' in w.message_box.value and w.message in w.message_box.value
    assert w.summary() == text + "\n" + w.message
    assert w.children.index(w.message_box) == w.children.index(w.display) + 1  # under it
    w.set(board="2h 7h Qs 3d 4c")
    assert w.result == equity(TURN["hands"], board="2h 7h Qs 3d 4c")
    assert w.message == "" and w.message_box.value == "" and w.summary().count("\n") == 2
