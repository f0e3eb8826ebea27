"""The chapters link a source by a path JupyterLab follows (tools/lab_links.py), and the
website's build turns such a link back into the anchor link it was (book/_ext/source_links.py)."""
import json
import sys

from toc_notebooks import ROOT

sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import lab_links  # noqa: E402


def test_a_source_link_by_anchor_alone_gets_the_bibliography_path(tmp_path):
    book = tmp_path / "book"
    (book / "part2").mkdir(parents=True)
    po = book / "locales" / "ru" / "LC_MESSAGES" / "book" / "part2"
    po.mkdir(parents=True)
    nb = {"cells": [
        {"cell_type": "markdown", "id": "a", "metadata": {},
         "source": "The [Russian page](#file-000) and [Part I](#part1-board)."},
        {"cell_type": "code", "id": "b", "metadata": {}, "execution_count": None, "outputs": [],
         "source": "s = '[x](#file-000)'"}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (book / "part2" / "flush.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    (po / "flush.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "The [Russian page](#file-000) and [Part I](#part1-board)."\n'
        'msgstr "[Русская страница](#file-000) и [часть I](#part1-board)."\n', encoding="utf-8")
    assert len(lab_links.run(check=True, book=book)) == 2
    lab_links.run(book=book)
    out = json.loads((book / "part2" / "flush.ipynb").read_text(encoding="utf-8"))
    assert "".join(out["cells"][0]["source"]) == (
        "The [Russian page](../reference/bibliography.md#file-000) and [Part I](#part1-board).")
    assert "".join(out["cells"][1]["source"]) == "s = '[x](#file-000)'"   # code is left alone
    text = (po / "flush.po").read_text(encoding="utf-8")
    assert 'msgid "The [Russian page](../reference/bibliography.md#file-000) and' in text
    assert 'msgstr "[Русская страница](../reference/bibliography.md#file-000) и' in text
    assert lab_links.run(check=True, book=book) == []
    assert lab_links.run(book=book) == []   # a second run changes nothing


def test_no_chapter_links_a_source_by_its_anchor_alone():
    # run `python tools/lab_links.py` after writing such a link (JupyterLab cannot follow it)
    left = lab_links.run(check=True)
    assert left == [], [p.relative_to(ROOT).as_posix() for p in left]


def test_the_website_turns_a_source_link_back_into_its_anchor_link():
    import source_links
    from docutils import nodes
    from docutils.frontend import get_default_settings
    from docutils.utils import new_document
    from sphinx import addnodes

    doc = new_document("x", get_default_settings())
    para = nodes.paragraph()
    inner = nodes.inline("", "", nodes.Text("Russian page"), classes=["xref", "myst"])
    para += addnodes.pending_xref("", inner, refdomain="doc", reftype="myst", refexplicit=True,
                                  reftarget=source_links.BIBLIOGRAPHY, reftargetid="file-000")
    other = nodes.inline("", "", nodes.Text("a heading"), classes=["xref", "myst"])
    para += addnodes.pending_xref("", other, refdomain="doc", reftype="myst", refexplicit=True,
                                  reftarget=source_links.BIBLIOGRAPHY, reftargetid="notes")
    doc += para
    source_links.SourceEntryLinks(doc).apply()
    links = list(doc.findall(nodes.reference))
    assert [(r["refuri"], r.get("id_link"), r.astext()) for r in links] == [
        ("#file-000", True, "Russian page")]
    assert len(list(doc.findall(addnodes.pending_xref))) == 1   # not an entry: left alone
