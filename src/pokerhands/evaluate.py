"""Evaluate poker hands: read the cards, then value them under the rules' ranking.

:func:`evaluate` is the one entry point. It parses the cards as the rules' deck allows
(:func:`read_cards`), then hands them to the ranking the rules name
(:attr:`pokerhands.rules.Rules.ranking`): :func:`pokerhands.ranking.high.best_high` for the
standard high ranking, :func:`pokerhands.ranking.lowball.low_value` for the low systems,
:func:`pokerhands.ranking.badugi.badugi_value` for Badugi, and
:func:`pokerhands.ranking.wild.best_wild_hand` whenever wild cards are in play. The result
is a :class:`~pokerhands.core.values.HandValue`.
"""
from __future__ import annotations

from typing import Callable, Sequence, TypeVar

from pokerhands.core import language
from pokerhands.core.cards import (Card, CardError, Cards, CardsLike, Joker, Rank, parse_cards,
                                   quote_cards)
from pokerhands.core.letters import card_code
from pokerhands.core.categories import Category, CategoryOrSize, Ranking, category_at
from pokerhands.core.checks import clip, is_whole
from pokerhands.core.patterns import pattern_ranks, representative
from pokerhands.core.values import HandValue
from pokerhands.ranking.badugi import badugi_value
from pokerhands.ranking.high import best_high, five_strength
from pokerhands.ranking.lowball import low_value
from pokerhands.ranking.ranknumbers import all_strengths, distinct_values, numbered
from pokerhands.ranking.wild import best_wild_hand
from pokerhands.rules import HIGH, Rules, get_rules

__all__ = ["evaluate", "hand_strength", "hand_key", "read_cards", "in_deck", "every_system",
           "SYSTEMS",
           "WILD_CARD_LIMIT", "rank_number", "hand_for_rank_number"]

# the gettext name `_`, reached through the module (no private name crosses a module)
_ = language._

_Found = tuple[CategoryOrSize, tuple[int, ...], list[Card]]

#: How each ranking finds the best hand among parsed cards: ``(category, key, cards)``.
_RANKINGS: dict[Ranking, Callable[[Sequence[Card], Rules], _Found]] = {
    Ranking.HIGH: best_high,
    Ranking.LOWBALL: low_value,
    Ranking.BADUGI: lambda cards, rules: badugi_value(cards),
}


def read_cards(cards: CardsLike, rules: Rules, most: "int | None" = None) -> Cards[Card | Joker]:
    """``cards`` parsed as the rules' deck allows: repeats up to the number of decks, and
    no more jokers than the deck holds (none unless the rules are wild:
    :attr:`~pokerhands.rules.Rules.wild`), no card below the deck's lowest rank (the six
    under six-plus: :attr:`~pokerhands.rules.Rules.lowest_rank`), and at most ``most`` cards
    (by default the whole deck). The reading stops at the first fault
    (:func:`~pokerhands.core.cards.parse_cards`).

    Raises
    ------
    CardError
        For a bad token, a card repeated beyond the decks, too many jokers, a card the deck
        does not hold (it is named) or too many cards.
    """
    return in_deck(parse_cards(cards, decks=rules.decks, jokers=rules.jokers, most=most), rules)


_Parsed = TypeVar("_Parsed", Cards[Card], Cards[Card | Joker])


def in_deck(cards: _Parsed, rules: Rules) -> _Parsed:
    """``cards`` (parsed) if the rules' deck holds each of them: under a short deck
    (:attr:`~pokerhands.rules.Rules.short_deck`, six-plus's 36 cards) no card below its
    lowest rank. Every other check of the deck is :func:`read_cards`'s.

    Raises
    ------
    CardError
        Naming the first card the deck does not hold, the deck and its ranks.

    Examples
    --------
    >>> in_deck(parse_cards("As 5d"), get_rules("six-plus"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: 5d (5♦) is not in the 36-card deck of six-plus, which ...
    """
    if rules.short_deck:
        for card in cards:  # the deck holds no card below its lowest rank
            if isinstance(card, Card) and card.rank < rules.lowest_rank:
                # TRANSLATORS: {code} and {card} a card below the deck's lowest rank ("5s",
                # "5♠"); {size} how many cards the deck holds (36); {lowest} its lowest rank
                # as a symbol ("6"); {rules} the rules' name; {text} the input
                raise CardError(_("{code} ({card}) is not in the {size}-card deck of {rules}, "
                                  "which holds only the ranks {lowest} to A (in {text})").format(
                    code=card_code(card), card=card, size=len(rules.deck),
                    rules=language.pgettext("rules name", rules.name),
                    lowest=Rank(rules.lowest_rank).label, text=quote_cards(cards)))
    return cards


