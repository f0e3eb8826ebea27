"""The project's batch evaluator against treys, eval7, phevaluator and pokerkit.

Run with ``make bench`` (which installs the peers into ``.venv-bench``), or
``python benchmarks/peers.py [--quick]`` in any environment that holds ``pokerhands``,
NumPy and the pinned peers of ``benchmarks/requirements.txt``.

Everything runs in one process, on the same hands, generated once before any timing:

* five cards: all 2,598,960 hands (every 5-subset of the 52 cards, in lexicographic order);
* seven cards: 10^6 random hands, ``numpy.random.default_rng(seed)`` (seed 7 by default);
* equity: A♠A♥ against K♦K♣ before the flop, over all C(48, 5) = 1,712,304 boards.

Each peer gets the hands converted to its own card objects before its clock starts; then its
public evaluation function is called once per hand from a Python loop (a list comprehension,
the cheapest loop Python has). The project's ``evaluate_batch`` is called once on the whole
array, and its equity as ``equity(["As Ah", "Kd Kc"])``. Clocks are ``time.perf_counter``,
the garbage collector is off while a clock runs (as ``timeit`` does), and each figure is the
best of up to three runs (fewer when one run takes more than a few seconds).

The slow peers (treys, pokerkit) are timed on an evenly spaced subset of the same hands (a
leading subset of a lexicographic list would be all deuces), which the output says; their
equity time is extrapolated from a subset of the boards.

Every peer's answers are checked against the project's: on every hand it evaluated, the
order it gives must be the project's (same ties, same winners), and its equity counts must be
the published ones (or, on a subset, match the project's board by board). A disagreement is
printed, recorded, and makes the exit status 1. The speed targets are reported, never
asserted: missing them does not fail the run.
"""
from __future__ import annotations

import argparse
import datetime
import gc
import inspect
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Callable

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RANKS, SUITS = "23456789TJQKA", "cdhs"
NAMES = [RANKS[i >> 2] + SUITS[i & 3] for i in range(52)]
"""Card names by the project's index, 4 * (rank - 2) + suit (clubs, diamonds, hearts, spades)."""
INDEX = {name: i for i, name in enumerate(NAMES)}

HERO, VILLAIN = ("As", "Ah"), ("Kd", "Kc")
PEERS = ("treys", "eval7", "phevaluator", "pokerkit")
TASKS = ("five", "seven", "equity")
TITLES = {"five": "5-card hands", "seven": "7-card hands",
          "equity": "AsAh v KdKc, all boards"}

# How many hands (or boards) each peer evaluates per task; None = all of them.
FULL_LIMITS = {
    "treys": {"five": 100_000, "seven": 100_000, "equity": 100_000},
    "eval7": {"five": None, "seven": None, "equity": None},
    "phevaluator": {"five": None, "seven": None, "equity": None},
    "pokerkit": {"five": 100_000, "seven": 20_000, "equity": 10_000},
}
QUICK_LIMITS = {
    "treys": {"five": 10_000, "seven": 10_000, "equity": 10_000},
    "eval7": {"five": None, "seven": None, "equity": 100_000},
    "phevaluator": {"five": None, "seven": None, "equity": 100_000},
    "pokerkit": {"five": 5_000, "seven": 2_000, "equity": 1_000},
}
QUICK_HANDS = 100_000  # --quick: hands of each size (five-card ones evenly spaced)


# ---------------------------------------------------------------------------------------------
# The hands


def all_combinations(pool, k: int) -> np.ndarray:
    """Every k-subset of ``pool`` as rows, in the order of ``itertools.combinations``
    (built column by column with NumPy, no Python tuple per row)."""
    pool = np.asarray(pool)
    n = len(pool)
    rows = np.arange(n - k + 1, dtype=np.int64)[:, None]
    for column in range(1, k):
        last = rows[:, -1]
        # the next position runs from last + 1 to the highest that leaves room for the rest
        counts = (n - k + column) - last
        starts = np.repeat(last + 1, counts)
        offsets = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
        rows = np.hstack([np.repeat(rows, counts, axis=0), (starts + offsets)[:, None]])
    return pool[rows]


