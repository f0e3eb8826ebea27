"""Widgets driven in the browser, each step compared with the same widget in Python: the
hand picker, the hold'em deal, the quiz (whole sets by clicks), the duel and the rules lens
(typed), and the game showdown (clicks, typing and menus). Shared by the live site's tests
(JupyterLite, ``tests/site/test_live.py``) and the pages made live in place
(``tests/site/test_inplace.py``): ``scope`` is the CSS selector of where live widgets are drawn,
a notebook's output (:data:`LITE`) or a page's live widget (:data:`IN_PLACE`).
"""
from __future__ import annotations

import time

#: Where a live notebook (JupyterLite) draws its widgets.
LITE = ".jp-OutputArea-output"
#: Where a page made live in place draws its widgets (``book/_static/live-inplace.js``).
IN_PLACE = '.widget-subarea[data-live="live"]'


def first_picker(page, scope: str = LITE, card: str = "queen of spades"):
    """The first live hand picker: the widget box holding ``card``'s button; its text holds
    the hand's name and, under it, a refusal's message."""
    picker = page.locator(f"{scope} .widget-vbox").filter(
        has=page.locator(f'button[title="{card}"]')).first
    picker.scroll_into_view_if_needed()
    return picker


def drive_picker(page, mirror, clicks, scope: str = LITE, applied: bool = False) -> None:
    """Issue 21: the chapter's first picker driven by ``clicks`` (card names in English), the
    same clicks applied in Python to ``mirror``, a picker built as the chapter builds it (in
    the page's language); after each, the browser shows Python's words (or message), and every
    card button is pressed exactly when Python's is (a refused card springs back).
    ``applied``: the clicks were made already (the touch that woke a page in place); only
    Python is given them."""
    from pokerhands.core.language import use_language

    buttons = {card.name: button for card, button in mirror._buttons.items()}
    picker = shown = first_picker(page, scope, buttons["queen of spades"].tooltip)
    for name in clicks:
        before = buttons[name].value
        buttons[name].value = not before
        refused = buttons[name].value == before  # the card sprang back
        if not applied:
            picker.locator(f'button[title="{buttons[name].tooltip}"]').click()
        with use_language(mirror.lang):
            expected = [mirror.result.describe()] if mirror.result else [mirror.message]
        if mirror.result and refused:  # refused: the hand kept, the message under it
            expected.append(mirror.message)
        page.wait_for_function("([el, want]) => want.every(t => el.innerText.includes(t))",
                               arg=[shown.element_handle(), expected], timeout=10_000,
                               polling=50)
        pressed = set(picker.evaluate("""el => [...el.querySelectorAll('button[title]')]
            .filter(b => b.classList.contains('mod-active')).map(b => b.title)"""))
        assert pressed == {b.tooltip for b in buttons.values() if b.value}, (name, pressed)


def drive_deal(page, scope: str = LITE, applied: tuple = ()) -> None:
    """Issue 21: the hold'em deal driven by clicks, the same steps applied in Python to the
    same widget; after each, the browser shows the street sentence and every hand's words
    that Python's summary holds."""
    from pokerhands.widgets import HoldemDeal

    mirror = HoldemDeal(players=6, seed=78)  # the chapter's first deal: `table`
    deal = page.locator(f"{scope} .widget-vbox").filter(
        has=page.locator("button", has_text="New deal")).first
    deal.scroll_into_view_if_needed()
    steps = [("Next street", mirror.next_street), ("Next street", mirror.next_street),
             ("Back", mirror.previous_street), ("Next street", mirror.next_street),
             ("Next street", mirror.next_street), ("New deal", mirror.new_deal),
             ("Next street", mirror.next_street)]
    done = list(applied)  # the steps made already (the touch that woke a page in place)
    for label, step in steps:
        step()
        if done and done[0] == label:
            done.pop(0)
        else:
            deal.locator("button", has_text=label).click()
        lines = mirror.summary().splitlines()
        expected = [lines[1].rstrip(".")] + [
            line.split("  <- ")[0].split("  ")[-1].strip() for line in lines
            if line.startswith("Player ") and mirror.street != "preflop"]
        page.wait_for_function(
            "([el, want]) => want.every(t => el.innerText.includes(t))",
            arg=[deal.element_handle(), expected], timeout=10_000, polling=50)
        assert deal.evaluate("el => el.scrollWidth <= el.clientWidth + 1")


