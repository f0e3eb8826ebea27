"""Marking a whole class at once (pokerhands.exercises.marking, render.marking and
ClassPage.mark): thirty students' names and codes pasted at once give the right table, the
tally and a CSV that reads back; lines that cannot be marked give sentences."""
from __future__ import annotations

import csv
import io
import json
import random
import re
from collections import Counter
from html import escape, unescape

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from pokerhands.book.classpage import ClassPage
from pokerhands.exercises.classroom import read_settings
from pokerhands.exercises.marking import MAX_LINES, mark_class, split_line
from pokerhands.exercises.result_codes import Answered, code_layout, result_code
from pokerhands.render.marking import marks_html

QUERY = "part=3&seed=20261206&n=8&rules=ace-to-five"
SETTINGS = read_settings(QUERY)
EXERCISES = SETTINGS.exercises()
LAYOUT = code_layout(SETTINGS, EXERCISES)
NAMES = ["Ana K.", "Boris", "Chloé", "Дмитрий", "Ελένη", "Ödön", "Zoë", "Li Lei", "O'Neil",
         "Ana M.", "Иван Петров", "Σοφία", "Bence", "Marta", "Noor", "Yusuf", "Emma", "Kai",
         "Léa", "Jonas", "Ayşe", "Mateo", "Sven", "Aiko", "Fatima", "Tomás", "Ingrid", "Raj",
         "Lena", "Pál"]
SEPARATORS = ["\t", ",", ";", " ", "\t ", " ; "]


def _class(seed: int = 1):
    """Thirty students' answers (every kind of state) and their codes."""
    rng = random.Random(seed)
    students = []
    for name in NAMES:
        answered = []
        for k in LAYOUT.options:
            state = rng.randrange(k + 2 if k else 3)
            answered.append(Answered() if state == 0 else Answered(False) if state == 1 else
                            Answered(None, state - 2) if k else Answered(True))
        students.append((name, answered, result_code(SETTINGS, answered, name=name,
                                                     layout=LAYOUT)))
    return students


def _pasted(students, rng=None) -> str:
    rng = rng or random.Random(2)
    lines = []
    for name, _answered, code in students:
        lines.append(f"{name}{rng.choice(SEPARATORS)}{code}")
        if rng.random() < 0.2:
            lines.append("   ")  # blank lines are skipped
    return "\n".join(lines)


def _expected(answered):
    right, options = [], []
    for a, good in zip(answered, LAYOUT.right_options):
        if a.right is None and a.option is None:
            right.append(None)
            options.append(None)
        elif a.option is not None:
            right.append(a.option == good)
            options.append(a.option)
        else:
            right.append(a.right)
            options.append(None)
    return right, options


def test_thirty_students_give_the_right_table_tally_and_csv():
    students = _class()
    marks = mark_class(SETTINGS, _pasted(students), EXERCISES)
    assert len(marks.rows) == 30
    expected = {}
    for (name, answered, code), row in zip(students, marks.rows):
        assert row.name == name and row.code == code and row.error == ""
        right, options = _expected(answered)
        assert list(row.result.right) == right and list(row.result.options) == options
        expected[name] = (right, options)
    # the tally, counted here from the students' own answers
    for t in marks.tally:
        i = t.number - 1
        column = [expected[n][0][i] for n in NAMES]
        assert t.marked == 30 and t.right == column.count(True)
        assert t.answered == sum(1 for r in column if r is not None)
        wrong = Counter(expected[n][1][i] for n in NAMES
                        if expected[n][0][i] is False and expected[n][1][i] is not None)
        if wrong:
            top = max(wrong.values())
            assert t.wrong_count == top and t.wrong_option == min(
                o for o, c in wrong.items() if c == top)
        else:
            assert t.wrong_option is None and t.wrong_count == 0
    # the CSV reads back to the same scores and marks
    read = list(csv.DictReader(io.StringIO(marks.csv())))
    assert [r["name"] for r in read] == NAMES
    for r in read:
        right, options = expected[r["name"]]
        assert int(r["score"]) == sum(1 for x in right if x) and r["total"] == "8"
        assert [r[f"q{i}"] for i in range(1, 9)] == [
            "" if x is None else str(int(x)) for x in right]
        assert [r[f"q{i}_answer"] for i in range(1, 9)] == [
            "" if o is None else "ABCD"[o] for o in options]
        assert r["error"] == ""
    # the table: a row a student, a mark a question, the score
    html = marks.html()
    for name in NAMES:
        right, options = expected[name]
        shown_name = re.escape(escape(name))
        row = re.search(rf'<th scope="row">{shown_name}</th>'
                        r'<td class="ph-score">(\d+)</td>(.*?)</tr>', html)
        assert row and int(row.group(1)) == sum(1 for x in right if x)
        marks_shown = re.findall(r'<td class="ph-mark ph-(\w+)"[^>]*>([^<]*)</td>', row.group(2))
        assert [m for m, _t in marks_shown] == [
            "none" if x is None else "right" if x else "wrong" for x in right]
        for (state, text), o in zip(marks_shown, options):
            assert unescape(text) == {"none": "–", "right": "✓", "wrong": "✗"}[state] + (
                f" {'ABCD'[o]}" if o is not None else "")
    for t in marks.tally:
        shown = f"{t.right} of 30"
        assert shown in html
        if t.wrong_option is not None:
            text = EXERCISES[t.number - 1].options[t.wrong_option]
            assert unescape(f"{'ABCD'[t.wrong_option]} ({text}), chosen by {t.wrong_count}"
                            ) in unescape(html)


