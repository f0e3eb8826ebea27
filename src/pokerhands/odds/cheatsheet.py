"""The facts of the book's two-sided cheat sheet (``book/reference/cheat-sheet``), as data.

:func:`cheat_sheet` gathers them from the package itself: the nine standard categories with
an example hand, a one-line tie-break rule, the number of five-card hands and the chance of
being dealt one (counted over all 2,598,960 hands); each low system's best and worst hand
(found by valuing every rank pattern under its :class:`~pokerhands.rules.Rules`), whether
straights and flushes count and where the ace plays; Badugi's best and worst hand (found over
all 270,725 four-card hands); five of a kind with a joker, as a footnote; six-plus hold'em's
ladder with its counts over the 376,992 five-card hands of the 36-card deck
(:func:`six_plus_block`); and the outs table of :func:`pokerhands.odds.outs.outs_table`, with
the common draws named (:data:`NAMED_DRAWS`). Nothing here draws:
:func:`pokerhands.render.cheatsheet.cheat_sheet_html` turns the rows into a page.

Plain Python (no NumPy), so the page also builds in the browser.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import Iterator

from pokerhands.core.cards import DECK, Card, Rank, Suit
from pokerhands.core.categories import CATEGORY_TABLE, Category, strength_of
from pokerhands.core.language import N_
from pokerhands.core.language import gettext as _
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.odds.counting import category_counts, five_card_strength_counts, wild_strength_counts
from pokerhands.odds.outs import OutsRow, outs_table
from pokerhands.odds.shortdeck import SIX_PLUS_FIVE_CARD_HANDS, six_plus_categories
from pokerhands.ranking.badugi import badugi_value
from pokerhands.rules import (ACE_TO_FIVE, ACE_TO_SIX, BADUGI, DEUCE_TO_SEVEN, EIGHT_OR_BETTER,
                              HIGH, SIX_PLUS, Rules)

__all__ = ["HighRow", "LowRow", "BadugiRow", "FiveOfAKindNote", "CheatSheet", "cheat_sheet",
           "high_rows", "low_rows", "badugi_row", "five_of_a_kind_note", "low_extremes",
           "rank_pattern_hands", "TIE_BREAKS", "EXAMPLES", "LOW_SYSTEMS",
           "SixPlusRow", "SixPlusBlock", "six_plus_block", "SIX_PLUS_LOWEST_STRAIGHT",
           "NAMED_DRAWS", "OUTS_ON_SHEET"]

TIE_BREAKS: dict[Category, str] = {r.category: r.tie_rule for r in CATEGORY_TABLE if r.one_deck}
"""One line per standard category, best first: how two hands of that category are told
apart (:attr:`CategoryRecord.tie_rule <pokerhands.core.categories.CategoryRecord.tie_rule>`
of each entry of :data:`~pokerhands.core.categories.CATEGORY_TABLE` one deck can make). Suits
never decide; equal ranks throughout are a tie."""

EXAMPLES: dict[Category, str] = {
    Category.STRAIGHT_FLUSH: "As Ks Qs Js Ts",
    Category.FOUR_OF_A_KIND: "9c 9d 9h 9s Kd",
    Category.FULL_HOUSE: "9s 9h 9d 4c 4s",
    Category.FLUSH: "Kd Jd 8d 6d 3d",
    Category.STRAIGHT: "Tc 9d 8h 7s 6c",
    Category.THREE_OF_A_KIND: "7h 7d 7c Ks 2d",
    Category.TWO_PAIR: "Jh Js 4c 4d Ah",
    Category.ONE_PAIR: "Td Tc As 8h 4s",
    Category.HIGH_CARD: "Ac Jd 9s 6h 3c",
}
"""The hand drawn beside each category (checked by :func:`high_rows` to be of it)."""

LOW_SYSTEMS: tuple[Rules, ...] = (ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN, EIGHT_OR_BETTER)
"""The five-card low systems, in the order the cheat sheet sets them side by side."""

SIX_PLUS_LOWEST_STRAIGHT = "9s 8h 7d 6c As"
"""A-6-7-8-9, six-plus's lowest straight (the ace plays low in place of the missing five),
the hand the cheat sheet's six-plus block names (checked by :func:`six_plus_block`)."""

NAMED_DRAWS: dict[int, str] = {
    4: N_("gutshot"),
    8: N_("open-ended"),
    9: N_("flush draw"),
    15: N_("flush draw + open-ended"),
}
"""The common hold'em draws the outs table names, by their number of outs on the flop (short
labels in English; the renderer translates them): a gutshot, the inside straight draw (the
four cards of one rank fill it), an open-ended straight draw (two ranks, eight cards), a
flush draw (the nine other cards of the suit), and a flush draw with an open-ended straight
draw (9 + 8, less the two cards counted in both)."""

