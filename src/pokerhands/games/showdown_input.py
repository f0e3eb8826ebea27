"""The input of a showdown and of a split pot, read and checked before any hand is valued.

:func:`~pokerhands.games.showdown.split_pot` reads its arguments with
:func:`read_split_input`, and :func:`~pokerhands.games.showdown.showdown` with
:func:`read_showdown_input`, each in the order its errors are raised, so the first thing
wrong is the one the message names. Each raises a ``ValueError`` (a ``CardError`` for
cards) that names the argument and quotes what it got; none changes anything. The checks of
whole numbers and lists are :mod:`pokerhands.core.checks`'s.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import Sequence

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, parse_cards
from pokerhands.core.dealt import Holding, board_name, check_one_deal, player_name
from pokerhands.core.checks import MAX_CHIPS, collection, flag, whole_number
from pokerhands.core.language import gettext as _
from pokerhands.core.language import ngettext
from pokerhands.games.odd_chips import read_odd_chip
from pokerhands.games.pots import read_folded, side_pots
from pokerhands.games.variants import Game, get_game
from pokerhands.rules import Rules, get_rules

__all__ = ["SplitInput", "read_split_input", "read_seats", "TableInput", "read_showdown_input",
           "MAX_HANDS"]

MAX_HANDS = 52
"""The most hands a split pot may share out (one deck, every hand holding a card at least)."""


@dataclass(frozen=True)
class SplitInput:
    """:func:`~pokerhands.games.showdown.split_pot`'s arguments, read and checked by
    :func:`read_split_input`."""

    holes: list[Cards[Card]]  # each hand's cards, in the order given
    board: Cards[Card]  # the community cards (none without a board)
    pot: int
    low_rules: Rules
    omaha: bool
    half: str  # the half that takes a split pot's odd chip: "high" or "low"
    ties: str  # how tied players share leftover chips: "seat" or "suit"
    labels: tuple[int, ...]  # each hand's table seat (0-based), for the sentences


def read_split_input(hands: Sequence[CardsLike], board: "CardsLike | None", pot: int,
                      mode: str, low_rules: "str | Rules", omaha: bool, odd_chip: "str | None",
                      seats: "Sequence[int] | None") -> SplitInput:
    """:func:`~pokerhands.games.showdown.split_pot`'s arguments read and checked, in the order
    its errors are raised.

    >>> read_split_input([["As", "Ks"], ["7d", "7c"]], None, 100, "high", "eight-or-better",
    ...                  False, None, None).labels
    (0, 1)
    >>> read_split_input([["As", "Ks"]], None, 100, "high", "eight-or-better", False, None, None)
    Traceback (most recent call last):
    ...
    ValueError: a showdown needs at least two hands, got 1
    """
    if mode not in ("hi-lo", "high", "low"):
        raise ValueError(_("mode must be 'hi-lo', 'high' or 'low', got {value}").format(
            value=repr(mode)))
    half, ties = read_odd_chip(odd_chip)
    omaha = flag("omaha", omaha)
    try:  # the check's message is "" and the value: said here in a whole sentence
        collection(hands, "", ordered=True)
    except ValueError:
        raise ValueError(_("hands must be a list with each player's cards, got {value}").format(
            value=repr(hands))) from None
    pot = whole_number("pot", pot, maximum=MAX_CHIPS, unit="chips")
    rules = get_rules(low_rules)
    if mode != "high" and not rules.low:
        raise ValueError(_("low_rules must be a low system, got {rules}").format(
            rules=repr(rules.name)))
    # a generator is read once, and no further than one hand over the most there can be
    items = hands if hasattr(hands, "__len__") else list(islice(hands, MAX_HANDS + 1))
    if not 2 <= len(items) <= MAX_HANDS:  # before any hand is read
        raise ValueError((_("a showdown needs at least two hands, got {count}")
                          if len(items) < 2 else
                          _("a showdown has at most {most} hands (one deck), got more"))
                         .format(count=len(items), most=MAX_HANDS))
    labels = tuple(range(len(items))) if seats is None else read_seats(seats, len(items))
    holes: list[Cards[Card]] = []
    dealt: list[Holding] = []
    for label, h in zip(labels, items):
        holes.append(parse_cards(h))
        dealt.append((player_name(label + 1), holes[-1]))
        check_one_deal(dealt)  # a card dealt twice, found at once
    shared = parse_cards(board) if board is not None else Cards()
    check_one_deal([*dealt, (board_name(), shared)])  # a card dealt twice raises
    return SplitInput(holes, shared, pot, rules, omaha, half, ties, labels)


def read_seats(seats: Sequence[int], hands: int) -> tuple[int, ...]:
    """``seats=`` of :func:`~pokerhands.games.showdown.split_pot`, checked: one distinct seat
    number (0-based) per hand.

    >>> read_seats([4, 1], 2)
    (4, 1)
    >>> read_seats([1, 1], 2)
    Traceback (most recent call last):
    ...
    ValueError: seats must be different seat numbers, got [1, 1]
    """
    try:  # the check's message is "" and the value: said here in a whole sentence
        given = len(collection(seats, "", sized=True, ordered=True))
    except ValueError:
        given = -1
    if given != hands:
        raise ValueError(_("seats must give one seat number (0-based) per hand, got {value}")
                         .format(value=repr(seats)))
    labels = tuple(whole_number("seat", s) for s in seats)
    if len(set(labels)) != hands:
        raise ValueError(_("seats must be different seat numbers, got {value}").format(
            value=repr(list(seats))))
    return labels


@dataclass(frozen=True)
class TableInput:
    """A showdown's input, read and checked by :func:`read_showdown_input`."""

    game: Game
    holes: list[Cards[Card] | None]  # each seat's cards, None for a seat that need not show
    board: Cards[Card]
    pots: list[tuple[int, tuple[int, ...]]]  # (amount, eligible seats), main pot first
    bets: "Sequence[int] | None"  # chips per seat as given, or None for a single pot
    folded: tuple[int, ...]
    button: int
    odd_chip: str  # both words, e.g. "high seat"
    contested: bool  # two or more players contest some pot: cards must be shown


