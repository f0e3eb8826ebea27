"""The quiz widget (issue 9): right and wrong answers, the score, Next, a new set from a
seed, clicking cards, and bad typed input shown as a message while the widget keeps working."""
from html import escape

import pytest

from pokerhands.exercises import KINDS, check, exercise_set, make_exercise
from pokerhands.widgets import Quiz


def test_quiz_right_wrong_score_and_next():
    q = Quiz(seed=3)
    assert len(q.exercises) == 7 and q.exercises == exercise_set(3, n=7)
    assert q.summary().startswith("Exercise 1 of 7: name the hand")
    assert "Score: 0 of 0 right." in q.summary()
    ex = q.exercise
    right = next(o for o in ex.options if check(ex, o).correct)
    q.option_buttons[ex.options.index(right)].click()  # a reader clicks the right option
    v = q.check()
    assert v.correct and q.score == "1 of 1 right"
    assert "Right:" in q.feedback.value and "Right:" in q.summary()
    q.check("something else entirely")  # a second try does not change the score
    assert q.score == "1 of 1 right"
    q.next()
    assert q.index == 1 and q.verdict is None and q.choice is None
    assert q.summary().startswith("Exercise 2 of 7: which hand wins")
    wrong = next(o for o in q.exercise.options if not q.exercise.answer.startswith(o.split()[0].lower()))
    v = q.check(wrong)
    assert not v.correct and v.valid and q.score == "1 of 2 right"
    assert q.exercise.explanation[-1] in q.summary()  # the explanation when wrong
    assert "The answer is" in q.feedback.value
    q.check(q.exercise.answer)  # right after wrong: still counted as wrong
    assert q.score == "1 of 2 right"
    q.next_button.click()
    assert q.index == 2
    q.text.value = " > ".join(" = ".join(map(str, g)) for g in q.exercise.answer)
    q.check_button.click()
    assert q.verdict.correct and q.score == "2 of 3 right"
    assert repr(q) == "Quiz(seed=3, exercise 3 of 7, 2 of 3 right)"


def test_bad_typed_input_shows_a_message_and_the_quiz_keeps_working():
    q = Quiz(seed=5, kinds=["five-play"], n=2)
    ex = q.exercise
    for bad in ("Zz Qq", "As", "ace of nothing", "   "):
        q.text.value = bad
        q.check_button.click()
        assert q.verdict is None and q.feedback.value == ""  # refused: nothing to replace
        assert 'role="alert"' in q.message_box.value
        assert q.score == "0 of 0 right"  # unreadable answers do not count
    assert "exactly five cards" in q.check(ex.cards[0]).message
    q.text.value = " ".join(c.code for c in ex.answer)
    q.check_button.click()
    assert q.verdict.correct and q.score == "1 of 1 right"
    q.next()
    q.next()  # past the end: a message, nothing breaks
    assert q.index == 1 and "End of the set: 1 of 1 right" in q.summary()


def test_clicking_cards_builds_the_answer():
    q = Quiz(seed=1, kinds=["badugi"], n=1)
    ex = q.exercise
    buttons = {b.description: b for b in q.card_box.children}
    assert len(buttons) == 4
    for card in ex.answer:
        buttons[str(card)].value = True
    assert q.check().correct
    q = Quiz(seed=2, kinds=["five-play"], n=1)
    buttons = {b.description: b for b in q.card_box.children}
    assert len(buttons) == len(q.exercise.cards)
    for card in q.exercise.answer:
        buttons[str(card)].value = True
    buttons[str(q.exercise.answer[0])].value = False  # unclick one: four cards
    assert not q.check().valid
    buttons[str(q.exercise.answer[0])].value = True
    assert q.check().correct


def test_new_set_from_the_seed_box_and_bad_seeds():
    q = Quiz(seed=3, n=3)
    q.check(q.exercise.answer)
    q.seed_box.value = "44"
    q.new_button.click()
    assert q.seed == 44 and q.exercises == exercise_set(44, n=3)
    assert q.index == 0 and q.score == "0 of 0 right"
    q.seed_box.value = "forty-four"
    q.new_button.click()
    assert "seed must be a whole number" in q.message and q.seed == 44
    assert q.check(q.exercise.answer).correct  # still working


def test_every_kind_in_the_quiz_and_given_exercises():
    exercises = [make_exercise(kind, 9) for kind in KINDS]
    q = Quiz(exercises)
    for i, ex in enumerate(exercises):
        assert q.exercise is ex
        # cards drawn by pokerhands.render (a category-order question may show names only)
        assert ("ph-card" in q.question.value) == bool(ex.cards), ex
        answer = list(ex.answer) if ex.kind == "split-pot" else ex.answer
        assert q.check(answer).correct, ex
        q.next()
    assert q.score == f"{len(KINDS)} of {len(KINDS)} right"
    with pytest.raises(ValueError, match="non-empty list"):
        Quiz([])