def test_the_page_marks_through_json_in_its_language():
    students = _class(3)
    page = ClassPage(f"?{QUERY}&view=results")
    said = json.loads(page.mark(_pasted(students)))
    assert said["ok"] is True and said["count"] == 30
    assert said["csv"] == mark_class(SETTINGS, _pasted(students)).csv()
    assert "<table" in said["html"] and "Ana K." in said["html"]
    russian = json.loads(ClassPage(f"?{QUERY}&view=results&lang=ru").mark(_pasted(students)))
    assert russian["csv"] == said["csv"]  # the codes are the same in every language
    empty = json.loads(page.mark("  \n \n"))
    assert empty == {"ok": False, "error": "There is nothing to mark: paste one student a "
                                           "line, the name and then the code."}


def test_more_than_two_hundred_lines_is_refused_with_a_sentence():
    name, answered, code = _class()[0]
    lines = [f"Student {i}\t{result_code(SETTINGS, answered, name=f'Student {i}', layout=LAYOUT)}"
             for i in range(MAX_LINES)]
    assert len(mark_class(SETTINGS, "\n".join(lines), layout=LAYOUT).rows) == MAX_LINES
    with pytest.raises(ValueError) as caught:
        mark_class(SETTINGS, "\n".join(lines + ["One more\tAAAA-AAAA"]), layout=LAYOUT)
    assert str(caught.value) == ("The list has 201 lines; mark at most 200 at a time (one "
                                 "class), one student a line.")
    said = json.loads(ClassPage(f"?{QUERY}&view=results").mark("\n".join(lines + ["x y"])))
    assert said == {"ok": False, "error": str(caught.value)}


def test_lines_that_cannot_be_marked_keep_their_place_with_a_sentence():
    students = _class()
    ana, boris = students[0], students[1]
    text = "\n".join([
        f"{ana[0]}\t{ana[2]}",
        "garbage",                        # a word alone: a code of the wrong length
        "Boris,",                         # a name and no code
        f"Boris\t{ana[2]}",               # Ana's code under Boris's name
        f"{boris[0]}; {boris[2].lower().replace('-', ' ')}",  # typed loosely: read
        "Cleo 7S-XLO7",                   # letters no code has
        f"{ana[0]}\t{ana[2]}",            # the same line again
        "Zed " + "x" * 300,                # too long
        "<b>Eve</b>\t<i>1</i>",           # markup
        f"=HYPERLINK(\"x\")\t{ana[2]}",   # a formula for a name
    ])
    marks = mark_class(SETTINGS, text, layout=LAYOUT)
    rows = {r.line: r for r in marks.rows}
    assert rows[1].result is not None and rows[1].error == ""
    assert rows[2].result is None and rows[2].error == (
        "Line 2: The code 'garbage' has 7 letters and digits, but a code for these settings "
        "has 8: check the code and the class link.")
    assert rows[3].error == "Line 3 has no code after the name 'Boris'."
    assert rows[4].error == (f"Line 4: The code '{ana[2]}' does not fit this name and these "
                             "settings: check the name, the code and the class link.")
    assert rows[5].result is not None and rows[5].error == ""
    assert rows[6].error == ("Line 6: The code '7S-XLO7' cannot be a result code: a code has 5 "
                             "to 15 letters and digits, without I, L, O or U.")
    assert rows[7].result is None and rows[7].error == (
        "Line 7 repeats line 1 (the same name and code); it is counted once.")
    assert rows[8].result is None and rows[8].error.startswith(
        "Line 8 is too long to be a name and a code (304 characters)")
    assert rows[9].result is None and "'<i>1</i>'" in rows[9].error
    assert rows[10].result is None
    for row in marks.rows:
        if row.error:
            assert row.error[0].isupper() and row.error.endswith("."), row.error
    assert marks.tally[0].marked == 2  # Ana and Boris
    html = marks.html()
    assert "<b>" not in html and "<i>" not in html and "&lt;b&gt;Eve&lt;/b&gt;" in html
    for row in marks.rows:
        if row.error:
            assert row.error.replace("'", "&#x27;").replace("<", "&lt;").replace(
                ">", "&gt;").replace('"', "&quot;") in html
    read = list(csv.DictReader(io.StringIO(marks.csv())))
    assert len(read) == 10 and read[2]["error"] == rows[3].error and read[2]["score"] == ""
    assert read[9]["name"] == "'=HYPERLINK(\"x\")"  # not a formula in a spreadsheet


