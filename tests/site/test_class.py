"""The class page (``class/index.html``) in headless Chromium, with no request to any host
but this machine.

- A class link opens its seeded quiz after the student's name, the same for every student;
  a whole set is played by clicks at phone and desktop widths, in every language (the
  page's ``<html lang>`` and its buttons' words are those of
  :func:`pokerhands.book.class_words.page_words`), with no sideways scroll; order
  questions by taps; Back, and Next that asks in the page before skipping; the end screen
  lists the wrong and skipped questions as Python's ``finish()`` does; the result code
  reads back under the student's name.
- A reload resumes the set at the same question with the same score, and the first answers
  kept (a wrong first answer stays wrong); storage the browser refuses does not stop the
  quiz.
- The key asks for the teacher's word, refuses a wrong one with a sentence and opens with
  the right one; a key link with no lock is refused before the runtime is fetched, as is
  every link out of range, in the package's own words.
- The results view (thirty codes at once, the table, the tally, the CSV) is tested in
  ``test_class_results.py``; what both files share is in ``class_drive.py``.
- The worksheet and the key print to A4 with every question; the teachers' form makes the
  links, and warns when they would point at the teacher's own computer.

Times from opening a link to the first question are printed and written to
``_build/live-timings.json`` (reported, never asserted).
"""
from __future__ import annotations

import functools
import http.server
import io
import json
import sys
import threading

import pytest
from conftest import ROOT, SCREENSHOTS
from class_drive import (
    GAP, PHONE, RUNTIME, START_TIMEOUT, TOUCH, answer_by_clicks, box, check_answer, give_name,
    make_contexts, next_question, no_overflow, open_link, plain_letters, quiet, right_option)
from live import record_timings

from pokerhands.book.class_words import page_words
from pokerhands.book.classpage import ClassPage
from pokerhands.core.language import use_language
from pokerhands.exercises.classroom import key_lock, read_settings
from pokerhands.exercises.result_codes import read_result

sys.path.insert(0, str(ROOT / "tools"))
import serve  # noqa: E402  (tools/serve.py: the addresses make serve HOST=0.0.0.0 prints)

@pytest.fixture
def context(browser):
    yield from make_contexts(browser)




def test_class_link_shows_the_same_first_question_to_every_student(context, base_url):
    shown = []
    for n, name in enumerate(("Ana K.", "Boris")):
        page, run = context()
        seconds = open_link(page, base_url, "part=1&seed=20261201&n=7")
        assert page.evaluate("document.body.dataset.state") == "ready"
        give_name(page, name)
        student = "first" if n == 0 else "second"
        record_timings("class page", **{f"link to name screen ({student} student)": seconds})
        shown.append(page.inner_text(".ph-quiz"))
        quiet(run)
    assert shown[0] == shown[1]
    first = read_settings("part=1&seed=20261201&n=7").exercises()[0]
    assert first.prompt in shown[0]
    page, _ = context()
    open_link(page, base_url, "part=1&seed=20261202&n=7")
    give_name(page, "Ana K.")
    assert page.inner_text(".ph-quiz") != shown[0]


def test_the_name_screen_refuses_an_empty_name_with_pythons_sentence(context, base_url):
    query = "part=1&seed=3&n=2"
    page, run = context(PHONE)
    open_link(page, base_url, query)
    assert page.locator(".ph-quiz").count() == 0   # no question before the name
    page.fill("#ph-name", " .. ")
    page.click("button.ph-start")
    expected = json.loads(ClassPage("?" + query).start(" .. "))
    assert expected["ok"] is False
    assert page.inner_text(".ph-name-form .ph-error-text") == expected["error"]
    assert page.locator(".ph-quiz").count() == 0
    give_name(page, "Chloé")
    quiet(run)


#: Each language's set for a whole play by clicks: Part III has options, order questions
#: (with none equal), Part II card answers and order questions with equal hands.
PLAYS = [("en", PHONE, "part=2&seed=20261202&n=8"),
         ("ru", PHONE, "part=3&seed=20261206&n=8&rules=ace-to-five"),
         ("el", PHONE, "part=2&seed=20261202&n=8"), ("hu", PHONE, "part=1&seed=5&n=8"),
         ("en", 1280, "part=3&seed=20261206&n=8&rules=ace-to-five")]


