"""Class links: the settings a link may carry, the set they deal, the result code, the sheets
and the Python behind the class page (pokerhands.exercises.classroom, render.classroom,
book.classpage)."""
from __future__ import annotations

import json
import re
from html import escape, unescape
from pathlib import Path

import hashlib
import unicodedata
from functools import lru_cache

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from pokerhands.book.classpage import ClassPage, class_form_html
from pokerhands.core.language import LANGUAGES, use_language
from pokerhands.exercises import check, exercise_set
from pokerhands.exercises.classroom import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_CLASS_QUESTIONS,
    MAX_NAME,
    MAX_OPTIONS,
    PARTS,
    ClassSettings,
    key_lock,
    link_description,
    name_key,
    read_settings,
    student_name,
)
from pokerhands.exercises.result_codes import (
    Answered,
    ClassResult,
    clean_code,
    code_layout,
    read_result,
    result_code,
)
from pokerhands.render.classroom import answer_key_html, worksheet_html

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("query", [
    "?part=1&seed=20261201&n=7",
    "part=3&seed=0&n=1&rules=deuce-to-seven",
    "part=5&seed=999999999&n=20&rules=bug",
    "part=7&seed=12",
    "part=2&seed=5&n=3&view=worksheet",
    "part=2&seed=5&n=3&view=key&lock=3K7Q",
    "part=2&seed=5&n=3&view=results&lang=el",
    "part=2&seed=5&n=3&lang=ru&lock=ZZZZ",
    "part=3&seed=5&n=3&rules=ace-to-six&view=worksheet&lang=hu&lock=0000",
])
def test_settings_round_trip(query):
    settings = read_settings(query)
    assert read_settings(settings.query()) == settings


@pytest.mark.parametrize("query, named", [
    ("part=8&seed=1", "The part must be"),
    ("part=0&seed=1", "The part must be"),
    ("part=1&seed=-1", "The seed must be"),
    ("part=1&seed=1.5", "The seed must be"),
    ("part=1&seed=1000000000", "The seed must be"),
    ("part=1&seed=１２", "The seed must be"),
    ("part=1&seed=1&n=0", "The number of questions"),
    ("part=1&seed=1&n=21", "The number of questions"),
    ("part=1&seed=1&n=7.0", "The number of questions"),
    ("part=1&seed=1&rules=high", "Part I has no choice of ranking system"),
    ("part=3&seed=1&rules=badugi", "The ranking system 'badugi' is not offered in Part III"),
    ("part=5&seed=1&rules=__import__('os')", "ranking system"),
    ("part=1&seed=1&view=exec", "must open one of"),
    ("part=1&seed=1&view=result", "must open one of"),
    ("part=1&seed=1&code=AAAA", "'code'"),
    ("part=1&seed=1&lang=de", "The language must be one of en, ru, el, hu; the link has 'de'"),
    ("part=1&seed=1&lang=EN", "The language"),
    ("part=1&seed=1&lock=ABC", "lock must be 4 letters"),
    ("part=1&seed=1&lock=ABCDE", "lock must be 4 letters"),
    ("part=1&seed=1&lock=abcd", "lock must be 4 letters"),
    ("part=1&seed=1&lock=ABCI", "lock must be 4 letters"),
    ("part=1&seed=1&view=key", "needs the teacher's word"),
    ("part=1&seed=1&part=2", "gives part twice"),
    ("part=1&seed=1&exec=print(1)", "'exec'"),
    ("part=1&seed=1&lang=en&lang=ru", "gives lang twice"),
    ("seed=1", "needs a part and a seed"),
    ("part=1", "needs a part and a seed"),
    ("x", "cannot be read"),
    ("part=1&seed=1&" + "a" * 400, "characters"),
])
def test_bad_links_are_refused_naming_the_setting(query, named):
    with pytest.raises(ValueError, match=re.escape(named)) as caught:
        read_settings(query)
    said = str(caught.value)  # a whole sentence (or two)
    assert said[0].isupper() and said.endswith("."), said
    assert "Traceback" not in said


