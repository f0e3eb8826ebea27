"""The quiz: exercises one at a time, checked by the evaluator, with a score for the
session (:class:`~pokerhands.widgets.Quiz`).
"""
from __future__ import annotations

import functools
from typing import Any, Callable, Concatenate, Iterable, Mapping, ParamSpec, Sequence, TypeVar

import ipywidgets as W
from ipywidgets.widgets.widget_bool import ToggleButtonStyle

from pokerhands.core.cards import Card, Cards, Joker
from pokerhands.core.checks import whole_number
from pokerhands.core.language import gettext as _, check_language, get_language, pgettext, use_language
from pokerhands.exercises import KINDS, Exercise, Verdict, exercise_set
from pokerhands.exercises.model import kind_words
from pokerhands.exercises.classroom import settings_for
from pokerhands.exercises.result_codes import result_code
from pokerhands.exercises import check as check_answer
from pokerhands.games.entry import seed_from_text
from pokerhands.render.classroom import answer_form, answer_placeholder
from pokerhands.render.widgets import (
    quiz_question_html,
    heading_html,
    message_html,
    ok_html,
    status_html,
)
from pokerhands.widgets.base import button_layout, fit, guarded, message_box, row

__all__ = ["Quiz"]

_Args = ParamSpec("_Args")
_Result = TypeVar("_Result")


def _speaking(method: "Callable[Concatenate[Quiz, _Args], _Result]"
              ) -> "Callable[Concatenate[Quiz, _Args], _Result]":
    """Run a method of the quiz in the quiz's language (what it shows, errors too)."""
    @functools.wraps(method)
    def wrapper(self: "Quiz", /, *args: _Args.args, **kwargs: _Args.kwargs) -> _Result:
        with use_language(self.lang):
            return method(self, *args, **kwargs)
    return wrapper


