"""The games: :mod:`~pokerhands.games.variants` (which cards combine in each game, and its
showdown), :mod:`~pokerhands.games.showdown` (high, low and hi/lo split pots),
:mod:`~pokerhands.games.deal`, :mod:`~pokerhands.games.betting`,
:mod:`~pokerhands.games.betting_round` and :mod:`~pokerhands.games.stud`."""