OUTS_ON_SHEET = 20
"""The last row of the cheat sheet's outs table (1 to 20 outs, as the book's chapter)."""


class _CategoryChance:
    """What a row of one category says of its chance (the row has ``category`` and an exact
    ``probability``, a ``fractions.Fraction``)."""

    category: Category
    probability: Fraction

    @property
    def name(self) -> str:
        """The category's name, such as ``"Full house"``."""
        return self.category.label

    @property
    def one_in(self) -> int:
        """The chance as "one in so many" hands, rounded to a whole number."""
        return round(1 / self.probability)

    @property
    def one_in_exact(self) -> Fraction:
        """The chance as "one in so many" hands, exactly.

        One pair of the 52-card deck is one hand in 2.37, which the whole number
        :attr:`one_in` would round to 2, a chance of a half."""
        return 1 / self.probability


@dataclass(frozen=True)
class HighRow(_CategoryChance):
    """One standard category on the cheat sheet. Its ``probability`` is ``hands`` over the
    2,598,960 five-card hands, as an exact ``fractions.Fraction``.

    Attributes
    ----------
    category : Category
    example : HandValue
        A hand of the category, valued under high rules.
    tie_break : str
        One line: how two hands of this category are told apart (the category's
        :attr:`~pokerhands.core.categories.CategoryRecord.tie_rule`).
    hands : int
        Five-card hands from one 52-card deck in the category.
    distinct_values : int
        Different values among them.
    royals : int
        Of those hands, the royal flushes (the ace-high straight flushes, which most printed
        charts count apart); 0 in every other category.
    """

    category: Category
    example: HandValue
    tie_break: str
    hands: int
    distinct_values: int
    probability: Fraction
    royals: int = 0

    @property
    def royal_one_in(self) -> int:
        """A royal flush as "one in so many" hands (0 where the row holds none)."""
        return round(Fraction(comb(52, 5), self.royals)) if self.royals else 0


@dataclass(frozen=True)
class LowRow:
    """One low system on the cheat sheet; every field but ``rules`` is derived from it.

    Attributes
    ----------
    rules : Rules
    best, worst : HandValue
        The lowest (best) hand under the system, and the highest (worst) hand that still
        has a low; for a qualified low (eight-or-better) the worst *qualifying* hand.
    """

    rules: Rules
    best: HandValue
    worst: HandValue

    @property
    def name(self) -> str:
        return self.rules.name

    @property
    def straights_count(self) -> bool:
        return self.rules.straights_count

    @property
    def flushes_count(self) -> bool:
        return self.rules.flushes_count

    @property
    def ace(self) -> str:
        """Where the ace plays, in a few words."""
        return _ace_words(self.rules)

    @property
    def qualifier(self) -> "int | None":
        """The highest rank a qualifying low may hold (8), or None when every hand has a low."""
        return self.rules.qualifier

    @property
    def tie_break(self) -> str:
        """How two hands of the system are told apart, in one line (the rules the chapters
        of Part III check): the lower category wins; within one, the pair or triplet comes
        first and then the other cards from the top, the lower card winning. A qualified low
        has no pair, so it is read card by card."""
        return _tie_words(self.rules)


@dataclass(frozen=True)
class BadugiRow:
    """Badugi on the cheat sheet.

    Attributes
    ----------
    rules : Rules
        ``pokerhands.rules.BADUGI``.
    best, worst : HandValue
        The best and the worst of all 270,725 four-card hands.
    badugis : int
        Four-card hands that are badugis (four suits and four ranks).
    hands : int
        All four-card hands, C(52, 4).
    """

    rules: Rules
    best: HandValue
    worst: HandValue
    badugis: int
    hands: int

    @property
    def ace(self) -> str:
        return _ace_words(self.rules)


@dataclass(frozen=True)
class FiveOfAKindNote:
    """Five of a kind, the footnote: possible only with a wild card (or a second deck).

    Attributes
    ----------
    example : HandValue
        Four kings and a fully wild joker.
    hands : int
        Five-card hands that are five of a kind when one fully wild joker joins the deck.
    total : int
        All five-card hands from those 53 cards.
    beats : Category
        The best standard category, which five of a kind outranks.
    """

    example: HandValue
    hands: int
    total: int
    beats: Category


