"""The kinds about ranking hands: name the hand, which of two wins, put hands in order.

Each works under every ranking system, and under high rules with house options (Part V):
jokers, the bug, wild ranks, a suit order, several decks.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

from pokerhands.core.cards import Card, Cards, Joker, Rank
from pokerhands.core.categories import CATEGORY_TABLE, ROYAL_FLUSH, BadugiSize, Category, Ranking
from pokerhands.core.language import N_, gettext as _, get_language, ngettext, pgettext, use_language
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.exercises.answers import (
    SYNONYMS,
    and_words,
    clip,
    is_choice,
    norm,
    option_index,
    quote,
    read_order,
    read_who,
    mid_sentence,
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
from pokerhands.exercises.model import (
    TRIES,
    Exercise,
    Kind,
    Verdict,
    right,
    rules_words,
    unreadable,
    wrong,
)
from pokerhands.ranking.badugi import drop_reasons
from pokerhands.rules import RULES, Rules
from pokerhands.words.english import indefinite_article
from pokerhands.words.hands import rules_name
from pokerhands.explain.comparison import compare

__all__ = ["NAME_HAND", "WHICH_WINS", "ORDER", "category_names", "local_names", "read_name"]


# --- name the hand -------------------------------------------------------------------------


# the category names of the table, best first, that one deck can make
_ONE_DECK = tuple(r for r in CATEGORY_TABLE if r.one_deck)
_HIGH_NAMES = (ROYAL_FLUSH, *(r.label for r in _ONE_DECK))
_ACE_TO_FIVE_NAMES = tuple(r.low_label for r in _ONE_DECK if r.by_ranks)  # no straights, flushes
_STRAIGHTS_LOW_NAMES = tuple(r.low_label for r in _ONE_DECK)
_QUALIFIED_NAMES = (N_("Five low"), N_("Six low"), N_("Seven low"), N_("Eight low"),
                    N_("No qualifying low"))
_BADUGI_NAMES = (N_("Badugi"), N_("Three-card hand"), N_("Two-card hand"), N_("One-card hand"))
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
    """The name a name-hand exercise asks for, in English (the options are drawn in English
    and shown in the language in force): the category (``HandValue.name``), but under
    eight-or-better the low by its top card ("Seven low") or "No qualifying low"."""
    if v.rules.qualifier is not None and v.category is not None:
        return f"{Rank(v.key[0] if v.key[0] != 1 else 14).word.capitalize()} low"
    with use_language("en"):  # the same draw in every language
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
    # the names are chosen in English (the same draw in every language), then shown in the
    # language in force
    options = [_(o) for o in options]
    prompt = (_("Name this low under {rules} rules: which low is it, if any?") if qualified
              else _("Name this hand under {rules} rules: what is its category?")
              ).format(rules=rules_words(rules))
    # the cards, then their description inside the sentence (a colon and a capital after the
    # cards made "A♣ 4♣ 10♣ Q♣: One-card hand: ace." in every language)
    explanation: tuple[str, ...] = (f"{cards}, {mid_sentence(v.describe())}.",)
    if v.cards != cards and v.qualifies and not badugi:
        explanation += (_("In order: {cards}.").format(cards=v.cards),)
    if badugi:  # Badugi deals no joker: every card is a Card
        dealt = [c for c in cards if isinstance(c, Card)]
        explanation += tuple(_("{card} does not count ({reason}).").format(card=c, reason=why)
                             for c, why in drop_reasons(dealt, v.cards))
    return Exercise("name-hand", rules_field(rules), seed, prompt, (cards,),
                    options=tuple(options),
                    answer=_(answer), explanation=explanation)


def local_names(rules: Rules) -> dict[str, str]:
    """Every hand name of the language in force (normalised), with the English name it stands
    for (normalised): the names an exercise shows, and the other names the language's source
    gives for each category (:mod:`pokerhands.words.names`). Empty in English."""
    lang = get_language()
    if lang == "en":
        return {}
    from pokerhands.words.names import CATEGORY_TERMS, names_of
    local: dict[str, str] = {}
    for key in CATEGORY_TERMS:
        try:
            names = names_of(key, lang)
        except ValueError:  # a term the language's source does not name
            continue
        for name in names:
            local.setdefault(norm(name), norm(key))
    for name in (*category_names(rules), Category.FIVE_OF_A_KIND.label, *_QUALIFIED_NAMES,
                 *_BADUGI_NAMES, *_HIGH_NAMES):
        local[norm(_(name))] = norm(name)
    return local


def read_name(text: object, local: dict[str, str]) -> str:
    """A hand name as the checker compares it: normalised, in English, nicknames resolved."""
    g = norm(text)
    g = local.get(g, g)
    return SYNONYMS.get(g, g)


def _check_name(ex: Exercise, answer: object) -> Verdict:
    if not is_choice(answer):
        return unreadable(_("Give the name of a category as text (one of: {options}).")
                          .format(options=", ".join(ex.options)))
    idx = option_index(ex, answer)
    given = ex.options[idx] if idx is not None else str(answer)
    local = local_names(ex.ruleset)
    g = read_name(given, local)
    want = read_name(ex.answer, local)
    v = evaluate(ex.hands[0], ex.ruleset)
    if g == want or norm(given) in (norm(v.describe()), norm(v.describe().split(" — ")[0])):
        return right(ex, ex.explanation[0])
    if want == "royal flush" and g == "straight flush":
        return right(ex, _("It is the ace-high straight flush: a royal flush."))
    names = {SYNONYMS.get(norm(n), norm(n)) for n in category_names(ex.ruleset)}
    names.add("five of a kind")
    names |= _EVERY_NAME
    names |= set(local.values())
    if idx is None and not any(g == n or g.startswith(n + " ") for n in names):
        return unreadable(_("{answer} is not a hand name here; choose one of: {options}.")
                          .format(answer=quote(str(answer)), options=", ".join(ex.options)))
    hand = _with_article(given) if get_language() == "en" else given.strip().lower()
    return wrong(ex, _("It is not {hand}.").format(hand=hand))


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
_WHO_OPTIONS = (N_("First hand"), N_("Second hand"), N_("Tie"))
_WHO_TEXT = dict(zip(("first", "second", "tie"), _WHO_OPTIONS))


def _make_who(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    want_tie = rng.random() < 0.25
    board: Cards[Card] = Cards()
    first: Cards[Card | Joker]
    second: Cards[Card | Joker]
    if rules.ranking is Ranking.HIGH and not is_house(rules) and rng.random() < 0.5:  # hold'em
        for _try in range(TRIES):
            # a tie: the same ranks in other suits (a flush may still break it)
            first, second, rest = two_hole_hands(rng, twins=want_tie)
            board = Cards(rest[:5])
            c = compare(first, second, rules, board=board)
            if (c.outcome == 0) == want_tie:
                break
    else:
        for _try in range(TRIES):
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
    prompt = (_("Under {rules} rules with the board {board}, which hand wins: the first "
                "({first}), the second ({second}), or is it a tie?") if board else
              _("Under {rules} rules, which hand wins: the first ({first}), the second "
                "({second}), or is it a tie?")
              ).format(rules=rules_words(rules), board=board, first=first, second=second)
    explanation = (_("First: {hand}.").format(hand=_shown(c.first, first, board)),
                   _("Second: {hand}.").format(hand=_shown(c.second, second, board)),
                   *c.explain())
    return Exercise("which-wins", rules_field(rules), seed, prompt, (first, second),
                    board=board, options=tuple(_(o) for o in _WHO_OPTIONS),
                    answer=_WHO[c.outcome], explanation=explanation)


def _shown(v: HandValue, hand: Cards[Card | Joker], board: Cards[Card]) -> str:
    """A hand's best five and its description ("no qualifying low" shows all its cards)."""
    cards = v.cards if v.qualifies else Cards([*hand, *board])
    return f"{cards}, {mid_sentence(v.describe())}"


