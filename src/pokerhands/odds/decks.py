"""Exact counting of five-card high hands dealt from several decks shuffled together.

With ``decks`` 52-card decks in one shoe, the same card (say the ace of spades) can turn
up as often as there are decks, five of a kind becomes possible and a flush can hold a
pair (see :meth:`pokerhands.rules.Rules.with_decks`). :func:`multideck_counts` counts
every category exactly, without walking the C(52 * decks, 5) hands one by one.

The method is combinatorial. A five-card high value depends only on the multiset of the
five ranks and on whether all five cards share one suit. For a rank multiset in which
rank ``r`` appears ``c_r`` times (each ``c_r`` at most the ``suits * decks`` physical
cards of that rank, the copies of a card being told apart by their deck):

* the number of physical hands with exactly these ranks is ``prod_r C(suits * decks, c_r)``;
* the number of them whose five cards share one suit is ``suits * prod_r C(decks, c_r)``
  (zero when some ``c_r`` exceeds ``decks``: one suit holds only ``decks`` copies of a rank);
* the rest are not suited.

Each (multiset, suited) pattern is valued once by :func:`pokerhands.evaluate.evaluate`
under ``HIGH.with_decks(decks)`` on a representative hand. Straights therefore need
ranks that are consecutive in the real sense (the evaluator's own test), and the five-high
straight needs the ace, 2, 3, 4 and 5 to be among the ranks.

The deck shape (its ranks, the number of suits, the number of decks) is a parameter, so
that small decks can be checked against brute force over every physical hand (see
``tests/test_odds_decks.py``); with ``decks=1`` and the full deck the result is the
published one-deck table (:data:`pokerhands.odds.published.FIVE_CARD_HIGH`).
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from math import comb, prod
from typing import TYPE_CHECKING, Iterable, TypeAlias

from pokerhands.core.cards import Rank
from pokerhands.core.checks import is_whole
from pokerhands.core.language import gettext as _
from pokerhands.core.language import ngettext
from pokerhands.core.patterns import representative
from pokerhands.evaluate import evaluate
from pokerhands.odds.counting import CategoryCount, category_counts, category_table
from pokerhands.rules import HIGH, Rules

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

__all__ = ["multideck_counts", "multideck_categories", "multideck_strength_counts", "deck_size"]

_Ranks: TypeAlias = "Iterable[int | str | Rank] | None"  # 2..14 or symbols; None for all 13



def _parse_ranks(ranks: _Ranks) -> tuple[Rank, ...]:
    """The deck's ranks, ascending, as :class:`Rank` values (all 13 when ``None``)."""
    if ranks is None:
        return tuple(Rank)
    if isinstance(ranks, (str, bytes)):
        raise ValueError(_("ranks must be a list of ranks such as [10, 'J', 'Q', 'K', 'A'], "
                           "got the string {value}").format(value=repr(ranks)))
    symbols = {r.symbol: r for r in Rank} | {"10": Rank.TEN}
    parsed = []
    for r in ranks:
        if isinstance(r, str) and r.strip().upper() in symbols:
            parsed.append(symbols[r.strip().upper()])
        elif is_whole(r, minimum=2, maximum=14):
            parsed.append(Rank(int(r)))
        else:
            raise ValueError(_("unknown rank {value}: use 2..14 or a symbol 2-9, T (or 10), "
                               "J, Q, K, A").format(value=repr(r)))
    if len(set(parsed)) != len(parsed):
        raise ValueError(_("each rank may be listed once; got {value}").format(
            value=repr(list(ranks))))
    return tuple(sorted(parsed))


def _check_shape(decks: int, ranks: _Ranks, suits: int) -> tuple[Rules, tuple[Rank, ...]]:
    rules = HIGH.with_decks(decks)  # raises ValueError unless 1 <= decks <= 8
    rank_list = _parse_ranks(ranks)
    if not is_whole(suits, minimum=1, maximum=4):
        raise ValueError(_("suits must be a whole number from 1 to 4, got {value}").format(
            value=repr(suits)))
    if len(rank_list) * suits * decks < 5:
        # TRANSLATORS: the English says "deck(s)" in both forms; {decks} is 1 to 8
        raise ValueError(ngettext("a deck of {ranks} ranks x {suits} suits x {decks} deck(s) "
                                  "has fewer than five cards",
                                  "a deck of {ranks} ranks x {suits} suits x {decks} deck(s) "
                                  "has fewer than five cards", decks).format(
                                      ranks=len(rank_list), suits=suits, decks=decks))
    return rules, rank_list


def deck_size(decks: int = 2, ranks: _Ranks = None, suits: int = 4) -> int:
    """Number of physical cards in the shoe: ``len(ranks) * suits * decks``."""
    _, rank_list = _check_shape(decks, ranks, suits)
    return len(rank_list) * suits * decks


