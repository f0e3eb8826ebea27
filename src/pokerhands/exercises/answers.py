"""Reading a student's answer: options, names, hand numbers, cards, ranks and numbers.

The checkers of the kinds share these readers, so that every kind accepts the same
notations: an option by its text, letter or number, the usual nicknames of the categories,
cards in any notation, an order of hands with ``>`` and ``=``, a low by its ranks.
"""
from __future__ import annotations

import re
import unicodedata
from numbers import Integral
from typing import SupportsInt, cast

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, parse_cards
from pokerhands.core.checks import clip
from pokerhands.core.checks import is_whole
from pokerhands.core.language import gettext as _, ngettext, pgettext, quoted
from pokerhands.exercises.model import Exercise
from pokerhands.words.names import CATEGORY_BY_NAME, NICKNAME_READINGS

__all__ = ["MAX_ANSWER", "too_long", "quote", "clip", "is_choice", "whole_token",
           "norm", "option_index", "SYNONYMS", "WHO_WORDS", "EVEN_WORDS", "NUMBER_WORDS",
           "read_order", "answer_cards", "read_cards", "read_ranks", "has_negative",
           "who_word", "read_who", "and_words", "mid_sentence"]


MAX_ANSWER = 200
"""The most characters a typed answer may have (the longest real answer is far shorter)."""


def too_long(answer: object) -> "str | None":
    """Why ``answer`` is too long to be read, or None: text (or the text in a list) over
    :data:`MAX_ANSWER` characters, or a whole number of more digits than that. Checked once,
    where :func:`~pokerhands.exercises.check` first reads an answer, before anything
    converts it.

    Examples
    --------
    >>> too_long("9 outs") is None, too_long("1" * 5000)[:33]
    (True, 'That answer is too long to be one')
    """
    size = _size(answer, 0)
    if size <= MAX_ANSWER:
        return None
    return _("That answer is too long to be one answer (over {limit} characters); give a "
             "short answer, e.g. a number, a name or a few cards.").format(limit=MAX_ANSWER)


def _size(answer: object, depth: int) -> int:
    """The characters an answer holds (a long number counts its digits), without
    converting a huge number to text."""
    if isinstance(answer, str):
        return len(answer)
    if isinstance(answer, Integral) and not isinstance(answer, bool):
        value = abs(int(answer))
        return MAX_ANSWER + 1 if value.bit_length() > 3 * MAX_ANSWER else len(str(value))
    if isinstance(answer, (list, tuple)) and depth < 3:
        total = len(answer)
        for item in answer:
            total += _size(item, depth + 1)
            if total > MAX_ANSWER:
                break
        return total
    return 0


def quote(answer: object, lang: "str | None" = None) -> str:
    """An answer as a message quotes it, cut to 80 characters with "…" as card errors cut
    theirs: text in the quotation marks of ``lang``, by default the language in force
    (:func:`~pokerhands.core.language.quoted`), a number or a list as Python shows it.

    >>> quote("B"), quote(7), quote("B", "hu"), quote("B" * 100)[-3:]
    ("'B'", '7', '„B”', 'BB…')
    """
    if isinstance(answer, str):
        return clip(quoted(answer, lang))
    return clip(repr(answer))


def whole_token(token: str) -> int:
    """A whole number written as digits (``"22"``); raises ValueError naming what was typed
    for anything else (``"22.0"``, ``"1e400"``).

    >>> whole_token("22")
    22
    >>> whole_token("1e400")
    Traceback (most recent call last):
    ...
    ValueError: '1e400' is not a whole number written in digits
    """
    if token.isascii() and token.isdigit():
        return int(token)
    raise ValueError(_("{token} is not a whole number written in digits").format(
        token=quote(token)))


def is_choice(answer: object) -> bool:
    """Whether an answer can name an option: text, or a whole number (a Python or NumPy
    integer, never a boolean)."""
    return isinstance(answer, str) or is_whole(answer)


