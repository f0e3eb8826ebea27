"""The message catalogs: the package's (``src/pokerhands/locale``) and the pages'
(``book/locales``) are up to date, valid, and complete where the translated book needs them.

The whole book is published in Russian, Greek and Hungarian, but for the API reference and the
bibliography (generated from English sources); in the package, the areas of
``tools/catalogs.py``'s ``SLICE``.
"""
from __future__ import annotations

import importlib.util
import re
import string
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("catalogs", ROOT / "tools" / "catalogs.py")
assert _spec and _spec.loader
catalogs = importlib.util.module_from_spec(_spec)
sys.modules["catalogs"] = catalogs
_spec.loader.exec_module(catalogs)

PAGES = ROOT / "book" / "locales"
sys.path.insert(0, str(ROOT / "book" / "_ext"))
from languages import in_slice  # noqa: E402


def _slice_page_catalogs(lang: str) -> list[Path]:
    """The page catalogs of the translated slice (every page but the two kept in English)."""
    base = PAGES / lang / "LC_MESSAGES"
    found = [p for p in sorted(base.rglob("*.po"))
             if in_slice(p.relative_to(base).with_suffix("").as_posix())]
    assert len(found) >= 50, found
    return found


def _fields(text: str) -> set[str]:
    """The ``str.format`` fields of a message (``{card}``, ``{first.gen_pl}`` -> ``first``)."""
    names = set()
    for _, name, _, _ in string.Formatter().parse(text):
        if name:
            names.add(re.split(r"[.\[]", name, maxsplit=1)[0])
    return names


def test_the_package_catalogs_are_up_to_date_with_the_code() -> None:
    assert catalogs.check() == []


def test_the_stats_name_every_area_in_words() -> None:
    """`make book` ends with this table: each row is an area with a title a reader can
    follow, and an area with no catalog says so instead of showing dashes."""
    assert set(catalogs.AREA_TITLES) == set(catalogs.AREAS)
    rows = catalogs.stats().splitlines()
    for area, title in catalogs.AREA_TITLES.items():
        row = next((r for r in rows if r.split()[:1] == [area]), None)
        assert row is not None and title in row, (area, rows)
        has_catalog = any(catalogs.po_path(lang, area).exists() for lang in catalogs.LANGUAGES)
        assert ("no messages to translate" in row) != has_catalog, row
        assert " - " not in row, row


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
@pytest.mark.parametrize("area", catalogs.SLICE)
def test_the_slice_areas_are_translated_in_every_language(lang: str, area: str) -> None:
    missing = catalogs.untranslated(lang, area)
    assert not missing, f"{lang}/{area}.po: {len(missing)} empty or fuzzy, e.g. {missing[:3]}"


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
def test_a_translation_keeps_the_fields_of_its_message(lang: str) -> None:
    """A translation may reorder or drop, but may not invent, a ``{field}``: an unknown one
    raises at run time in that language only. Fields the code passes beyond the English
    message's are named in its ``TRANSLATORS:`` comment."""
    wrong = []
    for path in sorted((catalogs.LOCALE / lang).glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle):
                if not message.id or not message.string:
                    continue
                ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
                strings = (message.string if isinstance(message.string, (tuple, list))
                           else (message.string,))
                want = set().union(*(_fields(i) for i in ids),
                                   *(_fields(c) for c in message.auto_comments))
                for text in strings:
                    if text and _fields(text) - want:
                        wrong.append((path.name, ids[0], text))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
def test_the_slice_pages_are_translated(lang: str) -> None:
    paths = _slice_page_catalogs(lang)
    assert len(paths) >= 19, f"{lang}: only {len(paths)} page catalogs in the slice"
    empty = []
    for path in paths:
        with path.open("rb") as handle:
            for message in read_po(handle):
                if message.id and (message.fuzzy or not message.string):
                    empty.append(f"{path.relative_to(PAGES)}: {str(message.id)[:60]!r}")
    assert not empty, f"{len(empty)} untranslated, e.g. {empty[:3]}"


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
def test_a_page_translation_keeps_its_roles_and_targets(lang: str) -> None:
    """The MyST roles of a page's message ({term}, {doc}, {glue:text}, ...) and the targets
    they point at survive in its translation: a lost or renamed target is a broken link or a
    missing number in that language only."""
    role = re.compile(r"\{([\w:]+)\}`(?:[^`<]*<([^>`]+)>|([^`]+))`")
    wrong = []
    for path in _slice_page_catalogs(lang):
        with path.open("rb") as handle:
            for message in read_po(handle):
                if not message.id or not message.string:
                    continue
                def targets(text: str) -> list[tuple[str, str]]:
                    found = []
                    for name, target, bare in role.findall(text):
                        if name in ("term", "doc", "ref", "numref", "glue:text", "glue:",
                                    "glue", "py:obj", "py:func", "py:class", "cite:p", "cite:t"):
                            found.append((name, (target or bare).strip()))
                    return sorted(found)
                if targets(str(message.id)) != targets(str(message.string)):
                    wrong.append((path.name, str(message.id)[:50]))
    assert not wrong, f"{len(wrong)} messages change their roles, e.g. {wrong[:3]}"


_MARKERS = {"_", "N_", "gettext", "ngettext", "pgettext", "npgettext"}


def _marked_inside_fstrings(source: str) -> "list[int]":
    import ast
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name)
                        and inner.func.id in _MARKERS and inner.args
                        and isinstance(inner.args[0], ast.Constant)):
                    lines.append(inner.lineno)
    return lines


def test_no_message_is_marked_inside_an_f_string() -> None:
    # Babel's extractor does not look inside f-strings: a message marked there is in no
    # catalog and shows in English in every language (the class's marks table did)
    assert _marked_inside_fstrings('x = f"<th>{_(\'Student\')}</th>"') == [1]
    found = {str(p.relative_to(ROOT)): lines
             for p in sorted((ROOT / "src" / "pokerhands").rglob("*.py"))
             if (lines := _marked_inside_fstrings(p.read_text(encoding="utf-8")))}
    assert not found, found
