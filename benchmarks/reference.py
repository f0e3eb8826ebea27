"""Timings of the project's own evaluators (not tests): run with `make bench`.

The comparison with other libraries is in ``peers.py``; see ``README.md`` here.

1. One seven-card evaluation along the picker's path (parse + evaluate + rank number).
2. The full five-card enumeration of the counting chapter.
3. The reference algorithm over all five-card hands (what the exhaustive test does).
4. House rules: hands with jokers or deuces wild, and the wild-card and two-deck counts.
5. Worst cases the API accepts (issue 15): the best low of a whole deck in each low system,
   and ten cards with four wild (two deuces, two jokers) under high and low rules; each
   run once, cold (no cached patterns), as a reader's first call would be.
"""
from __future__ import annotations

import random
import time
import timeit
from itertools import combinations

from pokerhands import DECK, HIGH, JOKER, evaluate, random_cards
from pokerhands.ranking.high import best_high
from pokerhands.odds.decks import multideck_counts
from pokerhands.odds.counting import count_wild_hands, five_card_strength_counts, low_strength_counts


def per_call(stmt, number: int) -> float:
    return min(timeit.repeat(stmt, number=number, repeat=5)) / number


def main() -> None:
    rng = random.Random(7)
    hands = [" ".join(c.code for c in random_cards(7, rng)) for _ in range(1000)]
    it = iter(hands * 1000)
    t = per_call(lambda: evaluate(next(it)).rank_number, 2000)
    print(f"picker path, 7 cards (parse + evaluate + rank number): {t * 1e6:8.1f} µs per hand")
    parsed = [evaluate(h).cards + evaluate(h).unused for h in hands]
    it2 = iter(parsed * 1000)
    t = per_call(lambda: evaluate(next(it2)), 2000)
    print(f"evaluate only, 7 parsed cards:                           {t * 1e6:8.1f} µs per hand")

    for rules in ("ace-to-five", "deuce-to-seven", "badugi"):
        it3 = iter(parsed * 1000)
        t = per_call(lambda it3=it3, rules=rules: evaluate(next(it3), rules), 1000)
        print(f"evaluate, 7 parsed cards, {rules + ':':16}                {t * 1e6:8.1f} µs per hand")

    joker, deuces = HIGH.with_wild(1), HIGH.with_wild(ranks="2")
    with_joker = [[*p[:6], JOKER] for p in parsed[:200]]
    it4 = iter(with_joker * 1000)
    t = per_call(lambda: evaluate(next(it4), joker), 200)
    print(f"evaluate, 6 cards + a fully wild joker:                  {t * 1e6:8.1f} µs per hand")
    t = per_call(lambda: evaluate("2c 2d 2h 2s Ks", deuces), 5)
    print(f"evaluate, four deuces wild + one card:                   {t * 1e6:8.1f} µs per hand")
    for label, count in (("one joker, fully wild", lambda: count_wild_hands(joker)),
                         ("deuces wild", lambda: count_wild_hands(deuces)),
                         ("two decks", lambda: multideck_counts(2))):
        start = time.perf_counter()
        count()
        print(f"counting, {label + ':':22} {time.perf_counter() - start:6.2f} s")

    worst_cases()

    import numpy as np

    from pokerhands.odds.batch import _tables, evaluate_batch

    start = time.perf_counter()
    _tables("high")
    print(f"fast path, building the high tables:    {time.perf_counter() - start:6.2f} s")
    all_five = np.array(list(combinations(range(52), 5)), dtype=np.int64)
    start = time.perf_counter()
    evaluate_batch(all_five)
    took = time.perf_counter() - start
    print(f"fast path, all {len(all_five):,} five-card hands: {took:6.2f} s "
          f"({len(all_five) / took / 1e6:.2f} M hands/s)")
    seven = np.ascontiguousarray(  # an array of its own: a strided view is 4x slower
        np.argsort(np.random.default_rng(7).random((10 ** 6, 52)), axis=1)[:, :7])
    start = time.perf_counter()
    evaluate_batch(seven)
    took = time.perf_counter() - start
    print(f"fast path, 10^6 random seven-card hands: {took:6.2f} s "
          f"({len(seven) / took / 1e6:.2f} M hands/s)")

    start = time.perf_counter()
    counts = five_card_strength_counts()
    print(f"counting chapter enumeration, {sum(counts.values()):,} hands: "
          f"{time.perf_counter() - start:6.2f} s")

    start = time.perf_counter()
    lows = low_strength_counts("ace-to-five")
    print(f"ace-to-five enumeration, {sum(lows.values()):,} hands:      "
          f"{time.perf_counter() - start:6.2f} s")

    start = time.perf_counter()
    n = sum(1 for five in combinations(DECK, 5) if best_high(five))
    print(f"reference algorithm on all {n:,} hands:            "
          f"{time.perf_counter() - start:6.2f} s")


def worst_cases() -> None:
    """The slowest inputs the reference evaluator accepts, each timed once."""
    from pokerhands import get_rules

    deck = list(DECK)
    for system in ("ace-to-five", "eight-or-better", "ace-to-six", "deuce-to-seven", "badugi"):
        start = time.perf_counter()
        evaluate(deck, system)
        print(f"worst case, best {system} hand of all 52 cards: "
              f"{time.perf_counter() - start:6.3f} s")
    ten = "Ac Kd 7h 7s 2c 9d Qh 2s Jk Jk"
    for label, rules in (("high", HIGH), ("ace-to-five", get_rules("ace-to-five")),
                         ("deuce-to-seven", get_rules("deuce-to-seven"))):
        start = time.perf_counter()
        evaluate(ten, rules.with_wild(2, ranks="2"))
        print(f"worst case, ten cards, deuces wild and two jokers, {label}: "
              f"{time.perf_counter() - start:6.3f} s")


if __name__ == "__main__":
    main()
