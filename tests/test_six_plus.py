"""Six-plus (short-deck) hold'em: the 36-card deck, its ladder, its house option and every
place the package deals or ranks from it."""
import random
from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from math import comb

import numpy as np
import pytest
from hypothesis import given, strategies as st

from pokerhands import (DECK, HIGH, SIX_PLUS, Card, CardError, Category, Rank, Suit, compare,
                        evaluate, get_rules, hand_for_rank_number, parse_cards)
from pokerhands.core.categories import ladder
from pokerhands.core.patterns import representative
from pokerhands.games.deal import deal
from pokerhands.games.nuts import holdings_by_value, nuts
from pokerhands.odds.batch import categories, evaluate_batch, value_counts, value_strengths
from pokerhands.odds.equity import equity
from pokerhands.odds.published import (SIX_PLUS_FIVE_CARD_RARER, SIX_PLUS_FIVE_CARD_TOTAL,
                                       SIX_PLUS_SEVEN_CARD, SIX_PLUS_SEVEN_CARD_TOTAL)
from pokerhands.odds.shortdeck import (six_plus_categories, six_plus_seven_card_categories,
                                       six_plus_strength_counts)
from pokerhands.ranking.high import pattern_strength
from pokerhands.ranking.ranknumbers import distinct_values
from pokerhands.rules import RULES, SHORT_DECK_RULES
from pokerhands.widgets import HandPicker

TRIPS = SIX_PLUS.with_trips_over_straight()
LADDERS = [SIX_PLUS, TRIPS]
DECK36 = list(SIX_PLUS.deck)


def test_the_deck_is_the_36_cards_from_the_six_up():
    assert DECK36 == [c for c in DECK if c.rank >= 6]
    assert len(DECK36) == 36 and {c.rank for c in DECK36} == set(range(6, 15))
    assert len(HIGH.deck) == 52 and TRIPS.deck == SIX_PLUS.deck


def test_the_ladders():
    standard = sorted(Category, reverse=True)
    assert list(HIGH.ladder) == standard == list(ladder())
    six = list(SIX_PLUS.ladder)
    assert six.index(Category.FLUSH) + 1 == six.index(Category.FULL_HOUSE)
    assert [c for c in six if c not in (Category.FLUSH, Category.FULL_HOUSE)] == \
        [c for c in standard if c not in (Category.FLUSH, Category.FULL_HOUSE)]
    trips = list(TRIPS.ladder)
    assert trips.index(Category.THREE_OF_A_KIND) + 1 == trips.index(Category.STRAIGHT)
    # a place is a category's rank on its ladder: the higher, the better
    for rules in (HIGH, *LADDERS):
        places = [rules.place(c) for c in rules.ladder]
        assert places == sorted(places, reverse=True) == list(range(10, 0, -1))


EXAMPLES = [  # one hand of each category under six-plus, best category first
    ("A♠ K♠ Q♠ J♠ 10♠", Category.STRAIGHT_FLUSH, "Royal flush"),
    ("9♥ 8♥ 7♥ 6♥ A♥", Category.STRAIGHT_FLUSH, "Nine-high straight flush"),
    ("7♣ 7♦ 7♥ 7♠ K♦", Category.FOUR_OF_A_KIND, "Four of a kind, sevens with a king"),
    ("K♦ J♦ 9♦ 7♦ 6♦", Category.FLUSH, "King-high flush: king, jack, nine, seven, six"),
    ("A♣ A♦ A♥ K♠ K♦", Category.FULL_HOUSE, "Full house, aces over kings"),
    ("9♠ 8♥ 7♦ 6♣ A♠", Category.STRAIGHT, "Nine-high straight"),
    ("Q♣ Q♦ Q♥ 9♠ 6♦", Category.THREE_OF_A_KIND, "Three of a kind, queens with a nine and a six"),
    ("J♣ J♦ 8♥ 8♠ 6♦", Category.TWO_PAIR, "Two pair, jacks and eights with a six"),
    ("10♣ 10♦ A♥ 8♠ 7♦", Category.ONE_PAIR, "One pair, tens with an ace, an eight and a seven"),
    ("J♥ 9♦ 8♣ 7♠ 6♥", Category.HIGH_CARD, "Jack high: jack, nine, eight, seven, six"),
]