def test_each_part_asks_what_its_exercise_page_asks():
    # the quiz at the end of each part's exercise page is the class link's quiz (Part III's
    # page asks best-low under any low system: the class link's default for that part)
    for q in PARTS.values():
        page = ROOT / "book" / f"part{q.part}" / f"exercises-part{q.part}.ipynb"
        nb = json.loads(page.read_text(encoding="utf-8"))
        source = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
        call = re.search(r"Quiz\(seed=\d+, kinds=\[([^\]]*)\], n=7(?:, rules=\"([^\"]+)\")?\)",
                         source)
        assert call, page
        kinds = tuple(re.findall(r'"([^"]+)"', call.group(1)))
        assert q.kinds_for(None) == kinds, q.part
        assert q.default == call.group(2), q.part


def test_a_link_deals_the_same_set_as_exercise_set():
    s = read_settings("part=3&seed=20261201&n=5&rules=ace-to-six")
    assert s.exercises() == exercise_set(20261201, ["best-low", "which-wins", "order"], 5,
                                         rules="ace-to-six")
    assert read_settings("part=3&seed=4").exercises() == exercise_set(4, ["best-low"], 7)
    assert read_settings("part=5&seed=4&n=3").exercises() == exercise_set(
        4, ["name-hand", "which-wins", "order"], 3, rules="joker")


# --- names and the teacher's word -----------------------------------------------------------

@pytest.mark.parametrize("a, b", [
    ("Ana K.", "ana k"), ("ana k", "anak"), ("  ANA-K  ", "anak"),
    ("Ａｎａ", "ana"),  # full-width letters (NFKC)
    ("ΟΔΥΣΣΕΑΣ", "Οδυσσεας"), ("οδυσσεας", "οδυσσεασ"),  # the final sigma
    ("Анна-Мария", "анна мария"), ("Ёлка", "ёлка"),
    ("Kőrösi Csoma", "KŐRÖSI csoma"), ("Straße", "STRAßE"),
])
def test_names_that_differ_only_in_case_spacing_and_punctuation_are_one(a, b):
    assert name_key(a) == name_key(b)


@pytest.mark.parametrize("a, b", [("Ana", "Anna"), ("Ёлка", "Елка"), ("Straße", "strasse"),
                                  ("Kőr", "Kor"), ("Ana 1", "Ana 2")])
def test_names_that_differ_in_a_letter_are_two(a, b):
    assert name_key(a) != name_key(b)


def test_name_key_is_the_contracts_recipe():
    for text in ("Ana K.", "ΟΔΥΣΣΕΑΣ ς", "Ｚｏë 3", "İstanbul", "ß ẞ", "x\u0301y", "①②", "a_b·c"):
        folded = unicodedata.normalize("NFKC", text).lower().replace("ς", "σ")
        expected = "".join(c for c in folded if unicodedata.category(c)[0] in "LN")
        assert name_key(text) == expected
    assert name_key("Ana K.") == "anak"


def test_a_students_name_has_one_to_forty_letters_or_digits():
    assert student_name(" Ana K. ") == "anak"
    assert student_name("x" * MAX_NAME + " !!") == "x" * MAX_NAME
    for bad in ("", "   ", "...", "--", "x" * (MAX_NAME + 1)):
        with pytest.raises(ValueError, match="A name needs 1 to 40 letters or digits") as caught:
            student_name(bad)
        assert repr(bad.strip()[:40]) in str(caught.value) or len(bad) > 40


def test_key_lock_is_twenty_bits_of_sha256_of_the_word_and_the_set():
    s = read_settings("part=3&seed=20261206&n=8&rules=ace-to-five")
    digest = hashlib.sha256(
        b"pokerhands-key|part=3&seed=20261206&n=8&rules=ace-to-five|pinkelephant").digest()
    bits = int.from_bytes(digest[:3], "big") >> 4  # the first 20 bits
    expected = "".join(CODE_ALPHABET[(bits >> shift) & 31] for shift in (15, 10, 5, 0))
    assert key_lock("Pink Elephant!", s) == expected
    # neither the view, the language nor a lock changes it; the set does
    assert key_lock("pink elephant", ClassSettings(3, 20261206, 8, "ace-to-five", "key", "el",
                                                   "ZZZZ")) == expected
    assert key_lock("pink elephant", ClassSettings(3, 20261207, 8, "ace-to-five")) != expected
    assert key_lock("pink elephant", ClassSettings(3, 20261206, 8, "ace-to-six")) != expected
    for word in ("abc", " a.b-c ", "", "!!!!!!"):
        with pytest.raises(ValueError, match="at least 4 letters or digits"):
            key_lock(word, s)
    assert len(key_lock("abcd", s)) == 4


