"""The teachers' form (``book/reference/teachers.html``) in headless Chromium, with no request to
any host but this machine: a class link it makes opens the quiz it names; the key's lock it
works out in the browser (the vendored js-sha256) is Python's
:func:`~pokerhands.exercises.classroom.key_lock` for words in several scripts; its links are
what :meth:`ClassSettings.query` writes; the key link waits for a word; the form remembers its
settings, not the word, across a reload; the class's language goes into every link and the form
speaks it, starting as the page's own; the QR code fills the screen; the printed worksheet and
key carry a page number, the settings and the name line (or the key's heading) on every page,
and split no question.
"""
from __future__ import annotations

import datetime
import re
import subprocess
from urllib.parse import urlparse

import pytest
from class_drive import give_name, no_overflow
from live import LiveRun, watch

from pokerhands.book.class_form import FORM_STORAGE_KEY, form_words
from pokerhands.exercises.classroom import key_lock, name_key, read_settings

TEACHERS = "book/reference/teachers.html"
#: Seconds the class page may take to start Python and show its sheet (two slow cores).
START_TIMEOUT = 120_000


@pytest.fixture
def context(browser):
    made = []

    def make(width: int = 1280):
        ctx = browser.new_context(viewport={"width": width, "height": 900})
        made.append(ctx)
        page = ctx.new_page()
        run = LiveRun(path="teachers")
        watch(page, run)
        return page, run
    yield make
    for ctx in made:
        ctx.close()


def _form(page, base_url: str):
    page.goto(f"{base_url}/{TEACHERS}", wait_until="load")
    form = page.locator("form.ph-class-form")
    form.locator(".ph-qr svg").wait_for()
    return form


def _set(form, part: str, rules: str, n: str, seed: str, lang: str = "en") -> None:
    form.locator("select[name=part]").select_option(part)
    if rules or form.locator("select[name=rules]").is_enabled():
        form.locator("select[name=rules]").select_option(rules)
    form.locator("input[name=n]").fill(n)
    form.locator("input[name=seed]").fill(seed)
    form.locator("select[name=lang]").select_option(lang)


def _links(form) -> dict[str, "str | None"]:
    found = {a.get_attribute("data-link"): a.get_attribute("href")
             for a in form.locator("a[data-link]").all()}
    found["class"] = form.locator("input[name=class-link]").input_value() or None
    return found


def _query(link: str) -> str:
    return urlparse(link).query


def test_teachers_form_makes_a_link_that_opens_the_quiz(context, base_url):
    page, run = context(390)
    page.goto(f"{base_url}/book/reference/teachers.html", wait_until="load")
    form = page.locator("form.ph-class-form")
    form.locator("select[name=part]").select_option("3")
    form.locator("select[name=rules]").select_option("deuce-to-seven")
    form.locator("input[name=seed]").fill("424242")
    form.locator("input[name=n]").fill("5")
    link = form.locator("input[name=class-link]").input_value()
    assert "class/index.html?part=3&seed=424242&n=5&rules=deuce-to-seven" in link, link
    qr = form.locator(".ph-qr")
    qr.locator("svg").wait_for()
    assert qr.get_attribute("data-url") == link  # the QR code holds the link shown
    form.locator("input[name=n]").fill("50")
    assert "from 1 to 20" in form.locator(".ph-form-message").inner_text()
    assert form.locator("input[name=class-link]").input_value() == ""
    no_overflow(page, "form.ph-class-form")
    quiz, _ = context()
    quiz.goto(link, wait_until="load")
    quiz.wait_for_function("document.body.dataset.state", timeout=START_TIMEOUT)
    give_name(quiz, "Teacher")
    first = read_settings("part=3&seed=424242&n=5&rules=deuce-to-seven").exercises()[0]
    assert first.prompt in quiz.inner_text(".ph-quiz")
    assert not run.foreign and not run.console, (run.foreign, run.console)