@pytest.mark.parametrize("cards, category, words", EXAMPLES)
def test_each_category_is_read_and_said(cards, category, words):
    value = evaluate(cards, "six-plus")
    assert value.category is category and value.describe() == words


def test_examples_are_ordered_by_the_ladder_and_the_flush_beats_the_full_house():
    values = [evaluate(cards, SIX_PLUS) for cards, _c, _w in EXAMPLES]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    flush, full_house = EXAMPLES[3][0], EXAMPLES[4][0]
    assert compare(flush, full_house, rules="six-plus", same_deal=False).outcome == 1
    assert compare(flush, full_house, same_deal=False).outcome == -1   # the 52-card order
    steps = compare(flush, full_house, rules="six-plus", same_deal=False).explain()
    assert "under six-plus rules a flush beats any full house" in steps[0]
    assert "usual order is the other way round" in steps[0]
    assert "usual order" not in compare(full_house, EXAMPLES[7][0], rules="six-plus",
                                        same_deal=False).explain()[0]


def test_the_ace_plays_low_below_the_six_and_never_turns_the_corner():
    assert evaluate("9♠ 8♥ 7♦ 6♣ A♠", SIX_PLUS).key == (9,)
    assert [c.rank for c in evaluate("A♠ 9♠ 8♥ 7♦ 6♣", SIX_PLUS).cards] == [9, 8, 7, 6, 14]
    assert evaluate("A♠ K♥ Q♦ J♣ 10♠", SIX_PLUS).key == (14,)
    for corner in ("K♠ A♥ 6♦ 7♣ 8♠", "Q♠ K♥ A♦ 6♣ 7♠", "J♠ Q♥ K♦ A♣ 6♠"):
        assert evaluate(corner, SIX_PLUS).category is Category.HIGH_CARD, corner
    # the same five cards are no straight in the 52-card deck, where the ace plays below the two
    assert evaluate("9♠ 8♥ 7♦ 6♣ A♠").category is Category.HIGH_CARD
    # A-6-7-8-9 is the lowest straight: every other straight beats it
    low = evaluate("9♠ 8♥ 7♦ 6♣ A♠", SIX_PLUS)
    for top in range(10, 15):
        run = [Card(Rank(top - i), Suit(i % 4)) for i in range(5)]
        assert evaluate(run, SIX_PLUS).key == (top,) and evaluate(run, SIX_PLUS) > low
    steps = compare("10♠ 9♥ 8♦ 7♣ 6♠", "9♥ 8♦ 7♣ 6♠ A♣", rules="six-plus",
                    same_deal=False).explain()
    assert steps[1] == ("Top card: ten beats nine (in 9-8-7-6-A, the lowest straight of the "
                        "36-card deck, the ace plays low).")


def test_the_house_option_puts_three_of_a_kind_above_the_straight():
    straight, trips = "9♠ 8♥ 7♦ 6♣ A♠", "Q♣ Q♦ Q♥ 9♥ 6♦"
    assert compare(straight, trips, rules=SIX_PLUS, same_deal=False).outcome == 1
    assert compare(straight, trips, rules=TRIPS, same_deal=False).outcome == -1
    # seven cards that hold both: each ladder picks its higher category
    both = "9♠ 8♥ 7♦ 6♣ A♠ A♦ A♥"
    assert evaluate(both, SIX_PLUS).category is Category.STRAIGHT
    assert evaluate(both, TRIPS).category is Category.THREE_OF_A_KIND
    assert TRIPS.label == "six-plus (three of a kind beats a straight)"
    assert get_rules(TRIPS) is TRIPS and TRIPS.with_trips_over_straight(False) == SIX_PLUS
    with pytest.raises(ValueError, match="house option of six-plus, not of 'high'"):
        HIGH.with_trips_over_straight()
    with pytest.raises(ValueError, match="house option of six-plus"):
        replace(HIGH, trips_over_straight=True)
    with pytest.raises(ValueError, match="on must be"):
        SIX_PLUS.with_trips_over_straight("yes")


