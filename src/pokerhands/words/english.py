"""English sentences about hands, in one place.

Every sentence helper the package uses lives here: a rank's word with its article ("an
eight", "a king"), lists joined with "and", the value of a hand in words under each ranking
(:func:`describe_value`), and the words the low games use. The category names and the
sentences that describe a hand of each category are templates in
:data:`~pokerhands.core.categories.CATEGORY_TABLE`, which this module fills; the names
of hands in other languages are in :mod:`pokerhands.words.names`.

Rank values are 2..14 with the ace 14, or 1 where the ace plays below the two (lowball,
Badugi; :data:`~pokerhands.core.categories.ACE_LOW`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from pokerhands.core.cards import Card, Joker, Rank
from pokerhands.core.categories import ACE_LOW, BadugiSize, Category, CategoryRecord, Ranking

if TYPE_CHECKING:  # pragma: no cover - HandValue.describe calls this module
    from pokerhands.core.values import HandValue

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


def describe_value(value: HandValue) -> str:
    """A hand value in words under its own ranking, with what each wild card became;
    :meth:`pokerhands.core.values.HandValue.describe` returns this for English."""
    if value.rules.ranking is Ranking.BADUGI:
        words = describe_badugi(value.category, value.key)  # type: ignore[arg-type]
    elif value.rules.ranking is Ranking.LOWBALL:
        words = describe_low(value)
    else:
        words = describe_high(value)
    if value.wild:
        words += " — " + describe_wild(value.wild)
    return words


def describe_wild(wild: Sequence[tuple[Card | Joker, Card]]) -> str:
    """What each wild card stands for: ``"joker as A♣, 2♥ as itself"``."""
    return ", ".join(f"{'joker' if w.rank is None else str(w)} as {'itself' if c == w else c}"
                     for w, c in wild)


def describe_high(value: HandValue) -> str:
    """A high hand in words, e.g. ``"Full house, sixes over kings"``, ``"Five-high straight
    (wheel)"`` (the usual English names collected in the encyclopedia list): the category's
    :attr:`~pokerhands.core.categories.CategoryRecord.describe_high` template, or a named
    one for particular top cards, filled by :func:`describe_fields`."""
    assert isinstance(value.category, Category)  # every high hand has a category
    record = value.category.record
    return record.describe_template(value.key).format(**describe_fields(record, value.key))


def describe_low(value: "HandValue") -> str:
    """A low hand in the games' own words: "Seven-five low: seven, five, four, two, ace",
    "The wheel: ...", "Number one: ..." (7-5-4-3-2 in deuce-to-seven), "No qualifying low";
    the category's :attr:`~pokerhands.core.categories.CategoryRecord.describe_low` template
    or a named one, filled by :func:`describe_fields`."""
    c, k, rules = value.category, value.key, value.rules
    if c is None:
        assert rules.qualifier is not None  # only a qualifier leaves a hand with no low
        return f"No qualifying low (no five different ranks of {rank_word(rules.qualifier)} or lower)"
    assert isinstance(c, Category)  # lowball hands have a category or none
    template = c.record.describe_template(k, low=True, ace_high=rules.ace_high)
    return template.format(**describe_fields(c.record, k))


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


def describe_badugi(size: BadugiSize, key: tuple[int, ...]) -> str:
    """"Four-card badugi, eight-five" (named by its top two cards); "Three-card hand
    4-2-A"; "One-card hand, ace"."""
    if size is BadugiSize.BADUGI:
        return f"Four-card badugi, {rank_word(key[0])}-{rank_word(key[1])}: " + \
            ", ".join(rank_word(v) for v in key)
    if size is BadugiSize.ONE_CARD:
        return f"One-card hand, {rank_word(key[0])}"
    return f"{size.label} " + "-".join(rank_symbol(v) for v in key)