@pytest.mark.parametrize("lang, width, query", PLAYS)
def test_a_whole_set_by_clicks_in_each_language(context, base_url, lang, width, query):
    query = query if lang == "en" else f"{query}&lang={lang}"
    settings = read_settings(query)
    with use_language(lang):
        exercises = settings.exercises()
    words = page_words(lang)
    name = {"en": "Ana K.", "ru": "Аня К.", "el": "Άννα Κ.", "hu": "Anna K."}[lang]
    page, run = context(width)
    open_link(page, base_url, query)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.inner_text("button.ph-start") == words["start"]
    if lang != "en":   # the page's words are the language's own, not English left over
        english = page_words("en")
        left = [k for k in ("start", "check", "next", "back", "finish", "end_title")
                if words[k] == english[k]]
        assert not left, left
        # the book's welcome page in the link's language, beside the class page
        assert page.get_attribute("#home", "href") == f"../{lang}/index.html"
    assert words[f"lang_{lang}"] in page.inner_text("#languages")
    give_name(page, name)
    wrong = set()
    for i, ex in enumerate(exercises):
        quiz = page.locator(".ph-quiz")
        assert quiz.get_attribute("data-question") == str(i + 1)
        assert ex.prompt in quiz.inner_text()
        assert page.inner_text("button.ph-check") == words["check"]
        assert page.inner_text("button.ph-back") == words["back"]
        assert page.inner_text("button.ph-next") == words[
            "finish" if i == len(exercises) - 1 else "next"]
        if i == 0:  # Check with nothing given: a message, no verdict, nothing counted
            page.click("button.ph-check")
            page.locator(".ph-message").wait_for(timeout=10_000)
            assert page.inner_text(".ph-message").strip()
            assert not page.inner_text(".ph-feedback").strip()
        option = None
        if ex.options and i % 3 == 1:   # a wrong option, the first answer: it counts
            option = next(k for k in range(len(ex.options)) if k != right_option(ex))
            wrong.add(i)
        answer_by_clicks(page, ex, option, rows=(i % 2 == 0))
        check_answer(page)
        assert not page.inner_text(".ph-message").strip()
        marked_right = "#1b7a2f" in page.inner_html(".ph-feedback")
        assert marked_right == (i not in wrong), (i, page.inner_text(".ph-feedback"))
        no_overflow(page)
        next_question(page)
    assert page.locator(".ph-ask").count() == 0   # nothing skipped: nothing asked
    code = page.locator("[data-code]").get_attribute("data-code")
    result = read_result(settings, code, exercises, name=name)
    assert list(result.right) == [i not in wrong for i in range(len(exercises))]
    assert page.inner_text(".ph-done h2") == words["end_title"]
    no_overflow(page)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"class-end-{lang}-{width}.png"), full_page=True)
    quiet(run)


