"""Property tests (hypothesis): invariances, antisymmetry, transitivity, best of n."""
from itertools import combinations

from hypothesis import given, strategies as st

from pokerhands import DECK, Card, Suit, compare, evaluate
from pokerhands.ranking.high import five_strength

hands = lambda n: st.lists(st.sampled_from(DECK), min_size=n, max_size=n, unique=True)  # noqa: E731
some_hand = st.integers(5, 9).flatmap(hands)


@given(some_hand, st.permutations(list(Suit)))
def test_suit_permutation_does_not_change_the_value(cards, perm):
    renamed = [Card(c.rank, perm[c.suit]) for c in cards]
    assert evaluate(cards) == evaluate(renamed)


@given(some_hand, st.randoms(use_true_random=False))
def test_card_order_does_not_change_the_value(cards, rnd):
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    assert evaluate(cards) == evaluate(shuffled)
    assert set(evaluate(shuffled).cards) <= set(cards)


@given(hands(5), hands(5))
def test_compare_is_antisymmetric(a, b):
    ab, ba = compare(a, b, same_deal=False), compare(b, a, same_deal=False)
    assert ab.outcome == -ba.outcome
    assert (ab.outcome > 0) == (evaluate(a) > evaluate(b))
    assert (ab.outcome == 0) == (evaluate(a) == evaluate(b))


@given(hands(5), hands(5), hands(5))
def test_compare_is_transitive(a, b, c):
    def cmp(x, y):   # hands drawn one by one: different deals
        return compare(x, y, same_deal=False).outcome

    if cmp(a, b) >= 0 and cmp(b, c) >= 0:
        assert cmp(a, c) >= 0
    if cmp(a, b) > 0 and cmp(b, c) >= 0:
        assert cmp(a, c) > 0


@given(st.integers(6, 9).flatmap(hands))
def test_best_of_n_is_the_max_over_all_five_card_subsets(cards):
    best = evaluate(cards)
    brute = max(evaluate(list(five)) for five in combinations(cards, 5))
    assert best == brute
    assert len(best.cards) == 5 and len(best.unused) == len(cards) - 5
    assert evaluate(best.cards) == best  # the five cards named really make the hand


@given(hands(5))
def test_memoised_key_agrees_with_evaluate(cards):
    v = evaluate(cards)
    ranks = tuple(sorted(c.rank for c in cards))
    assert five_strength(ranks, len({c.suit for c in cards}) == 1) == v.strength


@given(hands(5))
def test_explanation_always_ends_with_the_verdict(cards):
    other = [Card(c.rank, Suit((c.suit + 1) % 4)) for c in cards]
    steps = compare(cards, other, same_deal=False).explain()
    assert steps[-1] == "The pot is split."


LOW_SYSTEMS = ["ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better"]


@given(st.integers(5, 8).flatmap(hands), st.sampled_from(LOW_SYSTEMS), st.permutations(list(Suit)),
       st.randoms(use_true_random=False))
def test_low_values_ignore_suit_names_and_card_order(cards, rules, perm, rnd):
    renamed = [Card(c.rank, perm[c.suit]) for c in cards]
    rnd.shuffle(renamed)
    assert evaluate(cards, rules) == evaluate(renamed, rules)


@given(st.integers(6, 8).flatmap(hands), st.sampled_from(LOW_SYSTEMS))
def test_best_low_of_n_is_the_best_five_card_subset(cards, rules):
    best = evaluate(cards, rules)
    assert best == max(evaluate(list(five), rules) for five in combinations(cards, 5))


@given(st.lists(st.sampled_from(DECK), min_size=20, max_size=20, unique=True),
       st.integers(2, 4), st.integers(0, 10_000), st.sampled_from(["hi-lo", "high"]),
       st.sampled_from(["high", "low"]))
def test_split_pots_always_sum_to_the_pot(deck, players, pot, mode, odd_chip):
    from pokerhands.games.showdown import split_pot as showdown

    hands = [deck[4 * i:4 * i + 4] for i in range(players)]
    result = showdown(hands, board=deck[16:20] + [c for c in DECK if c not in deck][:1],
                      pot=pot, mode=mode, odd_chip=odd_chip)
    assert sum(result.shares) == pot and all(s >= 0 for s in result.shares)
    omaha = showdown(hands, board=deck[16:20] + [c for c in DECK if c not in deck][:1],
                     pot=pot, omaha=True, odd_chip=odd_chip)
    assert sum(omaha.shares) == pot