#: Words in several scripts, with the settings they lock; each pair of a tuple must give the
#: same lock (name_key folds them together), and the key must open for either.
CASES = [
    (("Pink Elephant", "pink-elephant!!"), ("1", "", "7", "20261201")),
    (("Пётр Ильич", "ПЁТР ИЛЬИЧ"), ("3", "ace-to-five", "8", "20261206")),
    (("ΟΔΥΣΣΕΑΣ", "Οδυσσεας"), ("5", "deuces-wild", "12", "7")),   # a final sigma
    (("Straße 12", "straße12"), ("7", "", "20", "999999999")),
    (("ﬁsh & chips", "FISH, chips."), ("3", "", "1", "0")),          # NFKC's ligature
    (("  Ｍａｒｋ  ", "mark"), ("4", "", "5", "42")),                 # full-width letters
    # accents (the second classroom trial's slips)
    (("Ana Kovács", "ana KOVACS!"), ("2", "", "7", "20261207")),
    (("ΣΟΦΙΑ ΑΛΕΞΙΟΥ", "Σοφία Αλεξίου"), ("3", "deuce-to-seven", "9", "11")),
    (("Пётр Ёлкин", "петр елкин"), ("1", "", "3", "5")),
]


def test_the_forms_lock_is_pythons_key_lock(context, base_url):
    page, run = context()
    form = _form(page, base_url)
    for words, (part, rules, n, seed) in CASES:
        _set(form, part, rules, n, seed)
        locks = set()
        for word in words:
            form.locator("input[name=word]").fill(word)
            key = form.locator("a[data-link=key]")
            page.wait_for_function("(a) => a.hasAttribute('href')", arg=key.element_handle())
            links = _links(form)
            settings = read_settings(_query(links["class"]))
            lock = key_lock(word, settings)
            assert settings.lock == lock, (word, links["class"], lock)
            assert name_key(word) == name_key(words[0])
            locks.add(lock)
            # every link is the one Python writes for these settings and this lock
            assert _query(links["class"]) == settings.query()
            for view in ("worksheet", "key", "results"):
                assert _query(links[view]) == settings.query(view=view), (view, links[view])
            assert read_settings(_query(links["key"])).lock == lock
        assert len(locks) == 1, (words, locks)
    assert not run.foreign and not run.console, (run.foreign, run.console)


def test_the_key_link_waits_for_a_word(context, base_url):
    page, run = context(390)
    form = _form(page, base_url)
    _set(form, "2", "", "6", "31")
    key, needs = form.locator("a[data-link=key]"), form.locator(".ph-key-needs-word")
    for word in ("", "abc", "a-b.c!", "   "):    # fewer than 4 letters or digits
        form.locator("input[name=word]").fill(word)
        assert key.get_attribute("href") is None and key.get_attribute("aria-disabled") == "true"
        assert needs.is_visible() and "at least 4" in needs.inner_text()
        links = _links(form)
        assert "lock=" not in links["class"] and "lock=" not in links["worksheet"]
        assert links["worksheet"] and links["results"]   # the other links do not wait
    form.locator("input[name=word]").fill("a b c d")
    page.wait_for_function("(a) => a.hasAttribute('href')", arg=key.element_handle())
    assert not needs.is_visible() and key.get_attribute("aria-disabled") is None
    # the form with its new fields fits a phone: nothing wider than the screen
    assert page.evaluate("document.documentElement.scrollWidth <= "
                         "document.documentElement.clientWidth")
    wide = page.evaluate("""() => [...document.querySelectorAll('form.ph-class-form *')]
        .filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map(e => e.tagName + '.' + e.className)""")
    assert not wide, wide
    # the old result box and its link are gone; Mark the class opens the results view
    assert form.locator("input[name=code]").count() == 0
    assert "Read the score" not in form.inner_text()
    mark = form.locator("a[data-link=results]")
    assert mark.inner_text() == "Mark the class"
    assert read_settings(_query(mark.get_attribute("href"))).view == "results"
    assert not run.foreign and not run.console, (run.foreign, run.console)


