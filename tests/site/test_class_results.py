"""The class page's results view in headless Chromium, on loopback: thirty students' names
and codes (made by the package's own :func:`~pokerhands.exercises.result_codes.result_code`
from random answers, seeded) pasted at once give the table and the tally of
:func:`pokerhands.exercises.marking.mark_class`, every student on an A4 print, and a CSV that
Python's csv module reads back to the same scores; a copied code under another name is
refused in the table; the page remembers the class and the lines; a pasted class link
changes the class, and one out of range is refused in the package's words.
"""
from __future__ import annotations

import csv
import io
import json
import random
import time
import unicodedata

import pytest
from class_drive import (
    PHONE, START_TIMEOUT, make_contexts, no_overflow, open_link, quiet, right_option)
from conftest import SCREENSHOTS
from live import record_timings

from pokerhands.book.class_words import page_words
from pokerhands.book.classpage import ClassPage
from pokerhands.core.language import use_language
from pokerhands.exercises.classroom import read_settings
from pokerhands.exercises.marking import mark_class
from pokerhands.exercises.result_codes import Answered, result_code

@pytest.fixture
def context(browser):
    yield from make_contexts(browser)



CLASS_QUERY = "part=3&seed=20261206&n=8&rules=ace-to-five"


def _thirty_codes(settings) -> list[tuple[str, str]]:
    """Thirty students' names and codes made by the package's own result_code, from random
    answers (seeded): each question not answered, right, or a wrong option chosen first."""
    exercises = settings.exercises()
    rng = random.Random(20261206)
    given = ["Ana", "Boris", "Chloé", "Dmitri", "Eleni", "Ferenc", "Gábor", "Hanna", "Ivan",
             "Júlia", "Katerina", "Lena", "Márton", "Nikos", "Olga", "Péter", "Quinn", "Rita",
             "Sofia", "Tamás", "Ulla", "Vera", "Wen", "Xenia", "Yannis", "Zsófi", "Артём",
             "Σοφία", "Ödön", "Zoë"]
    students = []
    for k, first in enumerate(given):
        name = f"{first} {chr(65 + k % 26)}."
        states = []
        for ex in exercises:
            roll = rng.random()
            if roll < 0.1:
                states.append(Answered(None, None))
            elif roll < 0.65 or not ex.options:
                right = roll < 0.65
                states.append(Answered(right, right_option(ex) if right and ex.options else None))
            else:
                states.append(Answered(False, rng.choice(
                    [i for i in range(len(ex.options)) if i != right_option(ex)])))
        students.append((name, result_code(settings, states, exercises, name=name)))
    return students