WILD_CARD_LIMIT = 10
"""The most cards a hand with wild cards may be valued from (the search grows with the
number of five-card subsets; no game deals more than nine)."""


def _checked(cards: CardsLike, rules: Rules) -> Cards[Card | Joker]:
    # under wild-card rules no more than WILD_CARD_LIMIT cards are read
    parsed = read_cards(cards, rules, WILD_CARD_LIMIT if rules.wild else None)
    if len(parsed) < rules.hand_size:
        got = f"{len(parsed)}: {parsed!r}" if parsed else _("none")
        # {rules}: the rules' name, from the catalog where it has one (context "rules")
        raise CardError(_("a {rules} hand needs at least {size} cards; got {got}").format(
            rules=language.pgettext("rules", rules.name), size=rules.hand_size, got=got))
    return parsed


def evaluate(cards: "CardsLike | HandValue", rules: "str | Rules" = "high") -> HandValue:
    """Value of the best hand that can be made from ``cards``.

    Parameters
    ----------
    cards : str, Card, or iterable of str/Card
        Five or more distinct cards in any notation :func:`~pokerhands.core.cards.parse_cards`
        reads, e.g. ``"As Ks Qs Js Ts"``. With more than five, the best five play
        (the English rules page: cards beyond the best five play no part). A
        :class:`~pokerhands.core.values.HandValue` is returned unchanged if its rules match.
    rules : str or Rules
        The ranking system: ``"high"`` (default), ``"ace-to-five"``, ``"ace-to-six"``,
        ``"deuce-to-seven"``, ``"eight-or-better"``, ``"badugi"`` or ``"six-plus"`` (the
        36-card deck of six-plus hold'em; see :mod:`pokerhands.rules`), or a
        :class:`~pokerhands.rules.Rules` with house options (wild cards and jokers, a suit
        order, several decks; three of a kind above a straight in six-plus). Under a low
        system the best hand is the lowest one the cards can make; with wild cards, each wild
        card stands for the card that makes the best hand (:mod:`pokerhands.ranking.wild`).

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
        not hold, a card below the six under six-plus, or fewer than five cards.
    ValueError
        Unknown ``rules``.

    Examples
    --------
    >>> evaluate("6s 6h 6d Kc Kh").describe()
    'Full house, sixes over kings'
    >>> evaluate("Qc Kc Ac 2h 3d").category.label   # no wrap-around straight
    'High card'
    >>> evaluate("9s 8h 7d 6c As", "six-plus").describe()  # the ace plays below the six
    'Nine-high straight'
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
    wild: tuple[tuple[Card | Joker, Card], ...] = ()
    category: CategoryOrSize
    chosen: Sequence[Card | Joker]
    if rules.wild:
        category, key, chosen, wild = best_wild_hand(parsed, rules)
    else:
        # without wild cards the rules' deck holds no joker: every card parsed is a Card
        plain = [c for c in parsed if isinstance(c, Card)]
        category, key, chosen = _RANKINGS[rules.ranking](plain, rules)
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


def hand_strength(cards: CardsLike) -> tuple[int, ...]:
    """``evaluate(cards).strength`` for exactly five cards, faster (memoised by pattern).

    The strength is ``(category, *key)``: the category as a number, then the tie-break ranks;
    a larger tuple is a better hand. ``hand_key`` is its old name, kept as an alias.

    Raises
    ------
    CardError
        Unless given exactly five distinct cards.
    """
    parsed = parse_cards(cards)
    if len(parsed) != 5:
        raise CardError(f"hand_strength needs exactly 5 cards; got {len(parsed)}: {parsed!r}")
    ranks = tuple(sorted(c.rank for c in parsed))
    return five_strength(ranks, len({c.suit for c in parsed}) == 1)


hand_key = hand_strength
"""The old name of :func:`hand_strength` (it returns a strength, not a key); kept so that
code written against it still runs."""


SYSTEMS = ("high", "ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better")
"""The ranking systems a rules lens shows, in the book's order."""


