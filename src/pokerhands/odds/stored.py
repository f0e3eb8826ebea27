"""The long counts kept on disk, shared by every process that builds the book.

The book's language sites execute every chapter once per language, each chapter in a kernel of
its own, and several chapters count the same millions of hands (the four low systems, the
133,784,560 seven-card hands): the counts do not depend on the language. When the environment
variable ``POKERHANDS_CACHE`` names a folder (``tools/language_sites.py`` sets it for its
builds), :func:`stored` keeps each result there, under a key made of the function, its
arguments and a digest of the package's source (so a changed evaluator never reads an old
count); the first process to ask computes the count while the others wait for it on a file
lock, at no cost to the processor. Without the variable nothing is written and every call
computes, as before.

The folder holds pickles written by this package for itself: point the variable only at a
folder of your own.
"""
from __future__ import annotations

import functools
import hashlib
import os
import pickle
from pathlib import Path
from typing import Any, Callable, TypeVar

__all__ = ["stored", "CACHE_VARIABLE"]

CACHE_VARIABLE = "POKERHANDS_CACHE"
"""The environment variable that names the folder of the stored counts (none when unset)."""

_T = TypeVar("_T")
_PACKAGE = Path(__file__).resolve().parent.parent


@functools.lru_cache(maxsize=1)
def _source_digest() -> str:
    """A digest of every module of the package: a stored count is valid for this source only."""
    digest = hashlib.sha256()
    for path in sorted(_PACKAGE.rglob("*.py")):
        digest.update(path.relative_to(_PACKAGE).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _key(function: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    parts = repr((function.__module__, function.__qualname__, args, sorted(kwargs.items()),
                  _source_digest()))
    return hashlib.sha256(parts.encode()).hexdigest()[:24]


def stored(*ignored: str) -> Callable[[Callable[..., _T]], Callable[..., _T]]:
    """Keep a pure function's results in the folder ``POKERHANDS_CACHE`` names (see above).

    ``ignored`` names keyword arguments that do not change the result (``"progress"``: a
    stored count shows no progress bar). Arguments are keyed by their ``repr``, which must
    tell apart every value that gives another result (a :class:`~pokerhands.rules.Rules`
    names its house options). A folder that cannot be written, or a stored file that cannot
    be read, falls back to computing.
    """
    def decorate(function: Callable[..., _T]) -> Callable[..., _T]:
        @functools.wraps(function)
        def wrapper(*args: Any, **kwargs: Any) -> _T:
            folder = os.environ.get(CACHE_VARIABLE)
            if not folder:
                return function(*args, **kwargs)
            keyed = {k: v for k, v in kwargs.items() if k not in ignored}
            path = Path(folder) / f"{function.__name__}-{_key(function, args, keyed)}.pickle"
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                lock = open(path.with_suffix(".lock"), "a+b")
            except OSError:
                return function(*args, **kwargs)
            with lock:
                _lock(lock)   # the first caller computes; the others wait here, then read
                try:
                    kept: _T = pickle.loads(path.read_bytes())   # our own file
                    return kept
                except (OSError, EOFError, pickle.UnpicklingError):
                    pass
                result = function(*args, **kwargs)
                partial = path.with_suffix(f".{os.getpid()}.part")
                partial.write_bytes(pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL))
                os.replace(partial, path)
                return result
        return wrapper
    return decorate


def _lock(handle: Any) -> None:
    """An exclusive lock on an open file, released when it closes (none where the system
    has no ``fcntl``: then two processes may compute the same count, each writing it whole)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not a POSIX system
        return
    fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
