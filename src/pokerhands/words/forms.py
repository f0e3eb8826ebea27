"""Rank words in every language, with their grammatical forms, and lists joined by "and".

A sentence about a hand names ranks ("a pair of kings", "пара королей", "ζευγάρι ρηγάδες",
"királypár"), and each language needs them in other forms: Russian and Greek decline the
name (case and number), Hungarian adds suffixes and its article (*a király*, *az ász*). The
forms live in the message catalogs, each under a ``pgettext`` context ``"rank:<form>"``
(``"rank:word"``, ``"rank:gen_pl"``...) whose message is the English word (the singular
``"six"`` or the plural ``"sixes"``), so translators keep them in the ``.po``
files like any other message.

:class:`RankWord` is one rank in one language. Its ``str()`` is its default form (the name,
or the plural for a group of cards, or the name with a capital), and its attributes give
the others, so a sentence's template picks the form it needs with ``str.format``:
``"Пара {first.gen_pl}"``. The forms, by attribute:

========== ==================================== ============ ============ =============
attribute  what                                 Russian      Greek        Hungarian
========== ==================================== ============ ============ =============
word       the name (nominative singular)       король       ρήγας        király
pl         the plural                           короли       ρηγάδες      királyok
gen        genitive singular                    короля       ρήγα         királyé
gen_pl     genitive plural                      королей      ρηγάδων      királyoké
acc        accusative singular                  короля       ρήγα         királyt
acc_pl     accusative plural                    королей      ρηγάδες      királyokat
the        with the definite article            король       ο ρήγας      a király
the_pl     the same, plural                     короли       οι ρηγάδες   a királyok
the_acc    the accusative with the article      короля       τον ρήγα     a királyt
the_acc_pl the same, plural                     королей      τους ρηγάδες a királyokat
========== ==================================== ============ ============ =============

An attribute with a capital first letter gives the same form with a capital
(``{first.Word}``, ``{top.The}``). English has no cases: every form is the name or the
plural.

>>> king = RankWord(13, "ru", plural=True)
>>> str(king), king.gen_pl, king.Word
('короли', 'королей', 'Король')
>>> str(RankWord(1, "en")), str(RankWord(14, "hu", capital=True))  # ace low or high
('ace', 'Ász')
>>> "{r.the_acc} / {r.the_acc_pl}".format(r=RankWord(12, "el"))
'την ντάμα / τις ντάμες'
>>> and_list(["ace", "king", "nine"]), and_list(["туз", "король"], "ru")
('ace, king and nine', 'туз и король')
>>> kickers((9, 4)), kickers((9, 4), "hu")
('a nine and a four', 'kilences és négyes')
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from pokerhands.core.cards import Rank
from pokerhands.core.categories import ACE_LOW
from pokerhands.core.language import check_language, get_language, pgettext

__all__ = ["FORMS", "RankWord", "rank_form", "and_list", "rank_list", "kickers"]

FORMS = ("word", "pl", "gen", "gen_pl", "acc", "acc_pl", "the", "the_pl", "the_acc",
         "the_acc_pl")
"""The names of the forms a :class:`RankWord` gives (see the module's table)."""


def _lang(lang: str | None) -> str:
    return get_language() if lang is None else check_language(lang)


def _index(value: int) -> int:
    """The position of a rank value in :class:`~pokerhands.core.cards.Rank` (ace 1 or 14)."""
    return (Rank.ACE if value == ACE_LOW else Rank(value)) - 2


def rank_form(value: int, form: str = "word", lang: str | None = None) -> str:
    """One form (one of :data:`FORMS`) of a rank value's name in ``lang`` (None: the
    language in force), the ace 1 or 14.

    >>> rank_form(6, "gen_pl", "ru"), rank_form(6, "pl"), rank_form(1, "the", "hu")
    ('шестёрок', 'sixes', 'az ász')
    """
    if form not in FORMS:
        raise ValueError(f"unknown form {form!r}: the forms are {', '.join(FORMS)}")
    return _table(_lang(lang), form)[_index(value)]


class RankWord:
    """A rank's name in one language, for a sentence's template (see the module's text).

    ``str()`` gives the plural when ``plural`` (a group of cards: "sixes"), else the name;
    with ``capital``, with a capital first letter ("Seven", where a sentence begins with
    it). Every form of :data:`FORMS` is an attribute, and the same name with a capital
    gives the form with a capital.
    """

    __slots__ = ("value", "lang", "plural", "capital")

    def __init__(self, value: int, lang: str | None = None, *, plural: bool = False,
                 capital: bool = False) -> None:
        self.value = value
        self.lang = _lang(lang)
        self.plural = plural
        self.capital = capital

    def __getattr__(self, name: str) -> str:
        if name[:1].isupper():
            word = rank_form(self.value, name[:1].lower() + name[1:], self.lang)
            return word[:1].upper() + word[1:]
        if name in FORMS:
            return rank_form(self.value, name, self.lang)
        raise AttributeError(f"a rank word has no form {name!r}: the forms are "
                             f"{', '.join(FORMS)}")

    def __str__(self) -> str:
        word = rank_form(self.value, "pl" if self.plural else "word", self.lang)
        return word[:1].upper() + word[1:] if self.capital else word

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"RankWord({str(self)!r}, {self.lang!r})"


def and_list(words: Sequence[str], lang: str | None = None) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"`` in ``lang`` (None: the language in force):
    "и" in Russian, "και" in Greek, "és" in Hungarian; no serial comma, as the book writes.

    >>> and_list(["a", "b", "c"], "el"), and_list(["a", "b"], "hu"), and_list(["a"])
    ('a, b και c', 'a és b', 'a')
    """
    words = [str(w) for w in words]
    if len(words) <= 1:
        return "".join(words)
    # TRANSLATORS: the end of a list, "king, nine and four": {items} the first ones,
    # joined by commas, {last} the last one
    return pgettext("list", "{items} and {last}", lang).format(
        items=", ".join(words[:-1]), last=words[-1])


def rank_list(values: Sequence[int], lang: str | None = None) -> str:
    """The names of rank values separated by commas, as a hand's cards are listed:
    ``"ace, king, nine, six, two"``, ``"туз, король, девятка, шестёрка, двойка"``."""
    return ", ".join(rank_form(v, "word", lang) for v in values)


def kickers(values: Sequence[int], lang: str | None = None) -> str:
    """Kickers in a sentence: in English with their articles, "a nine", "a six and a four",
    "an eight, a three and an ace"; in the other languages their names joined by "and"
    ("девятка и четвёрка"), the sentence around them saying they are kickers."""
    lang = _lang(lang)
    if lang == "en":
        return and_list([f"{Rank(_index(v) + 2).article} {rank_form(v, 'word', lang)}"
                         for v in values],
                        lang)
    return and_list([rank_form(v, "word", lang) for v in values], lang)


@lru_cache(maxsize=None)
def _table(lang: str, form: str) -> tuple[str, ...]:
    return _TABLES[form](lang)


# The forms as messages, one function per form, thirteen ranks each from the two to the ace:
# the literal pgettext calls are what tools/catalogs.py extracts into the catalogs.


def _word(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:word", "two", lang),
        pgettext("rank:word", "three", lang),
        pgettext("rank:word", "four", lang),
        pgettext("rank:word", "five", lang),
        pgettext("rank:word", "six", lang),
        pgettext("rank:word", "seven", lang),
        pgettext("rank:word", "eight", lang),
        pgettext("rank:word", "nine", lang),
        pgettext("rank:word", "ten", lang),
        pgettext("rank:word", "jack", lang),
        pgettext("rank:word", "queen", lang),
        pgettext("rank:word", "king", lang),
        pgettext("rank:word", "ace", lang),
    )


def _pl(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:pl", "twos", lang),
        pgettext("rank:pl", "threes", lang),
        pgettext("rank:pl", "fours", lang),
        pgettext("rank:pl", "fives", lang),
        pgettext("rank:pl", "sixes", lang),
        pgettext("rank:pl", "sevens", lang),
        pgettext("rank:pl", "eights", lang),
        pgettext("rank:pl", "nines", lang),
        pgettext("rank:pl", "tens", lang),
        pgettext("rank:pl", "jacks", lang),
        pgettext("rank:pl", "queens", lang),
        pgettext("rank:pl", "kings", lang),
        pgettext("rank:pl", "aces", lang),
    )


def _gen(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:gen", "two", lang),
        pgettext("rank:gen", "three", lang),
        pgettext("rank:gen", "four", lang),
        pgettext("rank:gen", "five", lang),
        pgettext("rank:gen", "six", lang),
        pgettext("rank:gen", "seven", lang),
        pgettext("rank:gen", "eight", lang),
        pgettext("rank:gen", "nine", lang),
        pgettext("rank:gen", "ten", lang),
        pgettext("rank:gen", "jack", lang),
        pgettext("rank:gen", "queen", lang),
        pgettext("rank:gen", "king", lang),
        pgettext("rank:gen", "ace", lang),
    )


def _gen_pl(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:gen_pl", "twos", lang),
        pgettext("rank:gen_pl", "threes", lang),
        pgettext("rank:gen_pl", "fours", lang),
        pgettext("rank:gen_pl", "fives", lang),
        pgettext("rank:gen_pl", "sixes", lang),
        pgettext("rank:gen_pl", "sevens", lang),
        pgettext("rank:gen_pl", "eights", lang),
        pgettext("rank:gen_pl", "nines", lang),
        pgettext("rank:gen_pl", "tens", lang),
        pgettext("rank:gen_pl", "jacks", lang),
        pgettext("rank:gen_pl", "queens", lang),
        pgettext("rank:gen_pl", "kings", lang),
        pgettext("rank:gen_pl", "aces", lang),
    )


def _acc(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:acc", "two", lang),
        pgettext("rank:acc", "three", lang),
        pgettext("rank:acc", "four", lang),
        pgettext("rank:acc", "five", lang),
        pgettext("rank:acc", "six", lang),
        pgettext("rank:acc", "seven", lang),
        pgettext("rank:acc", "eight", lang),
        pgettext("rank:acc", "nine", lang),
        pgettext("rank:acc", "ten", lang),
        pgettext("rank:acc", "jack", lang),
        pgettext("rank:acc", "queen", lang),
        pgettext("rank:acc", "king", lang),
        pgettext("rank:acc", "ace", lang),
    )


def _acc_pl(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:acc_pl", "twos", lang),
        pgettext("rank:acc_pl", "threes", lang),
        pgettext("rank:acc_pl", "fours", lang),
        pgettext("rank:acc_pl", "fives", lang),
        pgettext("rank:acc_pl", "sixes", lang),
        pgettext("rank:acc_pl", "sevens", lang),
        pgettext("rank:acc_pl", "eights", lang),
        pgettext("rank:acc_pl", "nines", lang),
        pgettext("rank:acc_pl", "tens", lang),
        pgettext("rank:acc_pl", "jacks", lang),
        pgettext("rank:acc_pl", "queens", lang),
        pgettext("rank:acc_pl", "kings", lang),
        pgettext("rank:acc_pl", "aces", lang),
    )


def _the(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:the", "two", lang),
        pgettext("rank:the", "three", lang),
        pgettext("rank:the", "four", lang),
        pgettext("rank:the", "five", lang),
        pgettext("rank:the", "six", lang),
        pgettext("rank:the", "seven", lang),
        pgettext("rank:the", "eight", lang),
        pgettext("rank:the", "nine", lang),
        pgettext("rank:the", "ten", lang),
        pgettext("rank:the", "jack", lang),
        pgettext("rank:the", "queen", lang),
        pgettext("rank:the", "king", lang),
        pgettext("rank:the", "ace", lang),
    )


def _the_pl(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:the_pl", "twos", lang),
        pgettext("rank:the_pl", "threes", lang),
        pgettext("rank:the_pl", "fours", lang),
        pgettext("rank:the_pl", "fives", lang),
        pgettext("rank:the_pl", "sixes", lang),
        pgettext("rank:the_pl", "sevens", lang),
        pgettext("rank:the_pl", "eights", lang),
        pgettext("rank:the_pl", "nines", lang),
        pgettext("rank:the_pl", "tens", lang),
        pgettext("rank:the_pl", "jacks", lang),
        pgettext("rank:the_pl", "queens", lang),
        pgettext("rank:the_pl", "kings", lang),
        pgettext("rank:the_pl", "aces", lang),
    )


def _the_acc(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:the_acc", "two", lang),
        pgettext("rank:the_acc", "three", lang),
        pgettext("rank:the_acc", "four", lang),
        pgettext("rank:the_acc", "five", lang),
        pgettext("rank:the_acc", "six", lang),
        pgettext("rank:the_acc", "seven", lang),
        pgettext("rank:the_acc", "eight", lang),
        pgettext("rank:the_acc", "nine", lang),
        pgettext("rank:the_acc", "ten", lang),
        pgettext("rank:the_acc", "jack", lang),
        pgettext("rank:the_acc", "queen", lang),
        pgettext("rank:the_acc", "king", lang),
        pgettext("rank:the_acc", "ace", lang),
    )


def _the_acc_pl(lang: str) -> tuple[str, ...]:
    return (
        pgettext("rank:the_acc_pl", "twos", lang),
        pgettext("rank:the_acc_pl", "threes", lang),
        pgettext("rank:the_acc_pl", "fours", lang),
        pgettext("rank:the_acc_pl", "fives", lang),
        pgettext("rank:the_acc_pl", "sixes", lang),
        pgettext("rank:the_acc_pl", "sevens", lang),
        pgettext("rank:the_acc_pl", "eights", lang),
        pgettext("rank:the_acc_pl", "nines", lang),
        pgettext("rank:the_acc_pl", "tens", lang),
        pgettext("rank:the_acc_pl", "jacks", lang),
        pgettext("rank:the_acc_pl", "queens", lang),
        pgettext("rank:the_acc_pl", "kings", lang),
        pgettext("rank:the_acc_pl", "aces", lang),
    )

_TABLES = {"word": _word, "pl": _pl, "gen": _gen, "gen_pl": _gen_pl, "acc": _acc, "acc_pl": _acc_pl,
           "the": _the, "the_pl": _the_pl, "the_acc": _the_acc, "the_acc_pl": _the_acc_pl}
