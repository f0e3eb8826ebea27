"""The translated pages are the book's own words too: no run of words copied from a source.

Each language's pages are compared with the source documents in that language
(../shared/seeds: 000 is Russian, 001 Greek, and 003 ends with a Hungarian article), as
``test_own_words.py`` compares the English pages with every source. A quotation is allowed (the
book quotes its sources' terms and section titles in «...» or „...”), and so is a run that is
mostly a hand written in ranks or a card code, or, in Russian and Greek, mostly names written in
Latin letters (the games: "Omaha Hi/Lo και Stud Hi/Lo").
"""
from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from toc_notebooks import ROOT

SEEDS = ROOT.parent / "shared" / "seeds"
LOCALES = ROOT / "book" / "locales"
SOURCE = {"ru": "000_*.txt", "el": "001_*.txt", "hu": "003_*.txt"}
RUN = 8
WORD = re.compile(r"\w+")
QUOTED = re.compile(r"«[^»]*»|„[^”]*”|“[^”]*”|\"[^\"]*\"")
MARKUP = re.compile(r"\{[\w:]+\}`[^`]*`|`[^`]*`|\$[^$]*\$|\]\([^)]*\)")
_CARD = re.compile(r"^(\d+|[akqjt]|[тткдв])$")


def _words(text: str) -> list[str]:
    return [w.lower().replace("ё", "е") for w in WORD.findall(text)]


_LATIN = re.compile(r"^[a-z]+$")


def _runs(words: list[str], latin_names: bool = False) -> set[tuple[str, ...]]:
    runs = (tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1))
    return {r for r in runs if sum(bool(_CARD.match(w)) for w in r) < 3
            and not (latin_names and sum(bool(_LATIN.match(w)) for w in r) >= RUN // 2)}


def _seed_runs(lang: str) -> set[tuple[str, ...]]:
    paths = sorted(SEEDS.glob(SOURCE[lang]))
    if not paths:
        pytest.skip(f"source documents not found in {SEEDS}")
    text = paths[0].read_text(encoding="utf-8")
    if lang == "hu":   # the Hungarian article follows the English rules page in file 003
        text = text[text.index("Texas hold"):] if "Texas hold" in text else text
    return _runs(_words(text))


def _translations(lang: str) -> list[tuple[str, str]]:
    found = []
    for path in sorted((LOCALES / lang / "LC_MESSAGES").rglob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle):
                if message.id and message.string:
                    found.append((path.name, str(message.string)))
    return found


@pytest.mark.parametrize("lang", sorted(SOURCE))
def test_no_translated_sentence_copies_a_source(lang: str) -> None:
    source = _seed_runs(lang)
    copied = []
    for name, text in _translations(lang):
        bare = QUOTED.sub(" ", MARKUP.sub(" ", text))
        shared = _runs(_words(bare), latin_names=lang != "hu") & source
        if shared:
            copied.append(f"{name}: {' '.join(sorted(shared)[0])}")
    assert not copied, f"{len(copied)} translations repeat a source's wording: {copied[:5]}"


def test_the_check_can_fail() -> None:
    source = _seed_runs("ru")
    sentence = next(line for line in (SEEDS.glob(SOURCE["ru"]).__next__()
                                      .read_text(encoding="utf-8").splitlines())
                    if len(_words(line)) > 12)
    assert _runs(_words(sentence)) & source
