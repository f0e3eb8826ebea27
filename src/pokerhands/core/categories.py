"""The categories of hands and the three rankings: the names every layer above shares.

The categories follow the four sources: nine for standard high hands plus five of a kind
(with wild cards or several decks); Badugi hands are sized by how many cards count
(the Greek help page). :data:`CATEGORY_TABLE` holds one record per category, best first:
its shape, names, tie-break steps and the sentences that describe and compare its hands,
which every layer above reads. :class:`Ranking` says which of the three ways of ranking a
set of rules uses; :func:`strength_of` turns a category and tie-break key into a tuple that
sorts like the hands do under those rules.

The table's records and the named constants, as the layers above read them:

>>> [r.label for r in CATEGORY_TABLE][:3]
['Five of a kind', 'Straight flush', 'Four of a kind']
>>> CATEGORY_RECORDS[Category.FULL_HOUSE].plural, ROYAL_FLUSH, NO_QUALIFYING_LOW
('full houses', 'Royal flush', 'No qualifying low')
>>> WHEEL_TOP, ACE_LOW  # the wheel 5-4-3-2-A is five-high; a low ace counts 1
(5, 1)
>>> from pokerhands import evaluate
>>> from pokerhands.rules import BADUGI
>>> evaluate("Ks Qd Jc 9h", rules=BADUGI).category  # a CategoryOrSize
<BadugiSize.BADUGI: 4>
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Union

from pokerhands.core.language import N_

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.rules import Rules

__all__ = ["Ranking", "Category", "CategoryRecord", "CATEGORY_TABLE", "CATEGORY_RECORDS",
           "ROYAL_FLUSH", "BadugiSize", "CategoryOrSize", "strength_of", "WHEEL_TOP",
           "ACE_LOW", "NO_QUALIFYING_LOW", "ladder", "ladder_places", "category_at"]


class Ranking(enum.Enum):
    """Which ranking a set of rules applies (:attr:`pokerhands.rules.Rules.ranking`).

    ``HIGH``: the standard high ranking, best hand wins (all four sources). ``LOWBALL``: the
    five-card ranking read upside down, the lowest hand wins (ace-to-five, ace-to-six,
    deuce-to-seven, eight-or-better; the rules' other fields say how the ace plays, whether
    straights and flushes count and what qualifies). ``BADUGI``: four cards of different
    suits and ranks, more counting cards first, then the lowest (the Greek help page).

    >>> from pokerhands.rules import DEUCE_TO_SEVEN
    >>> DEUCE_TO_SEVEN.ranking
    <Ranking.LOWBALL: 'lowball'>
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

    >>> Category.FULL_HOUSE > Category.FLUSH, Category.TWO_PAIR.with_article
    (True, 'two pair')
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
    def record(self) -> CategoryRecord:
        """This category's entry of :data:`CATEGORY_TABLE`: its shape, names, tie-break
        steps and sentences.

        >>> Category.FULL_HOUSE.record.shape
        (3, 2)
        """
        return CATEGORY_RECORDS[self]

    @property
    def label(self) -> str:
        """The name with a capital letter, such as ``"Full house"``
        (:attr:`CategoryRecord.label <pokerhands.core.categories.CategoryRecord.label>`).

        >>> Category.FULL_HOUSE.label
        'Full house'
        """
        return CATEGORY_RECORDS[self].label

    @property
    def plural(self) -> str:
        """The lower-case plural used in sentences, such as ``"full houses"``
        (:attr:`CategoryRecord.plural <pokerhands.core.categories.CategoryRecord.plural>`).

        >>> Category.FULL_HOUSE.plural
        'full houses'
        """
        return CATEGORY_RECORDS[self].plural

    @property
    def with_article(self) -> str:
        """The lower-case name with an article where English uses one, such as
        ``"a full house"``, ``"two pair"``, ``"four of a kind"``, ``"a high-card hand"``
        (:attr:`~pokerhands.core.categories.CategoryRecord.with_article`).

        >>> Category.FULL_HOUSE.with_article, Category.HIGH_CARD.with_article
        ('a full house', 'a high-card hand')
        """
        return CATEGORY_RECORDS[self].with_article


ROYAL_FLUSH = N_("Royal flush")
"""The name of the ace-high straight flush, which is no category of its own (see
:class:`Category`)."""


