"""Class links: the settings a link may carry, the set they deal, the result code, the sheets
and the Python behind the class page (pokerhands.exercises.classroom, render.classroom,
book.classpage)."""
from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

import pytest

from pokerhands.book.classpage import ClassPage, class_form_html
from pokerhands.core.language import LANGUAGES, use_language
from pokerhands.exercises import check, exercise_set
from pokerhands.exercises.classroom import (
    MAX_CLASS_QUESTIONS,
    PARTS,
    ClassSettings,
    link_description,
    read_settings,
)
from pokerhands.exercises.result_codes import read_result, result_code
from pokerhands.render.classroom import answer_key_html, worksheet_html

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("query", [
    "?part=1&seed=20261201&n=7",
    "part=3&seed=0&n=1&rules=deuce-to-seven",
    "part=5&seed=999999999&n=20&rules=bug",
    "part=7&seed=12",
    "part=2&seed=5&n=3&view=worksheet",
    "part=2&seed=5&n=3&view=key",
    "part=2&seed=5&n=3&view=result&code=0Z-3K7Q",
])
def test_settings_round_trip(query):
    settings = read_settings(query)
    assert read_settings(settings.query()) == settings


@pytest.mark.parametrize("query, named", [
    ("part=8&seed=1", "part"),
    ("part=0&seed=1", "part"),
    ("part=1&seed=-1", "seed"),
    ("part=1&seed=1.5", "seed"),
    ("part=1&seed=1000000000", "seed"),
    ("part=1&seed=１２", "seed"),
    ("part=1&seed=1&n=0", "n"),
    ("part=1&seed=1&n=21", "n"),
    ("part=1&seed=1&n=7.0", "n"),
    ("part=1&seed=1&rules=high", "rules"),
    ("part=3&seed=1&rules=badugi", "rules"),
    ("part=5&seed=1&rules=__import__('os')", "rules"),
    ("part=1&seed=1&view=exec", "view"),
    ("part=1&seed=1&code=AAAA", "code"),
    ("part=1&seed=1&view=result", "view=result"),
    ("part=1&seed=1&view=result&code=print(1)", "code"),
    ("part=1&seed=1&part=2", "part"),
    ("part=1&seed=1&exec=print(1)", "'exec'"),
    ("part=1&seed=1&code=x&code=y", "code"),
    ("seed=1", "part"),
    ("part=1", "seed"),
    ("x", "cannot be read"),
    ("part=1&seed=1&" + "a" * 400, "characters"),
])
def test_bad_links_are_refused_naming_the_setting(query, named):
    with pytest.raises(ValueError, match=re.escape(named)):
        read_settings(query)


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


def test_result_codes_round_trip_and_refuse_any_single_change():
    s = read_settings("part=1&seed=20261201&n=7")
    exercises = s.exercises()
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    for mask in (0, 1, 0b1010101, 0b1111111, 0b0110010):
        right = [bool(mask >> i & 1) for i in range(7)]
        code = result_code(s, right, exercises)
        result = read_result(s, code, exercises)
        assert list(result.right) == right and result.score == sum(right)
        assert read_result(s, code.lower().replace("-", " "), exercises) == result
        plain = code.replace("-", "")
        for i, c in enumerate(plain):
            for other in alphabet:
                if other != c:
                    with pytest.raises(ValueError):
                        read_result(s, plain[:i] + other + plain[i + 1:], exercises)
    code = result_code(s, [True] * 7, exercises)
    for other in ("part=1&seed=20261202&n=7", "part=2&seed=20261201&n=7",
                  "part=1&seed=20261201&n=6"):
        with pytest.raises(ValueError):
            read_result(read_settings(other), code)


def test_a_code_claims_a_question_only_with_its_answer():
    # the check covers the answers of the questions claimed right: the same claim with
    # another set's answers gives another code
    s = read_settings("part=1&seed=7&n=3")
    a = result_code(s, [True, True, True])
    fake = [ex.__class__(**{**ex.__dict__, "answer": "tie" if ex.answer != "tie" else "first"})
            if ex.kind == "which-wins" else ex for ex in s.exercises()]
    if fake != s.exercises():
        assert result_code(s, [True, True, True], fake) != a
    with pytest.raises(ValueError, match="one entry per question"):
        result_code(s, [True])


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


