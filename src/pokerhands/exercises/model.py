"""What an exercise is, what the checker says about an answer, and the record of a kind.

:class:`Exercise` and :class:`Verdict` are the values the rest of the package hands
around. :class:`Kind` gathers everything about one kind of exercise in one place: how it
is made, how an answer to it is checked, how its answer is worded, and which ranking
systems, games and house rules it takes. The records themselves live in the modules of
their families (:mod:`~pokerhands.exercises.kinds_hands`,
:mod:`~pokerhands.exercises.kinds_ladder`, :mod:`~pokerhands.exercises.kinds_cards`,
:mod:`~pokerhands.exercises.kinds_nuts`, :mod:`~pokerhands.exercises.kinds_odds`) and
are gathered in :mod:`~pokerhands.exercises.kinds`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from pokerhands.core.cards import Card, Cards, Joker
from pokerhands.core.language import gettext as _, get_language, pgettext, use_language
from pokerhands.rules import Rules, get_rules
from pokerhands.words.hands import game_name, rules_label

if TYPE_CHECKING:
    from pokerhands.games.variants import Game

__all__ = ["Exercise", "Verdict", "Kind", "RECORDS", "MAX_EXERCISES", "TRIES", "right", "wrong",
           "unreadable", "rules_words", "kind_words"]

MAX_EXERCISES = 1_000  # documented where the package re-exports it

TRIES = 500
"""How many draws a maker takes before it gives up (never reached in the tests' hundreds of
seeds)."""


RECORDS: "dict[str, Kind]" = {}
"""Every kind's record by name, filled as each :class:`Kind` is declared (in the
``kinds_*`` modules); :data:`pokerhands.exercises.REGISTRY` lists them in the book's order."""


@dataclass(frozen=True)
class Exercise:
    """One exercise: what to show, what to ask, the answer and why.

    Attributes
    ----------
    kind : str
        One of :data:`~pokerhands.exercises.ALL_KINDS`.
    rules : str or Rules
        The ranking system (for ``"split-pot"``, that of the low half): its name, or under
        house rules the :class:`~pokerhands.rules.Rules` itself (so that
        ``make_exercise(kind, seed, rules=ex.rules)`` makes the exercise again).
    seed : int
        The seed it was made from: ``make_exercise(kind, seed, rules=rules, game=game)``
        makes it again.
    prompt : str
        The question in words.
    hands : tuple of Cards
        The cards shown: one hand, or each hand (hole cards when there is a board).
    board : Cards
        Community cards (empty without a board).
    options : tuple of str
        The choices of a multiple-choice exercise (empty when the answer is typed).
    answer
        The correct answer: an option's text (name-hand, which-wins: ``"first"``,
        ``"second"`` or ``"tie"``; category-order: a category's English name, such as
        ``"Flush"``, or ``"first"`` or ``"second"``; best-low: ``"7-5-4-2-A"`` or
        ``"none"``), a tuple of groups of hand numbers best first (order:
        ``((2,), (1, 3))``), Cards (five-play, badugi) or a tuple of chips per player
        (split-pot).
    explanation : tuple of str
        Why, in sentences (from :func:`~pokerhands.explain.comparison.compare` or ``describe()``).
    game : str or None
        The game for five-play and split-pot.
    pot : int or None
        The chips in the pot for split-pot.
    figure : float or None
        A figure behind the answer: for outs, the chance (in percent) of reaching the
        target by the river; for favourite, the first hand's equity in percent.
    lang : str
        The language its texts (prompt, options, answer, explanation) are written in: the
        language in force when it was made (:mod:`pokerhands.core.language`).
    """

    kind: str
    rules: "str | Rules"
    seed: int
    prompt: str
    hands: tuple[Cards[Card | Joker], ...]
    board: Cards[Card | Joker] = field(default_factory=Cards)
    options: tuple[str, ...] = ()
    answer: Any = None
    explanation: tuple[str, ...] = ()
    game: "str | None" = None
    pot: "int | None" = None
    figure: "float | None" = None
    lang: str = field(default_factory=get_language, compare=False)

    @property
    def ruleset(self) -> Rules:
        """The rules as a :class:`~pokerhands.rules.Rules` (with any house options)."""
        return get_rules(self.rules)

    @property
    def rules_label(self) -> str:
        """The rules in words, with house options, e.g. ``"high (deuces wild)"``, in the
        exercise's language."""
        with use_language(self.lang):
            return rules_words(self.ruleset)

    @property
    def game_label(self) -> str:
        """The game in words, e.g. ``"Texas hold'em"``, in the exercise's language; ``""``
        when the exercise names no game."""
        if not self.game:
            return ""
        from pokerhands.games.variants import get_game  # only when asked
        return game_name(get_game(self.game).title, self.lang)

    @property
    def cards(self) -> Cards[Card | Joker]:
        """Every card shown, hands first, then the board."""
        return Cards([c for h in self.hands for c in h] + list(self.board))

    @property
    def record(self) -> Kind:
        """The :class:`Kind` this exercise is one of."""
        # each record enters RECORDS as it is declared (kinds_*.py), so this class, which
        # the records' makers return, needs no import of them
        return RECORDS[self.kind]

    @property
    def card_answer(self) -> bool:
        """True when the answer is a choice of cards (five-play, badugi)."""
        return self.record.card_answer

    @property
    def answer_text(self) -> str:
        """The answer in words, as a teacher's key prints it (in the exercise's language)."""
        with use_language(self.lang):
            return self.record.words(self, self.answer)

    def __repr__(self) -> str:
        extra = f", game={self.game!r}" if self.game else ""
        return (f"Exercise({self.kind!r}, rules={self.rules_label!r}, seed={self.seed}{extra}, "
                f"answer={self.answer_text!r})")


