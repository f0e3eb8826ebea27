"""Exercises (issue 9): every generated exercise has exactly one correct answer (or the
stated ties) as the evaluator sees it; the checker accepts the right answer in every
notation and rejects wrong ones with the reason; generation is reproducible."""
from itertools import combinations

import pytest

from pokerhands import compare, evaluate, parse_cards
from pokerhands.exercises.answers import mid_sentence
from pokerhands.exercises import (KIND_GAMES, KIND_RULES, KINDS, Exercise, Verdict,
                                  answer_key, check, exercise_set, make_exercise)
from pokerhands.games.showdown import showdown
from pokerhands.games.variants import get_game
from pokerhands.rules import RULES

SEEDS = range(100)


def _cases(kind):
    for rules in KIND_RULES[kind]:
        for seed in SEEDS if kind != "split-pot" else range(40):
            yield make_exercise(kind, seed, rules=rules)


def _only_one_option(ex):
    right = [o for o in ex.options if check(ex, o).correct]
    assert len(right) == 1, (ex, ex.options, right)
    assert all(check(ex, o).valid for o in ex.options)
    return right[0]


def test_every_ranking_system_is_covered():
    covered = {r for kind in KINDS for r in KIND_RULES[kind]}
    assert covered == set(RULES)
    assert set(KIND_RULES["name-hand"]) == set(RULES) == set(KIND_RULES["which-wins"])


def test_name_hand_has_one_right_option_and_matches_the_evaluator():
    for ex in _cases("name-hand"):
        v = evaluate(ex.hands[0], ex.rules)
        assert _only_one_option(ex) == ex.answer
        assert check(ex, v.describe()).correct  # the full description
        assert check(ex, ex.answer.upper()).correct
        assert mid_sentence(v.describe()) in ex.explanation[0]
        if ex.rules not in ("eight-or-better",):
            assert ex.answer == v.name


def test_which_wins_matches_compare_and_makes_ties_on_purpose():
    outcomes = {r: set() for r in RULES}
    boards = 0
    for ex in _cases("which-wins"):
        c = compare(*ex.hands, ex.rules, board=ex.board or None)
        assert ex.answer == {1: "first", -1: "second", 0: "tie"}[c.outcome]
        assert _only_one_option(ex) == {"first": "First hand", "second": "Second hand",
                                        "tie": "Tie"}[ex.answer]
        assert c.explain()[-1] in ex.explanation
        outcomes[ex.rules].add(ex.answer)
        boards += bool(ex.board)
    assert all(o == {"first", "second", "tie"} for o in outcomes.values()), outcomes
    assert boards > 20  # hold'em boards are drawn


def test_order_matches_the_evaluator_with_stated_ties():
    tied = 0
    for ex in _cases("order"):
        values = [evaluate(h, ex.rules) for h in ex.hands]
        assert 3 <= len(ex.hands) <= 5
        flat = [i for g in ex.answer for i in g]
        assert sorted(flat) == list(range(1, len(values) + 1))
        for g in ex.answer:  # equal within a group
            assert all(values[i - 1] == values[g[0] - 1] for i in g)
        for g, h in zip(ex.answer, ex.answer[1:]):  # strictly better group first
            assert values[g[0] - 1] > values[h[0] - 1]
        has_tie = any(len(g) > 1 for g in ex.answer)
        assert ("equal" in ex.prompt.split("best first.")[1]) and (
            ("Some of them are equal" in ex.prompt) == has_tie)
        tied += has_tie
        cards = [c for h in ex.hands for c in h]
        assert len(cards) == len(set(cards))  # one deck
    assert tied > 50


def test_five_play_is_the_only_best_five():
    games = set()
    for kind_rules in KIND_RULES["five-play"]:
        for seed in SEEDS:
            ex = make_exercise("five-play", seed, rules=kind_rules)
            game = get_game(ex.game)
            games.add(game.name)
            hole, board = ex.hands[0], ex.board
            assert len(hole) == game.hole and len(board) == game.board
            if game.hole_used:
                fives = [(*two, *three) for two in combinations(hole, 2)
                         for three in combinations(board, 3)]
            else:
                fives = list(combinations([*hole, *board], 5))
            values = {five: evaluate(five, ex.rules) for five in fives}
            best = max(values.values())
            winners = [f for f, v in values.items() if v == best]
            assert len(winners) == 1 and set(winners[0]) == set(ex.answer), ex
    assert games == set(KIND_GAMES["five-play"])


