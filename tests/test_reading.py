"""Bad input is refused at its first fault, read no further (issue 37): a duplicate is found
as soon as it is read, a list longer than any hand is refused before it is read, and the
entry points that read several hands stop at the first hand at fault. No timings here (the
worst cases are timed, and only reported, by benchmarks/bad_input.py): what is counted is how
much of the input the reading touched."""
import pytest

from pokerhands import HIGH, CardError, compare, evaluate, parse_cards
from pokerhands.core import letters
from pokerhands.games.nuts import nuts
from pokerhands.games.showdown import showdown, split_pot
from pokerhands.odds.equity import equity


@pytest.mark.parametrize("text, kwargs, said", [
    ("As As Xx", {}, "duplicate card As"),
    ("Xx As As", {}, "'Xx' is not a card"),
    ("AsAs Xx", {}, "duplicate card As"),
    ("Jk Jk Xx", {"jokers": 1}, "2 jokers"),
    ("As As As Xx", {"decks": 2}, "appears 3 times"),
    ("ace of spades, As, Xx", {}, "duplicate card As"),
    ("ace of spadez As As", {}, "'spadez' is not a suit"),
])
def test_the_first_fault_is_the_one_named(text, kwargs, said):
    with pytest.raises(CardError, match=said):
        parse_cards(text, **kwargs)


def test_mixed_alphabets_are_refused_where_they_meet():
    with pytest.raises(CardError, match="'Тs' and 'Ts' mix|смешаны"):
        parse_cards("Тs Ts Xx", lang="ru")


@pytest.fixture
def folded(monkeypatch):
    """The number of characters the reading lower-cases (it reads no text without)."""
    seen = [0]
    real = letters.fold

    def counting(text):
        seen[0] += len(text)
        return real(text)

    monkeypatch.setattr(letters, "fold", counting)
    return seen


@pytest.mark.parametrize("unit", ["As ", "Xx ", "ace of spades, ", "As", "Jk ", "🃏"])
def test_a_megabyte_of_bad_input_is_read_only_to_its_fault(folded, unit):
    text = unit * (1_000_000 // len(unit))
    with pytest.raises(CardError):
        parse_cards(text)
    assert folded[0] < 200, folded[0]


def test_a_deck_repeated_is_read_to_its_fifty_third_card(folded):
    deck = " ".join(f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs") + " "
    with pytest.raises(CardError, match="duplicate card 2c"):
        parse_cards(deck * 5000)
    assert folded[0] < 53 * 20   # a few characters per card read, 53 cards


class Counted:
    """An iterable that counts the items taken from it."""

    def __init__(self, items, length=None):
        self.items, self.taken, self.length = items, 0, length

    def __iter__(self):
        for item in self.items:
            self.taken += 1
            yield item


def test_a_generator_is_read_to_its_fault_only():
    endless = Counted(iter(lambda: "As", None))   # "As" for ever
    with pytest.raises(CardError, match="duplicate card As"):
        parse_cards(endless)
    assert endless.taken <= 53


def test_a_list_longer_than_any_hand_is_refused_before_it_is_read():
    class Untouchable(list):
        def __iter__(self):   # the quotation of the message reads a few items only
            for i in range(30):
                yield list.__getitem__(self, i)

    items = Untouchable(["Xx"] * 1_000_000)
    with pytest.raises(CardError, match="more than 52 cards"):
        parse_cards(items)
    with pytest.raises(CardError, match="more than 53 cards"):
        parse_cards(items, jokers=1)
    with pytest.raises(CardError, match="more than 10 cards"):
        evaluate(["As", "Ks", "Qs", "Js", "Ts", "9s", "8s", "7s", "6s", "5s", "Xx"],
                 HIGH.with_wild(1))


def test_entry_points_that_read_several_hands_stop_at_the_first_at_fault():
    bad = object()   # a hand that would be refused as no card, if it were read
    with pytest.raises(ValueError, match="2 to 10 hands"):
        equity(["As Ah"] * 11 + [bad])
    with pytest.raises(CardError, match="As .A♠. is dealt twice"):
        equity(["As Ah", "As Kd", bad])
    with pytest.raises(ValueError, match="at most 23 seats"):
        showdown("holdem", ["As Ah"] * 24 + [bad], board="2c 3d 4h 9s Jd")
    with pytest.raises(CardError, match="As .A♠. is dealt twice"):
        showdown("holdem", ["As Ah", "As Kd", bad], board="2c 3d 4h 9s Jd")
    with pytest.raises(ValueError, match="at most 52 hands"):
        split_pot(["As Ah Kd Qc Js"] * 53 + [bad])
    with pytest.raises(CardError, match="As .A♠. is dealt twice"):
        split_pot(["As Ah Kd Qc Js", "As 2c 3d 4h 5s", bad])
    with pytest.raises(CardError, match="duplicate card As"):
        nuts("As As " + "Xx " * 1000)
    with pytest.raises(CardError, match="duplicate card As"):
        compare("As As Ks Qs Js", bad)
