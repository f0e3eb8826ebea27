"""Source labels link to the bibliography.

A checked claim names the source it follows, such as ``[encyclopedia list, Full house]``;
the package prints that label in the claim's HTML output. At build time this extension turns
each source's name in those labels (:data:`pokerhands.book.sources.LABEL_NAME`) into a link
to that source's entry on the bibliography page (``book/reference/bibliography``, whose
entries carry the anchors ``file-000`` ... ``file-003``).

The chapters' prose links a source by a path to the bibliography page and the entry's anchor
(``[English rules page](../reference/bibliography.md#file-003)``, written by
``tools/lab_links.py``), which JupyterLab can follow from a notebook (a bare ``#file-003``
names no target inside a notebook: jupyterlab-myst logged an error for each). MyST's
resolver looks for such an anchor among the page's headings only, so
:class:`SourceEntryLinks` turns these links back into the anchor links that Sphinx resolves
to the entry's label: the website's links stay exactly as they were.
"""
from __future__ import annotations

import re

from docutils import nodes
from sphinx import addnodes
from sphinx.transforms import SphinxTransform

from pokerhands.book.sources import LABEL_NAME, SOURCES, source_anchor

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


#: The bibliography's entry anchors (``file-000`` ...).
ANCHORS = frozenset(s.anchor for s in SOURCES)


class SourceEntryLinks(SphinxTransform):
    """A Markdown link to a bibliography entry by path and anchor
    (``[Russian page](../reference/bibliography.md#file-000)``) becomes the link
    ``[Russian page](#file-000)`` would make: MyST resolves that one to the entry's label
    (its resolver for a path with an anchor knows only the page's heading slugs, and warns).
    Runs before MyST's own anchor links are resolved (``ResolveAnchorIds``, priority 879)."""

    default_priority = 878

    def apply(self, **kwargs) -> None:
        for node in list(self.document.findall(addnodes.pending_xref)):
            if (node.get("reftype") != "myst" or node.get("refdomain") != "doc"
                    or node.get("reftarget") != BIBLIOGRAPHY
                    or node.get("reftargetid") not in ANCHORS or not node.get("refexplicit")):
                continue
            inner = node.children[0] if node.children else None
            text = inner.children if isinstance(inner, nodes.inline) else node.children
            link = nodes.reference("", "", *[c.deepcopy() for c in text],
                                   refuri="#" + node["reftargetid"], id_link=True)
            link.source, link.line = node.source, node.line
            node.replace_self(link)


def _on_doctree_resolved(app, doctree, docname) -> None:
    if app.builder.format != "html":
        return
    href = app.builder.get_relative_uri(docname, BIBLIOGRAPHY)
    for node in doctree.findall(nodes.raw):
        if "html" in node.get("format", "").split() and "color:#555\">[" in node.astext():
            text = link_sources(node.astext(), href)
            node.children = [nodes.Text(text)]


def setup(app):
    app.add_transform(SourceEntryLinks)
    app.connect("doctree-resolved", _on_doctree_resolved)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