def test_the_52_card_house_options_are_refused_with_the_short_deck():
    for make in (lambda: SIX_PLUS.with_wild(1), lambda: SIX_PLUS.with_decks(2),
                 lambda: SIX_PLUS.with_suit_order(), lambda: replace(SIX_PLUS, jokers=1)):
        with pytest.raises(ValueError, match="36-card deck of 'six-plus'"):
            make()


def test_names_and_where_the_rules_live():
    for name in ("six-plus", "Six Plus", "6+", "short deck", "short_deck", "six-plus holdem",
                 "Short-Deck-Holdem"):
        assert get_rules(name) is SIX_PLUS, name
    # the quiz deals its systems from 52 cards: six-plus is kept apart
    assert "six-plus" not in RULES and SHORT_DECK_RULES["six-plus"] is SIX_PLUS
    with pytest.raises(ValueError, match="known rules: .*'six-plus'"):
        get_rules("short-dek")


@pytest.mark.parametrize("call", [
    lambda: evaluate("9♠ 8♥ 7♦ 5♣ A♠", "six-plus"),
    lambda: compare("9♠ 8♥ 7♦ 5♣ A♠", "K♠ K♥ K♦ Q♣ J♠", rules="six-plus"),
    lambda: compare("5♣ A♠", "K♠ K♥", board="9♠ 8♥ 7♦ 6♣ J♠", rules="six-plus"),
    lambda: compare("A♣ A♠", "K♠ K♥", board="9♠ 8♥ 7♦ 5♣ J♠", rules="six-plus"),
    lambda: nuts("K♠ Q♠ 5♣", rules="six-plus"),
    lambda: equity(["A♠ A♥", "K♦ 5♣"], rules="six-plus"),
    lambda: equity(["A♠ A♥", "K♦ K♣"], board="Q♠ 5♣ 6♦", rules="six-plus"),
])
def test_a_card_below_the_six_is_refused_by_name(call):
    with pytest.raises(CardError, match=r"5c \(5♣\) is not in the 36-card deck") as error:
        call()
    assert "ranks 6 to A" in str(error.value)


def test_the_fast_path_refuses_a_card_below_the_six():
    with pytest.raises(ValueError, match=r"card index 12 \(5♣\) is not in the 36-card deck"):
        evaluate_batch([[48, 44, 40, 36, 12]], "six-plus")


def _patterns():
    """Every five-card rank pattern of the 36-card deck: (ranks, suited)."""
    for ranks in combinations_with_replacement(range(6, 15), 5):
        if max(ranks.count(r) for r in ranks) > 4:
            continue
        yield ranks, False
        if len(set(ranks)) == 5:
            yield ranks, True


@pytest.mark.parametrize("rules", LADDERS, ids=["six-plus", "trips-over-straight"])
def test_every_pattern_reads_as_evaluate_reads_the_cards(rules):
    seen = set()
    for ranks, suited in _patterns():
        strength = pattern_strength(ranks, suited, rules)
        assert evaluate(representative(ranks, suited), rules).strength == strength
        seen.add(strength)
    assert len(seen) == distinct_values(rules)


sixplus_hands = lambda n: st.lists(st.sampled_from(DECK36), min_size=n, max_size=n,  # noqa: E731
                                   unique=True)
ladders = st.sampled_from(LADDERS)


@given(st.integers(6, 9).flatmap(sixplus_hands), ladders)
def test_best_of_n_is_the_max_over_all_five_card_subsets(cards, rules):
    best = evaluate(cards, rules)
    assert best == max(evaluate(list(five), rules) for five in combinations(cards, 5))
    assert evaluate(best.cards, rules) == best


@given(sixplus_hands(5), sixplus_hands(5), ladders)
def test_compare_is_antisymmetric_under_six_plus(a, b, rules):
    ab = compare(a, b, rules=rules, same_deal=False)
    ba = compare(b, a, rules=rules, same_deal=False)
    assert ab.outcome == -ba.outcome
    assert (ab.outcome > 0) == (evaluate(a, rules) > evaluate(b, rules))
    assert (ab.outcome == 0) == (evaluate(a, rules) == evaluate(b, rules))