def test_the_form_remembers_its_settings_and_the_words_lock_but_not_the_word(context, base_url):
    page, run = context()
    form = _form(page, base_url)
    today = datetime.date.today().strftime("%Y%m%d")
    assert form.locator("input[name=seed]").input_value() == today   # the first default
    _set(form, "5", "deuces-wild", "9", "12345", "hu")
    form.locator("input[name=word]").fill("titok szó")
    # the lock comes once the hash module has loaded (an import the first word starts): read
    # the links after it, or the quiz link is read before it and the others after
    page.wait_for_function("(a) => a.hasAttribute('href')",
                           arg=form.locator("a[data-link=key]").element_handle())
    before = _links(form)
    page.reload(wait_until="load")
    form = page.locator("form.ph-class-form")
    form.locator(".ph-qr svg").wait_for()
    values = {name: form.locator(f"[name={name}]").input_value()
              for name in ("part", "rules", "n", "seed", "lang", "word")}
    assert values == {"part": "5", "rules": "deuces-wild", "n": "9", "seed": "12345",
                      "lang": "hu", "word": ""}, values
    stored = page.evaluate(f"localStorage.getItem({FORM_STORAGE_KEY!r})")
    assert "titok" not in stored and "12345" in stored
    # the word's lock is kept with the set it was made for: the lock deals the set, so the
    # next day's class, marking and key links (the key asks for the word) lead to the
    # lesson's questions
    after = _links(form)
    assert after == before, (after, before)
    lock = read_settings(_query(before["class"])).lock
    assert lock and lock in stored
    form.locator("button.ph-new-seed").click()   # another set: the kept lock is not its
    assert form.locator("input[name=seed]").input_value() == today
    assert f"seed={today}" in _links(form)["class"]
    assert "lock=" not in _links(form)["class"] and _links(form)["key"] is None
    form.locator("input[name=seed]").fill("12345")   # back to the lesson's set: its lock
    assert _links(form) == before
    assert not run.foreign and not run.console, (run.foreign, run.console)


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_the_class_language_goes_into_every_link_and_the_form_speaks_it(context, base_url,
                                                                        lang):
    page, run = context(390)
    form = _form(page, base_url)
    english, words = form_words("en"), form_words(lang)
    _set(form, "3", "", "8", "20261206", lang)
    form.locator("input[name=word]").fill("kulcsszó")
    page.wait_for_function("(a) => a.hasAttribute('href')",
                           arg=form.locator("a[data-link=key]").element_handle())
    for view, link in _links(form).items():
        assert read_settings(_query(link)).lang == lang, (view, link)
    shown = form.inner_text()
    for key in ("part", "rules", "questions", "seed", "lang", "word", "copy", "open",
                "worksheet", "key", "mark", "full"):
        assert words[key] in shown, (key, words[key])
    assert words["part"] != english["part"]           # a word the catalogs translate
    # every field inside the form's box in this language at 390 px (the Russian part and
    # ranking menus ran past it, 382 px wide)
    wide = page.evaluate("""() => {
        const edge = document.querySelector('form.ph-class-form').getBoundingClientRect().right;
        return [...document.querySelectorAll('form.ph-class-form *')]
          .filter(e => e.getBoundingClientRect().right > edge + 0.5)
          .map(e => e.tagName + '[' + (e.name || e.className) + ']'); }""")
    assert not wide, wide
    assert form.locator("select[name=rules] option").first.inner_text() == words["any_low"]
    assert form.locator("select[name=part] option").nth(2).inner_text() == \
        words["part_names"]["3"]
    form.locator("select[name=lang]").select_option("en")
    assert english["part"] in form.inner_text()
    assert all("lang=" not in (link or "") for link in _links(form).values())
    assert not run.foreign and not run.console, (run.foreign, run.console)


def test_the_qr_code_fills_the_screen(context, base_url):
    page, run = context()
    form = _form(page, base_url)
    _set(form, "1", "", "7", "20261201")
    form.locator("button.ph-qr-full").click()
    dialog = page.locator("dialog.ph-qr-dialog")
    dialog.locator(".ph-qr-big svg").wait_for()
    box = dialog.locator(".ph-qr-big svg").bounding_box()
    assert box["height"] >= 0.7 * 900, box              # most of the 900 px screen
    assert dialog.locator(".ph-qr-big").get_attribute("data-url") == _links(form)["class"]
    assert dialog.locator(".ph-qr-link").inner_text() == _links(form)["class"]
    # served on loopback here: the projected code warns as the form's small one does
    assert "127.0.0.1" in base_url
    assert dialog.locator(".ph-qr-local").is_visible()   # (its own class: not the form's)
    assert dialog.locator(".ph-qr-local").inner_text() == form_words("en")["local"]
    page.keyboard.press("Escape")
    page.wait_for_function("!document.querySelector('dialog.ph-qr-dialog').open")
    assert not run.foreign and not run.console, (run.foreign, run.console)


def _pages(pdf: bytes, tmp_path, name: str) -> list[str]:
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True).stdout
    return text.split("\f")[:-1]


def _sheet_page(base_url: str, html: str) -> str:
    """The class page's head (its stylesheets, served by the site) around one sheet: the page
    the class page makes once Python has drawn the sheet, without starting Python."""
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
            f'<base href="{base_url}/class/"><link rel="stylesheet" href="class.css">'
            f'<link rel="stylesheet" href="class-print.css" media="print"></head><body>'
            f'<header class="ph-top"><a href="../index.html">Poker Hand Rankings</a></header>'
            f'<main id="app"><div id="content">{html}</div></main></body></html>')


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("query", ["part=3&seed=20261206&n=8&rules=ace-to-five",
                                   "part=2&seed=5&n=20"])
