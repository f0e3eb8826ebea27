"""Published figures that the book reproduces with its own evaluator.

These are reference values, not results: the book computes every one of them and shows
the two side by side. Sources as cited in ``shared/reference/published-numbers.md``:
[WP-PP] Wikipedia, "Poker probability"; [ALS] B. Alspach, "7-card poker hands";
[BARGE] BARGE rulebook, appendix "Lowball scales"; [PE369] Project Euler problem 369.

House-rule decks (Part V): [FX] "fennaixelphox", poker hands with one joker (Dreamwidth,
2024-10-03), the full one-joker table; [CUR] curiouser.co.uk, "Wild card poker paradox",
appendix 2 (five of a kind, three of a kind and two pair with one joker); [ALS-Q]
B. Alspach, "Five of a kind vs straight flush", Poker Digest 5(8), 2002 (13 and 204 with
one joker); [ALS-W] B. Alspach, "Wild cards in profusion, part 2", Poker Digest 5(9), 2002
(five of a kind with four and with eight wild cards).

Six-plus hold'em, the 36-card deck (Part V): [2P2] a twoplustwo forum post, "Short Deck
(Six-Plus) Hold-Em Hand Rankings" (forumserver.twoplustwo.com, probability forum, 23 August
2017), whose seven-card counts the book read in the post's copy on forum-pokersoft.ru
("Холдем 6+ подсчет эквити", page 2); [BOL] M. Bollman, "When Does A Straight Beat A Full
House?", UNLV International Conference on Gambling and Risk Taking, 25 May 2023 (abstract);
[WP-SP] Wikipedia, "Six-plus hold 'em".
"""
from __future__ import annotations

__all__ = ["FIVE_CARD_HIGH", "SEVEN_CARD_HIGH", "FIVE_CARD_TOTAL", "SEVEN_CARD_TOTAL",
           "ACE_TO_FIVE_VALUES", "ACE_TO_FIVE_NO_PAIR_VALUES", "EIGHT_OR_BETTER_HANDS",
           "EIGHT_OR_BETTER_VALUES", "FIVE_CARD_LOWS", "SEVEN_CARD_LOWS",
           "DEUCE_TO_SEVEN_LOW_VALUES", "FOUR_CARD_TOTAL", "BADUGIS",
           "FIVE_CARD_HANDS_WITH_BADUGI", "ONE_JOKER_TOTAL", "ONE_JOKER_WILD",
           "FIVE_OF_A_KIND_DEUCES_WILD", "FIVE_OF_A_KIND_TWO_RANKS_WILD",
           "ACES_AGAINST_KINGS_BOARDS", "SIX_PLUS_FIVE_CARD_TOTAL",
           "SIX_PLUS_SEVEN_CARD_TOTAL", "SIX_PLUS_SEVEN_CARD", "SIX_PLUS_FIVE_CARD_RARER"]

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

SEVEN_CARD_DISTINCT = 4_824
"""Distinct five-card values that are the best hand of some seven cards [WP-PP]."""

SEVEN_CARD_EIGHT_OR_BETTER = 0.183
"""About this share of seven-card hands (seven-card stud) hold an eight-or-better low
[WP-PP], [BARGE] (published rounded to 18.3%)."""

# --- low hands [WP-PP], [BARGE] -------------------------------------------------------

ACE_TO_FIVE_VALUES = 6_175
"""Distinct five-card ace-to-five values [WP-PP]."""

ACE_TO_FIVE_NO_PAIR_VALUES = 1_287
"""The ace-to-five values without a pair, C(13, 5) [WP-PP]."""

EIGHT_OR_BETTER_HANDS = 57_344
"""The five-card hands that qualify as eight-or-better, C(8, 5) x 4^5 [WP-PP]."""

EIGHT_OR_BETTER_VALUES = 56
"""Distinct eight-or-better lows [WP-PP]."""

FIVE_CARD_LOWS: dict[int, int] = {
    5: 1_024, 6: 5_120, 7: 15_360, 8: 35_840, 9: 71_680,
    10: 129_024, 11: 215_040, 12: 337_920, 13: 506_880,
}
"""Five-card hands by their best ace-to-five low without a pair, keyed by top card
(5 = the wheel, 13 = king-high) [WP-PP]."""