@dataclass(frozen=True)
class SixPlusRow(_CategoryChance):
    """One category of six-plus hold'em on the cheat sheet, counted over the
    C(36, 5) = 376,992 five-card hands of the 36-card deck; ``probability`` is ``hands``
    over them, as an exact ``fractions.Fraction``.

    Attributes
    ----------
    category : Category
    hands : int
        Five-card hands of the 36-card deck in the category.
    """

    category: Category
    hands: int
    probability: Fraction


@dataclass(frozen=True)
class SixPlusBlock:
    """Six-plus hold'em on the cheat sheet's front: its ladder with counts, and what changes.

    Attributes
    ----------
    rules : Rules
        ``pokerhands.rules.SIX_PLUS``.
    rows : tuple of SixPlusRow
        The nine categories one deck can make, best first on the six-plus ladder (the flush
        above the full house); their hands sum to ``total``.
    total : int
        All five-card hands of the 36-card deck, 376,992.
    lowest_straight : HandValue
        A-6-7-8-9 valued under six-plus (a straight, the lowest).
    house_ladder : tuple of Category
        The same categories under the house option that puts three of a kind above a
        straight (:meth:`~pokerhands.rules.Rules.with_trips_over_straight`); the five-card
        counts are the same under it, only the order changes.
    """

    rules: Rules
    rows: tuple[SixPlusRow, ...]
    total: int
    lowest_straight: HandValue
    house_ladder: tuple[Category, ...]


@dataclass(frozen=True)
class CheatSheet:
    """Everything the cheat sheet shows (:func:`cheat_sheet`): the front's standard high
    categories and six-plus block, the back's low systems, Badugi and outs table (one
    :class:`~pokerhands.odds.outs.OutsRow` per number of outs, 1 to :data:`OUTS_ON_SHEET`)."""

    high: tuple[HighRow, ...]
    low: tuple[LowRow, ...]
    badugi: BadugiRow
    five_of_a_kind: FiveOfAKindNote
    total: int
    six_plus: SixPlusBlock
    outs: tuple[OutsRow, ...]


def _tie_words(rules: Rules) -> str:
    if rules.qualifier is not None:
        return _("Card by card from the top: the lower card wins (a qualifying low has no "
                 "pair).")
    return _("The lower category wins (no pair is best); within one, the pairs or triplet "
             "first, then the other cards from the top: the lower card wins.")


def _ace_words(rules: Rules) -> str:
    if rules.ace_high and rules.ace_low:
        return _("high, or low in 5-4-3-2-A")
    return _("always low (below the 2)") if rules.ace_low else _("always high (above the king)")


def high_rows() -> tuple[HighRow, ...]:
    """The nine standard categories, best first, each with its example, tie-break line and
    count over all C(52, 5) five-card hands (five of a kind, impossible with one deck, is
    left out)."""
    strengths = five_card_strength_counts()
    counts = category_counts(strengths, skip=(Category.FIVE_OF_A_KIND,))
    royals = strengths[evaluate("As Ks Qs Js Ts", rules=HIGH).strength]
    total = comb(52, 5)
    rows = []
    for cat in sorted(EXAMPLES, reverse=True):
        example = evaluate(EXAMPLES[cat], rules=HIGH)
        if example.category is not cat:  # pragma: no cover - the table above is wrong
            raise AssertionError(f"{EXAMPLES[cat]} is {example.name}, not {cat.label}")
        row = counts[cat.label]
        rows.append(HighRow(cat, example, TIE_BREAKS[cat], row.hands, row.distinct_values,
                            Fraction(row.hands, total),
                            royals if cat is Category.STRAIGHT_FLUSH else 0))
    return tuple(rows)


def rank_pattern_hands() -> Iterator[tuple[Card, ...]]:
    """One five-card hand for each rank pattern and flush: every multiset of five ranks
    (each rank at most four times; 6,175 of them) in mixed suits, and every set of five
    different ranks (1,287) again all in spades. Under any standard ranking a five-card
    hand's value depends only on these, so extremes over these hands are extremes over all
    2,598,960."""
    ranks = list(Rank)
    suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    for pattern in _multisets(ranks, 5):
        # consecutive suits round the four: cards of one rank never share a suit, and five
        # cards use at least two suits, so no hand here is a flush
        yield tuple(Card(r, suits[i % 4]) for i, r in enumerate(pattern))
        if len(set(pattern)) == 5:
            yield tuple(Card(r, Suit.SPADES) for r in pattern)


def _multisets(ranks: list[Rank], k: int, start: int = 0) -> Iterator[tuple[Rank, ...]]:
    if k == 0:
        yield ()
        return
    for i in range(start, len(ranks)):
        for n in range(1, min(4, k) + 1):
            for rest in _multisets(ranks, k - n, i + 1):
                yield (ranks[i],) * n + rest


