"""Drive the live site (JupyterLite + Pyodide) in headless Chromium: shared by the browser
tests (``tests/site/test_live.py``) and the live benchmark (``benchmarks/live.py``).

The lite app exposes itself as ``window.jupyterapp`` (``exposeAppInBrowser`` in
``book/_lite/jupyter-lite.json``), so a notebook is run with the same command a reader's
*Run ▸ Run All Cells* calls, and its outputs are read from the notebook model.
"""
from __future__ import annotations

import fcntl
import json
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[2]

#: Seconds a notebook may take to run all its cells in the browser (two slow cores).
RUN_TIMEOUT = 240
#: The live tests' timings (reported, never asserted), one section per chapter or page.
TIMINGS = ROOT / "_build" / "live-timings.json"


def record_timings(section: str, **seconds: float) -> None:
    """Add ``seconds`` (name: seconds) under ``section`` of ``TIMINGS`` and print them.

    The browser tests run in several processes (pytest-xdist), so the file is read, merged and
    replaced under a lock: no process loses another's figures or reads a half-written file."""
    TIMINGS.parent.mkdir(parents=True, exist_ok=True)
    with open(TIMINGS.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        data = json.loads(TIMINGS.read_text(encoding="utf-8")) if TIMINGS.exists() else {}
        data.setdefault(section, {}).update({k: round(v, 3) for k, v in seconds.items()})
        part = TIMINGS.with_suffix(f".{os.getpid()}.part")
        part.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        os.replace(part, TIMINGS)
    print(f"\n[live] {section}: " + ", ".join(f"{k} {v:.2f} s" for k, v in seconds.items()))


@dataclass
class LiveRun:
    """What one live notebook did: ``errors`` holds (cell index, ename, evalue) of error
    outputs in cells not tagged ``raises-exception``; ``foreign`` every request to a host
    other than loopback; ``missing`` every URL answered 404; ``console`` the page's console
    errors."""

    path: str
    kernel_ready_s: float = 0.0
    run_s: float = 0.0
    ran_all: bool = False
    errors: list = field(default_factory=list)
    unexecuted: list = field(default_factory=list)
    outputs: list = field(default_factory=list)
    foreign: list = field(default_factory=list)
    missing: list = field(default_factory=list)
    console: list = field(default_factory=list)


def watch(page, run: LiveRun) -> None:
    """Record console errors and 404s, and abort (and record) requests to any host but
    loopback."""
    page.on("console", lambda m: m.type == "error" and run.console.append(m.text))
    page.on("response", lambda r: r.status == 404 and run.missing.append(r.url))

    def guard(route):
        url = route.request.url
        host = urlparse(url).hostname
        if url.startswith(("data:", "blob:")) or host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            run.foreign.append(url)
            route.abort()

    page.context.route("**/*", guard)


def open_notebook(page, base_url: str, path: str, run: LiveRun) -> None:
    """Open ``path`` in the lite Notebook app and wait until its kernel answers."""
    start = time.monotonic()
    page.goto(f"{base_url}/lite/notebooks/index.html?path={path}", wait_until="load")
    wait_for_kernel(page)
    run.kernel_ready_s = time.monotonic() - start


def wait_for_kernel(page, timeout: float = 120) -> None:
    """Wait until the open notebook's kernel is connected and answers a kernel_info request
    (the Pyodide kernel answers once Python and its packages are loaded)."""
    page.wait_for_function(
        """() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
                   return !!(w && w.sessionContext && w.sessionContext.session
                             && w.sessionContext.session.kernel); }""", timeout=timeout * 1000)
    page.evaluate("""async (timeout) => {
        const w = window.jupyterapp.shell.currentWidget;
        await w.sessionContext.ready;
        const end = Date.now() + timeout * 1000;
        while (Date.now() < end) {
            const k = w.sessionContext.session && w.sessionContext.session.kernel;
            if (k && k.connectionStatus === 'connected') {
                try { await k.requestKernelInfo(); return; } catch (e) { /* not yet */ }
            }
            await new Promise(r => setTimeout(r, 100));
        }
        throw new Error('the kernel did not answer within ' + timeout + ' s');
    }""", timeout)


def run_all(page, run: LiveRun, timeout: float = RUN_TIMEOUT) -> None:
    """Run every cell, as *Run ▸ Run All Cells* does, and collect what the cells show."""
    start = time.monotonic()
    page.evaluate("""() => { window.__liveDone = null;
        window.jupyterapp.commands.execute('notebook:run-all-cells')
          .then(ok => { window.__liveDone = {ok: ok !== false}; },
                err => { window.__liveDone = {ok: false, err: String(err)}; }); }""")
    page.wait_for_function(
        """() => { if (!window.__liveDone) return false;
                   const w = window.jupyterapp.shell.currentWidget;
                   return w.sessionContext.session.kernel.status === 'idle'; }""",
        timeout=timeout * 1000, polling=500)
    run.run_s = time.monotonic() - start
    report = page.evaluate("""() => {
        const w = window.jupyterapp.shell.currentWidget;
        const cells = [];
        w.content.widgets.forEach((cell, i) => {
            if (cell.model.type !== 'code') return;
            const tags = cell.model.getMetadata('tags') || [];
            cells.push({i, tags, count: cell.model.executionCount,
                        source: cell.model.sharedModel.getSource(),
                        outputs: cell.model.outputs.toJSON()});
        });
        return {done: window.__liveDone, cells};
    }""")
    run.ran_all = bool(report["done"] and report["done"]["ok"])
    for cell in report["cells"]:
        run.outputs.append(cell)
        if cell["source"].strip() and cell["count"] is None:
            run.unexecuted.append(cell["i"])
        for out in cell["outputs"]:
            if out.get("output_type") == "error" and "raises-exception" not in cell["tags"]:
                run.errors.append((cell["i"], out.get("ename"), out.get("evalue")))


def text_of(run: LiveRun) -> str:
    """All text the run's outputs show (plain text and HTML), for searching."""
    parts = []
    for cell in run.outputs:
        for out in cell["outputs"]:
            for key in ("text/plain", "text/html", "text"):
                value = out.get("data", {}).get(key, out.get(key) if key == "text" else None)
                if value:
                    parts.append("".join(value) if isinstance(value, list) else str(value))
            if out.get("output_type") == "error":
                parts.append(out.get("evalue", ""))
                parts.extend(out.get("traceback", []))
    return "\n".join(parts)


def needs(site_dir: Path) -> dict[str, list[str]]:
    """{live path: online-only packages it imports}, as the build wrote it."""
    return json.loads((site_dir / "lite" / "live-needs.json").read_text(encoding="utf-8"))


def run_live_href(site_dir: Path, path: str, lang: str = "") -> str:
    """The URL, relative to the site's root, that the Run live button of the chapter whose
    live path is ``path`` (``part2/full-house.ipynb``) opens; ``lang``: on that language's
    site (``ru/``...)."""
    html = (site_dir / lang / "book" / path).with_suffix(".html").read_text(encoding="utf-8")
    href = re.search(r'<a class="live-button__link" href="([^"]+)"', html).group(1)
    return re.sub(r"^(\.\./)+", "", href.replace("&amp;", "&"))