def test_best_low_one_right_option_and_qualifying_lows():
    none = 0
    for ex in _cases("best-low"):
        v = evaluate(ex.hands[0], ex.rules)
        right = _only_one_option(ex)
        if v.qualifies:
            ranks = {"A": 14, "K": 13, "Q": 12, "J": 11, **{str(n): n for n in range(2, 11)}}
            assert sorted(ranks[t] for t in ex.answer.split("-")) == sorted(
                c.rank for c in v.cards)
            assert check(ex, v.cards).correct and check(ex, " ".join(
                c.name for c in reversed(v.cards))).correct
        else:
            none += 1
            assert right == "No qualifying low" and check(ex, "none").correct
            assert check(ex, "no").correct
    assert none > 10


def test_badugi_counting_cards_are_unique():
    for ex in _cases("badugi"):
        v = evaluate(ex.hands[0], "badugi")
        assert set(ex.answer) == set(v.cards)
        n = int(v.category)
        same = [s for s in combinations(ex.hands[0], n)
                if len({c.suit for c in s}) == n == len({c.rank for c in s})
                and evaluate(list(s) + [c for c in ex.hands[0] if c not in s], "badugi") == v
                and sorted(c.rank for c in s) == sorted(c.rank for c in v.cards)]
        assert len(same) == 1, ex


def test_split_pot_matches_the_showdown():
    kinds = set()
    for ex in _cases("split-pot"):
        result = showdown(ex.game, ex.hands, ex.board or None, pot=ex.pot)
        assert tuple(result.shares) == ex.answer and sum(ex.answer) == ex.pot
        assert check(ex, list(ex.answer)).correct
        assert check(ex, ", ".join(map(str, ex.answer))).correct
        assert check(ex, [str(c) for c in ex.answer]).correct
        assert check(ex, " ".join(f"player {i}: {c}" for i, c in enumerate(ex.answer, 1))).correct
        kinds.add(ex.game)
        wrong = list(ex.answer)
        wrong[0], wrong[-1] = wrong[-1], wrong[0]
        if wrong != list(ex.answer):
            v = check(ex, wrong)
            assert not v.correct and v.valid and "Chips won" in v.message
    assert kinds == {"omaha-hi-lo", "stud-hi-lo"}


def test_generation_is_reproducible_and_varies():
    for kind in KINDS:
        a = [make_exercise(kind, s) for s in range(20)]
        assert a == [make_exercise(kind, s) for s in range(20)]
        # a category-order question may show only names, of a few neighbours on the ladder
        distinct = len({(e.cards, e.options) for e in a})
        assert distinct == 20 or (kind == "category-order" and distinct >= 10), (kind, distinct)
        assert {e.rules for e in a} == set(KIND_RULES[kind]) or len(KIND_RULES[kind]) == 1 \
            or kind in KIND_GAMES
    assert exercise_set(7, n=14) == exercise_set(7, n=14)
    assert exercise_set(7, n=14) != exercise_set(8, n=14)
    assert [e.kind for e in exercise_set(7, n=2 * len(KINDS))] == list(KINDS) * 2
    only = exercise_set(3, n=8, rules="badugi")
    assert {e.rules for e in only} == {"badugi"}
    assert {e.kind for e in only} == {"name-hand", "which-wins", "order", "badugi"}
    e = exercise_set(3, n=8)[5]
    assert make_exercise(e.kind, e.seed, rules=e.rules, game=e.game) == e


def test_repr_is_short_and_has_no_addresses():
    for e in exercise_set(11, n=7):
        assert " at 0x" not in repr(e) and len(repr(e)) < 200
        assert repr(e).startswith(f"Exercise({e.kind!r}")
    assert repr(Verdict(True, "Right.")) == "Verdict(correct=True, message='Right.', valid=True)"


