"""Games: which cards combine, showdowns with split and side pots, and impossible deals."""
import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerhands import DECK, CardError, Category, compare, evaluate
from pokerhands.games.pots import side_pots
from pokerhands.games.showdown import showdown
from pokerhands.games.variants import GAMES, best_hand, get_game


# --- combination rules ---------------------------------------------------------------------

def test_holdem_may_play_the_board_alone():
    r = showdown("holdem", ["2c 3d", "4c 5d"], "As Ks Qs Js Ts", pot=100)
    assert r.shares == (50, 50)
    assert best_hand("holdem", "2c 3d", "As Ks Qs Js Ts").is_royal


def test_omaha_needs_two_hole_cards_even_when_the_best_nine_would_be_a_royal_flush():
    hole, board = "Th 3s 4s 5s", "Ah Kh Qh Jh 2c"
    assert evaluate([*hole.split(), *board.split()]).is_royal  # the wrong, nine-card answer
    v = best_hand("omaha", hole, board)
    assert v.category is Category.HIGH_CARD and v.key == (14, 13, 12, 10, 5)
    assert [c.code for c in v.cards[3:]] == ["Th", "5s"]  # two hole cards, no more


def test_omaha_four_flush_on_the_board_and_one_suited_hole_card():
    v = best_hand("omaha", "Ah Kc Kd 2s", "Qh Jh 8h 4h 3c")
    assert v.category is not Category.FLUSH  # one heart in hand is not enough
    assert best_hand("omaha", "Ah Kh Kd 2s", "Qh Jh 8h 4c 3c").category is Category.FLUSH


def test_omaha_board_quads_and_a_pocket_pair():
    # the board's four queens cannot all play: three at most, with two hole cards
    v = best_hand("omaha", "As Ks 2d 3d", "Qh Qd Qs Qc 5d")
    assert v.category is Category.THREE_OF_A_KIND and v.key == (12, 14, 13)
    assert best_hand("holdem", "As Ks", "Qh Qd Qs Qc 5d").category is Category.FOUR_OF_A_KIND
    # a pocket pair with a paired board: two hole sevens and two board sevens
    v = best_hand("omaha", "7c 7d As Kd", "7h 7s 4c 9d 2h")
    assert v.category is Category.FOUR_OF_A_KIND and v.key == (7, 9)


def test_omaha_hi_lo_halves_may_use_different_hole_cards():
    r = showdown("omaha-hi-lo", ["As 2d Kc Kd", "Qc Qd Js Jd"], "3s 5h 8d Kh Qs", pot=100)
    high, low = r.high[0], r.low[0]
    assert high.category is Category.THREE_OF_A_KIND and low.key == (8, 5, 3, 2, 1)
    assert r.shares == (100, 0)


def test_stud_and_draw_games_use_the_players_own_cards():
    r = showdown("stud", ["As Ad Ac 2d 3h 9s Kc", "Ks Kd Kh 5c 5d 7s 8h"], pot=10)
    assert r.shares == (0, 10)
    r = showdown("razz", ["As 2d 3c 4d 9h Kc Kd", "Ac 3h 4c 5s 6h Qs Qd"], pot=10)
    assert r.shares == (0, 10)
    r = showdown("2-7-triple-draw", ["7s 5c 4d 3d 2c", "As 2h 3c 4h 5h"], pot=10)
    assert r.shares == (10, 0)  # A-2-3-4-5 is ace high in deuce-to-seven
    r = showdown("badugi", ["As 2d 3c 4h", "Ac 2h 3s 5d"], pot=10)
    assert r.shares == (10, 0)


# --- kickers with community cards -----------------------------------------------------------

def test_a_shared_triple_is_decided_by_the_pair():
    c = compare("Ks Kd", "Qs Qd", board="9s 9h 9d 4c 2s")
    assert c.outcome == 1 and c.first.category is Category.FULL_HOUSE


def test_two_pair_with_three_pairs_available_keeps_the_best_two_and_kicker():
    c = compare("4d 2c", "Ah 3c", board="Ks Kd 7h 7c 4s")
    assert c.first.key == (13, 7, 4) and c.second.key == (13, 7, 14)
    assert c.outcome == -1


def test_board_plays_for_both_splits_the_pot_with_kickers_on_board():
    r = showdown("holdem", ["2c 3d", "4h 5d", "6c 7h"], "As Ad Ks Kd Qc", pot=10)
    assert r.shares == (4, 3, 3)  # three-way split, the odd chip to the first seat


# --- pots ----------------------------------------------------------------------------------

