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

A hand is always read in its highest category (file 000: 7-7-7-5-5 is a full house, not a
pair with three matching cards), in every system. From more than five cards the best low
is the five-card subset that the system ranks lowest; it is found from the ranks the cards
hold (:func:`low_value`), not by trying every subset, so a whole deck takes no longer than
seven cards do.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations, product
from typing import TYPE_CHECKING, Sequence

from pokerhands.core.cards import Card, Rank
from pokerhands.rules import Rules

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.evaluate import HandValue

__all__ = ["low_value", "describe_low", "rank_word", "every_system", "SYSTEMS"]

SYSTEMS = ("high", "ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better")
"""The ranking systems a rules lens shows, in the book's order."""


def every_system(cards) -> dict:
    """The same cards valued under every system: name -> :class:`~pokerhands.evaluate.HandValue`.

    Raises
    ------
    CardError
        For bad cards or fewer than five.
    """
    from pokerhands.core.cards import parse_cards
    from pokerhands.evaluate import evaluate

    parsed = parse_cards(cards)
    return {name: evaluate(parsed, name) for name in SYSTEMS}

ACE_LOW = 1  # the ace's value where it plays below the two


def card_value(card: Card, rules: Rules) -> int:
    """The card's rank as the system counts it: 2..14, or 1 for an ace that is always low."""
    return ACE_LOW if card.rank == Rank.ACE and not rules.ace_high else int(card.rank)


def rank_word(value: int) -> str:
    """English name of a rank value, the ace being either 1 or 14."""
    return Rank.ACE.word if value == ACE_LOW else Rank(value).word


def rank_plural(value: int) -> str:
    return Rank.ACE.plural if value == ACE_LOW else Rank(value).plural


@lru_cache(maxsize=None)
def pattern_value(values: tuple[int, ...], flush: bool, rules: Rules) -> tuple:
    """``(category, key)`` of five cards with these rank values, read in their highest
    category as the system's ranking sees it (straights and flushes only where they count).

    ``key`` lists the ranks in the order they are compared, largest group first.
    """
    from pokerhands.evaluate import Category

    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    key = tuple(r for r, _ in groups)
    distinct = sorted(counts, reverse=True)
    top = None
    if rules.straights_count and len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif rules.ace_high and rules.ace_low and distinct == [14, 5, 4, 3, 2]:
            top = 5
    suited = rules.flushes_count and flush
    if top is not None and suited:
        return Category.STRAIGHT_FLUSH, (top,)
    if shape == (4, 1):
        return Category.FOUR_OF_A_KIND, key
    if shape == (3, 2):
        return Category.FULL_HOUSE, key
    if suited:
        return Category.FLUSH, key
    if top is not None:
        return Category.STRAIGHT, (top,)
    return {(3, 1, 1): Category.THREE_OF_A_KIND, (2, 2, 1): Category.TWO_PAIR,
            (2, 1, 1, 1): Category.ONE_PAIR}.get(shape, Category.HIGH_CARD), key


def _five(cards: Sequence[Card], rules: Rules) -> tuple:
    values = tuple(sorted((card_value(c, rules) for c in cards), reverse=True))
    return pattern_value(values, len({c.suit for c in cards}) == 1, rules)


def qualifies(category, key: tuple, rules: Rules) -> bool:
    """Whether a low meets the system's qualifier (always true without one)."""
    from pokerhands.evaluate import Category

    if rules.qualifier is None:
        return True
    return category is Category.HIGH_CARD and key[0] <= rules.qualifier


def low_value(cards: Sequence[Card], rules: Rules):
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
    """
    if len(cards) <= _SUBSETS_UP_TO:  # few subsets: try each, keep the first lowest
        best = None
        for five in combinations(cards, 5):
            category, key = _five(five, rules)
            if best is None or (category, key) < best[:2]:
                best = (category, key, five)
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


def _rank_patterns(available: dict, size: int = 5):
    """Every multiset of ``size`` rank values that ``available`` (value -> how many cards)
    can supply, as a tuple from the highest value down."""
    values = sorted(available, reverse=True)

    def extend(i: int, left: int, chosen: tuple):
        if left == 0:
            yield chosen
            return
        if i == len(values):
            return
        for n in range(min(available[values[i]], left), -1, -1):
            yield from extend(i + 1, left - n, chosen + (values[i],) * n)

    return extend(0, size, ())


def _best_pattern(cards: Sequence[Card], rules: Rules) -> tuple:
    """``(category, key, five)``: the lowest rank pattern the cards make, and the first five
    cards (in the order given, as :func:`itertools.combinations` would meet them) that make
    it. A pattern with a repeated rank is never one suit; five different ranks can be one
    suit when some suit holds all five, and not one suit unless every card of those ranks
    is of a single suit."""
    by_value: dict[int, list[int]] = {}  # value -> positions of its cards, in order
    for i, c in enumerate(cards):
        by_value.setdefault(card_value(c, rules), []).append(i)
    best = None
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
    category, key, values = best
    # the first five cards in order with exactly these ranks and this value: choose the
    # cards of each rank (at most C(4, 2) ways per rank), keep the earliest set that works
    need = Counter(values)
    picks = [combinations(by_value[v], n) for v, n in sorted(need.items())]
    first = None
    for choice in product(*picks):
        at = tuple(sorted(i for group in choice for i in group))
        if (first is None or at < first) and _five([cards[i] for i in at], rules) == (category, key):
            first = at
    return category, key, tuple(cards[i] for i in first)


def describe_low(value: "HandValue") -> str:
    """A low hand in the games' own words: "Seven-five low: seven, five, four, two, ace",
    "The wheel: ...", "Number one: ..." (7-5-4-3-2 in deuce-to-seven), "No qualifying low"."""
    from pokerhands.evaluate import Category

    c, k, rules = value.category, value.key, value.rules
    if c is None:
        return f"No qualifying low (no five different ranks of {rank_word(rules.qualifier)} or lower)"
    words = ", ".join(rank_word(r) for r in k)
    if c is Category.HIGH_CARD:
        if not rules.ace_high and k == (5, 4, 3, 2, ACE_LOW):
            return f"The wheel: {words}"
        if rules.ace_high and k == (7, 5, 4, 3, 2):
            return f"Number one: {words}"
        return f"{rank_word(k[0]).capitalize()}-{rank_word(k[1])} low: {words}"
    if c is Category.ONE_PAIR:
        return f"One pair, {rank_plural(k[0])} with " + _kickers(k[1:])
    if c is Category.TWO_PAIR:
        return f"Two pair, {rank_plural(k[0])} and {rank_plural(k[1])} with " + _kickers(k[2:])
    if c is Category.THREE_OF_A_KIND:
        return f"Three of a kind, {rank_plural(k[0])} with " + _kickers(k[1:])
    if c is Category.FULL_HOUSE:
        return f"Full house, {rank_plural(k[0])} over {rank_plural(k[1])}"
    if c is Category.FOUR_OF_A_KIND:
        return f"Four of a kind, {rank_plural(k[0])} with " + _kickers(k[1:])
    if c is Category.STRAIGHT:
        return f"{rank_word(k[0]).capitalize()}-high straight"
    if c is Category.FLUSH:
        return f"{rank_word(k[0]).capitalize()}-high flush: {words}"
    return f"{rank_word(k[0]).capitalize()}-high straight flush"


def _kickers(values: Sequence[int]) -> str:
    named = [("an " if rank_word(v) in ("ace", "eight") else "a ") + rank_word(v) for v in values]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