def test_checker_notations_for_which_wins_and_name():
    ex = next(e for e in _cases("which-wins") if e.answer == "first")
    for answer in ("first", "First hand", "1", 1, "A", "a", " FIRST "):
        assert check(ex, answer).correct, answer
    v = check(ex, "second")
    assert not v.correct and v.valid and ex.explanation[-1] in v.message
    assert not check(ex, "tie").correct and not check(ex, "C").correct
    tie = next(e for e in _cases("which-wins") if e.answer == "tie")
    for answer in ("tie", "Tie", "3", "c", "split", "chop"):
        assert check(tie, answer).correct, answer

    ex = next(e for e in _cases("name-hand") if e.answer == "Three of a kind")
    for answer in ("three of a kind", "THREE OF A KIND", "trips", "Three-of-a-kind",
                   chr(65 + ex.options.index("Three of a kind")),
                   ex.options.index("Three of a kind") + 1):
        assert check(ex, answer).correct, answer
    v = check(ex, "full house")
    assert not v.correct and v.valid and "It is not a full house" in v.message
    assert mid_sentence(evaluate(ex.hands[0]).describe()) in v.message
    royal = make_exercise("name-hand", 0, rules="high")
    assert check(royal, royal.answer.lower()).correct
    low = next(e for e in _cases("name-hand") if e.rules == "ace-to-five"
               and e.answer == "No pair")
    assert check(low, "no pair").correct and check(low, "high card").correct


def test_checker_notations_for_cards_order_and_lows():
    ex = make_exercise("five-play", 4, game="holdem")
    cards = list(ex.answer)
    assert check(ex, " ".join(c.code for c in reversed(cards))).correct
    assert check(ex, " ".join(str(c) for c in cards)).correct  # A♠ notation
    assert check(ex, ", ".join(c.name for c in cards)).correct  # ace of spades
    assert check(ex, cards).correct and check(ex, [c.code for c in cards]).correct
    assert check(ex, " ".join(c.code.lower() for c in cards)).correct
    assert check(ex, " ".join(c.code.replace("T", "10") for c in cards)).correct

    omaha = make_exercise("five-play", 4, game="omaha")
    hole, board = omaha.hands[0], omaha.board
    three_hole = [*hole[:3], *board[:2]]
    if set(three_hole) != set(omaha.answer):
        v = check(omaha, three_hole)
        assert not v.correct and "exactly 2 hole cards play; you chose 3" in v.message

    ex = next(e for e in _cases("order") if any(len(g) > 1 for g in e.answer))
    groups = ex.answer
    assert check(ex, groups).correct
    assert check(ex, [list(g) for g in groups]).correct
    assert check(ex, " > ".join(" = ".join(map(str, reversed(g))) for g in groups)).correct
    assert check(ex, " ".join("=".join(chr(64 + i) for i in g) for g in groups)).correct
    flat = [i for g in groups for i in g]
    v = check(ex, flat)
    assert not v.correct and "are equal: join them with '='" in v.message
    v = check(ex, list(reversed(flat)))
    assert not v.correct and v.valid and "The answer is" in v.message

    ex = next(e for e in _cases("best-low") if e.answer != "No qualifying low")
    text = ex.answer
    assert check(ex, text).correct and check(ex, text.replace("-", "")).correct
    assert check(ex, text.replace("-", " ").lower()).correct
    words = {"A": "ace", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six",
             "7": "seven", "8": "eight", "9": "nine", "10": "ten", "J": "jack", "Q": "queen",
             "K": "king"}
    assert check(ex, " ".join(words[t] for t in text.split("-"))).correct
    wrong = next(o for o in ex.options if o != ex.answer)
    v = check(ex, wrong)
    assert not v.correct and v.valid and ex.explanation[0] in v.message


def test_bad_answers_give_messages_not_exceptions():
    ex = make_exercise("five-play", 4, game="holdem")
    v = check(ex, "Zz Kd")
    assert not v.valid and not v.correct and "'Zz' is not a card" in v.message
    v = check(ex, list(ex.answer)[:4])
    assert not v.valid and "exactly five cards; you gave 4" in v.message
    stranger = next(c for c in parse_cards("As Ks Qs Js Ts 9s 8s 7s") if c not in ex.cards)
    v = check(ex, [*list(ex.answer)[:4], stranger])
    assert not v.valid and "not among these cards" in v.message
    v = check(ex, [*list(ex.answer)[:4], ex.answer[0]])
    assert not v.valid and "duplicate" in v.message
    for kind in KINDS:
        e = make_exercise(kind, 1)
        for bad in (None, "", "   ", "banana split", 3.5, {"a": 1}, b"As", object(), True,
                    [None], "Q-Q-Q", -7, "=", "1 1 1"):
            v = check(e, bad)
            assert isinstance(v, Verdict) and not v.correct, (kind, bad)
            assert v.message
    split = make_exercise("split-pot", 3)
    v = check(split, [split.pot])
    assert not v.valid and f"each of the {len(split.hands)} players" in v.message
    assert check("not an exercise", "x").valid is False


