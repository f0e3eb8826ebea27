"""English words about hands: the helpers of English sentences.

A rank's word with its article ("an eight", "a king"), English lists joined with "and"
(:func:`and_list`; :func:`pokerhands.words.forms.and_list` joins in the language in force),
the English fields of the describing templates (:func:`describe_fields`). The sentences
about a hand in every language (:func:`~pokerhands.words.hands.describe_value` and the
functions beside it) are in :mod:`pokerhands.words.hands`, which this module re-exports
under their old names; the
category names and describing templates are in
:data:`~pokerhands.core.categories.CATEGORY_TABLE`; the names of hands in other languages
are in :mod:`pokerhands.words.names`.

Rank values are 2..14 with the ace 14, or 1 where the ace plays below the two (lowball,
Badugi; :data:`~pokerhands.core.categories.ACE_LOW`).
"""
from __future__ import annotations

from typing import Sequence

from pokerhands.core.cards import Rank
from pokerhands.core.categories import ACE_LOW, CategoryRecord
from pokerhands.words.hands import (describe_badugi, describe_high, describe_low,
                                    describe_value, describe_wild)

__all__ = ["rank_word", "rank_plural", "rank_symbol", "indefinite_article", "with_article",
           "rank_with_article",
           "and_list", "list_words", "kickers", "describe_value", "describe_high",
           "describe_low", "describe_fields", "describe_badugi", "describe_wild"]


def rank_word(value: int) -> str:
    """The English name of a rank value, the ace being either 1 or 14: ``"ace"``, ``"ten"``."""
    return Rank.ACE.word if value == ACE_LOW else Rank(value).word


def rank_plural(value: int) -> str:
    """The plural of a rank value's name: ``"sixes"``, ``"aces"`` (ace 1 or 14)."""
    return Rank.ACE.plural if value == ACE_LOW else Rank(value).plural


def rank_symbol(value: int) -> str:
    """The one-character label of a rank value: ``"A"``, ``"T"``... (ace 1 or 14)."""
    return "A" if value == ACE_LOW else Rank(value).label


def indefinite_article(phrase: str) -> str:
    """``"an"`` before a vowel sound, ``"a"`` otherwise: an ace, an eight, an Omaha hand,
    an ace-to-five hand; a one-card hand, a unique hand, a high card.

    >>> [indefinite_article(w) for w in ("eight low", "one-card hand", "flush")]
    ['an', 'a', 'a']
    """
    word = phrase.strip().lower()
    if word.startswith(("one", "uni", "use", "eu")):
        return "a"
    return "an" if word[:1] in ("a", "e", "i", "o", "u") else "a"


def with_article(rank: Rank) -> str:
    """A rank's name with its article: ``"an eight"``, ``"a king"``."""
    return f"{rank.article} {rank.word}"


def rank_with_article(value: int) -> str:
    """:func:`with_article` for a rank value, the ace either 1 or 14."""
    return with_article(Rank.ACE if value == ACE_LOW else Rank(value))


def and_list(words: Sequence[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"`` (no serial comma, as the book writes)."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def list_words(ranks: Sequence[Rank]) -> str:
    """Ranks' names separated by commas: ``"ace, king, nine, six, two"``."""
    return ", ".join(r.word for r in ranks)


def describe_fields(record: CategoryRecord, key: Sequence[int]) -> dict[str, str]:
    """The fields of a category's describing templates
    (:attr:`~pokerhands.core.categories.CategoryRecord.describe_fields`) for a tie-break key
    of rank values (ace 1 or 14): ``top``, ``next``, ``cards``, the groups' plurals
    ``first`` and ``second``, and the ``kickers``.

    >>> from pokerhands.core.categories import Category
    >>> describe_fields(Category.FULL_HOUSE.record, (6, 13))["second"]
    'kings'
    """
    words = [rank_word(r) for r in key]
    fields = {"top": words[0].capitalize()}
    if len(words) > 1:  # a straight's key is its top card alone
        fields.update(next=words[1], cards=", ".join(words))
    groups = record.groups
    for name, rank in zip(("first", "second"), key[:groups]):
        fields[name] = rank_plural(rank)
    if groups and 1 in record.shape:
        fields["kickers"] = kickers(key[groups:])
    return fields


def kickers(values: Sequence[int]) -> str:
    """Kickers in a sentence: "a nine", "a six and a four", "an eight, a three and an ace"
    (rank values, the ace either 1 or 14)."""
    return and_list([rank_with_article(v) for v in values])
