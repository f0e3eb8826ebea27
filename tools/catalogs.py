"""The package's message catalogs: extract, update, compile, check and count them (Babel).

The package's sentences are English messages marked in the code with ``_``, ``N_``,
``ngettext``, ``pgettext`` and ``npgettext`` (:mod:`pokerhands.core.language`). Each language
other than English has one ``.po`` file per *area* of the package, in
``src/pokerhands/locale/<lang>/<area>.po``, so that work on one area never touches another's
file; :data:`AREAS` says which modules feed which area.

    python tools/catalogs.py update [--area AREA ...]   # add new messages, drop gone ones
    python tools/catalogs.py compile                    # every language into one .mo
    python tools/catalogs.py check                      # fails if a .po is out of date
    python tools/catalogs.py stats                      # the share translated, per area

``make catalogs`` runs ``compile``; ``make`` prints ``stats``. The areas in :data:`SLICE`
are the ones the translated part of the book shows: ``tests/test_catalogs.py`` fails on an
empty or fuzzy entry there.
"""
from __future__ import annotations

import argparse
import ast
import io
import json
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "pokerhands"
LOCALE = PACKAGE / "locale"
LANGUAGES = ("ru", "el", "hu")   # English is the messages themselves
DOMAIN = "pokerhands"

AREAS: dict[str, tuple[str, ...]] = {
    # area: the modules (paths under src/pokerhands; a folder ends with /), first match wins
    "cards": ("core/cards.py", "core/letters.py", "core/checks.py", "core/language.py",
              "rules.py"),
    "hands": ("core/", "words/", "explain/", "evaluate.py", "ranking/"),
    "quiz": ("exercises/__init__.py", "exercises/model.py", "exercises/answers.py",
             "exercises/kinds.py", "exercises/kinds_hands.py", "exercises/kinds_ladder.py",
             "exercises/sets.py", "exercises/classroom.py", "exercises/result_codes.py",
             "exercises/class_parts.py", "exercises/marking.py",
             "render/exercises.py", "render/classroom.py", "render/marking.py",
             "widgets/quiz.py", "book/classpage.py", "book/class_form.py",
             "book/class_words.py"),
    "exercises": ("exercises/",),
    "widgets": ("widgets/__init__.py", "widgets/base.py", "widgets/pickers.py",
                "widgets/compare.py", "render/__init__.py", "render/html.py",
                "render/widgets.py", "render/cheatsheet.py", "book/", "odds/cheatsheet.py",
                "odds/counting.py", "odds/published.py"),
    "tables": ("widgets/", "render/"),   # the deal, showdown and equity widgets
    "games": ("games/",),
    "odds": ("odds/",),
    "chapters": (),   # no module: the code cells of the book's NOTEBOOKS
    "package": ("",),   # everything else (the top-level modules)
}
NOTEBOOKS = ("book/part[1-7]/*.ipynb", "book/reference/*.ipynb")
"""The book's notebooks, whose code cells' messages (``gettext("...")``) make the area
``chapters``: the sentences the chapters print around the package's own."""
SLICE = ("cards", "hands", "quiz", "exercises", "widgets", "tables", "games", "odds", "chapters")
"""The areas whose messages the translated book shows (every area but the top-level modules'
``package``, which has none): they must be translated in every language."""

KEYWORDS = dict(DEFAULT_KEYWORDS)   # _, N_, gettext, ngettext, pgettext, npgettext, ...


def area_of(relative: str) -> str:
    """The area of a module, by its path under ``src/pokerhands``."""
    for area, prefixes in AREAS.items():
        if any(relative == p or (p.endswith("/") or not p) and relative.startswith(p)
               for p in prefixes):
            return area
    raise AssertionError(relative)  # "package" matches everything


SOURCE_CONTEXT = "claim source"
"""The context of a checked claim's source text (``source="encyclopedia list, Flush"``) in
the catalogs; :func:`pokerhands.book.sources.source_text` looks the whole text up with it."""
SOURCE_COMMENT = ("where a checked claim comes from, shown in brackets after it: the source's "
                  "name (as in the package's names of the sources), then the section it cites; "
                  "a section may keep the source's own term")


