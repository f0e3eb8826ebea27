"""The pages' message catalogs (``book/locales``): made from the English pages, checked against them.

Sphinx's gettext builder reads the English pages (notebooks not executed) and writes one
template per page, ``<docname>.pot`` (``gettext_compact: false``); each other language keeps
one catalog per page, ``book/locales/<lang>/LC_MESSAGES/<docname>.po`` (sphinx-intl's layout),
whose ``msgstr`` are the page's translation.

    python tools/page_catalogs.py update [--pot DIR]   # every .po follows its English page
    python tools/page_catalogs.py check [--pot DIR]    # fails naming each .po behind its page

``update`` (``make page-catalogs``) adds a page's new messages with an empty translation,
drops the messages that left the page, and keeps every translation: a message whose English
changed keeps its old translation marked ``fuzzy`` (Babel's matching, as ``sphinx-intl
update``), for the translator to revise and unmark. A catalog is rewritten only when its
messages change, always 100 columns wide, and only then takes the template's
``POT-Creation-Date``, so an update leaves no diff where the English did not change.

``check`` fails, one line per catalog, where a page has no catalog, a catalog lacks a message
of its page, keeps one that the page no longer has (or an obsolete ``#~`` entry), or holds a
fuzzy entry. Both build the templates into ``_build/gettext`` first (about 20 s of one core;
the doctrees stay there, so the next run reads only the pages that changed), unless ``--pot``
names templates already built.

The pages of :data:`KEPT` (the API reference and the bibliography) have no catalog: their
text is generated from English sources and every language site shows it in English.
"""
from __future__ import annotations

import argparse
import io
import subprocess
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
from languages import KEPT, LANGUAGES  # noqa: E402

OTHERS = tuple(lang for lang in LANGUAGES if lang != "en")
LOCALES = Path("book") / "locales"
POT = Path("_build") / "gettext"
QUIET = True
WIDTH = 100   # the catalogs' line width (sphinx-intl update -w 100)


def extract(root: Path = ROOT, out: Path | None = None) -> Path:
    """Build the templates of ``root``'s English pages into ``out`` (default
    ``root/_build/gettext``), in a process of its own; return ``out``."""
    out = (out or root / POT).resolve()
    cmd = [sys.executable, str(Path(__file__).resolve()), "templates",
           "--root", str(root), "--out", str(out)]
    done = subprocess.run(cmd, cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"the gettext build of {root} failed:\n{done.stdout}{done.stderr}")
    return out


def build_templates(root: Path, out: Path) -> int:
    """The gettext build itself (``extract`` runs it in a subprocess): Sphinx's status."""
    import yaml  # type: ignore[import-untyped]
    from jupyter_book.sphinx import build_sphinx  # type: ignore[import-untyped]

    config = yaml.safe_load((root / "_config.yml").read_text(encoding="utf-8"))
    kept = [p.relative_to(root).as_posix() for doc in KEPT for p in root.glob(doc + ".*")]
    for pot in out.rglob("*.pot"):   # a page removed since the last run leaves no template
        pot.unlink()
    status = build_sphinx(
        root, out, builder="gettext", doctreedir=out / ".doctrees",
        path_config=str(root / "_config.yml"), noconfig=True, quiet=QUIET, really_quiet=QUIET,
        confoverrides={
            "nb_execution_mode": "off",
            "external_toc_path": (root / "_toc.yml").as_posix(),
            "latex_individualpages": False,
            "exclude_patterns": list(config.get("exclude_patterns", [])) + kept,
            "suppress_warnings": ["toc.excluded", "toc.not_readable", "ref", "autosectionlabel"],
        })
    return status if isinstance(status, int) else 1


def load(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def dump(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, ignore_obsolete=True)
    return buffer.getvalue()


def templates(pots: Path) -> dict[str, Path]:
    """{docname: its template} for the pages that have a catalog (not :data:`KEPT`). The
    pages are under ``book/``; ``sphinx.pot`` holds the HTML templates' own strings, which
    Sphinx's catalogs translate (and the book's words, ``book/_ext/theme_words.py``)."""
    found = {p.relative_to(pots).with_suffix("").as_posix(): p for p in pots.rglob("*.pot")}
    return {doc: path for doc, path in sorted(found.items())
            if doc not in KEPT and doc.startswith("book/")}


def page_catalogs(locales: Path, lang: str) -> dict[str, Path]:
    base = locales / lang / "LC_MESSAGES"
    return {p.relative_to(base).with_suffix("").as_posix(): p for p in sorted(base.rglob("*.po"))}


def _ids(catalog: Catalog) -> list[str]:
    return [str(m.id) for m in catalog if m.id]


def _short(text: str) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= 60 else text[:57] + "...")