# --- result codes ---------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _layout(query: str):
    s = read_settings(query)
    return s, code_layout(s)


def _states(layout, draw):
    """Answered values for a layout, from a function drawing an int in [0, radix)."""
    out = []
    for k, radix in zip(layout.options, layout.radices):
        state = draw(radix)
        if state == 0:
            out.append(Answered())
        elif state == 1:
            out.append(Answered(False))
        elif k:
            out.append(Answered(None, state - 2))
        else:
            out.append(Answered(True))
    return out


NAMES = st.one_of(st.sampled_from(["", "Ana", "Борис", "Χλόη", "Ödön", "O'Brien", "Ζωή Ν.",
                                   "Ярослав-Ёж", "李雷", "x" * 40]),
                  st.text(st.characters(categories=("L", "N", "Zs", "P")), max_size=20))
QUERIES = st.sampled_from([
    "part=1&seed=20261201&n=7", "part=2&seed=3&n=4", "part=3&seed=20261206&n=8&rules=ace-to-five",
    "part=3&seed=5&n=20", "part=4&seed=2&n=5", "part=5&seed=9&n=6&rules=bug",
    "part=7&seed=12&n=3", "part=1&seed=0&n=1", "part=2&seed=999999999&n=20",
])


@hsettings(max_examples=60)
@given(QUERIES, NAMES, st.randoms(use_true_random=False))
def test_codes_round_trip_every_state_under_every_name(query, name, rng):
    s, layout = _layout(query)
    answered = _states(layout, lambda r: rng.randrange(r))
    code = result_code(s, answered, name=name, layout=layout)
    assert CODE_LENGTH[0] <= len(code.replace("-", "")) <= CODE_LENGTH[1]
    result = read_result(s, code, name=name, layout=layout)
    for a, right, option, k, good in zip(answered, result.right, result.options,
                                         layout.options, layout.right_options):
        if a.right is None and a.option is None:
            assert right is None and option is None
        elif a.option is not None:
            assert option == a.option and right == (a.option == good)
        else:
            assert right is a.right and option is None
    # the same code read by the same name typed otherwise, and in lower case with spaces
    typed = name.upper() if name_key(name.upper()) == name_key(name) else name
    assert read_result(s, code.lower().replace("-", " "), name=f"  {typed}. ",
                       layout=layout) == result
    # another name is refused, whole sentence quoting the code as typed
    other = name + "x"
    with pytest.raises(ValueError) as caught:
        read_result(s, code, name=other, layout=layout)
    assert str(caught.value) == (f"The code '{code}' does not fit this name and these "
                                 "settings: check the name, the code and the class link.")


def test_every_single_changed_character_is_refused():
    s, layout = _layout("part=3&seed=20261206&n=8&rules=ace-to-five")
    answered = _states(layout, lambda r: r - 1)  # the last state of each question
    code = result_code(s, answered, name="Ana", layout=layout)
    plain = code.replace("-", "")
    refused = 0
    for i, c in enumerate(plain):
        for other in CODE_ALPHABET:
            if other != c:
                with pytest.raises(ValueError, match="does not fit|letters and digits"):
                    read_result(s, plain[:i] + other + plain[i + 1:], name="Ana", layout=layout)
                refused += 1
    assert refused == 31 * len(plain)


