"""Rank numbers: every distinct five-card high value, numbered from the best.

Because suits never break ties, the 2,598,960 five-card hands fall into exactly
7,462 distinct values (file 002, "7,462 distinct hand ranks"). Number 1 is the royal
flush and number 7,462 is 7-5-4-3-2 of mixed suits, the worst high hand.

The table is built from rank patterns, not from the 2.6 million hands: every multiset
of five ranks (at most four of a rank) gives one unsuited value, and every set of five
different ranks gives one suited value as well. The tests check that enumerating all
hands meets exactly these values.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from pokerhands.core.cards import Card, CardError, Rank, Suit
from pokerhands.evaluate import Category, HandValue, _five_key, _straight_ranks, evaluate

__all__ = ["DISTINCT_VALUES", "rank_number", "hand_for_rank_number", "all_strengths"]

DISTINCT_VALUES = 7462


@lru_cache(maxsize=1)
def all_strengths() -> tuple[tuple, ...]:
    """Every distinct five-card strength ``(category, *key)``, best first (7,462 tuples)."""
    values = set()
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in ranks) <= 4:
            values.add(_five_key(ranks, False))
    for ranks in combinations(range(2, 15), 5):
        values.add(_five_key(ranks, True))
    return tuple(sorted(values, reverse=True))


@lru_cache(maxsize=1)
def _numbers() -> dict[tuple, int]:
    return {s: i for i, s in enumerate(all_strengths(), start=1)}


def rank_number(value: HandValue) -> int:
    """The rank number (1..7,462, 1 = best) of a high-rules :class:`~pokerhands.evaluate.HandValue`.

    Raises
    ------
    ValueError
        If ``value`` was not valued under the high rules.
    """
    if value.rules.name != "high":
        raise ValueError(f"rank numbers exist for 'high' hands only, not {value.rules.name!r}")
    number = _numbers().get(value.strength[:1 + len(value.key)])
    if number is None:
        raise ValueError(f"rank numbers cover the 7,462 one-deck values; {value.describe()!r} "
                         "is not one of them")
    return number


def hand_for_rank_number(number: int) -> HandValue:
    """An example hand whose rank number is ``number`` (1..7,462).

    Suited values use spades; unsuited values use the lowest suits that keep every
    card distinct and the hand unsuited.

    Raises
    ------
    ValueError
        If ``number`` is not an integer in 1..7,462.
    """
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= DISTINCT_VALUES:
        raise ValueError(f"rank number must be an integer 1..{DISTINCT_VALUES}, got {number!r}")
    strength = all_strengths()[number - 1]
    category, key = strength[0], strength[1:]
    ranks = _pattern_ranks(category, key)
    suited = category in (Category.STRAIGHT_FLUSH, Category.FLUSH)
    seen: dict[int, int] = {}
    cards = []
    for r in ranks:
        n = seen.get(r, 0)
        seen[r] = n + 1
        cards.append(Card(Rank(r), Suit.SPADES if suited else Suit(3 - n)))
    if not suited and len(seen) == 5:
        cards[1] = Card(cards[1].rank, Suit.HEARTS)
    value = evaluate(cards)
    if value.strength != strength:  # pragma: no cover - guards the construction
        raise CardError(f"could not build a hand for rank number {number}")
    return value


def _pattern_ranks(category: int, key: tuple) -> list[int]:
    """The five ranks (with repeats) that a key describes."""
    if category in (Category.STRAIGHT_FLUSH, Category.STRAIGHT):
        return _straight_ranks(key[0])
    repeat = {
        Category.FOUR_OF_A_KIND: (4, 1),
        Category.FULL_HOUSE: (3, 2),
        Category.THREE_OF_A_KIND: (3, 1, 1),
        Category.TWO_PAIR: (2, 2, 1),
        Category.ONE_PAIR: (2, 1, 1, 1),
    }.get(category, (1, 1, 1, 1, 1))
    return [r for r, n in zip(key, repeat) for _ in range(n)]
