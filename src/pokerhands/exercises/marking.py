"""Marking a whole class at once: the names and result codes a teacher pastes, read into a
table of who got which question and a tally per question.

:func:`mark_class` reads the pasted lines with the class link's settings (each code with its
student's name, :func:`pokerhands.exercises.result_codes.read_result`) into a
:class:`ClassMarks`, which gives the table as HTML (:mod:`pokerhands.render.marking`) and
as CSV for a mark book. A line that cannot be marked keeps its place in the table with a
whole sentence saying why; nothing is raised for a bad line, only for a list too long to be
one class.
"""
from __future__ import annotations

import csv
import io
import itertools
import re
from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from pokerhands.core.language import gettext as _, quoted, use_language
from pokerhands.exercises.classroom import (
    CODE_ALPHABET,
    CODE_CHECK_CHARS,
    ClassSettings,
    name_key,
)
from pokerhands.exercises.model import Exercise
from pokerhands.exercises.result_codes import (
    ClassResult,
    CodeLayout,
    clean_code,
    code_layout,
    read_result,
)
from pokerhands.render.marking import marks_html

__all__ = ["MAX_LINES", "MarkedLine", "QuestionTally", "ClassMarks", "mark_class",
           "split_line"]

MAX_LINES = 200
"""The most students (non-blank lines) one marking reads."""

_MAX_LINE = 200
_LETTERS = "ABCDEFGHIJ"


@dataclass(frozen=True)
class MarkedLine:
    """One pasted line, marked.

    Attributes
    ----------
    line : int
        Its line number in the pasted text (from 1, blank lines counted).
    name : str
        The name as typed (stripped; "" when the line has only a code).
    code : str
        The code as typed (stripped).
    result : ClassResult or None
        The answers the code holds, or None when the line was refused.
    error : str
        Why the line was refused, or a note on a line that was marked (a name that is on
        another line too), as a whole sentence; "" when there is nothing to say.
    """

    line: int
    name: str
    code: str
    result: "ClassResult | None"
    error: str = ""


@dataclass(frozen=True)
class QuestionTally:
    """How a class did on one question.

    Attributes
    ----------
    number : int
        The question's number, from 1.
    right : int
        How many of the codes read had it right.
    marked : int
        How many codes were read (the lines not refused).
    answered : int
        How many of them answered it.
    wrong_option : int or None
        The commonest wrong option (0 for A) among the codes that carry the option chosen;
        None for a question without options or when no code carries a wrong option.
    wrong_count : int
        How many chose it (0 when ``wrong_option`` is None).
    """

    number: int
    right: int
    marked: int
    answered: int
    wrong_option: "int | None" = None
    wrong_count: int = 0


@dataclass(frozen=True)
class ClassMarks:
    """A class marked: :func:`mark_class`'s answer.

    Attributes
    ----------
    settings : ClassSettings
    rows : tuple of MarkedLine
        Every non-blank line, in the order pasted.
    tally : tuple of QuestionTally
        One per question, in order.
    options : tuple of tuple of str
        Each question's options (empty for a question without), for the tally's words.
    """

    settings: ClassSettings
    rows: tuple[MarkedLine, ...]
    tally: tuple[QuestionTally, ...]
    options: tuple[tuple[str, ...], ...]

    def html(self, lang: "str | None" = None) -> str:
        """The table and the tally as HTML (``marks_html`` of :mod:`pokerhands.render.marking`),
        in ``lang`` (by default the language in force)."""
        with use_language(lang):
            return self._html()

    def _html(self) -> str:
        rows = []
        for row in self.rows:
            cells = None
            if row.result is not None:
                cells = [(_cell(r), _letter(o)) for r, o in zip(row.result.right,
                                                               row.result.options)]
            rows.append({"line": row.line, "name": row.name, "code": row.code,
                         "score": row.result.score if row.result else None,
                         "cells": cells, "error": row.error})
        tally = [{"number": t.number, "right": t.right, "marked": t.marked,
                  "answered": t.answered,
                  "wrong_letter": _letter(t.wrong_option),
                  "wrong_text": (self.options[t.number - 1][t.wrong_option]
                                 if t.wrong_option is not None else ""),
                  "wrong_count": t.wrong_count} for t in self.tally]
        return marks_html(self.settings.describe(), self.settings.n, rows, tally)

    def csv(self) -> str:
        """The marks as CSV: ``name,code,score,total,q1..qn`` (``1`` right, ``0`` wrong,
        blank not answered), then ``q1_answer..qn_answer`` (the letter chosen where the code
        carries it) and ``error`` (a refused line's sentence, or a note). A refused line
        has blank score and answers. Text that a spreadsheet would run as a formula
        (starting with ``=``, ``+``, ``-`` or ``@``) is written after an apostrophe.
        ``csv.DictReader`` reads it back."""
        n = self.settings.n
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["name", "code", "score", "total",
                         *(f"q{i}" for i in range(1, n + 1)),
                         *(f"q{i}_answer" for i in range(1, n + 1)), "error"])
        for row in self.rows:
            r = row.result
            if r is None:
                marks = ["", ""] + [""] * (2 * n)
            else:
                marks = [str(r.score), str(n),
                         *("" if ok is None else str(int(ok)) for ok in r.right),
                         *(_letter(o) for o in r.options)]
            writer.writerow([_safe(row.name), _safe(row.code), *marks, _safe(row.error)])
        return out.getvalue()