def evenly_spaced(total: int, n: "int | None") -> np.ndarray:
    """Indices of n rows spread evenly over total (all of them when n is None or >= total)."""
    if n is None or n >= total:
        return np.arange(total)
    return np.arange(n, dtype=np.int64) * total // n


# ---------------------------------------------------------------------------------------------
# Timing and checking


def best_time(run: Callable, repeats: int = 3, budget: float = 8.0):
    """(best seconds, runs made, result of the last run) with the garbage collector off."""
    times, result = [], None
    gc.collect()
    gc.disable()
    try:
        for _ in range(repeats):
            result = None
            start = time.perf_counter()
            result = run()
            times.append(time.perf_counter() - start)
            if sum(times) > budget:
                break
    finally:
        gc.enable()
    return min(times), len(times), result


def same_order(ours: np.ndarray, theirs: np.ndarray) -> bool:
    """Whether two value arrays (greater = better) rank the hands identically: sorted by
    ours, theirs never falls, and rises exactly where ours rises (so ties are the same)."""
    ours, theirs = np.asarray(ours, dtype=np.int64), np.asarray(theirs, dtype=np.int64)
    order = np.lexsort((theirs, ours))
    d_ours, d_theirs = np.diff(ours[order]), np.diff(theirs[order])
    return bool((d_theirs >= 0).all() and np.array_equal(d_ours > 0, d_theirs > 0))


def tally(outcomes) -> tuple:
    """(hero wins, villain wins, ties, outcomes) from +1 / -1 / 0 per board."""
    o = np.asarray(outcomes)
    return int((o > 0).sum()), int((o < 0).sum()), int((o == 0).sum()), o


# ---------------------------------------------------------------------------------------------
# The peers: each converts our index arrays to its own cards (not timed) and evaluates them
# with its public API (timed). Values are turned into "greater is better" integers afterwards.


@dataclass
class Route:
    """One way to do a task with a peer's public API."""

    api: str
    run: Callable  # converted -> values (hands) or outcomes per board (equity)


@dataclass
class Peer:
    name: str
    version: str
    convert: dict  # task -> function(index array) -> the peer's own objects
    routes: dict  # task -> list of Route (the fastest is the peer's figure)
    key: Callable = staticmethod(lambda values: np.asarray(values, dtype=np.int64))
    note: str = ""
    setup_seconds: float = 0.0


def make_eval7() -> Peer:
    import eval7

    cards = [eval7.Card(name) for name in NAMES]
    assert [str(c) for c in cards] == NAMES
    evaluate = eval7.evaluate
    hero, villain = [cards[INDEX[c]] for c in HERO], [cards[INDEX[c]] for c in VILLAIN]
    villain_range = [(tuple(villain), 1.0)]
    exact = eval7.py_hand_vs_range_exact

    def as_lists(a):
        return [[cards[c] for c in row] for row in a.tolist()]

    def hands(converted):
        return [evaluate(h) for h in converted]

    def equity_evaluate(boards):
        x = np.array([evaluate(b + hero) for b in boards])
        y = np.array([evaluate(b + villain) for b in boards])
        return np.sign(x - y)

    def equity_range(boards):
        # hero against a one-hand "range" on each complete board: 1.0 win, 0.5 tie, 0.0 loss
        shares = np.array([exact(hero, villain_range, b) for b in boards])
        return np.sign(2 * shares - 1).astype(np.int64)

    return Peer(
        "eval7", metadata.version("eval7"),
        convert={"five": as_lists, "seven": as_lists, "equity": as_lists},
        routes={"five": [Route("eval7.evaluate(list of 5 eval7.Card)", hands)],
                "seven": [Route("eval7.evaluate(list of 7 eval7.Card)", hands)],
                "equity": [Route("eval7.evaluate(board + hole) for both hands", equity_evaluate),
                           Route("eval7.py_hand_vs_range_exact(hero, [(villain, 1.0)], board)",
                                 equity_range)]},
        note="py_hand_vs_range_exact needs a complete five-card board, so it is called once "
             "per board; eval7 has no exact preflop equity function")


