"""Inputs that slipped through at the table (issue 22, §4): each refused with a clear error
naming the argument and the value, before any work; table values picklable and copyable."""
import copy
import pickle

import pytest

from pokerhands import CardError, compare
from pokerhands.games.betting_round import BettingRound
from pokerhands.games.deal import missed_blind_posts, next_table_positions, table_positions
from pokerhands.games.showdown import split_pot
from pokerhands.games.stud import bring_in, draw_for_button
from pokerhands.games.variants import GAMES, best_hand


@pytest.mark.parametrize("game, rules", [("omaha", "badugi"), ("holdem", "badugi"),
                                         ("stud", "badugi"), ("badugi", "high"),
                                         ("badugi", "ace-to-five")])
def test_a_ranking_that_does_not_fit_the_game_is_refused(game, rules):
    board = "2h 3d 4c 5s 9h" if GAMES[game].board else None
    hole = {"omaha": ("As Ks Qs Js", "Ac Kc Qc Jc"), "holdem": ("As Ks", "Ac Kc"),
            "stud": ("As Ks Qs Js Ts 9s 8s", "Ac Kc Qc Jc Tc 9c 8c"),
            "badugi": ("As Kd Qh Jc", "Ad Kc Qs Jh")}[game]
    with pytest.raises(ValueError, match=f"{GAMES[game].title}.*{rules!r}"):
        compare(*hole, board=board, game=game, rules=rules)


def test_rankings_that_fit_are_still_accepted():
    assert GAMES["omaha"].rankings[0].value == "high"
    v = best_hand("omaha", "As 2s 3d Js", "2h 3h 4d 5s 9h", "eight-or-better")
    assert v.qualifies


def test_booleans_given_as_strings_are_refused():
    with pytest.raises(ValueError, match="lift_cap_heads_up must be True or False, got 'no'"):
        BettingRound("limit", (1, 2), [100, 100], button=0, lift_cap_heads_up="no")
    with pytest.raises(ValueError, match="omaha must be True or False, got 'yes'"):
        split_pot(["As 2d 3h Kc", "Ac 2c Kd Qh"], "4s 5d 8c Kh Qs", omaha="yes")


def test_blinds_in_missed_blind_posts_and_posts():
    with pytest.raises(ValueError, match=r"small blind \(3\) cannot be larger than the big"):
        missed_blind_posts(["big blind"], 3, 2)
    first = table_positions(range(4), button=0, seats=4)
    assert first.posts(1, 2) == {}
    with pytest.raises(ValueError, match="small must be a whole number of chips.*0.5"):
        first.posts(0.5, 1)  # nobody owes, but the blinds are still checked
    with pytest.raises(ValueError, match="big must be a whole number of chips.*2.5"):
        first.posts(1, 2.5)


@pytest.mark.parametrize("call, name", [
    (lambda: split_pot(None), "hands"),
    (lambda: missed_blind_posts(None, 1, 2), "missed"),
    (lambda: bring_in(None), "up_cards"),
    (lambda: draw_for_button(None), "cards"),
])
def test_none_where_a_list_is_expected(call, name):
    with pytest.raises(ValueError, match=f"{name}.*None"):
        call()


def test_a_repeated_up_card_is_quoted_alone():
    with pytest.raises(CardError, match="appears twice: 7♦$"):
        bring_in(["7d", "2c", "7d"])
    with pytest.raises(CardError, match="appears twice: A♠$"):
        draw_for_button("As Kd As")


def test_table_values_pickle_and_deep_copy():
    first = table_positions(range(5), button=0, seats=6)
    later = next_table_positions(next_table_positions(first, [0, 1, 2, 3], away=[4]),
                                 [0, 1, 2, 3], away=[4])
    for value in (first, later):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.deepcopy(value) == value and copy.copy(value) == value
    r = BettingRound("no-limit", (1, 2), [100 if s in later.occupied else None for s in range(6)],
                     positions=later)
    r.act(r.to_act, "raise", to=6)
    saved, copied = pickle.loads(pickle.dumps(r)), copy.deepcopy(r)
    copied.act(copied.to_act, "call")
    assert saved.pot == r.pot == 9 and copied.pot > r.pot


def test_none_for_cards_names_the_hand():
    from pokerhands.games.showdown import showdown

    with pytest.raises(CardError, match="player 1: no cards given"):
        showdown("holdem", [None, "As Ks"], "2c 3c 4c 5d 7h")
    with pytest.raises(CardError, match="the first hand: no cards given"):
        compare(None, "As Ks", board="2c 3c 4c 5d 7h")
    assert best_hand("stud", "As Ks Qs Js Ts 9s 8s", None).category.name == "STRAIGHT_FLUSH"


def test_answer_key_flags_are_booleans():
    from pokerhands.exercises import answer_key, exercise_set

    with pytest.raises(ValueError, match="as_text must be True or False, got 'no'"):
        answer_key(exercise_set(1, kinds=["badugi"], n=1), as_text="no")
