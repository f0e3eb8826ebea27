"""Who shows first at the showdown of a button game (hold'em, Omaha, draw).

Robert's Rules of Poker ("The Showdown", the rule on the order of showing) and the TDA rules
agree on the order in which the players still in show their hands when the last betting
round is over:

* if anyone bet or raised on the last betting round, the last player who did (the *last
  aggressor*) shows first: the others have paid to see that hand;
* if nobody did (every player checked, or everybody was all in before it), the first player
  still in to the left of the button shows first, the player who would have acted first;
* the others follow clockwise;
* Robert's Rules add that players who contest a side pot show before a player who is all in
  for the main pot only.

Any player may show a winning hand at once, out of turn, to save time: the rules encourage
it. The stud games start from the hand showing on the table instead of the button (the
highest in stud, the lowest in razz); :func:`showing_order` is for the button games.
"""
from __future__ import annotations

from typing import Iterable

from pokerhands.core.checks import seat_list, whole_number
from pokerhands.core.language import gettext as _

__all__ = ["showing_order"]


def showing_order(in_hand: Iterable[int], *, players: int, button: int,
                  last_aggressor: "int | None" = None,
                  main_pot_only: Iterable[int] = ()) -> tuple[int, ...]:
    """The seats still in a button game's hand in the order they show at the showdown.

    Parameters
    ----------
    in_hand : iterable of int
        The seats still in at the showdown (seats ``0 .. players - 1`` clockwise), two or
        more, each once.
    players : int
        Seats at the table, 2 to 10.
    button : int
        The button's seat.
    last_aggressor : int, optional
        The seat that made the last bet or raise of the last betting round; None when
        nobody bet on it (all checked, or all were all in).
    main_pot_only : iterable of int
        Seats all in for the main pot only while others contest a side pot: they show last,
        in clockwise order among themselves.

    Returns
    -------
    tuple of int
        The seats of ``in_hand``, the first to show first.

    Raises
    ------
    ValueError
        Naming the input: ``players`` not 2 to 10, ``button`` not a seat, ``in_hand`` not
        two or more different seats, a ``last_aggressor`` not in the hand, or
        ``main_pot_only`` holding a seat not in the hand, or every seat in it.

    Examples
    --------
    >>> showing_order([1, 3, 5], players=6, button=0)                    # all checked
    (1, 3, 5)
    >>> showing_order([1, 3, 5], players=6, button=0, last_aggressor=3)  # 3 bet last
    (3, 5, 1)
    >>> showing_order([0, 2, 4], players=6, button=3, main_pot_only=[4])
    (0, 2, 4)
    """
    players = whole_number("players", players, minimum=2, maximum=10)
    button = whole_number("button", button, maximum=players - 1)
    seats = seat_list(in_hand, players, _("in_hand must be seats 0 to {last}, got ").format(
        last=players - 1))
    if len(seats) < 2 or len(set(seats)) != len(seats):
        raise ValueError(_("in_hand must be two or more different seats, got {value}").format(
            value=repr(seats)))
    if last_aggressor is not None:
        last_aggressor = whole_number("last_aggressor", last_aggressor, maximum=players - 1)
        if last_aggressor not in seats:
            raise ValueError(_("last_aggressor must be a seat still in the hand ({seats}), got "
                               "{value}").format(seats=", ".join(map(str, sorted(seats))),
                                                 value=last_aggressor))
    short = set(seat_list(main_pot_only, players, _(
        "main_pot_only must be seats 0 to {last}, got ").format(last=players - 1)))
    if not short <= set(seats) or short == set(seats):
        raise ValueError(_("main_pot_only must be some of the seats still in the hand "
                           "({seats}), not all of them; got {value}").format(
            seats=", ".join(map(str, sorted(seats))), value=repr(sorted(short))))
    start = last_aggressor if last_aggressor is not None else (button + 1) % players
    clockwise = sorted(seats, key=lambda seat: (seat - start) % players)
    return tuple([s for s in clockwise if s not in short] + [s for s in clockwise if s in short])
