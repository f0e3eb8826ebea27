"""Counting six-plus hold'em's hands: every five-card hand of the 36-card deck, exactly.

Six-plus (short-deck) hold'em deals from the 36 cards from the six up
(:data:`pokerhands.rules.SIX_PLUS`). :func:`six_plus_strength_counts` walks all
C(36, 5) = 376,992 five-card hands, one by one, and values each with the evaluator's own
pattern reading (:func:`pokerhands.ranking.high.pattern_strength`, the ranking
:func:`pokerhands.evaluate.evaluate` applies; the tests check the two agree on every
pattern); :func:`six_plus_categories` sums them by category, in the order of the rules'
ladder, with the probability of each: the table the book's six-plus chapter prints and the
cheat sheet can read. It needs no NumPy, so it runs in the reader's browser (about half a
second). :func:`six_plus_seven_card_categories` does the same for all C(36, 7) = 8,347,680
seven-card hands (the best five of seven, as in hold'em), with the fast path (NumPy).

The published figures the book sets beside these are in :mod:`pokerhands.odds.published`
(``SIX_PLUS_*``).
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, TypeAlias

from pokerhands.core.categories import ROYAL_FLUSH, Category
from pokerhands.core.language import gettext as _
from pokerhands.ranking.high import pattern_strength
from pokerhands.odds.counting import CategoryCount, category_counts
from pokerhands.rules import Rules, get_rules

if TYPE_CHECKING:  # pragma: no cover
    Strength: TypeAlias = tuple[int, ...]  # (place, *key): sorts like the hands

__all__ = ["six_plus_strength_counts", "six_plus_categories",
           "six_plus_seven_card_categories", "SIX_PLUS_FIVE_CARD_HANDS",
           "SIX_PLUS_SEVEN_CARD_HANDS"]

SIX_PLUS_FIVE_CARD_HANDS = comb(36, 5)
"""The five-card hands of the 36-card deck, C(36, 5) = 376,992."""

SIX_PLUS_SEVEN_CARD_HANDS = comb(36, 7)
"""The seven-card hands of the 36-card deck (two hole cards and a board of five), C(36, 7) =
8,347,680."""


def _short_deck(rules: "str | Rules") -> Rules:
    """``rules`` as :class:`~pokerhands.rules.Rules`, refused unless a short deck's high
    ranking (six-plus, with or without its house option)."""
    ruleset = get_rules(rules)
    if not ruleset.short_deck or ruleset.low:
        raise ValueError(_("these counts are of a short deck's high hands (six-plus); not "
                           "{rules}").format(rules=repr(ruleset.label)))
    return ruleset


def six_plus_strength_counts(rules: "str | Rules" = "six-plus") -> Counter[Strength]:
    """How many of the 376,992 five-card hands of the 36-card deck have each strength.

    Parameters
    ----------
    rules : str or Rules
        ``"six-plus"`` (the default) or its rules with three of a kind above a straight
        (:meth:`~pokerhands.rules.Rules.with_trips_over_straight`); the categories' places
        follow the rules' ladder, and the hands are the same either way.

    Returns
    -------
    collections.Counter
        ``(place, *key)`` strength (as :attr:`HandValue.strength
        <pokerhands.core.values.HandValue.strength>` gives it under ``rules``) -> number of
        hands: 1,404 strengths summing to 376,992.

    Raises
    ------
    ValueError
        For rules that are not a short deck's high ranking.

    Examples
    --------
    >>> counts = six_plus_strength_counts()
    >>> sum(counts.values()), len(counts)
    (376992, 1404)
    """
    ruleset = _short_deck(rules)
    deck = ruleset.deck  # in index order, so each hand's ranks come out ascending
    ranks = [int(c.rank) for c in deck]
    suits = [int(c.suit) for c in deck]
    counts: Counter[Strength] = Counter()
    for a, b, c, d, e in combinations(range(len(deck)), 5):
        flush = suits[a] == suits[b] == suits[c] == suits[d] == suits[e]
        counts[pattern_strength((ranks[a], ranks[b], ranks[c], ranks[d], ranks[e]), flush,
                                ruleset)] += 1
    return counts


def _rows(counts: Counter[Strength], rules: Rules, royal: bool) -> dict[str, CategoryCount]:
    rows = category_counts(counts, skip=(Category.FIVE_OF_A_KIND,), rules=rules)
    if not royal:
        return rows
    total = sum(counts.values())
    royals = sum(n for s, n in counts.items()
                 if s[0] == rules.place(Category.STRAIGHT_FLUSH) and s[1] == 14)
    flushes = rows[Category.STRAIGHT_FLUSH.label]
    others = flushes.hands - royals
    return {ROYAL_FLUSH: CategoryCount(ROYAL_FLUSH, royals, 1, royals / total),
            **{name: (CategoryCount(name, others, row.distinct_values - 1, others / total)
                      if name == Category.STRAIGHT_FLUSH.label else row)
               for name, row in rows.items()}}


def six_plus_categories(rules: "str | Rules" = "six-plus",
                        royal: bool = False) -> dict[str, CategoryCount]:
    """The five-card hands of the 36-card deck by category, best first on the rules'
    ladder: hands, distinct values and probability (of all 376,992) per category, counted
    exhaustively by :func:`six_plus_strength_counts`. Plain Python (no NumPy or pandas).

    This is six-plus's line of a category table, as the book's chapter and cheat sheet show it.

    Parameters
    ----------
    rules : str or Rules
        ``"six-plus"`` (the default: the flush above the full house, the straight above
        three of a kind) or its rules with three of a kind above a straight, which only
        reorders the rows.
    royal : bool
        Give the royal flushes a row of their own, first, and leave them out of the
        straight flush row (default False: the straight flush row includes them).

    Returns
    -------
    dict
        Category name (``"Flush"``; ``"Royal flush"`` with ``royal``) ->
        :class:`~pokerhands.odds.counting.CategoryCount`, best first; the hands sum to
        376,992.

    Raises
    ------
    ValueError
        For rules that are not a short deck's high ranking.

    Examples
    --------
    >>> rows = six_plus_categories()
    >>> [(name, row.hands) for name, row in rows.items()][2:5]
    [('Flush', 480), ('Full house', 1728), ('Straight', 6120)]
    >>> six_plus_categories(royal=True)["Royal flush"].hands
    4
    """
    ruleset = _short_deck(rules)
    return _rows(six_plus_strength_counts(ruleset), ruleset, royal)


def six_plus_seven_card_categories(rules: "str | Rules" = "six-plus",
                                   royal: bool = False) -> dict[str, CategoryCount]:
    """All 8,347,680 seven-card hands of the 36-card deck by the category of their best
    five, best first on the rules' ladder, as :func:`six_plus_categories` lays them out.

    Every hand is dealt once by the fast path (:func:`pokerhands.odds.batch.value_counts`,
    about a second; it needs NumPy), whose values the tests check against the reference
    evaluator hand by hand. Unlike the five-card hands, the rules' ladder changes the counts
    here: seven cards may hold both a straight and three of a kind, and each hand counts in
    the category its rules rank higher.

    Parameters
    ----------
    rules, royal
        As :func:`six_plus_categories`.

    Returns
    -------
    dict
        Category name -> :class:`~pokerhands.odds.counting.CategoryCount`; the hands sum to
        8,347,680.

    Raises
    ------
    ValueError
        For rules that are not a short deck's high ranking.
    """
    from pokerhands.odds.counting import seven_card_strength_counts

    ruleset = _short_deck(rules)
    return _rows(seven_card_strength_counts(ruleset), ruleset, royal)
