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
* the joker, where the rules put jokers in the deck: ``Jk``, ``Jkr``, ``joker``, ``🃏``.

Every problem raises :class:`CardError` (a :class:`ValueError`) whose message
quotes the offending input.

>>> len(DECK), DECK[0], DECK[-1]
(52, 2c, As)
"""
from __future__ import annotations

import enum
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Generic, Iterable, Literal, Sequence, TypeVar, Union, overload

from pokerhands.core.checks import clip, is_whole, whole_number

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
        return _RANK_WORDS[self - 2]

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


_RANK_WORDS = (
    "two", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)


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
            raise CardError(f"card index must be an integer 0..51, got {index!r}")
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

_RANK_TOKENS = {
    **{str(r): Rank(r) for r in range(2, 11)},
    "t": Rank.TEN, "j": Rank.JACK, "q": Rank.QUEEN, "k": Rank.KING, "a": Rank.ACE,
    **{w: Rank(i + 2) for i, w in enumerate(_RANK_WORDS)},
    "deuce": Rank.TWO, "trey": Rank.THREE,
}
_SUIT_TOKENS = {
    "c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES,
    "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
    "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES,
    **{s.word: s for s in Suit},
    **{s.word[:-1]: s for s in Suit},
}
_WORD_RANKS = "|".join(sorted((k for k in _RANK_TOKENS if len(k) > 1 or k.isdigit()),
                              key=len, reverse=True))
_FULL_NAME = re.compile(
    rf"(?P<rank>{_WORD_RANKS}|[tjqka])\s+of\s+(?P<suit>clubs?|diamonds?|hearts?|spades?)\b"
)
_SHORT_RANK, _SHORT_SUIT = r"10|[2-9tjqka]", r"[cdhs♣♦♥♠♧♢♡♤]"
_SHORT = re.compile(rf"(?P<rank>{_SHORT_RANK})(?P<suit>{_SHORT_SUIT})")
_SHORT_RUN = re.compile(rf"(?:(?:{_SHORT_RANK}){_SHORT_SUIT})+")  # "AsKd" run together
_JOKER_TOKENS = {"jk", "jkr", "joker", "🃏", "🂿", "🃟"}
_SEPARATORS = re.compile(r"[\s,;]+")
_TOKEN = re.compile(r"[^\s,;]+")

CardLike = Union[str, Card, Joker]
CardsLike = Union[str, Card, Joker, Iterable[CardLike]]


def parse_card(token: CardLike) -> Card:
    """Parse exactly one card.

    Parameters
    ----------
    token : str or Card
        Any notation listed in the module docstring, e.g. ``"As"``, ``"10♥"``,
        ``"queen of clubs"``. A :class:`Card` is returned unchanged.

    Raises
    ------
    CardError
        If ``token`` is not exactly one card.

    Examples
    --------
    >>> parse_card("queen of clubs")
    Qc
    >>> parse_card("As Kd")
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: expected one card, got 2 in 'As Kd'
    """
    found = parse_cards(token)
    if len(found) != 1:
        raise CardError(f"expected one card, got {len(found)} in {token!r}")
    return found[0]


def _scan(text: str) -> list[Card | Joker]:
    # Variation selectors (U+FE0E text, U+FE0F emoji) follow suit symbols on some keyboards.
    text = text.replace("\ufe0f", "").replace("\ufe0e", "")
    # Lower-case letter by letter, keeping positions: "İ".lower() is two characters long.
    normal = "".join(ch if len(ch.lower()) != 1 else ch.lower() for ch in text)
    out: list[Card | Joker] = []
    pos = 0
    while pos < len(normal):
        gap = _SEPARATORS.match(normal, pos)
        if gap:
            pos = gap.end()
            continue
        name = _FULL_NAME.match(normal, pos)
        if name:
            out.append(Card(_RANK_TOKENS[name.group("rank")], _SUIT_TOKENS[name.group("suit")]))
            pos = name.end()
            continue
        # Otherwise the whole run up to the next separator must be short codes,
        # one ("As") or several run together ("AsKd"); "ace" is not "Ac" + "e".
        token = _TOKEN.match(normal, pos)
        assert token is not None  # pos is past any separator, so one character matches
        if token.group(0) in _JOKER_TOKENS:
            out.append(JOKER)
            pos = token.end()
            continue
        if not _SHORT_RUN.fullmatch(token.group(0)):
            raise CardError(
                f"{clip(text[pos:token.end()])!r} is not a card (in {clip(text)!r}); write a rank "
                "(2-9, 10 or T, J, Q, K, A) then a suit (s, h, d, c or ♠ ♥ ♦ ♣), "
                "e.g. 'As', '10h', 'queen of clubs'"
            )
        out.extend(Card(_RANK_TOKENS[m.group("rank")], _SUIT_TOKENS[m.group("suit")])
                   for m in _SHORT.finditer(token.group(0)))
        pos = token.end()
    return out


@overload
def parse_cards(cards: CardsLike, *, allow_duplicates: bool = False,
                jokers: Literal[0] = 0) -> Cards[Card]: ...
@overload
def parse_cards(cards: CardsLike, *, allow_duplicates: bool = False,
                jokers: int) -> Cards[Card | Joker]: ...
def parse_cards(cards: CardsLike, *, allow_duplicates: bool = False,
                jokers: int = 0) -> Cards[Card] | Cards[Card | Joker]:
    """Parse any number of cards from a string, a card, or an iterable of either.

    Parameters
    ----------
    cards : str, Card, or iterable of str/Card
        ``"As Kd, Qh"``, ``"ace of spades, king of diamonds"``, ``["As", "Kd"]``,
        ``[Card(Rank.ACE, Suit.SPADES)]`` ...
    allow_duplicates : bool
        Standard games use one 52-card deck, so the same card twice is an error
        unless this is true.
    jokers : int
        How many jokers the deck holds (0 in standard games). A joker (``Jk``, ``joker``,
        ``🃏``) is an error when there are none, and so are more jokers than the deck holds.

    Returns
    -------
    Cards
        A tuple of :class:`Card`, in the order given (and :class:`Joker` when ``jokers``).

    Raises
    ------
    CardError
        For a token that is not a card (the message quotes it), a duplicate card, a joker
        the deck does not hold, or input that is not text or a list (bytes, a dict, None).

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
    """
    if isinstance(cards, (Card, Joker)):
        items: list[object] = [cards]
    elif isinstance(cards, str):
        items = [cards]
    elif isinstance(cards, (bytes, bytearray, Mapping)) or cards is None:
        raise CardError(f"cannot read cards from {clip(repr(cards))}; "
                        "give a string such as 'As Kd' or a list of cards")
    else:
        try:
            items = list(cards)  # read once: a generator cannot be read again
        except TypeError:
            raise CardError(f"cannot read cards from {clip(repr(cards))}") from None
    out: list[Card | Joker] = []
    for item in items:
        if isinstance(item, (Card, Joker)):
            out.append(item)
        elif isinstance(item, str):
            out.extend(_scan(item))
        else:
            raise CardError(f"{clip(repr(item))} is not a card (in {quote_cards(items)})")
    held = sum(isinstance(card, Joker) for card in out)
    if held > jokers:
        if jokers == 0:
            raise CardError(f"a joker is not in play under these rules (in {quote_cards(items)}); "
                            "jokers need rules that add them, e.g. "
                            "get_rules('high').with_wild(jokers=1)")
        raise CardError(f"{held} jokers in {quote_cards(items)}, but the deck holds only {jokers}")
    if not allow_duplicates:
        seen: set[Card] = set()
        for card in out:
            if isinstance(card, Joker):
                continue
            if card in seen:
                raise CardError(f"duplicate card {card.code} ({card}) in {quote_cards(items)}")
            seen.add(card)
    return Cards(out)


def quote_cards(items: Sequence[object]) -> str:
    """Cards as an error message quotes them: their codes (or the text given) joined by
    spaces, cut by :func:`~pokerhands.core.checks.clip`, in quotes.

    >>> quote_cards([Card(Rank.ACE, Suit.SPADES), "Kx"])
    "'As Kx'"
    """
    text = " ".join(c.code if isinstance(c, (Card, Joker)) else str(c) for c in items)
    return repr(clip(text))


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
        raise CardError(f"cannot deal {n} cards from the {len(live)} left in the deck")
    return Cards(rng.sample(live, n))
