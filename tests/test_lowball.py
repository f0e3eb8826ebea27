"""Low systems: ace-to-five, ace-to-six, deuce-to-seven and eight-or-better; split pots."""
import pytest

from pokerhands import CardError, Category, compare, evaluate
from pokerhands.games.odd_chips import split_chips
from pokerhands.games.showdown import split_pot as showdown

A5, A6, D27, E8 = "ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better"
C = Category


@pytest.mark.parametrize("rules, words", [
    (A5, "The wheel: five, four, three, two, ace"),
    (E8, "The wheel: five, four, three, two, ace"),
    (A6, "Five-high straight"),
    # an ace-high hand, not an "ace-five low" that reads like ace-to-five's best (issue 38, N3)
    (D27, "Ace high: ace, five, four, three, two"),
    ("high", "Five-high straight (wheel)"),
])
def test_the_wheel_in_each_system(rules, words):
    assert evaluate("5c 4d 3h 2s Ah", rules).describe() == words


@pytest.mark.parametrize("rules, category", [
    (A5, C.HIGH_CARD), (E8, C.HIGH_CARD), (A6, C.STRAIGHT_FLUSH), (D27, C.FLUSH),
    ("high", C.STRAIGHT_FLUSH),
])
def test_suited_wheel_in_each_system(rules, category):
    assert evaluate("Ah 2h 3h 4h 5h", rules).category is category


def test_best_hands():
    assert evaluate("7s 5c 4d 3d 2c", D27).describe() == \
        "Number one: seven, five, four, three, two"
    assert evaluate("6c 4s 3h 2h Ad", A6).describe() == "Six-four low: six, four, three, two, ace"
    for rules, best in ((A5, "5c 4d 3h 2s Ah"), (A6, "6c 4s 3h 2h Ad"), (D27, "7s 5c 4d 3d 2c")):
        assert evaluate(best, rules) > evaluate("8c 6d 4h 3s 2c", rules)


def test_deuce_to_seven_straights_and_aces():
    assert evaluate("6s 5h 4d 3c 2c", D27).category is C.STRAIGHT
    assert compare("8s 5h 4d 3c 2c", "6d 5s 4h 3d 2s", D27).outcome == 1
    assert evaluate("Ah Kd Qc Js 9s", D27).describe().startswith("Ace high: ace, king")
    assert evaluate("Kh Qd Jc 9s 8s", D27).describe().startswith("King-queen low")
    # file 002: under deuce-to-seven the steel wheel is only an ace-high flush
    assert evaluate("5♠ 4♠ 3♠ 2♠ A♠", D27).describe() == "Ace-high flush: ace, five, four, three, two"


def test_ace_to_six_reads_the_ace_low():
    assert evaluate("A♥ K♥ Q♥ J♥ 10♥", A6).describe().startswith("King-high flush")
    assert evaluate("A♣ K♠ Q♠ J♦ 10♠", A6).describe().startswith("King-queen low")


def test_ace_to_five_ignores_straights_and_flushes():
    assert evaluate("9♣ 8♣ 7♣ 6♣ 5♣", A5).describe().startswith("Nine-eight low")
    assert evaluate("10♥ 9♠ 8♣ 7♣ 6♦", A5).category is C.HIGH_CARD
    assert evaluate("J♥ 8♥ 4♥ 3♥ 2♥", A5).describe().startswith("Jack-eight low")


def test_pairs_in_ace_to_five():
    aces, twos = evaluate("Ac Ad 2h 3s 4c", A5), evaluate("2c 2d 3h 4s 5c", A5)
    assert aces > twos  # a pair of aces is the lowest pair
    assert compare("Ac Ad 2h 3s 4c", "2c 2d 3h 4s 5c", A5).explain()[1] == "Pair: aces beat twos."
    assert evaluate("Kc Qd Jh 9s 8c", A5) > aces  # any no-pair hand beats any pair


