"""The small pieces of HTML the widgets show around the cards: an error or a status line,
a right answer, the cards a Badugi hand drops, a board, an exercise.

Like the rest of :mod:`pokerhands.render`, only inline styles are used, and a message
never relies on colour alone: an error carries ``role="alert"``, a right answer
``role="status"``, and both a coloured bar and text. Every text is escaped.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

from pokerhands.core.cards import Card, Joker
from pokerhands.core.language import gettext as _, ngettext
from pokerhands.render.html import card_label, cards_html, rules_label

__all__ = ["message_html", "status_html", "ok_html", "badugi_drops_html", "board_line_html",
           "heading_html", "quiz_question_html", "card_label", "rules_label"]


def message_html(text: str) -> str:
    """An error message: a red bar on the left, announced to screen readers as an alert."""
    return (
        '<div role="alert" style="border-left:4px solid #b3001b;background:#fff4f4;'
        f'color:#5a0010;padding:0.3em 0.6em;margin:0.3em 0">{escape(text)}</div>'
    )


def status_html(text: str) -> str:
    """A plain status line (what to type next, a note under the cards)."""
    return f'<div style="color:#333;margin:0.3em 0">{escape(text)}</div>'


def ok_html(text: str) -> str:
    """A right answer: a green bar on the left, announced as a status."""
    return ('<div role="status" style="border-left:4px solid #1b7a2f;background:#f1fbf3;'
            f'color:#0b3d17;padding:0.3em 0.6em;margin:0.3em 0">{escape(text)}</div>')


def badugi_drops_html(size: int, drops: Iterable[tuple[Card, str]]) -> str:
    """A Badugi hand's size ("3 counting cards") and, as a list, why each dropped card
    does not count (``drops`` as from :func:`pokerhands.ranking.badugi.drop_reasons`)."""
    reasons = "".join(f"<li>{escape(str(c))}: {escape(why)}</li>" for c, why in drops)
    words = ngettext("{count} counting card", "{count} counting cards", size).format(count=size)
    return status_html(words) + (f"<ul>{reasons}</ul>" if reasons else "")


def board_line_html(cards: Iterable[Card]) -> str:
    """The community cards on one line, led by "Board:"."""
    board = _("Board:")
    return f'<div>{escape(board)} {cards_html(cards)}</div>'


def heading_html(text: str) -> str:
    """A widget's heading line, in bold."""
    return f"<strong>{escape(text)}</strong>"


def quiz_question_html(prompt: str, rows: Sequence[tuple[str, Iterable[Card | Joker]]],
                  pot: "int | None" = None, hint: str = "") -> str:
    """An exercise's question: the prompt, then one row of cards per label (``"First
    hand"``, ``"Board"``, ...), then the pot when the exercise has one, then ``hint`` (how
    to give the answer) in a smaller grey line. The hint is shown here, where it wraps,
    rather than as the answer box's placeholder, which a phone's width would cut."""
    lines = "".join(
        f'<div><span style="display:inline-block;min-width:7em">{escape(label)}:</span>'
        f"{cards_html(cards)}</div>" for label, cards in rows)
    chips = "" if pot is None else "<div>{}</div>".format(escape(
        ngettext("Pot: {chips} chip", "Pot: {chips} chips", pot).format(chips=pot)))
    how = (f'<div style="color:#555;font-size:0.9em;margin-top:0.3em">{escape(hint)}</div>'
           if hint else "")
    return f"<div>{escape(prompt)}</div>{lines}{chips}{how}"