def multideck_strength_counts(decks: int = 2, ranks: _Ranks = None, suits: int = 4
                              ) -> Counter[tuple[int, ...]]:
    """How many five-card hands of the shoe have each high value ``(category, *key)``.

    Parameters
    ----------
    decks : int
        How many identical decks are shuffled together, 1 to 8 (the range
        :meth:`~pokerhands.rules.Rules.with_decks` accepts).
    ranks : sequence of ranks, optional
        The ranks each deck holds, as 2..14 or symbols (``[10, "J", "Q", "K", "A"]``);
        all thirteen by default. Values still follow the full-deck rules: a straight
        needs five ranks that are consecutive among 2..A (with the ace low only in
        A-2-3-4-5), whatever ranks the small deck leaves out.
    suits : int
        How many suits each deck holds, 1 to 4 (default 4).

    Returns
    -------
    collections.Counter
        ``HandValue.strength`` tuple -> number of physical hands; the counts sum to
        ``C(len(ranks) * suits * decks, 5)``.

    Raises
    ------
    ValueError
        For ``decks`` outside 1..8, ``suits`` outside 1..4, an unknown or repeated rank,
        or a shoe of fewer than five cards.
    """
    rules, rank_list = _check_shape(decks, ranks, suits)
    per_rank = suits * decks  # physical cards of each rank
    counts: Counter[tuple[int, ...]] = Counter()
    for multiset in combinations_with_replacement(rank_list, 5):
        mult = Counter(multiset)
        if max(mult.values()) > per_rank:
            continue
        hands = prod(comb(per_rank, c) for c in mult.values())
        suited = suits * prod(comb(decks, c) for c in mult.values())  # comb is 0 if c > decks
        for is_suited, n in ((True, suited), (False, hands - suited)):
            if n:
                value = evaluate(representative(multiset, is_suited), rules)
                counts[value.strength] += n
    return counts


def multideck_categories(decks: int = 2, ranks: _Ranks = None, suits: int = 4
                         ) -> dict[str, CategoryCount]:
    """Hands, distinct values and probability per high category for ``decks`` decks shuffled
    together, as plain Python (no pandas): the rows of :func:`multideck_counts`.

    Parameters
    ----------
    decks, ranks, suits
        As :func:`multideck_strength_counts`.

    Returns
    -------
    dict
        Category name -> :class:`pokerhands.odds.counting.CategoryCount`, every high category, best
        first, from "Five of a kind" to "High card" (a category the shoe cannot make has 0
        hands); the hands sum to ``C(len(ranks) * suits * decks, 5)``.

    Raises
    ------
    ValueError
        As :func:`multideck_strength_counts`.

    Examples
    --------
    >>> two = multideck_categories(2)
    >>> two["Five of a kind"].hands, two["Four of a kind"].hands
    (728, 87360)
    >>> sum(row.hands for row in two.values()) == comb(104, 5)
    True
    """
    return category_counts(multideck_strength_counts(decks, ranks, suits))


def multideck_counts(decks: int = 2, ranks: _Ranks = None, suits: int = 4) -> "pd.DataFrame":
    """Hands and distinct values per high category, for ``decks`` decks shuffled together.

    Counted exactly by combinatorics over rank multisets (see the module docstring and
    :func:`multideck_strength_counts`), not by sampling or enumeration. The same figures
    without pandas: :func:`multideck_categories`.

    Parameters
    ----------
    decks : int
        Number of decks shuffled together, 1 to 8.
    ranks : sequence of ranks, optional
        The ranks of each deck (all thirteen by default); see
        :func:`multideck_strength_counts`.
    suits : int
        Suits per deck, 1 to 4 (default 4).

    Returns
    -------
    pandas.DataFrame
        Index ``category``: every high category, best first, from "Five of a kind" to
        "High card" ("Straight flush" includes the royal flushes); a category the shoe
        cannot make has 0 hands. Columns: ``hands`` (int), ``distinct values`` (int),
        ``probability`` (float, hands / total). ``frame.attrs["total"]`` is the number of
        five-card hands, ``C(len(ranks) * suits * decks, 5)`` (2,598,960 for one standard
        deck), which the ``hands`` column sums to.

    Raises
    ------
    ValueError
        As :func:`multideck_strength_counts`.

    Examples
    --------
    >>> t = multideck_counts(1)
    >>> int(t.loc["Four of a kind", "hands"]), int(t.loc["Five of a kind", "hands"])
    (624, 0)

    Sources
    -------
    One deck: the published table [WP-PP] in :data:`pokerhands.odds.published.FIVE_CARD_HIGH`.
    Five of a kind above the straight flush: the encyclopedia list's category table.
    """
    counts = multideck_strength_counts(decks, ranks, suits)
    total = comb(deck_size(decks, ranks, suits), 5)
    frame = category_table(counts)
    frame.attrs["total"] = total
    frame.attrs["decks"] = decks
    return frame
