"""Part I's quiz, live, in Russian, Greek and Hungarian (issue 26): the browser is the truth.

For each language, the quiz of Part I's exercise page is made live in place (issue 36): the
page in that language (``<lang>/book/part1/exercises-part1.html``) is opened, its **Make this
page live** button pressed, and its quiz, now running in the page's Python, is played by
clicks and typing: four whole sets, two at 1280 px and two
at 390 px, each question answered right, wrong, or refused first (an answer that cannot be
read), a choice changed before Check, the end of the set and its summary, a seed typed and
refused, New set; over a hundred steps. After every step the page shows exactly what the
same quiz shows in Python for the same seed and steps (``Quiz(..., lang=<lang>)`` given the
same clicks: :mod:`quiz_drive`), and the drive notes any English in what the page shows
(:mod:`english_left`), any option shown twice, any text or control hidden, cut or sticking
out of the quiz at its width, and any console error; all of them are reported together at the
end.

Screenshots of each set's first question and summary: ``_build/screenshots/live-quiz-*``.
"""
from __future__ import annotations

import json
import re
import time

import pytest
from conftest import SCREENSHOTS
from drives import IN_PLACE
from english_left import english_left
from inplace import visit, wake
from quiz_drive import LAYOUT, mark_stale, page_text, wait_until_shown

from pokerhands.core.language import _
from pokerhands.exercises import check
from pokerhands.widgets import Quiz

OTHERS = ["ru", "el", "hu"]
PATH = "part1/exercises-part1.ipynb"
#: Part I's quiz as its page makes it (checked against the live copy below).
CALL = ('Quiz(seed=11, kinds=["name-hand", "category-order", "which-wins", "order"], n=7, '
        'rules="high")')
SPEC = dict(kinds=["name-hand", "category-order", "which-wins", "order"], n=7, rules="high")
#: The sets played: (width, seeds typed before New set — None: the set on show).
SETS = [(1280, None), (1280, ["20261202"]), (390, ["-5", "11"]), (390, ["20261203"])]
#: An answer each kind refuses (it cannot be read), in no language's words.
REFUSED = {"name-hand": "%%%", "category-order": "%%%", "which-wins": "%%%", "order": "1 > 1"}


