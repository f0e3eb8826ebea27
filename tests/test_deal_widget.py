"""The deal widget (DealWidget, once HoldemDeal), driven from code without a browser."""
import re
from html import escape

import pytest

from pokerhands.games.deal import STREETS, deal, positions
from pokerhands.widgets import DealWidget, HoldemDeal


def test_preset_shows_the_seeded_deal_preflop():
    w = DealWidget(players=6, seed=2024)
    d = deal(6, seed=2024)
    assert w.deal == d and w.street == "preflop" and w.result is None and w.message == ""
    text = w.summary()
    assert text.splitlines()[0] == "Texas hold'em · 6 players · seed 2024 · button: player 1 · pot 100"
    assert "Board:" not in text and "Burned:" not in text
    # every seat with its hole cards; positions from positions()
    for seat, hole in enumerate(d.holes):
        assert f"Player {seat + 1}" in text and str(hole) in text
    assert "Player 1 (button)" in text and "Player 2 (small blind)" in text
    assert "Player 3 (big blind)" in text and "Player 4 (acts first)" in text
    assert "leads" not in text
    assert repr(w) == "HoldemDeal(players=6, seed=2024, game='holdem', button=0)"
    assert "No community cards yet" in w.display.value and 'role="img"' in w.display.value
    assert w.back_button.disabled and not w.next_button.disabled


def test_streets_show_the_board_burns_best_hands_and_the_leader():
    w = DealWidget(players=6, seed=2024)
    d = w.deal
    for i, street in enumerate(STREETS[1:], start=1):
        assert w.next_street() == street and w.street_box.value == street
        text = w.summary()
        assert f"Board: {d.board_at(street)}" in text
        assert f"Burned: {' '.join(str(c) for c in d.burns[:i])} " in text
        for seat, hand in enumerate(d.best_hands(street)):
            assert hand.describe() in text
        # burned cards are drawn faded and labelled
        assert len(re.findall(r'aria-label="[^"]*\(burned\)"', w.display.value)) == i
    assert w.next_street() == "river"  # the river stays the river
    assert w.next_button.disabled
    w.street = "flop"
    leader = d.leaders("flop")
    assert leader == (3,)
    assert "Player 4                            K♥ 10♥  Two pair, kings and tens with a five  <- leads" \
        in w.summary()
    assert "Player 2 (small blind, acts first)" in w.summary()  # after the flop
    assert w.previous_street() == "preflop" and w.previous_street() == "preflop"


def test_river_shows_the_showdown():
    w = DealWidget(players=6, seed=2024, pot=60)
    w.street = "river"
    expected = deal(6, seed=2024).showdown(pot=60)
    assert w.result == expected
    text = w.summary()
    assert "Showdown:" in text
    for line in expected.explain():
        assert "  " + line in text
    assert "<- wins 60 chips" in text
    assert "Showdown" in w.display.value


def test_omaha_deals_four_hole_cards_and_marks_the_two_that_play():
    w = DealWidget(players=4, seed=2024, game="omaha")
    assert w.deal == deal(4, seed=2024, game="omaha")
    w.street = "river"
    assert w.summary().startswith("Omaha · 4 players")
    hand = w.deal.best_hands("river")[0]
    # two hole cards play, two are faded
    row = w.display.value.split("Player 1</span>")[1].split("</tr>")[0]
    hole_cell = row.split("</td>")[1]
    assert len(re.findall(r'aria-label="[^"]*\(does not play\)"', hole_cell)) == 2
    assert hand.describe() in w.summary()


def test_new_deal_moves_the_button_and_the_seed():
    w = DealWidget(players=3, seed=5, button=2)
    w.street = "turn"
    d = w.new_deal()
    assert d == deal(3, seed=6, button=0) and w.street == "preflop"
    assert w.seed == 6 and w.button == 0 and w.seed_box.value == "6"
    w.new_button.click()
    assert w.deal == deal(3, seed=7, button=1)
    assert w.new_deal(seed=100) == deal(3, seed=100, button=2)


def test_controls_deal_again():
    w = DealWidget(players=6, seed=1, button=5)
    w.players_box.value = 4  # the button stays on the table
    assert w.deal == deal(4, seed=1, button=1)
    w.seed_box.value = " 9 "
    assert w.deal == deal(4, seed=9, button=1)
    w.game_box.value = "omaha"
    assert w.deal == deal(4, seed=9, button=1, game="omaha")
    w.street_box.value = "turn"
    assert w.street == "turn" and "Board:" in w.summary()
    w.pot_box.value = 30
    w.street = "river"
    assert sum(w.result.shares) == 30