@given(sixplus_hands(5), sixplus_hands(5), sixplus_hands(5), ladders)
def test_compare_is_transitive_under_six_plus(a, b, c, rules):
    def cmp(x, y):
        return compare(x, y, rules=rules, same_deal=False).outcome

    if cmp(a, b) >= 0 and cmp(b, c) >= 0:
        assert cmp(a, c) >= 0
    if cmp(a, b) > 0 and cmp(b, c) >= 0:
        assert cmp(a, c) > 0


def _five_card_counts():
    """The five-card counts of a deck of R = 9 ranks and S = 4 suits whose ace also plays
    below the lowest rank, by the usual combinatorics (R - 3 straights): (hands, values)."""
    r, straights, suits = 9, 6, 4
    no_pair = comb(r, 5) - straights
    return {
        "Straight flush": (straights * suits, straights),
        "Four of a kind": (r * (r - 1) * suits, r * (r - 1)),
        "Flush": (suits * no_pair, no_pair),
        "Full house": (r * comb(4, 3) * (r - 1) * comb(4, 2), r * (r - 1)),
        "Straight": (straights * (4 ** 5 - 4), straights),
        "Three of a kind": (r * 4 * comb(r - 1, 2) * 4 ** 2, r * comb(r - 1, 2)),
        "Two pair": (comb(r, 2) * 6 ** 2 * (r - 2) * 4, comb(r, 2) * (r - 2)),
        "One pair": (r * 6 * comb(r - 1, 3) * 4 ** 3, r * comb(r - 1, 3)),
        "High card": (no_pair * (4 ** 5 - 4), no_pair),
    }


def test_all_five_card_hands_counted_match_the_combinatorics():
    rows = six_plus_categories()
    expected = _five_card_counts()
    assert list(rows) == [c.label for c in SIX_PLUS.ladder if c is not Category.FIVE_OF_A_KIND]
    assert {name: (row.hands, row.distinct_values) for name, row in rows.items()} == expected
    total = sum(row.hands for row in rows.values())
    assert total == comb(36, 5) == SIX_PLUS_FIVE_CARD_TOTAL
    assert sum(row.distinct_values for row in rows.values()) == distinct_values(SIX_PLUS)
    assert abs(sum(row.probability for row in rows.values()) - 1) < 1e-12
    # the house option only reorders the rows: five cards never hold a straight and trips
    trips = six_plus_categories(TRIPS)
    assert list(trips)[4:6] == ["Three of a kind", "Straight"]
    assert {n: r.hands for n, r in trips.items()} == {n: r.hands for n, r in rows.items()}
    royal = six_plus_categories(royal=True)
    assert list(royal)[:2] == ["Royal flush", "Straight flush"]
    assert royal["Royal flush"].hands == 4
    assert royal["Royal flush"].hands + royal["Straight flush"].hands == rows["Straight flush"].hands


def test_the_published_five_card_orders_hold_and_the_rarer_hand_ranks_higher():
    rows = six_plus_categories()
    for rarer, commoner, _source in SIX_PLUS_FIVE_CARD_RARER:
        assert rows[rarer].hands < rows[commoner].hands, (rarer, commoner)
    names = list(rows)
    # down the six-plus ladder every category is rarer than the next, but for one pair and
    # high card: with 36 cards a hand with no pair is the rarer of the two, yet ranks lower
    for upper, lower in zip(names, names[1:]):
        assert (rows[upper].hands < rows[lower].hands) == (upper != "One pair"), (upper, lower)
    # the 52-card order would pay the commoner hand: a full house outnumbers a flush here
    assert rows["Full house"].hands > rows["Flush"].hands


def test_seven_card_counts_match_the_published_figures():
    published_ladder = six_plus_seven_card_categories(TRIPS, royal=True)
    assert sum(r.hands for r in published_ladder.values()) == SIX_PLUS_SEVEN_CARD_TOTAL
    for name, hands in SIX_PLUS_SEVEN_CARD.items():
        assert published_ladder[name].hands == hands, name
    standard = six_plus_seven_card_categories(SIX_PLUS, royal=True)
    # only the hands holding both a straight and three of a kind move between the two rows
    moved = published_ladder["Three of a kind"].hands - standard["Three of a kind"].hands
    assert moved > 0 and standard["Straight"].hands - published_ladder["Straight"].hands == moved
    assert {n: r.hands for n, r in standard.items() if n not in ("Straight", "Three of a kind")} \
        == {n: r.hands for n, r in published_ladder.items()
            if n not in ("Straight", "Three of a kind")}
    # with seven cards the straight is the commoner of the two, the reason some rooms rank
    # three of a kind above it
    assert standard["Straight"].hands > standard["Three of a kind"].hands