@dataclass(frozen=True, slots=True)
class CategoryRecord:
    """Everything the package says about one category: its rule and its words.

    One record per :class:`Category`, in :data:`CATEGORY_TABLE` (best first) and
    :data:`CATEGORY_RECORDS` (by category). The rule follows the four sources (see the book's
    sources page: the Russian "Hand values" page, the Greek help page, the encyclopedia list,
    the English rules page); ``source`` says where each record's facts come from.

    The templates are ``str.format`` strings with named fields, one whole sentence each,
    so that a translation can reorder the words. The fields of the describing templates are
    :attr:`describe_fields`, filled by :func:`pokerhands.words.hands.describe_high` and
    :func:`~pokerhands.words.hands.describe_low` from the hand's tie-break key:

    * ``top``: the top rank's name with a capital, ``"Seven"``; ``next``: the second rank's
      name, ``"five"``; ``cards``: every rank of the key, ``"seven, five, four, two, ace"``;
    * ``first``, ``second``: the plural of the first and second group's rank, ``"sixes"``;
    * ``kickers``: the single cards after the groups, ``"a nine and a four"``.

    Attributes
    ----------
    category : Category
        The category this record is about.
    shape : tuple of int
        The group sizes of its five cards, largest group first: ``(2, 2, 1)`` for two pair.
        Under several decks a flush may also hold a pair; its shape here is the usual one.
    straight : bool
        Whether the five ranks must run in sequence.
    suited : bool
        Whether the five cards must share a suit.
    label : str
        The name with a capital letter, ``"Full house"``.
    plural : str
        The lower-case plural used in sentences, ``"full houses"``.
    with_article : str
        The lower-case name with an article where English uses one, ``"a full house"``,
        ``"two pair"``.
    with_any : str
        The worse hand of a comparison, ``"any full house"``, ``"any high-card hand"``.
    low_label : str
        The name in the low games: ``"No pair"`` for the high-card hand, otherwise
        :attr:`label`.
    low_with_article : str
        The same with its article: ``"no pair"``, otherwise :attr:`with_article`.
    tie_steps : tuple of str
        What each position of the tie-break key is, in the order the positions are compared
        (``"Higher pair"``, ``"Lower pair"``, ``"Kicker"``), each starting a sentence; the
        group positions are those whose :attr:`shape` entry is above 1.
    tie_rule : str
        The same steps as one line for a reader, as the book's cheat sheet prints it
        (:attr:`HighRow.tie_break <pokerhands.odds.cheatsheet.HighRow.tie_break>`):
        ``"Higher top pair, then the lower pair, then the kicker."``
    describe_high : str
        A high hand of this category in words, ``"Full house, {first} over {second}"``.
    describe_high_named : tuple of (int, str)
        Sentences for particular top cards instead of ``describe_high``:
        ``(14, "Royal flush")``.
    describe_low : str
        The same for low hands (ace-to-five, ace-to-six, deuce-to-seven, eight-or-better).
    describe_low_named : tuple of ((bool, tuple of int), str)
        Sentences for particular low hands, by the rules' ``ace_high`` and the key:
        ``((False, (5, 4, 3, 2, 1)), "The wheel: {cards}")``.
    describe_low_ace_high : str
        The sentence for a low hand headed by an ace under rules that play the ace high
        (deuce-to-seven): ``"{top} high: {cards}"``, an ace-high hand, since "ace-five low"
        would read like the best hand of ace-to-five. Empty: :attr:`describe_low` serves.
    explain_both : str
        The first sentence of :func:`pokerhands.explain.comparison.compare` when both hands are of
        this category: ``"Both hands are full houses."``
    explain_shared : str or None
        Said instead when the leading rank is the same in both hands (``{rank}``, the
        plural of a group's rank): ``"Both hands are full houses with three {rank}."``;
        None where the leading card is compared as a step.
    explain_low_both : str
        :attr:`explain_both` in low games: ``"Both hands have no pair."`` for the high-card
        hand, otherwise as under high rules.
    explain_low_shared : str or None
        :attr:`explain_shared` in low games (``{rank}`` a single card's name for the high-card
        hand: ``"Both hands are {rank} lows."``), otherwise as under high rules.
    explain_named_both : tuple of (int, str)
        Said when both hands have this top card under high rules:
        ``(14, "Both hands are royal flushes.")``.
    explain_wheel : str or None
        The step sentence when the losing hand is the five-high straight (``{step}``,
        ``{winner}``, ``{loser}``); None for the other categories.
    source : str
        Where the rule and names come from.

    Examples
    --------
    >>> two_pair = Category.TWO_PAIR.record
    >>> two_pair.shape, two_pair.tie_steps
    ((2, 2, 1), ('Higher pair', 'Lower pair', 'Kicker'))
    >>> two_pair.describe_high.format(first="jacks", second="fours", kickers="an ace")
    'Two pair, jacks and fours with an ace'
    """

    category: Category
    shape: tuple[int, ...]
    label: str
    plural: str
    with_article: str
    tie_steps: tuple[str, ...]
    describe_high: str
    explain_both: str
    source: str
    straight: bool = False
    suited: bool = False
    low_label: str = ""
    low_with_article: str = ""
    describe_low: str = ""
    describe_high_named: tuple[tuple[int, str], ...] = ()
    describe_low_named: tuple[tuple[tuple[bool, tuple[int, ...]], str], ...] = ()
    describe_low_ace_high: str = ""
    explain_shared: "str | None" = None
    explain_low_both: str = ""
    explain_low_shared: "str | None" = None
    explain_named_both: tuple[tuple[int, str], ...] = ()
    explain_wheel: "str | None" = None
    with_any: str = ""
    tie_rule: str = ""

    def __post_init__(self) -> None:  # the low words default to the high ones
        if not self.with_any:
            object.__setattr__(self, "with_any", "any " + self.label.lower())
        for low, high in (("low_label", "label"), ("low_with_article", "with_article"),
                          ("describe_low", "describe_high"),
                          ("explain_low_both", "explain_both")):
            if not getattr(self, low):
                object.__setattr__(self, low, getattr(self, high))
        if self.explain_low_shared is None:
            object.__setattr__(self, "explain_low_shared", self.explain_shared)

    @property
    def groups(self) -> int:
        """How many groups of two or more cards the shape has (0 to 2).

        >>> Category.TWO_PAIR.record.groups, Category.FLUSH.record.groups
        (2, 0)
        """
        return sum(1 for n in self.shape if n > 1)

    @property
    def by_ranks(self) -> bool:
        """Whether the ranks' groups alone make the category (no straight, no flush).

        >>> Category.TWO_PAIR.record.by_ranks, Category.STRAIGHT.record.by_ranks
        (True, False)
        """
        return not (self.straight or self.suited)

    @property
    def one_deck(self) -> bool:
        """Whether one 52-card deck without wild cards can make it (no group of five).

        >>> Category.FOUR_OF_A_KIND.record.one_deck, Category.FIVE_OF_A_KIND.record.one_deck
        (True, False)
        """
        return max(self.shape) <= 4

    @property
    def describe_fields(self) -> tuple[str, ...]:
        """The fields the describing templates may use for this category's hands.

        >>> Category.FULL_HOUSE.record.describe_fields
        ('top', 'next', 'cards', 'first', 'second')
        """
        names = ["top"]
        if len(self.tie_steps) > 1:  # a straight's key is its top card, five of a kind's its rank
            names += ["next", "cards"]
        names += ["first", "second"][:self.groups]
        if self.groups and 1 in self.shape:
            names.append("kickers")
        return tuple(names)

    def describe_template(self, key: tuple[int, ...], *, low: bool = False,
                          ace_high: bool = True) -> str:
        """The describing template for a hand with this tie-break ``key``: a named one
        (the royal flush, the wheel...) or :attr:`describe_high` / :attr:`describe_low`.

        >>> sf = Category.STRAIGHT_FLUSH.record
        >>> sf.describe_template((14,)), sf.describe_template((9,))
        ('Royal flush', '{top}-high straight flush')
        >>> Category.HIGH_CARD.record.describe_template((5, 4, 3, 2, 1), low=True, ace_high=False)
        'The wheel: {cards}'
        >>> Category.HIGH_CARD.record.describe_template((14, 5, 4, 3, 2), low=True, ace_high=True)
        '{top} high: {cards}'
        """
        if low:
            named = dict(self.describe_low_named).get((ace_high, tuple(key)))
            if named is None and ace_high and key[0] == 14 and self.describe_low_ace_high:
                return self.describe_low_ace_high
            return named or self.describe_low
        return dict(self.describe_high_named).get(key[0], self.describe_high)


