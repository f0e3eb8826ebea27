"""Wild cards: jokers (fully wild and the bug), wild ranks, the flush rule (standard or
double-ace) and five of a kind on and off."""
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerhands import DECK, HIGH, Card, CardError, Category, compare, evaluate, get_rules
from pokerhands.core.cards import JOKER, Joker, parse_cards
from pokerhands.core.categories import strength_of
from pokerhands.ranking.high import best_high

JOKER_WILD = HIGH.with_wild(1)
BUG = HIGH.with_wild(1, bug=True)
NO_FIVE = HIGH.with_wild(1, five_of_a_kind=False)
DOUBLE = HIGH.with_wild(1, flush="double-ace")
DEUCES = HIGH.with_wild(ranks="2")
TWO_DECKS = HIGH.with_decks(2)


# --- the cases the issue names -------------------------------------------------------

def test_the_bug_pairs_only_as_an_ace():
    v = evaluate("Kh Kd 7c 4s Jk", BUG)
    assert v.category is Category.ONE_PAIR and v.key == (13, 14, 7, 4)
    assert v.describe() == "One pair, kings with an ace, a seven and a four — joker as A♣"


def test_a_joker_with_four_aces_is_five_aces():
    for rules in (JOKER_WILD, BUG):
        v = evaluate("Ah Ad Ac As Jk", rules)
        assert v.category is Category.FIVE_OF_A_KIND and v.key == (14,)
        assert v.describe().startswith("Five of a kind, aces — joker as A")


def test_joker_completes_a_royal_flush():
    for rules in (JOKER_WILD, BUG, NO_FIVE, DOUBLE):
        v = evaluate("As Ks Qs Js Jk", rules)
        assert v.is_royal and v.wild == ((JOKER, Card(10, 3)),)
        assert v.describe() == "Royal flush — joker as 10♠"


def test_five_of_a_kind_beats_every_straight_flush_and_higher_rank_wins():
    five_kings = evaluate("Kh Kd Kc Ks Jk", JOKER_WILD)
    assert five_kings > evaluate("As Ks Qs Js Ts", JOKER_WILD)
    assert evaluate("Ah Ad Ac As Jk", JOKER_WILD) > five_kings
    assert evaluate("3h 3d 3c 3s Jk", JOKER_WILD) > evaluate("As Ks Qs Js Jk", JOKER_WILD)


def test_the_flush_option_changes_flushes_only_and_five_of_a_kind_its_own_row():
    standard = evaluate("As Ks Qs 9s Jk", JOKER_WILD)
    assert standard.key == (14, 13, 12, 11, 9) and standard.wild == ((JOKER, Card(11, 3)),)
    double = evaluate("As Ks Qs 9s Jk", DOUBLE)
    assert double.key == (14, 14, 13, 12, 9)  # the double-ace flush
    assert double > evaluate("Ah Kh Qh Jh 9h 2c", DOUBLE)
    assert evaluate("As Ks Qs 9s Jk", NO_FIVE).key == standard.key
    # five of a kind is its own option: the standard flush keeps it, and switching it off
    # leaves flushes alone
    for rules in (JOKER_WILD, DOUBLE):
        assert evaluate("Ah Ad Ac As Jk", rules).category is Category.FIVE_OF_A_KIND
    v = evaluate("Ah Ad Ac As Jk", NO_FIVE)
    assert v.category is Category.FOUR_OF_A_KIND and v.key == (14, 13)
    both = HIGH.with_wild(1, flush="double-ace", five_of_a_kind=False)
    assert evaluate("As Ks Qs 9s Jk", both).key == double.key
    assert evaluate("Ah Ad Ac As Jk", both).key == v.key


def test_the_standard_flush_rule_is_the_default():
    """Issue 37: the joker in a flush played as a second ace, so A-wild-9-5-2 of one suit
    beat A-K-Q-10-8; by the standard rule it is A-K-9-5-2 and loses."""
    assert HIGH.with_wild(1).wild_flush == HIGH.with_wild(ranks="2").wild_flush == "standard"
    for rules in (JOKER_WILD, DEUCES, BUG):
        wild = "Jk" if rules.jokers else "2♠"
        v = evaluate(f"A♠ {wild} 9♠ 5♠ 3♠", rules)
        assert v.key == (14, 13, 9, 5, 3)
        assert compare(f"A♠ {wild} 9♠ 5♠ 3♠", "A♦ K♦ Q♦ 10♦ 8♦", rules=rules).outcome == -1
    assert compare("A♠ Jk 9♠ 5♠ 3♠", "A♦ K♦ Q♦ 10♦ 8♦", rules=DOUBLE).outcome == 1
    # without the natural ace the wild card is the ace under either rule
    assert evaluate("K♠ Jk 9♠ 5♠ 3♠", JOKER_WILD).key == (14, 13, 9, 5, 3)
    # two wild cards take the two highest ranks missing: ace, king, queen, nine, five
    assert evaluate("A♠ Jk Jk 9♠ 5♠", HIGH.with_wild(2)).key == (14, 13, 12, 9, 5)
    assert evaluate("A♠ Jk Jk 9♠ 5♠", HIGH.with_wild(2, flush="double-ace")).key == (
        14, 14, 14, 9, 5)
    assert HIGH.with_wild(1, flush="double-ace", bug=True).label == (
        "high (one joker as the bug; double-ace flush)")