def _deck_hands(n, k, seed, suited=False):
    rng = np.random.default_rng(seed)
    indices = np.array([c.index for c in DECK36])
    if suited:  # two suits only, so that flushes are common
        indices = np.array([c.index for c in DECK36 if c.suit >= 2])
    return indices[np.argsort(rng.random((n, len(indices))), axis=1)[:, :k]]


@pytest.mark.parametrize("rules", LADDERS, ids=["six-plus", "trips-over-straight"])
@pytest.mark.parametrize("k", [5, 6, 7])
def test_the_fast_path_agrees_with_the_reference_on_the_36_cards(rules, k):
    hands = np.vstack([_deck_hands(1500, k, seed=k), _deck_hands(1500, k, seed=k, suited=True)])
    fast = evaluate_batch(hands, rules)
    reference = [evaluate([DECK[i] for i in row], rules) for row in hands.tolist()]
    pairs = sorted(set(zip(fast.tolist(), [r.strength for r in reference])))
    assert len({v for v, _ in pairs}) == len(pairs) == len({s for _, s in pairs})
    assert [s for _, s in pairs] == sorted(s for _, s in pairs)
    assert categories(fast, rules).tolist() == [int(r.category) for r in reference]


def test_the_fast_path_counts_every_five_card_hand_as_the_walk_does():
    counts = value_counts(5, "six-plus")
    strengths = value_strengths("six-plus")
    fast = {strengths[v]: int(n) for v, n in enumerate(counts) if n}
    assert fast == dict(six_plus_strength_counts())


def test_rank_numbers_of_the_1404_values():
    count = distinct_values(SIX_PLUS)
    assert count == sum(v for _h, v in _five_card_counts().values())
    previous = None
    for number in range(1, count + 1):
        value = hand_for_rank_number(number, "six-plus")
        assert value.rank_number == number and set(value.cards) <= set(DECK36)
        assert previous is None or value < previous
        previous = value
    assert hand_for_rank_number(1, "six-plus").is_royal
    assert evaluate("J♥ 9♦ 8♣ 7♠ 6♥", SIX_PLUS).rank_number == count  # the worst hand
    with pytest.raises(ValueError, match="1..1404"):
        hand_for_rank_number(count + 1, "six-plus")


def _brute_nuts(board, rules):
    unseen = [c for c in DECK36 if c not in board]
    values = {}
    for pair in combinations(unseen, 2):
        values.setdefault(evaluate([*pair, *board], rules), []).append(pair)
    best = max(values)
    return best, len(values[best])


@pytest.mark.parametrize("seed", range(8))
def test_the_nuts_from_the_36_cards_match_a_brute_force(seed):
    rng = random.Random(seed)
    board = rng.sample(DECK36, rng.choice([3, 4, 5]))
    rules = LADDERS[seed % 2]
    found = nuts(board, rules=rules)
    best, holdings = _brute_nuts(board, rules)
    assert found.value == best and len(found.holdings) == holdings
    assert all(c in DECK36 for pair in found.holdings for c in pair)
    groups = holdings_by_value(board, rules=rules)
    assert sum(len(pairs) for _v, pairs in groups) == comb(36 - len(board), 2)


@pytest.mark.parametrize("rules", LADDERS, ids=["six-plus", "trips-over-straight"])
def test_equity_on_the_turn_agrees_with_compare_on_each_river(rules):
    hands, board = ["A♠ A♥", "K♦ Q♦"], "J♦ 10♦ 6♣ A♣"
    found = equity(hands, board=board, rules=rules)
    used = set(parse_cards(" ".join([*hands, board])))
    outcomes = [compare(*hands, board=f"{board} {river.code}", rules=rules).outcome
                for river in DECK36 if river not in used]
    assert found.exact and found.boards == len(outcomes) == 36 - 8
    assert found.wins == (outcomes.count(1), outcomes.count(-1))
    assert found.ties == (outcomes.count(0),) * 2


