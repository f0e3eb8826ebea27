"""Helpers for the live copies of the chapters (the in-browser site, JupyterLite + Pyodide).

The live site serves only pure-Python wheels from itself. NumPy, pandas and matplotlib are
compiled for WebAssembly and come from the Pyodide distribution online, so a chapter that
computes with them cannot run offline. Its live copy starts with a cell that imports them
and, when that fails, calls :func:`stop_here` (the view stays at that cell, not at the end
of the notebook where *Run All* put it) and raises :func:`offline_error`: a short message
instead of a traceback, and *Run All* stops there.

A chapter that runs offline but has one cell that computes with NumPy (the teacher's page)
runs that cell through :func:`load_online`: *Run All* leaves it out, asking no other host
for anything, and the reader who is online fetches NumPy by saying so in the cell.
"""
from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Sequence

from pokerhands.core.language import gettext as _, ngettext

__all__ = ["OfflineError", "load_online", "offline_error", "stop_here"]

#: Keeps the cell whose output holds it (and its message) in view and makes it the active
#: cell: *Run All* first moves the view to the notebook's last cell, which never runs when an
#: early cell stops the run. The live Notebook app runs scripts in the outputs of cells run in
#: this session (they are trusted); ``window.jupyterapp`` is the app (``exposeAppInBrowser``).
_STOP_HERE = """<div class="live-stop-here"></div><script>
(() => {
  const cell = document.currentScript && document.currentScript.closest(".jp-Cell");
  if (!cell) return;
  const show = () => {
    const app = window.jupyterapp, panel = app && app.shell.currentWidget;
    const notebook = panel && panel.content;
    if (notebook && notebook.widgets) {
      const i = notebook.widgets.findIndex((c) => c.node === cell);
      if (i >= 0) { notebook.activeCellIndex = i; notebook.deselectAll(); }
    }
    cell.scrollIntoView({block: "start"});
    const out = cell.querySelector(".jp-OutputArea");
    if (out) out.scrollIntoView({block: "nearest"});
  };
  show(); setTimeout(show, 300); setTimeout(show, 1500);
})();
</script>"""


class OfflineError(ImportError):
    """A chapter needs packages that the in-browser Python could not fetch.

    IPython shows an exception's ``_render_traceback_()`` instead of its traceback, so the
    reader sees only the sentence; running all cells stops there.
    """

    def _render_traceback_(self) -> list[str]:
        return [str(self)]


def offline_error(packages: "Sequence[str]", where: str = "chapter") -> OfflineError:
    """The error a live chapter (or one cell of it) raises when ``packages`` could not load.

    Parameters
    ----------
    packages : sequence of str
        Import names, for example ``["numpy", "pandas"]``; at least one.
    where : {"chapter", "cell"}
        ``"chapter"`` when the whole chapter needs them (its first cell stops Run All);
        ``"cell"`` when one cell does: the live copy prints the message there and the rest of
        the chapter runs on.

    Returns
    -------
    OfflineError
        To be raised by the caller; its message names the packages and says what to do.

    Raises
    ------
    ValueError
        If ``packages`` is empty or ``where`` is neither ``"chapter"`` nor ``"cell"``.

    Examples
    --------
    >>> print(offline_error(["numpy", "pandas"]))  # doctest: +NORMALIZE_WHITESPACE
    This chapter computes with numpy and pandas. The in-browser Python fetches them from
    the Pyodide distribution online, and they could not be loaded: connect to the internet
    and run the chapter again, or read it on the website, where every output is shown.
    Every chapter that does not need them runs offline.
    >>> print(offline_error(["numpy"], where="cell"))  # doctest: +NORMALIZE_WHITESPACE
    This cell computes with numpy. The in-browser Python fetches it from the Pyodide
    distribution online, and it could not be loaded: connect to the internet and run the
    cell again, or read its output on the website. The rest of this page runs offline.
    """
    names = list(packages)
    if not names or where not in ("chapter", "cell"):
        raise ValueError(f"offline_error needs packages and where='chapter' or 'cell', got "
                         f"{names!r}, {where!r}")
    listed = _listed(names)
    if where == "cell":
        return OfflineError(ngettext(
            "This cell computes with {packages}. The in-browser Python fetches it from the "
            "Pyodide\ndistribution online, and it could not be loaded: connect to the "
            "internet and run the\ncell again, or read its output on the website. The rest of "
            "this page runs offline.",
            "This cell computes with {packages}. The in-browser Python fetches them from the "
            "Pyodide\ndistribution online, and they could not be loaded: connect to the "
            "internet and run the\ncell again, or read its output on the website. The rest of "
            "this page runs offline.", len(names)).format(packages=listed))
    return OfflineError(ngettext(
        "This chapter computes with {packages}. The in-browser Python fetches it from\n"
        "the Pyodide distribution online, and it could not be loaded: connect to the "
        "internet\nand run the chapter again, or read it on the website, where every output "
        "is shown.\nEvery chapter that does not need it runs offline.",
        "This chapter computes with {packages}. The in-browser Python fetches them from\n"
        "the Pyodide distribution online, and they could not be loaded: connect to the "
        "internet\nand run the chapter again, or read it on the website, where every output "
        "is shown.\nEvery chapter that does not need them runs offline.",
        len(names)).format(packages=listed))


