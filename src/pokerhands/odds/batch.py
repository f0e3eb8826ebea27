"""A vectorized evaluator (NumPy) for many hands at once, checked against the reference.

Hands are rows of card indices, ``index = 4 * (rank - 2) + suit`` (suits clubs, diamonds,
hearts, spades = 0..3; see :mod:`pokerhands.core.cards`). The result is one integer per hand:
greater means better under the rules, equal means equal hands, exactly as
:class:`~pokerhands.core.values.HandValue` orders them.

How it works. Without a flush, a hand's value depends only on the multiset of its ranks. So
each card is given one 64-bit number, and the sum of a hand's numbers holds, in separate bit
fields, the count of each rank (in base 5: ranks 2 to 8 in one field, 9 to ace in another)
and the count of each suit. Two small tables turn the two rank fields into a row and a
column of a third table, which holds the value of every multiset of 5, 6 or 7 ranks (each
rank at most four times: 6,175, 18,395 and 49,205 of them). The suit counts say whether five
or more cards share a suit; only for those hands (about 3% of seven-card hands) the ranks of
that suit, taken from a second per-card number (one bit per card), are looked up in a flush
table. Under high rules the better of the two values wins; under low rules where flushes
count against the hand (deuce-to-seven, ace-to-six), a hand of six or seven cards with five
of one suit is valued by trying each of its five-card subsets.

Six-plus hold'em (``"six-plus"``, with or without its house option of three of a kind above
a straight, :data:`pokerhands.rules.SIX_PLUS`) uses the same numbers: its tables hold only
the ranks from the six up, on its own ladder, and its hands may not hold a card below the six.

Every table is built once per process from the reference evaluator
(``pokerhands.ranking.high.best_high`` and :func:`pokerhands.ranking.lowball.low_value`); nothing is
committed as a binary. The tests compare the two paths on every five-card hand and on a
million random seven-card hands.

Source of the rules: the same as :mod:`pokerhands.rules` (all four sources); the speed targets
and the benchmarks against other evaluators are in ``benchmarks/``.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import Sequence

import numpy as np
from numpy.typing import ArrayLike

from pokerhands.core.cards import Card, Rank, Suit
from pokerhands.core.checks import whole_number
from pokerhands.core.language import gettext as _
from pokerhands.core.categories import strength_of
from pokerhands.odds.stored import stored
from pokerhands.ranking.high import best_high
from pokerhands.ranking.lowball import low_value
from pokerhands.rules import Rules, get_rules

__all__ = ["evaluate_batch", "categories", "value_count", "value_counts", "value_strengths",
           "combinations_array", "card_sums", "values_from_sums", "SUPPORTED"]

SUPPORTED = ("high", "ace-to-five", "deuce-to-seven", "ace-to-six", "eight-or-better",
             "six-plus")
"""The ranking systems the fast path implements (for 5 to 7 cards, one deck, no wild cards;
six-plus with or without three of a kind above a straight)."""

_LOW_BITS, _HIGH_SHIFT, _SUIT_SHIFT = 17, 17, 32
_LOW_RANKS = 7  # ranks 2..8 counted in the low field, 9..ace in the high field
_CHUNK = 1 << 16  # rows per step: temporaries stay in the processor's cache


def _card_numbers() -> tuple[np.ndarray, np.ndarray]:
    """Per card index: the packed rank and suit counter, and its bit in a 52-bit card set."""
    packed = np.zeros(52, dtype=np.int64)
    bits = np.zeros(52, dtype=np.int64)
    for index in range(52):
        r, s = index >> 2, index & 3
        if r < _LOW_RANKS:
            field = 5 ** r
        else:
            field = 5 ** (r - _LOW_RANKS) << _HIGH_SHIFT
        packed[index] = field | 1 << (_SUIT_SHIFT + 3 * s)
        bits[index] = 1 << (13 * s + r)
    return packed, bits


_PACKED, _BITS = _card_numbers()


def _multisets(ranks: int) -> list[tuple[int, ...]]:
    """Every multiset of at most 7 of ``ranks`` ranks (each at most 4 times), as count tuples."""
    out: list[tuple[int, ...]] = []

    def walk(prefix: list[int], left: int) -> None:
        if len(prefix) == ranks:
            out.append(tuple(prefix))
            return
        for c in range(min(4, left) + 1):
            walk(prefix + [c], left - c)

    walk([], 7)
    return out


def _suit_table() -> np.ndarray:
    """For each 12-bit field of suit counts, the suit with five or more cards, else -1."""
    table = np.full(1 << 12, -1, dtype=np.int8)
    for field in range(1 << 12):
        for s in range(4):
            if (field >> 3 * s) & 7 >= 5:
                table[field] = s
    return table


_FLUSH_SUIT = _suit_table()


def _value_key(cards: Sequence[Card], rules: Rules) -> tuple[tuple[int, ...], int]:
    if rules.low:
        category, key, _ = low_value(cards, rules)
    else:
        category, key, _ = best_high(cards, rules)
    return strength_of(category, tuple(int(r) for r in key), rules), (
        int(category) if category is not None else 0)


def _tables(rules: "str | Rules") -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray | None,
                                           np.ndarray]:
    """The lookup tables of one ranking system of :data:`SUPPORTED` (a name or its
    :class:`~pokerhands.rules.Rules`), built once per process: see :func:`_build`."""
    return _build(_supported(rules))


@lru_cache(maxsize=None)
def _build(rules: Rules) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray | None,
                                  np.ndarray]:
    """The lookup tables of one ranking system (built once per process).

    Returns ``(low_row, high_col, values, flush, category_of)``: ``values[low_row[a] +
    high_col[b]]`` is the value of the ranks whose low and high fields are ``a`` and ``b``
    (-1 where the multiset does not have 5 to 7 cards); ``flush[mask]`` the value of a flush
    of the 13-bit rank ``mask`` (high rules: the best flush within 5 to 7 ranks; low rules
    where flushes count: exactly five ranks; None where suits never matter); values are dense
    ranks 0..V-1 of the system's distinct values, and ``category_of[v]`` their categories.
    Under a short deck (six-plus) only the ranks it holds enter the tables.
    """
    low_skip = rules.lowest_rank - 2  # the ranks below the deck's, as table positions
    # Five cards: the reference evaluator values every multiset of five ranks (suits go
    # round, so no flush). Six and seven: the best of their five-card sub-multisets, which is
    # the rule "the best five cards play" (the tests compare with the reference hand by hand).
    strengths: dict[tuple[int, ...], tuple[int, ...]] = {}
    category: dict[tuple[int, ...], int] = {}
    for k in (5, 6, 7):
        for combo in combinations_with_replacement(range(low_skip, 13), k):
            if any(combo[i] == combo[i + 4] for i in range(k - 4)):
                continue  # a rank five times
            if k == 5:
                cards = [Card(Rank(r + 2), Suit(i % 4)) for i, r in enumerate(combo)]
                strengths[combo], c = _value_key(cards, rules)
                category[strengths[combo]] = c
            else:
                strengths[combo] = max(strengths[five] for five in set(combinations(combo, 5)))
    flush: dict[int, tuple[int, ...]] = {}
    if rules.flushes_count:
        for size in (5, 6, 7) if not rules.low else (5,):
            for ranks in combinations(range(low_skip, 13), size):
                mask = sum(1 << r for r in ranks)
                if size == 5:
                    cards = [Card(Rank(r + 2), Suit.SPADES) for r in ranks]
                    flush[mask], c = _value_key(cards, rules)
                    category[flush[mask]] = c
                else:
                    flush[mask] = max(flush[sum(1 << r for r in five)]
                                      for five in combinations(ranks, 5))
    order = {s: i for i, s in enumerate(sorted(set(strengths.values()) | set(flush.values())))}

    lows, highs = _multisets(_LOW_RANKS), _multisets(13 - _LOW_RANKS)
    low_index = {counts: i for i, counts in enumerate(lows)}
    high_index = {counts: j for j, counts in enumerate(highs)}
    low_row = np.full(1 << _LOW_BITS, -1, dtype=np.int64)
    high_col = np.full(1 << 14, -1, dtype=np.int64)
    for i, counts in enumerate(lows):
        low_row[sum(c * 5 ** r for r, c in enumerate(counts))] = i * len(highs)
    for j, counts in enumerate(highs):
        high_col[sum(c * 5 ** r for r, c in enumerate(counts))] = j
    values = np.full(len(lows) * len(highs), -1, dtype=np.int16)
    for combo, s in strengths.items():
        counts = tuple(combo.count(r) for r in range(13))
        i, j = low_index[counts[:_LOW_RANKS]], high_index[counts[_LOW_RANKS:]]
        values[i * len(highs) + j] = order[s]
    flush_table = None
    if flush:
        flush_table = np.full(1 << 13, -1, dtype=np.int16)
        for mask, s in flush.items():
            flush_table[mask] = order[s]
    category_of = np.zeros(len(order), dtype=np.int8)
    for s, i in order.items():
        category_of[i] = category[s]
    _STRENGTHS[rules] = tuple(sorted(order))
    return low_row, high_col, values, flush_table, category_of


_STRENGTHS: dict[Rules, tuple[tuple[int, ...], ...]] = {}


def value_strengths(rules: "str | Rules" = "high") -> tuple[tuple[int, ...], ...]:
    """The reference strength of each value: ``value_strengths(rules)[v]`` is the tuple
    :func:`pokerhands.core.categories.strength_of` gives for the hands of value ``v`` (for high
    rules ``(place, *tie-break ranks)``, the place being the category's on the rules'
    ladder), so fast counts can be read in the book's terms."""
    ruleset = _supported(rules)
    _build(ruleset)
    return _STRENGTHS[ruleset]