def every_system(cards: CardsLike) -> dict[str, HandValue]:
    """The same cards valued under every system of :data:`SYSTEMS`: name ->
    :class:`~pokerhands.core.values.HandValue`.

    Raises
    ------
    CardError
        For bad cards or fewer than five.
    """
    parsed = parse_cards(cards)
    return {name: evaluate(parsed, name) for name in SYSTEMS}


def rank_number(value: HandValue) -> int:
    """The rank number (1..7,462, 1 = best; 1..1,404 under six-plus) of a high-rules
    :class:`~pokerhands.core.values.HandValue`: its
    :attr:`~pokerhands.core.values.HandValue.rank_number`.

    Raises
    ------
    TypeError
        If ``value`` is not a :class:`~pokerhands.core.values.HandValue` (cards are valued
        first, with :func:`evaluate`).
    ValueError
        If ``value`` was not valued under the high rules, or is not one of the 7,462
        one-deck values (five of a kind).

    Examples
    --------
    >>> rank_number(evaluate("As Ks Qs Js Ts")), rank_number(evaluate("7c 5d 4h 3s 2c"))
    (1, 7462)
    >>> rank_number(evaluate("As 2d 3c 4h 5s", rules="ace-to-five"))
    Traceback (most recent call last):
    ...
    ValueError: rank numbers exist for 'high' hands only, not 'ace-to-five'
    >>> rank_number("As Ks Qs Js Ts")
    Traceback (most recent call last):
    ...
    TypeError: rank_number takes a hand value (evaluate the cards first); got 'As Ks Qs Js Ts'
    """
    if not isinstance(value, HandValue):
        raise TypeError("rank_number takes a hand value (evaluate the cards first); got "
                        f"{clip(repr(value), 60)}")
    return value.rank_number


def hand_for_rank_number(number: int, rules: "str | Rules" = HIGH) -> HandValue:
    """An example hand whose rank number is ``number`` (1..7,462; 1..1,404 under
    ``rules="six-plus"``).

    The cards are :func:`pokerhands.core.patterns.representative`'s: suited values in
    spades; unsuited values with repeated ranks in spades, hearts, diamonds, clubs in turn,
    and the second card in hearts where all five would otherwise be spades.

    Raises
    ------
    ValueError
        If ``number`` is not an integer in 1..7,462 (or the rules' count), or the rules have
        no rank numbers (low rules, wild cards, several decks, a suit order).

    Examples
    --------
    >>> print(hand_for_rank_number(1609))  # the worst straight
    Five-high straight (wheel): 5♠ 4♥ 3♠ 2♠ A♠
    >>> print(hand_for_rank_number(1404, "six-plus"))  # the worst six-plus hand
    Jack high: jack, nine, eight, seven, six: J♠ 9♥ 8♠ 7♠ 6♠
    >>> hand_for_rank_number(0)
    Traceback (most recent call last):
    ...
    ValueError: rank number must be an integer 1..7462, got 0
    """
    rules = get_rules(rules)
    if not numbered(rules):
        raise ValueError(f"rank numbers exist for high rules from one deck only, not "
                         f"{rules.label!r}")
    count = distinct_values(rules)
    if not is_whole(number, minimum=1, maximum=count):
        raise ValueError(f"rank number must be an integer 1..{count}, got {number!r}")
    strength = all_strengths(rules)[int(number) - 1]
    category = category_at(strength[0], rules.flush_over_full_house, rules.trips_over_straight)
    key = strength[1:]
    suited = category in (Category.STRAIGHT_FLUSH, Category.FLUSH)
    value = evaluate(representative(pattern_ranks(category, key, rules.lowest_rank), suited),
                     rules)
    if value.strength != strength:  # pragma: no cover - guards the construction
        raise CardError(f"could not build a hand for rank number {number}")
    return value
