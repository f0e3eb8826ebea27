"""Draw cards and hands as HTML for notebooks and the website.

Every card is a small face with its rank and suit symbol. Hearts and diamonds are red,
clubs and spades black, but the suit symbol is always printed, so the cards read the
same without colour. Each card carries ``role="img"`` and an ``aria-label`` with its full
name ("ace of spades") for screen readers; cards that do not play are faded and say so.
Only inline styles are used, so the HTML looks the same in Jupyter and on the site.
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Iterable

from .cards import Card

if TYPE_CHECKING:  # pragma: no cover
    from .evaluate import HandValue
    from .explain import Comparison

__all__ = ["card_html", "cards_html", "value_html", "comparison_html", "hands_table_html",
           "rules_lens_html", "showdown_html", "game_showdown_html"]

_FACE = (
    "display:inline-flex;flex-direction:column;align-items:center;justify-content:center;"
    "width:2.6em;height:3.6em;margin:0.15em;border-radius:0.35em;background:#fff;"
    "font-family:Georgia,'DejaVu Serif',serif;font-weight:bold;line-height:1.05;"
    "vertical-align:middle;box-sizing:border-box;"
)
_RED, _BLACK = "#b3001b", "#111"


def card_html(card: Card, plays: bool = True, wild: bool = False) -> str:
    """One card as an HTML ``<span>``; ``plays=False`` fades it and says so in its label;
    ``wild=True`` marks a wild card (a gold background, and "wild" in its label). The
    joker is drawn as "JKR" with a star."""
    border = "2px solid #1f5fbf" if plays else "1px dashed #888"
    fade = "" if plays else "opacity:0.45;"
    back = "background:#fff3c4;" if wild or card.rank is None else ""
    label = card.name + (" (wild)" if wild and card.rank is not None else "") + (
        "" if plays else " (does not play)")
    if card.rank is None:  # the joker
        top, bottom, colour = "JKR", "★", "#5b2a86"
    else:
        top, bottom = card.rank.label, card.suit.symbol
        colour = _RED if card.suit.is_red else _BLACK
    return (
        f'<span class="ph-card" role="img" aria-label="{escape(label)}" title="{escape(label)}" '
        f'style="{_FACE}color:{colour};border:{border};{fade}{back}">'
        f'<span style="font-size:{"0.8em" if card.rank is None else "1.05em"}">{top}</span>'
        f'<span style="font-size:1.35em" aria-hidden="true">{bottom}</span></span>'
    )


def cards_html(cards: Iterable[Card], unused: Iterable[Card] = (), rules=None) -> str:
    """A row of cards; ``unused`` cards follow, faded. Text alternative included. With
    ``rules`` that have wild cards, the wild ones are marked."""
    cards, unused = list(cards), list(unused)
    wild = (lambda c: rules.is_wild(c)) if rules is not None and rules.wild else (lambda c: False)
    faces = "".join(card_html(c, wild=wild(c)) for c in cards)
    if unused:
        faces += '<span style="display:inline-block;width:0.8em"></span>'
        faces += "".join(card_html(c, plays=False, wild=wild(c)) for c in unused)
    text = " ".join(str(c) for c in cards + unused)
    return (f'<span class="ph-cards" role="group" aria-label="{escape(text)}" '
            f'style="display:inline-block;white-space:nowrap">{faces}</span>')


def value_html(value: "HandValue") -> str:
    """A hand's cards (the five that play, then the unused ones faded) and its description."""
    return (
        '<div class="ph-hand" style="margin:0.3em 0">'
        + cards_html(value.cards, value.unused, value.rules)
        + f'<div style="margin-top:0.2em">{_caption(value)}</div></div>'
    )


def _caption(value: "HandValue") -> str:
    """The description in bold, led by the category's name where the words omit it."""
    words = value.describe()
    if value.name.lower() in words.lower():
        return f"<strong>{escape(words)}</strong>"
    return f"<strong>{escape(value.name)}</strong> — {escape(words)}"


