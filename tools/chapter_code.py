"""Give every chapter a line that names the code implementing its rule.

Each chapter ends with one line, "**In the code:**" followed by links into the API page: the
module, and where a table holds the rule, the table entry. The line is the chapter's last
cell, a markdown cell of its own (id ``in-the-code``), so that a chapter's first screen shows
its title and its hand, not a row of module names (issue 39). The line is written from
:data:`CODE` below; run ``make chapter-code`` (this script) after editing the table, and
``tests/test_chapter_code.py`` checks that every named module, function and table entry
exists. Only the markdown source changes, never a
stored output.

A target is ``module.name`` (a function, class or table) or ``module.TABLE[entry]``, where
``entry`` is a Python expression evaluated in the ``pokerhands`` namespace
(``core.categories.CATEGORY_RECORDS[Category.FULL_HOUSE]``: the category's record in the
table of categories).
"""
from __future__ import annotations

import inspect
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PREFIX = "**In the code:**"

# chapter (under book/) -> the targets that implement its rule, most specific first
CODE: dict[str, tuple[str, ...]] = {
    "part1/cards": ("core.cards.parse_cards", "core.cards.Card"),
    "part1/ranking": ("core.categories.Category", "core.categories.CATEGORY_TABLE",
                      "ranking.high.best_high"),
    "part1/exercises-part1": ("exercises.exercise_set", "exercises.check",
                              "exercises.kinds_ladder.CATEGORY_ORDER"),
    "part2/royal-flush": ("core.categories.CATEGORY_RECORDS[Category.STRAIGHT_FLUSH]",
                          "ranking.high.best_high", "core.values.HandValue.is_royal"),
    "part2/straight-flush": ("core.categories.CATEGORY_RECORDS[Category.STRAIGHT_FLUSH]",
                             "core.patterns.category_of", "core.patterns.five_straight_top"),
    "part2/four-of-a-kind": ("core.categories.CATEGORY_RECORDS[Category.FOUR_OF_A_KIND]",
                             "ranking.high.best_high"),
    "part2/full-house": ("core.categories.CATEGORY_RECORDS[Category.FULL_HOUSE]",
                         "ranking.high.best_high"),
    "part2/flush": ("core.categories.CATEGORY_RECORDS[Category.FLUSH]", "core.patterns.read_pattern",
                    "ranking.high.best_high"),
    "part2/straight": ("core.categories.CATEGORY_RECORDS[Category.STRAIGHT]",
                       "core.patterns.five_straight_top", "ranking.high.straight_top"),
    "part2/three-of-a-kind": ("core.categories.CATEGORY_RECORDS[Category.THREE_OF_A_KIND]",
                              "ranking.high.best_high"),
    "part2/two-pair": ("core.categories.CATEGORY_RECORDS[Category.TWO_PAIR]", "ranking.high.best_high"),
    "part2/one-pair": ("core.categories.CATEGORY_RECORDS[Category.ONE_PAIR]", "ranking.high.best_high"),
    "part2/high-card": ("core.categories.CATEGORY_RECORDS[Category.HIGH_CARD]",
                        "ranking.high.best_high"),
    "part2/more-than-five": ("ranking.high.best_high", "evaluate.evaluate"),
    "part2/counting": ("odds.counting.five_card_strength_counts",
                       "evaluate.rank_number"),
    "part2/exercises-part2": ("exercises.exercise_set", "exercises.check"),
    "part3/low-games": ("evaluate.every_system", "ranking.lowball.low_value"),
    "part3/ace-to-five": ("rules.RULES['ace-to-five']", "ranking.lowball.low_value"),
    "part3/eight-or-better": ("rules.RULES['eight-or-better']", "ranking.lowball.qualifies"),
    "part3/ace-to-six": ("rules.RULES['ace-to-six']", "ranking.lowball.pattern_value"),
    "part3/deuce-to-seven": ("rules.RULES['deuce-to-seven']", "ranking.lowball.pattern_value"),
    "part3/counting-lows": ("odds.counting.low_strength_counts",),
    "part3/exercises-part3": ("exercises.exercise_set", "exercises.check"),
    "part4/badugi": ("ranking.badugi.badugi_value", "ranking.badugi.drop_reasons"),
    "part4/exercises-part4": ("exercises.exercise_set", "exercises.check"),
    "part5/wild-cards": ("rules.Rules.with_wild", "ranking.wild.best_wild_hand"),
    "part5/suit-ranking": ("rules.Rules.with_suit_order", "games.stud.draw_for_button"),
    "part5/multi-deck": ("rules.Rules.with_decks", "odds.decks.multideck_counts"),
    "part5/counting-house": ("odds.counting.wild_strength_counts", "odds.decks.multideck_counts"),
    "part5/six-plus": ("rules.SIX_PLUS", "rules.Rules.with_trips_over_straight",
                       "odds.shortdeck.six_plus_categories"),
    "part5/exercises-part5": ("exercises.exercise_set", "exercises.check"),
    "part6/hand-odds": ("odds.counting.category_counts", "odds.published.FIVE_CARD_HIGH"),
    "part6/seven-cards": ("odds.batch.value_counts", "odds.counting.seven_card_strength_counts"),
    "part6/drawing": ("odds.draws.draw_odds",),
    "part6/equity": ("odds.equity.equity", "odds.batch.evaluate_batch"),
    "part6/outs": ("odds.outs.outs_table", "odds.matchups.preflop_matchup"),
    "part6/exercises-part6": ("exercises.exercise_set", "exercises.check"),
    "part7/texas-holdem": ("games.variants.best_hand", "games.deal.deal"),
    "part7/betting": ("games.betting_round.BettingRound", "games.betting.raise_range"),
    "part7/games": ("games.variants.GAMES", "games.combine.best_combination",
                    "games.showdown.showdown"),
    "part7/showdown": ("games.showing.showing_order", "games.showdown.showdown"),
    "part7/mistakes": ("games.nuts.nuts", "exercises.kinds_nuts.NUTS",
                       "games.combine.best_combination"),
    "part7/exercises-part7": ("exercises.exercise_set", "exercises.check"),
    "reference/teachers": ("exercises.exercise_set", "exercises.answer_key"),
    "reference/cheat-sheet": ("odds.cheatsheet.cheat_sheet", "render.cheatsheet.cheat_sheet_html"),
    "reference/performance": ("odds.batch.evaluate_batch", "ranking.high.best_high"),
    "reference/disagreements": ("rules.get_rules", "explain.comparison.compare"),
}

