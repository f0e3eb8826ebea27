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


def offline_error(packages, where: str = "chapter") -> OfflineError:
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
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    one = len(names) == 1
    it, they = ("it", "it") if one else ("them", "they")
    if where == "cell":
        return OfflineError(
            f"This cell computes with {listed}. The in-browser Python fetches {it} from the "
            f"Pyodide\ndistribution online, and {they} could not be loaded: connect to the "
            "internet and run the\ncell again, or read its output on the website. The rest of "
            "this page runs offline.")
    return OfflineError(
        f"This chapter computes with {listed}. The in-browser Python fetches {it} from\n"
        f"the Pyodide distribution online, and {they} could not be loaded: connect to the "
        "internet\nand run the chapter again, or read it on the website, where every output "
        f"is shown.\nEvery chapter that does not need {it} runs offline.")
