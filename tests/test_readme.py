"""The README a newcomer reads first: its pictures, its addresses and what `make book` says.

The pictures the README shows must be in the repository (and be the ones ``make screenshots``
takes); the repository and published addresses it gives must be the ones ``_config.yml``
configures, from which the launch buttons are built; and ``make book`` must drop Jupyter Book's
closing banner, which tells the reader to open the book from disk where its live chapters cannot
run: the book target's own command is run here, with a Jupyter Book whose Sphinx build is
replaced by a stub, so that the banner is the installed Jupyter Book's own.
"""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
IMAGE = re.compile(r"!\[(?P<alt>[^\]]*)\]\((?P<src>[^)\s]+)\)|<img\b[^>]*\bsrc=\"(?P<html>[^\"]+)\"",
                   re.DOTALL)
MAX_BYTES = 250_000


def _images() -> list[tuple[str, str]]:
    """(alt text, path) of every image the README shows, Markdown or HTML."""
    return [(m["alt"] or "", m["src"] or m["html"]) for m in IMAGE.finditer(README)]




def _screenshots_tool_module():
    """tools/screenshots.py, imported as a module (it needs Playwright only to take pictures)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import screenshots
    return screenshots


def test_the_readme_shows_pictures_of_the_book_that_are_in_the_repository() -> None:
    images = _images()
    assert len(images) >= 2, f"the README shows {len(images)} pictures; it should show the book"
    for alt, src in images:
        assert not re.match(r"[a-z]+:", src), f"{src}: the README's pictures live in the repository"
        path = ROOT / src
        assert path.is_file(), f"the README shows {src}, which is not in the repository"
        data = path.read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n"), f"{src} is not a PNG"
        assert len(data) < MAX_BYTES, f"{src} is {len(data):,} bytes: keep it under {MAX_BYTES:,}"
        assert len(" ".join(alt.split())) >= 20, f"{src}: say in its alt text what it shows"
    if (ROOT / ".git").exists() and shutil.which("git"):
        shown = [src for _, src in images]
        tracked = subprocess.run(["git", "ls-files", "--", *shown], cwd=ROOT, text=True,
                                 capture_output=True, check=True).stdout.split()
        assert sorted(tracked) == sorted(set(shown)), (
            f"not committed: {sorted(set(shown) - set(tracked))}")


def test_the_pictures_are_the_ones_make_screenshots_takes() -> None:
    tool = _screenshots_tool_module()
    out = tool.OUT.relative_to(ROOT).as_posix()
    taken = {f"{out}/{shot.name}" for shot in tool.SHOTS}
    shown = {src for _, src in _images() if src.startswith(out + "/")}
    assert shown == taken, f"README shows {sorted(shown)}; make screenshots takes {sorted(taken)}"


def test_the_readme_gives_the_configured_addresses() -> None:
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    url = config["repository"]["url"].rstrip("/")
    owner, name = re.fullmatch(r"https://github\.com/([^/]+)/([^/]+)", url).groups()
    pages = f"https://{owner}.github.io/{name}/"

    assert url in README, f"the README does not name the repository of _config.yml, {url}"
    assert pages in README, f"the README does not say where GitHub Pages serves it, {pages}"
    repos = set(re.findall(r"https://github\.com/[\w.-]+/[\w.-]+", README))
    assert repos == {url}, f"repository addresses other than _config.yml's: {repos - {url}}"
    published = set(re.findall(r"https://[\w-]+\.github\.io/[\w./-]*", README))
    assert published == {pages}, f"published addresses other than {pages}: {published - {pages}}"


FAKE_JUPYTER_BOOK = """#!{python}
# Jupyter Book's own command line, with its Sphinx build replaced by a stub
import os
import sys

import jupyter_book.sphinx


def build_sphinx(*args, **kwargs):
    print("reading sources... [100%] intro")
    print("WARNING: a warning as Sphinx writes it", file=sys.stderr)
    return int(os.environ["FAKE_BUILD_RESULT"])


jupyter_book.sphinx.build_sphinx = build_sphinx
from jupyter_book.cli.main import main  # noqa: E402

