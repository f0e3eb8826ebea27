"""Hands in words: :mod:`~pokerhands.words.names` (the names of hands in four languages)
and :mod:`~pokerhands.words.explain` (why one hand beats another)."""