def low_extremes(rules: "str | Rules") -> tuple[HandValue, HandValue]:
    """The best and the worst five-card hand under a low system, over every rank pattern
    (:func:`rank_pattern_hands`); with a qualifier, the worst hand that still qualifies.
    Among hands of equal value, the first found is returned (mixed suits before a flush).

    >>> best, worst = low_extremes("deuce-to-seven")
    >>> from pokerhands.words.hands import describe_short
    >>> describe_short(best), " ".join(map(str, worst.cards))
    ('Number one', 'A♠ K♠ Q♠ J♠ 10♠')
    """
    values = [evaluate(h, rules=rules) for h in rank_pattern_hands()]
    values = [v for v in values if v.category is not None]  # no qualifying low
    best = max(values, key=lambda v: v.strength)
    worst = min(values, key=lambda v: v.strength)
    return best, worst


def low_rows() -> tuple[LowRow, ...]:
    """:data:`LOW_SYSTEMS` with their best and worst hands."""
    return tuple(LowRow(r, *low_extremes(r)) for r in LOW_SYSTEMS)


def badugi_row() -> BadugiRow:
    """Badugi's best and worst hand over all C(52, 4) four-card hands, and how many are
    badugis (each hand valued by :func:`pokerhands.ranking.badugi.badugi_value`, the
    evaluator's own search)."""
    best = worst = None
    best_s = worst_s = None
    badugis = hands = 0
    for four in combinations(DECK, 4):
        size, key, _ = badugi_value(four)
        s = strength_of(size, key, BADUGI)
        hands += 1
        badugis += size == 4
        if best_s is None or s > best_s:
            best, best_s = four, s
        if worst_s is None or s < worst_s:
            worst, worst_s = four, s
    assert best is not None and worst is not None
    return BadugiRow(BADUGI, evaluate(best, rules=BADUGI), evaluate(worst, rules=BADUGI),
                     badugis, hands)


def five_of_a_kind_note() -> FiveOfAKindNote:
    """Five of a kind with one fully wild joker: an example and how many hands make it."""
    rules = HIGH.with_wild(1)
    counts = category_counts(wild_strength_counts(rules))
    example = evaluate("Ks Kh Kd Kc Jk", rules=rules)
    return FiveOfAKindNote(example, counts[Category.FIVE_OF_A_KIND.label].hands, comb(53, 5),
                           Category.STRAIGHT_FLUSH)


def six_plus_block() -> SixPlusBlock:
    """Six-plus hold'em's ladder, best first, with each category's count over all
    C(36, 5) = 376,992 five-card hands of the 36-card deck
    (:func:`pokerhands.odds.shortdeck.six_plus_categories`, counted hand by hand, about half
    a second); the lowest straight; and the order under the house option of three of a kind
    above a straight, whose counts are checked to be the same."""
    counts = six_plus_categories(SIX_PLUS)
    house_rules = SIX_PLUS.with_trips_over_straight()
    house = six_plus_categories(house_rules)
    if {n: r.hands for n, r in house.items()} != {n: r.hands for n, r in counts.items()}:
        raise AssertionError("the house option changed a five-card count")  # pragma: no cover
    total = sum(r.hands for r in counts.values())
    if total != SIX_PLUS_FIVE_CARD_HANDS:  # pragma: no cover - a hand counted twice
        raise AssertionError(f"{total} five-card hands, not {SIX_PLUS_FIVE_CARD_HANDS}")
    rows = tuple(SixPlusRow(cat, counts[cat.label].hands, Fraction(counts[cat.label].hands, total))
                 for cat in SIX_PLUS.ladder if cat.label in counts)
    lowest = evaluate(SIX_PLUS_LOWEST_STRAIGHT, rules=SIX_PLUS)
    if lowest.category is not Category.STRAIGHT:  # pragma: no cover - the rules are wrong
        raise AssertionError(f"{SIX_PLUS_LOWEST_STRAIGHT} is {lowest.name} under six-plus")
    return SixPlusBlock(SIX_PLUS, rows, total, lowest,
                        tuple(c for c in house_rules.ladder if c.label in house))


def cheat_sheet() -> CheatSheet:
    """Every row of the cheat sheet, computed (a few seconds: it counts all five-card and
    four-card hands, and the 36-card deck's five-card hands), for
    :func:`pokerhands.render.cheatsheet.cheat_sheet_html`."""
    return CheatSheet(high_rows(), low_rows(), badugi_row(), five_of_a_kind_note(), comb(52, 5),
                      six_plus_block(), outs_table(OUTS_ON_SHEET))
