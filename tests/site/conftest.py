"""Fixtures for the browser tests: the built site served on loopback, and headless Chromium.

The site is the one `make build-check` writes (``_build/check/_build/html``); set
``SITE_DIR`` to test another build. Chromium is Debian's ``/usr/bin/chromium`` (set
``CHROMIUM`` to use another binary), driven by Playwright without any browser download.
"""
from __future__ import annotations

import functools
import http.server
import os
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("SITE_DIR", ROOT / "_build" / "check" / "_build" / "html"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENSHOTS = ROOT / "_build" / "screenshots"


def pytest_configure(config) -> None:
    # `make site-test` runs these tests in two processes (pytest-xdist): axe-core is fetched
    # into .cache/axe once, here, before they start, so that no two of them write it at once
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        from test_axe import axe_source
        axe_source.__wrapped__()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:  # keep test output clean
        pass


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "index.html").exists():
        pytest.fail(f"no built site at {SITE}; run `make build-check` first")
    return SITE


@pytest.fixture(scope="session")
def base_url(site_dir):
    handler = functools.partial(_QuietHandler, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}; install Debian's chromium package")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update",
                  "--disable-sync"],
        )
        yield b
        b.close()