@dataclass(frozen=True)
class Verdict:
    """What :func:`~pokerhands.exercises.check` says about an answer.

    Attributes
    ----------
    correct : bool
    message : str
        "Right: ..." or "Not quite: ..." with the reason, or what could not be read.
    valid : bool
        False when the answer could not be read (an unknown card, the wrong number of
        cards, no option of that name): it is neither right nor wrong, so a quiz does not
        count it.
    """

    correct: bool
    message: str
    valid: bool = True

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return self.message


def rules_words(rules: Rules, lang: "str | None" = None) -> str:
    """A ranking system's name as the exercises' sentences say it, in ``lang``, by default the
    language in force: ``"high"``; with its house options in brackets, in the same language
    (``"высокие (2 колоды)"``; :func:`pokerhands.words.hands.rules_label`)."""
    return rules_label(rules, lang)


def kind_words(kind: str, lang: "str | None" = None) -> str:
    """A kind of exercise as a quiz's heading names it, in ``lang`` (by default the language in
    force): a short phrase in words, such as ``"find the best low"`` for ``"best-low"``
    (``kind`` itself when it is not a known kind)."""
    with use_language(lang):
        words = {
            "name-hand": pgettext("kind", "name the hand"),
            "which-wins": pgettext("kind", "which hand wins"),
            "order": pgettext("kind", "put the hands in order"),
            "category-order": pgettext("kind", "which category ranks higher"),
            "five-play": pgettext("kind", "find the five cards that play"),
            "best-low": pgettext("kind", "find the best low"),
            "badugi": pgettext("kind", "find the cards that count in Badugi"),
            "split-pot": pgettext("kind", "split the pot"),
            "nuts": pgettext("kind", "find the nuts"),
            "outs": pgettext("kind", "count the outs"),
            "more-likely": pgettext("kind", "which is more likely"),
            "favourite": pgettext("kind", "find the favourite"),
        }
        return words.get(kind, kind)


def right(ex: Exercise, note: str = "") -> Verdict:
    """The verdict on a right answer: "Right: " and the answer, then ``note`` if any."""
    said = _("Right: {answer}.").format(answer=ex.answer_text)
    return Verdict(True, f"{said} {note}" if note else said)


def wrong(ex: Exercise, why: str = "") -> Verdict:
    """The verdict on a wrong answer: "Not quite.", the reason ``why`` if any, the answer and
    the exercise's explanation."""
    lead = _("Not quite.") + (f" {why} " if why else " ")
    answer = _("The answer is {answer}.").format(answer=ex.answer_text)
    return Verdict(False, f"{lead}{answer} " + " ".join(ex.explanation))


def unreadable(text: str) -> Verdict:
    """The verdict on an answer that cannot be read: neither right nor wrong (``valid`` is
    False), with ``text`` saying why."""
    return Verdict(False, text, valid=False)


Maker = Callable[[random.Random, int, Rules, "str | None"], Exercise]
"""A kind's maker: ``make(rng, seed, rules, game)`` deals one exercise from ``rng``. ``game``
is the game's name for the kinds that deal a whole game, None for the others."""

Checker = Callable[[Exercise, Any], Verdict]
"""A kind's checker: ``check(exercise, answer)`` reads the answer and says whether it is
right (it may raise on an answer it cannot make sense of; the caller turns that into an
unreadable verdict)."""


def _as_text(ex: Exercise, answer: Any) -> str:
    return str(answer)


@dataclass(frozen=True)
class Kind:
    """One kind of exercise, whole: its maker and checker side by side, and what it takes.

    Attributes
    ----------
    name : str
        The name ``make_exercise`` takes, e.g. ``"name-hand"``.
    title : str
        What the exercise asks, in a few words ("Name the hand").
    make : Callable
        ``make(rng, seed, rules, game)`` deals one exercise from the seeded generator
        ``rng`` under ``rules`` (a :class:`~pokerhands.rules.Rules`); ``game`` is the name
        of the game for a kind that deals one, None for the others.
    check : Callable
        ``check(exercise, answer)`` reads the answer and returns a :class:`Verdict`; it may
        raise on an answer it cannot make sense of (:func:`check` turns that into an
        unreadable verdict).
    rules : tuple of str
        The ranking systems the kind can use, by name (for ``"split-pot"``, the low half's).
    words : Callable
        ``words(exercise, answer)`` gives the answer as a teacher's key prints it; by
        default ``str(answer)``.
    games : tuple of str
        The games a kind that deals a whole game can use; empty for the others.
    game_rules : Callable or None
        For a kind with games, ``game_rules(game)`` gives the
        :class:`~pokerhands.rules.Rules` an exercise dealing that
        :class:`~pokerhands.games.variants.Game` is ranked under; None for the others.
    house : bool
        Whether the kind takes high rules with house options (Part V).
    odds : bool
        Whether the kind is about odds (Part VI) rather than about ranking hands.
    card_answer : bool
        Whether the answer is a choice of cards.
    """

    name: str
    title: str
    make: Maker
    check: Checker
    rules: tuple[str, ...]
    words: Callable[[Exercise, Any], str] = _as_text
    games: tuple[str, ...] = ()
    game_rules: "Callable[[Game], Rules] | None" = None
    house: bool = False
    odds: bool = False
    card_answer: bool = False

    def __post_init__(self) -> None:
        RECORDS[self.name] = self

    def rules_for(self, game: Game) -> Rules:
        """The rules an exercise of this kind dealing ``game`` is ranked under.

        Raises
        ------
        ValueError
            For a kind that deals no game.
        """
        if self.game_rules is None:
            raise ValueError(f"{self.name!r} exercises take no game")
        return self.game_rules(game)
