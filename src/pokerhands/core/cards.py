"""Cards, ranks, suits and the parsing of every notation a reader types.

A card is a rank and a suit. Ranks run 2 (deuce) to 14 (ace); under the standard
high rules the ace also plays low in the five-high straight (all four sources).
Suits are *not* ranked in standard poker (the Russian page, the Greek help page, the
encyclopedia list and the English rules page); their numeric order clubs < diamonds < hearts
< spades exists only so that cards have a stable index for array work::

    index = 4 * (rank - 2) + suit      # 0 .. 51

Accepted notations (case does not matter), several cards separated by spaces,
commas or semicolons, or given as a list:

* rank letter or number then suit letter: ``As``, ``aS``, ``Td``, ``10d``;
* rank then suit symbol, black or white: ``A♠``, ``A♤``, ``10♥``, ``10♡``;
* full names: ``ace of spades``, ``10 of hearts``, ``ten of hearts``;
* the joker, where the rules put jokers in the deck: ``Jk``, ``Jkr``, ``joker``, ``🃏``;
* in Russian, Greek and Hungarian, that language's rank letters and card names as well
  (``Тs``, ``туз пик``, ``Ρh``, ``pikk ász``): the rule is in :mod:`pokerhands.core.letters`.

Every problem raises :class:`CardError` (a :class:`ValueError`) whose message
quotes the offending input.

>>> len(DECK), DECK[0], DECK[-1]
(52, 2c, As)
"""
from __future__ import annotations

import enum
import random
from collections.abc import Mapping
from itertools import islice
from dataclasses import dataclass
from typing import Generic, Iterable, Iterator, Literal, Sequence, TypeVar, Union, overload

from pokerhands.core.checks import clip, is_whole, whole_number
from pokerhands.core.language import gettext as _, check_language, get_language, ngettext, quoted
from pokerhands.core.letters import RANK_WORDS, card_code, name_fault, scan, token_at

__all__ = [
    "Rank",
    "Suit",
    "Card",
    "Joker",
    "JOKER",
    "Cards",
    "CardError",
    "DECK",
    "parse_card",
    "parse_cards",
    "random_cards",
    "quote_cards",
]

class CardError(ValueError):
    """A bad card token, a duplicate card or the wrong number of cards.

    The message always quotes the input that caused it.

    >>> isinstance(CardError("x"), ValueError)
    True
    >>> parse_cards("As As")
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: duplicate card As (A♠) in 'As As'
    """

class Rank(enum.IntEnum):
    """Card ranks, valued 2..14 (ace high). Systems where the ace is always low count it
    as 1 (see :mod:`pokerhands.ranking.lowball`).

    >>> Rank.ACE, Rank.ACE.symbol, Rank.TEN.label, Rank.SIX.plural
    (<Rank.ACE: 14>, 'A', '10', 'sixes')
    >>> Rank(1)
    Traceback (most recent call last):
    ...
    ValueError: 1 is not a valid Rank
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The one-character symbol, ``2`` to ``9``, ``T``, ``J``, ``Q``, ``K`` or ``A``."""
        return "23456789TJQKA"[self - 2]

    @property
    def label(self) -> str:
        """The symbol as printed on a card face (``10`` rather than ``T``)."""
        return "10" if self is Rank.TEN else self.symbol

    @property
    def word(self) -> str:
        """The English name in the singular, such as ``"ace"`` or ``"ten"``."""
        return RANK_WORDS[self - 2]

    @property
    def plural(self) -> str:
        """The English name in the plural, such as ``"aces"`` or ``"sixes"``."""
        return "sixes" if self is Rank.SIX else self.word + "s"

    @property
    def article(self) -> str:
        """``"an"`` before *ace* and *eight*, ``"a"`` otherwise."""
        return "an" if self in (Rank.ACE, Rank.EIGHT) else "a"