def test_the_bug_leaves_a_full_house_alone_from_seven_cards():
    v = evaluate("Kh Kd Kc Qs Qh Jk 3d", BUG)
    assert v.describe() == "Full house, kings over queens" and v.wild == ()
    assert JOKER in v.unused
    assert evaluate("Kh Kd Kc Qs Qh Jk 3d", JOKER_WILD).category is Category.FOUR_OF_A_KIND


def test_the_bug_completes_straights_and_flushes_but_is_otherwise_an_ace():
    assert evaluate("9h 8d 7c 6s Jk", BUG).describe() == "Ten-high straight — joker as 10♣"
    assert evaluate("2c 3d 4h 5s Jk", BUG).key == (6,)
    assert evaluate("Kh 9h 7h 4h Jk", BUG).describe() == (
        "Ace-high flush: ace, king, nine, seven, four — joker as A♥")
    assert evaluate("Qs Qh 9c 9d Jk", BUG).describe() == (
        "Two pair, queens and nines with an ace — joker as A♣")
    assert evaluate("Qs Qh 9c 9d Jk", JOKER_WILD).category is Category.FULL_HOUSE


def test_deuces_wild():
    v = evaluate("2c 2d 2h 2s Ks", DEUCES)
    assert v.category is Category.FIVE_OF_A_KIND and v.key == (13,)
    assert evaluate("2c 2d Ah Ad Ks", DEUCES).key == (14, 13)
    assert evaluate("2c 7d 8h 9s Ts", DEUCES).describe() == "Jack-high straight — 2♣ as J♣"
    assert evaluate("2c 2d 2h 2s Ks", DEUCES).describe().count(" as K") == 4
    natural = evaluate("As Ks Qs Js Ts", DEUCES)
    assert natural.is_royal and natural.wild == ()


def test_several_jokers_and_jokers_with_wild_ranks():
    two = HIGH.with_wild(2)
    assert evaluate("Jk Jk 7c 7d 3h", two).describe().startswith("Four of a kind, sevens")
    both = HIGH.with_wild(1, ranks="2")
    v = evaluate("Jk 2c 9h 9d 9s", both)
    assert v.category is Category.FIVE_OF_A_KIND and v.key == (9,)
    assert len(v.wild) == 2


def test_ace_to_five_wild_card_is_the_lowest_rank_not_held():
    for joker in (get_rules("ace-to-five").with_wild(1), get_rules("ace-to-five").with_wild(1, bug=True)):
        assert evaluate("2c 3d 4h 5s Jk", joker).describe() == (
            "The wheel: five, four, three, two, ace — joker as A♣")
        assert evaluate("Ac 2d 4h 7s Jk", joker).key == (7, 4, 3, 2, 1)
        assert evaluate("Kc Kd Qh 7s Jk", joker).key == (13, 12, 7, 1)
    eight = get_rules("eight-or-better").with_wild(1)
    assert evaluate("9c 9d Th Js Jk", eight).category is None
    assert evaluate("Ac 2d 8h 9s Jk Kd Qs", eight).category is None  # only four low cards
    assert evaluate("Ac 2d 8h 9s Jk 7d Qs", eight).key == (8, 7, 3, 2, 1)


def test_deuce_to_seven_joker_avoids_straights():
    v = evaluate("3c 4d 5h 6s Jk", get_rules("deuce-to-seven").with_wild(1))
    assert v.key == (8, 6, 5, 4, 3)


def test_explain_says_what_each_wild_card_became():
    c = compare("Ah Ad Ac As Jk", "Ks Qs Js Ts 9s", rules=JOKER_WILD)
    assert c.outcome == 1
    assert any("joker" in s and "A♣" in s for s in c.explain())
    c = compare("As Ks Qs 9s Jk", "Ah Kh Qh Jh 8h", rules=JOKER_WILD)
    assert c.outcome == 1 and any("Fifth card: nine beats eight" in s for s in c.explain())
    c = compare("As Ks Qs 9s Jk", "Ah Kh Qh Jh 8h", rules=DOUBLE)
    assert c.outcome == 1 and any("Second card: ace beats king" in s for s in c.explain())