class _Indexed:
    """Read by list() through __getitem__ alone (no __iter__), as parse_cards reads it."""

    def __getitem__(self, i):
        if i < 2:
            return ("As", "Kd")[i]
        raise IndexError(i)


def test_answer_cards_reads_what_parse_cards_reads_with_its_messages():
    from pokerhands.core.cards import JOKER, CardError
    from pokerhands.exercises.answers import answer_cards

    answers = [None, b"As", bytearray(b"As"), {"As": 1}, 7, 3.5, True, object(), [None],
               ["As", 5], ["Zz", 5], ["As", "As", 5], [JOKER, 5], "As Kd", ["As", "Kd"],
               ("As", "Kd"), iter(["Qh"]), _Indexed(), "x" * 200, [b"As"], JOKER, [], "As As",
               ["As Kd", "Qh"]]
    for answer in answers:
        try:
            want = parse_cards(answer)
        except CardError as exc:
            if isinstance(answer, type(iter([]))):
                raise
            with pytest.raises(CardError) as got:
                answer_cards(answer)
            assert str(got.value) == str(exc), answer
        else:
            fresh = iter(["Qh"]) if isinstance(answer, type(iter([]))) else answer
            assert answer_cards(fresh) == want, answer


def test_answer_key_as_table_and_text():
    exercises = exercise_set(2024, n=7)
    key = answer_key(exercises)
    assert list(key.index) == list(range(1, 8))
    assert list(key["kind"]) == list(KINDS[:7])
    assert list(key["answer"]) == [e.answer_text for e in exercises]
    text = answer_key(exercises, as_text=True)
    assert text.count("Answer: ") == 7 and f"7. {KINDS[6]}" in text
    picked = ["kind", "seed", "answer"]
    table = answer_key(exercises, as_table=True, columns=picked)
    assert table.columns == ("number", *picked)
    assert [list(r) for r in table.rows] == [[i, *row] for i, row in
                                             zip(range(1, 8), key[picked].values.tolist())]
    assert list(answer_key(exercises, columns=picked[::-1]).columns) == picked[::-1]
    with pytest.raises(ValueError, match="unknown columns"):
        answer_key(exercises, as_table=True, columns=["kind", "difficulty"])
    with pytest.raises(ValueError, match="not both"):
        answer_key(exercises, as_text=True, as_table=True)


def test_bad_arguments_raise():
    with pytest.raises(ValueError, match="unknown kind"):
        make_exercise("trivia", 1)
    with pytest.raises(ValueError, match="use the rules"):
        make_exercise("badugi", 1, rules="high")
    with pytest.raises(ValueError, match="seed must be a whole number"):
        make_exercise("order", "one")
    with pytest.raises(ValueError, match="games"):
        make_exercise("five-play", 1, game="badugi")
    with pytest.raises(ValueError, match="played under"):
        make_exercise("five-play", 1, rules="ace-to-five", game="holdem")
    with pytest.raises(ValueError, match="n must be"):
        exercise_set(1, n=0)
    assert isinstance(make_exercise("order", 1), Exercise)


# --- house rules (Part V) and odds (Part VI) ------------------------------------------------

from collections import Counter  # noqa: E402

from pokerhands import compare as _compare  # noqa: E402
from pokerhands.core.cards import JOKER  # noqa: E402
from pokerhands.core.categories import Category  # noqa: E402
from pokerhands.odds.equity import equity as _equity  # noqa: E402
from pokerhands.exercises import (ALL_KINDS, HOUSE_KINDS, HOUSE_RULES,  # noqa: E402
                                  ODDS_KINDS)
from pokerhands.odds.draws import draw_odds  # noqa: E402
from pokerhands.odds.published import FIVE_CARD_HIGH, SEVEN_CARD_HIGH  # noqa: E402
from pokerhands.rules import get_rules  # noqa: E402

HOUSE_SEEDS = range(25)


def _right_options(ex):
    return [o for o in ex.options if check(ex, o).correct]


