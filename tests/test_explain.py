"""compare() and the sentences of explain()."""
import pytest

from pokerhands import CardError, compare, evaluate


def test_the_example_from_the_design():
    c = compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c")
    assert c.outcome == 1
    assert c.explain() == [
        "Both hands are one pair of jacks.",
        "First kicker: ace and ace, equal.",
        "Second kicker: nine beats eight.",
        "The first hand wins.",
    ]


def test_category_decides():
    c = compare("Kc Jc 9c 3c 2c", "9h 9d 9s 4h 4c")
    assert c.outcome == -1
    assert c.explain() == [
        "The first hand is a flush, the second a full house: a full house beats any "
        "flush, whatever the ranks.",
        "The second hand wins.",
    ]
    assert "four of a kind beats any full house" in str(compare("8c 8d 8h 8s 2c", "Ac Ad Ah Ks Kc"))
    assert "one pair beats any high-card hand" in str(compare("Ac Kd Qh Js 9c", "2c 2d 3h 4s 5c"))


def test_groups_in_the_plural_cards_in_the_singular():
    assert compare("9h 9d 9c 4s 4h", "8c 8s 8h Ad Ac").explain()[1] == \
        "Three of a kind: nines beat eights."
    steps = compare("8c 8d 6h 6s 3c", "8h 8s 5h 5s Kc").explain()
    assert steps[:2] == ["Both hands are two pair, eights up.", "Lower pair: sixes beat fives."]
    assert compare("Jh Jd 4c 3s 2h", "Th Td Ac Ks Qh").explain()[:2] == [
        "Both hands are one pair.", "Pair: jacks beat tens."]


def test_wheel_is_explained():
    steps = compare("5c 4d 3h 2h As", "6c 5d 4h 3s 2c").explain()
    assert steps[1] == "Top card: six beats five (in the five-high straight the ace plays low)."


def test_royal_flushes_and_steel_wheel():
    steps = compare("As Ks Qs Js Ts", "Ah Kh Qh Jh Th").explain()
    assert steps[0] == "Both hands are royal flushes."
    assert steps[1].startswith("The five cards that play match rank for rank")
    assert compare("6s 5s 4s 3s 2s", "5h 4h 3h 2h Ah").explain()[1] == \
        "Top card: six beats five (in the five-high straight flush the ace plays low)."


def test_tie():
    c = compare("Kc Ks Kd Jc Js", "Kc Kh Kd Jc Jh", same_deal=False)
    assert c.outcome == 0
    assert c.explain()[-2:] == [
        "The five cards that play match rank for rank, so the hands tie; suits never break a tie.",
        "The pot is split.",
    ]


def test_flush_walks_down_every_card():
    steps = compare("J♥ 10♥ 8♥ 4♥ 3♥", "J♣ 10♣ 8♣ 4♣ 2♣").explain()
    assert steps == [
        "Both hands are flushes.",
        "Highest card: jack and jack, equal.",
        "Second card: ten and ten, equal.",
        "Third card: eight and eight, equal.",
        "Fourth card: four and four, equal.",
        "Fifth card: three beats two.",
        "The first hand wins.",
    ]


def test_board():
    c = compare("Jc Jd", "9c 9d", board="Ks Kh Kd 7c 2d")
    assert c.outcome == 1
    assert c.explain()[:2] == ["Both hands are full houses with three kings.",
                               "Pair: jacks beat nines."]
    # the board plays for both: split pot
    board_plays = compare("2c 3d", "2h 4c", board="As Ks Qs Js Ts")
    assert board_plays.outcome == 0
    assert board_plays.explain()[-2] == "Both hands play the same five cards, so they tie."
    with pytest.raises(CardError, match=r"Ks \(K♠\) is dealt twice: to the first hand \(K♠ 2♦\) and to the board"):
        compare("Ks 2d", "3c 4c", board="Ks Qh Jd 7c 2s")


def test_antisymmetric_outcome_and_reprs():
    a, b = "Ac Jd 9h 5s 3c", "Ah Td 9c 6s 4c"
    assert compare(a, b).outcome == -compare(b, a).outcome == 1
    assert repr(compare(a, b)) == "Comparison(outcome=1: first hand wins)"
    assert compare(evaluate(a), evaluate(b)).outcome == 1