# --- bad input -------------------------------------------------------------------------

def test_jokers_only_where_the_rules_hold_them():
    with pytest.raises(CardError, match="joker is not in play"):
        evaluate("As Ks Qs Js Jk")
    with pytest.raises(CardError, match="2 jokers .* holds only 1"):
        evaluate("As Ks Qs Jk Jk", JOKER_WILD)
    with pytest.raises(CardError, match="duplicate card"):
        evaluate("As As Qs Js 2c", DEUCES)
    with pytest.raises(CardError, match="at least 5"):
        evaluate("As Jk", JOKER_WILD)


@pytest.mark.parametrize("kwargs, message", [
    (dict(), "needs jokers"),
    (dict(jokers=3), "0, 1 or 2"),
    (dict(jokers=True), "0, 1 or 2"),
    (dict(ranks="x"), "not a rank"),
    (dict(ranks=[1]), "not a rank"),
    (dict(ranks="2", bug=True), "the bug is a joker"),
])
def test_with_wild_refuses_bad_options(kwargs, message):
    with pytest.raises(ValueError, match=message):
        HIGH.with_wild(**kwargs)


def test_wild_cards_do_not_combine_with_unsupported_options():
    with pytest.raises(ValueError, match="Badugi"):
        get_rules("badugi").with_wild(1)
    with pytest.raises(ValueError, match="more than one deck"):
        TWO_DECKS.with_wild(1)
    with pytest.raises(ValueError, match="more than one deck"):
        JOKER_WILD.with_decks(2)
    with pytest.raises(ValueError, match="suit order"):
        JOKER_WILD.with_suit_order()
    assert get_rules(JOKER_WILD) is JOKER_WILD


def test_joker_tokens_and_repr():
    assert parse_cards("Jk jkr JOKER 🃏", jokers=2 + 2) == (JOKER,) * 4
    assert repr(JOKER) == "Jk" and str(JOKER) == "🃏" and isinstance(JOKER, Joker)
    assert repr(JOKER_WILD) == "Rules('high', one joker, fully wild)"
    assert repr(DEUCES) == "Rules('high', deuces wild)"
    assert repr(HIGH.with_wild(1, bug=True)) == "Rules('high', one joker as the bug)"


# --- the search against brute force ------------------------------------------------------

def _brute_one_joker(naturals, rules):
    """Best strength over every card the joker may legally become (one joker, five cards):
    fully wild, any card (a held one only if copies are allowed); the bug, an ace or a card
    that completes a straight or a flush, copying a held card only as an ace outside a flush."""
    best = None
    for card in DECK:
        one_suit = len({c.suit for c in [*naturals, card]}) == 1
        if card in naturals:
            if one_suit:  # only the double-ace flush copies a card inside a flush: the ace
                legal = rules.wild_flush == "double-ace" and card.rank == 14
            else:  # otherwise a copy is five of a kind: the bug's fifth ace, or the option
                legal = card.rank == 14 if rules.bug else rules.wild_five_of_a_kind
            if not legal:
                continue
        category, key, _ = best_high([*naturals, card])
        if rules.bug and card.rank != 14 and category not in (
                Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH):
            continue
        s = strength_of(category, key, HIGH)
        best = s if best is None or s > best else best
    return best


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=4, max_size=4, unique=True),
       st.sampled_from([JOKER_WILD, BUG, NO_FIVE, DOUBLE,
                        HIGH.with_wild(1, bug=True, flush="double-ace")]))
def test_one_joker_matches_brute_force(naturals, rules):
    value = evaluate([*naturals, JOKER], rules)
    assert value.strength == _brute_one_joker(naturals, rules)
    # what the value says the joker became really makes that hand
    category, key, _ = best_high(list(value.as_played))
    assert (category, key) == (value.category, value.key)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([c for c in DECK if c.rank != 2]), min_size=3, max_size=3,
                unique=True),
       st.lists(st.sampled_from([c for c in DECK if c.rank == 2]), min_size=2, max_size=2,
                unique=True))