def test_class_page_plays_a_set_and_scores_first_answers():
    page = ClassPage("?part=1&seed=20261201&n=4")
    intro = json.loads(page.intro())
    assert intro["view"] == "quiz" and intro["count"] == 4
    assert not page.needs_numpy
    for i, ex in enumerate(page.exercises):
        q = json.loads(page.question(i))
        assert q["number"] == i + 1 and q["options"] == list(ex.options)
        assert json.loads(page.answer(i, "banana"))["valid"] is False
        answer = ex.options[0] if i == 1 and ex.options else ex.answer_text
        verdict = json.loads(page.answer(i, answer))
        assert verdict["valid"]
        # a second answer never changes the score
        json.loads(page.answer(i, ex.answer_text))
    finish = json.loads(page.finish())
    right = [check(ex, ex.options[0] if i == 1 and ex.options else ex.answer_text).correct
             for i, ex in enumerate(page.exercises)]
    assert finish["right"] == sum(right)
    assert read_result(page.settings, finish["code"]).right == tuple(right)


def test_class_page_views_and_refusals():
    assert json.loads(ClassPage("?part=6&seed=1&view=key").intro())  # needs NumPy here too
    assert ClassPage("?part=6&seed=1").needs_numpy
    code = result_code(read_settings("part=4&seed=2&n=3"), [True, False, True])
    intro = json.loads(ClassPage(f"?part=4&seed=2&n=3&view=result&code={code}").intro())
    assert "2 of 3 right" in intro["html"] and "1 and 3" in intro["html"]
    intro = json.loads(ClassPage("?part=4&seed=3&n=3&view=result&code=" + code).intro())
    assert "does not fit these settings" in intro["html"]
    for bad in ("?part=1&seed=1&run=import os", "?part=9&seed=1", "?"):
        error = json.loads(ClassPage(bad).intro())["error"]
        assert error and "Traceback" not in error
    sheet = json.loads(ClassPage("?part=4&seed=2&n=3&view=worksheet").intro())
    assert sheet["title"] == "Worksheet" and "Name:" in sheet["html"]


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


def _cases(d: dict) -> "list[tuple[str, str | None, object]]":
    """Links made from the description alone, each with what the description says of it:
    ``(query, message key or None when accepted, value shown in the message)``. Values sit
    at and just beyond each bound, and every choice of every part and view is tried."""
    base = {"part": "1", "seed": "1", "n": "7"}

    def link(**values: str) -> str:
        return "&".join(f"{k}={v}" for k, v in {**base, **values}.items())

    cases: "list[tuple[str, str | None, object]]" = []
    for x in d["numbers"]:
        name, low, high, digits = x["name"], x["low"], x["high"], x["digits"]
        for value in (low, high, (low + high) // 2):
            cases.append((link(**{name: str(value)}), None, None))
            cases.append((link(**{name: str(value).zfill(digits)}), None, None))
        cases.append((link(**{name: "0" * (digits + 1 - len(str(low))) + str(low)}),
                      f"numbers.{name}", repr("0" * (digits + 1 - len(str(low))) + str(low))))
        for value in (low - 1, high + 1, -1):
            text = str(value)
            shown = value if text.isdigit() and len(text) <= digits else repr(text)
            cases.append((link(**{name: text}), f"numbers.{name}", shown))
        cases.append((link(**{name: "7a"}), f"numbers.{name}", repr("7a")))
    every_rule = sorted({r for rules in d["rules"].values() for r in rules} | {"cheat"})
    for part, rules in d["rules"].items():
        for rule in every_rule:
            query = link(part=part, rules=rule)
            cases.append((query, None, None) if rule in rules
                         else (query, f"rules.{part}", repr(rule)))
    code = d["code"]
    good = code["alphabet"][-code["min"]:]
    for view in d["views"]:
        if view == d["result_view"]:
            cases.append((link(view=view, code=good), None, None))
            cases.append((link(view=view), "result", None))
        else:
            cases.append((link(view=view), None, None))
            cases.append((link(view=view, code=good), "code_view", None))
    cases.append((link(view="admin"), "view", repr("admin")))
    result = d["result_view"]
    for text in (code["alphabet"][:code["max"]], good.lower(), good[:2] + "-" + good[2:]):
        cases.append((link(view=result, code=text), None, None))
    for text in (good[:-1], code["alphabet"][:code["max"] + 1]):
        cases.append((link(view=result, code=text), "code", repr(text)))
    for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        if c not in code["alphabet"]:
            cases.append((link(view=result, code=good[:-1] + c), "code", repr(good[:-1] + c)))
    return cases


def test_the_class_pages_description_refuses_what_python_refuses_in_its_words():
    d = link_description()
    assert d["keys"][:len(d["required"])] == d["required"]
    cases = _cases(d)
    assert len(cases) > 60
    assert {key for _, key, _ in cases} >= {
        None, "result", "code_view", "view", "code",
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
    # the English words are the package's own; the others are translated, not copied
    assert (d["messages"]["en"]["numbers"]["part"]
            == "part must be a whole number from 1 to 7, got {value}")
    for lang in LANGUAGES[1:]:
        assert d["messages"][lang]["view"] != d["messages"]["en"]["view"], lang
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
