"""The ranking systems, one module each: :mod:`~pokerhands.ranking.high` (the standard high
ranking: the best five-card hand among any number of cards),
:mod:`~pokerhands.ranking.lowball` (ace-to-five, ace-to-six, deuce-to-seven,
eight-or-better), :mod:`~pokerhands.ranking.badugi`, :mod:`~pokerhands.ranking.wild`
(jokers, the bug, wild ranks) and :mod:`~pokerhands.ranking.ranknumbers` (the 7,462 distinct
high values, numbered)."""
