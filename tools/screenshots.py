"""The README's pictures of the book, taken from the built site in headless Chromium.

``make screenshots`` runs it after ``make book``: it serves ``_build/html`` on a loopback port
(as the browser tests do), opens each page of :data:`SHOTS` in Debian's Chromium through
Playwright, and writes one PNG per shot into ``screenshots/``, which the README shows. The
pictures are the same from run to run while the site is: a fixed viewport and pixel ratio,
light colours, reduced motion, no animation, the page's fonts and saved widgets ready before the
shot, no request to any other host (blocked), and a PNG written by Pillow with no time stamp
or other metadata, reduced to a 256-colour palette so that each stays small.

    python tools/screenshots.py                       # from _build/html into screenshots/
    python tools/screenshots.py --site /tmp/b/_build/html --out /tmp/shots
"""
from __future__ import annotations

import argparse
import functools
import http.server
import io
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "html"
OUT = ROOT / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
WIDTH = 1280
MAX_BYTES = 250_000
"""A picture larger than this fails the run: the README's images stay light to clone."""


@dataclass(frozen=True)
class Shot:
    """One picture: ``page`` (a path in the site) scrolled so that the first element matching
    ``top`` sits just below the page's sticky header, ``height`` CSS pixels of a ``WIDTH``-wide
    viewport; with ``bottom``, the picture ends ``MARGIN`` pixels below that element instead.
    The book's navigation shows the chapter's part from its caption, or with ``fold_nav`` is
    folded away by the theme's own button, leaving the page the whole width."""

    name: str
    page: str
    top: str
    height: int
    bottom: str | None = None
    fold_nav: bool = False


MARGIN = 24
SHOTS = (
    # a chapter and its "Try it" picker, preset on the hand the chapter describes
    Shot("full-house-picker.png", "book/part2/full-house.html", "section#try-it",
         height=1000, bottom="section#try-it .widget-vbox"),
    # the cheat sheet's first table (the high categories as cards, the tie rule, counts and
    # odds) as a reader first sees it, the navigation open, down to the table's last row
    Shot("cheat-sheet.png", "book/reference/cheat-sheet.html", ".ph-cheat-part", height=1200,
         bottom=".ph-cheat-highs table.ph-cheat-table"),
)

_READY = """async () => {
    // every saved widget drawn from its state (the deferred widget manager has run)
    const views = () => Array.from(document.querySelectorAll(
        'script[type="application/vnd.jupyter.widget-view+json"]'));
    for (let i = 0; i < 300 && !views().every(
             s => s.parentElement.querySelector('.jupyter-widgets')); i++)
        await new Promise(r => setTimeout(r, 50));
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map(img => img.complete ? null :
        new Promise(r => { img.onload = img.onerror = r; })));
    return views().every(s => s.parentElement.querySelector('.jupyter-widgets'))
        && document.fonts.status === 'loaded';
}"""

_PLACE = """async ([top, bottom, foldNav]) => {
    const frames = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    const target = document.querySelector(top);
    if (!target) return null;
    const toggle = document.querySelector('button.primary-toggle');
    if (foldNav) {
        if (!toggle) return null;
        toggle.click();
        // the theme slides the navigation away: wait until the page has taken its width
        const article = document.querySelector('article');
        let width = -1;
        for (let i = 0; i < 100 && article.getBoundingClientRect().width !== width; i++) {
            width = article.getBoundingClientRect().width;
            await new Promise(r => setTimeout(r, 50));
        }
    } else {
        // the navigation scrolled to show the chapter's part from its caption
        const link = document.querySelector('.bd-sidebar-primary a.current');
        const caption = link && link.closest('ul.bd-sidenav')?.previousElementSibling;
        let box = link;
        while (box && !(box.scrollHeight > box.clientHeight
                        && /auto|scroll/.test(getComputedStyle(box).overflowY)))
            box = box.parentElement;
        if (box && caption)
            box.scrollTop += caption.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
    }
    const header = document.querySelector('.bd-header-article');
    window.scrollTo(0, 0);
    const y = target.getBoundingClientRect().top + window.scrollY;
    const sticky = header ? header.getBoundingClientRect().height : 0;
    window.scrollTo(0, Math.max(0, Math.round(y - sticky - 16)));
    // two frames: the sticky header and the lazy styles settle before the shot
    await frames();
    if (!bottom) return {end: null};
    const end = document.querySelector(bottom);
    return end ? {end: Math.ceil(end.getBoundingClientRect().bottom)} : null;
}"""


