"""Class links: the settings a link may carry, the set they deal, the result code, the sheets
and the Python behind the class page (pokerhands.exercises.classroom, render.classroom,
book.classpage)."""
from __future__ import annotations

import json
import re
from html import escape, unescape
from pathlib import Path


import pytest

from pokerhands.book.classpage import ClassPage, class_form_html
from pokerhands.core.language import LANGUAGES, use_language
from pokerhands.exercises import check, exercise_set
from pokerhands.exercises.classroom import (
    MAX_CLASS_QUESTIONS,
    PARTS,
    ClassSettings,
    key_lock,
    link_description,
    read_settings,
)
from pokerhands.exercises.result_codes import (
    read_result,
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
        "ok": False,
        "error": "Type your name or initials: a name needs at least one letter or digit."}
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


def _shown(d: dict, text: str) -> "dict[str, str]":
    """A refused value as the description says the page shows it, in each language: digits
    as typed, anything else quoted (English as Python's repr, another language in its
    ``marks``), cut at ``max`` characters."""
    cut = text if len(text) <= d["value"]["max"] else text[:d["value"]["max"]] + "…"
    if text.isascii() and text.isdigit():
        return {lang: cut for lang in d["langs"]}
    marks = d["value"]["marks"]
    return {lang: repr(cut) if lang == "en" else marks[lang][0] + cut + marks[lang][1]
            for lang in d["langs"]}


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
            assert said == (template.replace("{value}", shown[lang]) if shown else template), \
                (lang, query)
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_description_after_a_comma_does_not_start_with_a_capital(lang):
    # D18: "2♣, Nine-eight low" read as two sentences run together
    from pokerhands.exercises import make_exercise
    from pokerhands.exercises.answers import mid_sentence

    seen = 0
    with use_language(lang):
        for kind in ("which-wins", "order", "split-pot"):
            for seed in range(12):
                ex = make_exercise(kind, seed)
                for line in ex.explanation:
                    for m in re.finditer(r"[♠♥♦♣], (\w+)", line):
                        seen += 1
                        word = m.group(1)
                        assert not (word[0].isupper() and not word.isupper() and len(word) > 1), \
                            line
    assert seen > 50
    assert mid_sentence("Ace-high straight (Broadway)") == "ace-high straight (Broadway)"
    assert mid_sentence("Пара валетов") == "пара валетов"
    assert mid_sentence("Q-3-2 low") == "Q-3-2 low" and mid_sentence("AKQ") == "AKQ"


def test_an_order_question_offers_equal_hands_only_when_it_says_some_are_equal():
    # the second classroom trial: the page's "=" showed on questions that say "No two of
    # them are equal"; the question's JSON now says which, from the answer itself
    seen = set()
    for seed in range(12):
        page = ClassPage(f"?part=2&seed={seed}&n=8&lang=hu")
        page.intro()
        for i, ex in enumerate(page.exercises):
            q = json.loads(page.question(i))
            assert q["ties"] == ("=" in ex.answer_text) == (ex.kind == "order" and any(
                len(g) > 1 for g in ex.answer))
            seen.add((ex.kind, q["ties"]))
        assert page.score() == "0/0 helyes"   # the score in the link's language too
    assert {("order", True), ("order", False)} <= seen