def norm(text: object) -> str:
    """An answer as lower-case words: every run of other characters becomes one space
    (``"Full-House!"`` reads ``"full house"``). Letters of the book's other alphabets count
    as letters, read without their accents (``"Φουλ Χάους"`` reads ``"φουλ χαουσ"``), so that
    a learner who leaves out an accent is still read.

    >>> norm("Full-House!"), norm("Фулл-хаус"), norm("Kőr")
    ('full house', 'фулл хаус', 'kor')
    """
    folded = unicodedata.normalize("NFD", str(text).casefold())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff]+", " ",
                  unicodedata.normalize("NFC", folded)).strip()


def option_index(ex: Exercise, answer: object) -> "int | None":
    """The option an answer names: its text, its letter (A, B, ...) or its number (1, 2, ...)."""
    if is_whole(answer):
        number = int(cast(SupportsInt, answer))
        return number - 1 if 1 <= number <= len(ex.options) else None
    text = str(answer).strip()
    for i, opt in enumerate(ex.options):
        if norm(text) == norm(opt):
            return i
    letters = "abcdefgh"[:len(ex.options)]
    t = text.lower().rstrip(").").strip()
    if len(t) == 1 and t in letters:
        return letters.index(t)
    if t.isdigit() and 1 <= int(t) <= len(ex.options):
        return int(t) - 1
    return None


SYNONYMS = {
    # the categories' names (words.names.NAMES) and the players' nicknames, from the one
    # table of them that the glossary shows too (words.names.NICKNAMES)
    **{name: category.label.lower() for name, category in CATEGORY_BY_NAME.items()},
    **{norm(name): reading for name, reading in NICKNAME_READINGS.items()},
    # other ways of writing a name
    "a pair": "one pair", "the wheel": "five low", "four card badugi": "badugi",
    "a badugi": "badugi", "3 card hand": "three card hand", "2 card hand": "two card hand",
    "1 card hand": "one card hand", "no low": "no qualifying low", "none": "no qualifying low",
}
"""The names and nicknames of categories and lows, read as (normalised by :func:`norm`) the
names they stand for: "trips" is three of a kind, "boat" a full house, "wheel" a five low."""

WHO_WORDS = {"first": "first", "1": "first", "a": "first", "first hand": "first",
             "hand 1": "first", "player 1": "first", "one": "first", "1st": "first",
             "second": "second", "2": "second", "b": "second", "second hand": "second",
             "hand 2": "second", "player 2": "second", "two": "second", "2nd": "second",
             "tie": "tie", "3": "tie", "c": "tie", "split": "tie", "draw": "tie",
             "equal": "tie", "chop": "tie", "it s a tie": "tie", "a tie": "tie",
             "split pot": "tie", "neither": "tie",
             "hand one": "first", "the first": "first", "1st hand": "first",
             "the first hand": "first", "player one": "first", "first hand wins": "first",
             "hand two": "second", "the second": "second", "2nd hand": "second",
             "the second hand": "second", "player two": "second",
             "second hand wins": "second", "it is a tie": "tie", "they tie": "tie"}
"""The ways of naming the first hand, the second or a tie (normalised by :func:`norm`)."""


def who_word(answer: object) -> "str | None":
    """``"first"``, ``"second"`` or ``"tie"`` for an answer naming one of them in the words
    of the language in force (beyond :data:`WHO_WORDS`, which every language reads), or None.
    """
    text = norm(answer)
    lists = {
        # TRANSLATORS: the words a learner may type for "the first hand wins", separated by
        # commas (case and accents do not matter)
        "first": pgettext("answer words", "first, first hand, hand one"),
        # TRANSLATORS: the same for "the second hand wins"
        "second": pgettext("answer words", "second, second hand, hand two"),
        # TRANSLATORS: the same for "it is a tie"
        "tie": pgettext("answer words", "tie, a tie, split, draw"),
    }
    for who, words in lists.items():
        if text in {norm(w) for w in words.split(",")}:
            return who
    return None


