"""Every bad input a reader can give gets a clear error that names it, never a wrong
answer and never an internal exception (the cases a fresh-eyes trial found)."""
import pytest

from pokerhands import (Card, CardError, Rules, compare, evaluate, hand_for_rank_number,
                        parse_cards, random_cards)
from pokerhands.core.categories import Ranking
from pokerhands.games.pots import side_pots
from pokerhands.games.showdown import showdown, split_pot
from pokerhands.book.claims import ClaimError, claim_beats, claim_hand, claim_ranking, claim_tie
from pokerhands.widgets import HandDuel, HandPicker


@pytest.mark.parametrize("rules", [
    Rules("high", ace_low=False), Rules("low"), Rules("x", hand_size=3),
    Rules("x", hand_size=4), Rules("x", hand_size=0), "", None, 5, "deuce to eight",
    Rules("ace-to-five"), Rules("badugi", hand_size=4, ranking=Ranking.LOWBALL),
])
def test_rules_no_evaluator_implements_are_refused(rules):
    with pytest.raises(ValueError, match="known rules: 'high', 'ace-to-five'"):
        evaluate("As 2d 3c 4h 5s", rules=rules)


@pytest.mark.parametrize("bad, named", [
    (b"As Kd", "b'As Kd'"), ({"As": 1}, "{'As': 1}"), (None, "None"), (5, "5"),
    ([1, 2], "1"), (["As", None], "None"),
])
def test_inputs_that_are_not_cards(bad, named):
    with pytest.raises(CardError) as err:
        parse_cards(bad)
    assert named in str(err.value)


def test_generators_are_read_once_and_quoted():
    with pytest.raises(CardError, match="duplicate card As .* in 'As Kd As'"):
        parse_cards(c for c in ["As", "Kd", "As"])
    assert evaluate(c for c in "As Ks Qs Js Ts".split()).is_royal
    claim = claim_ranking("As Ks Qs Js Ts", iter("9s 9h 9d 9c 2h".split()), "2c 3d 4h 5s 7c")
    assert "9-9-9-9-2" in claim.statement
    on_board = claim_beats(iter(["As", "Ad"]), iter(["Ks", "Kd"]),
                           board=iter("2c 3d 4h 9s Jc".split()))
    assert on_board.statement == "A♠ A♦ beats K♠ K♦ with the board 2♣ 3♦ 4♥ 9♠ J♣"


def test_huge_input_gives_a_short_message():
    with pytest.raises(CardError) as err:
        parse_cards("As " * 200_000)
    assert len(str(err.value)) < 300
    with pytest.raises(CardError) as err:
        parse_cards("x" * 2_000_000)
    assert len(str(err.value)) < 400


def test_unicode_quirks():
    assert parse_cards("A♠\ufe0e K♦\ufe0f") == parse_cards("As Kd")
    with pytest.raises(CardError, match=r"^'İİİİ' is not a card"):
        parse_cards("İİİİ As Kd")


@pytest.mark.parametrize("n, seed", [("5", 1), (5.0, 1), (True, 1), (5, "x"), (5, 1.5)])
def test_random_cards_arguments(n, seed):
    with pytest.raises(CardError):
        random_cards(n, seed)


def test_from_index_refuses_bools():
    with pytest.raises(CardError):
        Card.from_index(True)


def test_board_none_means_no_board():
    assert compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c", board=None).outcome == 1


def test_ordering_against_other_types_names_the_operator():
    v = evaluate("As Ks Qs Js Ts")
    for op in ("<", "<=", ">", ">="):
        with pytest.raises(TypeError, match=f"'{op}' not supported"):
            eval(f"v {op} 5")
    assert v != 5


def test_hand_for_rank_number_bad_input():
    for bad in (None, "1", 0, 10**9):
        with pytest.raises(ValueError, match="rank number must be an integer"):
            hand_for_rank_number(bad)