@pytest.mark.parametrize("house", list(HOUSE_RULES))
def test_house_name_hand_has_one_right_option(house):
    rules = HOUSE_RULES[house]
    seen = Counter()
    for seed in HOUSE_SEEDS:
        ex = make_exercise("name-hand", seed, rules=house)
        assert ex.rules == rules and ex.rules_label == rules.label
        v = evaluate(ex.hands[0], rules)
        assert ex.answer == v.name
        assert _right_options(ex) == [ex.answer]
        assert rules.label in repr(ex) and len(repr(ex)) < 130
        assert make_exercise("name-hand", seed, rules=ex.rules) == ex
        seen[v.name] += 1
        cards = Counter(ex.hands[0])
        if rules.jokers:
            seen["joker"] += JOKER in cards
        if rules.wild_ranks:
            seen["wild"] += any(rules.is_wild(c) for c in cards)
        if rules.decks > 1:
            seen["repeat"] += max(cards.values()) > 1
    assert len(seen) >= 4
    assert seen["joker"] or seen["wild"] or seen["repeat"] or house == "suit-order"


def test_five_of_a_kind_is_offered_and_dealt_where_possible():
    for house in ("joker", "bug", "deuces-wild", "two-decks"):
        names = {o for s in range(40) for o in make_exercise("name-hand", s, rules=house).options}
        assert "Five of a kind" in names
    for house in ("suit-order",):
        names = {o for s in range(40) for o in make_exercise("name-hand", s, rules=house).options}
        assert "Five of a kind" not in names
    answers = {make_exercise("name-hand", s, rules="two-decks").answer for s in range(120)}
    assert "Five of a kind" in answers


@pytest.mark.parametrize("house", list(HOUSE_RULES))
def test_house_which_wins_and_order_agree_with_the_evaluator(house):
    rules = HOUSE_RULES[house]
    outcomes = Counter()
    for seed in HOUSE_SEEDS:
        ex = make_exercise("which-wins", seed, rules=house)
        first, second = ex.hands
        together = Counter([*first, *second])
        assert all(k <= (rules.jokers if c is JOKER else rules.decks)
                   for c, k in together.items())
        outcome = {1: "first", -1: "second", 0: "tie"}[_compare(first, second,
                                                                rules=rules).outcome]
        assert ex.answer == outcome
        assert len(_right_options(ex)) == 1
        outcomes[outcome] += 1
        ex = make_exercise("order", seed, rules=house)
        values = [evaluate(h, rules) for h in ex.hands]
        flat = [i for g in ex.answer for i in g]
        assert sorted(flat) == list(range(1, len(ex.hands) + 1))
        for g, h in zip(ex.answer, ex.answer[1:]):
            assert values[g[0] - 1] > values[h[0] - 1]
            assert all(values[i - 1] == values[g[0] - 1] for i in g)
        assert check(ex, " > ".join(" = ".join(map(str, g)) for g in ex.answer)).correct
    if house == "suit-order":  # a suit order breaks every tie
        assert outcomes["tie"] == 0
    assert outcomes["first"] and outcomes["second"]


def test_suit_order_decides_ties_and_two_decks_allow_identical_hands():
    decided = [make_exercise("which-wins", s, rules="suit-order") for s in range(40)]
    assert any("house suit order" in " ".join(e.explanation) for e in decided)
    twins = [e for s in range(60) for e in [make_exercise("which-wins", s, rules="two-decks")]
             if set(e.hands[0]) == set(e.hands[1])]
    assert twins and all(e.answer == "tie" for e in twins)


def test_house_rules_given_as_rules_objects_and_refused_elsewhere():
    high = get_rules("high")
    ex = make_exercise("name-hand", 3, rules=high.with_wild(ranks="2"))
    assert ex == make_exercise("name-hand", 3, rules="deuces-wild")
    assert ex == make_exercise("name-hand", 3, rules="high (deuces wild)")
    assert make_exercise("name-hand", 3, rules=high.with_wild(ranks="3")).rules_label \
        == "high (threes wild)"
    for kind in ("five-play", "best-low", "outs"):
        with pytest.raises(ValueError):
            make_exercise(kind, 1, rules="joker")
    only = exercise_set(4, kinds=ALL_KINDS, n=6, rules="bug")
    assert {e.kind for e in only} == set(HOUSE_KINDS)
    assert all(e.rules_label == "high (one joker as the bug)" for e in only)
    key = answer_key(only)
    assert set(key["rules"]) == {"high (one joker as the bug)"}


