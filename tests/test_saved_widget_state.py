"""The state a reader sees on the static page is the preset of the widget's constructor.

myst-nb draws a widget from the state the notebook saved when it was executed, which is the
state after the last cell ran. A chapter that built a picker with a preset and then changed it
from code would show the changed hand under prose that describes the preset. For every widget
a chapter displays, this test builds the widget again from its constructor cell (after running
the cells before it) and compares the values of the fresh widget tree (cards typed, cards
toggled, menus, the drawn hand) with the saved one.
"""
import ast
import contextlib
import io
import json
import os

import pytest

from toc_notebooks import ROOT, toc_notebooks

VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"
KEYS = ("value", "index", "description", "_options_labels", "disabled")
CHAPTERS = [p for p in toc_notebooks() if p.parent.name.startswith("part")]


def _displayed(nb):
    """(cell index, model id) of every widget that is a code cell's value (a progress bar
    that a computation displays on the way is not a preset widget)."""
    return [(i, out["data"][VIEW]["model_id"])
            for i, cell in enumerate(nb["cells"]) if cell["cell_type"] == "code"
            for out in cell.get("outputs", [])
            if out["output_type"] == "execute_result" and VIEW in out.get("data", {})]


def _saved_tree(states, model_id):
    state = states[model_id]["state"]
    node = [state.get("_model_name")] + [state.get(k) for k in KEYS]
    kids = [_saved_tree(states, c.removeprefix("IPY_MODEL_")) for c in state.get("children", [])]
    return [node, kids]


def _fresh_tree(widget):
    state = json.loads(json.dumps(widget.get_state(), default=str))
    node = [state.get("_model_name")] + [state.get(k) for k in KEYS]
    return [node, [_fresh_tree(c) for c in getattr(widget, "children", ())]]


def _leaves(tree, out=None):
    out = [] if out is None else out
    out.append(tree[0])
    for kid in tree[1]:
        _leaves(kid, out)
    return out


def _rerun_until(nb, index, path):
    """Run the code cells before cell ``index`` and the constructor cell itself; return the
    value of the cell's last expression (the widget it displays)."""
    from IPython.display import display

    namespace = {"__name__": "__chapter__", "display": display}
    old = os.getcwd()
    os.chdir(path.parent)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            for cell in nb["cells"][:index]:
                if cell["cell_type"] != "code":
                    continue
                try:
                    tree = ast.parse("".join(cell["source"]))
                except SyntaxError:
                    continue  # a magic: nothing the widget needs
                try:
                    exec(compile(tree, path.name, "exec"), namespace)
                except Exception:
                    if "raises-exception" not in cell.get("metadata", {}).get("tags", []):
                        raise
            tree = ast.parse("".join(nb["cells"][index]["source"]))
            last = tree.body.pop()
            assert isinstance(last, ast.Expr), "a widget cell ends with the widget"
            exec(compile(tree, path.name, "exec"), namespace)
            return eval(compile(ast.Expression(last.value), path.name, "eval"), namespace)
    finally:
        os.chdir(old)


def test_the_comparison_sees_a_changed_widget():
    from pokerhands.widgets import HandPicker

    preset, changed = HandPicker("J♥ J♠ 3♣ 3♠ 2♥"), HandPicker("J♥ J♠ 3♣ 3♠ 2♥")
    changed.value = "A♣ A♦ 8♠ 8♥ 4♣ 4♦ K♠"
    assert _leaves(_fresh_tree(preset)) == _leaves(_fresh_tree(HandPicker("J♥ J♠ 3♣ 3♠ 2♥")))
    assert _leaves(_fresh_tree(preset)) != _leaves(_fresh_tree(changed))


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_saved_widget_shows_its_constructors_preset(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    shown = _displayed(nb)
    if not shown:
        pytest.skip("no widget on this page")
    states = nb["metadata"]["widgets"][STATE]["state"]
    for index, model_id in shown:
        widget = _rerun_until(nb, index, path)
        saved, fresh = _leaves(_saved_tree(states, model_id)), _leaves(_fresh_tree(widget))
        diff = [(s, f) for s, f in zip(saved, fresh) if s != f]
        assert len(saved) == len(fresh) and not diff, (
            f"{path.name}, cell {index}: the saved widget is not its preset: {diff[:3]}")
