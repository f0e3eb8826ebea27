"""Rank patterns: how five cards' ranks and suitedness make a category, in one place.

A five-card value depends only on the multiset of its ranks and on whether all five cards
share a suit. Every ranking module reads such a pattern the same way, so the reading lives
here once:

* :func:`group` sorts the ranks into groups, largest group first, higher rank first within
  a size: 6-6-6-K-K is the shape ``(3, 2)`` with key ``(6, 13)``;
* :func:`category_of` names the category of a shape, always the highest one the cards make
  (the Russian page: 7-7-7-5-5 is a full house, not a pair with three matching cards);
* :data:`SHAPES` is the same table read the other way (both read each category's shape
  from :data:`~pokerhands.core.categories.CATEGORY_TABLE`), and :func:`pattern_ranks` rebuilds
  the five ranks a key describes;
* :func:`representative` deals one concrete hand for a pattern, the hand every counting
  routine values in place of all the hands that share the pattern.

>>> SHAPES[Category.FULL_HOUSE], SHAPES[Category.TWO_PAIR]
((3, 2), (2, 2, 1))
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from pokerhands.core.cards import Card, Rank, Suit
from pokerhands.core.categories import CATEGORY_TABLE, Category

__all__ = ["SHAPES", "group", "category_of", "read_pattern", "five_straight_top",
           "straight_ranks", "pattern_ranks", "representative"]

SHAPES: dict[Category, tuple[int, ...]] = {r.category: r.shape for r in CATEGORY_TABLE}
"""The group sizes of each category's five cards, largest group first, best category first
(:attr:`CategoryRecord.shape <pokerhands.core.categories.CategoryRecord.shape>` of each
entry of :data:`~pokerhands.core.categories.CATEGORY_TABLE`). Under several decks a flush
may also hold a pair (:meth:`pokerhands.rules.Rules.with_decks`); its key is still its five
ranks."""

# the categories the ranks' groups alone make (neither straight nor flush), by shape
_BY_SHAPE = {r.shape: r.category for r in CATEGORY_TABLE if r.by_ranks}


def group(values: Iterable[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(shape, key)`` of rank values: the group sizes and the ranks in the order they are
    compared, the largest group first and the higher rank first among groups of one size.

    >>> group([13, 6, 13, 6, 6])
    ((3, 2), (6, 13))
    """
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    return tuple(n for _, n in groups), tuple(r for r, _ in groups)


def category_of(shape: tuple[int, ...], *, straight: bool, suited: bool) -> Category:
    """The highest category five cards of this shape make: five of a kind, then a straight
    flush, four of a kind, a full house, a flush, a straight, and the pair shapes.

    ``straight`` and ``suited`` say whether the ranks form a straight and the suits a flush
    *as the ranking counts them* (a low system that ignores straights passes False).

    >>> category_of((3, 2), straight=False, suited=False)
    <Category.FULL_HOUSE: 7>
    >>> category_of((2, 1, 1, 1), straight=False, suited=True)  # several decks: a flush
    <Category.FLUSH: 6>
    """
    if shape == (5,):
        return Category.FIVE_OF_A_KIND
    if straight and suited:
        return Category.STRAIGHT_FLUSH
    if shape in ((4, 1), (3, 2)):
        return _BY_SHAPE[shape]
    if suited:
        return Category.FLUSH
    if straight:
        return Category.STRAIGHT
    return _BY_SHAPE.get(shape, Category.HIGH_CARD)


def read_pattern(values: Iterable[int], *, straight_top: "int | None",
                 suited: bool) -> tuple[Category, tuple[int, ...]]:
    """``(category, key)`` of five rank values: a straight's key is its top card alone
    (``straight_top``, None when the ranks make no straight the ranking counts); a flush's
    is its five ranks from the highest down, compared card by card even when it holds a pair
    (several decks, wild cards); every other key is :func:`group`'s.

    >>> read_pattern([9, 9, 13, 4, 4], straight_top=None, suited=False)
    (<Category.TWO_PAIR: 3>, (9, 4, 13))
    >>> read_pattern([14, 5, 4, 3, 2], straight_top=5, suited=False)
    (<Category.STRAIGHT: 5>, (5,))
    """
    values = tuple(values)
    shape, key = group(values)
    category = category_of(shape, straight=straight_top is not None, suited=suited)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return category, (int(straight_top),)  # type: ignore[arg-type]
    if category is Category.FLUSH:
        return category, tuple(sorted(values, reverse=True))
    return category, key