@contextmanager
def serve(site: Path) -> Iterator[str]:
    """The built site on a loopback port, for as long as the block runs; yields its URL."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def small_png(png: bytes) -> bytes:
    """``png`` reduced to a 256-colour palette (no dithering, so text stays sharp) and written
    again without metadata: the same pixels always give the same bytes."""
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGB")
    palette = image.quantize(colors=256, method=Image.Quantize.MEDIANCUT,
                             dither=Image.Dither.NONE)
    out = io.BytesIO()
    palette.save(out, format="PNG", optimize=True)
    return out.getvalue()


def take(browser: Any, base: str, shot: Shot) -> bytes:
    """The picture of ``shot`` as PNG bytes; raises ``RuntimeError`` naming the page when the
    page, its widgets or an element the shot names cannot be found."""
    context = browser.new_context(viewport={"width": WIDTH, "height": shot.height},
                                  device_scale_factor=1, color_scheme="light",
                                  reduced_motion="reduce", locale="en-US", timezone_id="UTC")
    foreign: list[str] = []

    def guard(route: Any) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urlparse(url).hostname == "127.0.0.1":
            route.continue_()
        else:
            foreign.append(url)
            route.abort()

    try:
        page = context.new_page()
        page.route("**/*", guard)
        response = page.goto(f"{base}/{shot.page}", wait_until="load")
        if response is None or response.status != 200:
            raise RuntimeError(f"{shot.page}: HTTP {response.status if response else 'none'}")
        page.wait_for_load_state("networkidle")
        if not page.evaluate(_READY):
            raise RuntimeError(f"{shot.page}: its widgets or fonts were not ready in 15 s")
        placed = page.evaluate(_PLACE, [shot.top, shot.bottom, shot.fold_nav])
        if placed is None:
            raise RuntimeError(f"{shot.page}: no element {shot.top!r} or {shot.bottom!r}")
        height = shot.height
        if placed["end"] is not None:
            height = min(shot.height, placed["end"] + MARGIN)
        png = page.screenshot(clip={"x": 0, "y": 0, "width": WIDTH, "height": height},
                              animations="disabled", caret="hide", scale="css")
        if foreign:
            raise RuntimeError(f"{shot.page} asked other hosts for {foreign[:3]}")
        return small_png(png)
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (_build/html)")
    parser.add_argument("--out", type=Path, default=OUT, help="where the PNGs go (screenshots/)")
    args = parser.parse_args(argv)
    site, out = args.site.resolve(), args.out.resolve()
    if not (site / "index.html").exists():
        print(f"No built site in {site}: run make book first.", file=sys.stderr)
        return 1
    if not Path(CHROMIUM).exists():
        print(f"Chromium not found at {CHROMIUM}: install Debian's chromium package "
              "(or set CHROMIUM)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    with serve(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--font-render-hinting=none",
                  "--disable-background-networking", "--disable-component-update",
                  "--no-first-run", "--disable-sync"])
        try:
            for shot in SHOTS:
                png = take(browser, base, shot)
                if len(png) > MAX_BYTES:
                    raise RuntimeError(f"{shot.name} is {len(png):,} bytes, more than "
                                       f"{MAX_BYTES:,}: make the shot smaller")
                path = out / shot.name
                changed = not path.exists() or path.read_bytes() != png
                path.write_bytes(png)
                shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                print(f"{shown}: {len(png) // 1000} kB"
                      + ("" if changed else " (unchanged)"))
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
