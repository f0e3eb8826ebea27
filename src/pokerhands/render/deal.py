"""A dealt hand of hold'em or Omaha as HTML: the board street by street, with the burned
cards faded in front of the cards they precede, and a table of the seats (positions, hole
cards with the ones that play marked, best hand, who leads or wins).

The table is a real ``<table>`` with header cells, so a screen reader can move along a
row; burned cards say "(burned)" in their label instead of "(does not play)".
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Sequence

from pokerhands.core.language import gettext as _
from pokerhands.games.deal import Deal
from pokerhands.games.streets import SeatRow, streets_dealt
from pokerhands.render.html import card_html, cards_html
from pokerhands.render.widgets import status_html

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.games.showdown import GameShowdown

__all__ = ["deal_html"]

_CELL = 'style="padding:0.25em 0.5em;text-align:left;vertical-align:middle"'
_NOWRAP = "white-space:nowrap"
_SMALL = "font-size:0.85em;color:#555"


def deal_html(dealt: Deal, street: str, rows: Sequence[SeatRow], heading: str,
              street_words: str, result: GameShowdown | None = None) -> str:
    """The deal during ``street``.

    Parameters
    ----------
    dealt : Deal
        The hand, from :func:`pokerhands.games.deal.deal`.
    street : str
        One of :data:`pokerhands.games.deal.STREETS`.
    rows : sequence of tuple
        The seats, as from :func:`pokerhands.games.streets.seat_rows`.
    heading, street_words : str
        The line above the table, and what the street dealt (shown as a status line).
    result : GameShowdown, optional
        The showdown (at the river), whose reasons are listed under the table.
    """
    faces = []
    for (lo, hi), burn in zip(((0, 3), (3, 4), (4, 5)), dealt.burns[:len(streets_dealt(street))]):
        faces.append(card_html(burn, burned=True))
        faces += [card_html(c) for c in dealt.board[lo:hi]]
        faces.append('<span style="display:inline-block;width:0.6em"></span>')
    burned = _("Faded cards are burned: dealt face down and out of play.")
    board = ("".join(faces) + '<div style="font-size:0.85em;color:#555">'
             + escape(burned) + "</div>") if faces else \
        "<div>{}</div>".format(escape(_("No community cards yet.")))
    cell = _CELL
    lines = []
    for seat, hole, hand, labels, note in rows:
        # hole cards side by side, and the seat's name on one line, at any width
        if hand is None:
            hole_html = cards_html(hole)
            best = ""
        else:
            hole_html = "".join(card_html(c, plays=c in hand.cards) for c in hole)
            # the best hand's cards may wrap onto a second line on a narrow screen
            played = "".join(card_html(c) for c in hand.cards)
            best = (f'<span role="group" aria-label="{escape(" ".join(map(str, hand.cards)))}">'
                    f"{played}</span><div>{escape(hand.describe())}</div>")
        if note:
            best += f"<div><strong>{escape(note)}</strong></div>"
        where = f'<div style="{_SMALL}">{escape(", ".join(labels))}</div>' if labels else ""
        player = escape(_("Player {number}").format(number=seat + 1))
        lines.append(f'<tr><td {cell}><span style="{_NOWRAP}">{player}</span>{where}'
                     f'</td><td {cell}><span style="{_NOWRAP}">{hole_html}</span></td>'
                     f"<td {cell}>{best}</td></tr>")
    # a table wider than a phone scrolls sideways instead of being cut off
    seats = _("{heading}: seats").format(heading=heading)
    seat_word, hole_word, best_word = _("Seat"), _("Hole cards"), _("Best hand")
    table = (f'<div style="overflow-x:auto;max-width:100%" tabindex="0" role="region" '
             f'aria-label="{escape(seats)}"><table class="ph-table"><thead><tr>'
             f'<th {cell}>{escape(seat_word)}</th>'
             f'<th {cell}><span style="{_NOWRAP}">{escape(hole_word)}</span></th>'
             f"<th {cell}>{escape(best_word)}</th></tr></thead><tbody>{''.join(lines)}</tbody>"
             "</table></div>")
    parts = [f"<div><strong>{escape(heading)}</strong></div>",
             status_html(street_words), f"<div>{board}</div>", table]
    if street != "preflop":
        parts.append(status_html(_("Faded hole cards are not part of the best hand.")))
    if result is not None:
        steps = "".join(f"<li>{escape(s)}</li>" for s in result.explain())
        showdown = escape(_("Showdown"))
        parts.append(f"<div><strong>{showdown}</strong><ol>{steps}</ol></div>")
    return '<div class="ph-deal">' + "".join(parts) + "</div>"
