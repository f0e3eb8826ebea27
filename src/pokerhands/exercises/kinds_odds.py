"""The kinds about odds (Part VI): count the outs, which category is dealt more often, and
which of two hold'em hands is the favourite.

The figures come from the odds modules: outs and the chance of hitting them from
:func:`~pokerhands.odds.draws.draw_odds`, the number of hands of each category from the
published figures the book reproduces, and equity from :func:`~pokerhands.odds.equity.equity`.
"""
from __future__ import annotations

import random
import re
from math import comb
from numbers import Integral

from pokerhands.core.cards import DECK, Card, Cards, Rank
from pokerhands.core.categories import Category
from pokerhands.core.language import N_, gettext as _, ngettext, number_text, pgettext
from pokerhands.evaluate import evaluate
from pokerhands.exercises.answers import (
    EVEN_WORDS,
    NUMBER_WORDS,
    WHO_WORDS,
    clip,
    is_choice,
    norm,
    option_index,
    quote,
    read_who,
)
from pokerhands.exercises.dealing import two_hole_hands
from pokerhands.exercises.kinds_hands import local_names, read_name
from pokerhands.exercises.model import TRIES, Exercise, Kind, Verdict, right, unreadable, wrong
from pokerhands.odds.draws import draw_odds
from pokerhands.odds.published import FIVE_CARD_HIGH, SEVEN_CARD_HIGH
from pokerhands.rules import Rules
from pokerhands.words.forms import and_list

__all__ = ["OUTS", "MORE_LIKELY", "FAVOURITE"]


def _lower(text: str) -> str:
    return text[0].lower() + text[1:]


# --- outs ----------------------------------------------------------------------------------


_WORDS = {3: N_("the flop"), 4: N_("the turn")}
_OUT_TARGETS = [Category.ONE_PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND,
                Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND,
                Category.STRAIGHT_FLUSH]

_OUT_WEIGHTS = {Category.ONE_PAIR: 1, Category.TWO_PAIR: 2, Category.THREE_OF_A_KIND: 2,
                Category.STRAIGHT: 4, Category.FLUSH: 4, Category.FULL_HOUSE: 3,
                Category.FOUR_OF_A_KIND: 1, Category.STRAIGHT_FLUSH: 1}


