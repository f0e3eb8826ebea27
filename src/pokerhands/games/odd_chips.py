"""Chips that do not divide: which half of a split pot takes the odd chip, and how players
tied for a pot or a half share the chips left over.

Robert's Rules of Poker (the book's ``ciaffone`` source) give the odd chip of a split pot to
the **high** half, and leftover chips among tied players one each in **seat** order from the
first seat left of the button (the button games) or by **suit** (the stud games: the
highest card, rank first, then suit, spades highest; in a low half the lowest card, the ace
low, clubs lowest). :func:`pokerhands.games.showdown.split_pot` and
:func:`pokerhands.games.showdown.showdown` apply these rules; house conventions that differ
are given as the words of :data:`ODD_CHIP_WORDS`.
"""
from __future__ import annotations

from typing import Sequence

from pokerhands.core.cards import Card, Suit
from pokerhands.core.checks import MAX_CHIPS, whole_number
from pokerhands.core.language import gettext as _

__all__ = ["ODD_CHIP_WORDS", "read_odd_chip", "card_order", "deciding_card", "split_chips"]

ODD_CHIP_WORDS = {"high": "the high half of a split pot takes the odd chip",
                  "low": "the low half of a split pot takes the odd chip",
                  "seat": "tied players take leftover chips in seat order from the button",
                  "suit": "tied players take leftover chips by their highest card by suit "
                          "(lowest in a low half)"}
"""The words ``odd_chip=`` understands, and what each means."""

_BRIDGE = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def read_odd_chip(odd_chip: object, ties: str = "seat") -> tuple[str, str]:
    """``odd_chip`` read as ``(half, ties)``: which half of a split pot takes the odd chip
    (``"high"`` or ``"low"``) and how tied players share leftover chips (``"seat"`` or
    ``"suit"``). Words not given keep the defaults: the high half, and ``ties``.

    Examples
    --------
    >>> read_odd_chip(None, "suit")
    ('high', 'suit')
    >>> read_odd_chip("low seat", "suit")
    ('low', 'seat')

    Raises
    ------
    ValueError
        For anything but one or two of the words of :data:`ODD_CHIP_WORDS` (at most one of
        "high"/"low" and one of "seat"/"suit").
    """
    if odd_chip is None:
        return "high", ties
    words = odd_chip.replace(",", " ").replace("+", " ").split() if isinstance(
        odd_chip, str) else None
    if (not words or len(words) > 2 or any(w not in ODD_CHIP_WORDS for w in words)
            or len({w in ("high", "low") for w in words}) != len(words)):
        raise ValueError(_("odd_chip must be 'high' or 'low' (the half that takes an odd "
                           "chip), 'seat' or 'suit' (how tied players share), or one of each "
                           "such as 'low seat'; got {value}").format(value=repr(odd_chip)))
    half = next((w for w in words if w in ("high", "low")), "high")
    return half, next((w for w in words if w in ("seat", "suit")), ties)


def _card_key(card: Card, low: bool) -> tuple[int, int]:
    """A card's place by suit: rank (the ace 1 when ``low``), then suit in bridge order."""
    rank = int(card.rank)
    return (1 if low and rank == 14 else rank, _BRIDGE.index(card.suit))


def card_order(hands: Sequence[Sequence[Card]], seats: Sequence[int],
               low: bool = False) -> tuple[int, ...]:
    """``seats`` in the order they take leftover chips by suit: the seat holding the
    highest card first (rank, ace high, then suit in bridge order, spades highest), or with
    ``low`` the seat holding the lowest card first (the ace low, clubs lowest).

    Examples
    --------
    >>> from pokerhands.core.cards import parse_cards
    >>> card_order([parse_cards("Ad 2c"), parse_cards("As 3c")], [0, 1])
    (1, 0)
    >>> card_order([parse_cards("Ad 2c"), parse_cards("As 3c")], [0, 1], low=True)
    (0, 1)
    """
    def best(seat: int) -> tuple[int, ...]:
        keys = [_card_key(c, low) for c in hands[seat]]
        return min(keys) if low else tuple(-k for k in max(keys))

    return tuple(sorted(seats, key=best))


def deciding_card(hand: Sequence[Card], low: bool = False) -> Card:
    """The card that settles a leftover chip by suit: the highest (ace high) or, for a low
    half, the lowest (ace low), suits in bridge order. Every card held counts.

    Examples
    --------
    >>> from pokerhands.core.cards import parse_cards
    >>> hand = parse_cards("Kh Ad 2c")
    >>> str(deciding_card(hand)), str(deciding_card(hand, low=True))
    ('A♦', 'A♦')
    """
    return min(hand, key=lambda c: _card_key(c, low)) if low else max(
        hand, key=lambda c: _card_key(c, low))


def split_chips(amount: int, winners: Sequence[int]) -> dict[int, int]:
    """Share ``amount`` chips among ``winners`` (seat numbers, in the order leftover chips
    are handed out); the first seats take one leftover chip each. The shares add up to ``amount``.

    Examples
    --------
    >>> split_chips(7, [2, 0])
    {2: 4, 0: 3}

    Raises
    ------
    ValueError
        For an ``amount`` that is not a whole number of chips from 0 to
        :data:`~pokerhands.core.checks.MAX_CHIPS`, or no winners.
    """
    amount = whole_number("amount", amount, maximum=MAX_CHIPS, unit="chips")
    if not winners:
        raise ValueError(_("cannot share chips among no winners"))
    base, left = divmod(amount, len(winners))
    return {seat: base + (1 if i < left else 0) for i, seat in enumerate(winners)}
