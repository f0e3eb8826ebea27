"""Cards in each language's letters and names: what a reader may type, and what a card is
called.

:func:`pokerhands.core.cards.parse_cards` reads cards in the language in force
(:func:`pokerhands.core.language.get_language`) or in its ``lang=`` argument. Every language
reads the English notation (``As``, ``10h``, ``T♥``, ``queen of clubs``, ``Jk``); each adds the
letters and names its readers use, where they cannot be mistaken for another card:

* **Russian** (``ru``): the traditional Cyrillic letters Т (туз, ace), К (король, king),
  Д (дама, queen) and В (валет, jack); the ten is written ``10``, as the Russian page writes it
  (it spells out Туз, Король, Дама, Валет and writes 10 … 2 in figures). Cyrillic Т is the
  *ace* while Latin T is the *ten*, so one input must never mix the two alphabets: cards that
  use Cyrillic rank letters beside cards that use Latin ones (``Тs Ts``, ``Кd Qd``) are refused,
  and the message names one token of each. Figures (``10``, ``9`` ...) go with either.
  Names: ``туз пик``, ``десятка червей``, ``дама бубён`` (or ``бубен``: ё may be written е),
  ``дама черв``. Messages write the codes in Latin letters (``As``, ``10h``, :func:`card_code`).
* **Hungarian** (``hu``): A (ász), K (király), D (dáma) and B (bubi), as the Hungarian article
  names the cards; A and K are the English letters too, and D and B mean nothing in English,
  so they mix freely with Q, J and T. Names: ``pikk ász``, ``kőr tízes`` and the article's
  own ``kőr 10-es``, ``pikk 7-es``.
* **Greek** (``el``): the Greek help page itself writes the ranks in Latin letters (``A, K, Q,
  J, T``), so those are the Greek letters of the book, and the codes it prints. A reader on a
  Greek keyboard types Greek capitals, and these are read where they cannot be mistaken:
  Α (άσος, and the look of A) is the ace, Ρ (ρήγας) and Κ (the look of K) the king,
  Ν (ντάμα) the queen, Β (βαλές) the jack and Τ (the look of T, the page's ten) the ten. No
  Greek letter means another card than the Latin letter it looks like, so Greek and Latin
  letters may mix. Names: ``άσος μπαστούνι``, ``ντάμα κούπα`` (accents optional), and the
  other forms the pages write: the cardinals (``δέκα κούπα``, ``εννιά μπαστούνι``,
  ``τέσσερα σπαθί``), the accusatives (``βαλέ καρό``) and the seed's ``άσσος``.

Suits are always given by a symbol (♠ ♥ ♦ ♣, or ♤ ♡ ♢ ♧) or by the Latin letters s, h, d, c,
in every language, because the suits' own initials clash: Russian т (трефы, clubs) is the
letter of the ace, Hungarian k is both kőr (hearts) and káró (diamonds), Greek κ both κούπα
(hearts) and καρό (diamonds). Case never matters.

A language's own letters and names are read in that language only (``Тs`` is no card in
English, ``Dd`` none in Russian), and the errors are written in the language read.

The names come from the message catalog (the ``cards`` area): :func:`card_name` is what a
reader sees, and :func:`parse_cards <pokerhands.core.cards.parse_cards>` reads back every name
:func:`card_name` writes.

>>> from pokerhands.core.cards import parse_cards
>>> parse_cards("Тs Дh 10d", lang="ru")
As Qh Td
>>> parse_cards("Dd Bc Ks", lang="hu"), parse_cards("Αs Ρh Τd", lang="el")
(Qd Jc Ks, As Kh Td)
>>> parse_cards("туз пик, дама бубен", lang="ru"), parse_cards("pikk ász, kőr 10-es", lang="hu")
(As Qd, As Th)
>>> parse_cards("Тs Ts")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pokerhands.core.cards.CardError: 'Тs' is not a card (in 'Тs Ts'); write a rank ...
>>> parse_cards("Тs Ts", lang="ru")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pokerhands.core.cards.CardError: в «Тs» и «Ts» смешаны русские и латинские буквы ... Т — это туз, ...
>>> card_name(parse_cards("As")[0], "ru"), card_name(parse_cards("Th")[0], "hu")
('туз пик', 'kőr tízes')
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING, Iterator, Union

from pokerhands.core.checks import clip
from pokerhands.core.language import gettext as _, check_language, get_language, pgettext, quoted

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.core.cards import Card, Joker

__all__ = ["RANK_WORDS", "SUIT_WORDS", "ENGLISH_NAME", "JOKER_TOKENS", "Notation", "notation",
           "native_letters", "fold", "card_code", "card_name", "card_name_of", "rank_word",
           "suit_word", "resolve", "named_index", "Found", "scan", "token_at", "unfinished_name",
           "name_fault"]

RANK_WORDS = ("two", "three", "four", "five", "six", "seven", "eight",
              "nine", "ten", "jack", "queen", "king", "ace")
"""The ranks' English names, deuce first."""

SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")
"""The suits' English names, in the order of :class:`pokerhands.core.cards.Suit`."""

_ENGLISH_RANKS = {**{str(r): r for r in range(2, 11)}, **{w: i + 2 for i, w in enumerate(RANK_WORDS)},
                  "deuce": 2, "trey": 3, "t": 10, "j": 11, "q": 12, "k": 13, "a": 14}
_ENGLISH_SUITS = {**{w: i for i, w in enumerate(SUIT_WORDS)},
                  **{w[:-1]: i for i, w in enumerate(SUIT_WORDS)}}
_WORD_RANKS = "|".join(sorted((k for k in _ENGLISH_RANKS if len(k) > 1 or k.isdigit()),
                              key=len, reverse=True))
ENGLISH_NAME = re.compile(
    rf"(?P<rank>{_WORD_RANKS}|[tjqka])\s+of\s+(?P<suit>clubs?|diamonds?|hearts?|spades?)\b")
"""A card's English name, folded, which is read in every language (``ace of spades``, ``10 of
hearts``, ``t of hearts``, ``deuce of club``)."""
JOKER_TOKENS = frozenset({"jk", "jkr", "joker", "🃏", "🂿", "🃟"})
"""The joker's codes, read in every language."""
_LATIN = {"t": 10, "j": 11, "q": 12, "k": 13, "a": 14}
_NATIVE: dict[str, dict[str, int]] = {
    "en": {},
    "ru": {"т": 14, "к": 13, "д": 12, "в": 11},
    "hu": {"d": 12, "b": 11},
    "el": {"α": 14, "κ": 13, "ρ": 13, "ν": 12, "β": 11, "τ": 10},
}
_CODES = {  # the letters of 10, J, Q, K, A in a language's card codes
    "en": ("T", "J", "Q", "K", "A"), "el": ("T", "J", "Q", "K", "A"),
    "ru": ("10", "J", "Q", "K", "A"), "hu": ("10", "B", "D", "K", "A"),
}
# Russian writes its codes in Latin letters, though it reads Т К Д В: a code a message
# writes must never hold a letter that looks like a Latin one of another meaning (Cyrillic
# Т, the ace, reads as Latin T, the ten); its ten is "10", as the Russian page writes it
_MIXING_REFUSED = frozenset({"ru"})
_OTHER_RANK_WORDS: dict[str, dict[int, tuple[str, ...]]] = {
    # the other forms the pages write in a card's name, beside rank_word's: the Greek
    # cardinals ("δέκα κούπα", "εννιά μπαστούνι") and their other spellings, the accusatives
    # of the court cards ("τον βαλέ καρό") and the seed's "άσσος"
    "el": {2: ("δύο", "δυο"), 3: ("τρία",), 4: ("τέσσερα",), 5: ("πέντε",), 6: ("έξι",),
           7: ("επτά", "εφτά", "εφτάρι"), 8: ("οκτώ", "οχτώ", "οχτάρι"),
           9: ("εννιά", "εννέα", "εννεάρι"), 10: ("δέκα",), 11: ("βαλέ",), 13: ("ρήγα",),
           14: ("άσο", "άσσος", "άσσο")},
}
"""For each language, other words of a rank in a card's name (read, never written)."""
_OTHER_SUIT_WORDS: dict[str, dict[int, tuple[str, ...]]] = {
    "ru": {2: ("черв",)},   # "дама черв", as players and the pages also write it
    "hu": {2: ("kör",)},    # kőr typed on a keyboard without ő
}
"""For each language, other words of a suit in a card's name (read, never written)."""
_HUNGARIAN_SUFFIXES = ("es", "as", "es", "ös", "os", "es", "as", "es", "es")  # 2-es .. 10-es
_SUIT_CHARACTERS = "cdhs♣♦♥♠♧♢♡♤"
_SUIT_OF = {ch: i % 4 for i, ch in enumerate(_SUIT_CHARACTERS)}
_FOLDING = str.maketrans("άέήίόύώϊϋΐΰς" "\u0451", "αεηιουωιυιυσ" "\u0435")  # ё -> е