def test_name_hand_under_wild_rules_accepts_several_notations():
    ex = next(e for s in range(200) for e in [make_exercise("name-hand", s, rules="joker")]
              if e.answer == "Five of a kind" or (e.answer == "Four of a kind"
                                                  and JOKER in e.hands[0]))
    assert check(ex, ex.answer.upper()).correct
    assert check(ex, ex.options.index(ex.answer) + 1).correct
    assert check(ex, "ABCD"[ex.options.index(ex.answer)]).correct
    assert check(ex, evaluate(ex.hands[0], ex.rules).describe()).correct
    wrong = [o for o in ex.options if o != ex.answer][0]
    v = check(ex, wrong)
    assert not v.correct and v.valid and "Not quite" in v.message


# odds ------------------------------------------------------------------------------------------


def test_outs_agree_with_draw_odds_and_accept_several_notations():
    for seed in range(30):
        ex = make_exercise("outs", seed)
        hole, board = ex.hands[0], ex.board
        assert len(board) in (3, 4)
        target = next(c for c in Category if f"give you {c.with_article} or better"
                      in ex.prompt)
        d = draw_odds(hole, board, target)
        assert not d.made and ex.answer == len(d.outs) >= 1
        assert any(evaluate([*hole, *board, c]).category is target for c in d.outs)
        assert abs(ex.figure - 100 * d.by_river) < 1e-3
        n, pct = ex.answer, ex.figure
        for good in (n, str(n), f"{n} outs", f"{n}, {pct:.1f}%", f"{n} outs ({pct + 0.4:.1f}%)",
                     (n, pct)):
            assert check(ex, good).correct, (ex, good)
        v = check(ex, n + 1)
        assert not v.correct and v.valid and f"there are {n}" in v.message
        v = check(ex, f"{n}, {pct + 2:.1f}%")
        assert not v.correct and "outs are right" in v.message
    ex = make_exercise("outs", 1)
    assert check(ex, "eleven").correct == (ex.answer == 11)


def test_more_likely_follows_the_published_counts():
    seven = dict(SEVEN_CARD_HIGH)
    seven["Straight flush"] += seven.pop("Royal flush")
    five = {k: v[0] for k, v in FIVE_CARD_HIGH.items()}
    asked = set()
    for seed in range(60):
        ex = make_exercise("more-likely", seed)
        counts = seven if "seven" in ex.prompt else five
        a, b = ex.options
        assert ex.answer == (a if counts[a] > counts[b] else b)
        assert _right_options(ex) == [ex.answer]
        assert check(ex, ex.answer.lower()).correct
        assert check(ex, "AB"[ex.options.index(ex.answer)]).correct
        other = b if ex.answer == a else a
        v = check(ex, other)
        assert not v.correct and v.valid and "rarer" in v.message
        asked.add((frozenset(ex.options), "seven" in ex.prompt))
    # seven cards: one pair is dealt more often than high card
    pair = next(e for s in range(300) for e in [make_exercise("more-likely", s)]
                if set(e.options) == {"High card", "One pair"} and "seven" in e.prompt)
    assert pair.answer == "One pair" and check(pair, "pair").correct
    assert len(asked) > 15


def test_favourite_agrees_with_exact_equity():
    answers = Counter()
    for seed in range(30):
        ex = make_exercise("favourite", seed)
        eq = _equity(list(ex.hands), ex.board)
        assert eq.exact and len(ex.board) in (3, 4)
        gap = eq.equity[0] - eq.equity[1]
        want = "even" if abs(gap) < 0.001 else ("first" if gap > 0 else "second")
        assert ex.answer == want
        assert len(_right_options(ex)) == 1
        words = {"first": ["first", "A", 1, "hand 1"], "second": ["second", "B", 2, "2nd"],
                 "even": ["even", "C", "tie", "coin flip"]}[want]
        for w in words:
            assert check(ex, w).correct, (ex, w)
        answers[want] += 1
    assert answers["first"] and answers["second"] and answers["even"]


@pytest.mark.parametrize("kind", ODDS_KINDS)
def test_odds_kinds_reproducible_and_bad_answers_give_verdicts(kind):
    for seed in range(5):
        ex = make_exercise(kind, seed)
        assert ex == make_exercise(kind, seed) == make_exercise(kind, seed, rules="high")
        assert ex.kind == kind and ex.explanation and all(s.endswith(".") for s in ex.explanation)
        for bad in (None, "", "banana", [], {}, 3.5, object(), True, "7", [1, 2, 3]):
            v = check(ex, bad)
            assert isinstance(v, Verdict) and not v.correct
    assert make_exercise(kind, 1) != make_exercise(kind, 2)


