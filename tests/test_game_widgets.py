"""The typed showdown widget for every game (Part VII): driven from code and by typing."""
import pytest

from pokerhands.core.cards import CardError
from pokerhands.games.showdown import showdown
from pokerhands.games.variants import GAMES
from pokerhands.widgets import GameShowdownWidget, SplitPotShowdown

OMAHA8 = dict(game="omaha-hi-lo", hands=["As 2d 3h Kc", "Ac 2c Kd Qh", "Js Jd 9c 9h"],
              board="4s 5d 8c Kh Qs")


def test_preset_omaha_hi_lo_matches_the_showdown():
    w = GameShowdownWidget(**OMAHA8, pot=101)
    expected = showdown(OMAHA8["game"], OMAHA8["hands"], OMAHA8["board"], pot=101)
    assert w.result.shares == expected.shares == (25, 76, 0)
    assert w.message == ""
    lines = w.summary().splitlines()
    assert lines[0] == "Omaha Hi/Lo · board 4♠ 5♦ 8♣ K♥ Q♠ · one pot of 101"
    assert lines[1:4] == ["Player 1: A♠ 2♦ 3♥ K♣",
                          "  high: One pair, kings with an ace, a queen and an eight",
                          "  low:  Eight-five low: eight, five, four, two, ace"]
    assert lines[10:] == expected.explain()
    assert "Omaha Hi/Lo" in w.display.value and "Board:" in w.display.value
    assert repr(w).startswith("GameShowdownWidget('omaha-hi-lo', ['As 2d 3h Kc'")
    # three players shown, six boxes hidden; the odd-chip choice is shown for hi/lo
    assert [b.layout.display for b in w.hand_boxes] == [""] * 3 + ["none"] * 6
    assert w.odd_chip.layout.display == "" and not w.board.disabled
    w.set(odd_chip="low")
    assert w.result.shares == showdown(OMAHA8["game"], OMAHA8["hands"], OMAHA8["board"],
                                       pot=101, odd_chip="low").shares


def test_side_pots_from_bets_and_folded_seats():
    w = GameShowdownWidget("holdem", ["As Ad", "Ks Kd", "7c 2d"], "Ah Kh 4c 9s 3d",
                           bets=[50, 100, 100])
    assert w.result.shares == (150, 100, 0)
    assert w.chips_mode.value == "bets" and w.bets.value == "50, 100, 100"
    assert w.pot.layout.display == "none" and w.bets.layout.display == ""
    assert "Side pot 1 holds 100 chips; players 2 and 3 are in it." in w.summary()
    assert "Player 3: 7♣ 2♦ -> Ace high: ace, king, nine, seven, four" in w.summary()
    assert "bets 50, 100, 100" in w.summary().splitlines()[0]
    # a folded seat may leave its cards out; its chips stay in
    w.set(hands=["As Ad", "", "7c 2d"], bets="100, 40, 100", folded=[1])
    assert w.folded.value == "2"
    assert w.result.shares == (240, 0, 0)
    assert "Player 2: (folded)" in w.summary()
    # typing a folded player by number does the same
    w.set(hands=["As Ad", "Ks Kd", "7c 2d"])
    assert w.folded.value == ""  # new hands clear the folded players
    w.folded.value = "1"
    # player 2 is all in for 40: the main pot of 120 goes to the kings, and player 3,
    # alone in the side pot of 120 (player 1 folded), takes it without showing
    assert w.result.shares == (0, 120, 120)
    assert "Player 3 is alone in it and takes it without showing." in w.summary()
    w.set(pot=60)  # back to a single pot
    assert w.chips_mode.value == "pot" and w.result.shares == (0, 60, 0)


def test_every_game_is_offered_and_games_without_a_board_switch_it_off():
    w = GameShowdownWidget()
    assert [v for _, v in w.game_box.options] == list(GAMES)
    assert w.result is None and w.message.startswith("type the cards of players 1 and 2")
    w.set(game="stud", hands=["As Ad Ac 2d 3h 9s Kc", "Ks Kd Kh 5c 5d 7s 8h"], board="Qs Qh")
    assert w.board.disabled and w.board.value == "Qs Qh"  # kept but ignored
    assert w.result.shares == (0, 100)
    assert w.summary().splitlines()[0] == "Seven-card stud · one pot of 100"
    assert w.odd_chip.layout.display == "none"
    w.game = "razz"
    assert w.game.name == "razz" and w.result.shares == (100, 0)
    w.set(game="badugi", hands=["As 2d 3c 4h", "Ac 2h 3s 5d"])
    assert w.result.shares == (100, 0)
    assert "(Badugi)" in w.hand_boxes[0].placeholder
    w.set(game="2-7-triple-draw", hands=["7s 5c 4d 3d 2c", "As 2h 3c 4h 5h"], pot=10)
    assert w.result.shares == (10, 0)
    w.set(game="holdem", hands=["As Ad", "Ks Kd"], board="")
    assert not w.board.disabled and w.message == "type the 5 board cards"