def test_a_name_on_two_lines_with_two_codes_is_marked_twice_with_a_note():
    answered = _class()[0][1]
    first = result_code(SETTINGS, answered, name="Ana", layout=LAYOUT)
    other = result_code(SETTINGS, [Answered()] * 8, name="ana", layout=LAYOUT)
    marks = mark_class(SETTINGS, f"Ana\t{first}\nANA.\t{other}", layout=LAYOUT)
    assert [r.result is not None for r in marks.rows] == [True, True]
    assert marks.rows[0].error == ""
    assert marks.rows[1].error == ("The name 'ANA.' is also on line 1: if these are two "
                                   "students, ask them to add an initial and make their codes "
                                   "again.")
    assert marks.tally[0].marked == 2


@pytest.mark.parametrize("line, parts", [
    ("Ana K.\t7S-XMY7", ("Ana K.", "7S-XMY7")),
    ("Smith, Ana\t7S-XMY7", ("Smith, Ana", "7S-XMY7")),
    ("Ana;7S-XMY7", ("Ana", "7S-XMY7")),
    ("Ana K., 7S XMY7", ("Ana K.", "7S XMY7")),
    ("Ana K. 7S-XMY7", ("Ana K.", "7S-XMY7")),
    ("  7S-XMY7  ", ("", "7S-XMY7")),
    ("\t7S-XMY7", ("", "7S-XMY7")),
    ("Ana\t", ("Ana", "")),
])
def test_a_line_splits_into_a_name_and_a_code(line, parts):
    assert split_line(line) == parts


@hsettings(max_examples=40)
@given(st.lists(st.text(st.characters(blacklist_categories=("Cs",)), max_size=60), max_size=40))
def test_any_pasted_text_gives_rows_or_a_sentence_never_a_crash(lines):
    text = "\n".join(lines)
    try:
        marks = mark_class(SETTINGS, text, layout=LAYOUT)
    except ValueError as exc:
        assert str(exc)[0].isupper() and str(exc).endswith(".")
        return
    assert all((r.result is None) == bool(r.error) for r in marks.rows)
    list(csv.DictReader(io.StringIO(marks.csv())))
    marks.html()


def test_the_render_layer_takes_plain_values():
    html = marks_html("Part I, seed 1", 2, [
        {"line": 1, "name": "", "code": "X", "score": 1,
         "cells": [("right", ""), ("wrong", "C")], "error": ""},
        {"line": 2, "name": "Bo", "code": "Y", "score": None, "cells": None,
         "error": "Line 2: no."}],
        [{"number": 1, "right": 1, "marked": 1, "answered": 1, "wrong_letter": "",
          "wrong_text": "", "wrong_count": 0},
         {"number": 2, "right": 0, "marked": 1, "answered": 1, "wrong_letter": "C",
          "wrong_text": "Tie", "wrong_count": 1}])
    assert "(no name)" in html and "✗ C" in html and "Line 2: no." in html
    assert 'colspan="3"' in html and "C (Tie), chosen by 1" in html
    assert "<caption>Part I, seed 1</caption>" in html


def test_a_name_alone_is_a_line_with_no_code():
    # a name that cannot be a code (it has letters no code has, or is too short) is the
    # name of a student who gave no code, not a code with no name (the Greek and Hungarian
    # readers pasted "Ελένη" and "Péter")
    marks = mark_class(SETTINGS, "Péter\nΕλένη\nAl", layout=LAYOUT)
    assert [(r.name, r.code, r.error) for r in marks.rows] == [
        ("Péter", "", "Line 1 has no code after the name 'Péter'."),
        ("Ελένη", "", "Line 2 has no code after the name 'Ελένη'."),
        ("Al", "", "Line 3 has no code after the name 'Al'."),
    ]


def test_lines_written_as_people_write_them_are_read_as_meant():
    # the second classroom trial: a name family name first with a comma, a code with a
    # space or an en dash for its dash, a two-word name with no code, accents left out
    students = _class()
    ana_code, boris_code, chloe_code = students[0][2], students[1][2], students[2][2]
    length = len(ana_code.replace("-", ""))
    spaced = ana_code.replace("-", " ")
    assert split_line(f"K., Ana {spaced}", length) == ("K., Ana", spaced)
    # (Ana K.'s code under "K., Ana": her name's words in another order)
    text = "\n".join([f"K., Ana {spaced}",                                 # Ana K.
                      f"Boris\t{boris_code.replace('-', chr(0x2013))}",    # an en dash
                      f"CHLOE {chloe_code}",                                # no accent
                      "Nagy Péter"])
    rows = mark_class(SETTINGS, text, layout=LAYOUT).rows
    assert [r.error for r in rows[:3]] == ["", "", ""], [r.error for r in rows]
    assert [r.name for r in rows[:3]] == ["K., Ana", "Boris", "CHLOE"]
    assert all(r.result is not None for r in rows[:3])
    assert rows[3].name == "Nagy Péter" and rows[3].result is None and rows[3].error == (
        "Line 4 has no code after the name 'Nagy Péter'.")
