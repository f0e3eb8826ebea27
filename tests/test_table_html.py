"""pokerhands.render.table_html: the chapters' tables of figures, without pandas."""
import re
from html.parser import HTMLParser

import pytest

from pokerhands.render import Table, table_html


class _Cells(HTMLParser):
    """The table's cells as (tag, attributes, text), row by row."""

    def __init__(self):
        super().__init__()
        self.rows, self.tables, self._cell = [], [], None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append(dict(attrs))
        if tag == "tr":
            self.rows.append([])
        if tag in ("th", "td"):
            self._cell = [tag, dict(attrs), ""]

    def handle_data(self, data):
        if self._cell is not None:
            self._cell[2] += data

    def handle_endtag(self, tag):
        if tag in ("th", "td") and self._cell is not None:
            self.rows[-1].append(tuple(self._cell))
            self._cell = None


def _cells(table):
    parser = _Cells()
    parser.feed(table._repr_html_())
    return parser


ROWS = [("five", 1, 1024), ("six", 5, 5120), ("king", 495, 506880)]
COLUMNS = ["Top card", "Different lows", "Hands"]


def test_header_row_headings_and_cells_in_order():
    parsed = _cells(table_html(ROWS, COLUMNS))
    header, *body = parsed.rows
    assert [(tag, attrs["scope"], text) for tag, attrs, text in header] == [
        ("th", "col", "Top card"), ("th", "col", "Different lows"), ("th", "col", "Hands")]
    assert [[text for _, _, text in row] for row in body] == [
        ["five", "1", "1024"], ["six", "5", "5120"], ["king", "495", "506880"]]
    assert all(row[0][0] == "th" and row[0][1]["scope"] == "row" for row in body)
    assert all(tag == "td" for row in body for tag, _, _ in row[1:])
    assert parsed.tables == [{"class": "ph-data"}]


def test_numbers_are_right_aligned_and_text_left():
    header, *body = _cells(table_html(ROWS, COLUMNS)).rows
    aligns = [[attrs["style"] for _, attrs, _ in row] for row in [header, *body]]
    assert all(a == ["text-align:left", "text-align:right", "text-align:right"] for a in aligns)
    assert all(attrs.get("class") == "ph-num" for row in body for _, attrs, _ in row[1:])
    assert all("class" not in row[0][1] for row in body)


def test_a_column_of_numbers_with_blanks_is_still_numeric_but_one_word_makes_it_text():
    t = table_html([("Omaha", 2), ("Hold'em", ""), ("Razz", None)], ["Game", "Must play"])
    _, *body = _cells(t).rows
    assert [row[1][1]["style"] for row in body] == ["text-align:right"] * 3
    assert [row[1][2] for row in body] == ["2", "", "—"]
    t = table_html([("Omaha", 2), ("Hold'em", "any")], ["Game", "Must play"])
    assert all(row[1][1]["style"] == "text-align:left" for row in _cells(t).rows)


def test_formats_thousands_separators_and_per_cent():
    t = table_html([("Badugi", 17160, 0.0634)], ["Size", "Hands", "Share"],
                   formats={"Hands": "{:,}", "Share": lambda v: f"{v:.1%}"})
    [_, row] = _cells(t).rows
    assert [text for _, _, text in row] == ["Badugi", "17,160", "6.3%"]
    assert t.rows == (("Badugi", 17160, 0.0634),)  # the values are kept, not their text


def test_mapping_rows_fill_missing_columns_with_the_missing_mark():
    t = table_html([{"part": "I", "kinds": "order"}, {"part": "II"}], ["part", "kinds"],
                   missing="n/a")
    assert [[text for _, _, text in row] for row in _cells(t).rows[1:]] == [
        ["I", "order"], ["II", "n/a"]]


def test_index_zero_and_two():
    none = _cells(table_html(ROWS, COLUMNS, index=0)).rows[1:]
    assert all(tag == "td" for row in none for tag, _, _ in row)
    two = _cells(table_html(ROWS, COLUMNS, index=2)).rows[1:]
    assert [[tag for tag, _, _ in row] for row in two] == [["th", "th", "td"]] * 3


