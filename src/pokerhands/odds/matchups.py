"""Pre-flop matchups in hold'em: two hands of two hole cards each, before any board card,
what shape their meeting has (a pair against two overcards, a dominated hand ...) and each
hand's exact chance over all 1,712,304 boards.

:func:`matchup_shape` names the shape from the ranks alone, so that a table's labels are
computed, never typed; :func:`hole_kind` says what kind of starting hand one player holds
(a pair, suited connectors ...); :func:`preflop_matchup` counts a matchup exactly with
:func:`pokerhands.odds.equity.equity` (which needs NumPy), and :data:`STANDARD_MATCHUPS` lists
the matchups players learn by heart, one representative deal of each, for the book's
"Outs and matchups" chapter.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, parse_cards
from pokerhands.core.dealt import check_one_deal, one_of_two
from pokerhands.core.language import N_, gettext as _, use_language

__all__ = ["Matchup", "preflop_matchup", "preflop_matchups", "matchup_shape", "hole_kind",
           "STANDARD_MATCHUPS"]

STANDARD_MATCHUPS: tuple[tuple[str, str], ...] = (
    ("8♠ 8♥", "A♦ K♣"),     # a pair against two overcards
    ("2♠ 2♥", "A♦ K♣"),     # the smallest pair against them
    ("8♠ 8♥", "A♦ 6♣"),     # a pair against one overcard
    ("A♠ K♥", "A♦ Q♣"),     # a dominated hand: the same ace, a lower kicker
    ("K♠ K♥", "8♦ 8♣"),     # an overpair against an underpair
    ("A♠ A♥", "K♦ K♣"),     # the two best pairs
    ("A♠ K♥", "8♦ 7♣"),     # two overcards against two undercards
    ("8♥ 7♥", "Q♠ Q♣"),     # suited connectors against a higher pair
    ("8♥ 7♥", "2♠ 2♣"),     # suited connectors against a lower pair
    ("A♠ 2♥", "K♦ Q♣"),     # the highest and the lowest card against two middle ones
)
"""The matchups a player learns by heart, one deal each, as ``(first, second)`` hole cards:
no two of them share a suit where a shared suit would change the figures much (a flush for
both is rarer), so each row shows its shape's usual figure."""

# the shapes, each seen from the first hand
_PAIRS = {1: N_("an overpair against an underpair"), -1: N_("an underpair against an overpair"),
          0: N_("the same pair")}
_PAIR_AGAINST = {2: N_("a pair against two overcards"), 1: N_("a pair against one overcard"),
                 0: N_("a pair against two undercards")}
_AGAINST_PAIR = {2: N_("two overcards against a pair"), 1: N_("one overcard against a pair"),
                 0: N_("two undercards against a pair")}
_SPREAD = {  # where the first hand's two ranks fall among the four, highest first
    (0, 1): N_("two overcards against two undercards"),
    (2, 3): N_("two undercards against two overcards"),
    (0, 3): N_("the highest and the lowest card against two middle ones"),
    (1, 2): N_("two middle cards against the highest and the lowest"),
    (0, 2): N_("the highest and the third card against the second and the lowest"),
    (1, 3): N_("the second and the lowest card against the highest and the third"),
}


def _hole(cards: CardsLike, name: str) -> Cards[Card]:
    hole = parse_cards(cards)
    if len(hole) != 2:
        raise CardError(_("{name} must be two hole cards; got {count}: {cards}").format(
            name=name, count=len(hole), cards=repr(hole)))
    return Cards(c for c in hole if isinstance(c, Card))


def _ranks(hole: Cards[Card]) -> tuple[int, int]:
    high, low = sorted((int(c.rank) for c in hole), reverse=True)
    return high, low


def matchup_shape(first: CardsLike, second: CardsLike, lang: "str | None" = None) -> str:
    """The shape of a pre-flop matchup, seen from the first hand, in ``lang`` (by default the
    language in force):
    ``"a pair against two overcards"``, ``"a dominated hand: one rank shared, a lower
    kicker"`` ...

    A pair meets a pair (over, under, the same), a pair meets two other ranks (how many of
    them are above the pair: an overcard), or two hands of two ranks meet: they share one rank
    (the one with the higher other card, its *kicker*, dominates), both ranks, or none, and
    then the shape says where the first hand's two ranks fall among the four.

    Raises
    ------
    CardError
        For bad cards or a hand of other than two cards; a
        :class:`~pokerhands.core.dealt.SharedCardError` for a card in both hands.

    Examples
    --------
    >>> matchup_shape("8♠ 8♥", "A♦ K♣"), matchup_shape("A♠ K♥", "A♦ Q♣")
    ('a pair against two overcards', 'a dominating hand: one rank shared, a higher kicker')
    """
    with use_language(lang):
        a, b = _hole(first, "first"), _hole(second, "second")
        check_one_deal([(one_of_two(1), a), (one_of_two(2), b)])  # a card in both hands raises
        (a1, a2), (b1, b2) = _ranks(a), _ranks(b)
        if a1 == a2 and b1 == b2:
            return _(_PAIRS[(a1 > b1) - (a1 < b1)])
        if a1 == a2:
            return _(_PAIR_AGAINST[(b1 > a1) + (b2 > a1)])
        if b1 == b2:
            return _(_AGAINST_PAIR[(a1 > b1) + (a2 > b1)])
        shared = {a1, a2} & {b1, b2}
        if len(shared) == 2:
            return _("the same two ranks")
        if shared:
            (rank,) = shared
            mine = a1 + a2 - rank
            theirs = b1 + b2 - rank
            return (_("a dominating hand: one rank shared, a higher kicker") if mine > theirs
                    else _("a dominated hand: one rank shared, a lower kicker"))
        order = sorted((a1, a2, b1, b2), reverse=True)
        return _(_SPREAD[(order.index(a1), order.index(a2))])


