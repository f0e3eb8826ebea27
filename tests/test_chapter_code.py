"""Every chapter names the code that implements its rule, and that code exists.

The line is written by tools/chapter_code.py (`make chapter-code`) from its table CODE."""
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))

import chapter_code  # noqa: E402
from toc_notebooks import toc_notebooks  # noqa: E402

CHAPTERS = [p.resolve().relative_to(ROOT / "book").with_suffix("").as_posix()
            for p in toc_notebooks()]


def test_every_toc_chapter_has_an_entry():
    assert sorted(chapter_code.CODE) == sorted(CHAPTERS)


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_chapter_ends_with_its_code_line(chapter):
    """The line is the chapter's last cell, and no other cell has one (issue 39: the opening
    shows the chapter's hand, not module names)."""
    nb = json.loads((ROOT / "book" / f"{chapter}.ipynb").read_text(encoding="utf-8"))
    last = nb["cells"][-1]
    assert last["cell_type"] == "markdown" and "".join(last["source"]) == chapter_code.line(chapter), \
        "run `make chapter-code` after changing tools/chapter_code.py"
    others = [c for c in nb["cells"][:-1] if chapter_code.PREFIX in "".join(c["source"])]
    assert not others, f"{chapter}: an 'In the code' line outside the last cell"


def test_update_moves_the_line_from_the_opening_to_the_end():
    line = chapter_code.line("part2/full-house")
    nb = {"cells": [{"cell_type": "markdown", "id": "a", "metadata": {},
                     "source": ["# Full house\n", "\n", "Intro.\n", "\n", line]},
                    {"cell_type": "code", "id": "b", "metadata": {}, "source": ["1"],
                     "outputs": [], "execution_count": 1}]}
    assert chapter_code.update(nb, "part2/full-house")
    assert "".join(nb["cells"][0]["source"]) == "# Full house\n\nIntro."
    assert [c["id"] for c in nb["cells"]] == ["a", "b", chapter_code.CELL_ID]
    assert nb["cells"][-1]["source"] == [line]
    assert not chapter_code.update(nb, "part2/full-house")   # a second run changes nothing


@pytest.mark.parametrize("target", sorted({t for ts in chapter_code.CODE.values() for t in ts}))
def test_every_named_module_name_and_entry_exists(target):
    chapter_code.resolve(target)


def test_a_missing_name_or_entry_is_reported():
    with pytest.raises(LookupError, match="no 'no_such_rule'"):
        chapter_code.resolve("core.patterns.no_such_rule")
    with pytest.raises(LookupError, match="has no entry 'joker'"):
        chapter_code.resolve("rules.RULES['joker']")
    with pytest.raises(LookupError, match="no module"):
        chapter_code.resolve("nowhere.rule")
