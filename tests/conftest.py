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
