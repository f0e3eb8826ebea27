"""The registry: every kind of exercise, by name, in the book's order.

Each kind is one :class:`~pokerhands.exercises.Kind` record, declared in the module
of its family; the tables the rest of the package reads (``KINDS``,
``HOUSE_KINDS``, ``KIND_RULES``, ...) are all read off the records here, so that a
new kind is added in one place. The package (:mod:`pokerhands.exercises`) re-exports and
documents them.
"""
from __future__ import annotations

from pokerhands.exercises.kinds_cards import BADUGI_KIND, BEST_LOW, FIVE_PLAY, SPLIT_POT
from pokerhands.exercises.kinds_hands import NAME_HAND, ORDER, WHICH_WINS
from pokerhands.exercises.kinds_ladder import CATEGORY_ORDER
from pokerhands.exercises.kinds_nuts import NUTS
from pokerhands.exercises.kinds_odds import FAVOURITE, MORE_LIKELY, OUTS
from pokerhands.exercises.model import Kind

__all__ = ["REGISTRY", "KINDS", "ODDS_KINDS", "ALL_KINDS", "HOUSE_KINDS", "KIND_RULES",
           "KIND_GAMES"]

# The package re-exports each of these names with its docstring (the API page reads them there).
REGISTRY: dict[str, Kind] = {k.name: k for k in (
    NAME_HAND, WHICH_WINS, ORDER, CATEGORY_ORDER, FIVE_PLAY, BEST_LOW, BADUGI_KIND, SPLIT_POT, NUTS,
    OUTS, MORE_LIKELY, FAVOURITE)}
KINDS = tuple(name for name, k in REGISTRY.items() if not k.odds)
ODDS_KINDS = tuple(name for name, k in REGISTRY.items() if k.odds)
ALL_KINDS = KINDS + ODDS_KINDS
HOUSE_KINDS = tuple(name for name, k in REGISTRY.items() if k.house)
KIND_RULES: dict[str, tuple[str, ...]] = {name: k.rules for name, k in REGISTRY.items()}
KIND_GAMES: dict[str, tuple[str, ...]] = {name: k.games for name, k in REGISTRY.items() if k.games}