_CARDS5 = (N_("Highest card"), N_("Second card"), N_("Third card"), N_("Fourth card"),
           N_("Fifth card"))

CATEGORY_TABLE: tuple[CategoryRecord, ...] = (
    CategoryRecord(
        Category.FIVE_OF_A_KIND, (5,), N_("Five of a kind"), N_("five-of-a-kind hands"),
        N_("five of a kind"), (N_("Five of a kind"),), N_("Five of a kind, {first}"),
        N_("Both hands are five of a kind."), with_any=N_("any five of a kind"),
        tie_rule=N_("Higher rank wins."),
        source="only with wild cards or several decks; beats every other hand (the "
               "encyclopedia list, the Russian page's wild-card section)"),
    CategoryRecord(
        Category.STRAIGHT_FLUSH, (1, 1, 1, 1, 1), N_("Straight flush"), N_("straight flushes"),
        N_("a straight flush"), (N_("Top card"),), N_("{top}-high straight flush"),
        N_("Both hands are straight flushes."), straight=True, suited=True,
        with_any=N_("any straight flush"),
        describe_high_named=((14, ROYAL_FLUSH),
                             (5, N_("Five-high straight flush (steel wheel)"))),
        explain_named_both=((14, N_("Both hands are royal flushes.")),),
        explain_wheel=N_("{step}: {winner} beats {loser} (in the five-high straight flush "
                         "the ace plays low)."),
        tie_rule=N_("Higher top card wins; A-K-Q-J-10 is the royal flush, "
                    "5-4-3-2-A the lowest."),
        source="five in sequence in one suit, the higher top card wins; the ace-high one is "
               "the royal flush (the four sources)"),
    CategoryRecord(
        Category.FOUR_OF_A_KIND, (4, 1), N_("Four of a kind"), N_("four-of-a-kind hands"),
        N_("four of a kind"), (N_("Four of a kind"), N_("Kicker")),
        N_("Four of a kind, {first} with {kickers}"),
        N_("Both hands are four of a kind."), with_any=N_("any four of a kind"),
        explain_shared=N_("Both hands are four of a kind, {rank}."),
        tie_rule=N_("Higher four wins, then the kicker."),
        source="the four, then the kicker (the Greek help page, the encyclopedia list, the "
               "English rules page; the Russian page names the four only)"),
    CategoryRecord(
        Category.FULL_HOUSE, (3, 2), N_("Full house"), N_("full houses"), N_("a full house"),
        (N_("Three of a kind"), N_("Pair")), N_("Full house, {first} over {second}"),
        N_("Both hands are full houses."), with_any=N_("any full house"),
        explain_shared=N_("Both hands are full houses with three {rank}."),
        tie_rule=N_("Higher three of a kind wins, then the higher pair."),
        source="the three of a kind, then the pair (all four sources)"),
    CategoryRecord(
        Category.FLUSH, (1, 1, 1, 1, 1), N_("Flush"), N_("flushes"), N_("a flush"), _CARDS5,
        N_("{top}-high flush: {cards}"), N_("Both hands are flushes."), suited=True,
        with_any=N_("any flush"),
        tie_rule=N_("Compare card by card from the top; the first difference decides."),
        source="five of one suit, compared card by card from the highest (all four "
               "sources)"),
    CategoryRecord(
        Category.STRAIGHT, (1, 1, 1, 1, 1), N_("Straight"), N_("straights"), N_("a straight"),
        (N_("Top card"),), N_("{top}-high straight"), N_("Both hands are straights."),
        straight=True, with_any=N_("any straight"),
        describe_high_named=((14, N_("Ace-high straight (Broadway)")),
                             (5, N_("Five-high straight (wheel)"))),
        explain_wheel=N_("{step}: {winner} beats {loser} (in the five-high straight the ace "
                         "plays low)."),
        tie_rule=N_("Higher top card wins; in the wheel 5-4-3-2-A the ace is low; no "
                    "wrapping round (Q-K-A-2-3 is no straight)."),
        source="five in sequence, the higher top card wins; the ace plays high or low but "
               "never both (the English rules page, the encyclopedia list)"),
    CategoryRecord(
        Category.THREE_OF_A_KIND, (3, 1, 1), N_("Three of a kind"), N_("three-of-a-kind hands"),
        N_("three of a kind"), (N_("Three of a kind"), N_("First kicker"), N_("Second kicker")),
        N_("Three of a kind, {first} with {kickers}"), N_("Both hands are three of a kind."),
        with_any=N_("any three of a kind"),
        explain_shared=N_("Both hands are three of a kind, {rank}."),
        tie_rule=N_("Higher three wins, then each kicker from the top."),
        source="the three, then the kickers from the higher (the English rules page, the "
               "encyclopedia list)"),
    CategoryRecord(
        Category.TWO_PAIR, (2, 2, 1), N_("Two pair"), N_("two-pair hands"), N_("two pair"),
        (N_("Higher pair"), N_("Lower pair"), N_("Kicker")),
        N_("Two pair, {first} and {second} with {kickers}"), N_("Both hands are two pair."),
        with_any=N_("any two pair"),
        explain_shared=N_("Both hands are two pair, {rank} up."),
        tie_rule=N_("Higher top pair, then the lower pair, then the kicker."),
        source="the higher pair, then the lower pair, then the kicker (all four sources)"),
    CategoryRecord(
        Category.ONE_PAIR, (2, 1, 1, 1), N_("One pair"), N_("one-pair hands"), N_("one pair"),
        (N_("Pair"), N_("First kicker"), N_("Second kicker"), N_("Third kicker")),
        N_("One pair, {first} with {kickers}"), N_("Both hands are one pair."),
        with_any=N_("any one pair"),
        explain_shared=N_("Both hands are one pair of {rank}."),
        tie_rule=N_("Higher pair, then each of the three kickers from the top."),
        source="the pair, then the kickers from the higher (all four sources)"),
    CategoryRecord(
        Category.HIGH_CARD, (1, 1, 1, 1, 1), N_("High card"), N_("high-card hands"),
        N_("a high-card hand"), _CARDS5, N_("{top} high: {cards}"),
        N_("Both hands are high-card hands."),
        with_any=N_("any high-card hand"), low_label=N_("No pair"),
        low_with_article=N_("no pair"),
        describe_low=N_("{top}-{next} low: {cards}"),
        describe_low_named=(((False, (5, 4, 3, 2, 1)), N_("The wheel: {cards}")),
                            ((True, (7, 5, 4, 3, 2)), N_("Number one: {cards}"))),
        describe_low_ace_high=N_("{top} high: {cards}"),
        explain_low_both=N_("Both hands have no pair."),
        explain_low_shared=N_("Both hands are {rank} lows."),
        tie_rule=N_("Compare card by card from the top; the first difference decides."),
        source="card by card from the highest (all four sources); in the low games the best "
               "hand (the Greek help page: 5-4-3-2-A, the wheel; 7-5-4-3-2, number one)"),
)
"""One :class:`CategoryRecord` per category, best first: five of a kind first, high card
last (the order of :class:`Category`'s values, highest first)."""

