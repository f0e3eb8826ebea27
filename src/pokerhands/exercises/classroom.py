"""A class's quiz from a link: the settings a class link may carry, the set they deal, the
names and the teacher's word that codes and the answer key's lock are bound to.

A class link (the teacher's page makes it, see the book's "For teachers" page) carries
data only: ``part``, ``seed``, ``n``, and optionally ``rules``, ``view``, ``lang`` and
``lock``. They are read here by :func:`read_settings`, which refuses anything else with a
whole sentence, before any exercise is made; :func:`link_description` writes the same rules
for the class page's script, which refuses a bad link before fetching Python. Everything a
class sees (the questions, the worksheet, the answer key, the meaning of a result code) is
derived from these settings, so no server is needed. Each part's quiz (:data:`PARTS`) is
declared in :mod:`pokerhands.exercises.class_parts`.

A student's name is read by :func:`name_key` (letters and digits only, case and spacing
aside), which a result code (:mod:`pokerhands.exercises.result_codes`) binds, so that a
copied code does not read back under another name. The answer key is behind the teacher's
word: the link carries only its lock (:func:`key_lock`, 20 bits of a hash of the word and
the settings), which keeps the key out of a student's casual reach (editing the link), not
out of reach of anyone who runs the package. The result code is a class tool, not
cryptography: it stops a student from inventing a score, editing one, passing off a code
made for other settings or copying a classmate's; it cannot stop a student who found the
answers elsewhere (the key, a friend, the package itself).
"""
from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass
from typing import Iterable, Mapping
from urllib.parse import parse_qsl

from pokerhands.core.language import (
    LANGUAGES,
    N_,
    QUOTE_MARKS,
    gettext as _,
    ngettext,
    quoted,
    use_language,
)
from pokerhands.exercises.answers import and_words
from pokerhands.exercises.class_parts import PARTS, PartQuiz
from pokerhands.exercises.model import Exercise, rules_words
from pokerhands.exercises.sets import exercise_set
from pokerhands.render.html import number_text
from pokerhands.rules import RULES

__all__ = ["PartQuiz", "PARTS", "ClassSettings", "read_settings", "settings_for",
           "MAX_CLASS_QUESTIONS", "MAX_SEED", "VIEWS", "LinkNumber", "shown_value",
           "PART", "SEED", "QUESTIONS", "MAX_QUERY", "link_description", "CODE_ALPHABET",
           "CODE_CHECK_CHARS", "CODE_LENGTH", "LOCK_LENGTH", "MAX_OPTIONS", "MAX_NAME",
           "MIN_WORD", "name_key", "student_name", "key_lock", "base32"]

MAX_CLASS_QUESTIONS = 20
"""The most questions a class link may ask for (a lesson's worth, and what a result code
holds)."""

MAX_SEED = 10 ** 9 - 1
"""The largest seed a class link may carry, nine digits, so that a date such as 20261201
fits."""

VIEWS = ("quiz", "worksheet", "key", "results")
"""What a class link may open, in order the live quiz, the printable worksheet, the
printable answer key (behind the teacher's word, see :func:`key_lock`), and the results
view, where a teacher pastes the class's names and codes to mark them."""

_KEYS = ("part", "seed", "n", "rules", "view", "lang", "lock")
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""The letters of a result code and of a key's lock, Crockford's base 32, with no I, L, O or
U to misread."""
CODE_CHECK_CHARS = 4
"""How many letters of a result code are its check (20 bits)."""
LOCK_LENGTH = 4
"""How many letters a key's lock has (20 bits, see :func:`key_lock`)."""
MAX_OPTIONS = 4
"""The most options a question of a class set may have (a result code keeps, for each
question with options, which one was chosen first: ``MAX_OPTIONS + 2`` states)."""
MAX_NAME = 40
"""The most letters and digits a student's name may have (counted by :func:`name_key`)."""
MIN_WORD = 4
"""The fewest letters and digits a teacher's word may have (counted by :func:`name_key`)."""


def _width(count: int) -> int:
    """How many base-32 characters write every number below ``count`` (at least one)."""
    width = 1
    while 32 ** width < count:
        width += 1
    return width


CODE_LENGTH = (_width(3) + CODE_CHECK_CHARS,
               _width((MAX_OPTIONS + 2) ** MAX_CLASS_QUESTIONS) + CODE_CHECK_CHARS)
