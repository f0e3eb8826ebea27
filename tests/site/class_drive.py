"""What the class page's browser tests share (``test_class.py``, ``test_class_results.py``):
a browser context per test that aborts and records every request off loopback, opening a
class link and waiting for the page to settle, giving a name, answering by clicks alone,
and the checks every test repeats (nothing off loopback, no console error, no dialog, no
sideways scroll).
"""
from __future__ import annotations

import time

from live import LiveRun, watch

from pokerhands.exercises import check

#: Seconds the page may take to start Python and show a question (two slow cores).
START_TIMEOUT = 120_000
#: A phone's width, and the least height and gap of a button a thumb must hit (D10).
PHONE = 390
TOUCH = 44
GAP = 16


def make_contexts(browser):
    """A generator for a test's ``context`` fixture: it yields a function that makes a
    browser page at a width (1280 by default), with an optional init script, recording on
    its run the console errors, the dialogs and the requests off loopback (aborted); the
    contexts close when the test ends."""
    made = []

    def make(width: int = 1280, init: str = ""):
        ctx = browser.new_context(viewport={"width": width, "height": 900},
                                  accept_downloads=True)
        if init:
            ctx.add_init_script(init)
        made.append(ctx)
        page = ctx.new_page()
        run = LiveRun(path="class")
        watch(page, run)
        dialogs: list[str] = []
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        run.dialogs = dialogs
        return page, run
    yield make
    for ctx in made:
        ctx.close()


def open_link(page, base_url: str, query: str) -> float:
    start = time.monotonic()
    page.goto(f"{base_url}/class/index.html?{query}", wait_until="load")
    page.wait_for_function("document.body.dataset.state", timeout=START_TIMEOUT)
    return time.monotonic() - start


def give_name(page, name: str) -> None:
    """Type the student's name on the name screen and start the set."""
    page.fill("#ph-name", name)
    page.click("button.ph-start")
    page.locator(".ph-quiz").wait_for(timeout=10_000)


def quiet(run) -> None:
    assert not run.foreign and not run.console and not run.dialogs, (
        run.foreign, run.console, run.dialogs)


def plain_letters(text: str) -> str:
    """Letters and digits only: a PDF's text turns quotes into curly ones and wraps lines."""
    return "".join(c for c in text.lower() if c.isascii() and c.isalnum())


def no_overflow(page, within: str = "main") -> None:
    wide = page.evaluate("""(within) => {
        const w = document.documentElement.clientWidth;
        return [...document.querySelectorAll(within + ' *')]
          .filter(e => e.getBoundingClientRect().right > w + 1 && !e.closest('.ph-marks-box'))
          .map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 30));
    }""", within)
    assert not wide, wide
    assert page.evaluate("document.documentElement.scrollWidth <= "
                         "document.documentElement.clientWidth")


def right_option(ex) -> int:
    return next(k for k, o in enumerate(ex.options) if check(ex, o).correct)


def order_taps(answer: str) -> list[str]:
    """The buttons to tap for an order answer such as ``"2 > 4 > 1 = 3 > 5"``."""
    return [t for t in answer.split() if t != ">"]


def answer_by_clicks(page, ex, option: "int | None" = None, rows: bool = False) -> None:
    """Give question ``ex``'s answer (or option ``option``) by clicks alone: an option, the
    cards of a card answer, or the hands of an order question (their buttons, or the hands'
    rows themselves when ``rows``)."""
    if ex.options:
        page.locator("button.ph-option").nth(right_option(ex) if option is None
                                             else option).click()
    elif ex.card_answer:
        for card in ex.answer:
            page.locator(f"button.ph-card-button[data-card='{card.code}']").click()
    else:
        assert ex.kind == "order", ex.kind   # every other kind has options or cards
        # "=" is offered where the question says some hands are equal, and only there
        assert page.locator("button.ph-order-equal").count() == ("=" in ex.answer_text)
        for tap in order_taps(ex.answer_text):
            if tap == "=":
                page.click("button.ph-order-equal")
            elif rows:
                page.click(f".ph-hand-row[data-hand='{tap}']")
            else:
                page.click(f"button.ph-order-button[data-hand='{tap}']")
        assert page.input_value("input.ph-answer") == ex.answer_text


def check_answer(page) -> None:
    page.click("button.ph-check")
    page.wait_for_function(
        "document.querySelector('.ph-feedback').innerText.trim().length > 0",
        timeout=10_000, polling=20)


def next_question(page) -> None:
    page.click("button.ph-next")


def box(page, selector: str) -> dict:
    return page.locator(selector).first.bounding_box()




#: A request for the runtime: Pyodide, a wheel, WebAssembly, the live site or a worker.
RUNTIME = ("pyodide", ".whl", ".wasm", "/lite/", "worker")

