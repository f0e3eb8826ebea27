"""Dealing hold'em and Omaha street by street; positions of the button and blinds."""
import pytest

from pokerhands.games.deal import STREETS, deal, positions


def test_a_seeded_deal_is_repeatable_and_uses_each_card_once():
    a, b = deal(9, seed=42), deal(9, seed=42)
    assert a == b and deal(9, seed=43) != a
    cards = [c for h in a.holes for c in h] + list(a.burns) + list(a.board)
    assert len(cards) == len(set(cards)) == 9 * 2 + 3 + 5


def test_cards_go_out_one_at_a_time_from_left_of_the_button():
    d = deal(3, seed=5, button=1)
    # the first card dealt goes to seat 2 (left of the button), the fourth to seat 2 again
    import random

    from pokerhands import DECK

    deck = list(DECK)
    random.Random(5).shuffle(deck)
    assert d.holes[2][0] == deck[-1] and d.holes[0][0] == deck[-2]
    assert d.holes[2][1] == deck[-4]
    assert d.burns[0] == deck[-7] and list(d.board[:3]) == deck[-10:-7][::-1]


def test_streets_show_0_3_4_5_board_cards_and_leaders():
    d = deal(6, seed=7)
    assert [len(d.board_at(s)) for s in STREETS] == [0, 3, 4, 5]
    assert d.leaders("preflop") == () and d.best_hands("preflop") == [None] * 6
    r = d.showdown(pot=60)
    assert set(r.winners) == set(d.leaders("river")) and sum(r.shares) == 60


def test_omaha_deals_four_hole_cards_and_uses_two():
    d = deal(4, seed=1, game="omaha")
    assert all(len(h) == 4 for h in d.holes)
    v = d.best_hands("river")[0]
    assert sum(c in d.holes[0] for c in v.cards) == 2


def test_positions():
    assert positions(6, 0) == {"button": 0, "small blind": 1, "big blind": 2,
                               "first preflop": 3, "first postflop": 1}
    assert positions(3, 2)["first preflop"] == 2  # three-handed: the button acts first
    assert positions(2, 1) == {"button": 1, "small blind": 1, "big blind": 0,
                               "first preflop": 1, "first postflop": 0}


@pytest.mark.parametrize("call, message", [
    (lambda: deal(1), "2 to 10"), (lambda: deal(11), "2 to 10"),
    (lambda: deal(4, button=4), "button"), (lambda: deal(4, seed="x"), "seed"),
    (lambda: deal(4, game="stud"), "no board"), (lambda: deal(4).board_at("fourth"), "street"),
])
def test_bad_deals_are_refused(call, message):
    with pytest.raises(ValueError, match=message):
        call()
