"""The Python behind the class page (``class/index.html`` on the website), which runs it in
the reader's browser with Pyodide.

The page hands this module the link's query string and nothing else: the settings are read
and checked by :func:`pokerhands.exercises.classroom.read_settings`, and no code ever comes
from the link. Every method of :class:`ClassPage` returns JSON text, which the page's
script parses, in the link's language (``lang``); an answer that cannot be read, a link
that cannot be, a wrong word or a pasted line that is no code is a message in that JSON,
never an exception.
"""
from __future__ import annotations

import functools
import json
from typing import Callable, TypeVar
from urllib.parse import parse_qsl

from pokerhands.core.language import LANGUAGES, gettext as _, ngettext, use_language
from pokerhands.exercises import Exercise, check
from pokerhands.exercises.answers import and_words, option_index, quote
from pokerhands.exercises.classroom import (
    ClassSettings,
    key_lock,
    read_settings,
    student_name,
)
from pokerhands.exercises.marking import mark_class
from pokerhands.exercises.model import kind_words
from pokerhands.exercises.result_codes import (
    Answered,
    ClassResult,
    CodeLayout,
    code_layout,
    result_code,
)
from pokerhands.render.classroom import answer_key_html, answer_placeholder, worksheet_html
from pokerhands.render.html import question_rows
from pokerhands.render.widgets import message_html, ok_html, quiz_question_html

__all__ = ["ClassPage", "class_form_html", "numbers_words"]

LETTERS = "ABCDEFGHIJ"

_T = TypeVar("_T")


def _link_language(query: str) -> str:
    """The language a link asks for, when it names one the book speaks ("en" otherwise), so
    that even a refusal of the link speaks it."""
    try:
        pairs = parse_qsl(query.lstrip("?")[:400], max_num_fields=20)
    except ValueError:
        return "en"
    langs = [v for k, v in pairs if k == "lang"]
    return langs[0] if len(langs) == 1 and langs[0] in LANGUAGES else "en"


def _speaking(method: "Callable[..., str]") -> "Callable[..., str]":
    """Run a method in the page's language, turning any error into ``{"error": ...}``."""
    @functools.wraps(method)
    def run(self: "ClassPage", *args: object) -> str:
        with use_language(self.lang):
            try:
                return method(self, *args)
            except Exception as exc:  # the page must get JSON, whatever went wrong
                return json.dumps({"ok": False, "error": str(exc) or type(exc).__name__})
    return run


def numbers_words(numbers: "list[int]", lang: "str | None" = None) -> str:
    """Question numbers in words in ``lang`` (by default the language in force): ``"2"``,
    ``"2 and 5"``, ``"1, 2 and 5"``."""
    items = [str(n) for n in numbers]
    if len(items) <= 1:
        return "".join(items)
    with use_language(lang):
        return and_words([", ".join(items[:-1]), items[-1]])


