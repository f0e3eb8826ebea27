"""The input of a betting round, read and checked before the round applies any rule.

:class:`pokerhands.games.betting_round.BettingRound` reads its blinds, stacks, pot,
positions and missed blinds with these functions, in that order, so the first thing wrong
is the one its message names; :meth:`~pokerhands.games.betting_round.BettingRound.act`
reads each action with :func:`read_action`. Each raises a ``ValueError`` that names the
argument and quotes what it got; none changes anything. The checks of whole numbers and lists are
:mod:`pokerhands.core.checks`'s.
"""
from __future__ import annotations

from typing import Container, Mapping, Sequence

from pokerhands.core.checks import MAX_CHIPS, chip_list, collection, is_whole
from pokerhands.core.language import gettext as _
from pokerhands.games.betting_actions import action_phrase
from pokerhands.games.deal import TablePositions, table_positions

__all__ = ["is_chips", "read_blinds", "check_stacks", "dealt_in", "read_positions",
           "read_posts", "read_action"]


def is_chips(value: object, minimum: int = 0) -> bool:
    """Whether ``value`` is a whole number of chips from ``minimum`` to
    :data:`~pokerhands.core.checks.MAX_CHIPS` (a NumPy integer too, never a boolean), by the
    package's one check; each caller says which argument it was in its own message."""
    return is_whole(value, minimum=minimum, maximum=MAX_CHIPS)


def read_blinds(blinds: object) -> tuple[int, int]:
    """The blinds ``(small, big)`` as ints, checked: two positive whole numbers of chips (a
    list or a tuple), the small no larger than the big.

    Raises ``ValueError`` for anything else, quoting ``blinds``.

    >>> read_blinds((1, 2))
    (1, 2)
    """
    message = _("blinds must be two positive whole numbers of chips, the small no larger than "
                "the big, got {value}")
    try:
        small, big = chip_list(blinds, "", minimum=1, length=2)
    except ValueError:  # chip_list's message is "" and the value: say it in a sentence
        raise ValueError(message.format(value=repr(blinds))) from None
    if small > big:
        raise ValueError(message.format(value=repr(blinds)))
    return (small, big)


def check_stacks(stacks: object) -> None:
    """The stacks checked: a sequence with one entry per seat, each a whole number of chips
    or None (no player in that seat).

    Raises ``ValueError`` for anything else, naming the seat whose stack is wrong."""
    try:
        items = collection(stacks, "", sized=True, ordered=True)
    except ValueError:  # collection's message is "" and the value: say it in a sentence
        raise ValueError(_("stacks must be a sequence with one entry per seat, got {value}")
                         .format(value=repr(stacks))) from None
    for seat, chips in enumerate(items):
        if chips is not None and not is_chips(chips):
            raise ValueError(_("seat {seat}'s stack must be a whole number of chips (or None "
                               "for no player), got {value}").format(seat=seat,
                                                                     value=repr(chips)))


def dealt_in(stacks: Sequence[int | None], street: str) -> tuple[int, ...]:
    """The seats with a stack (not None), in seat order, checked: at least two, and before
    the flop each with chips to play (0 chips is a player all in from an earlier round).

    Raises ``ValueError`` otherwise, naming the seats.

    >>> dealt_in([100, None, 50], "preflop")
    (0, 2)
    """
    in_hand = tuple(s for s, c in enumerate(stacks) if c is not None)
    if len(in_hand) < 2:
        raise ValueError(_("a betting round needs at least two players, got seats {seats}")
                         .format(seats=list(in_hand)))
    broke = [s for s in in_hand if stacks[s] == 0]
    if street == "preflop" and broke:
        raise ValueError(_("seat {seat} has no chips: a player is dealt in only with chips to "
                           "play (0 is for a player all in from an earlier round)").format(
                               seat=broke[0]))
    return in_hand