def claim_sources(code: str, where: str = "<cell>") -> list[str]:
    """The constant ``source=`` texts of the calls in ``code`` (a code cell; IPython's ``%``
    and ``!`` lines are skipped), in order. A ``source=`` that is not a constant string (an
    f-string, a name) raises :class:`ValueError` naming ``where``: its English could not be
    translated, so a chapter gives its claims' sources as whole constant texts.

    >>> claim_sources('claim_beats("Ah Kh", "Qs Qd", source="encyclopedia list, Flush")')
    ['encyclopedia list, Flush']
    >>> claim_sources('claim_hand(h, source=f"{book}, Flush")')  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: <cell>, line 1: source= must be a constant string ...
    """
    # IPython's magics and shell escapes are not Python; a continued "!= x" is
    lines = ["" if re.match(r"\s*(%|!(?!=))", line) else line for line in code.splitlines()]
    found = []
    for node in ast.walk(ast.parse("\n".join(lines))):
        if not isinstance(node, ast.Call):
            continue
        for keyword in node.keywords:
            if keyword.arg != "source":
                continue
            value = keyword.value
            if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
                raise ValueError(f"{where}, line {value.lineno}: source= must be a constant string "
                                 f"(a catalog message), not {ast.unparse(value)}")
            if value.value:
                found.append((value.lineno, value.col_offset, value.value))
    return [text for *_, text in sorted(found)]


def notebook_messages() -> list[tuple[str, int, str | tuple[str, ...], list[str], str | None]]:
    """The messages of the code cells of :data:`NOTEBOOKS`: (notebook, cell number, message,
    comments, context), each cell's source read by Babel's Python extractor, and each
    checked claim's ``source=`` text (:func:`claim_sources`, context :data:`SOURCE_CONTEXT`)."""
    found = []
    for pattern in NOTEBOOKS:
        for path in sorted(ROOT.glob(pattern)):
            notebook = path.relative_to(ROOT).as_posix()
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            for number, cell in enumerate(cells):
                if cell["cell_type"] != "code":
                    continue
                source = "".join(cell["source"])
                for _, message, comments, context in extract(
                        "python", io.BytesIO(source.encode("utf-8")), keywords=KEYWORDS,
                        comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
                    found.append((notebook, number, message, comments, context))
                for text in claim_sources(source, f"{notebook}, cell {number}"):
                    found.append((notebook, number, text, [SOURCE_COMMENT], SOURCE_CONTEXT))
    return found


def extract_templates() -> dict[str, Catalog]:
    """A template catalog per area, from the package's sources and the book's notebooks."""
    templates = {area: Catalog(project="pokerhands", domain=DOMAIN, fuzzy=False)
                 for area in AREAS}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        catalog = templates[area_of(relative)]
        for lineno, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
                strip_comment_tags=True):
            catalog.add(message, locations=[(f"pokerhands/{relative}", lineno)],
                        auto_comments=comments, context=context)
    for notebook, number, message, comments, context in notebook_messages():
        templates["chapters"].add(message, locations=[(notebook, number)],
                                  auto_comments=comments, context=context)
    return templates


def po_path(lang: str, area: str) -> Path:
    return LOCALE / lang / f"{area}.po"


def _read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def _write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100, omit_header=False, sort_output=False,
                 include_previous=False)


def update(areas: list[str] | None = None) -> None:
    """Bring the ``.po`` files of ``areas`` (default all) up to date with the sources: new
    messages are added untranslated, gone ones dropped; no fuzzy matching."""
    templates = extract_templates()
    for area in areas or list(AREAS):
        template = templates[area]
        for lang in LANGUAGES:
            path = po_path(lang, area)
            if not len(template) and not path.exists():
                continue
            catalog = _read(path, lang) if path.exists() else Catalog(
                locale=lang, domain=DOMAIN, project="pokerhands", fuzzy=False)
            catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
            catalog.obsolete.clear()
            _write(path, catalog)


def _ids(catalog: Catalog) -> set[tuple[object, str | None]]:
    return {(m.id, m.context) for m in catalog if m.id}


def check() -> list[str]:
    """What is out of date: each area and language whose ``.po`` lacks a message of the
    sources or holds one they no longer have."""
    problems = []
    for area, template in extract_templates().items():
        for lang in LANGUAGES:
            path = po_path(lang, area)
            if not path.exists():
                if len(template):
                    problems.append(f"{path.relative_to(ROOT)} is missing ({len(template)} messages)")
                continue
            have, want = _ids(_read(path, lang)), _ids(template)
            if have != want:
                problems.append(f"{path.relative_to(ROOT)}: {len(want - have)} messages to add, "
                                f"{len(have - want)} to drop (run tools/catalogs.py update)")
    return problems