def test_unexpected_errors_stay_inside_the_widget(monkeypatch):
    q = Quiz(seed=3, n=2)

    def boom(*_):
        raise RuntimeError("kaboom")

    monkeypatch.setattr("pokerhands.widgets.quiz.check_answer", boom)
    assert q.check("x") is None
    assert "RuntimeError: kaboom" in q.message and 'role="alert"' in q.message_box.value
    assert q.feedback.value == "" and q.verdict is None
    monkeypatch.undo()
    assert q.check(q.exercise.answer).correct



def test_an_unexpected_error_from_a_card_click_stays_inside_the_widget():
    q = Quiz(seed=2, kinds=["five-play"], n=1)
    first = q.card_box.children[0]
    q._picked = None  # broken on purpose: the click's handler fails
    first.value = True  # must not raise into the notebook
    assert q.message.startswith("TypeError:") and 'role="alert"' in q.message_box.value
    q._picked = []
    first.value = False
    first.value = True
    assert q.text.value == q.exercise.cards[0].code  # the quiz keeps working

def _click_through(q):
    """Answer every exercise of the set by clicking (typing only where there are no
    options), checking what a new exercise starts with; returns the verdicts."""
    verdicts = []
    for i in range(len(q.exercises)):
        ex = q.exercise
        assert q.choice is None and q.verdict is None  # nothing carried over
        assert [b.description for b in q.option_buttons] == list(ex.options)
        assert list(q.options.children) == q.option_buttons
        assert all(b.button_style == "" and b.icon == "" for b in q.option_buttons)
        if ex.options:
            right = next(o for o in ex.options if check(ex, o).correct)
            q.option_buttons[ex.options.index(right)].click()
            assert q.choice == right
        else:
            q.text.value = " > ".join(" = ".join(map(str, g)) for g in ex.answer)
        q.check_button.click()
        verdicts.append(q.verdict.correct)
        if i + 1 < len(q.exercises):
            q.next_button.click()
    return verdicts


def test_a_whole_set_by_clicks_twice_across_new_set(sent_none):
    """Issue 21: after an "order" question (no options) the options came back hidden in
    the browser, and a selection carried over so that a click on it was lost."""
    q = Quiz(seed=11, kinds=["name-hand", "which-wins", "order"], n=7, rules="high")
    seen = []
    old = q.option_buttons
    q.option_buttons[0].click()  # chosen, not checked: must not carry over to the next
    q.next_button.click()
    assert q.choice is None and not set(map(id, old)) & set(map(id, q.option_buttons))
    q.seed_box.value = "11"
    q.new_button.click()
    for _ in range(2):
        seen.append(_click_through(q))
        q.seed_box.value = "20261202"
        q.new_button.click()
    assert seen[0] == [True] * 7 and seen[1] == [True] * 7
    assert q.score == "0 of 0 right"
    assert not sent_none, f"None sent to the page: {sent_none}"


def test_the_option_chosen_before_is_a_fresh_click_on_the_next_question():
    q = Quiz(seed=20261202, kinds=["which-wins"], n=3, rules="high")
    q.option_buttons[0].click()
    q.next_button.click()
    assert q.choice is None
    q.option_buttons[0].click()  # the same place, the same label: it registers
    assert q.choice == q.exercise.options[0]
    assert q.option_buttons[0].button_style == "info" and q.option_buttons[0].icon == "check"
    assert q.check().valid  # not "No answer given yet"
    q.option_buttons[1].click()
    assert [b.button_style for b in q.option_buttons][:2] == ["", "info"]


def test_no_options_means_an_empty_options_box_not_a_hidden_one(sent_none):
    q = Quiz(seed=11, kinds=["order", "name-hand"], n=6, rules="high")
    for _ in range(6):
        assert len(q.options.children) == len(q.exercise.options)
        assert q.options.layout.display is None  # never hidden: emptied
        q.next()
    q.choose("not an option")
    assert "not one of the options" in q.message
    assert not sent_none


def test_a_refusal_keeps_the_verdict_and_the_next_success_clears_its_message():
    # success -> refused actions -> verdict and feedback unchanged, message shown -> success
    q = Quiz(seed=5, kinds=["five-play"], n=2)
    ex = q.exercise
    right = q.check(" ".join(c.code for c in ex.answer))
    html, text = q.feedback.value, q.summary()
    assert right.correct and q.message == right.message and q.message_box.value == ""
    for refuse in (lambda: q.check("Zz Qq"), lambda: q.new_set(-1),
                   lambda: q.choose("not an option")):
        refuse()
        assert q.verdict is right and q.feedback.value == html
        assert q.score == "1 of 1 right" and q.seed == 5 and q.exercise is ex
        assert 'role="alert"' in q.message_box.value
        assert escape(q.message) in q.message_box.value
        lines = q.summary().splitlines()
        assert lines[:-1] == text.splitlines()[:-1] + [q.message]  # then the score
    assert q.children.index(q.message_box) == q.children.index(q.feedback) + 1
    again = q.check(" ".join(c.code for c in ex.cards[:5]))  # readable: a success
    assert again.valid and q.verdict is again and q.message_box.value == ""
    assert q.message == again.message and q.score == "1 of 1 right"  # the first one counts
