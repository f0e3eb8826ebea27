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

Six-plus hold'em (:data:`pokerhands.rules.SIX_PLUS`) changes two of these rules and keeps the
rest: its 36 cards start at the six, so the ace plays low below the six, in A-6-7-8-9; and
its ladder puts the flush above the full house (and, as a house option, three of a kind above
the straight). :func:`best_high` takes the rules and looks for the categories in the order
of their ladder.

:func:`best_high` is written to be read; it finds the best hand among any number of cards
directly (no loop over all five-card subsets), which the tests check against the
brute-force maximum. :func:`five_strength` values one rank pattern, the unit every counting
routine works in, as :func:`best_high` would (the tests check every pattern); the 7,462
distinct values it takes are numbered in :mod:`pokerhands.ranking.ranknumbers`.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Sequence, TypeAlias

from pokerhands.core.cards import Card, Rank
from pokerhands.core.patterns import five_straight_top, read_pattern, straight_ranks
from pokerhands.core.categories import Category, strength_of

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.rules import Rules

__all__ = ["straight_top", "best_high", "five_strength", "pattern_strength"]


def straight_top(ranks: set[int], lowest: int = 2) -> int | None:
    """Top card of the best straight among ``ranks``, or None. The ace also plays below
    the deck's lowest rank ``lowest``: the wheel 5-4-3-2-A is five-high, and in six-plus's
    36 cards (``lowest=6``) A-6-7-8-9 is nine-high.

    >>> straight_top({14, 13, 12, 11, 10, 9}), straight_top({14, 2, 3, 4, 5})
    (14, 5)
    >>> straight_top({12, 13, 14, 2, 3}) is None  # no turning the corner
    True
    >>> straight_top({14, 6, 7, 8, 9}, lowest=6), straight_top({13, 14, 6, 7, 8}, lowest=6)
    (9, None)
    """
    for top in range(Rank.ACE, lowest + 3, -1):
        if all(top - i in ranks for i in range(5)):
            return top
    if set(straight_ranks(lowest + 3, lowest)) <= ranks:
        return lowest + 3
    return None


_Hand: TypeAlias = "tuple[Category, tuple[int, ...], list[Card]]"
_Found: TypeAlias = "_Hand | None"


class _Grouped:
    """The cards read once, for the steps of :func:`best_high`: grouped by rank and by suit
    (cards of equal rank in the order given), the ranks held from the highest down, and the
    ranks held four, three and two times or more."""

    def __init__(self, cards: Sequence[Card], lowest: int = 2):
        self.lowest = lowest  # the deck's lowest rank: the ace plays low just below it
        self.by_rank: dict[int, list[Card]] = {}
        by_suit: dict[int, list[Card]] = {}
        for card in cards:
            self.by_rank.setdefault(card.rank, []).append(card)
            by_suit.setdefault(card.suit, []).append(card)
        self.flush_suits = [cs for cs in by_suit.values() if len(cs) >= 5]
        self.ranks_desc = sorted(self.by_rank, reverse=True)
        count = {r: len(cs) for r, cs in self.by_rank.items()}
        self.quads = [r for r in self.ranks_desc if count[r] >= 4]
        self.trips = [r for r in self.ranks_desc if count[r] >= 3]
        self.pairs = [r for r in self.ranks_desc if count[r] >= 2]

    def take(self, *groups: tuple[int, int]) -> list[Card]:
        """The cards of ``groups``, each ``(rank, how many cards of it)``."""
        return [c for rank, n in groups for c in self.by_rank[rank][:n]]

    def kickers(self, n: int, *besides: int) -> list[int]:
        """The ``n`` highest ranks held other than ``besides``."""
        return [r for r in self.ranks_desc if r not in besides][:n]


def _five_of_a_kind(hand: _Grouped) -> _Found:
    # checked first: five cards of a rank need a second deck (or a wild card)
    count5 = [r for r, cs in hand.by_rank.items() if len(cs) >= 5]
    if not count5:
        return None
    best = max(count5)
    return Category.FIVE_OF_A_KIND, (best,), hand.by_rank[best][:5]


