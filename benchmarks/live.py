"""Timings and size of the live site: chapter pages made live in place, and chapters opened as
notebooks (JupyterLite), in headless Chromium, offline, served on loopback.

**In place** (issue 36), for one chapter of each part, each run in one browser:

- *floor*: on a blank page of the site, the site's Pyodide started (``loadPyodide``), the
  book's package and ipywidgets loaded from the site's lock and ``pokerhands.widgets``
  imported: the least any live widget needs, whatever front end shows it. Seconds from the
  navigation, in a fresh browser context (cold);
- *cold*: in another fresh context, from the reader's first touch of the chapter page's first
  saved widget (a click on a pressed card of a picker, *Next street* on a deal) to that widget
  answering in place (what it shows differs from its saved picture: Python has answered the
  touch);
- *warm*: in the same context, the reader goes on to a second chapter (the part's other
  chapter, :data:`WARM`) and touches its widget the same way: the runtime, the wheels and the
  scripts now come from the browser's cache (``warm_cached`` counts the page's own runtime
  files, the worker, RequireJS and the widget manager, that did);
- *warm floor*: the floor again in that context;

and the stages of the cold wake (``window.__liveInPlace.stages``: Pyodide started, packages
loaded, program run, pictures replaced). The ratios *cold / floor* and *warm / warm floor* are
the figures the goal speaks of (1.3 at most).

**As a notebook** (the chapter's *Open as a notebook* link, JupyterLite): from the navigation,
the notebook shown, the kernel ready, the first widget answering a click (Part VI: its offline
message), the whole chapter run; then the milliseconds from a click to Python's answer.

Each figure is the median of ``--runs`` (three by default). Other hosts are unreachable (the
browser resolves no name but the loopback address), without intercepting requests, which
would turn the browser's cache off. Also written: the load average before and after, the size
the live site adds to the website and every request to another host (there should be none but
Part VI's, which asks the Pyodide distribution for NumPy). Results go to
``benchmarks/results/live.json``, which the Performance page reads. Reported, never asserted.

    python benchmarks/live.py [--runs 3] [--chapter part2/full-house ...] [--notebooks]
"""
from __future__ import annotations

import argparse
import datetime
import functools
import http.server
import json
import os
import platform
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "site"))
from drives import first_picker  # noqa: E402
from live import LiveRun, run_live_href, wait_for_kernel, watch  # noqa: E402