def read_who(ex: Exercise, answer: object, choices: tuple[str, ...]) -> "str | None":
    """Which hand an answer says wins: ``"first"``, ``"second"`` or ``"tie"`` named in words
    (:data:`WHO_WORDS`, then :func:`who_word`), else the entry of ``choices`` (the options'
    meanings in order, such as ``("first", "second", "tie")``) of the option it names by text,
    letter or number; None for neither."""
    who = WHO_WORDS.get(norm(answer)) or who_word(answer)
    if who is None:
        idx = option_index(ex, answer)
        who = choices[idx] if idx is not None else None
    return who


def and_words(items: "list[str]") -> str:
    """Items joined with the language's "and": ``"1 and 2"``, ``"1 and 2 and 3"``."""
    joined = items[0] if items else ""
    for item in items[1:]:
        joined = _("{first} and {second}").format(first=joined, second=item)
    return joined

def mid_sentence(text: str) -> str:
    """A description as it reads inside a sentence, after a comma: its first letter in
    lower case, unless its first word is a symbol or an abbreviation (one letter, or all
    capitals, such as ``"Q-3-2"``).

    >>> mid_sentence("Nine-eight low: nine, eight"), mid_sentence("Q-3-2 low")
    ('nine-eight low: nine, eight', 'Q-3-2 low')
    """
    word = re.split(r"[\s\-,:;(]", text, maxsplit=1)[0]
    if len(word) >= 2 and word.isalpha() and not word.isupper():
        return text[0].lower() + text[1:]
    return text


EVEN_WORDS = {"even", "evens", "equal", "tie", "a tie", "neither", "coin flip", "coinflip",
              "split", "50 50", "the same", "same", "3", "c", "draw"}
"""The ways of saying two hands are even (normalised by :func:`norm`)."""

NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two".split())}
"""Numbers in words, zero to twenty-two (the most outs a hold'em draw has is 21)."""


def read_order(answer: object, n: int) -> list[list[int]]:
    """Groups of hand numbers, best first, from "2 > 1 = 3", "B A C", [2, 1, 3] or
    [[2], [1, 3]] (``n`` hands). Raises ValueError for what cannot be read, saying why and
    quoting what was typed (the reason is a clause: a checker puts it in its sentence, e.g.
    "Could not read the order: …").

    >>> read_order("2 > 1 = 3", 3)
    [[2], [1, 3]]
    >>> read_order("1 > 1 > 9", 3)
    Traceback (most recent call last):
    ...
    ValueError: there is no hand 9 in '1 > 1 > 9' (the hands are 1 to 3)
    """
    groups: list[list[int]] = []
    if isinstance(answer, (list, tuple)):
        for item in answer:
            if isinstance(item, (list, tuple, set, frozenset)):
                groups.append([_hand_number(x, n, answer) for x in item])
            else:
                groups.append([_hand_number(item, n, answer)])
        return groups
    if not isinstance(answer, str):
        raise ValueError(_("{answer} is not an order; write the hand numbers best first, e.g. "
                           "2 > 1 = 3").format(answer=quote(answer)))
    text = re.sub(r"(?i)\bhands?\b", " ", answer)
    worst_first = "<" in text
    if worst_first and ">" in text:
        raise ValueError(_("{answer} has both '>' and '<': use either '>' (best first) or '<' "
                           "(worst first), not both").format(answer=quote(answer)))
    tokens = re.findall(r"\d+|[^\W\d_]+|=", text)
    join = False
    for tok in tokens:
        if tok == "=":
            if not groups:
                raise ValueError(_("{answer} starts with '=', which must join two hands")
                                 .format(answer=quote(answer)))
            join = True
            continue
        number = _hand_number(tok, n, answer)
        if join:
            groups[-1].append(number)
        else:
            groups.append([number])
        join = False
    return groups[::-1] if worst_first else groups


