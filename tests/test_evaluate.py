"""The standard high ranking: categories, ace-low and no-wrap straights, tie-breaks,
best of n, descriptions and rank numbers."""
import pytest

from pokerhands import (DISTINCT_VALUES, CardError, Category, HIGH, Rules, evaluate,
                        hand_for_rank_number, hand_key, hand_strength, parse_cards)

C = Category


@pytest.mark.parametrize("cards, category, key", [
    ("As Ks Qs Js Ts", C.STRAIGHT_FLUSH, (14,)),
    ("Jc Tc 9c 8c 7c", C.STRAIGHT_FLUSH, (11,)),
    ("5d 4d 3d 2d Ad", C.STRAIGHT_FLUSH, (5,)),
    ("5c 5d 5h 5s 2d", C.FOUR_OF_A_KIND, (5, 2)),
    ("6s 6h 6d Kc Kh", C.FULL_HOUSE, (6, 13)),
    ("Jd 9d 8d 4d 3d", C.FLUSH, (11, 9, 8, 4, 3)),
    ("Td 9s 8h 7d 6c", C.STRAIGHT, (10,)),
    ("Ac Kc Qd Js Ts", C.STRAIGHT, (14,)),
    ("5c 4d 3h 2h As", C.STRAIGHT, (5,)),
    ("Qc Qs Qh 9h 2s", C.THREE_OF_A_KIND, (12, 9, 2)),
    ("Jh Js 3c 3s 2h", C.TWO_PAIR, (11, 3, 2)),
    ("Ts Th 8s 7h 4c", C.ONE_PAIR, (10, 8, 7, 4)),
    ("Kd Qd 7s 4s 3h", C.HIGH_CARD, (13, 12, 7, 4, 3)),
])
def test_every_category(cards, category, key):
    v = evaluate(cards)
    assert v.category is category
    assert v.key == key


@pytest.mark.parametrize("cards", [
    "Qc Kc Ac 2c 3c",   # file 002: ace-high flush, not a straight flush
    "Qs Ks Ac 2h 3d",   # file 002: ace-high hand
    "4s 3h 2d As Kc",   # file 003: 4-3-2-A-K is not valid
    "2s Ah Kd Qc Jc",   # file 003: 2-A-K-Q-J is not a straight
    "3s 2h Ad Kc Qc",
])
def test_no_turning_the_corner(cards):
    assert evaluate(cards).category not in (C.STRAIGHT, C.STRAIGHT_FLUSH)


def test_wheel_is_lowest_straight_and_ace_plays_low_only_there():
    wheel, six_high = evaluate("5c 4d 3h 2h As"), evaluate("6c 5d 4h 3s 2c")
    assert wheel < six_high
    assert wheel.key == (5,)
    assert [c.code for c in wheel.cards] == ["5c", "4d", "3h", "2h", "As"]
    steel = evaluate("5h 4h 3h 2h Ah")
    assert steel < evaluate("6h 5h 4h 3h 2h")
    assert steel > evaluate("As Ad Ah Ac Ks")


