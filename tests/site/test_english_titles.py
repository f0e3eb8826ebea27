"""No English page title in a sentence or a link of any page of the Russian, Greek and
Hungarian sites (issue 41).

A ``{doc}`` link, a "see" in a sentence, the previous/next links and the glossary's pointers
show the linked page's title; where that page's catalog has no translation of its title, the
English one appeared inside a Russian sentence («см. Running the book live», in every widget
box; 39 such links in the first slice). The test walks every page of each language site
(the pages kept whole in English, ``languages.KEPT``, only as link targets: their titles
count) and names every page with an English title left, with the link or the sentence
(:func:`english_left.titles_left`); a title the translators kept as the language's own
("Texas hold’em" in Greek: the page's catalog translates it by the same words) is no fault.
It passes once every page's catalog translates its title
(and the pages' sentences name the others in the language).
"""
from __future__ import annotations

import sys

import pytest
from conftest import ROOT
from english_left import english_titles, titles_kept, titles_left

sys.path.insert(0, str(ROOT / "book" / "_ext"))
from languages import KEPT, LANGUAGES  # noqa: E402

OTHERS = [lang for lang in LANGUAGES if lang != "en"]


@pytest.mark.parametrize("lang", OTHERS)
def test_no_english_page_title_in_a_sentence_or_a_link(site_dir, lang):
    titles = english_titles(site_dir)
    assert len(titles) >= 50 and titles["book/reference/running-live.html"] == (
        "Running the book live"), titles
    kept = frozenset(titles_kept(site_dir, lang, titles))   # "Texas hold’em" in Greek
    root = site_dir / lang
    # the glossary names each term's English original and the sources' own words beside
    # the language's («техасский холдем (Texas hold’em)», Greek «Badugi»): by design
    pages = [p for p in sorted((root / "book").rglob("*.html"))
             if p.relative_to(root).with_suffix("").as_posix() not in KEPT
             and p.name != "glossary.html"]
    assert len(pages) >= 49, len(pages)
    faults = []
    for page in pages:
        left = titles_left(page.read_text(encoding="utf-8"), lang, titles, kept)
        if left:
            faults.append(f"{page.relative_to(site_dir)} ({len(left)}): " + "; ".join(left))
    assert not faults, (f"{lang}: {len(faults)} of {len(pages)} pages show English page "
                        "titles:\n" + "\n".join(faults))
