"""Which cards combine into a hand: the one home of the hole-card and board rule.

In hold'em, stud and draw games any five of a player's cards play (the Greek help page, the Hungarian
article). In Omaha exactly two of the four hole cards and exactly three of the five board cards play
(the Greek help page's Omaha Hi/Lo; Robert's Rules of Poker), so a board of four hearts gives no flush
to a player holding one heart. :func:`best_combination` applies that rule; the games
(:func:`pokerhands.games.variants.best_hand`) and the split-pot showdown
(:func:`pokerhands.games.showdown.split_pot`) call it.
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from pokerhands.core.cards import Card, CardError, Cards, Joker
from pokerhands.core.language import gettext as _
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.rules import Rules

__all__ = ["best_combination"]


def best_combination(hole: Sequence[Card | Joker], board: Sequence[Card | Joker], rules: Rules,
                     hole_used: "int | None" = None, *, title: str = "this game") -> HandValue:
    """The best hand a player makes from ``hole`` and ``board`` under ``rules``.

    Parameters
    ----------
    hole, board : sequence of Card (and Joker, under rules with jokers)
        Parsed cards (no card in both).
    rules : Rules
    hole_used : int or None
        None: any five of the cards play. An int (2 in Omaha): exactly that many hole cards
        and ``5 - hole_used`` board cards play.
    title : str
        The game's name, for the error message.

    Raises
    ------
    CardError
        With ``hole_used``, when the board holds fewer than ``5 - hole_used`` cards.
    """
    if hole_used is None:
        return evaluate([*hole, *board], rules)
    need = 5 - hole_used
    if len(board) < need:
        raise CardError(_("a hand in {game} needs {need} board cards; the board has {count}: "
                          "{cards}").format(game=title, need=need, count=len(board),
                                            cards=repr(Cards(board))))
    return max(evaluate([*two, *rest], rules) for two in combinations(hole, hole_used)
               for rest in combinations(board, need))
