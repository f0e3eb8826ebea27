"""Published figures that the book reproduces with its own evaluator.

These are reference values, not results: the book computes every one of them and shows
the two side by side. Sources as cited in ``shared/reference/published-numbers.md``:
[WP-PP] Wikipedia, "Poker probability"; [ALS] B. Alspach, "7-card poker hands".
"""
from __future__ import annotations

__all__ = ["FIVE_CARD_HIGH", "SEVEN_CARD_HIGH", "FIVE_CARD_TOTAL", "SEVEN_CARD_TOTAL"]

FIVE_CARD_TOTAL = 2_598_960
"""C(52, 5) [WP-PP]."""

FIVE_CARD_HIGH: dict[str, tuple[int, int]] = {
    # category: (hands, distinct values)  [WP-PP]
    "Straight flush": (40, 10),
    "Four of a kind": (624, 156),
    "Full house": (3_744, 156),
    "Flush": (5_108, 1_277),
    "Straight": (10_200, 10),
    "Three of a kind": (54_912, 858),
    "Two pair": (123_552, 858),
    "One pair": (1_098_240, 2_860),
    "High card": (1_302_540, 1_277),
}
"""For each category, the number of five-card high hands from one 52-card deck and of
distinct values (the straight flush row includes the 4 royal flushes) [WP-PP]."""

SEVEN_CARD_TOTAL = 133_784_560
"""C(52, 7) [WP-PP], [ALS]."""

SEVEN_CARD_HIGH: dict[str, int] = {
    "Royal flush": 4_324,
    "Straight flush": 37_260,
    "Four of a kind": 224_848,
    "Full house": 3_473_184,
    "Flush": 4_047_644,
    "Straight": 6_180_020,
    "Three of a kind": 6_461_620,
    "Two pair": 31_433_400,
    "One pair": 58_627_800,
    "High card": 23_294_460,
}
"""Seven-card hands by the category of their best five (straight flush excludes royal)
[WP-PP], [ALS]."""
