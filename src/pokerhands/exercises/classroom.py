"""A class's quiz from a link: the settings a class link may carry, the set they deal, and
the short result code that lets a teacher read a student's score back.

A class link (the teacher's page makes it, see the book's "For teachers" page) carries
data only: ``part``, ``seed``, ``n``, optionally ``rules``, ``view`` and ``code``. They are
read here by :func:`read_settings`, which refuses anything else, before any exercise is
made. Everything a class sees (the questions, the worksheet, the answer key, the meaning of
a result code) is derived from these settings, so no server is needed.

The result code (:mod:`pokerhands.exercises.result_codes`) binds a score to the settings
and to the answers that were right: a question can be claimed right only by someone who
knows its answer. It is a class tool, not cryptography: it stops a student from inventing a
score, editing one, or passing off a code made for other settings, and a mistyped code is
refused; it cannot stop a student who found the answers elsewhere (the key, a friend, the
package itself), nor one who reloads the page and answers again before copying the code.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping
from urllib.parse import parse_qsl

from pokerhands.core.language import (
    LANGUAGES,
    N_,
    gettext as _,
    ngettext,
    use_language,
)
from pokerhands.exercises.answers import and_words
from pokerhands.exercises.dealing import HOUSE_RULES
from pokerhands.exercises.model import Exercise, rules_words
from pokerhands.exercises.sets import exercise_set
from pokerhands.rules import RULES

__all__ = ["PartQuiz", "PARTS", "ClassSettings", "read_settings", "settings_for",
           "MAX_CLASS_QUESTIONS", "MAX_SEED", "VIEWS", "LinkNumber",
           "PART", "SEED", "QUESTIONS", "MAX_QUERY", "link_description", "CODE_ALPHABET",
           "CODE_CHECK_CHARS", "clean_code"]

MAX_CLASS_QUESTIONS = 20
"""The most questions a class link may ask for (a lesson's worth, and what a result code
holds)."""

MAX_SEED = 10 ** 9 - 1
"""The largest seed a class link may carry, nine digits, so that a date such as 20261201
fits."""

VIEWS = ("quiz", "worksheet", "key", "result")
"""What a class link may open, in order the live quiz, the printable worksheet, the
printable answer key, and a result code read back into a score."""

_KEYS = ("part", "seed", "n", "rules", "view", "code")
_LOWS = ("ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better")
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""The letters of a result code, Crockford's base 32, with no I, L, O or U to misread."""
CODE_CHECK_CHARS = 4
"""How many letters of a result code are its check (20 bits)."""
_CODE_LENGTH = (4, 12)  # the shortest and longest code read (dashes and spaces aside)
_CODE_IGNORED = "- "


@dataclass(frozen=True)
class PartQuiz:
    """The quiz that goes with one part of the book: its kinds of question and the ranking
    systems a teacher may choose from.

    Attributes
    ----------
    part : int
        The part's number, 1 to 7.
    title : str
        The part's title in the book.
    kinds : tuple of str
        The kinds of question, asked in turn.
    rules : tuple of str
        The ranking systems (or house rules) a teacher may choose; empty when the part has
        no choice.
    default : str or None
        The ranking system used when the link names none (None: each question draws its
        own from those its kind allows).
    mixed_kinds : tuple of str
        The kinds asked when the link names no ranking system, where they differ from
        ``kinds`` (Part III: without one low system, only the best-low question keeps to
        low systems).
    needs_numpy : bool
        The questions are worked out with the batch evaluator (Part VI), so a live quiz
        needs NumPy in the browser.
    """

    part: int
    title: str
    kinds: tuple[str, ...]
    rules: tuple[str, ...] = ()
    default: "str | None" = None
    mixed_kinds: tuple[str, ...] = ()
    needs_numpy: bool = False

    @property
    def roman(self) -> str:
        """The part's number in Roman numerals, as the book writes it (``"I"`` to ``"VII"``)."""
        return "I II III IV V VI VII".split()[self.part - 1]

    def kinds_for(self, rules: "str | None") -> tuple[str, ...]:
        """The kinds asked under ``rules`` (None: the part's default)."""
        return self.mixed_kinds if rules is None and self.mixed_kinds else self.kinds


