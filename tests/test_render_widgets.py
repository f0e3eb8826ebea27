"""The widgets' markup, drawn by render (render.widgets, render.deal, render.equity)."""
import re

from pokerhands.core.cards import parse_cards
from pokerhands.games.deal import deal
from pokerhands.games.streets import seat_rows
from pokerhands.render import (
    badugi_drops_html,
    board_line_html,
    cards_html,
    deal_html,
    equity_html,
    quiz_question_html,
    heading_html,
    message_html,
    ok_html,
    status_html,
)


def test_messages_are_escaped_and_announced():
    error = message_html("a <b> & c")
    assert 'role="alert"' in error and "a &lt;b&gt; &amp; c" in error and "<b>" not in error
    right = ok_html("Right: 4 > 3")
    assert 'role="status"' in right and "Right: 4 &gt; 3" in right
    assert "role=" not in status_html("x") and "&lt;" in status_html("<")
    assert heading_html("A & B") == "<strong>A &amp; B</strong>"


def test_badugi_drops_say_the_size_and_why_each_card_is_dropped():
    four = parse_cards("4h 4s")
    html = badugi_drops_html(3, [(four[1], "duplicate rank: pairs the 4♥")])
    assert "3 counting cards" in html and html.count("<li>") == 1 and "pairs the 4♥" in html
    assert "1 counting card<" in badugi_drops_html(1, []) and "<ul>" not in badugi_drops_html(1, [])


def test_board_line_and_exercise_show_the_cards():
    board = parse_cards("Ah Kh 4c")
    assert board_line_html(board) == f"<div>Board: {cards_html(board)}</div>"
    html = quiz_question_html("Which <wins>?", [("First hand", board), ("Board", board)], pot=40)
    assert html.startswith("<div>Which &lt;wins&gt;?</div>")
    assert html.count(cards_html(board)) == 2 and "First hand:" in html
    assert html.endswith("<div>Pot: 40 chips</div>")
    assert "Pot:" not in quiz_question_html("Q", [])


def test_deal_html_shows_burns_board_and_one_row_per_seat():
    d = deal(3, seed=11)
    pre = deal_html(d, "preflop", seat_rows(d, "preflop"), "Heading", "Preflop.")
    assert "No community cards yet." in pre and "(burned)" not in pre
    assert pre.count("<tr>") == 1 + 3 and "Faded hole cards" not in pre
    result = d.showdown(pot=60)
    river = deal_html(d, "river", seat_rows(d, "river", result), "Heading", "River.", result)
    assert river.count('(burned)" title=') == 3 and "Faded hole cards are not part" in river
    assert river.count("<li>") == len(result.explain()) and "<strong>Showdown</strong>" in river
    flop = deal_html(d, "flop", seat_rows(d, "flop"), "H", "Flop.")
    # one burn, the flop, two hole cards a seat, and each seat's best five
    assert flop.count('(burned)" title=') == 1
    assert flop.count('class="ph-card"') == 1 + 3 + 3 * 2 + 3 * 5


def test_equity_html_labels_every_bar_with_its_percentage():
    from pokerhands.odds.equity import equity

    e = equity(["As Ah", "Kd Kc"], board="2h 7h Qs 3d")
    shown = [f"{x:.2%}" for x in e.equity]
    html = equity_html(e, "Heading & more", shown)
    assert "Heading &amp; more" in html and "The boxes have changed" not in html
    widths = [float(w) for w in re.findall(r"width:([\d.]+)%", html)]
    assert widths == [round(100 * x, 2) for x in e.equity]
    assert all(html.count(f">{s}<") == 2 for s in shown)  # in the table and beside its bar
    assert "The boxes have changed" in equity_html(e, "H", shown, stale=True)


def test_a_card_that_does_not_play_is_dimmed_without_losing_contrast():
    from pokerhands.render import card_html

    card = parse_cards("7c")[0]
    dim = card_html(card, plays=False)
    assert "opacity" not in dim  # text opacity would drop the rank to 2.5:1
    assert "dashed" in dim and "background:#e9ecef" in dim and "does not play" in dim
    assert "opacity" not in cards_html(parse_cards("As Ks Qs Js Ts"), parse_cards("2c 3d"))


def test_the_deal_table_scrolls_in_a_labelled_region_reached_by_keyboard():
    d = deal(3, seed=11)
    html = deal_html(d, "river", seat_rows(d, "river"), "Hand 1", "The river")
    assert re.search(r'<div style="overflow-x:auto[^"]*" tabindex="0" role="region" '
                     r'aria-label="Hand 1: seats">', html)