def fold(text: str) -> str:
    """``text`` in the form the parser compares: lower case, Greek accents and final sigma
    and Russian ё written plainly, one character for one (so positions stay those of
    ``text``).

    >>> fold("Άσος ΡΉΓΑΣ Бубён") == "ασοσ ρηγασ бубен"
    True
    """
    lower = "".join(ch if len(ch.lower()) != 1 else ch.lower() for ch in text)
    return lower.translate(_FOLDING)


def native_letters(lang: str | None = None) -> dict[str, int]:
    """The rank letters a language adds to the English ones (lower case, as :func:`fold`
    writes them), each with its rank (11 jack .. 14 ace).

    >>> native_letters("hu")
    {'d': 12, 'b': 11}
    """
    return dict(_NATIVE[_language(lang)])


@dataclass(frozen=True)
class Notation:
    """How one language's cards are read: see the module docstring. Built by
    :func:`notation`; the parser (:func:`pokerhands.core.cards.parse_cards`) uses it."""

    lang: str
    ranks: dict[str, int]
    """Every rank token, folded, with its rank (figures, Latin letters, the language's own)."""
    native: frozenset[str]
    """The language's own rank letters, where mixing them with Latin letters is refused."""
    short: re.Pattern[str]
    """One card code, a rank token then a suit letter or symbol."""
    run: re.Pattern[str]
    """Card codes run together ("AsKd")."""
    names: re.Pattern[str]
    """A card's name in the language (folded), at the start of the text searched."""
    named: dict[str, int]
    """Each (folded) name of a card with its index (0..51), and the joker's names with 52."""
    name_starts: frozenset[tuple[str, ...]]
    """The first words of every card's name, in English and in the language, folded, as
    ``("ace",)``, ``("ace", "of")``, ``("туз",)`` ..., each name whole too."""


def _language(lang: str | None) -> str:
    return get_language() if lang is None else check_language(lang)


def notation(lang: str | None = None) -> Notation:
    """The :class:`Notation` of ``lang`` (None: the language in force), built once."""
    return _notation(_language(lang))


