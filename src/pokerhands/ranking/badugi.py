"""Badugi: four-card hands in which only cards of different suits and ranks count.

The rules, as the Greek help page gives them (its last section, "Badugi"):

* a hand is four cards; the ace is always low;
* a card counts only if no other counting card shares its suit or its rank; of a pair,
  or of two cards of one suit, only one can count;
* a hand with four counting cards (a *badugi*) beats any three-card hand, which beats any
  two-card hand, which beats a one-card hand;
* between hands of the same size, compare the highest counting cards, then the next, and
  so on: the lower card wins; suits never break ties; cards that do not count never do.

How the counting cards are found: every subset of the cards whose members differ in suit
and in rank is a candidate (there are at most 15 subsets of four cards), and the best
candidate is kept: the largest, and among the largest the one whose cards are lowest from
the top down. Trying every subset matters when a pair and a suit clash meet in one hand:
which card to drop then depends on what else it would free.

From more than four cards (for exercises and odds) the same search runs over every subset
of at most four cards, so the result is the best four-card Badugi hand among them.
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from pokerhands.core import language
from pokerhands.core.cards import Card, Joker, Rank
from pokerhands.core.categories import ACE_LOW, BadugiSize

__all__ = ["badugi_value", "drop_reasons"]

# the gettext name `_`, reached through the module (no private name crosses a module)
_ = language._


def _value(card: Card) -> int:
    return ACE_LOW if card.rank == Rank.ACE else int(card.rank)


def _fits(cards: Sequence[Card]) -> bool:
    return (len({c.suit for c in cards}) == len(cards)
            and len({c.rank for c in cards}) == len(cards))


def badugi_value(cards: Sequence[Card]) -> tuple[BadugiSize, tuple[int, ...], list[Card]]:
    """The best Badugi hand among ``cards`` (four or more distinct cards).

    Returns ``(size, key, counting)``: a :class:`~pokerhands.core.categories.BadugiSize`, the
    counting ranks from the highest down (ace = 1), and the counting cards in that order.
    Candidates are compared by size, then by the key, lower being better; the first best
    candidate found is kept.

    >>> from pokerhands.core.cards import parse_cards
    >>> badugi_value(parse_cards("4c 3d 2h As"))
    (<BadugiSize.BADUGI: 4>, (4, 3, 2, 1), [4c, 3d, 2h, As])
    >>> badugi_value(parse_cards("Kc 3d 2h 2s"))  # the deuces pair: three cards count
    (<BadugiSize.THREE_CARD: 3>, (13, 3, 2), [Kc, 3d, 2h])
    """
    best: tuple[BadugiSize, tuple[int, ...], list[Card]] | None = None
    for n in range(min(4, len(cards)), 0, -1):
        for subset in combinations(cards, n):
            if not _fits(subset):
                continue
            ordered = sorted(subset, key=_value, reverse=True)
            key = tuple(_value(c) for c in ordered)
            if best is None or key < best[1]:
                best = (BadugiSize(n), key, ordered)
        if best is not None:
            return best
    raise AssertionError("unreachable: any single card is a one-card hand")  # pragma: no cover


def drop_reasons(cards: Sequence[Card], counting: Sequence[Card | Joker]) -> list[tuple[Card, str]]:
    """Why each card that does not count was dropped: it repeats the rank or the suit of
    a counting card ("duplicate rank: pairs the 4♠"), or (from more than four cards) it is
    simply not among the best four.

    >>> from pokerhands.core.cards import parse_cards
    >>> drop_reasons(parse_cards("Kc 3d 2h 2s"), parse_cards("Kc 3d 2h"))
    [(2s, 'duplicate rank: pairs the 2♥')]
    """
    out = []
    for card in cards:
        if card in counting:
            continue
        same_rank = [c for c in counting if c.rank == card.rank]
        same_suit = [c for c in counting if c.suit == card.suit]
        if same_rank:
            out.append((card, _("duplicate rank: pairs the {card}").format(card=same_rank[0])))
        elif same_suit:
            out.append((card, _("duplicate suit: same suit as the {card}").format(
                card=same_suit[0])))
        else:
            out.append((card, _("not among the best four")))
    return out
