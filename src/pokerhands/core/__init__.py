"""The bottom layer: cards and parsing (:mod:`~pokerhands.core.cards`) and the checks of
whole numbers every layer above shares (:mod:`~pokerhands.core.checks`)."""
