"""Widgets whose browser state is their Python state, and that fit a phone (issue 21).

In the live site a value reaches the page through Pyodide's ``toJs()``, which turns None
into ``undefined``: a trait set back to None after construction (a Layout's ``display``, a
selection's ``index``) is never applied, and the page goes on showing the old state. Every
widget family is driven here through a sequence of interactions, and none may send None.
The layouts are checked to wrap on a narrow page: rows wrap, buttons keep their whole
label, and no box is wider than its column.
"""
import ipywidgets as W
import pytest

from pokerhands.rules import get_rules
from pokerhands.widgets.base import FULL_WIDTH
from pokerhands.widgets import (BadugiPicker, EquityWidget, GameShowdownWidget, HandDuel,
                                HandPicker, HoldemDeal, Quiz, RulesLens, SplitPotShowdown)


def _tree(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


def _drive_picker(w):
    w._buttons[next(iter(w._buttons))].value = True  # a click on the ace of spades
    w.text.value = "As Ks Qs Js Ts"
    w.deal_button.click()
    w.clear_button.click()
    w.text.value = "Zz"  # refused: a message
    w.set_cards("2c 3d 4h 5s 7c")
    w.rules = "ace-to-five"
    w.rules = get_rules("high").with_wild(ranks="2")  # not offered yet: added to the menu
    w.rules_box.index = 0  # a reader's choice in the menu


def _drive_badugi(w):
    w.text.value = "As 2d 3h 4c"
    w.text.value = "As Ad 3h 4c"
    w.deal_button.click()
    w.clear_button.click()
    w.set_cards("Kc Kd 2s 3h")


def _drive_duel(w):
    w.first.value = "As Ad Kc Kd 2s"
    w.second.value = "Qs Qd Jc Jd 3s"
    w.second.value = "nonsense"
    w.set("2c 3d 4h 5s 7c", "2d 3h 4s 5c 7d")
    w.first.value = ""


def _drive_lens(w):
    for text in ("As 2d 3h 4c 5s", "Kc Kd 2s 3h 9d 8c", "bad", "", "2c 3d 4h 5s 7c"):
        w.text.value = text


def _drive_split(w):
    w.hand_boxes[0].value = "As 2d Kc Qd"
    w.board.value = "3h 4c 5s Jd 9h"
    w.pot.value = 101
    w.omaha.value = False
    w.omaha.value = True
    w.hand_boxes[1].value = "bad"


def _drive_game(w):
    w.players.value = 4
    w.game_box.value = "omaha-hi-lo"
    w.chips_mode.value = "bets"
    w.chips_mode.value = "pot"
    w.players.value = 2
    w.game_box.value = "holdem"


def _drive_deal(w):
    w.next_button.click()
    w.next_button.click()
    w.back_button.click()
    w.players_box.value = 3
    w.new_button.click()
    w.street_box.value = "river"
    w.players_box.value = 1  # refused


def _drive_equity(w):
    w.add_button.click()
    w.add_button.click()
    w.remove_button.click()
    w.hand_boxes[0].value = "As Ah"
    w.samples_box.value = "50"
    w.calculate_button.click()
    w.remove_button.click()


def _drive_quiz(w):
    for _ in range(3):
        if w.option_buttons:
            w.option_buttons[-1].click()
        w.check_button.click()
        w.next_button.click()
    w.new_button.click()
    w.option_buttons and w.option_buttons[0].click()


FAMILIES = [
    (lambda: HandPicker("As Ks Qs Js Ts"), _drive_picker),
    (lambda: BadugiPicker("As 2d 3h 4c"), _drive_badugi),
    (lambda: HandDuel("As Ad Kc Kd 2s", "Qs Qd Jc Jd 3s"), _drive_duel),
    (lambda: RulesLens("As 2d 3h 4c 5s"), _drive_lens),
    (lambda: SplitPotShowdown(("As 2d 3h Kc", "Ks Qd 8c 7c"), "4s 5d Jc Qh 9s", omaha=True),
     _drive_split),
    (lambda: GameShowdownWidget(), _drive_game),
    (lambda: HoldemDeal(), _drive_deal),
    (lambda: EquityWidget(["As Ah", "Kc Kd"], samples=50), _drive_equity),
    (lambda: Quiz(seed=11, kinds=["order", "name-hand", "which-wins"], n=5), _drive_quiz),
]
IDS = ["picker", "badugi", "duel", "lens", "split-pot", "game-showdown", "deal", "equity",
       "quiz"]


@pytest.mark.parametrize("make, drive", FAMILIES, ids=IDS)
def test_no_widget_sends_none_to_the_page(sent_none, make, drive):
    widget = make()
    del sent_none[:]  # construction sends its full state in one message; only updates count
    drive(widget)
    assert not sent_none, f"None sent to the page after construction: {sorted(set(sent_none))}"
    for w in _tree(widget):
        assert w.layout.display in (None, "", "none")


@pytest.mark.parametrize("make, drive", FAMILIES, ids=IDS)
def test_every_widget_fits_a_narrow_column(make, drive):
    widget = make()
    drive(widget)
    for w in _tree(widget):
        where = f"{type(widget).__name__}: {type(w).__name__} {getattr(w, 'description', '')!r}"
        if type(w) is W.HBox:
            assert w.layout.flex_flow == "row wrap", where
        if isinstance(w, W.Button):  # its whole label, never squeezed to "C…"
            assert w.layout.flex == "0 0 auto" and w.layout.width in ("auto", "3.1em"), where
        elif isinstance(w, W.ToggleButton):
            assert w.layout.flex == "0 0 auto" and w.layout.min_width, where
        elif w.layout.width and w.layout.width.endswith("em"):
            assert w.layout.max_width == FULL_WIDTH, where
        if isinstance(w, W.ToggleButtons):
            assert w.style.button_width == "auto", where