def test_a_repeated_row_heading_spans_its_rows_in_html_and_text():
    rows = [("5♥ 5♠ A♦ A♣", "Two-card hand 5-A", "5♠"), ("5♥ 5♠ A♦ A♣", "Two-card hand 5-A", "A♣"),
            ("A♠ A♥ A♦ A♣", "One-card hand, ace", "A♥"), ("A♠ A♥ A♦ A♣", "One-card hand, ace", "A♦"),
            ("A♠ A♥ A♦ A♣", "One-card hand, ace", "A♣"), ("3♣ 8♣ J♣ K♣", "One-card hand, ace", "8♣")]
    t = table_html(rows, ["Hand", "Plays as", "Dropped"], index=2)
    parsed = _cells(t)
    body = parsed.rows[1:]
    assert [len(row) for row in body] == [3, 1, 3, 1, 1, 3]
    assert body[0][0][1] == {"rowspan": "2", "scope": "rowgroup", "style": "text-align:left"}
    assert body[2][1][1]["rowspan"] == "3"
    # the same "Plays as" under a different hand starts again: it is not merged upwards
    assert body[5][1][1]["scope"] == "row" and "rowspan" not in body[5][1][1]
    assert parsed.tables == [{"class": "ph-data ph-grouped"}]
    assert t._repr_html_().count('<tr class="ph-group">') == 3
    lines = repr(t).splitlines()
    assert lines[3].startswith(" " * 11) and lines[3].rstrip().endswith("A♣")
    assert lines[7].startswith("3♣ 8♣ J♣ K♣  One-card hand, ace")


def test_text_escaped_and_caption():
    t = table_html([("<b>", "a & b")], ["x", "y"], caption="Two <cells>")
    html = t._repr_html_()
    assert "<caption>Two &lt;cells&gt;</caption>" in html
    assert "&lt;b&gt;" in html and "a &amp; b" in html and "<b>" not in html
    assert repr(t).splitlines()[0] == "Two <cells>"


def test_plain_text_is_aligned():
    text = repr(table_html(ROWS, COLUMNS, formats={"Hands": "{:,}"}))
    assert text.splitlines() == [
        "Top card  Different lows    Hands",
        "--------  --------------  -------",
        "five                   1    1,024",
        "six                    5    5,120",
        "king                 495  506,880",
    ]


def test_numpy_numbers_count_as_numbers():
    np = pytest.importorskip("numpy")
    t = table_html([("a", np.int64(3), np.float64(0.5))], ["x", "n", "p"])
    [_, row] = _cells(t).rows
    assert [attrs["style"] for _, attrs, _ in row] == ["text-align:left", "text-align:right",
                                                       "text-align:right"]
    assert table_html([("a", True)], ["x", "flag"])._numeric == (False, False)


@pytest.mark.parametrize("call, message", [
    (lambda: table_html([("a", 1, 2)], ["x", "y"]), "row 1 has 3 values for 2 columns"),
    (lambda: table_html([{"x": 1, "z": 2}], ["x", "y"]), "unknown columns"),
    (lambda: table_html([], ["x"], index=2), "index must be"),
    (lambda: table_html([], ["x"], index=True), "index must be"),
    (lambda: table_html([], ["x"], formats={"y": "{:,}"}), "formats for columns"),
])
def test_bad_arguments(call, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        call()


def test_an_empty_table_has_its_header():
    t = table_html([], ["x", "y"])
    assert isinstance(t, Table) and len(_cells(t).rows) == 1
    assert repr(t).splitlines()[0].split() == ["x", "y"]


def test_the_scrolling_wrapper_is_a_labelled_region_reached_by_keyboard():
    html = table_html([("Royal flush", 4)], ["Category", "Hands"], caption="Counts")._repr_html_()
    assert '<div class="ph-data-wrap" style="overflow-x:auto" tabindex="0" role="region" ' \
        'aria-label="Counts">' in html
    plain = table_html([("Royal flush", 4)], ["Category", "Hands"])._repr_html_()
    assert 'aria-label="Table of Category, Hands"' in plain
