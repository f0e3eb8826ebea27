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

Six-plus hold'em (:data:`pokerhands.rules.SIX_PLUS`) numbers its own values the same way:
the 36 cards from the six up make 1,404 distinct values, on its ladder (the flush above the
full house, the straight A-6-7-8-9 the lowest); :func:`all_strengths` and
:func:`number_of` take the rules, and :func:`distinct_values` says how many there are.

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

from pokerhands.core.categories import CATEGORY_RECORDS, Category, Ranking, strength_of
from pokerhands.core.patterns import five_straight_top
from pokerhands.rules import HIGH, Rules

__all__ = ["DISTINCT_VALUES", "all_strengths", "number_of", "numbered", "distinct_values"]


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


def all_strengths(rules: Rules = HIGH) -> tuple[tuple[int, ...], ...]:
    """Every distinct five-card strength ``(place, *key)`` under the high ``rules``, best
    first (7,462 tuples for the standard ranking; the place is the category's value there),
    category by category down the rules' ladder (see the module docstring): the straights
    and straight flushes by their top card, from the ace down to the lowest straight's (the
    wheel's five, or six-plus's nine); flushes and high cards as five different ranks that
    make no straight; the other categories by ``_keys``. Five of a kind needs a wild card or
    a second deck and has none.

    >>> all_strengths()[0], all_strengths()[-1]  # the royal flush, 7-5-4-3-2
    ((9, 14), (1, 7, 5, 4, 3, 2))
    >>> from pokerhands.rules import SIX_PLUS
    >>> len(all_strengths(SIX_PLUS)), all_strengths(SIX_PLUS)[-1]  # J-9-8-7-6 is the worst
    (1404, (1, 11, 9, 8, 7, 6))
    """
    return _strengths(rules.lowest_rank, rules.flush_over_full_house, rules.trips_over_straight)


@lru_cache(maxsize=None)
def _strengths(lowest: int, flush_over: bool, trips_over: bool) -> tuple[tuple[int, ...], ...]:
    rules = HIGH if lowest == 2 and not (flush_over or trips_over) else Rules(
        "numbers", lowest_rank=lowest, flush_over_full_house=flush_over,
        trips_over_straight=trips_over)
    down = tuple(r for r in _DOWN if r >= lowest)
    values: list[tuple[int, ...]] = []
    keys: list[tuple[int, ...]]
    for category in rules.ladder:
        record = CATEGORY_RECORDS[category]
        if category is Category.FIVE_OF_A_KIND:
            continue
        if category in (Category.STRAIGHT_FLUSH, Category.STRAIGHT):
            keys = [(top,) for top in range(14, lowest + 2, -1)]
        elif category in (Category.FLUSH, Category.HIGH_CARD):
            keys = [ranks for ranks in combinations(down, 5)
                    if five_straight_top(ranks, lowest=lowest) is None]
        else:
            keys = list(_keys(record.shape, down))
        values += [strength_of(category, key, rules) for key in keys]
    return tuple(values)


@lru_cache(maxsize=None)
def _numbers(strengths: tuple[tuple[int, ...], ...]) -> dict[tuple[int, ...], int]:
    return {s: i for i, s in enumerate(strengths, start=1)}


def number_of(strength: tuple[int, ...], rules: Rules = HIGH) -> "int | None":
    """The rank number (1 = best) of a five-card strength ``(place, *key)`` under the high
    ``rules``, or None when the strength is not one of their values (five of a kind).

    >>> number_of((9, 14)), number_of((1, 7, 5, 4, 3, 2)), number_of((10, 14))
    (1, 7462, None)
    """
    return _numbers(all_strengths(rules)).get(tuple(strength))


def distinct_values(rules: Rules = HIGH) -> int:
    """How many distinct five-card values the high ``rules`` have: :data:`DISTINCT_VALUES`
    (7,462) for the standard ranking, 1,404 for six-plus's 36 cards (either ladder).

    >>> from pokerhands.rules import SIX_PLUS
    >>> distinct_values(), distinct_values(SIX_PLUS)
    (7462, 1404)
    """
    return len(all_strengths(rules))


def numbered(rules: Rules) -> bool:
    """Whether every hand under ``rules`` has a rank number: a high ranking from one deck
    (the standard one or six-plus's), with no wild cards and no suit order (house rules add
    values, five of a kind or suit tie-breaks, that the numbered values do not hold).

    >>> from pokerhands.rules import ACE_TO_FIVE, HIGH, SIX_PLUS
    >>> numbered(HIGH), numbered(HIGH.with_wild(1)), numbered(ACE_TO_FIVE), numbered(SIX_PLUS)
    (True, False, False, True)
    """
    return (rules.ranking is Ranking.HIGH and not rules.wild and rules.decks == 1
            and rules.suit_order is None)