@lru_cache(maxsize=None)
def _notation(lang: str) -> Notation:
    ranks = {**{str(r): r for r in range(2, 11)}, **_LATIN, **_NATIVE[lang]}
    letters = "".join(sorted(k for k in ranks if not k.isdigit()))
    rank = rf"10|[2-9{letters}]"
    suit = f"[{_SUIT_CHARACTERS}]"
    named: dict[str, int] = {}
    if lang != "en":
        for index in range(52):
            named[_words(card_name_of(index // 4 + 2, index % 4, lang))] = index
            if lang == "hu" and index < 36:  # the article's "pikk 10-es"
                figure = index // 4 + 2
                name = f"{suit_word(index % 4, lang)} {figure}-{_HUNGARIAN_SUFFIXES[figure - 2]}"
                named[_words(name)] = index
        rank_forms = {r: (rank_word(r, lang), *_OTHER_RANK_WORDS.get(lang, {}).get(r, ()))
                      for r in range(2, 15)}
        suit_forms = {u: (suit_word(u, lang), *_OTHER_SUIT_WORDS.get(lang, {}).get(u, ()))
                      for u in range(4)}
        for index in range(52):
            for rank_form, suit_form in product(rank_forms[index // 4 + 2],
                                                suit_forms[index % 4]):
                named.setdefault(_words(_("{rank} of {suit}", lang).format(
                    rank=rank_form, suit=suit_form)), index)
        named[_words(pgettext("card", "joker", lang))] = 52
    alternatives = "|".join(r"\s+".join(map(re.escape, name.split()))
                            for name in sorted(named, key=len, reverse=True))
    english = [(rank, "of", suit) for rank, suit in product(
        [*_ENGLISH_RANKS], [*_ENGLISH_SUITS])]
    starts = frozenset(tuple(words[:k]) for words in [*english, *(n.split() for n in named)]
                       for k in range(1, len(words) + 1))
    return Notation(
        lang=lang, ranks=ranks, native=frozenset(_NATIVE[lang]) if lang in _MIXING_REFUSED
        else frozenset(),
        short=re.compile(rf"(?P<rank>{rank})(?P<suit>{suit})"),
        run=re.compile(rf"(?:(?:{rank}){suit})+"),
        names=re.compile(rf"(?:{alternatives})(?![\w-])" if alternatives else r"(?!)"),
        named=named, name_starts=starts)


def named_index(found: re.Match[str], table: Notation) -> int:
    """The index (0..51, the joker 52) of the card named by a match of :data:`ENGLISH_NAME`
    or of ``table.names``."""
    if found.re is ENGLISH_NAME:
        return 4 * (_ENGLISH_RANKS[found.group("rank")] - 2) + _ENGLISH_SUITS[found.group("suit")]
    return table.named[" ".join(found.group(0).split())]


def _words(name: str) -> str:
    return " ".join(fold(name).split())


def resolve(found: re.Match[str], lang: str) -> tuple[int, int, bool]:
    """The rank, the suit and whether the rank was one of the language's own letters whose
    mixing with Latin letters is refused, for a match of :attr:`Notation.short`."""
    table = _notation(lang)
    token = found.group("rank")
    return table.ranks[token], _SUIT_OF[found.group("suit")], token in table.native


def rank_word(rank: int, lang: str | None = None) -> str:
    """A rank's name (2..14) as a card's name says it: ``"ace"``, ``"туз"``, ``"δεκάρι"``,
    ``"tízes"``.

    >>> rank_word(12, "el")
    'ντάμα'
    """
    lang = _language(lang)
    words = (pgettext("rank in a card's name", "two", lang),
             pgettext("rank in a card's name", "three", lang),
             pgettext("rank in a card's name", "four", lang),
             pgettext("rank in a card's name", "five", lang),
             pgettext("rank in a card's name", "six", lang),
             pgettext("rank in a card's name", "seven", lang),
             pgettext("rank in a card's name", "eight", lang),
             pgettext("rank in a card's name", "nine", lang),
             pgettext("rank in a card's name", "ten", lang),
             pgettext("rank in a card's name", "jack", lang),
             pgettext("rank in a card's name", "queen", lang),
             pgettext("rank in a card's name", "king", lang),
             pgettext("rank in a card's name", "ace", lang))
    return words[int(rank) - 2]


def suit_word(suit: int, lang: str | None = None) -> str:
    """A suit's name (0 clubs .. 3 spades) as a card's name says it: ``"spades"``, ``"пик"``,
    ``"μπαστούνι"``, ``"pikk"``.

    >>> suit_word(2, "ru")
    'червей'
    """
    lang = _language(lang)
    words = (pgettext("suit in a card's name", "clubs", lang),
             pgettext("suit in a card's name", "diamonds", lang),
             pgettext("suit in a card's name", "hearts", lang),
             pgettext("suit in a card's name", "spades", lang))
    return words[int(suit)]


def card_name_of(rank: int, suit: int, lang: str | None = None) -> str:
    """The name of the card of ``rank`` (2..14) and ``suit`` (0..3) in ``lang``."""
    lang = _language(lang)
    # TRANSLATORS: a card's name, as in "ace of spades"; put {rank} and {suit} in the order
    # and form the language names a card in.
    return _("{rank} of {suit}", lang).format(rank=rank_word(rank, lang),
                                               suit=suit_word(suit, lang))


def card_name(card: Union["Card", "Joker"], lang: str | None = None) -> str:
    """A card's name in ``lang`` (None: the language in force), for display and for screen
    readers: ``"ace of spades"``, ``"туз пик"``, ``"άσος μπαστούνι"``, ``"pikk ász"``; the
    joker is ``"joker"``, ``"джокер"``, ``"τζόκερ"``, ``"joker"``.

    >>> from pokerhands.core.cards import DECK, JOKER
    >>> [card_name(DECK[-1], lang) for lang in ("en", "ru", "el", "hu")]
    ['ace of spades', 'туз пик', 'άσος μπαστούνι', 'pikk ász']
    >>> card_name(JOKER, "el")
    'τζόκερ'
    """
    if card.rank is None or card.suit is None:
        return pgettext("card", "joker", _language(lang))
    return card_name_of(card.rank, card.suit, lang)


def card_code(card: Union["Card", "Joker"], lang: str | None = None) -> str:
    """A card's code as a message in ``lang`` writes it: the rank (``2`` .. ``9``, then the
    language's letters for 10, J, Q, K, A) and the Latin suit letter. Every letter is one
    that no other alphabet writes alike with another meaning: Russian reads its own Т К Д
    В but writes its codes in Latin letters, the ten as ``10`` (a Cyrillic Т, the ace,
    reads as a Latin T, the ten); Hungarian writes its D and B, which no other alphabet
    shares.

    >>> from pokerhands.core.cards import DECK
    >>> [card_code(DECK[-1], lang) for lang in ("en", "ru", "el", "hu")]
    ['As', 'As', 'As', 'As']
    >>> card_code(DECK[41], "ru"), card_code(DECK[41], "hu"), card_code(DECK[35], "ru")
    ('Qd', 'Dd', '10s')
    """
    if card.rank is None or card.suit is None:
        return "Jk"
    rank = int(card.rank)
    letter = str(rank) if rank < 10 else _CODES[_language(lang)][rank - 10]
    return letter + "cdhs"[int(card.suit)]


# --- reading a text, from the left -----------------------------------------------------

# Separators, and the variation selectors (U+FE0E text, U+FE0F emoji) that follow suit
# symbols on some keyboards: between cards, never inside one.
_GAP = re.compile(r"[\s,;\ufe0e\ufe0f]+")
_TOKEN = re.compile(r"[^\s,;\ufe0e\ufe0f]+")
_SPACE = re.compile(r"\s+")
_LONGEST_WORD = 12
"""More letters than any word of a card's name in any language ("μπαστούνι" has 9): a word
still going that far is no word of a name."""
_LONGEST_CODE = 3   # "10h"
_LONGEST_JOKER = max(len(t) for t in JOKER_TOKENS)


@dataclass(frozen=True)
class Found:
    """One card found by :func:`scan`: its index (0..51, the joker 52), where it starts in the
    text, and, for a card code with a rank letter, the code as typed and whether its letter
    is one of the language's own (:attr:`Notation.native`). ``index`` is None for a token
    that is no card, which ends the scan."""

    index: "int | None"
    start: int
    letter: "str | None" = None
    native: bool = False


def _name_words(text: str, pos: int) -> list[tuple[int, int]]:
    """Up to three words from ``pos`` that could make one card's name (its words are parted
    by spaces only), each ``(start, end)``; a word is cut at :data:`_LONGEST_WORD` + 1
    characters, where no word of a name goes on."""
    found: list[tuple[int, int]] = []
    while len(found) < 3:
        word = _TOKEN.match(text, pos, pos + _LONGEST_WORD + 1)
        if word is None:
            break
        found.append((word.start(), word.end()))
        space = _SPACE.match(text, word.end())
        if word.end() - word.start() > _LONGEST_WORD or space is None:
            break
        pos = space.end()
    return found


def _name_at(text: str, pos: int, table: Notation) -> "tuple[int, int] | None":
    """The card (index, 52 the joker) whose name starts at ``pos``, and where the name ends;
    None when no name starts there. Only the words that could belong to a name are read."""
    words = _name_words(text, pos)
    stop = min(len(text), words[-1][1] + 1)   # one character more: where a name must end
    window = fold(text[pos:stop])
    named = ENGLISH_NAME.match(window) or table.names.match(window)
    if named is None:
        return None
    return named_index(named, table), pos + named.end()


def scan(text: str, lang: str | None = None) -> Iterator[Found]:
    """The cards of ``text``, in the notation of ``lang``, found from the left one by one:
    card codes (one, ``As``, or several run together, ``AsKd``), card names and the joker's
    codes, parted by spaces, commas or semicolons. A token that is no card is yielded with
    ``index`` None and ends the scan. The text is read (and lower-cased, :func:`fold`) only
    as far as the scan gets, so a caller that stops at a card it refuses reads no further.

    >>> [f.index for f in scan("As, queen of clubs Xx Kd")]
    [51, 40, None]
    """
    table = _notation(_language(lang))
    pos, end = 0, len(text)
    while pos < end:
        gap = _GAP.match(text, pos)
        if gap:
            pos = gap.end()
            continue
        named = _name_at(text, pos, table)
        if named is not None:
            yield Found(named[0], pos)
            pos = named[1]
            continue
        head = _TOKEN.match(text, pos, pos + _LONGEST_JOKER + 1)
        assert head is not None  # pos is past any separator, so one character matches
        if fold(head.group(0)) in JOKER_TOKENS and not _TOKEN.match(text, head.end()):
            yield Found(52, pos)
            pos = head.end()
            continue
        # Otherwise the whole run up to the next separator must be short codes; "ace" is not
        # "Ac" + "e", since its "e" is no card
        at = pos
        while True:
            code = table.short.match(fold(text[at:at + _LONGEST_CODE]))
            if code is None:
                yield Found(None, pos)
                return
            rank, suit, native = resolve(code, table.lang)
            typed = None if code.group("rank").isdigit() else text[at:at + code.end()]
            yield Found(4 * (rank - 2) + suit, at, typed, native)
            at += code.end()
            if at == end or _GAP.match(text, at):
                break
        pos = at


def token_at(text: str, pos: int, most: int) -> str:
    """The token (up to the next separator) at ``pos``, read no further than ``most``
    characters."""
    token = _TOKEN.match(text, pos, pos + most)
    return token.group(0) if token else ""


def unfinished_name(text: str, pos: int, lang: str | None = None) -> "tuple[str, str] | None":
    """When the words at ``pos`` begin a card's name and a later word breaks it (``ace of
    spadez``), the words of the name so far and the word that breaks it; else None (no name
    begun, or only a lone letter, as in ``A s``, which is read as a card code).

    >>> unfinished_name("ace of spadez, Ks", 0), unfinished_name("Ax Ks", 0)
    (('ace of', 'spadez'), None)
    """
    table = _notation(_language(lang))
    words = _name_words(text, pos)
    folded = [fold(text[a:b]) for a, b in words]
    k = 0
    while k < len(folded) and tuple(folded[:k + 1]) in table.name_starts:
        k += 1
    if k == 0 or k == len(folded) or (k == 1 and len(folded[0]) == 1):
        return None
    return text[pos:words[k - 1][1]], text[words[k][0]:words[k][1]]


_SHOWN: dict[str, dict[str, str]] = {}
"""Per language, each folded word of a card's name as the name writes it ("ασοσ": "άσος")."""


@lru_cache(maxsize=None)
def _name_words_of(lang: str) -> tuple[dict[str, tuple[str, int]], tuple[tuple[str, ...], ...]]:
    """Each rank word and suit word of the card names read in ``lang`` (English's and the
    language's own, folded) with what it is (``("rank", 12)``, ``("suit", 3)``), and every
    card's name as its words."""
    table = _notation(lang)
    words = {**{w: ("rank", r) for w, r in _ENGLISH_RANKS.items()},
             **{w: ("suit", s) for w, s in _ENGLISH_SUITS.items()}}
    words.update({fold(rank_word(r, lang)): ("rank", r) for r in range(2, 15)})
    words.update({fold(suit_word(s, lang)): ("suit", s) for s in range(4)})
    words.update({fold(w): ("rank", r) for r, forms in _OTHER_RANK_WORDS.get(lang, {}).items()
                  for w in forms})
    words.update({fold(w): ("suit", s) for s, forms in _OTHER_SUIT_WORDS.get(lang, {}).items()
                  for w in forms})
    _SHOWN[lang] = {fold(w): w for w in [*(rank_word(r, lang) for r in range(2, 15)),
                                         *(suit_word(s, lang) for s in range(4)),
                                         *(w for forms in _OTHER_RANK_WORDS.get(lang, {}).values()
                                           for w in forms),
                                         *(w for forms in _OTHER_SUIT_WORDS.get(lang, {}).values()
                                           for w in forms)]}
    if lang == "hu":   # the article's "kőr 10-es"
        words.update({f"{r}-{_HUNGARIAN_SUFFIXES[r - 2]}": ("rank", r) for r in range(2, 11)})
    names: list[tuple[str, ...]] = [(rank, "of", suit)
                                    for rank, suit in product(_ENGLISH_RANKS, _ENGLISH_SUITS)]
    names += [tuple(name.split()) for name in table.named if len(name.split()) > 1]
    return words, tuple(names)


def name_fault(text: str, pos: int, lang: str | None = None) -> "str | None":
    """When the words at ``pos`` are a card's name with one word wrong (``ace of spadez``,
    ``quen of hearts``, ``ace os spades``) or a name broken off by a word that cannot follow
    (``king harts``), the error message that quotes the name and says what is wrong with
    that word: not a rank, not a suit, or not the word the name needs there. None when no
    name is begun (the caller says the token is no card).

    >>> name_fault("ace of spadez, Ks", 0)  # doctest: +ELLIPSIS
    "'ace of spadez' is not a card (in 'ace of spadez, Ks'): 'spadez' is not a suit; ..."
    >>> name_fault("quen of hearts", 0)  # doctest: +ELLIPSIS
    "'quen of hearts' is not a card (in 'quen of hearts'): 'quen' is not a rank; ..."
    >>> name_fault("Ax Ks", 0) is None
    True
    """
    lang = _language(lang)
    words, names = _name_words_of(lang)
    spans = _name_words(text, pos)
    folded = [fold(text[a:b]) for a, b in spans]
    wrong: "tuple[int, set[str]] | None" = None   # the wrong word's place, the words it may be
    last = 0                                        # the name's last word
    for name in names:   # a whole name but for one word
        if len(name) <= len(folded):
            differ = [i for i, (w, n) in enumerate(zip(folded, name)) if w != n]
            if len(differ) == 1 and (wrong is None or wrong[0] == differ[0]):
                wrong = (differ[0], {*(wrong[1] if wrong else ()), name[differ[0]]})
                last = max(last, len(name) - 1)
    if wrong is None:
        broken = unfinished_name(text, pos, lang)
        if broken is None:
            return None
        last = len(broken[0].split())
        starts = _notation(lang).name_starts
        wrong = (last, {w[last] for w in starts
                        if len(w) > last and w[:last] == tuple(folded[:last])})
    at, expected = wrong
    shown = {"name": quoted(text[spans[0][0]:spans[last][1]], lang),
             "word": quoted(text[spans[at][0]:spans[at][1]], lang),
             "text": quoted(clip(text), lang)}
    kinds = {words.get(w, ("", 0))[0] for w in expected}
    if folded[at] in words:   # a rank or a suit, in a form the name does not take ("10 червей")
        expected = {w for w in expected if words.get(w) == words[folded[at]]} or expected
    elif kinds == {"suit"}:
        # TRANSLATORS: {name} the quoted words read as a card's name, {word} the wrong one
        return _("{name} is not a card (in {text}): {word} is not a suit; a card's name "
                 "reads like 'ace of spades' or 'ten of hearts'", lang).format(**shown)
    elif kinds == {"rank"}:
        return _("{name} is not a card (in {text}): {word} is not a rank; a card's name "
                 "reads like 'ace of spades' or 'ten of hearts'", lang).format(**shown)
    # TRANSLATORS: {expected} the word (or words) a card's name needs where {word} stands
    return _("{name} is not a card (in {text}): where {word} stands, the name needs "
             "{expected}; a card's name reads like 'ace of spades' or 'ten of hearts'",
             lang).format(
        expected=" / ".join(quoted(_SHOWN[lang].get(w, w), lang) for w in sorted(expected)), **shown)
