"""Tables that fit a phone (issue 39, D2): every table of a page reflows or says it scrolls.

On a 390 px screen a table wider than the text column used to hide its last columns behind a
sideways scroll that nothing showed (a phone draws no scrollbar until one scrolls). At build
time, in every language, this extension reads each table of a page's body (the Markdown
tables and the tables in the notebooks' outputs alike) and decides how it reads best there:

- a table of figures (most of its body cells are numbers: the tables of counts, odds and
  timings) scrolls inside a wrapper of class ``ph-scroll`` wherever it is wider than its
  column (book.css draws a shadow at the side where more of it is, and a thin scrollbar),
  focusable and labelled as the tables of ``pokerhands.render.table_html`` already are; a
  long one (more than ten rows) keeps its columns, which are read down, on a phone too;
- any other table (hands with their cards and words, showdowns, the cheat sheet, tables of
  prose), and a short table of figures (the equity of two or three hands) as well, gets the
  class ``ph-stack`` and a ``data-label`` on each body cell, the heading of its column: on a
  narrow screen (book.css) each row becomes a block, its first cell in bold and each other
  cell led by its heading.

The package's HTML stays as it is (the saved outputs need no new run); the attributes are
added to the page's HTML only.
"""
from __future__ import annotations

import re
from html import escape, unescape
from html.parser import HTMLParser
from typing import Any

from languages import WORDS

#: A cell that holds a figure: digits with separators, a sign, a per cent or a multiplier.
_NUMBER = re.compile(r"[−+-]?[\d  ,.]*\d[\d  ,.]*\s*(%|×|x)?|—|–|-|")


class _Cell:
    __slots__ = ("start", "tag_text", "col", "text", "head")

    def __init__(self, start: int, tag_text: str, col: int, head: bool) -> None:
        self.start, self.tag_text, self.col, self.text, self.head = start, tag_text, col, "", head


class _Table:
    def __init__(self, start: int, tag_text: str, attrs: dict[str, str | None]) -> None:
        self.start, self.tag_text, self.attrs = start, tag_text, attrs
        self.end = -1
        self.rows: list[list[_Cell]] = []
        self.row_in_head: list[bool] = []
        self.taken: dict[tuple[int, int], bool] = {}   # (row, column) covered by a rowspan
        self.caption = ""


