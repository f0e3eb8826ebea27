"""The result code of a class's quiz: a short code that binds a student's answers to the
class link's settings and to the student's name, and reads them back for the teacher.

:func:`result_code` makes it when a set is done; :func:`read_result` reads it, with the
settings of the class link (:func:`pokerhands.exercises.classroom.read_settings`) and the
name the student typed, into a :class:`ClassResult`; :func:`pokerhands.exercises.marking.mark_class`
reads a whole class's codes at once.

A code holds one state per question, as a mixed-radix number in Crockford's base 32: for a
question with ``k`` options, 0 = not answered, 1 = wrong (which option unknown), ``2 + i`` =
option ``i`` chosen first (radix ``k + 2``); for a question without options, 0 = not
answered, 1 = wrong, 2 = right (radix 3). Question 1 is the lowest digit. Then come four
check characters: the first 20 bits of sha256(``"pokerhands-class|" + set_query + "|name:"
+ name_key(name)`` and, for each question ``i``, ``"|i:"`` and its English answer if it was
right, else its state). So a question can be claimed right only by someone who knows its
answer, and a code does not read back under another name or other settings. It is a class
tool, not cryptography: it cannot stop a student who found the answers elsewhere (the key, a
friend, the package itself), and one code in about a million fits any name by chance.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Sequence, Union

from pokerhands.core.language import (
    get_language,
    gettext as _,
    ngettext,
    pgettext,
    quoted,
    use_language,
)
from pokerhands.exercises.answers import and_words
from pokerhands.exercises.classroom import (
    CODE_ALPHABET,
    CODE_CHECK_CHARS,
    CODE_LENGTH,
    MAX_OPTIONS,
    ClassSettings,
    base32,
    name_key,
)
from pokerhands.exercises.model import Exercise
from pokerhands.exercises.sets import check, make_exercise
from pokerhands.words.english import and_list

__all__ = ["Answered", "ClassResult", "CodeLayout", "code_layout", "result_code",
           "read_result", "clean_code", "quoted_code"]

_IGNORED = "- "


@dataclass(frozen=True)
class Answered:
    """A student's first answer to one question, as a result code keeps it.

    Attributes
    ----------
    right : bool or None
        Whether the first answer was right; None when the question was not answered.
    option : int or None
        The option chosen first (0 for A), for a question with options; None when unknown
        or when the question has no options.
    """

    right: "bool | None" = None
    option: "int | None" = None


@dataclass(frozen=True)
class ClassResult:
    """A student's answers read back from a result code.

    Attributes
    ----------
    right : tuple of (bool or None)
        For each question in order, whether the student's first answer was right (None:
        not answered).
    options : tuple of (int or None)
        For each question, the option chosen first (0 for A) where the code carries it,
        else None (a question without options, one not answered, or a code made without
        the option, e.g. by a quiz widget). Left out, it is all None.
    """

    right: "tuple[bool | None, ...]"
    options: "tuple[int | None, ...]" = ()

    def __post_init__(self) -> None:
        if not self.options:
            object.__setattr__(self, "options", (None,) * len(self.right))

    @property
    def score(self) -> int:
        """The number of questions answered right."""
        return sum(1 for r in self.right if r)

    @property
    def wrong(self) -> "list[int]":
        """The numbers (from 1) of the questions answered wrong."""
        return [i for i, r in enumerate(self.right, 1) if r is False]

    @property
    def skipped(self) -> "list[int]":
        """The numbers (from 1) of the questions not answered."""
        return [i for i, r in enumerate(self.right, 1) if r is None]

    def describe(self, lang: "str | None" = None) -> str:
        """The score in words, e.g. ``"5 of 7 right (questions right: 1, 2, 4, 6 and 7)"``: in
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


@dataclass(frozen=True)
class CodeLayout:
    """What reading and writing the codes of one set needs, worked out once (a class's
    thirty codes share it).

    Attributes
    ----------
    set_query : str
        :meth:`~pokerhands.exercises.classroom.ClassSettings.set_query` of the settings.
    options : tuple of int
        How many options each question has (0: none).
    right_options : tuple of (int or None)
        The right option of each question with options (0 for A), else None.
    answers : tuple of str
        Each question's answer in English (what the check binds).
    """

    set_query: str
    options: tuple[int, ...]
    right_options: "tuple[int | None, ...]"
    answers: tuple[str, ...]

    @property
    def radices(self) -> tuple[int, ...]:
        """The number of states of each question (``k + 2`` with ``k`` options, else 3)."""
        return tuple(k + 2 if k else 3 for k in self.options)

    @property
    def width(self) -> int:
        """How many characters hold the states (the rest of a code is its check)."""
        count, width = 1, 1
        for r in self.radices:
            count *= r
        while 32 ** width < count:
            width += 1
        return width