@pytest.mark.parametrize("better, worse", [
    # file 003 / file 000 examples (suits ours)
    ("4c 4d 4h 4s 2c", "3c 3d 3h 3s Ac"),
    ("9h 9d 9c 4s 4h", "8c 8s 8h Ad Ac"),
    ("Ks Js 9s 3s 2s", "Kh Jh 7h 6h 5h"),
    ("5c 5d 5h 3s 2c", "4c 4d 4h Ks Qc"),
    ("Jc Jd 2h 2s 4c", "Tc Td 9h 9s 8c"),
    ("8c 8d 6h 6s 3c", "8h 8s 5h 5s Kc"),
    ("Qc Qd 5h 5s 8c", "Qh Qs 5c 5d 4c"),
    ("6c 6d 4h 3s 2c", "5c 5d Ah Ks Qc"),
    ("Jc Jd Ah 9s 3c", "Jh Js Ac 8s 7c"),
    ("Ac Jd 9h 5s 3c", "Ah Td 9c 6s 4c"),
    # file 002 chains
    ("Ks Kh Kc Kd 3h", "7h 7d 7s 7c Qh"),
    ("7h 7d 7s 7c Qh", "7h 7d 7s 7c Ts"),
    ("8s 8d 8h 7d 7c", "4d 4s 4c 9d 9c"),
    ("4d 4s 4c 9d 9c", "4d 4s 4c 5c 5d"),
    ("Tc 9c 8c 7c 6c", "8h 7h 6h 5h 4h"),
    ("J♥ 10♥ 9♥ 4♥ 2♥", "J♠ 10♠ 8♠ 6♠ 3♠"),
    ("J♠ 10♠ 8♠ 6♠ 3♠", "J♥ 10♥ 8♥ 4♥ 3♥"),
    ("J♥ 10♥ 8♥ 4♥ 3♥", "J♣ 10♣ 8♣ 4♣ 2♣"),
    ("3♦ 3♠ 3♣ K♠ 2♠", "3♦ 3♠ 3♣ J♣ 7♥"),
    ("3♦ 3♠ 3♣ J♣ 7♥", "3♦ 3♠ 3♣ J♠ 5♦"),
    ("5♣ 5♠ 4♦ 4♥ 10♥", "5♣ 5♠ 3♣ 3♦ Q♠"),
    ("5♣ 5♠ 3♣ 3♦ Q♠", "5♣ 5♠ 3♣ 3♦ J♠"),
    ("6♦ 6♥ Q♠ 8♣ 7♦", "6♦ 6♥ Q♦ 8♥ 3♠"),
    ("Q♥ 10♥ 7♣ 6♥ 4♠", "Q♣ 10♣ 7♦ 5♣ 4♦"),
    ("Q♣ 10♣ 7♦ 5♣ 4♦", "Q♥ 10♦ 7♠ 5♠ 2♥"),
])
def test_tie_breaks(better, worse):
    assert evaluate(better) > evaluate(worse)
    assert evaluate(worse) < evaluate(better)
    assert evaluate(better) != evaluate(worse)


@pytest.mark.parametrize("a, b", [
    ("As Ks Qs Js Ts", "Ah Kh Qh Jh Th"),
    ("7d 6d 5d 4d 3d", "7s 6s 5s 4s 3s"),
    ("4c 4s 4d 4h 9c", "4c 4s 4d 4h 9d"),
    ("Kc Ks Kd Jc Js", "Kc Kh Kd Jc Jh"),
    ("9c 8c 7c 6d 5d", "9s 8s 7s 6h 5h"),
    ("Tc 8s 7s 6h 4d", "Td 8d 7s 6c 4c"),
])
def test_hands_that_differ_by_suit_are_equal(a, b):
    assert evaluate(a) == evaluate(b)
    assert hash(evaluate(a)) == hash(evaluate(b))
    assert not evaluate(a) < evaluate(b)


def test_display_order():
    assert repr(evaluate("Kc 6s Kh 6h 6d").cards) == "6s 6h 6d Kc Kh"
    assert repr(evaluate("3s 9h Jh 3c Js").cards) == "Jh Js 3s 3c 9h"
    assert repr(evaluate("2d Ks 9s 9h 5c").cards) == "9s 9h Ks 5c 2d"
    assert repr(evaluate("Ah 3c 5d 2s 4s").cards) == "5d 4s 3c 2s Ah"


@pytest.mark.parametrize("cards, words", [
    ("As Ks Qs Js Ts", "Royal flush"),
    ("5h 4h 3h 2h Ah", "Five-high straight flush (steel wheel)"),
    ("Qh Jh Th 9h 8h", "Queen-high straight flush"),
    ("9c 9s 9d 9h Jh", "Four of a kind, nines with a jack"),
    ("6s 6h 6d Kc Kh", "Full house, sixes over kings"),
    ("3c 3s 3d 6c 6h", "Full house, threes over sixes"),
    ("Kc Tc 7c 6c 4c", "King-high flush: king, ten, seven, six, four"),
    ("Ac Kc Qd Js Ts", "Ace-high straight (Broadway)"),
    ("5s 4d 3d 2s Ah", "Five-high straight (wheel)"),
    ("7c 6s 5s 4h 3h", "Seven-high straight"),
    ("2d 2s 2c Ks 6h", "Three of a kind, twos with a king and a six"),
    ("Jh Js 3c 3s 9h", "Two pair, jacks and threes with a nine"),
    ("4h 4s Ks Td 5s", "One pair, fours with a king, a ten and a five"),
    ("Jh Jd Ac 9s 3h", "One pair, jacks with an ace, a nine and a three"),
    ("Kh Jh 8c 7d 4s", "King high: king, jack, eight, seven, four"),
])
def test_descriptions(cards, words):
    assert evaluate(cards).describe() == words


def test_royal_flush_is_named_but_is_a_straight_flush():
    v = evaluate("Ad Kd Qd Jd Td")
    assert v.category is C.STRAIGHT_FLUSH and v.is_royal and v.name == "Royal flush"
    assert evaluate("Kd Qd Jd Td 9d").name == "Straight flush"