SEVEN_CARD_LOWS: dict[int, int] = {
    5: 781_824, 6: 3_151_360, 7: 7_426_560, 8: 13_171_200, 9: 19_174_400,
    10: 23_675_904, 11: 24_837_120, 12: 21_457_920, 13: 13_939_200,
}
"""Seven-card hands (razz) by their best ace-to-five low, keyed by top card [WP-PP]."""

DEUCE_TO_SEVEN_LOW_VALUES: dict[int, int] = {7: 4, 8: 14, 9: 34}
"""Distinct deuce-to-seven no-pair values with a seven, eight or nine on top [BARGE]."""

# --- Badugi [PE369] ------------------------------------------------------------------

FOUR_CARD_TOTAL = 270_725
"""C(52, 4), the four-card hands."""

BADUGIS = 17_160
"""Four-card badugis, 13 x 12 x 11 x 10 (four suits and four ranks all different)."""

FIVE_CARD_HANDS_WITH_BADUGI = 514_800
"""Five-card hands that contain a badugi [PE369]."""


ONE_JOKER_TOTAL = 2_869_685
"""The number of five-card hands from 52 cards and one joker, C(53, 5) [FX], [CUR], [ALS-Q]."""

ONE_JOKER_WILD: dict[str, int] = {
    # category: hands, one fully wild joker, each hand in the best category it can make
    "Five of a kind": 13,          # also [CUR], [ALS-Q]
    "Straight flush": 204,         # royal flushes included; also [ALS-Q]
    "Four of a kind": 3_120,
    "Full house": 6_552,
    "Flush": 7_804,
    "Straight": 20_532,
    "Three of a kind": 137_280,    # also [CUR]
    "Two pair": 123_552,           # also [CUR]
    "One pair": 1_268_088,
    "High card": 1_302_540,
}
"""Five-card hands from 52 cards and one fully wild joker, by category [FX]; the rows
marked in the source also appear in [CUR] and [ALS-Q]. No published five-card table for
the joker as the bug was found (Alspach counts the bug for seven-card hands)."""

FIVE_OF_A_KIND_DEUCES_WILD = 672
"""Five-card hands that are five of a kind when the four deuces are wild [ALS-W]
(48 + 288 + 288 + 48, by the number of deuces)."""

FIVE_OF_A_KIND_TWO_RANKS_WILD = 8_152
"""Five-card hands that are five of a kind when two whole ranks (eight cards) are wild
[ALS-W]."""


ACES_AGAINST_KINGS_BOARDS = (1_388_072, 317_694, 6_538)
"""The boards the aces win, the kings win, and the ties, when A♠A♥ meets K♦K♣ heads up
before the flop in hold'em, over all 1,712,304 boards (shared/reference/published-numbers.md)."""


# --- Six-plus hold'em, 36 cards [2P2], [BOL], [WP-SP] ------------------------------------

SIX_PLUS_FIVE_CARD_TOTAL = 376_992
"""C(36, 5), the five-card hands of the 36-card deck."""

SIX_PLUS_SEVEN_CARD_TOTAL = 8_347_680
"""C(36, 7), the seven-card hands of the 36-card deck [2P2]."""

SIX_PLUS_SEVEN_CARD: dict[str, int] = {
    "Royal flush": 1_860,
    "Straight flush": 8_700,        # royal flushes left out
    "Four of a kind": 44_640,
    "Flush": 175_560,
    "Full house": 633_024,
    "Three of a kind": 637_560,     # under the ladder with three of a kind above the straight
}
"""Seven-card hands of the 36-card deck by the category of their best five [2P2]. The post
ranks three of a kind above the straight, so its three-of-a-kind row counts the hands that
hold both; its straight row is cut off in the stored copy and is not given here. The other
rows are the same on either ladder."""

SIX_PLUS_FIVE_CARD_RARER: tuple[tuple[str, str, str], ...] = (
    ("Flush", "Full house", "[BOL]"),
    ("Full house", "Straight", "[BOL]"),
    ("Straight", "Three of a kind", "[WP-SP]"),
)
"""Published statements on five cards from the 36-card deck, each ``(rarer, more common,
source)``: a five-card flush is rarer than a full house, which is rarer than a straight
[BOL]; and with five cards the straight is the rarer of the straight and three of a kind, so
it ranks above it [WP-SP]."""
