"""pokerhands.book.glue.glue: myst-nb's glue where myst-nb is installed, a plain display elsewhere."""
import sys

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

from pokerhands.book.glue import glue


@pytest.fixture()
def shell():
    """An IPython shell, so that displays can be captured as a kernel would publish them."""
    return InteractiveShell.instance()


def _published(call):
    with capture_output() as captured:
        call()
    return [(out.data, out.metadata) for out in captured.outputs]


@pytest.mark.parametrize("value", [1_317_888, "6.3%", 34.97, ["a", 1]])
@pytest.mark.parametrize("display", [True, False])
def test_with_myst_nb_the_outputs_are_myst_nb_s_own(shell, value, display):
    myst_nb = pytest.importorskip("myst_nb")
    ours = _published(lambda: glue("name", value, display=display))
    theirs = _published(lambda: myst_nb.glue("name", value, display=display))
    assert ours == theirs
    [(data, metadata)] = ours  # one output, which the book build reads by its name
    assert metadata["scrapbook"]["name"] == "name"
    hidden = all(key.startswith("application/papermill.record/") for key in data)
    assert hidden is not display


def test_with_myst_nb_the_arguments_are_passed_on(monkeypatch):
    calls = []
    fake = type(sys)("myst_nb")
    fake.glue = lambda name, value, display=True: calls.append((name, value, display))
    monkeypatch.setitem(sys.modules, "myst_nb", fake)
    assert glue("answer", 42, display=False) is None
    glue("shown", "text")
    assert calls == [("answer", 42, False), ("shown", "text", True)]


def test_without_myst_nb_display_true_shows_the_value_and_records_nothing(shell, monkeypatch):
    monkeypatch.setitem(sys.modules, "myst_nb", None)  # import myst_nb now raises ImportError
    with pytest.raises(ImportError):
        import myst_nb  # noqa: F401
    outputs = _published(lambda: glue("hands", 1_317_888))
    assert outputs == [({"text/plain": "1317888"}, {})]


def test_without_myst_nb_display_false_does_nothing(shell, monkeypatch):
    monkeypatch.setitem(sys.modules, "myst_nb", None)
    shown = []
    import IPython.display

    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: shown.append(a))
    assert _published(lambda: glue("hands", 1_317_888, display=False)) == []
    assert shown == []
    glue("hands", 7)  # display=True goes through IPython.display.display
    assert shown == [(7,)]


def test_without_myst_nb_a_rich_value_is_shown_richly(shell, monkeypatch):
    monkeypatch.setitem(sys.modules, "myst_nb", None)

    class Rich:
        def _repr_html_(self):
            return "<b>full house</b>"

        def __repr__(self):
            return "full house"

    [(data, _)] = _published(lambda: glue("hand", Rich()))
    assert data == {"text/html": "<b>full house</b>", "text/plain": "full house"}


def test_myst_nb_installed_later_is_used_from_then_on(monkeypatch):
    monkeypatch.setitem(sys.modules, "myst_nb", None)
    glue("before", 1, display=False)  # nothing to call yet
    calls = []
    fake = type(sys)("myst_nb")
    fake.glue = lambda name, value, display=True: calls.append(name)
    monkeypatch.setitem(sys.modules, "myst_nb", fake)
    glue("after", 2, display=False)
    assert calls == ["after"]
