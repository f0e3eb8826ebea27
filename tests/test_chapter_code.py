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
def test_the_chapter_opening_ends_with_its_code_line(chapter):
    nb = json.loads((ROOT / "book" / f"{chapter}.ipynb").read_text(encoding="utf-8"))
    opening = "".join(next(c for c in nb["cells"] if c["cell_type"] == "markdown")["source"])
    assert opening.rstrip("\n").split("\n")[-1] == chapter_code.line(chapter), \
        "run `make chapter-code` after changing tools/chapter_code.py"


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