def make_phevaluator() -> Peer:
    import phevaluator
    from phevaluator import evaluate_5cards, evaluate_7cards, evaluate_cards

    # phevaluator's card id is rank * 4 + suit with ranks 2..A = 0..12 and suits c, d, h, s
    # = 0..3: the project's index. Check it rather than trust it.
    for i, name in enumerate(NAMES):
        assert phevaluator.Card(name).id_ == i, (name, phevaluator.Card(name).id_)
    h1, h2 = (INDEX[c] for c in HERO)
    v1, v2 = (INDEX[c] for c in VILLAIN)

    def as_ints(a):
        return a.tolist()

    def by_size(f):
        return lambda converted: [f(*h) for h in converted]

    def equity(boards):
        x = np.array([evaluate_7cards(h1, h2, *b) for b in boards])
        y = np.array([evaluate_7cards(v1, v2, *b) for b in boards])
        return np.sign(y - x)  # lower is better

    def equity_generic(boards):
        x = np.array([evaluate_cards(h1, h2, *b) for b in boards])
        y = np.array([evaluate_cards(v1, v2, *b) for b in boards])
        return np.sign(y - x)

    return Peer(
        "phevaluator", metadata.version("phevaluator"),
        convert={"five": as_ints, "seven": as_ints, "equity": as_ints},
        routes={"five": [Route("phevaluator.evaluate_5cards(*ids)", by_size(evaluate_5cards)),
                         Route("phevaluator.evaluate_cards(*ids)", by_size(evaluate_cards))],
                "seven": [Route("phevaluator.evaluate_7cards(*ids)", by_size(evaluate_7cards)),
                          Route("phevaluator.evaluate_cards(*ids)", by_size(evaluate_cards))],
                "equity": [Route("phevaluator.evaluate_7cards(*hole, *board) for both hands",
                                 equity),
                           Route("phevaluator.evaluate_cards(*hole, *board) for both hands",
                                 equity_generic)]},
        key=lambda values: -np.asarray(values, dtype=np.int64),
        note="ids are the project's indices (checked); lower value = better")


def make_treys() -> Peer:
    from treys import Card, Evaluator

    cards = [Card.new(name) for name in NAMES]
    assert [Card.int_to_str(c) for c in cards] == NAMES
    start = time.perf_counter()
    evaluate = Evaluator().evaluate  # builds its lookup tables
    setup = time.perf_counter() - start
    hero, villain = [cards[INDEX[c]] for c in HERO], [cards[INDEX[c]] for c in VILLAIN]

    def as_pairs(a):
        return [([cards[c] for c in row[:2]], [cards[c] for c in row[2:]]) for row in a.tolist()]

    def as_lists(a):
        return [[cards[c] for c in row] for row in a.tolist()]

    def hands(converted):
        return [evaluate(h, b) for h, b in converted]

    def equity(boards):
        x = np.array([evaluate(hero, b) for b in boards])
        y = np.array([evaluate(villain, b) for b in boards])
        return np.sign(y - x)  # lower is better

    return Peer(
        "treys", metadata.version("treys"),
        convert={"five": as_pairs, "seven": as_pairs, "equity": as_lists},
        routes={"five": [Route("treys Evaluator().evaluate(cards[:2], cards[2:])", hands)],
                "seven": [Route("treys Evaluator().evaluate(cards[:2], cards[2:])", hands)],
                "equity": [Route("treys Evaluator().evaluate(hole, board) for both hands",
                                 equity)]},
        key=lambda values: -np.asarray(values, dtype=np.int64),
        note="lower value = better; seven cards are the best of 21 five-card lookups in Python",
        setup_seconds=setup)