@stored("progress")
def value_counts(k: int = 7, rules: "str | Rules" = "high", progress: bool = False) -> np.ndarray:
    """How many of all C(52, k) hands of k cards (C(36, k) under six-plus) have each value,
    by enumeration.

    Every hand is dealt once: for each highest card h, the hands are h with every
    (k - 1)-subset of the cards below it, whose sums are computed once for all h (the
    subsets of the deck's first h cards are the first rows of :func:`combinations_array`
    (deck size - 1, k - 1)).

    Parameters
    ----------
    k : int
        Cards per hand, 5 to 7 (C(52, 7) = 133,784,560 hands take a few seconds).
    rules : str or Rules
        One of :data:`SUPPORTED`; six-plus's hands come from its 36 cards.
    progress : bool
        Show a tqdm bar advancing per highest card.

    Returns
    -------
    numpy.ndarray of int64, shape (value_count(rules),)
        Hands per value (index = the value :func:`evaluate_batch` gives); sums to C(52, k),
        or C(36, k) under six-plus.

    Raises
    ------
    ValueError
        For ``k`` that is not a whole number from 5 to 7 (booleans and fractions included;
        from :func:`pokerhands.core.checks.whole_number`), or unsupported rules.
    """
    ruleset = _supported(rules)
    k = whole_number("k", k, minimum=5, maximum=7)
    _build(ruleset)
    deck = np.array([c.index for c in ruleset.deck], dtype=np.int64)  # ascending indices
    below = deck[combinations_array(len(deck) - 1, k - 1)]
    packed_below, cardset_below = card_sums(below)
    need_rows = ruleset.low and ruleset.flushes_count and k > 5
    counts = np.zeros(value_count(ruleset), dtype=np.int64)
    tops = range(k - 1, len(deck))
    if progress:
        from tqdm.auto import tqdm

        tops = tqdm(tops, desc=f"{k}-card hands", unit=" top cards")
    step = 1 << 20
    for top in tops:
        card = deck[top]
        for start in range(0, comb(top, k - 1), step):
            end = min(start + step, comb(top, k - 1))
            rows = None
            if need_rows:
                rows = np.hstack([below[start:end], np.full((end - start, 1), card, np.int64)])
            v = values_from_sums(packed_below[start:end] + _PACKED[card],
                                 cardset_below[start:end] + _BITS[card], k, ruleset, rows)
            counts += np.bincount(v, minlength=len(counts))
    return counts


