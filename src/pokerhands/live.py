"""Helpers for the live copies of the chapters (the in-browser site, JupyterLite + Pyodide).

The live site serves only pure-Python wheels from itself. NumPy, pandas and matplotlib are
compiled for WebAssembly and come from the Pyodide distribution online, so a chapter that
computes with them cannot run offline. Its live copy starts with a cell that imports them
and, when that fails, raises :func:`offline_error`: a short message instead of a traceback.
"""
from __future__ import annotations

__all__ = ["OfflineError", "offline_error"]


class OfflineError(ImportError):
    """A chapter needs packages that the in-browser Python could not fetch.

    IPython shows an exception's ``_render_traceback_()`` instead of its traceback, so the
    reader sees only the sentence; running all cells stops there.
    """

    def _render_traceback_(self) -> list[str]:
        return [str(self)]


def offline_error(packages: list[str] | tuple[str, ...]) -> OfflineError:
    """The error a live chapter raises when ``packages`` could not be loaded.

    Parameters
    ----------
    packages : sequence of str
        Import names, for example ``["numpy", "pandas"]``.

    Returns
    -------
    OfflineError
        To be raised by the caller; its message names the packages and says what to do.

    Examples
    --------
    >>> print(offline_error(["numpy", "pandas"]))  # doctest: +NORMALIZE_WHITESPACE
    This chapter computes with numpy and pandas. The in-browser Python fetches them from
    the Pyodide distribution online, and they could not be loaded: connect to the internet
    and run the chapter again, or read it on the website, where every output is shown.
    Every chapter that does not need them runs offline.
    """
    names = list(packages)
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return OfflineError(
        f"This chapter computes with {listed}. The in-browser Python fetches "
        f"{'it' if len(names) == 1 else 'them'} from\nthe Pyodide distribution online, and "
        f"{'it' if len(names) == 1 else 'they'} could not be loaded: connect to the internet\n"
        "and run the chapter again, or read it on the website, where every output is shown.\n"
        f"Every chapter that does not need {'it' if len(names) == 1 else 'them'} runs offline.")
