"""The printable sheets of a class: the worksheet (questions, no answers, room to write) and
the answer key (each answer with its reasons), as HTML for the class page to print.

``exercises`` are :class:`~pokerhands.exercises.Exercise` values (anything with their
``prompt``, ``kind``, ``hands``, ``board``, ``options``, ``pot``, ``answer_text`` and
``explanation``); this module needs nothing from the exercises layer. The classes the
markup uses (``ph-sheet``, ``ph-question``, ``ph-lines``, ``ph-strip``) are styled by the class
page's stylesheets (``class.css`` on screen, ``class-print.css`` on paper, which keeps each
question on one printed page); each sheet also carries the words of its printed pages' margins
(the name line, the settings and the page number, from the second page on) as a small print
style of its own.
"""
from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING, Iterable, Sequence

from pokerhands.core.language import N_, gettext as _, ngettext, use_language
from pokerhands.render.html import cards_html, question_rows

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.exercises.model import Exercise

__all__ = ["worksheet_html", "answer_key_html", "answer_form", "answer_placeholder", "ANSWER_FORMS",
           "LETTERS", "answer_letter", "answer_strip"]

#: The letters of a question's options, as the worksheet's tick boxes and the key name them.
LETTERS = "ABCDEFGHIJ"

#: How the answer to each kind of question without options is given: what to give, and an
#: example. The worksheet, the class page and the quiz widget all word their hints from it.
#: What to give is in English (``N_``): :func:`answer_form` gives it in the language in force.
ANSWER_FORMS = {
    "five-play": (N_("the five cards that play"), "As Kd Qh Jc 9s"),
    "badugi": (N_("the cards that count"), "As 2d 3h"),
    # the question itself says whether some hands are equal, and how to join them with "="
    # (D14: a hint about "=" beside "No two of them are equal." contradicted it)
    "order": (N_("the hands' numbers, best first"), "2 > 1 > 3"),
    "split-pot": (N_("each player's chips"), "60, 40"),
    "outs": (N_("the number of outs"), "9"),
}


def answer_form(kind: str, lang: "str | None" = None) -> tuple[str, str]:
    """What to give for ``kind`` in ``lang`` (by default the language in force), and an example
    ("" if none)."""
    with use_language(lang):
        what, example = ANSWER_FORMS.get(kind, (N_("your answer"), ""))
        return _(what), example


def answer_placeholder(kind: str, *, cards: bool = False) -> str:
    """The hint in an answer box for a question of ``kind`` without options, e.g. ``"click
    or type the five cards that play, e.g. As Kd Qh Jc 9s"`` (``cards``: the cards can
    be clicked)."""
    what, example = answer_form(kind)
    if not example:
        return _("click or type {what}").format(what=what) if cards else what
    return (_("click or type {what}, e.g. {example}") if cards
            else _("{what}, e.g. {example}")).format(what=what, example=example)


def answer_letter(ex: "Exercise") -> str:
    """The letter to tick for a question with options (``"B"`` when the answer is the second
    option), or ``""`` for a question without options.

    Raises
    ------
    ValueError
        If the question has options and its answer (``answer_text``) is none of them.

    >>> from pokerhands.exercises import make_exercise
    >>> ex = make_exercise("which-wins", 5, rules="high")
    >>> [str(o) for o in ex.options][LETTERS.index(answer_letter(ex))] == ex.answer_text
    True
    """
    if not ex.options:
        return ""
    shown = [str(o) for o in ex.options]
    if ex.answer_text not in shown:
        raise ValueError(f"the answer {ex.answer_text!r} is none of the options {shown!r}")
    return LETTERS[shown.index(ex.answer_text)]


def answer_strip(exercises: "Sequence[Exercise]") -> list[tuple[int, str]]:
    """Each question's number and its short answer, for the strip at the top of the key: the
    letter to tick where there are options, else the answer as written without spaces around
    ``>`` and ``=`` (``"1>3>2"``).

    >>> from pokerhands.exercises import exercise_set
    >>> [n for n, _a in answer_strip(exercise_set(3, n=3))]
    [1, 2, 3]
    """
    strip = []
    for number, ex in enumerate(exercises, 1):
        short = answer_letter(ex) or " ".join(ex.answer_text.split())
        for sign in (">", "="):
            short = short.replace(f" {sign} ", sign)
        strip.append((number, short))
    return strip


