"""No English left in what the package shows in Russian, Greek and Hungarian (issue 41): a
walk over EVERY kind of exercise of the registry (:data:`pokerhands.exercises.REGISTRY`) and
EVERY widget :mod:`pokerhands.widgets` exports, so that a new kind or a new widget is walked
without a change here.

For each kind, in each language, a few seeded exercises under each ranking system and game
the kind takes: the prompt, the options, the explanation, the answer as a key prints it, the
rules' label, and the verdicts on the right answer, on every option, and on an answer that
cannot be read. For each widget: every label, placeholder, tooltip, option and display (the
words of its HTML, and its aria-labels and titles), its summary and its message, as it is
made (in the language in force) and after each of its buttons is pressed once.

English is what :func:`english_in` finds: the catalogs' English that a translation does not
keep (``tests/site/english_left.py``); in Russian and Greek any Latin word that no
translation of the package writes (so the English loanwords the Greek catalogs keep on
purpose, "turn", "equity", are not English here, but a sentence the code never marked for
translation is); in Hungarian, the English words of ``english_left.ENGLISH_WORDS`` that no
Hungarian translation writes; and in every language a number written the English way
("21.7%", "2,598,960"). Card codes ("As", "10h") are notation, not English. The kind that
was never marked for translation ("more-likely", issue 41) is the case that made this test.
"""
from __future__ import annotations

import functools
import importlib.util
import re
from html import unescape
from pathlib import Path

import ipywidgets as W
import pytest

from pokerhands import widgets as widget_module
from pokerhands.core.language import use_language
from pokerhands.exercises import HOUSE_RULES, REGISTRY, check, make_exercise

_spec = importlib.util.spec_from_file_location(
    "english_left", Path(__file__).resolve().parent / "site" / "english_left.py")
assert _spec and _spec.loader
english_left = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(english_left)

LOCALE = Path(__file__).resolve().parent.parent / "src" / "pokerhands" / "locale"
LANGS = ("ru", "el", "hu")
SEEDS = (1, 2, 3)
_ATTRIBUTES = re.compile(r'(?:aria-label|title|alt)="([^"]*)"')


_CARD_CODE = re.compile(r"(?<![\w-])(?:10|[2-9TJQKA])[shdcSHDC](?![\w-])")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
#: numbers written the English way: a thousands comma (not "0,024", a decimal of ru/el/hu:
#: a share is written to three significant figures, so "1,081" is thousands), or a decimal
#: point in Russian and Hungarian (Greek writes thousands with a point: "2.598.960")
_ENGLISH_NUMBER = {
    "ru": re.compile(r"(?<![\d.,])[1-9]\d{0,2}(?:,\d{3})+(?![\d,])|\d\.\d"),
    "hu": re.compile(r"(?<![\d.,])[1-9]\d{0,2}(?:,\d{3})+(?![\d,])|\d\.\d"),
    "el": re.compile(r"(?<![\d.,])[1-9]\d{0,2}(?:,\d{3})+(?![\d,])|\d\.\d{1,2}(?![\d.])"),
}


@functools.cache
def translations(lang: str) -> str:
    """Every translation of the package's catalogs in ``lang``, as one text."""
    from babel.messages.pofile import read_po

    said = []
    for path in sorted((LOCALE / lang).glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle, locale=lang):
                strings = (message.string if isinstance(message.string, (tuple, list))
                           else (message.string,))
                said += [s for s in strings if s]
    return "\n".join(said)


@functools.cache
def kept_words(lang: str) -> frozenset[str]:
    """The Latin words the translations of ``lang`` write on purpose (lower case), and the
    names its sources give the book's terms."""
    words = {w.lower() for w in _LATIN_WORD.findall(translations(lang))}
    for term in english_left.own_terms(lang):
        words |= {w.lower() for w in _LATIN_WORD.findall(term)}
    return frozenset(words)


@functools.cache
def _pieces(lang: str) -> tuple[str, ...]:
    return tuple(p for p in english_left.english_pieces(lang) if p not in translations(lang))


def english_in(text: str, lang: str) -> list[str]:
    """The English found in ``text``, which should be in ``lang`` (empty when none)."""
    found = [p for p in _pieces(lang) if p in text]
    found += _ENGLISH_NUMBER[lang].findall(text)
    rest = _CARD_CODE.sub(" ", text)
    kept = kept_words(lang)
    for word in _LATIN_WORD.findall(rest):
        w = word.lower().strip("'’")
        if w in kept:
            continue
        if lang == "hu" and w not in english_left.ENGLISH_WORDS:
            continue  # Hungarian is written in Latin letters
        if len(w) >= 2:
            found.append(word)
    return found


