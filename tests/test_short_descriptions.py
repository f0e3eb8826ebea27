"""The cheat sheet reads whole sentences in every language (issue 41): each hand beside its
cards is named by :func:`pokerhands.words.hands.describe_short`, a short form written on
purpose, never the description cut at its first colon. The Russian, Greek and Hungarian
descriptions put a colon before the kickers ("Καρέ εννιάρια, kicker: ρήγας") and after
"Full house" ("Full house: εννιάρια με τεσσάρια"), which a cut dropped."""
from __future__ import annotations

import re
from html import escape

import pytest

from pokerhands.core.categories import CATEGORY_TABLE, BadugiSize
from pokerhands.core.language import use_language
from pokerhands.odds.cheatsheet import cheat_sheet
from pokerhands.render.cheatsheet import cheat_sheet_html
from pokerhands.words.hands import describe_short, short_templates

LANGUAGES = ("en", "ru", "el", "hu")


@pytest.fixture(scope="module")
def sheet():
    return cheat_sheet()


def _templates():
    """Every describing template of the category table, and Badugi's four-card one."""
    for record in CATEGORY_TABLE:
        yield record.describe_high
        yield from (t for _k, t in record.describe_high_named)
        if record.describe_low:
            yield record.describe_low
        yield from (t for _k, t in record.describe_low_named)
        if record.describe_low_ace_high:
            yield record.describe_low_ace_high
    yield "Four-card badugi, {top}-{next}: {cards}"


def test_every_template_that_lists_the_ranks_has_a_short_form():
    """Kind-complete: a new template ending in its ranks needs its short form."""
    listing = {t for t in _templates() if "{cards}" in t}
    assert listing == set(short_templates("en"))
    for lang in LANGUAGES:
        for long, short in short_templates(lang).items():
            assert "{cards}" not in short and not short.rstrip().endswith(":"), (lang, long)


def _shown(sheet):
    """Every hand the sheet names beside its cards."""
    for row in sheet.high:
        yield row.example
    for row in sheet.low:
        yield row.best
        yield row.worst
    yield sheet.badugi.best
    yield sheet.badugi.worst


def _lists_ranks(value):
    if isinstance(value.category, BadugiSize):
        return value.category is BadugiSize.BADUGI
    if value.category is None:
        return False
    rules = value.rules
    low = rules.ranking.name == "LOWBALL"
    return "{cards}" in value.category.record.describe_template(
        value.key, low=low, ace_high=rules.ace_high)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_names_each_hand_whole(sheet, lang):
    with use_language(lang):
        html = cheat_sheet_html(sheet)
        for value in _shown(sheet):
            whole, short = value.describe(), describe_short(value)
            assert escape(short) in html, (lang, short)
            if _lists_ranks(value):
                # the short form leaves out only the list of ranks the cards show
                assert short != whole and len(short) < len(whole), (lang, short)
            else:
                assert short == whole, (lang, short, whole)
                assert escape(whole) in html, (lang, whole)


# the faults the reviews quoted: "Full house" with nothing after it, the kicker cut off
EXPECTED = {
    "en": ("Full house, nines over fours", "Four of a kind, nines with a king",
           "King-high flush", "Six-four low"),
    "ru": ("Фулл-хаус: три девятки и пара четвёрок", "Каре девяток, кикер — король",
           "Флеш до короля", "Лоу до шестёрки, затем четвёрка"),
    "el": ("Full house: εννιάρια με τεσσάρια", "Καρέ εννιάρια (kicker ρήγας)",
           "Flush με ψηλότερο φύλλο τον ρήγα", "Low εξάρι-τεσσάρι"),
    "hu": ("Full house: három kilences és két négyes", "Póker, négy kilences, kicker: király",
           "Királymagas szín", "Alacsony kéz, hatos-négyes"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_keeps_the_kickers_and_the_full_house(sheet, lang):
    with use_language(lang):
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", cheat_sheet_html(sheet)))
    for words in EXPECTED[lang]:
        assert escape(words) in text, (lang, words)
