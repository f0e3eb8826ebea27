"""Pots: the chips each seat put in, split into a main pot and side pots.

A player all in for less than the others can win only what every seat could match: each
level of contribution forms a pot, and only seats that reached the level and did not fold
may win it (Robert's Rules of Poker, the book's ``ciaffone`` source; the Hungarian article
on the showdown). :func:`side_pots` builds the pots; :class:`Pot` is one settled pot of
:func:`pokerhands.games.showdown.showdown`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from pokerhands.core.checks import MAX_CHIPS, chip_list, collection, is_whole
from pokerhands.core.language import gettext as _, number_text

if TYPE_CHECKING:  # the annotation only; the showdown imports this module
    from pokerhands.games.showdown import Showdown

__all__ = ["Pot", "side_pots", "read_folded"]


@dataclass(frozen=True)
class Pot:
    """One pot of a showdown: the main pot or a side pot.

    Attributes
    ----------
    amount : int
        Chips in this pot.
    eligible : tuple of int
        Seats that can win it (they put in at least this pot's level and did not fold).
    shares : tuple of int
        Chips each seat wins from it (all seats, in seat order).
    result : Showdown or None
        The showdown among the eligible seats; None when one seat is left alone (it takes
        the pot without showing).
    returned : bool
        True for chips nobody called: the part of the biggest bet above every other bet,
        which goes back to the player who bet it.
    order : tuple of int
        The eligible seats from the first seat left of the button; the showdown ``result``
        takes their hands in this order (its sentences name the table's seats), and in a
        button game leftover chips are handed out in it (a stud game hands them out by the
        cards: :attr:`pokerhands.games.variants.Game.odd_chip`).
    """

    amount: int
    eligible: tuple[int, ...]
    shares: tuple[int, ...]
    result: "Showdown | None"
    returned: bool = False
    order: tuple[int, ...] = ()


def side_pots(bets: Sequence[int], folded: Sequence[int] = ()) -> list[tuple[int, tuple[int, ...]]]:
    """Split the chips each seat put in into a main pot and side pots.

    Each level of contribution forms a pot: every seat pays into it up to that level, and
    only seats that reached the level and did not fold may win it. Folded seats' chips stay
    in the pots they paid into.

    Parameters
    ----------
    bets : sequence of int
        Chips each seat put in over the whole hand, in seat order.
    folded : sequence of int
        Seats (0-based) that folded.

    Returns
    -------
    list of (amount, eligible seats)
        Main pot first. Pots with the same eligible seats are merged; the amounts add up to
        ``sum(bets)``.

    Examples
    --------
    >>> side_pots([50, 100, 100])
    [(150, (0, 1, 2)), (100, (1, 2))]

    Raises
    ------
    ValueError
        For a negative or non-integer bet, or an unknown folded seat.
    """
    try:  # the checks' message is "" and the value: said here in a whole sentence
        collection(bets, "", sized=True, ordered=True)
    except ValueError:
        raise ValueError(_("bets must be a list of chips per seat, got {value}").format(
            value=repr(bets))) from None
    try:
        bets = chip_list(list(bets), "")
    except ValueError:
        raise ValueError(_("bets must be whole numbers of chips from 0 to {most}, got {value}")
                         .format(most=number_text(MAX_CHIPS), value=repr(list(bets)))) from None
    folded_seats = read_folded(folded, len(bets))
    pots: list[tuple[int, tuple[int, ...]]] = []
    levels = sorted({b for s, b in enumerate(bets) if b > 0 and s not in folded_seats})
    previous = 0
    for level in levels:
        amount = sum(min(b, level) - min(b, previous) for b in bets)
        eligible = tuple(s for s, b in enumerate(bets) if b >= level and s not in folded_seats)
        if pots and pots[-1][1] == eligible:
            pots[-1] = (pots[-1][0] + amount, eligible)
        else:
            pots.append((amount, eligible))
        previous = level
    leftover = sum(bets) - sum(a for a, _seats in pots)  # folded chips above every live level
    if leftover:
        if not pots:
            raise ValueError(_("every seat folded: nobody can win the pot")
                             if len(folded_seats) == len(bets) else
                             _("no seat still in the hand put chips in: nobody can win them"))
        pots[-1] = (pots[-1][0] + leftover, pots[-1][1])
    return pots


def read_folded(folded: object, players: int) -> set[int]:
    """The folded seats, checked: a list of whole numbers from 0 to ``players - 1``.

    Examples
    --------
    >>> read_folded([2, 0], 3)
    {0, 2}

    Raises
    ------
    ValueError
        For a string, a number or anything but a list of seats, or a seat outside the table.
    """
    try:
        seats = list(collection(folded, "", refuse=(int,)))
    except ValueError:  # the check's message is "" and the value: said here in a sentence
        raise ValueError(_("folded must be a list of seat numbers (0-based), got {value}")
                         .format(value=repr(folded))) from None
    if not all(is_whole(s, maximum=players - 1) for s in seats):
        raise ValueError(_("folded seats {seats} are not all among seats 0..{last}").format(
            seats=repr(seats), last=players - 1))
    return {int(s) for s in seats}