class ClassPage:
    """One opening of a class link: its settings, its set, the student's name and the first
    answers given.

    Parameters
    ----------
    query : str
        The link's query string, e.g. ``"?part=1&seed=20261201&n=7&lang=ru"``.

    Attributes
    ----------
    settings : ClassSettings or None
        None when the link cannot be read (``error`` says why).
    error : str
        Why the link cannot be read ("" when it can), in the link's language.
    lang : str
        The language every method speaks (the link's ``lang``; ``"en"`` when the link
        cannot be read and names no language the book speaks).
    name : str
        The name given to :meth:`start`, as typed ("" before).
    firsts : list of (Answered or None)
        For each question, the first readable answer (None: none yet).

    Examples
    --------
    >>> page = ClassPage("?part=1&seed=20261201&n=2")
    >>> json.loads(page.intro())["count"]
    2
    >>> json.loads(ClassPage("?part=1&seed=1&exec=print(1)").intro())["error"][:32]
    'A class link carries only part, '
    """

    def __init__(self, query: str) -> None:
        self.settings: "ClassSettings | None" = None
        self.error = ""
        self.lang = _link_language(query) if isinstance(query, str) else "en"
        self.name = ""
        self.exercises: list[Exercise] = []
        self.firsts: "list[Answered | None]" = []
        self._layout: "CodeLayout | None" = None
        with use_language(self.lang):
            try:
                self.settings = read_settings(query)
            except ValueError as exc:
                self.error = str(exc)
        if self.settings is not None:
            self.lang = self.settings.lang

    @property
    def needs_numpy(self) -> bool:
        """True when the set is worked out with NumPy (Part VI), which the page must load
        before :meth:`intro`."""
        return self.settings is not None and self.settings.quiz.needs_numpy

    def _deal(self) -> ClassSettings:
        if self.settings is None:
            raise ValueError(self.error)
        if not self.exercises:
            self.exercises = self.settings.exercises()
            self.firsts = [None] * len(self.exercises)
        return self.settings

    def _exercise(self, index: object) -> Exercise:
        self._deal()
        if not isinstance(index, int) or isinstance(index, bool) \
                or not 0 <= index < len(self.exercises):
            raise ValueError(_("There is no question {number}; the set has {count}.").format(
                number=index + 1 if isinstance(index, int) else repr(index),
                count=len(self.exercises)))
        return self.exercises[index]

    @_speaking
    def intro(self) -> str:
        """The page's opening, as JSON: ``{"error": sentence}``, or ``view``, ``lang``,
        ``title``, ``about`` (the settings in words), ``count`` (questions), ``set_query``
        (:meth:`~pokerhands.exercises.classroom.ClassSettings.set_query`, the key of the
        page's saved progress) and ``query`` (the class link's query); for the quiz
        ``"needs_name": true``, for the worksheet its ``html``, for the key ``"needs_word":
        true`` (the key's html comes from :meth:`unlock`); the results view has no html (the
        page builds its form)."""
        if self.settings is None:
            return json.dumps({"error": self.error})
        s = self._deal()
        out: "dict[str, object]" = {
            "view": s.view, "lang": s.lang, "about": s.describe(), "count": len(self.exercises),
            "set_query": s.set_query(), "query": s.query(view="quiz")}
        if s.view == "worksheet":
            out["title"] = _("Worksheet")
            out["html"] = worksheet_html(self.exercises, s.describe())
        elif s.view == "key":
            out["title"] = _("Answer key")
            out["needs_word"] = True
        elif s.view == "results":
            out["title"] = _("The class's results")
        else:
            out["title"] = _("Class quiz")
            out["needs_name"] = True
        return json.dumps(out)

    @_speaking
    def start(self, name: str) -> str:
        """The student's name, before the first question: JSON ``{"ok": true, "name": the
        name as typed, stripped}`` or ``{"ok": false, "error": sentence}`` (no letter or
        digit, or more than 40; see :func:`~pokerhands.exercises.classroom.student_name`)."""
        self._deal()
        student_name(name)
        self.name = name.strip()
        return json.dumps({"ok": True, "name": self.name})

    @_speaking
    def question(self, index: int) -> str:
        """Question ``index`` (0-based) as JSON: ``number``, ``count``, ``heading`` (in
        words), ``html``, ``options`` (their texts) and their ``letters`` (``"A"``, ``"B"``,
        …), ``cards`` to click for a card answer, ``order`` (how many hands to put in order,
        0 when it is not an order question) and ``placeholder`` (the answer box's hint)."""
        ex = self._exercise(index)
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
            "letters": list(LETTERS[:len(ex.options)]),
            "cards": cards,
            "order": len(ex.hands) if ex.kind == "order" else 0,
            # whether some hands to order are equal, as the question itself says: the page
            # offers its "=" button only then
            "ties": ex.kind == "order" and any(len(g) > 1 for g in ex.answer),
            "placeholder": "" if ex.options else answer_placeholder(ex.kind,
                                                                    cards=ex.card_answer),
        })

    def _chosen(self, ex: Exercise, text: str, correct: bool) -> "int | None":
        """The option an answer chose (0 for A), or None when it cannot be told."""
        if not ex.options:
            return None
        index = option_index(ex, text)
        if index is not None:
            return index
        said = check(ex, text).message
        same = [i for i, o in enumerate(ex.options)
                if check(ex, o).correct == correct and check(ex, o).message == said]
        return same[0] if len(same) == 1 else None

    @_speaking
    def answer(self, index: int, text: str) -> str:
        """Check an answer to question ``index``, as JSON: ``valid``, ``correct``,
        ``counted`` (this is the first readable answer, the one that counts: it also records
        the option chosen), the ``feedback``'s HTML, the ``score`` so far and, when the
        answer cannot be read, ``quoted``: a sentence quoting what was typed."""
        ex = self._exercise(index)
        verdict = check(ex, text)
        counted = verdict.valid and self.firsts[index] is None
        if counted:
            option = self._chosen(ex, text, bool(verdict.correct))
            self.firsts[index] = Answered(bool(verdict.correct), option)
        feedback = ok_html(verdict.message) if verdict.correct else message_html(verdict.message)
        out: "dict[str, object]" = {"valid": verdict.valid, "correct": bool(verdict.correct),
                                    "counted": counted, "feedback": feedback,
                                    "score": self.score()}
        if not verdict.valid:
            out["quoted"] = _("You typed {value}, which cannot be read as an answer to this "
                              "question.").format(value=quote(text))
        return json.dumps(out)

    @_speaking
    def score(self) -> str:
        """The score so far, such as ``"3 of 4 right"`` (first answers only)."""
        given = [f for f in self.firsts if f is not None]
        right = sum(1 for f in given if f.right)
        return _("{right} of {answered} right").format(right=right, answered=len(given))

    def _result(self) -> ClassResult:
        return ClassResult(tuple(f.right if f else None for f in self.firsts),
                           tuple(f.option if f else None for f in self.firsts))

    @_speaking
    def finish(self) -> str:
        """The end of the set, as JSON: ``right``, ``count``, ``score`` (in words), ``code``
        (the result code, bound to the name given to :meth:`start`), ``wrong`` and
        ``skipped`` (question numbers, from 1) and ``summary``: a sentence listing them."""
        s = self._deal()
        if self._layout is None:
            self._layout = code_layout(s, self.exercises)
        answered = [f if f is not None else Answered() for f in self.firsts]
        code = result_code(s, answered, self.exercises, name=self.name, layout=self._layout)
        result = self._result()
        return json.dumps({"right": result.score, "count": len(answered),
                           "score": _("{right} of {answered} right").format(
                               right=result.score, answered=len(answered)),
                           "code": code, "wrong": result.wrong, "skipped": result.skipped,
                           "summary": _summary(result)})

    @_speaking
    def unlock(self, word: str) -> str:
        """Open the answer key with the teacher's word: JSON ``{"ok": true, "html": the
        key}`` when :func:`~pokerhands.exercises.classroom.key_lock` of the word is the
        link's lock, else ``{"ok": false, "error": sentence}``."""
        s = self._deal()
        if s.lock is None:
            return json.dumps({"ok": False, "error": _(
                "This answer key needs the teacher's word; make the links on the teachers' "
                "page with a word.")})
        if key_lock(word, s) != s.lock:
            return json.dumps({"ok": False, "error": _(
                "That is not the word this answer key was made with. Check it and try "
                "again.")})
        return json.dumps({"ok": True, "html": answer_key_html(self.exercises, s.describe())})

    @_speaking
    def mark(self, text: str) -> str:
        """Mark a class: ``text`` is the pasted lines, one student a line (see
        :func:`pokerhands.exercises.marking.mark_class`). JSON ``{"ok": true, "html": the
        table and the tally, "csv": the CSV text, "count": lines marked}`` or ``{"ok":
        false, "error": sentence}``."""
        s = self._deal()
        if self._layout is None:
            self._layout = code_layout(s, self.exercises)
        marks = mark_class(s, text, self.exercises, layout=self._layout)
        return json.dumps({"ok": True, "html": marks.html(), "csv": marks.csv(),
                           "count": len(marks.rows)})


def _summary(result: ClassResult) -> str:
    wrong, skipped = result.wrong, result.skipped
    if not wrong and not skipped:
        return _("Every question was right.")
    said = []
    if wrong:
        said.append(ngettext("Wrong: question {numbers}.", "Wrong: questions {numbers}.",
                             len(wrong)).format(numbers=numbers_words(wrong)))
    if skipped:
        said.append(ngettext("Not answered: question {numbers}.",
                             "Not answered: questions {numbers}.",
                             len(skipped)).format(numbers=numbers_words(skipped)))
    return " ".join(said)


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
