"""The games: :mod:`~pokerhands.games.variants` (the games: which cards combine in each),
:mod:`~pokerhands.games.combine` (the best five under a game's hole/board rule),
:mod:`~pokerhands.games.showdown` (a game's showdown, and high, low and hi/lo split pots),
:mod:`~pokerhands.games.pots` (the main pot and side pots),
:mod:`~pokerhands.games.odd_chips` (chips that do not divide), :mod:`~pokerhands.games.deal`,
:mod:`~pokerhands.games.entry` (reading typed hands, bets and seeds),
:mod:`~pokerhands.games.betting`, :mod:`~pokerhands.games.betting_round`,
:mod:`~pokerhands.games.stud` and :mod:`~pokerhands.games.nuts` (the best hand possible on a
board)."""
