"""Rank numbers: every distinct five-card high value, numbered from the best.

Because suits never break ties, the 2,598,960 five-card hands fall into exactly
7,462 distinct values (the encyclopedia list, "7,462 distinct hand ranks"). Number 1 is the royal
flush and number 7,462 is 7-5-4-3-2 of mixed suits, the worst high hand.

The table (:func:`all_strengths`, each value a strength ``(category, *key)`` of
:func:`pokerhands.ranking.high.five_strength`) is built from rank patterns, not
from the 2.6 million hands: every multiset of five ranks (at most four of a rank) gives one
unsuited value, and every set of five different ranks gives one suited value as well. The
tests check that enumerating all hands meets exactly these values.

>>> len(all_strengths()) == DISTINCT_VALUES == 7462
True
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from pokerhands.core.cards import CardError, Cards
from pokerhands.core.checks import is_whole
from pokerhands.core.patterns import pattern_ranks, representative
from pokerhands.core.categories import Category, Ranking
from pokerhands.core.values import HandValue
from pokerhands.ranking.high import best_high, five_strength
from pokerhands.rules import HIGH, Rules

__all__ = ["DISTINCT_VALUES", "all_strengths", "number_of", "rank_number", "hand_for_rank_number",
           "numbered"]


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


def rank_number(value: HandValue) -> int:
    """The rank number (1..7,462, 1 = best) of a high-rules
    :class:`~pokerhands.core.values.HandValue`: its
    :attr:`~pokerhands.core.values.HandValue.rank_number`.

    Raises
    ------
    TypeError
        If ``value`` is not a :class:`~pokerhands.core.values.HandValue` (cards are valued
        first, with :func:`pokerhands.evaluate.evaluate`).
    ValueError
        If ``value`` was not valued under the high rules, or is not one of the 7,462
        one-deck values (five of a kind).

    Examples
    --------
    >>> from pokerhands import evaluate
    >>> rank_number(evaluate("As Ks Qs Js Ts")), rank_number(evaluate("7c 5d 4h 3s 2c"))
    (1, 7462)
    >>> rank_number(evaluate("As 2d 3c 4h 5s", rules="ace-to-five"))
    Traceback (most recent call last):
    ...
    ValueError: rank numbers exist for 'high' hands only, not 'ace-to-five'
    >>> rank_number("As Ks Qs Js Ts")
    Traceback (most recent call last):
    ...
    TypeError: rank_number takes a hand value (evaluate the cards first); got 'As Ks Qs Js Ts'
    """
    if not isinstance(value, HandValue):
        shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:59] + "…"
        raise TypeError(f"rank_number takes a hand value (evaluate the cards first); got {shown}")
    return value.rank_number


def hand_for_rank_number(number: int) -> HandValue:
    """An example hand whose rank number is ``number`` (1..7,462).

    The cards are :func:`pokerhands.core.patterns.representative`'s: suited values in
    spades; unsuited values with repeated ranks in spades, hearts, diamonds, clubs in turn,
    and the second card in hearts where all five would otherwise be spades.

    Raises
    ------
    ValueError
        If ``number`` is not an integer in 1..7,462.

    Examples
    --------
    >>> print(hand_for_rank_number(1609))  # the worst straight
    Five-high straight (wheel): 5♠ 4♥ 3♠ 2♠ A♠
    >>> hand_for_rank_number(0)
    Traceback (most recent call last):
    ...
    ValueError: rank number must be an integer 1..7462, got 0
    """
    if not is_whole(number, minimum=1, maximum=DISTINCT_VALUES):
        raise ValueError(f"rank number must be an integer 1..{DISTINCT_VALUES}, got {number!r}")
    strength = all_strengths()[int(number) - 1]
    category, key = strength[0], strength[1:]
    suited = category in (Category.STRAIGHT_FLUSH, Category.FLUSH)
    found, found_key, cards = best_high(representative(pattern_ranks(category, key), suited))
    value = HandValue(category=found, key=tuple(int(r) for r in found_key), cards=Cards(cards),
                      rules=HIGH)
    if value.strength != strength:  # pragma: no cover - guards the construction
        raise CardError(f"could not build a hand for rank number {number}")
    return value


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