def test_an_order_question_by_taps_with_clear_and_typing(context, base_url):
    query = "part=2&seed=20261202&n=8"
    exercises = read_settings(query).exercises()
    at = next(i for i, ex in enumerate(exercises) if ex.kind == "order" and "=" in ex.answer_text)
    ex = exercises[at]
    page, run = context(PHONE)
    open_link(page, base_url, query)
    give_name(page, "Order")
    for _ in range(at):   # skip to the order question, saying yes each time
        next_question(page)
        page.click(".ph-ask button.ph-skip")
    assert page.locator(".ph-quiz").get_attribute("data-question") == str(at + 1)
    hands = page.locator("button.ph-order-button")
    assert hands.count() == len(ex.hands)
    assert [hands.nth(k).inner_text() for k in range(hands.count())] == [
        str(k + 1) for k in range(len(ex.hands))]
    page.click(".ph-hand-row[data-hand='2']")
    page.click("button.ph-order-button[data-hand='1']")
    assert page.input_value("input.ph-answer") == "2 > 1"
    assert page.get_attribute(".ph-hand-row[data-hand='2']", "data-place") == "1"
    page.click("button.ph-order-equal")
    page.click("button.ph-order-button[data-hand='3']")
    assert page.input_value("input.ph-answer") == "2 > 1 = 3"
    assert page.get_attribute(".ph-hand-row[data-hand='3']", "data-place") == "2"  # shared
    page.click("button.ph-order-button[data-hand='3']")
    page.click("button.ph-order-button[data-hand='2']")   # a second tap takes a hand out
    assert page.input_value("input.ph-answer") == "1"
    page.click("button.ph-clear")
    assert page.input_value("input.ph-answer") == ""
    assert page.locator("button.ph-order-button[aria-pressed=true]").count() == 0
    page.fill("input.ph-answer", "3 > 1")   # typing: the buttons follow the box
    assert page.get_attribute("button.ph-order-button[data-hand='3']", "aria-pressed") == "true"
    page.fill("input.ph-answer", "1 > 1")   # unreadable: a sentence quoting it, no verdict
    page.click("button.ph-check")
    said = json.loads(ClassPage("?" + query).answer(at, "1 > 1"))
    assert not said["valid"]
    page.locator(".ph-quoted").wait_for()
    assert page.inner_text(".ph-quoted") == said["quoted"]
    assert not page.inner_text(".ph-feedback").strip()
    page.click("button.ph-clear")
    answer_by_clicks(page, ex)
    check_answer(page)
    assert not page.inner_text(".ph-message").strip()
    assert "#1b7a2f" in page.inner_html(".ph-feedback")
    for selector in ("button.ph-order-button", "button.ph-clear", "button.ph-check"):
        assert box(page, selector)["height"] >= TOUCH, selector
    no_overflow(page)
    quiet(run)


def test_back_and_next_that_asks_before_skipping(context, base_url):
    query = "part=1&seed=20261201&n=4"
    exercises = read_settings(query).exercises()
    words = page_words("en")
    page, run = context(PHONE)
    open_link(page, base_url, query)
    give_name(page, "Boris")
    # on a phone: every button a thumb's height, Next well apart from Check (D10)
    for selector in ("button.ph-check", "button.ph-back", "button.ph-next", "button.ph-option"):
        assert box(page, selector)["height"] >= TOUCH, selector
    check_box, next_box = box(page, "button.ph-check"), box(page, "button.ph-next")
    apart = max(next_box["y"] - (check_box["y"] + check_box["height"]),
                next_box["x"] - (check_box["x"] + check_box["width"]))
    assert apart >= GAP, apart
    assert page.locator("button.ph-back").is_disabled()   # nothing before question 1
    next_question(page)   # no answer: the page asks, in the page
    ask = page.locator(".ph-ask")
    ask.wait_for()
    assert ask.locator("p").inner_text() == words["skip_ask"]
    ask.locator("button.ph-primary").click()   # stay
    assert page.locator(".ph-ask").count() == 0
    assert page.locator(".ph-quiz").get_attribute("data-question") == "1"
    next_question(page)
    page.click(".ph-ask button.ph-skip")     # skip question 1
    assert page.locator(".ph-quiz").get_attribute("data-question") == "2"
    wrong = next(k for k in range(len(exercises[1].options)) if k != right_option(exercises[1]))
    answer_by_clicks(page, exercises[1], wrong)
    check_answer(page)
    page.click("button.ph-back")   # back to question 1, still open
    assert page.locator(".ph-quiz").get_attribute("data-question") == "1"
    next_question(page)
    page.click(".ph-ask button.ph-skip")
    # question 2 shows the answer given and its verdict
    assert page.get_attribute(f"button.ph-option >> nth={wrong}", "aria-pressed") == "true"
    assert page.inner_text(".ph-feedback").strip()
    next_question(page)   # answered: no question asked
    assert page.locator(".ph-ask").count() == 0
    answer_by_clicks(page, exercises[2])
    check_answer(page)
    next_question(page)
    next_question(page)   # the last, unanswered: Finish asks too
    page.click(".ph-ask button.ph-skip")
    page.locator(".ph-done").wait_for()
    # the end screen says what Python's finish() says: wrong 2, skipped 1 and 4
    py = ClassPage("?" + query)
    assert json.loads(py.start("Boris"))["ok"]
    py.answer(1, exercises[1].options[wrong])
    py.answer(2, exercises[2].options[right_option(exercises[2])]
              if exercises[2].options else exercises[2].answer_text)
    finished = json.loads(py.finish())
    assert finished["wrong"] == [2] and finished["skipped"] == [1, 4], finished
    assert page.inner_text(".ph-summary") == finished["summary"]
    assert page.get_attribute("[data-code]", "data-code") == finished["code"]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "class-skipped-end-390.png"), full_page=True)
    quiet(run)


