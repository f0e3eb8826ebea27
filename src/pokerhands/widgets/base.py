"""What every widget shares: callbacks that never raise into the notebook, and the base
of the widgets that read typed text and show one result or one message.

The markup of a message comes from :mod:`pokerhands.render.widgets`; nothing here knows
about cards or hands.

Every widget speaks one language (:data:`pokerhands.core.language.LANGUAGES`): its ``lang``
attribute (:class:`Speaks`), by default the language in force when it was made. What it
shows is written inside ``use_language(self.lang)``: its labels when it is built, and, by
:func:`guarded`, every callback, result and error message after that, whatever language the
session has switched to since.
"""
from __future__ import annotations

import functools
from typing import Callable, Concatenate, Iterable, ParamSpec, Protocol, TypeVar

import ipywidgets as W

from pokerhands.core.language import check_language, get_language, use_language
from pokerhands.render.widgets import message_html, status_html

__all__ = ["guarded", "Speaks", "widget_language", "TypedInWidget", "message_box", "show", "fit",
           "button_layout", "row", "SHOWN", "HIDDEN"]


class _ShowsErrors(Protocol):
    """What :func:`guarded` needs of a widget: a place to show an error."""

    def _show_error(self, text: str) -> None: ...


def widget_language(lang: str | None) -> str:
    """The language a widget made now speaks: ``lang``, or the language in force when it
    is None (a :class:`ValueError` for a language the book does not speak).

    >>> widget_language("hu")
    'hu'
    >>> widget_language(None)
    'en'
    """
    return get_language() if lang is None else check_language(lang)


class Speaks(W.VBox):
    """The base of the widgets: a box of controls that speaks one language.

    ``lang`` is the language of everything the widget shows (labels, buttons,
    placeholders, results and messages); a subclass sets it first, with
    :func:`widget_language`, and builds its controls inside ``use_language(self.lang)``.
    :func:`guarded` runs each callback in that language. A widget that never sets it
    (None, the class's value) speaks the language in force at each call.
    """

    lang: str | None = None


_Widget = TypeVar("_Widget", bound=_ShowsErrors)
_Args = ParamSpec("_Args")
_Result = TypeVar("_Result")


def guarded(method: Callable[Concatenate[_Widget, _Args], _Result]
            ) -> Callable[Concatenate[_Widget, _Args], _Result | None]:
    """Run a widget method so that no exception escapes into the notebook.

    The error is passed to the widget's own ``_show_error`` (which shows it inside the
    widget), and the method returns None; the widget keeps working. A ``ValueError`` (a
    :class:`~pokerhands.core.cards.CardError` too) is the package's refusal of an input and
    already names it, so its message is shown as it is; any other, unexpected error is shown
    as ``"TypeName: message"``. Errors a method expects are caught and shown by the method
    itself. The method runs in the widget's language (its ``lang``, when it has one), so
    what it shows, errors included, is in that language.
    """
    @functools.wraps(method)
    def wrapper(self: _Widget, /, *args: _Args.args, **kwargs: _Args.kwargs) -> _Result | None:
        with use_language(getattr(self, "lang", None)):  # the widget's language
            try:
                return method(self, *args, **kwargs)
            except ValueError as exc:  # a refused input: the message names it
                self._show_error(str(exc))
                return None
            except Exception as exc:  # noqa: BLE001 - a widget must never show a traceback
                self._show_error(f"{type(exc).__name__}: {exc}")
                return None
    return wrapper  # functools.wraps keeps the name, the docstring and the signature


class TypedInWidget(Speaks):
    """Base of the widgets that read typed text and show one result or one message.

    A subclass sets ``display`` (an ``ipywidgets.HTML``), ``message_box`` (another, from
    :func:`message_box`, placed under ``display``) and ``message``; ``_result`` names the
    attribute that holds its result.

    A status (what to type next) replaces the result: the input is not a result yet. A
    refusal (an error message) does not: the result and its display stay as they were, and
    the message shows in ``message_box`` until the next success (``_show_result``) or
    status clears it.
    """

    _result = "result"
    display: W.HTML
    message_box: W.HTML
    message: str

    def _show_result(self, html: str) -> None:
        """A success: show ``html`` and clear any message."""
        self.message = ""
        self.message_box.value = ""
        self.display.value = html

    def _show_error(self, text: str) -> None:
        """A refusal: show ``text`` under the result, which stays as it was."""
        self.message = text
        self.message_box.value = message_html(text)

    def _show_status(self, text: str) -> None:
        """No result yet (incomplete input): the status replaces the result."""
        setattr(self, self._result, None)
        self.message = text
        self.message_box.value = ""
        self.display.value = status_html(text)

    def _clear_refusal(self) -> None:
        """A success that shows no new result (an edit, a hand added): clear a refusal's
        message, if one is on show."""
        if self.message_box.value:
            self.message = ""
            self.message_box.value = ""

    @property
    def refusal(self) -> str:
        """The refusal's message on show under the result, or empty."""
        return self.message if self.message_box.value else ""


def message_box() -> W.HTML:
    """The place of a refusal's message, under a widget's result: empty ("", never None,
    see below) until a refusal, and emptied again by the next success."""
    return W.HTML(value="")


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


def row(children: Iterable[W.Widget], **traits: str) -> W.HBox:
    """A row of controls that wraps onto the next line rather than overflow the page."""
    return W.HBox(list(children), layout=W.Layout(flex_flow="row wrap", align_items="center",
                                                  max_width="100%", **traits))
