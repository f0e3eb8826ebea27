"""The kinds about ranking hands: name the hand, which of two wins, put hands in order.

Each works under every ranking system, and under high rules with house options (Part V):
jokers, the bug, wild ranks, a suit order, several decks.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

from pokerhands.core.cards import Card, Cards, Joker, Rank
from pokerhands.core.categories import CATEGORY_TABLE, ROYAL_FLUSH, Category, Ranking
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.exercises.answers import (
    SYNONYMS,
    WHO_WORDS,
    clip,
    is_choice,
    norm,
    option_index,
    quote,
    read_order,
)
from pokerhands.exercises.dealing import (
    deal,
    hand_of,
    is_house,
    pick_category,
    rules_field,
    two_hole_hands,
    twin,
)
from pokerhands.exercises.model import TRIES, Exercise, Kind, Verdict, right, unreadable, wrong
from pokerhands.ranking.badugi import drop_reasons
from pokerhands.rules import RULES, Rules
from pokerhands.words.english import indefinite_article
from pokerhands.explain.comparison import compare

__all__ = ["NAME_HAND", "WHICH_WINS", "ORDER", "category_names"]


# --- name the hand -------------------------------------------------------------------------


# the category names of the table, best first, that one deck can make
_ONE_DECK = tuple(r for r in CATEGORY_TABLE if r.one_deck)
_HIGH_NAMES = (ROYAL_FLUSH, *(r.label for r in _ONE_DECK))
_ACE_TO_FIVE_NAMES = tuple(r.low_label for r in _ONE_DECK if r.by_ranks)  # no straights, flushes
_STRAIGHTS_LOW_NAMES = tuple(r.low_label for r in _ONE_DECK)
_QUALIFIED_NAMES = ("Five low", "Six low", "Seven low", "Eight low", "No qualifying low")
_BADUGI_NAMES = ("Badugi", "Three-card hand", "Two-card hand", "One-card hand")
_EVERY_NAME = frozenset(norm(n) for names in (_HIGH_NAMES, _ACE_TO_FIVE_NAMES,
                                              _STRAIGHTS_LOW_NAMES, _QUALIFIED_NAMES,
                                              _BADUGI_NAMES) for n in names)


def category_names(rules: Rules) -> list[str]:
    """The names a name-hand exercise offers under ``rules``, best first.

    They follow from the rules' ranking and fields: Badugi's sizes of hand, the
    lows by their top card under a qualifier (eight-or-better), the high categories, and
    under low rules the categories with or without straights and flushes (ace-to-six and
    deuce-to-seven count them, ace-to-five does not). Five of a kind comes first under high
    rules where it can be made (wild cards, several decks).

    Examples
    --------
    >>> category_names(RULES["ace-to-five"])[-1]
    'No pair'
    >>> category_names(RULES["high"].with_wild(1))[0]
    'Five of a kind'
    """
    if rules.ranking is Ranking.BADUGI:
        return list(_BADUGI_NAMES)
    if rules.qualifier is not None:
        return list(_QUALIFIED_NAMES)
    if rules.ranking is Ranking.HIGH:
        five = [Category.FIVE_OF_A_KIND.label] if rules.wild or rules.decks > 1 else []
        return five + list(_HIGH_NAMES)
    return list(_STRAIGHTS_LOW_NAMES if rules.straights_count else _ACE_TO_FIVE_NAMES)


def _hand_name(v: HandValue) -> str:
    """The name a name-hand exercise asks for: the category (``HandValue.name``), but under
    eight-or-better the low by its top card ("Seven low") or "No qualifying low"."""
    if v.rules.qualifier is not None and v.category is not None:
        return f"{Rank(v.key[0] if v.key[0] != 1 else 14).word.capitalize()} low"
    return v.name


def _make_name(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    qualified = rules.qualifier is not None  # a low that may not qualify: eight-or-better
    badugi = rules.ranking is Ranking.BADUGI
    cards: Cards[Card | Joker]
    if qualified:
        cards = hand_of(rng, Category.HIGH_CARD if rng.random() < 0.75 else
                        pick_category(rng, rules), low_ranks=True)
    else:
        cards = deal(rng, rules)
    v = evaluate(cards, rules)
    answer = _hand_name(v)
    others = [n for n in category_names(rules) if n != answer
              and not (answer == "Royal flush" and n == "Straight flush")]
    options = [answer, *rng.sample(others, min(3, len(others)))]
    rng.shuffle(options)
    what = "low" if qualified else "hand"
    prompt = (f"Name this {what} under {rules.label} rules: "
              + ("which low is it, if any?" if qualified else "what is its category?"))
    explanation: tuple[str, ...] = (f"{cards}: {v.describe()}.",)
    if v.cards != cards and v.qualifies and not badugi:
        explanation += (f"In order: {v.cards}.",)
    if badugi:  # Badugi deals no joker: every card is a Card
        dealt = [c for c in cards if isinstance(c, Card)]
        explanation += tuple(f"{c} does not count ({why})." for c, why in
                             drop_reasons(dealt, v.cards))
    return Exercise("name-hand", rules_field(rules), seed, prompt, (cards,),
                    options=tuple(options),
                    answer=answer, explanation=explanation)


def _check_name(ex: Exercise, answer: object) -> Verdict:
    if not is_choice(answer):
        return unreadable(f"Give the name of a category as text (one of: "
                          f"{', '.join(ex.options)}).")
    idx = option_index(ex, answer)
    given = ex.options[idx] if idx is not None else str(answer)
    g = norm(given)
    g = SYNONYMS.get(g, g)
    want = norm(ex.answer)
    want = SYNONYMS.get(want, want)
    v = evaluate(ex.hands[0], ex.ruleset)
    if g == want or g == norm(v.describe()) or g == norm(v.describe().split(" — ")[0]):
        return right(ex, ex.explanation[0])
    if want == "royal flush" and g == "straight flush":
        return right(ex, "It is the ace-high straight flush: a royal flush.")
    names = {SYNONYMS.get(norm(n), norm(n)) for n in category_names(ex.ruleset)}
    names.add("five of a kind")
    names |= _EVERY_NAME
    if idx is None and not any(g == n or g.startswith(n + " ") for n in names):
        return unreadable(f"{quote(str(answer))} is not a hand name here; choose one of: "
                          f"{', '.join(ex.options)}.")
    return wrong(ex, f"It is not {_with_article(given)}.")


def _with_article(name: str) -> str:
    """A hand name as a noun phrase: "a flush", "an eight low", "two pair", "a one-card hand"."""
    lowered = name.strip().lower()
    if lowered.split(" ")[0] in ("a", "an", "the", "one", "two", "three", "four", "five", "no"):
        return lowered
    if lowered == "high card":
        return "a high-card hand"
    return f"{indefinite_article(lowered)} {lowered}"


# --- which wins --------------------------------------------------------------------------

_WHO = {1: "first", -1: "second", 0: "tie"}
_WHO_OPTIONS = ("First hand", "Second hand", "Tie")
_WHO_TEXT = {"first": "First hand", "second": "Second hand", "tie": "Tie"}


def _make_who(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    want_tie = rng.random() < 0.25
    board: Cards[Card] = Cards()
    first: Cards[Card | Joker]
    second: Cards[Card | Joker]
    if rules.ranking is Ranking.HIGH and not is_house(rules) and rng.random() < 0.5:  # hold'em
        for _ in range(TRIES):
            # a tie: the same ranks in other suits (a flush may still break it)
            first, second, rest = two_hole_hands(rng, twins=want_tie)
            board = Cards(rest[:5])
            c = compare(first, second, rules, board=board)
            if (c.outcome == 0) == want_tie:
                break
    else:
        for _ in range(TRIES):
            first = deal(rng, rules)
            if want_tie:
                other = twin(rng, rules, first, ())
                if other is None:
                    continue
                second = other
            else:
                same = rng.random() < 0.6 and rules.ranking is not Ranking.BADUGI
                found = evaluate(first, rules).category if same else None
                category = (found if isinstance(found, Category)
                            and found is not Category.FIVE_OF_A_KIND else None)
                second = deal(rng, rules, first, category)
            c = compare(first, second, rules)
            # under a suit order equal ranks never tie: the twin is then the point
            if (c.outcome == 0) == want_tie or (want_tie and rules.suit_order is not None):
                break
    where = f" with the board {board}" if board else ""
    prompt = (f"Under {rules.label} rules{where}, which hand wins: the first ({first}), "
              f"the second ({second}), or is it a tie?")
    explanation = (f"First: {_shown(c.first, first, board)}.",
                   f"Second: {_shown(c.second, second, board)}.", *c.explain())
    return Exercise("which-wins", rules_field(rules), seed, prompt, (first, second),
                    board=board,
                    options=_WHO_OPTIONS, answer=_WHO[c.outcome], explanation=explanation)


def _shown(v: HandValue, hand: Cards[Card | Joker], board: Cards[Card]) -> str:
    """A hand's best five and its description ("no qualifying low" shows all its cards)."""
    cards = v.cards if v.qualifies else Cards([*hand, *board])
    return f"{cards}, {v.describe()}"


