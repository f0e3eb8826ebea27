"""The long counts kept on disk (pokerhands.odds.stored): shared between processes, keyed by
function, arguments and the package's source, and nothing written without the variable."""
from __future__ import annotations

import multiprocessing
import pickle
from collections import Counter

from pokerhands.odds import stored as stored_module
from pokerhands.odds.counting import low_strength_counts
from pokerhands.odds.stored import CACHE_VARIABLE, stored

CALLS: list[tuple] = []


@stored("progress")
def _count(n: int, progress: bool = False) -> Counter:
    CALLS.append((n, progress))
    return Counter(range(n))


def test_without_the_variable_every_call_computes_and_nothing_is_written(monkeypatch, tmp_path):
    monkeypatch.delenv(CACHE_VARIABLE, raising=False)
    CALLS.clear()
    assert _count(3) == _count(3) == Counter({0: 1, 1: 1, 2: 1})
    assert len(CALLS) == 2 and not any(tmp_path.iterdir())


def test_a_stored_count_is_read_back_not_computed_again(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_VARIABLE, str(tmp_path))
    CALLS.clear()
    first = _count(4, progress=True)
    assert _count(4) == first and CALLS == [(4, True)]    # progress is not part of the key
    assert _count(5) == Counter(range(5)) and CALLS[-1] == (5, False)   # another argument
    (stored_file,) = [p for p in tmp_path.glob("_count-*.pickle")
                      if pickle.loads(p.read_bytes()) == first]
    # a changed package source makes another key: an old count is never read
    monkeypatch.setattr(stored_module, "_source_digest", lambda: "another source")
    assert _count(4) == first and len(CALLS) == 3


def test_a_damaged_file_is_computed_again(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_VARIABLE, str(tmp_path))
    CALLS.clear()
    _count(6)
    for path in tmp_path.glob("_count-*.pickle"):
        path.write_bytes(b"not a pickle")
    assert _count(6) == Counter(range(6)) and len(CALLS) == 2


def _low_counts(folder: str) -> int:
    import os
    os.environ[CACHE_VARIABLE] = folder
    return sum(low_strength_counts("eight-or-better").values())


def test_two_processes_share_one_count(tmp_path):
    """Two processes asking at once get the same count, computed once (the file lock)."""
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        totals = pool.map(_low_counts, [str(tmp_path)] * 2)
    assert totals == [2_598_960, 2_598_960]
    assert len(list(tmp_path.glob("low_strength_counts-*.pickle"))) == 1
