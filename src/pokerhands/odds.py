"""Exact counting of hands by enumeration.

:func:`count_five_card_hands` walks all C(52, 5) = 2,598,960 five-card hands, values
each with the evaluator, and tallies categories and distinct values. The book compares
the totals with the published table (:mod:`pokerhands.published`).
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import pandas as pd

from .evaluate import Category, _five_key

__all__ = ["count_five_card_hands", "five_card_strength_counts"]

_RANK = [i // 4 + 2 for i in range(52)]  # index = 4 * (rank - 2) + suit
_SUIT = [i % 4 for i in range(52)]


def five_card_strength_counts(progress: bool = False) -> Counter:
    """How many of the 2,598,960 five-card hands have each strength ``(category, *key)``.

    Every hand is valued with :func:`pokerhands.evaluate.hand_key`'s memoised core: a
    five-card high value depends only on the ranks and on whether the suits are all
    equal, so each pattern is evaluated once and looked up after that.

    Parameters
    ----------
    progress : bool
        Show a progress bar (tqdm; a widget in Jupyter), advanced once per first card.

    Returns
    -------
    collections.Counter
        strength tuple -> number of hands (7,462 keys summing to 2,598,960).
    """
    counts: Counter = Counter()
    firsts = range(48)
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=comb(52, 5), unit=" hands", desc="five-card hands",
                   bar_format="{desc}: {percentage:3.0f}%|{bar}| {n:,}/{total:,}",
                   mininterval=0, miniters=1)
    for a in firsts:
        ra, sa = _RANK[a], _SUIT[a]
        done = 0
        for b, c, d, e in combinations(range(a + 1, 52), 4):
            # Indices ascend, so the ranks come out sorted already.
            flush = sa == _SUIT[b] == _SUIT[c] == _SUIT[d] == _SUIT[e]
            counts[_five_key((ra, _RANK[b], _RANK[c], _RANK[d], _RANK[e]), flush)] += 1
            done += 1
        if bar is not None:
            bar.update(done)
    if bar is not None:
        bar.close()
    return counts


def count_five_card_hands(progress: bool = False) -> pd.DataFrame:
    """Hands and distinct values per category over all 2,598,960 five-card hands.

    Returns
    -------
    pandas.DataFrame
        Index: category names, best first ("Straight flush" includes the four royal
        flushes). Columns: ``hands``, ``distinct values``, ``probability``.
    """
    counts = five_card_strength_counts(progress)
    total = sum(counts.values())
    rows = []
    for cat in sorted(Category, reverse=True):
        keys = [k for k in counts if k[0] == cat]
        hands = sum(counts[k] for k in keys)
        rows.append((cat.label, hands, len(keys), hands / total))
    frame = pd.DataFrame(rows, columns=["category", "hands", "distinct values", "probability"])
    return frame.set_index("category")
