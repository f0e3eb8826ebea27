"""The book's checked claims must fail loudly when the evaluator disagrees."""
import pytest

from pokerhands.book.claims import ClaimError, claim_beats, claim_hand, claim_ranking, claim_tie
from pokerhands.core.language import use_language


def test_true_claims_pass_and_say_so():
    c = claim_beats("9h 9d 9c 4s 4h", "8c 8s 8h Ad Ac", source="English rules page §4")
    assert c.statement == "9-9-9-4-4 beats 8-8-8-A-A"
    assert str(c).startswith("✓ 9-9-9-4-4 beats 8-8-8-A-A  [English rules page §4]")
    assert "✓ checked" in c._repr_html_()
    chain = claim_ranking("Ks Kh Kc Kd 3h", "7h 7d 7s 7c Qh", "Qs Qd 5h 5c Ts")
    assert chain.statement == ("K-K-K-K-3 (four of a kind) beats 7-7-7-7-Q (four of a kind), "
                               "which beats Q-Q-5-5-10 (two pair)")
    assert claim_tie("9c 8d 7h 6s 5c", "9d 8c 7s 6h 5d").statement == \
        "9♣ 8♦ 7♥ 6♠ 5♣ ties 9♦ 8♣ 7♠ 6♥ 5♦"
    on_board = claim_beats("Jc Jd", "9c 9d", board="Ks Kh Kd 7c 2d")
    assert on_board.comparisons[0].outcome == 1
    assert on_board.statement == "J♣ J♦ beats 9♣ 9♦ with the board K♠ K♥ K♦ 7♣ 2♦"
    assert repr(claim_hand("Qc Kc Ac 2c 3c", "Flush")) == \
        "Claim(checked: A♣ K♣ Q♣ 3♣ 2♣ — Ace-high flush: ace, king, queen, three, two)"
    seven = claim_hand("A♣ Q♣ 9♣ 6♣ 2♣ Q♦ Q♥", "Flush")
    assert seven.statement.startswith("A♣ Q♣ 9♣ 6♣ 2♣ (not playing: Q♦ Q♥) — Ace-high flush")
    on_board = claim_tie("2c 3d", "2h 4c", board="As Ks Qs Js Ts")
    assert on_board.statement == "2♣ 3♦ ties 2♥ 4♣ with the board A♠ K♠ Q♠ J♠ 10♠"


@pytest.mark.parametrize("call", [
    lambda: claim_beats("8c 8s 8h Ad Ac", "9h 9d 9c 4s 4h"),
    lambda: claim_beats("9c 8d 7h 6s 5c", "9d 8c 7s 6h 5d"),
    lambda: claim_ranking("Ks Kh Kc Kd 3h", "Qs Qd 5h 5c Ts", "7h 7d 7s 7c Qh"),
    lambda: claim_tie("Ac Jd 9h 5s 3c", "Ah Td 9c 6s 4c"),
    lambda: claim_hand("Qc Kd Ac 2h 3d", "Straight"),
    lambda: claim_hand("6s 6h 6d Kc Kh", "Full house", "Full house, kings over sixes"),
    lambda: claim_beats("9c 9d", "Jc Jd", board="Ks Kh Kd 7c 2d"),
])
def test_false_claims_raise(call):
    with pytest.raises(ClaimError, match="the book (claims|describes|names)"):
        call()


def test_a_ranking_needs_two_hands():
    with pytest.raises(ValueError):
        claim_ranking("As Ks Qs Js Ts")


def test_claims_under_house_rules_read_jokers_and_repeated_cards():
    from pokerhands import HIGH

    c = claim_beats("3h 3d 3c 3s Jk", "As Ks Qs Js Ts", rules=HIGH.with_wild(1))
    assert c.statement.startswith("3-3-3-3-Jk (five of a kind) beats A-K-Q-J-10 (royal flush)")
    assert "under high (one joker, fully wild) rules" in c.statement
    h = claim_hand("As As Ks Qs 9s", "Flush", rules=HIGH.with_decks(2))
    assert "2 decks" in h.statement
    with pytest.raises(ClaimError):
        claim_beats("Ah Kh Qh Jh Th", "As Ks Qs Js Ts", rules=HIGH.with_suit_order())
    s = claim_beats("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", rules=HIGH.with_suit_order())
    assert s.statement.startswith("A♠ K♠ Q♠ J♠ 10♠ beats A♥ K♥ Q♥ J♥ 10♥ (both royal flushes)")


