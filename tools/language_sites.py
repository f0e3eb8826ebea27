"""Build the book's Russian, Greek and Hungarian sites, and count what is translated.

The English site is the book's own build (``jupyter-book build .`` into ``_build/html``).
Each other language is a site of its own in ``<html>/<lang>/``, built here from the same
sources and the same ``_config.yml`` through Jupyter Book's Sphinx entry point, with
``language`` set to it: Sphinx translates each page through its catalog in ``book/locales``,
``book/_ext/languages.py`` puts the language switcher on every page (and would turn a page
outside the translated slice into a stub), and the notebooks are executed with
``POKERHANDS_LANG=<lang>``, so that their outputs speak the language. References to pages
that are stubs in a language site lead to the English page (the English site's
``objects.inv``, through intersphinx), so the English site is built first.

    python tools/language_sites.py build [--out _build/html] [--check] [--no-execute] [LANG ...]
    python tools/language_sites.py stats

``build`` runs one process per language at once (``make book``, ``make build-check``) and
prints each one's time; ``--check`` is the ``-n -W --keep-going`` build of ``make
build-check``. ``stats`` prints the share of the page messages translated in each language
(``book/locales``; Babel) and the pages complete.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
from languages import LANGUAGES, WORDS, in_slice  # noqa: E402

OTHERS = tuple(lang for lang in LANGUAGES if lang != "en")
LOCALES = ROOT / "book" / "locales"
REDIRECT = '<meta http-equiv="Refresh" content="0; url={first}" />\n'


def build_one(lang: str, out: Path, check: bool, execute: bool) -> int:
    """Build the site of ``lang`` into ``out / lang`` in this process; the Sphinx status."""
    from jupyter_book.sphinx import build_sphinx  # type: ignore[import-untyped]

    inventory = out / "objects.inv"
    if not inventory.exists():
        raise SystemExit(f"no English site at {out} (objects.inv): build it first")
    os.environ["POKERHANDS_LANG"] = lang
    overrides: dict[str, object] = {
        "language": lang,
        "html_title": WORDS[lang]["title"],   # the book's title in the language
        "external_toc_path": (ROOT / "_toc.yml").as_posix(),
        "latex_individualpages": False,
        # a reference to a label on a page that is a stub here: the English page
        "intersphinx_mapping": {"en": ("../", str(inventory))},
        "intersphinx_disabled_reftypes": [],
        "html_extra_path": [],   # the class page lives in the English site only
        # the toggle of a hidden code cell (the book hides only inputs: type "source")
        "nb_code_prompt_show": WORDS[lang]["code_show"],
        "nb_code_prompt_hide": WORDS[lang]["code_hide"],
    }
    if check:
        overrides["nitpicky"] = True
    # the English site shows the notebooks' stored outputs (_config.yml); here the slice is
    # executed in the language, unless --no-execute
    overrides["nb_execution_mode"] = "force" if execute else "off"
    # built beside the English site, then moved into it: myst-nb writes the executed
    # notebooks next to the output folder (jupyter_execute/), one per language
    work = out.parent / "languages" / lang
    shutil.rmtree(work, ignore_errors=True)
    status = build_sphinx(
        ROOT, work / "html", confoverrides=overrides, doctreedir=work / ".doctrees",
        path_config=str(ROOT / "_config.yml"), noconfig=True, warningiserror=check,
        keep_going=True, quiet=True, freshenv=True)
    (work / "html" / "index.html").write_text(REDIRECT.format(first="book/intro.html"),
                                              encoding="utf-8")
    site = out / lang
    shutil.rmtree(site, ignore_errors=True)
    os.replace(work / "html", site)
    return status if isinstance(status, int) else 1


def build(langs: list[str], out: Path, check: bool, execute: bool) -> int:
    """Build the sites of ``langs`` at once, one process each; print their times."""
    logs = out.parent / "languages"
    logs.mkdir(parents=True, exist_ok=True)
    # the chapters' long counts do not depend on the language: the first kernel to need one
    # computes it, the others read it (pokerhands.odds.stored)
    env = dict(os.environ, POKERHANDS_CACHE=str(out.parent / "cache" / "counts"))
    start = time.monotonic()
    procs = {}
    for lang in langs:
        cmd = [sys.executable, __file__, "build-one", lang, "--out", str(out)]
        cmd += ["--check"] if check else []
        cmd += [] if execute else ["--no-execute"]
        log = (logs / f"{lang}.log").open("w", encoding="utf-8")
        procs[lang] = (subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT,
                                        env=env), log)
    failed = []
    for lang, (proc, log) in procs.items():
        code = proc.wait()
        log.close()
        took = time.monotonic() - start
        print(f"{lang}: {'built' if code == 0 else 'FAILED'} in {out / lang} "
              f"({took:.0f} s; log {logs / (lang + '.log')})", flush=True)
        if code != 0:
            failed.append(lang)
            text = (logs / f"{lang}.log").read_text(encoding="utf-8").splitlines()
            print("\n".join("    " + line for line in text[-40:]), file=sys.stderr)
    return 1 if failed else 0


def page_stats(lang: str) -> dict[str, tuple[int, int]]:
    """{"messages": (translated, total), "pages": (complete, total)} of ``lang``'s page
    catalogs: the messages translated (fuzzy entries count as not translated), and the pages
    of the translated slice whose every message is (a page that is not shows English)."""
    counts = {"messages": [0, 0], "pages": [0, 0]}
    base = LOCALES / lang / "LC_MESSAGES"
    for po in sorted(base.rglob("*.po")):
        docname = po.relative_to(base).with_suffix("").as_posix()
        if not in_slice(docname):
            continue
        with po.open("rb") as f:
            catalog = read_po(f)
        done = [bool(m.string) and not m.fuzzy for m in catalog if m.id]
        counts["messages"][0] += sum(done)
        counts["messages"][1] += len(done)
        counts["pages"][0] += all(done)
        counts["pages"][1] += 1
    return {k: (v[0], v[1]) for k, v in counts.items()}


def stats() -> int:
    """Print, per language, the share of the page messages translated, and how many pages
    are complete (every page but the API reference and the bibliography is translated)."""
    print("The book's pages translated (book/locales):")
    print(f"{'language':<10}{'messages':<22}pages complete")
    for lang in OTHERS:
        counts = page_stats(lang)
        (done, total), (complete, pages) = counts["messages"], counts["pages"]
        share = f"{done}/{total} ({100 * done / total if total else 0:.0f}%)"
        print(f"{lang:<10}{share:<22}{complete}/{pages}")
    print("(the API reference and the bibliography, generated from English sources, stay in "
          "English)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("build", "build-one"):
        p = sub.add_parser(name)
        p.add_argument("langs", nargs="*" if name == "build" else 1, metavar="LANG",
                       help="ru, el or hu (build: all three when none is given)")
        p.add_argument("--out", type=Path, default=ROOT / "_build" / "html",
                       help="the English site; each language goes into OUT/<lang>")
        p.add_argument("--check", action="store_true", help="-n -W --keep-going")
        p.add_argument("--no-execute", dest="execute", action="store_false",
                       help="do not execute the notebooks (their stored outputs, English)")
    sub.add_parser("stats")
    args = parser.parse_args(argv)
    if args.command == "stats":
        return stats()
    out = args.out.resolve()
    unknown = [lang for lang in args.langs if lang not in OTHERS]
    if unknown:
        parser.error(f"unknown language {unknown[0]!r}: choose from {', '.join(OTHERS)}")
    if args.command == "build-one":
        return build_one(args.langs[0], out, args.check, args.execute)
    return build(list(args.langs) or list(OTHERS), out, args.check, args.execute)


if __name__ == "__main__":
    sys.exit(main())
