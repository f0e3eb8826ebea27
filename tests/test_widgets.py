"""Drive the widgets from code, without a browser."""
import pytest

from pokerhands import compare, parse_cards
from pokerhands.rules import HIGH
from pokerhands.widgets import BadugiPicker, HandDuel, HandPicker, RulesLens, SplitPotShowdown


def test_picker_preset_and_summary():
    p = HandPicker("6♠ 6♥ 6♦ K♣ K♥")
    assert p.result.describe() == "Full house, sixes over kings"
    assert p.summary().splitlines()[1:4] == ["Rules: high", "Category: Full house",
                                             "In words: Full house, sixes over kings"]
    assert "Rank number 264 of 7,462" in p.summary()
    assert repr(p) == "HandPicker('6♠ 6♥ 6♦ K♣ K♥')"
    # the grid and the text box show the selection
    assert sum(b.value for b in p._buttons.values()) == 5
    picked = [b for b in p._buttons.values() if b.value]
    assert all(b.button_style == "primary" for b in picked)
    assert all(b.button_style == "" for b in p._buttons.values() if not b.value)
    assert p.text.value == "6s 6h 6d Kc Kh"
    assert "Full house" in p.display.value


def test_picker_clicks_build_a_hand_in_click_order():
    p = HandPicker()
    assert p.result is None and "pick 5 more cards" in p.message
    for code in ["As", "Ks", "Qs", "Js"]:
        p._buttons[parse_cards(code)[0]].value = True
    assert p.result is None and p.message.startswith("pick 1 more card ")
    p._buttons[parse_cards("Ts")[0]].value = True
    assert p.result.name == "Royal flush"
    assert p.value == "As Ks Qs Js Ts"
    p._buttons[parse_cards("Ks")[0]].value = False  # unclick
    assert p.result is None and p.value == "As Qs Js Ts"


def test_picker_refuses_an_eighth_card_and_keeps_working():
    p = HandPicker("2c 3d 4h 5s 7c 8d 9h")
    eighth = p._buttons[parse_cards("Kd")[0]]
    eighth.value = True
    assert eighth.value is False  # toggled back
    assert "at most 7 cards" in p.message
    assert p.value == "2c 3d 4h 5s 7c 8d 9h"
    p._buttons[parse_cards("9h")[0]].value = False
    eighth.value = True
    assert p.result.describe().startswith("King high")


def test_picker_typed_input_and_bad_input():
    p = HandPicker("As Ks Qs Js Ts")
    shown, html = p.result, p.display.value
    p.text.value = "As Kd Zz 4c 5c"
    assert p.result is shown and p.display.value == html  # refused: the hand stays
    assert "'Zz' is not a card" in p.message and p.value == "As Ks Qs Js Ts"
    assert 'role="alert"' in p.message_box.value
    p.text.value = "As Kd As 4c 5c"
    assert "duplicate card As" in p.message
    p.value = "2c 3c 4c 5c 6c 7c 8c 9c"
    assert "too many cards: 8" in p.message and p.result is shown
    p.text.value = "ten of hearts, 10d, Tc, 10s, 2c"
    assert p.result.describe() == "Four of a kind, tens with a two"
    assert p.message.startswith("Four of a kind") and p.message_box.value == ""


def test_picker_random_hand_is_seeded():
    p, q = HandPicker(seed=7), HandPicker(seed=7)
    p.size.value = q.size.value = 7
    first = p.random_hand()
    assert first == q.random_hand() and len(first) == 7
    assert p.random_hand() != first  # the seed advances
    p.deal_button.click()
    assert p.result is not None and len(p.cards) == 7
    p.clear_button.click()
    assert p.cards == () and p.result is None


