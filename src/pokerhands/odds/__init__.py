"""Counting and odds: :mod:`~pokerhands.odds.counting` (exact counts,
the long ones kept on disk between processes by :mod:`~pokerhands.odds.stored`),
:mod:`~pokerhands.odds.draws` (a draw's outs and its odds by the next card and the river),
:mod:`~pokerhands.odds.outs` (the outs table: the exact chance for 1 to 20 outs, and the rules
of 2 and 4), :mod:`~pokerhands.odds.matchups` (pre-flop matchups, their shapes and exact
figures),
:mod:`~pokerhands.odds.batch` (the NumPy batch evaluator), :mod:`~pokerhands.odds.equity`
(with :mod:`~pokerhands.odds.equity_input`, its input as typed into boxes, read and checked),
:mod:`~pokerhands.odds.decks` (several decks shuffled together),
:mod:`~pokerhands.odds.shortdeck` (six-plus hold'em's 36-card deck, every hand counted),
:mod:`~pokerhands.odds.published` (the published figures the book reproduces) and
:mod:`~pokerhands.odds.cheatsheet` (the facts of the book's cheat sheet, as data).

Nothing is imported here, so that ``import pokerhands.odds.counting`` needs no NumPy."""
