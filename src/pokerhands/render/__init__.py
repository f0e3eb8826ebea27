"""Cards, hands and results as HTML (written in :mod:`~pokerhands.render.html`); the widgets'
messages (:mod:`~pokerhands.render.widgets`), a deal (:mod:`~pokerhands.render.deal`), an
equity result (:mod:`~pokerhands.render.equity`), a teacher's answer key as text or a table
(:mod:`~pokerhands.render.exercises`), a class's printable worksheet and answer key
(:mod:`~pokerhands.render.classroom`), a marked class's table and tally
(:mod:`~pokerhands.render.marking`) and the cheat sheet's tables
(:mod:`~pokerhands.render.cheatsheet`)."""
from pokerhands.render.classroom import answer_key_html, worksheet_html
from pokerhands.render.deal import deal_html
from pokerhands.render.equity import equity_html
from pokerhands.render.exercises import answer_key_table, answer_key_text
from pokerhands.render.html import (
    Table,
    card_html,
    cards_html,
    comparison_html,
    exercise_html,
    frame_html,
    game_showdown_html,
    hands_table_html,
    percent,
    question_rows,
    rules_lens_html,
    showdown_html,
    solution_html,
    table_html,
    value_html,
)
from pokerhands.render.widgets import (
    badugi_drops_html,
    board_line_html,
    heading_html,
    message_html,
    ok_html,
    quiz_question_html,
    status_html,
)

__all__ = ["card_html", "cards_html", "value_html", "comparison_html", "hands_table_html",
           "rules_lens_html", "showdown_html", "game_showdown_html", "Table", "table_html",
           "message_html", "status_html", "ok_html", "badugi_drops_html", "board_line_html",
           "heading_html", "quiz_question_html", "deal_html", "equity_html",
           "exercise_html", "solution_html", "percent", "frame_html",
           "answer_key_text", "answer_key_table", "question_rows", "worksheet_html",
           "answer_key_html"]
