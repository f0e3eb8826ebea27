"""The nuts (pokerhands.games.nuts), checked by brute force against a plain enumeration that
shares nothing with the function but the five-card evaluator, and on hand-checked boards."""
import random
from itertools import combinations

import pytest

from pokerhands import CardError, evaluate, get_rules, parse_cards
from pokerhands.games.nuts import Nuts, holdings_by_value, nuts
from pokerhands.core.cards import DECK
from pokerhands.games.variants import best_hand

HIGH = get_rules("high")
LOW8 = get_rules("eight-or-better")


def _best_of_all_fives(cards, rules):
    """Hold'em by hand: the best value of every five-card subset."""
    return max(evaluate(five, rules) for five in combinations(cards, 5))


def _omaha_by_hand(hole, board, rules):
    """Omaha by hand: every two hole cards with every three board cards."""
    return max(evaluate([*two, *three], rules)
               for two in combinations(hole, 2) for three in combinations(board, 3))


def _boards(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        yield parse_cards(rng.sample(list(DECK), rng.choice((3, 4, 5))))


@pytest.mark.parametrize("rules", ["high", "eight-or-better"])
def test_holdem_nuts_match_every_two_card_holding(rules):
    """Every one of the 1,081 to 1,176 holdings, valued by hand, on 12 seeded boards."""
    rules = get_rules(rules)
    for board in _boards(f"holdem-{rules.name}", 12):
        found = nuts(board, "holdem", rules)
        unseen = [c for c in DECK if c not in board]
        values = {pair: _best_of_all_fives([*pair, *board], rules)
                  for pair in combinations(unseen, 2)}
        best = max(values.values())
        if not best.qualifies:
            assert found.value is None and found.holdings == () and not found.possible
            continue
        assert found.value == best
        assert {frozenset(h) for h in found.holdings} == \
            {frozenset(p) for p, v in values.items() if v == best}


@pytest.mark.parametrize("game, rules", [("omaha", "high"), ("omaha-hi-lo", "eight-or-better")])
def test_omaha_nuts_are_reached_and_never_beaten(game, rules):
    """On 10 seeded boards: 300 random four-card holdings never beat the nuts, and each
    returned pair, with any two other cards, reaches it exactly."""
    rules = get_rules(rules)
    rng = random.Random(f"omaha-{game}")
    for board in _boards(f"{game}-boards", 10):
        found = nuts(board, game, rules)
        unseen = [c for c in DECK if c not in board]
        for _ in range(300):
            hole = rng.sample(unseen, 4)
            v = _omaha_by_hand(hole, board, rules)
            if found.value is None:
                assert not v.qualifies
            else:
                assert not v > found.value
        if found.value is None:
            continue
        assert found.holdings
        for pair in found.holdings[:20]:
            others = rng.sample([c for c in unseen if c not in pair], 2)
            hole = [*pair, *others]
            assert _omaha_by_hand(hole, board, rules) == found.value
            assert best_hand(game, hole, board, rules) == found.value


def test_omaha_nuts_match_every_pair_on_a_few_boards():
    """Every two-card pair that plays, valued by hand, on 4 seeded boards per ranking."""
    for game, rules in (("omaha", HIGH), ("omaha-hi-lo", LOW8)):
        for board in _boards(f"omaha-pairs-{game}", 4):
            unseen = [c for c in DECK if c not in board]
            values = {pair: max(evaluate([*pair, *three], rules)
                                for three in combinations(board, 3))
                      for pair in combinations(unseen, 2)}
            best = max(values.values())
            found = nuts(board, game, rules)
            if not best.qualifies:
                assert found.value is None
                continue
            assert found.value == best
            assert {frozenset(h) for h in found.holdings} == \
                {frozenset(p) for p, v in values.items() if v == best}


def test_classic_boards():
    royal = nuts("A♠ K♠ Q♠ 7♦ 2♣")
    assert royal.value.name == "Royal flush"
    assert [str(h) for h in royal.holdings] == ["J♠ 10♠"]
    assert "J♠ 10♠" in royal.describe()
    # a paired board: the nuts are four of a kind or a straight flush
    for board in ("9♠ 9♦ 5♣ 4♥ 2♠", "K♣ K♦ 7♠ 3♥", "Q♥ Q♣ 8♦"):
        for game in ("holdem", "omaha"):
            assert nuts(board, game).value.name in ("Four of a kind", "Straight flush",
                                                   "Royal flush")
    assert nuts("9♠ 9♦ 5♣ 4♥ 2♠", "omaha").holdings == (parse_cards("9♥ 9♣"),)
    # the board plays: every holding is the nuts
    board_royal = nuts("A♠ K♠ Q♠ J♠ 10♠")
    assert board_royal.board_plays and len(board_royal.holdings) == 47 * 46 // 2
    # in Omaha the same board needs two spades from the hand
    assert nuts("A♠ K♠ Q♠ J♠ 10♠", "omaha").value.name == "Straight flush"
    # four hearts on the board: in Omaha two hearts from the hand make the nuts
    assert nuts("Q♥ J♥ 8♥ 4♥ 3♣", "omaha").holdings == (parse_cards("10♥ 9♥"),)


def test_lows():
    none = nuts("K♠ Q♦ 9♣ 8♥ 8♠", "omaha-hi-lo", "eight-or-better")
    assert none.value is None and none.holdings == () and not none.possible
    assert "No eight-or-better low is possible" in none.describe()
    assert "no qualifying hand" in repr(none)
    wheel = nuts("A♦ 5♣ 8♥ K♠ 2♠", "omaha-hi-lo", "eight-or-better")
    assert wheel.value.describe().startswith("The wheel")
    assert {frozenset(c.rank for c in h) for h in wheel.holdings} == {frozenset((4, 3))}
    assert len(wheel.holdings) == 16
    # the same board in hold'em played hi/lo gives the same nut low
    assert nuts("A♦ 5♣ 8♥ K♠ 2♠", "holdem", "eight-or-better").value == wheel.value
    # the flop alone: three low cards are enough for a low
    flop = nuts("7♣ 6♦ 2♥", "omaha-hi-lo", "eight-or-better")
    assert sorted(int(c.rank) for c in flop.value.cards) == [2, 3, 6, 7, 14]


def test_holdings_by_value_is_grouped_best_first():
    groups = holdings_by_value("A♠ K♠ Q♠ 7♦ 2♣")
    values = [v for v, _ in groups]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    assert sum(len(p) for _, p in groups) == 47 * 46 // 2
    assert groups[0][1] == nuts("A♠ K♠ Q♠ 7♦ 2♣").holdings


def test_the_result_is_deterministic_and_has_a_short_repr():
    a, b = nuts("J♦ 10♦ 4♣ 3♠", "omaha"), nuts("J♦ 10♦ 4♣ 3♠", "omaha")
    assert a == b and isinstance(a, Nuts)
    assert "0x" not in repr(a) and repr(a).startswith("Nuts(omaha, high, board=J♦ 10♦ 4♣ 3♠")


@pytest.mark.parametrize("board, game, rules, error, match", [
    ("A♠ K♠ Xx", "holdem", None, CardError, "'Xx' is not a card"),
    ("A♠ K♠ A♠", "holdem", None, CardError, "duplicate card As"),
    ("A♠ K♠", "holdem", None, CardError, "3 to 5 cards.*got 2"),
    ("A♠ K♠ Q♠ J♠ 10♠ 9♠", "omaha", None, CardError, "3 to 5 cards.*got 6"),
    (None, "holdem", None, CardError, "board: no cards given"),
    ("A♠ K♠ Q♠", "pinochle", None, ValueError, "unknown game 'pinochle'"),
    ("A♠ K♠ Q♠", "stud", None, ValueError, "has no board"),
    ("A♠ K♠ Q♠", "holdem", "lowest", ValueError, "unknown rules 'lowest'"),
    ("A♠ K♠ Q♠", "holdem", "badugi", ValueError, "high or a low ranking; not 'badugi'"),
    ("A♠ K♠ Q♠", "holdem", HIGH.with_wild(ranks="2"), ValueError, "no house options"),
])
def test_bad_input_is_refused_with_a_message_naming_it(board, game, rules, error, match):
    with pytest.raises(error, match=match):
        nuts(board, game, rules)
    with pytest.raises(error, match=match):
        holdings_by_value(board, game, rules)


# --- issue 37: what nuts() refuses, it says in its own terms ------------------------------

def test_plain_omaha_has_no_nut_low():
    """The docstring refused a ranking the game cannot rank by; plain Omaha ranks high only,
    yet a low ranking was accepted (its low half is Omaha Hi/Lo's)."""
    for rules in ("eight-or-better", "ace-to-five"):
        with pytest.raises(ValueError, match="Omaha ranks its hands high only.*'omaha-hi-lo'"):
            nuts("A♦ 5♣ 8♥ K♠ 2♠", "omaha", rules)
        with pytest.raises(ValueError, match="high only"):
            holdings_by_value("A♦ 5♣ 8♥ K♠ 2♠", "omaha", rules)
    assert nuts("A♦ 5♣ 8♥ K♠ 2♠", "omaha-hi-lo", "eight-or-better").possible
    # hold'em hands may be read low, as in hold'em played hi/lo (no game of the package)
    assert nuts("A♦ 5♣ 8♥ K♠ 2♠", "holdem", "eight-or-better").possible


def test_an_unknown_game_is_answered_with_the_games_nuts_takes():
    for call in (nuts, holdings_by_value):
        with pytest.raises(ValueError) as err:
            call("A♠ K♠ Q♠", "pinochle")
        said = str(err.value)
        assert said == "unknown game 'pinochle'; the games here are holdem, omaha, omaha-hi-lo"
        with pytest.raises(ValueError, match="games with a board: holdem, omaha, omaha-hi-lo$"):
            call("A♠ K♠ Q♠", "badugi")


def test_the_holdings_list_says_how_many_more_and_no_low_says_yet():
    """Review 2026-12-06, M9 and M5: a long list of holdings ends "and 12 more." (not
    ", ...."), and a flop or turn whose missing low cards may still come says "yet"."""
    wheel = nuts("A♦ 5♣ 8♥ K♠ 2♠", "omaha-hi-lo", "eight-or-better")
    assert wheel.describe().endswith("4♠ 3♣ and 12 more.")
    assert ".." not in wheel.describe()
    flop = nuts("K♠ 4♥ 6♦", "omaha-hi-lo", "eight-or-better")
    assert not flop.possible and flop.may_come
    assert flop.describe().startswith("No eight-or-better low is possible yet")
    for board in ("K♠ Q♦ 9♣", "K♠ Q♦ 9♣ 8♥", "K♠ Q♦ 9♣ 8♥ 8♠", "K♠ 4♥ 6♦ Q♣ J♣"):
        done = nuts(board, "omaha-hi-lo", "eight-or-better")
        assert not done.may_come and "yet" not in done.describe(), board
    assert not nuts("4♥ 6♣ 8♠ K♦", "omaha-hi-lo", "eight-or-better").may_come   # a low is possible
