"""Worst cases that crawled (issue 15, section 4): the best low of a whole deck and the
best wild hand of ten cards are found by rank reasoning, with exactly the results of trying
every five-card subset. No timings are asserted here (benchmarks/reference.py reports them).
"""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest

from pokerhands import DECK, HIGH, JOKER, evaluate, get_rules
from pokerhands.evaluate import read_cards
from pokerhands.ranking.lowball import _best_pattern, _five, card_value, low_value, qualifies
from pokerhands.ranking.wild import _pattern, _rank_strength, best_wild_hand

LOWS = ("ace-to-five", "eight-or-better", "ace-to-six", "deuce-to-seven")


def brute_low(cards, rules):
    """The plain definition: every five-card subset in order, the first lowest kept."""
    best = None
    for five in combinations(cards, 5):
        category, key = _five(five, rules)
        if best is None or (category, key) < best[:2]:
            best = (category, key, five)
    category, key, five = best
    if not qualifies(category, key, rules):
        return None, (), []
    count = Counter(card_value(c, rules) for c in five)
    return category, key, sorted(five, key=lambda c: (count[card_value(c, rules)],
                                                      card_value(c, rules)), reverse=True)


def _narrow_hand(rng, most=14):
    """Cards from a few ranks and suits: many pairs, many flushes, many straights."""
    while True:
        ranks = rng.sample(range(2, 15), rng.randint(1, 7))
        suits = rng.sample(range(4), rng.randint(1, 4))
        pool = [c for c in DECK if int(c.rank) in ranks and int(c.suit) in suits]
        if len(pool) >= 5:
            return rng.sample(pool, rng.randint(5, min(len(pool), most)))


@pytest.mark.parametrize("system", LOWS)
def test_low_of_many_cards_equals_every_subset(system):
    rules, rng = get_rules(system), random.Random(system)
    for _ in range(300):
        cards = rng.sample(list(DECK), rng.randint(5, 13))
        assert low_value(cards, rules) == brute_low(cards, rules), cards
    for _ in range(600):
        cards = _narrow_hand(rng)
        assert low_value(cards, rules) == brute_low(cards, rules), cards
        # the rank search on its own, for the small hands low_value tries subset by subset
        got = _best_pattern(cards, rules)
        want = min(((*_five(f, rules), f) for f in combinations(cards, 5)),
                   key=lambda t: t[:2])  # min keeps the first of equals
        assert got == want, cards


@pytest.mark.parametrize("system, words", [
    ("ace-to-five", "The wheel: five, four, three, two, ace"),
    ("eight-or-better", "The wheel: five, four, three, two, ace"),
    ("ace-to-six", "Six-four low: six, four, three, two, ace"),
    ("deuce-to-seven", "Number one: seven, five, four, three, two"),
])
def test_a_whole_deck(system, words):
    value = evaluate(list(DECK), system)
    assert value.describe() == words
    if not get_rules(system).flushes_count:  # suits do not matter: the first card of each rank
        first = {}
        for c in DECK:
            first.setdefault(c.rank, c)
        assert set(value.cards) == {first[c.rank] for c in value.cards}
    else:
        assert len({c.suit for c in value.cards}) > 1


def test_a_deck_without_low_cards_has_no_qualifying_low():
    cards = [c for c in DECK if int(c.rank) >= 9]
    assert evaluate(cards, "eight-or-better").category is None


WILD_RULES = {
    "one joker": HIGH.with_wild(1),
    "two jokers": HIGH.with_wild(2),
    "two jokers, no five of a kind": HIGH.with_wild(2, five_of_a_kind=False),
    "two jokers, double-ace flush": HIGH.with_wild(2, flush="double-ace"),
    "the bug": HIGH.with_wild(1, bug=True),
    "two bugs": HIGH.with_wild(2, bug=True),
    "deuces wild": HIGH.with_wild(ranks="2"),
    "deuces and two jokers": HIGH.with_wild(2, ranks="2"),
    "deuces and two bugs": HIGH.with_wild(2, bug=True, ranks="2"),
    "deuces, no five of a kind": HIGH.with_wild(1, ranks="2", five_of_a_kind=False),
    "ace-to-five, jokers": get_rules("ace-to-five").with_wild(2),
    "ace-to-five, deuces and jokers": get_rules("ace-to-five").with_wild(2, ranks="2"),
    "eight-or-better, joker": get_rules("eight-or-better").with_wild(1),
    "ace-to-six, sevens wild": get_rules("ace-to-six").with_wild(1, ranks="7"),
    "deuce-to-seven, deuces and jokers": get_rules("deuce-to-seven").with_wild(2, ranks="2"),
}


def _wild_hand(rng, rules):
    jokers = rng.randint(0, rules.jokers)
    n = rng.choice((5, 6, 7, 7, 8, 9))
    pool = list(DECK) if rng.random() < 0.6 else [
        c for c in DECK if int(c.rank) in rng.sample(range(2, 15), 5)
        or int(c.suit) == 3]
    naturals = rng.sample(pool, min(n - jokers, len(pool)))
    cards = naturals + [JOKER] * jokers
    rng.shuffle(cards)
    return cards if len(cards) >= 5 else cards + rng.sample(
        [c for c in DECK if c not in cards], 5 - len(cards))


@pytest.mark.parametrize("name", list(WILD_RULES))
def test_wild_search_equals_every_completion(name):
    rules, rng = WILD_RULES[name], random.Random(name)
    for _ in range(25):
        cards = _wild_hand(rng, rules)
        assert best_wild_hand(cards, rules) == best_wild_hand(cards, rules, exhaustive=True), \
            cards


@pytest.mark.parametrize("name", list(WILD_RULES))
def test_rank_strength_is_the_pattern_strength(name):
    rules, rng = WILD_RULES[name], random.Random(name)
    patterns = list(combinations_with_replacement(range(14, 1, -1), 5))
    for ranks in rng.sample(patterns, 600):
        if max(Counter(ranks).values()) == 5 and rules.low:
            continue  # never made under low rules: no wild card copies a card
        for suited in (False, True):
            if suited and len(set(ranks)) < 5 and rules.low:
                continue
            assert _rank_strength(ranks, suited, rules) == _pattern(ranks, suited, rules)[0], \
                (ranks, suited)


@pytest.mark.parametrize("rules", [HIGH.with_wild(2, ranks="2"),
                                   get_rules("ace-to-five").with_wild(2, ranks="2"),
                                   get_rules("deuce-to-seven").with_wild(2, ranks="2")])
def test_ten_cards_four_of_them_wild(rules):
    cards = list(read_cards("Ac Kd 7h 7s 2c 9d Qh 2s Jk Jk", rules))
    assert best_wild_hand(cards, rules) == best_wild_hand(cards, rules, exhaustive=True)