def test_quiz_shows_the_new_kinds():
    from pokerhands.widgets import Quiz

    exercises = [make_exercise(k, 2) for k in ODDS_KINDS]
    joker = next(e for s in range(50) for e in [make_exercise("which-wins", s, rules="joker")]
                 if JOKER in e.cards)
    q = Quiz(exercises + [joker])
    text = q.summary()
    assert "outs (high rules)" in text and "Board:" in text
    q.next(), q.next(), q.next()
    assert "high (one joker, fully wild) rules" in q.summary() and "🃏" in q.summary()
    assert "JKR" in q.question.value
    assert q.check(joker.answer).correct
    q = Quiz(seed=5, kinds=HOUSE_KINDS, n=3, rules="deuces-wild")
    assert all(e.rules_label == "high (deuces wild)" for e in q.exercises)


def test_break_it_answers_outs_as_fractions_negatives_and_worst_first_orders():
    # found by a break-it session: "4/46" was scored wrong, "-1" counted as "first",
    # and a correct order written worst first was scored wrong
    ex = make_exercise("outs", 5)
    assert ex.answer == 4
    for answer in ("4/46", "4 out of 46", "4, 0.087", "4, 8.7%"):
        assert check(ex, answer).correct, answer
    for answer in ("-4", -4, "-1", ["-4"]):
        v = check(ex, answer)
        assert not v.correct and not v.valid and "negative" in v.message
    which = make_exercise("which-wins", 3)
    assert not check(which, "-1").valid and not check(which, -1).valid
    order = make_exercise("order", 5)
    assert order.answer_text == "4 > 1 > 2 > 3"
    assert check(order, "3 < 2 < 1 < 4").correct and not check(order, "1 < 2 < 3 < 4").correct
    assert not check(order, "3 < 2 > 1 < 4").valid


def test_break_it_wordings_kind_names_and_numpy_seeds():
    import numpy as np

    ex = make_exercise("which-wins", 3)
    first = {"first": ("hand one", "the first", "1st hand", "First hand wins")}
    for word in ("hand one", "the first", "1st hand", "First hand wins", "hand two",
                 "the second hand", "they tie"):
        assert check(ex, word).valid, word
    assert check(ex, first["first"][0]).correct == (ex.answer == "first")
    assert make_exercise("Name-Hand", 4) == make_exercise("name-hand", 4)
    assert make_exercise("badugi", np.int64(4)) == make_exercise("badugi", 4)
    assert exercise_set(np.int64(1), kinds=None, n=3) == exercise_set(1, n=3)
    assert make_exercise("order", np.uint16(9)) == make_exercise("order", 9)
    for not_a_seed in (True, np.bool_(True), 4.0, np.float64(4), "4"):
        with pytest.raises(ValueError, match="seed must be a whole number"):
            make_exercise("badugi", not_a_seed)
        with pytest.raises(ValueError, match="seed must be a whole number"):
            exercise_set(not_a_seed, n=1)
    assert [e.kind for e in exercise_set(1, kinds=["Badugi"], n=2)] == ["badugi", "badugi"]
    with pytest.raises(ValueError, match="kinds must be"):
        exercise_set(1, kinds=5)


def test_each_kind_is_one_record_with_its_make_and_check():
    """Every kind is declared once, as a Kind record; the tables are read off the records
    and keep the book's order."""
    from pokerhands.exercises import KIND_GAMES, REGISTRY, Kind

    assert KINDS == ("name-hand", "which-wins", "order", "category-order", "five-play",
                     "best-low", "badugi", "split-pot", "nuts")
    assert ODDS_KINDS == ("outs", "more-likely", "favourite")
    assert tuple(REGISTRY) == ALL_KINDS == KINDS + ODDS_KINDS
    assert HOUSE_KINDS == ("name-hand", "which-wins", "order")
    for name, kind in REGISTRY.items():
        assert isinstance(kind, Kind) and kind.name == name and kind.title
        assert callable(kind.make) and callable(kind.check) and callable(kind.words)
        assert KIND_RULES[name] == kind.rules and kind.rules
        assert (name in KIND_GAMES) == bool(kind.games) == (kind.game_rules is not None)
        ex = make_exercise(name, 1)
        assert ex.kind == name and ex.record is kind
        assert check(ex, ex.answer).correct, name