def test_highest_category_is_read_in_every_system():
    for rules in ("high", A5, A6, D27):
        assert evaluate("7c 7d 7h 5s 5c", rules).category is C.FULL_HOUSE


@pytest.mark.parametrize("better, worse", [
    ("6♣ 4♦ 3♥ 2♠ A♣", "6♦ 5♣ 4♠ 2♥ A♦"),   # file 001: six low
    ("7♣ 5♦ 4♥ 3♠ 2♣", "7♦ 6♣ 4♠ 2♥ A♦"),
    ("8♣ 6♦ 4♥ 3♠ 2♣", "8♦ 7♣ 4♠ 2♥ A♦"),
])
def test_ace_to_five_examples(better, worse):
    assert compare(better, worse, A5).outcome == 1
    assert compare(better, worse, E8).outcome == 1


def test_the_explanation_from_the_issue():
    assert compare("7c 5d 4h 3s 2c", "7d 6c 4s 2h Ac", A5).explain()[:2] == [
        "Both hands are seven lows.", "Second card: five beats six."]
    assert compare("7c 5d 4h 3s 2c", "7d 6c 5s 3h 2d", D27).explain()[:2] == [
        "Both hands are seven lows.", "Second card: five beats six."]


def test_eight_or_better_qualifier():
    v = evaluate("9c 8d 7h 6s 5c", E8)
    assert v.category is None and not v.qualifies and v.describe().startswith("No qualifying low")
    assert v.name == "No qualifying low"
    assert evaluate("8c 7d 6h 5s 3c", E8).describe() == "Eight-seven low: eight, seven, six, five, three"
    assert evaluate("8c 7d 6h 5s 3c", E8) > v
    assert evaluate("Kc Kd 2h 3s 4c", E8) == v  # two non-qualifying hands tie
    seven = evaluate("Kc Qd 8h 5s 3c 2d Ah", E8)
    assert seven.describe().startswith("Eight-five low") and len(seven.unused) == 2
    assert "No low" in compare("9c 8d 7h 6s 5c", "Kc Kd 2h 3s 4c", E8).explain()[-1]


def test_best_low_of_seven_cards():
    v = evaluate("Kc Kd 7h 5s 3c 2d 2h", A5)
    assert v.describe() == "King-seven low: king, seven, five, three, two"
    v = evaluate("Ac Ad 2h 2s 3c 3d 4h", A5)  # only four ranks: a pair must play
    assert v.category is C.ONE_PAIR and v.key[0] == 1


def test_split_chips_and_odd_chip():
    assert split_chips(7, [0, 2]) == {0: 4, 2: 3}
    with pytest.raises(ValueError):
        split_chips(5, [])
    # high to one player, low tied by two: the low half is quartered
    s = showdown(["As 2d 3h Kc", "Ac 2c Kd Qh", "Js Jd 9c 9h"], board="4s 5d 8c Kh Qs",
                 pot=101, omaha=True)
    assert s.high_winners == (1,) and s.low_winners == (0, 1)
    assert s.shares == (25, 76, 0) and sum(s.shares) == 101
    s = showdown(["As 2d 3h Kc", "Ac 2c Kd Qh", "Js Jd 9c 9h"], board="4s 5d 8c Kh Qs",
                 pot=101, omaha=True, odd_chip="low")
    # the odd chip moved to the low half (51, split 26 + 25 in seat order); high half 50
    assert s.shares == (26, 75, 0)


def test_omaha_uses_exactly_two_hole_cards():
    # four hearts in the hand and one on the board: no flush in Omaha
    s = showdown(["Ah Kh Qh Jh", "9c 9d 2s 3s"], board="Th 8c 7d 4s Ks", mode="high", omaha=True)
    assert s.high[0].category is not C.FLUSH
    # only one low card in the hand: no low, although the board has three
    s = showdown(["Ah Kd Qc Jc", "Ks Kc Td 9d"], board="2s 3d 4c 9h Tc", omaha=True)
    assert s.low_winners == () and s.shares[s.high_winners[0]] == 100
    with pytest.raises(CardError, match="exactly 4 hole cards"):
        showdown(["Ah Kh Qh", "9c 9d 2s 3s"], board="Th 8c 7d 4s Ks", omaha=True)