def read_showdown_input(game_name: "str | Game", hands: Sequence[CardsLike | None],
                         board: "CardsLike | None", pot: "int | None",
                         bets: "Sequence[int] | None", folded_seats: Sequence[int],
                         odd_chip: "str | None", button: "int | None") -> TableInput:
    """:func:`~pokerhands.games.showdown.showdown`'s arguments read and checked, in the order
    its errors are raised.

    >>> read_showdown_input("holdem", ["As Ks", "7d 7c"], "2h 3h 4c 9s Jd", None, None, (),
    ...                     None, None).pots
    [(100, (0, 1))]
    >>> read_showdown_input("holdem", ["As Ks"], None, None, None, (), None, None)
    Traceback (most recent call last):
    ...
    ValueError: a showdown needs at least two seats, got 1
    """
    game = get_game(game_name)
    ties = " ".join(read_odd_chip(odd_chip, game.odd_chip))
    try:  # the check's message is "" and the value: said here in a whole sentence
        collection(hands, "", sized=True, ordered=True)
    except ValueError:
        raise ValueError(_("hands must be a list with each seat's cards, got {value}").format(
            value=repr(hands))) from None
    if len(hands) < 2:
        raise ValueError(_("a showdown needs at least two seats, got {count}").format(
            count=len(hands)))
    most = (52 - game.board) // game.hole   # the seats one deck deals the game to
    if len(hands) > most:  # before any hand is read
        raise ValueError(_("{game} deals one deck to at most {most} seats, got {count}").format(
            game=game.title, most=most, count=len(hands)))
    folded = tuple(sorted(read_folded(folded_seats, len(hands))))
    players = len(hands)
    if button is None:
        button = players - 1
    else:
        button = whole_number("button", button, maximum=players - 1)
    if bets is not None and pot is not None:
        raise ValueError(_("give either pot= (one pot) or bets= (chips per seat), not both"))
    if bets is None:
        pot = 100 if pot is None else pot
        pot = whole_number("pot", pot, maximum=MAX_CHIPS, unit="chips")
        live = [s for s in range(len(hands)) if s not in folded]
        if not live:
            raise ValueError(_("every seat folded: nobody can win the pot"))
        pots = [(pot, tuple(live))]
    else:
        try:  # the check's message is "" and the value: said here in a whole sentence
            collection(bets, "", sized=True, ordered=True)
        except ValueError:
            raise ValueError(_("bets must be a list of chips per seat, got {value}").format(
                value=repr(bets))) from None
        if len(bets) != len(hands):
            raise ValueError(ngettext("bets gives {count} amount for {seats} seats",
                                      "bets gives {count} amounts for {seats} seats",
                                      len(bets)).format(count=len(bets), seats=len(hands)))
        pots = side_pots(bets, folded)

    # Cards must be shown only when two or more players contest a pot; a player left alone
    # (everybody else folded) need not show, and the hand may end before the river
    # (the Hungarian article).
    contested = any(len(eligible) > 1 for _amount, eligible in pots)
    holes: list[Cards[Card] | None] = []
    dealt: list[Holding] = []
    for seat, hand in enumerate(hands):
        if (seat in folded or not contested) and (hand is None or hand == ""):
            holes.append(None)
            continue
        if hand is None:
            raise CardError(_("player {number}: no cards given (None), but the player is still "
                              "in the hand and must show").format(number=seat + 1))
        cards = parse_cards(hand)
        game.check_hole(cards, seat=seat)
        dealt.append((player_name(seat + 1), cards))
        check_one_deal(dealt)  # a card dealt twice, found at once
        holes.append(cards)
    shared = parse_cards(board) if board is not None else Cards()
    if contested and len(shared) != game.board:
        raise CardError((_("{game} has no board; got {count}: {cards}") if not game.board else
                         _("{game} has a board of {board} cards at the showdown; got {count}: "
                           "{cards}")).format(game=game.title, board=game.board,
                                              count=len(shared), cards=repr(shared)))
    if not contested and len(shared) > game.board:
        raise CardError(_("{game} has at most {board} board cards; got {count}: {cards}")
                        .format(game=game.title, board=game.board, count=len(shared),
                                cards=repr(shared)))
    check_one_deal([*dealt, (board_name(), shared)])  # a card dealt twice
    return TableInput(game, holes, shared, pots, bets, folded, button, ties, contested)