CATEGORY_RECORDS: dict[Category, CategoryRecord] = {r.category: r for r in CATEGORY_TABLE}
"""The records of :data:`CATEGORY_TABLE` by category (also :attr:`Category.record`):
``CATEGORY_RECORDS[Category.TWO_PAIR]`` holds two pair's shape ``(2, 2, 1)``, its names, its
tie-break steps (the higher pair, the lower pair, the kicker) and its sentences."""

WHEEL_TOP = 5
"""The top card of the five-high straight (the wheel), where the ace plays low."""

ACE_LOW = 1
"""The ace's value where it plays below the two (every low system but deuce-to-seven,
and Badugi)."""

NO_QUALIFYING_LOW = N_("No qualifying low")
"""The name of an eight-or-better hand with no qualifying low."""



class BadugiSize(enum.IntEnum):
    """How many cards count in a Badugi hand; more is better.

    >>> BadugiSize.BADUGI > BadugiSize.THREE_CARD, BadugiSize.THREE_CARD.label
    (True, 'Three-card hand')
    """

    ONE_CARD = 1
    TWO_CARD = 2
    THREE_CARD = 3
    BADUGI = 4

    @property
    def label(self) -> str:
        """``"Badugi"`` or ``"Three-card hand"`` and so on.

        >>> BadugiSize.TWO_CARD.label
        'Two-card hand'
        """
        return _BADUGI_WORDS[self][0]

    @property
    def plural(self) -> str:
        """The lower-case plural used in sentences.

        >>> BadugiSize.BADUGI.plural, BadugiSize.TWO_CARD.plural
        ('badugis', 'two-card hands')
        """
        return _BADUGI_WORDS[self][1]


