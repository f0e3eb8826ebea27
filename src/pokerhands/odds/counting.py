"""Exact counting of hands by enumeration.

:func:`count_five_card_hands` walks all C(52, 5) = 2,598,960 five-card hands, values
each with the evaluator, and tallies categories and distinct values. The book compares
the totals with the published table (:mod:`pokerhands.odds.published`).

The counts themselves are plain Python (Counters and :class:`CategoryCount` rows), so the
low-hand and Badugi chapters run where NumPy and pandas are not installed (in the browser).
NumPy is imported only by the seven-card counts, which use the batch evaluator, and pandas
only by the functions that return a DataFrame. A draw's odds are counted in
:mod:`pokerhands.odds.draws`.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Container, Iterator, TypeAlias

from pokerhands.core.cards import DECK
from pokerhands.core.categories import ACE_LOW, Category
from pokerhands.core.language import N_, gettext as _, pgettext, use_language
from pokerhands.ranking.badugi import badugi_value
from pokerhands.ranking.high import five_strength
from pokerhands.ranking.lowball import pattern_value, qualifies
from pokerhands.odds.stored import stored
from pokerhands.ranking.wild import completion_strength
from pokerhands.rules import get_rules

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd
    from tqdm.auto import tqdm

    from pokerhands.core.categories import BadugiSize
    from pokerhands.rules import Rules
    Strength: TypeAlias = tuple[int, ...]  # (category, *key): sorts like the hands

__all__ = ["count_five_card_hands", "five_card_strength_counts", "five_card_category_counts",
           "low_strength_counts",
           "seven_card_low_counts", "badugi_counts", "five_card_hands_with_badugi",
           "wild_strength_counts", "count_wild_hands", "CategoryCount", "category_counts",
           "category_table", "table_labels", "labelled", "truth_word",
           "seven_card_strength_counts", "count_seven_card_hands"]

_RANK = [i // 4 + 2 for i in range(52)]  # index = 4 * (rank - 2) + suit
_SUIT = [i % 4 for i in range(52)]


def _progress(desc: str) -> tqdm:
    """A progress bar over the C(52, 5) hands (a widget in Jupyter). It shows no timings and
    redraws at every update, so a notebook's stored output is the same on every run."""
    from tqdm.auto import tqdm

    return tqdm(total=comb(52, 5), unit=" hands", desc=desc,
                bar_format="{desc}: {percentage:3.0f}%|{bar}| {n:,}/{total:,}",
                mininterval=0, miniters=1)


def _by_first_card(desc: str, progress: bool) -> Iterator[tuple[int, Iterator[tuple[int, ...]]]]:
    """Every five-card hand as card indices in ascending order, grouped by the first card:
    yields ``(a, rest)`` where ``rest`` iterates the four later cards. With ``progress``
    a bar advances once per first card."""
    bar = _progress(desc) if progress else None
    try:
        for a in range(48):
            yield a, combinations(range(a + 1, 52), 4)
            if bar is not None:
                bar.update(comb(51 - a, 4))
    finally:
        if bar is not None:
            bar.close()


