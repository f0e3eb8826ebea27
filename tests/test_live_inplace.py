"""Live in place (issue 36): each chapter page's live program, as the build writes it
(``book/_ext/live_inplace.py``), and the Python that runs it in the browser
(``pokerhands.book.inplace``).

The strongest check is the first: every page's program, run in CPython as the worker runs it
in Pyodide, makes widgets that are, model for model and value for value, the ones the page's
saved pictures show, in the places the program says; and it imports no package that the
program does not list as needing the internet. The browser side is in
``tests/site/test_inplace.py``.
"""
import json
import subprocess
import sys

import pytest
from toc_notebooks import ROOT, toc_notebooks

sys.path.insert(0, str(ROOT / "book" / "_ext"))
import live_inplace  # noqa: E402
from live_runtime import ONLINE_ONLY  # noqa: E402

from pokerhands.book.inplace import Page, ProgramError  # noqa: E402

VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"

#: Runs one program in a fresh interpreter, as the worker does (one Page per interpreter),
#: and prints, last, the views, every model's state after the run and the packages imported.
_CHILD = r"""
import json, sys
from pokerhands.book.inplace import Page
program = sys.stdin.read()
states = {}
def send(message, buffers):
    m = json.loads(message)
    c = m["content"]
    if m["msg_type"] == "comm_open":
        states[c["comm_id"]] = dict(c["data"]["state"])
    elif c["data"].get("method") == "update":
        states[c["comm_id"]].update(c["data"]["state"])
views = json.loads(Page(send).run(program))["views"]
print(json.dumps({"views": views, "states": states, "modules": sorted(sys.modules)}))
"""


def _pages():
    found = []
    for path in toc_notebooks():
        nb = json.loads(path.read_text(encoding="utf-8"))
        if live_inplace.page_views(nb):
            found.append(path)
    return found


def _same(saved_id, saved, live_id, live, where, diffs) -> None:
    """Compare two widget trees (model ids differ; IPY_MODEL_ references are followed)."""
    a, b = saved[saved_id], live[live_id]
    for key in sorted(set(a) | set(b)):
        x, y = a.get(key), b.get(key)
        xs = x if isinstance(x, list) else [x]
        ys = y if isinstance(y, list) else [y]
        refs = all(isinstance(v, str) and v.startswith("IPY_MODEL_") for v in xs + ys)
        if refs and len(xs) == len(ys) and xs:
            for k, (u, v) in enumerate(zip(xs, ys)):
                _same(u[10:], saved, v[10:], live, f"{where}.{key}[{k}]", diffs)
        elif x != y:
            diffs.append(f"{where}.{key}: saved {str(x)[:60]!r}, live {str(y)[:60]!r}")


@pytest.mark.parametrize("path", _pages(), ids=lambda p: p.relative_to(ROOT / "book").as_posix())
def test_a_pages_program_makes_the_widgets_its_pictures_show(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    program = live_inplace.live_program(nb)
    acting = [k for k, (_, acts) in enumerate(live_inplace.page_views(nb)) if acts]
    if not acting:  # a progress bar: nothing to touch, no program
        assert program is None
        return
    assert program is not None and program["views"] and set(acting) <= set(program["views"])
    done = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(program),
                          capture_output=True, text=True, cwd=path.parent, timeout=300)
    assert done.returncode == 0, done.stderr[-1500:]
    ran = json.loads(done.stdout.strip().splitlines()[-1])
    saved = {k: v["state"] for k, v in nb["metadata"]["widgets"][STATE]["state"].items()}
    pictures = [out["data"][VIEW]["model_id"] for cell in nb["cells"]
                for out in cell.get("outputs", []) if VIEW in out.get("data", {})]
    assert [place for place, _ in ran["views"]] == program["views"]
    diffs: list[str] = []
    for place, live_id in ran["views"]:
        _same(pictures[place], saved, live_id, ran["states"], f"view {place}", diffs)
    assert not diffs, "\n".join(diffs[:10])
    # what the program imported that the site does not serve, it says it needs
    imported = {m.split(".")[0] for m in ran["modules"]} & set(ONLINE_ONLY)
    assert imported <= set(program["needs"]), (imported, program["needs"])


def test_only_the_pages_whose_widgets_need_numpy_say_so():
    needing = {}
    for path in _pages():
        program = live_inplace.live_program(json.loads(path.read_text(encoding="utf-8")))
        if program and program["needs"]:
            needing[path.relative_to(ROOT / "book").as_posix()] = program["needs"]
    # the equity box and Part VI's quiz compute with NumPy; the pickers of Part VI do not
    assert set(needing) == {"part6/equity.ipynb", "part6/exercises-part6.ipynb"}, needing
    assert all(needs == ["numpy"] for needs in needing.values()), needing


# ---- the slice ------------------------------------------------------------------------------
def _nb(*cells, views=(), state=None):
    out = []
    for i, src in enumerate(cells):
        cell = {"cell_type": "code", "metadata": {}, "source": src, "outputs": []}
        if i in views:
            cell["outputs"].append({"output_type": "display_data",
                                    "data": {VIEW: {"model_id": views[i]}}})
        out.append(cell)
    state = state or {m: {"model_name": "ToggleButtonModel", "state": {}}
                      for m in dict(views).values()}
    return {"cells": out, "metadata": {"widgets": {STATE: {"state": state}}}}


