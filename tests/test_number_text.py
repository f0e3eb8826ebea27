"""Every number a reader sees goes through one formatter,
:func:`pokerhands.core.language.number_text`, so that Russian and Hungarian write "21,7" and
"2 598 960" and Greek "21,7" and "2.598.960", as the pages do (issue 41: the package's
outputs kept "21.7%" and "2,598,960"). ``tests/test_english_left.py`` looks for English
numbers in every exercise kind and widget; these are the formatter and the places that had
their own formats (outs, favourite, the equity widget's shares, tables, limits in
messages)."""
from __future__ import annotations

import re

import pytest

from pokerhands.core.checks import whole_number
from pokerhands.core.language import NUMBER_SEPARATORS, number_text, use_language
from pokerhands.exercises import make_exercise
from pokerhands.render.html import number_text as render_number_text
from pokerhands.render.html import table_html

NBSP = "\u00a0"
WRITTEN = {  # 2,598,960 and 21.68 to one decimal, as each language writes them
    "en": ("2,598,960", "21.7"),
    "ru": (f"2{NBSP}598{NBSP}960", "21,7"),
    "el": ("2.598.960", "21,7"),
    "hu": (f"2{NBSP}598{NBSP}960", "21,7"),
}


@pytest.mark.parametrize("lang", sorted(WRITTEN))
def test_the_formatter_writes_each_languages_numbers(lang):
    count, share = WRITTEN[lang]
    assert number_text(2_598_960, lang=lang) == count
    assert number_text(21.68, ".1f", lang=lang) == share
    with use_language(lang):  # the language in force by default
        assert number_text(2_598_960) == count
        assert number_text(0.217, ".1%") == share + "%"
    assert render_number_text is number_text  # the renderers' name is the same function
    assert set(NUMBER_SEPARATORS) == set(WRITTEN)


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_outs_and_favourite_write_the_languages_numbers(lang):
    point = re.compile(r"\d\.\d" if lang != "el" else r"\d\.\d{1,2}(?!\d)")
    with use_language(lang):
        for seed in range(6):
            for kind in ("outs", "favourite"):
                ex = make_exercise(kind, seed)
                text = " ".join([*ex.explanation, ex.answer_text])
                assert not point.search(text), text
                assert not re.search(r"[1-9],\d{3}(?!\d)", text), text
                assert "," in text  # a decimal comma: every one has a percentage


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_tables_and_messages_write_the_languages_numbers(lang):
    count, share = WRITTEN[lang]
    with use_language(lang):
        table = table_html([("Flush", 2_598_960, 21.68)], ["Category", "Hands", "Share"],
                           formats={"Hands": "{:,}", "Share": "{:.1f}"})
        html = table._repr_html_()
        assert count in html and share in html
        with pytest.raises(ValueError) as info:
            whole_number("pot", 10 ** 10, maximum=10 ** 9)
    assert number_text(10 ** 9, lang=lang) in str(info.value)
    table = table_html([("Flush", 2_598_960)], ["Category", "Hands"], formats={"Hands": "{:,}"},
                       lang=lang)  # lang= for one table, whatever the language in force
    assert table.cell(0, 1) == count


def test_english_tables_are_unchanged():
    table = table_html([("Flush", 5108, 0.19654)], ["Category", "Hands", "Share"],
                       formats={"Hands": "{:,}", "Share": "{:.2%}"})
    assert table.cell(0, 1) == "5,108" and table.cell(0, 2) == "19.65%"


def test_the_equity_widgets_shares_are_the_languages():
    from pokerhands.widgets import EquityWidget

    with use_language("el"):
        widget = EquityWidget()
    text = re.sub(r"<[^>]+>", " ", widget.display.value)
    assert re.search(r"\d+,\d\d%", text) and not re.search(r"\d\.\d\d%", text)