def test_duel():
    d = HandDuel("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c")
    assert d.comparison.outcome == 1
    assert "Second kicker: nine beats eight." in d.summary()
    d.set("Jc Jd", "9c 9d", board="Ks Kh Kd 7c 2d")
    assert d.comparison.outcome == 1
    assert d.summary().splitlines()[2] == "First hand wins."
    shown, html = d.comparison, d.display.value
    d.second.value = "Qx 9d"
    assert d.comparison is shown and d.display.value == html  # refused: the duel stays
    assert "'Qx' is not a card" in d.message and 'role="alert"' in d.message_box.value
    d.set("Ks 2d", "3c 4c", board="Ks Qh Jd 7c 2s")
    assert d.message.startswith("K♠ is both in a hand and on the board")
    d.set("", "3c 4c")  # a status replaces the result
    assert d.message == "type two hands to compare" and d.comparison is None
    assert d.message_box.value == ""
    d.set("As Ks", "Ad Kd", board="2c 3c")
    assert "at least 5 cards" in d.message and d.comparison is None
    d.set("As Ks Qs Js Ts", "Ad Kd Qd Jd Td")
    assert d.comparison.outcome == 0


def test_picker_switches_rules():
    p = HandPicker("5c 4d 3h 2s Ah 9c Kd", rules="ace-to-five")
    assert p.result.describe() == "The wheel: five, four, three, two, ace"
    assert "Rank number" not in p.summary() and "Rules: ace-to-five" in p.summary()
    p.rules = "deuce-to-seven"
    assert p.result.describe().startswith("Nine-five low")
    p.rules_box.label = "eight-or-better"  # as a reader choosing it
    p.value = "Kh Kd Qc Js 9s"
    assert p.result.name == "No qualifying low" and "No qualifying low" in p.display.value
    with pytest.raises(ValueError, match="unknown rules"):
        p.rules = "lowball"
    with pytest.raises(ValueError, match="unknown rules"):
        HandPicker(rules="razz")


def test_rules_lens():
    lens = RulesLens("A♠ 2♦ 3♣ 4♥ 5♠")
    assert list(lens.results) == ["high", "ace-to-five", "ace-to-six", "deuce-to-seven",
                                  "eight-or-better"]
    lines = lens.summary().splitlines()
    assert lines[0].endswith("Five-high straight (wheel)")
    assert lines[3].endswith("Ace high: ace, five, four, three, two")
    shown, html = lens.results, lens.display.value
    lens.value = "As Kd Xx 4c 5c"
    assert lens.results is shown and lens.display.value == html  # refused: they stay
    assert "'Xx' is not a card" in lens.message
    assert lens.summary().splitlines()[:-1] == lines and lens.summary().endswith(lens.message)
    lens.value = "2c 3c 4c 5c 6c 7c 8c 9c"
    assert "five to seven cards" in lens.message
    lens.value = ""
    assert lens.message == "type five to seven cards" and lens.results is None
    lens.value = parse_cards("Kh Kd 7c 7s 7h")
    assert all(v.category.label == "Full house" for name, v in lens.results.items()
               if name != "eight-or-better")
    assert repr(lens) == "RulesLens('K♥ K♦ 7♣ 7♠ 7♥')"


def test_split_pot_widget():
    w = SplitPotShowdown(["As 2d 3h Kc", "Ac 2c Kd Qh", "Js Jd 9c 9h"], board="4s 5d 8c Kh Qs",
                         pot=101, omaha=True)
    assert w.result.shares == (25, 76, 0)
    assert "Players 1 and 2 win" in w.summary()
    w.omaha.value = False  # hold'em-style: any cards combine
    assert sum(w.result.shares) == 101
    w.set(["As 2d 3h Kc", "Ac 2c Kd Qh", "Js Jd 9c"], board="4s 5d 8c Kh Qs")
    assert w.result is not None  # three hole cards are fine when any cards combine
    w.omaha.value = True
    assert "exactly 4 hole cards" in w.message
    w.set(["As 2d 3h Kc", "Ac 2c Kd Qh", ""], board="4s 5d 8c Kh Qs")
    assert w.message == "type every player's cards"
    with pytest.raises(ValueError, match="3 players"):
        w.set(["As 2d 3h Kc", "Ac 2c Kd Qh"])
    with pytest.raises(ValueError, match="two to four hands"):
        SplitPotShowdown(["As Ks"])
    w.pot.value = 0
    w.set(["As 2d 3h Kc", "Ac 2c Kd Qh", "Js Jd 9c 9h"], board="4s 5d 8c Kh Qs", pot=7)
    assert w.result.shares == (2, 5, 0)