def test_claim_hand_names_are_forgiving_but_checked():
    assert claim_hand("As Ks Qs Js Ts", "royal flush")
    assert claim_hand("As Ks Qs Js Ts", "Straight flush")
    with pytest.raises(TypeError):
        claim_hand("As Ks Qs Js Ts", None)
    with pytest.raises(ClaimError, match=r"the book names A♠ K♠ Q♠ J♠ 10♠ as 'Flush'"):
        claim_hand(iter("As Ks Qs Js Ts".split()), "Flush")


def test_claim_statements_say_the_category_where_ranks_mislead():
    assert claim_beats("7s 5s 4s 3s 2s", "Ah Kd Qc Js Ts").statement == \
        "7-5-4-3-2 (flush) beats A-K-Q-J-10 (straight)"
    assert claim_beats("Ks Qs Js Ts 9s", "Ah Kd Qc Jh Tc").statement == \
        "K-Q-J-10-9 (straight flush) beats A-K-Q-J-10 (straight)"
    assert claim_beats("9h 9d 9c 4s 4h", "8c 8s 8h Ad Ac").statement == "9-9-9-4-4 beats 8-8-8-A-A"
    assert claim_ranking("Ks Js 9s 6s 4s", "Qc Jc 7c 6c 5c", "Jh Th 9h 4h 2h").statement == \
        "K-J-9-6-4 beats Q-J-7-6-5, which beats J-10-9-4-2 (all flushes)"
    assert claim_beats("6s 5s 4s 3s 2s", "5h 4h 3h 2h Ah").statement == \
        "6-5-4-3-2 beats 5-4-3-2-A (both straight flushes)"
    assert claim_tie("As Kd", "Ad Kc", board="2c 7d 9h Js 4s").statement.endswith("J♠ 4♠")


# --- widgets -------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs", [dict(seed=None), dict(seed="x"), dict(seed=True),
                                    dict(min_cards=3), dict(max_cards=4),
                                    dict(min_cards=7, max_cards=5), dict(max_cards=9)])
def test_picker_refuses_bad_settings_at_once(kwargs):
    with pytest.raises((TypeError, ValueError)) as err:
        HandPicker(**kwargs)
    assert next(iter(kwargs)) in str(err.value)


def test_no_exception_escapes_a_picker_callback(monkeypatch):
    p = HandPicker("As Ks Qs Js Ts")
    # force an unexpected failure inside the deal button's callback
    shown, html = p.result, p.display.value
    monkeypatch.setattr(p, "random_hand", lambda: 1 / 0)
    p.deal_button.click()
    assert "ZeroDivisionError" in p.message and 'role="alert"' in p.message_box.value
    assert p.result is shown and p.display.value == html  # the hand on show stays
    monkeypatch.undo()
    p.deal_button.click()  # and it keeps working
    assert p.result is not None


def test_refused_eighth_card_keeps_display_and_summary_in_step():
    p = HandPicker("As Ks Qs Js Ts 9s 8s")
    html = p.display.value
    p._buttons[parse_cards("7s")[0]].value = True
    assert "at most 7 cards" in p.message
    assert p.result.name == "Royal flush" and p.display.value == html
    assert "role=\"alert\"" in p.message_box.value
    assert p.summary().splitlines()[2] == "Category: Royal flush"
    assert p.summary().splitlines()[-1] == p.message


def test_duel_set_is_all_or_nothing():
    d = HandDuel("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c")
    d.set("As Kd Qh Jc Ts", None)
    assert d.first.value == "As Kd Qh Jc Ts" and d.second.value == ""
    assert d.comparison is None and d.message == "type two hands to compare"
    with pytest.raises(CardError, match="second hand"):
        d.set("As Kd Qh Jc Ts", 42)
    assert d.first.value == "As Kd Qh Jc Ts"  # unchanged by the refused call
    d.set(parse_cards("As Ks Qs Js Ts"), ["Ad", "Kd", "Qd", "Jd", "Td"])
    assert d.comparison.outcome == 0
    with pytest.raises(CardError, match="board"):
        HandDuel("As Ks", "Ad Kd", board=3.5)