def test_a_reload_resumes_the_set_and_keeps_the_first_answers(context, base_url):
    query = "part=1&seed=20261201&n=5"
    settings = read_settings(query)
    exercises = settings.exercises()
    first = exercises[0]
    assert first.options
    wrong = next(k for k in range(len(first.options)) if k != right_option(first))
    page, run = context(1280)
    open_link(page, base_url, query)
    give_name(page, "Chloé")
    answer_by_clicks(page, first, wrong)   # wrong first
    check_answer(page)
    next_question(page)
    answer_by_clicks(page, exercises[1])
    check_answer(page)
    score = page.inner_text(".ph-score")
    stored = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('ph-class:v1:'))")
    assert stored == [f"ph-class:v1:{settings.set_query()}"], stored
    page.reload(wait_until="load")
    page.wait_for_function("document.body.dataset.state", timeout=START_TIMEOUT)
    quiz = page.locator(".ph-quiz")
    quiz.wait_for()
    assert page.locator("#ph-name").count() == 0   # the name is kept
    assert quiz.get_attribute("data-question") == "2"
    assert page.inner_text(".ph-score") == score
    assert "Chloé" in page.inner_text(".ph-note")
    page.click("button.ph-back")
    answer_by_clicks(page, first)   # right now, after the reload: still not the first answer
    check_answer(page)
    assert "#1b7a2f" in page.inner_html(".ph-feedback")
    assert page.inner_text(".ph-score") == score
    # switching the language keeps the progress (the storage key has no language)
    page.click("#languages a[data-lang=hu]")
    page.wait_for_function("document.body.dataset.state", timeout=START_TIMEOUT)
    page.locator(".ph-quiz").wait_for()
    assert page.evaluate("document.documentElement.lang") == "hu"
    assert "lang=hu" in page.url and "seed=20261201" in page.url
    assert page.locator(".ph-quiz").get_attribute("data-question") == "1"
    # Python replayed the answers in Hungarian: the same first answers, the same score
    letters = "ABCDEFGH"
    hu = ClassPage(f"?{query}&lang=hu")
    hu.start("Chloé")
    hu.answer(0, letters[wrong])
    hu.answer(1, letters[right_option(exercises[1])])
    said = json.loads(hu.answer(0, letters[right_option(first)]))
    assert page.inner_text(".ph-score") == page_words("hu")["score"].format(score=said["score"])
    for _ in range(len(exercises)):   # on to the end, skipping what is not answered
        next_question(page)
        if page.locator(".ph-ask").count():
            page.click(".ph-ask button.ph-skip")
    page.locator(".ph-done").wait_for()
    code = page.get_attribute("[data-code]", "data-code")
    result = read_result(settings, code, exercises, name="Chloé")
    assert result.right[:2] == (False, True), result.right
    page.reload(wait_until="load")   # after the end, a reload shows the same end
    page.locator(".ph-done").wait_for(timeout=START_TIMEOUT)
    assert page.get_attribute("[data-code]", "data-code") == code
    quiet(run)