class Suit(enum.IntEnum):
    """The four suits, numbered clubs 0, diamonds 1, hearts 2, spades 3.

    The numbers give array indices only. Suits carry no rank under standard rules.

    >>> Suit.HEARTS, Suit.HEARTS.symbol, Suit.HEARTS.is_red
    (<Suit.HEARTS: 2>, '♥', True)
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The lower-case letter ``c``, ``d``, ``h`` or ``s``."""
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol, one of ♣ ♦ ♥ ♠."""
        return "♣♦♥♠"[self]

    @property
    def word(self) -> str:
        """English name, plural as in "ace of spades"."""
        return ("clubs", "diamonds", "hearts", "spades")[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; clubs and spades black."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

@dataclass(frozen=True, slots=True)
class Card:
    """One playing card: a :class:`Rank` and a :class:`Suit`.

    Frozen and hashable. ``repr`` is the two-character code (``As``), ``str`` uses
    the suit symbol (``A♠``). Equality is exact (same rank and same suit).

    >>> card = Card(Rank.ACE, Suit.SPADES)
    >>> card, str(card), card.index, card.name
    (As, 'A♠', 51, 'ace of spades')
    >>> Card.from_index(52)
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: card index must be an integer 0..51, got 52
    """

    rank: Rank
    suit: Suit

    def __post_init__(self) -> None:
        object.__setattr__(self, "rank", Rank(self.rank))
        object.__setattr__(self, "suit", Suit(self.suit))

    @property
    def index(self) -> int:
        """The array index from 0 to 51, ``4 * (rank - 2) + suit``."""
        return 4 * (self.rank - 2) + self.suit

    @classmethod
    def from_index(cls, index: int) -> "Card":
        """The card with array index ``index`` (0..51); raises :class:`CardError` otherwise."""
        if not is_whole(index, maximum=51):
            raise CardError(_("card index must be an integer 0..51, got {value}").format(
                value=repr(index)))
        return _STANDARD[int(index)]

    @property
    def code(self) -> str:
        """Two-character code such as ``As`` or ``Td``."""
        return self.rank.symbol + self.suit.letter

    @property
    def name(self) -> str:
        """Full English name such as ``"ace of spades"``."""
        return f"{self.rank.word} of {self.suit.word}"

    def __repr__(self) -> str:
        return self.code

    def __str__(self) -> str:
        return self.rank.label + self.suit.symbol

    def _repr_html_(self) -> str:
        from pokerhands.render.html import cards_html

        return cards_html([self])

@dataclass(frozen=True, slots=True)
class Joker:
    """The joker: a card with no rank and no suit, in play only under rules with jokers
    (:meth:`pokerhands.rules.Rules.with_wild`).

    All jokers are equal (a deck with two jokers holds two copies of this card). ``repr``
    is ``Jk``, ``str`` is ``🃏``; its array index is 52, after the 52 standard cards.
    What a joker stands for is decided when a hand is valued (see :mod:`pokerhands.ranking.wild`).

    >>> JOKER, str(JOKER), JOKER.index, Joker() == JOKER
    (Jk, '🃏', 52, True)
    """

    rank = None
    suit = None
    index = 52
    code = "Jk"
    name = "joker"

    def __repr__(self) -> str:
        return self.code

    def __str__(self) -> str:
        return "🃏"

    def _repr_html_(self) -> str:
        from pokerhands.render.html import cards_html

        return cards_html([self])

JOKER = Joker()
"""The joker (all jokers are equal)."""

_C = TypeVar("_C", bound=Union[Card, Joker], covariant=True)

class Cards(tuple[_C, ...], Generic[_C]):
    """A tuple of :class:`Card` (and, under rules with jokers, :class:`Joker`) that prints
    briefly and draws itself as cards.

    Typed by what it may hold: ``Cards[Card]`` (the default of :func:`parse_cards`, no joker)
    or ``Cards[Card | Joker]``.

    ``repr`` is ``"As Kd Qh"``; in a notebook the cards are drawn (see
    :mod:`pokerhands.render`).

    >>> hand = parse_cards("As Kd 10h")
    >>> hand, str(hand), hand[0]
    (As Kd Th, 'A♠ K♦ 10♥', As)
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return " ".join(c.code for c in self)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def _repr_html_(self) -> str:
        from pokerhands.render.html import cards_html

        return cards_html(self)

_STANDARD: tuple[Card, ...] = tuple(Card(Rank(r), Suit(s)) for r in range(2, 15) for s in range(4))
DECK: Cards[Card] = Cards(_STANDARD)
"""The 52 cards in index order (2♣ 2♦ 2♥ 2♠ 3♣ … A♠)."""

# --- parsing -----------------------------------------------------------------

_QUOTED = 81   # a token quoted in a message is cut by clip() at 80 characters

CardLike = Union[str, Card, Joker]
CardsLike = Union[str, Card, Joker, Iterable[CardLike]]

