"""A meta description on every page (issue 24): search engines and link previews show it.

A page's description is its own ``html_meta`` description when its front matter gives one,
otherwise its first paragraph of prose (not a code cell's output, not a note, not the
"In the code" line that names a chapter's modules), cut at a word to at most 160
characters; a page without prose (the cheat sheet) is described by its title and the
book's.
"""
from __future__ import annotations

import re
from html import escape, unescape

from docutils import nodes

LIMIT = 160


def _is_prose(par: nodes.paragraph) -> bool:
    parent = par.parent
    while parent is not None:
        if isinstance(parent, (nodes.container, nodes.Admonition, nodes.table, nodes.footnote,
                               nodes.citation, nodes.field_list, nodes.list_item,
                               nodes.topic, nodes.sidebar)):
            return False
        parent = parent.parent
    return True


def description(doctree, title: str = "") -> str:
    """The first paragraph of prose in ``doctree`` (or ``title``), at most LIMIT characters."""
    text = ""
    if doctree is not None:
        for par in doctree.findall(nodes.paragraph):
            words = " ".join(par.astext().split())
            if len(words) >= 40 and _is_prose(par) and not words.startswith("In the code"):
                text = words
                break
    text = text or title
    if len(text) > LIMIT:
        text = text[:LIMIT - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return text


def _add_description(app, pagename, templatename, context, doctree) -> None:
    metatags = context.get("metatags", "")
    if 'name="description"' in metatags:
        return  # the page's front matter (html_meta) says it already
    title = unescape(re.sub(r"<[^>]*>", "", context.get("title") or ""))
    project = app.config.html_title or context.get("docstitle") or ""
    text = description(doctree, f"{title} — {project}" if project and title else title)
    if text:
        context["metatags"] = metatags + f'\n<meta name="description" content="{escape(text)}" />'


def setup(app):
    app.connect("html-page-context", _add_description)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