def test_the_players_control_shows_boxes_and_typing_updates_the_result():
    w = GameShowdownWidget("holdem", ["As Ad", "Ks Kd"], "Ah Kh 4c 9s 3d")
    w.players.value = 4
    assert [b.layout.display for b in w.hand_boxes[:5]] == [""] * 4 + ["none"]
    assert w.result is None and w.message.startswith("type the cards of players 3 and 4")
    w.hand_boxes[2].value = "7c 2d"
    assert w.message.startswith("type the cards of player 4 ")
    w.hand_boxes[3].value = "Qs Qd"
    assert w.result.shares == (100, 0, 0, 0)
    w.players.value = 9
    w.set(hands=["As Ad", "Ks Kd", "7c 2d", "Qs Qd", "Js Jd", "Ts Td", "9c 9d", "8c 8d",
                 "6c 6d"])
    assert len(w.result.shares) == 9 and w.result.shares[0] == 100


@pytest.mark.parametrize("change, words", [
    (dict(hands=["As Ad Kc", "Ks Kd"]), "player 1: a Texas hold'em hand holds exactly 2 cards"),
    (dict(hands=["As Ad", "As Kd"]), "As (A♠) is dealt twice: to player 1"),
    (dict(hands=["As Xd", "Ks Kd"]), "Xd"),
    (dict(board="Ah Kh 4c 9s"), "a board of 5 cards"),
    (dict(bets="50, lots"), "bets: 'lots' is not a whole number of chips"),
    (dict(bets="50, -5"), "whole numbers of chips from 0 to"),  # a list: ValueError below
    (dict(bets=[50, 100, 100]), "bets gives 3 amounts for 2 seats"),
    (dict(game="omaha"), "exactly 4 cards"),
])
def test_bad_input_shows_a_message_and_the_widget_keeps_working(change, words):
    good = dict(game="holdem", hands=["As Ad", "Ks Kd"], board="Ah Kh 4c 9s 3d", pot=100)
    w = GameShowdownWidget(**good)
    assert w.result.shares == (100, 0)
    shown, html, text = w.result, w.display.value, w.summary()
    w.set(**change)
    # refused: the showdown on show stays as it was, the message goes under it
    assert w.result is shown and w.display.value == html and words in w.message
    assert 'role="alert"' in w.message_box.value and 'role="alert"' not in w.display.value
    assert w.summary() == text + "\n" + w.message
    w.set(**good)
    assert w.result.shares == (100, 0) and w.message == "" and w.message_box.value == ""


def test_typed_folded_and_bets_boxes_are_checked():
    w = GameShowdownWidget("holdem", ["As Ad", "Ks Kd"], "Ah Kh 4c 9s 3d")
    shown = w.result
    w.folded.value = "3"
    assert w.result is shown and w.message == "folded: '3' is not a player number from 1 to 2"
    w.folded.value = "1, 2"
    assert w.message == "every seat folded: nobody can win the pot"
    w.folded.value = ""
    w.chips_mode.value = "bets"
    assert w.message.startswith("type the chips each player put in")
    w.bets.value = "30 30"
    assert w.result.shares == (60, 0)


def test_set_refuses_wrong_code_and_changes_nothing():
    w = GameShowdownWidget(**OMAHA8, pot=101)
    before = repr(w)
    for bad in (dict(game="chess"), dict(hands=["As Ks"]), dict(hands=[""] * 10),
                dict(pot=-1), dict(pot="100"), dict(pot=5, bets=[1, 2, 3]),
                dict(folded=[3]), dict(folded=["1"]), dict(odd_chip="middle")):
        with pytest.raises(ValueError):
            w.set(**bad)
        assert repr(w) == before and w.result.shares == (25, 76, 0)
    with pytest.raises(CardError, match="player 1"):
        w.set(hands=[object(), "Ks Kd"])
    for bad in (dict(bets=5), dict(bets=[10, 2.5]), dict(bets=[10, True]), dict(hands=5),
                dict(folded=3), dict(folded=[True])):   # TypeErrors, or a cleared showdown
        with pytest.raises(ValueError, match=next(iter(bad))):
            w.set(**bad)
        assert repr(w) == before and w.result.shares == (25, 76, 0)
    with pytest.raises(ValueError, match="unknown game"):
        GameShowdownWidget("chess")


def test_an_unexpected_error_is_shown_not_raised(monkeypatch):
    import pokerhands.widgets.showdowns as widgets

    w = GameShowdownWidget("holdem", ["As Ad", "Ks Kd"], "Ah Kh 4c 9s 3d")

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(widgets, "game_showdown", broken)
    shown, html = w.result, w.display.value
    w.pot.value = 50
    assert w.message == "RuntimeError: boom" and w.result is shown and w.display.value == html
    monkeypatch.undo()
    w.pot.value = 40
    assert w.result.shares == (40, 0)


def test_split_pot_refusal_keeps_the_showdown_and_the_next_success_clears_it():
    w = SplitPotShowdown(["As Ks 2c 3d", "Qh Qd 4s 5s"], board="6c 7d 8h Jc Js", omaha=True)
    shown, html, text = w.result, w.display.value, w.summary()
    assert shown is not None and w.message == ""
    w.hand_boxes[1].value = "Qh Qd 4s Xs"  # refused
    assert w.result is shown and w.display.value == html and "Xs" in w.message
    assert 'role="alert"' in w.message_box.value and w.summary() == text + "\n" + w.message
    w.hand_boxes[1].value = "Qh Qd 4s 6s"  # a success clears the message
    assert w.result is not shown and w.message == "" and w.message_box.value == ""
    assert w.children.index(w.message_box) == w.children.index(w.display) + 1
