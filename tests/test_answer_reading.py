"""Reading a learner's typed answer (pokerhands.exercises.answers and the kinds' checkers):
split-pot labels read as the players they name, numbers only as whole numbers in digits,
over-long answers refused up front with no Python limit leaking into the message, one whole
number of outs, and NumPy integers taken wherever Python ints are."""
import pytest

from pokerhands.exercises import check, make_exercise
from pokerhands.exercises.answers import MAX_ANSWER, quote, too_long, whole_token
from pokerhands.widgets import Quiz

KINDS_TO_FLOOD = ["order", "name-hand", "split-pot", "best-low", "nuts", "more-likely",
                  "outs", "which-wins", "five-play", "badugi", "favourite"]


@pytest.fixture(scope="module")
def split_ex():
    ex = make_exercise("split-pot", 3)
    assert tuple(ex.answer) == (22, 65)  # player 1 gets 22, player 2 gets 65
    return ex


# --- 1. split-pot: labels name the players; amounts are whole numbers in digits -----------

@pytest.mark.parametrize("answer", ["player 2: 65, player 1: 22", "player 1: 22, player 2: 65",
                                    "p2 65 p1 22", "seat 2 = 65; seat 1 = 22", "22, 65",
                                    "22 and 65.", [22, 65]])
def test_split_pot_labelled_amounts_go_to_the_players_they_name(split_ex, answer):
    v = check(split_ex, answer)
    assert v.valid and v.correct, v.message


def test_split_pot_labels_in_order_still_mark_a_wrong_split_wrong(split_ex):
    v = check(split_ex, "player 2: 22, player 1: 65")
    assert v.valid and not v.correct


@pytest.mark.parametrize("answer, why", [
    ("player 9: 22, player 0: 65", "there is no player 9 here (players 1 to 2)"),
    ("player 1: 22, player 3: 65", "there is no player 3 here (players 1 to 2)"),
    ("player 1: 22, player 1: 65", "player 1 is named twice"),
    ("22, player 2: 65", "label every amount with its player, or none of them"),
    ("player 1: 22 40, player 2: 65", "give one amount after 'player 1'"),
])
def test_split_pot_bad_labels_are_not_valid_and_say_why(split_ex, answer, why):
    v = check(split_ex, answer)
    assert not v.valid and not v.correct
    assert why in v.message and repr(answer) in v.message


@pytest.mark.parametrize("answer, token", [("1e400", "'1e400'"), ("22.0, 65", "'22.0'"),
                                           ("player 1: 22.0, player 2: 65", "'22.0'")])
def test_split_pot_numbers_must_be_whole_numbers_in_digits(split_ex, answer, token):
    v = check(split_ex, answer)
    assert not v.valid
    assert f"{token} is not a whole number written in digits" in v.message


def test_split_pot_invalid_answer_does_not_use_up_the_quiz_attempt(split_ex):
    q = Quiz(seed=1, kinds=["split-pot"], n=1)
    q.check("player 1: 1, player 1: 2")
    assert q.verdict is None and q.score == "0 of 0 right"
    assert "named twice" in q.message


def test_whole_token():
    assert whole_token("22") == 22
    for bad in ("22.0", "1e400", "٢٢", ""):
        with pytest.raises(ValueError, match="is not a whole number written in digits"):
            whole_token(bad)


# --- 2. over-long answers refused once, up front; echoes shortened ---------------------------

@pytest.mark.parametrize("kind", KINDS_TO_FLOOD)
@pytest.mark.parametrize("flood", ["1" * 5000, 10 ** 5000, ["1" * 5000], [10 ** 5000],
                                   "x" * (MAX_ANSWER + 1)],
                         ids=["digits", "big-int", "list-of-text", "list-of-int", "text"])
def test_over_long_answer_is_refused_without_python_internals(kind, flood):
    v = check(make_exercise(kind, 1), flood)
    assert not v.valid and not v.correct
    assert v.message.startswith("That answer is too long to be one answer")
    assert "set_int_max_str_digits" not in v.message and "4300" not in v.message
    assert len(v.message) < 200


