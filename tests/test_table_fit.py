"""book/_ext/table_fit.py: each table of a page stacks on a phone or scrolls with a cue."""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "book" / "_ext"))
from table_fit import FIGURE_ROWS_THAT_STACK, fit_tables  # noqa: E402

from pokerhands import evaluate  # noqa: E402
from pokerhands.render import table_html  # noqa: E402
from pokerhands.render.html import hands_table_html  # noqa: E402


def _labels(html: str) -> list[str]:
    return re.findall(r'data-label="([^"]*)"', html)


def test_a_table_of_hands_stacks_with_each_cell_labelled_by_its_column():
    html = hands_table_html([("Royal flush", evaluate("As Ks Qs Js Ts")),
                             ("Four of a kind", evaluate("9c 9d 9h 9s 2c"))], header="Category")
    out = fit_tables(f"<p>before</p>{html}<p>after</p>")
    assert '<table class="ph-table ph-stack">' in out
    assert _labels(out) == ["Category", "Cards", "In words"] * 2
    assert "ph-scroll" not in out
    # nothing else changes: without the added attributes it is the same text
    assert re.sub(r' data-label="[^"]*"| ph-stack', "", out) == f"<p>before</p>{html}<p>after</p>"


def _category_rows(n: int) -> list[tuple[str, int, float]]:
    return [(f"Category {k}", 1000 * k, k / 100) for k in range(1, n + 1)]


def test_a_long_table_of_figures_keeps_its_columns_and_scrolls_with_a_cue():
    long = FIGURE_ROWS_THAT_STACK + 1
    html = table_html(_category_rows(long), ["Category", "Hands", "Share"])._repr_html_()
    out = fit_tables(html)
    assert '<div class="ph-data-wrap ph-scroll"' in out and "ph-stack" not in out
    assert not _labels(out)
    # a table of figures without a wrapper of its own (pandas' Styler) gets one, labelled
    rows = "".join(f"<tr><th>Hand {k}</th><td>5,108</td><td>0.20</td></tr>" for k in range(long))
    styled = ('<style>#T_x td {}</style><table id="T_x"><thead><tr><th></th><th>hands</th>'
              f"<th>per cent</th></tr></thead><tbody>{rows}</tbody></table>")
    out = fit_tables(styled, "ru")
    assert out.startswith('<style>#T_x td {}</style><div class="ph-scroll" tabindex="0" '
                          'role="region" aria-label="Таблица: hands, per cent"><table id="T_x">')
    assert out.endswith("</table></div>")


def test_a_short_table_of_figures_stacks_like_a_table_of_hands():
    """The equity of two or three hands, six-plus's nine categories: a phone shows each row
    as a block rather than hiding most columns behind a scroll (new user's N1, N2)."""
    html = table_html(_category_rows(FIGURE_ROWS_THAT_STACK), ["Category", "Hands", "Share"])
    out = fit_tables(html._repr_html_())
    assert "ph-stack" in out
    assert set(_labels(out)) == {"Category", "Hands", "Share"}


def test_a_markdown_table_of_prose_stacks_and_row_spans_keep_the_columns_in_line():
    html = ('<table class="table">\n<thead>\n<tr class="row-odd"><th class="head"><p>Point</p>'
            '</th>\n<th class="head"><p>One side</p></th>\n<th class="head"><p>Other</p></th>'
            '</tr>\n</thead>\n<tbody>\n<tr><td rowspan="2"><p>Aces</p></td><td><p>high</p></td>'
            "<td><p>low</p></td></tr>\n<tr><td><p>both</p></td><td><p>either</p></td></tr>\n"
            "</tbody>\n</table>")
    out = fit_tables(html)
    assert '<table class="table ph-stack">' in out
    # the second row's cells are under "One side" and "Other" (the first is spanned)
    assert _labels(out) == ["Point", "One side", "Other", "One side", "Other"]


def test_a_page_without_tables_is_left_alone():
    text = '<div class="ph-hand"><span class="ph-cards">A</span></div>'
    assert fit_tables(text) == text