def test_two_deuces_match_brute_force(naturals, deuces):
    # any two cards, the same card twice included (five of a kind), except that a hand all
    # of one suit repeats no card: the standard flush rule
    best = max(strength_of(*best_high(five)[:2], HIGH)
               for a, b in combinations_with_replacement(DECK, 2)
               for five in ([*naturals, a, b],)
               if len({c.suit for c in five}) > 1 or len(set(five)) == 5)
    assert evaluate([*naturals, *deuces], DEUCES).strength == best


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True))
def test_without_wild_cards_every_option_leaves_results_alone(cards):
    plain = evaluate(cards)
    for rules in (HIGH.with_wild(1), HIGH.with_wild(1, bug=True), HIGH.with_decks(2),
                  NO_FIVE, DOUBLE):
        v = evaluate(cards, rules)
        assert (v.category, v.key, v.cards) == (plain.category, plain.key, plain.cards)
    for name in ("ace-to-five", "deuce-to-seven", "eight-or-better"):
        v = evaluate(cards, get_rules(name).with_wild(1))
        base = evaluate(cards, name)
        assert (v.category, v.key) == (base.category, base.key)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=6, unique=True),
       st.sampled_from([JOKER_WILD, NO_FIVE, DOUBLE]))
def test_a_fully_wild_joker_never_makes_a_hand_worse(cards, rules):
    without = evaluate(cards, rules)
    replaced = evaluate([*cards[:-1], JOKER], rules)
    added = evaluate([*cards, JOKER], rules)
    assert added >= without
    assert replaced >= without  # the joker can always become the card it replaced
    assert added >= replaced


# --- found by a tester: each kind of failure, with its case --------------------------------

@pytest.mark.parametrize("order", ["Kc Kd 7s 2h Jk", "Kc Kd 7s Jk 2h", "Jk 2h Kc Kd 7s"])
def test_the_bug_beside_wild_deuces_does_not_depend_on_card_order(order):
    rules = HIGH.with_wild(1, bug=True, ranks="2")
    v = evaluate(order, rules)
    assert v.category is Category.THREE_OF_A_KIND and v.key == (13, 14, 7)
    assert evaluate("Kd Ks 2d Jk 2s", rules).key == (13, 14)  # four kings, the bug an ace
    two = HIGH.with_wild(2, bug=True, ranks="2")   # each hand holds a joker of its own
    assert compare("Kc Kd 7s 2h Jk", "Kh Ks 7c Jk 2d", rules=two).outcome == 0


def test_the_bug_never_makes_a_two_ace_flush_but_still_five_aces():
    assert evaluate("A♠ K♠ Q♠ 9♠ Jk", BUG).key == (14, 13, 12, 11, 9)
    assert compare("Ah 9h 5h 2h Jk", "Ad Kd Qd Td 8d", rules=BUG).outcome == -1
    assert evaluate("As Ac Ad Ah Jk", BUG).category is Category.FIVE_OF_A_KIND
    two_bugs = HIGH.with_wild(2, bug=True)
    assert evaluate("As Ac Ad Jk Jk", two_bugs).category is Category.FIVE_OF_A_KIND
    mixed = HIGH.with_wild(1, bug=True, ranks="2", five_of_a_kind=False)
    v = evaluate("Ac Ad Ah 2c Jk", mixed)  # the deuce takes the free ace; the bug is a fifth
    assert v.category is Category.FIVE_OF_A_KIND and (Card(2, 0), Card(14, 3)) in v.wild


@pytest.mark.parametrize("kwargs", [dict(jokers=1, bug="no"), dict(jokers=1, five_of_a_kind="no"),
                                    dict(ranks=None), dict(ranks=2.0), dict(ranks={"2": 1}),
                                    dict(ranks=b"2"),
                                    dict(jokers=1, bug=True, five_of_a_kind=False),
                                    dict(jokers=1, flush="double ace"), dict(jokers=1, flush=None),
                                    dict(jokers=1, flush=["standard"])])
def test_with_wild_refuses_options_that_would_be_misread(kwargs):
    with pytest.raises(ValueError):
        HIGH.with_wild(**kwargs)


def test_comparisons_with_house_rules_and_a_board_or_values():
    two = HIGH.with_decks(2)
    assert compare("As Ks", "As Kd", rules=two, board="Qs Js Ts 2c 3d").outcome == 1
    with pytest.raises(CardError, match="As .A♠. is dealt 3 times, but only 2 are in play"):
        compare("As Ks", "As Kd", rules=two, board="As Js Ts 2c 3d")
    a = evaluate("As Ks Qs Js Jk", JOKER_WILD)
    assert compare(a, a, same_deal=False).outcome == 0  # the values' own rules, not plain high
    with pytest.raises(TypeError, match="one joker as the bug"):
        a < evaluate("As Ks Qs Js Jk", BUG)


def test_wild_card_words():
    c = compare("Jk Jk 7c 7d 3h", "Ks Kd 7h 4h 3c", rules=HIGH.with_wild(2))
    assert c.explain()[0] == "In the first hand, one joker plays as 7♥ and the other plays as 7♠."


def test_wild_hands_have_a_card_limit():
    with pytest.raises(CardError, match="at most 10 cards"):
        evaluate([*DECK[:20], JOKER], JOKER_WILD)
