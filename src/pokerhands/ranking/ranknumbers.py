"""Rank numbers: every distinct five-card high value, numbered from the best.

Because suits never break ties, the 2,598,960 five-card hands fall into exactly
7,462 distinct values (the encyclopedia list, "7,462 distinct hand ranks"). Number 1 is the royal
flush and number 7,462 is 7-5-4-3-2 of mixed suits, the worst high hand.

The table (:func:`all_strengths`, each value a strength ``(category, *key)`` of
:func:`pokerhands.ranking.high.five_strength`) is written out category by category, best
first, from each category's shape in :data:`~pokerhands.core.categories.CATEGORY_TABLE`: a
key is one rank per group, the larger groups first, and the keys of one shape come out best
first when their ranks are drawn from the highest down. No hand is dealt or valued, so the
table is ready in a moment (a live picker numbers its hand as it starts, in the reader's
browser). The tests check that enumerating all 2,598,960 hands meets exactly these values,
in this order.

This module holds the numbers as strengths only, so that
:attr:`~pokerhands.core.values.HandValue.rank_number` can read them without an import
cycle; the hand values by number are :func:`pokerhands.evaluate.rank_number` and
:func:`pokerhands.evaluate.hand_for_rank_number`.

>>> len(all_strengths()) == DISTINCT_VALUES == 7462
True
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations

from pokerhands.core.categories import CATEGORY_TABLE, WHEEL_TOP, Category, Ranking
from pokerhands.core.patterns import five_straight_top
from pokerhands.rules import Rules

__all__ = ["DISTINCT_VALUES", "all_strengths", "number_of", "numbered"]


DISTINCT_VALUES = 7462
"""How many distinct five-card high values there are (the encyclopedia list, "7,462 distinct hand
ranks"): the length of :func:`all_strengths`."""


#: The thirteen ranks, the highest first.
_DOWN = tuple(range(14, 1, -1))


def _keys(shape: tuple[int, ...], ranks: tuple[int, ...] = _DOWN) -> Iterator[tuple[int, ...]]:
    """Every key of a category with this shape (group sizes, largest first), best first: one
    rank per group, groups of one size drawn together from the highest rank down, each rank
    used once.

    >>> list(_keys((4, 1)))[:3]  # four aces with a king, a queen, a jack
    [(14, 13), (14, 12), (14, 11)]
    """
    if not shape:
        yield ()
        return
    size = shape[0]
    count = shape.count(size)
    for chosen in combinations(ranks, count):
        rest = tuple(r for r in ranks if r not in chosen)
        for tail in _keys(shape[count:], rest):
            yield chosen + tail


@lru_cache(maxsize=1)
def all_strengths() -> tuple[tuple[int, ...], ...]:
    """Every distinct five-card strength ``(category, *key)``, best first (7,462 tuples),
    category by category (see the module docstring): the straights and straight flushes by
    their top card, from the ace down to the five (the wheel); flushes and high cards as five
    different ranks that make no straight; the other categories by ``_keys``. Five of a
    kind needs a wild card or a second deck and has none.

    >>> all_strengths()[0], all_strengths()[-1]  # the royal flush, 7-5-4-3-2
    ((9, 14), (1, 7, 5, 4, 3, 2))
    """
    values: list[tuple[int, ...]] = []
    for record in CATEGORY_TABLE:
        category = int(record.category)
        if record.category is Category.FIVE_OF_A_KIND:
            continue
        if record.category in (Category.STRAIGHT_FLUSH, Category.STRAIGHT):
            values += [(category, top) for top in range(14, WHEEL_TOP - 1, -1)]
        elif record.category in (Category.FLUSH, Category.HIGH_CARD):
            values += [(category, *ranks) for ranks in combinations(_DOWN, 5)
                       if five_straight_top(ranks) is None]
        else:
            values += [(category, *key) for key in _keys(record.shape)]
    return tuple(values)


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