def test_a_six_plus_deal_comes_from_the_36_cards_and_ranks_by_its_ladder():
    for seed in range(5):
        hand = deal(6, seed=seed, rules="six-plus")
        cards = [*hand.board, *hand.burns, *(c for h in hand.holes for c in h)]
        assert len(set(cards)) == len(cards) == 6 * 2 + 8 and set(cards) <= set(DECK36)
        river = hand.best_hands("river")
        assert river == [evaluate([*h, *hand.board], SIX_PLUS) for h in hand.holes]
        assert hand.leaders("river") == tuple(s for s, v in enumerate(river) if v == max(river))
        shares = hand.showdown(pot=60).shares
        assert {s for s, chips in enumerate(shares) if chips} == set(hand.leaders("river"))
    assert deal(2, seed=1).rules is None and deal(2, seed=1, rules="high").rules is None
    with pytest.raises(ValueError, match="at most 7 players"):
        deal(8, seed=1, game="omaha", rules="six-plus")
    with pytest.raises(ValueError, match="low half"):
        deal(4, seed=1, game="omaha-hi-lo", rules="six-plus")
    with pytest.raises(ValueError, match="short deck"):
        deal(4, seed=1, rules="ace-to-five")


def test_the_picker_offers_six_plus_and_its_house_option_and_deals_from_36_cards():
    picker = HandPicker("A♠ K♠ Q♠ J♠ 9♠", rules="six-plus")
    assert [label for label, _r in picker.rules_box.options] == [
        "six-plus", "six-plus (three of a kind beats a straight)", "high"]
    assert picker.result.category is Category.FLUSH
    assert f"of {distinct_values(SIX_PLUS):,}" in picker.summary()
    picker.set_cards("A♠ K♠ Q♠ J♠ 2♠")
    assert "2s (2♠) is not in the 36-card deck" in picker.message
    assert picker.result.category is Category.FLUSH   # the hand on show stays
    for seed in range(10):
        assert set(picker.random_hand(seed)) <= set(DECK36)
    picker.set_cards("9♠ 8♥ 7♦ 6♣ A♠ A♦ A♥")
    picker.rules = TRIPS
    assert picker.result.category is Category.THREE_OF_A_KIND
    picker.rules = "high"
    assert picker.result.category is Category.THREE_OF_A_KIND
    picker.set_cards("5♠ 4♥ 3♦ 2♣ A♠")
    picker.rules = "six-plus"    # refused: the cards on show are not in the 36-card deck
    assert picker.rules == "high" and "is not in the 36-card deck" in picker.message


def test_the_picker_disables_the_cards_a_short_deck_leaves_out():
    """A reader of a six-plus picker cannot press a card that is not in its 36 (the twos to
    fives are disabled); the standard ranking enables them again, and back again."""
    def disabled(picker):
        return {card for card, button in picker._buttons.items() if button.disabled}

    picker = HandPicker("A♠ K♠ Q♠ J♠ 9♠", rules="six-plus")
    assert disabled(picker) == set(DECK) - set(DECK36) and len(disabled(picker)) == 16
    picker.rules = "high"
    assert disabled(picker) == set()
    picker.rules = TRIPS
    assert disabled(picker) == set(DECK) - set(DECK36)
    picker.set_cards("A♠ K♠ Q♠ J♠ 2♠")   # refused: the hand and the disabled cards stay
    assert disabled(picker) == set(DECK) - set(DECK36) and picker.value == "As Ks Qs Js 9s"
    assert disabled(HandPicker("A♠ K♠ Q♠ J♠ 9♠")) == set()


def test_cards_of_an_example_are_all_in_the_deck():
    for cards, _c, _w in EXAMPLES:
        assert all(card in DECK36 for card in evaluate(cards, SIX_PLUS).cards)
        assert isinstance(evaluate(cards, SIX_PLUS).cards[0], Card)