"""The shortest and the longest result code, dashes and spaces aside, in characters; the
shortest holds one question without options, the longest :data:`MAX_CLASS_QUESTIONS`
questions of :data:`MAX_OPTIONS` options."""
_CODE_IGNORED = "- "


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
    lang : str
        The language of every word on the page, one of
        :data:`~pokerhands.core.language.LANGUAGES` (``"en"`` when the link names none).
    lock : str or None
        The answer key's lock (:data:`LOCK_LENGTH` characters of :data:`CODE_ALPHABET`,
        :func:`key_lock` of the teacher's word), or None; ``view="key"`` needs one.
    """

    part: int
    seed: int
    n: int = 7
    rules: "str | None" = None
    view: str = "quiz"
    lang: str = "en"
    lock: "str | None" = None

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

    @property
    def deal_seed(self) -> int:
        """The seed the set is dealt from, which is the link's seed or, when the link carries
        a lock, one made from the seed and the lock. So a link with a lock of a student's own
        making deals other questions, and a key it opens is no use."""
        if self.lock is None:
            return self.seed
        digest = hashlib.sha256(f"pokerhands-set|{self.seed}|{self.lock}".encode()).digest()
        return int.from_bytes(digest[:4], "big") % (MAX_SEED + 1)

    def exercises(self) -> "list[Exercise]":
        """The set: ``exercise_set(deal_seed, kinds, n, rules=ranking)``, the same on every
        computer."""
        return exercise_set(self.deal_seed, self.kinds, self.n, rules=self.ranking)

    def set_query(self, lock: bool = True) -> str:
        """What identifies the set, ``part=…&seed=…&n=…``, ``&rules=…`` when the link names
        a ranking system and ``&lock=…`` when it carries one (the lock changes the set, see
        :attr:`deal_seed`): a result code's check is made from it, the key's lock from it
        without the lock (``lock=False``), never from the view or the language.

        >>> ClassSettings(3, 20261206, 8, "ace-to-five", lang="ru").set_query()
        'part=3&seed=20261206&n=8&rules=ace-to-five'
        """
        query = f"part={self.part}&seed={self.seed}&n={self.n}"
        query = query if self.rules is None else f"{query}&rules={self.rules}"
        return f"{query}&lock={self.lock}" if lock and self.lock else query

    def query(self, view: "str | None" = None) -> str:
        """The link's query string (without ``?``) for these settings, opening ``view``
        (default: this one's); the inverse of :func:`read_settings`. Every key is written
        in the link's order, except a view of ``quiz`` and a language of ``en`` (the
        defaults), so that the key's link is the class link and ``&view=key``.

        >>> ClassSettings(1, 5, lang="el", lock="3K7Q").query(view="key")
        'part=1&seed=5&n=7&view=key&lang=el&lock=3K7Q'
        """
        view = self.view if view is None else view
        pairs = [self.set_query(lock=False)]
        if view != "quiz":
            pairs.append(f"view={view}")
        if self.lang != "en":
            pairs.append(f"lang={self.lang}")
        if self.lock is not None:
            pairs.append(f"lock={self.lock}")
        return "&".join(pairs)

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


def _quote(value: str, lang: "str | None" = None) -> str:
    return quoted(value if len(value) <= 40 else value[:40] + "…", lang)


def shown_value(text: str, lang: "str | None" = None) -> str:
    """A link's value as a refusal shows it: digits as they are, anything else quoted
    in the quotation marks of ``lang``, by default the language in force
    (:func:`~pokerhands.core.language.quoted`: ``'…'`` in English, «…» in Russian); cut at
    40 characters with "…". The class page's script shows them the same way
    (:func:`link_description` says how).

    >>> shown_value("500"), shown_value("-1"), shown_value("-1", "ru")
    ('500', "'-1'", '«-1»')
    """
    if text.isascii() and text.isdigit():
        return text if len(text) <= 40 else text[:40] + "…"
    return _quote(text, lang)


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
    words : str
        The refusal, in English (looked up in the catalogs where it is used), naming the
        setting as the teacher's form names it, with ``{low}``, ``{high}`` and ``{value}``.
    """

    name: str
    low: int
    high: int
    default: "int | None" = None
    words: str = ""

    @property
    def digits(self) -> int:
        """The most digits a value may have (more is refused before it is read as a
        number)."""
        return len(str(self.high))

    def message(self, value: object, lang: "str | None" = None) -> str:
        """Why ``value`` (as the message should show it, see :func:`shown_value`) is
        refused: in ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) when given, else in
        the language in force.

        >>> QUESTIONS.message(21)[47:]
        'from 1 to 20; the link has 21. Ask your teacher for the class link.'
        """
        with use_language(lang):
            # the range as the language writes numbers (999 999 999 in Hungarian)
            return _(self.words).format(low=number_text(self.low), high=number_text(self.high),
                                        value=value)

    def read(self, text: str) -> int:
        """The value of ``text``; ValueError (naming the setting and quoting ``text``) when
        it is not a whole number of at most :attr:`digits` digits from ``low`` to
        ``high``."""
        if not (text.isascii() and text.isdigit()) or len(text) > self.digits \
                or not self.low <= int(text) <= self.high:
            raise ValueError(self.message(shown_value(text)))
        return int(text)


