"""The book's prose is its own: no run of words copied from a source document.

Facts and figures carry over from ../shared/seeds; sentences do not. This test looks for
any run of RUN consecutive words that a chapter's prose shares with a source.
"""
import json
import re
from pathlib import Path

import pytest

from toc_notebooks import ROOT, toc_files

SEEDS = ROOT.parent / "shared" / "seeds"
RUN = 9
WORD = re.compile(r"[\w'’]+")


def _words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in WORD.findall(text)]


_CARD_WORDS = {"a", "k", "q", "j", "t", "10", *map(str, range(2, 10))}


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    """Runs of RUN words, leaving out runs that are mostly a hand written in ranks
    ("Q-K-A-2-3 is an ace-high flush" states a fact in the only notation there is)."""
    runs = (tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1))
    return {r for r in runs if sum(w in _CARD_WORDS for w in r) < 4}


def _prose(path: Path) -> str:
    if path.suffix == ".md":
        return path.read_text(encoding="utf-8")
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


@pytest.fixture(scope="module")
def source_runs():
    seeds = sorted(SEEDS.glob("*.txt"))
    if not seeds:
        pytest.skip(f"source documents not found in {SEEDS}")
    runs = set()
    for seed in seeds:
        runs |= _runs(_words(seed.read_text(encoding="utf-8")))
    return runs


@pytest.mark.parametrize("path", toc_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_sentence_copied_from_a_source(path, source_runs):
    shared = sorted(" ".join(r) for r in _runs(_words(_prose(path))) & source_runs)
    assert not shared, f"{path.name} repeats source wording: {shared[:5]}"


def test_the_check_can_fail(source_runs):
    copied = "There is no ranking between the suits - so for example the king of hearts"
    assert _runs(_words(copied)) & source_runs
