"""Source labels link to the bibliography.

A checked claim names the source it follows, such as ``[encyclopedia list, Full house]``;
the package prints that label in the claim's HTML output. At build time this extension turns
each source's name in those labels (:data:`pokerhands.book.sources.LABEL_NAME`) into a link
to that source's entry on the bibliography page (``book/reference/bibliography``, whose
entries carry the anchors ``file-000`` ... ``file-003``).
"""
from __future__ import annotations

import re

from docutils import nodes

from pokerhands.book.sources import LABEL_NAME, source_anchor

BIBLIOGRAPHY = "book/reference/bibliography"
#: The label a claim prints: a grey bracketed span (pokerhands.book.claims.Claim._repr_html_).
_LABEL = re.compile(r'(<span style="color:#555">\[)([^\]<]*)(\]</span>)')


def link_sources(html: str, href: str) -> str:
    """``html`` with each source's name inside a claim's source label linked to
    ``href#file-00N`` (``href`` is the bibliography page, relative to the page being built).

    >>> link_sources('<span style="color:#555">[encyclopedia list, Two pair]</span>', "bib.html")
    '<span style="color:#555">[<a href="bib.html#file-002">encyclopedia list</a>, Two pair]</span>'
    >>> grey = '<span style="color:#555">[{}]</span>'
    >>> out = link_sources(grey.format("Russian page §3; English rules page §3"), "b.html")
    >>> re.findall(r'<a href="([^"]*)">([^<]*)</a>', out)
    [('b.html#file-000', 'Russian page'), ('b.html#file-003', 'English rules page')]
    >>> link_sources("<p>encyclopedia list</p>", "b.html")  # prose is left alone
    '<p>encyclopedia list</p>'
    """
    def label(m: re.Match) -> str:
        inner = LABEL_NAME.sub(
            lambda f: f'<a href="{href}#{source_anchor(f.group(0))}">{f.group(0)}</a>',
            m.group(2))
        return m.group(1) + inner + m.group(3)

    return _LABEL.sub(label, html)


def _on_doctree_resolved(app, doctree, docname) -> None:
    if app.builder.format != "html":
        return
    href = app.builder.get_relative_uri(docname, BIBLIOGRAPHY)
    for node in doctree.findall(nodes.raw):
        if "html" in node.get("format", "").split() and "color:#555\">[" in node.astext():
            text = link_sources(node.astext(), href)
            node.children = [nodes.Text(text)]


def setup(app):
    app.connect("doctree-resolved", _on_doctree_resolved)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
