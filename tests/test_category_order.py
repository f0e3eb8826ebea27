"""The category-order drill (issue 38): which of two or three categories ranks higher, or
which of two hands in different categories wins; one right option, the evaluator's answer,
the ladder's reason with the counts of all five-card hands, mostly the beginners' slips,
and the same draw in every language."""
from collections import Counter

import pytest

from pokerhands import Category, compare, evaluate
from pokerhands.core.language import _ as gettext, use_language
from pokerhands.exercises import KINDS, check, exercise_set, make_exercise
from pokerhands.exercises.kinds_ladder import LADDER, SLIPS
from pokerhands.odds.counting import five_card_category_counts

SEEDS = range(200)
BY_LABEL = {c.label: c for c in LADDER}


@pytest.fixture(scope="module")
def drill():
    return [make_exercise("category-order", s) for s in SEEDS]


def _categories(ex):
    """The categories a question is about, best first."""
    if ex.hands:
        return sorted((evaluate(h).category for h in ex.hands), reverse=True)
    return sorted((BY_LABEL[o] for o in ex.options), reverse=True)


def test_it_is_a_ranking_kind_of_high_rules_after_order():
    assert KINDS.index("category-order") == KINDS.index("order") + 1
    assert make_exercise("category-order", 1).rules == "high"
    with pytest.raises(ValueError, match="'category-order' exercises use the rules high"):
        make_exercise("category-order", 1, rules="badugi")
    with pytest.raises(ValueError, match="house rules"):
        make_exercise("category-order", 1, rules="joker")


def test_one_right_option_and_it_is_the_evaluators(drill):
    for ex in drill:
        right = [o for o in ex.options if check(ex, o).correct]
        assert len(right) == 1, ex
        assert all(check(ex, o).valid for o in ex.options)
        if ex.hands:
            first, second = ex.hands
            assert not set(first) & set(second)
            c = compare(first, second)
            assert c.first.category is not c.second.category
            assert ex.answer == {1: "first", -1: "second"}[c.outcome]
            assert right == [("First hand", "Second hand")[c.outcome == -1]]
            assert c.explain()[0] in ex.explanation
        else:
            shown = [BY_LABEL[o] for o in ex.options]
            assert len(set(shown)) == len(shown) in (2, 3)
            assert ex.answer == max(shown).label == right[0]
            # neighbours on the ladder: the order to learn, not a guess between far ones
            places = sorted(LADDER.index(c) for c in shown)
            assert places == list(range(places[0], places[0] + len(places)))


def test_the_slips_come_first_and_every_form_is_asked(drill):
    slips = {frozenset(s) for s in SLIPS}
    about = Counter()
    forms = Counter()
    for ex in drill:
        cats = _categories(ex)
        forms["hands" if ex.hands else f"{len(cats)} names"] += 1
        about.update(frozenset(p) for p in zip(cats, cats[1:]) if frozenset(p) in slips)
    assert set(about) == slips
    with_slip = sum(any(frozenset(p) in slips for p in zip(_categories(e), _categories(e)[1:]))
                    for e in drill)
    assert with_slip >= 0.7 * len(drill)
    assert min(forms.values()) >= 0.1 * len(drill) and len(forms) == 3, forms


def test_two_hands_tempt_with_high_cards_in_the_lower_category(drill):
    # the lower category holds the higher top rank more often than not: the ranks point the
    # wrong way, which is the slip the drill is for
    duels = [e for e in drill if e.hands]
    tempting = 0
    for ex in duels:
        low, high = sorted((evaluate(h) for h in ex.hands), key=lambda v: v.category)
        tempting += max(c.rank for c in low.cards) > max(c.rank for c in high.cards)
    assert tempting >= 0.6 * len(duels), (tempting, len(duels))


def test_the_reason_gives_the_counts_of_all_five_card_hands(drill):
    counts = five_card_category_counts()
    for ex in drill:
        reason = ex.explanation[-1]
        assert "2,598,960 five-card hands" in reason and "the rarer a category" in reason
        for c in _categories(ex):
            assert f"{counts[c]:,} {c.plural}" in reason, (reason, c)
        cats = _categories(ex)
        assert all(counts[a] < counts[b] for a, b in zip(cats, cats[1:]))  # rarer is higher
    assert make_exercise("category-order", 2).explanation[0] == "A flush ranks above a straight."


def test_answers_read_by_letter_number_name_and_nickname():
    names = next(e for s in SEEDS for e in [make_exercise("category-order", s)]
                 if not e.hands and Category.FULL_HOUSE.label in e.options)
    i = names.options.index(names.answer)
    for answer in (names.answer, names.answer.upper(), "ABC"[i], str(i + 1), i + 1):
        assert check(names, answer).correct, answer
    boat = check(names, "boat")
    assert boat.valid and boat.correct == (names.answer == "Full house")
    wrong = next(o for o in names.options if o != names.answer)
    verdict = check(names, wrong)
    assert verdict.valid and not verdict.correct and "ranks below" in verdict.message
    absent = next(c.label for c in LADDER if c.label not in names.options)
    assert not check(names, absent).valid  # a category not asked about is no answer here
    assert not check(names, "banana").valid

    duel = next(e for s in SEEDS for e in [make_exercise("category-order", s)] if e.hands)
    assert check(duel, duel.answer).correct and check(duel, duel.answer_text).correct
    tie = check(duel, "tie")
    assert tie.valid and not tie.correct and "different categories" in tie.message
    other = "second" if duel.answer == "first" else "first"
    assert not check(duel, other).correct and check(duel, other).valid


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_the_same_draw_in_every_language(lang, drill):
    for ex in drill[:60]:
        with use_language(lang):
            local = make_exercise("category-order", ex.seed)
        assert (local.hands, local.answer) == (ex.hands, ex.answer)
        assert list(local.options) == [gettext(o, lang=lang) for o in ex.options]
        assert local.answer_text == gettext(ex.answer_text, lang=lang)
        assert check(local, local.answer_text).correct
        assert check(local, local.options[0]).valid
        assert "2,598,960" not in " ".join(local.explanation)  # the language's own digits


def test_a_set_of_the_drill_is_reproducible():
    a = exercise_set(38, kinds=["category-order"], n=6)
    assert a == exercise_set(38, kinds=["category-order"], n=6)
    assert len({(e.options, e.hands) for e in a}) > 3