def _supported(rules: "str | Rules") -> Rules:
    """The rules of :data:`SUPPORTED` that ``rules`` names (or is), else a ValueError."""
    r = get_rules(rules)
    plain = replace(r, trips_over_straight=False) if r.short_deck else r
    if r.name not in SUPPORTED or plain != get_rules(r.name):
        raise ValueError(_("the fast path implements {supported} (one deck, no wild cards, no "
                           "suit order); not {value}").format(
                               supported=", ".join(SUPPORTED),
                               value=repr(getattr(rules, "label", rules))))
    return r


def _checked(indices: ArrayLike) -> np.ndarray:
    array = np.asarray(indices)
    if array.ndim != 2 or not 5 <= array.shape[1] <= 7:
        raise ValueError(_("indices must be an (N, k) array with k from 5 to 7; got shape "
                           "{shape}").format(shape=array.shape))
    if not np.issubdtype(array.dtype, np.integer):
        message = (_("indices must be integers 0..51, got dtype {dtype} (card indices, 4 * "
                     "(rank - 2) + suit; parse card text with pokerhands.parse_cards and take "
                     ".index)") if array.dtype.kind in "US" else
                   _("indices must be integers 0..51, got dtype {dtype} (or numbers too large "
                     "to be card indices)") if array.dtype.kind in "fO" else
                   _("indices must be integers 0..51, got dtype {dtype}"))
        raise ValueError(message.format(dtype=array.dtype))
    if array.size and (array.min() < 0 or array.max() > 51):
        bad = array[(array < 0) | (array > 51)][0]
        raise ValueError(_("card indices run from 0 to 51; got {value}").format(value=bad))
    return array