_TARGET = re.compile(r"^(?P<path>[\w.]+?)(?:\[(?P<entry>.+)\])?$")


def split(target: str) -> tuple[str, str | None]:
    """``("core.patterns.SHAPES", "Category.FULL_HOUSE")`` from a target."""
    m = _TARGET.match(target)
    if not m:
        raise ValueError(f"not a code target: {target!r}")
    return m.group("path"), m.group("entry")


def resolve(target: str) -> object:
    """The object a target names (a module, a function, a class, a table...).

    Raises
    ------
    LookupError
        When the module, the name or the table entry does not exist.
    """
    import importlib

    import pokerhands

    path, entry = split(target)
    parts = path.split(".")
    obj: Any  # a module, then whatever its attributes are
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module("pokerhands." + ".".join(parts[:i]))
        except ImportError:
            continue
        rest = parts[i:]
        break
    else:
        raise LookupError(f"{target}: no module pokerhands.{parts[0]}")
    for name in rest:
        if not hasattr(obj, name):
            raise LookupError(f"{target}: pokerhands.{path} does not exist (no {name!r})")
        obj = getattr(obj, name)
    if entry is not None:
        namespace = {n: getattr(pokerhands, n) for n in dir(pokerhands)}
        key = eval(entry, namespace)  # the table's key, written in the chapter's terms
        if key not in obj:
            raise LookupError(f"{target}: pokerhands.{path} has no entry {entry}")
    return obj


def line(chapter: str) -> str:
    """The "In the code" line of a chapter."""
    links = []
    for target in CODE[chapter]:
        path, entry = split(target)
        role = "py:mod" if inspect.ismodule(resolve(target)) else "py:obj"
        link = f"{{{role}}}`pokerhands.{path}`"
        links.append(link + (f" (entry `{entry}`)" if entry else ""))
    return f"{PREFIX} " + ", ".join(links) + "."


CELL_ID = "in-the-code"


def _without_line(text: str) -> str:
    """``text`` without its "In the code" lines and the blank lines they leave at its end."""
    kept = [ln for ln in text.rstrip("\n").split("\n") if not ln.startswith(PREFIX)]
    while kept and not kept[-1].strip():
        kept.pop()
    return "\n".join(kept)


def update(nb: dict, chapter: str) -> bool:
    """Make the chapter's line its last cell, taking it out of every other markdown cell
    (where earlier versions put it: the end of the opening); True if ``nb`` changed."""
    before = json.dumps(nb["cells"], sort_keys=True)
    cells = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown" and cell.get("id") != CELL_ID:
            text = "".join(cell["source"])
            if PREFIX in text:
                text = _without_line(text)
                cell["source"] = text.splitlines(keepends=True)
            cells.append(cell)
        elif cell.get("id") != CELL_ID:
            cells.append(cell)
    cells.append({"cell_type": "markdown", "id": CELL_ID, "metadata": {},
                  "source": [line(chapter)]})
    nb["cells"] = cells
    return json.dumps(nb["cells"], sort_keys=True) != before


def main() -> int:
    for chapter in CODE:
        path = ROOT / "book" / f"{chapter}.ipynb"
        nb = json.loads(path.read_text(encoding="utf-8"))
        if update(nb, chapter):
            path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            print(f"updated {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