def test_a_code_is_refused_under_other_settings():
    s = read_settings("part=1&seed=20261201&n=7")
    code = result_code(s, [True] * 7, name="Ana")
    for other in ("part=1&seed=20261202&n=7", "part=2&seed=20261201&n=7",
                  "part=1&seed=20261201&n=6", "part=1&seed=20261201&n=8"):
        with pytest.raises(ValueError, match=r"^The code '[0-9A-Z-]+' (does not fit|has)") as c:
            read_result(read_settings(other), code, name="Ana")
        assert "class link" in str(c.value)
    # the view, the language and the lock are not part of what a code binds
    for same in ("part=1&seed=20261201&n=7&view=results&lang=hu",
                 "part=1&seed=20261201&n=7&lock=ABCD"):
        assert read_result(read_settings(same), code, name="ana").score == 7


def test_the_old_form_and_answered_agree():
    s, layout = _layout("part=1&seed=20261201&n=7")
    bools = [True, False, None, True, False, True, None]
    as_answered = [Answered(b) for b in bools]
    assert result_code(s, bools, layout=layout) == result_code(s, as_answered, layout=layout)
    result = read_result(s, result_code(s, bools, layout=layout), layout=layout)
    assert result.right == tuple(bools) and result.score == 3
    assert result.wrong == [2, 5] and result.skipped == [3, 7]
    # a right answer to a question with options is the right option: the code is the same
    good = [Answered(True, layout.right_options[i]) if layout.options[i] else Answered(True)
            for i in range(7)]
    assert result_code(s, good, layout=layout) == result_code(s, [True] * 7, layout=layout)
    assert ClassResult((True, False, None)).options == (None, None, None)


def test_answers_that_a_code_cannot_hold_are_refused():
    s, layout = _layout("part=1&seed=20261201&n=7")
    first = layout.options[0]
    assert first  # a name-hand question, with options
    for bad, said in (([True], "one answer per question"),
                      ([Answered(None, first)] + [None] * 6, "is not one of them"),
                      ([Answered(None, -1)] + [None] * 6, "is not one of them"),
                      ([Answered(True, (layout.right_options[0] + 1) % first)] + [None] * 6,
                       "disagree"),
                      (["yes"] + [None] * 6, "give True, False, None or an Answered")):
        with pytest.raises(ValueError, match=said):
            result_code(s, bad, layout=layout)


def test_a_code_claims_a_question_only_with_its_answer():
    # the check covers the answers of the questions claimed right: the same claim with
    # another set's answers gives another code
    s = read_settings("part=1&seed=7&n=3")
    a = result_code(s, [True, True, True])
    fake = [ex.__class__(**{**ex.__dict__, "answer": "tie" if ex.answer != "tie" else "first"})
            if ex.kind == "which-wins" else ex for ex in s.exercises()]
    if fake != s.exercises():
        assert result_code(s, [True, True, True], fake) != a


def test_the_widest_set_fits_the_longest_code_accepted():
    widest = 0
    for q in PARTS.values():
        if q.needs_numpy:
            continue
        for rules in (None, *q.rules):
            for seed in (1, 20261206):
                s = ClassSettings(q.part, seed, MAX_CLASS_QUESTIONS, rules)
                layout = code_layout(s)
                assert max(layout.options) <= MAX_OPTIONS
                most = result_code(s, _states(layout, lambda r: r - 1), layout=layout)
                widest = max(widest, len(most.replace("-", "")))
                back = read_result(s, most, layout=layout)
                assert back.options == tuple(k - 1 if k else None for k in layout.options)
                assert back.right == tuple(o == g if k else True for k, o, g in zip(
                    layout.options, back.options, layout.right_options))
    assert widest <= CODE_LENGTH[1]
    # the bound itself: twenty questions of MAX_OPTIONS options, every last option chosen
    top = (MAX_OPTIONS + 2) ** MAX_CLASS_QUESTIONS - 1
    assert 32 ** (CODE_LENGTH[1] - 4 - 1) <= top < 32 ** (CODE_LENGTH[1] - 4)
    assert clean_code("Z" * CODE_LENGTH[1]) and clean_code("0" * CODE_LENGTH[0])
    for bad in ("Z" * (CODE_LENGTH[1] + 1), "Z" * (CODE_LENGTH[0] - 1), "7S-XMY7-I"):
        with pytest.raises(ValueError, match=re.escape(f"The code '{bad}' cannot be a result "
                                                       "code")):
            clean_code(bad)


