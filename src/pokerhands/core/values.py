"""Hand values and their categories: the data every layer above shares.

A :class:`HandValue` is what :func:`pokerhands.evaluate.evaluate` returns: the category,
the tie-break key, the cards that play, and the rules it was valued under. Its words
(:meth:`HandValue.describe`), its rank number and its HTML are computed by the layers above
and reached through small hooks that import them when called (the way python-chess's
``Board._repr_svg_`` reaches its SVG renderer); nothing here imports them at load time.

The categories follow the four sources: nine for standard high hands plus five of a kind
(with wild cards or several decks); Badugi hands are sized by how many cards count
(file 001). :class:`Ranking` says which of the three ways of ranking a set of rules uses.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

from pokerhands.core.cards import Cards, Rank

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.rules import Rules

__all__ = ["Ranking", "Category", "BadugiSize", "CategoryOrSize", "HandValue", "strength_of",
           "WHEEL_TOP", "ACE_LOW", "NO_QUALIFYING_LOW"]


class Ranking(enum.Enum):
    """Which ranking a set of rules applies (:attr:`pokerhands.rules.Rules.ranking`).

    ``HIGH``: the standard high ranking, best hand wins (files 000-003). ``LOWBALL``: the
    five-card ranking read upside down, the lowest hand wins (ace-to-five, ace-to-six,
    deuce-to-seven, eight-or-better; the rules' other fields say how the ace plays, whether
    straights and flushes count and what qualifies). ``BADUGI``: four cards of different
    suits and ranks, more counting cards first, then the lowest (file 001).
    """

    HIGH = "high"
    LOWBALL = "lowball"
    BADUGI = "badugi"


class Category(enum.IntEnum):
    """Hand categories of the standard high ranking; a greater value is a better hand.

    The royal flush is not a separate category: it is the ace-high straight flush
    (files 001 and 002), although files 000 and 003 list it as entry 1 of 10.
    :attr:`HandValue.name` calls it "Royal flush".
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
"""What :attr:`HandValue.category` holds: a :class:`Category` under high and lowball rules,
a :class:`BadugiSize` under Badugi, None for no qualifying low."""