class _Tables(HTMLParser):
    """The outermost tables of an HTML text, with the place of each start tag."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.text = text
        self._lines = [0]
        for m in re.finditer("\n", text):
            self._lines.append(m.end())
        self.tables: list[_Table] = []
        self._depth = 0
        self._in_head = False
        self._cell: _Cell | None = None
        self._caption = False

    def _offset(self) -> int:
        line, col = self.getpos()
        return self._lines[line - 1] + col

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._depth += 1
            if self._depth == 1:
                self.tables.append(_Table(self._offset(), self.get_starttag_text() or "",
                                          dict(attrs)))
            return
        if self._depth != 1:
            return
        table = self.tables[-1]
        if tag == "thead":
            self._in_head = True
        elif tag == "caption":
            self._caption = True
        elif tag == "tr":
            table.rows.append([])
            table.row_in_head.append(self._in_head)
        elif tag in ("td", "th") and table.rows:
            r = len(table.rows) - 1
            # the next column not covered by a cell before it or a rowspan from above
            col = table.rows[r][-1].col + 1 if table.rows[r] else 0
            while table.taken.get((r, col)):
                col += 1
            a = dict(attrs)
            span = int(a.get("rowspan") or 1) if str(a.get("rowspan") or "1").isdigit() else 1
            width = int(a.get("colspan") or 1) if str(a.get("colspan") or "1").isdigit() else 1
            for dr in range(1, span):
                for dc in range(width):
                    table.taken[(r + dr, col + dc)] = True
            self._cell = _Cell(self._offset(), self.get_starttag_text() or "", col, self._in_head)
            table.rows[r].append(self._cell)
            if width > 1:  # a cell over several columns: the next one starts after them
                for dc in range(1, width):
                    table.taken[(r, col + dc)] = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            if self._depth == 1:
                start = self._offset()
                self.tables[-1].end = self.text.index(">", start) + 1
            self._depth = max(0, self._depth - 1)
            return
        if self._depth != 1:
            return
        if tag == "thead":
            self._in_head = False
        elif tag == "caption":
            self._caption = False
        elif tag in ("td", "th"):
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._depth != 1:
            return
        if self._cell is not None:
            self._cell.text += data
        elif self._caption:
            self.tables[-1].caption += data


def _add_class(tag_text: str, name: str) -> str:
    m = re.search(r'\bclass="([^"]*)"', tag_text)
    if m:
        return tag_text[:m.start(1)] + (m.group(1) + " " + name).strip() + tag_text[m.end(1):]
    return tag_text.replace("<table", f'<table class="{name}"', 1)


def _headings(table: _Table) -> dict[int, str]:
    """The heading of each column: the last row of the table's head, or a first row of
    ``<th>`` cells when it has no head."""
    heads = [row for row, in_head in zip(table.rows, table.row_in_head) if in_head]
    if not heads and table.rows and table.rows[0] and all(
            c.tag_text.startswith("<th") for c in table.rows[0]):
        heads = [table.rows[0]]
        table.row_in_head[0] = True
    out: dict[int, str] = {}
    for row in heads:
        for cell in row:
            text = " ".join(cell.text.split())
            if text:
                out[cell.col] = text
    return out


def is_figures(table: _Table) -> bool:
    """Whether a table is a table of figures: more than half of its body cells, outside its
    first column, are numbers."""
    cells = [c for row, in_head in zip(table.rows, table.row_in_head) if not in_head
             for c in row if c.col > 0]
    if not cells:
        return False
    figures = sum(1 for c in cells if _NUMBER.fullmatch(" ".join(c.text.split())))
    return figures * 2 > len(cells)


#: A table of figures with this many body rows or fewer stacks like any other table: a
#: few rows (the equity of two or three hands, the nine categories of six-plus) read as
#: well one block a row, where a scroll would hide most of their columns on a phone.
FIGURE_ROWS_THAT_STACK = 10


def body_rows(table: _Table) -> int:
    """How many rows of ``table`` are outside its headings."""
    return sum(1 for in_head in table.row_in_head if not in_head)


def fit_tables(html: str, lang: str = "en") -> str:
    """``html`` with every outermost table marked to stack (``ph-stack`` and ``data-label``)
    or wrapped to scroll with a cue (``ph-scroll``); see the module docstring."""
    parser = _Tables(html)
    parser.feed(html)
    parser.close()
    edits: list[tuple[int, int, str]] = []   # (start, end, new text), in the text's order
    for table in parser.tables:
        if table.end < 0:
            continue
        headings = _headings(table)
        if is_figures(table):
            # a table of figures scrolls, with the cue, wherever it is wider than its column
            # (a desktop screen too); a short one also stacks on a phone, below
            before = html[max(0, table.start - 400):table.start]
            if not re.search(r'<div class="ph-data-wrap[^"]*"[^>]*>\s*$', before):
                names = [headings[k] for k in sorted(headings)]
                label = " ".join(table.caption.split()) or WORDS[lang]["table_of"].format(
                    columns=", ".join(names))
                edits.append((table.start, table.start,
                              f'<div class="ph-scroll" tabindex="0" role="region" '
                              f'aria-label="{escape(label)}">'))
                edits.append((table.end, table.end, "</div>"))
            # (table_html's own wrapper scrolls: it is marked at the end)
            if body_rows(table) > FIGURE_ROWS_THAT_STACK:
                continue
        edits.append((table.start, table.start + len(table.tag_text),
                      _add_class(table.tag_text, "ph-stack")))
        for row, in_head in zip(table.rows, table.row_in_head):
            if in_head:
                continue
            for cell in row:
                heading = headings.get(cell.col)
                if not heading or "data-label=" in cell.tag_text:
                    continue
                tag = cell.tag_text
                cut = len(tag) - (2 if tag.endswith("/>") else 1)
                new = tag[:cut] + f' data-label="{escape(unescape(heading))}"' + tag[cut:]
                edits.append((cell.start, cell.start + len(tag), new))
    edits.sort(key=lambda e: (e[0], e[1]))
    out, at = [], 0
    for start, end, new in edits:
        out.append(html[at:start])
        out.append(new)
        at = end
    out.append(html[at:])
    text = "".join(out)
    return re.sub(r'<div class="ph-data-wrap"', '<div class="ph-data-wrap ph-scroll"', text)


def _on_page(app: Any, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    if app.builder.format != "html" or "body" not in context or "<table" not in context["body"]:
        return
    context["body"] = fit_tables(context["body"], app.config.language or "en")


def setup(app: Any) -> dict[str, Any]:
    # after the other extensions' handlers have put their parts in the body
    app.connect("html-page-context", _on_page, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
