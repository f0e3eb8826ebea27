"""The pages' catalogs follow the English pages (``tools/page_catalogs.py``).

The first tests build the templates of a copy of the book with Sphinx's gettext builder (about
20 s of one core, the only Sphinx build of ``make unit``): the catalogs in ``book/locales``
must match them, which is the check of ``make test`` (a page whose English changed without
``make page-catalogs`` fails it); then a sentence changes in a translated and an untranslated
page of the copy, and the check must name both in every language until ``update`` has run.
The others try ``update`` and ``compare`` on small catalogs, without Sphinx.
"""
from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import page_catalogs  # noqa: E402
from page_catalogs import OTHERS, compare, update  # noqa: E402

TRANSLATED = "book/part2/flush"          # in the slice: every message translated
UNTRANSLATED = "book/reference/running-live"   # outside it


def _change_a_sentence(path: Path) -> None:
    """Put one more word into the first prose line of a page (outside code fences)."""
    def change(lines: list[str]) -> bool:
        fenced = False
        for i, line in enumerate(lines):
            if line.lstrip().startswith(("```", "~~~")):
                fenced = not fenced
            elif not fenced and re.match(r"[A-Z][a-z]", line) and " the " in line:
                lines[i] = line.replace(" the ", " the very ", 1)
                return True
        return False

    if path.suffix == ".ipynb":
        nb = json.loads(path.read_text(encoding="utf-8"))
        cells = [c for c in nb["cells"] if c["cell_type"] == "markdown"]
        assert any(change(c["source"]) for c in cells), path
        path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    else:
        lines = path.read_text(encoding="utf-8").split("\n")
        assert change(lines), path
        path.write_text("\n".join(lines), encoding="utf-8")


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the book's sources, its templates built into ``_build/gettext``."""
    copy = tmp_path_factory.mktemp("pages")
    shutil.copytree(ROOT / "book", copy / "book", ignore=shutil.ignore_patterns(
        "_build", "__pycache__", ".ipynb_checkpoints", "static", "*.mo"))
    for name in ("_config.yml", "_toc.yml"):
        shutil.copy(ROOT / name, copy / name)
    page_catalogs.extract(copy)
    return copy


def test_the_page_catalogs_follow_the_english_pages(book: Path) -> None:
    problems = compare(book / "_build" / "gettext", ROOT / "book" / "locales")
    assert not problems, ("the page catalogs do not follow the English pages; run `make "
                          "page-catalogs` and translate what is new or fuzzy:\n"
                          + "\n".join(problems))


def _page(book: Path, doc: str) -> Path:
    (path,) = [p for p in book.glob(doc + ".*") if p.suffix in (".md", ".ipynb")]
    return path


def test_a_changed_sentence_needs_an_update(book: Path, tmp_path: Path) -> None:
    for doc in (TRANSLATED, UNTRANSLATED):
        _change_a_sentence(_page(book, doc))
    pots = page_catalogs.extract(book)   # only the changed pages are read again
    locales = tmp_path / "locales"
    shutil.copytree(ROOT / "book" / "locales", locales)

    problems = compare(pots, locales)
    named = {tuple(line.split(":")[0].split()) for line in problems}
    assert named == {(lang, doc) for lang in OTHERS for doc in (TRANSLATED, UNTRANSLATED)}
    assert all("1 new" in line and "1 gone from the page" in line for line in problems)

    changed = update(pots, locales)
    assert len(changed) == 2 * len(OTHERS)
    # a translated sentence keeps its translation, marked fuzzy for the translator; an
    # untranslated one is simply new
    after = compare(pots, locales)
    assert all(re.fullmatch(r"\S+ \S+: 1 fuzzy \(e\.g\. .*\)", line) for line in after), after
    assert {tuple(line.split(":")[0].split()) for line in after} >= {
        (lang, TRANSLATED) for lang in OTHERS}
    assert {line.split(":")[0].split()[1] for line in after} <= {TRANSLATED, UNTRANSLATED}
    for lang in OTHERS:
        with (locales / lang / "LC_MESSAGES" / (TRANSLATED + ".po")).open("rb") as handle:
            fuzzy = [m for m in read_po(handle) if m.id and m.fuzzy]
        assert len(fuzzy) == 1 and fuzzy[0].string and "the very" in str(fuzzy[0].id)
    assert update(pots, locales) == []   # a second update changes nothing


def _write(path: Path, messages: dict[str, str], **kwargs: object) -> None:
    catalog = Catalog(**kwargs)
    for msgid, msgstr in messages.items():
        catalog.add(msgid, msgstr)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=page_catalogs.WIDTH)


def test_update_writes_only_what_changed(tmp_path: Path) -> None:
    pots, locales = tmp_path / "pot", tmp_path / "locales"
    _write(pots / "book" / "a.pot", {"One.": "", "Two.": ""})
    _write(pots / "book" / "b.pot", {"Three.": ""})
    _write(pots / "book" / "reference" / "api.pot", {"A docstring.": ""})
    _write(locales / "ru" / "LC_MESSAGES" / "book" / "a.po", {"One.": "Один.", "Two.": "Два."},
           locale="ru")
    _write(locales / "ru" / "LC_MESSAGES" / "book" / "gone.po", {"Old.": "Старое."}, locale="ru")
    kept = locales / "ru" / "LC_MESSAGES" / "book" / "a.po"
    before = kept.read_bytes()

    assert sorted(compare(pots, locales, ["ru"])) == [
        "ru book/b: no catalog", "ru book/gone: a catalog for no such page (update removes it)"]
    changed = update(pots, locales, ["ru"])
    assert sorted(p.name for p in changed) == ["b.po", "gone.po"]
    assert kept.read_bytes() == before   # unchanged messages: not rewritten, same date
    new = (locales / "ru" / "LC_MESSAGES" / "book" / "b.po").read_text(encoding="utf-8")
    assert "Plural-Forms: nplurals=3" in new and "Language: ru" in new
    assert not (locales / "ru" / "LC_MESSAGES" / "book" / "reference" / "api.po").exists()
    assert compare(pots, locales, ["ru"]) == []


def test_compare_names_new_gone_fuzzy_and_obsolete(tmp_path: Path) -> None:
    pots, locales = tmp_path / "pot", tmp_path / "locales"
    _write(pots / "book" / "a.pot", {"One.": "", "Two, changed.": ""})
    path = locales / "hu" / "LC_MESSAGES" / "book" / "a.po"
    path.parent.mkdir(parents=True)
    path.write_text('msgid ""\nmsgstr ""\n"Language: hu\\n"\n\nmsgid "One."\nmsgstr "Egy."\n\n'
                    '#, fuzzy\nmsgid "Two."\nmsgstr "Kettő."\n\n#~ msgid "Old."\n#~ msgstr "Régi."\n',
                    encoding="utf-8")
    (line,) = compare(pots, locales, ["hu"])
    assert line == ("hu book/a: 1 new (e.g. 'Two, changed.'), 1 gone from the page (e.g. 'Two.'), "
                    "1 fuzzy (e.g. 'Two.'), 1 obsolete")
