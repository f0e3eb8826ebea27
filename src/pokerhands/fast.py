"""A vectorized evaluator (NumPy) for many hands at once, checked against the reference.

Hands are rows of card indices, ``index = 4 * (rank - 2) + suit`` (suits clubs, diamonds,
hearts, spades = 0..3; see :mod:`pokerhands.cards`). The result is one integer per hand:
greater means better under the rules, equal means equal hands, exactly as
:class:`~pokerhands.evaluate.HandValue` orders them.

How it works. A hand's value depends only on the multiset of its ranks, except when five or
more cards share a suit (high rules). So the evaluator keeps two lookup tables, both built
once per process from the reference evaluator (nothing is committed as a binary):

* for every multiset of 5 to 7 ranks (each rank at most four times: 6,175, 18,395 and 49,205
  of them for five, six and seven cards), the value of the best hand those ranks make
  without a flush, found under a key that encodes the count of each rank in base 5;
* for high rules, for every set of five or more ranks of one suit (a 13-bit mask), the value
  of the best flush or straight flush among them.

A hand's rank counts are turned into the key with one matrix product, looked up with a binary
search (``numpy.searchsorted``), and where a suit holds five or more cards the flush table
is consulted too; the better of the two values wins.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

import numpy as np

from .cards import Card, Rank, Suit
from .evaluate import _best_high, strength_of
from .rules import get_rules

__all__ = ["evaluate_batch", "categories", "SUPPORTED"]

SUPPORTED = ("high", "ace-to-five")
"""The ranking systems the fast path implements (for 5 to 7 cards)."""

_POW5 = 5 ** np.arange(13, dtype=np.int64)
_CHUNK = 1 << 17  # rows per step, to bound memory


def _representative(ranks: tuple) -> list:
    """Cards with these ranks whose suits never give five of one suit (suits go round)."""
    return [Card(Rank(r), Suit(i % 4)) for i, r in enumerate(ranks)]


@lru_cache(maxsize=None)
def _tables(rules_name: str):
    """(sorted keys, value per key, flush table or None, category per value) for a system.

    Values are dense integers 0..V-1 in the order of strength (greater is better)."""
    rules = get_rules(rules_name)
    strengths: dict[int, tuple] = {}
    categories: dict[tuple, int] = {}
    for k in (5, 6, 7):
        for combo in combinations_with_replacement(range(2, 15), k):
            counts = np.bincount(np.array(combo) - 2, minlength=13)
            if counts.max() > 4:
                continue
            key = int(counts @ _POW5)
            cards = _representative(combo)
            if rules.low:
                from .lowball import low_value

                category, value_key, _ = low_value(cards, rules)
            else:
                category, value_key, _ = _best_high(cards)
            s = strength_of(category, tuple(int(r) for r in value_key), rules)
            strengths[key] = s
            categories[s] = int(category) if category is not None else 0
    flush = {}
    if not rules.low:
        for mask in range(1 << 13):
            ranks = [r + 2 for r in range(13) if mask >> r & 1]
            if len(ranks) < 5:
                continue
            category, value_key, _ = _best_high([Card(Rank(r), Suit.SPADES) for r in ranks])
            s = strength_of(category, tuple(int(r) for r in value_key), rules)
            flush[mask] = s
            categories[s] = int(category)
    order = {s: i for i, s in enumerate(sorted(set(strengths.values()) | set(flush.values())))}
    keys = np.array(sorted(strengths), dtype=np.int64)
    values = np.array([order[strengths[k]] for k in keys.tolist()], dtype=np.int32)
    flush_table = None
    if flush:
        flush_table = np.full(1 << 13, -1, dtype=np.int32)
        for mask, s in flush.items():
            flush_table[mask] = order[s]
    category_of = np.zeros(len(order), dtype=np.int8)
    for s, i in order.items():
        category_of[i] = categories[s]
    return keys, values, flush_table, category_of


def _checked(indices) -> np.ndarray:
    array = np.asarray(indices)
    if array.ndim != 2 or not 5 <= array.shape[1] <= 7:
        raise ValueError(f"indices must be an (N, k) array with k from 5 to 7; got shape "
                         f"{array.shape}")
    if not np.issubdtype(array.dtype, np.integer):
        raise ValueError(f"indices must be integers 0..51, got dtype {array.dtype}")
    if array.size and (array.min() < 0 or array.max() > 51):
        bad = array[(array < 0) | (array > 51)][0]
        raise ValueError(f"card indices run from 0 to 51; got {bad}")
    ordered = np.sort(array, axis=1)
    repeated = (ordered[:, 1:] == ordered[:, :-1]).any(axis=1)
    if repeated.any():
        row = int(np.flatnonzero(repeated)[0])
        raise ValueError(f"row {row} holds a card twice: {array[row].tolist()}")
    return array.astype(np.int64, copy=False)


def evaluate_batch(indices, rules: str = "high") -> np.ndarray:
    """Values of many hands at once.

    Parameters
    ----------
    indices : array_like of int, shape (N, k)
        N hands of k cards each, 5 <= k <= 7, as card indices 0..51 (no card twice in a row).
    rules : {"high", "ace-to-five"}
        The ranking system (see :data:`SUPPORTED`).

    Returns
    -------
    numpy.ndarray of int32, shape (N,)
        One value per hand: greater is better under ``rules``, equal values are equal hands,
        the same order as :func:`pokerhands.evaluate.evaluate` gives (tested on every
        five-card hand and on random seven-card hands). The values are dense ranks of the
        system's distinct values (for high rules 0..7,461, the royal flush 7,461).

    Raises
    ------
    ValueError
        For a bad shape, an index outside 0..51, a card twice in one row, or rules the fast
        path does not implement.
    """
    name = get_rules(rules).name
    if name not in SUPPORTED or get_rules(rules) != get_rules(name):
        raise ValueError(f"the fast path implements {', '.join(SUPPORTED)}; not {rules!r}")
    array = _checked(indices)
    keys, values, flush_table, _ = _tables(name)
    out = np.empty(len(array), dtype=np.int32)
    bit = np.int64(1) << (array >> 2)
    for start in range(0, len(array), _CHUNK):
        rows = array[start:start + _CHUNK]
        ranks, suits = rows >> 2, rows & 3
        counts = (ranks[:, :, None] == np.arange(13)).sum(axis=1)
        value = values[np.searchsorted(keys, counts @ _POW5)]
        if flush_table is not None:
            per_suit = (suits[:, :, None] == np.arange(4)).sum(axis=1)
            suited = per_suit.max(axis=1) >= 5
            if suited.any():
                which = np.flatnonzero(suited)
                suit = per_suit[which].argmax(axis=1)
                mask = np.where(suits[which] == suit[:, None], bit[start:start + _CHUNK][which],
                                0).sum(axis=1)
                value[which] = np.maximum(value[which], flush_table[mask])
        out[start:start + len(rows)] = value
    return out


def categories(values, rules: str = "high") -> np.ndarray:
    """The :class:`~pokerhands.evaluate.Category` number of each value from
    :func:`evaluate_batch` (0 for no qualifying low), as an int8 array of the same shape."""
    name = get_rules(rules).name
    if name not in SUPPORTED:
        raise ValueError(f"the fast path implements {', '.join(SUPPORTED)}; not {rules!r}")
    return _tables(name)[3][np.asarray(values)]