SITE = Path(os.environ.get("SITE_DIR", ROOT / "_build" / "check" / "_build" / "html"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
OUT = Path(os.environ.get("LIVE_BENCH_OUT", ROOT / "benchmarks" / "results" / "live.json"))

#: One chapter of each part, each with a widget that works offline (Part VI: a picker).
CHAPTERS = ["part1/cards", "part2/full-house", "part3/ace-to-five", "part4/badugi",
            "part5/wild-cards", "part6/hand-odds", "part7/texas-holdem"]
#: The second chapter a reader goes on to, in the same browser (the warm figures).
WARM = {"part1/cards": "part2/royal-flush", "part2/full-house": "part2/flush",
        "part3/ace-to-five": "part3/ace-to-six", "part4/badugi": "part2/straight",
        "part5/wild-cards": "part5/multi-deck", "part6/hand-odds": "part6/seven-cards",
        "part7/texas-holdem": "part2/two-pair"}
#: The chapters opened as notebooks (Part VI: its offline message).
NOTEBOOKS = ["part1/cards", "part2/full-house", "part3/ace-to-five", "part4/badugi",
             "part5/wild-cards", "part6/equity", "part7/texas-holdem"]
PHASES = ("shown_s", "kernel_s", "widget_s", "chapter_s")
NOW = "() => performance.now() / 1000"
BLANK = "/__blank__.html"

#: The floor: Pyodide with the book's package and ipywidgets, on a blank page of the site.
FLOOR = """async () => {
    const base = new URL('lite/static/pyodide/', location.href).href;
    const { loadPyodide } = await import(base + 'pyodide.mjs');
    const pyodide = await loadPyodide({ indexURL: base });
    await pyodide.loadPackage(['pokerhands', 'ipywidgets'], { messageCallback: () => {} });
    pyodide.runPython('import pokerhands.widgets');
    return performance.now() / 1000;
}"""

#: Before the touch: the page's clock at the touch, and at the first moment the touched
#: widget, live, shows something other than its saved picture.
ANSWER = """(place) => {
    const areas = () => [...document.querySelectorAll(
        'script[type="application/vnd.jupyter.widget-view+json"]')]
        .map(s => s.previousElementSibling);
    const saved = areas()[place].innerText;
    document.addEventListener('click', () => {
        if (!window.__touchAt) window.__touchAt = performance.now();
    }, true);
    new MutationObserver(() => {
        const area = areas()[place];
        if (window.__answeredAt || !area || area.dataset.live !== 'live'
            || area.classList.contains('live-inplace-staging')) return;
        if (area.innerText !== saved) window.__answeredAt = performance.now();
    }).observe(document.body, {subtree: true, childList: true, characterData: true,
                               attributes: true});
}"""


class _Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 - the name http.server calls
        if self.path == BLANK:  # the floor's blank page, served by the site's origin
            body = b"<!doctype html><meta charset=utf-8><title>blank</title>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


def _size_mb(path: Path) -> float:
    """Megabytes under ``path``, without Sphinx's ``.doctrees`` (not part of the website)."""
    return sum(p.stat().st_size for p in path.rglob("*")
               if p.is_file() and ".doctrees" not in p.parts) / 1e6


# ---- in place ----------------------------------------------------------------------------------
def _floor(page, base: str) -> float:
    page.goto(base + BLANK)
    return page.evaluate(FLOOR)


def _touch_and_answer(page, base: str, chapter: str) -> tuple[float, dict]:
    """Open ``chapter``'s page, touch its first live widget as a reader would, and return the
    seconds from the touch to the widget's answer and the page's stages."""
    page.goto(f"{base}/book/{chapter}.html", wait_until="load")
    page.wait_for_function("""() => { const c = document.getElementById('live-inplace');
        const place = JSON.parse(c.dataset.places)[0];
        const s = document.querySelectorAll(
            'script[type="application/vnd.jupyter.widget-view+json"]')[place];
        const area = s && s.previousElementSibling;
        return !!(area && area.classList.contains('widget-subarea')
                  && area.querySelector('.jupyter-widgets')); }""",
                           timeout=60_000)
    place = page.evaluate("JSON.parse(document.getElementById('live-inplace').dataset.places)[0]")
    area = page.locator('script[type="application/vnd.jupyter.widget-view+json"]').nth(
        place).locator("xpath=preceding-sibling::div[1]")
    area.scroll_into_view_if_needed()
    page.evaluate(ANSWER, place)
    street = area.locator("button", has_text="Next street")
    if street.count():
        street.first.click()
    else:
        area.locator('button.mod-active[title*=" of "]').first.click()
    page.wait_for_function("() => window.__answeredAt", timeout=240_000, polling=20)
    touch, answered = page.evaluate("() => [window.__touchAt, window.__answeredAt]")
    stages = page.evaluate("() => window.__liveInPlace.stages")
    # the page's own runtime files (the worker, RequireJS, the widget manager): how many came
    # from the browser's cache, or were only revalidated (no body sent again)
    stages["cached"] = page.evaluate("""() => { const files = performance
        .getEntriesByType('resource').filter(e => /live-worker|require\\.js|libembed-amd/
        .test(e.name)); return files.filter(e => e.transferSize < e.encodedBodySize).length
        + ' of ' + files.length; }""")
    return (answered - touch) / 1000, {k: round(v, 2) if isinstance(v, float) else v
                                       for k, v in stages.items()}


def measure_in_place(browser, base: str, chapter: str) -> dict:
    """One run for ``chapter``: cold floor, cold wake, warm wake, warm floor (seconds)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    floor = _floor(context.new_page(), base)
    context.close()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    cold, stages = _touch_and_answer(page, base, chapter)
    warm, warm_stages = _touch_and_answer(page, base, WARM[chapter])
    warm_floor = _floor(page, base)
    context.close()
    return {"floor_s": floor, "cold_s": cold, "warm_s": warm, "warm_floor_s": warm_floor,
            "stages": stages, "warm_cached": warm_stages["cached"]}


# ---- as a notebook -----------------------------------------------------------------------------
def _widget_answers(page) -> None:
    """Click a pressed card of the first hand picker (or the deal's Next street) and wait
    for Python's answer to change what the widget shows."""
    picker = page.locator(".jp-OutputArea-output .widget-vbox").filter(
        has=page.locator('button[title="queen of spades"], button:has-text("Next street")')
    ).first
    picker.wait_for(state="attached", timeout=240_000)
    picker.scroll_into_view_if_needed()
    card = picker.locator('button.mod-active[title*=" of "], button:has-text("Next street")'
                          ).first
    card.wait_for(timeout=240_000)
    before = picker.inner_text()
    card.click()
    page.wait_for_function("([el, old]) => el.innerText !== old",
                           arg=[picker.element_handle(), before], timeout=240_000, polling=20)


def _clicks(page, n: int) -> list[float]:
    """Milliseconds (page clock) from each of ``n`` clicks on a card of the first picker to
    the hand name Python sends back, once the chapter has run."""
    picker = first_picker(page)
    title = picker.locator('button.mod-active[title*=" of "]').first.get_attribute("title")
    times = []
    for _ in range(n):
        before = picker.inner_text()
        start = page.evaluate("performance.now()")
        picker.locator(f'button[title="{title}"]').click()
        page.wait_for_function("([el, old]) => el.innerText !== old",
                               arg=[picker.element_handle(), before], timeout=30_000, polling=10)
        times.append(page.evaluate("performance.now()") - start)
    return times


def _offline_message(page) -> None:
    page.wait_for_function("""() => [...document.querySelectorAll(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')]
        .some(el => el.textContent.includes('could not be loaded'))""", timeout=240_000, polling=20)


def _chapter_done(page) -> None:
    """Every code cell has run (or the run stopped at an error) and the kernel is idle."""
    page.wait_for_function("""() => {
        const w = window.jupyterapp.shell.currentWidget;
        const k = w.sessionContext.session && w.sessionContext.session.kernel;
        if (!k || k.status !== 'idle') return false;
        const cells = w.content.widgets.filter(c => c.model.type === 'code'
                                                    && c.model.sharedModel.getSource().trim());
        const stopped = cells.some(c => c.model.outputs.toJSON()
                                         .some(o => o.output_type === 'error'));
        return stopped || cells.every(c => c.model.executionCount !== null);
    }""", timeout=240_000, polling=50)


def measure_notebook(browser, base: str, chapter: str) -> tuple[dict, bool, list]:
    """One cold load of ``chapter`` as a notebook: its phase times (s), whether the site ran
    it by itself, and the requests to other hosts."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    run = LiveRun(chapter)
    watch(page, run)
    times = {}
    page.goto(f"{base}/{run_live_href(SITE, chapter + '.ipynb')}", wait_until="commit")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    times["shown_s"] = page.evaluate(NOW)
    wait_for_kernel(page)
    times["kernel_s"] = page.evaluate(NOW)
    by_itself = page.evaluate("() => !!window.__liveRun")
    if not by_itself:  # an older site: the reader chooses Run All at once
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    if chapter.startswith("part6/"):
        _offline_message(page)
    else:
        _widget_answers(page)
    times["widget_s"] = page.evaluate(NOW)
    _chapter_done(page)
    times["chapter_s"] = page.evaluate(NOW)
    if not chapter.startswith(("part6/", "part7/")):
        times["click_ms"] = statistics.median(_clicks(page, 5))
    context.close()
    return times, by_itself, run.foreign


# ---- the run -----------------------------------------------------------------------------------
def _median(runs: list[dict], key: str) -> float:
    return round(statistics.median(r[key] for r in runs), 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chapter", nargs="*", default=CHAPTERS,
                        help="chapters made live in place (part2/full-house ...)")
    parser.add_argument("--no-notebooks", action="store_true",
                        help="leave out the chapters opened as notebooks")
    args = parser.parse_args()
    if not (SITE / "lite" / "index.html").exists():
        raise SystemExit(f"no live site in {SITE}: run `make build-check` first")

    handler = functools.partial(_Handler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    in_place, notebooks, foreign, by_itself = {}, {}, [], True
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            # no host but the loopback one: offline, without intercepting requests (which
            # would turn the browser's cache off)
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"])
        for chapter in args.chapter:
            runs = []
            for _ in range(args.runs):
                runs.append(measure_in_place(browser, base, chapter))
                r = runs[-1]
                print(f"in place {chapter}: floor {r['floor_s']:.2f}, cold {r['cold_s']:.2f}, "
                      f"warm {r['warm_s']:.2f} (page files from the cache: "
                      f"{r['warm_cached']}), warm floor {r['warm_floor_s']:.2f}; "
                      f"stages {r['stages']}", flush=True)
            c = {k: _median(runs, k) for k in ("floor_s", "cold_s", "warm_s", "warm_floor_s")}
            c["cold_ratio"] = round(statistics.median(r["cold_s"] / r["floor_s"] for r in runs), 2)
            c["warm_ratio"] = round(statistics.median(r["warm_s"] / r["warm_floor_s"]
                                                      for r in runs), 2)
            c["warm_chapter"] = WARM[chapter]
            c["runs"] = [{k: (round(v, 2) if isinstance(v, float) else v) for k, v in r.items()}
                         for r in runs]
            in_place[chapter] = c
        for chapter in [] if args.no_notebooks else NOTEBOOKS:
            runs = []
            for _ in range(args.runs):
                times, alone, asked = measure_notebook(browser, base, chapter)
                runs.append(times)
                # a Part VI chapter asks the Pyodide distribution for NumPy (offline here)
                foreign.extend(u for u in asked if not chapter.startswith("part6/"))
                by_itself = by_itself and alone
                print(f"notebook {chapter}: "
                      + ", ".join(f"{k} {v:.2f}" for k, v in times.items()), flush=True)
            notebooks[chapter] = {k: _median(runs, k) for k in PHASES}
            if "click_ms" in runs[0]:
                notebooks[chapter]["click_ms"] = round(statistics.median(
                    r["click_ms"] for r in runs))
            notebooks[chapter]["runs"] = [{k: round(v, 2) for k, v in r.items()} for r in runs]
        browser.close()
    server.shutdown()

    result = {
        "date": datetime.date.today().isoformat(),
        "machine": f"{os.cpu_count()} cores, {platform.machine()}",
        "load_average": {"before": round(load_before, 2),
                         "after": round(os.getloadavg()[0], 2)},
        "runs": args.runs,
        "in_place": in_place,
        "runs_by_itself": by_itself,
        "chapters": notebooks,
        "lite_site_mb": round(_size_mb(SITE / "lite"), 1),
        "website_mb": round(_size_mb(SITE), 1),
        "requests_to_other_hosts": len(foreign),
    }
    if OUT.exists() and not notebooks:  # keep the last notebook figures
        old = json.loads(OUT.read_text(encoding="utf-8"))
        result["chapters"] = old.get("chapters", {})
        result["runs_by_itself"] = old.get("runs_by_itself", True)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in result.items()
                      if k not in ("chapters", "in_place")}, indent=1))
    for chapter, c in in_place.items():
        print(f"in place {chapter:22} floor {c['floor_s']:5.2f}  cold {c['cold_s']:5.2f} "
              f"({c['cold_ratio']:.2f}x)  warm floor {c['warm_floor_s']:5.2f}  "
              f"warm {c['warm_s']:5.2f} ({c['warm_ratio']:.2f}x)")
    for chapter, c in result["chapters"].items():
        print(f"notebook {chapter:22} " + "  ".join(f"{k} {c[k]:5.2f}" for k in PHASES))


if __name__ == "__main__":
    main()