PARTS: "dict[int, PartQuiz]" = {q.part: q for q in (
    PartQuiz(1, N_("Cards and the ranking"),
             ("name-hand", "category-order", "which-wins", "order"), default="high"),
    PartQuiz(2, N_("The standard high hands"), ("name-hand", "which-wins", "order", "five-play"),
             default="high"),
    PartQuiz(3, N_("Low hands"), ("best-low", "which-wins", "order"), rules=_LOWS,
             mixed_kinds=("best-low",)),
    PartQuiz(4, N_("Badugi"), ("name-hand", "which-wins", "order", "badugi"), default="badugi"),
    PartQuiz(5, N_("House rules"), ("name-hand", "which-wins", "order"),
             rules=tuple(HOUSE_RULES), default="joker"),
    PartQuiz(6, N_("Odds"), ("outs", "more-likely", "favourite"), needs_numpy=True),
    PartQuiz(7, N_("The games"), ("five-play", "split-pot")),
)}
"""The quiz of each part, as its exercise page asks it (Part III adds which-wins and order
when one low system is chosen)."""


@dataclass(frozen=True)
class ClassSettings:
    """What a class link carries, checked (see :func:`read_settings`).

    Attributes
    ----------
    part : int
        1 to 7 (:data:`PARTS`).
    seed : int
        0 to :data:`MAX_SEED`.
    n : int
        The number of questions, 1 to :data:`MAX_CLASS_QUESTIONS`.
    rules : str or None
        One of the part's choices, or None for its default.
    view : str
        One of :data:`VIEWS`.
    code : str or None
        The result code to read back (``view="result"`` only), upper case, no dashes.
    """

    part: int
    seed: int
    n: int = 7
    rules: "str | None" = None
    view: str = "quiz"
    code: "str | None" = None

    @property
    def quiz(self) -> PartQuiz:
        """The part's quiz."""
        return PARTS[self.part]

    @property
    def ranking(self) -> "str | None":
        """The ranking system the questions keep to, or None when each question draws its
        own."""
        return self.rules if self.rules is not None else self.quiz.default

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of question, asked in turn."""
        return self.quiz.kinds_for(self.rules)

    def exercises(self) -> "list[Exercise]":
        """The set: ``exercise_set(seed, kinds, n, rules=ranking)``, the same on every
        computer."""
        return exercise_set(self.seed, self.kinds, self.n, rules=self.ranking)

    def query(self, view: "str | None" = None, code: "str | None" = None) -> str:
        """The link's query string (without ``?``) for these settings, opening ``view``
        (default: this one's); the inverse of :func:`read_settings`."""
        view = self.view if view is None else view
        pairs: "list[tuple[str, object]]" = [("part", self.part), ("seed", self.seed),
                                             ("n", self.n)]
        if self.rules is not None:
            pairs.append(("rules", self.rules))
        if view != "quiz":
            pairs.append(("view", view))
        code = self.code if code is None and view == "result" else code
        if code:
            pairs.append(("code", code))
        return "&".join(f"{k}={v}" for k, v in pairs)

    def describe(self, lang: "str | None" = None) -> str:
        """The settings in words, e.g. ``"Part I (Cards and the ranking), high rules,
        7 questions, seed 20261201"``.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.
        """
        with use_language(lang):
            questions = ngettext("{n} question", "{n} questions", self.n).format(n=self.n)
            fields = {"part": self.quiz.roman, "title": _(self.quiz.title), "questions": questions,
                      "seed": self.seed}
            if not self.ranking:
                return _("Part {part} ({title}), each question with its own ranking system, "
                         "{questions}, seed {seed}").format(**fields)
            rules = (rules_words(RULES[self.ranking]) if self.ranking in RULES
                     else self.ranking)
            return _("Part {part} ({title}), {rules} rules, {questions}, seed {seed}").format(
                rules=rules, **fields)


def _quote(value: str) -> str:
    return repr(value if len(value) <= 40 else value[:40] + "…")


@dataclass(frozen=True)
class LinkNumber:
    """A whole-number setting of a class link and its range: :func:`read_settings` reads it
    with :meth:`read`, and :func:`link_description` writes the same range for the class page.

    Attributes
    ----------
    name : str
        The setting's name in the link (``"part"``, ``"seed"``, ``"n"``).
    low, high : int
        The smallest and largest value accepted.
    default : int or None
        The value when the link leaves the setting out (None: the link must give it).
    """

    name: str
    low: int
    high: int
    default: "int | None" = None

    @property
    def digits(self) -> int:
        """The most digits a value may have (more is refused before it is read as a
        number)."""
        return len(str(self.high))

    def message(self, value: object, lang: "str | None" = None) -> str:
        """Why ``value`` (as the message should show it) is refused: in ``lang`` (``"en"``,
        ``"ru"``, ``"el"`` or ``"hu"``) when given, else in the language in force.

        >>> QUESTIONS.message(21)
        'n must be a whole number from 1 to 20, got 21'
        """
        with use_language(lang):
            return _("{name} must be a whole number from {low} to {high}, got {value}").format(
                name=self.name, low=self.low, high=f"{self.high:,}", value=value)

    def read(self, text: str) -> int:
        """The value of ``text``; ValueError (naming the setting and quoting ``text``) when
        it is not a whole number of at most :attr:`digits` digits from ``low`` to
        ``high``."""
        if not (text.isascii() and text.isdigit()) or len(text) > self.digits:
            raise ValueError(self.message(_quote(text)))
        value = int(text)
        if not self.low <= value <= self.high:
            raise ValueError(self.message(value))
        return value


PART = LinkNumber("part", 1, len(PARTS))
"""The part a class link names, 1 to 7 (:data:`PARTS`)."""

SEED = LinkNumber("seed", 0, MAX_SEED)
"""The seed a class link carries, 0 to :data:`MAX_SEED`."""

QUESTIONS = LinkNumber("n", 1, MAX_CLASS_QUESTIONS, default=7)
"""The number of questions a class link asks for, 1 to :data:`MAX_CLASS_QUESTIONS` (7 when
left out)."""

MAX_QUERY = 300
"""The longest query string (without ``?``) a class link may have."""


def _rules_message(quiz: PartQuiz, value: object) -> str:
    if quiz.rules:
        return _("rules {value} is not offered in part {part}, which has one of "
                 "{offered}").format(value=value, part=quiz.part, offered=", ".join(quiz.rules))
    return _("rules {value} is not offered in part {part}, which has no choice "
             "of ranking system").format(value=value, part=quiz.part)


def _view_message(value: object) -> str:
    return _("view must be one of {views}; got {value}").format(views=", ".join(VIEWS),
                                                                 value=value)


def _code_message(value: object) -> str:
    return _("code must be 4 to 12 letters and digits (no I, L, O or U), got "
             "{value}").format(value=value)


def _needs_message() -> str:
    return _("a class link needs a part and a seed, e.g. ?part=1&seed=20261201")


def _code_view_message() -> str:
    return _("a code goes with view=result only")


def _result_message() -> str:
    return _("view=result needs the student's code, e.g. &code=3K7Q-XM2A")


def link_description() -> "dict[str, object]":
    """What a class link may carry, as data for the class page's script, which refuses a
    link out of range with it before fetching Python (the book's build writes it to
    ``class/settings.json``). It is made from the very objects :func:`read_settings` checks
    with (:data:`PART`, :data:`SEED`, :data:`QUESTIONS`, :data:`PARTS`, :data:`VIEWS`),
    so the page and the package accept the same links.

    Returns
    -------
    dict
        ``keys`` (the names a link may carry, in the order they are checked),
        ``required``, ``max_length`` (of the query string), ``numbers`` (name, low, high,
        digits, default of each whole-number setting), ``rules`` (each part's choices),
        ``views``, ``code`` (its alphabet, shortest and longest length and the characters
        ignored in it) and ``messages``: for each of the package's languages, the
        refusals' words with ``{value}`` where the refused value goes (a text value quoted
        as ``'value'``, a number out of range as the number).

    Examples
    --------
    >>> d = link_description()
    >>> d["numbers"][0]
    {'name': 'part', 'low': 1, 'high': 7, 'digits': 1, 'default': None}
    >>> d["messages"]["en"]["numbers"]["n"]
    'n must be a whole number from 1 to 20, got {value}'
    """
    numbers = (PART, SEED, QUESTIONS)
    messages = {}
    for lang in LANGUAGES:
        with use_language(lang):
            messages[lang] = {
                "numbers": {x.name: x.message("{value}") for x in numbers},
                "rules": {str(q.part): _rules_message(q, "{value}") for q in PARTS.values()},
                "view": _view_message("{value}"),
                "code": _code_message("{value}"),
                "needs": _needs_message(),
                "code_view": _code_view_message(),
                "result": _result_message(),
            }
    return {
        "keys": list(_KEYS), "required": ["part", "seed"], "max_length": MAX_QUERY,
        "numbers": [{"name": x.name, "low": x.low, "high": x.high, "digits": x.digits,
                     "default": x.default} for x in numbers],
        "rules": {str(q.part): list(q.rules) for q in PARTS.values()},
        "views": list(VIEWS), "result_view": "result",
        "code": {"alphabet": CODE_ALPHABET, "min": _CODE_LENGTH[0], "max": _CODE_LENGTH[1],
                 "ignore": _CODE_IGNORED},
        "messages": messages,
    }


def read_settings(query: "str | Mapping[str, str]") -> ClassSettings:
    """Read a class link's settings, refusing anything else.

    Parameters
    ----------
    query : str or mapping
        The link's query string (``"?part=1&seed=20261201&n=7"``, with or without the
        ``?``) or its pairs as a mapping.

    Returns
    -------
    ClassSettings

    Raises
    ------
    ValueError
        Before any exercise is made, naming the setting and quoting the value: a name that
        is not one of part, seed, n, rules, view and code, or one given twice; a part
        other than 1 to 7; a seed or number of questions that is not a whole number in
        range; a ranking system the part does not offer; a view other than quiz,
        worksheet, key and result; a code without ``view=result`` or one that is not
        4 to 12 letters and digits.

    Examples
    --------
    >>> read_settings("?part=3&seed=20261201&n=5&rules=deuce-to-seven").kinds
    ('best-low', 'which-wins', 'order')
    >>> read_settings("part=1&seed=1&exec=print(1)")
    Traceback (most recent call last):
    ...
    ValueError: a class link carries only part, seed, n, rules, view and code; not 'exec'
    """
    if isinstance(query, str):
        text = query[1:] if query.startswith("?") else query
        if len(text) > MAX_QUERY:
            raise ValueError(_("a class link's settings are a few short values; got {count} "
                               "characters").format(count=len(text)))
        try:
            pairs = parse_qsl(text, keep_blank_values=True, strict_parsing=bool(text),
                              max_num_fields=len(_KEYS))
        except ValueError as exc:
            raise ValueError(_("the class link's settings cannot be read ({reason}): {value}")
                             .format(reason=exc, value=_quote(text))) from None
    elif isinstance(query, Mapping):
        pairs = list(query.items())
    else:
        raise ValueError(_("settings must be a query string or a mapping, got {type}").format(
            type=type(query).__name__))
    found: "dict[str, str]" = {}
    for key, value in pairs:
        if not isinstance(key, str) or key not in _KEYS:
            names = and_words([", ".join(_KEYS[:-1]), _KEYS[-1]])
            raise ValueError(_("a class link carries only {names}; not {value}").format(
                names=names, value=_quote(str(key))))
        if key in found:
            raise ValueError(_("{name} is given twice").format(name=key))
        if not isinstance(value, str):
            raise ValueError(_("{name} must be text, got {type}").format(
                name=key, type=type(value).__name__))
        found[key] = value.strip()
    if "part" not in found or "seed" not in found:
        raise ValueError(_needs_message())
    part = PART.read(found["part"])
    seed = SEED.read(found["seed"])
    n = QUESTIONS.read(found.get("n", str(QUESTIONS.default)))
    quiz = PARTS[part]
    rules = found.get("rules") or None
    if rules is not None and rules not in quiz.rules:
        raise ValueError(_rules_message(quiz, _quote(rules)))
    view = found.get("view", "quiz") or "quiz"
    if view not in VIEWS:
        raise ValueError(_view_message(_quote(view)))
    code = found.get("code")
    if code is not None:
        if view != "result":
            raise ValueError(_code_view_message())
        code = clean_code(code)
    elif view == "result":
        raise ValueError(_result_message())
    return ClassSettings(part, seed, n, rules, view, code)


def settings_for(seed: "int | None", kinds: "str | Iterable[str]", n: int,
                 rules: "str | None" = None) -> "ClassSettings | None":
    """The class link's settings that deal the same set as ``exercise_set(seed, kinds, n,
    rules=rules)``, or None when no part's quiz asks these kinds under these rules (or the
    seed or ``n`` is out of a class link's range). A quiz widget uses it to give its result
    code, which the teachers' page reads back like a class page's.

    >>> settings_for(11, ["name-hand", "category-order", "which-wins", "order"], 7,
    ...              "high").query()
    'part=1&seed=11&n=7'
    >>> settings_for(11, ["order"], 7, "high") is None
    True
    """
    if not (isinstance(seed, int) and 0 <= seed <= MAX_SEED and isinstance(n, int)
            and 1 <= n <= MAX_CLASS_QUESTIONS and (rules is None or isinstance(rules, str))):
        return None
    kinds = (kinds,) if isinstance(kinds, str) else tuple(kinds)
    for quiz in PARTS.values():
        for choice in (None, *quiz.rules):
            settings = ClassSettings(quiz.part, seed, n, choice)
            if settings.kinds == kinds and settings.ranking == rules:
                return settings
    return None

def clean_code(code: str) -> str:
    """A result code as typed (dashes, spaces and lower case allowed), in upper case without
    its dashes and spaces.

    Raises
    ------
    ValueError
        If it is shorter or longer than a code can be, or holds a letter that no code has
        (``I``, ``L``, ``O``, ``U`` or anything outside :data:`CODE_ALPHABET`).
    """
    text = "".join(c for c in code if c not in _CODE_IGNORED).upper()
    low, high = _CODE_LENGTH
    if not low <= len(text) <= high or any(c not in CODE_ALPHABET for c in text):
        raise ValueError(_code_message(_quote(code)))
    return text