def test_best_five_of_seven():
    v = evaluate("As Ks 2d 7c Qs Js Ts")
    assert v.name == "Royal flush"
    assert set(v.unused) == set(parse_cards("2d 7c"))
    # two triplets: the higher is the triplet, the lower gives the pair
    v = evaluate("Qs Qh Qd 5c 5d 5h 2s")
    assert v.describe() == "Full house, queens over fives"
    # three pairs: the third pair can only be the kicker
    v = evaluate("Ks Kh 9d 9c 4s 4h 2c")
    assert v.key == (13, 9, 4)
    # a six-card straight: the top five play
    assert evaluate("9s 8h 7d 6c 5s 4h").key == (9,)
    # flush and straight together, not a straight flush
    v = evaluate("9h 8h 7h 6s 5h 2h Kc")
    assert v.category is C.FLUSH and v.key == (9, 8, 7, 5, 2)
    # straight flush beats four of a kind in the same seven cards
    assert evaluate("5h 4h 3h 2h Ah As Ac Ad").category is C.STRAIGHT_FLUSH
    # quads with a better kicker from a pair
    assert evaluate("7c 7d 7h 7s 2c Kd Kh").key == (7, 13)


def test_many_cards():
    v = evaluate(parse_cards("2c 3d 4h 5s 7c 8d 9h Jc Kd"))
    assert v.category is C.HIGH_CARD and v.key == (13, 11, 9, 8, 7)
    assert len(v.unused) == 4


@pytest.mark.parametrize("bad, match", [
    ("As Kd Qh Jc", "at least 5 cards; got 4"),
    ("", "at least 5 cards; got none"),
    ("As Kd Qh Jc As", "duplicate card As"),
    ("As Kd Qh Jc Xx", "'Xx' is not a card"),
])
def test_bad_hands(bad, match):
    with pytest.raises(CardError, match=match):
        evaluate(bad)


def test_unknown_rules():
    with pytest.raises(ValueError, match="unknown rules 'lowball'.*'high'"):
        evaluate("As Ks Qs Js Ts", rules="lowball")
    assert evaluate("As Ks Qs Js Ts", rules=HIGH).is_royal


def test_values_from_other_rules_do_not_order():
    other = Rules("test-other")
    a = evaluate("As Ks Qs Js Ts")
    b = type(a)(a.category, a.key, a.cards, rules=other)
    assert a != b
    with pytest.raises(TypeError):
        a < b


def test_rank_numbers_at_the_ends():
    assert evaluate("As Ks Qs Js Ts").rank_number == 1
    assert evaluate("Ks Qs Js Ts 9s").rank_number == 2
    assert evaluate("5h 4h 3h 2h Ah").rank_number == 10
    assert evaluate("As Ac Ad Ah Ks").rank_number == 11
    assert evaluate("7s 5h 4d 3c 2s").rank_number == DISTINCT_VALUES == 7462
    assert evaluate("Ac Kd Qh Js Ts").rank_number == 1600
    assert evaluate("5c 4d 3h 2h As").rank_number == 1609


def test_hand_for_rank_number_round_trips():
    for n in (1, 2, 10, 11, 166, 167, 322, 323, 1599, 1600, 1609, 1610, 2467, 2468,
              3325, 3326, 6185, 6186, 7462):
        assert hand_for_rank_number(n).rank_number == n
    for bad in (0, 7463, -1, 1.5, "3", True):
        with pytest.raises(ValueError):
            hand_for_rank_number(bad)


def test_hand_strength_matches_evaluate():
    for cards in ("As Ks Qs Js Ts", "5c 4d 3h 2h As", "Jh Js 3c 3s 2h", "Kd Qd 7s 4s 3h"):
        assert hand_strength(cards) == evaluate(cards).strength
    with pytest.raises(CardError, match="exactly 5"):
        hand_strength("As Ks Qs Js Ts 9s")


def test_hand_key_is_the_old_name_of_hand_strength():
    assert hand_key is hand_strength


def test_evaluate_passes_a_value_through():
    v = evaluate("As Ks Qs Js Ts")
    assert evaluate(v) is v


def test_reprs():
    v = evaluate("6s 6h 6d Kc Kh")
    assert repr(v) == "HandValue('Full house, sixes over kings', 6s 6h 6d Kc Kh)"
    assert "0x" not in v._repr_html_()
    assert 'aria-label="six of spades"' in v._repr_html_()