def test_side_pots_layers_and_folded_chips():
    assert side_pots([50, 100, 100]) == [(150, (0, 1, 2)), (100, (1, 2))]
    assert side_pots([100, 100, 30], folded=[2]) == [(230, (0, 1))]
    # the folded 30 chips above the last live level join the last pot
    assert side_pots([20, 50, 50, 80], folded=[3]) == [(80, (0, 1, 2)), (120, (1, 2))]
    with pytest.raises(ValueError, match="whole numbers"):
        side_pots([10, -5])


def test_all_in_player_can_win_only_the_main_pot():
    r = showdown("holdem", ["As Ad", "Ks Kd", "7c 2d"], "Ah Kh 4c 9s 3d", bets=[50, 100, 100])
    assert r.shares == (150, 100, 0)
    assert [p.amount for p in r.pots] == [150, 100]
    assert "Side pot 1 holds 100 chips; players 2 and 3 are in it." in r.explain()


def test_the_last_player_left_takes_a_pot_without_showing():
    r = showdown("holdem", ["As Ad", "Ks Kd", "7c 2d"], "Ah Kh 4c 9s 3d", bets=[100, 300, 200])
    assert r.shares == (300, 200 + 100, 0)
    assert r.pots[-1].returned and r.pots[-1].amount == 100
    assert "Player 2's last 100 chips were not called, so they go back to player 2." in r.explain()


def test_a_hand_won_by_folds_needs_no_cards_shown_and_may_end_before_the_river():
    r = showdown("holdem", ["", "", ""], "K♠ 9♦ 7♣ 4♥ 2♠", folded=[1, 2], pot=3)
    assert r.shares == (3, 0, 0) and r.high == (None, None, None)
    assert "takes it without showing" in " ".join(r.explain())
    assert showdown("holdem", ["A♠ A♦", "", ""], "", folded=[1, 2], pot=3).shares == (3, 0, 0)
    with pytest.raises(CardError, match="board of 5 cards"):  # contested: the river is needed
        showdown("holdem", ["A♠ A♦", "K♠ K♦"], "2c 3c 4d", pot=3)


def test_folded_seats_cannot_win():
    r = showdown("holdem", ["7c 2d", "Ks Kd", None], "Ah Kh 4c 9s 3d", bets=[100, 100, 40],
                 folded=[2])
    assert r.shares == (0, 240, 0) and r.high[2] is None


@settings(max_examples=120, deadline=None)
@given(st.integers(2, 9), st.integers(0, 2 ** 16), st.lists(st.integers(0, 500), min_size=9,
                                                              max_size=9))
def test_chips_are_conserved_for_two_to_nine_players(n, seed, raw_bets):
    rng = random.Random(seed)
    cards = rng.sample(list(DECK), 2 * n + 5)
    hands = [cards[2 * i:2 * i + 2] for i in range(n)]
    bets = raw_bets[:n]
    if not any(bets):
        bets[0] = 1
    folded = [s for s in range(n) if rng.random() < 0.2 and s != bets.index(max(bets))]
    r = showdown("holdem", hands, cards[-5:], bets=bets, folded=folded)
    assert sum(r.shares) == sum(bets)
    assert all(r.shares[s] == 0 for s in folded)
    for pot in r.pots:
        assert sum(pot.shares) == pot.amount


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 9), st.integers(0, 2 ** 16), st.sampled_from(["holdem", "omaha-hi-lo"]))
def test_results_do_not_depend_on_seat_order_without_odd_chips(n, seed, game):
    rng = random.Random(seed)
    size = get_game(game).hole
    cards = rng.sample(list(DECK), size * n + 5)
    hands = [cards[size * i:size * i + size] for i in range(n)]
    board = cards[-5:]
    pot = 2520 * 2  # divisible by every number of winners of either half
    r = showdown(game, hands, board, pot=pot)
    order = list(range(n))
    rng.shuffle(order)
    moved = showdown(game, [hands[i] for i in order], board, pot=pot)
    assert [moved.shares[order.index(i)] for i in range(n)] == list(r.shares)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True))
def test_holdem_equals_the_best_of_the_21_five_card_subsets(cards):
    v = best_hand("holdem", cards[:2], cards[2:])
    assert v.strength == max(evaluate(five).strength for five in combinations(cards, 5))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=9, max_size=9, unique=True))
def test_omaha_equals_the_best_of_its_60_legal_hands(cards):
    hole, board = cards[:4], cards[4:]
    v = best_hand("omaha", hole, board)
    legal = [evaluate([*two, *three]).strength for two in combinations(hole, 2)
             for three in combinations(board, 3)]
    assert len(legal) == 60 and v.strength == max(legal)


