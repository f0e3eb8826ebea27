"""The class's paper and the teachers' guide (issue 40): the key's letter to tick and its strip
of answers, the printed pages' margins, headings in words, the order hint that agrees with the
question, and the guide's ready-made links."""
from __future__ import annotations

import json
import re
from dataclasses import replace
from html import unescape
from pathlib import Path

import pytest

from pokerhands.exercises import ALL_KINDS
from pokerhands.exercises.classroom import PARTS, read_settings
from pokerhands.exercises.model import kind_words
from pokerhands.render.classroom import (
    LETTERS,
    answer_form,
    answer_key_html,
    answer_letter,
    answer_strip,
    worksheet_html,
)

ROOT = Path(__file__).resolve().parents[1]
#: A few sets of every part that needs no NumPy, as a class link deals them.
SETS = [read_settings(f"part={p}&seed={seed}&n=8") for p in PARTS if not PARTS[p].needs_numpy
        for seed in (1, 20261206)] + [read_settings("part=3&seed=5&n=8&rules=ace-to-five")]


def test_the_key_names_the_letter_of_the_answer():
    seen = 0
    for settings in SETS:
        for ex in settings.exercises():
            letter = answer_letter(ex)
            if not ex.options:
                assert letter == ""
                continue
            seen += 1
            assert [str(o) for o in ex.options][LETTERS.index(letter)] == ex.answer_text
    assert seen > 20
    ex = next(e for s in SETS for e in s.exercises() if e.options)
    with pytest.raises(ValueError, match="none of the options"):
        answer_letter(replace(ex, options=tuple(o for o in ex.options
                                                if str(o) != ex.answer_text)))


def test_the_answer_strip_gives_every_question_in_short():
    settings = read_settings("part=3&seed=20261206&n=8&rules=ace-to-five")
    exercises = settings.exercises()
    strip = answer_strip(exercises)
    assert [n for n, _ in strip] == list(range(1, 9))
    for (_number, short), ex in zip(strip, exercises):
        if ex.options:
            assert short == answer_letter(ex) and len(short) == 1
        else:
            assert " " not in short.strip() or ex.kind != "order", short
            assert short.replace(">", " > ").replace("=", " = ") == ex.answer_text
    html = answer_key_html(exercises, settings.describe())
    assert html.index("Answers at a glance:") < html.index("Question 1")
    for ex in exercises:
        if ex.options:
            assert f"{answer_letter(ex)} — {ex.answer_text}" in unescape(html)


def test_printed_pages_carry_the_name_line_the_settings_and_the_page_number():
    settings = read_settings("part=1&seed=7&n=3")
    about = settings.describe()
    sheet = worksheet_html(settings.exercises(), about)
    style = re.search(r"<style>(.*?)</style>", sheet).group(1)
    assert "@top-left" in style and "Name:" in style and "Class:" in style
    assert f'"{about}"' in style and "counter(page)" in style and "counter(pages)" in style
    assert "@page :first" in style   # the first page has its own name line
    key = answer_key_html(settings.exercises(), about)
    assert '"Answer key"' in re.search(r"<style>(.*?)</style>", key).group(1)
    # the settings' words cannot close the style element or its string
    odd = answer_key_html(settings.exercises(), 'a "quoted" </style><b>x</b> \\ end')
    block = odd[:odd.index("</style>")]
    assert "<b>" not in block and '\\"quoted\\"' in block and "\\\\ end" in block


def test_headings_name_each_kind_in_words():
    for kind in ALL_KINDS:
        words = kind_words(kind, lang="en")
        assert words != kind and "-" not in words, (kind, words)
    assert kind_words("best-low", lang="en") == "find the best low"


def test_the_order_hint_agrees_with_the_question():
    what, example = answer_form("order", "en")
    assert "=" not in what and "=" not in example and "equal" not in what
    for settings in SETS:
        for ex in settings.exercises():
            if ex.kind != "order":
                continue
            ties = "=" in ex.answer_text
            assert ("No two of them are equal." in ex.prompt) == (not ties)
            assert ("join equal hands with '='" in ex.prompt) == ties


def _guide_links() -> list[str]:
    nb = json.loads((ROOT / "book" / "reference" / "teachers.ipynb").read_text("utf-8"))
    text = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    return [unescape(q) for q in re.findall(r'class/index\.html\?([^"\s)]*)', text)]


def test_every_class_link_in_the_guide_reads_and_none_is_a_key_without_a_lock():
    links = _guide_links()
    assert len(links) >= 14
    for query in links:
        settings = read_settings(query)
        assert settings.view != "key" or settings.lock, query
    # Part III's ready-made links follow the guide's advice for a first lesson (D15)
    part3 = [read_settings(q) for q in links if read_settings(q).part == 3]
    assert part3 and all(s.rules == "ace-to-five" for s in part3)
