"""The Python behind the class page (``class/index.html`` on the website), which runs it in
the reader's browser with Pyodide.

The page hands this module the link's query string and nothing else: the settings are read
and checked by :func:`pokerhands.exercises.classroom.read_settings`, and no code ever comes
from the link. Every method returns JSON text, which the page's script parses; an answer
that cannot be read, or a link that cannot be, is a message in that JSON, never an
exception.
"""
from __future__ import annotations

import json

from pokerhands.core.language import gettext as _
from pokerhands.exercises import Exercise, check
from pokerhands.exercises.model import kind_words
from pokerhands.exercises.classroom import (
    ClassSettings,
    read_settings,
)
from pokerhands.exercises.result_codes import read_result, result_code
from pokerhands.render.classroom import answer_key_html, answer_placeholder, worksheet_html
from pokerhands.render.html import question_rows
from pokerhands.render.widgets import message_html, ok_html, quiz_question_html

__all__ = ["ClassPage", "class_form_html"]

class ClassPage:
    """One opening of a class link: its settings, its set, and the first answers given.

    Parameters
    ----------
    query : str
        The link's query string, e.g. ``"?part=1&seed=20261201&n=7"``.

    Attributes
    ----------
    settings : ClassSettings or None
        None when the link cannot be read (``error`` says why).
    error : str
        Why the link cannot be read ("" when it can).
    firsts : list of bool or None
        For each question, whether the first readable answer was right (None: none yet).

    Examples
    --------
    >>> page = ClassPage("?part=1&seed=20261201&n=2")
    >>> json.loads(page.intro())["count"]
    2
    >>> json.loads(ClassPage("?part=1&seed=1&exec=print(1)").intro())["error"][:32]
    'a class link carries only part, '
    """

    def __init__(self, query: str) -> None:
        self.settings: "ClassSettings | None" = None
        self.error = ""
        self.exercises: list[Exercise] = []
        self.firsts: "list[bool | None]" = []
        try:
            self.settings = read_settings(query)
        except ValueError as exc:
            self.error = str(exc)

    @property
    def needs_numpy(self) -> bool:
        """True when the set is worked out with NumPy (Part VI), which the page must load
        before :meth:`intro`."""
        return self.settings is not None and self.settings.quiz.needs_numpy

    def _deal(self) -> None:
        assert self.settings is not None
        if not self.exercises:
            self.exercises = self.settings.exercises()
            self.firsts = [None] * len(self.exercises)

    def intro(self) -> str:
        """The page's opening, as JSON: ``{"error": ...}`` or the view, the title, the
        settings in words, the number of questions and, for the worksheet, the key and a
        result, the page's whole HTML."""
        s = self.settings
        if s is None:
            return json.dumps({"error": self.error})
        self._deal()
        out = {"view": s.view, "about": s.describe(), "count": len(self.exercises),
               "quiz_query": s.query(view="quiz")}
        if s.view == "worksheet":
            out["title"] = _("Worksheet")
            out["html"] = worksheet_html(self.exercises, s.describe())
        elif s.view == "key":
            out["title"] = _("Answer key")
            out["html"] = answer_key_html(self.exercises, s.describe())
        elif s.view == "result":
            out["title"] = _("A student's result")
            out["html"] = self._result_html()
        else:
            out["title"] = _("Class quiz")
        return json.dumps(out)

    def _result_html(self) -> str:
        s = self.settings
        assert s is not None and s.code is not None
        try:
            result = read_result(s, s.code, self.exercises)
        except ValueError as exc:
            return message_html(str(exc))
        return ok_html(f"{result.describe().capitalize()}.")

    def question(self, index: int) -> str:
        """Question ``index`` (0-based) as JSON: its number, heading, HTML, options, the
        cards to click for a card answer, and the answer box's hint."""
        ex = self.exercises[index]
        fields = {"number": index + 1, "total": len(self.exercises), "kind": kind_words(ex.kind),
                  "rules": ex.rules_label, "game": ex.game_label}
        heading = (_("Question {number} of {total}: {kind} ({rules} rules, {game})") if ex.game
                   else _("Question {number} of {total}: {kind} ({rules} rules)"))
        cards = ([{"code": c.code, "label": str(c), "name": c.name,
                   "red": c.suit is not None and c.suit.is_red}  # a joker is not red
                  for c in ex.cards] if ex.card_answer else [])
        return json.dumps({
            "number": index + 1, "count": len(self.exercises),
            "heading": heading.format(**fields),
            "html": quiz_question_html(ex.prompt, question_rows(ex), ex.pot),
            "options": [str(o) for o in ex.options],
            "cards": cards,
            "placeholder": "" if ex.options else answer_placeholder(ex.kind,
                                                                    cards=ex.card_answer),
        })

    def answer(self, index: int, text: str) -> str:
        """Check an answer to question ``index``; JSON with ``valid``, ``correct``, the
        feedback's HTML and the score. The first readable answer to a question counts."""
        ex = self.exercises[index]
        verdict = check(ex, text)
        if verdict.valid and self.firsts[index] is None:
            self.firsts[index] = bool(verdict.correct)
        feedback = ok_html(verdict.message) if verdict.correct else message_html(verdict.message)
        return json.dumps({"valid": verdict.valid, "correct": bool(verdict.correct),
                           "feedback": feedback, "score": self.score()})

    def score(self) -> str:
        """The score so far, such as ``"3 of 4 right"`` (first answers only)."""
        given = [f for f in self.firsts if f is not None]
        return _("{right} of {answered} right").format(right=sum(given), answered=len(given))

    def finish(self) -> str:
        """The end of the set, as JSON: the score out of every question and the result
        code (a question not answered counts as not right)."""
        assert self.settings is not None
        right = [bool(f) for f in self.firsts]
        code = result_code(self.settings, right, self.exercises)
        return json.dumps({"right": sum(right), "count": len(right),
                           "score": _("{right} of {answered} right").format(
                               right=sum(right), answered=len(right)), "code": code})


def class_form_html(lang: "str | None" = None) -> str:
    """The teacher's form that makes a class's links (the "For teachers" page shows it), in
    ``lang`` (by default the language in force), with its words in all four languages for its
    script: see :func:`pokerhands.book.class_form.form_html`, which builds it.

    Raises
    ------
    ValueError
        If ``lang`` is not one of the book's languages.

    Examples
    --------
    >>> html = class_form_html()
    >>> 'name="part"' in html and 'name="seed"' in html and "deuce-to-seven" in html
    True
    """
    from pokerhands.book.class_form import form_html

    return form_html(lang)
