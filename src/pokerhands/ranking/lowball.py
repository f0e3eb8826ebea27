"""Low hands: ace-to-five, ace-to-six, deuce-to-seven and the eight-or-better qualifier.

In a low game the ranking is read upside down: the hand that would be *worse* under the
system's own category order wins. The systems differ in how the ace plays and in whether
straights and flushes count (see :mod:`pokerhands.rules` for each, with its sources):

* ace-to-five: ace low; straights and flushes ignored; best 5-4-3-2-A (the wheel);
* ace-to-six: ace low; straights and flushes count against the hand; best 6-4-3-2-A;
* deuce-to-seven: ace high; straights and flushes count; A-2-3-4-5 is ace-high (no
  straight); best 7-5-4-3-2, "number one";
* eight-or-better: the ace-to-five low, counted only with five different ranks of eight or
  lower; otherwise the hand has no qualifying low.

A hand is always read in its highest category (the Russian page: 7-7-7-5-5 is a full house, not a
pair with three matching cards), in every system. From more than five cards the best low
is the five-card subset that the system ranks lowest; it is found from the ranks the cards
hold (:func:`low_value`), not by trying every subset, so a whole deck takes no longer than
seven cards do.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations, product
from typing import Iterator, Sequence, TypeAlias

from pokerhands.core.cards import Card, Rank
from pokerhands.core.patterns import five_straight_top, read_pattern
from pokerhands.core.categories import ACE_LOW, Category, CategoryOrSize
from pokerhands.rules import Rules

__all__ = ["low_value", "pattern_value", "qualifies", "card_value"]

Pattern: TypeAlias = tuple[Category, tuple[int, ...]]
"""``(category, key)`` of five cards: what :func:`pattern_value` returns."""

def card_value(card: Card, rules: Rules) -> int:
    """The card's rank as the system counts it: 2..14, or 1 for an ace that is always low.

    >>> from pokerhands.core.cards import parse_card
    >>> from pokerhands.rules import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> card_value(parse_card("Ah"), ACE_TO_FIVE), card_value(parse_card("Ah"), DEUCE_TO_SEVEN)
    (1, 14)
    """
    return ACE_LOW if card.rank == Rank.ACE and not rules.ace_high else int(card.rank)


@lru_cache(maxsize=None)
def pattern_value(values: tuple[int, ...], flush: bool, rules: Rules) -> Pattern:
    """``(category, key)`` of five cards with these rank values, read in their highest
    category as the system's ranking sees it (straights and flushes only where they count;
    :func:`pokerhands.core.patterns.read_pattern`).

    ``key`` lists the ranks in the order they are compared, largest group first.

    >>> from pokerhands.rules import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> pattern_value((5, 4, 3, 2, 1), False, ACE_TO_FIVE)  # the wheel is no straight here
    (<Category.HIGH_CARD: 1>, (5, 4, 3, 2, 1))
    >>> pattern_value((6, 5, 4, 3, 2), False, DEUCE_TO_SEVEN)  # a straight counts against it
    (<Category.STRAIGHT: 5>, (6,))
    """
    top = None
    if rules.straights_count:
        top = five_straight_top(sorted(values, reverse=True),
                                wheel=rules.ace_high and rules.ace_low)
    return read_pattern(values, straight_top=top, suited=rules.flushes_count and flush)


def _five(cards: Sequence[Card], rules: Rules) -> Pattern:
    values = tuple(sorted((card_value(c, rules) for c in cards), reverse=True))
    return pattern_value(values, len({c.suit for c in cards}) == 1, rules)


def qualifies(category: CategoryOrSize, key: tuple[int, ...], rules: Rules) -> bool:
    """Whether a low meets the system's qualifier (always true without one).

    >>> from pokerhands.rules import EIGHT_OR_BETTER
    >>> qualifies(Category.HIGH_CARD, (8, 6, 4, 2, 1), EIGHT_OR_BETTER)
    True
    >>> qualifies(Category.HIGH_CARD, (9, 6, 4, 2, 1), EIGHT_OR_BETTER)
    False
    """
    if rules.qualifier is None:
        return True
    return category is Category.HIGH_CARD and key[0] <= rules.qualifier


def low_value(cards: Sequence[Card],
              rules: Rules) -> tuple[Category | None, tuple[int, ...], list[Card]]:
    """The best low among ``cards`` (five or more distinct cards) under ``rules``.

    Returns ``(category, key, chosen)``: the category and tie-break key as the system
    counts them (lower wins) and the five cards in display order; for eight-or-better with
    no qualifying low, ``(None, (), [])``.

    The search is over ranks, not over sets of cards. A five-card low depends only on its
    five ranks and on whether all five share a suit (:func:`pattern_value`), so the best
    low is the best of the rank patterns the cards can supply: at most 6,175 of them
    (five ranks from thirteen, repeats allowed, no rank five times), where a whole deck
    has 2,598,960 sets of five cards. The five cards that play are then the first five,
    in the order given, that make that pattern, exactly the set that trying every subset
    in order would keep. Up to seven cards (21 subsets) trying each subset is quicker,
    and gives the same answer.

    >>> from pokerhands.core.cards import parse_cards
    >>> from pokerhands.rules import ACE_TO_FIVE, EIGHT_OR_BETTER
    >>> low_value(parse_cards("Kd 7h 5c 4s 2d Ah"), ACE_TO_FIVE)
    (<Category.HIGH_CARD: 1>, (7, 5, 4, 2, 1), [7h, 5c, 4s, 2d, Ah])
    >>> low_value(parse_cards("Kd 9h 5c 4s 2d Ah"), EIGHT_OR_BETTER)  # no qualifying low
    (None, (), [])
    """
    if len(cards) <= _SUBSETS_UP_TO:  # few subsets: try each, keep the first lowest
        best: tuple[Category, tuple[int, ...], Sequence[Card]] | None = None
        for five in combinations(cards, 5):
            category, key = _five(five, rules)
            if best is None or (category, key) < best[:2]:
                best = (category, key, five)
        assert best is not None  # five or more cards: one subset at least
        category, key, best_five = best
    else:
        category, key, best_five = _best_pattern(cards, rules)
    if not qualifies(category, key, rules):
        return None, (), []
    count = Counter(card_value(c, rules) for c in best_five)
    chosen = sorted(best_five, key=lambda c: (count[card_value(c, rules)], card_value(c, rules)),
                    reverse=True)
    return category, key, chosen


_SUBSETS_UP_TO = 7
"""Up to this many cards, :func:`low_value` tries every five-card subset."""


def _rank_patterns(available: dict[int, int], size: int = 5) -> Iterator[tuple[int, ...]]:
    """Every multiset of ``size`` rank values that ``available`` (value -> how many cards)
    can supply, as a tuple from the highest value down."""
    values = sorted(available, reverse=True)

    def extend(i: int, left: int, chosen: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if left == 0:
            yield chosen
            return
        if i == len(values):
            return
        for n in range(min(available[values[i]], left), -1, -1):
            yield from extend(i + 1, left - n, chosen + (values[i],) * n)

    return extend(0, size, ())


def _best_pattern(cards: Sequence[Card],
                  rules: Rules) -> tuple[Category, tuple[int, ...], tuple[Card, ...]]:
    """``(category, key, five)``: the lowest rank pattern the cards make, and the first five
    cards (in the order given, as :func:`itertools.combinations` would meet them) that make
    it. A pattern with a repeated rank is never one suit; five different ranks can be one
    suit when some suit holds all five, and not one suit unless every card of those ranks
    is of a single suit."""
    by_value: dict[int, list[int]] = {}  # value -> positions of its cards, in order
    for i, c in enumerate(cards):
        by_value.setdefault(card_value(c, rules), []).append(i)
    best: tuple[Category, tuple[int, ...], tuple[int, ...]] | None = None
    for values in _rank_patterns({v: len(at) for v, at in by_value.items()}):
        options = [False]
        if len(set(values)) == 5:
            suits = [{cards[i].suit for i in by_value[v]} for v in values]
            options = ([False] if len(set().union(*suits)) > 1 else []) + (
                [True] if set.intersection(*suits) else [])
        for flush in options:
            category, key = pattern_value(values, flush, rules)
            if best is None or (category, key) < best[:2]:
                best = (category, key, values)
    assert best is not None  # five or more cards: one pattern at least
    category, key, values = best
    # the first five cards in order with exactly these ranks and this value: choose the
    # cards of each rank (at most C(4, 2) ways per rank), keep the earliest set that works
    need = Counter(values)
    picks = [combinations(by_value[v], n) for v, n in sorted(need.items())]
    first: tuple[int, ...] | None = None
    for choice in product(*picks):
        at = tuple(sorted(i for group in choice for i in group))
        if (first is None or at < first) and _five([cards[i] for i in at], rules) == (category, key):
            first = at
    assert first is not None  # the best pattern came from these cards
    return category, key, tuple(cards[i] for i in first)