def parse_card(token: CardLike, *, lang: str | None = None) -> Card:
    """Parse exactly one card.

    Parameters
    ----------
    token : str or Card
        Any notation listed in the module docstring, e.g. ``"As"``, ``"10♥"``,
        ``"queen of clubs"``. A :class:`Card` is returned unchanged.
    lang : str, optional
        The language whose letters and names are read as well as the English ones, and in
        which errors are written (:func:`parse_cards`); by default the language in force.

    Raises
    ------
    CardError
        If ``token`` is not exactly one card.

    Examples
    --------
    >>> parse_card("queen of clubs"), parse_card("дама треф", lang="ru")
    (Qc, Qc)
    >>> parse_card("As Kd")
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: expected one card, got 2 in 'As Kd'
    """
    found = parse_cards(token, lang=lang)
    if len(found) != 1:
        raise CardError(_("expected one card, got {count} in {text}", lang).format(
            count=len(found), text=quote_cards([token], lang)))
    return found[0]

class _Reader:
    """The cards of one input, each checked as it is read: the first fault (a card over its
    copies, a joker over the deck's, too many cards, mixed alphabets) stops the reading."""

    def __init__(self, items: Sequence[object], lang: str, copies: "int | None", jokers: int,
                 most: "int | None") -> None:
        self.items, self.lang, self.copies, self.jokers, self.most = (
            items, lang, copies, jokers, most)
        self.out: list[Card | Joker] = []
        self.seen: dict[Card, int] = {}
        self.held = 0
        self.own: str | None = None     # the first card typed with a Cyrillic rank letter
        self.latin: str | None = None   # the first card typed with a Latin one

    def text(self) -> str:
        return quote_cards(self.items, self.lang)

    def take(self, card: Card | Joker) -> None:
        lang = self.lang
        if isinstance(card, Joker):
            self.held += 1
            if self.held > self.jokers:
                if self.jokers == 0:
                    raise CardError(_("a joker is not in play under these rules (in {text}); "
                                      "jokers need rules that add them, e.g. "
                                      "get_rules('high').with_wild(jokers=1)", lang).format(
                                          text=self.text()))
                raise CardError(ngettext(
                    "{count} joker in {text}, but the deck holds only {most}",
                    "{count} jokers in {text}, but the deck holds only {most}",
                    self.held, lang).format(count=self.held, text=self.text(), most=self.jokers))
        elif self.copies is not None:
            count = self.seen[card] = self.seen.get(card, 0) + 1
            if count > self.copies:
                if self.copies == 1:
                    raise CardError(_("duplicate card {code} ({card}) in {text}", lang).format(
                        code=card_code(card, lang), card=card, text=self.text()))
                raise CardError(ngettext(
                    "{code} ({card}) appears {count} time, but {decks} decks hold only "
                    "{decks}: {cards}",
                    "{code} ({card}) appears {count} times, but {decks} decks hold only "
                    "{decks}: {cards}", count, lang).format(
                        code=card.code, card=card, count=count, decks=self.copies,
                        cards=self.text()))
        if self.most is not None and len(self.out) == self.most:
            raise CardError(_("more than {most} cards in {text}: a hand here is valued from at "
                              "most {most} cards", lang).format(most=self.most, text=self.text()))
        self.out.append(card)

    def letter(self, token: str, native: bool) -> None:
        """A code typed with a rank letter, refused if its alphabet differs from an earlier's."""
        if native:
            self.own = self.own or token
        else:
            self.latin = self.latin or token
        if self.own and self.latin:
            # TRANSLATORS: {own} is a card typed with a Cyrillic rank letter, {latin} one typed
            # with a Latin letter; Т (Cyrillic) is the ace, T (Latin) the ten.
            raise CardError(_(
                "{own} and {latin} mix Cyrillic rank letters with Latin ones (in {text}); "
                "Cyrillic Т is the ace (туз) but Latin T is the ten, so write every rank in one "
                "alphabet: Т К Д В or A K Q J T", self.lang).format(
                    own=quoted(self.own, self.lang), latin=quoted(self.latin, self.lang),
                    text=self.text()))

def _not_a_card(text: str, pos: int, lang: str) -> CardError:
    """The error for the token at ``pos``, which is no card: in a card's name with a word
    wrong (``ace of spadez``, ``quen of hearts``) that word, else the token."""
    fault = name_fault(text, pos, lang)
    if fault is not None:
        return CardError(fault)
    # TRANSLATORS: {token} and {text} are quoted inputs; list the ranks as the
    # language writes them (core/letters.py), keep the suit letters s, h, d, c.
    return CardError(_(
        "{token} is not a card (in {text}); write a rank (2-9, 10 or T, J, Q, K, A) "
        "then a suit (s, h, d, c or ♠ ♥ ♦ ♣), e.g. 'As', '10h', 'queen of clubs'",
        lang).format(token=quoted(clip(token_at(text, pos, _QUOTED)), lang),
                     text=quoted(clip(text), lang)))