def make_pokerkit() -> Peer:
    from pokerkit import Card, StandardHighHand

    cards = [next(iter(Card.parse(name))) for name in NAMES]
    assert [repr(c) for c in cards] == NAMES
    hero = tuple(cards[INDEX[c]] for c in HERO)
    villain = tuple(cards[INDEX[c]] for c in VILLAIN)

    def as_tuples(a):
        return [tuple(cards[c] for c in row) for row in a.tolist()]

    def as_pairs(a):
        return [(tuple(cards[c] for c in row[:2]), tuple(cards[c] for c in row[2:]))
                for row in a.tolist()]

    def five(converted):
        return [StandardHighHand(h) for h in converted]

    def seven(converted):
        return [StandardHighHand.from_game(h, b) for h, b in converted]

    def equity(boards):
        x = [StandardHighHand.from_game(hero, b) for b in boards]
        y = [StandardHighHand.from_game(villain, b) for b in boards]
        return np.array([(p > q) - (p < q) for p, q in zip(x, y)])

    return Peer(
        "pokerkit", metadata.version("pokerkit"),
        convert={"five": as_tuples, "seven": as_pairs, "equity": as_tuples},
        routes={"five": [Route("pokerkit StandardHighHand(cards)", five)],
                "seven": [Route("pokerkit StandardHighHand.from_game(cards[:2], cards[2:])",
                                seven)],
                "equity": [Route("pokerkit StandardHighHand.from_game(hole, board), compared",
                                 equity)]},
        key=lambda hands: np.array([h.entry.index for h in hands], dtype=np.int64),
        note="the timed call builds a comparable hand object (its lookup entry is fetched "
             "again on comparison); calculate_equities is Monte Carlo only, not exact")


MAKERS = {"treys": make_treys, "eval7": make_eval7, "phevaluator": make_phevaluator,
          "pokerkit": make_pokerkit}


# ---------------------------------------------------------------------------------------------
# The machine


def machine() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                memory = round(int(line.split()[1]) / 2 ** 20, 1)
    except OSError:
        pass
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = os.cpu_count()

    def git(*args):
        try:
            return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                                  check=True).stdout
        except (OSError, subprocess.CalledProcessError):
            return None

    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        load = None
    commit = git("rev-parse", "--short", "HEAD")
    changed = git("status", "--porcelain", "--", "src")
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "platform": platform.platform(),
        "cpu": cpu,
        "logical_cpus": os.cpu_count(),
        "usable_cpus": usable,
        "memory_gib": memory,
        "load_average_at_start": load,  # 1, 5, 15 min: other work on the machine skews timings
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "numpy": np.__version__,
        "pokerhands_commit": commit.strip() if commit else None,
        "pokerhands_src_modified": sorted(line[3:] for line in changed.splitlines()
                                          if line.strip()) if changed else [],
    }


# ---------------------------------------------------------------------------------------------
# The run


def fmt_rate(rate: float) -> str:
    if rate >= 1e6:
        return f"{rate / 1e6:.2f} M/s"
    if rate >= 1e3:
        return f"{rate / 1e3:.1f} k/s"
    return f"{rate:.0f} /s"