def _cell(right: "bool | None") -> str:
    return "none" if right is None else ("right" if right else "wrong")


def _letter(option: "int | None") -> str:
    return "" if option is None else _LETTERS[option]


def _safe(text: str) -> str:
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


#: Dashes that a keyboard or a word processor types where a code has "-".
_DASHES = {ord(d): "-" for d in "\u2010\u2011\u2012\u2013\u2014\u2212"}


def split_line(text: str, length: "int | None" = None) -> "tuple[str, str]":
    """A pasted line's name and code. With ``length`` (the number of letters and digits of
    a code for the class's settings), the code is the shortest run of last words that
    holds exactly that many letters and digits of a code, so a code written with a space
    ("3TR3 PW3G") and a name with a comma ("Kovács, Ana") are read as meant; dashes of any
    kind are a code's dash. Otherwise ``name<TAB>code``, ``name;code``, ``name,code``
    (split at the last separator, tab first) or ``name code`` (the code is the last word);
    a line with only a code has the empty name.

    >>> split_line("Ana K.\\t7S-XMY7"), split_line("Boris 7Z-AESH"), split_line("7Z-AESH")
    (('Ana K.', '7S-XMY7'), ('Boris', '7Z-AESH'), ('', '7Z-AESH'))
    >>> split_line("Kovács, Ana 3TR3 PW3G", length=8)
    ('Kovács, Ana', '3TR3 PW3G')
    """
    text = text.translate(_DASHES)
    if length:
        words = [(m.start(), m.group()) for m in re.finditer(r"[^\s,;]+", text)]
        chars = ""
        for start, word in reversed(words):
            chars = word.replace("-", "").upper() + chars
            if len(chars) > length or any(c not in CODE_ALPHABET for c in chars):
                break
            if len(chars) == length:
                return text[:start].strip().rstrip(",;:").strip(), text[start:].strip()
    for sep in ("\t", ";", ","):
        if sep in text:
            name, code = text.rsplit(sep, 1)
            return name.strip(), code.strip()
    name, _sep, code = text.strip().rpartition(" ")
    return name.strip(), code.strip()


def mark_class(settings: ClassSettings, text: str,
               exercises: "Sequence[Exercise] | None" = None, *,
               layout: "CodeLayout | None" = None) -> ClassMarks:
    """Mark the pasted lines of a class, one student a line (see :func:`split_line`; blank
    lines skipped).

    Parameters
    ----------
    settings : ClassSettings
        The class link's settings (the set the codes were made for).
    text : str
        The pasted lines.
    exercises : sequence of Exercise, optional
        The set, if already made.
    layout : CodeLayout, optional
        The set's code layout, if already worked out.

    Returns
    -------
    ClassMarks
        Every line with its result or the sentence that refuses it: a line without a code,
        a line too long, a code that is no code or does not fit the name and the settings,
        a line that repeats an earlier one (same name and code: counted once). A name on
        two lines with different codes is marked on both, with a note.

    Raises
    ------
    ValueError
        When ``text`` is not text or holds more than :data:`MAX_LINES` non-blank lines.

    Examples
    --------
    >>> from pokerhands.exercises.classroom import read_settings
    >>> from pokerhands.exercises.result_codes import result_code
    >>> s = read_settings("part=1&seed=3&n=3")
    >>> code = result_code(s, [True, None, False], name="Ana")
    >>> marks = mark_class(s, f"Ana\\t{code}\\nBoris {code}")
    >>> [(r.name, r.result and r.result.score) for r in marks.rows]
    [('Ana', 1), ('Boris', None)]
    >>> marks.tally[0].right, marks.tally[0].marked
    (1, 1)
    """
    if not isinstance(text, str):
        raise ValueError(_("The names and codes must be text, not {type}.").format(
            type=type(text).__name__))
    lines = [(i, line) for i, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) > MAX_LINES:
        raise ValueError(_("The list has {count} lines; mark at most {most} at a time (one "
                           "class), one student a line.").format(count=len(lines),
                                                                most=MAX_LINES))
    if not lines:
        raise ValueError(_("There is nothing to mark: paste one student a line, the name "
                           "and then the code."))
    exercises = settings.exercises() if exercises is None else exercises
    layout = code_layout(settings, exercises) if layout is None else layout
    rows: list[MarkedLine] = []
    seen: "dict[tuple[str, str], int]" = {}
    names: "dict[str, int]" = {}
    for number, line in lines:
        rows.append(_mark_line(settings, layout, number, line, seen, names))
    return ClassMarks(settings, tuple(rows), _tally(settings.n, rows, layout),
                      tuple(tuple(str(o) for o in ex.options) for ex in exercises))


