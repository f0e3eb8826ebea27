"""Badugi (file 001): four-card hands where only cards of different suits and ranks count."""
from collections import Counter

import pytest
from hypothesis import given, strategies as st

from pokerhands import DECK, Card, CardError, Suit, compare, evaluate
from pokerhands.core.categories import BadugiSize
from pokerhands.ranking.badugi import drop_reasons
from pokerhands.odds.counting import badugi_counts, five_card_hands_with_badugi
from pokerhands.odds.published import BADUGIS, FIVE_CARD_HANDS_WITH_BADUGI, FOUR_CARD_TOTAL
from pokerhands.widgets import BadugiPicker

B = "badugi"


@pytest.mark.parametrize("cards, words, dropped", [
    # file 001's examples, rebuilt as four concrete cards
    ("4♥ 4♠ 2♦ A♣", "Three-card hand 4-2-A", {"4♠": "duplicate rank"}),      # a pair of fours
    ("3♥ 2♥ A♦ 5♣", "Three-card hand 5-2-A", {"3♥": "duplicate suit"}),      # two hearts
    ("5♥ 5♣ A♦ A♠", "Two-card hand 5-A", {"5♣": "duplicate rank", "A♠": "duplicate rank"}),
    ("2♥ 3♥ 7♥ A♦", "Two-card hand 2-A", {"3♥": "duplicate suit", "7♥": "duplicate suit"}),
    ("A♥ A♣ A♦ A♠", "One-card hand, ace", {"A♣": "duplicate rank", "A♦": "duplicate rank",
                                            "A♠": "duplicate rank"}),
    ("3♠ 5♠ 9♠ K♠", "One-card hand, three", {"5♠": "duplicate suit", "9♠": "duplicate suit",
                                              "K♠": "duplicate suit"}),
    ("K♥ 3♠ 8♦ 5♣", "Four-card badugi, king-eight: king, eight, five, three", {}),
])
def test_source_examples_and_drop_reasons(cards, words, dropped):
    v = evaluate(cards, B)
    assert v.describe() == words
    reasons = {str(c): why.split(":")[0] for c, why in drop_reasons(v.cards + v.unused, v.cards)}
    assert reasons == dropped


def test_the_best_subset_is_kept_when_a_pair_and_a_suit_clash_meet():
    # 2♥ pairs the 2♣ and shares hearts with the 3♥: dropping the 2♥ keeps three cards
    v = evaluate("2♥ 2♣ 3♥ 4♦", B)
    assert v.category is BadugiSize.THREE_CARD and v.describe() == "Three-card hand 4-3-2"
    # here two different three-card hands are possible; the lower one counts
    v = evaluate("K♥ 2♥ 3♣ 4♣", B)
    assert v.describe() == "Two-card hand 3-2"


def test_sizes_then_low_cards_then_ties():
    assert evaluate("K♥ Q♠ J♦ 10♣", B) > evaluate("3♥ 2♠ A♦ A♣", B)  # four beat three
    assert compare("4c 2d Ah 9h", "5s 2c Ad 9s", B).explain()[:2] == [
        "Both hands are three-card hands.", "Top card: four beats five."]
    assert compare("4c 3d 2h As", "4d 3c 2s Ah", B).outcome == 0  # suits never break ties
    assert compare("4c 3d 2h 9c", "4d 3c 2s Kc", B).outcome == 0  # nor do dropped cards
    assert "more counting cards win" in compare("Kh 3s 8d 5c", "4c 2d Ah 9h", B).explain()[0]


def test_more_than_four_cards_give_the_best_four():
    v = evaluate("K♥ Q♠ J♦ 10♣ 2♥ 3♠", B)
    assert v.category is BadugiSize.BADUGI and v.key == (11, 10, 3, 2)
    with pytest.raises(CardError, match="at least 4 cards"):
        evaluate("A♥ 2♠ 3♦", B)


def test_exhaustive_counts():
    counts = badugi_counts()
    assert sum(counts.values()) == FOUR_CARD_TOTAL == 270_725
    by_size = Counter()
    for (size, _), n in counts.items():
        by_size[size] += n
    assert by_size[BadugiSize.BADUGI] == BADUGIS == 13 * 12 * 11 * 10
    assert by_size[BadugiSize.ONE_CARD] == 4 * 715 + 13  # one suit, or four of a kind
    values = Counter(size for size, _ in counts)
    assert [values[s] for s in BadugiSize] == [13, 78, 286, 715]  # C(13, k) each
    assert five_card_hands_with_badugi() == FIVE_CARD_HANDS_WITH_BADUGI


hands4 = st.lists(st.sampled_from(DECK), min_size=4, max_size=6, unique=True)


@given(hands4, st.permutations(list(Suit)), st.randoms(use_true_random=False))
def test_suit_names_and_card_order_do_not_matter(cards, perm, rnd):
    renamed = [Card(c.rank, perm[c.suit]) for c in cards]
    rnd.shuffle(renamed)
    assert evaluate(cards, B) == evaluate(renamed, B)


def test_badugi_picker():
    p = BadugiPicker("4♥ 4♠ 2♦ A♣")
    assert "Dropped 4♠: duplicate rank: pairs the 4♥" in p.summary()
    assert "1 card" not in p.display.value and "3 counting cards" in p.display.value
    p.value = "A♥ 2♠ 3♦"
    assert p.result is None and "pick 1 more card" in p.message
    p.value = "A♥ 2♠ 3♦ 4♣ 5♥"
    assert "too many cards" in p.message
    assert repr(BadugiPicker("K♥ 3♠ 8♦ 5♣")) == "BadugiPicker('K♥ 3♠ 8♦ 5♣')"