def test_printed_sheets_number_their_pages_and_split_no_question(context, base_url, paper,
                                                                 query, tmp_path):
    from pokerhands.render.classroom import answer_key_html, worksheet_html

    settings = read_settings(query)
    exercises = settings.exercises()
    index = settings.query()
    assert "class-print.css" in (_site_file(base_url, "class/index.html"))
    page, run = context()
    for view, make in (("worksheet", worksheet_html), ("key", answer_key_html)):
        page.set_content(_sheet_page(base_url, make(exercises, settings.describe())),
                         wait_until="load")
        pages = _pages(page.pdf(format=paper, print_background=True), tmp_path,
                       f"{view}-{paper}")
        # two questions a page where they fit (the trial's key: one a page on Letter)
        assert len(pages) <= (len(exercises) + 1) // 2 + 1, (index, view, len(pages))
        seen = []
        for number, text in enumerate(pages, 1):
            flat = " ".join(text.split())
            assert f"Page {number} of {len(pages)}" in flat, (view, number, flat[-200:])
            assert settings.describe() in flat, (view, number)
            top = "Name:" if view == "worksheet" else "Answer key"
            assert top in flat, (view, number, flat[:200])
            here = [int(n) for n in re.findall(r"^\s*Question (\d+)\s*$", text, re.M)]
            # each question ends on the page where it starts: its closing words are there
            ends = (len(re.findall(r"Tick one|Write ", text)) if view == "worksheet"
                    else len(re.findall(r"Answer: ", text)))
            assert ends == len(here), (view, number, here, ends)
            seen += here
        assert seen == list(range(1, len(exercises) + 1)), (view, seen)
        if view == "key":
            assert "Answers at a glance:" in pages[0]
            letters = [ex for ex in exercises if ex.options]
            assert len(re.findall(r"Answer: [A-D] — ", " ".join(pages))) == len(letters)
    assert not run.foreign and not run.console, (run.foreign, run.console)


def _site_file(base_url: str, path: str) -> str:
    import urllib.request

    with urllib.request.urlopen(f"{base_url}/{path}") as response:
        return response.read().decode()


def test_the_language_starts_as_the_pages_own(browser, base_url):
    """On a page in Hungarian (the teachers' page served with ``<html lang="hu">``, as a
    translated page is) the form starts in Hungarian; a language chosen there is not carried
    to the English page, which starts in English."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        def as_hungarian(route):
            response = route.fetch()
            body = response.text().replace('<html lang="en"', '<html lang="hu"', 1)
            route.fulfill(response=response, body=body)
        ctx.route(f"{base_url}/{TEACHERS}?hu", as_hungarian)
        page = ctx.new_page()
        page.goto(f"{base_url}/{TEACHERS}?hu", wait_until="load")
        form = page.locator("form.ph-class-form")
        form.locator(".ph-qr svg").wait_for()
        assert form.locator("select[name=lang]").input_value() == "hu"
        assert form_words("hu")["part"] in form.inner_text()
        assert read_settings(_query(_links(form)["class"])).lang == "hu"
        page.goto(f"{base_url}/{TEACHERS}", wait_until="load")
        form = page.locator("form.ph-class-form")
        form.locator(".ph-qr svg").wait_for()
        assert form.locator("select[name=lang]").input_value() == "en"
        assert "lang=" not in _links(form)["class"]
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_a_translated_teachers_page_leads_to_the_class_page(browser, base_url, lang):
    """The class page is the English site's (``class/``): on the teachers' page of another
    language site, the form's links and the guide's own class links and worksheets lead
    there (they led to ``ru/class/``, which does not exist), the guide's in the page's
    language (``book/_ext/theme_words.py``)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}/{lang}/{TEACHERS}", wait_until="load")
        form = page.locator("form.ph-class-form")
        form.locator(".ph-qr svg").wait_for()
        made = [link for link in _links(form).values() if link]
        written = page.evaluate("""() => [...document.querySelectorAll('article a[href]')]
            .map(a => a.href).filter(h => h.includes('/class/'))""")
        assert made and len(written) >= 10, (made, written)
        for link in made + written:
            assert urlparse(link).path == "/class/index.html", link
        assert all(f"lang={lang}" in link for link in written), written
        assert page.request.get(written[0]).status == 200
    finally:
        ctx.close()