@stored("progress")
def five_card_strength_counts(progress: bool = False) -> Counter[Strength]:
    """How many of the 2,598,960 five-card hands have each strength ``(category, *key)``.

    Every hand is valued with :func:`pokerhands.evaluate.hand_strength`'s memoised core: a
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
    counts: Counter[Strength] = Counter()
    # TRANSLATORS: the label of the progress bar while every five-card hand is counted
    for a, rest in _by_first_card(pgettext("progress bar", "five-card hands"), progress):
        ra, sa = _RANK[a], _SUIT[a]
        for b, c, d, e in rest:
            # Indices ascend, so the ranks come out sorted already.
            flush = sa == _SUIT[b] == _SUIT[c] == _SUIT[d] == _SUIT[e]
            counts[five_strength((ra, _RANK[b], _RANK[c], _RANK[d], _RANK[e]), flush)] += 1
    return counts


def five_card_category_counts() -> dict[Category, int]:
    """How many of the C(52, 5) = 2,598,960 five-card hands fall in each high category,
    counted by rank pattern rather than hand by hand, so that it takes milliseconds (the
    live quiz of Part I asks it in the browser).

    A five-card high value depends only on the multiset of ranks and on whether the five
    cards share a suit (:func:`pokerhands.ranking.high.five_strength`). Each of the 6,175
    multisets of five ranks (no rank more than four times) is valued once, suited and not,
    and weighted by the number of hands that show it: the product of C(4, m) over its ranks
    (m cards of a rank), of which 4 are suited when the five ranks differ. The tests check
    the result against :func:`five_card_strength_counts`, which walks every hand.

    Returns
    -------
    dict
        :class:`~pokerhands.core.categories.Category` -> number of hands, best category
        first; the nine categories of one deck (the straight flushes include the four royal
        flushes; five of a kind, which one deck cannot make, is left out). A new dict on
        every call: changing it changes nothing here.

    Examples
    --------
    >>> counts = five_card_category_counts()
    >>> counts[Category.FLUSH], counts[Category.STRAIGHT], sum(counts.values())
    (5108, 10200, 2598960)
    """
    return dict(_category_counts())


@lru_cache(maxsize=1)
def _category_counts() -> tuple[tuple[Category, int], ...]:
    counts: Counter[Category] = Counter()
    for combo, suited, unsuited in _rank_patterns(list(range(2, 15)), 5):
        ranks = tuple(sorted(combo))
        for flag, hands in ((True, suited), (False, unsuited)):
            if hands:
                counts[Category(five_strength(ranks, flag)[0])] += hands
    return tuple((c, counts[c]) for c in sorted(Category, reverse=True)
                 if c is not Category.FIVE_OF_A_KIND)


def count_five_card_hands(progress: bool = False) -> "pd.DataFrame":
    """Hands and distinct values per category over all 2,598,960 five-card hands.

    Returns
    -------
    pandas.DataFrame
        Index: category names, best first ("Straight flush" includes the four royal
        flushes). Columns: ``hands``, ``distinct values``, ``probability``.
    """
    # five of a kind needs a wild card or a second deck; one deck has none
    return category_table(five_card_strength_counts(progress), skip=(Category.FIVE_OF_A_KIND,))


@stored("progress")
def low_strength_counts(rules: "str | Rules",
                        progress: bool = False) -> Counter[tuple[Category, Strength] | None]:
    """How many of the 2,598,960 five-card hands have each value under a low system.

    Returns a Counter of ``(category, key)`` -> hands, as the system counts ranks (the ace
    is 1 where it is always low); hands with no qualifying low (eight-or-better) are
    counted under ``None``. Each rank pattern is valued once by
    :func:`pokerhands.ranking.lowball.pattern_value`, the function every low evaluation uses.
    """
    rules = get_rules(rules)
    if not rules.low:
        raise ValueError(f"{rules.name!r} is not a low system")
    value = [ACE_LOW if r == 14 and not rules.ace_high else r for r in _RANK]
    seen: dict[tuple[Strength, bool], tuple[Category, Strength] | None] = {}  # one call a pattern
    counts: Counter[tuple[Category, Strength] | None] = Counter()
    for a, rest in _by_first_card(f"{rules.name} hands", progress):
        for b, c, d, e in rest:
            pattern = (tuple(sorted((value[a], value[b], value[c], value[d], value[e]))),
                       _SUIT[a] == _SUIT[b] == _SUIT[c] == _SUIT[d] == _SUIT[e])
            low = seen.get(pattern)
            if low is None:
                category, key = pattern_value(pattern[0][::-1], pattern[1], rules)
                low = seen[pattern] = ((category, key) if qualifies(category, key, rules)
                                       else None)
            counts[low] += 1
    return counts


def seven_card_low_counts() -> dict[int | None, int]:
    """Seven-card hands (all 133,784,560) by their best ace-to-five low, as in razz.

    Counted exactly without dealing the hands one by one: walking the ranks from the ace
    up, a hand's best no-pair low is complete at the rank where its fifth different rank
    appears, and the number of ways to take k cards of a rank is C(4, k).

    Returns
    -------
    dict
        top card of the best low (5..13, 5 = the wheel) -> hands, and ``None`` -> hands
        with fewer than five different ranks (whose best low holds a pair).
    """
    from functools import lru_cache as _cache

    @_cache(maxsize=None)
    def ways(rank: int, cards_left: int, distinct: int) -> dict[int | None, int]:
        # ranks rank..13 still to take; `distinct` different ranks so far (below five)
        if rank > 13:
            return {None: 1} if cards_left == 0 else {}
        out: dict[int | None, int] = {}
        for k in range(0, min(4, cards_left) + 1):
            n = comb(4, k)
            now = distinct + (1 if k else 0)
            if now == 5:  # the low is made at this rank; the rest may be anything
                rest = comb(4 * (13 - rank), cards_left - k)
                out[rank] = out.get(rank, 0) + n * rest
                continue
            for top, m in ways(rank + 1, cards_left - k, now).items():
                out[top] = out.get(top, 0) + n * m
        return out

    return ways(1, 7, 0)


def badugi_counts() -> Counter[tuple[BadugiSize, Strength]]:
    """All C(52, 4) = 270,725 four-card hands by Badugi value.

    Returns a Counter of ``(size, key)`` -> hands, each hand valued by
    :func:`pokerhands.ranking.badugi.badugi_value` (the evaluator's own Badugi search).
    """
    counts: Counter[tuple[BadugiSize, Strength]] = Counter()
    for four in combinations(DECK, 4):
        size, key, _ = badugi_value(four)
        counts[(size, key)] += 1
    return counts


def five_card_hands_with_badugi() -> int:
    """How many five-card hands contain a four-card badugi (a Project Euler 369 figure).

    Every four-card badugi is extended by each of the 48 other cards, and the distinct
    five-card hands are counted; a hand holding two badugis is counted once. A hand is held
    as a 52-bit mask (bit ``i`` for card ``i``), which hashes several times faster than a set
    of cards: the live copy of the Badugi chapter runs this in the reader's browser.
    """
    hands = set()
    for four in combinations(range(52), 4):
        if len({i % 4 for i in four}) == 4 and len({i // 4 for i in four}) == 4:
            mask = (1 << four[0]) | (1 << four[1]) | (1 << four[2]) | (1 << four[3])
            for fifth in range(52):
                if not mask >> fifth & 1:
                    hands.add(mask | 1 << fifth)
    return len(hands)


def _rank_patterns(ranks: list[int], k: int) -> Iterator[tuple[tuple[int, ...], int, int]]:
    """Every multiset of ``k`` ranks from ``ranks`` (each at most 4 times) with the number
    of ``k``-card hands of one deck showing it, split into ``(all one suit, not)``."""
    from itertools import combinations_with_replacement

    for combo in combinations_with_replacement(sorted(ranks, reverse=True), k):
        mult = Counter(combo)
        if max(mult.values(), default=0) > 4:
            continue
        hands = 1
        for m in mult.values():
            hands *= comb(4, m)
        suited = 4 if k >= 1 and all(m == 1 for m in mult.values()) else 0
        if k == 0:
            hands, suited = 1, 0
        yield combo, suited, hands - suited


@stored("progress")
def wild_strength_counts(rules: "str | Rules") -> Counter[Strength]:
    """How many five-card hands have each strength under rules with wild cards, dealt from
    the 52 cards plus the rules' jokers (C(53, 5) = 2,869,685 hands with one joker).

    Counted by combinatorics, not by walking every hand: a hand is ``u`` wild cards (jokers
    or cards of a wild rank, C(W, u) ways) and ``5 - u`` natural cards; the value depends
    only on the natural ranks and whether they share a suit, so each such pattern is valued
    once (:func:`pokerhands.ranking.wild.completion_strength`) and weighted by how many hands show it.
    The tests check the pattern values against :func:`~pokerhands.evaluate.evaluate` hand
    by hand.

    Raises
    ------
    ValueError
        If the rules have no wild cards, or mix jokers and wild ranks (count those by
        enumeration).
    """
    rules = get_rules(rules)
    if not rules.wild:
        raise ValueError(f"{rules!r} has no wild cards; see count_five_card_hands")
    if rules.jokers and rules.wild_ranks:
        raise ValueError("counting mixes of jokers and wild ranks is not supported")
    naturals = [r for r in range(2, 15) if r not in rules.wild_ranks]
    wild_cards = rules.jokers + 4 * len(rules.wild_ranks)
    counts: Counter[Strength] = Counter()
    for u in range(min(5, wild_cards) + 1):
        ways = comb(wild_cards, u)
        for combo, suited, unsuited in _rank_patterns(naturals, 5 - u):
            for flag, hands in ((True, suited), (False, unsuited)):
                if hands:
                    if u == 0:
                        strength = five_strength(tuple(sorted(combo)), flag)
                        if rules.low:
                            raise ValueError("wild-card counts are for high rules")
                    else:
                        strength = completion_strength(combo, flag, u, rules)
                    counts[strength] += ways * hands
    return counts


def count_wild_hands(rules: "str | Rules") -> "pd.DataFrame":
    """Hands and distinct values per category under rules with wild cards (high rules).

    Returns
    -------
    pandas.DataFrame
        Index: category names, best first (five of a kind on top; "Straight flush"
        includes the royal flushes). Columns: ``hands``, ``distinct values``,
        ``probability``. The hands sum to C(52 + jokers, 5).

    Raises
    ------
    ValueError
        As :func:`wild_strength_counts`, or for low rules.
    """
    rules = get_rules(rules)
    if rules.low:
        raise ValueError("wild-card counts are for high rules")
    return category_table(wild_strength_counts(rules))


@dataclass(frozen=True)
class CategoryCount:
    """One category's line of a count: how many hands, how many distinct values, what share.

    Attributes
    ----------
    category : str
        The category's name (``Category.label``), e.g. "Full house".
    hands : int
        Hands in the category.
    distinct_values : int
        Different values among them (hands that tie count once).
    probability : float
        ``hands`` over all the hands counted.
    """

    category: str
    hands: int
    distinct_values: int
    probability: float


def category_counts(counts: Counter[Strength], skip: Container[Category] = (),
                    rules: "Rules | None" = None) -> "dict[str, CategoryCount]":
    """Hands, distinct values and probability per category from strength counts, without
    NumPy or pandas (the rows of :func:`category_table`).

    Parameters
    ----------
    counts : Counter
        ``(category, *key)`` strength -> number of hands (``(place, *key)`` under rules whose
        ladder is not the standard one, as :attr:`HandValue.strength
        <pokerhands.core.values.HandValue.strength>` gives it).
    skip : sequence of Category
        Categories to leave out.
    rules : Rules, optional
        High rules whose ladder orders the categories (:attr:`pokerhands.rules.Rules.ladder`):
        the strengths' first entry is read as a place on it, and the rows follow it. By
        default the standard ladder.

    Returns
    -------
    dict
        Category name -> :class:`CategoryCount`, best category first (on the rules' ladder);
        a category with no hands is present with zeros. The probabilities are of all the
        hands in ``counts``, skipped categories included.

    Raises
    ------
    ZeroDivisionError
        If ``counts`` holds no hands.

    Examples
    --------
    >>> from pokerhands import Category
    >>> rows = category_counts(Counter({(Category.ONE_PAIR, 9): 3, (Category.HIGH_CARD, 7): 1}))
    >>> rows["One pair"]
    CategoryCount(category='One pair', hands=3, distinct_values=1, probability=0.75)
    >>> list(rows)[0], rows["Flush"].hands
    ('Five of a kind', 0)
    """
    total = sum(counts.values())
    rows = {}
    order = sorted(Category, reverse=True) if rules is None else rules.ladder
    for cat in order:
        if cat in skip:
            continue
        place = int(cat) if rules is None else rules.place(cat)
        keys = [k for k in counts if k[0] == place]
        hands = sum(counts[k] for k in keys)
        rows[cat.label] = CategoryCount(cat.label, hands, len(keys), hands / total)
    return rows


def category_table(counts: Counter[Strength], skip: Container[Category] = (),
                   rules: "Rules | None" = None) -> "pd.DataFrame":
    """Hands, distinct values and probability per category from strength counts.

    Parameters
    ----------
    counts : Counter
        ``(category, *key)`` strength -> number of hands.
    skip : sequence of Category
        Categories to leave out of the table.
    rules : Rules, optional
        High rules whose ladder orders the rows, as in :func:`category_counts`.

    Returns
    -------
    pandas.DataFrame
        Index: category names, best first. Columns: ``hands``, ``distinct values``,
        ``probability`` (of all the hands counted). The same figures as
        :func:`category_counts`, which needs no pandas.
    """
    import pandas as pd

    rows = [(r.category, r.hands, r.distinct_values, r.probability)
            for r in category_counts(counts, skip, rules).values()]
    frame = pd.DataFrame(rows, columns=["category", "hands", "distinct values", "probability"])
    return frame.set_index("category")


def seven_card_strength_counts(rules: "str | Rules" = "high",
                               progress: bool = False) -> Counter[Strength]:
    """All C(52, 7) = 133,784,560 seven-card hands by the strength of their best five (all
    C(36, 7) = 8,347,680 under six-plus).

    Enumerated with the fast path (:func:`pokerhands.odds.batch.value_counts`, a few seconds),
    whose order the tests check against the reference evaluator hand for hand on a million
    seven-card hands.

    Parameters
    ----------
    rules : str or Rules
        A ranking system of :data:`pokerhands.odds.batch.SUPPORTED` (``"high"``, ``"ace-to-five"``,
        ..., ``"six-plus"``).
    progress : bool
        Show a progress bar.

    Returns
    -------
    Counter
        Reference strength tuple (as :func:`pokerhands.core.categories.strength_of` gives it) ->
        number of hands; only the strengths some seven cards reach appear (4,824 under high
        rules).
    """
    import numpy as np

    from pokerhands.odds.batch import value_counts, value_strengths

    counts = value_counts(7, rules, progress)
    strengths = value_strengths(rules)
    return Counter({strengths[v]: int(n) for v in np.flatnonzero(counts)
                    for n in [counts[v]]})


def count_seven_card_hands(progress: bool = False) -> "pd.DataFrame":
    """The category table of all seven-card high hands (best five of seven): hands, distinct
    values and probability per category, as :func:`category_table` lays it out."""
    return category_table(seven_card_strength_counts("high", progress),
                          skip=(Category.FIVE_OF_A_KIND,))


_COLUMN_WORDS = {
    "category": N_("category"), "hands": N_("hands"), "distinct values": N_("distinct values"),
    "probability": N_("probability"), "published hands": N_("published hands"),
    "published values": N_("published values"), "agree": N_("agree"),
}
"""The columns of :func:`category_table` (and of the chapters' tables beside it): the names
the code uses, each with its words for a reader (looked up in the language in force)."""


def table_labels(name: str, lang: "str | None" = None) -> str:
    """A counting table's label for a reader, in ``lang`` (by default the language in force): a column of
    :func:`category_table` ("distinct values"), or a category's name ("Full house", in the
    words of :mod:`pokerhands.core.categories`' catalog); anything else as it is.

    >>> table_labels("distinct values"), table_labels("Full house")
    ('distinct values', 'Full house')
    """
    with use_language(lang):
        return _(_COLUMN_WORDS.get(name, name))


def truth_word(flag: object, lang: "str | None" = None) -> str:
    """A true/false cell of a counting table (the chapters' "agree" column) for a reader, in
    ``lang`` (by default the language in force): ``"True"``/``"False"`` in English, as pandas shows them.

    >>> truth_word(True), truth_word(False), truth_word(True) == str(True)
    ('True', 'False', True)
    """
    # TRANSLATORS: a table cell: the counted and the published figure agree (or not)
    with use_language(lang):
        return pgettext("table cell", "True") if flag else pgettext("table cell", "False")


def labelled(frame: "pd.DataFrame") -> "pd.DataFrame":
    """A copy of a counting table with its index and column names said for a reader
    (:func:`table_labels`); the table the code indexes keeps its names. Format the figures
    first (a pandas Styler refers to the columns by name), or rename the Styler's data."""
    named = frame.rename(index=table_labels, columns=table_labels)
    if isinstance(frame.index.name, str):
        named = named.rename_axis(index=table_labels(frame.index.name))
    return named