def test_the_slice_keeps_what_the_widgets_need_and_nothing_else():
    nb = _nb("import matplotlib.pyplot as plt\nfrom pokerhands.widgets import HandPicker\n"
             "import numpy as np",
             "claim_hand('As Ks Qs Js Ts')",            # a checked claim: left out
             "hand = 'As Ks Qs Js Ts'",
             "picker = HandPicker(hand)\npicker",
             "print(picker.summary())",                  # reads the picker: left out
             "picker.rules = 'ace-to-five'",             # changes it: kept
             "picker.observe(print)",                    # a method as a statement: kept
             "table = 3\nprint(table)",
             views={3: "m1"})
    cells = live_inplace.program_cells(nb)
    assert [i for i, _ in cells] == [0, 2, 3, 5, 6]
    # the setup cell keeps only the import something reads
    assert cells[0][1].strip() == "from pokerhands.widgets import HandPicker"
    program = live_inplace.live_program(nb)
    assert program["needs"] == [] and program["views"] == [0]


def test_a_name_bound_again_does_not_pull_in_the_cell_that_bound_it_first():
    nb = _nb("table = heavy()", "table = Widget()\ntable", views={1: "m1"})
    assert [i for i, _ in live_inplace.program_cells(nb)] == [1]


def test_a_view_with_nothing_to_touch_stays_a_picture():
    state = {"bar": {"model_name": "HBoxModel",
                     "state": {"children": ["IPY_MODEL_p", "IPY_MODEL_t"]}},
             "p": {"model_name": "FloatProgressModel", "state": {}},
             "t": {"model_name": "HTMLModel", "state": {}},
             "pick": {"model_name": "VBoxModel", "state": {"children": ["IPY_MODEL_b"]}},
             "b": {"model_name": "ToggleButtonModel", "state": {}}}
    nb = _nb("x = count(progress=True)", "picker = P(x)\npicker", views={0: "bar", 1: "pick"},
             state=state)
    assert live_inplace.page_views(nb) == [(0, False), (1, True)]
    program = live_inplace.live_program(nb)
    # the progress bar's cell runs (the picker reads x) but only the picker goes live
    assert [i for i, _ in live_inplace.program_cells(nb)] == [0, 1]
    assert program["views"] == [0, 1]
    only_bar = _nb("x = count(progress=True)", views={0: "bar"}, state=state)
    assert live_inplace.live_program(only_bar) is None


def test_the_control_names_what_the_script_needs_in_the_pages_language():
    program = {"language": "ru", "cells": ["x = 1"], "views": [0], "needs": []}
    html = live_inplace.control_html("book/part2/flush", "ru", program)
    assert 'data-root="../../"' in html and 'data-runtime="../lite/static/pyodide/"' in html
    assert 'data-program="_live/book/part2/flush.json"' in html
    assert "Оживить страницу" in html and "</script>" in html
    words = json.loads(html.split('id="live-inplace-words">')[1].split("</script>")[0])
    assert set(words) == set(live_inplace.SCRIPT_WORDS) and "Python" in words["stage_python"]
    english = live_inplace.control_html("book/part2/flush", "en", program)
    assert 'data-runtime="lite/static/pyodide/"' in english


# ---- the runner ------------------------------------------------------------------------------
def _run_child(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)


def test_a_program_of_the_wrong_shape_is_refused_before_any_code_runs():
    page = Page(lambda message, buffers: None)
    for bad in ("nonsense", "[]", json.dumps({"cells": "x", "views": [], "language": "en"}),
                json.dumps({"cells": ["x = 1"], "views": 3, "language": "en"}),
                json.dumps({"cells": ["x = 1"], "views": [True], "language": "en"}),
                json.dumps({"cells": ["x = 1"], "views": [0]})):
        with pytest.raises(ProgramError):
            page.run(bad)
    # a syntax error anywhere stops the program before its first cell runs
    with pytest.raises(SyntaxError):
        page.run(json.dumps({"cells": ["import sys; sys.exit(3)", "x ="], "views": [],
                             "language": "en"}))


def test_the_runner_carries_comm_messages_both_ways():
    done = _run_child(r"""
import json
from pokerhands.book.inplace import Page
sent = []
page = Page(lambda m, b: sent.append(json.loads(m)))
out = json.loads(page.run(json.dumps({"language": "en", "views": [4], "cells": [
    "import ipywidgets as W", "b = W.ToggleButton(value=True)\nb",
    "print('not a widget')\n42"]})))
assert len(out["views"]) == 1 and out["views"][0][0] == 4
opened = [m for m in sent if m["msg_type"] == "comm_open"]
button = [m for m in opened if m["content"]["data"]["state"]["_model_name"] == "ToggleButtonModel"]
assert len(button) == 1 and out["views"][0][1] == button[0]["content"]["comm_id"]
assert all(m["parent_header"] == {} for m in sent)
n = len(sent)
cid = button[0]["content"]["comm_id"]
page.receive(json.dumps({"msg_type": "comm_msg", "msg_id": "page-1", "content": {
    "comm_id": cid, "data": {"method": "update", "state": {"value": False}, "buffer_paths": []}}}))
echo = sent[n:]
assert echo and all(m["parent_header"] == {"msg_id": "page-1"} for m in echo), echo
assert echo[0]["content"]["data"]["method"] == "echo_update"
for bad in ("{}", json.dumps({"msg_type": "execute_request", "content": {"comm_id": cid}}),
            json.dumps({"msg_type": "comm_msg", "content": {"comm_id": "nope", "data": {}}})):
    try:
        page.receive(bad)
    except ValueError:
        pass
    else:
        raise AssertionError(bad)
print("ok")
""")
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-1500:]


def test_a_program_that_shows_another_number_of_widgets_is_refused():
    done = _run_child(r"""
import json
from pokerhands.book.inplace import Page, ProgramError
page = Page(lambda m, b: None)
try:
    page.run(json.dumps({"language": "en", "views": [0, 1],
                         "cells": ["import ipywidgets as W\nW.Button()"]}))
except ProgramError as exc:
    assert "displayed 1 widgets where the page shows 2" in str(exc), exc
    print("ok")
""")
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-1500:]