def _straight_flush(hand: _Grouped) -> _Found:
    # five in sequence within one suit
    best_sf = None
    for suited in hand.flush_suits:
        top = straight_top({c.rank for c in suited}, hand.lowest)
        if top is not None and (best_sf is None or top > best_sf[0]):
            best_sf = (top, suited)
    if best_sf is None:
        return None
    top, suited = best_sf
    in_suit: dict[int, Card] = {c.rank: c for c in reversed(suited)}  # first of each rank wins
    return (Category.STRAIGHT_FLUSH, (top,),
            [in_suit[r] for r in straight_ranks(top, hand.lowest)])


def _four_of_a_kind(hand: _Grouped) -> _Found:
    # with the best remaining card as kicker
    if not hand.quads:
        return None
    q = hand.quads[0]
    kicker = hand.kickers(1, q)[0]
    return Category.FOUR_OF_A_KIND, (q, kicker), hand.take((q, 4), (kicker, 1))


def _full_house(hand: _Grouped) -> _Found:
    # the best three of a kind, and the best pair from another rank (which may itself be a
    # second three of a kind)
    if not hand.trips:
        return None
    t = hand.trips[0]
    others = [r for r in hand.pairs if r != t]
    if not others:
        return None
    p = others[0]
    return Category.FULL_HOUSE, (t, p), hand.take((t, 3), (p, 2))


def _flush(hand: _Grouped) -> _Found:
    # the five highest cards of a suit holding five or more
    if not hand.flush_suits:
        return None
    options = []
    for suited in hand.flush_suits:
        top5 = sorted(suited, key=lambda c: -c.rank)[:5]
        options.append((tuple(c.rank for c in top5), top5))
    key, chosen = max(options, key=lambda o: o[0])
    return Category.FLUSH, key, chosen


def _straight(hand: _Grouped) -> _Found:
    top = straight_top(set(hand.by_rank), hand.lowest)
    if top is None:
        return None
    return Category.STRAIGHT, (top,), hand.take(*((r, 1) for r in straight_ranks(top,
                                                                               hand.lowest)))


def _three_of_a_kind(hand: _Grouped) -> _Found:
    # no other pair exists here, or it would be a full house
    if not hand.trips:
        return None
    t = hand.trips[0]
    kickers = hand.kickers(2, t)
    return (Category.THREE_OF_A_KIND, (t, *kickers),
            hand.take((t, 3), *((r, 1) for r in kickers)))


def _two_pair(hand: _Grouped) -> _Found:
    # the two best pairs, and the best other card as kicker
    if len(hand.pairs) < 2:
        return None
    hi, lo = hand.pairs[:2]
    kicker = hand.kickers(1, hi, lo)[0]
    return Category.TWO_PAIR, (hi, lo, kicker), hand.take((hi, 2), (lo, 2), (kicker, 1))


def _one_pair(hand: _Grouped) -> _Found:
    if not hand.pairs:
        return None
    p = hand.pairs[0]
    kickers = hand.kickers(3, p)
    return Category.ONE_PAIR, (p, *kickers), hand.take((p, 2), *((r, 1) for r in kickers))


def _high_card(hand: _Grouped) -> _Hand:
    # the five highest ranks
    highest = hand.ranks_desc[:5]
    return Category.HIGH_CARD, tuple(highest), hand.take(*((r, 1) for r in highest))


#: The steps of :func:`best_high`, one per category but high card (what is left when no step
#: finds its category).
_STEP_OF: dict[Category, Callable[[_Grouped], _Found]] = {
    Category.FIVE_OF_A_KIND: _five_of_a_kind, Category.STRAIGHT_FLUSH: _straight_flush,
    Category.FOUR_OF_A_KIND: _four_of_a_kind, Category.FULL_HOUSE: _full_house,
    Category.FLUSH: _flush, Category.STRAIGHT: _straight,
    Category.THREE_OF_A_KIND: _three_of_a_kind, Category.TWO_PAIR: _two_pair,
    Category.ONE_PAIR: _one_pair}


@lru_cache(maxsize=None)
def _steps(ladder: tuple[Category, ...]) -> tuple[Callable[[_Grouped], _Found], ...]:
    """The steps in the order of a ladder, best category first: the first that finds its
    category in the cards gives the hand, since it finds the best hand of its category."""
    return tuple(_STEP_OF[c] for c in ladder if c is not Category.HIGH_CARD)


