"""The input of a betting round, read and checked before the round applies any rule.

:class:`pokerhands.games.betting_round.BettingRound` reads its blinds, stacks, pot and
positions with these functions, in that order, so the first thing wrong is the one its
message names. Each raises a ``ValueError`` that names the argument and quotes what it got;
none changes anything. The checks of whole numbers and lists are
:mod:`pokerhands.core.checks`'s.
"""
from __future__ import annotations

from typing import Mapping

from pokerhands.core.checks import MAX_CHIPS, chip_list, collection, is_whole
from pokerhands.games.deal import TablePositions, table_positions

__all__ = ["is_chips", "read_blinds", "check_stacks", "dealt_in", "read_positions"]


def is_chips(value, minimum: int = 0) -> bool:
    """Whether ``value`` is a whole number of chips from ``minimum`` to
    :data:`~pokerhands.core.checks.MAX_CHIPS` (a NumPy integer too, never a boolean), by the
    package's one check; each caller says which argument it was in its own message."""
    return is_whole(value, minimum=minimum, maximum=MAX_CHIPS)


def read_blinds(blinds) -> tuple[int, int]:
    """The blinds ``(small, big)`` as ints, checked: two positive whole numbers of chips (a
    list or a tuple), the small no larger than the big.

    Raises ``ValueError`` for anything else, quoting ``blinds``.

    >>> read_blinds((1, 2))
    (1, 2)
    """
    message = ("blinds must be two positive whole numbers of chips, the small no larger than "
               "the big, got ")
    small, big = chip_list(blinds, message, minimum=1, length=2, refuse=(Mapping,))
    if small > big:
        raise ValueError(f"{message}{blinds!r}")
    return (small, big)


def check_stacks(stacks) -> None:
    """The stacks checked: a sequence with one entry per seat, each a whole number of chips
    or None (no player in that seat).

    Raises ``ValueError`` for anything else, naming the seat whose stack is wrong."""
    collection(stacks, "stacks must be a sequence with one entry per seat, got ",
               refuse=(Mapping,), sized=True)
    for seat, chips in enumerate(stacks):
        if chips is not None and not is_chips(chips):
            raise ValueError(f"seat {seat}'s stack must be a whole number of chips (or "
                             f"None for no player), got {chips!r}")


def dealt_in(stacks, street: str) -> tuple[int, ...]:
    """The seats with a stack (not None), in seat order, checked: at least two, and before
    the flop each with chips to play (0 chips is a player all in from an earlier round).

    Raises ``ValueError`` otherwise, naming the seats.

    >>> dealt_in([100, None, 50], "preflop")
    (0, 2)
    """
    in_hand = tuple(s for s, c in enumerate(stacks) if c is not None)
    if len(in_hand) < 2:
        raise ValueError(f"a betting round needs at least two players, got seats {list(in_hand)}")
    broke = [s for s in in_hand if stacks[s] == 0]
    if street == "preflop" and broke:
        raise ValueError(f"seat {broke[0]} has no chips: a player is dealt in only with "
                         f"chips to play (0 is for a player all in from an earlier round)")
    return in_hand


def read_positions(positions, button, in_hand: tuple[int, ...], seats: int) -> TablePositions:
    """The positions given, or without them the first hand at a table of ``seats`` seats
    with the button on ``button`` (default the first seat of ``in_hand``), checked to deal
    in every seat of ``in_hand`` (the seats with a stack).

    Raises ``ValueError`` for positions that are not a
    :class:`~pokerhands.games.deal.TablePositions` or leave out a seat with a stack."""
    if positions is None:
        positions = table_positions(in_hand, in_hand[0] if button is None else button,
                                    seats=max(2, seats))
    elif not isinstance(positions, TablePositions):
        raise ValueError(f"positions must be a TablePositions, got {positions!r}")
    missing = [s for s in in_hand if s not in positions.occupied]
    if missing or positions.seats < seats:
        raise ValueError(f"seat {missing[0] if missing else seats - 1} has a stack "
                         f"but is not dealt in by the positions given")
    return positions
