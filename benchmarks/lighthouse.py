"""Lighthouse's mobile performance figures for the website's widget pages.

Serves the site `make build-check` wrote (or ``SITE_DIR``) on loopback with gzip, as a real
host would (text files compressed when the browser accepts it), and runs Lighthouse in its
default mode: a phone (Moto G Power screen), simulated slow 4G and a CPU slowed four times,
performance category only. For each page it records the performance score, largest
contentful paint (LCP), first contentful paint (FCP), total blocking time (TBT), cumulative
layout shift (CLS), the element Lighthouse took for the LCP and the render-blocking
resources it found. Writes ``benchmarks/results/lighthouse.json``, which the Performance page
reads. Reported, never asserted. Target (issue 24): LCP at most 2.5 s on the widget pages.
Lighthouse simulates the phone and the network from one fast load of the page, so the
figures move a little from run to run (a few tenths of a second); ``--runs 3`` keeps the
median.

Lighthouse comes from the npm registry, pinned below, installed once with npm into
``.cache/lighthouse/`` (ignored by git; no global install); Chromium is Debian's
``/usr/bin/chromium`` (``CHROME_PATH`` to use another).

    python benchmarks/lighthouse.py [--runs 1] [--page book/part2/full-house.html ...]
"""
from __future__ import annotations

import argparse
import datetime
import functools
import gzip
import http.server
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("SITE_DIR", ROOT / "_build" / "check" / "_build" / "html"))
CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
OUT = ROOT / "benchmarks" / "results" / "lighthouse.json"

LIGHTHOUSE_VERSION = "12.8.2"  # the 12 line still runs on Node 18 and 20 (13 wants Node 22)
LIGHTHOUSE_DIR = ROOT / ".cache" / "lighthouse"
LIGHTHOUSE = LIGHTHOUSE_DIR / "node_modules" / ".bin" / "lighthouse"

#: Two chapters with a saved hand picker (Part II's full house, Part I's cards) and, to
#: compare, two pages without widgets that readers open first: the welcome page and the
#: cheat sheet.
PAGES = [
    "book/part2/full-house.html",
    "book/part1/cards.html",
    "book/intro.html",
    "book/reference/cheat-sheet.html",
]
#: Types a host would compress; images and fonts are compressed already.
TEXT_TYPES = ("text/", "application/javascript", "application/json", "image/svg+xml",
              "application/wasm")
AUDITS = {"lcp_s": "largest-contentful-paint", "fcp_s": "first-contentful-paint",
          "tbt_ms": "total-blocking-time", "cls": "cumulative-layout-shift"}


class _GzipHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, text ones gzipped (level 6, cached in memory) when the client asks;
    HTTP/1.1 with keep-alive, as any host serves (http.server's default, HTTP/1.0, opens a
    connection per file, which Lighthouse's simulated slow network would charge for)."""

    protocol_version = "HTTP/1.1"
    cache: dict[str, bytes] = {}
    lock = threading.Lock()

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 (the http.server name)
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            index = os.path.join(path, "index.html")
            if not self.path.split("?")[0].endswith("/") or not os.path.exists(index):
                return super().do_GET()
            path = index
        ctype = self.guess_type(path)
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and ctype.startswith(TEXT_TYPES) and os.path.isfile(path)):
            return super().do_GET()
        with self.lock:
            body = self.cache.get(path)
            if body is None:
                body = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
                self.cache[path] = body
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def install_lighthouse() -> Path:
    """The pinned Lighthouse in .cache/lighthouse, installed by npm on the first run."""
    if LIGHTHOUSE.exists():
        found = subprocess.run([str(LIGHTHOUSE), "--version"], capture_output=True, text=True)
        if found.stdout.strip() == LIGHTHOUSE_VERSION:
            return LIGHTHOUSE
    LIGHTHOUSE_DIR.mkdir(parents=True, exist_ok=True)
    subprocess.run(["npm", "install", "--prefix", str(LIGHTHOUSE_DIR), "--no-audit", "--no-fund",
                    "--ignore-scripts", f"lighthouse@{LIGHTHOUSE_VERSION}"], check=True)
    return LIGHTHOUSE