PART = LinkNumber("part", 1, len(PARTS), words=N_(
    "The part must be a whole number from {low} to {high}; the link has {value}. Ask your "
    "teacher for the class link."))
"""The part a class link names, 1 to 7 (:data:`PARTS`)."""

SEED = LinkNumber("seed", 0, MAX_SEED, words=N_(
    "The seed must be a whole number from {low} to {high}; the link has {value}. Ask your "
    "teacher for the class link."))
"""The seed a class link carries, 0 to :data:`MAX_SEED`."""

QUESTIONS = LinkNumber("n", 1, MAX_CLASS_QUESTIONS, default=7, words=N_(
    "The number of questions must be a whole number from {low} to {high}; the link has "
    "{value}. Ask your teacher for the class link."))
"""The number of questions a class link asks for, 1 to :data:`MAX_CLASS_QUESTIONS` (7 when
left out)."""

MAX_QUERY = 300
"""The longest query string (without ``?``) a class link may have."""


def _rules_message(quiz: PartQuiz, value: object) -> str:
    if quiz.rules:
        return _("The ranking system {value} is not offered in Part {part}, which offers "
                 "{offered}. Ask your teacher for the class link.").format(
            value=value, part=quiz.roman, offered=", ".join(quiz.rules))
    return _("Part {part} has no choice of ranking system, but the link names {value}. Ask "
             "your teacher for the class link.").format(value=value, part=quiz.roman)


def _view_message(value: object) -> str:
    return _("The link must open one of {views}; it asks for {value}. Ask your teacher for "
             "the class link.").format(views=", ".join(VIEWS), value=value)


def _lang_message(value: object) -> str:
    return _("The language must be one of {langs}; the link has {value}. Ask your teacher "
             "for the class link.").format(langs=", ".join(LANGUAGES), value=value)


def _lock_message(value: object) -> str:
    return _("The answer key's lock must be {length} letters and digits without I, L, O or "
             "U; the link has {value}. Make the links again on the teachers' page.").format(
        length=LOCK_LENGTH, value=value)


def _key_lock_message() -> str:
    return _("This answer key needs the teacher's word; make the links on the teachers' page "
             "with a word.")


def _needs_message() -> str:
    return _("A class link needs a part and a seed, such as ?part=1&seed=20261201. Ask your "
             "teacher for the link, or make one on the teachers' page.")