class Drive:
    """One live quiz and its mirror in Python, given the same steps."""

    def __init__(self, page, quiz, lang: str) -> None:
        self.page, self.quiz, self.lang = page, quiz, lang
        self.mirror = Quiz(seed=11, **SPEC, lang=lang)
        self.problems: list[str] = []
        self.steps = 0
        self.width = 1280
        self.set_no = 0
        self.refusals: set[str] = set()  # the refusals the drive asked for

    # -- steps: the same on the page and in Python ----------------------------------------
    def _part(self, child: int, selector: str):
        return self.quiz.locator(f":scope > :nth-child({child}) {selector}")

    def click_option(self, k: int) -> None:
        self.mirror.option_buttons[k].click()
        self._part(3, "button:not([data-stale])").nth(k).click()

    def type_answer(self, text: str) -> None:
        self.mirror.text.value = text
        self._part(5, "input").fill(text)

    def check(self) -> None:
        self.mirror.check_button.click()
        self._part(5, "button").nth(0).click()

    def next(self) -> None:
        before = list(self.mirror.option_buttons)
        self.mirror.next_button.click()
        if self.mirror.option_buttons != before:  # new buttons: the old ones are stale
            mark_stale(self.quiz)
        self._part(5, "button").nth(1).click()

    def new_set(self, seed: str) -> None:
        self.mirror.seed_box.value = seed
        self._part(9, "input").fill(seed)
        before = list(self.mirror.option_buttons)
        self.mirror.new_button.click()
        if self.mirror.option_buttons != before:
            mark_stale(self.quiz)
        self._part(9, "button").click()

    # -- after each step ------------------------------------------------------------------
    def settle(self, what: str, refused: bool = False) -> dict:
        """Wait until the page shows what Python shows; note what is wrong in it."""
        self.steps += 1
        m = self.mirror
        where = (f"{self.lang}, {self.width} px, set {self.set_no} (seed {m.seed}), "
                 f"question {m.index + 1}: {what}")
        # the quiz in Python refused what was meant to be refused, and nothing else (a
        # message under the feedback is an answer or a seed it could not read, never an
        # error of its own)
        if refused:
            assert m.message_box.value, f"{where}: not refused"
            self.refusals.add(m.message)
        assert not m.message_box.value or m.message in self.refusals, (
            f"{where}: Python says {m.message!r}")
        snap = wait_until_shown(self.page, self.quiz, m, where)
        text = page_text(snap)
        if m.result_code:
            text = text.replace(m.result_code, "")
        english = english_left(text, self.lang)
        if english:
            self._note(f"{where}: English on the page: {english}")
        options = [o["text"] for o in snap["options"]]
        if len(set(options)) != len(options):
            self._note(f"{where}: an option shown twice: {options}")
        for fault in self.quiz.evaluate(LAYOUT):
            self._note(f"{where}: {fault}")
        return snap

    def _note(self, problem: str) -> None:
        # one note per kind of problem and width (the same fault repeats at every step)
        key = re.sub(r"question \d+: [^:]*: ", "", problem)
        key = re.sub(r"set \d+ \(seed \d+\), ", "", key)
        if key not in {re.sub(r"set \d+ \(seed \d+\), ", "",
                              re.sub(r"question \d+: [^:]*: ", "", p)) for p in self.problems}:
            self.problems.append(problem)

    # -- whole sets -----------------------------------------------------------------------
    def play_set(self) -> None:
        """Answer every question of the set on show (right, wrong, refused first, a choice
        changed), then Next to the end of the set and once more."""
        m = self.mirror
        for i in range(len(m.exercises)):
            ex = m.exercise
            plan = (self.set_no + i) % 4
            if i == 0:
                self.shot("first")
            if plan == 0:  # an answer that cannot be read, then the right one
                self.type_answer(REFUSED[ex.kind])
                self.settle("typed an unreadable answer")
                self.check()
                self.settle("checked the unreadable answer", refused=True)
                self.answer(right=True)
            elif plan == 1:  # wrong, then right (the first one counts)
                self.answer(right=False)
                self.answer(right=True)
            elif plan == 2:  # wrong, and left so
                self.answer(right=False)
            else:  # a wrong choice changed to the right one before Check
                if ex.options:
                    self.click_option(self._option(ex, right=False))
                    self.settle("chose a wrong option")
                self.answer(right=True)
            self.next()
            self.settle("next")
        assert m.result_code and m.result_code in m.message, m.message
        self.shot("summary")
        self.next()  # at the end of the set, Next says so again and stays
        self.settle("next at the end")

    def answer(self, right: bool) -> None:
        ex = self.mirror.exercise
        if ex.options:
            self.click_option(self._option(ex, right))
            self.settle(f"chose a {'right' if right else 'wrong'} option")
        else:
            order = ex.answer if right else tuple(reversed(ex.answer))
            typed = " > ".join(" = ".join(map(str, g)) for g in order)
            if not right and check(ex, typed).correct:  # every hand ties: none is wrong
                typed = " > ".join(str(h) for h in range(1, len(ex.hands) + 1))
            self.type_answer(typed)
            self.settle(f"typed a {'right' if right else 'wrong'} order")
        self.check()
        snap = self.settle("checked")
        verdict = self.mirror.verdict
        assert verdict is not None and verdict.correct == right, verdict
        assert snap["feedback"], "no verdict on the page"

    @staticmethod
    def _option(ex, right: bool) -> int:
        return next(k for k, o in enumerate(ex.options) if check(ex, o).correct == right)

    def shot(self, name: str) -> None:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.quiz.scroll_into_view_if_needed()
        self.page.screenshot(path=str(SCREENSHOTS / (
            f"live-quiz-{self.lang}-{self.width}-set{self.set_no}-{name}.png")))


@pytest.mark.parametrize("lang", OTHERS)
def test_part_one_quiz_plays_live_in_its_language(browser, base_url, site_dir, lang):
    program = json.loads((site_dir / lang / "_live" / "book" / "part1" /
                          "exercises-part1.json").read_text(encoding="utf-8"))
    assert program["language"] == lang
    assert CALL in "\n".join(program["cells"]), "the page's quiz changed: update CALL and SPEC"
    start = time.monotonic()
    seen = visit(browser, base_url, f"{lang}/book/part1/exercises-part1.html", 1280)
    page = seen.page
    try:
        report = wake(page, lambda: page.locator(".live-inplace__button").click())
        assert report.get("ok"), report.get("failed")
        ready = time.monotonic() - start
        quiz = page.locator(f"{IN_PLACE} .widget-vbox").filter(
            has=page.locator("button", has_text=_("New set", lang=lang))).first
        quiz.scroll_into_view_if_needed()
        drive = Drive(page, quiz, lang)
        drive.settle("opened")
        for number, (width, seeds) in enumerate(SETS, 1):
            drive.width, drive.set_no = width, number
            page.set_viewport_size({"width": width, "height": 900})
            for seed in seeds or ():
                drive.new_set(seed)
                drive.settle(f"New set from seed {seed!r}", refused=not seed.isdigit())
            drive.play_set()
        played = time.monotonic() - start - ready
        print(f"\n[live quiz] {lang}: ready {ready:.1f} s, {drive.steps} steps in "
              f"{played:.1f} s")
        assert not seen.foreign and not seen.missing, (seen.foreign, seen.missing)
        assert not seen.errors, seen.errors
        assert not drive.problems, "\n".join(drive.problems)
    finally:
        seen.close()
