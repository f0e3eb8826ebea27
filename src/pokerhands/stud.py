"""Seven-card stud procedure where suit order is standard: the bring-in.

Suits never rank hands in standard poker, but seven-card stud uses a suit order for one
job: deciding who must open the betting on third street. The player whose up card is the
lowest brings it in; for this purpose the ace is high, and between up cards of equal
rank the lower suit brings it in, in bridge order clubs < diamonds < hearts < spades.
"""
from __future__ import annotations

from typing import Sequence

from .cards import CardError, CardsLike, parse_card
from .rules import get_rules

__all__ = ["bring_in"]


def bring_in(up_cards: Sequence[CardsLike], suit_order="bridge") -> int:
    """Seat (0-based) of the player who brings in, from each player's up card in seat order.

    Parameters
    ----------
    up_cards : sequence of cards
        One up card per player, e.g. ``["7d", "2c", "2s"]``.
    suit_order : "bridge" or four suits, lowest first
        The order that breaks ties between equal ranks.

    Raises
    ------
    CardError
        For a bad card, a card shown twice, or fewer than two players.
    """
    cards = [parse_card(c) for c in up_cards]
    if len(cards) < 2:
        raise CardError(f"a bring-in needs at least two players' up cards, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise CardError(f"an up card appears twice in {[str(c) for c in cards]}")
    order = get_rules("high").with_suit_order(suit_order).suit_order
    return min(range(len(cards)), key=lambda i: (cards[i].rank, order.index(cards[i].suit)))
