"""Ranking systems ("rules") that :func:`pokerhands.evaluate` understands.

Each system is a :class:`Rules` value that says how many cards form a hand, how the ace
plays, and whether straights and flushes count. Options that change a system (wild
cards, suit order, number of decks) will become fields here, not new code paths.

Only the standard high ranking exists so far; the low systems, Badugi and the house
options are added by later chapters of the book.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rules", "HIGH", "get_rules", "RULES"]


@dataclass(frozen=True)
class Rules:
    """A ranking system.

    Attributes
    ----------
    name : str
        The name used in ``rules=...`` arguments, e.g. ``"high"``.
    hand_size : int
        How many cards form a hand (5 for every system except Badugi).
    ace_high, ace_low : bool
        Whether the ace may play above the king and/or below the two.
    straights_count, flushes_count : bool
        Whether straights and flushes are recognised.
    source : str
        Where the rule comes from.
    """

    name: str
    hand_size: int = 5
    ace_high: bool = True
    ace_low: bool = True
    straights_count: bool = True
    flushes_count: bool = True
    source: str = ""

    def __repr__(self) -> str:
        return f"Rules({self.name!r})"


HIGH = Rules(
    "high",
    source=(
        "Standard high ranking: file 003 (English, categories 1-10), file 000 "
        "(Russian), file 001 (Greek, 'traditional high'), file 002 (categories table). "
        "Ace plays low only in the five-high straight and straight flush; no "
        "wrap-around; suits never break ties."
    ),
)

RULES: dict[str, Rules] = {HIGH.name: HIGH}
"""Every ranking system by name."""


def get_rules(rules: "str | Rules") -> Rules:
    """Look up a ranking system by name (or pass a :class:`Rules` through).

    Raises
    ------
    ValueError
        For an unknown name, or a :class:`Rules` that no evaluator implements (a
        hand-made ``Rules("high", ace_low=False)`` is refused, not silently read as
        ``"high"``); the message lists the known systems.
    """
    known = ", ".join(repr(k) for k in RULES)
    if isinstance(rules, Rules):
        if RULES.get(rules.name) != rules:
            raise ValueError(f"no evaluator implements {rules!r} with these settings; "
                             f"known rules: {known}")
        return rules
    if not isinstance(rules, str) or rules.strip().lower() not in RULES:
        raise ValueError(f"unknown rules {rules!r}; known rules: {known}")
    return RULES[rules.strip().lower()]
