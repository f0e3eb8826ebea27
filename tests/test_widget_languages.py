"""The widgets, the checked claims and the cheat sheet in the book's four languages.

A widget speaks its own language (``lang=``, by default the language in force when it is
made): its labels, buttons, placeholders, results and messages, errors included, whatever
the session's language is when a reader clicks. English stays as it was.
"""
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from pokerhands import parse_cards
from pokerhands.book.claims import claim_beats, claim_hand, claim_ranking, claim_tie
from pokerhands.core.cards import CardError
from pokerhands.core.language import get_language, set_language, use_language
from pokerhands.odds.cheatsheet import cheat_sheet
from pokerhands.render.cheatsheet import cheat_sheet_html
from pokerhands.widgets import BadugiPicker, HandDuel, HandPicker, RulesLens

LOCALE = Path(__file__).resolve().parent.parent / "src" / "pokerhands" / "locale"
OTHERS = ("ru", "el", "hu")


def catalog(lang):
    with (LOCALE / lang / "widgets.po").open("rb") as handle:
        return read_po(handle, locale=lang)


def english_left(text, lang, shortest=4):
    """The messages of the widgets' catalog (translated differently in ``lang``) whose
    English wording shows in ``text``: the fixed words of each message, placeholders apart.
    Where ``text`` holds the hands' own words (their names, tie rules, explanations: the
    package's other catalogs), ``shortest`` leaves out messages too short to tell."""
    found = []
    for m in catalog(lang):
        if not m.id or isinstance(m.id, tuple) or m.string == m.id or m.context == "rules":
            continue  # a ranking system's name ("high") is also a word of "high card"
        # the fixed words between placeholders, where long enough to be telling ("of the"
        # is not: the hands' own words, from pokerhands.explain, may hold it)
        words = [w for w in re.split(r"\{\w+\}", m.id)
                 if len(w.strip(" .,:;()")) >= (shortest if w == m.id else 12)]
        if any(re.search(r"(?<![\w-])" + re.escape(w.strip()) + r"(?![\w-])", text)
               for w in words):
            found.append(m.id)
    return found


def shown(widget):
    """Every text a widget shows: its controls' labels, placeholders and tooltips, the
    display and the message box."""
    texts = []

    def walk(w):
        for name in ("description", "placeholder", "tooltip", "value"):
            value = getattr(w, name, None)
            if isinstance(value, str):
                texts.append(value)
        options = getattr(w, "options", None)
        if options:
            texts.extend(str(o[0]) if isinstance(o, tuple) else str(o) for o in options)
        for child in getattr(w, "children", ()):
            walk(child)

    walk(widget)
    return "\n".join(texts)


@pytest.fixture(autouse=True)
def english_session():
    set_language("en")
    yield
    set_language("en")


def card_error(text, lang):
    """The message ``parse_cards`` gives for ``text`` in ``lang``."""
    with use_language(lang), pytest.raises(CardError) as info:
        parse_cards(text)
    return str(info.value)


@pytest.mark.parametrize("lang", OTHERS)
def test_a_picker_speaks_its_language(lang):
    p = HandPicker("As Ks Qs Js Ts", lang=lang)
    assert p.lang == lang
    assert get_language() == "en"
    expected = {"ru": ("Случайная рука", "Очистить", "Карты:", "Правила:"),
                "el": ("Τυχαίο χέρι", "Καθαρισμός", "Φύλλα:", "Κανόνες:"),
                "hu": ("Véletlen kéz", "Törlés", "Lapok:", "Szabályok:")}[lang]
    assert (p.deal_button.description, p.clear_button.description, p.text.description,
            p.rules_box.description) == expected
    assert p.result is not None
    # clicks: unclick a card, a status in the language; click it again, a hand
    p._buttons[parse_cards("Ts")[0]].value = False
    assert p.result is None
    assert p.message == {"ru": "выберите ещё 1 карту (нужно карт в руке: 5)",
                         "el": "διαλέξτε ακόμα 1 φύλλο (ένα χέρι θέλει 5)",
                         "hu": "válassz még 1 lapot (egy kézhez 5 kell)"}[lang]
    p._buttons[parse_cards("Ts")[0]].value = True
    assert p.result is not None and p.result.cards
    # a bad token: the error as the card reader gives it in that language
    p.text.value = "As Kd Zz"
    assert p.refusal == card_error("As Kd Zz", lang)
    assert p.result is not None  # the hand on show stays
    # no English message of the widgets' catalog anywhere in what it shows
    p.set_cards("As Ks Qs Js Ts 2c 3c")
    p._buttons[parse_cards("7h")[0]].value = True  # an eighth card: refused
    assert english_left(shown(p), lang) == []
    assert english_left(p.summary(), lang) == []
    assert english_left(p.message, lang) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_a_widget_keeps_its_language_when_the_session_changes(lang):
    p = HandPicker(lang=lang)
    set_language("en" if lang != "en" else "ru")
    p.set_cards("As Kd")
    with use_language(lang):
        assert p.message.startswith(
            {"ru": "выберите", "el": "διαλέξτε", "hu": "válassz"}[lang])
    p.set_cards("Zz")
    assert p.refusal == card_error("Zz", lang)


