"""Fixed English in the package's Russian, Greek and Hungarian outputs (issue 41): the seed a
teacher and a student read is a "variant" in each language (ru «вариант», el «παραλλαγή»,
hu «változat», the classroom trial's N6), never "seed" (the Greek quiz's "Seed:" label), the
Greek rules menu names the high rules in Greek, and the Hungarian joker is no "JKR" or "Jk"
(lang-hu E4)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from pokerhands import use_language
from pokerhands.book.claims import claim_beats
from pokerhands.core.cards import JOKER
from pokerhands.render.html import card_html
from pokerhands.rules import HIGH
from pokerhands.widgets import DealWidget, EquityWidget, HandPicker, Quiz, RulesLens
from pokerhands.words.names import without_latin_names

LOCALE = Path(__file__).resolve().parent.parent / "src" / "pokerhands" / "locale"
VARIANT = {"ru": "вариант", "el": "παραλλαγή", "hu": "változat"}
SEED_WORDS = {"ru": r"\bзерн|\bseed\b", "el": r"\bseed\b", "hu": r"\bmag(?:ot|ja|:|\b)|\bseed\b"}


@pytest.mark.parametrize("lang", sorted(VARIANT))
def test_no_translation_calls_the_seed_a_seed(lang):
    """Every translation of the package, the link's parameter "seed=" and the field {seed}
    apart."""
    left = []
    for path in sorted((LOCALE / lang).glob("*.po")):
        text = path.read_text(encoding="utf-8")
        for line in re.findall(r'^msgstr(?:\[\d\])? (".*")$', text, flags=re.M):
            said = line.replace("seed=", "").replace("{seed}", "")
            if re.search(SEED_WORDS[lang], said, flags=re.IGNORECASE):
                left.append((path.name, line))
    assert not left, left


@pytest.mark.parametrize("lang", sorted(VARIANT))
def test_the_seed_boxes_say_variant(lang):
    word = VARIANT[lang]
    quiz = Quiz(seed=3, kinds=("name-hand",), n=1, lang=lang)
    assert quiz.seed_box.description.lower() == word + ":"
    with use_language(lang):
        deal, equity = DealWidget(), EquityWidget()
    assert deal.seed_box.description.lower() == word + ":"
    assert word in re.sub(r"<[^>]+>", " ", deal.display.value).lower()
    labels = [getattr(w, "description", "") for w in equity.children]
    assert not any("seed" in str(label).lower() for label in labels)


def test_the_greek_rules_menus_are_greek():
    for widget in (HandPicker(lang="el"), RulesLens("As Ks Qs Js Ts", lang="el")):
        menus = [w for w in _walk(widget) if hasattr(w, "options") and w.options
                 and isinstance(w.options[0], tuple)]
        for menu in menus:
            # the low systems keep their Latin names, as the Greek book writes them
            names = [without_latin_names(label, "el") for label, _value in menu.options]
            assert not [n for n in names if re.search("[A-Za-z]", n)], names
    assert HandPicker(lang="el").rules_box.options[0][0] == "ψηλά χέρια"
    assert HandPicker().rules_box.options[0][0] == "high"


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_the_joker_is_a_star_not_english_letters(lang):
    wild = HIGH.with_wild(jokers=1)
    with use_language(lang):
        face = card_html(JOKER)
        claim = str(claim_beats("9s 9h 9d 9c Jk", "As Ks Qs Js Ts", source="", rules=wild))
    assert "JKR" not in face and "★" in face
    first = claim.splitlines()[0]
    assert "Jk" not in first and "9-9-9-9-★" in first
    assert "JKR" in card_html(JOKER) and "9-9-9-9-Jk" in str(
        claim_beats("9s 9h 9d 9c Jk", "As Ks Qs Js Ts", source="", rules=wild))  # English
