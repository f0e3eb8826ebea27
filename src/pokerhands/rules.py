"""Ranking systems ("rules") that :func:`pokerhands.evaluate` understands.

Each system is a :class:`Rules` value that says how many cards form a hand, how the ace
plays, and whether straights and flushes count. Options that change a system (wild
cards, suit order, number of decks) are fields here, not new code paths; see
:meth:`Rules.with_wild`, :meth:`Rules.with_suit_order` and :meth:`Rules.with_decks`.

The systems, as the sources give them:

* ``"high"``: the standard ranking (all four sources). The ace is high, and plays low only in
  the five-high straight; straights and flushes count.
* ``"ace-to-five"`` ("California"; the Greek help page: Omaha Hi/Lo, Stud Hi/Lo, Razz; the Russian page's
  common low rules): the lowest hand wins, the ace is always low, straights and flushes
  do not count, pairs do. Best hand 5-4-3-2-A, the wheel.
* ``"ace-to-six"`` (the encyclopedia list; card rooms call it "London" lowball, a name none of the four
  sources uses): the lowest hand wins, the ace is always low,
  straights and flushes count against the hand. Best hand 6-4-3-2-A of mixed suits.
* ``"deuce-to-seven"`` ("Kansas City"; the Greek help page: 2-7 single and triple draw; the Russian
  page's "aces always high" variant): the lowest hand wins, the ace is always high, straights
  and flushes count against the hand. Best hand 7-5-4-3-2 of mixed suits.
* ``"eight-or-better"`` (the Greek help page: the low half of Omaha Hi/Lo and Stud Hi/Lo): the
  ace-to-five low, counted only with five different ranks of eight or lower.
* ``"badugi"`` (the Greek help page, last section): four-card hands; only cards of different suits
  and ranks count; more counting cards win, then the lower cards; ace low.

* ``"six-plus"`` (:data:`SIX_PLUS`, in :data:`SHORT_DECK_RULES`; the card rooms'): the high
  ranking of the 36 cards six to ace, a flush above a full house, A-6-7-8-9 the lowest straight.

>>> list(RULES) == [r.name for r in (HIGH, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN,
...                                  EIGHT_OR_BETTER, BADUGI)]
True
>>> ACE_TO_SIX.straights_count, DEUCE_TO_SEVEN.ace_high, EIGHT_OR_BETTER.qualifier, BADUGI.hand_size
(True, True, 8, 4)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, TypeAlias

from pokerhands.core.cards import DECK, Card, Cards, Joker, Rank, Suit
from pokerhands.core.checks import collection, flag, is_whole
from pokerhands.core.categories import Category, Ranking, ladder, ladder_places
from pokerhands.core.language import N_
from pokerhands.core.language import gettext as _

_NOT_A_RANK = N_("{value} is not a rank; wild ranks look like '2', 'deuces', 'J' or Rank.TWO")

__all__ = ["Rules", "HIGH", "ACE_TO_FIVE", "ACE_TO_SIX", "DEUCE_TO_SEVEN", "EIGHT_OR_BETTER",
           "BADUGI", "SIX_PLUS", "get_rules", "RULES", "SHORT_DECK_RULES", "WILD_FLUSH"]

WILD_FLUSH = {"standard": "a wild card in a flush is the highest card of the suit the flush "
                          "does not hold",
              "double-ace": "a wild card in a flush is an ace, even beside the natural ace "
                            "(a house rule)"}
"""The values ``with_wild(flush=...)`` takes, and what each means."""

SuitOrder: TypeAlias = "str | Sequence[Suit | str]"
# "bridge", or the four suits from the lowest up, as Suit values or letters ("cdhs")


@dataclass(frozen=True)
class Rules:
    """A ranking system.

    Attributes
    ----------
    name : str
        The name used in ``rules=...`` arguments, e.g. ``"high"``.
    hand_size : int
        How many cards form a hand (5 for every system except Badugi).
    ace_high, ace_low : bool
        Whether the ace may play above the king and/or below the two.
    straights_count, flushes_count : bool
        Whether straights and flushes are recognised.
    ranking : Ranking
        Which ranking applies (:class:`~pokerhands.core.categories.Ranking`): ``HIGH`` (the
        default), ``LOWBALL`` (the lowest five-card hand wins) or ``BADUGI``. The evaluator
        dispatches on it; nothing compares a system's name.
    qualifier : int or None
        For a qualified low: the highest rank a qualifying low may hold (8 for
        eight-or-better); hands with a pair or a higher card do not qualify.
    suit_order : tuple of Suit or None
        A house option, off by default (suits are unranked in standard poker). When set,
        from lowest to highest suit, hands that are otherwise equal are decided by suit:
        the suits of the cards that play are compared one by one in display order (the
        highest group first, higher-suited cards first within a rank), and the first
        difference decides. See :meth:`with_suit_order`.
    jokers : int
        A house option: how many jokers the deck holds (default 0). See :meth:`with_wild`.
    bug : bool
        A house option for jokers under high rules: False (default) makes each joker fully
        wild; True makes it "the bug", which counts only as an ace or as a card that
        completes a straight, a flush or a straight flush (the encyclopedia list). Under low rules a
        joker, bug or not, becomes the card that makes the best low (in ace-to-five, the
        lowest rank not already in the hand).
    wild_ranks : tuple of Rank
        A house option: ranks whose four cards are fully wild, e.g. ``(Rank.TWO,)`` for
        deuces wild (the Russian page: any card may be named wild if agreed before play).
    wild_flush : str
        How a wild card plays in a flush (:data:`WILD_FLUSH`): ``"standard"`` (the default),
        the highest card of the suit that the flush does not already hold, so the wild card
        never pairs a card of the flush (the card-room rule: Robert's Rules of Poker for the
        joker in draw high; the encyclopedia list's flush section); or ``"double-ace"``, the
        house rule under which it is an ace even beside the natural ace of the suit, the
        "double-ace flush" (the Russian page's wild card "even a duplicate" read that way).
        The order of flushes is all it changes: a hand's category is the same either way.
    wild_five_of_a_kind : bool
        Whether a fully wild card may be the fifth card of a rank that the hand holds four of,
        making five of a kind (default True, as the Russian page and the encyclopedia list
        say). Off, four of a kind and a wild card are four of a kind with the wild card as the
        kicker. The bug follows its own rule: it is the fifth ace (the encyclopedia list).
    decks : int
        A house option: how many 52-card decks are shuffled together (default 1). With
        more than one, a card may appear up to ``decks`` times; five of a kind becomes
        possible (it ranks above every straight flush) and a flush may hold a pair (it is
        still a flush, compared card by card). See :meth:`with_decks`.
    lowest_rank : int
        The deck's lowest rank, 2 or six-plus's 6; the ace plays low just below it.
    flush_over_full_house, trips_over_straight : bool
        Whether a flush beats a full house (six-plus), and three of a kind a straight (its
        house option, :meth:`with_trips_over_straight`): the order is :attr:`ladder`.
    source : str
        Where the rule comes from.

    Examples
    --------
    >>> HIGH.hand_size, HIGH.ace_high, HIGH.low
    (5, True, False)
    >>> HIGH.with_wild(jokers=1)
    Rules('high', one joker, fully wild)
    >>> HIGH.with_wild(jokers=3)
    Traceback (most recent call last):
    ...
    ValueError: jokers must be 0, 1 or 2, got 3
    """

    name: str
    hand_size: int = 5
    ace_high: bool = True
    ace_low: bool = True
    straights_count: bool = True
    flushes_count: bool = True
    ranking: Ranking = Ranking.HIGH
    qualifier: "int | None" = None
    suit_order: "tuple[Suit, ...] | None" = None
    decks: int = 1
    jokers: int = 0
    bug: bool = False
    wild_ranks: tuple[Rank, ...] = ()
    wild_flush: str = "standard"
    wild_five_of_a_kind: bool = True
    lowest_rank: int = 2
    flush_over_full_house: bool = False
    trips_over_straight: bool = False
    source: str = ""

    @property
    def low(self) -> bool:
        """Whether the lowest hand wins, as in lowball and Badugi (the ranking is read
        upside down).

        >>> ACE_TO_FIVE.low, HIGH.low
        (True, False)
        """
        return self.ranking is not Ranking.HIGH

    def __post_init__(self) -> None:  # a short deck takes none of the 52-card deck's options
        if self.short_deck and (self.wild or self.decks != 1 or self.suit_order is not None):
            raise ValueError(_("the {size}-card deck of {rules} takes no wild cards, second "
                               "deck or suit order here").format(size=len(self.deck),
                                                                 rules=repr(self.name)))
        if self.trips_over_straight and not (self.short_deck and self.ranking is Ranking.HIGH):
            raise ValueError(_("three of a kind above a straight is a house option of "
                               "six-plus, not of {rules}").format(rules=repr(self.name)))

    @property
    def deck(self) -> Cards[Card]:
        """One deck in index order, 52 cards or six-plus's 36 (no jokers, one deck)."""
        return Cards(c for c in DECK if c.rank >= self.lowest_rank)

    @property
    def short_deck(self) -> bool:
        """Whether the deck leaves out the low ranks (:attr:`lowest_rank` above 2)."""
        return self.lowest_rank != 2

    @property
    def low_straight_top(self) -> int:
        """The lowest straight's top card, 5 (5-4-3-2-A) or 9 under six-plus (9-8-7-6-A)."""
        return self.lowest_rank + 3

    @property
    def ladder(self) -> tuple[Category, ...]:
        """The high categories, best first (:func:`pokerhands.core.categories.ladder`)."""
        return ladder(self.flush_over_full_house, self.trips_over_straight)

    def place(self, category: Category) -> int:
        """A high category's place on :attr:`ladder`, greater for a better one: the first
        entry of a hand's strength (:func:`~pokerhands.core.categories.ladder_places`)."""
        return ladder_places(self.flush_over_full_house, self.trips_over_straight)[category]

    @property
    def wild(self) -> bool:
        """True when these rules have wild cards (jokers or wild ranks).

        >>> HIGH.wild, HIGH.with_wild(1).wild
        (False, True)
        """
        return bool(self.jokers or self.wild_ranks)

    def is_wild(self, card: Card | Joker) -> bool:
        """Whether ``card`` (a :class:`~pokerhands.core.cards.Card` or the joker) is wild here.

        >>> from pokerhands.core.cards import JOKER, parse_card
        >>> deuces = HIGH.with_wild(ranks="2")
        >>> deuces.is_wild(parse_card("2c")), deuces.is_wild(parse_card("Ac")), deuces.is_wild(JOKER)
        (True, False, True)
        """
        return card.rank is None or card.rank in self.wild_ranks

    @property
    def wild_words(self) -> str:
        """The wild-card options in words, such as ``"one joker, fully wild"`` or
        ``"deuces wild"``; empty without wild cards. The standard flush rule and five of a
        kind are not named (they are the defaults); their house variants are.

        >>> HIGH.with_wild(1).wild_words, HIGH.with_wild(ranks="2").wild_words
        ('one joker, fully wild', 'deuces wild')
        >>> HIGH.with_wild(1, flush="double-ace", five_of_a_kind=False).wild_words
        'one joker, fully wild; double-ace flush; no five of a kind'
        """
        parts = []
        if self.jokers:
            count = "one joker" if self.jokers == 1 else f"{self.jokers} jokers"
            parts.append(count + (" as the bug" if self.bug else ", fully wild"))
        if self.wild_ranks:
            parts.append(" and ".join("deuces" if r == Rank.TWO else Rank(r).plural
                                      for r in self.wild_ranks) + " wild")
        if parts and self.wild_flush == "double-ace":
            parts.append("double-ace flush")
        if parts and not self.wild_five_of_a_kind:
            parts.append("no five of a kind")
        return "; ".join(parts)

    @property
    def label(self) -> str:
        """The name, followed by any house options in brackets, e.g.
        ``"high (one joker, fully wild)"``; just the name without options.

        >>> HIGH.label, HIGH.with_decks(2).label
        ('high', 'high (2 decks)')
        """
        extras = self._extras()
        return self.name + (f" ({'; '.join(extras)})" if extras else "")

    def _extras(self) -> list[str]:
        extras = []
        if self.trips_over_straight:
            extras.append("three of a kind beats a straight")
        if self.suit_order is not None:
            extras.append("suit order " + " < ".join(s.word for s in self.suit_order))
        if self.decks != 1:
            extras.append(f"{self.decks} decks")
        if self.wild:
            extras.append(self.wild_words)
        return extras

    def __repr__(self) -> str:
        return f"Rules({self.name!r}" + "".join(", " + e for e in self._extras()) + ")"

    def with_decks(self, decks: int) -> "Rules":
        """These rules played with ``decks`` 52-card decks shuffled together.

        Raises
        ------
        ValueError
            If ``decks`` is not a whole number from 1 to 8, or these are low rules (more
            than one deck is supported for high hands only).

        Examples
        --------
        >>> HIGH.with_decks(2)
        Rules('high', 2 decks)
        >>> ACE_TO_FIVE.with_decks(2)
        Traceback (most recent call last):
        ...
        ValueError: more than one deck is supported for high hands only, not 'ace-to-five'
        """
        from dataclasses import replace

        if not is_whole(decks, minimum=1, maximum=8):
            raise ValueError(_("decks must be a whole number from 1 to 8, got {value}").format(
                value=repr(decks)))
        decks = int(decks)
        if self.low and decks > 1:
            raise ValueError(_("more than one deck is supported for high hands only, not {rules}")
                             .format(rules=repr(self.name)))
        if self.wild and decks > 1:
            raise ValueError(_("wild cards with more than one deck are not supported here"))
        return replace(self, decks=decks)

    def with_wild(self, jokers: int = 0, *, bug: bool = False,
                  ranks: str | int | Sequence[str | int] = (),
                  flush: str = "standard", five_of_a_kind: bool = True) -> "Rules":
        """These rules with wild cards: jokers added to the deck, and/or wild ranks.

        Parameters
        ----------
        jokers : int
            How many jokers the deck holds, 0 to 2.
        bug : bool
            Jokers play as the bug (an ace, or a card completing a straight, flush or
            straight flush; the encyclopedia list) instead of fully wild (the Russian page).
        ranks : sequence of ranks
            Ranks declared wild, as :class:`~pokerhands.core.cards.Rank` values, numbers or
            symbols: ``ranks="2"`` is deuces wild.
        flush : {"standard", "double-ace"}
            How a wild card plays in a flush (:data:`WILD_FLUSH`): by default the highest
            card of the suit the flush does not already hold (so A-wild-9-5-2 of one suit is
            the flush A-K-9-5-2, below A-K-Q-10-8); ``"double-ace"``, the house rule, makes it
            an ace even beside the natural ace (A-A-9-5-2, above every flush of one deck).
            It applies to every wild card, the bug included; the category of a hand never
            depends on it, only the order of flushes.
        five_of_a_kind : bool
            Whether a fully wild card may make five of a kind with four cards of a rank
            (default True). The bug follows its own rule: it is the fifth ace, so with the
            bug and no wild ranks this option is refused.

        The wild-card options replace any that these rules already had.

        Raises
        ------
        ValueError
            For no wild cards at all, more than two jokers, an unknown rank, the bug
            without jokers, a ``flush`` other than the two above, ``five_of_a_kind=False``
            with only the bug wild, or rules where wild cards are not supported (Badugi,
            more than one deck, a suit order).

        Examples
        --------
        >>> HIGH.with_wild(2, bug=True).label
        'high (2 jokers as the bug)'
        >>> HIGH.with_wild(1, flush="double-ace").label
        'high (one joker, fully wild; double-ace flush)'
        >>> HIGH.with_wild(3)
        Traceback (most recent call last):
        ...
        ValueError: jokers must be 0, 1 or 2, got 3
        """
        from dataclasses import replace

        if not is_whole(jokers, maximum=2):
            raise ValueError(_("jokers must be 0, 1 or 2, got {value}").format(value=repr(jokers)))
        jokers = int(jokers)
        bug, fives = flag("bug", bug), flag("five_of_a_kind", five_of_a_kind)
        if not isinstance(flush, str) or flush not in WILD_FLUSH:
            raise ValueError(_("flush must be 'standard' (a wild card in a flush is the highest "
                               "card the flush lacks) or 'double-ace' (the house rule: an ace "
                               "even beside the natural ace); got {value}").format(
                                   value=repr(flush)))
        if isinstance(ranks, (str, int)) and not isinstance(ranks, bool):
            ranks = [ranks]
        try:
            items = collection(ranks, "")
        except ValueError:
            raise ValueError(_("ranks must be a rank or a list of ranks, such as '2' or "
                               "['2', 'J']; got {value}").format(value=repr(ranks))) from None
        names = {r.symbol.lower(): r for r in Rank} | {str(int(r)): r for r in Rank} | {"10": Rank.TEN}
        names |= {r.word: r for r in Rank} | {r.plural: r for r in Rank} | {"deuces": Rank.TWO}
        named: list[Rank] = []
        for item in items:
            if isinstance(item, str):
                for word in item.replace(",", " ").split():
                    if word.lower() not in names:
                        raise ValueError(_(_NOT_A_RANK).format(value=repr(word)))
                    named.append(names[word.lower()])
            elif is_whole(item, minimum=2, maximum=14):
                named.append(Rank(int(item)))
            else:
                raise ValueError(_(_NOT_A_RANK).format(value=repr(item)))
        wild_ranks = tuple(sorted(set(named)))
        if not jokers and not wild_ranks:
            raise ValueError(_("with_wild needs jokers (jokers=1) or wild ranks (ranks='2')"))
        if bug and not jokers:
            raise ValueError(_("the bug is a joker: give jokers=1 (or 2) with bug=True"))
        if bug and not fives and not wild_ranks:
            raise ValueError(_("five_of_a_kind= applies to fully wild cards; the bug is the fifth "
                               "ace by its own rule (the encyclopedia list)"))
        if self.ranking is Ranking.BADUGI:
            raise ValueError(_("wild cards are not supported in Badugi here"))
        if self.decks != 1:
            raise ValueError(_("wild cards with more than one deck are not supported here"))
        if self.suit_order is not None:
            raise ValueError(_("wild cards with a suit order are not supported here"))
        return replace(self, jokers=jokers, bug=bool(bug), wild_ranks=wild_ranks,
                       wild_flush=flush, wild_five_of_a_kind=bool(fives))

    def with_trips_over_straight(self, on: bool = True) -> "Rules":
        """Six-plus with (``on``) or without the house option under which three of a kind
        beats a straight; where the rooms disagree is in :data:`SIX_PLUS`'s source.

        Raises
        ------
        ValueError
            For ``on`` that is not True or False, or rules other than six-plus.

        Examples
        --------
        >>> [c.label for c in SIX_PLUS.with_trips_over_straight().ladder[5:7]]
        ['Three of a kind', 'Straight']
        >>> HIGH.with_trips_over_straight()
        Traceback (most recent call last):
        ...
        ValueError: three of a kind above a straight is a house option of six-plus, not of 'high'
        """
        from dataclasses import replace

        return replace(self, trips_over_straight=bool(flag("on", on)))  # __post_init__ checks

    def with_suit_order(self, order: SuitOrder = "bridge") -> "Rules":
        """These rules with a suit order for breaking otherwise exact ties.

        Parameters
        ----------
        order : "bridge" or sequence of suits
            ``"bridge"`` is clubs < diamonds < hearts < spades; or give all four suits from
            lowest to highest, as :class:`~pokerhands.core.cards.Suit` values or letters
            (``"cdhs"``).

        Raises
        ------
        ValueError
            If the order does not name each of the four suits exactly once, or these are
            low rules (suit order is a high-hand house rule here).

        Examples
        --------
        >>> HIGH.with_suit_order("cdhs").label
        'high (suit order clubs < diamonds < hearts < spades)'
        >>> HIGH.with_suit_order("cdh")
        Traceback (most recent call last):
        ...
        ValueError: suit order must name each suit once, lowest first; got 'cdh'
        """
        from dataclasses import replace

        if self.low:
            raise ValueError(_("a suit order is a high-hand house rule; {rules} has none").format(
                rules=repr(self.name)))
        if self.wild:
            raise ValueError(_("wild cards with a suit order are not supported here"))

        if isinstance(order, str) and order.strip().lower() == "bridge":
            suits: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
        else:
            letters = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit}
            try:
                suits = tuple(s if isinstance(s, Suit) else letters[str(s).lower()]
                              for s in order)
            except (KeyError, TypeError):
                raise ValueError(_("suit order must be 'bridge' or the four suits, lowest "
                                   "first, e.g. 'cdhs'; got {value}").format(
                                       value=repr(order))) from None
        if sorted(suits) != sorted(Suit):
            raise ValueError(_("suit order must name each suit once, lowest first; got {value}")
                             .format(value=repr(order)))
        return replace(self, suit_order=suits)


HIGH = Rules(
    "high",
    source=(
        "Standard high ranking: the English rules page (categories 1-10), the Russian page, "
        "the Greek help page ('traditional high'), the encyclopedia list (categories table). "
        "Ace plays low only in the five-high straight and straight flush; no "
        "wrap-around; suits never break ties."
    ),
)

ACE_TO_FIVE = Rules(
    "ace-to-five", ace_high=False, straights_count=False, flushes_count=False,
    ranking=Ranking.LOWBALL,
    source=(
        "Ace-to-five ('California') low: the Greek help page (Omaha Hi/Lo, Stud Hi/Lo, Razz), the "
        "Russian page "
        "(the usual low rules), the encyclopedia list. The ace is always low; straights and flushes do "
        "not count; the wheel 5-4-3-2-A is best; compare from the top card down."
    ),
)

ACE_TO_SIX = Rules(
    "ace-to-six", ace_high=False, ranking=Ranking.LOWBALL,
    source=(
        "Ace-to-six low (called 'London' in card rooms): the encyclopedia list; the Russian page "
        "lists it as "
        "the variant where "
        "straights and flushes count. The ace is always low; A-2-3-4-5 is a straight and "
        "A-K-Q-J-10 is king-high; best 6-4-3-2-A of mixed suits."
    ),
)

DEUCE_TO_SEVEN = Rules(
    "deuce-to-seven", ace_low=False, ranking=Ranking.LOWBALL,
    source=(
        "Deuce-to-seven ('Kansas City') low: the Greek help page (2-7 single and triple draw), the "
        "Russian page "
        "(the variant where aces are always high), the encyclopedia list. Straights and flushes count "
        "against the hand; A-2-3-4-5 is ace-high, not a straight; best 7-5-4-3-2 of mixed suits."
    ),
)

EIGHT_OR_BETTER = Rules(
    "eight-or-better", ace_high=False, straights_count=False, flushes_count=False,
    ranking=Ranking.LOWBALL,
    qualifier=8,
    source=(
        "The eight-or-better qualifier: the Greek help page (the low half of Omaha Hi/Lo and Stud "
        "Hi/Lo). An ace-to-five low that counts only with five different ranks, all eight "
        "or lower."
    ),
)

BADUGI = Rules(
    "badugi", hand_size=4, ace_high=False, straights_count=False, flushes_count=False,
    ranking=Ranking.BADUGI,
    source=(
        "Badugi: the Greek help page. Four cards; a card counts only if its suit and its rank differ "
        "from every other counting card; four counting cards beat three, three beat two, "
        "two beat one; then the lower cards win, compared from the top; the ace is low."
    ),
)

SIX_PLUS = Rules(
    "six-plus", lowest_rank=6, flush_over_full_house=True,
    source=(
        "Six-plus (short-deck) hold'em as card rooms publish it: 36 cards, six to ace; a flush "
        "beats a full house; A-6-7-8-9 is the lowest straight, none turns the corner; the "
        "straight beats three of a kind (Ladbrokes Poker; PlayNow/BCLC; Wikipedia, 'Six-plus "
        "hold 'em', 'has become standard'). Three of a kind above the straight, the house "
        "option: Fabulous Poker; Sports Interaction; evpoker.org; iPoker in 2016 "
        "(PokerLiveNews). Titles and addresses: the book's bibliography."
    ),
)
"""Six-plus (short-deck) hold'em's ranking of 36 cards, six to ace (its ``source`` gives the
rules and where they come from; :meth:`Rules.with_trips_over_straight`, the house option)."""

RULES: dict[str, Rules] = {r.name: r for r in (HIGH, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN,
                                                 EIGHT_OR_BETTER, BADUGI)}
"""Every ranking system of the four sources by name (each dealt from 52 cards)."""

SHORT_DECK_RULES: dict[str, Rules] = {SIX_PLUS.name: SIX_PLUS}
"""The short-deck systems by name (:data:`SIX_PLUS`); :func:`get_rules` knows them too."""


def get_rules(rules: "str | Rules") -> Rules:
    """Look up a ranking system by name (or pass a :class:`Rules` through).

    Raises
    ------
    ValueError
        For an unknown name, or a :class:`Rules` that no evaluator implements (a
        hand-made ``Rules("high", ace_low=False)`` is refused, not silently read as
        ``"high"``); the message lists the known systems.

    Examples
    --------
    >>> get_rules("ace-to-five")
    Rules('ace-to-five')
    >>> get_rules("razz")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: unknown rules 'razz'; known rules: 'high', 'ace-to-five', ...
    """
    systems = {**RULES, **SHORT_DECK_RULES}
    known = ", ".join(repr(k) for k in systems)
    if isinstance(rules, Rules):
        from dataclasses import replace

        # house options may vary; the system itself must be a known one
        plain = (replace(rules, trips_over_straight=False) if rules.short_deck else
                 replace(rules, suit_order=None, decks=1, jokers=0, bug=False, wild_ranks=(),
                         wild_flush="standard", wild_five_of_a_kind=True))
        if systems.get(rules.name) != plain:
            raise ValueError(_("no evaluator implements {rules} with these settings; "
                               "known rules: {known}").format(rules=repr(rules), known=known))
        return rules
    name = rules.strip().lower().replace("_", "-").replace(" ", "-") \
        if isinstance(rules, str) else None
    name = _ALIASES.get(name, name)
    if name not in systems:
        raise ValueError(_("unknown rules {rules}; known rules: {known}").format(
            rules=repr(rules), known=known))
    return systems[name]


_ALIASES = {"a-5": "ace-to-five", "a5": "ace-to-five", "california": "ace-to-five",
            "a-6": "ace-to-six", "london": "ace-to-six",
            "2-7": "deuce-to-seven", "27": "deuce-to-seven", "kansas-city": "deuce-to-seven",
            "8-or-better": "eight-or-better", "hi-lo-8": "eight-or-better",
            "6+": "six-plus", "6-plus": "six-plus", "short-deck": "six-plus",
            "six-plus-holdem": "six-plus", "short-deck-holdem": "six-plus"}