def test_thirty_codes_pasted_at_once_give_the_table_the_tally_and_a_csv(context, base_url,
                                                                         tmp_path):
    settings = read_settings(CLASS_QUERY)
    students = _thirty_codes(settings)
    separators = ["\t", ",", ";", " "]
    lines = [f"{name}{separators[k % 4]}{code}" for k, (name, code) in enumerate(students)]
    lines.insert(10, "")   # a blank line is skipped
    lines.append(f"Copycat\t{students[0][1]}")   # a copied code under another name
    text = "\n".join(lines)
    marks = mark_class(settings, text)
    assert len(marks.rows) == 31
    copied = marks.rows[-1]
    assert copied.result is None and copied.error
    for width in (1280, PHONE):
        page, run = context(width)
        start = time.monotonic()
        open_link(page, base_url, f"{CLASS_QUERY}&view=results")
        page.fill("#ph-lines", text)
        page.click("button.ph-mark")
        page.wait_for_function("document.body.dataset.marked", timeout=30_000)
        record_timings("class page", **{f"mark 30 codes at {width} px": time.monotonic() - start})
        expected = json.loads(ClassPage(f"?{CLASS_QUERY}&view=results").mark(text))
        assert expected["ok"] and expected["count"] == 31
        assert page.evaluate("document.body.dataset.marked") == "31"
        table = page.locator(".ph-marks-table tbody tr:not(.ph-note-row)")
        assert table.count() == 31
        for k, row in enumerate(marks.rows):   # each student, Python's score or refusal
            cells = table.nth(k)
            assert cells.locator("th").inner_text() == row.name
            if row.result is None:
                assert cells.locator(".ph-refused").inner_text() == row.error
            else:
                assert cells.locator(".ph-score").inner_text() == str(row.result.score)
                assert cells.locator(".ph-mark.ph-right").count() == row.result.score
        assert "does not fit this name" in copied.error, copied.error
        tally = page.locator(".ph-tally tbody tr")
        assert tally.count() == settings.n
        for k, t in enumerate(marks.tally):   # right of marked, per question, as Python counts
            assert tally.nth(k).locator("td").first.inner_text() == f"{t.right} of {t.marked}"
        no_overflow(page)   # the table scrolls inside its own box, the page does not
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"class-results-30-{width}.png"), full_page=True)
        if width == PHONE:
            break
        # on paper (A4), every student and every question's column, nothing cut at the side
        from pypdf import PdfReader
        page.emulate_media(media="print")
        pdf = page.pdf(format="A4", print_background=False)
        page.emulate_media(media="screen")
        printed = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)
        printed = " ".join(unicodedata.normalize("NFKC", printed).split())   # ﬁ is fi
        for name, _code in students:
            if name.isascii():
                assert name in printed, name
        assert "Q8" in printed and f"{marks.tally[-1].right} of {marks.tally[-1].marked}" in printed
        with page.expect_download() as info:
            page.click("button.ph-csv")
        download = info.value
        assert download.suggested_filename == (
            "class-" + settings.set_query().replace("&", "_").replace("=", "_") + ".csv")
        path = tmp_path / "class.csv"
        download.save_as(path)
        rows = list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
        assert len(rows) == 31
        for row, mark in zip(rows, marks.rows):
            assert row["name"] == mark.name
            if mark.result is None:
                assert row["score"] == "" and row["error"] == mark.error
            else:
                assert int(row["score"]) == sum(1 for r in mark.result.right if r)
                assert [row[f"q{i}"] for i in range(1, 9)] == [
                    "" if r is None else str(int(r)) for r in mark.result.right]
        assert rows == list(csv.DictReader(io.StringIO(marks.csv())))
        # the page remembers the class and the lines: a results link with no class
        # opens the last one, with the lines marked again
        page.goto(f"{base_url}/class/index.html?view=results&lang=el", wait_until="load")
        page.wait_for_function("document.body.dataset.marked", timeout=START_TIMEOUT)
        assert settings.set_query().split("&")[1] in page.url and "lang=el" in page.url
        assert page.evaluate("document.documentElement.lang") == "el"
        assert page.input_value("#ph-lines") == text
        quiet(run)


def test_a_pasted_class_link_changes_the_class(context, base_url):
    page, run = context(PHONE)
    open_link(page, base_url, f"{CLASS_QUERY}&view=results&lang=hu")
    words = page_words("hu")
    assert page.inner_text("button.ph-mark") == words["mark"]
    page.fill("#ph-class-link", f"{base_url}/class/index.html?part=3&seed=20261206&n=500")
    page.click("button.ph-use")
    with pytest.raises(ValueError) as refused, use_language("hu"):
        read_settings("part=3&seed=20261206&n=500&lang=hu")
    assert page.inner_text(".ph-results-form .ph-error-text") == str(refused.value)
    page.fill("#ph-class-link", f"{base_url}/class/index.html?part=1&seed=77&n=3")
    page.click("button.ph-use")
    page.wait_for_url("**/class/index.html?part=1&seed=77&n=3&view=results&lang=hu")
    page.wait_for_function("document.body.dataset.state", timeout=START_TIMEOUT)
    assert page.evaluate("document.body.dataset.view") == "results"
    quiet(run)
