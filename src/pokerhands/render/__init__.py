"""Cards, hands and results as HTML (written in ``pokerhands.render.html``), and a teacher's
answer key as text or a table (written in ``pokerhands.render.exercises``)."""
from pokerhands.render.exercises import answer_key_table, answer_key_text
from pokerhands.render.html import (
                                    Table,
                                    card_html,
                                    cards_html,
                                    comparison_html,
                                    game_showdown_html,
                                    hands_table_html,
                                    rules_lens_html,
                                    showdown_html,
                                    table_html,
                                    value_html,
)

__all__ = ["card_html", "cards_html", "value_html", "comparison_html", "hands_table_html",
           "rules_lens_html", "showdown_html", "game_showdown_html", "Table", "table_html",
           "answer_key_text", "answer_key_table"]
