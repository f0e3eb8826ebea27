"""The Russian, Greek and Hungarian sites (``tools/language_sites.py``) in headless Chromium.

Every page of the table of contents exists in every language's site with ``<html
lang="xx">`` and a language switcher; one chapter per language opens cleanly (no console
error, no other host) and its switcher goes to the same page in another language; a page
outside the translated slice is a stub that says so and links to the English page; the
English site's switcher leads to the same page in Russian. Live: the Russian, Greek and
Hungarian copies of a Part II chapter, opened by their Run live button, run in their
language, and their picker answers clicks with a hand name in it (Part I's quiz, live in
each language: ``test_live_languages.py``).

These tests check the machinery, not the translations: until the page catalogs are filled,
the pages show English text.
"""
from __future__ import annotations

import re
import sys
from urllib.parse import urlparse

import pytest
from conftest import ROOT
from live import RUN_TIMEOUT, LiveRun, run_live_href, watch

sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "book" / "_ext"))
from languages import LANGUAGES, NATIVE_NAMES, WORDS, is_stub  # noqa: E402
from toc_notebooks import toc_files  # noqa: E402

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
DOCNAMES = [p.relative_to(ROOT).with_suffix("").as_posix() for p in toc_files()]
CHAPTER = {"ru": "book/part1/ranking", "el": "book/part2/full-house", "hu": "book/part1/cards"}
#: A page that is a stub in the language sites, if any is left (since issue 41 every page of
#: the book is translated: the stub's machinery is then checked without building, in
#: tests/test_languages_build.py)
STUB = next((d for d in DOCNAMES if is_stub(d, "ru")), None)
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _visit(browser, url: str):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    problems: list[str] = []
    # an error, or the widget manager's validator warning of its strict mode (issue 39, D16)
    page.on("console", lambda m: (m.type == "error" or "strict mode" in m.text)
            and problems.append(f"console {m.type}: {m.text}"))
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    page.on("response", lambda r: r.status >= 400 and problems.append(f"HTTP {r.status}: {r.url}"))

    def guard(route):
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urlparse(url).hostname in ("127.0.0.1",
                                                                            "localhost"):
            route.continue_()
        else:
            problems.append(f"request to another host: {url}")
            route.abort()

    page.route("**/*", guard)
    page.goto(url, wait_until="load")
    return page, problems


@pytest.mark.parametrize("lang", OTHERS)
def test_every_page_exists_in_every_language(site_dir, lang):
    for docname in DOCNAMES:
        path = site_dir / lang / (docname + ".html")
        assert path.exists(), f"{lang}: no {docname}.html"
        html = path.read_text(encoding="utf-8")
        assert re.search(rf'<html[^>]*\blang="{lang}"', html), f"{lang}/{docname}: html lang"
        assert 'class="language-switcher"' in html, f"{lang}/{docname}: no switcher"
        assert ('class="language-stub"' in html) == is_stub(docname, lang), (
            f"{lang}/{docname}: stub or not, as languages.SLICE says")
    assert (site_dir / lang / "index.html").exists()


@pytest.mark.parametrize("lang", OTHERS)
def test_the_code_toggles_speak_the_language(site_dir, lang):
    """The toggle of a hidden code cell said "Show code cell source" on every language site
    (myst-nb's English default); each site sets its own words."""
    html = (site_dir / lang / "book/part2/full-house.html").read_text(encoding="utf-8")
    assert "code cell" not in html
    assert WORDS[lang]["code_show"] in html


@pytest.mark.parametrize("lang", OTHERS)
def test_the_sidebar_names_the_parts_in_the_language(site_dir, lang):
    """The parts' captions (``_toc.yml``, translated in ``book/intro.po``) in the sidebar of
    a language site are that language's, not the English ones."""
    import yaml

    english = [part["caption"] for part in
               yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))["parts"]]
    html = (site_dir / lang / "book/part1/cards.html").read_text(encoding="utf-8")
    shown = re.findall(r'caption-text">([^<]*)<', html)
    assert len(shown) == len(english), shown
    assert not set(shown) & set(english), f"{lang}: English captions {set(shown) & set(english)}"


