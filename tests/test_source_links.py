"""A claim's source label links to its bibliography entry (book/_ext/source_links.py)."""
import sys

from toc_notebooks import ROOT

sys.path.insert(0, str(ROOT / "book" / "_ext"))
import source_links  # noqa: E402


def test_each_source_name_in_a_label_becomes_a_link():
    html = ('<div><span style="color:#555">[Hungarian article, Két pár]</span></div>'
            '<p>Greek help page in prose</p>')
    out = source_links.link_sources(html, "../reference/bibliography.html")
    assert ('[<a href="../reference/bibliography.html#file-003">Hungarian article</a>, '
            "Két pár]") in out
    assert out.endswith("<p>Greek help page in prose</p>")


def test_the_labels_of_the_claims_are_the_ones_the_extension_reads():
    from pokerhands.book.claims import claim_beats

    html = claim_beats("J♠ J♦ 2♥ 2♣ 4♦", "10♣ 10♥ 9♠ 9♦ 8♣", source="encyclopedia list, Two pair")._repr_html_()
    assert 'href="b.html#file-002"' in source_links.link_sources(html, "b.html")


def test_the_bibliography_has_an_anchor_for_each_source_file():
    text = (ROOT / "book" / "reference" / "bibliography.md").read_text(encoding="utf-8")
    for n in ("000", "001", "002", "003"):
        # a MyST target: the HTML id is file-00N, and markdown links [name](#file-00N) resolve
        assert f"(file-{n})=" in text