def visible(html: str) -> str:
    """The words an HTML fragment shows or reads out: its text and its aria-labels, titles
    and alt texts (tags, styles and scripts left out)."""
    said = _ATTRIBUTES.findall(html)
    text = re.sub(r"<(style|script)\b.*?</\1>", " ", html, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    return unescape(" ".join([text, *said]))


def _settings(kind):
    """Every ranking system of a kind, every house rule of Part V for a kind that takes them
    (their options in brackets were English in every language: «высокие (one joker, fully
    wild)»), with every game for a kind that deals games."""
    record = REGISTRY[kind]
    if record.games:
        return [(None, game) for game in record.games]
    house = list(HOUSE_RULES) if record.house else []
    return [(rules, None) for rules in [*record.rules, *house]]


def _answers(ex):
    """The answers to try: the right one, every option, one that cannot be read (in no
    alphabet: a message quotes it)."""
    answers = [ex.answer, *ex.options, "§§"]
    if ex.kind == "order":
        answers += [" > ".join(" = ".join(map(str, g)) for g in ex.answer), "1 > 1"]
    if ex.card_answer:
        answers += [" ".join(c.code for c in ex.answer), ex.hands[0]]
    return answers


def _exercise_texts(kind, lang):
    texts = []
    with use_language(lang):
        for rules, game in _settings(kind):
            for seed in SEEDS:
                kw = {"game": game} if game else {"rules": rules}
                ex = make_exercise(kind, seed, **kw)
                texts += [ex.prompt, *ex.options, *ex.explanation, ex.answer_text,
                          ex.rules_label, ex.game_label]
                for answer in _answers(ex):
                    texts.append(check(ex, answer).message)
    return texts


def test_the_walk_covers_every_kind():
    """The registry is the walk's list: twelve kinds today, the odds kinds among them."""
    assert {"more-likely", "outs", "favourite", "nuts", "split-pot"} <= set(REGISTRY)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(REGISTRY))
def test_every_exercise_kind_speaks_the_language(kind, lang):
    left = {}
    for text in _exercise_texts(kind, lang):
        found = english_in(text, lang)
        if found:
            left[text] = found
    assert not left, left


_EMPTY_FIELD = re.compile(r":\s*[,.;]|\(\s*\)|,\s*,")


@pytest.mark.parametrize("kind", sorted(REGISTRY))
def test_no_exercise_text_shows_an_empty_field(kind):
    """No prompt, option, explanation or verdict of any kind, rules or game prints a field
    filled with nothing (the order kind printed "Hand 1: , no qualifying low" for a hand
    with no low: its best five is empty)."""
    empty = [text for text in _exercise_texts(kind, "en") if _EMPTY_FIELD.search(text)]
    assert not empty, empty[:5]


def _walk(widget, texts):
    for name in ("description", "placeholder", "tooltip"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            texts.append(value)
    if isinstance(widget, (W.HTML, W.HTMLMath)):
        texts.append(visible(widget.value))
    elif isinstance(widget, (W.Text, W.Textarea, W.Label)):  # a dropdown's value is a key
        texts.append(widget.value)
    options = getattr(widget, "options", None)
    if isinstance(options, (list, tuple)):
        texts.extend(str(o[0]) if isinstance(o, tuple) else str(o) for o in options)
    for child in getattr(widget, "children", ()):
        _walk(child, texts)


def _buttons(widget):
    if isinstance(widget, W.Button):
        yield widget
    for child in getattr(widget, "children", ()):
        yield from _buttons(child)


def _shown(widget):
    texts: list[str] = []
    _walk(widget, texts)
    for name in ("summary",):
        method = getattr(widget, name, None)
        if callable(method):
            texts.append(method())
    message = getattr(widget, "message", None)
    if isinstance(message, str):
        texts.append(message)
    return texts


WIDGETS = sorted(widget_module.__all__)


def test_the_walk_covers_every_widget():
    assert {"HandPicker", "Quiz", "DealWidget", "EquityWidget"} <= set(WIDGETS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", WIDGETS)
def test_every_widget_speaks_the_language(name, lang):
    with use_language(lang):  # the tables speak the language in force, the others take it
        widget = getattr(widget_module, name)()
        texts = _shown(widget)
        for button in list(_buttons(widget)):
            button.click()
            texts += _shown(widget)
    left = {}
    for text in texts:
        found = english_in(text, lang)
        if found:
            left[text[:300]] = found
    assert not left, left