@pytest.mark.parametrize("lang", OTHERS)
def test_a_chapter_and_its_switcher(browser, base_url, lang):
    docname = CHAPTER[lang]
    page, problems = _visit(browser, f"{base_url}/{lang}/{docname}.html")
    try:
        assert page.evaluate("document.documentElement.lang") == lang
        switcher = page.locator("nav.language-switcher")
        assert switcher.count() == 1
        names = switcher.locator("li").all_inner_texts()
        assert names == [NATIVE_NAMES[x] for x in LANGUAGES], names
        assert switcher.locator('[aria-current="page"]').inner_text() == NATIVE_NAMES[lang]
        # the slice's chapters run live in their language, from the one live site
        live = page.locator("a.live-button__link").get_attribute("href")
        assert f"path={lang}/{docname.removeprefix('book/')}.ipynb" in live, live
        other = OTHERS[(OTHERS.index(lang) + 1) % len(OTHERS)]
        switcher.locator(f'a[hreflang="{other}"]').click()
        # the click starts a navigation: wait for the page it ends on (issue 35)
        page.wait_for_url(f"{base_url}/{other}/{docname}.html")
        assert page.url == f"{base_url}/{other}/{docname}.html", page.url
        assert page.evaluate("document.documentElement.lang") == other
        page.locator("nav.language-switcher a[hreflang=en]").click()
        # the click starts a navigation: wait for the page it ends on (issue 35)
        page.wait_for_url(f"{base_url}/{docname}.html")
        assert page.url == f"{base_url}/{docname}.html", page.url
        assert page.evaluate("document.documentElement.lang") == "en"
        assert not problems, problems
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", OTHERS)
def test_a_stub_says_so_and_links_to_english(browser, base_url, lang):
    if STUB is None:
        pytest.skip("no page is a stub: every page of the book is translated")
    page, problems = _visit(browser, f"{base_url}/{lang}/{STUB}.html")
    try:
        stub = page.locator(".language-stub")
        assert stub.count() == 1 and stub.get_attribute("lang") == lang
        assert "English" not in stub.inner_text()   # it speaks the reader's language
        assert page.locator("article h1").count() == 1
        assert page.locator("a.live-button__link").count() == 0   # nothing to run live
        stub.locator("a[hreflang=en]").click()
        # the click starts a navigation: wait for the page it ends on (issue 35)
        page.wait_for_url(f"{base_url}/{STUB}.html")
        assert page.url == f"{base_url}/{STUB}.html", page.url
        assert page.evaluate("document.documentElement.lang") == "en"
        assert page.locator(".language-stub").count() == 0
        assert not problems, problems
    finally:
        page.context.close()