def test_a_widget_speaks_the_language_in_force_when_it_is_made():
    with use_language("hu"):
        p = HandPicker("As Kd")
        duel = HandDuel()
    assert p.lang == "hu" and duel.lang == "hu"
    assert p.message == "válassz még 3 lapot (egy kézhez 5 kell)"
    assert duel.message == "írj be két kezet, és összehasonlítom őket"
    assert HandPicker().lang == "en"
    with pytest.raises(ValueError, match="unknown language 'de'"):
        HandPicker(lang="de")


@pytest.mark.parametrize("lang", OTHERS)
def test_the_duel_the_lens_and_badugi_speak_their_language(lang):
    duel = HandDuel("As Ad 3c 4d 9h", "Ks Kd 2c 2d 9s", lang=lang)
    # the explanation's sentences are the hands' words (pokerhands.explain); the rest is ours
    assert english_left(shown(duel).replace(duel.display.value, ""), lang) == []
    assert {"ru": "Вторая рука (выигрывает)", "el": "Δεύτερο χέρι (κερδίζει)",
            "hu": "Második kéz (nyer)"}[lang] in duel.display.value
    first = {"ru": "Первая: ", "el": "Πρώτο: ", "hu": "Első: "}[lang]
    lines = duel.summary().splitlines()
    assert lines[0].startswith(first)
    # the two hands' cards start in one column, as in English ("First:  " over "Second: ")
    assert lines[0].index("A♠") == lines[1].index("K♠"), lines[:2]
    duel.set("As Ad 3c 4d 9h", "Qq")
    assert duel.refusal == card_error("Qq", lang)
    lens = RulesLens("As 2d 3c 4h 5s", lang=lang)
    assert english_left(shown(lens), lang) == []
    badugi = BadugiPicker("As 2s 3d 3h", lang=lang)
    assert english_left(badugi.summary(), lang) == []
    counting = {"ru": "2 карты в зачёте", "el": "2 φύλλα που μετράνε",
                "hu": "2 számító lap"}[lang]
    assert counting in badugi.display.value


def test_english_widgets_are_unchanged():
    p = HandPicker("As Kd")
    assert p.message == "pick 3 more cards (a hand needs 5)"
    assert (p.deal_button.description, p.text.placeholder) == (
        "Random hand", "or type cards, e.g. As Kd 7h 7c 2s")
    p.set_cards("6♠ 6♥ 6♦ K♣ K♥")
    assert "Rank number 264 of 7,462" in p.summary()
    assert 'aria-label="six of spades"' in p.display.value


CLAIMS = {
    "ru": ("✓ 9-9-9-4-4 бьёт 8-8-8-A-A  [Энциклопедический список, Full house]",
           "✓ A♠ K♠ Q♠ J♠ 9♠ и A♥ K♥ Q♥ J♥ 9♥ — ничья",
           "проверено"),
    "el": ("✓ Το 9-9-9-4-4 κερδίζει το 8-8-8-A-A  [Κατάλογος της εγκυκλοπαίδειας, Full house]",
           "✓ A♠ K♠ Q♠ J♠ 9♠ και A♥ K♥ Q♥ J♥ 9♥: ισοπαλία",
           "ελέγχθηκε"),
    "hu": ("✓ 9-9-9-4-4 erősebb, mint 8-8-8-A-A  [Enciklopédiás lista, Full house]",
           "✓ A♠ K♠ Q♠ J♠ 9♠ és A♥ K♥ Q♥ J♥ 9♥: döntetlen",
           "ellenőrizve"),
    "en": ("✓ 9-9-9-4-4 beats 8-8-8-A-A  [Encyclopedia list, Full house]",
           "✓ A♠ K♠ Q♠ J♠ 9♠ ties A♥ K♥ Q♥ J♥ 9♥",
           "checked"),
}