def test_a_browser_that_keeps_nothing_still_runs_the_quiz(context, base_url):
    refuse = ("Storage.prototype.setItem = function () { "
              "throw new DOMException('quota', 'QuotaExceededError'); };")
    page, run = context(PHONE, init=refuse)
    open_link(page, base_url, "part=1&seed=9&n=2")
    give_name(page, "Dana")
    assert page.inner_text("#status") == page_words("en")["storage"]
    ex = read_settings("part=1&seed=9&n=2").exercises()[0]
    answer_by_clicks(page, ex)
    check_answer(page)
    assert "#1b7a2f" in page.inner_html(".ph-feedback")
    quiet(run)


KEY_QUERY = "part=3&seed=20261206&n=4&rules=ace-to-five"
WORD = "Chalk dust"


def test_the_key_asks_for_the_teachers_word(context, base_url):
    settings = read_settings(KEY_QUERY)
    lock = key_lock(WORD, settings)
    query = f"{KEY_QUERY}&view=key&lock={lock}"
    page, run = context(PHONE)
    open_link(page, base_url, query)
    assert page.evaluate("document.body.dataset.state") == "ready"
    assert page.locator(".ph-key-view").count() == 0
    assert "Answer:" not in page.inner_text("main")   # no answer before the word
    page.fill("#ph-word", "chalk")
    page.click("button.ph-open")
    refused = json.loads(ClassPage("?" + query).unlock("chalk"))
    assert refused["ok"] is False
    assert page.inner_text(".ph-word-form .ph-error-text") == refused["error"]
    assert page.locator(".ph-key-view").count() == 0
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "class-key-prompt-390.png"), full_page=True)
    page.fill("#ph-word", "CHALK-DUST")   # the same word by name_key
    page.click("button.ph-open")
    page.locator(".ph-key-view").wait_for()
    with use_language("en"):   # the set of the link, lock and all (the lock deals it)
        exercises = read_settings(query).exercises()
    text = page.inner_text(".ph-key-view")
    for ex in exercises:
        assert plain_letters(ex.prompt) in plain_letters(text)
    no_overflow(page)
    quiet(run)


@pytest.mark.parametrize("query", [
    # refused by its shape, before the description of the values is read
    "part=1&seed=1&exec=print(1)",
    "part=1&seed=1&%3Cscript%3E=1",
    "part=1&seed=1&seed=2",
    "part=1&&seed=1",
    "seed=5",
    "",
    "part=3&seed=1&n=8&rules=" + "a" * 300,
    # well shaped, out of range: refused from class/settings.js
    "part=9&seed=20261206&n=8",
    "part=0&seed=1",
    "part=%EF%BC%93&seed=1",                      # a full-width 3
    "part=1&seed=12345678901",
    "part=3&seed=-1&n=8",
    "part=3&seed=2026abc&n=8",
    "part=1&seed=1&n=0",
    "part=3&seed=20261206&n=500",
    "part=1&seed=1&rules=badugi",
    "part=1&seed=1&rules=%3Cscript%3Ealert(1)%3C/script%3E",
    "part=3&seed=20261206&rules=cheat",
    "part=3&seed=20261206&view=admin",
    "part=3&seed=20261206&view=result",
    "part=3&seed=20261206&view=key",              # a key with no lock
    "part=3&seed=20261206&lang=de",
    "part=3&seed=20261206&lock=ABC",
    "part=3&seed=20261206&lock=abcd",
    "part=3&seed=20261206&n=500&lang=ru",         # in the link's language
    "part=3&seed=20261206&view=key&lang=el",
    "part=3&seed=20261206&view=admin&lang=el",    # a value in the language's quotation marks
    "part=3&seed=2026abc&n=8&lang=hu",
    "part=3&seed=20261206&rules=cheat&lang=ru",
    "part=3&seed=1&n=8&rules=" + "a" * 280 + "&lang=hu",
])
def test_bad_links_are_refused_in_pythons_words_and_fetch_no_runtime(context, base_url, query):
    page, run = context()
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    open_link(page, base_url, query)
    assert page.evaluate("document.body.dataset.state") == "refused"
    shown = page.inner_text("#status")
    assert page.locator(".ph-quiz, #ph-name, #ph-word").count() == 0
    assert not [u for u in requested if any(r in u for r in RUNTIME)], requested
    lang = next((code for code in ("ru", "el", "hu") if f"lang={code}" in query), "en")
    with pytest.raises(ValueError) as refused, use_language(lang):
        read_settings(query)
    assert shown == str(refused.value)   # the package's sentence, word for word
    assert shown[0].isupper() and shown.endswith("."), shown
    assert page.evaluate("document.documentElement.lang") == lang
    quiet(run)


