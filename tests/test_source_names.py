"""Readers meet the sources by name ("the encyclopedia list"), never as "file 002" (issue 23).

The bibliography page may give the file numbers once, as the key that matches names to files.
"""
from __future__ import annotations

import json

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


@pytest.mark.parametrize("path", [p for p in toc_files() if p != KEY_PAGE],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_page_names_a_source_by_its_file_number(path):
    found = [(kind, m.group(0)) for kind, text in _texts(path) for m in OLD_FILE_NUMBER.finditer(text)]
    assert not found, f"{path.name}: {found[:5]}"


def test_the_package_names_sources_by_name_too():
    found = [f"{p.relative_to(ROOT)}: {m.group(0)}"
             for p in (ROOT / "src" / "pokerhands").rglob("*.py") if p.name != "sources.py"
             for m in OLD_FILE_NUMBER.finditer(p.read_text(encoding="utf-8"))]
    assert not found, found[:10]
