"""Hands in words: :mod:`~pokerhands.words.english` (every English sentence about a hand and
the sentence helpers: articles, lists joined with "and") and :mod:`~pokerhands.words.names`
(the names of hands in four languages). It imports only :mod:`pokerhands.core`, so the games
and the layers above them speak through it (the order of the layers: the import-linter
contract in ``pyproject.toml``); why one hand beats another is :mod:`pokerhands.explain`."""