def _read_any_order(settings: ClassSettings, code: str, name: str,
                    layout: CodeLayout) -> ClassResult:
    # a name's words in the order the student typed them, or in another (a list written
    # family name first, "Kovács, Ana"): up to four words, the order typed first
    words = re.findall(r"[^\s,;.]+", name)
    orders = [name] + [" ".join(p) for p in itertools.permutations(words)][1:] \
        if 1 < len(words) <= 4 else [name]
    for i, order in enumerate(orders):
        try:
            return read_result(settings, code, name=order, layout=layout)
        except ValueError:
            if i == len(orders) - 1:
                raise
    raise AssertionError("unreachable")  # pragma: no cover


def _code_like(text: str) -> bool:
    try:
        clean_code(text)
    except ValueError:
        return False
    return True


def _mark_line(settings: ClassSettings, layout: CodeLayout, number: int, line: str,
               seen: "dict[tuple[str, str], int]", names: "dict[str, int]") -> MarkedLine:
    if len(line) > _MAX_LINE:
        shown = line.strip()[:30] + "…"
        return MarkedLine(number, "", shown, None, _(
            "Line {line} is too long to be a name and a code ({count} characters): {value}.")
            .format(line=number, count=len(line), value=quoted(shown)))
    name, code = split_line(line, layout.width + CODE_CHECK_CHARS)
    if not _code_like(code) and not any(c.isdigit() for c in code):
        # a name alone ("Péter", "Nagy Péter"): no code was pasted after it
        name, code = " ".join(part for part in (name, code) if part), ""
    if not code:
        return MarkedLine(number, name, code, None, _(
            "Line {line} has no code after the name {name}.").format(line=number,
                                                                    name=quoted(name)))
    try:
        clean = clean_code(code)
    except ValueError as exc:
        return MarkedLine(number, name, code, None,
                          _("Line {line}: {reason}").format(line=number, reason=exc))
    key = (name_key(name), clean)
    if key in seen:
        return MarkedLine(number, name, code, None, _(
            "Line {line} repeats line {first} (the same name and code); it is counted once.")
            .format(line=number, first=seen[key]))
    try:
        result = _read_any_order(settings, code, name, layout)
    except ValueError as exc:
        return MarkedLine(number, name, code, None,
                          _("Line {line}: {reason}").format(line=number, reason=exc))
    seen[key] = number
    note = ""
    if key[0] in names:
        note = _("The name {name} is also on line {first}: if these are two students, ask "
                 "them to add an initial and make their codes again.").format(
            name=quoted(name), first=names[key[0]])
    else:
        names[key[0]] = number
    return MarkedLine(number, name, code, result, note)


def _tally(n: int, rows: Sequence[MarkedLine], layout: CodeLayout) -> tuple[QuestionTally, ...]:
    results = [r.result for r in rows if r.result is not None]
    tally = []
    for i in range(n):
        wrong = Counter(r.options[i] for r in results
                        if r.right[i] is False and r.options[i] is not None)
        commonest = min(wrong.items(), key=lambda kv: (-kv[1], kv[0])) if wrong else None
        tally.append(QuestionTally(
            i + 1, sum(1 for r in results if r.right[i]), len(results),
            sum(1 for r in results if r.right[i] is not None),
            commonest[0] if commonest else None, commonest[1] if commonest else 0))
    return tuple(tally)

