"""Point the chapters' links to a source at the bibliography page, by a path JupyterLab follows.

The chapters name their sources with a link to the source's bibliography entry. Written as an
anchor alone (``[English rules page](#file-003)``), the link resolved on the website but not
in JupyterLab (``make lab``), where a notebook knows no target outside itself: jupyterlab-myst
logged "No target for internal reference" for each such link, on every render. This script
writes each of them as a path to the bibliography page plus the anchor
(``[English rules page](../reference/bibliography.md#file-003)``), which Lab opens, and
which the website's build turns back into the same link as before
(``book/_ext/source_links.py``, ``SourceEntryLinks``).

    python tools/lab_links.py           # rewrite the notebooks and their page catalogs
    python tools/lab_links.py --check   # list what would change; exit 1 if anything would

Only the markdown cells of the notebooks under ``book/`` change, and, so that the pages'
translations still match their English, the same links in those pages' catalogs
(``book/locales/<lang>/LC_MESSAGES/<docname>.po``, message and translation alike, each
line otherwise as it was). Running it again changes nothing.
"""
from __future__ import annotations

import argparse
import posixpath
import re
import sys
from collections.abc import Iterable
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from page_catalogs import OTHERS, load  # noqa: E402

from pokerhands.book.sources import SOURCES  # noqa: E402

BOOK = ROOT / "book"
#: The bibliography page, whose entries carry the anchors ``file-000`` ...
BIBLIOGRAPHY = BOOK / "reference" / "bibliography.md"
#: The part of a Markdown link that names a bibliography entry by its anchor alone.
_BARE = re.compile(r"\]\(#(" + "|".join(sorted({re.escape(s.anchor) for s in SOURCES})) + r")\)")


def bibliography_path(page: Path, book: Path = BOOK) -> str:
    """The path of ``book``'s bibliography page relative to ``page``'s folder, with ``/``.

    >>> bibliography_path(BOOK / "part2" / "flush.ipynb")
    '../reference/bibliography.md'
    >>> bibliography_path(BOOK / "reference" / "teachers.ipynb")
    'bibliography.md'
    """
    bibliography = book / BIBLIOGRAPHY.relative_to(BOOK)
    return posixpath.relpath(bibliography.as_posix(), page.parent.as_posix())


def rewrite(text: str, path: str) -> str:
    """``text`` with every source link by anchor alone pointed at ``path`` plus the anchor.

    >>> rewrite("the [Russian page](#file-000) and [Part I](#part1-board)", "bib.md")
    'the [Russian page](bib.md#file-000) and [Part I](#part1-board)'
    >>> rewrite("[Greek help page](bib.md#file-001)", "bib.md")  # already done
    '[Greek help page](bib.md#file-001)'
    """
    return _BARE.sub(lambda m: f"]({path}#{m.group(1)})", text)


def notebooks(book: Path = BOOK) -> list[Path]:
    """The book's notebooks (not those of its ``_build``-like folders or hidden ones)."""
    return sorted(p for p in book.rglob("*.ipynb")
                  if not any(part.startswith(("_", ".")) for part in p.relative_to(book).parts))


def rewrite_notebook(path: Path, target: str) -> bool:
    """Rewrite the links of ``path``'s markdown cells in place, to the bibliography at
    ``target``; whether anything changed. The file is written as nbformat writes it (as the
    notebooks are stored)."""
    raw = path.read_text(encoding="utf-8")
    nb = nbformat.reads(raw, as_version=nbformat.NO_CONVERT)
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = rewrite(cell.source, target)
    out = nbformat.writes(nb) + "\n"
    if out == raw:
        return False
    path.write_text(out, encoding="utf-8")
    return True


def rewrite_catalog(po: Path, target: str) -> bool:
    """Rewrite the links in the messages and translations of the catalog ``po``, in its
    text (the part rewritten holds no space, so it never breaks across the catalog's
    lines); whether anything changed."""
    raw = po.read_text(encoding="utf-8")
    text = rewrite(raw, target)
    if text == raw:
        return False
    po.write_text(text, encoding="utf-8")
    load(po)   # still a catalog (raises if not)
    return True


def run(check: bool = False, book: Path = BOOK) -> list[Path]:
    """Rewrite (or with ``check``, only find) every notebook and catalog that has a source
    link by anchor alone; the files concerned."""
    changed: list[Path] = []
    for nb in notebooks(book):
        target = bibliography_path(nb, book)
        docname = nb.relative_to(book.parent).with_suffix("").as_posix()
        pos = [book / "locales" / lang / "LC_MESSAGES" / (docname + ".po") for lang in OTHERS]
        files = [nb, *(po for po in pos if po.exists())]
        if check:
            cells = nbformat.read(nb, as_version=nbformat.NO_CONVERT).cells
            if any(c.cell_type == "markdown" and _BARE.search(c.source) for c in cells):
                changed.append(nb)
            changed += [po for po in files[1:] if _BARE.search(po.read_text(encoding="utf-8"))]
            continue
        if rewrite_notebook(nb, target):
            changed.append(nb)
        changed += [po for po in files[1:] if rewrite_catalog(po, target)]
    return changed


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="list the files that still link a source by its anchor alone")
    args = parser.parse_args(list(argv) if argv is not None else None)
    files = run(check=args.check)
    for f in files:
        print(f.relative_to(ROOT))
    if args.check:
        return 1 if files else 0
    print(f"{len(files)} files rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