def _make_outs(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    for _try in range(TRIES):
        deck = list(DECK)
        rng.shuffle(deck)
        n_board = rng.choice([3, 3, 4])
        hole, board = Cards(deck[:2]), Cards(deck[2:2 + n_board])
        now = evaluate([*hole, *board]).category
        if now is None:  # pragma: no cover - a high hand always has a category
            continue
        targets = [t for t in _OUT_TARGETS if t > now]
        if not targets:
            continue
        target = rng.choices(targets, weights=[_OUT_WEIGHTS[t] for t in targets])[0]
        draw = draw_odds(hole, board, target)
        # some out must make the target itself, not only something better
        if 1 <= len(draw.outs) <= 21 and any(
                evaluate([*hole, *board, c]).category is target for c in draw.outs):
            break
    outs = len(draw.outs)
    pct = 100 * draw.by_river
    street = _(_WORDS[len(board)])
    now_v = evaluate([*hole, *board])
    goal = _(target.with_article)  # the hands' area gives the category words
    prompt = (_("Hold'em: you hold {hole} and the board is {board} ({street}). Counting every "
                "card you have not seen, how many outs do you have: cards that give you {goal} "
                "or better with the next card? (You may add, in percent, your chance of "
                "getting there by the river, e.g. '9, 35%'.)") if len(board) == 3 else
              _("Hold'em: you hold {hole} and the board is {board} ({street}). Counting every "
                "card you have not seen, how many outs do you have: cards that give you {goal} "
                "or better with the next card? (You may add, in percent, your chance of "
                "getting there on the river, e.g. '9, 35%'.)")).format(
        hole=hole, board=board, street=street, goal=goal)
    by_suit: dict[Rank, list[Card]] = {}
    for c in draw.outs:
        by_suit.setdefault(c.rank, []).append(c)
    listing = ", ".join(str(Cards(cs)) for cs in by_suit.values())
    rule = 2 if len(board) == 4 else 4
    explanation = (
        _("Your best hand now: {hand}.").format(hand=_lower(now_v.describe())),
        ngettext("{unseen} cards are unseen; {outs} of them gives {goal} or better: {listing}.",
                 "{unseen} cards are unseen; {outs} of them give {goal} or better: {listing}.",
                 outs).format(unseen=draw.unseen, outs=outs, goal=goal, listing=listing),
        (_("By the river: {hits} of the {total} possible turn and river pairs get there, "
           "{percent}%.").format(hits=number_text(draw.river_hits),
                                 total=number_text(draw.river_total),
                                 percent=number_text(pct, ".1f")) if len(board) == 3 else
         _("With one card to come, that is {outs} in {unseen}, {percent}%.").format(
             outs=outs, unseen=draw.unseen, percent=number_text(pct, ".1f"))),
        _("The rule of {rule} guesses {guess}%.").format(rule=rule, guess=outs * rule),
    )
    return Exercise("outs", rules.name, seed, prompt, (hole,), board=board, answer=outs,
                    explanation=explanation, figure=round(pct, 4))


def _check_outs(ex: Exercise, answer: object) -> Verdict:
    pct: "float | None" = None
    figure = ex.figure or 0.0  # an outs exercise always has its chance
    if isinstance(answer, bool):
        return unreadable(_("Give the number of outs, e.g. 9 (or 9, 35%)."))
    if isinstance(answer, (list, tuple)) and len(answer) == 1:
        answer = answer[0]
    if isinstance(answer, Integral) and type(answer).__name__ != "bool_":
        outs = int(answer)
    elif isinstance(answer, (list, tuple)) and len(answer) == 2:
        first = answer[0].strip() if isinstance(answer[0], str) else answer[0]
        if isinstance(first, str) and first.isascii() and first.isdigit():
            first = int(first)
        if isinstance(first, bool) or not isinstance(first, Integral):
            return unreadable(_("Could not read {answer}: the outs are a whole number of "
                                "cards, e.g. 9.").format(answer=quote(answer[0])))
        outs = int(first)
        if len(answer) == 2:
            pct = float(str(answer[1]).strip().rstrip("%").strip().replace(",", "."))
    elif isinstance(answer, str):
        text = answer.lower()
        if number_text(0.5, ".1f") == "0,5":  # a decimal comma, "46,7%": the percentage's
            text = re.sub(r"(\d),(\d+\s*%)", r"\1.\2", text)
        text = text.replace(",", " ")
        for word, value in sorted(NUMBER_WORDS.items(), key=lambda kv: -len(kv[0])):
            text = re.sub(rf"\b{word}\b", str(value), text)
        # "4/46" or "4 out of 46": outs out of the unseen cards
        text = re.sub(r"(\d+)\s*(?:/|out of|outs? of)\s*\d+", r"\1", text)
        # every number written in digits (a percentage may have decimals): not "1e400"
        odd = [t for t in re.findall(r"[0-9.e]*\d[0-9.e]*", text)
               if not re.fullmatch(r"\d+(?:\.\d+)?", t.rstrip("."))]
        if odd:
            return unreadable(_("Could not read {answer}: {token} is not a number written in "
                                "digits; give the outs as one whole number, e.g. 9 or "
                                "'9 outs, 35%'.").format(answer=quote(answer),
                                                         token=quote(odd[0])))
        if re.search(r"\d\s*(?:\bor\b|\bto\b|-)\s*\d", text):
            return unreadable(_("Could not read {answer}: give one number of outs, e.g. 9, "
                                "not a choice or a range.").format(answer=quote(answer)))
        numbers = re.findall(r"(\d+(?:\.\d+)?)\s*(%|percent|per cent)?", text)
        plain = [float(x) for x, sign in numbers if not sign]
        signed = [float(x) for x, sign in numbers if sign]
        first_outs = next((x for x, sign in numbers if not sign), "")
        if not first_outs or "." in first_outs:  # the outs: one whole number
            return unreadable(_("Could not read {answer}: give the number of outs first, e.g. "
                                "9 or '9 outs, 35%'.").format(answer=quote(answer)))
        outs = int(first_outs)  # as written (a float would round a long number)
        rest = signed or plain[1:]
        if len(rest) > 1 or len(plain) > 2:
            return unreadable(_("Could not read {answer}: give the outs and at most one "
                                "percentage.").format(answer=quote(answer)))
        pct = rest[0] if rest else None
    else:
        return unreadable(_("Give the number of outs, e.g. 9 (or 9, 35%)."))
    if outs != ex.answer:
        why = (ngettext("You counted {outs} out; there are {answer}.",
                        "You counted {outs} outs; there are {answer}.", outs).format(
                   outs=clip(str(outs)), answer=ex.answer)
               if outs >= 0 else _("Outs are a count of cards."))
        return wrong(ex, why)
    if pct is not None and 0 < pct < 1 and figure >= 1:
        pct *= 100  # a chance written as a fraction, 0.35 for 35%
    if pct is not None and abs(pct - figure) > 0.5:
        return wrong(ex, _("The outs are right, but the chance is {figure}%, not {given}%.")
                     .format(figure=number_text(figure, ".1f"), given=number_text(pct, "g")))
    return right(ex, " ".join(ex.explanation[1:3]))



# --- more likely ---------------------------------------------------------------------------


_INVERSIONS = [((Category.HIGH_CARD, Category.ONE_PAIR), 7),
               ((Category.HIGH_CARD, Category.TWO_PAIR), 7),
               ((Category.THREE_OF_A_KIND, Category.STRAIGHT), 7),
               ((Category.FLUSH, Category.FULL_HOUSE), 7),
               ((Category.STRAIGHT, Category.FLUSH), 7),
               ((Category.HIGH_CARD, Category.ONE_PAIR), 5),
               ((Category.THREE_OF_A_KIND, Category.TWO_PAIR), 5),
               ((Category.STRAIGHT, Category.FLUSH), 5)]

def _dealt_counts(n: int) -> dict[Category, int]:
    """Hands of each category (royal flushes in the straight flushes) among all n-card
    hands (n = 5 or 7), from the published figures the book reproduces."""
    if n == 5:
        return {c: FIVE_CARD_HIGH[c.label][0] for c in Category
                if c is not Category.FIVE_OF_A_KIND}
    counts: dict[Category, int] = {c: SEVEN_CARD_HIGH[c.label] for c in Category
                                   if c is not Category.FIVE_OF_A_KIND}
    counts[Category.STRAIGHT_FLUSH] += SEVEN_CARD_HIGH["Royal flush"]
    return counts


def _name(category: Category) -> str:
    """A category's name in the language in force, lower case, for inside a sentence."""
    label = _(category.label)
    return label[:1].lower() + label[1:]


def _ratio_text(ratio: float) -> str:
    """How many times as often, to three significant figures, as the language writes
    numbers (``"2.25"``, ``"12.5"``, ``"693"``; never ``"4.16e+03"``)."""
    return number_text(round(ratio)) if ratio >= 99.5 else number_text(ratio, ".3g")


def _ratio_count(text: str) -> int:
    """The number ``ngettext`` chooses the form of "times" by: the whole number written, or
    2 for a decimal (Russian says "в 2,5 раза" as it says "в 2 раза")."""
    digits = text.replace("\u00a0", "").replace(".", "").replace(",", "").replace(" ", "")
    return int(digits) if digits.isdigit() and text == number_text(int(digits)) else 2


def _make_more(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    pair: list[Category]
    if rng.random() < 0.5:
        inverted, n = rng.choice(_INVERSIONS)
        pair = list(inverted)
    else:
        n = rng.choice([5, 7])
        pair = rng.sample([c for c in Category if c is not Category.FIVE_OF_A_KIND], 2)
    rng.shuffle(pair)
    counts = _dealt_counts(n)
    a, b = pair
    answer = a.label if counts[a] > counts[b] else b.label
    total = comb(52, n)
    fields = {"first": _(a.with_article), "second": _(b.with_article),
              "first_name": _name(a), "second_name": _name(b)}
    # TRANSLATORS: also {first_name} and {second_name}: the categories' names ("flush")
    prompt = (_("Dealt five cards from a shuffled deck, which do you get more often: {first} "
                "or {second}?") if n == 5 else
              # TRANSLATORS: also {first_name} and {second_name}: the categories' names
              _("Dealt seven cards (the best five of them count) from a shuffled deck, which "
                "do you get more often: {first} or {second}?")).format(**fields)
    # TRANSLATORS: one category's share of all the hands dealt, "123,552 are two-pair hands
    # (4.75%)"; also {name}: the category's name ("two pair")
    shares = [pgettext("share of a category", "{count} are {plural} ({percent}%)").format(
        count=number_text(counts[c]), plural=_(c.plural), name=_name(c),
        percent=number_text(100 * counts[c] / total, ".3g")) for c in (a, b)]
    lead, other = (a, b) if counts[a] > counts[b] else (b, a)
    ratio = _ratio_text(counts[lead] / counts[other])
    # TRANSLATORS: {counts} two categories' shares joined by "and"
    dealt = (_("Of the {total} hands of 5 cards, {counts}.") if n == 5 else
             _("Of the {total} hands of 7 cards, {counts}.")).format(
        total=number_text(total), counts=and_list(shares))
    # TRANSLATORS: {lead} and {other} are the categories' plurals ("two-pair hands"); also
    # {lead_name} and {other_name}: their names ("two pair"); {ratio} a number, "2.25"
    often = ngettext("So {lead} come up about {ratio} time as often as {other}.",
                     "So {lead} come up about {ratio} times as often as {other}.",
                     _ratio_count(ratio)).format(
        lead=_(lead.plural), other=_(other.plural), lead_name=_name(lead),
        other_name=_name(other), ratio=ratio)
    if n == 7 and Category.HIGH_CARD in pair:
        often += " " + _("With seven cards a pair is hard to avoid, so a hand with no pair at "
                         "all is rarer than one pair.")
    return Exercise("more-likely", rules.name, seed, prompt, (),
                    options=(_(a.label), _(b.label)), answer=answer,
                    explanation=(dealt, often))


def _more_shown(ex: Exercise) -> "list[Category]":
    """The two categories a more-likely exercise shows, in the order of its options (their
    names in the exercise's language)."""
    by_label = {_(c.label): c for c in Category}
    return [by_label[o] for o in ex.options]


def _check_more(ex: Exercise, answer: object) -> Verdict:
    if not is_choice(answer):
        return unreadable(_("Name one of: {options}.").format(options=", ".join(ex.options)))
    shown = _more_shown(ex)
    idx = option_index(ex, answer)
    if idx is None and isinstance(answer, str):
        local = local_names(ex.ruleset)
        given_name = read_name(answer, local)
        word = WHO_WORDS.get(norm(answer))
        for i, c in enumerate(shown):
            name = read_name(c.label, local)
            if given_name in (name, name + "s") or given_name + "s" == name \
                    or word == ("first", "second")[i]:
                idx = i
    if idx is None:
        return unreadable(_("{answer}: name one of: {options}.").format(
            answer=quote(str(answer)), options=", ".join(ex.options)))
    given = shown[idx]
    if given.label == ex.answer:
        return right(ex, ex.explanation[0])
    rarer = _(given.plural)
    # TRANSLATORS: also {name}: the category's name ("two pair")
    return wrong(ex, _("{categories} are the rarer of the two.").format(
        categories=rarer[:1].upper() + rarer[1:], name=_name(given)))


def _more_text(ex: Exercise, answer: object) -> str:
    return _(str(answer))



# --- favourite -----------------------------------------------------------------------------


def _make_favourite(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    # equity is counted with NumPy: imported here, so that importing the exercises (as the
    # live site's chapters do) does not need it
    from pokerhands.odds.equity import equity

    want_even = rng.random() < 0.2
    for _try in range(TRIES):
        first, second, rest = two_hole_hands(rng, twins=want_even)
        board = Cards(rest[:rng.choice([3, 3, 4])])
        eq = equity([first, second], board)
        gap = eq.equity[0] - eq.equity[1]
        if (abs(gap) < 0.001) == want_even:
            break
    answer = "even" if abs(gap) < 0.001 else ("first" if gap > 0 else "second")
    prompt = _("Hold'em, two players, the board is {board} ({street}). The first holds "
               "{first}, the second {second}. Which hand is the favourite (more equity), or "
               "are they even?").format(board=board, street=_(_WORDS[len(board)]), first=first,
                                        second=second)
    explanation = [_("Best hands now: first, {first}; second, {second}.").format(
        first=_lower(evaluate([*first, *board]).describe()),
        second=_lower(evaluate([*second, *board]).describe()))]
    over = {("first", 3): N_("Over the {boards} possible turn and river cards, the first hand "
                             "wins {wins} and ties {ties}: equity {equity}%."),
            ("second", 3): N_("Over the {boards} possible turn and river cards, the second "
                              "hand wins {wins} and ties {ties}: equity {equity}%."),
            ("first", 4): N_("Over the {boards} possible river cards, the first hand wins "
                             "{wins} and ties {ties}: equity {equity}%."),
            ("second", 4): N_("Over the {boards} possible river cards, the second hand wins "
                              "{wins} and ties {ties}: equity {equity}%.")}
    for who, w, t, e in zip(("first", "second"), eq.wins, eq.ties, eq.equity):
        explanation.append(_(over[who, len(board)]).format(
            boards=number_text(eq.boards), wins=number_text(w), ties=number_text(t),
            equity=number_text(100 * e, ".1f")))
    return Exercise("favourite", rules.name, seed, prompt, (first, second), board=board,
                    options=tuple(_(o) for o in _FAVOURITE_OPTIONS), answer=answer,
                    explanation=tuple(explanation), figure=round(100 * eq.equity[0], 4))


def _check_favourite(ex: Exercise, answer: object) -> Verdict:
    if not is_choice(answer):
        return unreadable(_("Answer first, second or even."))
    # the words of every language and of the exercise's (a Greek «το πρώτο χέρι» was not
    # read), then an option by its text, letter or number; a tie is "even" here
    who = "even" if norm(answer) in EVEN_WORDS else read_who(ex, answer, ("first", "second",
                                                                           "even"))
    who = "even" if who == "tie" else who
    if who is None:
        return unreadable(_("{answer}: answer first (1, A), second (2, B) or even.").format(
            answer=quote(str(answer))))
    if who == ex.answer:
        return right(ex, " ".join(ex.explanation[1:]))
    said = {"first": _("It is not true that the first hand is the favourite."),
            "second": _("It is not true that the second hand is the favourite."),
            "even": _("It is not true that the hands are even.")}[who]
    return wrong(ex, said)


def _outs_text(ex: Exercise, answer: object) -> str:
    count = int(answer) if isinstance(answer, Integral) else 0
    return (ngettext("{outs} out ({percent}% by the river)", "{outs} outs ({percent}% by the river)",
                     count) if len(ex.board) == 3 else
            ngettext("{outs} out ({percent}% on the river)", "{outs} outs ({percent}% on the river)",
                     count)).format(outs=answer, percent=number_text(ex.figure or 0.0, ".1f"))


_FAVOURITE_OPTIONS = (N_("First hand"), N_("Second hand"), N_("Even"))
_FAVOURITE_TEXT = dict(zip(("first", "second", "even"), _FAVOURITE_OPTIONS))


# --- the records ---------------------------------------------------------------------------

OUTS = Kind(
    "outs", "Count the outs", _make_outs, _check_outs, rules=("high",), words=_outs_text,
    odds=True)
"""How many outs a hold'em hand has to a category or better, and (optionally) the chance of
getting there."""

MORE_LIKELY = Kind(
    "more-likely", "Which is dealt more often", _make_more, _check_more, rules=("high",),
    words=_more_text, odds=True)
"""Which of two categories is dealt more often, in five or in seven cards."""

FAVOURITE = Kind(
    "favourite", "Which hand is the favourite", _make_favourite, _check_favourite,
    rules=("high",), words=lambda ex, answer: _(_FAVOURITE_TEXT[answer]), odds=True)
"""Which of two hold'em hands is the favourite on the flop or the turn, or are they even."""
