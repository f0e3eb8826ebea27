"""Hands in words: :mod:`~pokerhands.words.english` (every English sentence about a hand and
the sentence helpers: articles, lists joined with "and") and :mod:`~pokerhands.words.names`
(the names of hands in four languages). The layer imports only :mod:`pokerhands.core`, so
every layer above it (the games among them) speaks through it; why one hand beats another
is :mod:`pokerhands.explain`."""
