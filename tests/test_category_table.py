"""pokerhands.core.categories.CATEGORY_TABLE: one record per category, best first, that the
patterns, the words, the comparisons and the exercises read."""
import random
import string

import pytest

from pokerhands import Category, evaluate
from pokerhands.core.cards import Card, Rank, Suit, parse_cards
from pokerhands.core.categories import CATEGORY_RECORDS, CATEGORY_TABLE, CategoryRecord
from pokerhands.core.patterns import SHAPES, category_of
from pokerhands.ranking.high import best_high
from pokerhands.words.english import describe_fields

# one hand of every category, worst first; five of a kind from two decks
HANDS = {
    Category.HIGH_CARD: "Ac Jd 8h 4s 2c",
    Category.ONE_PAIR: "9c 9d Ah 5s 2c",
    Category.TWO_PAIR: "Jc Jd 4h 4s Ac",
    Category.THREE_OF_A_KIND: "7c 7d 7h Ks 2c",
    Category.STRAIGHT: "Tc 9d 8h 7s 6c",
    Category.FLUSH: "Ac Jc 8c 4c 2c",
    Category.FULL_HOUSE: "Kc Kd Kh 7s 7c",
    Category.FOUR_OF_A_KIND: "9c 9d 9h 9s 2c",
    Category.STRAIGHT_FLUSH: "9s 8s 7s 6s 5s",
}
FIVE_ACES = [Card(Rank.ACE, s) for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS,
                                         Suit.SPADES)]


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_every_category_has_exactly_one_record_best_first():
    assert [r.category for r in CATEGORY_TABLE] == sorted(Category, reverse=True)
    assert set(CATEGORY_RECORDS) == set(Category)
    assert all(CATEGORY_RECORDS[c].category is c and c.record is CATEGORY_RECORDS[c]
               for c in Category)


@pytest.mark.parametrize("record", CATEGORY_TABLE, ids=lambda r: r.category.name)
def test_shapes_sum_to_five_and_name_the_category(record: CategoryRecord):
    assert sum(record.shape) == 5 and list(record.shape) == sorted(record.shape, reverse=True)
    assert SHAPES[record.category] == record.shape
    assert category_of(record.shape, straight=record.straight,
                       suited=record.suited) is record.category


def test_best_high_follows_the_table_order():
    """Hands of every category, dealt in a shuffled order, sort into the table's order."""
    hands = [parse_cards(h) for h in HANDS.values()] + [FIVE_ACES]
    random.Random(25).shuffle(hands)
    found = [best_high(h) for h in hands]
    found.sort(key=lambda f: (f[0], f[1]), reverse=True)
    assert [f[0] for f in found] == [r.category for r in CATEGORY_TABLE]
    assert [evaluate(h).category for h in HANDS.values()] == list(HANDS)


@pytest.mark.parametrize("category", list(HANDS) + [Category.FIVE_OF_A_KIND])
def test_one_tie_step_for_each_key_position(category):
    cards = FIVE_ACES if category is Category.FIVE_OF_A_KIND else parse_cards(HANDS[category])
    found, key, _ = best_high(cards)
    record = found.record
    assert found is category and len(record.tie_steps) == len(key)
    assert set(describe_fields(record, key)) == set(record.describe_fields)


@pytest.mark.parametrize("record", CATEGORY_TABLE, ids=lambda r: r.category.name)
def test_templates_format_with_the_fields_the_category_provides(record: CategoryRecord):
    fields = {name: f"<{name}>" for name in record.describe_fields}
    describing = [record.describe_high, record.describe_low,
                  *(t for _, t in record.describe_high_named),
                  *(t for _, t in record.describe_low_named)]
    for template in describing:
        assert _fields(template) <= set(fields), template
        assert "{" not in template.format(**fields)
    for template in (record.explain_both, record.explain_low_both,
                     *(t for _, t in record.explain_named_both)):
        assert not _fields(template) and template.endswith(".")
    for template in (record.explain_shared, record.explain_low_shared):
        if template is not None:
            assert _fields(template) == {"rank"} and template.endswith(".")
    if record.explain_wheel is not None:
        assert _fields(record.explain_wheel) == {"step", "winner", "loser"}
        assert record.straight
    assert not _fields(record.tie_rule) and record.tie_rule.endswith(".")


def test_the_words_the_cheat_sheet_and_the_hand_names_use_read_the_table(monkeypatch):
    """The cheat sheet's tie rules and HandValue.name's "Royal flush" and "No pair" come from
    the table, not from a copy."""
    from pokerhands.core import categories
    from pokerhands.odds.cheatsheet import TIE_BREAKS
    from pokerhands.rules import ACE_TO_FIVE

    assert list(TIE_BREAKS.items()) == [(r.category, r.tie_rule) for r in CATEGORY_TABLE
                                        if r.category is not Category.FIVE_OF_A_KIND]
    assert evaluate("As Ks Qs Js Ts").name == categories.ROYAL_FLUSH
    record = CATEGORY_RECORDS[Category.HIGH_CARD]
    assert evaluate("9h 7c 5d 3s 2h", rules=ACE_TO_FIVE).name == record.low_label == "No pair"
    monkeypatch.setitem(CATEGORY_RECORDS, Category.HIGH_CARD,
                        CategoryRecord(**{**{f: getattr(record, f)
                                             for f in record.__dataclass_fields__},
                                          "low_label": "Pas de paire"}))
    assert evaluate("9h 7c 5d 3s 2h", rules=ACE_TO_FIVE).name == "Pas de paire"


def test_the_names_read_the_table():
    assert Category.TWO_PAIR.label == "Two pair" == CATEGORY_RECORDS[Category.TWO_PAIR].label
    assert [c.with_article for c in (Category.FULL_HOUSE, Category.TWO_PAIR)] == [
        "a full house", "two pair"]
    assert evaluate("Kc Kd Kh 7s 7c").describe() == "Full house, kings over sevens"


def test_a_changed_template_changes_the_sentence(monkeypatch):
    """describe() and compare() take their words from the record, not from a copy."""
    from pokerhands import compare

    record = CATEGORY_RECORDS[Category.TWO_PAIR]
    with pytest.raises(AttributeError):  # frozen: a change replaces the whole record
        record.label = "Deux paires"  # type: ignore[misc]
    changed = CategoryRecord(**{**{f: getattr(record, f) for f in record.__dataclass_fields__},
                                "describe_high": "Deux paires, {first} et {second}",
                                "explain_shared": "Double paire, {rank}.",
                                "tie_steps": ("Paire haute", "Paire basse", "Carte")})
    monkeypatch.setitem(CATEGORY_RECORDS, Category.TWO_PAIR, changed)
    assert evaluate("Jc Jd 4h 4s Ac").describe() == "Deux paires, jacks et fours"
    steps = compare("Jc Jd 4h 4s Ac", "Jh Js 3c 3d Ad").explain()
    assert steps[:2] == ["Double paire, jacks.", "Paire basse: fours beat threes."]