def link_description() -> "dict[str, object]":
    """What a class link may carry, as data for the class page's script, which refuses a
    link out of range with it before fetching Python (the book's build writes it to
    ``class/settings.json``). It is made from the very objects :func:`read_settings` checks
    with (:data:`PART`, :data:`SEED`, :data:`QUESTIONS`, :data:`PARTS`, :data:`VIEWS`,
    :data:`~pokerhands.core.language.LANGUAGES`), so the page and the package accept the
    same links.

    Returns
    -------
    dict
        ``keys`` (the names a link may carry, in the order they are checked),
        ``required``, ``max_length`` (of the query string), ``numbers`` (name, low, high,
        digits, default of each whole-number setting), ``rules`` (each part's choices),
        ``views``, ``langs``, ``lock`` (its ``alphabet`` and ``length``), ``code`` (a
        result code's alphabet, shortest and longest length and the characters ignored in
        it), ``value`` (how a refused value is shown: ``digits`` as they are, else
        quoted, cut at ``max`` characters with "…"; ``marks``, each language's quotation
        marks, as :func:`~pokerhands.core.language.quoted` writes them: English as Python's
        ``repr``) and ``messages``: for each of
        the package's languages, the refusals' whole sentences with ``{value}`` where the
        refused value goes (``numbers``, ``rules`` by part, ``view``, ``lang``, ``lock``,
        ``key_lock`` for a key without a lock, ``needs`` for a link without a part or a
        seed).

    Examples
    --------
    >>> d = link_description()
    >>> d["numbers"][0]
    {'name': 'part', 'low': 1, 'high': 7, 'digits': 1, 'default': None}
    >>> d["messages"]["en"]["numbers"]["n"][:44]
    'The number of questions must be a whole numb'
    """
    numbers = (PART, SEED, QUESTIONS)
    messages = {}
    for lang in LANGUAGES:
        with use_language(lang):
            messages[lang] = {
                "numbers": {x.name: x.message("{value}") for x in numbers},
                "rules": {str(q.part): _rules_message(q, "{value}") for q in PARTS.values()},
                "view": _view_message("{value}"),
                "lang": _lang_message("{value}"),
                "lock": _lock_message("{value}"),
                "key_lock": _key_lock_message(),
                "needs": _needs_message(),
            }
    return {
        "keys": list(_KEYS), "required": ["part", "seed"], "max_length": MAX_QUERY,
        "numbers": [{"name": x.name, "low": x.low, "high": x.high, "digits": x.digits,
                     "default": x.default} for x in numbers],
        "rules": {str(q.part): list(q.rules) for q in PARTS.values()},
        "views": list(VIEWS), "langs": list(LANGUAGES),
        "lock": {"alphabet": CODE_ALPHABET, "length": LOCK_LENGTH},
        "code": {"alphabet": CODE_ALPHABET, "min": CODE_LENGTH[0], "max": CODE_LENGTH[1],
                 "ignore": _CODE_IGNORED},
        "value": {"digits": "as typed", "other": "quoted", "max": 40,
                  "marks": {lang: list(QUOTE_MARKS[lang]) for lang in LANGUAGES}},
        "messages": messages,
    }


