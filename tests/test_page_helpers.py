"""The helpers the pages call instead of defining their own: exercise and solution HTML,
percentages, DataFrame tables, unseen cards (render and odds, appended functions)."""
from fractions import Fraction

import pandas as pd
import pytest

from pokerhands.exercises import check, exercise_set, make_exercise
from pokerhands.odds.draws import unseen_cards
from pokerhands.render import exercise_html, frame_html, percent, solution_html


@pytest.mark.parametrize("kind, kw, labels", [
    ("which-wins", {"rules": "high"}, ["First hand:", "Second hand:"]),
    ("order", {"rules": "high"}, ["Hand 1:", "Hand 2:"]),
    ("name-hand", {"rules": "high"}, ["Cards:"]),
    ("split-pot", {"game": "omaha-hi-lo"}, ["Player 1:", "Player 2:", "Board:"]),
    ("outs", {}, ["Hole cards:", "Board:"]),
])
def test_an_exercise_reads_as_a_question_with_its_cards(kind, kw, labels):
    ex = make_exercise(kind, 5, **kw)
    html = exercise_html(ex)
    for label in labels:
        assert label in html, (kind, label)
    assert html.count('role="img"') == len(ex.cards)
    assert html.count("<li>") == len(ex.options)


def test_a_solution_gives_the_answer_the_reasons_and_the_notes_escaped():
    ex = exercise_set(1101, kinds=["which-wins"], n=1, rules="high")[0]
    assert check(ex, ex.answer).correct
    html = solution_html(ex, notes=["<b>not bold</b>"])
    assert f"<strong>Answer:</strong> {ex.answer_text}" in html
    assert html.count("<li>") == len(ex.explanation)
    assert "&lt;b&gt;not bold&lt;/b&gt;" in html and "<b>" not in html


def test_percent_takes_floats_and_fractions():
    assert percent(Fraction(378, 1081)) == pytest.approx(34.968, abs=1e-3)
    assert percent(1) == 100.0 and isinstance(percent(Fraction(1, 2)), float)


def test_frame_html_formats_by_column_type():
    frame = pd.DataFrame({"hands": [1_302_540, 3744], "share": [0.501177, float("nan")]},
                         index=["High card", "Full house"])
    html = frame_html(frame, "t1", decimals=3, missing="")
    assert "1,302,540" in html and "0.501" in html and "0.5012" not in html
    assert 'id="T_t1"' in html and "nan" not in html
    assert "nan" in frame_html(frame, "t2")
    assert "1302540" in frame_html(frame, "t3", thousands=False)
    assert "padding: 0.2em 0.7em" in frame_html(frame, "t4", padding="0.7em")


def test_unseen_cards_leave_out_the_hole_cards_and_the_board():
    unseen = unseen_cards("K♠ 8♦", "K♥ 8♣ 3♠")
    assert len(unseen) == 47
    assert {str(c) for c in unseen}.isdisjoint({"K♠", "8♦", "K♥", "8♣", "3♠"})
    assert [c.index for c in unseen] == sorted(c.index for c in unseen)