#: Part I's quiz, as its exercise page builds it (checked against the page's source below).
#: The quiz each page shows, as its cell calls it and as exercise_set makes it again.
QUIZZES = {
    "part1/exercises-part1.ipynb": (
        'Quiz(seed=11, kinds=["name-hand", "category-order", "which-wins", "order"], n=7, '
        'rules="high")',
        dict(kinds=["name-hand", "category-order", "which-wins", "order"], n=7, rules="high"),
        ((1280, 11), (1280, 20261202), (390, 11), (390, 20261203))),
    # issue 23: "what are the nuts?" over a hold'em, an Omaha and an Omaha Hi/Lo board
    "part7/mistakes.ipynb": ('Quiz(seed=23, kinds=["nuts"], n=3)',
                             dict(kinds=["nuts"], n=3, rules=None),
                             ((1280, 23), (390, 20261204))),
}


def play_quiz_by_clicks(page, source: str, path: str, scope: str = LITE,
                        sets=None) -> list[float]:
    """Issue 21: play whole sets by clicks (typing only where a kind has no options), across
    New set, at 1280 px and at 390 px; every right answer is marked right, the options are
    visible whenever the question has them, and nothing is chosen when a question opens.
    ``source``: the page's code, which must make the quiz :data:`QUIZZES` says; ``sets``:
    (width, seed) pairs to play instead of the page's own list. Returns the seconds from each
    answer to its verdict."""
    call, spec, own_sets = QUIZZES[path]
    sets = own_sets if sets is None else sets
    assert call in source, "the page's quiz changed: update QUIZZES"
    quiz = page.locator(f"{scope} .widget-vbox").filter(
        has=page.locator("button", has_text="New set")).first
    seed_box = quiz.locator(".widget-text").filter(has_text="Seed:").locator("input")
    times = []
    # the first set is the one on show; the answer checked above counts: start it again
    for width, seed in sets:
        page.set_viewport_size({"width": width, "height": 900})
        seed_box.fill(str(seed))
        seed_box.press("Enter")
        # the buttons on show now are stale: the new set's first question draws fresh ones,
        # and a click on a stale one (same title when the seed is the one on show) is lost
        quiz.evaluate("el => el.querySelectorAll('button')"
                      ".forEach(b => b.setAttribute('data-stale', ''))")
        quiz.locator("button", has_text="New set").click()
        page.wait_for_function("el => el.innerText.includes('Score: 0 of 0 right.')",
                               arg=quiz.element_handle(), timeout=10_000, polling=20)
        times += _play_a_set(page, quiz, seed, width, spec)
    return times


def _play_a_set(page, quiz, seed: int, width: int, spec: dict) -> list[float]:
    from pokerhands.exercises import check, exercise_set
    from pokerhands.exercises.model import kind_words

    exercises = exercise_set(seed, spec["kinds"], spec["n"], rules=spec["rules"])
    heading = quiz.locator(".widget-html").first
    times = []
    for i, ex in enumerate(exercises):
        where = f"seed {seed}, question {i + 1} ({ex.kind}) at {width} px"
        page.wait_for_function(
            "([el, text]) => el.innerText.includes(text)",
            arg=[heading.element_handle(),   # the kind in words, as the heading names it
                 f"Exercise {i + 1} of {len(exercises)}: {kind_words(ex.kind, 'en')}"],
            timeout=10_000, polling=20)
        assert "Score: 0 of 0" in quiz.inner_text() or i, where
        # by the tooltip: a chosen option's tick icon joins its accessible name
        buttons = [quiz.locator(f'button[title="{o}"]:not([data-stale])') for o in ex.options]
        for o, b in zip(ex.options, buttons):
            # each question's buttons are new widgets: the page draws them a moment after
            # the heading changes, so wait for them (a hidden or missing one times out)
            try:
                b.wait_for(state="visible", timeout=10_000)
            except Exception as exc:  # noqa: BLE001 - say which option, not the locator
                raise AssertionError(f"{where}: option {o!r} not visible") from exc
            assert b.count() == 1, f"{where}: option {o!r} shown {b.count()} times"
            assert "mod-info" not in (b.get_attribute("class") or ""), f"{where}: {o!r} chosen"
        start = time.monotonic()
        if ex.options:
            right = next(o for o in ex.options if check(ex, o).correct)
            buttons[ex.options.index(right)].click()
            page.wait_for_function("el => el.classList.contains('mod-info')",
                                   arg=buttons[ex.options.index(right)].element_handle(),
                                   timeout=10_000, polling=20)
        else:
            typed = " > ".join(" = ".join(map(str, g)) for g in ex.answer)
            quiz.locator(".widget-text").filter(has_text="Answer:").locator("input").fill(typed)
        quiz.locator("button", has_text="Check").click()
        verdict = quiz.locator('[role="status"], [role="alert"]').first
        verdict.wait_for(timeout=10_000)
        times.append(time.monotonic() - start)
        assert verdict.inner_text().startswith("Right"), f"{where}: {verdict.inner_text()!r}"
        assert quiz.evaluate("el => el.scrollWidth <= el.clientWidth + 1"), f"{where}: too wide"
        if i + 1 < len(exercises):
            # this question's options are stale once Next is pressed: the next question may
            # offer one of the same title ('First hand' after a two-hand category-order
            # question), and under load the old one, chosen, can still be on the page when
            # the new heading is (a fresh-clone run under load failed so)
            quiz.evaluate("el => el.querySelectorAll('button')"
                          ".forEach(b => b.setAttribute('data-stale', ''))")
            quiz.locator("button", has_text="Next").click()
    assert f"Score: {len(exercises)} of {len(exercises)} right" in quiz.inner_text()
    return times