def untranslated(lang: str, area: str) -> list[str]:
    """The messages of an area left empty or fuzzy in ``lang``."""
    path = po_path(lang, area)
    if not path.exists():
        return []
    return [str(m.id) for m in _read(path, lang) if m.id and (
        m.fuzzy or not (all(m.string) if isinstance(m.string, (tuple, list)) else m.string))]


def compile_all() -> list[Path]:
    """Each language's ``.po`` files merged into ``<lang>/LC_MESSAGES/pokerhands.mo``; empty
    and fuzzy entries are left out (the English message shows). Raises if two areas translate
    the same message differently."""
    written = []
    for lang in LANGUAGES:
        merged = Catalog(locale=lang, domain=DOMAIN, project="pokerhands", fuzzy=False)
        seen: dict[tuple[object, str | None], object] = {}
        for path in sorted((LOCALE / lang).glob("*.po")):
            catalog = _read(path, lang)
            for message in catalog:
                if not message.id or message.fuzzy or not message.string:
                    continue
                key = (message.id, message.context)
                if key in seen and seen[key] != message.string:
                    raise SystemExit(f"{path.relative_to(ROOT)}: {message.id!r} is translated "
                                     f"differently in another area ({seen[key]!r})")
                seen[key] = message.string
                merged.add(message.id, message.string, context=message.context)
        target = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as handle:
            write_mo(handle, merged)
        written.append(target)
    return written


AREA_TITLES: dict[str, str] = {
    # area: what its messages are, in a reader's words (the rows of ``stats``)
    "cards": "cards, their notation, bad input",
    "hands": "hand names, descriptions, explanations",
    "quiz": "the quizzes and the class page",
    "exercises": "the other exercises",
    "widgets": "pickers, duel, claims, cheat sheet",
    "tables": "deal, showdown and equity widgets",
    "games": "games, showdowns, pots, betting",
    "odds": "odds, outs, equity",
    "chapters": "the chapters' own sentences",
    "package": "the package's top-level modules",
}
"""A title for each area of :data:`AREAS`, which ``stats`` prints beside its name."""


def stats() -> str:
    """A table: per area (named and titled) and language, the messages translated out of the
    messages the area has; an area with no message to translate says so; the last row gives
    each language's share over all areas."""
    names = max(len(area) for area in AREAS) + 2
    width = names + max(len(AREA_TITLES.get(area, area)) for area in AREAS) + 1
    lines = [f"{'area of the package':<{width}}" + "".join(f"{lang:>11}" for lang in LANGUAGES)]
    totals = {lang: [0, 0] for lang in LANGUAGES}
    for area in AREAS:
        label = f"{area:<{names}}{AREA_TITLES.get(area, area):<{width - names}}"
        if not any(po_path(lang, area).exists() for lang in LANGUAGES):
            lines.append(label + f"{'(no messages to translate)':>{11 * len(LANGUAGES)}}")
            continue
        cells = []
        for lang in LANGUAGES:
            path = po_path(lang, area)
            if not path.exists():
                cells.append(f"{'not begun':>11}")
                continue
            messages = [m for m in _read(path, lang) if m.id]
            done = len(messages) - len(untranslated(lang, area))
            totals[lang][0] += done
            totals[lang][1] += len(messages)
            cells.append(f"{f'{done}/{len(messages)}':>9}" + (" *" if area in SLICE else "  "))
        lines.append(label + "".join(cells))
    lines.append(f"{'all areas, share translated':<{width}}" + "".join(
        f"{100 * d / max(t, 1):>8.0f}%  " for d, t in totals.values()))
    lines.append("(translated / all messages; * shown by the translated pages: must be complete)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("update", "compile", "check", "stats"))
    parser.add_argument("--area", action="append", choices=list(AREAS),
                        help="update only this area (repeatable)")
    args = parser.parse_args(argv)
    if args.command == "update":
        update(args.area)
    elif args.command == "compile":
        for path in compile_all():
            print(f"compiled {path.relative_to(ROOT)}")
    elif args.command == "check":
        problems = check()
        print("\n".join(problems) or "the catalogs are up to date")
        return 1 if problems else 0
    else:
        print("The package's sentences translated (src/pokerhands/locale), by area:")
        print(stats())
    return 0


if __name__ == "__main__":
    sys.exit(main())