def test_heads_up_labels_follow_positions():
    w = DealWidget(players=2, seed=3, button=1)
    where = positions(2, 1)
    assert where["small blind"] == 1
    assert "Player 2 (button, small blind, acts first)" in w.summary()
    w.street = "flop"
    assert "Player 1 (big blind, acts first)" in w.summary()


@pytest.mark.parametrize("change, message", [
    (dict(players=1), "players must be a whole number from 2 to 9, got 1"),
    (dict(players=10), "players must be a whole number from 2 to 9, got 10"),
    (dict(players="x"), "players must be a whole number from 2 to 9, got 'x'"),
    (dict(players=6.0), "players must be a whole number from 2 to 9, got 6.0"),
    (dict(seed="x"), "seed must be a whole number from 0 up, got 'x'"),
    (dict(seed=-1), "seed must be a whole number from 0 up, got -1"),
    (dict(seed=True), "seed must be a whole number from 0 up, got True"),
    (dict(game="stud"), "no board to deal"),
    (dict(game="chess"), "unknown game"),
    (dict(button=6), "button must be a whole number from 0 to 5, got 6"),
    (dict(street="fourth"), "street must be one of preflop, flop, turn, river"),
    (dict(pot=-5), "pot must be a whole number of chips"),
    (dict(pot=2.5), "pot must be a whole number of chips"),
])
def test_a_refused_change_leaves_the_deal_on_show(change, message):
    # issue 15: a refused action leaves the result on show as it was (it used to clear the
    # deal); the message clears on the next change that works
    w = DealWidget(players=6, seed=2024)
    w.street = "river"
    shown, result, settings = w.deal, w.result, repr(w)
    html, text = w.display.value, w.summary()
    w.set(**change)  # never raises
    assert message in w.message
    assert w.deal is shown and w.result is result and repr(w) == settings
    assert w.street == "river" and w.pot == 100
    assert w.display.value == html  # the deal is drawn as it was, the message under it
    assert 'role="alert"' in w.message_box.value
    assert escape(message.split(";")[0]) in w.message_box.value
    assert w.summary() == text + "\n" + w.message and "Showdown:" in w.summary()
    assert (w.players_box.value, w.seed_box.value, w.pot_box.value) == (6, "2024", 100)
    w.set(players=6, seed=2024, game="holdem", button=0, street="flop", pot=100)
    assert w.deal == deal(6, seed=2024) and w.message == "" and w.message_box.value == ""
    assert 'role="alert"' not in w.display.value


def test_bad_input_from_the_controls_and_the_constructor():
    w = DealWidget(players=1, seed="x")  # nothing to show yet: only the message
    assert "players must be a whole number from 2 to 9, got 1" in w.message
    assert w.deal is None and w.summary() == w.message
    w.players_box.value = 5  # the refused settings were never kept: the default seed deals
    assert w.message == "" and w.deal == deal(5, seed=2024)
    w.seed_box.value = "abc"
    assert "got 'abc'" in w.message and w.deal == deal(5, seed=2024)
    assert w.seed_box.value == "2024"  # the box goes back to the seed of the deal on show
    w.new_button.click()  # the next deal: seed 2025, the button one seat on
    assert w.message == "" and w.deal == deal(5, seed=2025, button=1)
    w.next_button.click()
    assert w.street == "flop" and w.deal == deal(5, seed=2025, button=1)
    w.seed_box.value = "4"
    assert w.deal == deal(5, seed=4, button=1) and w.street == "flop"
    assert w.new_deal(seed=-3) is None and w.deal == deal(5, seed=4, button=1)
    assert w.button == 1  # a refused new deal does not move the button


def test_unexpected_errors_stay_inside_the_widget(monkeypatch):
    w = DealWidget()
    shown = w.deal

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("pokerhands.widgets.deal.deal", broken)
    w.next_button.click()
    assert w.message == "RuntimeError: boom" and w.deal is shown and w.street == "preflop"
    assert 'role="alert"' in w.message_box.value and "Player 1" in w.display.value


def test_the_deal_table_keeps_names_and_hole_cards_on_one_line_and_scrolls_on_a_phone():
    html = DealWidget(players=6, seed=78).display.value
    # a scrolling region a keyboard can reach and a screen reader can name (issue 24)
    assert '<div style="overflow-x:auto;max-width:100%" tabindex="0" role="region" aria-label=' in html
    for seat in range(1, 7):
        assert f'<span style="white-space:nowrap">Player {seat}</span>' in html
    rows = html.split("<tbody>")[1].split("</tr>")[:-1]
    for row in rows:  # the hole cards sit in one unbreakable span
        hole_cell = row.split("</td>")[1]
        assert hole_cell.count('<span style="white-space:nowrap">') == 1
        assert hole_cell.count('role="img"') == 2


def test_holdem_deal_is_the_old_name_of_deal_widget():
    assert HoldemDeal is DealWidget