_H2, _BOARD = ["As Ks", "Qh Qd"], "2c 3d 7h 8s Jc"


@pytest.mark.parametrize("call, message", [
    (lambda: side_pots("100"), "bets must be a list of chips per seat, got '100'"),
    (lambda: side_pots([1, True]),
     "bets must be whole numbers of chips from 0 to 1,000,000,000, got [1, True]"),
    (lambda: side_pots([50, 100], folded=1),
     "folded must be a list of seat numbers (0-based), got 1"),
    (lambda: side_pots([50, 100], folded=(s for s in [0, 5])),
     "folded seats [0, 5] are not all among seats 0..1"),
    (lambda: split_pot("As Ks", _BOARD),
     "hands must be a list with each player's cards, got 'As Ks'"),
    (lambda: split_pot(_H2, _BOARD, mode="high", seats=[1]),
     "seats must give one seat number (0-based) per hand, got [1]"),
    (lambda: split_pot(_H2, _BOARD, mode="high", seats=5),
     "seats must give one seat number (0-based) per hand, got 5"),
    (lambda: showdown("holdem", "As Ks Qh Qd", _BOARD),
     "hands must be a list with each seat's cards, got 'As Ks Qh Qd'"),
    (lambda: showdown("holdem", _H2, _BOARD, bets="100"),
     "bets must be a list of chips per seat, got '100'"),
    (lambda: showdown("holdem", _H2, _BOARD, bets=[1, 2.5]),
     "bets must be whole numbers of chips from 0 to 1,000,000,000, got [1, 2.5]"),
])
def test_the_games_list_and_chip_messages_word_for_word(call, message):
    """The showdown's and the pots' checks (core.checks' helpers) keep their own words."""
    with pytest.raises(ValueError) as err:
        call()
    assert str(err.value) == message


# A dict iterates over its keys and a set has no order: as a per-seat list either would put
# chips or cards on the wrong seats (a new user's trial found side_pots({0: 50, 1: 100, 2:
# 100}) pricing the pots from the keys). Every per-seat argument refuses both, by name.
_BOARD = "Kd Qh 5h 9h 2s"
_PER_SEAT = [
    (lambda v: side_pots(v), "bets must be a list of chips per seat"),
    (lambda v: showdown("holdem", ["Ah Kh", "Qs Qd", "7c 2d"], _BOARD, bets=v),
     "bets must be a list of chips per seat"),
    (lambda v: split_pot([["Ah", "Kh"], ["Qs", "Qd"]], _BOARD, mode="high", seats=v),
     "seats must give one seat number"),
]


@pytest.mark.parametrize("call, message", _PER_SEAT)
@pytest.mark.parametrize("value", [{0: 50, 1: 100}, {50, 100}, frozenset({50, 100})],
                         ids=["dict", "set", "frozenset"])
def test_per_seat_lists_refuse_dicts_and_sets(call, message, value):
    with pytest.raises(ValueError, match=message):
        call(value)


@pytest.mark.parametrize("hands", [{"Ah 2h 3c 4d", "Ks Kd 8c 7c"},
                                   {"Ah 2h 3c 4d": 0, "Ks Kd 8c 7c": 1}])
def test_hands_in_no_order_are_refused(hands):
    with pytest.raises(ValueError, match="hands must be a list with each player's cards"):
        split_pot(hands, _BOARD, omaha=True)
    with pytest.raises(ValueError, match="hands must be a list with each seat's cards"):
        showdown("omaha", hands, _BOARD)


def test_folded_seats_may_be_a_set_but_not_a_dict():
    assert side_pots([50, 100, 100], folded={1}) == side_pots([50, 100, 100], folded=[1])
    with pytest.raises(ValueError, match="folded must be a list of seat numbers"):
        side_pots([50, 100, 100], folded={1: 0})


@pytest.mark.parametrize("value", ["As Ks Qs Js Ts", None, 5, ["As", "Ks"]])
def test_rank_number_names_what_it_was_given(value):
    from pokerhands import rank_number
    with pytest.raises(TypeError, match="rank_number takes a hand value"):
        rank_number(value)