@pytest.mark.parametrize("query", [
    "part=7&seed=999999999&n=20",                      # every number at its top
    "part=1&seed=0&n=01",                              # at the bottom, a leading zero
    "part=3&seed=000000007&n=5&rules=eight-or-better&view=worksheet",
    "part=5&seed=1&n=2&rules=two-decks&view=results&lang=hu",
    "part=1&seed=1&n=2&view=quiz&lang=el&lock=0Z3K",  # a lock that a quiz ignores
])
def test_links_at_the_bounds_are_not_refused_by_the_page(context, base_url, query):
    read_settings(query)  # Python accepts them
    page, run = context()
    open_link(page, base_url, query)
    assert page.evaluate("document.body.dataset.state") == "ready", page.inner_text("#status")
    quiet(run)


def test_a_link_loads_the_package_alone_and_part_six_says_it_needs_numpy(context, base_url):
    page, run = context()
    wheels = []
    page.on("request", lambda r: r.url.endswith(".whl") and wheels.append(r.url))
    open_link(page, base_url, "part=5&seed=3&n=3&rules=two-decks")
    assert page.evaluate("document.body.dataset.state") == "ready"
    assert [w.rsplit("/", 1)[1].split("-")[0] for w in wheels] == ["pokerhands"], wheels
    page, run = context()
    open_link(page, base_url, "part=6&seed=3&n=3&lang=ru")  # NumPy comes from the online distribution
    assert page.evaluate("document.body.dataset.state") == "failed"
    assert page.inner_text("#status") == page_words("ru")["numpy"]
    assert all("pyodide" in u for u in run.foreign), run.foreign


# ---- the results of a whole class ----------------------------------------------------------


@pytest.mark.parametrize("view", ["worksheet", "key"])
def test_sheets_print_to_a4_with_every_question(context, base_url, view):
    from pypdf import PdfReader

    query = "part=7&seed=20261201&n=6"
    if view == "key":   # a key needs a lock, and the lock is part of what deals the set
        query = f"{query}&lock={key_lock(WORD, read_settings(query))}"
    settings = read_settings(query)
    exercises = settings.exercises()
    page, run = context(1280)
    if view == "key":
        open_link(page, base_url, f"{query}&view=key")
        page.fill("#ph-word", WORD)
        page.click("button.ph-open")
        page.locator(".ph-key-view").wait_for()
    else:
        open_link(page, base_url, f"{query}&view={view}")
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 680, "height": 900})  # A4's width less the margins
    no_overflow(page)
    pdf = page.pdf(format="A4", print_background=False)
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)
    flat = " ".join(text.replace("\ufb01", "fi").replace("\ufb02", "fl").split())
    letters = plain_letters(flat)
    for i, ex in enumerate(exercises, 1):
        assert f"Question {i}" in flat
        assert plain_letters(ex.prompt) in letters
    if view == "worksheet":
        assert "Answer:" not in flat and "Name:" in flat
    else:
        assert flat.count("Answer:") >= len(exercises)
    quiet(run)


