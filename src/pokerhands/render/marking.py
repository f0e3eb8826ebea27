"""A marked class as HTML: the table of students and questions, and the tally per question,
for the class page's results view (on screen and printed).

The values are plain (text, numbers and lists), as
:meth:`pokerhands.exercises.marking.ClassMarks.html` gives them; this module needs nothing
from the exercises layer. A mark never relies on its symbol alone: ✓, ✗ and – carry a
``title`` and the legend under the table says what they mean. Every text is escaped.
"""
from __future__ import annotations

from html import escape
from typing import Mapping, Sequence, cast

from pokerhands.core.language import gettext as _

__all__ = ["marks_html", "SYMBOLS"]

SYMBOLS = {"right": "✓", "wrong": "✗", "none": "–"}
"""The mark shown for a question answered right, wrong and not answered."""


def _mark(state: str, letter: str) -> str:
    title = {"right": _("right"), "wrong": _("wrong"), "none": _("not answered")}[state]
    text = SYMBOLS[state] + (f" {escape(letter)}" if letter else "")
    return f'<td class="ph-mark ph-{state}" title="{escape(title)}">{text}</td>'


def marks_html(about: str, count: int, rows: "Sequence[Mapping[str, object]]",
               tally: "Sequence[Mapping[str, object]]") -> str:
    """The class's results as HTML: a table (student, score, one column per question) and a
    tally (per question: right of marked, the commonest wrong answer).

    Parameters
    ----------
    about : str
        The settings in words, shown as the table's caption.
    count : int
        The number of questions.
    rows : sequence of mapping
        One per pasted line: ``line`` (int), ``name`` and ``code`` (as typed), ``score``
        (int, or None for a refused line), ``cells`` (None for a refused line, else one
        ``(state, letter)`` per question, ``state`` one of ``"right"``, ``"wrong"``,
        ``"none"``, ``letter`` the option chosen or "") and ``error`` (a sentence or "").
    tally : sequence of mapping
        One per question: ``number``, ``right``, ``marked``, ``answered`` (ints),
        ``wrong_letter``, ``wrong_text`` (the commonest wrong option's letter and text, ""
        when unknown) and ``wrong_count``.

    Returns
    -------
    str
        ``<section class="ph-marks">`` holding the two tables and a legend.

    Examples
    --------
    >>> html = marks_html("seed 1", 1, [{"line": 1, "name": "Ana", "code": "X", "score": 1,
    ...                                  "cells": [("right", "B")], "error": ""}],
    ...                   [{"number": 1, "right": 1, "marked": 1, "answered": 1,
    ...                     "wrong_letter": "", "wrong_text": "", "wrong_count": 0}])
    >>> "✓ B" in html and "Ana" in html and "1 of 1" in html
    True
    """
    # (the messages are looked up outside the f-strings, where the catalogs' extractor
    # finds them)
    question_label = _("Q{number}")
    student, score, each = _("Student"), _("Score"), _("Each question")
    question, right, commonest = _("Question"), _("Right"), _("Commonest wrong answer")
    head = "".join(f'<th scope="col">{escape(question_label.format(number=i))}</th>'
                   for i in range(1, count + 1))
    body = []
    for row in rows:
        name = str(row["name"]) or _("(no name)")
        cells = row["cells"]
        error = str(row["error"] or "")
        if cells is None:
            marks = (f'<td class="ph-refused" colspan="{count + 1}">{escape(error)}</td>')
            cls = ' class="ph-refused-row"'
        else:
            marks = (f'<td class="ph-score">{escape(str(row["score"]))}</td>'
                     + "".join(_mark(str(s), str(letter))
                               for s, letter in cast("Sequence[tuple[str, str]]", cells)))
            cls = ""
        note = (f'<tr class="ph-note-row"><td></td><td colspan="{count + 1}">'
                f"{escape(error)}</td></tr>" if cells is not None and error else "")
        body.append(f"<tr{cls}><th scope=\"row\">{escape(name)}</th>{marks}</tr>{note}")
    caption = escape(about)
    table = (f'<table class="ph-marks-table"><caption>{caption}</caption><thead><tr>'
             f'<th scope="col">{escape(student)}</th>'
             f'<th scope="col">{escape(score)}</th>{head}</tr></thead>'
             f'<tbody>{"".join(body)}</tbody></table>')
    legend = escape(_("✓ right, ✗ wrong (with the letter chosen, where the code carries it), "
                      "– not answered."))
    lines = []
    for t in tally:
        of = _("{right} of {marked}").format(right=t["right"], marked=t["marked"])
        if t["wrong_letter"]:
            common = _("{letter} ({text}), chosen by {count}").format(
                letter=t["wrong_letter"], text=t["wrong_text"], count=t["wrong_count"])
        else:
            common = "–"
        lines.append(f'<tr><th scope="row">{escape(question_label.format(number=t["number"]))}'
                     f"</th><td>{escape(of)}</td><td>{escape(common)}</td></tr>")
    tally_table = (f'<table class="ph-tally"><caption>{escape(each)}</caption>'
                   f'<thead><tr><th scope="col">{escape(question)}</th>'
                   f'<th scope="col">{escape(right)}</th>'
                   f'<th scope="col">{escape(commonest)}</th></tr></thead>'
                   f'<tbody>{"".join(lines)}</tbody></table>')
    return (f'<section class="ph-marks">{table}<p class="ph-legend">{legend}</p>'
            f"{tally_table}</section>")