def _check_who(ex: Exercise, answer: object) -> Verdict:
    if not is_choice(answer):
        return unreadable("Answer first, second or tie.")
    who = WHO_WORDS.get(norm(answer))
    if who is None:
        return unreadable(f"{quote(str(answer))}: answer first (1, A), second (2, B) or tie.")
    if who == ex.answer:
        return right(ex, " ".join(ex.explanation[2:]))
    said = {"first": "the first hand wins", "second": "the second hand wins",
            "tie": "it is a tie"}[who]
    return wrong(ex, f"It is not true that {said}.")


# --- order -------------------------------------------------------------------------------


def _order_groups(values: Sequence[HandValue]) -> tuple[tuple[int, ...], ...]:
    """Hand numbers (1-based) grouped by equal value, best group first."""
    groups: dict[tuple[int, ...], list[int]] = {}
    for i, v in enumerate(values, 1):
        groups.setdefault(v.strength, []).append(i)
    return tuple(tuple(groups[k]) for k in sorted(groups, reverse=True))


def _make_order(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    n = rng.randrange(3, 6)
    with_tie = rng.random() < 0.35
    hands: list[Cards[Card | Joker]] = []
    for _ in range(TRIES):
        hands = []
        taken: list[Card | Joker] = []
        for i in range(n):
            if with_tie and i == n - 1:
                other = twin(rng, rules, hands[rng.randrange(len(hands))], taken)
                if other is None:
                    break
                hands.append(other)
            else:
                hands.append(deal(rng, rules, taken))
            taken += list(hands[-1])
        if len(hands) == n:
            break
    order = list(range(n))
    rng.shuffle(order)
    hands = [hands[i] for i in order]
    values = [evaluate(h, rules) for h in hands]
    groups = _order_groups(values)
    ties = [g for g in groups if len(g) > 1]
    stated = ("No two of them are equal." if not ties else
              "Some of them are equal: join equal hands with '=' (e.g. 2 > 1 = 3).")
    prompt = (f"Put these {n} hands in order under {rules.label} rules, best first. "
              + stated)
    explanation = [f"Hand {i}: {v.cards}, {v.describe()}." for i, v in enumerate(values, 1)]
    flat = [i for g in groups for i in g]
    for a, b in zip(flat, flat[1:]):
        c = compare(values[a - 1], values[b - 1])
        steps = c.explain()
        # the step that decides, with the sentence naming what is compared when there is one
        # ("Both hands are full houses. Three of a kind: sixes beat twos.")
        why = (f"{steps[0]} {steps[-2]}" if c.outcome and steps[0].startswith("Both hands")
               and len(steps) > 2 else steps[-2])
        if c.outcome == 0:
            explanation.append(f"Hands {a} and {b} are equal: {why}")
        else:
            explanation.append(f"Hand {a} beats hand {b}: {why}")
    return Exercise("order", rules_field(rules), seed, prompt, tuple(hands), answer=groups,
                    explanation=tuple(explanation))


def _check_order(ex: Exercise, answer: object) -> Verdict:
    n = len(ex.hands)
    try:
        groups = read_order(answer, n)
    except ValueError as exc:
        return unreadable(f"Could not read the order: {exc}.")
    named = [i for g in groups for i in g]
    if sorted(named) != list(range(1, n + 1)):
        return unreadable(f"Name each of the {n} hands exactly once (you named "
                          f"{clip(', '.join(map(str, named))) or 'none'}).")
    given = [frozenset(g) for g in groups]
    want = [frozenset(g) for g in ex.answer]
    if given == want:
        return right(ex)
    ties = [g for g in ex.answer if len(g) > 1]
    flat_ok = all(len(g) == 1 for g in groups) and ties and all(
        _position(ex.answer, a) <= _position(ex.answer, b) for a, b in zip(named, named[1:]))
    if flat_ok:
        tied = "; ".join(" and ".join(map(str, g)) for g in ties)
        return wrong(ex, f"The order is right, but hands {tied} are equal: join them with '='.")
    return wrong(ex)


def _position(groups: Iterable[Iterable[int]], hand: int) -> int:
    return next(i for i, g in enumerate(groups) if hand in g)


def _order_text(ex: Exercise, answer: Iterable[Iterable[int]]) -> str:
    return " > ".join(" = ".join(str(i) for i in g) for g in answer)


# --- the records ---------------------------------------------------------------------------

NAME_HAND = Kind(
    "name-hand", "Name the hand", _make_name, _check_name, rules=tuple(RULES), house=True)
"""Name the hand's category (the full description is accepted too); any ranking system."""

WHICH_WINS = Kind(
    "which-wins", "Which hand wins", _make_who, _check_who, rules=tuple(RULES),
    words=lambda ex, answer: _WHO_TEXT[answer], house=True)
"""Which of two hands wins, or is it a tie; any ranking system; under high rules often two
hole cards each with a hold'em board."""

ORDER = Kind(
    "order", "Put the hands in order", _make_order, _check_order, rules=tuple(RULES),
    words=_order_text, house=True)
"""Put three to five hands in order, best first; equal hands are joined with ``=``."""