def _check_who(ex: Exercise, answer: object) -> Verdict:
    if not is_choice(answer):
        return unreadable(_("Answer first, second or tie."))
    who = read_who(ex, answer, ("first", "second", "tie"))
    if who is None:
        return unreadable(_("{answer}: answer first (1, A), second (2, B) or tie.")
                          .format(answer=quote(str(answer))))
    if who == ex.answer:
        return right(ex, " ".join(ex.explanation[2:]))
    said = {"first": _("It is not true that the first hand wins."),
            "second": _("It is not true that the second hand wins."),
            "tie": _("It is not true that it is a tie.")}[who]
    return wrong(ex, said)


# --- order -------------------------------------------------------------------------------


def _order_groups(values: Sequence[HandValue]) -> tuple[tuple[int, ...], ...]:
    """Hand numbers (1-based) grouped by equal value, best group first."""
    groups: dict[tuple[int, ...], list[int]] = {}
    for i, v in enumerate(values, 1):
        groups.setdefault(v.strength, []).append(i)
    return tuple(tuple(groups[k]) for k in sorted(groups, reverse=True))


_BADUGI_SIZES = {BadugiSize.ONE_CARD: N_("a one-card hand"),
                 BadugiSize.TWO_CARD: N_("a two-card hand"),
                 BadugiSize.THREE_CARD: N_("a three-card hand"),
                 BadugiSize.BADUGI: N_("a badugi")}