# --- one deal, one card (issue 39, D11) ----------------------------------------------------

def _one_deal_entries():
    """Every public entry that takes several hands of one deal, each given a card twice:
    between two hands, and between a hand and the board where the call takes a board."""
    from pokerhands.odds.equity import equity
    from pokerhands.odds.matchups import matchup_shape

    return [
        ("compare", lambda: compare("As Ks Qs Js Ts", "As Kh Qh Jh Th"), "the second hand"),
        ("compare on a board", lambda: compare("Qs Ks", "As Kh", board="2c 3d 4h 9s As"),
         "the board"),
        ("compare in Omaha", lambda: compare("As Ks Qs Js", "As Kh Qh Jh", board="2c 3d 4h 9s 8c",
                                             game="omaha"), "the second hand"),
        ("split_pot", lambda: split_pot(["As Ks Qs Js Ts", "As Kh Qh Jh Th"]), "player 2"),
        ("split_pot on a board", lambda: split_pot(["Qs Ks", "As Kh"], board="2c 3d 4h 9s As"),
         "the board"),
        ("showdown", lambda: showdown("holdem", ["As Kd", "Qs Ad", "As 2c"], "Qh Jh Th 9h 3c"),
         "player 3"),
        ("showdown in stud", lambda: showdown("razz", ["As 2d 3c 4h 5s 6d 7c",
                                                       "Ks 2d Qc Jh 9s 8d 7h"]), "player 2"),
        ("equity", lambda: equity(["As Ah", "Kd As"]), "hand 2"),
        ("equity on a board", lambda: equity(["As Ah", "Kd Kc"], board="Qh Kd 2c"),
         "the board"),
        ("matchup_shape", lambda: matchup_shape("8s 8h", "8s Kc"), "the second hand"),
    ]


@pytest.mark.parametrize("name, call, second", _one_deal_entries(),
                         ids=[name for name, _call, _second in _one_deal_entries()])
def test_a_card_dealt_twice_is_refused_by_every_entry_of_one_deal(name, call, second):
    from pokerhands import SharedCardError

    with pytest.raises(SharedCardError) as err:
        call()
    said = str(err.value)
    card = err.value.card
    assert said.startswith(f"{card.code} ({card}) is dealt twice: to "), said
    assert f" and to {second} (" in said, said


def test_several_decks_and_jokers_keep_their_repeats_legal():
    from pokerhands import HIGH, SharedCardError

    two_decks = HIGH.with_decks(2)
    assert compare("As Ks Qs Js Ts", "As Kh Qh Jh Th", two_decks).outcome == 1
    with pytest.raises(SharedCardError, match=r"As \(A♠\) is dealt 3 times, but only 2 are in play"):
        compare("As As Qs Js Ts", "As Kh Qh Jh Th", two_decks)
    with pytest.raises(SharedCardError, match=r"is dealt twice"):
        compare("Jk Ks Qs Js Ts", "Jk 2h 3h 4h 5c", HIGH.with_wild(jokers=1))
    assert compare("Jk Ks Qs Js Ts", "Jk 2h 3h 4h 5c", HIGH.with_wild(jokers=2)).outcome == 1


@pytest.mark.parametrize("lang, word", [("ru", "сдана дважды"), ("el", "μοιράστηκε δύο φορές"),
                                        ("hu", "kétszer szerepel")])
def test_a_card_dealt_twice_is_said_in_the_readers_language(lang, word):
    from pokerhands import SharedCardError

    with pytest.raises(SharedCardError) as err:
        compare("As Ks Qs Js Ts", "As Kh Qh Jh Th", lang=lang)
    assert word in str(err.value) and "same_deal=False" in str(err.value)
    from pokerhands import use_language

    with use_language(lang), pytest.raises(SharedCardError) as err:
        split_pot(["Qs Ks", "As Kh"], board="2c 3d 4h 9s As")
    assert word in str(err.value) and "same_deal" not in str(err.value)