#: The steps on the standard ladder: five of a kind (a second deck), straight flush, four of
#: a kind, full house, flush, straight, three of a kind, two pair, one pair.
_STEPS = _steps(tuple(sorted(Category, reverse=True)))


def best_high(cards: Sequence[Card], rules: "Rules | None" = None) -> _Hand:
    """Best five-card high hand among ``cards`` (at least five distinct cards) under
    ``rules`` (by default the standard high ranking).

    Returns the category, the tie-break key and the five cards in display order.
    Cards of equal rank are taken in the order given, so the choice is stable.

    The cards are read once (grouped by rank and by suit), then each category is looked
    for from the best down, one step per category, in the order of the rules' ladder
    (:attr:`Rules.ladder <pokerhands.rules.Rules.ladder>`): five of a kind (a second deck),
    straight flush, four of a kind, full house, flush, straight, three of a kind, two pair,
    one pair, high card; under six-plus the flush comes before the full house (seven
    cards cannot hold both, eight can). The ace plays low just below the rules' lowest rank.

    >>> from pokerhands.core.cards import parse_cards
    >>> category, key, five = best_high(parse_cards("Kh Kd 7c 7s 2h 2d Ad"))
    >>> category.label, [int(r) for r in key], five  # the third pair plays no part
    ('Two pair', [13, 7, 14], [Kh, Kd, 7c, 7s, Ad])
    >>> from pokerhands.rules import SIX_PLUS
    >>> category, key, five = best_high(parse_cards("9h 8d 7c 6s As Kd"), SIX_PLUS)
    >>> category.label, [int(r) for r in key], five  # the ace plays low below the six
    ('Straight', [9], [9h, 8d, 7c, 6s, As])
    """
    if rules is None:
        hand, steps = _Grouped(cards), _STEPS
    else:
        hand, steps = _Grouped(cards, rules.lowest_rank), _steps(rules.ladder)
    for step in steps:
        found = step(hand)
        if found is not None:
            return found
    return _high_card(hand)


@lru_cache(maxsize=None)
def five_strength(ranks: tuple[int, ...], flush: bool) -> tuple[int, ...]:
    """Strength ``(category, *key)`` of five cards with these ranks, suited or not.

    A five-card high value depends only on the multiset of ranks and on whether all five
    share a suit, so this reads the pattern itself
    (:func:`pokerhands.core.patterns.read_pattern`, as the low and wild rankings do), with
    no cards to deal, and remembers it. It gives what :func:`best_high` gives for any hand
    with that pattern (``tests/test_patterns.py`` checks every one of the 7,462); reading
    the pattern is about eight times faster, which the live pages feel: a picker numbers
    its hand among the 7,462 as it starts. Used for exhaustive counting and rank numbers.

    >>> five_strength((13, 13, 7, 7, 2), False), five_strength((14, 13, 12, 11, 10), True)
    ((3, 13, 7, 2), (9, 14))
    >>> five_strength((14, 5, 4, 3, 2), False)  # the wheel: a five-high straight
    (5, 5)
    """
    values = tuple(sorted(ranks, reverse=True))
    category, key = read_pattern(values, straight_top=five_straight_top(values), suited=flush)
    return (int(category), *(int(r) for r in key))


@lru_cache(maxsize=None)
def pattern_strength(ranks: tuple[int, ...], flush: bool, rules: "Rules") -> tuple[int, ...]:
    """:func:`five_strength` under any high ``rules``: the strength ``(place, *key)`` of five
    cards with these ranks, suited or not, as
    :attr:`HandValue.strength <pokerhands.core.values.HandValue.strength>` gives it (the
    category's place on the rules' ladder first; the ace low below the rules' lowest rank).
    Five cards from one deck make one category whatever the ladder, so only the place moves.

    >>> from pokerhands.rules import SIX_PLUS
    >>> pattern_strength((14, 9, 8, 7, 6), False, SIX_PLUS)  # A-6-7-8-9: nine-high straight
    (5, 9)
    >>> pattern_strength((14, 12, 10, 8, 7), True, SIX_PLUS)  # a flush, above full houses
    (7, 14, 12, 10, 8, 7)
    """
    values = tuple(sorted(ranks, reverse=True))
    top = five_straight_top(values, lowest=rules.lowest_rank)
    category, key = read_pattern(values, straight_top=top, suited=flush)
    return strength_of(category, tuple(int(r) for r in key), rules)