def test_picker_keeps_house_rules_and_offers_jokers():
    from pokerhands import HIGH

    wild, bug = HIGH.with_wild(1), HIGH.with_wild(1, bug=True)
    p = HandPicker("Kh Kd 7c 4s", rules=[wild, bug])
    assert [label for label, _ in p.rules_box.options] == [
        "high (one joker, fully wild)", "high (one joker as the bug)"]
    assert len(p._joker_buttons) == 1
    p._joker_buttons[0].value = True  # a reader clicks the joker
    assert p.value == "Kh Kd 7c 4s Jk"
    # held, the joker reads white on blue like a picked card (purple on blue fails contrast)
    assert p._joker_buttons[0].button_style == "primary"
    assert p._joker_buttons[0].style.text_color == "#fff"
    assert p.result.describe() == "Three of a kind, kings with a seven and a four — joker as K♣"
    assert "Rank number" not in p.summary()
    p.rules_box.label = "high (one joker as the bug)"
    assert p.result.describe().startswith("One pair, kings with an ace")
    p._joker_buttons[0].value = False
    assert p.result is None and "pick 1 more card" in p.message
    p.value = "Kh Kd 7c 4s Jk Jk"  # too many jokers: a message, not an exception
    assert p.result is None and "2 jokers" in p.message
    p.value = "Kh Kd 7c 4s Jk"
    shown, html = p.result, p.display.value
    p.rules = "high"  # the joker is not in play under plain high rules: refused
    assert p.result is shown and p.display.value == html and "joker is not in play" in p.message
    assert p.rules == "high (one joker as the bug)"  # switched back
    p.rules = wild
    assert p.result.describe().startswith("Three of a kind") and p.message_box.value == ""


def test_picker_with_suit_order_or_two_decks_uses_them():
    from pokerhands import HIGH

    p = HandPicker("As Ks Qs Js Ts", rules=HIGH.with_suit_order())
    assert p.result.rules.suit_order is not None
    assert "suit order" in p.summary()
    p = HandPicker("As As Ks Qs 9s", rules=HIGH.with_decks(2))
    assert p.result.key == (14, 14, 13, 12, 9)
    shown = p.result
    p.value = "As As As Ks Qs"
    assert p.result is shown and "appears 3 times" in p.message
    assert p.value == "As As Ks Qs 9s"  # refused: the hand on show stays


def test_duel_under_house_rules():
    from pokerhands import HIGH

    d = HandDuel("Ah Ad Ac As Jk", "Ks Qs Js Ts 9s", rules=HIGH.with_wild(1))
    assert d.comparison.outcome == 1
    assert "joker plays as A♣" in d.summary()
    shown = d.comparison
    d.set("Ah Ad Jk Jk 2c", "Ks Qs Js Ts 9s")
    assert d.comparison is shown and "2 jokers" in d.message


def test_duel_reads_card_lists_as_its_rules_allow():
    from pokerhands import HIGH, JOKER

    d = HandDuel([JOKER, "As", "Ks", "Qs", "Js"], "Ah Kh Qh Jh Th", rules=HIGH.with_wild(1))
    assert d.comparison.outcome == 0
    d = HandDuel("As Ks", "As Kd", "Qs Js Ts 2c 3d", rules=HIGH.with_decks(2))
    assert d.comparison.outcome == 1


def test_picker_message_has_no_dangling_separator():
    from pokerhands import HIGH

    p = HandPicker("As Jk Kd Qc 2h", rules=[HIGH.with_wild(1)])
    assert not p.message.rstrip().endswith("—")


def _refused_then_cleared(w, result, refuse, succeed, words):
    """success -> refused action -> result and display unchanged, message under them ->
    success -> message cleared (issue 22)."""
    shown, html, text = getattr(w, result), w.display.value, w.summary()
    assert shown is not None and w.message_box.value == ""
    refuse()
    assert getattr(w, result) is shown and w.display.value == html
    assert words in w.message and 'role="alert"' in w.message_box.value
    assert w.summary() == text + "\n" + w.message
    assert w.children.index(w.message_box) == w.children.index(w.display) + 1
    succeed()
    assert getattr(w, result) is not shown and w.message_box.value == ""
    assert words not in w.message and words not in w.summary()


