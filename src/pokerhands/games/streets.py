"""A deal street by street: a street's name checked, the streets dealt by then, and what the
table shows for each seat during a street (its position, its best hand, who leads).

The deal itself is :func:`pokerhands.games.deal.deal`; the deal widget
(:class:`pokerhands.widgets.DealWidget`) and its summary show these rows, and
:func:`pokerhands.render.deal_html` draws them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from pokerhands.core.cards import Card, Cards
from pokerhands.core.language import gettext as _
from pokerhands.core.language import ngettext, pgettext
from pokerhands.core.values import HandValue
from pokerhands.games.deal import STREETS, Deal, positions

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.games.showdown import GameShowdown

__all__ = ["check_street", "streets_dealt", "seat_rows"]


def check_street(street: str) -> str:
    """``street`` checked to be one of :data:`~pokerhands.games.deal.STREETS`.

    Raises
    ------
    ValueError
        For anything else (the message lists the streets and quotes ``street``).
    """
    if street not in STREETS:
        raise ValueError(_("street must be one of {streets}; got {value}").format(
            streets=", ".join(STREETS), value=repr(street)))
    return street


def streets_dealt(street: str) -> tuple[str, ...]:
    """The streets after preflop dealt by ``street`` (each of them began with a burn).

    >>> streets_dealt("turn")
    ('flop', 'turn')
    """
    return STREETS[1:STREETS.index(check_street(street)) + 1]


SeatRow: TypeAlias = tuple[int, Cards[Card], "HandValue | None", list[str], str]


def _position_words() -> dict[str, str]:
    """The seats' positions as the table labels them, in the language in force."""
    # TRANSLATORS: a seat's position, as a label beside the seat in the dealt table
    return {"button": pgettext("position at the table", "button"),
            "small blind": pgettext("position at the table", "small blind"),
            "big blind": pgettext("position at the table", "big blind")}


def seat_rows(dealt: Deal, street: str, result: GameShowdown | None = None) -> list[SeatRow]:
    """What the table shows for each seat during ``street``.

    Returns ``(seat, hole cards, best hand or None, position labels, note)`` per seat: the
    labels are among "button", "small blind", "big blind" and "acts first" (in this
    betting round); the note says who leads (or shares the lead) with the board so far,
    or, given the showdown ``result``, the chips each winner takes.
    """
    where = positions(dealt.players, dealt.button)
    first = where["first preflop" if street == "preflop" else "first postflop"]
    hands = dealt.best_hands(street)
    leaders = dealt.leaders(street)
    rows: list[SeatRow] = []
    for seat, hole in enumerate(dealt.holes):
        labels = [words for name, words in _position_words().items() if where[name] == seat]
        if seat == first:
            labels.append(_("acts first"))
        if result is not None:
            chips = result.shares[seat]
            note = ngettext("wins {count} chip", "wins {count} chips", chips).format(
                count=chips) if chips else ""
        elif seat in leaders:
            note = _("leads") if len(leaders) == 1 else _("shares the lead")
        else:
            note = ""
        rows.append((seat, hole, hands[seat], labels, note))
    return rows