def _read(text: str, lang: str, reader: _Reader) -> None:
    """The cards of ``text`` into ``reader`` (:func:`pokerhands.core.letters.scan`), to a fault."""
    for found in scan(text, lang):
        if found.index is None:
            raise _not_a_card(text, found.start, lang)
        if found.letter is not None:
            reader.letter(found.letter, found.native)
        reader.take(JOKER if found.index == 52 else _STANDARD[found.index])

@overload
def parse_cards(cards: CardsLike, *, allow_duplicates: bool = False,
                jokers: Literal[0] = 0, lang: str | None = None, decks: int = 1,
                most: int | None = None) -> Cards[Card]: ...
@overload
def parse_cards(cards: CardsLike, *, allow_duplicates: bool = False,
                jokers: int, lang: str | None = None, decks: int = 1,
                most: int | None = None) -> Cards[Card | Joker]: ...
def parse_cards(cards: CardsLike, *, allow_duplicates: bool = False,
                jokers: int = 0, lang: str | None = None, decks: int = 1,
                most: int | None = None) -> Cards[Card] | Cards[Card | Joker]:
    """Parse any number of cards from a string, a card, or an iterable of either.

    The input is read from the left and refused at its first fault, as soon as it is read
    (a token that is not a card, a card once too often, a joker the deck does not hold, a
    card over ``most``), so a bad input costs the time of the part read up to its fault,
    however long the rest. A list longer than ``most`` is refused before any item is read.

    Parameters
    ----------
    cards : str, Card, or iterable of str/Card
        ``"As Kd, Qh"``, ``"ace of spades, king of diamonds"``, ``["As", "Kd"]``,
        ``[Card(Rank.ACE, Suit.SPADES)]`` ...
    allow_duplicates : bool
        Standard games use one 52-card deck, so the same card twice is an error
        unless this is true (then a card may appear any number of times).
    jokers : int
        How many jokers the deck holds (0 in standard games). A joker (``Jk``, ``joker``,
        ``🃏``) is an error when there are none, and so are more jokers than the deck holds.
    lang : str, optional
        The reader's language (``"en"``, ``"ru"``, ``"el"``, ``"hu"``; by default the language
        in force, :func:`pokerhands.core.language.get_language`): its rank letters and card
        names are read besides the English notation, and errors are written in it. The rule
        (:mod:`pokerhands.core.letters`): Russian adds Т К Д В (туз, король, дама, валет: Т is
        the *ace*) and refuses an input that mixes them with Latin rank letters (Latin T is the
        ten); Hungarian adds D and B (dáma, bubi); Greek reads the Latin letters its source
        writes and the Greek capitals Α, Ρ or Κ, Ν, Β, Τ (ace, king, queen, jack, ten). Suits
        are always ♠ ♥ ♦ ♣ or the Latin s, h, d, c. Each language also reads its card names
        (``туз пик``, ``άσος μπαστούνι``, ``pikk ász``).
    decks : int
        How many decks are shuffled together: a card may appear up to ``decks`` times
        (1 to 8; ignored when ``allow_duplicates``).
    most : int, optional
        The most cards the input may hold. By default the whole deck, ``52 * decks + jokers``
        (no limit when ``allow_duplicates``).

    Returns
    -------
    Cards
        A tuple of :class:`Card`, in the order given (and :class:`Joker` when ``jokers``).

    Raises
    ------
    CardError
        At the first fault, before anything after it is read: a token that is not a card
        (the message quotes it; in a card's name the word that breaks it), a duplicate card
        (beyond ``decks``), a joker the deck does not hold, more than ``most`` cards, input
        that is not text or a list (a number, bytes, a dict, None: the message says what
        the call takes), or Russian input that mixes Cyrillic and Latin rank letters (the
        message names a token of each).

    Examples
    --------
    >>> parse_cards("A♠, 10h; king of diamonds")
    As Th Kd
    >>> parse_cards("As Jk", jokers=1)
    As Jk
    >>> parse_cards("As Ax")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: 'Ax' is not a card (in 'As Ax'); write a rank ...
    >>> parse_cards("ace of spadez, Ks")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: 'ace of spadez' is not a card (in ...): 'spadez' is not a suit; ...
    >>> parse_cards("Тs Кs 10s", lang="ru"), parse_cards("Dd Bd", lang="hu")
    (As Ks Ts, Qd Jd)
    >>> from pokerhands.core.language import use_language
    >>> with use_language("ru"):
    ...     parse_cards("Тs Ts")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: в «Тs» и «Ts» смешаны русские и латинские буквы ...
    """
    lang = get_language() if lang is None else check_language(lang)
    copies = None if allow_duplicates else decks
    if most is None and copies is not None:
        most = 52 * copies + jokers
    takes = _("give a string such as 'As Kd' or a list of cards", lang)
    items: Sequence[object]
    stream: Iterable[object]
    if isinstance(cards, (Card, Joker, str)):
        items = stream = [cards]
    elif isinstance(cards, (bytes, bytearray, Mapping)) or cards is None:
        raise CardError(_("cannot read cards from {value}; {takes}", lang).format(
            value=clip(repr(cards)), takes=takes))
    elif isinstance(cards, Sequence):
        items = stream = cards
        if most is not None and len(items) > most:
            # a list of more items than a hand holds cards is refused before any is read
            raise CardError(_("more than {most} cards in {text}: a hand here is valued from at "
                              "most {most} cards", lang).format(most=most,
                                                                text=quote_cards(items, lang)))
    else:
        try:
            found = iter(cards)
        except TypeError:
            raise CardError(_("cannot read cards from {value}; {takes}", lang).format(
                value=clip(repr(cards)), takes=takes)) from None
        read: list[object] = []   # a generator is read once, item by item, to its first fault
        items, stream = read, _kept(found if most is None else islice(found, most + 1), read)
    reader = _Reader(items, lang, copies, jokers, most)
    for item in stream:
        if isinstance(item, (Card, Joker)):
            reader.take(item)
        elif isinstance(item, str):
            _read(item, lang, reader)
        else:
            raise CardError(_("{value} is not a card (in {text}); {takes}", lang).format(
                value=clip(repr(item)), text=quote_cards(items, lang), takes=takes))
    return Cards(reader.out)

