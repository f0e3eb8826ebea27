"""The category-order drill: which of two (or three) categories ranks higher, or which of two
hands in different categories wins, with the ladder's reason.

A beginner's commonest slip is the order of the categories itself: a straight against a
flush, a flush against a full house, three of a kind against two pair (the teaching review
of issue 38). The drill asks mostly about those pairs, in three forms: two category names,
three category names (which ranks highest), or two hands whose lower category holds the
higher cards (an ace-high straight against a seven-high flush), so that the ranks tempt the
wrong answer. Each explanation gives the reason the ladder has: among all 2,598,960
five-card hands the rarer category ranks higher, with the counts computed by
:func:`pokerhands.odds.counting.five_card_category_counts`.
"""
from __future__ import annotations

import random

from pokerhands.core.cards import Card, Cards, Joker
from pokerhands.core.categories import Category
from pokerhands.core.language import N_, gettext as _, pgettext
from pokerhands.evaluate import evaluate
from pokerhands.exercises.answers import (
    is_choice,
    option_index,
    quote,
    read_who,
    mid_sentence,
)
from pokerhands.exercises.dealing import hand_of
from pokerhands.exercises.kinds_hands import local_names, read_name
from pokerhands.exercises.model import Exercise, Kind, Verdict, right, rules_words, unreadable, wrong
from pokerhands.explain.comparison import compare
from pokerhands.odds.counting import five_card_category_counts
from pokerhands.render.html import number_text
from pokerhands.rules import Rules
from pokerhands.words.forms import and_list

__all__ = ["CATEGORY_ORDER", "SLIPS", "LADDER"]

LADDER: tuple[Category, ...] = tuple(c for c in sorted(Category, reverse=True)
                                     if c is not Category.FIVE_OF_A_KIND)
"""The nine categories one deck can make, best first, the ladder the drill asks about."""

SLIPS: tuple[tuple[Category, Category], ...] = (
    (Category.FLUSH, Category.STRAIGHT),
    (Category.FULL_HOUSE, Category.FLUSH),
    (Category.THREE_OF_A_KIND, Category.TWO_PAIR),
)
"""The pairs of categories beginners most often put the wrong way round, the higher first;
three of every four questions of the drill ask about one of them."""

_OTHERS = tuple((a, b) for a, b in zip(LADDER, LADDER[1:]) if (a, b) not in SLIPS)
_WHO_OPTIONS = (N_("First hand"), N_("Second hand"))
_WHO_TEXT = dict(zip(("first", "second"), _WHO_OPTIONS))
_CANDIDATES = 8  # hands drawn for each side of a two-hands question, to pick the most tempting


def _name(category: Category) -> str:
    """The category's name in the language in force, lower case, for inside a sentence."""
    label = _(category.label)
    return label[:1].lower() + label[1:]


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pair(rng: random.Random) -> tuple[Category, Category]:
    """Two neighbours on the ladder, the higher first: a slip three times in four."""
    return rng.choice(SLIPS) if rng.random() < 0.75 else rng.choice(_OTHERS)


def _triple(rng: random.Random) -> tuple[Category, Category, Category]:
    """Three neighbours on the ladder, best first, holding one of the slips."""
    high, low = rng.choice(SLIPS)
    i = LADDER.index(high)
    starts = [s for s in (i - 1, i) if 0 <= s and s + 3 <= len(LADDER)]
    s = rng.choice(starts)
    a, b, c = LADDER[s:s + 3]
    return a, b, c


def _counts_sentence(categories: "list[Category]") -> str:
    """Among all five-card hands, how many each category has, and the reason for the order."""
    counts = five_card_category_counts()
    total = sum(counts.values())
    # TRANSLATORS: one category's count among all five-card hands, such as "5,108 flushes";
    # also {name} (the category's name in lower case, "flush")
    items = [pgettext("hands of a category", "{count} {plural}").format(
        count=number_text(counts[c]), plural=_(c.plural), name=_name(c))
        for c in sorted(categories, reverse=True)]
    return _("Among the {total} five-card hands there are {counts}: the rarer a category, the "
             "higher it ranks.").format(total=number_text(total), counts=and_list(items))


def _order_sentence(categories: "list[Category]") -> str:
    """Which category ranks above which, in words."""
    best = sorted(categories, reverse=True)
    if len(best) == 2:
        # TRANSLATORS: also {higher_name} and {lower_name}: the categories' names ("flush")
        return _upper(_("{higher} ranks above {lower}.").format(
            higher=_(best[0].with_article), lower=_(best[1].with_article),
            higher_name=_name(best[0]), lower_name=_name(best[1])))
    # TRANSLATORS: also {best_name}, {middle_name} and {lowest_name}: the categories' names
    return _upper(_("{best} ranks highest, then {middle}, then {lowest}.").format(
        best=_(best[0].with_article), middle=_(best[1].with_article),
        lowest=_(best[2].with_article), best_name=_name(best[0]),
        middle_name=_name(best[1]), lowest_name=_name(best[2])))