def code_layout(settings: ClassSettings,
                exercises: "Sequence[Exercise] | None" = None) -> CodeLayout:
    """The :class:`CodeLayout` of the set these settings deal (``exercises`` if already made).

    Raises
    ------
    ValueError
        When ``exercises`` does not hold ``settings.n`` questions, or a question has more
        than :data:`~pokerhands.exercises.classroom.MAX_OPTIONS` options or not exactly one
        right option.
    """
    exercises = settings.exercises() if exercises is None else exercises
    if len(exercises) != settings.n:
        raise ValueError(_("The set has {given} questions, but the settings ask for {count}.")
                         .format(given=len(exercises), count=settings.n))
    right_options: "list[int | None]" = []
    for ex in exercises:
        if len(ex.options) > MAX_OPTIONS:
            raise ValueError(f"a class question has at most {MAX_OPTIONS} options; "
                             f"{ex.kind} has {len(ex.options)}")
        right = [i for i, o in enumerate(ex.options) if check(ex, o).correct]
        if ex.options and len(right) != 1:
            raise ValueError(f"a {ex.kind} question must have exactly one right option")
        right_options.append(right[0] if right else None)
    return CodeLayout(settings.set_query(), tuple(len(ex.options) for ex in exercises),
                      tuple(right_options), tuple(_english_answer(ex) for ex in exercises))


def _english_answer(ex: Exercise) -> str:
    """The answer in English, whatever the exercise's language: a code is the same in every
    language."""
    if ex.lang == "en":
        return ex.answer_text
    with use_language("en"):
        return make_exercise(ex.kind, ex.seed, rules=ex.rules, game=ex.game).answer_text


def _digest(layout: CodeLayout, name: str, states: Sequence[int]) -> int:
    # each question answered right enters with its answer, which only someone who found the
    # answer knows; the settings and the name bind the code to this set and this student
    h = hashlib.sha256(f"pokerhands-class|{layout.set_query}|name:{name_key(name)}".encode())
    for i, state in enumerate(states):
        h.update(f"|{i + 1}:{layout.answers[i] if _is_right(layout, i, state) else state}"
                 .encode())
    return int.from_bytes(h.digest()[:4], "big") >> (32 - 5 * CODE_CHECK_CHARS)


def _is_right(layout: CodeLayout, i: int, state: int) -> bool:
    right = layout.right_options[i]
    return state == 2 + right if right is not None else state == 2


def _state(layout: CodeLayout, i: int, item: object) -> int:
    if isinstance(item, Answered):
        right, option = item.right, item.option
    elif item is None or isinstance(item, bool) or type(item).__name__ == "bool_":
        right, option = (None if item is None else bool(item)), None
    else:
        raise ValueError(_("Question {number}: give True, False, None or an Answered, not "
                           "{value}.").format(number=i + 1, value=repr(item)[:40]))
    k, good = layout.options[i], layout.right_options[i]
    if right is None and option is None:
        return 0
    if option is not None:
        if not (isinstance(option, int) and 0 <= option < k):
            raise ValueError(_("Question {number} has {count} options; option {value} is not "
                               "one of them.").format(number=i + 1, count=k, value=option))
        if right is not None and right != (option == good):
            raise ValueError(_("Question {number}: option {value} and right={right} disagree.")
                             .format(number=i + 1, value=option, right=right))
        return 2 + option
    if good is not None:
        return 2 + good if right else 1
    return 2 if right else 1


StateLike = Union[Answered, bool, None]


def result_code(settings: ClassSettings, states_or_right: "Sequence[StateLike]",
                exercises: "Sequence[Exercise] | None" = None, *, name: str = "",
                layout: "CodeLayout | None" = None) -> str:
    """The result code of a set: each question's first answer, with a check that binds it
    to the settings, to the student's name and to the answers of the questions right.

    Parameters
    ----------
    settings : ClassSettings
    states_or_right : sequence of Answered, bool or None
        For each of the ``settings.n`` questions, an :class:`Answered`, or the old form: True
        (right), False (not right, which option unknown), None (not answered).
    exercises : sequence of Exercise, optional
        The set, if already made (``settings.exercises()`` otherwise).
    name : str
        The name the student typed ("" for none, as a quiz widget gives); only its
        :func:`~pokerhands.exercises.classroom.name_key` counts.
    layout : CodeLayout, optional
        The set's layout, if already worked out (:func:`code_layout`).

    Returns
    -------
    str
        Groups of four characters from Crockford's base 32 joined by dashes, e.g.
        ``"3K7-Q2MA"``: first the states, then 20 bits of check.

    Raises
    ------
    ValueError
        When ``states_or_right`` does not hold one entry per question, or an entry is not
        one of the forms above (an option out of range, an option that disagrees with
        ``right``).

    Examples
    --------
    >>> from pokerhands.exercises.classroom import read_settings
    >>> s = read_settings("part=1&seed=20261201&n=7")
    >>> code = result_code(s, [True, True, False, True, None, True, True], name="Ana")
    >>> read_result(s, code, name="ana").describe()
    '5 of 7 right (questions right: 1, 2, 4, 6 and 7)'
    """
    items = list(states_or_right)
    if len(items) != settings.n:
        raise ValueError(_("A code needs one answer per question ({count}); {given} were "
                           "given.").format(count=settings.n, given=len(items)))
    layout = code_layout(settings, exercises) if layout is None else layout
    states = [_state(layout, i, item) for i, item in enumerate(items)]
    value = 0
    for state, radix in zip(reversed(states), reversed(layout.radices)):
        value = value * radix + state
    text = base32(value, layout.width) + base32(_digest(layout, name, states),
                                                 CODE_CHECK_CHARS)
    head = len(text) % 4 or 4
    return "-".join([text[:head]] + [text[i:i + 4] for i in range(head, len(text), 4)])


