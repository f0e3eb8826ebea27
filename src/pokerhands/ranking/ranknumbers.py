"""Rank numbers: every distinct five-card high value, numbered from the best.

Because suits never break ties, the 2,598,960 five-card hands fall into exactly
7,462 distinct values (the encyclopedia list, "7,462 distinct hand ranks"). Number 1 is the royal
flush and number 7,462 is 7-5-4-3-2 of mixed suits, the worst high hand.

The table (:func:`all_strengths`, each value a strength ``(category, *key)`` of
:func:`pokerhands.ranking.high.five_strength`) is built from rank patterns, not
from the 2.6 million hands: every multiset of five ranks (at most four of a rank) gives one
unsuited value, and every set of five different ranks gives one suited value as well. The
tests check that enumerating all hands meets exactly these values.

This module holds the numbers as strengths only, so that
:attr:`~pokerhands.core.values.HandValue.rank_number` can read them without an import
cycle; the hand values by number are :func:`pokerhands.evaluate.rank_number` and
:func:`pokerhands.evaluate.hand_for_rank_number`.

>>> len(all_strengths()) == DISTINCT_VALUES == 7462
True
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from pokerhands.core.categories import Ranking
from pokerhands.ranking.high import five_strength
from pokerhands.rules import Rules

__all__ = ["DISTINCT_VALUES", "all_strengths", "number_of", "numbered"]


DISTINCT_VALUES = 7462
"""How many distinct five-card high values there are (the encyclopedia list, "7,462 distinct hand
ranks"): the length of :func:`all_strengths`."""


@lru_cache(maxsize=1)
def all_strengths() -> tuple[tuple[int, ...], ...]:
    """Every distinct five-card strength ``(category, *key)``, best first (7,462 tuples),
    from rank patterns: every multiset of five ranks with at most four of a rank, unsuited,
    and every set of five different ranks, suited.

    >>> all_strengths()[0], all_strengths()[-1]  # the royal flush, 7-5-4-3-2
    ((9, 14), (1, 7, 5, 4, 3, 2))
    """
    values: set[tuple[int, ...]] = set()
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in ranks) <= 4:
            values.add(five_strength(ranks, False))
    for ranks in combinations(range(2, 15), 5):
        values.add(five_strength(ranks, True))
    return tuple(sorted(values, reverse=True))


@lru_cache(maxsize=1)
def _numbers() -> dict[tuple[int, ...], int]:
    return {s: i for i, s in enumerate(all_strengths(), start=1)}


def number_of(strength: tuple[int, ...]) -> "int | None":
    """The rank number (1 = best) of a five-card strength ``(category, *key)``, or None
    when the strength is not one of the 7,462 (five of a kind).

    >>> number_of((9, 14)), number_of((1, 7, 5, 4, 3, 2)), number_of((10, 14))
    (1, 7462, None)
    """
    return _numbers().get(tuple(strength))


def numbered(rules: Rules) -> bool:
    """Whether every hand under ``rules`` has a rank number: the standard high ranking from
    one deck, with no wild cards and no suit order (house rules add values, five of a kind
    or suit tie-breaks, that the 7,462 do not hold).

    >>> from pokerhands.rules import ACE_TO_FIVE, HIGH
    >>> numbered(HIGH), numbered(HIGH.with_wild(1)), numbered(ACE_TO_FIVE)
    (True, False, False)
    """
    return (rules.ranking is Ranking.HIGH and not rules.wild and rules.decks == 1
            and rules.suit_order is None)
