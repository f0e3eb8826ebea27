"""Evaluate poker hands under the standard high ranking.

The rules, as the four sources give them (file 003 English §1-10, file 000 §1-10,
file 001 "traditional high", file 002 category sections):

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

The reference implementation below is written to be read; it finds the best hand among
any number of cards directly (no loop over all five-card subsets), which the tests check
against the brute-force maximum.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

from pokerhands.core.cards import Card, Cards, CardError, CardsLike, Rank, parse_cards
from pokerhands.rules import HIGH, Rules, get_rules

__all__ = ["Category", "HandValue", "evaluate", "hand_key", "strength_of", "read_cards"]


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

WHEEL_TOP = 5  # top card of the five-high straight, where the ace plays low


@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of a poker hand under one ranking system.

    Attributes
    ----------
    category : Category or None
        None only for "no qualifying low" under a qualified low (eight-or-better).
    key : tuple of int
        The tie-break ranks in the order they are compared (2..14, ace 14; the
        wheel's key is ``(5,)``). Between hands of the same category the greater key wins.
    cards : Cards
        The five cards that play, in display order: largest group first, then
        kickers high to low; straights from their top card down (5-4-3-2-A for the wheel).
    unused : Cards
        Cards given to :func:`evaluate` that do not play (empty for five cards).
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

    category: "Category | None"
    key: tuple
    cards: Cards
    unused: Cards = field(default_factory=Cards)
    rules: Rules = HIGH
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
        return (not self.rules.low and self.category is Category.STRAIGHT_FLUSH
                and self.key[0] == Rank.ACE)

    @property
    def name(self) -> str:
        """The category's name, with "Royal flush" for the ace-high straight flush; in low
        games a hand without a pair is "No pair", and eight-or-better can give
        "No qualifying low"."""
        if self.category is None:
            return "No qualifying low"
        if self.rules.name == "badugi":
            return self.category.label
        if self.rules.low and self.category is Category.HIGH_CARD:
            return "No pair"
        return "Royal flush" if self.is_royal else self.category.label

    def describe(self, lang: str = "en") -> str:
        """The hand in words, e.g. ``"Full house, sixes over kings"``.

        The wording follows the usual English names collected in file 002; low hands use
        the low games' words (:func:`pokerhands.ranking.lowball.describe_low`). A hand with wild
        cards ends with what each one became: ``"Five of a kind, aces — joker as A♣"``.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``, see :mod:`pokerhands.words.names`):
        other than English, the category's name as that language's source gives it, then
        the ranks of the five cards that play in order of importance, e.g.
        ``"Фулл-Хаус: 6, 6, 6, K, K"``. High hands only: for low and Badugi hands, and for
        a category the language's source does not name, it raises ``ValueError``.
        """
        if lang != "en":
            from pokerhands.words.names import describe_hand

            return describe_hand(self, lang)
        words = self._describe_ranks()
        if self.wild:
            words += " — " + ", ".join(
                f"{'joker' if w.rank is None else str(w)} as {'itself' if c == w else c}"
                for w, c in self.wild)
        return words

    def _describe_ranks(self) -> str:
        if self.rules.name == "badugi":
            from pokerhands.ranking.badugi import describe_badugi

            return describe_badugi(self.category, self.key)
        if self.rules.low:
            from pokerhands.ranking.lowball import describe_low

            return describe_low(self)
        c = self.category
        k = [Rank(r) for r in self.key]
        if c is Category.FIVE_OF_A_KIND:
            return f"Five of a kind, {k[0].plural}"
        if c is Category.STRAIGHT_FLUSH:
            if self.is_royal:
                return "Royal flush"
            if k[0] == WHEEL_TOP:
                return "Five-high straight flush (steel wheel)"
            return f"{k[0].word.capitalize()}-high straight flush"
        if c is Category.FOUR_OF_A_KIND:
            return f"Four of a kind, {k[0].plural} with {_a(k[1])}"
        if c is Category.FULL_HOUSE:
            return f"Full house, {k[0].plural} over {k[1].plural}"
        if c is Category.FLUSH:
            return f"{k[0].word.capitalize()}-high flush: " + _list_words(k)
        if c is Category.STRAIGHT:
            if k[0] == Rank.ACE:
                return "Ace-high straight (Broadway)"
            if k[0] == WHEEL_TOP:
                return "Five-high straight (wheel)"
            return f"{k[0].word.capitalize()}-high straight"
        if c is Category.THREE_OF_A_KIND:
            return f"Three of a kind, {k[0].plural} with {_a(k[1])} and {_a(k[2])}"
        if c is Category.TWO_PAIR:
            return f"Two pair, {k[0].plural} and {k[1].plural} with {_a(k[2])}"
        if c is Category.ONE_PAIR:
            return f"One pair, {k[0].plural} with {_a(k[1])}, {_a(k[2])} and {_a(k[3])}"
        return f"{k[0].word.capitalize()} high: " + _list_words(k)

    @property
    def rank_number(self) -> int:
        """The position among the 7,462 distinct five-card values, from 1 (royal flush)
        to 7,462 (7-5-4-3-2 of mixed suits); file 002 gives the 7,462."""
        from pokerhands.ranking.ranknumbers import rank_number

        return rank_number(self)

    def __repr__(self) -> str:
        return f"HandValue({self.describe()!r}, {self.cards!r})"

    def __str__(self) -> str:
        return f"{self.describe()}: {self.cards}"

    def _repr_html_(self) -> str:
        from pokerhands.render import value_html

        return value_html(self)


def _a(rank: Rank) -> str:
    return f"{rank.article} {rank.word}"


def _list_words(ranks: Sequence[Rank]) -> str:
    return ", ".join(r.word for r in ranks)


# --- the reference algorithm ---------------------------------------------------


def _straight_top(ranks: set[int]) -> int | None:
    """Top card of the best straight among ``ranks`` (the wheel's top is 5), or None."""
    for top in range(Rank.ACE, WHEEL_TOP, -1):
        if all(top - i in ranks for i in range(5)):
            return top
    if {Rank.ACE, 2, 3, 4, 5} <= ranks:
        return WHEEL_TOP
    return None


def _straight_ranks(top: int) -> list[int]:
    """The five ranks of the straight with this top card, top first (ace last in the wheel)."""
    return [5, 4, 3, 2, Rank.ACE] if top == WHEEL_TOP else [top - i for i in range(5)]


def _best_high(cards: Sequence[Card]) -> tuple[Category, tuple, list[Card]]:
    """Best five-card high hand among ``cards`` (at least five distinct cards).

    Returns the category, the tie-break key and the five cards in display order.
    Cards of equal rank are taken in the order given, so the choice is stable.
    """
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(card.suit, []).append(card)
    ranks_desc = sorted(by_rank, reverse=True)

    def take(*groups: tuple[int, int]) -> list[Card]:
        # groups: (rank, how many cards of it)
        return [c for rank, n in groups for c in by_rank[rank][:n]]

    # 1. Straight flush: five in sequence within one suit (five of a kind, which needs
    #    a second deck, is checked first).
    count5 = [r for r, cs in by_rank.items() if len(cs) >= 5]
    if count5:
        best = max(count5)
        return Category.FIVE_OF_A_KIND, (best,), by_rank[best][:5]
    flush_suits = [cs for cs in by_suit.values() if len(cs) >= 5]
    best_sf = None
    for suited in flush_suits:
        top = _straight_top({c.rank for c in suited})
        if top is not None and (best_sf is None or top > best_sf[0]):
            best_sf = (top, suited)
    if best_sf is not None:
        top, suited = best_sf
        in_suit = {c.rank: c for c in reversed(suited)}  # first card of each rank wins
        return (Category.STRAIGHT_FLUSH, (top,),
                [in_suit[r] for r in _straight_ranks(top)])

    count = {r: len(cs) for r, cs in by_rank.items()}
    quads = [r for r in ranks_desc if count[r] >= 4]
    trips = [r for r in ranks_desc if count[r] >= 3]
    pairs = [r for r in ranks_desc if count[r] >= 2]

    # 2. Four of a kind, with the best remaining card as kicker.
    if quads:
        q = quads[0]
        kicker = next(r for r in ranks_desc if r != q)
        return Category.FOUR_OF_A_KIND, (q, kicker), take((q, 4), (kicker, 1))

    # 3. Full house: the best three of a kind, and the best pair from another rank
    #    (which may itself be a second three of a kind).
    if trips:
        t = trips[0]
        others = [r for r in pairs if r != t]
        if others:
            p = others[0]
            return Category.FULL_HOUSE, (t, p), take((t, 3), (p, 2))

    # 4. Flush: the five highest cards of a suit holding five or more.
    if flush_suits:
        options = []
        for suited in flush_suits:
            top5 = sorted(suited, key=lambda c: -c.rank)[:5]
            options.append((tuple(c.rank for c in top5), top5))
        key, chosen = max(options, key=lambda o: o[0])
        return Category.FLUSH, key, chosen

    # 5. Straight.
    top = _straight_top(set(by_rank))
    if top is not None:
        return Category.STRAIGHT, (top,), take(*((r, 1) for r in _straight_ranks(top)))

    # 6. Three of a kind (no other pair exists here, or it would be a full house).
    if trips:
        t = trips[0]
        kickers = [r for r in ranks_desc if r != t][:2]
        return (Category.THREE_OF_A_KIND, (t, *kickers),
                take((t, 3), *((r, 1) for r in kickers)))

    # 7. Two pair: the two best pairs, and the best other card as kicker.
    if len(pairs) >= 2:
        hi, lo = pairs[:2]
        kicker = next(r for r in ranks_desc if r not in (hi, lo))
        return Category.TWO_PAIR, (hi, lo, kicker), take((hi, 2), (lo, 2), (kicker, 1))

    # 8. One pair.
    if pairs:
        p = pairs[0]
        kickers = [r for r in ranks_desc if r != p][:3]
        return Category.ONE_PAIR, (p, *kickers), take((p, 2), *((r, 1) for r in kickers))

    # 9. High card: the five highest ranks.
    top5 = ranks_desc[:5]
    return Category.HIGH_CARD, tuple(top5), take(*((r, 1) for r in top5))


def strength_of(category: "Category | None", key: tuple, rules: Rules) -> tuple:
    """A plain tuple that sorts like hands do under ``rules`` (greater is better), from a
    category and tie-break key: ``(category, *key)`` for high rules; every entry negated
    under low rules; ``(-100,)`` for no qualifying low."""
    if not rules.low:
        return (int(category), *key)
    if rules.name == "badugi":  # more counting cards win, then lower cards
        return (int(category), *(-k for k in key))
    if category is None:
        return (-100,)
    return (-int(category), *(-k for k in key))


def read_cards(cards: CardsLike, rules: Rules) -> Cards:
    """``cards`` parsed as the rules' deck allows: repeats up to the number of decks, and
    no more jokers than the deck holds.

    Raises
    ------
    CardError
        For a bad token, a card repeated beyond the decks, or too many jokers.
    """
    parsed = parse_cards(cards, allow_duplicates=rules.decks > 1, jokers=rules.jokers)
    if rules.decks > 1:
        copies = {}
        for card in parsed:
            copies[card] = copies.get(card, 0) + 1
            if copies[card] > rules.decks:
                raise CardError(f"{card.code} ({card}) appears {copies[card]} times, but "
                                f"{rules.decks} decks hold only {rules.decks}: {parsed!r}")
    return parsed


WILD_CARD_LIMIT = 10
"""The most cards a hand with wild cards may be valued from (the search grows with the
number of five-card subsets; no game deals more than nine)."""


def _checked(cards: CardsLike, rules: Rules) -> Cards:
    parsed = read_cards(cards, rules)
    if rules.wild and len(parsed) > WILD_CARD_LIMIT:
        raise CardError(f"under wild-card rules a hand is valued from at most "
                        f"{WILD_CARD_LIMIT} cards; got {len(parsed)}")
    if len(parsed) < rules.hand_size:
        got = f"{len(parsed)}: {parsed!r}" if parsed else "none"
        raise CardError(f"a {rules.name} hand needs at least {rules.hand_size} cards; got {got}")
    return parsed


def evaluate(cards: "CardsLike | HandValue", rules: "str | Rules" = "high") -> HandValue:
    """Value of the best hand that can be made from ``cards``.

    Parameters
    ----------
    cards : str, Card, or iterable of str/Card
        Five or more distinct cards in any notation :func:`~pokerhands.core.cards.parse_cards`
        reads, e.g. ``"As Ks Qs Js Ts"``. With more than five, the best five play
        (file 003: cards beyond the best five play no part). A :class:`HandValue`
        is returned unchanged if its rules match.
    rules : str or Rules
        The ranking system: ``"high"`` (default), ``"ace-to-five"``, ``"ace-to-six"``,
        ``"deuce-to-seven"``, ``"eight-or-better"`` or ``"badugi"`` (see
        :mod:`pokerhands.rules`), or a :class:`~pokerhands.rules.Rules` with house options
        (wild cards and jokers, a suit order, several decks). Under a low system the best
        hand is the lowest one the cards can make; with wild cards, each wild card stands
        for the card that makes the best hand (:mod:`pokerhands.ranking.wild`).

    Returns
    -------
    HandValue
        Category, the five cards that play, tie-break key and ordering. Under
        eight-or-better, cards with no qualifying low give a value whose ``category`` is
        None and ``describe()`` says "No qualifying low" (not an exception).

    Raises
    ------
    CardError
        Bad card token, duplicate card (beyond the number of decks), a joker the rules do
        not hold, or fewer than five cards.
    ValueError
        Unknown ``rules``.

    Examples
    --------
    >>> evaluate("6s 6h 6d Kc Kh").describe()
    'Full house, sixes over kings'
    >>> evaluate("Qc Kc Ac 2h 3d").category.label   # no wrap-around straight
    'High card'
    """
    rules = get_rules(rules)
    if isinstance(cards, HandValue):
        if cards.rules != rules:
            raise ValueError(f"hand was valued under {cards.rules.label!r}, not {rules.label!r}")
        return cards
    parsed = _checked(cards, rules)
    if rules.decks > 1 and rules.low:
        raise ValueError(f"more than one deck is supported for high hands only, not {rules.name!r}")
    if rules.suit_order is not None:
        if rules.low:
            raise ValueError(f"a suit order is a high-hand house rule; {rules.name!r} has none")
        # Higher suits first: among cards of equal rank the higher-suited ones play and
        # are shown first, which is what a suit tie-break compares.
        order = rules.suit_order
        parsed = Cards(sorted(parsed, key=lambda c: -order.index(c.suit)))
    wild: tuple = ()
    if rules.wild:
        from pokerhands.ranking.wild import best_wild_hand

        category, key, chosen, wild = best_wild_hand(parsed, rules)
    elif rules.name == "badugi":
        from pokerhands.ranking.badugi import badugi_value

        category, key, chosen = badugi_value(parsed)
    elif rules.low:
        from pokerhands.ranking.lowball import low_value

        category, key, chosen = low_value(parsed, rules)
    else:
        category, key, chosen = _best_high(parsed)
    unused = list(parsed)
    for card in chosen:  # remove one copy each (jokers, or a second deck, repeat)
        unused.remove(card)
    return HandValue(
        category=category,
        key=tuple(int(r) for r in key),
        cards=Cards(chosen),
        unused=Cards(unused),
        rules=rules,
        wild=wild,
    )


@lru_cache(maxsize=None)
def _five_key(ranks: tuple[int, ...], flush: bool) -> tuple:
    """Strength ``(category, *key)`` of five cards with these ranks, suited or not.

    A five-card high value depends only on the multiset of ranks and on whether all
    five share a suit, so this evaluates one representative hand per such pattern
    and remembers it. Used for exhaustive counting and rank numbers.
    """
    seen: dict[int, int] = {}
    suits = []
    for r in ranks:  # the n-th card of a rank gets suit n: no card repeats
        suits.append(0 if flush else seen.get(r, 0))
        seen[r] = seen.get(r, 0) + 1
    if not flush and len(seen) == 5:
        suits[1] = 1  # five different ranks: break the accidental flush
    reps = [Card(Rank(r), s) for r, s in zip(ranks, suits)]
    category, key, _ = _best_high(reps)
    return (int(category), *(int(r) for r in key))


def hand_key(cards: CardsLike) -> tuple:
    """``evaluate(cards).strength`` for exactly five cards, faster (memoised by pattern).

    Raises
    ------
    CardError
        Unless given exactly five distinct cards.
    """
    parsed = parse_cards(cards)
    if len(parsed) != 5:
        raise CardError(f"hand_key needs exactly 5 cards; got {len(parsed)}: {parsed!r}")
    ranks = tuple(sorted(c.rank for c in parsed))
    return _five_key(ranks, len({c.suit for c in parsed}) == 1)