def _hand_number(token: object, n: int, answer: object) -> int:
    if isinstance(token, bool) or type(token).__name__ == "bool_":
        raise ValueError(_("{token} is not a hand number").format(token=quote(token)))
    if is_whole(token):
        number = int(cast(SupportsInt, token))
    elif isinstance(token, str) and token.strip().isdigit():
        number = int(token)
    elif isinstance(token, str) and len(token.strip()) == 1 and "a" <= token.strip().lower() <= "z":
        number = ord(token.strip().lower()) - ord("a") + 1
    elif isinstance(answer, str) and str(token).strip() == answer.strip():
        raise ValueError(_("{token} is not a hand number (1 to {n} or A to {letter})").format(
            token=quote(answer.strip()), n=n, letter=chr(64 + n)))
    else:
        raise ValueError(_("{token} in {answer} is not a hand number (1 to {n} or A to "
                           "{letter})").format(token=quote(token), answer=quote(answer), n=n,
                                               letter=chr(64 + n)))
    if not 1 <= number <= n:
        raise ValueError(_("there is no hand {token} in {answer} (the hands are 1 to {n})").format(
            token=clip(str(token)), answer=quote(answer), n=n))
    return number


def answer_cards(answer: object) -> Cards[Card]:
    """A learner's answer read as cards: text, a card, or a list, tuple or other iterable of
    text and cards (whatever :func:`~pokerhands.core.cards.parse_cards` reads).

    The answer may be of any type (a widget's value, a number, None): ``parse_cards`` reads
    it, in order, and stops at its first fault, so the learner reads the sentence
    ``parse_cards`` gives.

    Raises
    ------
    CardError
        "cannot read cards from ..." for an answer that is not text, a card or a list of them
        (None, bytes, a dict, a number), "... is not a card (in ...)" for an item of a list
        that is neither, and every error of ``parse_cards`` (a misread token, a duplicate,
        a joker).

    Examples
    --------
    >>> answer_cards(["As", "Kd"])
    As Kd
    >>> answer_cards(7)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: cannot read cards from 7; give a string such as 'As Kd' ...
    """
    # parse_cards reads an answer of any type in order and stops at its first fault
    return parse_cards(cast("CardsLike", answer))


def read_cards(ex: Exercise, answer: object) -> Cards[Card]:
    """The cards an answer names (read by :func:`answer_cards`), each of them among the cards
    the exercise shows (raises ValueError, saying why they cannot be read or which are not
    among them)."""
    try:
        cards = answer_cards(answer)
    except CardError as exc:
        raise ValueError(str(exc)) from None
    strangers = [c for c in cards if c not in ex.cards]
    if strangers:
        raise ValueError(ngettext("{cards} is not among these cards",
                                  "{cards} are not among these cards", len(strangers))
                         .format(cards=Cards(strangers)))
    return cards


_RANK_WORDS = {w: i for i, w in enumerate(
    ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
     "king", "ace"], 2)}

def read_ranks(text: str) -> list[int]:
    """Rank symbols or words in order: "7-5-4-2-A", "7542A", "seven five four two ace"."""
    out: list[int] = []
    for tok in re.findall(r"10|[2-9]|[a-z]+", text.lower()):
        if tok in _RANK_WORDS:
            out.append(_RANK_WORDS[tok])
        elif tok in ("low", "high", "and", "the"):
            continue
        elif tok.isdigit():
            out.append(int(tok))
        elif set(tok) <= set("tjqka"):
            out += [{"t": 10, "j": 11, "q": 12, "k": 13, "a": 14}[ch] for ch in tok]
        else:
            raise ValueError(_("{token} is not a rank").format(token=quote(tok)))
    return out


def has_negative(answer: object) -> bool:
    """Whether an answer holds a negative number (a minus sign before a digit)."""
    if isinstance(answer, (list, tuple)):
        return any(has_negative(a) for a in answer)
    if isinstance(answer, float):
        return answer < 0
    if isinstance(answer, Integral) and not isinstance(answer, bool) \
            and type(answer).__name__ != "bool_":
        return int(cast(SupportsInt, answer)) < 0
    return isinstance(answer, str) and re.search(r"(^|[\s,(\[:])-\s*\d", answer) is not None
