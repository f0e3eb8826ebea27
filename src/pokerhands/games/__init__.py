"""The games: :mod:`~pokerhands.games.combine` (which cards combine into a hand: the hole-card
and board rule), :mod:`~pokerhands.games.variants` (each game's record, and its showdown),
:mod:`~pokerhands.games.showdown` (high, low and hi/lo split pots),
:mod:`~pokerhands.games.deal`, :mod:`~pokerhands.games.betting`,
:mod:`~pokerhands.games.betting_round` (with :mod:`~pokerhands.games.betting_round_input`,
its input read and checked), :mod:`~pokerhands.games.stud`,
:mod:`~pokerhands.games.nuts` (the best hand possible on a board) and
:mod:`~pokerhands.games.entry` (what a player types into a box, read and checked)."""