def card_sums(indices: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    """The two per-hand sums the evaluator reads: packed rank and suit counts, and card sets.

    Parameters
    ----------
    indices : array_like of int, shape (N, k)
        Card indices 0..51 (not checked here).

    Returns
    -------
    (packed, cardset) : two int64 arrays of shape (N,)
        Sums that can be extended card by card: the sums of a board plus those of the hole
        cards are the sums of the whole hand (how :mod:`pokerhands.odds.equity` values every board
        once for all players).
    """
    array = np.asarray(indices)
    packed = _PACKED[array[:, 0]].copy()
    cardset = _BITS[array[:, 0]].copy()
    for j in range(1, array.shape[1]):
        packed += _PACKED[array[:, j]]
        cardset += _BITS[array[:, j]]
    return packed, cardset


def values_from_sums(packed: np.ndarray, cardset: np.ndarray, k: int, name: "str | Rules",
                     rows: ArrayLike | None = None) -> np.ndarray:
    """The values of ``k``-card hands from their two sums (:func:`card_sums`), under the
    rules named ``name`` (one of :data:`SUPPORTED`, or its :class:`~pokerhands.rules.Rules`).

    Parameters
    ----------
    packed, cardset : numpy.ndarray of int64, shape (n,)
        The sums :func:`card_sums` returns for ``n`` hands.
    k : int
        Cards per hand (5 to 7).
    name : str or Rules
        The rules, or their name.
    rows : numpy.ndarray of int, shape (n, k), optional
        The hands' card indices; needed only for the subset search of low rules where
        flushes count, with six or seven cards.

    Returns
    -------
    numpy.ndarray of int, shape (n,)
        Value numbers as :func:`evaluate_batch` gives them (greater is better).

    No checks are made: callers pass sums of hands they built (:func:`evaluate_batch` checks
    what a user gives).
    """
    ruleset = _supported(name)
    low_row, high_col, values, flush_table, _ = _build(ruleset)
    value: np.ndarray = values[low_row[packed & ((1 << _LOW_BITS) - 1)]
                   + high_col[(packed >> _HIGH_SHIFT) & 0x3FFF]]
    if flush_table is None:
        return value
    suit = _FLUSH_SUIT[(packed >> _SUIT_SHIFT) & 0xFFF]
    suited = np.flatnonzero(suit >= 0)
    if not len(suited):
        return value
    mask = (cardset[suited] >> (13 * suit[suited].astype(np.int64))) & 0x1FFF
    if not ruleset.low:
        value[suited] = np.maximum(value[suited], flush_table[mask])
    elif k == 5:
        value[suited] = flush_table[mask]
    else:
        hands = np.asarray(rows)[suited]
        best = None
        for cols in combinations(range(k), 5):
            sub = hands[:, cols]
            v = values_from_sums(*card_sums(sub), 5, ruleset)
            best = v if best is None else np.maximum(best, v)
        value[suited] = best
    return value


def evaluate_batch(indices: ArrayLike, rules: "str | Rules" = "high", *,
                   check: bool = True) -> np.ndarray:
    """Values of many hands at once.

    Parameters
    ----------
    indices : array_like of int, shape (N, k)
        N hands of k cards each, 5 <= k <= 7, as card indices 0..51 (no card twice in a row;
        16..51 under six-plus, whose deck starts at the six).
    rules : str or Rules
        One of :data:`SUPPORTED`: ``"high"``, ``"ace-to-five"``, ``"deuce-to-seven"``,
        ``"ace-to-six"``, ``"eight-or-better"`` or ``"six-plus"`` (or its rules with three
        of a kind above a straight); from six or seven cards the best five count.
    check : bool
        Check that no row holds a card twice (default). Callers that build the rows
        themselves, such as :mod:`pokerhands.odds.equity`, may skip it.

    Returns
    -------
    numpy.ndarray of int16, shape (N,)
        One value per hand: greater is better under ``rules``, equal values are equal hands,
        the same order as :func:`pokerhands.evaluate.evaluate` gives (tested on every
        five-card hand and on a million random seven-card hands). The values are dense ranks
        of the system's distinct values (for high rules 0..7,461, the royal flush 7,461; see
        :func:`value_count`).

    Raises
    ------
    ValueError
        For a bad shape, an index outside 0..51 (or below the six under six-plus: the message
        names the card), a card twice in one row, or rules the fast path does not implement.

    Examples
    --------
    Four aces with a king, and the wheel (the lowest straight):

    >>> values = evaluate_batch([[48, 49, 50, 51, 44], [0, 4, 8, 12, 49]])
    >>> values.tolist(), categories(values).tolist()
    ([7451, 5853], [8, 5])
    """
    ruleset = _supported(rules)
    array = _checked(indices)
    n, k = array.shape
    first = 4 * (ruleset.lowest_rank - 2)  # the lowest index the deck holds
    if array.size and array.min() < first:
        bad = int(array[array < first][0])
        card = Card(Rank(bad // 4 + 2), Suit(bad % 4))
        raise ValueError(_("card index {value} ({card}) is not in the {size}-card deck of "
                           "{rules}, which starts at index {first}").format(
                               value=bad, card=card, size=len(ruleset.deck),
                               rules=repr(ruleset.name), first=first))
    out = np.empty(n, dtype=np.int16)
    for start in range(0, n, _CHUNK):
        rows = array[start:start + _CHUNK]
        packed, cardset = card_sums(rows)
        if check:
            short = np.flatnonzero(np.bitwise_count(cardset) != k)
            if len(short):
                row = start + int(short[0])
                raise ValueError(_("row {row} holds a card twice: {cards}").format(
                    row=row, cards=array[row].tolist()))
        out[start:start + len(rows)] = values_from_sums(packed, cardset, k, ruleset, rows)
    return out


def value_count(rules: "str | Rules" = "high") -> int:
    """The number of distinct values under ``rules`` (7,462 for high hands, 6,175 for
    ace-to-five, 1,404 for six-plus): :func:`evaluate_batch` returns 0 to this number less
    one."""
    return len(_tables(rules)[4])


def categories(values: ArrayLike, rules: "str | Rules" = "high") -> np.ndarray:
    """The :class:`~pokerhands.core.categories.Category` number of each value from
    :func:`evaluate_batch` (0 for no qualifying low), as an int8 array of the same shape."""
    table = _tables(rules)[4]
    array = np.asarray(values)
    if not np.issubdtype(array.dtype, np.integer):
        raise ValueError(_("values must be integers from evaluate_batch, got dtype {dtype}")
                         .format(dtype=array.dtype))
    if array.size and (array.min() < 0 or array.max() >= len(table)):
        bad = array[(array < 0) | (array >= len(table))].flat[0]
        raise ValueError(_("values run from 0 to {last} under {rules}; got {value}").format(
            last=len(table) - 1, rules=repr(rules), value=bad))
    found: np.ndarray = table[array]
    return found


@lru_cache(maxsize=8)
def _combinations(n: int, k: int) -> np.ndarray:
    if k == 0:
        return np.zeros((1, 0), dtype=np.uint8)
    if k > n:
        return np.zeros((0, k), dtype=np.uint8)
    # colex order: the subsets whose highest element is `top` are every (k-1)-subset of
    # range(top) -- the first C(top, k-1) rows of the (n-1, k-1) array -- followed by `top`
    below = _combinations(n - 1, k - 1)
    out = np.empty((comb(n, k), k), dtype=np.uint8)
    row = 0
    for top in range(k - 1, n):
        size = comb(top, k - 1)
        out[row:row + size, :k - 1] = below[:size]
        out[row:row + size, k - 1] = top
        row += size
    out.flags.writeable = False
    return out


def combinations_array(n: int, k: int) -> np.ndarray:
    """Every k-subset of ``range(n)``, each row in increasing order, as a read-only
    (C(n, k), k) uint8 array (cached). The rows come in colexicographic order (by the highest
    element, then the next): the same subsets as ``itertools.combinations``, built with NumPy.

    Raises
    ------
    ValueError
        From :func:`pokerhands.core.checks.whole_number`, before anything is allocated: ``n``
        that is not a whole number from 0 to 255, or ``k`` not one from 0 to ``n``
        (booleans and fractions included; NumPy integers are accepted).

    Examples
    --------

    >>> combinations_array(4, 2).tolist()
    [[0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]]
    """
    n = whole_number("n", n, maximum=255)
    k = whole_number("k", k, maximum=n)
    return _combinations(n, k)