def test_the_english_switcher_goes_to_russian(browser, base_url):
    page, problems = _visit(browser, f"{base_url}/book/part2/flush.html")
    try:
        # a link to a page that is a stub in that language says so in its title
        page.locator("nav.language-switcher a[hreflang=ru]").click()
        # the click starts a navigation: wait for the page it ends on (issue 35)
        page.wait_for_url(f"{base_url}/ru/book/part2/flush.html")
        assert page.url == f"{base_url}/ru/book/part2/flush.html"
        assert page.evaluate("document.documentElement.lang") == "ru"
        assert not problems, problems
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", OTHERS)
def test_a_live_chapter_answers_in_its_language(browser, base_url, site_dir, lang):
    """The Russian, Greek and Hungarian copies of the full-house chapter, opened by their
    Run live button, run by themselves; the first picker names its hand in the language and
    answers clicks in it: each time, what the same picker says in Python, with no English
    (:mod:`english_left`)."""
    from english_left import english_left

    from pokerhands.widgets import HandPicker

    from pokerhands.core.language import use_language

    mirror = HandPicker("6♠ 6♥ 6♦ K♣ K♥", lang=lang)
    with use_language(lang):
        expected = mirror.result.describe()
    assert expected != HandPicker("6♠ 6♥ 6♦ K♣ K♥", lang="en").result.describe()
    assert not english_left(expected, lang), expected
    if lang == "ru":
        assert CYRILLIC.search(expected), f"the package names the hand in English: {expected!r}"
    href = run_live_href(site_dir, "part2/full-house.ipynb", lang)
    assert f"path={lang}/part2/full-house.ipynb" in href, href
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    run = LiveRun(f"{lang}/part2/full-house.ipynb")
    try:
        watch(page, run)
        page.goto(f"{base_url}/{href}", wait_until="commit")
        page.wait_for_function("() => window.__liveRun && window.__liveRun.done",
                               timeout=RUN_TIMEOUT * 1000, polling=100)
        assert page.evaluate("window.__liveRun.ok"), page.evaluate("window.__liveRun")
        picker = page.locator(".jp-OutputArea-output .widget-vbox").filter(
            has=page.locator("button.mod-active")).first
        picker.scroll_into_view_if_needed()
        page.wait_for_function("([el, want]) => el.innerText.includes(want)",
                               arg=[picker.element_handle(), expected], timeout=10_000)
        card = picker.locator("button.mod-active").filter(has_text=re.compile("[♠♥♦♣]")).first
        title = card.get_attribute("title")
        card = picker.locator(f'button[title="{title}"]')
        button = next(b for c, b in mirror._buttons.items() if b.tooltip == title)
        for pressed in (False, True):   # one card fewer, then the full house again
            button.value = pressed
            with use_language(lang):
                want = mirror.result.describe() if mirror.result else mirror.message
            card.click()
            page.wait_for_function("([el, want]) => el.innerText.includes(want)",
                                   arg=[picker.element_handle(), want], timeout=10_000)
            shown = picker.inner_text()
            assert (expected in shown) == pressed, shown
            assert not english_left(shown, lang), (english_left(shown, lang), shown)
            if lang == "ru":
                assert CYRILLIC.search(shown), shown
        # the cards' tooltips name them in the language too
        titles = "\n".join(picker.evaluate(
            "el => [...el.querySelectorAll('[title]')].filter(n => n.getClientRects().length)"
            ".map(n => n.title)"))
        assert not english_left(titles, lang), (english_left(titles, lang), titles[:300])
        assert not run.foreign and not run.missing, (run.foreign, run.missing)
    finally:
        context.close()


def test_the_live_wheel_ships_every_catalog(site_dir):
    import zipfile

    wheels = list((site_dir / "lite" / "static" / "pyodide").glob("pokerhands-*.whl"))
    assert len(wheels) == 1, wheels
    names = set(zipfile.ZipFile(wheels[0]).namelist())
    for lang in OTHERS:
        assert f"pokerhands/locale/{lang}/LC_MESSAGES/pokerhands.mo" in names, lang


def test_every_translated_chapter_has_a_live_copy_in_every_language(site_dir):
    for docname in DOCNAMES:
        rel = docname.removeprefix("book/") + ".ipynb"
        if not (ROOT / (docname + ".ipynb")).exists() or is_stub(docname, "ru"):
            continue
        for lang in OTHERS:
            copy = site_dir / "lite" / "files" / lang / rel
            assert copy.exists(), f"no live copy {lang}/{rel}"
            assert f'set_language(\\"{lang}\\")' in copy.read_text(encoding="utf-8"), copy


@pytest.mark.parametrize("lang", OTHERS)
def test_no_serious_accessibility_fault_in_a_language(browser, base_url, lang):
    """axe-core (tests/site/test_axe.py) on one chapter and one stub of each language, at
    390 px: the switcher, the stub and the translated page add no serious fault."""
    from test_axe import FAILING, _audit, axe_source

    source = axe_source.__wrapped__()
    context = browser.new_context(viewport={"width": 390, "height": 900})
    page = context.new_page()
    try:
        for docname in (CHAPTER[lang], STUB) if STUB else (CHAPTER[lang],):
            faults = [v for v in _audit(page, f"{base_url}/{lang}/{docname}.html", source)
                      if v["impact"] in FAILING]
            assert not faults, f"{lang}/{docname}: {faults}"
    finally:
        context.close()


@pytest.mark.parametrize("lang", OTHERS)
def test_every_link_of_a_language_site_resolves(site_dir, lang):
    """Every relative link of every page of the language site (the switcher, the stubs'
    links to English, references to English pages) points at a file that exists."""
    from urllib.parse import unquote

    broken = []
    for page in sorted((site_dir / lang / "book").rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        for href in re.findall(r'href="([^"#?]+)(?:[#?][^"]*)?"', html):
            if re.match(r"^[a-z]+:", href):
                continue
            if not (page.parent / unquote(href)).exists():
                broken.append(f"{page.relative_to(site_dir)}: {href}")
    assert not broken, broken[:20]