"""A Badugi hand's size as a sentence says a hand is one."""


def _low_words(value: HandValue) -> str:
    """What a low hand has, as the low games' sentences say it ("no pair", "one pair", "a
    qualifying low", "no qualifying low")."""
    if value.category is None:
        return _("no qualifying low")
    if value.category is Category.HIGH_CARD and value.rules.qualifier is not None:
        return _("a qualifying low")
    assert isinstance(value.category, Category)  # a low hand
    return _(value.category.record.low_with_article)


def _badugi_size(value: HandValue) -> str:
    assert isinstance(value.category, BadugiSize)  # a Badugi hand has a size
    return _(_BADUGI_SIZES[value.category])


def _category_line(better: HandValue, worse: HandValue, first: int, second: int) -> str:
    """Where a low hand or a Badugi hand beats another by its category or size, the line
    that says so with the hands' numbers ("" otherwise): the comparison's own sentence says
    "the first hand", which is not hand 1 (lang-hu F3)."""
    if better.category == worse.category:
        return ""
    if better.rules.ranking is Ranking.BADUGI:
        return _("Hand {first} beats hand {second}: hand {first} is {better}, hand {second} "
                 "{worse}, and more counting cards win.").format(
            first=first, second=second, better=_badugi_size(better),
            worse=_badugi_size(worse))
    if better.rules.ranking is not Ranking.LOWBALL:
        return ""
    # TRANSLATORS: {rules} the rules' name as "under {rules} rules" needs it
    return _("Hand {first} beats hand {second}: hand {first} has {better}, hand {second} "
             "{worse}; under {rules} rules, {better} beats {worse}.").format(
        first=first, second=second, better=_low_words(better), worse=_low_words(worse),
        rules=rules_name(better.rules.name, in_sentence=True))


def _ladder_decides(better: HandValue, worse: HandValue) -> bool:
    """Whether the better of two high hands wins by its category on the standard ladder."""
    return (better.rules.ranking is Ranking.HIGH and isinstance(better.category, Category)
            and isinstance(worse.category, Category) and better.category > worse.category)


def _category_words(value: HandValue, any_: bool = False) -> str:
    """A high hand's category as a sentence says a hand is one ("a full house", "a royal
    flush"), or with ``any_`` as the beaten side ("any one pair")."""
    assert isinstance(value.category, Category)  # a high hand
    if value.is_royal:
        return _("any royal flush") if any_ else _("a royal flush")
    return _(value.category.record.with_any) if any_ else _(value.category.with_article)


