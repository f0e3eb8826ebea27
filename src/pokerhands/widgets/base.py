"""What every widget shares: callbacks that never raise into the notebook, and the base
of the widgets that read typed text and show one result or one message.

The markup of a message comes from :mod:`pokerhands.render.widgets`; nothing here knows
about cards or hands.
"""
from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar, cast

import ipywidgets as W

from pokerhands.render.widgets import message_html, status_html

__all__ = ["guarded", "TypedInWidget", "show", "fit", "button_layout", "row", "SHOWN",
           "HIDDEN"]

F = TypeVar("F", bound=Callable[..., Any])


def guarded(method: F) -> F:
    """Run a widget method so that no exception escapes into the notebook.

    An unexpected error is passed, as ``"TypeName: message"``, to the widget's own
    ``_show_error`` (which shows it inside the widget), and the method returns None; the
    widget keeps working. Errors a method expects are caught and shown by the method itself.
    """
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - a widget must never show a traceback
            self._show_error(f"{type(exc).__name__}: {exc}")
    return cast(F, wrapper)  # functools.wraps keeps the name, the docstring and the signature


class TypedInWidget(W.VBox):
    """Base of the widgets that read typed text and show one result or one message.

    A subclass sets ``display`` (an ``ipywidgets.HTML``) and ``message``; ``_result``
    names the attribute that holds its result, cleared whenever a message is shown.
    """

    _result = "result"
    display: W.HTML
    message: str

    def _show(self, html: str, text: str) -> None:
        setattr(self, self._result, None)
        self.message = text
        self.display.value = html

    def _show_error(self, text: str) -> None:
        self._show(message_html(text), text)

    def _show_status(self, text: str) -> None:
        self._show(status_html(text), text)


# -- layouts that reach the browser as they are in Python ------------------------------
# In the live site, a value goes from Pyodide to the page through ``PyProxy.toJs()``, which
# turns Python's None into JavaScript's ``undefined``, not ``null``: the page's widget
# models drop or ignore it, so a trait set back to None after construction (a Layout's
# ``display``, a ToggleButtons' ``index``) leaves the browser showing the old value while
# Python holds None. The widgets therefore never send None after construction: they show
# and hide with explicit strings and start each question with fresh widgets.
SHOWN, HIDDEN = "", "none"  # "" clears the inline style: the widget's own CSS display
#: At most the column's width, less the widget's own margins on both sides.
FULL_WIDTH = "calc(100% - 2 * var(--jp-widgets-margin, 2px))"


def show(widget: W.DOMWidget, visible: bool) -> None:
    """Show or hide ``widget`` with an explicit display value (never None)."""
    widget.layout.display = SHOWN if visible else HIDDEN


def fit(width: str, **traits: str) -> W.Layout:
    """A layout ``width`` wide on a wide page that never grows past its column (a phone)."""
    return W.Layout(width=width, max_width=FULL_WIDTH, **traits)


def button_layout(min_width: str = "") -> W.Layout:
    """A button as wide as its whole label: never squeezed to "C…" in a narrow row."""
    return W.Layout(width="auto", min_width=min_width or "auto", max_width=FULL_WIDTH,
                    flex="0 0 auto")


def row(children, **traits: str) -> W.HBox:
    """A row of controls that wraps onto the next line rather than overflow the page."""
    return W.HBox(list(children), layout=W.Layout(flex_flow="row wrap", align_items="center",
                                                  max_width="100%", **traits))
