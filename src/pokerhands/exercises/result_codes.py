"""The result code of a class's quiz: a short code that binds a student's score to the class
link's settings and to the answers that were right, and reads it back for the teacher.

:func:`result_code` makes it when a set is done; :func:`read_result` reads it, with the
settings of the class link (:func:`pokerhands.exercises.classroom.read_settings`), into a
:class:`ClassResult`. It is a class tool, not cryptography: it stops a student from
inventing a score, editing one, or passing off a code made for other settings, and a
mistyped code is refused; it cannot stop a student who found the answers elsewhere (the
key, a friend, the package itself).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Sequence

from pokerhands.core.language import (
    get_language,
    gettext as _,
    ngettext,
    pgettext,
    use_language,
)
from pokerhands.exercises.answers import and_words
from pokerhands.exercises.classroom import (
    CODE_ALPHABET,
    CODE_CHECK_CHARS,
    ClassSettings,
    clean_code,
)
from pokerhands.exercises.model import Exercise
from pokerhands.exercises.sets import make_exercise
from pokerhands.words.english import and_list

__all__ = ["ClassResult", "result_code", "read_result"]


def _quote(value: str) -> str:
    return repr(value if len(value) <= 40 else value[:40] + "…")


@dataclass(frozen=True)
class ClassResult:
    """A score read back from a result code.

    Attributes
    ----------
    right : tuple of bool
        For each question in order, whether the student's first answer was right.
    """

    right: tuple[bool, ...]

    @property
    def score(self) -> int:
        """The number of questions answered right."""
        return sum(self.right)

    def describe(self, lang: "str | None" = None) -> str:
        """The score in words, e.g. ``"5 of 7 right (questions 1, 2, 4, 6 and 7)"``: in
        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) when given, else in the language in
        force."""
        numbers = [str(i) for i, ok in enumerate(self.right, 1) if ok]
        with use_language(lang):
            if get_language() == "en":
                which = and_list(numbers) or "none"
            else:
                which = (and_words([", ".join(numbers[:-1]), numbers[-1]]) if len(numbers) > 1
                         else "".join(numbers)) or pgettext("answers named", "none")
            return _("{score} of {total} right (questions right: {which})").format(
                score=self.score, total=len(self.right), which=which)



def _digest(settings: ClassSettings, exercises: Sequence[Exercise], right: Sequence[bool]) -> int:
    # each question claimed right enters with its answer, which only someone who found the
    # answer knows; the settings bind the code to this set
    h = hashlib.sha256(f"pokerhands-class|{settings.query(view='quiz')}".encode())
    for i, (ex, ok) in enumerate(zip(exercises, right), 1):
        h.update(f"|{i}:{_english_answer(ex) if ok else '-'}".encode())
    return int.from_bytes(h.digest()[:4], "big") >> (32 - 5 * CODE_CHECK_CHARS)


def _english_answer(ex: Exercise) -> str:
    """The answer in English, whatever the exercise's language: a code is the same in every
    language."""
    if ex.lang == "en":
        return ex.answer_text
    with use_language("en"):
        return make_exercise(ex.kind, ex.seed, rules=ex.rules, game=ex.game).answer_text


def _base32(value: int, width: int) -> str:
    return "".join(CODE_ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(width)))


def _mask_chars(n: int) -> int:
    return max(1, -(-n // 5))


def result_code(settings: ClassSettings, right: Sequence[bool],
                exercises: "Sequence[Exercise] | None" = None) -> str:
    """The result code of a set: which questions the first answers got right, with a check
    that binds it to the settings and to those questions' answers.

    Parameters
    ----------
    settings : ClassSettings
    right : sequence of bool
        For each of the ``settings.n`` questions, whether the first answer was right (a
        question not answered counts as not right).
    exercises : sequence of Exercise, optional
        The set, if already made (``settings.exercises()`` otherwise).

    Returns
    -------
    str
        Groups of four characters from Crockford's base 32 joined by dashes, e.g.
        ``"0Z-3K7Q"``: first the questions right, then 20 bits of check.

    Raises
    ------
    ValueError
        When ``right`` does not hold one entry per question.

    Examples
    --------
    >>> from pokerhands.exercises.classroom import read_settings
    >>> s = read_settings("part=1&seed=20261201&n=7")
    >>> code = result_code(s, [True, True, False, True, False, True, True])
    >>> read_result(s, code).describe()
    '5 of 7 right (questions right: 1, 2, 4, 6 and 7)'
    """
    right = [bool(r) for r in right]
    if len(right) != settings.n:
        raise ValueError(_("right must hold one entry per question ({count}), got {given}")
                         .format(count=settings.n, given=len(right)))
    exercises = settings.exercises() if exercises is None else exercises
    mask = sum(1 << i for i, ok in enumerate(right) if ok)
    text = _base32(mask, _mask_chars(settings.n)) + _base32(
        _digest(settings, exercises, right), CODE_CHECK_CHARS)
    return _group(text)


def _group(text: str) -> str:
    head = len(text) % 4 or 4
    return "-".join([text[:head]] + [text[i:i + 4] for i in range(head, len(text), 4)])


def read_result(settings: ClassSettings, code: str,
                exercises: "Sequence[Exercise] | None" = None) -> ClassResult:
    """Turn a result code back into the score, for the same settings.

    Raises
    ------
    ValueError
        When the code is malformed, or does not belong to these settings (a code for
        another seed, part or number of questions, or one with a character changed): the
        message says to check the seed and the code.
    """
    text = clean_code(code)
    width = _mask_chars(settings.n)
    if len(text) != width + CODE_CHECK_CHARS:
        raise ValueError(ngettext(
            "a code for {questions} questions has {chars} character; {value} has {length}",
            "a code for {questions} questions has {chars} characters; {value} has {length}",
            width + CODE_CHECK_CHARS).format(questions=settings.n, chars=width + CODE_CHECK_CHARS,
                                         value=_quote(code), length=len(text)))
    mask = 0
    for c in text[:width]:
        mask = mask * 32 + CODE_ALPHABET.index(c)
    if mask >> settings.n:
        raise ValueError(_("the code {value} does not fit these settings; check the seed, "
                           "the part and the code").format(value=_quote(code)))
    right = tuple(bool(mask >> i & 1) for i in range(settings.n))
    exercises = settings.exercises() if exercises is None else exercises
    check = 0
    for c in text[width:]:
        check = check * 32 + CODE_ALPHABET.index(c)
    if check != _digest(settings, exercises, right):
        raise ValueError(_("the code {value} does not fit these settings; check the seed, "
                           "the part and the code").format(value=_quote(code)))
    return ClassResult(right)
