"""House rule: a suit order breaks otherwise exact ties (high hands); the stud bring-in."""
import pytest
from hypothesis import given, strategies as st

from pokerhands import DECK, CardError, Suit, compare, evaluate, get_rules
from pokerhands.games.stud import bring_in, draw_for_button

BRIDGE = get_rules("high").with_suit_order("bridge")


def test_default_rules_keep_suits_unranked():
    assert get_rules("high").suit_order is None
    assert compare("As Ks Qs Js Ts", "Ah Kh Qh Jh Th").outcome == 0


def test_bridge_order_breaks_exact_ties():
    assert compare("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", BRIDGE).outcome == 1
    steps = compare("9c 9s 5d 5h 2c", "9d 9h 5c 5s 2d", BRIDGE).explain()
    assert steps[-2] == ("The ranks tie, so the house suit order (clubs < diamonds < hearts "
                         "< spades) decides: the nine of spades beats the nine of hearts.")
    # ranks still come first: suits only decide what the ranks leave equal
    assert compare("Ac Kc Qc Jc 9c", "Ks Qs Js Ts 8s", BRIDGE).outcome == 1
    assert compare("As Ks Qs Js Ts", "As Ks Qs Js Ts", BRIDGE, same_deal=False).outcome == 0


def test_other_orders_and_errors():
    hearts_high = get_rules("high").with_suit_order("cdsh")
    assert hearts_high.suit_order == (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
    assert compare("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", hearts_high).outcome == -1
    assert get_rules("high").with_suit_order("♣♦♥♠") == BRIDGE
    for bad in ("cdh", "ccdh", "xyzw", 5):
        with pytest.raises(ValueError, match="suit order"):
            get_rules("high").with_suit_order(bad)
    with pytest.raises(ValueError, match="high-hand house rule"):
        get_rules("ace-to-five").with_suit_order()
    assert repr(BRIDGE) == "Rules('high', suit order clubs < diamonds < hearts < spades)"
    assert evaluate("As Ks Qs Js Ts", BRIDGE).is_royal  # accepted by get_rules


def test_the_higher_suited_card_of_a_rank_plays_first():
    v = evaluate("9c 9s 5d 5h 2c 2s Kd", BRIDGE)
    assert str(v.cards) == "9♠ 9♣ 5♥ 5♦ K♦"


@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True))
def test_suit_order_never_overrides_ranks(cards):
    plain, ordered = evaluate(cards), evaluate(cards, BRIDGE)
    assert plain.strength == ordered.strength[:len(plain.strength)]
    assert ordered.category is plain.category and ordered.key == plain.key


def test_bring_in():
    assert bring_in(["7d", "2c", "2s"]) == 1          # the lower suit of the two deuces
    assert bring_in(["As", "Kc", "3h", "3d"]) == 3    # the ace counts high
    assert bring_in(["2c", "2s"], suit_order="shdc") == 1
    with pytest.raises(CardError):
        bring_in(["7d"])
    with pytest.raises(CardError, match="twice"):
        bring_in(["7d", "7d"])


def test_draw_for_button():
    assert draw_for_button(["Kd", "Ac", "Ah"]) == 2      # equal aces: hearts beat clubs
    assert draw_for_button(["As", "Kc"]) == 0
    assert draw_for_button(["2s", "3c"]) == 1            # rank first, suit only between equals
    assert draw_for_button(["Qs", "Qh", "Qd", "Qc"]) == 0
    assert draw_for_button(["Qs", "Qh", "Qd", "Qc"], suit_order="shdc") == 3
    with pytest.raises(CardError, match="at least two"):
        draw_for_button(["Ah"])
    with pytest.raises(CardError, match="twice"):
        draw_for_button(["Ah", "Ah"])
    with pytest.raises(ValueError, match="suit order"):
        draw_for_button(["Ah", "Kh"], suit_order="cdh")


def test_stud_procedures_read_a_string_of_cards():
    from pokerhands.games.stud import bring_in, draw_for_button

    assert bring_in("2d 3c 4h") == 0 and draw_for_button("2d 3c 4h") == 2
