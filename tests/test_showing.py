"""Who shows first at the showdown (issue 38): the last aggressor, else the first seat still in
left of the button, then clockwise; a player all in for the main pot only shows after the
side pot's players; bad input refused, naming it."""
import pytest

from pokerhands.games.showing import showing_order


def test_with_no_bet_the_first_seat_left_of_the_button_shows_first():
    assert showing_order([1, 3, 5], players=6, button=0) == (1, 3, 5)
    assert showing_order([0, 2, 4], players=6, button=3) == (4, 0, 2)
    assert showing_order([0, 5], players=6, button=5) == (0, 5)  # the button shows last
    assert showing_order([1, 0], players=2, button=0) == (1, 0)  # heads up: the big blind


def test_the_last_aggressor_shows_first_and_the_rest_follow_clockwise():
    assert showing_order([1, 3, 5], players=6, button=0, last_aggressor=3) == (3, 5, 1)
    assert showing_order([1, 3, 5], players=6, button=0, last_aggressor=1) == (1, 3, 5)
    assert showing_order((9, 2, 7), players=10, button=8, last_aggressor=7) == (7, 9, 2)


def test_the_side_pot_shows_before_a_player_all_in_for_the_main_pot_only():
    order = showing_order([1, 3, 5], players=6, button=0, main_pot_only=[1])
    assert order == (3, 5, 1)
    order = showing_order([1, 3, 5], players=6, button=0, last_aggressor=5, main_pot_only={3})
    assert order == (5, 1, 3)


@pytest.mark.parametrize("kwargs, named", [
    (dict(in_hand=[1, 3], players=1, button=0), "players"),
    (dict(in_hand=[1, 3], players=6, button=6), "button"),
    (dict(in_hand=[1, 7], players=6, button=0), "in_hand"),
    (dict(in_hand=[1], players=6, button=0), "in_hand"),
    (dict(in_hand=[1, 1], players=6, button=0), "in_hand"),
    (dict(in_hand="1 3", players=6, button=0), "in_hand"),
    (dict(in_hand=[1, 3], players=6, button=0, last_aggressor=2), "last_aggressor"),
    (dict(in_hand=[1, 3], players=6, button=0, last_aggressor=True), "last_aggressor"),
    (dict(in_hand=[1, 3], players=6, button=0, main_pot_only=[2]), "main_pot_only"),
    (dict(in_hand=[1, 3], players=6, button=0, main_pot_only=[1, 3]), "main_pot_only"),
])
def test_bad_input_is_refused_naming_it(kwargs, named):
    in_hand = kwargs.pop("in_hand")
    with pytest.raises(ValueError, match=named):
        showing_order(in_hand, **kwargs)