def quoted_code(code: str) -> str:
    """A code as a message quotes it: as typed (spaces around it aside), in quotes, cut at
    30 characters.

    >>> quoted_code(" 7s-xmy7 ")
    "'7s-xmy7'"
    """
    text = code.strip()
    return quoted(text if len(text) <= 30 else text[:30] + "…")


def clean_code(code: str) -> str:
    """A result code as typed (dashes, spaces and lower case allowed), in upper case without
    its dashes and spaces.

    Raises
    ------
    ValueError
        A whole sentence quoting the code as typed, if it is shorter or longer than a code
        can be (:data:`~pokerhands.exercises.classroom.CODE_LENGTH`), or holds a letter that
        no code has (``I``, ``L``, ``O``, ``U`` or anything outside ``CODE_ALPHABET``).
    """
    if not isinstance(code, str):
        raise ValueError(_("A result code is text, not {type}.").format(type=type(code).__name__))
    text = "".join(c for c in code if c not in _IGNORED).upper()
    low, high = CODE_LENGTH
    if not low <= len(text) <= high or any(c not in CODE_ALPHABET for c in text):
        raise ValueError(_("The code {value} cannot be a result code: a code has {low} to "
                           "{high} letters and digits, without I, L, O or U.").format(
            value=quoted_code(code), low=low, high=high))
    return text


def read_result(settings: ClassSettings, code: str,
                exercises: "Sequence[Exercise] | None" = None, *, name: str = "",
                layout: "CodeLayout | None" = None) -> ClassResult:
    """Turn a result code back into the student's answers, for the same settings and name.

    Parameters
    ----------
    settings : ClassSettings
    code : str
        As typed: dashes, spaces and lower case do not matter.
    exercises : sequence of Exercise, optional
        The set, if already made.
    name : str
        The name the student typed (only its ``name_key`` counts: "Ana K." reads a code
        made for "ana k").
    layout : CodeLayout, optional
        The set's layout, if already worked out (:func:`code_layout`).

    Raises
    ------
    ValueError
        A whole sentence quoting the code as typed: when it is malformed, has the wrong
        length for these settings, or does not belong to this name and these settings (a
        code for another seed, part, number of questions or name, or one with a character
        changed).
    """
    text = clean_code(code)
    layout = code_layout(settings, exercises) if layout is None else layout
    width = layout.width
    if len(text) != width + CODE_CHECK_CHARS:
        raise ValueError(ngettext(
            "The code {value} has {length} letters and digits, but a code for these settings "
            "has {chars}: check the code and the class link.",
            "The code {value} has {length} letters and digits, but a code for these settings "
            "has {chars}: check the code and the class link.",
            width + CODE_CHECK_CHARS).format(value=quoted_code(code), length=len(text),
                                             chars=width + CODE_CHECK_CHARS))
    value = 0
    for c in text[:width]:
        value = value * 32 + CODE_ALPHABET.index(c)
    states = []
    for radix in layout.radices:
        value, state = divmod(value, radix)
        states.append(state)
    check_value = 0
    for c in text[width:]:
        check_value = check_value * 32 + CODE_ALPHABET.index(c)
    if value or check_value != _digest(layout, name, states):
        raise ValueError(_("The code {value} does not fit this name and these settings: check "
                           "the name, the code and the class link.").format(
            value=quoted_code(code)))
    right: "list[bool | None]" = []
    options: "list[int | None]" = []
    for i, state in enumerate(states):
        right.append(None if state == 0 else _is_right(layout, i, state))
        options.append(state - 2 if layout.options[i] and state >= 2 else None)
    return ClassResult(tuple(right), tuple(options))
