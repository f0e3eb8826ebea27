"""Counting and odds: :mod:`~pokerhands.odds.counting` (exact counts, draws),
:mod:`~pokerhands.odds.batch` (the NumPy batch evaluator), :mod:`~pokerhands.odds.equity`,
:mod:`~pokerhands.odds.decks` (several decks shuffled together) and
:mod:`~pokerhands.odds.published` (the published figures the book reproduces).

Nothing is imported here, so that ``import pokerhands.odds.counting`` needs no NumPy."""