def _listed(names: "Sequence[str]") -> str:
    """Package names as a list in words ("numpy and scipy")."""
    if len(names) == 1:
        return names[0]
    return _("{packages} and {last}").format(packages=", ".join(names[:-1]), last=names[-1])


def stop_here() -> None:
    """Keep the view at the running cell once the run stops there (a live copy's first cell,
    offline). Shows nothing visible; does nothing outside IPython."""
    try:
        from IPython import get_ipython
        from IPython.display import HTML, display
    except ImportError:
        return
    if get_ipython() is not None:
        # IPython's display() and HTML() carry no annotations: the untyped calls here
        display(HTML(_STOP_HERE))  # type: ignore[no-untyped-call]


def _importable(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


async def load_online(packages: Sequence[str], fetch: bool = False,
                      variable: str = "fetch_numpy") -> bool:
    """Whether one cell of an offline chapter can run: ``packages`` are there, or were
    fetched because the reader asked (``fetch``). Otherwise it prints why the cell is left
    out (and nothing is asked of any host) and returns False.

    Parameters
    ----------
    packages : sequence of str
        Import names, for example ``["numpy"]``.
    fetch : bool
        True when the reader asks for them: the in-browser Python loads them from the
        Pyodide distribution online (``pyodide_js.loadPackage``, which reads the site's lock).
    variable : str
        The name of the cell's switch, for the message.

    Examples
    --------
    >>> import asyncio
    >>> asyncio.run(load_online(["json"]))
    True
    >>> asyncio.run(load_online(["no_such_package_here"]))  # doctest: +NORMALIZE_WHITESPACE
    This cell computes with no_such_package_here, which the in-browser Python fetches from
    the Pyodide distribution online, so Run All leaves it out and this page asks no other
    site for anything. To run it online, set fetch_numpy = True at its top and run it again.
    False
    """
    names = list(packages)
    if all(_importable(n) for n in names):
        return True
    if not fetch:
        print(_("This cell computes with {packages}, which the in-browser Python fetches from\n"
                "the Pyodide distribution online, so Run All leaves it out and this page asks "
                "no other\nsite for anything. To run it online, set "
                "{switch} = True at its top and run it again.").format(
                    packages=_listed(names), switch=variable))
        return False
    try:
        pyodide_js = importlib.import_module("pyodide_js")  # the in-browser Python only
        await pyodide_js.loadPackage(names)
    except Exception:  # not in Pyodide, or offline: told below
        pass
    try:
        for name in names:
            importlib.import_module(name)
    except ImportError:
        print(offline_error(names, where="cell"))
        return False
    return True
