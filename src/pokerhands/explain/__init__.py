"""Comparisons in words: :mod:`~pokerhands.explain.comparison` (:func:`compare` and
:class:`Comparison`: why one hand beats another, step by step). It sits above the games
because ``compare(board=, game=)`` asks the game which cards play; the layers' order is the
contract in ``pyproject.toml`` (``[tool.importlinter]``)."""
from pokerhands.explain.comparison import Comparison, compare

__all__ = ["Comparison", "compare"]