main()
"""


@pytest.fixture
def fake_book(tmp_path: Path) -> tuple[Path, Path]:
    """A one-page book and a `jupyter-book` whose build prints a line and a warning."""
    book = tmp_path / "book"
    book.mkdir()
    (book / "_config.yml").write_text("title: A test\n", encoding="utf-8")
    (book / "_toc.yml").write_text("format: jb-book\nroot: intro\n", encoding="utf-8")
    (book / "intro.md").write_text("# Intro\n", encoding="utf-8")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "jupyter-book"
    fake.write_text(FAKE_JUPYTER_BOOK.format(python=sys.executable), encoding="utf-8")
    fake.chmod(0o755)
    return book, bin_dir


def _book_command(bin_dir: Path) -> str:
    """The command of `make book` that runs Jupyter Book, with ``BIN`` set to ``bin_dir``."""
    assert shutil.which("make"), "make is needed"
    recipe = subprocess.run(["make", "-n", "--no-print-directory", "book", f"BIN={bin_dir}"],
                            cwd=ROOT, text=True, capture_output=True, check=True).stdout
    lines = [line for line in recipe.splitlines() if f"{bin_dir}/jupyter-book build" in line]
    assert len(lines) == 1, f"make book should run jupyter-book build once:\n{recipe}"
    return lines[0]


def _make_shell() -> list[str]:
    """The shell and flags the Makefile runs its recipes with (``SHELL``, ``.SHELLFLAGS``)."""
    shown = subprocess.run(
        ["make", "--no-print-directory", "--eval",
         "print-shell-for-test: ; @echo '$(SHELL) $(.SHELLFLAGS)'", "print-shell-for-test"],
        cwd=ROOT, text=True, capture_output=True, check=True).stdout
    return shown.split()


def _run(command: str, book: Path, result: int,
         shell: tuple[str, ...] = ("bash", "-c")) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, FAKE_BUILD_RESULT=str(result))
    return subprocess.run([*shell, command], cwd=book, env=env, text=True,
                          capture_output=True, timeout=120)


def test_make_book_drops_jupyter_books_open_from_disk_banner(fake_book) -> None:
    book, bin_dir = fake_book
    bare = _run(f"{bin_dir}/jupyter-book build . --keep-going", book, 0)
    assert bare.returncode == 0, bare.stderr
    # Jupyter Book itself still ends with the banner (else this filter has nothing to do)
    assert "file://" in bare.stdout and "opening this file" in bare.stdout, bare.stdout

    done = _run(_book_command(bin_dir), book, 0, tuple(_make_shell()))
    assert done.returncode == 0, done.stderr
    assert "file://" not in done.stdout, done.stdout
    assert "opening this file" not in done.stdout, done.stdout
    assert "Finished generating HTML" not in done.stdout, done.stdout
    kept = [line for line in bare.stdout.splitlines() if "Jupyter-Book" in line
            or line.startswith("reading sources")]
    assert kept and all(line in done.stdout.splitlines() for line in kept), done.stdout
    assert "WARNING: a warning as Sphinx writes it" in done.stderr


def test_make_book_still_fails_and_says_why_when_the_build_fails(fake_book) -> None:
    book, bin_dir = fake_book
    failed = _run(_book_command(bin_dir), book, 1, tuple(_make_shell()))
    assert failed.returncode != 0, "a failed Jupyter Book build must fail make book"
    assert "non-zero exit code" in failed.stdout, failed.stdout   # Jupyter Book's red box
    assert "WARNING: a warning as Sphinx writes it" in failed.stderr


def test_a_picture_is_written_the_same_way_every_time() -> None:
    """The README's pictures are reduced to a palette and stripped of metadata, so that the
    same page gives the same bytes (git sees no change when nothing changed)."""
    from PIL import Image, ImageDraw, PngImagePlugin

    image = Image.new("RGB", (320, 120), "white")
    draw = ImageDraw.Draw(image)
    for i in range(40):   # more colours than a palette holds, as anti-aliased text gives
        draw.line([(i * 8, 0), (i * 8 + 60, 120)], fill=(i * 6, 255 - i * 5, (i * 37) % 256),
                  width=3)
    draw.text((10, 50), "Full house, sixes over kings", fill="black")
    info = PngImagePlugin.PngInfo()
    info.add_text("Creation Time", "2026-12-06T11:00:00")   # what a screenshot may carry
    raw = io.BytesIO()
    image.save(raw, format="PNG", pnginfo=info)

    small = _screenshots_tool_module().small_png(raw.getvalue())
    assert small == _screenshots_tool_module().small_png(raw.getvalue())
    assert b"tEXt" not in small and b"tIME" not in small and b"Creation Time" not in small
    reduced = Image.open(io.BytesIO(small))
    assert reduced.mode == "P" and reduced.size == image.size