def test_sheets_hold_every_question_and_only_the_key_holds_answers():
    exercises = read_settings(f"part=2&seed=3&n={MAX_CLASS_QUESTIONS}").exercises()
    sheet = worksheet_html(exercises, "about")
    key = answer_key_html(exercises, "about")
    for i, ex in enumerate(exercises, 1):
        for html in (sheet, key):
            assert f"Question {i}<" in html
            assert escape(ex.prompt) in html
        assert escape(ex.answer_text) in key
    assert "Answer:" not in sheet and "Why:" not in sheet and "Name:" in sheet
    assert all(escape(s) not in sheet
               for ex in exercises for s in ex.explanation)
    assert key.count("Answer:") == len(exercises)


# --- the class page's Python --------------------------------------------------------------

def _wrong_option(ex):
    return next(i for i, o in enumerate(ex.options) if not check(ex, o).correct)


def test_class_page_plays_a_set_and_scores_first_answers():
    page = ClassPage("?part=3&seed=20261206&n=8&rules=ace-to-five")
    intro = json.loads(page.intro())
    assert intro["view"] == "quiz" and intro["count"] == 8 and intro["needs_name"] is True
    assert intro["set_query"] == "part=3&seed=20261206&n=8&rules=ace-to-five"
    assert json.loads(page.start("   ")) == {
        "ok": False, "error": "A name needs 1 to 40 letters or digits; '' has 0."}
    assert json.loads(page.start("  Ana K. ")) == {"ok": True, "name": "Ana K."}
    expected = []
    for i, ex in enumerate(page.exercises):
        q = json.loads(page.question(i))
        assert q["number"] == i + 1 and q["options"] == list(ex.options)
        assert q["letters"] == list("ABCDEFGH"[:len(ex.options)])
        assert q["order"] == (len(ex.hands) if ex.kind == "order" else 0)
        bad = json.loads(page.answer(i, "banana"))
        assert bad["valid"] is False and bad["counted"] is False
        assert bad["quoted"] == ("You typed 'banana', which cannot be read as an answer to this "
                                 "question.")
        if i == 2:
            expected.append((None, None))
            continue  # skipped
        if ex.options and i % 2:
            wrong = _wrong_option(ex)
            # chosen by letter: the option is recorded
            verdict = json.loads(page.answer(i, "ABCD"[wrong]))
            expected.append((False, wrong))
        elif ex.options:
            verdict = json.loads(page.answer(i, ex.options[_wrong_option(ex)]))
            expected.append((False, _wrong_option(ex)))
        else:
            verdict = json.loads(page.answer(i, ex.answer_text))
            expected.append((True, None))
        assert verdict["valid"] and verdict["counted"]
        # a second answer never changes the first
        again = json.loads(page.answer(i, ex.answer_text))
        assert again["counted"] is False and again["correct"] is True
    finish = json.loads(page.finish())
    right = [r for r, _o in expected]
    assert finish["right"] == sum(1 for r in right if r) and finish["count"] == 8
    assert finish["skipped"] == [3]
    assert finish["wrong"] == [i for i, r in enumerate(right, 1) if r is False]
    assert finish["summary"].startswith("Wrong: questions ") and "Not answered: question 3." \
        in finish["summary"]
    result = read_result(page.settings, finish["code"], name="ana k")
    assert result.right == tuple(right)
    assert result.options == tuple(o for _r, o in expected)
    with pytest.raises(ValueError, match="does not fit this name"):
        read_result(page.settings, finish["code"], name="Boris")


def test_the_end_says_when_every_question_was_right():
    page = ClassPage("?part=7&seed=3&n=2")
    page.intro()
    page.start("Zoë")
    for i, ex in enumerate(page.exercises):
        page.answer(i, ex.answer_text)
    finish = json.loads(page.finish())
    assert finish["summary"] == "Every question was right." and finish["right"] == 2