def _question(number: int, ex: "Exercise", *, answer: bool) -> str:
    # (the messages are looked up outside the f-strings, where the catalogs' extractor finds
    # them)
    title = escape(_("Question {number}").format(number=number))
    parts = [f'<section class="ph-question"><h2>{title}</h2>', f"<p>{escape(ex.prompt)}</p>"]
    for label, cards in question_rows(ex):
        parts.append(f'<div class="ph-row"><span class="ph-label">{escape(label)}:</span>'
                     f"{cards_html(cards)}</div>")
    if ex.pot is not None:
        pot = ngettext("Pot: {chips} chips", "Pot: {chips} chips", ex.pot).format(chips=ex.pot)
        parts.append(f"<p>{escape(pot)}</p>")
    if ex.options:
        mark = "" if answer else '<span class="ph-box" aria-hidden="true"></span>'
        parts.append('<ol class="ph-options" type="A">' + "".join(
            f"<li>{mark}{escape(str(o))}</li>" for o in ex.options) + "</ol>")
        if not answer:
            tick = _("Tick one ({letters}).").format(letters=", ".join(LETTERS[:len(ex.options)]))
            parts.append(f'<p class="ph-hint">{escape(tick)}</p>')
    elif not answer:
        write = _("Write {what}.").format(what=answer_form(ex.kind)[0])
        parts.append(f'<p class="ph-hint">{escape(write)}'
                     '</p><div class="ph-lines" aria-hidden="true">'
                     '<div></div><div></div></div>')
    if answer:
        answer_label, why_label = escape(_("Answer:")), escape(_("Why:"))
        letter = answer_letter(ex)
        given = (_("{letter} — {answer}").format(letter=letter, answer=ex.answer_text) if letter
                 else ex.answer_text)
        parts.append(f'<p class="ph-key-answer"><strong>{answer_label}</strong> '
                     f"{escape(given)}</p>")
        if ex.explanation:
            parts.append(f'<p class="ph-why-label"><strong>{why_label}</strong></p><ol class="ph-why">'
                         + "".join(
                f"<li>{escape(s)}</li>" for s in ex.explanation) + "</ol>")
    parts.append("</section>")
    return "".join(parts)


def _css_string(text: str) -> str:
    # a CSS string: its quotes and backslashes escaped, and "<" written as an escape, so that
    # no text can close the <style> element it sits in
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\3C ")
    return '"' + re.sub(r"\s+", " ", body) + '"'


def _page_number() -> str:
    # "Page {page} of {pages}" as CSS content: the words quoted, the numbers as counters
    out, text = [], _("Page {page} of {pages}")
    for piece in text.replace("{pages}", "\0pages\0").replace("{page}", "\0page\0").split("\0"):
        if piece in ("page", "pages"):
            out.append(f"counter({piece})")
        elif piece:
            out.append(_css_string(piece))
    return " ".join(out)


def _margins(top: str, about: str) -> str:
    """The printed pages' margins: ``top`` at the top left from the second page on (the first
    has the sheet's own heading), the settings at the bottom left and the page number at the
    bottom right of every page (``@page`` margin boxes; browsers without them print the first
    page's heading only)."""
    return ("<style>@media print { @page { "
            f"@top-left {{ content: {_css_string(top)}; }} "
            f"@bottom-left {{ content: {_css_string(about)}; }} "
            f"@bottom-right {{ content: {_page_number()}; }} }} "
            "@page :first { @top-left { content: none; } } }</style>")


def _sheet(title: str, about: str, body: Iterable[str], header: str, top: str, kind: str) -> str:
    return (f'<article class="ph-sheet {kind}">{_margins(top, about)}<h1>{escape(title)}</h1>'
            f'<p class="ph-about">{escape(about)}</p>{header}{"".join(body)}</article>')


def worksheet_html(exercises: "Sequence[Exercise]", about: str) -> str:
    """A worksheet: a line for the name and the date, then every question with its cards
    and options (a box to tick) or lines to write on; no answers.

    Parameters
    ----------
    exercises : sequence of Exercise
        The questions, numbered from 1.
    about : str
        The settings in words (part, rules, number of questions, seed), printed under the
        title so that the key can be matched to the sheet.

    Examples
    --------
    >>> from pokerhands.exercises import exercise_set
    >>> html = worksheet_html(exercise_set(3, n=2), "seed 3")
    >>> "Name:" in html and "Question 2" in html and "Answer:" not in html
    True
    """
    name, group, date = _("Name:"), _("Class:"), _("Date:")
    header = (f'<p class="ph-name">{escape(name)} <span class="ph-blank"></span> '
              f'{escape(group)} <span class="ph-blank ph-short"></span> '
              f'{escape(date)} <span class="ph-blank ph-short"></span></p>')
    blank = "_" * 22
    top = f"{name} {blank}   {group} {blank[:10]}"
    return _sheet(_("Worksheet"), about,
                  (_question(i, ex, answer=False) for i, ex in enumerate(exercises, 1)), header,
                  top, "ph-worksheet")


def answer_key_html(exercises: "Sequence[Exercise]", about: str) -> str:
    """The answer key of a worksheet: a strip of every answer at the top (the letter to tick,
    or the short answer: ``answer_strip``), then every question again, with its answer
    (``"B — Full house"`` where there are options) and the reasons the evaluator gives (the
    explanation's steps, in order).

    Examples
    --------
    >>> from pokerhands.exercises import exercise_set
    >>> ex = exercise_set(3, n=1)
    >>> ex[0].answer_text in answer_key_html(ex, "seed 3")
    True
    """
    label = escape(_("Answers at a glance:"))
    strip = (f'<p class="ph-strip"><strong>{label}</strong> ' + " · ".join(
        f'<span><b>{n}</b>\u00a0{escape(short)}</span>' for n, short in answer_strip(exercises))
        + "</p>")
    return _sheet(_("Answer key"), about,
                  (_question(i, ex, answer=True) for i, ex in enumerate(exercises, 1)), strip,
                  _("Answer key"), "ph-answer-key")