@pytest.mark.parametrize("lang", [*OTHERS, "en"])
def test_checked_claims_say_what_was_checked_in_each_language(lang):
    beats, ties, checked = CLAIMS[lang]
    with use_language(lang):
        claim = claim_beats("9s 9h 9d 4c 4s", "8s 8h 8d Ac As",
                            source="Encyclopedia list, Full house")
        tie = claim_tie("As Ks Qs Js 9s", "Ah Kh Qh Jh 9h")
        chain = claim_ranking("Ah Kh Qh Jh 8h", "9s 8d 7c 6h 5s", "As Kd Qs Js 9c")
        flushes = claim_ranking("Ah Kh Qh Jh 8h", "Kd Qd Jd 9d 7d")
        hand = claim_hand("As Ks Qs Js Ts 2c", "Royal flush")
        html = claim._repr_html_()
    assert str(claim).splitlines()[0] == beats
    assert str(tie).splitlines()[0] == ties
    assert f"✓ {checked}</span>" in html and f'aria-label="{checked}"' in html
    first = str(chain).splitlines()[0]
    assert first.count({"ru": "бьёт", "el": "κερδίζει", "hu": "erősebb",
                        "en": "beats"}[lang]) == 2
    assert str(flushes).splitlines()[0].endswith(
        {"ru": "(оба — флеши)", "el": "(και τα δύο flush)", "hu": "(mindkettő flöss)",
         "en": "(both flushes)"}[lang])
    unused = {"ru": "не играют", "el": "δεν παίζουν", "hu": "nem játszik",
              "en": "not playing"}[lang]
    assert unused in str(hand)
    if lang != "en":
        # the ✓ lines (the explanation under them is the hands' words, pokerhands.explain)
        lines = "\n".join(str(c).splitlines()[0] for c in (claim, tie, chain, flushes, hand))
        assert english_left(lines, lang) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_the_cheat_sheet_speaks_each_language(lang):
    sheet = cheat_sheet()
    with use_language(lang):
        html = cheat_sheet_html(sheet)
    heading = {"ru": "Высокие комбинации (хай), от сильнейшей",
               "el": "Ψηλά χέρια (high), από το καλύτερο",
               "hu": "Magas kezek, a legerősebbtől"}[lang]
    assert f">{heading}</h2>" in html
    assert {"ru": "2\u00a0598\u00a0960", "el": "2.598.960", "hu": "2\u00a0598\u00a0960"}[lang] in html
    text = re.sub(r"<[^>]+>", " ", html)
    assert english_left(text, lang, shortest=12) == []
    assert "2,598,960" in cheat_sheet_html(sheet)  # English as it was


@pytest.mark.parametrize("lang", OTHERS)
def test_the_cheat_sheets_six_plus_strip_and_outs_table_speak_each_language(lang):
    """The six-plus strip (front) and the outs table (back) in each language: the headings
    translated, the counts and the percentages written as the language writes numbers."""
    sheet = cheat_sheet()
    with use_language(lang):
        html = cheat_sheet_html(sheet)
    six = {"ru": "Холдем шорт-дек (короткая колода)", "el": "Hold'em Short Deck",
           "hu": "Six-plus hold'em (short deck)"}[lang]   # as the Hungarian glossary names it
    outs = {"ru": "Ауты в холдеме", "el": "Outs στο hold'em", "hu": "Outok a hold'emben"}[lang]
    text = re.sub(r"[ \t\n]+", " ", re.sub(r"<[^>]+>", " ", html)).replace("&#x27;", "'")
    assert six in text and outs in text
    total = {"ru": "376\u00a0992", "el": "376.992", "hu": "376\u00a0992"}[lang]
    assert total in text
    assert " 9 19,1 19,6 35,0 18 36 " in text   # the flush draw's row, in per cent
    flush_draw = {"ru": "флеш-дро — 9", "el": "draw για flush 9", "hu": "flösshúzó: 9"}[lang]
    assert flush_draw in text
    assert english_left(text, lang, shortest=12) == []