@pytest.fixture(scope="module")
def network_port(site_dir):
    """The built site served on every interface, as ``make serve HOST=0.0.0.0`` serves it:
    the port, which answers by 127.0.0.1, localhost and this machine's network addresses."""
    handler = functools.partial(_Quiet, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("0.0.0.0", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


#: A host name that is not this computer's: the test's browser routes it to the site.
SCHOOL = "classroom.school.test"
LOCAL_WARNING = "Student devices cannot open this link"


def _teachers_link(browser, address: str, port: int | None = None):
    """The class link the teachers' form makes on the page opened at ``address``, and its
    warning's text when the warning shows (else None)."""
    ctx = browser.new_context(viewport={"width": PHONE, "height": 900})
    try:
        if port is not None:   # the school's host name answered by the site on loopback
            ctx.route(f"http://{SCHOOL}/**", lambda route: route.fulfill(response=route.fetch(
                url=route.request.url.replace(f"//{SCHOOL}/", f"//127.0.0.1:{port}/", 1))))
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(address, wait_until="load")
        form = page.locator("form.ph-class-form")
        form.locator(".ph-qr svg").wait_for()
        link = form.locator("input[name=class-link]").input_value()
        warning = form.locator(".ph-local-warning")
        shown = warning.inner_text() if warning.is_visible() else None
        if shown:   # it is beside the link and the QR code, and goes with them
            assert warning.locator("xpath=..").locator(".ph-qr").count() == 1
            form.locator("input[name=n]").fill("50")
            assert form.locator("input[name=class-link]").input_value() == ""
            assert not warning.is_visible()
            form.locator("input[name=n]").fill("5")
            assert warning.is_visible()
            no_overflow(page, "form.ph-class-form")
        assert not errors, errors
        return link, shown
    finally:
        ctx.close()


def test_teachers_form_warns_when_its_link_points_at_the_teachers_own_computer(
        browser, site_dir, network_port):
    page = "book/reference/teachers.html"
    for here in (f"http://127.0.0.1:{network_port}/", f"http://localhost:{network_port}/",
                 (site_dir / page).as_uri().removesuffix(page)):
        link, warning = _teachers_link(browser, here + page)
        assert link.startswith(here), (here, link)
        assert warning and warning.startswith(LOCAL_WARNING), (here, warning)
        assert "HOST=0.0.0.0" in warning and "network address" in warning, warning
    # opened by another host name, as by a school's network name, the form does not warn
    link, warning = _teachers_link(browser, f"http://{SCHOOL}/{page}", network_port)
    assert link.startswith(f"http://{SCHOOL}/class/index.html?part="), link
    assert warning is None, warning


def test_teachers_form_does_not_warn_by_this_machines_network_address(browser, network_port):
    addresses = serve.network_addresses()
    if not addresses:
        pytest.skip("this machine has no network address other than loopback")
    for address in addresses:   # what make serve HOST=0.0.0.0 prints for the class
        here = f"http://{address}:{network_port}/"
        link, warning = _teachers_link(browser, here + "book/reference/teachers.html")
        assert link.startswith(here + "class/index.html?part="), link
        assert warning is None, (address, warning)


def test_the_page_holds_no_english_of_its_own(site_dir):
    """Every word of the page comes from the package: the page's files hold none of the
    English words of :func:`page_words`, and the built settings carry every language's."""
    words = page_words("en")
    folder = site_dir / "class"
    for name in ("index.html", "boot.js", "class.js", "quiz.js", "key.js", "results.js",
                 "link.js", "ui.js", "progress.js"):
        source = (ROOT / "book" / "_extra" / "class" / name).read_text(encoding="utf-8")
        for key, text in words.items():
            if key.startswith("lang_") or len(text) < 4:
                continue
            assert f'"{text}"' not in source and f">{text}<" not in source, (name, key)
    settings = (folder / "settings.js").read_text(encoding="utf-8")
    assert settings.startswith("window.PH_CLASS_SETTINGS = {")
    data = json.loads(settings.removeprefix("window.PH_CLASS_SETTINGS = ").rstrip().rstrip(";"))
    for lang in ("en", "ru", "el", "hu"):
        assert data["words"][lang] == page_words(lang)
    built = (folder / "index.html").read_text(encoding="utf-8")
    for lang in ("en", "ru", "el", "hu"):   # the noscript sentence, in every language
        assert page_words(lang)["noscript"].replace("'", "&#x27;") in built
