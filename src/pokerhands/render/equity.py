"""An equity result as HTML: a table of each hand's wins, ties and equity, and a bar
chart of the equities.

Every bar has a text label with its percentage, so the chart reads without colour and
without the bars, which are hidden from screen readers (the table says the same).
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Sequence

from pokerhands.core.language import gettext as _
from pokerhands.render.html import cards_html, number_text

if TYPE_CHECKING:  # pragma: no cover - odds.equity imports NumPy
    from pokerhands.odds.equity import Equity

__all__ = ["equity_html"]

_CELL = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
_NUM = 'style="padding:0.25em 0.6em;text-align:right;vertical-align:middle"'


def equity_html(result: "Equity", heading: str, percents: Sequence[str],
                stale: bool = False) -> str:
    """The figures of ``result`` (from :func:`pokerhands.odds.equity.equity`).

    Parameters
    ----------
    result : Equity
    heading : str
        The line above the figures (game, hands, board, exact or sampled).
    percents : sequence of str
        Each hand's equity as text (with its standard error when sampled).
    stale : bool
        Say that the inputs have changed since the result was calculated.
    """
    e, cell, num = result, _CELL, _NUM
    names = [escape(_("Hand {number}").format(number=i + 1)) for i in range(len(e.hands))]
    rows = "".join(
        f"<tr><td {cell}>{names[i]}</td><td {cell}>{cards_html(h)}</td>"
        f"<td {num}>{number_text(w)}</td><td {num}>{number_text(t)}</td>"
        f"<td {num}>{escape(percents[i])}</td></tr>"
        for i, (h, w, t) in enumerate(zip(e.hands, e.wins, e.ties)))
    hand, cards, wins, ties, equity = (escape(_("Hand")), escape(_("Cards")), escape(_("Wins")),
                                       escape(_("Ties")), escape(_("Equity")))
    table = (f'<table class="ph-table"><thead><tr><th {cell}>{hand}</th><th {cell}>{cards}</th>'
             f"<th {num}>{wins}</th><th {num}>{ties}</th><th {num}>{equity}</th></tr></thead>"
             f"<tbody>{rows}</tbody></table>")
    bars = "".join(
        '<div style="display:flex;align-items:center;margin:0.2em 0">'
        f'<span style="flex:0 0 11em;white-space:nowrap">{names[i]} '
        f'({escape(str(h))})</span>'
        '<span aria-hidden="true" style="flex:1 1 auto;max-width:24em;height:1.1em;'
        'background:#e8edf5;border:1px solid #8a9bb8;margin:0 0.5em">'
        f'<span style="display:block;height:100%;width:{100 * share:.2f}%;'
        'background:#1f5fbf"></span></span>'
        f'<span style="flex:0 0 auto;white-space:nowrap">{escape(percents[i])}</span>'
        "</div>"
        for i, (h, share) in enumerate(zip(e.hands, e.equity)))
    each = escape(_("Equity of each hand"))
    chart = (f'<div role="group" aria-label="{each}" style="margin:0.5em 0">'
             f"<div><strong>{equity}</strong></div>{bars}</div>")
    board = ("<div>{} {}</div>".format(escape(_("Board:")), cards_html(e.board)) if len(e.board)
             else "<div>{}</div>".format(escape(_("No board: before the flop."))))
    note = ("<div><em>{}</em></div>".format(escape(
        _("The boxes have changed since this result; press Calculate."))) if stale else "")
    return (f'<div class="ph-equity"><div><strong>{escape(heading)}</strong></div>'
            f"{note}{board}{table}{chart}</div>")