def test_the_key_opens_only_with_the_teachers_word():
    s = read_settings("part=4&seed=2&n=3")
    lock = key_lock("Blue Heron", s)
    page = ClassPage(f"?part=4&seed=2&n=3&view=key&lock={lock}")
    intro = json.loads(page.intro())
    assert intro["needs_word"] is True and "html" not in intro
    assert intro["query"] == f"part=4&seed=2&n=3&lock={lock}"  # the class link
    for wrong in ("blue heron!!x", "Blue Herring"):
        said = json.loads(page.unlock(wrong))
        assert said == {"ok": False, "error": "That is not the word this answer key was made "
                                              "with. Check it and try again."}
    said = json.loads(page.unlock("abc"))
    assert said["ok"] is False and "at least 4 letters or digits" in said["error"]
    opened = json.loads(page.unlock("  blue-HERON "))
    assert opened["ok"] is True and "Answer:" in opened["html"]
    # a student who adds view=key to the class link gets nothing
    refused = json.loads(ClassPage("?part=4&seed=2&n=3&view=key").intro())
    assert refused["error"] == ("This answer key needs the teacher's word; make the links on "
                                "the teachers' page with a word.")
    # a quiz or worksheet link carrying the lock ignores it
    assert json.loads(ClassPage(f"?part=4&seed=2&n=3&lock={lock}").intro())["view"] == "quiz"
    other = json.loads(ClassPage(f"?part=4&seed=3&n=3&view=key&lock={lock}").unlock(
        "Blue Heron"))
    assert other["ok"] is False  # the lock of another seed


def test_class_page_views_and_refusals():
    assert json.loads(ClassPage("?part=6&seed=1&view=worksheet").intro())  # NumPy here too
    assert ClassPage("?part=6&seed=1").needs_numpy
    results = json.loads(ClassPage("?part=4&seed=2&n=3&view=results").intro())
    assert results["view"] == "results" and "html" not in results and results["title"]
    for bad in ("?part=1&seed=1&run=import os", "?part=9&seed=1", "?",
                "?part=1&seed=1&view=result&code=AAAA-AAAA"):
        error = json.loads(ClassPage(bad).intro())["error"]
        assert error and "Traceback" not in error and error.endswith(".")
    sheet = json.loads(ClassPage("?part=4&seed=2&n=3&view=worksheet").intro())
    assert sheet["title"] == "Worksheet" and "Name:" in sheet["html"]
    page = ClassPage("?part=4&seed=2&n=3")
    said = json.loads(page.question(3))
    assert said == {"ok": False, "error": "There is no question 4; the set has 3."}
    assert json.loads(page.answer(-1, "A"))["ok"] is False
    # a refused link refuses every method, with its sentence
    broken = ClassPage("?part=9&seed=1")
    for call in (broken.intro, lambda: broken.start("Ana"), lambda: broken.question(0),
                 broken.finish, lambda: broken.mark("x"), lambda: broken.unlock("word")):
        assert json.loads(call())["error"].startswith("The part must be")


def test_the_page_speaks_the_links_language():
    page = ClassPage("?part=1&seed=1&n=2&lang=ru")
    assert page.lang == "ru"
    intro = json.loads(page.intro())
    assert intro["lang"] == "ru" and intro["title"] != "Class quiz"
    assert json.loads(page.question(0))["heading"].startswith("Вопрос 1 из 2")
    # a refused link still speaks the language it asks for
    with use_language("ru"):
        expected = str(pytest.raises(ValueError, read_settings, "part=9&seed=1&lang=ru").value)
    assert json.loads(ClassPage("?part=9&seed=1&lang=ru").intro())["error"] == expected
    assert json.loads(ClassPage("?part=9&seed=1&lang=xx").intro())["error"].startswith(
        "The part must be")


def test_the_form_offers_every_part_and_its_choices():
    html = class_form_html()
    for q in PARTS.values():
        assert f'<option value="{q.part}">' in html
        assert all(r in html for r in q.rules)
    assert isinstance(read_settings("part=1&seed=1"), ClassSettings)


