"""The bottom layer: cards and parsing (:mod:`~pokerhands.core.cards`), the checks of whole
numbers and lists every layer above shares (:mod:`~pokerhands.core.checks`), the categories
of hands and the rankings (:mod:`~pokerhands.core.categories`), rank patterns: how five
cards' ranks and suits make a category (:mod:`~pokerhands.core.patterns`), and hand values,
what :func:`pokerhands.evaluate.evaluate` returns (:mod:`~pokerhands.core.values`); and the
language the package speaks, with its message catalogs (:mod:`~pokerhands.core.language`),
cards in each language's letters and names (:mod:`~pokerhands.core.letters`), and the
cards of one deal, where no card is dealt twice (:mod:`~pokerhands.core.dealt`)."""
