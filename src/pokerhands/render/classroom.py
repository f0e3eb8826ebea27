"""The printable sheets of a class: the worksheet (questions, no answers, room to write) and
the answer key (each answer with its reasons), as HTML for the class page to print.

``exercises`` are :class:`~pokerhands.exercises.Exercise` values (anything with their
``prompt``, ``kind``, ``hands``, ``board``, ``options``, ``pot``, ``answer_text`` and
``explanation``); this module needs nothing from the exercises layer. The classes the
markup uses (``ph-sheet``, ``ph-question``, ``ph-lines``) are styled by the class page's
stylesheet, which keeps each question on one printed page.
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Iterable, Sequence

from pokerhands.core.language import N_, gettext as _, ngettext, use_language
from pokerhands.render.html import cards_html, question_rows

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.exercises.model import Exercise

__all__ = ["worksheet_html", "answer_key_html", "answer_form", "answer_placeholder", "ANSWER_FORMS"]

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
        letters = "ABCDEFGHIJ"
        mark = "" if answer else '<span class="ph-box" aria-hidden="true"></span>'
        parts.append('<ol class="ph-options" type="A">' + "".join(
            f"<li>{mark}{escape(str(o))}</li>" for o in ex.options) + "</ol>")
        if not answer:
            tick = _("Tick one ({letters}).").format(letters=", ".join(letters[:len(ex.options)]))
            parts.append(f'<p class="ph-hint">{escape(tick)}</p>')
    elif not answer:
        write = _("Write {what}.").format(what=answer_form(ex.kind)[0])
        parts.append(f'<p class="ph-hint">{escape(write)}'
                     '</p><div class="ph-lines" aria-hidden="true">'
                     '<div></div><div></div></div>')
    if answer:
        answer_label, why_label = escape(_("Answer:")), escape(_("Why:"))
        parts.append(f'<p class="ph-key-answer"><strong>{answer_label}</strong> '
                     f"{escape(ex.answer_text)}</p>")
        if ex.explanation:
            parts.append(f"<p><strong>{why_label}</strong></p><ol class=\"ph-why\">"
                         + "".join(
                f"<li>{escape(s)}</li>" for s in ex.explanation) + "</ol>")
    parts.append("</section>")
    return "".join(parts)


def _sheet(title: str, about: str, body: Iterable[str], header: str) -> str:
    return (f'<article class="ph-sheet"><h1>{escape(title)}</h1>'
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
    name, date = escape(_("Name:")), escape(_("Date:"))
    header = (f'<p class="ph-name">{name} <span class="ph-blank"></span> '
              f'{date} <span class="ph-blank ph-short"></span></p>')
    return _sheet(_("Worksheet"), about,
                  (_question(i, ex, answer=False) for i, ex in enumerate(exercises, 1)), header)


def answer_key_html(exercises: "Sequence[Exercise]", about: str) -> str:
    """The answer key of a worksheet: every question again, with its answer and the reasons
    the evaluator gives (the explanation's steps, in order).

    Examples
    --------
    >>> from pokerhands.exercises import exercise_set
    >>> ex = exercise_set(3, n=1)
    >>> ex[0].answer_text in answer_key_html(ex, "seed 3")
    True
    """
    return _sheet(_("Answer key"), about,
                  (_question(i, ex, answer=True) for i, ex in enumerate(exercises, 1)), "")