def test_scoop_and_no_low():
    s = showdown(["As 2s 3s 4s 5s", "Kc Kd Qh Js 9c"], pot=10)
    assert s.scoops == (0,) and s.shares == (10, 0)
    assert "scoops" in " ".join(s.explain())
    s = showdown(["9s 9d 7h 6c Ks", "Kc Kd Qh Js 9c"], pot=10)
    assert s.low_winners == () and s.shares == (0, 10)


def test_showdown_errors():
    with pytest.raises(ValueError, match="mode"):
        showdown(["As Ks Qs Js Ts", "2c 3c 4c 5c 7d"], mode="split")
    with pytest.raises(ValueError, match="pot"):
        showdown(["As Ks Qs Js Ts", "2c 3c 4c 5c 7d"], pot=-1)
    with pytest.raises(ValueError, match="odd_chip"):
        showdown(["As Ks Qs Js Ts", "2c 3c 4c 5c 7d"], odd_chip="left")
    with pytest.raises(ValueError, match="at least two"):
        showdown(["As Ks Qs Js Ts"])
    with pytest.raises(CardError, match="As .A♠. is dealt twice: to player 1"):
        showdown(["As Ks", "As Qd"], board="2c 3c 4c")
    with pytest.raises(ValueError, match="no hand qualifies"):
        showdown(["Ks Kd Qs Js Ts", "Qc Qd Jc Tc 9d"], mode="low")
    with pytest.raises(ValueError, match="low system"):
        showdown(["As Ks Qs Js Ts", "2c 3c 4c 5c 7d"], low_rules="high")


def test_claims_name_hands_without_a_low():
    from pokerhands.book.claims import claim_beats, claim_tie

    c = claim_beats("8♠ 7♦ 6♣ 5♥ 4♦", "9♠ 5♦ 4♣ 3♥ 2♦", rules=E8)
    assert c.statement == ("8-7-6-5-4 (no pair) beats 9-5-4-3-2 (no qualifying low) "
                           "under eight-or-better rules")
    t = claim_tie("9♠ 5♦ 4♣ 3♥ 2♦", "K♠ K♦ 4♠ 3♦ 2♣", rules=E8)
    assert t.statement.startswith("9♠ 5♦ 4♣ 3♥ 2♦ ties K♠ K♦")


def test_only_a_split_pot_is_scooped():
    """Review 2026-12-06, T4: razz pays the low hand alone, so its winner takes the pot; a
    scoop is the whole of a split pot (both halves, or all of it for want of a low)."""
    razz = showdown(["9♠ 9♥ 4♦ 4♣ 2♠ 2♥ A♦", "K♣ K♦ Q♠ Q♥ J♦ J♣ 10♥"], mode="low",
                    low_rules=A5, pot=100)
    assert razz.shares == (100, 0)
    assert "Player 1 takes all of it." in razz.explain()
    assert not any("scoop" in line for line in razz.explain())
    split = showdown(["A♥ 2♥ 3♥ 4♣ 6♥ 9♥ K♠", "Q♠ Q♦ J♣ J♥ 10♠ 8♦ 7♣"], pot=100)
    assert split.shares == (100, 0) and "Player 1 scoops the pot." in split.explain()
    no_low = showdown(["A♠ 2♦ 3♣ 5♥ 9♠ 9♦ K♣", "K♠ K♥ Q♦ Q♣ 10♥ 8♠ 4♦"], pot=100)
    assert no_low.shares == (0, 100) and "Player 2 scoops the pot." in no_low.explain()
