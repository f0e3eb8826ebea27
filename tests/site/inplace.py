"""Pages made live in place (issue 36) in headless Chromium: open a chapter page, touch a saved
widget (or press **Make this page live**), and wait until its widgets are live; shared by the
browser tests (``tests/site/test_inplace.py``, ``test_live_languages.py``) and the benchmark
(``benchmarks/live.py``).

What the page's script (``book/_static/live-inplace.js``) reports is read from
``window.__liveInPlace``: ``ok``, ``failed`` (the message shown) and ``stages``, the seconds
from the touch to each stage (``python``: the worker started; ``manager``: the widget manager
loaded; ``packages``: Pyodide started; ``program``: the packages loaded; ``views``: the
program ran; ``live``: every picture replaced).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urlparse

#: Requests that belong to the live runtime: none may be made before the reader's touch.
RUNTIME = re.compile(r"/lite/static/pyodide/|/_static/live-worker\.mjs|/requirejs/require\.js"
                     r"|/_static/widgets/libembed-amd\.js|/_live/")

#: Installed before the touch: the layout shifts from then on (their sum, the page's CLS
#: after the touch) and the words shown at the widgets while Python starts.
WATCH = r"""() => {
    const seen = window.__watch = {shift: 0, shifted: [], notes: []};
    const name = n => n ? (n.id ? '#' + n.id : n.tagName.toLowerCase()
        + (n.className && typeof n.className === 'string'
           ? '.' + n.className.trim().split(/\s+/).join('.') : '')) : '?';
    new PerformanceObserver(list => {
        for (const e of list.getEntries()) {
            seen.shifted.push([e.value, e.hadRecentInput, e.startTime,
                               (e.sources || []).map(s => name(s.node)).join(', ')]);
        }
    }).observe({type: 'layout-shift', buffered: false});
    new MutationObserver(() => {
        for (const n of document.querySelectorAll('.live-inplace-note')) {
            const r = n.getBoundingClientRect();
            const text = n.innerText.trim();
            if (text && !seen.notes.some(s => s.text === text))
                seen.notes.push({text, at: n.closest('.widget-subarea') !== null,
                                 width: r.width, right: r.right});
        }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


@dataclass
class Visit:
    """One page in its own browser context: what it asked for and what it logged."""

    page: object
    requests: list = field(default_factory=list)
    foreign: list = field(default_factory=list)
    missing: list = field(default_factory=list)
    errors: list = field(default_factory=list)

    def runtime_requests(self) -> list[str]:
        return [u for u in self.requests if RUNTIME.search(u)]

    def close(self) -> None:
        self.page.context.close()


def visit(browser, base_url: str, path: str, width: int = 1280, context=None) -> Visit:
    """Open ``path`` (a page of the site) at ``width``, every host but loopback refused, and
    wait until its saved widgets are drawn. ``context``: reuse a browser context (a reader
    who goes on to the next chapter) instead of a fresh one."""
    if context is None:
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
    else:
        page = context.pages[0] if context.pages else context.new_page()
        page.set_viewport_size({"width": width, "height": 900})
    seen = Visit(page)

    def guard(route):
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urlparse(url).hostname in ("127.0.0.1",
                                                                            "localhost"):
            route.continue_()
        else:
            seen.foreign.append(url)
            route.abort()

    context.route("**/*", guard)
    page.on("request", lambda r: seen.requests.append(r.url))
    page.on("response", lambda r: r.status == 404 and seen.missing.append(r.url))
    # an error, or the widget manager's validator warning of its strict mode (issue 39, D16)
    page.on("console", lambda m: (m.type == "error" or "strict mode" in m.text)
            and seen.errors.append(m.text))
    page.on("pageerror", lambda exc: seen.errors.append(str(exc)))
    page.goto(f"{base_url}/{path}", wait_until="load")
    # every view the program makes live is drawn from its saved state
    page.wait_for_function("""() => {
        const places = JSON.parse(document.getElementById('live-inplace').dataset.places);
        const areas = [...document.querySelectorAll(
            'script[type="application/vnd.jupyter.widget-view+json"]')]
            .map(s => s.previousElementSibling);
        return places.every(p => areas[p] && areas[p].classList.contains('widget-subarea')
                                 && areas[p].querySelector('.jupyter-widgets'));
    }""", timeout=30_000)
    return seen


def saved_widget(page, place: int = 0):
    """The saved picture at ``place`` among the page's widget views (a locator)."""
    return page.locator('script[type="application/vnd.jupyter.widget-view+json"]').nth(
        place).locator("xpath=preceding-sibling::div[contains(@class,'widget-subarea')][1]")


def wake(page, touch, timeout: float = 180) -> dict:
    """Do ``touch`` (a callable: the reader's first click or key) and wait until the page
    is live or says why not. Returns ``window.__liveInPlace`` with what the watch saw
    (``shift``, ``notes``)."""
    # The page's own fonts first: its header's icons move as their fonts arrive, which on a
    # busy machine can be a second after the load event (Chromium at a CPU slowed eightfold:
    # 10.5 s after a load at 10.1 s), and a shift of theirs is no shift of the wake's
    page.evaluate("() => document.fonts.ready.then(() => new Promise(r => "
                  "requestAnimationFrame(() => requestAnimationFrame(r))))")
    page.evaluate(WATCH)
    touch()
    page.wait_for_function("() => window.__liveInPlace && (window.__liveInPlace.ok "
                           "|| window.__liveInPlace.failed)", timeout=timeout * 1000,
                           polling=50)
    # the touch is applied just after the pictures give way: let that frame pass
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
    report = page.evaluate("() => window.__liveInPlace")
    report.update(page.evaluate("() => window.__watch"))
    # the shifts while Python started and as the pictures gave way (the page marks itself
    # live once that frame is drawn); what the live widgets do afterwards is their answer
    end = report.get("liveAt", float("inf"))
    report["shifted"] = [s for s in report["shifted"] if s[2] <= end]
    report["shift"] = sum(s[0] for s in report["shifted"])
    return report
