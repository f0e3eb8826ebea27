"""The class page (``class/index.html``) in headless Chromium, with no request to any host
but this machine: a class link opens its seeded quiz with no click, the same for every student;
a whole set is played by clicks at phone and desktop widths, twice; the result code reads
back to the score; the worksheet and the key print to A4 with every question, the
worksheet with no answer, nothing wider than the page; bad links show a message and start
nothing; the teachers' form makes the links, and warns when they would point at the
teacher's own computer (served on 0.0.0.0 here and opened by loopback, by a routed school
host name and by this machine's network addresses).

Times from opening a link to the first question are printed and written to
``_build/live-timings.json`` (reported, never asserted).
"""
from __future__ import annotations

import functools
import http.server
import io
import sys
import threading
import time

import pytest
from conftest import ROOT, SCREENSHOTS
from live import LiveRun, record_timings, watch

from pokerhands.exercises import check
from pokerhands.exercises.classroom import read_settings
from pokerhands.exercises.result_codes import read_result

sys.path.insert(0, str(ROOT / "tools"))
import serve  # noqa: E402  (tools/serve.py: the addresses make serve HOST=0.0.0.0 prints)

#: Seconds the page may take to start Python and show a question (two slow cores).
START_TIMEOUT = 120_000


@pytest.fixture
def context(browser):
    made = []

    def make(width: int = 1280):
        ctx = browser.new_context(viewport={"width": width, "height": 900})
        made.append(ctx)
        page = ctx.new_page()
        run = LiveRun(path="class")
        watch(page, run)
        return page, run
    yield make
    for ctx in made:
        ctx.close()


def _open(page, base_url: str, query: str) -> float:
    start = time.monotonic()
    page.goto(f"{base_url}/class/index.html?{query}", wait_until="load")
    page.wait_for_function("document.body.dataset.state", timeout=START_TIMEOUT)
    return time.monotonic() - start


def _letters(text: str) -> str:
    """Letters and digits only: a PDF's text turns quotes into curly ones and wraps lines."""
    return "".join(c for c in text.lower() if c.isascii() and c.isalnum())


def _no_overflow(page, within: str = "main") -> None:
    wide = page.evaluate("""(within) => {
        const w = document.documentElement.clientWidth;
        return [...document.querySelectorAll(within + ' *')]
          .filter(e => e.getBoundingClientRect().right > w + 1)
          .map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 30));
    }""", within)
    assert not wide, wide
    assert page.evaluate("document.documentElement.scrollWidth <= "
                         "document.documentElement.clientWidth")


def test_class_link_shows_the_same_first_question_to_every_student(context, base_url):
    shown = []
    for n in range(2):
        page, run = context()
        seconds = _open(page, base_url, "part=1&seed=20261201&n=7")
        student = "first" if n == 0 else "second"
        record_timings("class page", **{f"link to first question ({student} student)": seconds})
        assert page.evaluate("document.body.dataset.state") == "ready"
        shown.append(page.inner_text(".ph-quiz"))
        assert not run.foreign and not run.console, (run.foreign, run.console)
    assert shown[0] == shown[1]
    first = read_settings("part=1&seed=20261201&n=7").exercises()[0]
    assert first.prompt in shown[0]
    page, _ = context()
    _open(page, base_url, "part=1&seed=20261202&n=7")
    assert page.inner_text(".ph-quiz") != shown[0]


