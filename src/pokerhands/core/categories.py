"""The categories of hands and the three rankings: the names every layer above shares.

The categories follow the four sources: nine for standard high hands plus five of a kind
(with wild cards or several decks); Badugi hands are sized by how many cards count
(the Greek help page). :class:`Ranking` says which of the three ways of ranking a set of rules uses;
:func:`strength_of` turns a category and tie-break key into a tuple that sorts like the
hands do under those rules.
"""
from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.rules import Rules

__all__ = ["Ranking", "Category", "BadugiSize", "CategoryOrSize", "strength_of", "WHEEL_TOP",
           "ACE_LOW", "NO_QUALIFYING_LOW"]


class Ranking(enum.Enum):
    """Which ranking a set of rules applies (:attr:`pokerhands.rules.Rules.ranking`).

    ``HIGH``: the standard high ranking, best hand wins (all four sources). ``LOWBALL``: the
    five-card ranking read upside down, the lowest hand wins (ace-to-five, ace-to-six,
    deuce-to-seven, eight-or-better; the rules' other fields say how the ace plays, whether
    straights and flushes count and what qualifies). ``BADUGI``: four cards of different
    suits and ranks, more counting cards first, then the lowest (the Greek help page).
    """

    HIGH = "high"
    LOWBALL = "lowball"
    BADUGI = "badugi"


class Category(enum.IntEnum):
    """Hand categories of the standard high ranking; a greater value is a better hand.

    The royal flush is not a separate category: it is the ace-high straight flush
    (the Greek help page and the encyclopedia list), although the Russian page and the English rules
    page list it as entry 1 of 10.
    :attr:`~pokerhands.core.values.HandValue.name` calls it "Royal flush".
    """

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    FIVE_OF_A_KIND = 10  # only with wild cards or more than one deck

    @property
    def label(self) -> str:
        """The name with a capital letter, such as ``"Full house"``."""
        return _CATEGORY_LABELS[self]

    @property
    def plural(self) -> str:
        """The lower-case plural used in sentences, such as ``"full houses"``."""
        return _CATEGORY_PLURALS[self]

    @property
    def with_article(self) -> str:
        """The lower-case name with an article where English uses one, such as
        ``"a full house"``, ``"two pair"``, ``"four of a kind"``, ``"a high-card hand"``."""
        return _CATEGORY_WITH_ARTICLE.get(self, "a " + self.label.lower())


_CATEGORY_LABELS = {
    Category.HIGH_CARD: "High card",
    Category.ONE_PAIR: "One pair",
    Category.TWO_PAIR: "Two pair",
    Category.THREE_OF_A_KIND: "Three of a kind",
    Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush",
    Category.FULL_HOUSE: "Full house",
    Category.FOUR_OF_A_KIND: "Four of a kind",
    Category.STRAIGHT_FLUSH: "Straight flush",
    Category.FIVE_OF_A_KIND: "Five of a kind",
}
_CATEGORY_WITH_ARTICLE = {
    Category.HIGH_CARD: "a high-card hand",
    Category.ONE_PAIR: "one pair",
    Category.TWO_PAIR: "two pair",
    Category.THREE_OF_A_KIND: "three of a kind",
    Category.FOUR_OF_A_KIND: "four of a kind",
    Category.FIVE_OF_A_KIND: "five of a kind",
}
_CATEGORY_PLURALS = {
    Category.HIGH_CARD: "high-card hands",
    Category.ONE_PAIR: "one-pair hands",
    Category.TWO_PAIR: "two-pair hands",
    Category.THREE_OF_A_KIND: "three-of-a-kind hands",
    Category.STRAIGHT: "straights",
    Category.FLUSH: "flushes",
    Category.FULL_HOUSE: "full houses",
    Category.FOUR_OF_A_KIND: "four-of-a-kind hands",
    Category.STRAIGHT_FLUSH: "straight flushes",
    Category.FIVE_OF_A_KIND: "five-of-a-kind hands",
}

WHEEL_TOP = 5
"""The top card of the five-high straight (the wheel), where the ace plays low."""

ACE_LOW = 1
"""The ace's value where it plays below the two (every low system but deuce-to-seven,
and Badugi)."""

NO_QUALIFYING_LOW = "No qualifying low"
"""The name of an eight-or-better hand with no qualifying low."""



class BadugiSize(enum.IntEnum):
    """How many cards count in a Badugi hand; more is better."""

    ONE_CARD = 1
    TWO_CARD = 2
    THREE_CARD = 3
    BADUGI = 4

    @property
    def label(self) -> str:
        """``"Badugi"`` or ``"Three-card hand"`` and so on."""
        return "Badugi" if self is BadugiSize.BADUGI else \
            f"{('One', 'Two', 'Three')[self - 1]}-card hand"

    @property
    def plural(self) -> str:
        return "badugis" if self is BadugiSize.BADUGI else self.label.lower() + "s"



CategoryOrSize = Union[Category, BadugiSize, None]
"""What :attr:`~pokerhands.core.values.HandValue.category` holds: a
:class:`~pokerhands.core.categories.Category` under high and lowball rules, a
:class:`~pokerhands.core.categories.BadugiSize` under Badugi, None for no qualifying low."""


def strength_of(category: CategoryOrSize, key: tuple, rules: Rules) -> tuple:
    """A plain tuple that sorts like hands do under ``rules`` (greater is better), from a
    category and tie-break key: ``(category, *key)`` for high rules; every entry negated
    under low rules; ``(-100,)`` for no qualifying low."""
    if rules.ranking is Ranking.HIGH:
        assert category is not None  # every high hand has a category
        return (int(category), *key)
    if rules.ranking is Ranking.BADUGI:  # more counting cards win, then lower cards
        assert category is not None  # every badugi hand counts one card at least
        return (int(category), *(-k for k in key))
    if category is None:
        return (-100,)
    return (-int(category), *(-k for k in key))


