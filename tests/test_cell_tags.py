"""What each chapter page shows of its code (tools/tag_cells.py, ``make tags``).

Setup and glue cells are removed from the page, claim and check cells hide their input behind
a toggle, and in the chapters of Parts I–VII at most a third of the code cells show their
source. The tagger changes tags only, never an output.
"""
import copy
import json
import sys
from collections import Counter

import pytest

from toc_notebooks import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import tag_cells  # noqa: E402

CHAPTERS = tag_cells.chapters()
HIDDEN = {"remove-cell", "remove-input", "hide-input"}


def _code(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def _tags(cell):
    return set(cell.get("metadata", {}).get("tags", []))


def _cell(source, outputs=(), tags=()):
    return {"cell_type": "code", "source": source, "outputs": list(outputs),
            "metadata": {"tags": list(tags)} if tags else {}, "execution_count": 1}


@pytest.mark.parametrize("source, kind", [
    ("from math import comb\n\nfrom pokerhands import evaluate\n", "setup"),
    ('def show(ex):\n    """Draw it."""\n    print(ex)\n', "setup"),
    ('from pokerhands import evaluate\nRULES = "badugi"\n', "setup"),
    ('RULES = "badugi"\n', "shown"),
    ("print(quiz.summary())\n", "summary"),
    ('picker.value = "A♠ K♠"\nprint(picker.summary())\n', "shown"),
    ('n = comb(13, 2)\nglue("n", n, display=False)\nprint(n)\n', "glue"),
    ('display(exercise_html(exercises[0]))\n', "render"),
    ('claim_beats("J♠ J♦ 2♥ 2♣ 4♦", "10♣ 10♥ 9♠ 9♦ 8♣", source="English rules page")\n', "claim"),
    ('print(claim_tie("5♦ 5♣", "8♥ 3♦", board="K♠ K♦ 9♣ 9♠ A♥"))\n', "claim"),
    ("assert check(ex, ex.answer).correct\n", "check"),
    ('evaluate("J♥ J♠ 3♣ 3♠ 2♥")\n', "shown"),
    ('picker = HandPicker("J♥ J♠ 3♣ 3♠ 2♥")\npicker\n', "shown"),
    ("%timeit evaluate('As Ks Qs Js Ts')\n", "shown"),
])
def test_each_kind_of_cell_is_recognised(source, kind):
    assert tag_cells.classify(source) == kind


def test_a_glue_cell_that_draws_a_table_keeps_its_output():
    quiet = _cell('glue("n", 3, display=False)\nprint(3)\n',
                  [{"output_type": "stream", "name": "stdout", "text": "3\n"}])
    table = _cell('glue("n", 3, display=False)\ntable_html(rows)\n',
                  [{"output_type": "execute_result", "data": {"text/html": "<table/>"},
                    "metadata": {}, "execution_count": 1}])
    assert tag_cells.tag_for(quiet) == "remove-cell"
    assert tag_cells.tag_for(table) == "remove-input"


def test_retagging_changes_only_the_managed_tags():
    nb = {"cells": [
        _cell("import os\n", tags=["hide-input", "raises-exception"]),
        _cell('evaluate("As Ks Qs Js Ts")\n', tags=["remove-cell"]),
        {"cell_type": "markdown", "source": "text", "metadata": {}},
    ]}
    before = copy.deepcopy(nb)
    assert tag_cells.retag(nb)
    assert nb["cells"][0]["metadata"]["tags"] == ["raises-exception", "remove-cell"]
    assert "tags" not in nb["cells"][1]["metadata"]
    for old, new in zip(before["cells"], nb["cells"]):
        assert {k: v for k, v in old.items() if k != "metadata"} == \
               {k: v for k, v in new.items() if k != "metadata"}
    assert not tag_cells.retag(nb), "a second run changes nothing"


def test_every_chapter_is_tagged_as_the_script_would_tag_it():
    stale = []
    for path in CHAPTERS:
        nb = json.loads(path.read_text(encoding="utf-8"))
        if tag_cells.retag(nb):
            stale.append(str(path.relative_to(ROOT)))
    assert not stale, f"run `make tags`: {stale}"


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_setup_or_glue_cell_is_visible(path):
    for i, cell in enumerate(_code(path)):
        kind = tag_cells.classify("".join(cell["source"]))
        if kind in ("setup", "glue", "render"):
            assert _tags(cell) & {"remove-cell", "remove-input"}, (kind, i, cell["source"])
        if kind in ("claim", "check", "summary"):
            assert _tags(cell) & HIDDEN, (kind, i, cell["source"])


def test_at_most_a_third_of_the_code_cells_show_their_source_in_each_part():
    shown, total = Counter(), Counter()
    for path in CHAPTERS:
        for cell in _code(path):
            total[path.parent.name] += 1
            shown[path.parent.name] += not (_tags(cell) & HIDDEN)
    assert len(total) == 7, sorted(total)
    for part in sorted(total):
        assert shown[part] * 3 <= total[part], (part, shown[part], total[part])


def test_no_page_shows_a_show_call_or_an_assert():
    import ast

    for path in CHAPTERS:
        for cell in _code(path):
            if _tags(cell) & HIDDEN:
                continue
            source = "".join(cell["source"])
            try:
                tree = ast.parse(source)
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                assert not isinstance(node, ast.Assert), (path.name, source[:80])
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                    assert node.func.id != "show", (path.name, source[:80])