def hole_kind(hole: CardsLike, lang: "str | None" = None) -> str:
    """What kind of starting hand two hole cards are, in ``lang`` (by default the language
    in force): ``"a
    pair"``, ``"suited connectors"`` (two ranks next to each other, of one suit),
    ``"connectors"`` (next to each other, two suits), ``"suited"`` or ``"offsuit"``.

    Raises
    ------
    CardError
        For bad cards or a hand of other than two cards.

    Examples
    --------
    >>> hole_kind("8♥ 7♥"), hole_kind("A♦ K♣"), hole_kind("A♠ 2♠"), hole_kind("Q♠ Q♣")
    ('suited connectors', 'connectors', 'suited', 'a pair')
    """
    with use_language(lang):
        cards = _hole(hole, "hole")
        high, low = _ranks(cards)
        if high == low:
            return _("a pair")
        suited = cards[0].suit == cards[1].suit
        if high - low == 1:
            return _("suited connectors") if suited else _("connectors")
        return _("suited") if suited else _("offsuit")


@dataclass(frozen=True)
class Matchup:
    """Two hold'em hands before the flop, counted over every board.

    Attributes
    ----------
    first, second : Cards
        The two hands' hole cards.
    shape : str
        :func:`matchup_shape`, seen from the first hand.
    boards : int
        The boards dealt: every five of the 48 cards left, 1,712,304.
    wins : tuple of int
        The boards each hand wins outright.
    ties : int
        The boards on which they split the pot.
    """

    first: Cards[Card]
    second: Cards[Card]
    shape: str
    boards: int
    wins: tuple[int, int]
    ties: int

    @property
    def win_share(self) -> tuple[float, float]:
        """Each hand's share of the boards it wins outright (0 to 1)."""
        return (self.wins[0] / self.boards, self.wins[1] / self.boards)

    @property
    def tie_share(self) -> float:
        """The share of the boards that split the pot (0 to 1)."""
        return self.ties / self.boards

    @property
    def equity(self) -> tuple[float, float]:
        """Each hand's expected share of the pot, 0 to 1, its wins and half of the ties."""
        return ((self.wins[0] + self.ties / 2) / self.boards,
                (self.wins[1] + self.ties / 2) / self.boards)


def preflop_matchup(first: CardsLike, second: CardsLike) -> Matchup:
    """Two hold'em hands counted exactly over all 1,712,304 boards (the five board cards from
    the 48 left), with :func:`pokerhands.odds.equity.equity`; a second or two, with NumPy.

    Raises
    ------
    CardError
        For bad cards or a hand of other than two cards; a
        :class:`~pokerhands.core.dealt.SharedCardError` for a card in both hands.

    Examples
    --------
    >>> m = preflop_matchup("K♠ K♥", "8♦ 8♣")
    >>> m.shape, m.boards, f"{m.equity[0]:.1%}"
    ('an overpair against an underpair', 1712304, '80.2%')
    """
    from pokerhands.odds.equity import equity  # NumPy: only when counted

    shape = matchup_shape(first, second)
    a, b = _hole(first, "first"), _hole(second, "second")
    eq = equity([a, b])
    assert eq.exact and eq.ties[0] == eq.ties[1]  # heads up: a board tied is tied by both
    return Matchup(a, b, shape, eq.boards, (eq.wins[0], eq.wins[1]), eq.ties[0])


def preflop_matchups(matchups: Sequence[tuple[CardsLike, CardsLike]] = STANDARD_MATCHUPS
                     ) -> tuple[Matchup, ...]:
    """:func:`preflop_matchup` for each pair of hands, by default :data:`STANDARD_MATCHUPS`
    (about twenty seconds for the ten).

    Raises
    ------
    CardError
        As :func:`preflop_matchup`, for the first pair that has bad cards.
    """
    return tuple(preflop_matchup(a, b) for a, b in matchups)