def five_straight_top(values: Sequence[int], *, wheel: bool = True,
                      lowest: int = 2) -> "int | None":
    """The top card of the straight that five rank values (highest first) make, or None.
    With ``wheel`` the ace (14) also plays below the deck's lowest rank: below the two in
    the 52-card deck, so 14-5-4-3-2 is a five-high straight; below the six in the 36-card
    deck of six-plus hold'em (``lowest=6``), so 14-9-8-7-6 is a nine-high straight. No
    straight turns the corner (Q-K-A-2-3 is none, the English rules page).

    >>> five_straight_top([14, 5, 4, 3, 2]), five_straight_top([14, 5, 4, 3, 2], wheel=False)
    (5, None)
    >>> five_straight_top([14, 9, 8, 7, 6], lowest=6), five_straight_top([14, 9, 8, 7, 6])
    (9, None)
    """
    if len(set(values)) != 5:
        return None
    if values[0] - values[4] == 4:
        return int(values[0])
    if wheel and list(values) == [14, *straight_ranks(lowest + 3, lowest)[:4]]:
        return lowest + 3
    return None


def straight_ranks(top: int, lowest: int = 2) -> list[int]:
    """The five ranks of the straight with this top card, top first; in the lowest straight
    of a deck whose lowest rank is ``lowest`` the ace plays below it and comes last: the wheel
    5-4-3-2-A of the 52-card deck, 9-8-7-6-A of six-plus's 36 cards.

    >>> straight_ranks(10), straight_ranks(5), straight_ranks(9, lowest=6)
    ([10, 9, 8, 7, 6], [5, 4, 3, 2, <Rank.ACE: 14>], [9, 8, 7, 6, <Rank.ACE: 14>])
    """
    if top == lowest + 3:
        return [top - i for i in range(4)] + [Rank.ACE]
    return [top - i for i in range(5)]


def pattern_ranks(category: int, key: Sequence[int], lowest: int = 2) -> list[int]:
    """The five ranks (with repeats) that a high category's key describes, in key order
    (``lowest``: the deck's lowest rank, for the straight where the ace plays low).

    >>> pattern_ranks(Category.FULL_HOUSE, (6, 13)), pattern_ranks(Category.STRAIGHT, (9,), 6)
    ([6, 6, 6, 13, 13], [9, 8, 7, 6, <Rank.ACE: 14>])
    """
    if category in (Category.STRAIGHT_FLUSH, Category.STRAIGHT):
        return straight_ranks(key[0], lowest)
    shape = SHAPES.get(Category(category), (1, 1, 1, 1, 1))
    return [r for r, n in zip(key, shape) for _ in range(n)]


_SUITS_DOWN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def representative(ranks: Sequence[int], suited: bool) -> list[Card]:
    """One hand with these ranks, in the order given: all spades when ``suited``; otherwise
    the n-th card of a rank takes the n-th suit of spades, hearts, diamonds, clubs (cycling,
    so under several decks no card repeats more than it must), and a hand of two or more
    cards that would still be one suit gets its second card in hearts.

    >>> representative([14, 13, 12, 11, 9], suited=False)
    [As, Kh, Qs, Js, 9s]
    """
    if suited:
        return [Card(Rank(r), Suit.SPADES) for r in ranks]
    seen: dict[int, int] = {}
    cards = []
    for r in ranks:
        n = seen.get(r, 0)
        seen[r] = n + 1
        cards.append(Card(Rank(r), _SUITS_DOWN[n % 4]))
    if len(cards) > 1 and len({c.suit for c in cards}) == 1:
        cards[1] = Card(cards[1].rank, Suit.HEARTS)
    return cards
