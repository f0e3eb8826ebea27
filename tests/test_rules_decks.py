"""House rule: more than one deck shuffled together (high hands), under the rules' ``decks`` field."""
import pytest
from hypothesis import given, strategies as st

from pokerhands import DECK, CardError, Category, compare, evaluate, get_rules

TWO = get_rules("high").with_decks(2)


def test_duplicates_are_legal_up_to_the_number_of_decks():
    v = evaluate("As As Ks Qs Js", TWO)
    assert v.category is Category.FLUSH and v.key == (14, 14, 13, 12, 11)  # a flush with a pair
    with pytest.raises(CardError, match=r"As \(A♠\) appears 3 times, but 2 decks hold only 2"):
        evaluate("As As As Ks Qs", TWO)
    with pytest.raises(CardError, match="duplicate card As"):
        evaluate("As As Ks Qs Js")  # one deck, as always


def test_five_of_a_kind_ranks_above_every_straight_flush():
    five = evaluate("Ac Ac Ad Ah As", TWO)
    assert five.category is Category.FIVE_OF_A_KIND and five.describe() == "Five of a kind, aces"
    assert five > evaluate("As Ks Qs Js Ts", TWO)
    assert evaluate("Qs Qs Qh Qc Qd", TWO) > evaluate("6c 6s 6d 6h 6h", TWO)  # file 002
    steps = compare("Qs Qs Qh Qc Qd", "6c 6s 6d 6h 6h", TWO).explain()
    assert steps[:2] == ["Both hands are five of a kind.", "Five of a kind: queens beat sixes."]
    assert compare("Ac Ac Ad Ah As", "As Ks Qs Js Ts", TWO).explain()[0].startswith(
        "The first hand is five of a kind, the second a royal flush")
    with pytest.raises(ValueError, match="7,462 one-deck values"):
        five.rank_number


def test_options_and_errors():
    assert repr(TWO) == "Rules('high', 2 decks)"
    assert repr(TWO.with_suit_order()) == \
        "Rules('high', suit order clubs < diamonds < hearts < spades, 2 decks)"
    for bad in (0, 9, 1.5, True, "2"):
        with pytest.raises(ValueError, match="decks must be"):
            get_rules("high").with_decks(bad)
    with pytest.raises(ValueError, match="high hands only"):
        get_rules("ace-to-five").with_decks(2)


@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True))
def test_with_one_deck_of_cards_the_option_changes_nothing(cards):
    assert evaluate(cards, TWO).strength == evaluate(cards).strength
    assert evaluate(cards, get_rules("high").with_decks(1)) == evaluate(cards)
