"""The games: :mod:`~pokerhands.games.variants` (which cards combine in each game, and its
showdown), :mod:`~pokerhands.games.showdown` (high, low and hi/lo split pots),
:mod:`~pokerhands.games.deal`, :mod:`~pokerhands.games.betting`,
:mod:`~pokerhands.games.betting_round`, :mod:`~pokerhands.games.stud` and
:mod:`~pokerhands.games.nuts` (the best hand possible on a board)."""