_BADUGI_WORDS = {
    BadugiSize.ONE_CARD: (N_("One-card hand"), N_("one-card hands")),
    BadugiSize.TWO_CARD: (N_("Two-card hand"), N_("two-card hands")),
    BadugiSize.THREE_CARD: (N_("Three-card hand"), N_("three-card hands")),
    BadugiSize.BADUGI: (N_("Badugi"), N_("badugis")),
}
"""Each Badugi size's name and plural (English messages, marked for the catalogs)."""



CategoryOrSize = Union[Category, BadugiSize, None]
"""What :attr:`~pokerhands.core.values.HandValue.category` holds: a
:class:`~pokerhands.core.categories.Category` under high and lowball rules, a
:class:`~pokerhands.core.categories.BadugiSize` under Badugi, None for no qualifying low."""


@lru_cache(maxsize=None)
def ladder(flush_over_full_house: bool = False,
           trips_over_straight: bool = False) -> tuple[Category, ...]:
    """The high categories in the order a ranking puts them, best first.

    The standard ladder is the order of :class:`Category` (all four sources). Six-plus
    hold'em (:data:`pokerhands.rules.SIX_PLUS`) puts the flush above the full house, and
    the house option of some rooms puts three of a kind above the straight as well
    (:meth:`pokerhands.rules.Rules.with_trips_over_straight`): each swaps two neighbours.

    >>> [c.name for c in ladder()[3:6]]
    ['FULL_HOUSE', 'FLUSH', 'STRAIGHT']
    >>> [c.name for c in ladder(True, True)[3:7]]
    ['FLUSH', 'FULL_HOUSE', 'THREE_OF_A_KIND', 'STRAIGHT']
    """
    order = sorted(Category, reverse=True)
    for swapped, (upper, lower) in ((flush_over_full_house,
                                     (Category.FULL_HOUSE, Category.FLUSH)),
                                    (trips_over_straight,
                                     (Category.STRAIGHT, Category.THREE_OF_A_KIND))):
        if swapped:
            i, j = order.index(upper), order.index(lower)
            order[i], order[j] = order[j], order[i]
    return tuple(order)


