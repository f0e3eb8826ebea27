"""Card notation and bad input."""
import random

import pytest

from pokerhands import DECK, Card, CardError, Cards, Rank, Suit, parse_card, parse_cards, random_cards

ACE_SPADES = Card(Rank.ACE, Suit.SPADES)
TEN_HEARTS = Card(Rank.TEN, Suit.HEARTS)


@pytest.mark.parametrize("token", [
    "As", "aS", "AS", "as", "A♠", "A♤", "a♠", "ace of spades", "Ace of Spades",
    "ACE OF SPADES", "ace of spade", "A of spades", "A♠\ufe0f",
])
def test_every_notation_of_the_ace_of_spades(token):
    assert parse_card(token) == ACE_SPADES


@pytest.mark.parametrize("token", ["Th", "th", "10h", "10H", "10♥", "T♡", "10♡",
                                   "ten of hearts", "10 of hearts", "t of hearts"])
def test_every_notation_of_the_ten_of_hearts(token):
    assert parse_card(token) == TEN_HEARTS


@pytest.mark.parametrize("text", [
    "As Kd Qh", "As,Kd,Qh", "As, Kd, Qh", "As;Kd;Qh", "AsKdQh", "  As   Kd\tQh\n",
    "ace of spades, king of diamonds, queen of hearts",
    "ace of spades king of diamonds queen of hearts",
    "A♠ K♦ Q♥", "A♠K♦Q♥", "as kd qh",
])
def test_several_cards_in_one_string(text):
    assert [c.code for c in parse_cards(text)] == ["As", "Kd", "Qh"]


def test_lists_of_strings_and_cards_mix():
    got = parse_cards(["As", Card(Rank.KING, Suit.DIAMONDS), "Qh Jc"])
    assert repr(got) == "As Kd Qh Jc"


def test_all_52_codes_round_trip():
    for card in DECK:
        assert parse_card(card.code) == card
        assert parse_card(str(card)) == card
        assert parse_card(card.name) == card
    assert len(set(DECK)) == 52


def test_index_convention():
    # index = 4 * (rank - 2) + suit, clubs..spades = 0..3
    assert Card(Rank.TWO, Suit.CLUBS).index == 0
    assert Card(Rank.TWO, Suit.SPADES).index == 3
    assert ACE_SPADES.index == 51
    assert [c.index for c in DECK] == list(range(52))
    assert Card.from_index(51) == ACE_SPADES


def test_reprs_are_short():
    assert repr(ACE_SPADES) == "As"
    assert str(ACE_SPADES) == "A♠"
    assert str(TEN_HEARTS) == "10♥"
    assert repr(parse_cards("As 10h")) == "As Th"
    assert isinstance(parse_cards("As"), Cards)


def test_card_is_frozen_and_hashable():
    with pytest.raises(AttributeError):
        ACE_SPADES.rank = Rank.KING
    assert {ACE_SPADES, parse_card("As")} == {ACE_SPADES}


@pytest.mark.parametrize("text, quoted", [
    ("Xs", "'Xs'"), ("As Kx", "'Kx'"), ("1s", "'1s'"), ("11h", "'11h'"),
    ("As K", "'K'"), ("ace of swords", "'swords'"), ("A", "'A'"), ("♠A", "'♠A'"),
    ("As Kd 7", "'7'"), ("Zz", "'Zz'"),
])
def test_bad_tokens_are_named(text, quoted):
    with pytest.raises(CardError) as err:
        parse_cards(text)
    assert quoted in str(err.value)
    assert isinstance(err.value, ValueError)


def test_duplicate_card_is_named():
    with pytest.raises(CardError, match="duplicate card As"):
        parse_cards("As Kd A♠")
    with pytest.raises(CardError, match="duplicate"):
        parse_cards(["Kd", "king of diamonds"])
    assert len(parse_cards("As As", allow_duplicates=True)) == 2


@pytest.mark.parametrize("bad", [None, 5, 3.2, [1, 2], [None]])
def test_non_card_objects(bad):
    with pytest.raises(CardError):
        parse_cards(bad)


def test_parse_card_needs_exactly_one():
    with pytest.raises(CardError, match="expected one card, got 2"):
        parse_card("As Kd")
    with pytest.raises(CardError, match="expected one card, got 0"):
        parse_card("")


def test_from_index_range():
    for bad in (-1, 52, "3"):
        with pytest.raises(CardError):
            Card.from_index(bad)


def test_random_cards_are_seeded_and_distinct():
    a = random_cards(7, random.Random(5))
    assert a == random_cards(7, 5)
    assert len(set(a)) == 7
    rest = random_cards(45, 1, exclude=a)
    assert not set(rest) & set(a)
    with pytest.raises(CardError, match="cannot deal 46"):
        random_cards(46, 1, exclude=a)


def test_rank_words():
    assert Rank.SIX.plural == "sixes"
    assert Rank.ACE.article == "an" and Rank.EIGHT.article == "an" and Rank.KING.article == "a"
    assert Rank.TEN.label == "10" and Rank.TEN.symbol == "T"
    assert Suit.HEARTS.is_red and not Suit.SPADES.is_red
