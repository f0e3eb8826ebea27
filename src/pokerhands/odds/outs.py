"""The outs table: the exact chance that a hold'em player catches one of ``n`` outs, with one
card to come and with two, beside the table-side rules of 2 and 4 and how far they are off.

After the flop a player has seen five cards (two hole cards and three on the board), so 47 are
unseen; after the turn, 46. Every unseen card is equally likely to come next, whoever may hold
it (the drawing chapter explains why), so with ``n`` outs:

* the turn brings one of them with probability ``n / 47``;
* the river, once the turn has missed, with probability ``n / 46``;
* the turn or the river, seen from the flop, with probability ``1 - C(47 - n, 2) / C(47, 2)``:
  only a turn and a river both drawn from the ``47 - n`` blanks miss.

The rule of 2 guesses 2% per out for one card to come, the rule of 4 guesses 4% per out for
two. The figures here are exact fractions (``fractions.Fraction``); a row counts only the
cards that complete the hand alone, so hands made by the turn and the river together
(runner-runner) are not in it (:func:`pokerhands.odds.draws.draw_odds` counts those for a
given hand and board).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from pokerhands.core.checks import whole_number

__all__ = ["OutsRow", "outs_row", "outs_table", "UNSEEN_ON_FLOP", "UNSEEN_ON_TURN", "MAX_OUTS"]

UNSEEN_ON_FLOP = 47
"""Cards a hold'em player has not seen on the flop, 52 less two hole cards and three on the
board."""

UNSEEN_ON_TURN = 46
"""Cards a hold'em player has not seen on the turn (one more board card seen)."""

MAX_OUTS = UNSEEN_ON_TURN
"""The most outs a row may have, every card unseen on the turn."""


@dataclass(frozen=True)
class OutsRow:
    """One line of the outs table: ``outs`` cards that complete the hand, and the exact chance
    of catching one, as fractions of 1 (multiply by 100 for per cent).

    Make one with :func:`outs_row`, which checks the number of outs. Every chance is a
    ``fractions.Fraction``.

    Attributes
    ----------
    outs : int
        The number of outs, 1 to :data:`MAX_OUTS`.
    """

    outs: int

    @property
    def turn(self) -> Fraction:
        """One card to come from the flop, ``outs / 47``."""
        return Fraction(self.outs, UNSEEN_ON_FLOP)

    @property
    def river(self) -> Fraction:
        """One card to come from the turn, ``outs / 46``."""
        return Fraction(self.outs, UNSEEN_ON_TURN)

    @property
    def by_river(self) -> Fraction:
        """Two cards to come from the flop, the turn and the river,
        ``1 - C(47 - outs, 2) / C(47, 2)`` (only a turn and a river both drawn from the
        blanks miss)."""
        return 1 - Fraction(comb(UNSEEN_ON_FLOP - self.outs, 2), comb(UNSEEN_ON_FLOP, 2))

    @property
    def rule_of_two(self) -> Fraction:
        """The rule of 2's guess for one card to come, 2% per out, as a fraction of 1."""
        return Fraction(2 * self.outs, 100)

    @property
    def rule_of_four(self) -> Fraction:
        """The rule of 4's guess for two cards to come, 4% per out, as a fraction of 1 (above
        1 from 26 outs, where the rule cannot be right)."""
        return Fraction(4 * self.outs, 100)

    @property
    def two_error_turn(self) -> Fraction:
        """The rule of 2 less the exact chance on the turn (negative when the rule is low)."""
        return self.rule_of_two - self.turn

    @property
    def two_error_river(self) -> Fraction:
        """The rule of 2 less the exact chance on the river (negative when the rule is low)."""
        return self.rule_of_two - self.river

    @property
    def four_error(self) -> Fraction:
        """The rule of 4 less the exact chance by the river (positive when the rule promises
        too much)."""
        return self.rule_of_four - self.by_river

    @property
    def odds_against_turn(self) -> Fraction:
        """The odds against catching an out on the turn, so many to 1, that is
        ``(47 - outs) / outs``."""
        return Fraction(UNSEEN_ON_FLOP - self.outs, self.outs)

    @property
    def odds_against_river(self) -> Fraction:
        """The odds against catching an out on the river, ``(46 - outs) / outs`` to 1."""
        return Fraction(UNSEEN_ON_TURN - self.outs, self.outs)

    @property
    def odds_against_by_river(self) -> Fraction:
        """The odds against catching one by the river from the flop, ``(1 - p) / p`` to 1."""
        return (1 - self.by_river) / self.by_river


def outs_row(outs: int) -> OutsRow:
    """The exact chances for ``outs`` outs (see :class:`OutsRow`).

    Raises
    ------
    ValueError
        For ``outs`` that is not a whole number from 1 to :data:`MAX_OUTS` (the message names
        ``outs`` and quotes the value).

    Examples
    --------
    >>> row = outs_row(9)   # a flush draw
    >>> row.turn, row.river, row.by_river
    (Fraction(9, 47), Fraction(9, 46), Fraction(378, 1081))
    >>> f"{float(row.by_river):.2%}, the rule of 4 says {float(row.rule_of_four):.0%}"
    '34.97%, the rule of 4 says 36%'
    """
    return OutsRow(whole_number("outs", outs, minimum=1, maximum=MAX_OUTS))


def outs_table(most: int = 20) -> tuple[OutsRow, ...]:
    """The outs table: one :class:`OutsRow` for each number of outs from 1 to ``most`` (the
    table of the book's "Outs and matchups" chapter, and the one a cheat sheet prints).

    Parameters
    ----------
    most : int
        The last number of outs, 1 to :data:`MAX_OUTS`; 20 by default, as far as the book's
        table goes (a flush draw with an open-ended straight draw has 15).

    Raises
    ------
    ValueError
        For ``most`` that is not a whole number from 1 to :data:`MAX_OUTS`, naming ``most``.

    Examples
    --------
    >>> table = outs_table()
    >>> len(table), table[7].outs, f"{float(table[7].by_river):.1%}"
    (20, 8, '31.5%')
    """
    last = whole_number("most", most, minimum=1, maximum=MAX_OUTS)
    return tuple(outs_row(n) for n in range(1, last + 1))