def _kept(source: Iterator[object], kept: list[object]) -> Iterator[object]:
    for item in source:  # each item kept as it is read, for the messages
        kept.append(item)
        yield item

def quote_cards(items: Sequence[object], lang: "str | None" = None) -> str:
    """Cards as an error message quotes them: their codes (or the text given) joined by
    spaces, cut by :func:`~pokerhands.core.checks.clip`, in the quotation marks of ``lang``
    (by default the language in force; :func:`~pokerhands.core.language.quoted`). Only the
    first items are read, as many as the quotation shows.

    >>> quote_cards([Card(Rank.ACE, Suit.SPADES), "Kx"])
    "'As Kx'"
    """
    parts: list[str] = []
    length = 0
    for item in items:
        part = item.code if isinstance(item, (Card, Joker)) else str(item)[:_QUOTED]
        parts.append(part)
        length += len(part) + 1
        if length > _QUOTED:
            break
    return quoted(clip(" ".join(parts)), lang)

def random_cards(n: int, rng: random.Random | int | None = None,
                 exclude: CardsLike = ()) -> Cards[Card]:
    """Deal ``n`` distinct random cards.

    Parameters
    ----------
    n : int
        How many cards, 0..52 minus the excluded ones.
    rng : random.Random or int
        A seeded generator, or a seed. ``None`` uses a fresh unseeded generator
        (not reproducible; the book always passes a seed).
    exclude : cards
        Cards already dealt elsewhere.

    Raises
    ------
    CardError
        (a ``ValueError``) Before anything is dealt, with the message of
        :func:`pokerhands.core.checks.whole_number` naming ``n`` or ``rng`` and quoting the value:
        ``n`` that is not a whole number from 0 to 52, or a seed (``rng`` that is not a
        ``random.Random``) that is not a whole number from 0 up; booleans and fractions
        included, NumPy integers accepted. Also if fewer than ``n`` cards remain once
        ``exclude`` is taken out.

    Examples
    --------
    >>> random_cards(3, rng=7)
    7c 4d 8d
    >>> random_cards(53, rng=7)
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: n must be a whole number from 0 to 52, got 53
    """
    try:
        n = whole_number("n", n, maximum=len(DECK))
        if not isinstance(rng, random.Random):
            rng = random.Random(None if rng is None else whole_number("rng", rng))
    except ValueError as exc:  # the card layer's one error type, still a ValueError
        raise CardError(str(exc)) from None
    dead = set(parse_cards(exclude))
    live = [c for c in DECK if c not in dead]
    if not 0 <= n <= len(live):
        raise CardError(ngettext("cannot deal {count} cards from the {left} left in the deck",
                                 "cannot deal {count} cards from the {left} left in the deck",
                                 len(live)).format(count=n, left=len(live)))
    return Cards(rng.sample(live, n))
