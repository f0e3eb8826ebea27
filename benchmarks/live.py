"""Timings and size of the live site (JupyterLite + Pyodide in headless Chromium).

Measures, on the site `make build-check` wrote (or ``SITE_DIR``), for a chapter with a hand
picker: page load to kernel ready, Run All, and a click on a card to the updated hand name
(the median of several clicks), over a few fresh page loads; and the size the live site
adds to the website. Writes ``benchmarks/results/live.json``, which the Performance page
reads. Reported, never asserted. Targets (issue 14): kernel ready within 12 s on two cores,
a click answered within 300 ms, the live site at most ~60 MB.

    python benchmarks/live.py [--runs 3] [--chapter part2/full-house.ipynb]
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
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "site"))
from live import LiveRun, first_picker, open_notebook, run_all, watch  # noqa: E402

SITE = Path(os.environ.get("SITE_DIR", ROOT / "_build" / "check" / "_build" / "html"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
OUT = ROOT / "benchmarks" / "results" / "live.json"


def _size_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 1e6


def _clicks(page, n: int) -> list[float]:
    picker, shown = first_picker(page)
    card = picker.locator("button.mod-active[title]").first
    title = card.get_attribute("title")
    times = []
    for _ in range(n):
        button = picker.locator(f'button[title="{title}"]')
        before = shown.inner_text()
        start = time.monotonic()
        button.click()
        page.wait_for_function("([el, old]) => el.innerText !== old",
                               arg=[shown.element_handle(), before], timeout=10_000, polling=10)
        times.append(time.monotonic() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chapter", default="part2/full-house.ipynb")
    args = parser.parse_args()
    if not (SITE / "lite" / "index.html").exists():
        raise SystemExit(f"no live site in {SITE}: run `make build-check` first")

    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(SITE))
    handler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    from playwright.sync_api import sync_playwright

    ready, runs, clicks, foreign = [], [], [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        for i in range(args.runs):
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            page = context.new_page()
            run = LiveRun(args.chapter)
            watch(page, run)
            open_notebook(page, base, args.chapter, run)
            run_all(page, run)
            if run.errors or not run.ran_all:
                raise SystemExit(f"{args.chapter} did not run cleanly: {run.errors}")
            ready.append(run.kernel_ready_s)
            runs.append(run.run_s)
            clicks.extend(_clicks(page, 5))
            foreign.extend(run.foreign)
            context.close()
            print(f"run {i + 1}: kernel ready {run.kernel_ready_s:.1f} s, run all "
                  f"{run.run_s:.1f} s, clicks {[round(c * 1000) for c in clicks[-5:]]} ms")
        browser.close()
    server.shutdown()

    result = {
        "date": datetime.date.today().isoformat(),
        "machine": f"{os.cpu_count()} cores, {platform.machine()}, load average "
                   f"{os.getloadavg()[0]:.2f}",
        "chapter": args.chapter,
        "runs": args.runs,
        "kernel_ready_s": {"median": round(statistics.median(ready), 2),
                           "max": round(max(ready), 2)},
        "run_all_s": {"median": round(statistics.median(runs), 2), "max": round(max(runs), 2)},
        "click_to_name_ms": {"median": round(statistics.median(clicks) * 1000),
                             "max": round(max(clicks) * 1000)},
        "lite_site_mb": round(_size_mb(SITE / "lite"), 1),
        "website_mb": round(_size_mb(SITE), 1),
        "requests_to_other_hosts": len(foreign),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