# --- impossible deals -----------------------------------------------------------------------

@pytest.mark.parametrize("call, message", [
    (lambda: showdown("holdem", ["As Kd", "As 2c"], "Qh Jh Th 9h 3c"), "As .A♠. is dealt twice: to player 1 .A♠ K♦. and to player 2"),
    (lambda: showdown("holdem", ["As Kd", "Qh 2c"], "Qh Jh Th 9h 3c"), "Qh .Q♥. is dealt twice: to player 2 .Q♥ 2♣. and to the board"),
    (lambda: showdown("holdem", ["As Kd Kc", "Qs 2c"], "Qh Jh Th 9h 3c"),
     "player 1: a Texas hold'em hand holds exactly 2 cards"),
    (lambda: showdown("omaha", ["As Kd", "Qs 2c"], "Qh Jh Th 9h 3c"),
     "player 1: an Omaha hand holds exactly 4 cards"),
    (lambda: showdown("holdem", ["As Kd", "Qs 2c"], "Qh Jh Th"), "board of 5 cards"),
    (lambda: showdown("stud", ["As Kd Qc Jd Th 9s 8s", "2c 3c 4c 5c 6c 7c 8c"], "Qh"),
     "has no board"),
    (lambda: showdown("holdem", ["As Kd"], "Qh Jh Th 9h 3c"), "at least two seats"),
    (lambda: showdown("poker", ["As Kd", "Qs 2c"]), "unknown game 'poker'"),
    (lambda: showdown("holdem", ["As Kd", "Qs 2c"], "Qh Jh Th 9h 3c", pot=10, bets=[5, 5]),
     "either pot"),
    (lambda: showdown("holdem", ["As Kd", "Qs 2c"], "Qh Jh Th 9h 3c", bets=[5]), "2 seats"),
    (lambda: best_hand("omaha", "As Kd Qc Jc", "2h 3h"), "needs 3 board cards"),
])
def test_impossible_deals_are_refused_with_the_reason(call, message):
    with pytest.raises((CardError, ValueError), match=message):
        call()


def test_every_game_is_listed_with_its_ranking():
    assert {g.mode for g in GAMES.values()} == {"high", "low", "hi-lo"}
    assert get_game("Texas Hold'em") is GAMES["holdem"] and get_game("PLO") is GAMES["omaha"]
    assert GAMES["razz"].low.name == "ace-to-five" and GAMES["omaha-hi-lo"].low.qualifier == 8


# --- found by a tester ------------------------------------------------------------------

def test_leftover_chips_go_first_to_the_seat_left_of_the_button():
    from pokerhands.games.deal import deal

    assert deal(3, 97, button=0).showdown(pot=101).shares == (50, 51, 0)  # not the button
    assert deal(3, 108, button=0).showdown(pot=101).shares == (50, 0, 51)
    r = showdown("holdem", ["2c 3d", "4h 5d", "6c 7h"], "As Ad Ks Kd Qc", pot=10, button=0)
    assert r.shares == (3, 4, 3)


@pytest.mark.parametrize("folded", ["2", ["2"], [7, -1], 1, [True]])
def test_folded_seats_are_checked_on_every_path(folded):
    with pytest.raises(ValueError, match="folded"):
        showdown("holdem", ["As Kd", "Qc Qh", "2h 2s"], "2c 7d 9h Jh 3s", folded=folded)


def test_game_names_and_other_careless_input():
    assert get_game("Omaha Hi/Lo").name == get_game("PLO8").name == "omaha-hi-lo"
    assert get_game("stud hi/lo").name == "stud-hi-lo"
    with pytest.raises(ValueError, match="no seat still in the hand"):
        side_pots([0, 10, 0], [1])
    with pytest.raises(ValueError, match="hands must be a list"):
        showdown("holdem", "As Kd Qc Qh", "2c 7d 9h Jh 3s")
    with pytest.raises(ValueError, match="1 amount for 2 seats"):
        showdown("holdem", ["As Kd", "Qc Qh"], "2c 7d 9h Jh 3s", bets=[5])


def test_an_uncontested_winner_is_not_called_folded():
    r = showdown("holdem", ["As Kd", "Qc Qh", "2h 2s"], "2c 7d 9h Jh 3s", folded=[1, 2])
    html = r._repr_html_()
    assert "wins without showing" in html and html.count(">folded<") == 2
