"""The games: :mod:`~pokerhands.games.variants` (each game's record: which cards combine in
each), :mod:`~pokerhands.games.combine` (the best five under a game's hole/board rule),
:mod:`~pokerhands.games.showdown` (a game's showdown, and high, low and hi/lo split pots),
:mod:`~pokerhands.games.showdown_input` (their input, read and checked),
:mod:`~pokerhands.games.pots` (the main pot and side pots),
:mod:`~pokerhands.games.odd_chips` (chips that do not divide),
:mod:`~pokerhands.games.showing` (who shows first at the showdown), :mod:`~pokerhands.games.deal`
(with :mod:`~pokerhands.games.streets`, what the table shows at each street),
:mod:`~pokerhands.games.entry` (what a player types into a box, read and checked),
:mod:`~pokerhands.games.betting`, :mod:`~pokerhands.games.betting_round` (with
:mod:`~pokerhands.games.betting_round_input`, its input read and checked, and
:mod:`~pokerhands.games.betting_actions`, what a player did and may do),
:mod:`~pokerhands.games.stud` and :mod:`~pokerhands.games.nuts` (the best hand possible on a
board)."""