def run_lighthouse(url: str, report: Path) -> dict:
    """One Lighthouse run in its default (mobile) mode; the JSON report as a dict."""
    env = dict(os.environ, CHROME_PATH=CHROME)
    subprocess.run(
        [str(LIGHTHOUSE), url, "--only-categories=performance", "--output=json",
         f"--output-path={report}", "--quiet",
         "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run "
         "--disable-background-networking --disable-component-update --disable-sync"],
        env=env, check=True)
    return json.loads(report.read_text(encoding="utf-8"))


def figures(lhr: dict) -> dict:
    """Score, the four metrics, the LCP element and the render-blocking resources."""
    audits = lhr["audits"]
    out: dict = {"score": round(lhr["categories"]["performance"]["score"] * 100)}
    for key, audit in AUDITS.items():
        value = audits[audit]["numericValue"]
        if key.endswith("_s"):
            out[key] = round(value / 1000, 2)
        else:
            out[key] = round(value, 3 if key == "cls" else 0)
    element = audits.get("largest-contentful-paint-element", {}).get("details", {})
    for item in element.get("items", []):
        for sub in item.get("items", []):
            if "node" in sub:
                node = sub["node"]
                out["lcp_element"] = f'{node.get("selector", "")} {node.get("nodeLabel", "")[:80]}'
                break
        if "lcp_element" in out:
            break
    blocking = audits.get("render-blocking-resources", {}).get("details", {}).get("items", [])
    out["render_blocking"] = [{"url": b["url"].split("/", 3)[-1], "wasted_ms": round(b["wastedMs"])}
                              for b in blocking]
    compress = audits.get("uses-text-compression", {}).get("details", {}).get("items", [])
    out["uncompressed_text_files"] = len(compress)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1, help="runs per page (the median is kept)")
    parser.add_argument("--page", action="append", help="a page to measure (repeatable)")
    args = parser.parse_args()
    pages = args.page or PAGES
    if not (SITE / "index.html").exists():
        raise SystemExit(f"no built site in {SITE}: run `make build-check` first")
    if not Path(CHROME).exists():
        raise SystemExit(f"Chromium not found at {CHROME}; set CHROME_PATH")
    install_lighthouse()

    handler = functools.partial(_GzipHandler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    results = {}
    with tempfile.TemporaryDirectory(prefix="lighthouse-") as tmp:
        for page in pages:
            runs = []
            for i in range(args.runs):
                runs.append(figures(run_lighthouse(f"{base}/{page}", Path(tmp) / f"{i}.json")))
            runs.sort(key=lambda r: r["lcp_s"])
            kept = runs[len(runs) // 2]  # the run with the median LCP, all its figures
            if args.runs > 1:
                kept["lcp_s_runs"] = [r["lcp_s"] for r in runs]
            results[page] = kept
            print(f"{page}: score {kept['score']}, LCP {kept['lcp_s']} s, FCP {kept['fcp_s']} s, "
                  f"TBT {kept['tbt_ms']:.0f} ms, CLS {kept['cls']}", file=sys.stderr)
    server.shutdown()

    result = {
        "date": datetime.date.today().isoformat(),
        "machine": f"{os.cpu_count()} cores, {platform.machine()}, load average "
                   f"{os.getloadavg()[0]:.2f}",
        "lighthouse": LIGHTHOUSE_VERSION,
        "settings": "default mobile: simulated slow 4G, 4x CPU slowdown; performance only; "
                    "served with gzip on loopback",
        "runs_per_page": args.runs,
        "median_lcp_s": round(statistics.median(r["lcp_s"] for r in results.values()), 2),
        "pages": results,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
