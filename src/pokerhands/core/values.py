"""Hand values: what :func:`pokerhands.evaluate.evaluate` returns.

A :class:`HandValue` holds the category, the tie-break key, the cards that play, and the
rules it was valued under. Its words (:meth:`HandValue.describe`), its rank number and its
HTML are computed by the layers above and reached through small hooks that import them when
called (the way python-chess's ``Board._repr_svg_`` reaches its SVG renderer); nothing here
imports them at load time, and none of them imports this module back (the table of rank
numbers, :mod:`pokerhands.ranking.ranknumbers`, holds strengths, not hand values).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pokerhands.core.cards import Card, Cards, Joker, Rank
from pokerhands.core.categories import (NO_QUALIFYING_LOW, ROYAL_FLUSH, Category, CategoryOrSize,
                                        Ranking, strength_of)
from pokerhands.core import language

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.rules import Rules

__all__ = ["HandValue"]

# the gettext name `_`, reached through the module (tests/test_house.py: no private name is
# imported from another module)
_ = language._


@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of a poker hand under one ranking system.

    Attributes
    ----------
    category : Category, BadugiSize or None
        A :class:`~pokerhands.core.categories.Category` under high and lowball rules; a
        :class:`~pokerhands.core.categories.BadugiSize` under Badugi; None only for "no
        qualifying low" under a qualified low (eight-or-better).
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

    Examples
    --------
    >>> from pokerhands.evaluate import evaluate
    >>> value = evaluate("As Ad Kc Kd 2h")
    >>> value.category.name, value.key, value.strength
    ('TWO_PAIR', (14, 13, 2), (3, 14, 13, 2))
    >>> value < evaluate("As Ad Kc Kd 2h", "ace-to-five")
    Traceback (most recent call last):
    ...
    TypeError: cannot order a 'high' hand against a 'ace-to-five' hand
    """

    category: CategoryOrSize
    key: tuple[int, ...]
    cards: Cards[Card | Joker]
    rules: Rules
    unused: Cards[Card | Joker] = field(default_factory=Cards)
    wild: tuple[tuple[Card | Joker, Card], ...] = ()

    # ordering -----------------------------------------------------------------
    @property
    def strength(self) -> tuple[int, ...]:
        """A plain tuple that sorts like the hands do (greater is better).

        It is ``(category, *key)`` for high rules. Under low rules every entry is negated,
        since the lower hand wins, and "no qualifying low" sorts below every low.

        >>> from pokerhands.evaluate import evaluate
        >>> evaluate("9h 7c 5d 3s 2h", "ace-to-five").strength
        (-1, -9, -7, -5, -3, -2)
        """
        if self.rules.suit_order is not None:
            return (*self._base_strength(), *self.suit_key)
        return self._base_strength()

    @property
    def suit_key(self) -> tuple[int, ...]:
        """The suit position (0 = lowest) of each playing card, in display order, when
        the rules set a suit order; empty otherwise.

        >>> from pokerhands.evaluate import evaluate
        >>> from pokerhands.rules import HIGH
        >>> evaluate("As Kd 9h 6c 3s", HIGH.with_suit_order()).suit_key  # clubs lowest
        (3, 1, 2, 0, 3)
        """
        order = self.rules.suit_order
        return tuple(order.index(c.suit) for c in self.cards) if order else ()

    def _base_strength(self) -> tuple[int, ...]:
        return strength_of(self.category, self.key, self.rules)

    @property
    def as_played(self) -> Cards[Card]:
        """The five cards that play, with each wild card replaced by the card it stands
        for (the same as :attr:`cards` without wild cards).

        >>> from pokerhands.evaluate import evaluate
        >>> from pokerhands.rules import HIGH
        >>> evaluate("As Ah Ad Ac Jk", HIGH.with_wild(1)).as_played
        As Ah Ad Ac Ac
        """
        stands = iter(card for _w, card in self.wild)
        # a joker is always wild; the isinstance test tells the type checker so
        return Cards(next(stands) if self.rules.is_wild(c) or not isinstance(c, Card) else c
                     for c in self.cards)

    @property
    def qualifies(self) -> bool:
        """False only for a hand with no qualifying low (eight-or-better).

        >>> from pokerhands.evaluate import evaluate
        >>> evaluate("Ks Qd Jc 9h 9s", "eight-or-better").qualifies
        False
        """
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
        """True for the ace-high straight flush.

        >>> from pokerhands.evaluate import evaluate
        >>> evaluate("As Ks Qs Js Ts").is_royal, evaluate("Ks Qs Js Ts 9s").is_royal
        (True, False)
        """
        return (self.rules.ranking is Ranking.HIGH and self.category is Category.STRAIGHT_FLUSH
                and self.key[0] == Rank.ACE)

    @property
    def name(self) -> str:
        """The category's name in the language in force, with "Royal flush" for the ace-high
        straight flush (:data:`~pokerhands.core.categories.ROYAL_FLUSH`); in low games a hand
        without a pair is "No pair" (the high-card record's
        :attr:`~pokerhands.core.categories.CategoryRecord.low_label`), and eight-or-better can
        give "No qualifying low" (:data:`~pokerhands.core.categories.NO_QUALIFYING_LOW`); a
        Badugi hand is named by its size. :func:`pokerhands.words.hands.hand_name` gives it
        in another language.

        >>> from pokerhands.evaluate import evaluate
        >>> evaluate("As Ks Qs Js Ts").name, evaluate("9h 7c 5d 3s 2h", "ace-to-five").name
        ('Royal flush', 'No pair')
        >>> from pokerhands.core.language import use_language
        >>> with use_language("ru"):
        ...     evaluate("As Ks Qs Js Ts").name, evaluate("9h 7c 5d 3s 2h", "ace-to-five").name
        ('Роял-флеш', 'Без пары')
        """
        if self.category is None:
            return _(NO_QUALIFYING_LOW)
        if self.rules.ranking is Ranking.LOWBALL and self.category is Category.HIGH_CARD:
            return _(self.category.record.low_label)
        return _(ROYAL_FLUSH) if self.is_royal else _(self.category.label)

    def describe(self, lang: str | None = None) -> str:
        """The hand in words, e.g. ``"Full house, sixes over kings"``, in ``lang`` (``"en"``,
        ``"ru"``, ``"el"`` or ``"hu"``; None, the default: the language in force, see
        :mod:`pokerhands.core.language`).

        The English wording follows the usual names collected in the encyclopedia list; low
        hands use the low games' words. A hand with wild cards ends with what each one
        became: ``"Five of a kind, aces — joker as A♣"``. The sentences are the catalogs'
        (:func:`pokerhands.words.hands.describe_value`), with the category names of
        :mod:`pokerhands.words.names` and the ranks declined as each language needs; the
        short form with the ranks' symbols, ``"Фулл-хаус: 6, 6, 6, K, K"``, is
        :func:`pokerhands.words.names.describe_hand`.

        >>> from pokerhands.evaluate import evaluate
        >>> evaluate("6s 6h 6d Kc Kd").describe(), evaluate("6s 6h 6d Kc Kd").describe("ru")
        ('Full house, sixes over kings', 'Фулл-хаус: три шестёрки и пара королей')
        """
        from pokerhands.words.english import describe_value  # words hook

        return describe_value(self, lang)

    @property
    def rank_number(self) -> int:
        """The position among the 7,462 distinct five-card values, from 1 (royal flush)
        to 7,462 (7-5-4-3-2 of mixed suits); the encyclopedia list gives the 7,462. Under
        six-plus the position among its own 1,404 values, on its own ladder
        (:func:`pokerhands.ranking.ranknumbers.distinct_values`).

        Raises ``ValueError`` for a hand not valued under a high ranking, or one outside the
        one-deck values (five of a kind).

        >>> from pokerhands.evaluate import evaluate
        >>> evaluate("6s 6h 6d Kc Kd").rank_number
        264
        >>> evaluate("As Ks Qs Js 9s").rank_number, evaluate("As Ks Qs Js 9s", "six-plus").rank_number
        (323, 79)
        >>> evaluate("7c 5d 4h 3s 2c", "ace-to-five").rank_number
        Traceback (most recent call last):
        ...
        ValueError: rank numbers exist for 'high' hands only, not 'ace-to-five'
        """
        if self.rules.ranking is not Ranking.HIGH:
            raise ValueError(f"rank numbers exist for 'high' hands only, not {self.rules.name!r}")
        from pokerhands.ranking.ranknumbers import distinct_values, number_of  # table hook

        number = number_of(self.strength[:1 + len(self.key)], self.rules)
        if number is None:
            raise ValueError(f"rank numbers cover the {distinct_values(self.rules):,} one-deck "
                             f"values; {self.describe()!r} is not one of them")
        return number

    def __repr__(self) -> str:
        return f"HandValue({self.describe()!r}, {self.cards!r})"

    def __str__(self) -> str:
        return f"{self.describe()}: {self.cards}"

    def _repr_html_(self) -> str:
        from pokerhands.render.html import value_html  # display hook

        return value_html(self)