def test_a_part_quiz_widget_ends_with_a_code_the_teachers_page_reads():
    from pokerhands.widgets import Quiz

    quiz = Quiz(seed=11, kinds=["name-hand", "category-order", "which-wins", "order"], n=4,
                rules="high")
    right = []
    for i, ex in enumerate(quiz.exercises):
        answer = ex.answer_text if i != 2 else "banana, then wrong"
        verdict = quiz.check(answer)
        if i == 2:  # an unreadable answer does not count; a wrong one does
            assert not verdict.valid
            wrong = next(o for o in ex.options if not quiz.check(o).correct) if ex.options \
                else " > ".join(str(h) for g in reversed(ex.answer) for h in g)
            quiz.check(wrong)
        quiz.check(ex.answer_text)  # later answers never change the first
        right.append(i != 2)
        quiz.next()
    assert "Result code for your teacher" in quiz.message
    settings = read_settings("part=1&seed=11&n=4")
    assert read_result(settings, quiz.result_code).right == tuple(right)
    assert quiz.result_code in quiz.message
    # a quiz that is no part's quiz has no code, and says nothing of one
    other = Quiz(seed=11, kinds=["order"], n=2, rules="high")
    other.next()
    other.next()
    assert other.result_code is None and "Result code" not in other.message


# --- the description the class page refuses with (class/settings.json) ------------------

def _refusal(query: str, lang: str) -> "str | None":
    """What read_settings says of ``query`` in ``lang`` (None: accepted)."""
    with use_language(lang):
        try:
            read_settings(query)
        except ValueError as exc:
            return str(exc)
    return None


def _shown(d: dict, text: str) -> str:
    """A refused value as the description says the page shows it: digits as typed, anything
    else quoted, cut at ``max`` characters."""
    cut = text if len(text) <= d["value"]["max"] else text[:d["value"]["max"]] + "…"
    return cut if text.isascii() and text.isdigit() else repr(cut)