def comparison_html(comp: "Comparison") -> str:
    """Both hands, the verdict, and the explanation as a numbered list."""
    mark = {1: ("wins", "loses"), -1: ("loses", "wins"), 0: ("ties", "ties")}[comp.outcome]
    rows = "".join(
        f'<div><span style="display:inline-block;min-width:7em">{who} ({m})</span>'
        f"{value_html(v)}</div>"
        for who, v, m in (("First hand", comp.first, mark[0]),
                          ("Second hand", comp.second, mark[1]))
    )
    steps = "".join(f"<li>{escape(s)}</li>" for s in comp.explain())
    return f'<div class="ph-compare">{rows}<ol style="margin-top:0.3em">{steps}</ol></div>'


def hands_table_html(rows: Iterable[tuple[str, "HandValue"]], header: str = "Hand") -> str:
    """A table with one row per ``(label, value)``: the label, the cards and the description."""
    cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
    body = "".join(
        f"<tr><td {cell}>{escape(label)}</td><td {cell}>{cards_html(v.cards, v.unused, v.rules)}</td>"
        f"<td {cell}>{escape(v.describe())}</td></tr>"
        for label, v in rows
    )
    return (f'<table class="ph-table"><thead><tr><th {cell}>{escape(header)}</th>'
            f"<th {cell}>Cards</th><th {cell}>In words</th></tr></thead><tbody>{body}</tbody></table>")


def rules_lens_html(values: dict) -> str:
    """One row per ranking system: its name, the five cards that play, and the words."""
    return hands_table_html(values.items(), header="Rules")


def showdown_html(result) -> str:
    """A split-pot showdown: each seat's best high and low, chips won, and the reasons."""
    cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
    rows = []
    for seat, chips in enumerate(result.shares):
        parts = []
        for label, values, winners in (("High", result.high, result.high_winners),
                                       ("Low", result.low, result.low_winners)):
            v = values[seat]
            if v is None:
                continue
            mark = " ✓" if seat in winners else ""
            cards = cards_html(v.cards) if v.cards else ""
            parts.append(f"<div>{label}{mark}: {cards} {escape(v.describe())}</div>")
        rows.append(f"<tr><td {cell}>Player {seat + 1}</td><td {cell}>{''.join(parts)}</td>"
                    f"<td {cell}>{chips}</td></tr>")
    steps = "".join(f"<li>{escape(s)}</li>" for s in result.explain())
    return (f'<table class="ph-table"><thead><tr><th {cell}>Seat</th><th {cell}>Best hands</th>'
            f"<th {cell}>Chips</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<ol>{steps}</ol>")


def game_showdown_html(result) -> str:
    """A game's showdown: the board, each seat's best hand(s) and chips, and the reasons."""
    cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
    rows = []
    for seat, chips in enumerate(result.shares):
        parts = []
        for label, v in (("High", result.high[seat]), ("Low", result.low[seat])):
            if v is None:
                continue
            shown = label + ": " if result.game.mode == "hi-lo" else ""
            parts.append(f"<div>{shown}{cards_html(v.cards, v.unused) if v.cards else ''} "
                         f"{escape(v.describe())}</div>")
        if not parts:
            parts.append("<div>folded</div>" if seat in result.folded
                         else "<div>wins without showing</div>" if chips
                         else "<div>not shown</div>")
        rows.append(f"<tr><td {cell}>Player {seat + 1}</td><td {cell}>{''.join(parts)}</td>"
                    f"<td {cell}>{chips}</td></tr>")
    steps = "".join(f"<li>{escape(s)}</li>" for s in result.explain())
    return (f'<div class="ph-game"><div><strong>{escape(result.game.title)}</strong></div>'
            f'<table class="ph-table"><thead><tr><th {cell}>Seat</th><th {cell}>Best hand</th>'
            f"<th {cell}>Chips</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<ol>{steps}</ol></div>")
