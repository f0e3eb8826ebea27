"""pokerhands: the evaluator behind the book *Poker Hand Rankings*.

The names the book's cells use::

    from pokerhands import parse_cards, evaluate, compare
    evaluate("As Ks Qs Js Ts")                    # rules="high" by default
    compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c").explain()
    set_language("ru")                            # or use_language("el") for a block

The package speaks English (the default), Russian, Greek and Hungarian
(:mod:`~pokerhands.core.language`); cards may be typed in each language's letters and names
(:mod:`~pokerhands.core.letters`).

Modules: :mod:`~pokerhands.core.cards` (cards and parsing), :mod:`~pokerhands.rules`
(ranking systems and house options), :mod:`~pokerhands.evaluate` (hand values),
:mod:`~pokerhands.ranking.wild` (wild cards),
:mod:`~pokerhands.explain.comparison` (comparisons in words), :mod:`~pokerhands.ranking.ranknumbers`
(the 7,462 values), :mod:`~pokerhands.odds.counting` (counting),
:mod:`~pokerhands.odds.shortdeck` (six-plus hold'em's 36-card deck), :mod:`~pokerhands.render`
(cards as HTML) and :mod:`~pokerhands.widgets` (hand pickers).
"""
from pokerhands.core import cards
from pokerhands.core.cards import (
                                   DECK,
                                   JOKER,
                                   Card,
                                   CardError,
                                   Cards,
                                   Joker,
                                   Rank,
                                   Suit,
                                   parse_card,
                                   parse_cards,
                                   random_cards,
)
from pokerhands.core.categories import Category
from pokerhands.core.dealt import SharedCardError
from pokerhands.core.language import get_language, set_language, use_language
from pokerhands.core.letters import card_name
from pokerhands.core.values import HandValue
from pokerhands.evaluate import (evaluate, hand_for_rank_number, hand_key, hand_strength,
                                 rank_number)
from pokerhands.ranking.ranknumbers import DISTINCT_VALUES
from pokerhands.rules import HIGH, SIX_PLUS, Rules, get_rules
from pokerhands.explain.comparison import Comparison, compare

__all__ = [
    "cards", "DECK", "JOKER", "Card", "CardError", "Cards", "Joker", "Rank", "Suit",
    "parse_card", "parse_cards", "random_cards", "card_name", "SharedCardError",
    "get_language", "set_language", "use_language",
    "Category", "HandValue", "evaluate", "hand_strength", "hand_key",
    "Comparison", "compare",
    "DISTINCT_VALUES", "hand_for_rank_number", "rank_number",
    "HIGH", "SIX_PLUS", "Rules", "get_rules",
]
__version__ = "0.1.0"
