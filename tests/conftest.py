import os

import pytest

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=300, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", max_examples=600, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "default")


@pytest.fixture
def sent_none(monkeypatch):
    """Every state update a widget sends to the page after construction that holds None,
    as ``(widget class, trait)``. The live site carries values from Pyodide to the page with
    ``toJs()``, which makes None ``undefined``: the page never applies it (issue 21)."""
    import ipywidgets as W

    found: list[tuple[str, str]] = []
    original = W.Widget.send_state

    def spy(self, key=None):
        state = self.get_state(key=key)
        found.extend((type(self).__name__, name) for name, value in state.items()
                     if value is None)
        return original(self, key=key)

    monkeypatch.setattr(W.Widget, "send_state", spy)
    return found


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items) -> None:
    """The files that hold an exhaustive walk run first. `make unit` hands the files to the
    pytest-xdist workers in this order (``--dist loadfile``), so the minute-long walks start
    at once on both cores and the many short files fill in around them, rather than one walk
    running alone at the end. Within a file the order is unchanged."""
    walks = {item.path for item in items if item.get_closest_marker("exhaustive")}
    items.sort(key=lambda item: item.path not in walks)