def drive_game_showdown(page, scope: str = LITE) -> None:
    """Issue 21: the game showdown's boxes shown and hidden by clicks and menus (the kind of
    change that stayed hidden in the browser when Python set display back to None): after
    each step every box is visible in the browser exactly when Python shows it, and the
    browser shows what Python's widget draws."""
    from html import unescape

    from pokerhands.widgets import GameShowdownWidget

    mirror = GameShowdownWidget("omaha-hi-lo", ["A♠ 2♦ 3♥ K♣", "A♣ 2♣ K♦ Q♥", "J♠ J♦ 9♣ 9♥"],
                                board="4♠ 5♦ 8♣ K♥ Q♠", pot=101)  # as part7/games builds it
    widget = page.locator(f"{scope} .widget-vbox").filter(
        has=page.locator(".widget-text", has_text="Folded:")).first
    widget.scroll_into_view_if_needed()

    def box(label):
        return widget.locator(".jupyter-widgets").filter(
            has=page.locator(".widget-label", has_text=label)).last

    def typed(label, value):
        field = box(label).locator("input")
        field.fill(value)
        field.press("Enter")

    steps = [
        (lambda: setattr(mirror.chips_mode, "value", "bets"),
         lambda: widget.locator("button", has_text="Bets per seat").click()),
        (lambda: setattr(mirror.bets, "value", "50, 100, 100"),
         lambda: typed("Bets:", "50, 100, 100")),
        (lambda: setattr(mirror.chips_mode, "value", "pot"),
         lambda: widget.locator("button", has_text="One pot").click()),
        (lambda: setattr(mirror.players, "value", 4),
         lambda: box("Players:").locator("select").select_option(label="4")),
        (lambda: setattr(mirror.players, "value", 2),
         lambda: box("Players:").locator("select").select_option(label="2")),
        (lambda: setattr(mirror.game_box, "value", "omaha"),
         lambda: box("Game:").locator("select").select_option(label="Omaha")),
    ]
    boxes = [(f"Player {i + 1}:", b) for i, b in enumerate(mirror.hand_boxes)] + [
        ("Pot:", mirror.pot), ("Bets:", mirror.bets), ("Odd chip:", mirror.odd_chip)]
    for in_python, in_browser in steps:
        in_python()
        in_browser()
        drawn = unescape(mirror.display.value)
        parts = [line.split("  ")[-1].strip() for line in mirror.summary().splitlines()]
        expected = [p for p in parts if p and p in drawn] or [mirror.message]
        page.wait_for_function("([el, want]) => want.every(t => el.innerText.includes(t))",
                               arg=[widget.element_handle(), expected], timeout=10_000,
                               polling=50)
        for label, w in boxes:
            shown = box(label).evaluate("el => getComputedStyle(el).display !== 'none'")
            assert shown == (w.layout.display != "none"), (label, w.layout.display, shown)


def drive_typed(page, mirror, steps, scope: str = LITE) -> None:
    """Issue 21: a typed-in widget (duel, rules lens) driven by typing in the browser, the
    same values set in Python on ``mirror``; after each, the browser shows every part of
    Python's summary that the widget draws."""
    from html import unescape

    widget = page.locator(f"{scope} .widget-vbox").filter(
        has=page.locator(".widget-text", has_text=steps[0][0])).first
    widget.scroll_into_view_if_needed()
    for label, attribute, value in steps:
        getattr(mirror, attribute).value = value
        drawn = unescape(mirror.display.value)
        parts = [line.split("  ")[-1].strip() for line in mirror.summary().splitlines()]
        expected = [p for p in parts if p and p in drawn]
        assert expected, (value, mirror.summary())
        box = widget.locator(".widget-text").filter(has_text=label).locator("input")
        box.fill(value)
        box.press("Enter")
        page.wait_for_function("([el, want]) => want.every(t => el.innerText.includes(t))",
                               arg=[widget.element_handle(), expected], timeout=10_000,
                               polling=50)
