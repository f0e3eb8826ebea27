"""The exercise kind "what are the nuts?": made and checked side by side, seeded, checked
against pokerhands.games.nuts, and refusing wrong or unreadable answers with a message."""
import pytest

from pokerhands import parse_cards
from pokerhands.games.nuts import nuts
from pokerhands.exercises import KIND_GAMES, KIND_RULES, KINDS, check, exercise_set, make_exercise
from pokerhands.exercises.kinds_nuts import NO_LOW, NO_LOW_YET
from pokerhands.games.combine import best_combination
from pokerhands.games.variants import get_game
from pokerhands.render import exercise_html, solution_html

GAMES = ("holdem", "omaha", "omaha-hi-lo")


def test_the_kind_is_registered():
    assert "nuts" in KINDS and KIND_GAMES["nuts"] == GAMES
    assert KIND_RULES["nuts"] == ("high", "eight-or-better")
    assert make_exercise("nuts", 4, rules="eight-or-better").game == "omaha-hi-lo"
    assert make_exercise("nuts", 4, game="omaha").rules == "high"
    with pytest.raises(ValueError, match="played under 'eight-or-better', not 'high'"):
        make_exercise("nuts", 4, rules="high", game="omaha-hi-lo")
    with pytest.raises(ValueError, match="use the games holdem, omaha, omaha-hi-lo"):
        make_exercise("nuts", 4, game="stud")


@pytest.mark.parametrize("game", GAMES)
def test_exactly_one_option_makes_the_nuts_and_it_is_the_answer(game):
    lows = 0
    for seed in range(12):
        ex = make_exercise("nuts", seed, game=game)
        assert ex == make_exercise("nuts", seed, game=game)   # the same seed, the same exercise
        g, rules = get_game(game), ex.ruleset
        found = nuts(ex.board, g, rules)
        assert 3 <= len(ex.board) <= 5 and ex.hands == ()
        assert len(ex.options) == 4 and ex.answer in ex.options
        assert len(set(ex.options)) == 4
        right = []
        for option in ex.options:
            if option in (NO_LOW, NO_LOW_YET):
                if not found.possible:
                    right.append(option)
                continue
            pair = parse_cards(option)
            assert not set(pair) & set(ex.board)
            v = best_combination(pair, ex.board, rules, g.hole_used)
            if found.possible and v == found.value:
                right.append(option)
        assert right == [ex.answer]
        lows += found.possible
        assert check(ex, ex.answer).correct
        for other in ex.options:
            if other != ex.answer:
                verdict = check(ex, other)
                assert not verdict.correct and verdict.valid
                assert verdict.message.startswith("Not quite.")
    if game == "omaha-hi-lo":
        assert 0 < lows < 12   # both kinds of answer occur


def test_any_nut_holding_typed_is_right_and_letters_work():
    ex = make_exercise("nuts", 0, game="holdem")
    found = nuts(ex.board)
    assert len(found.holdings) > 1
    for pair in found.holdings:
        assert check(ex, str(pair)).correct
    letter = "ABCD"[ex.options.index(ex.answer)]
    assert check(ex, letter).correct and check(ex, letter.lower()).correct
    assert check(ex, ex.options.index(ex.answer) + 1).correct


def test_bad_answers_give_clear_messages():
    ex = make_exercise("nuts", 1, game="holdem")
    cases = {
        "Zz Qq": "Could not read your cards: 'Zz' is not a card",
        "A♥": "Give exactly two hole cards; you gave 1",
        3.5: "Pick an option (A to D) or give two hole cards",
        True: "Pick an option",
        "no low": "Give the two hole cards that make the nuts",
        str(parse_cards([ex.board[0], ex.board[1]])): "on the board",
    }
    for answer, message in cases.items():
        verdict = check(ex, answer)
        assert not verdict.correct and not verdict.valid, answer
        assert message in verdict.message, (answer, verdict.message)


def test_no_low_boards():
    seed = next(s for s in range(40)
                if make_exercise("nuts", s, game="omaha-hi-lo").answer in (NO_LOW, NO_LOW_YET))
    ex = make_exercise("nuts", seed, game="omaha-hi-lo")
    assert not nuts(ex.board, "omaha-hi-lo", "eight-or-better").possible
    assert check(ex, "no low").correct and check(ex, "none").correct
    pair = next(o for o in ex.options if o not in (NO_LOW, NO_LOW_YET))
    assert not check(ex, pair).correct
    other = make_exercise("nuts", next(s for s in range(40) if make_exercise(
        "nuts", s, game="omaha-hi-lo").answer not in (NO_LOW, NO_LOW_YET)), game="omaha-hi-lo")
    assert check(other, "no low").message.startswith("Not quite. A low is possible")


def test_renders_and_sets():
    ex = make_exercise("nuts", 2, game="omaha")
    html = exercise_html(ex)
    assert "Board:" in html and '<ol type="A">' in html and "0x" not in repr(ex)
    assert ex.answer_text in solution_html(ex)
    assert [e.kind for e in exercise_set(3, kinds=["nuts"], n=3)] == ["nuts"] * 3


def test_no_low_yet_while_cards_are_to_come():
    """Review 2026-12-06, M5: on a flop or a turn that may still receive its missing low
    cards the answer says "yet"; on the river, or when too few cards are left, it does not.
    Both wordings are read, so an answer that was right stays right."""
    found = {}
    for seed in range(80):
        ex = make_exercise("nuts", seed, game="omaha-hi-lo")
        if ex.answer in (NO_LOW, NO_LOW_YET):
            found.setdefault(ex.answer, ex)
            later = nuts(ex.board, "omaha-hi-lo", "eight-or-better").may_come
            assert (ex.answer == NO_LOW_YET) == later, (seed, ex.board)
            assert ex.explanation[0].startswith(ex.answer)
            for words in (NO_LOW, NO_LOW_YET, "no low", "No low is possible yet"):
                assert check(ex, words).correct, (seed, words)
    assert set(found) == {NO_LOW, NO_LOW_YET}
    assert len(found[NO_LOW_YET].board) < 5
