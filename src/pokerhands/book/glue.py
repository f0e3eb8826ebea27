"""``glue`` for the chapters, wherever they run.

The chapters hand numbers to their prose with myst-nb's ``glue``. myst-nb is part of the
book's build, not of a reader's kernel: on Colab, on Binder without the book extra, or in
the browser (JupyterLite), ``from myst_nb import glue`` fails before the first hand is
drawn. The chapters therefore import ``glue`` from here, which is myst-nb's own
function when myst-nb is installed and a plain display otherwise.
"""
from __future__ import annotations

import importlib

__all__ = ["glue"]


def glue(name: str, value: object, display: bool = True) -> None:
    """Record ``value`` under ``name`` for the book's prose, or just show it.

    When myst-nb can be imported, this calls ``myst_nb.glue`` with the same arguments,
    so an executed notebook stores exactly the outputs it stored with
    ``from myst_nb import glue`` (the book build reads them, nbval compares them). When
    myst-nb is missing, there is no book build to read a recorded value: with
    ``display=True`` the value is shown through ``IPython.display.display``, and with
    ``display=False`` nothing happens at all.

    Parameters
    ----------
    name : str
        The key the chapter's ``{glue}`` roles and directives refer to.
    value : object
        Anything myst-nb can glue: a number, a string, an object with a rich display.
    display : bool, default True
        Whether the value is also shown in the cell's output.

    Returns
    -------
    None

    Notes
    -----
    It raises nothing of its own; with myst-nb installed, it raises what ``myst_nb.glue``
    raises.

    myst-nb is looked up at each call, not when this module is imported, so a kernel
    that installs it later (``%pip install myst-nb``) glues from then on. A module found
    but broken (an ``ImportError`` from inside myst-nb) counts as missing.

    Examples
    --------
    >>> import sys
    >>> saved = sys.modules.get("myst_nb")
    >>> sys.modules["myst_nb"] = None        # as in a kernel without myst-nb
    >>> glue("answer", 42, display=False)   # records nothing, shows nothing
    >>> if saved is None:
    ...     del sys.modules["myst_nb"]
    ... else:
    ...     sys.modules["myst_nb"] = saved
    """
    try:
        myst_nb = importlib.import_module("myst_nb")
    except ImportError:
        if display:
            from IPython.display import display as show

            # IPython's display() carries no annotations: the one untyped call here
            show(value)  # type: ignore[no-untyped-call]
        return None
    myst_nb.glue(name, value, display=display)
    return None