def _cases(d: dict) -> "list[tuple[str, str | None, object]]":
    """Links made from the description alone, each with what the description says of it:
    ``(query, message key or None when accepted, value shown in the message)``. Values sit
    at and just beyond each bound, and every choice of every part, view and language is
    tried, with locks of every length around the right one."""
    base = {"part": "1", "seed": "1", "n": "7"}

    def link(**values: str) -> str:
        return "&".join(f"{k}={v}" for k, v in {**base, **values}.items())

    cases: "list[tuple[str, str | None, object]]" = []
    for x in d["numbers"]:
        name, low, high, digits = x["name"], x["low"], x["high"], x["digits"]
        for value in (low, high, (low + high) // 2):
            cases.append((link(**{name: str(value)}), None, None))
            cases.append((link(**{name: str(value).zfill(digits)}), None, None))
        padded = "0" * (digits + 1 - len(str(low))) + str(low)
        cases.append((link(**{name: padded}), f"numbers.{name}", _shown(d, padded)))
        for value in (low - 1, high + 1, -1, 10 ** (digits + 1)):
            cases.append((link(**{name: str(value)}), f"numbers.{name}", _shown(d, str(value))))
        for text in ("7a", "1" * 50):
            cases.append((link(**{name: text}), f"numbers.{name}", _shown(d, text)))
    every_rule = sorted({r for rules in d["rules"].values() for r in rules} | {"cheat"})
    for part, rules in d["rules"].items():
        for rule in every_rule:
            query = link(part=part, rules=rule)
            cases.append((query, None, None) if rule in rules
                         else (query, f"rules.{part}", _shown(d, rule)))
    lock = d["lock"]
    good = lock["alphabet"][-lock["length"]:]
    for view in d["views"]:
        cases.append((link(view=view, lock=good), None, None))
        cases.append((link(view=view), "key_lock" if view == "key" else None, None))
    for view in ("admin", "result", "Quiz"):
        cases.append((link(view=view), "view", _shown(d, view)))
    for lang in d["langs"]:
        cases.append((link(lang=lang), None, None))
        cases.append((link(view="key", lang=lang, lock=good), None, None))
    for lang in ("de", "EN", "english", "r"):
        cases.append((link(lang=lang), "lang", _shown(d, lang)))
    for size in range(lock["length"] + 3):
        text = (lock["alphabet"] * 2)[:size]
        if size == lock["length"]:
            cases.append((link(lock=text), None, None))
        elif size:  # an empty lock is no lock
            cases.append((link(lock=text), "lock", _shown(d, text)))
            cases.append((link(view="key", lock=text), "lock", _shown(d, text)))
    for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcz-é":
        text = good[:-1] + c
        if c in lock["alphabet"]:
            cases.append((link(lock=text), None, None))
        else:
            cases.append((link(lock=text), "lock", _shown(d, text)))
    return cases


def test_the_class_pages_description_refuses_what_python_refuses_in_its_words():
    d = link_description()
    assert d["keys"][:len(d["required"])] == d["required"]
    assert d["keys"] == ["part", "seed", "n", "rules", "view", "lang", "lock"]
    assert d["views"] == ["quiz", "worksheet", "key", "results"]
    assert d["langs"] == list(LANGUAGES) and d["lock"]["length"] == 4
    cases = _cases(d)
    assert len(cases) > 150
    assert {key for _, key, _ in cases} >= {
        None, "view", "lang", "lock", "key_lock",
        *(f"numbers.{x['name']}" for x in d["numbers"]), *(f"rules.{p}" for p in d["rules"])}
    assert set(d["messages"]) == set(LANGUAGES)
    for lang, words in d["messages"].items():
        for query, key, shown in cases:
            said = _refusal(query, lang)
            if key is None:
                assert said is None, (query, said)
                continue
            template = words
            for part in key.split("."):
                template = template[part]
            assert said == template.replace("{value}", str(shown)), (lang, query)
    # whole sentences that name the settings as the form names them
    en = d["messages"]["en"]
    assert en["numbers"]["n"] == ("The number of questions must be a whole number from 1 to "
                                  "20; the link has {value}. Ask your teacher for the class "
                                  "link.")
    assert _refusal("part=3&seed=1&n=500", "en") == en["numbers"]["n"].replace("{value}", "500")
    for template in (*en["numbers"].values(), *en["rules"].values(), en["view"], en["lang"],
                     en["lock"], en["key_lock"], en["needs"]):
        assert template[0].isupper() and template.endswith("."), template
    # the longest query string: at the bound not refused for its length, beyond it refused
    head = "part=1&seed="
    for length, too_long in ((d["max_length"], False), (d["max_length"] + 1, True)):
        said = _refusal(head + "0" * (length - len(head)), "en")
        assert ("characters" in said) is too_long, said


def test_the_build_writes_the_description_beside_the_class_page(tmp_path):
    import importlib.util
    spec = importlib.util.spec_from_file_location("class_page", ROOT / "book/_ext/class_page.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.write_description(tmp_path) is None  # a language site: no class page
    (tmp_path / "class").mkdir()
    (tmp_path / "class" / "index.html").write_text("<html></html>")
    path = module.write_description(tmp_path)
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(
        json.dumps(link_description()))


@pytest.mark.parametrize("typed, said", [
    ("Zz", "Could not read the order: 'Zz' is not a hand number (1 to {n} or A to {letter})."),
    ("1 > 1 > 9", "Could not read the order: there is no hand 9 in '1 > 1 > 9' (the hands are "
                  "1 to {n})."),
    ("2 > 1 < 3", "Could not read the order: '2 > 1 < 3' has both '>' and '<': use either '>' "
                  "(best first) or '<' (worst first), not both."),
    ("= 1 2", "Could not read the order: '= 1 2' starts with '=', which must join two hands."),
    ("As Kd", "Could not read the order: 'As' in 'As Kd' is not a hand number (1 to {n} or A "
              "to {letter})."),
    ("б > а", "Could not read the order: 'б' in 'б > а' is not a hand number (1 to {n} or A "
              "to {letter})."),
])
def test_an_order_that_cannot_be_read_is_quoted_as_typed_in_a_sentence(typed, said):
    page = ClassPage("?part=1&seed=20261201&n=4")
    page.intro()
    index = next(i for i, ex in enumerate(page.exercises) if ex.kind == "order")
    n = len(page.exercises[index].hands)
    verdict = json.loads(page.answer(index, typed))
    assert verdict["valid"] is False
    assert unescape(re.sub(r"<[^>]+>", "", verdict["feedback"])) == said.format(
        n=n, letter="ABCDE"[n - 1])
    assert verdict["quoted"] == (f"You typed {typed!r}, which cannot be read as an answer to "
                                 "this question.")
