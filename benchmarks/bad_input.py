"""How fast bad input is refused (not tests): run with `make bench`, or on its own.

Issue 37 found that about a megabyte of one valid card repeated ("As As As ...") took more
than a second to be refused as a duplicate, ten times as long as a megabyte of junk: the
duplicate was found only after the whole input had been read. The reading now stops at the
first fault it can name, so every bad input should be refused in a time that depends on the
part read up to its fault, not on the size of the rest.

Each entry point that reads cards (parse_cards, evaluate, compare, nuts, equity, showdown,
split_pot) is given each kind of bad input at about ``--size`` characters (1,000,000 by
default) and, to show that the time does not grow with the input, at a hundredth of that.
Every call must raise CardError or ValueError (anything else, or no error, exits with status
1: a wrong answer is worth no timing). The times are the best of ``--repeat`` runs; nothing
is asserted about them. The table ends with the worst cases and the ratio of the large input
to the small one (near 1 when the refusal does not read the rest).

    python benchmarks/bad_input.py                 # the table, slowest first
    python benchmarks/bad_input.py --json out.json # the same figures as JSON as well
"""
from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from typing import Callable

from pokerhands import DECK, HIGH, CardError, compare, evaluate, parse_cards
from pokerhands.games.nuts import nuts
from pokerhands.games.showdown import showdown, split_pot
from pokerhands.odds.equity import equity

BOARD = "2c 7d 9h Js 4s"


def inputs(size: int) -> dict[str, Callable[[], object]]:
    """Each kind of bad input, about ``size`` characters (or items) long, made when called
    (so that only the input timed is built, and a generator is fresh)."""
    def times(unit: str) -> str:
        return unit * max(3, size // len(unit))

    distinct = " ".join(c.code for c in DECK) + " "
    return {
        "one valid card repeated": lambda: times("As "),
        "the whole deck repeated": lambda: times(distinct),
        "junk": lambda: times("Xx "),
        "a card's name repeated": lambda: times("ace of spades, "),
        "codes run together": lambda: times("As"),
        "jokers (none in the deck)": lambda: times("Jk "),
        "spaces, then a bad card": lambda: " " * size + "Xx",
        "a misspelled name, then more": lambda: "ace of spadez " + times("As "),
        "a list of one card": lambda: ["As"] * size,
        "a list of the deck, repeated": lambda: [c.code for c in DECK] * max(3, size // 52),
        "a generator of cards": lambda: (c for _ in range(max(3, size // 52)) for c in DECK),
    }


def calls(text: object) -> dict[str, Callable[[], object]]:
    """Each entry point given ``text`` where it reads cards."""
    return {
        "parse_cards": lambda: parse_cards(text),
        "evaluate": lambda: evaluate(text),
        "evaluate, 2 decks": lambda: evaluate(text, HIGH.with_decks(2)),
        "evaluate, a joker": lambda: evaluate(text, HIGH.with_wild(1)),
        "compare": lambda: compare(text, "Kd Kc Qh 7s 3c"),
        "nuts": lambda: nuts(text),
        "equity": lambda: equity([text, "Kd Kc"]),
        "showdown": lambda: showdown("holdem", [text, "Kd Kc"], BOARD),
        "split_pot": lambda: split_pot([text, "Kd Kc Qh 7s 3c"]),
    }


def timed(make: Callable[[], object], name: str, size: int, repeat: int) -> float:
    """The best of ``repeat`` runs of the call ``name`` on a fresh input from ``make``."""
    best = float("inf")
    for _ in range(repeat):
        call = calls(make())[name]
        gc.disable()
        start = time.perf_counter()
        try:
            call()
        except (CardError, ValueError):
            pass
        else:
            raise SystemExit(f"{name} accepted a bad input of {size:,} characters")
        finally:
            gc.enable()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    small = max(100, args.size // 100)
    rows = []
    for kind in inputs(args.size):
        for name in calls(""):
            large_t = timed(inputs(args.size)[kind], name, args.size, args.repeat)
            small_t = timed(inputs(small)[kind], name, small, args.repeat)
            rows.append({"input": kind, "call": name, "seconds": large_t,
                         "seconds_small": small_t, "ratio": large_t / max(small_t, 1e-9)})
    rows.sort(key=lambda r: r["seconds"], reverse=True)
    print(f"bad input of about {args.size:,} characters (and {small:,}), best of {args.repeat}")
    print(f"{'input':32} {'call':20} {'large':>10} {'small':>10} {'ratio':>7}")
    for r in rows:
        print(f"{r['input']:32} {r['call']:20} {r['seconds'] * 1e3:8.2f}ms "
              f"{r['seconds_small'] * 1e3:8.2f}ms {r['ratio']:7.1f}")
    worst = rows[0]
    print(f"\nworst case: {worst['call']} on {worst['input']}: {worst['seconds'] * 1e3:.2f} ms "
          f"at {args.size:,} characters, {worst['ratio']:.1f}x the time at {small:,}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({"size": args.size, "small": small, "repeat": args.repeat, "rows": rows},
                      handle, indent=1)
    sys.exit(0)


if __name__ == "__main__":
    main()
