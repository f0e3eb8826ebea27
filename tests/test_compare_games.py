"""compare(..., board=, game=): the game's hole/board rule decides which cards combine.

Before issue 15, compare took four-card hands with a board and returned the best five of all
nine cards, the "Omaha flush" fault of public bug reports.
"""
from __future__ import annotations

import random

import pytest

from pokerhands import DECK, CardError, compare, evaluate
from pokerhands.book.claims import ClaimError, claim_beats, claim_tie
from pokerhands.games.variants import GAMES, best_hand
from pokerhands.widgets import HandDuel

BOARD_GAMES = [name for name, g in GAMES.items() if g.board]


def test_four_suited_hole_cards_make_no_omaha_flush():
    # four hearts in the hand and two on the board: nine cards hold a flush, Omaha does not
    hole, other, board = "Ah Kh Qh Jh", "9c 9d 4s 3c", "2h 7h 9s 8c 5d"
    c = compare(hole, other, board=board, game="omaha")
    assert c.first.category.label != "Flush"
    assert c.outcome == -1  # three nines beat ace-king high
    assert len(set(c.first.cards) & set(evaluate(board).cards)) == 3


def test_one_heart_in_hand_and_four_on_the_board_is_no_omaha_flush():
    c = compare("Ah 2c 3c 4d", "Ks Kd 8c 7c", board="Kh Qh Jh 9h 5s", game="omaha")
    assert c.first.describe() == "Ace high: ace, king, queen, jack, four"
    assert c.outcome == -1
    assert c.explain()[0].startswith("In Omaha each hand plays exactly two")


def test_omaha_is_best_hand_of_the_games_module():
    rng = random.Random(15)
    for _ in range(40):
        cards = rng.sample(list(DECK), 13)
        a, b, board = cards[:4], cards[4:8], cards[8:]
        c = compare(a, b, board=board, game="omaha")
        assert c.first == best_hand("omaha", a, board)
        assert c.second == best_hand("omaha", b, board)


def test_holdem_is_unchanged_and_the_default():
    rng = random.Random(16)
    for _ in range(40):
        cards = rng.sample(list(DECK), 9)
        a, b, board = cards[:2], cards[2:4], cards[4:]
        plain = compare(a, b, board=board)
        assert plain.first == evaluate([*a, *board])
        assert plain.second == evaluate([*b, *board])
        assert plain.explain() == compare(a, b, board=board, game="holdem").explain()


def test_hi_lo_game_compares_the_half_asked_for():
    a, b, board = "Ac 2d Ks Kd", "3c 4d Qs Qd", "5h 6s 8c Kh 9d"
    low = compare(a, b, "eight-or-better", board=board, game="omaha-hi-lo")
    assert low.first == best_hand("omaha-hi-lo", a, board, "eight-or-better")
    high = compare(a, b, board=board, game="omaha-hi-lo")  # the high half by default
    assert high.first.rules.name == "high" and high.outcome == 1


@pytest.mark.parametrize("game, hole", [("holdem", "Ah Kh Qh Jh"), ("omaha", "Ah Kh"),
                                        ("omaha-hi-lo", "Ah Kh Qh"), ("holdem", "Ah")])
def test_wrong_size_names_the_hand_and_the_game(game, hole):
    title = GAMES[game].title
    with pytest.raises(CardError, match=f"the first hand: an? {title} hand holds exactly"):
        compare(hole, "2c 3c" if game == "holdem" else "2c 3c 4c 5c", board="9s 8s 7d 6d 2d",
                game=game)
    with pytest.raises(CardError, match=f"the second hand: an? {title} hand"):
        compare("2c 3c" if game == "holdem" else "2c 3c 4c 5c", hole, board="9s 8s 7d 6d 2d",
                game=game)


def test_five_card_hands_with_a_board_are_refused():
    # the old behaviour: twelve cards, the best five of each ten
    with pytest.raises(CardError, match="Texas hold'em"):
        compare("As Ks Qs Js 2c", "Ad Kd Qd Jd 3c", board="Ts 9h 8h")


def test_a_game_without_a_board_checks_its_hand_size():
    c = compare("Ac 2d 3h 4s 5c 9d Kd", "2c 3d 4h 6s 7c Qd Qs", game="razz")
    assert c.first.rules.name == "ace-to-five" and c.outcome == 1
    with pytest.raises(CardError, match="the first hand: a Razz hand holds exactly 7"):
        compare("Ac 2d 3h 4s 5c", "2c 3d 4h 6s 7c Qd Qs", game="razz")


def test_unknown_game_and_values_with_a_game():
    with pytest.raises(ValueError, match="unknown game"):
        compare("Ah Kh", "2c 3c", board="9s 8s 7d 6d 2d", game="pinochle")
    with pytest.raises(TypeError, match="hole cards"):
        compare(evaluate("Ah Kh Qh Jh Th"), "2c 3c", game="holdem")


def test_claims_follow_the_game():
    claim = claim_beats("Ks Kd 8c 7c", "Ah 2c 3c 4d", board="Kh Qh Jh 9h 5s", game="omaha")
    assert "in Omaha" in claim.statement
    with pytest.raises(ClaimError):
        claim_beats("Ah 2c 3c 4d", "Ks Kd 8c 7c", board="Kh Qh Jh 9h 5s", game="omaha")
    with pytest.raises(CardError, match="Omaha"):
        claim_beats("Ah 2c", "Ks Kd", board="Kh Qh Jh 9h 5s", game="omaha")
    assert claim_tie("Ac Kd 2s 3s", "Ad Kc 2h 3h", board="Qs Jh Td 7c 6c", game="omaha")


def test_hand_duel_takes_the_game():
    duel = HandDuel("Ah 2c 3c 4d", "Ks Kd 8c 7c", board="Kh Qh Jh 9h 5s", game="omaha")
    assert duel.comparison.outcome == -1
    assert "Game: Omaha" in duel.summary()
    assert "game='omaha'" in repr(duel)
    shown = duel.comparison
    duel.set("Ah Kh", "Ks Kd", "Kh Qh Jh 9h 5s".replace("Kh", "2d"))  # wrong size: a message
    assert duel.comparison is shown and "Omaha" in duel.message  # refused: the duel stays
    plain = HandDuel("Ah 2c 3c 4d", "Ks Kd 8c 7c", board="Kh Qh Jh 9h 5s")
    assert plain.comparison is None and "the first hand" in plain.message


def test_importing_compare_does_not_load_the_games_layer():
    # the layers' order is the import-linter contract (pyproject.toml); this checks only that
    # compare() imports the games layer lazily, for a board or a game, so that
    # `import pokerhands` stays light
    import subprocess
    import sys

    probe = ("import sys, pokerhands.explain.comparison; "
             "print(sorted(m for m in sys.modules if m.startswith('pokerhands.')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    assert "pokerhands.games.variants" not in out and "pokerhands.explain.comparison" in out