@pytest.mark.parametrize("width", [390, 1280])
def test_a_whole_set_by_clicks(context, base_url, width):
    query = "part=2&seed=20261202&n=8"
    settings = read_settings(query)
    exercises = settings.exercises()
    page, run = context(width)
    for attempt in range(2):  # twice: the second time as a new student in the same tab
        _open(page, base_url, query)
        for i, ex in enumerate(exercises):
            quiz = page.locator(".ph-quiz")
            assert quiz.get_attribute("data-question") == str(i + 1)
            assert ex.prompt in quiz.inner_text()
            options = page.locator("button.ph-option")
            if i == 0:  # Check with nothing given: a message, no verdict, nothing counted
                page.get_by_role("button", name="Check").click()
                page.locator(".ph-message").filter(
                    has_text="No answer given yet").wait_for(timeout=10_000)
                assert not page.inner_text(".ph-feedback").strip()
            if ex.options:
                assert options.count() == len(ex.options)
                assert all(options.nth(k).is_visible() for k in range(options.count()))
                assert page.locator("button.ph-option[aria-pressed=true]").count() == 0
                # a wrong option first on the second run: the first answer is what counts
                right = next(k for k, o in enumerate(ex.options) if check(ex, o).correct)
                wrong = next((k for k, o in enumerate(ex.options) if k != right), right)
                pick = wrong if attempt == 1 and i % 2 else right
                options.nth(pick).click()
                assert options.nth(pick).get_attribute("aria-pressed") == "true"
            else:
                assert options.count() == 0
                if ex.card_answer:
                    for card in ex.answer:
                        page.locator(f"button.ph-card-button[data-card='{card.code}']").click()
                else:
                    page.fill("input.ph-answer", ex.answer_text)
            page.get_by_role("button", name="Check").click()
            page.wait_for_function(
                "document.querySelector('.ph-feedback').innerText.trim().length > 0",
                timeout=10_000, polling=20)
            assert not page.inner_text(".ph-message").strip()
            feedback = page.locator(".ph-feedback")
            expect_right = not (ex.options and attempt == 1 and i % 2)
            assert feedback.inner_text().strip()
            marked_right = "#1b7a2f" in (feedback.inner_html())
            assert marked_right == expect_right, (i, feedback.inner_text())
            _no_overflow(page)
            page.get_by_role("button", name="Finish" if i == len(exercises) - 1
                             else "Next").click()
        code = page.locator("[data-code]").get_attribute("data-code")
        result = read_result(settings, code, exercises)
        expected = [not (ex.options and attempt == 1 and i % 2)
                    for i, ex in enumerate(exercises)]
        assert list(result.right) == expected
        assert f"{sum(expected)} of {len(exercises)} right" in page.inner_text("main")
        _no_overflow(page)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"class-end-{width}.png"), full_page=True)
    assert not run.foreign and not run.console, (run.foreign, run.console)


#: A request for the runtime: Pyodide, a wheel, WebAssembly, the live site or a worker.
RUNTIME = ("pyodide", ".whl", ".wasm", "/lite/", "worker")


@pytest.mark.parametrize("query, says", [
    ("part=1&seed=1&exec=print(1)", "carries only"),
    ("part=1&seed=1&code=%3Cscript%3E", "short word or number"),
    ("seed=5", "needs a part and a seed"),
    ("", "needs a part and a seed"),
    # well shaped, out of range: refused from class/settings.json, in Python's words
    ("part=9&seed=20261206&n=8", "part"),
    ("part=0&seed=1", "part"),
    ("part=1&seed=12345678901", "seed"),
    ("part=3&seed=-1&n=8", "seed"),
    ("part=3&seed=2026abc&n=8", "seed"),
    ("part=1&seed=1&n=0", "n must be"),
    ("part=3&seed=20261206&n=500", "n must be"),
    ("part=1&seed=1&rules=badugi", "rules"),
    ("part=3&seed=20261206&rules=cheat", "rules"),
    ("part=3&seed=20261206&view=admin", "view"),
    ("part=3&seed=20261206&code=7ZAESH", "code"),
    ("part=3&seed=20261206&view=result", "view=result"),
    ("part=3&seed=20261206&view=result&code=7ZAESI", "code"),
])
def test_bad_links_show_a_message_and_fetch_no_runtime(context, base_url, query, says):
    page, run = context()
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    _open(page, base_url, query)
    assert page.evaluate("document.body.dataset.state") == "refused"
    shown = page.inner_text("#status")
    assert says in shown
    assert page.locator(".ph-quiz").count() == 0
    assert not [u for u in requested if any(r in u for r in RUNTIME)], requested
    if query.startswith("part") and "%" not in query and "exec" not in query:
        # the page's refusal is the package's own, word for word
        with pytest.raises(ValueError) as refused:
            read_settings(query)
        assert shown == f"This class link cannot be used: {refused.value}."
    assert not run.foreign and not run.console, (run.foreign, run.console)


