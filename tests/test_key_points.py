"""Every content chapter ends with its key points (issue 23): an admonition titled
"Key points" holding three to six sentences a student can revise from.

Exercise pages and the "Using this book" pages are not content chapters. Only code cells may
follow the key points (the hidden cell that checks, with the evaluator, the hands they name),
and the chapter's last cell, its "In the code" line (tools/chapter_code.py, issue 39).
"""
from __future__ import annotations

import json
import re

import pytest

from toc_notebooks import ROOT, toc_notebooks

CONTENT = [p for p in toc_notebooks()
           if p.parent.name.startswith("part") and not p.stem.startswith("exercises")]
_ADMONITION = re.compile(r"^(?P<fence>:::+|```+)\{admonition\} Key points\n(?P<body>.*?)^(?P=fence)\s*$",
                         re.M | re.S)


CODE_LINE = "in-the-code"   # the id of the cell tools/chapter_code.py writes last


def _key_points(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    assert cells[-1].get("id") == CODE_LINE, f"{path.name}: the 'In the code' line is not last"
    cells = cells[:-1]
    marked = [i for i, c in enumerate(cells) if c["cell_type"] == "markdown"]
    last = cells[marked[-1]]
    return "".join(last["source"]), cells[marked[-1] + 1:]


def test_the_content_chapters_are_found():
    assert len(CONTENT) >= 30
    assert all("exercises" not in p.stem for p in CONTENT)


@pytest.mark.parametrize("path", CONTENT, ids=lambda p: str(p.relative_to(ROOT / "book")))
def test_a_chapter_ends_with_three_to_six_key_points(path):
    text, after = _key_points(path)
    m = _ADMONITION.search(text)
    assert m, f"{path.name}: the last text cell is not a 'Key points' admonition"
    assert text[m.end():].strip() == "", f"{path.name}: text after the key points"
    body = m.group("body")
    assert re.search(r"^:class:.*\bkey-points\b", body, re.M), \
        f"{path.name}: the key points need ':class: key-points' (print and screen style)"
    points = re.split(r"^- ", body, flags=re.M)[1:]
    assert 3 <= len(points) <= 6, f"{path.name}: {len(points)} key points (3 to 6 wanted)"
    for point in points:
        assert point.strip().endswith((".", ".)", "!")), f"{path.name}: not a sentence: {point!r}"
    assert all(c["cell_type"] == "code" for c in after), \
        f"{path.name}: only the hidden check of the key points may follow them"
