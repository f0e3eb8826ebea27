"""The package and its pickers import and work without NumPy, pandas or matplotlib.

The in-browser kernel of the live site has the standard library and pure-Python wheels only,
so every module a chapter outside Part VI imports, every widget, and the counts that the
low-hand and Badugi chapters make must not pull those libraries in. Each check runs in a
fresh interpreter, where nothing else has imported them first.
"""
import json
import subprocess
import sys
import textwrap

import pytest

HEAVY = ("numpy", "pandas", "matplotlib")

MODULES = ["pokerhands", "pokerhands.widgets", "pokerhands.exercises", "pokerhands.book.claims",
           "pokerhands.render", "pokerhands.games.variants", "pokerhands.games.deal",
           "pokerhands.games.streets", "pokerhands.games.betting", "pokerhands.games.showdown",
           "pokerhands.ranking.lowball", "pokerhands.ranking.badugi", "pokerhands.ranking.wild",
           "pokerhands.words.names", "pokerhands.odds.counting", "pokerhands.odds.draws",
           "pokerhands.odds.decks", "pokerhands.games.stud", "pokerhands.odds.published",
           "pokerhands.book.glue", "pokerhands.odds.shortdeck", "pokerhands.games.nuts"]


def _run(code: str) -> dict:
    """Run ``code`` in a new interpreter; it ends by printing a JSON object. Also reports
    which of HEAVY were imported by then, under the key "heavy"."""
    script = textwrap.dedent(code) + textwrap.dedent(f"""
        import json as _json, sys as _sys
        _out = dict(globals().get("result", {{}}))
        _out["heavy"] = sorted(m for m in {HEAVY!r} if m in _sys.modules)
        print(_json.dumps(_out))
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_the_probe_sees_an_import_of_numpy():
    """The check below can fail: importing the batch evaluator does show up."""
    assert _run("import pokerhands.odds.batch\n")["heavy"] == ["numpy"]


@pytest.mark.parametrize("module", MODULES)
def test_importing_needs_no_numpy_pandas_or_matplotlib(module):
    assert _run(f"import {module}\n")["heavy"] == []


def test_every_widget_is_built_and_driven_without_them():
    out = _run("""
        from pokerhands import widgets
        from pokerhands.widgets import (BadugiPicker, EquityWidget, GameShowdownWidget,
                                        DealWidget, HandDuel, HandPicker, Quiz, RulesLens,
                                        SplitPotShowdown)
        picker = HandPicker("6♠ 6♥ 6♦ K♣ K♥")
        built = [picker, BadugiPicker("4♥ 4♠ 2♦ A♣"),
                 HandDuel("9♠ 9♥ 9♦ 4♣ 4♥", "8♠ 8♥ 8♦ A♣ A♥"), RulesLens("A♠ 2♦ 3♣ 4♥ 5♠"),
                 SplitPotShowdown(("A♠ 2♠ 3♦ K♣ K♥", "8♣ 7♦ 6♥ 5♠ 4♣")),
                 GameShowdownWidget("holdem", ("As Ah", "Kd Kc"), "2h 7h Qs 3d 9c"),
                 DealWidget(), EquityWidget(hands=("As Ah", "")), Quiz(seed=1, n=3)]
        missing = sorted(set(widgets.__all__) - {type(w).__name__ for w in built})
        result = {"missing": missing, "describe": picker.result.describe(),
                  "equity_result": built[7].result is None}
    """)
    assert out["heavy"] == []
    assert out["missing"] == []
    assert out["describe"] == "Full house, sixes over kings"
    assert out["equity_result"]  # incomplete input: nothing computed, so no NumPy yet


def test_the_equity_widget_imports_numpy_when_it_computes():
    out = _run("""
        from pokerhands.widgets import EquityWidget
        w = EquityWidget(hands=("As Ah", "Kd Kc"), board="2h 7h Qs 3d")
        result = {"equity": round(w.result.equity[0], 4)}
    """)
    assert out["heavy"] == ["numpy"]
    assert 0.9 < out["equity"] < 1


def test_the_counts_of_the_low_and_badugi_chapters_need_none_of_them():
    out = _run("""
        from collections import Counter
        from pokerhands.core.categories import BadugiSize
        from pokerhands.odds.decks import multideck_categories
        from pokerhands.odds.counting import category_counts, low_strength_counts, seven_card_low_counts
        razz = seven_card_low_counts()
        decks = multideck_categories(2)
        lows = low_strength_counts("ace-to-six")
        result = {"razz": sum(razz.values()), "five_of_a_kind": decks["Five of a kind"].hands,
                  "a6_values": len(lows)}
    """)
    assert out["heavy"] == []
    assert out["razz"] == 133_784_560
    assert out["five_of_a_kind"] == 728
    assert out["a6_values"] == 7_462


def test_the_six_plus_chapter_counts_deals_and_picks_without_them():
    """Its five-card table, the nuts and a deal from 36 cards, and its picker: the cells of
    the six-plus chapter that run offline (its seven-card counts and equity need NumPy)."""
    out = _run("""
        from pokerhands.games.deal import deal
        from pokerhands.games.nuts import nuts
        from pokerhands.odds.shortdeck import six_plus_categories
        from pokerhands.widgets import HandPicker
        rows = six_plus_categories()
        picker = HandPicker("9♠ 8♥ 7♦ 6♣ A♠ A♦ A♥", rules="six-plus")
        result = {"hands": sum(r.hands for r in rows.values()),
                  "nuts": nuts("A♠ 10♠ 8♠ 8♦ 7♣", rules="six-plus").value.name,
                  "deal": len(deal(6, seed=1, rules="six-plus").best_hands("river")),
                  "picker": picker.result.name}
    """)
    assert out["heavy"] == []
    assert out == {"heavy": [], "hands": 376_992, "nuts": "Four of a kind", "deal": 6,
                   "picker": "Straight"}