def _make(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    form = rng.random()
    if form < 0.6:  # category names: two, or three
        shown: list[Category] = list(_pair(rng) if form < 0.4 else _triple(rng))
        rng.shuffle(shown)
        fields = {"rules": rules_words(rules)}
        for place, c in zip(("first", "second", "third"), shown):
            fields[place], fields[f"{place}_name"] = _(c.with_article), _name(c)
        # TRANSLATORS: also {first_name} and {second_name}: the categories' names ("flush")
        prompt = (_("Under {rules} rules, which category ranks higher: {first} or {second}?")
                  .format(**fields) if len(shown) == 2 else
                  # TRANSLATORS: also {first_name}, {second_name} and {third_name}
                  _("Under {rules} rules, which of these categories ranks highest: {first}, "
                    "{second} or {third}?").format(**fields))
        return Exercise("category-order", rules.name, seed, prompt, (),
                        options=tuple(_(c.label) for c in shown), answer=max(shown).label,
                        explanation=(_order_sentence(shown), _counts_sentence(shown)))
    high, low = _pair(rng)
    # the tempting pair: the lower category with the best of its hands drawn, the higher one
    # with the weakest of its hands drawn, so that the ranks point the wrong way
    lows = [hand_of(rng, low) for _i in range(_CANDIDATES)]
    tempting = max(lows, key=lambda h: evaluate(h).strength)
    highs = [hand_of(rng, high, taken=tempting) for _i in range(_CANDIDATES)]
    modest = min(highs, key=lambda h: evaluate(h).strength)
    first, second = (tempting, modest) if rng.random() < 0.5 else (modest, tempting)
    duel = compare(first, second, rules)
    prompt = _("Under {rules} rules, which hand wins: the first ({first}) or the second "
               "({second})?").format(rules=rules_words(rules), first=first, second=second)
    explanation = (
        _("First: {hand}.").format(
            hand=f"{duel.first.cards}, {mid_sentence(duel.first.describe())}"),
        _("Second: {hand}.").format(
            hand=f"{duel.second.cards}, {mid_sentence(duel.second.describe())}"),
        duel.explain()[0], _counts_sentence([high, low]))
    hands: tuple[Cards[Card | Joker], ...] = (Cards(first), Cards(second))
    return Exercise("category-order", rules.name, seed, prompt, hands,
                    options=tuple(_(o) for o in _WHO_OPTIONS),
                    answer="first" if duel.outcome == 1 else "second", explanation=explanation)


def _check(ex: Exercise, answer: object) -> Verdict:
    if ex.hands:
        return _check_hands(ex, answer)
    if not is_choice(answer):
        return unreadable(_("Name one of: {options}.").format(options=", ".join(ex.options)))
    idx = option_index(ex, answer)
    local = local_names(ex.ruleset)
    if idx is None:  # a name or nickname of a category shown ("boat", "trips")
        given_name = read_name(answer, local)
        idx = next((i for i, o in enumerate(ex.options) if read_name(o, local) == given_name),
                   None)
        if idx is None:
            return unreadable(_("{answer}: name one of: {options}.").format(
                answer=quote(str(answer)), options=", ".join(ex.options)))
    shown = _shown(ex)
    given = shown[idx]
    if given.label == ex.answer:
        return right(ex, " ".join(ex.explanation))
    best = max(shown)
    # TRANSLATORS: also {given_name} and {answer_name}: the categories' names ("flush")
    why = _upper(_("{given} ranks below {answer}.").format(
        given=_(given.with_article), answer=_(best.with_article), given_name=_name(given),
        answer_name=_name(best)))
    return wrong(ex, why)


def _shown(ex: Exercise) -> list[Category]:
    """The categories a names question shows, in the order of its options."""
    by_label = {_(c.label): c for c in LADDER}
    return [by_label[o] for o in ex.options]


def _check_hands(ex: Exercise, answer: object) -> Verdict:
    if not is_choice(answer):
        return unreadable(_("Answer first or second."))
    who = read_who(ex, answer, ("first", "second"))
    if who is None:
        return unreadable(_("{answer}: answer first (1, A) or second (2, B).").format(
            answer=quote(str(answer))))
    if who == ex.answer:
        return right(ex, " ".join(ex.explanation[2:]))
    said = {"first": _("It is not true that the first hand wins."),
            "second": _("It is not true that the second hand wins."),
            "tie": _("It is not a tie: the two hands are in different categories.")}[who]
    return wrong(ex, said)


def _words(ex: Exercise, answer: object) -> str:
    if answer in _WHO_TEXT:
        return _(_WHO_TEXT[str(answer)])
    return _(str(answer))


CATEGORY_ORDER = Kind(
    "category-order", "Which category ranks higher", _make, _check, rules=("high",),
    words=_words)
"""Which of two (or three) categories ranks higher, or which of two hands in different
categories wins, with the ladder's reason (the rarer category ranks higher); mostly the
slips of :data:`SLIPS`."""