@pytest.mark.parametrize("query", [
    "part=7&seed=999999999&n=20",                      # every number at its top
    "part=1&seed=0&n=01",                              # at the bottom, a leading zero
    "part=3&seed=000000007&n=5&rules=eight-or-better&view=key",
    "part=5&seed=1&n=2&rules=two-decks&view=result&code=0z-3k7q",
])
def test_links_at_the_bounds_are_not_refused_by_the_page(context, base_url, query):
    read_settings(query)  # Python accepts them
    page, run = context()
    _open(page, base_url, query)
    assert page.evaluate("document.body.dataset.state") == "ready", page.inner_text("#status")
    assert not run.foreign and not run.console, (run.foreign, run.console)


def test_a_link_loads_the_package_alone_and_part_six_says_it_needs_numpy(context, base_url):
    page, run = context()
    wheels = []
    page.on("request", lambda r: r.url.endswith(".whl") and wheels.append(r.url))
    _open(page, base_url, "part=5&seed=3&n=3&rules=two-decks")
    assert page.evaluate("document.body.dataset.state") == "ready"
    assert [w.rsplit("/", 1)[1].split("-")[0] for w in wheels] == ["pokerhands"], wheels
    page, run = context()
    _open(page, base_url, "part=6&seed=3&n=3")  # NumPy comes from the online distribution
    assert page.evaluate("document.body.dataset.state") == "failed"
    assert "NumPy" in page.inner_text("#status")
    assert all("pyodide" in u for u in run.foreign), run.foreign


@pytest.mark.parametrize("view", ["worksheet", "key"])
def test_sheets_print_to_a4_with_every_question(context, base_url, view):
    from pypdf import PdfReader

    query = "part=7&seed=20261201&n=6"
    exercises = read_settings(query).exercises()
    page, run = context(1280)
    _open(page, base_url, f"{query}&view={view}")
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 680, "height": 900})  # A4's width less the margins
    _no_overflow(page)
    pdf = page.pdf(format="A4", print_background=False)
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)
    flat = " ".join(text.replace("\ufb01", "fi").replace("\ufb02", "fl").split())
    letters = _letters(flat)
    for i, ex in enumerate(exercises, 1):
        assert f"Question {i}" in flat
        assert _letters(ex.prompt) in letters
    if view == "worksheet":
        assert "Answer:" not in flat and "Name:" in flat
    else:
        assert flat.count("Answer:") == len(exercises)
    assert not run.foreign and not run.console, (run.foreign, run.console)


def test_teachers_form_makes_a_link_that_opens_the_quiz(context, base_url):
    page, run = context(390)
    page.goto(f"{base_url}/book/reference/teachers.html", wait_until="load")
    form = page.locator("form.ph-class-form")
    form.locator("select[name=part]").select_option("3")
    form.locator("select[name=rules]").select_option("deuce-to-seven")
    form.locator("input[name=seed]").fill("424242")
    form.locator("input[name=n]").fill("5")
    link = form.locator("input[name=class-link]").input_value()
    assert link.endswith("class/index.html?part=3&seed=424242&n=5&rules=deuce-to-seven"), link
    qr = form.locator(".ph-qr")
    qr.locator("svg").wait_for()
    assert qr.get_attribute("data-url") == link  # the QR code holds the link shown
    form.locator("input[name=n]").fill("50")
    assert "from 1 to 20" in form.locator(".ph-form-message").inner_text()
    assert form.locator("input[name=class-link]").input_value() == ""
    _no_overflow(page, "form.ph-class-form")
    quiz, _ = context()
    quiz.goto(link, wait_until="load")
    quiz.wait_for_function("document.body.dataset.state", timeout=START_TIMEOUT)
    first = read_settings("part=3&seed=424242&n=5&rules=deuce-to-seven").exercises()[0]
    assert first.prompt in quiz.inner_text(".ph-quiz")
    assert not run.foreign and not run.console, (run.foreign, run.console)


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
    ctx = browser.new_context(viewport={"width": 390, "height": 900})
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
            _no_overflow(page, "form.ph-class-form")
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