def test_an_answer_of_the_longest_allowed_length_is_still_read():
    assert too_long("1" * MAX_ANSWER) is None and too_long("1" * (MAX_ANSWER + 1))
    v = check(make_exercise("order", 1), "1" * MAX_ANSWER)
    assert not v.valid and "set_int_max_str_digits" not in v.message
    assert "…" in v.message and len(v.message) < 300  # the echo is shortened


def test_echoes_of_an_answer_are_shortened_with_an_ellipsis():
    assert quote("ab") == "'ab'"
    assert quote("x" * 150) == repr("x" * 150)[:79] + "…"
    long_junk = "zz " * 60  # under the limit, over the 80 an echo shows
    for kind in ("name-hand", "which-wins", "more-likely", "favourite", "outs", "split-pot",
                 "order", "best-low"):
        v = check(make_exercise(kind, 1), long_junk)
        assert not v.valid
        assert long_junk not in v.message, (kind, v.message)
        assert "zz zz" not in v.message or "…" in v.message, (kind, v.message)
    v = check(make_exercise("split-pot", 3), "22.0 " + long_junk)
    assert long_junk not in v.message and "'22.0 zz zz" in v.message and "…" in v.message


def test_quiz_text_box_refuses_a_flood():
    q = Quiz(seed=3, kinds=["order"], n=1)
    q.text.value = "1" * 5000
    q.check_button.click()
    assert q.verdict is None and q.score == "0 of 0 right"
    assert q.message.startswith("That answer is too long")


# --- 3. outs: one whole number -------------------------------------------------------------

@pytest.mark.parametrize("answer", ["1e400", "1e1", "9 or 10", "9 to 10", "9-10", "9.0"])
def test_outs_answer_must_be_one_whole_number(answer):
    ex = make_exercise("outs", 1)
    v = check(ex, answer)
    assert not v.valid and not v.correct
    assert repr(answer) in v.message


def test_outs_usual_answers_still_read():
    ex = make_exercise("outs", 1)
    assert check(ex, str(ex.answer)).correct
    assert check(ex, f"{ex.answer} outs").correct
    assert check(ex, f"{ex.answer} outs, {ex.figure}%").correct
    assert check(ex, f"{ex.answer}/47").valid


# --- 4. NumPy integers wherever Python ints are taken ---------------------------------------

def test_numpy_integers_name_options_and_hands():
    np = pytest.importorskip("numpy")
    for kind in ("which-wins", "name-hand", "more-likely", "favourite", "best-low", "nuts"):
        ex = make_exercise(kind, 1)
        for i in range(1, len(ex.options) + 1):
            assert check(ex, np.int64(i)) == check(ex, i), (kind, i)
    ex = make_exercise("which-wins", 1)
    assert check(ex, np.int64(1)).valid
    assert not check(ex, np.bool_(True)).valid
    order = make_exercise("order", 1)
    flat = [np.int64(h) for g in order.answer for h in g]
    assert check(order, flat) == check(order, [int(h) for h in flat])
    assert check(order, flat).valid
    assert check(order, [[np.int32(h) for h in g] for g in order.answer]).correct
    assert not check(order, np.int64(-3)).valid  # a negative NumPy number, as a negative int
    outs = make_exercise("outs", 1)
    assert check(outs, np.int64(outs.answer)).correct


def test_long_numbers_in_messages_are_shortened_and_kept_exact():
    v = check(make_exercise("outs", 1), "9" * MAX_ANSWER)
    assert v.valid and not v.correct
    assert "You counted " + "9" * 79 + "…" in v.message  # read as written, not as a float
    v = check(make_exercise("split-pot", 3), "9" * 100 + ", 1")
    assert "…" in v.message and "9" * 100 not in v.message
    v = check(make_exercise("order", 1), " ".join(["1"] * 99))
    assert not v.valid and "…" in v.message and len(v.message) < 200