def test_a_picker_refusal_keeps_the_hand_and_the_next_success_clears_its_message():
    p = HandPicker("As Ks Qs Js Ts 2c 3c")
    eighth = p._buttons[parse_cards("4d")[0]]
    _refused_then_cleared(p, "result", lambda: setattr(eighth, "value", True),
                          lambda: p.set_cards("Ah Ad Ac Kd Ks"), "at most 7 cards")
    assert eighth.value is False
    _refused_then_cleared(p, "result", lambda: setattr(p.text, "value", "Ah Zz"),
                          lambda: p.set_cards("2h 2d 2c Kd Ks"), "'Zz' is not a card")
    b = BadugiPicker("As 2d 3c 4h")
    _refused_then_cleared(b, "result", lambda: b.set_cards("As 2d 3c Xh"),
                          lambda: b.set_cards("As 2d 3c 3h"), "'Xh' is not a card")


def test_a_duel_or_lens_refusal_keeps_the_result_and_the_next_success_clears_it():
    d = HandDuel("As Ks Qs Js Ts", "2c 2d 2h 3c 3d")
    _refused_then_cleared(d, "comparison", lambda: setattr(d.second, "value", "Qx 2d"),
                          lambda: d.set("As Ks Qs Js Ts", "2c 2d 2h 3c 4d"),
                          "'Qx' is not a card")
    lens = RulesLens("A♠ 2♦ 3♣ 4♥ 5♠")
    _refused_then_cleared(lens, "results", lambda: setattr(lens, "value", "2c 3c"),
                          lambda: setattr(lens, "value", "Kh Kd 7c 7s 7h"), "at least 5 cards")


def test_guarded_shows_a_refusal_as_it_is_and_anything_else_with_its_type():
    from pokerhands.core.cards import CardError
    from pokerhands.widgets.base import guarded

    class Shown:
        def __init__(self):
            self.errors = []

        def _show_error(self, text):
            self.errors.append(text)

        @guarded
        def fail(self, exc):
            raise exc

    w = Shown()
    assert w.fail(ValueError("n must be a whole number, got 0")) is None
    assert w.fail(CardError("'Zz' is not a card")) is None
    assert w.fail(KeyError("odd")) is None
    assert w.errors == ["n must be a whole number, got 0", "'Zz' is not a card",
                        "KeyError: 'odd'"]


@pytest.mark.parametrize("lang", ["en", "ru", "el", "hu"])
def test_a_duel_of_two_hands_sharing_a_card_says_so_in_a_readers_words(lang):
    """Issue 37's refusal of two hands that share a card names the Python remedy
    (same_deal=False); a duel's reader has no such option and is told to change a hand."""
    from pokerhands import SharedCardError
    from pokerhands.widgets import HandDuel

    with pytest.raises(SharedCardError) as raised:
        compare("As Ks Qs Js Ts", "As Kh Qh Jh Th")
    assert str(raised.value.card) == "A♠" and "same_deal" in str(raised.value)
    duel = HandDuel("As Ks Qs Js Ts", "As Kh Qh Jh Th", lang=lang)
    assert duel.comparison is None and "A♠" in duel.message
    assert "same_deal" not in duel.message and "deal" not in duel.message.lower()


def test_two_hands_holding_more_jokers_than_the_deck_share_the_joker():
    """The card two hands share may be the joker (one in the deck, one in each hand): the
    error names it like a card (a CI run's mypy found the type said Card only)."""
    from pokerhands.core.cards import JOKER
    from pokerhands import SharedCardError

    with pytest.raises(SharedCardError) as raised:
        compare("Jk Ks Qs Js Ts", "Jk 2h 3h 4h 5c", HIGH.with_wild(jokers=1))
    assert raised.value.card == JOKER and "Jk" in str(raised.value)
    assert compare("Jk Ks Qs Js Ts", "Jk 2h 3h 4h 5c", HIGH.with_wild(jokers=2)).outcome == 1
