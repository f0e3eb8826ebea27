"""Six-plus hold'em against an independent evaluator: pokerkit's short-deck hold'em hands.

pokerkit (uoftcprg/pokerkit) ranks short-deck hands with its own lookup
(``pokerkit.lookups.ShortDeckHoldemLookup``: the flush above the full house, A-6-7-8-9 a
straight, the straight above three of a kind), written apart from this package. Two checks:

* every one of the 376,992 five-card hands of the 36-card deck: the same category, and the
  same order (equal hands equal, a better hand better in both);
* seeded hold'em deals (two hole cards each and a board of five, from the 36 cards): the same
  winner of each showdown.

pokerkit is not in the book's requirements; ``benchmarks/requirements.txt`` installs it into
the benchmarks' venv, where ``make peer-check`` runs this file (and ``python
tests/test_six_plus_pokerkit.py`` prints the agreement counts). Elsewhere the file is skipped.
pokerkit has no ladder with three of a kind above the straight, so the house option is
checked by the package's own tests only (``tests/test_six_plus.py``).
"""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

pokerkit = pytest.importorskip(
    "pokerkit", reason="pokerkit is not installed in this venv; `make peer-check` runs this "
                       "file in .venv-bench, where benchmarks/requirements.txt installs it")

from pokerkit import ShortDeckHoldemHand  # noqa: E402
from pokerkit.lookups import ShortDeckHoldemLookup  # noqa: E402
from pokerkit.utilities import Card as PokerkitCard  # noqa: E402

from pokerhands import SIX_PLUS, Category, evaluate  # noqa: E402
from pokerhands.ranking.high import pattern_strength  # noqa: E402

DECK36 = list(SIX_PLUS.deck)
THEIRS = {card: next(iter(PokerkitCard.parse(card.code))) for card in DECK36}
DEALS = 20_000


def five_card_agreement() -> dict[str, object]:
    """Every five-card hand valued by both: the category counts of each, the hands whose
    categories differ, and whether the two orders are the same (one pokerkit entry for each
    of our values, and sorted alike)."""
    lookup = ShortDeckHoldemLookup()
    entry_of: dict[tuple[int, ...], set[int]] = {}
    ours, theirs = Counter(), Counter()
    differ = 0
    for five in combinations(DECK36, 5):
        ranks = tuple(sorted(int(c.rank) for c in five))
        strength = pattern_strength(ranks, len({c.suit for c in five}) == 1, SIX_PLUS)
        entry = lookup.get_entry([THEIRS[c] for c in five])
        category = SIX_PLUS.ladder[10 - strength[0]]
        ours[category.label] += 1
        theirs[entry.label.value] += 1
        differ += category.label != entry.label.value
        entry_of.setdefault(strength, set()).add(entry.index)
    one_each = all(len(found) == 1 for found in entry_of.values())
    ordered = sorted(entry_of)
    same_order = one_each and [min(entry_of[s]) for s in ordered] == sorted(
        min(entry_of[s]) for s in ordered)
    return {"hands": sum(ours.values()), "values": len(entry_of), "ours": dict(ours),
            "theirs": dict(theirs), "category_differs": differ, "same_order": same_order}


def showdown_agreement(deals: int = DEALS, seed: int = 38) -> dict[str, int]:
    """Seeded heads-up deals from the 36 cards, each hand valued by both as hold'em (best
    five of the two hole cards and the board): how many showdowns agree, and the outcomes."""
    rng = random.Random(seed)
    agree = 0
    outcomes: Counter[str] = Counter()
    for _deal in range(deals):
        cards = rng.sample(DECK36, 9)
        a, b, board = cards[:2], cards[2:4], cards[4:]
        va, vb = evaluate([*a, *board], SIX_PLUS), evaluate([*b, *board], SIX_PLUS)
        ta = ShortDeckHoldemHand.from_game([THEIRS[c] for c in a], [THEIRS[c] for c in board])
        tb = ShortDeckHoldemHand.from_game([THEIRS[c] for c in b], [THEIRS[c] for c in board])
        ours = (va > vb) - (va < vb)
        theirs = (ta > tb) - (ta < tb)
        agree += ours == theirs
        outcomes[{1: "first", -1: "second", 0: "tie"}[ours]] += 1
    return {"deals": deals, "agree": agree, **outcomes}


def test_every_five_card_hand_has_the_same_category_and_order_in_pokerkit():
    found = five_card_agreement()
    assert found["hands"] == 376_992 and found["values"] == 1_404
    assert found["category_differs"] == 0 and found["ours"] == found["theirs"]
    assert found["same_order"]
    # the royal flush is pokerkit's best straight flush, and the categories are the nine
    assert set(found["theirs"]) == {c.label for c in SIX_PLUS.ladder
                                    if c is not Category.FIVE_OF_A_KIND}


def test_seeded_showdowns_have_the_same_winner_in_pokerkit():
    found = showdown_agreement()
    assert found["agree"] == found["deals"] == DEALS
    assert found["first"] and found["second"] and found["tie"]  # every outcome was met


if __name__ == "__main__":  # the agreement counts, for a report
    five = five_card_agreement()
    print(f"five-card hands: {five['hands']:,}, values {five['values']:,}, categories differ "
          f"in {five['category_differs']}, same order: {five['same_order']}")
    for name, count in five["ours"].items():
        print(f"  {name:<16} ours {count:>7,}  pokerkit {five['theirs'].get(name, 0):>7,}")
    deals = showdown_agreement()
    print(f"hold'em showdowns: {deals['agree']:,} of {deals['deals']:,} agree "
          f"(first {deals.get('first', 0):,}, second {deals.get('second', 0):,}, "
          f"tie {deals.get('tie', 0):,})")