def _make_order(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    n = rng.randrange(3, 6)
    with_tie = rng.random() < 0.35
    hands: list[Cards[Card | Joker]] = []
    for _try in range(TRIES):
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
    stated = (_("No two of them are equal.") if not ties else
              _("Some of them are equal: join equal hands with '=' (e.g. 2 > 1 = 3)."))
    put = ngettext("Put these {n} hands in order under {rules} rules, best first.",
                   "Put these {n} hands in order under {rules} rules, best first.", n)
    prompt = f"{put.format(n=n, rules=rules_words(rules))} {stated}"
    # a hand with no qualifying low has no five that play: its own cards are shown
    explanation = [_("Hand {number}: {cards}, {description}.").format(
        number=i, cards=v.cards if v.qualifies else h, description=mid_sentence(v.describe()))
        for i, (v, h) in enumerate(zip(values, hands), 1)]
    flat = [i for g in groups for i in g]
    for a, b in zip(flat, flat[1:]):
        c = compare(values[a - 1], values[b - 1])
        steps = c.explain()
        # the step that decides, with the sentence naming what is compared when there is one
        # ("Both hands are full houses. Three of a kind: sixes beat twos."); which steps those
        # are is read in English, where the first step's words say it
        with use_language("en"):
            both = c.explain()[0].startswith("Both hands")
        why = (f"{steps[0]} {steps[-2]}" if c.outcome and both and len(steps) > 2
               else steps[-2])
        if c.outcome == 0:
            explanation.append(_("Hands {first} and {second} are equal: {why}").format(
                first=a, second=b, why=why))
        elif _category_line(values[a - 1], values[b - 1], a, b):
            explanation.append(_category_line(values[a - 1], values[b - 1], a, b))
        elif _ladder_decides(values[a - 1], values[b - 1]):
            # the category decides: said with the hands' numbers, never "the first hand"
            # (hand 3 against hand 1 read "the first hand is a full house"; lang-hu F3)
            better, worse = values[a - 1], values[b - 1]
            # TRANSLATORS: also {better_name} and {worse_name}: the categories' names
            explanation.append(_(
                "Hand {first} beats hand {second}: hand {first} is {better}, hand {second} "
                "{worse}, and {better} beats {worse_any}, whatever the ranks.").format(
                first=a, second=b, better=_category_words(better),
                worse=_category_words(worse), worse_any=_category_words(worse, True),
                better_name=better.name.lower(), worse_name=worse.name.lower()))
        else:
            explanation.append(_("Hand {first} beats hand {second}: {why}").format(
                first=a, second=b, why=why))
    return Exercise("order", rules_field(rules), seed, prompt, tuple(hands), answer=groups,
                    explanation=tuple(explanation))


def _check_order(ex: Exercise, answer: object) -> Verdict:
    n = len(ex.hands)
    try:
        groups = read_order(answer, n)
    except ValueError as exc:
        return unreadable(_("Could not read the order: {error}.").format(error=exc))
    named = [i for g in groups for i in g]
    if sorted(named) != list(range(1, n + 1)):
        return unreadable(ngettext(
            "Name each of the {n} hands exactly once (you named {named}).",
            "Name each of the {n} hands exactly once (you named {named}).", n).format(
            n=n, named=clip(", ".join(map(str, named))) or pgettext("answers named", "none")))
    given = [frozenset(g) for g in groups]
    want = [frozenset(g) for g in ex.answer]
    if given == want:
        return right(ex)
    ties = [g for g in ex.answer if len(g) > 1]
    flat_ok = all(len(g) == 1 for g in groups) and ties and all(
        _position(ex.answer, a) <= _position(ex.answer, b) for a, b in zip(named, named[1:]))
    if flat_ok:
        tied = "; ".join(and_words([str(i) for i in g]) for g in ties)
        return wrong(ex, _("The order is right, but hands {tied} are equal: join them with '='.")
                     .format(tied=tied))
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
    words=lambda ex, answer: _(_WHO_TEXT[answer]), house=True)
"""Which of two hands wins, or is it a tie; any ranking system; under high rules often two
hole cards each with a hold'em board."""

ORDER = Kind(
    "order", "Put the hands in order", _make_order, _check_order, rules=tuple(RULES),
    words=_order_text, house=True)
"""Put three to five hands in order, best first; equal hands are joined with ``=``."""
