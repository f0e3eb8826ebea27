"""The standard high ranking: the best five-card hand among any number of cards.

The rules, as the four sources give them (the English rules page §1-10, the Russian page §1-10,
the Greek help page "traditional high", the encyclopedia list category sections):

* nine categories, highest first: straight flush (the ace-high one is the royal
  flush), four of a kind, full house, flush, straight, three of a kind, two pair,
  one pair, high card; any hand of a higher category beats any hand of a lower one;
* within a category, ranks decide in a fixed order (the *tie-break key*): the rank of
  the largest group first, then smaller groups, then kickers from the highest down;
* the ace is high, except that it plays low in the five-high straight 5-4-3-2-A (the
  *wheel*) and the five-high straight flush (the *steel wheel*); it cannot be high and
  low at once, so Q-K-A-2-3 is no straight ("no turning the corner");
* suits never break ties: hands that differ only by suit are equal;
* from more than five cards, the best five-card hand counts and the rest play no part.

:func:`best_high` is written to be read; it finds the best hand among any number of cards
directly (no loop over all five-card subsets), which the tests check against the
brute-force maximum. :func:`five_strength` is its memoised form for one rank pattern, the
unit every counting routine works in; the 7,462 distinct values it takes are numbered in
:mod:`pokerhands.ranking.ranknumbers`.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from pokerhands.core.cards import Card, Rank
from pokerhands.core.patterns import representative, straight_ranks
from pokerhands.core.categories import WHEEL_TOP, Category

__all__ = ["straight_top", "best_high", "five_strength"]


def straight_top(ranks: set[int]) -> int | None:
    """Top card of the best straight among ``ranks`` (the wheel's top is 5), or None."""
    for top in range(Rank.ACE, WHEEL_TOP, -1):
        if all(top - i in ranks for i in range(5)):
            return top
    if {Rank.ACE, 2, 3, 4, 5} <= ranks:
        return WHEEL_TOP
    return None


def best_high(cards: Sequence[Card]) -> tuple[Category, tuple, list[Card]]:
    """Best five-card high hand among ``cards`` (at least five distinct cards).

    Returns the category, the tie-break key and the five cards in display order.
    Cards of equal rank are taken in the order given, so the choice is stable.
    """
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(card.suit, []).append(card)
    ranks_desc = sorted(by_rank, reverse=True)

    def take(*groups: tuple[int, int]) -> list[Card]:
        # groups: (rank, how many cards of it)
        return [c for rank, n in groups for c in by_rank[rank][:n]]

    # 1. Straight flush: five in sequence within one suit (five of a kind, which needs
    #    a second deck, is checked first).
    count5 = [r for r, cs in by_rank.items() if len(cs) >= 5]
    if count5:
        best = max(count5)
        return Category.FIVE_OF_A_KIND, (best,), by_rank[best][:5]
    flush_suits = [cs for cs in by_suit.values() if len(cs) >= 5]
    best_sf = None
    for suited in flush_suits:
        top = straight_top({c.rank for c in suited})
        if top is not None and (best_sf is None or top > best_sf[0]):
            best_sf = (top, suited)
    if best_sf is not None:
        top, suited = best_sf
        in_suit: dict[int, Card] = {c.rank: c for c in reversed(suited)}  # first of each rank wins
        return (Category.STRAIGHT_FLUSH, (top,),
                [in_suit[r] for r in straight_ranks(top)])

    count = {r: len(cs) for r, cs in by_rank.items()}
    quads = [r for r in ranks_desc if count[r] >= 4]
    trips = [r for r in ranks_desc if count[r] >= 3]
    pairs = [r for r in ranks_desc if count[r] >= 2]

    # 2. Four of a kind, with the best remaining card as kicker.
    if quads:
        q = quads[0]
        kicker = next(r for r in ranks_desc if r != q)
        return Category.FOUR_OF_A_KIND, (q, kicker), take((q, 4), (kicker, 1))

    # 3. Full house: the best three of a kind, and the best pair from another rank
    #    (which may itself be a second three of a kind).
    if trips:
        t = trips[0]
        others = [r for r in pairs if r != t]
        if others:
            p = others[0]
            return Category.FULL_HOUSE, (t, p), take((t, 3), (p, 2))

    # 4. Flush: the five highest cards of a suit holding five or more.
    if flush_suits:
        options = []
        for suited in flush_suits:
            top5 = sorted(suited, key=lambda c: -c.rank)[:5]
            options.append((tuple(c.rank for c in top5), top5))
        key, chosen = max(options, key=lambda o: o[0])
        return Category.FLUSH, key, chosen

    # 5. Straight.
    top = straight_top(set(by_rank))
    if top is not None:
        return Category.STRAIGHT, (top,), take(*((r, 1) for r in straight_ranks(top)))

    # 6. Three of a kind (no other pair exists here, or it would be a full house).
    if trips:
        t = trips[0]
        kickers = [r for r in ranks_desc if r != t][:2]
        return (Category.THREE_OF_A_KIND, (t, *kickers),
                take((t, 3), *((r, 1) for r in kickers)))

    # 7. Two pair: the two best pairs, and the best other card as kicker.
    if len(pairs) >= 2:
        hi, lo = pairs[:2]
        kicker = next(r for r in ranks_desc if r not in (hi, lo))
        return Category.TWO_PAIR, (hi, lo, kicker), take((hi, 2), (lo, 2), (kicker, 1))

    # 8. One pair.
    if pairs:
        p = pairs[0]
        kickers = [r for r in ranks_desc if r != p][:3]
        return Category.ONE_PAIR, (p, *kickers), take((p, 2), *((r, 1) for r in kickers))

    # 9. High card: the five highest ranks.
    highest = ranks_desc[:5]
    return Category.HIGH_CARD, tuple(highest), take(*((r, 1) for r in highest))


@lru_cache(maxsize=None)
def five_strength(ranks: tuple[int, ...], flush: bool) -> tuple:
    """Strength ``(category, *key)`` of five cards with these ranks, suited or not.

    A five-card high value depends only on the multiset of ranks and on whether all
    five share a suit, so this values one representative hand per such pattern
    (:func:`pokerhands.core.patterns.representative`) and remembers it. Used for
    exhaustive counting and rank numbers.
    """
    category, key, _ = best_high(representative(ranks, flush))
    return (int(category), *(int(r) for r in key))