@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of a poker hand under one ranking system.

    Attributes
    ----------
    category : Category, BadugiSize or None
        A :class:`Category` under high and lowball rules; a :class:`BadugiSize` under
        Badugi; None only for "no qualifying low" under a qualified low (eight-or-better).
    key : tuple of int
        The tie-break ranks in the order they are compared (2..14, ace 14; the
        wheel's key is ``(5,)``). Between hands of the same category the greater key wins.
    cards : Cards
        The five cards that play, in display order: largest group first, then
        kickers high to low; straights from their top card down (5-4-3-2-A for the wheel).
    unused : Cards
        Cards given to :func:`~pokerhands.evaluate.evaluate` that do not play (empty for five cards).
    rules : Rules
    wild : tuple
        Under rules with wild cards, a pair for each wild card that plays, the wild card
        and the card it stands for, in display order (empty otherwise). See
        :mod:`pokerhands.ranking.wild`.

    Ordering and equality compare ``(category, key)`` only, so hands that differ only
    by suit are equal, and greater means better under the value's rules (so, in a low
    system, the lower hand is the greater value). Comparing values from different ranking
    systems raises :class:`TypeError`.
    """

    category: CategoryOrSize
    key: tuple
    cards: Cards
    rules: Rules
    unused: Cards = field(default_factory=Cards)
    wild: tuple = ()

    # ordering -----------------------------------------------------------------
    @property
    def strength(self) -> tuple:
        """A plain tuple that sorts like the hands do (greater is better).

        It is ``(category, *key)`` for high rules. Under low rules every entry is negated,
        since the lower hand wins, and "no qualifying low" sorts below every low.
        """
        if self.rules.suit_order is not None:
            return (*self._base_strength(), *self.suit_key)
        return self._base_strength()

    @property
    def suit_key(self) -> tuple:
        """The suit position (0 = lowest) of each playing card, in display order, when
        the rules set a suit order; empty otherwise."""
        order = self.rules.suit_order
        return tuple(order.index(c.suit) for c in self.cards) if order else ()

    def _base_strength(self) -> tuple:
        return strength_of(self.category, self.key, self.rules)

    @property
    def as_played(self) -> Cards:
        """The five cards that play, with each wild card replaced by the card it stands
        for (the same as :attr:`cards` without wild cards)."""
        stands = iter(card for _, card in self.wild)
        return Cards(next(stands) if self.rules.is_wild(c) else c for c in self.cards)

    @property
    def qualifies(self) -> bool:
        """False only for a hand with no qualifying low (eight-or-better)."""
        return self.category is not None

    def _same_rules(self, other: "HandValue") -> None:
        if other.rules != self.rules:
            raise TypeError(
                f"cannot order a {self.rules.label!r} hand against a {other.rules.label!r} hand"
            )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.rules == other.rules and self.strength == other.strength

    def __lt__(self, other: "HandValue") -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._same_rules(other)
        return self.strength < other.strength

    def __le__(self, other: "HandValue") -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._same_rules(other)
        return self.strength <= other.strength

    def __gt__(self, other: "HandValue") -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._same_rules(other)
        return self.strength > other.strength

    def __ge__(self, other: "HandValue") -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._same_rules(other)
        return self.strength >= other.strength

    def __hash__(self) -> int:
        return hash((self.rules.name, self.strength))

    # words --------------------------------------------------------------------
    @property
    def is_royal(self) -> bool:
        """True for the ace-high straight flush."""
        return (self.rules.ranking is Ranking.HIGH and self.category is Category.STRAIGHT_FLUSH
                and self.key[0] == Rank.ACE)

    @property
    def name(self) -> str:
        """The category's name, with "Royal flush" for the ace-high straight flush; in low
        games a hand without a pair is "No pair", and eight-or-better can give
        "No qualifying low"."""
        if self.category is None:
            return NO_QUALIFYING_LOW
        if self.rules.ranking is Ranking.LOWBALL and self.category is Category.HIGH_CARD:
            return "No pair"
        return "Royal flush" if self.is_royal else self.category.label

    def describe(self, lang: str = "en") -> str:
        """The hand in words, e.g. ``"Full house, sixes over kings"``.

        The wording follows the usual English names collected in file 002; low hands use
        the low games' words. A hand with wild cards ends with what each one became:
        ``"Five of a kind, aces — joker as A♣"``. The sentences are written in
        :mod:`pokerhands.words.english` (:func:`~pokerhands.words.english.describe_value`).

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``, see :mod:`pokerhands.words.names`):
        other than English, the category's name as that language's source gives it, then
        the ranks of the five cards that play in order of importance, e.g.
        ``"Фулл-Хаус: 6, 6, 6, K, K"``. High hands only: for low and Badugi hands, and for
        a category the language's source does not name, it raises ``ValueError``.
        """
        if lang != "en":
            from pokerhands.words.names import describe_hand  # words hook

            return describe_hand(self, lang)
        from pokerhands.words.english import describe_value  # words hook

        return describe_value(self)

    @property
    def rank_number(self) -> int:
        """The position among the 7,462 distinct five-card values, from 1 (royal flush)
        to 7,462 (7-5-4-3-2 of mixed suits); file 002 gives the 7,462."""
        from pokerhands.ranking.ranknumbers import rank_number  # table hook

        return rank_number(self)

    def __repr__(self) -> str:
        return f"HandValue({self.describe()!r}, {self.cards!r})"

    def __str__(self) -> str:
        return f"{self.describe()}: {self.cards}"

    def _repr_html_(self) -> str:
        from pokerhands.render import value_html  # display hook

        return value_html(self)


def strength_of(category: CategoryOrSize, key: tuple, rules: Rules) -> tuple:
    """A plain tuple that sorts like hands do under ``rules`` (greater is better), from a
    category and tie-break key: ``(category, *key)`` for high rules; every entry negated
    under low rules; ``(-100,)`` for no qualifying low."""
    if rules.ranking is Ranking.HIGH:
        return (int(category), *key)
    if rules.ranking is Ranking.BADUGI:  # more counting cards win, then lower cards
        return (int(category), *(-k for k in key))
    if category is None:
        return (-100,)
    return (-int(category), *(-k for k in key))