def fmt_seconds(s: float) -> str:
    return f"{s:.3f} s" if s < 10 else f"{s:.1f} s"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"smaller run (smoke test): {QUICK_HANDS:,} hands of each size, "
                             "peers' equity on a subset of the boards")
    parser.add_argument("--seed", type=int, default=7, help="seed of the seven-card hands")
    parser.add_argument("--peers", default=",".join(PEERS),
                        help="comma-separated subset of " + ", ".join(PEERS))
    parser.add_argument("--json", type=Path, default=None,
                        help="where to write the results (default benchmarks/results/"
                             "latest.json, or quick.json with --quick)")
    args = parser.parse_args(argv)
    wanted = [p.strip() for p in args.peers.split(",") if p.strip()]
    unknown = set(wanted) - set(PEERS)
    if unknown:
        parser.error(f"unknown peers: {', '.join(sorted(unknown))}")
    limits = QUICK_LIMITS if args.quick else FULL_LIMITS
    out_path = args.json or HERE / "results" / ("quick.json" if args.quick else "latest.json")

    from pokerhands.odds.equity import equity
    from pokerhands.odds.batch import evaluate_batch
    from pokerhands.odds.published import ACES_AGAINST_KINGS_BOARDS

    info = machine()
    print("Peers benchmark" + (" (--quick)" if args.quick else ""))
    print(f"  date      {info['date']}")
    print(f"  machine   {info['platform']}")
    print(f"  cpu       {info['cpu']}, {info['logical_cpus']} logical cpus "
          f"({info['usable_cpus']} usable), {info['memory_gib']} GiB")
    print(f"  python    {info['python']}, numpy {info['numpy']}")
    if info["load_average_at_start"]:
        print(f"  load      {', '.join(map(str, info['load_average_at_start']))} "
              "(1, 5, 15 min averages at the start; other work skews the timings)")
    modified = info["pokerhands_src_modified"]
    print(f"  project   commit {info['pokerhands_commit']}"
          + (f" + uncommitted changes in {', '.join(modified)}" if modified else ""))

    # -- the hands, once for everyone ------------------------------------------------------
    start = time.perf_counter()
    five = all_combinations(np.arange(52), 5)
    assert len(five) == 2_598_960
    seven_n = QUICK_HANDS if args.quick else 10 ** 6
    deals = np.argsort(np.random.default_rng(args.seed).random((seven_n, 52)), axis=1)
    seven = np.ascontiguousarray(deals[:, :7])  # a (N, 7) array of its own, not a view
    del deals
    if args.quick:
        five = five[evenly_spaced(len(five), QUICK_HANDS)]
    hero_idx = [INDEX[c] for c in HERO]
    villain_idx = [INDEX[c] for c in VILLAIN]
    live = np.array([i for i in range(52) if i not in hero_idx + villain_idx])
    boards = all_combinations(live, 5)
    assert len(boards) == 1_712_304
    data = {"five": five, "seven": seven, "equity": boards}
    print(f"  hands     {len(five):,} five-card"
          + (" (evenly spaced over all 2,598,960)" if args.quick else " (all of them)")
          + f", {len(seven):,} seven-card (default_rng({args.seed})), {len(boards):,} boards;"
          f" generated in {time.perf_counter() - start:.1f} s (not timed)")

    # -- ours -------------------------------------------------------------------------------
    results = {t: {"n": int(len(data[t])), "ours": {}, "peers": {}} for t in TASKS}
    disagreements = []
    start = time.perf_counter()
    evaluate_batch(np.array([[0, 1, 2, 3, 4]]))
    build = time.perf_counter() - start
    print(f"\nours: first call of evaluate_batch (builds the lookup tables): {build:.2f} s")
    ours_values = {}
    for task in ("five", "seven"):
        seconds, runs, values = best_time(lambda task=task: evaluate_batch(data[task]))
        ours_values[task] = np.asarray(values)
        rate = len(data[task]) / seconds
        results[task]["ours"] = {"api": "pokerhands.odds.batch.evaluate_batch(array)",
                                 "n": len(data[task]), "seconds": seconds, "runs": runs,
                                 "rate": rate}
        print(f"ours: {TITLES[task]}: {fmt_rate(rate)} ({len(data[task]):,} in "
              f"{fmt_seconds(seconds)}, best of {runs})")
        if "check" in inspect.signature(evaluate_batch).parameters:
            # for information: without the duplicate-card check (the figures above keep it)
            seconds, runs, values = best_time(lambda task=task: evaluate_batch(data[task], check=False))
            assert np.array_equal(values, ours_values[task])
            results[task]["ours"]["check_false"] = {"seconds": seconds, "runs": runs,
                                                    "rate": len(data[task]) / seconds}
            print(f"      with check=False (information only): "
                  f"{fmt_rate(len(data[task]) / seconds)}")

    start = time.perf_counter()
    first = equity([" ".join(HERO), " ".join(VILLAIN)])
    cold = time.perf_counter() - start
    seconds, runs, result = best_time(lambda: equity([" ".join(HERO), " ".join(VILLAIN)]))
    counts = (result.wins[0], result.wins[1], result.ties[0])
    ok = (counts == tuple(ACES_AGAINST_KINGS_BOARDS) and result.boards == len(boards)
          and result.exact and first.wins == result.wins)
    if not ok:
        disagreements.append(f"ours equity: {counts} over {result.boards:,} boards, "
                             f"published {ACES_AGAINST_KINGS_BOARDS}")
    results["equity"]["ours"] = {"api": 'pokerhands.odds.equity.equity(["As Ah", "Kd Kc"])',
                                 "n": result.boards, "seconds": seconds, "runs": runs,
                                 "first_call_seconds": cold, "rate": result.boards / seconds,
                                 "counts": list(counts), "published": ok}
    print(f"ours: exact equity AsAh v KdKc: {fmt_seconds(seconds)} (best of {runs}; first call "
          f"{fmt_seconds(cold)}); aces {counts[0]:,}, kings {counts[1]:,}, ties {counts[2]:,} "
          f"over {result.boards:,} boards: " + ("published figures" if ok else "WRONG"))
    # per-board outcomes of ours, to check peers that only do a subset of the boards
    hero_rows = np.hstack([np.tile(hero_idx, (len(boards), 1)), boards])
    villain_rows = np.hstack([np.tile(villain_idx, (len(boards), 1)), boards])
    ours_outcome = np.sign(evaluate_batch(hero_rows).astype(np.int64)
                           - evaluate_batch(villain_rows))
    del hero_rows, villain_rows
    assert tally(ours_outcome)[:3] == tuple(ACES_AGAINST_KINGS_BOARDS)

    # -- the peers ---------------------------------------------------------------------------
    versions = {}
    for name in wanted:
        print()
        try:
            peer = MAKERS[name]()
        except ImportError as error:
            print(f"{name}: not installed ({error}); skipped")
            versions[name] = None
            continue
        versions[name] = peer.version
        print(f"{name} {peer.version}: {peer.note}"
              + (f"; setup {peer.setup_seconds:.2f} s" if peer.setup_seconds else ""))
        for task in TASKS:
            total = len(data[task])
            rows = evenly_spaced(total, limits[name][task])
            subset = len(rows) < total
            converted = peer.convert[task](data[task][rows])
            routes = []
            for route in peer.routes[task]:
                seconds, runs, values = best_time(
                    lambda route=route, converted=converted: route.run(converted))
                rate = len(rows) / seconds
                entry = {"api": route.api, "n": int(len(rows)), "subset": subset,
                         "seconds": seconds, "runs": runs, "rate": rate}
                if task == "equity":
                    wins, losses, ties, outcome = tally(values)
                    entry["projected_seconds"] = total / rate
                    if subset:
                        agree = bool(np.array_equal(outcome, ours_outcome[rows]))
                        entry["check"] = (f"outcome of each of {len(rows):,} boards equals ours"
                                          if agree else "outcomes differ from ours")
                    else:
                        agree = (wins, losses, ties) == tuple(ACES_AGAINST_KINGS_BOARDS)
                        entry["counts"] = [wins, losses, ties]
                        entry["check"] = (f"counts {wins:,} / {losses:,} / {ties:,} = published"
                                          if agree else f"counts {wins:,} / {losses:,} / "
                                                        f"{ties:,} differ from published")
                else:
                    agree = same_order(ours_values[task][rows], peer.key(values))
                    entry["check"] = (f"same order as ours on all {len(rows):,} hands" if agree
                                      else f"order differs from ours on {len(rows):,} hands")
                entry["agree"] = agree
                del values
                if not agree:
                    disagreements.append(f"{name}, {TITLES[task]}, {route.api}: {entry['check']}")
                routes.append(entry)
                if task == "equity":
                    shown = (f"{fmt_seconds(entry['projected_seconds'])}"
                             + (f" projected from {len(rows):,} boards in "
                                f"{fmt_seconds(seconds)}" if subset else "")
                             + f" ({fmt_rate(rate)} boards)")
                else:
                    shown = (f"{fmt_rate(rate)} ({len(rows):,}"
                             + (f" evenly spaced of {total:,}" if subset else "")
                             + f" in {fmt_seconds(seconds)})")
                print(f"  {TITLES[task]}: {route.api}: {shown}, best of {runs}; "
                      + ("agree: " if agree else "DISAGREE: ") + entry["check"])
            del converted
            best = max(routes, key=lambda r: r["rate"])
            results[task]["peers"][name] = {"version": peer.version, "best": best,
                                            "routes": routes}

    # -- the table ---------------------------------------------------------------------------
    present = [p for p in wanted if versions.get(p)]
    width = 14
    print("\nSummary (rates are evaluations per second; equity in seconds for all "
          f"{len(boards):,} boards; ratio = how many times faster ours is)")
    print(f"{'task':<26}{'ours':>{width}}" + "".join(f"{p:>{width}}" for p in present))
    for task in TASKS:
        ours = results[task]["ours"]
        line = f"{TITLES[task]:<26}"
        ratios = f"{'  ours / peer':<26}{'':>{width}}"
        if task == "equity":
            line += f"{fmt_seconds(ours['seconds']):>{width}}"
        else:
            line += f"{fmt_rate(ours['rate']):>{width}}"
        for p in present:
            best = results[task]["peers"][p]["best"]
            mark = "*" if best["subset"] else ""
            if task == "equity":
                cell = fmt_seconds(best["projected_seconds"]) + mark
            else:
                cell = fmt_rate(best["rate"]) + mark
            ratio = ours["rate"] / best["rate"]
            best["ratio_ours_to_peer"] = ratio
            line += f"{cell:>{width}}"
            ratios += f"{f'{ratio:.2f}x':>{width}}"
        print(line)
        print(ratios)
    print("* timed on an evenly spaced subset (rate measured there; equity time extrapolated)")

    # -- the targets -------------------------------------------------------------------------
    verdicts = []

    def fastest(task):
        candidates = [(results[task]["peers"][p]["best"]["rate"], p) for p in present]
        return max(candidates) if candidates else (None, None)

    for task in ("five", "seven"):
        rate, p = fastest(task)
        if p:
            ratio = results[task]["ours"]["rate"] / rate
            verdicts.append({"target": f"{TITLES[task]}: ours >= 2x the fastest peer",
                             "fastest_peer": p, "ratio": ratio, "met": ratio >= 2})
    eq = results["equity"]["ours"]
    verdicts.append({"target": "exact AsAh v KdKc equity in < 0.5 s", "seconds": eq["seconds"],
                     "met": eq["seconds"] < 0.5})
    rate, p = fastest("equity")
    if p:
        ratio = eq["rate"] / rate
        verdicts.append({"target": "exact equity: ours >= 2x the fastest peer",
                         "fastest_peer": p, "ratio": ratio, "met": ratio >= 2})
    print("\nTargets (reported, not asserted):")
    for v in verdicts:
        if "fastest_peer" in v:
            best = results["equity" if "equity" in v["target"] else
                           ("five" if v["target"].startswith("5") else "seven")]["peers"][
                v["fastest_peer"]]["best"]
            detail = f"{v['ratio']:.2f}x {v['fastest_peer']} ({best['api']})"
        else:
            detail = fmt_seconds(v["seconds"])
        print(f"  {v['target']}: {'yes' if v['met'] else 'no'} ({detail})")
    if disagreements:
        print("\nDISAGREEMENTS (the timings above mean nothing for these):")
        for d in disagreements:
            print("  " + d)
    else:
        print("\nEvery peer agrees with ours on every hand and board it evaluated.")

    try:
        info["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
        print(f"Load average at the end: {', '.join(map(str, info['load_average_at_end']))}")
    except (AttributeError, OSError):
        pass
    report = {"machine": info, "peer_versions": versions, "quick": args.quick,
              "seed": args.seed, "table_build_seconds": build, "tasks": results,
              "targets": verdicts, "disagreements": disagreements,
              "method": "one process; hands generated once and converted to each peer's cards "
                        "before timing; best of up to 3 runs with gc off; slow peers on an "
                        "evenly spaced subset (rate measured, equity time extrapolated)"}
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(json.dumps(report, indent=1) + "\n")
    try:
        shown = out_path.resolve().relative_to(ROOT)
    except ValueError:
        shown = out_path
    print(f"Results written to {shown}")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
