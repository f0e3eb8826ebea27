"""Procedures where a suit order is standard: the stud bring-in and the draw for the button.

Suits never rank hands in standard poker, but a suit order settles two procedures. In
seven-card stud it decides who must open the betting on third street: the player whose
up card is the lowest brings it in; for this purpose the ace is high, and between up
cards of equal rank the lower suit brings it in, in bridge order clubs < diamonds <
hearts < spades. Stud hi/lo uses the same rule. Razz, played for low, turns it round: the
*highest* up card brings it in, the ace counting low (so a king is the worst card to
show), and between equal ranks the higher suit brings it in, the king of spades above all
(Robert's Rules of Poker, the sections on seven-card stud, stud high-low and razz).
The same order settles the draw for the dealer button when each player is dealt one
card: the highest card takes the button, the higher suit between equal ranks.
"""
from __future__ import annotations

from typing import Callable, Sequence

from pokerhands.core.cards import DECK, Card, CardError, CardLike, parse_card, parse_cards
from pokerhands.core.language import N_
from pokerhands.core.language import gettext as _
from pokerhands.rules import SuitOrder, get_rules

__all__ = ["BRING_IN_GAMES", "bring_in", "draw_for_button"]

BRING_IN_GAMES = {"stud": "lowest", "stud-hi-lo": "lowest", "razz": "highest"}
"""The stud games with a bring-in, and which up card brings it in (Robert's Rules of Poker:
seven-card stud and stud high-low the lowest card by suit, ace high; razz the highest card
by suit, ace low)."""


def bring_in(up_cards: Sequence[CardLike], suit_order: SuitOrder = "bridge",
             game: str = "stud") -> int:
    """Seat (0-based) of the player who brings in, from each player's up card in seat order.

    The rule depends on the game (Robert's Rules of Poker, the sections on seven-card stud,
    stud high-low and razz):

    * ``"stud"`` and ``"stud-hi-lo"``: the lowest up card brings it in, the ace counting
      high; between equal ranks the *lower* suit (in bridge order the two of clubs is the
      lowest card of all).
    * ``"razz"``: the highest up card brings it in, the ace counting low, so the king is the
      highest; between equal ranks the *higher* suit (the king of spades brings it in
      against any other card).

    Parameters
    ----------
    up_cards : sequence of cards
        One up card per player, e.g. ``["7d", "2c", "2s"]``.
    suit_order : "bridge" or four suits, lowest first
        The order that breaks ties between equal ranks.
    game : str
        ``"stud"`` (default), ``"stud-hi-lo"`` (also ``"stud 8"``, ``"stud hi/lo"``) or
        ``"razz"``.

    Raises
    ------
    CardError
        For a bad card, a card shown twice, or fewer than two players.
    ValueError
        For a game without a bring-in, or a suit order that does not name the four suits once
        each.

    Examples
    --------
    >>> bring_in(["7d", "2c", "2s"])             # stud: the lowest card, the lower deuce
    1
    >>> bring_in(["Kd", "Ac", "Ks"], game="razz")   # razz: the highest, the higher king
    2
    >>> bring_in(["Ah", "3c", "Ks"], game="razz")   # the ace is low in razz
    2
    """
    rule = _bring_in_rule(game)
    cards, key = _ranked(up_cards, suit_order,
                         N_("a bring-in needs at least two players' up cards, got {count}"),
                         N_("an up card appears twice: {card}"), ace_low=rule == "highest",
                         name="up_cards")
    pick = max if rule == "highest" else min
    return pick(range(len(cards)), key=key)


def _bring_in_rule(game: str) -> str:
    from pokerhands.games.variants import get_game

    name = get_game(game, among=list(BRING_IN_GAMES)).name
    if name not in BRING_IN_GAMES:
        raise ValueError(_("{game} has no bring-in; the stud games that have one are {games}")
                         .format(game=get_game(game).title, games=", ".join(BRING_IN_GAMES)))
    return BRING_IN_GAMES[name]


def draw_for_button(cards: Sequence[CardLike], suit_order: SuitOrder = "bridge") -> int:
    """Seat (0-based) of the player who wins the draw for the dealer button.

    Each player is dealt one card face up, in seat order. The highest card wins, the ace
    counting high; between cards of equal rank the higher suit wins, in bridge order
    clubs < diamonds < hearts < spades unless another order is given.

    Parameters
    ----------
    cards : sequence of cards
        One card per player, e.g. ``["Kd", "Ac", "Ah"]``.
    suit_order : "bridge" or four suits, lowest first
        The order that breaks ties between equal ranks.

    Raises
    ------
    CardError
        For a bad card, a card dealt twice, or fewer than two players.
    ValueError
        For a suit order that does not name the four suits once each.

    Examples
    --------
    >>> draw_for_button(["Kd", "Ac", "Ah"])   # two aces: hearts beat clubs
    2
    """
    dealt, key = _ranked(cards, suit_order, N_("a draw for the button needs at least two "
                                               "players' cards, got {count}"),
                         N_("a card appears twice: {card}"))
    return max(range(len(dealt)), key=key)


def _ranked(cards: Sequence[CardLike], suit_order: SuitOrder, too_few: str, twice: str,
            ace_low: bool = False,
            name: str = "cards") -> tuple[list[Card], Callable[[int], tuple[int, int]]]:
    """One card per player, checked, and a sort key by rank (ace high, or low when
    ``ace_low``) then suit order."""
    given = _one_each(cards, name)
    if len(given) > len(DECK):  # more players than one deck has cards: before any is read
        parse_cards(given)
    dealt: list[Card] = []
    for item in given:  # a card dealt twice is found as soon as it is read
        card = parse_card(item)
        if card in dealt:
            raise CardError(_(twice).format(card=card))
        dealt.append(card)
    if len(dealt) < 2:
        raise CardError(_(too_few).format(count=len(dealt)))
    order = get_rules("high").with_suit_order(suit_order).suit_order
    assert order is not None  # with_suit_order sets it

    def key(i: int) -> tuple[int, int]:
        rank = int(dealt[i].rank)
        return (1 if ace_low and rank == 14 else rank, order.index(dealt[i].suit))

    return dealt, key


def _one_each(cards: Sequence[CardLike], name: str = "cards") -> list[CardLike]:
    """One card per player: a list as given, or a string such as ``"7d 2c 2s"`` read card by
    card (a card named twice is reported by the caller)."""
    if isinstance(cards, str):  # one card per player: no more than a deck's worth is read
        return list(parse_cards(cards, allow_duplicates=True, most=len(DECK)))
    if cards is None or not hasattr(cards, "__iter__"):
        raise CardError(_("{name}: give one card per player, as a list such as ['7d', '2c'] or "
                          "a string such as '7d 2c'; got {value}").format(name=name,
                                                                          value=repr(cards)))
    return list(cards)