def test_claim_showdown_for_a_game_with_side_pots_and_folds():
    from pokerhands.book.claims import claim_showdown

    c = claim_showdown(["As Ad", "Ks Kd", "7c 2d"], "Ah Kh 4c 9s 3d", game="holdem",
                       bets=[50, 100, 100], shares=(150, 100, 0))
    assert c.statement == "the 250 chips split 150 / 100 / 0" and "side pot" in str(c).lower()
    c = claim_showdown(["7c 2d", "Ks Kd", None], "Ah Kh 4c 9s 3d", game="holdem",
                       bets=[100, 100, 40], folded=[2], shares=(0, 240, 0))
    assert "ph-game" in c._repr_html_()
    assert c.statement == "the 240 chips go to player 2"
    with pytest.raises(ClaimError, match="split"):
        claim_showdown(["As Ad", "Ks Kd"], "Ah Kh 4c 9s 3d", game="holdem", shares=(0, 100))


def test_a_showdown_claim_splits_only_when_the_pot_is_shared():
    """Issue 39 (D24): "the pot of 100 splits 100 / 0" read oddly, as nothing is split; a
    claim where one player takes every chip says whom the pot goes to, in every language."""
    from pokerhands.book.claims import claim_showdown

    razz = (["9♠ 6♥ 4♦ 3♣ 2♠ K♦ K♣", "10♦ 7♣ 5♠ 5♥ 3♦ 2♣ J♠"])
    whole = claim_showdown(razz, mode="low", low_rules="ace-to-five", shares=(100, 0))
    assert whole.statement == "the pot of 100 goes to player 1"
    second = claim_showdown(razz[::-1], mode="low", low_rules="ace-to-five", shares=(0, 100))
    assert second.statement == "the pot of 100 goes to player 2"
    shared = claim_showdown(["A♠ 2♦ 3♣ 5♥ 7♠ 7♦ K♣", "K♠ K♥ Q♦ Q♣ 9♥ 8♠ 4♦"], shares=(50, 50))
    assert shared.statement == "the pot of 100 splits 50 / 50"
    game = claim_showdown(["10♥ 3♠", "9♣ 8♦"], "A♥ K♥ Q♥ J♥ 2♣", game="holdem", pot=100,
                          shares=(100, 0))
    assert game.statement == "the 100 chips go to player 1"
    for lang, words in [("ru", "игрок"), ("el", "παίκτη"), ("hu", "játékos")]:
        with use_language(lang):
            said = [claim_showdown(razz, mode="low", low_rules="ace-to-five",
                                   shares=(100, 0)).statement,
                    claim_showdown(["10♥ 3♠", "9♣ 8♦"], "A♥ K♥ Q♥ J♥ 2♣", game="holdem",
                                   pot=100, shares=(100, 0)).statement]
        assert all(words in s and "100" in s and "goes" not in s for s in said), said


def test_claims_refuse_two_hands_that_share_a_card():
    """Issue 37: a claim's two hands are one deal, so they never share a card."""
    from pokerhands import CardError, HIGH

    with pytest.raises(CardError, match="As .A♠. is dealt twice"):
        claim_beats("As Ks Qs Js Ts", "As Kh Qh Jh Th")
    with pytest.raises(CardError, match="Kc .K♣. is dealt twice"):
        claim_tie("Kc Ks Kd Jc Js", "Kc Kh Kd Jc Jh")
    with pytest.raises(CardError, match="Jk .🃏. is dealt twice"):
        claim_beats("Q♠ Q♥ Q♣ Q♦ Jk", "6♣ 6♠ 6♦ 6♥ Jk", rules=HIGH.with_wild(1))
    # two jokers in the deck: each hand may hold one
    claim_beats("Q♠ Q♥ Q♣ Q♦ Jk", "6♣ 6♠ 6♦ 6♥ Jk", rules=HIGH.with_wild(2))
