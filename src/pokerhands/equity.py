"""Hold'em equity: how often each hand wins, ties and what share of the pot it expects.

Exact when every remaining board can be dealt (heads up before the flop there are
C(48, 5) = 1,712,304 boards), otherwise by a seeded Monte Carlo sample with a standard
error. Every board is valued with the fast path (:mod:`pokerhands.fast`), whose order the
tests check against the reference evaluator.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb, sqrt

import numpy as np

from .cards import DECK, CardError, parse_cards
from .fast import evaluate_batch

__all__ = ["Equity", "equity", "EXACT_LIMIT"]

EXACT_LIMIT = 2_000_000
"""Enumerate every board when there are at most this many (else sample)."""


@dataclass(frozen=True)
class Equity:
    """The result of :func:`equity`.

    Attributes
    ----------
    hands : tuple of Cards
    board : Cards
    boards : int
        Boards dealt (all of them when ``exact``).
    wins, ties : tuple of int
        Boards each hand wins outright, and boards it shares with others.
    equity : tuple of float
        Each hand's expected share of the pot (a tie among n hands counts 1/n).
    exact : bool
    stderr : tuple of float
        Standard error of each equity (zeros when exact).
    """

    hands: tuple
    board: tuple
    boards: int
    wins: tuple
    ties: tuple
    equity: tuple
    exact: bool
    stderr: tuple

    def __repr__(self) -> str:
        shares = ", ".join(f"{h}: {e:.2%}" for h, e in zip(self.hands, self.equity))
        how = "exact" if self.exact else f"sampled, {self.boards:,} boards"
        return f"Equity({shares}; {how})"

    def table(self):
        """A pandas DataFrame: one row per hand with wins, ties and equity."""
        import pandas as pd

        return pd.DataFrame({"hand": [str(h) for h in self.hands], "wins": self.wins,
                             "ties": self.ties, "equity": self.equity,
                             "stderr": self.stderr}).set_index("hand")


def equity(hands, board=(), *, samples: "int | None" = None, seed: int = 0) -> Equity:
    """Equity of two to ten hold'em hands, with an optional board of 0, 3 or 4 cards.

    Parameters
    ----------
    hands : sequence of cards
        Two hole cards per player, e.g. ``["As Ah", "Kd Kc"]``.
    board : cards
        Community cards already dealt (0, 3 or 4; with 5 the result is just the showdown).
    samples : int, optional
        Force a Monte Carlo run of this many boards; by default the boards are enumerated
        when there are at most :data:`EXACT_LIMIT`, else 200,000 are sampled.
    seed : int
        Seed of the sample (``numpy.random.default_rng(seed)``), so a run repeats exactly.

    Returns
    -------
    Equity
        Wins, ties and equity per hand, the number of boards, whether exact, and standard
        errors.

    Raises
    ------
    CardError
        For bad cards, a card dealt twice, or a hand that is not two cards.
    ValueError
        For fewer than two or more than ten hands, a board of 1, 2 or more than 5 cards, or
        a bad ``samples`` or ``seed``.
    """
    holes = [parse_cards(h) for h in hands]
    if not 2 <= len(holes) <= 10:
        raise ValueError(f"equity needs 2 to 10 hands, got {len(holes)}")
    for i, h in enumerate(holes):
        if len(h) != 2:
            raise CardError(f"hand {i + 1} must be two hole cards; got {len(h)}: {h!r}")
    shared = parse_cards(board)
    if len(shared) not in (0, 3, 4, 5):
        raise ValueError(f"the board holds 0, 3, 4 or 5 cards; got {len(shared)}: {shared!r}")
    parse_cards([c for h in holes for c in h] + list(shared))  # a card dealt twice raises
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    if samples is not None and (isinstance(samples, bool) or not isinstance(samples, int)
                                or samples < 1):
        raise ValueError(f"samples must be a positive whole number, got {samples!r}")

    dead = {c.index for h in holes for c in h} | {c.index for c in shared}
    live = np.array([c.index for c in DECK if c.index not in dead], dtype=np.int64)
    need = 5 - len(shared)
    total = comb(len(live), need)
    exact = samples is None and total <= EXACT_LIMIT
    if exact:
        runs = (np.array(list(combinations(live.tolist(), need)), dtype=np.int64)
                .reshape(total, need))
    else:
        count = samples or 200_000
        rng = np.random.default_rng(seed)
        runs = np.argsort(rng.random((count, len(live))), axis=1)[:, :need]
        runs = live[runs]
    n = len(runs)
    fixed = np.array([c.index for c in shared], dtype=np.int64)
    values = np.empty((len(holes), n), dtype=np.int32)
    for p, hole in enumerate(holes):
        cards = np.concatenate([np.tile([c.index for c in hole] + fixed.tolist(), (n, 1)), runs],
                               axis=1)
        values[p] = evaluate_batch(cards)
    best = values.max(axis=0)
    winners = values == best
    shared_by = winners.sum(axis=0)
    wins = (winners & (shared_by == 1)).sum(axis=1)
    ties = (winners & (shared_by > 1)).sum(axis=1)
    share = (winners / shared_by).astype(float)  # each board's pot split among its winners
    eq = share.mean(axis=1)
    err = np.zeros(len(holes)) if exact else share.std(axis=1, ddof=1) / sqrt(n)
    return Equity(tuple(holes), shared, n, tuple(int(w) for w in wins),
                  tuple(int(t) for t in ties), tuple(float(e) for e in eq), exact,
                  tuple(float(e) for e in err))