def compare(pots: Path, locales: Path, langs: Sequence[str] = OTHERS) -> list[str]:
    """One line for each catalog that does not follow its page's template; [] when all do."""
    wanted = templates(pots)
    problems = []
    for lang in langs:
        have = page_catalogs(locales, lang)
        for doc in sorted(set(have) - set(wanted)):
            why = "a page kept in English on every site" if doc in KEPT else "no such page"
            problems.append(f"{lang} {doc}: a catalog for {why} (update removes it)")
        for doc, pot in wanted.items():
            if doc not in have:
                problems.append(f"{lang} {doc}: no catalog")
                continue
            template, catalog = load(pot), load(have[doc])
            want, ids = _ids(template), _ids(catalog)
            new = [m for m in want if m not in set(ids)]
            gone = [m for m in ids if m not in set(want)]
            fuzzy = [str(m.id) for m in catalog if m.id and m.fuzzy]
            parts = [f"{len(items)} {what} (e.g. {_short(items[0])})"
                     for items, what in ((new, "new"), (gone, "gone from the page"),
                                         (fuzzy, "fuzzy")) if items]
            if catalog.obsolete:
                parts.append(f"{len(catalog.obsolete)} obsolete")
            if parts:
                problems.append(f"{lang} {doc}: " + ", ".join(parts))
    return problems


def _state(catalog: Catalog) -> list[tuple[str, object, tuple[str, ...]]]:
    return [(str(m.id), m.string, tuple(sorted(m.flags))) for m in catalog if m.id]


def update(pots: Path, locales: Path, langs: Sequence[str] = OTHERS) -> list[Path]:
    """Make every catalog of ``langs`` follow its page's template; the files written or
    removed."""
    wanted = templates(pots)
    changed = []
    for lang in langs:
        have = page_catalogs(locales, lang)
        for doc in sorted(set(have) - set(wanted)):
            have[doc].unlink()
            changed.append(have[doc])
        for doc, pot in wanted.items():
            template = load(pot)
            path = locales / lang / "LC_MESSAGES" / (doc + ".po")
            if path.exists():
                catalog = load(path)
                before = _state(catalog)
                had_obsolete = bool(catalog.obsolete)
                catalog.update(template, update_creation_date=False)
                if _state(catalog) == before and not had_obsolete:
                    continue
                catalog.creation_date = template.creation_date
            else:
                catalog = template
                catalog.locale = lang   # its Plural-Forms and Language header
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(dump(catalog))
            changed.append(path)
    return changed


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("update", "check"):
        p = sub.add_parser(name)
        p.add_argument("--pot", type=Path, help="templates already built (no gettext build)")
        p.add_argument("--root", type=Path, default=ROOT, help=argparse.SUPPRESS)
    p = sub.add_parser("templates", help="the gettext build only (into --out)")
    p.add_argument("--root", type=Path, default=ROOT)
    p.add_argument("--out", type=Path, default=ROOT / POT)
    args = parser.parse_args(None if argv is None else list(argv))
    root = args.root.resolve()
    if args.command == "templates":
        return build_templates(root, args.out.resolve())
    start = time.monotonic()
    pots = args.pot.resolve() if args.pot else extract(root)
    built = time.monotonic() - start
    if args.command == "update":
        changed = update(pots, root / LOCALES)
        for path in changed:
            print(f"{'updated' if path.exists() else 'removed'} {path.relative_to(root)}")
        print(f"{len(changed)} page catalogs changed ({len(OTHERS)} languages; templates "
              f"{built:.0f} s, {pots})")
        return 0
    problems = compare(pots, root / LOCALES)
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} page catalogs do not follow their English page: run "
              "`make page-catalogs`, then translate what is new or fuzzy", file=sys.stderr)
        return 1
    print(f"The page catalogs of {', '.join(OTHERS)} follow the English pages "
          f"(templates {built:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