def read_positions(positions: object, button: "int | None", in_hand: tuple[int, ...],
                   seats: int) -> TablePositions:
    """The positions given, or without them the first hand at a table of ``seats`` seats
    with the button on ``button`` (default the first seat of ``in_hand``), checked to deal
    in every seat of ``in_hand`` (the seats with a stack).

    Raises ``ValueError`` for positions that are not a
    :class:`~pokerhands.games.deal.TablePositions` or leave out a seat with a stack."""
    if positions is None:
        found = table_positions(in_hand, in_hand[0] if button is None else button,
                                seats=max(2, seats))
    elif isinstance(positions, TablePositions):
        found = positions
    else:
        raise ValueError(_("positions must be a TablePositions, got {value}").format(
            value=repr(positions)))
    missing = [s for s in in_hand if s not in found.occupied]
    if missing or found.seats < seats:
        raise ValueError(_("seat {seat} has a stack but is not dealt in by the positions "
                           "given").format(seat=missing[0] if missing else seats - 1))
    return found


def read_posts(posts: object, stacks: Mapping[int, int], blinds: tuple[int | None, int],
               big: int) -> Mapping[int, tuple[int, int]]:
    """Missed blinds to post before the flop, checked: a mapping of seat to ``(live, dead)``
    whole chips, from seats with a stack (``stacks``) that post no blind this hand
    (``blinds``: the small blind's poster, or None, and the big blind), at most the big
    blind ``big`` live, and no more in all than the seat's stack. Returns ``posts``.

    Raises ``ValueError`` for anything else, naming the seat.

    >>> read_posts({2: (2, 1)}, {0: 100, 1: 100, 2: 100}, (0, 1), 2)
    {2: (2, 1)}
    """
    if not isinstance(posts, Mapping):
        raise ValueError(_("posts must map seats to (live, dead) chips, got {value}").format(
            value=repr(posts)))
    for seat, pair in posts.items():
        if seat not in stacks or seat in blinds:
            raise ValueError(_("seat {seat} cannot post missed blinds: it is not in the hand, "
                               "or it posts a blind this hand").format(seat=repr(seat)))
        if (not isinstance(pair, tuple) or len(pair) != 2
                or not all(is_chips(c) for c in pair)):
            raise ValueError(_("seat {seat} must post (live, dead) whole chips, got {value}")
                             .format(seat=seat, value=repr(pair)))
        live, dead = pair
        if live > big or live + dead > stacks[seat]:
            raise ValueError(_("seat {seat} cannot post {live} live and {dead} dead: at most "
                               "the big blind is live, and the seat has {stack}").format(
                                   seat=seat, live=live, dead=dead, stack=stacks[seat]))
    return posts


def read_action(seat: int, action: str, to: "int | None", *, actions: Sequence[str],
                seats: Container[int], turn: "int | None") -> "tuple[int, int | None, str]":
    """An action read and checked against the round (not yet against the betting):
    ``(seat, to, what)``, ``what`` being the action as the messages quote it. ``actions``
    are the actions a round knows, ``seats`` the seats in it, ``turn`` the seat to act
    (None when the round is over).

    Raises ``ValueError`` for an unknown action, a seat not in the round, an amount that
    is not a whole number of chips, or a seat acting out of turn or after the round.

    >>> read_action(1, "raise", 6, actions=("call", "raise"), seats={0, 1}, turn=1)
    (1, 6, 'raise to 6')
    """
    what = action_phrase(action, to)
    if action not in actions:
        raise ValueError(_("seat {seat} cannot {action}: the actions are {actions}").format(
            seat=repr(seat), action=what, actions=", ".join(actions)))
    if not is_whole(seat) or seat not in seats:
        raise ValueError(_("seat {seat} cannot {action}: it is not in this betting round")
                         .format(seat=repr(seat), action=what))
    if to is not None and not is_chips(to):
        raise ValueError(_("seat {seat} cannot {action}: the amount must be a whole number of "
                           "chips, got {value}").format(seat=seat, action=what,
                                                        value=repr(to)))
    seat, to = int(seat), (None if to is None else int(to))
    if turn is None:
        raise ValueError(_("seat {seat} cannot {action}: the betting round is over").format(
            seat=seat, action=what))
    if seat != turn:
        raise ValueError(_("seat {seat} cannot {action}: it is seat {turn}'s turn to act")
                         .format(seat=seat, action=what, turn=turn))
    return seat, to, what