class Quiz(W.VBox):
    """Exercises one at a time, checked by the evaluator, with a score for the session.

    Each exercise shows its cards and question. Answer by clicking an option, by clicking
    the cards that play (or count), or by typing (cards in any notation, an order such as
    ``2 > 1 = 3``, chips such as ``60, 40``); "Check" says right or wrong, and when wrong
    gives the reason and the explanation from :func:`pokerhands.explain.comparison.compare`. "Next"
    moves on. The first readable answer to each exercise counts towards the score ("3 of 4
    right"); an answer that cannot be read (an unknown card, four cards instead of five)
    shows a message and does not count. When the quiz is one part's quiz (the kinds and
    rules of a class link, see :data:`pokerhands.exercises.classroom.PARTS`), the end of the
    set also gives a result code, which the teachers' page reads back into the score. Type
    a seed and press "New set" for a new set.

    Parameters
    ----------
    exercises : list of Exercise, optional
        The exercises to ask; by default ``exercise_set(seed, kinds, n, rules=rules)``.
    seed : int
        Seed of the set (see :func:`pokerhands.exercises.exercise_set`).
    kinds : sequence of str
        The kinds of exercise, from :data:`pokerhands.exercises.KINDS`.
    n : int
        How many exercises in a set.
    rules : str, optional
        Keep to one ranking system.
    lang : str, optional
        The language of the quiz, one of :data:`pokerhands.core.language.LANGUAGES`: its
        questions, choices, feedback, buttons, labels and messages (by default the
        language in force when it is made). The choices are read in that language.

    Attributes
    ----------
    exercises : list of Exercise
    index : int
        The exercise shown (0-based).
    choice : str or None
        The option clicked for the exercise shown (None until one is clicked; every new
        exercise starts with none).
    option_buttons : list
        The exercise's option buttons (``ipywidgets.Button``), made afresh for each
        exercise (none for a kind with no options): a click always reaches Python, and
        nothing chosen before carries over.
    verdict : Verdict or None
        The verdict on show: the last readable answer's (None before any, and after
        "Next"). An answer that cannot be read, a seed or an option that is not one, is
        refused: the verdict on show stays, with the message under it until the next
        success.
    right, answered : int
        The score: exercises answered right, exercises answered.
    message : str
        The last feedback line (a verdict, the end of the set, or what was refused).
    """

    def __init__(self, exercises: Iterable[Exercise] | None = None, *, seed: int = 2024,
                 kinds: Sequence[str] = KINDS, n: int = 7, rules: str | None = None,
                 lang: str | None = None) -> None:
        self.lang = get_language() if lang is None else check_language(lang)
        with use_language(self.lang):
            self._build(exercises, seed, kinds, n, rules)

    def _build(self, exercises: Iterable[Exercise] | None, seed: int, kinds: Sequence[str],
               n: int, rules: str | None) -> None:
        self.kinds, self.n, self.rules = kinds, n, rules
        self.exercises: list[Exercise] = []
        self.seed: int | None = None
        self.index = 0
        self.verdict: Verdict | None = None
        self.message = ""
        self._feedback = ""  # the feedback line on show (a refusal's message is not)
        self.right = self.answered = 0
        self._scored: set[int] = set()
        self._firsts: dict[int, bool] = {}
        self._picked: list[Card | Joker] = []
        self.choice: str | None = None
        self.option_buttons: list[W.Button] = []
        self.heading = W.HTML()
        self.question = W.HTML()
        # The options box is emptied rather than hidden for a kind with no options, and
        # refilled with new buttons for each exercise (see widgets.base: a Layout trait
        # set back to None, or a selection's index set to None, never reaches the page).
        self.options = row([])
        self.card_box = row([])
        self.text = W.Text(placeholder=_("or type your answer"), description=_("Answer:"),
                           layout=fit("30em"))
        self.check_button = W.Button(description=_("Check"), button_style="primary",
                                     layout=button_layout("5em"))
        self.check_button.on_click(lambda _b: self.check())
        self.next_button = W.Button(description=_("Next"), layout=button_layout("5em"))
        self.next_button.on_click(lambda _b: self.next())
        # the label as wide as its words in every language ("Зерно:" is cut at 3em)
        self.seed_box = W.Text(value=str(seed), description=_("Seed:"), layout=fit("14em"),
                               style={"description_width": "initial"})
        self.new_button = W.Button(description=_("New set"), layout=button_layout())
        self.new_button.on_click(lambda _b: self._new_from_box())
        self.feedback = W.HTML()
        self.message_box = message_box()
        self.score_line = W.HTML()
        super().__init__([
            self.heading, self.question, self.options, self.card_box,
            row([self.text, self.check_button, self.next_button]),
            self.feedback, self.message_box, self.score_line,
            row([self.seed_box, self.new_button]),
        ], layout=W.Layout(max_width="100%"))
        if exercises is not None:
            given = list(exercises)
            if not given or not all(isinstance(e, Exercise) for e in given):
                raise ValueError("exercises must be a non-empty list of Exercise")
            self.exercises = given
            self._show_exercise()
        else:
            self.new_set(seed)

    @property
    def exercise(self) -> Exercise | None:
        """The exercise shown, or None when there is none."""
        return self.exercises[self.index] if self.exercises else None

    @property
    def score(self) -> str:
        """The score in words, such as ``"3 of 4 right"``, in the quiz's language."""
        return _("{right} of {answered} right", lang=self.lang).format(
            right=self.right, answered=self.answered)

    @_speaking
    @guarded
    def _new_from_box(self) -> None:
        self.new_set(seed_from_text(self.seed_box.value))

    @_speaking
    @guarded
    def new_set(self, seed: object) -> None:
        """Start a new set from ``seed`` (the score starts again); a seed that is not a
        whole number from 0 up shows a message and keeps the current set."""
        try:
            # TRANSLATORS: the seed box's name, as a message about a typed seed names it
            # ("seed must be a whole number from 0 up, got 'abc'")
            number = whole_number(pgettext("the seed box", "seed"), seed)
        except ValueError as exc:
            self._show_error(str(exc))
            return
        self.exercises = exercise_set(number, self.kinds, self.n, rules=self.rules)
        self.seed = number
        self.seed_box.value = str(number)
        self.index = 0
        self.right = self.answered = 0
        self._scored = set()
        self._firsts = {}
        self._show_exercise()

    @_speaking
    @guarded
    def check(self, answer: object = None) -> Verdict | None:
        """Check ``answer`` (by default the chosen option, or else the typed text) and show
        the verdict; returns the :class:`~pokerhands.exercises.Verdict` (None if there is
        no exercise)."""
        ex = self.exercise
        if ex is None:
            return None
        if answer is None:
            answer = self.choice if self.choice is not None else self.text.value
        verdict = check_answer(ex, answer)
        if not verdict.valid:  # refused: it does not count, and the verdict on show stays
            self._show_error(verdict.message)
            return verdict
        self.verdict = verdict
        self._show_feedback(verdict.message, ok_html(verdict.message) if verdict.correct
                            else message_html(verdict.message))
        if self.index not in self._scored:
            self._scored.add(self.index)
            self._firsts[self.index] = bool(verdict.correct)
            self.answered += 1
            self.right += bool(verdict.correct)
        self._show_score()
        return verdict

    @_speaking
    @guarded
    def next(self) -> None:
        """Show the next exercise (at the end of the set, say so and stay)."""
        if self.index + 1 >= len(self.exercises):
            code = self.result_code
            settings = settings_for(self.seed, self.kinds, self.n, self.rules)
            if code and settings:
                end = _("End of the set: {score}. Result code for your teacher: {code} "
                        "({settings}). Type a seed and press \"New set\" for another.").format(
                    score=self.score, code=code, settings=settings.describe())
            else:
                end = _("End of the set: {score}. Type a seed and press \"New set\" for "
                        "another.").format(score=self.score)
            self._show_feedback(end, status_html(end))
            return
        self.index += 1
        self._show_exercise()

    @property
    def result_code(self) -> "str | None":
        """The result code of the set (see :func:`pokerhands.exercises.result_codes.result_code`),
        which the teachers' page reads back into the score, when the quiz asks a part's quiz
        from a seed; None otherwise. It is made with no name (the widget asks for none), from
        whether each first answer was right (True or False; None for a question not
        answered); which option was chosen is not kept."""
        settings = settings_for(self.seed, self.kinds, self.n, self.rules)
        if settings is None or len(self.exercises) != settings.n:
            return None
        right = [self._firsts.get(i) for i in range(settings.n)]
        return result_code(settings, right, self.exercises, name="")

    @_speaking
    @guarded
    def choose(self, option: str) -> None:
        """Choose one of the exercise's options, as a click on its button does; the button
        shows it (a tick and a colour) until another is chosen or the exercise changes."""
        ex = self.exercise
        if ex is None or option not in ex.options:
            self._show_error(_("not one of the options: {option}").format(option=repr(option)))
            return
        self.choice = option
        self._clear_refusal()
        for text, button in zip(ex.options, self.option_buttons):
            chosen = text == option
            button.button_style = "info" if chosen else ""
            button.icon = "check" if chosen else ""

    @_speaking
    def summary(self) -> str:
        """What the widget shows, as plain text."""
        ex = self.exercise
        if ex is None:
            return self.message
        lines = [self._heading_text(ex), ex.prompt]
        lines += [f"{label}: {cards}" for label, cards in self._card_rows(ex)]
        if ex.options:
            lines.append(_("Options: {options}").format(options=" | ".join(
                f"{chr(65 + i)}. {o}" for i, o in enumerate(ex.options))))
        if self._feedback:
            lines.append(self._feedback)
        if self.message_box.value:  # a refusal's message, under the feedback
            lines.append(self.message)
        lines.append(_("Score: {score}.").format(score=self.score))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"Quiz(seed={self.seed!r}, exercise {self.index + 1} of "
                f"{len(self.exercises)}, {self.score})")

    # -- display --------------------------------------------------------------------
    def _heading_text(self, ex: Exercise) -> str:
        fields = {"number": self.index + 1, "total": len(self.exercises),
                  "kind": kind_words(ex.kind), "rules": ex.rules_label, "game": ex.game_label}
        return (_("Exercise {number} of {total}: {kind} ({rules} rules, {game})") if ex.game
                else _("Exercise {number} of {total}: {kind} ({rules} rules)")).format(**fields)

    @staticmethod
    def _card_rows(ex: Exercise) -> list[tuple[str, Cards[Card | Joker]]]:
        if ex.kind in ("which-wins", "favourite", "category-order") and len(ex.hands) == 2:
            labels = [_("First hand"), _("Second hand")]
        elif ex.kind == "split-pot":
            labels = [_("Player {number}").format(number=i) for i in range(1, len(ex.hands) + 1)]
        elif len(ex.hands) > 1:
            labels = [_("Hand {number}").format(number=i) for i in range(1, len(ex.hands) + 1)]
        else:
            labels = [_("Hole cards") if len(ex.board) else _("Cards")]
        rows = list(zip(labels, ex.hands))
        if len(ex.board):
            rows.append((_("Board"), ex.board))
        return rows

    def _show_exercise(self) -> None:
        ex = self.exercises[self.index]  # a set is never empty
        self.verdict = None
        self._show_feedback("", "")
        # the options first: the page takes the last question's buttons (one perhaps chosen)
        # away at once, but draws new ones a moment later, so a new heading must never find
        # the old ones still there, a chosen 'First hand' under a question that also has one
        self.choice = None
        old = [*self.option_buttons, *self.card_box.children]
        self.option_buttons = [self._option_button(o) for o in ex.options]
        self.options.children = self.option_buttons
        self.heading.value = heading_html(self._heading_text(ex))
        # how to answer a question without options: a visible line under the question (it
        # wraps), and only the short example in the box, where a longer hint would be cut
        hint = "" if ex.options else answer_placeholder(ex.kind, cards=ex.card_answer)
        self.question.value = quiz_question_html(ex.prompt, self._card_rows(ex), ex.pot, hint)
        self.text.value = ""
        self._picked = []
        buttons: list[W.ToggleButton] = []
        if ex.card_answer:  # five-play and badugi: the cards of one deck, no joker
            for card in (c for c in ex.cards if isinstance(c, Card)):
                b = W.ToggleButton(description=str(card), tooltip=card.name,
                                   layout=W.Layout(width="auto", min_width="3.4em",
                                                   height="2.2em", flex="0 0 auto"),
                                   style=ToggleButtonStyle(
                                       text_color="#b3001b" if card.suit.is_red else "#111",
                                       font_weight="bold"))
                b.observe(self._on_card(card), names="value")
                buttons.append(b)
        self.card_box.children = buttons
        for widget in old:  # the last exercise's buttons: gone from the page and the kernel
            for part in (widget.style, widget.layout, widget):
                part.close()
        what, example = answer_form(ex.kind)
        self.text.placeholder = _("or type your answer") if ex.options else example or what
        self._show_score()

    def _show_score(self) -> None:
        self.score_line.value = status_html(_("Score: {score}.").format(score=self.score))

    def _option_button(self, option: str) -> W.Button:
        button = W.Button(description=option, tooltip=option, layout=button_layout())
        button.on_click(lambda _b: self.choose(option))
        return button

    def _on_card(self, card: Card) -> Callable[[Mapping[str, Any]], None]:
        def toggled(change: Mapping[str, Any]) -> None:
            self._toggle_card(card, bool(change["new"]))
        return toggled

    @_speaking
    @guarded
    def _toggle_card(self, card: Card, picked: bool) -> None:
        """A card button clicked: add the card to the typed answer, or take it out."""
        if picked and card not in self._picked:
            self._picked.append(card)
        elif not picked and card in self._picked:
            self._picked.remove(card)
        self.text.value = " ".join(c.code for c in self._picked)

    def _show_feedback(self, text: str, html: str) -> None:
        """A success: show its feedback line (or none) and clear a refusal's message."""
        self.message = self._feedback = text
        self.message_box.value = ""
        self.feedback.value = html

    def _clear_refusal(self) -> None:
        """A success that leaves the feedback as it is: clear a refusal's message."""
        if self.message_box.value:
            self.message = self._feedback
            self.message_box.value = ""

    def _show_error(self, text: str) -> None:
        """A refusal: ``text`` under the feedback on show, which stays as it was."""
        self.message = text
        self.message_box.value = message_html(text)
