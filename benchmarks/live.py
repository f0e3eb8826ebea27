"""Phase timings and size of the live site (JupyterLite + Pyodide in headless Chromium).

For one chapter of each part, opened as a reader opens it (the URL its **Run live** button
points at, in a fresh browser context, so every load is cold), measures from the click:

- *notebook shown*: the chapter's first cell is on the page;
- *kernel ready*: the in-browser Python answers;
- *first widget answering*: a click on a card of the chapter's first hand picker has come
  back from Python as a new hand name (in Part VII, *Next street* on the hold'em deal as
  the next street's words; Part VI, which computes with NumPy, cannot run offline: there it
  is the moment its offline message is on screen);
- *whole chapter*: every cell has run and the kernel is idle;

and then, in the chapters with a picker, the milliseconds from a click on a card to the
hand name Python sends back (the median of five clicks).

Each figure is the median of ``--runs`` cold loads (three by default), in seconds, measured
by the page's own clock (``performance.now()``, whose zero is the navigation). If the site
does not run a chapter when it opens (an older build), the benchmark chooses *Run All* for
the reader as soon as the kernel is ready, and says so. Also written: the load average
before and after, the size the live site adds to the website and every request to another
host (there should be none). Results go to ``benchmarks/results/live.json``, which the
Performance page reads. Reported, never asserted. Target (issue 24): a running chapter
(its first widget answering) within 5 s of the click on a quiet two-core machine.

    python benchmarks/live.py [--runs 3] [--chapter part2/full-house.ipynb ...]
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
from live import LiveRun, first_picker, run_live_href, wait_for_kernel, watch  # noqa: E402

SITE = Path(os.environ.get("SITE_DIR", ROOT / "_build" / "check" / "_build" / "html"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
OUT = Path(os.environ.get("LIVE_BENCH_OUT", ROOT / "benchmarks" / "results" / "live.json"))

#: One chapter of each part, each with a hand picker (Part VI: its offline message).
CHAPTERS = ["part1/cards.ipynb", "part2/full-house.ipynb", "part3/ace-to-five.ipynb",
            "part4/badugi.ipynb", "part5/wild-cards.ipynb", "part6/equity.ipynb",
            "part7/texas-holdem.ipynb"]
PHASES = ("shown_s", "kernel_s", "widget_s", "chapter_s")
NOW = "() => performance.now() / 1000"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def _size_mb(path: Path) -> float:
    """Megabytes under ``path``, without Sphinx's ``.doctrees`` (not part of the website)."""
    return sum(p.stat().st_size for p in path.rglob("*")
               if p.is_file() and ".doctrees" not in p.parts) / 1e6


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
    picker, _ = first_picker(page)
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


def measure(browser, base: str, chapter: str) -> tuple[dict, bool, list]:
    """One cold load of ``chapter``: its phase times (s), whether the site ran it by itself,
    and the requests to other hosts."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    run = LiveRun(chapter)
    watch(page, run)
    times = {}
    page.goto(f"{base}/{run_live_href(SITE, chapter)}", wait_until="commit")
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chapter", nargs="*", default=CHAPTERS)
    args = parser.parse_args()
    if not (SITE / "lite" / "index.html").exists():
        raise SystemExit(f"no live site in {SITE}: run `make build-check` first")

    handler = functools.partial(_QuietHandler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    chapters, foreign, by_itself = {}, [], True
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        for chapter in args.chapter:
            runs = []
            for _ in range(args.runs):
                times, alone, asked = measure(browser, base, chapter)
                runs.append(times)
                # a Part VI chapter asks the Pyodide distribution for NumPy (offline here)
                foreign.extend(u for u in asked if not chapter.startswith("part6/"))
                by_itself = by_itself and alone
                print(f"{chapter}: " + ", ".join(f"{k} {v:.2f}" for k, v in times.items()),
                      flush=True)
            chapters[chapter] = {k: round(statistics.median(r[k] for r in runs), 2)
                                 for k in PHASES}
            if "click_ms" in runs[0]:
                chapters[chapter]["click_ms"] = round(statistics.median(r["click_ms"]
                                                                        for r in runs))
            chapters[chapter]["runs"] = [{k: round(v, 2) for k, v in r.items()} for r in runs]
        browser.close()
    server.shutdown()

    result = {
        "date": datetime.date.today().isoformat(),
        "machine": f"{os.cpu_count()} cores, {platform.machine()}",
        "load_average": {"before": round(load_before, 2),
                         "after": round(os.getloadavg()[0], 2)},
        "runs": args.runs,
        "runs_by_itself": by_itself,
        "chapters": chapters,
        "lite_site_mb": round(_size_mb(SITE / "lite"), 1),
        "website_mb": round(_size_mb(SITE), 1),
        "requests_to_other_hosts": len(foreign),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in result.items() if k != "chapters"}, indent=1))
    for chapter, c in chapters.items():
        print(f"{chapter:28} " + "  ".join(f"{k} {c[k]:5.2f}" for k in PHASES))


if __name__ == "__main__":
    main()