@lru_cache(maxsize=None)
def ladder_places(flush_over_full_house: bool = False,
                  trips_over_straight: bool = False) -> dict[Category, int]:
    """Each category's place on its :func:`ladder` as a number, greater for a better
    category: the first entry of a high hand's strength (:func:`strength_of`). On the
    standard ladder a category's place is its own value (``Category.FLUSH`` is 6); on the
    six-plus ladder the flush takes the full house's place, 7, and the full house the
    flush's, 6.

    >>> ladder_places()[Category.FLUSH], ladder_places(True)[Category.FLUSH]
    (6, 7)
    """
    order = ladder(flush_over_full_house, trips_over_straight)
    return {category: len(order) - i for i, category in enumerate(order)}


def category_at(place: int, flush_over_full_house: bool = False,
                trips_over_straight: bool = False) -> Category:
    """The category at a place of a ladder (the inverse of :func:`ladder_places`).

    Raises
    ------
    ValueError
        For a place that is not one of the ladder's, 1 to 10.

    Examples
    --------
    >>> category_at(7).label, category_at(7, flush_over_full_house=True).label
    ('Full house', 'Flush')
    """
    for category, at in ladder_places(flush_over_full_house, trips_over_straight).items():
        if at == place:
            return category
    raise ValueError(f"places on a ladder run from 1 to 10; got {place!r}")


def strength_of(category: CategoryOrSize, key: tuple[int, ...], rules: Rules) -> tuple[int, ...]:
    """A plain tuple that sorts like hands do under ``rules`` (greater is better), from a
    category and tie-break key: ``(place, *key)`` for high rules, where the place is the
    category's number on the rules' ladder (:func:`ladder_places`; the category's own value
    on the standard ladder); every entry negated under low rules; ``(-100,)`` for no
    qualifying low.

    >>> from pokerhands.rules import ACE_TO_FIVE, HIGH, SIX_PLUS
    >>> strength_of(Category.TWO_PAIR, (11, 4, 14), HIGH)
    (3, 11, 4, 14)
    >>> strength_of(Category.FLUSH, (14, 12, 10, 8, 7), SIX_PLUS)  # above every full house
    (7, 14, 12, 10, 8, 7)
    >>> strength_of(Category.HIGH_CARD, (5, 4, 3, 2, 1), ACE_TO_FIVE)
    (-1, -5, -4, -3, -2, -1)
    """
    if rules.ranking is Ranking.HIGH:
        assert category is not None  # every high hand has a category
        if rules.flush_over_full_house or rules.trips_over_straight:
            assert isinstance(category, Category)  # a high hand's category
            return (ladder_places(rules.flush_over_full_house,
                                  rules.trips_over_straight)[category], *key)
        return (int(category), *key)
    if rules.ranking is Ranking.BADUGI:  # more counting cards win, then lower cards
        assert category is not None  # every badugi hand counts one card at least
        return (int(category), *(-k for k in key))
    if category is None:
        return (-100,)
    return (-int(category), *(-k for k in key))


