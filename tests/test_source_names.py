"""Readers meet the sources by name ("the encyclopedia list"), never as "file 002" (issue 23).

The bibliography page may give the file numbers once, as the key that matches names to files.
"""
from __future__ import annotations

import json
import re

import pytest

from pokerhands.book.sources import OLD_FILE_NUMBER
from toc_notebooks import ROOT, toc_files

KEY_PAGE = ROOT / "book" / "reference" / "bibliography.md"


def _texts(path):
    if path.suffix == ".md":
        yield "text", path.read_text(encoding="utf-8")
        return
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        yield cell["cell_type"], "".join(cell["source"])
        for out in cell.get("outputs", []):
            yield "output", json.dumps(out, ensure_ascii=False)


#: A file number alone in a table cell ("| 000 | Russian |"), the form the welcome page's table
#: of sources had (issue 38)
FILE_NUMBER_CELL = re.compile(r"^\|\s*00[0-3]\s*\|", re.M)


@pytest.mark.parametrize("path", [p for p in toc_files() if p != KEY_PAGE],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_page_names_a_source_by_its_file_number(path):
    found = [(kind, m.group(0)) for kind, text in _texts(path)
             for pattern in (OLD_FILE_NUMBER, FILE_NUMBER_CELL) for m in pattern.finditer(text)]
    assert not found, f"{path.name}: {found[:5]}"


def test_a_file_number_in_a_table_is_found():
    assert FILE_NUMBER_CELL.search("| File | Language |\n|---|---|\n| 002 | English |")
    assert not FILE_NUMBER_CELL.search("| 2,598,960 | 100% |")


def test_the_package_names_sources_by_name_too():
    found = [f"{p.relative_to(ROOT)}: {m.group(0)}"
             for p in (ROOT / "src" / "pokerhands").rglob("*.py") if p.name != "sources.py"
             for m in OLD_FILE_NUMBER.finditer(p.read_text(encoding="utf-8"))]
    assert not found, found[:10]
