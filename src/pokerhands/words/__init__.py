"""Hands in words, in the book's four languages.

* :mod:`~pokerhands.words.hands`: every sentence about a hand in the language in force (or
  ``lang=``): the category words a reader sees, :func:`~pokerhands.words.hands.category_label`
  (``"Full house"``, ``"Фулл-хаус"``), :func:`~pokerhands.words.hands.category_plural`,
  :func:`~pokerhands.words.hands.category_with_article`,
  :func:`~pokerhands.words.hands.category_with_any`, :func:`~pokerhands.words.hands.low_label`,
  :func:`~pokerhands.words.hands.low_with_article`, :func:`~pokerhands.words.hands.royal_flush`;
  a hand's name, :func:`~pokerhands.words.hands.hand_name` (``HandValue.name``), and its
  description, :func:`~pokerhands.words.hands.describe_value` (``HandValue.describe()``), and
  its short form beside drawn cards, :func:`~pokerhands.words.hands.describe_short`. The
  English attributes ``Category.label``, ``.plural`` and ``.with_article`` stay English: they
  are identifiers; these functions are the words.
* :mod:`~pokerhands.words.forms`: the grammar of rank words.
  :class:`~pokerhands.words.forms.RankWord` is a rank's name in one language whose attributes
  give its forms in a ``str.format`` template (``"Пара {first.gen_pl}"``: word, pl, gen,
  gen_pl, acc, acc_pl, the, the_pl, the_acc, the_acc_pl; a capital first letter gives the
  form with a capital), looked up in the catalogs under the ``pgettext`` contexts
  ``"rank:<form>"`` (``"rank:word"``, ``"rank:gen_pl"``...);
  :func:`~pokerhands.words.forms.rank_form` gives one form;
  :func:`~pokerhands.words.forms.and_list` joins a list with the language's "and" (и, και,
  és); :func:`~pokerhands.words.forms.kickers` names kickers (with articles in English).
* :mod:`~pokerhands.words.english`: the English helpers (articles, "an eight", the English
  ``and_list``) and the old names of the describing functions.
* :mod:`~pokerhands.words.names`: the names of hands and terms in the four sources, the terms
  every translation follows, and :func:`~pokerhands.words.names.describe_hand`, the short form
  ``"Фулл-хаус: 6, 6, 6, K, K"``.

It imports only :mod:`pokerhands.core`, so the games and the layers above them speak through
it (the order of the layers: the import-linter contract in ``pyproject.toml``); why one hand
beats another is :mod:`pokerhands.explain`, whose :func:`~pokerhands.explain.compare` explains
in the language in force when it is called.

>>> from pokerhands.words import category_label, describe_value, and_list, RankWord
>>> from pokerhands import Category
>>> category_label(Category.TWO_PAIR, "hu"), and_list(["туз", "король", "дама"], "ru")
('Két pár', 'туз, король и дама')
>>> "Пара {r.gen_pl}".format(r=RankWord(13, "ru"))
'Пара королей'
"""
from pokerhands.words.forms import FORMS, RankWord, and_list, kickers, rank_form, rank_list
from pokerhands.words.hands import (category_label, category_plural, category_with_any,
                                    category_with_article, describe_value, hand_name,
                                    low_label, low_with_article, royal_flush)

__all__ = ["FORMS", "RankWord", "and_list", "kickers", "rank_form", "rank_list",
           "category_label", "category_plural", "category_with_any", "category_with_article",
           "describe_value", "hand_name", "low_label", "low_with_article", "royal_flush"]