def _ask() -> str:
    return _("Ask your teacher for the class link.")


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
        Before any exercise is made, a whole sentence naming the setting and quoting the
        value (see :func:`shown_value`): a name that is not one of part, seed, n, rules,
        view, lang and lock, or one given twice; a part other than 1 to 7; a seed or
        number of questions that is not a whole number in range; a ranking system the part
        does not offer; a view other than quiz, worksheet, key and results; a language the
        book does not speak; a lock that is not :data:`LOCK_LENGTH` characters of
        :data:`CODE_ALPHABET`; ``view=key`` without a lock.

    Examples
    --------
    >>> read_settings("?part=3&seed=20261201&n=5&rules=deuce-to-seven").kinds
    ('best-low', 'which-wins', 'order')
    >>> read_settings("part=1&seed=1&exec=print(1)")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: A class link carries only part, seed, n, ..., lang and lock; this one has 'exec'...
    """
    if isinstance(query, str):
        text = query[1:] if query.startswith("?") else query
        if len(text) > MAX_QUERY:
            raise ValueError(_("A class link's settings are a few short values; this one has "
                               "{count} characters.").format(count=len(text)) + " " + _ask())
        try:
            pairs = parse_qsl(text, keep_blank_values=True, strict_parsing=bool(text),
                              max_num_fields=len(_KEYS))
        except ValueError:
            raise ValueError(_("The class link's settings cannot be read: {value}.").format(
                value=_quote(text)) + " " + _ask()) from None
    elif isinstance(query, Mapping):
        pairs = list(query.items())
    else:
        raise ValueError(_("Settings must be a query string or a mapping, not {type}.").format(
            type=type(query).__name__))
    found: "dict[str, str]" = {}
    for key, value in pairs:
        if not isinstance(key, str) or key not in _KEYS:
            names = and_words([", ".join(_KEYS[:-1]), _KEYS[-1]])
            raise ValueError(_("A class link carries only {names}; this one has {value}.")
                             .format(names=names, value=_quote(str(key))) + " " + _ask())
        if key in found:
            raise ValueError(_("The link gives {name} twice.").format(name=key) + " " + _ask())
        if not isinstance(value, str):
            raise ValueError(_("The link's {name} must be text, not {type}.").format(
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
        raise ValueError(_rules_message(quiz, shown_value(rules)))
    view = found.get("view", "quiz") or "quiz"
    if view not in VIEWS:
        raise ValueError(_view_message(shown_value(view)))
    lang = found.get("lang", "en") or "en"
    if lang not in LANGUAGES:
        raise ValueError(_lang_message(shown_value(lang)))
    lock = found.get("lock") or None
    if lock is not None and (len(lock) != LOCK_LENGTH
                             or any(c not in CODE_ALPHABET for c in lock)):
        raise ValueError(_lock_message(shown_value(lock)))
    if view == "key" and lock is None:
        raise ValueError(_key_lock_message())
    return ClassSettings(part, seed, n, rules, view, lang, lock)


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


# --- names and the teacher's word ---------------------------------------------------------

def name_key(text: str) -> str:
    """A name (or a teacher's word) as the codes and the lock read it: without accents
    (NFKD, combining marks dropped, then NFKC), lower case, a Greek final sigma as σ, then
    only the letters and digits (Unicode categories L and N). So spacing, punctuation, case
    and accents do not matter: "ana kovacs" is "Ana Kovács", and "ΣΟΦΙΑ" is "Σοφία" (the
    order of the words does; marking a class tries a name's words in every order, see
    :func:`pokerhands.exercises.marking.mark_class`). The teachers' form's script computes
    the same: ``t.normalize("NFKD").replace(/\\p{Mn}/gu, "").normalize("NFKC")
    .toLowerCase().replaceAll("ς", "σ").replace(/[^\\p{L}\\p{N}]/gu, "")``.

    >>> name_key("Ana K."), name_key("ana k"), name_key("ΣΟΦΙΑ") == name_key("Σοφία")
    ('anak', 'anak', True)
    """
    if not isinstance(text, str):
        raise ValueError(_("A name must be text, not {type}.").format(type=type(text).__name__))
    bare = "".join(c for c in unicodedata.normalize("NFKD", text)
                   if unicodedata.category(c) != "Mn")
    folded = unicodedata.normalize("NFKC", bare).lower().replace("ς", "σ")
    return "".join(c for c in folded if unicodedata.category(c)[0] in "LN")


def student_name(text: str) -> str:
    """A student's name as typed, checked: its :func:`name_key` (what a result code binds).

    Raises
    ------
    ValueError
        A whole sentence quoting ``text`` when it has no letter or digit, or more than
        :data:`MAX_NAME` of them.

    Examples
    --------
    >>> student_name("  Chloé B. ")
    'chloeb'
    """
    key = name_key(text)
    if not key:
        raise ValueError(_("Type your name or initials: a name needs at least one letter or "
                           "digit."))
    if len(key) > MAX_NAME:
        raise ValueError(_("A name needs 1 to {most} letters or digits; {value} has {count}.")
                         .format(most=MAX_NAME, value=_quote(text.strip()), count=len(key)))
    return key


def key_lock(word: str, settings: ClassSettings) -> str:
    """The answer key's lock for the teacher's ``word`` and these settings: the first 20
    bits of sha256(``"pokerhands-key|" + settings.set_query(lock=False) + "|" +
    name_key(word)``)
    in :data:`CODE_ALPHABET`, :data:`LOCK_LENGTH` characters. The class link carries the
    lock; the key opens for a word whose lock is the link's.

    Raises
    ------
    ValueError
        A whole sentence quoting ``word`` when it has fewer than :data:`MIN_WORD` letters
        and digits.

    Examples
    --------
    >>> key_lock("Pink Elephant", ClassSettings(1, 20261201)) == key_lock(
    ...     "pink-elephant!", ClassSettings(1, 20261201, view="key", lang="hu"))
    True
    """
    key = name_key(word)
    if len(key) < MIN_WORD:
        raise ValueError(_("The teacher's word needs at least {least} letters or digits; "
                           "{value} has {count}.").format(least=MIN_WORD,
                                                          value=_quote(word.strip()),
                                                          count=len(key)))
    digest = hashlib.sha256(f"pokerhands-key|{settings.set_query(lock=False)}|{key}".encode()
                            ).digest()
    return base32(int.from_bytes(digest[:4], "big") >> (32 - 5 * LOCK_LENGTH), LOCK_LENGTH)


def base32(value: int, width: int) -> str:
    """``value`` in :data:`CODE_ALPHABET`, most significant first, ``width`` characters.

    >>> base32(31, 2)
    '0Z'
    """
    return "".join(CODE_ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(width)))
