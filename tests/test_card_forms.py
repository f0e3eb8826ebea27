"""Cards as the pages write them, and card codes no alphabet can misread (issue 41).

1. The card reader reads every card's name the book's pages and the package's catalogs
   write: the Greek book writes «δέκα κούπα» and «εννιά μπαστούνι» (cardinals), where the
   reader took only «δεκάρι κούπα». The test collects, from every page catalog
   (``book/locales/<lang>/**/*.po``) and package catalog, each rank word followed by a suit
   word (Hungarian: suit, then rank), with the rank words listed here in every form a
   reader may type (the Greek cardinals and their spellings, the accusatives, the Hungarian
   "10-es"), and reads each as one card.
2. No message about a card writes a card code whose letter another alphabet writes alike
   (the Russian «карта Тs (A♠) встречается дважды»: Cyrillic Т, the ace, reads as Latin Ts,
   the ten of spades): over every language, the duplicate-card, dealt-twice, short-deck and
   unknown-token messages, the six-plus explanation and the cheat sheet write their codes
   and rank sequences in Latin letters and figures.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from pokerhands import compare, evaluate, parse_cards, use_language
from pokerhands.core.cards import CardError
from pokerhands.core.dealt import check_one_deal
from pokerhands.odds.cheatsheet import cheat_sheet
from pokerhands.render.cheatsheet import six_plus_html

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "ru", "el", "hu")

RANKS = {  # every form of a rank word a card's name may hold, nominative (Greek: accusative)
    "el": "δύο|δυο|τρία|τέσσερα|πέντε|έξι|επτά|εφτά|οκτώ|οχτώ|εννιά|εννέα|δέκα|δυάρι|τριάρι|"
          "τεσσάρι|πεντάρι|εξάρι|επτάρι|εφτάρι|οκτάρι|οχτάρι|εννιάρι|δεκάρι|βαλές|βαλέ|ντάμα|"
          "ρήγας|ρήγα|άσος|άσο|άσσος",
    "ru": "двойка|тройка|четв[её]рка|пят[её]рка|шест[её]рка|сем[её]рка|восьм[её]рка|девятка|"
          "десятка|валет|дама|король|туз",
    "hu": "kettes|hármas|négyes|ötös|hatos|hetes|nyolcas|kilences|tízes|bubi|dáma|király|ász|"
          r"(?:10|[2-9])-(?:es|as|ös|os)",
}
SUITS = {"el": "κούπα|μπαστούνι|καρό|σπαθί", "ru": "пик|червей|черв|бубен|бубён|треф",
         "hu": "pikk|kőr|káró|treff"}


def _catalog_texts(lang):
    paths = [*(ROOT / "book" / "locales" / lang).rglob("*.po"),
             *(ROOT / "src" / "pokerhands" / "locale" / lang).glob("*.po")]
    return "\n".join(p.read_text(encoding="utf-8") for p in paths)


def _names_written(lang):
    """Every card's name the catalogs of ``lang`` write, as written."""
    rank, suit = f"(?:{RANKS[lang]})", f"(?:{SUITS[lang]})"
    pair = rf"{suit}\s+{rank}" if lang == "hu" else rf"{rank}\s+{suit}"
    text = _catalog_texts(lang).replace('"\n"', "")  # a msgstr's lines joined
    found = re.findall(rf"(?<![^\W\d_]){pair}(?![\w-])", text, flags=re.IGNORECASE)
    return sorted({" ".join(f.split()) for f in found})


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_every_card_name_the_pages_write_is_read(lang):
    names = _names_written(lang)
    assert len(names) >= 8, names  # the check has teeth
    unread = {}
    for name in names:
        try:
            cards = parse_cards(name, lang=lang)
        except CardError as error:
            unread[name] = str(error)
            continue
        if len(cards) != 1:
            unread[name] = repr(cards)
    assert not unread, unread


@pytest.mark.parametrize("lang, text, codes", [
    ("el", "δέκα κούπα, εννιά μπαστούνι, τέσσερα κούπα, δύο κούπα", "Th 9s 4h 2h"),
    ("el", "άσσος σπαθί, βαλέ καρό, οχτώ κούπα, εφτά σπαθί, εννέα καρό", "Ac Jd 8h 7c 9d"),
    ("el", "ΔΕΚΑ ΚΟΥΠΑ, δεκα κουπα, δεκάρι κούπα", "Th Th Th"),
    ("ru", "дама черв, десятка червей", "Qh Th"),
    ("hu", "kör ász, kőr 10-es, treff 5-ös", "Ah Th 5c"),
])
def test_the_forms_the_reviews_named(lang, text, codes):
    assert repr(parse_cards(text, lang=lang, allow_duplicates=True)) == codes
    with use_language(lang):
        assert repr(parse_cards(text, allow_duplicates=True)) == codes


# a card's code (a capital rank letter or figure, then a suit letter or symbol), or a run of ranks
# ("9-8-7-6-A"), as a message writes them
_CODE = re.compile(r"(?<![^\W_])(10|[^\W\d_]|\d)([shdc♠♥♦♣])(?![^\W_])")
_RUN = re.compile(r"(?<![^\W_])(?:10|\d|[^\W\d_])(?:-(?:10|\d|[^\W\d_])){3,}(?![^\W_])")


def _not_latin(text):
    """The codes and runs of ranks in ``text`` that hold a letter other than a Latin one."""
    found = [m.group(0) for m in _CODE.finditer(text)
             if m.group(1).isupper() and not m.group(1).isascii()]  # "és" is a word
    found += [m.group(0) for m in _RUN.finditer(text) if not m.group(0).isascii()]
    return found


def _messages(lang):
    """Messages about cards in ``lang``, from input in Latin letters (so every letter of a
    code in them is the package's own)."""
    said = []
    with use_language(lang):
        for text in ("As As", "Kd Kd", "Qh Qh", "Jc Jc", "Th Th", "Zz"):
            with pytest.raises(CardError) as error:
                parse_cards(text)
            said.append(str(error.value))
        for card in ("As", "Kh", "Qd", "Jc", "Ts"):
            with pytest.raises(CardError) as error:
                check_one_deal([("1", parse_cards(f"{card} 2c")), ("2", parse_cards(card))])
            said.append(str(error.value))
        with pytest.raises(CardError) as error:
            evaluate("5s 6h 7d 8c 9s", rules="six-plus")
        said.append(str(error.value))
        said += compare("Ts 9h 8d 7c 6s", "9s 8h 7d 6c Ah", rules="six-plus").explain()
        said.append(re.sub(r"<[^>]+>", " ", six_plus_html(cheat_sheet())))
    return said


@pytest.mark.parametrize("lang", LANGS)
def test_no_card_code_in_a_message_is_written_in_another_alphabet(lang):
    messages = _messages(lang)
    assert any("9-8-7-6-A" in m for m in messages)  # the six-plus low straight is checked
    left = {m[:200]: _not_latin(m) for m in messages if _not_latin(m)}
    assert not left, left


def test_the_russian_duplicate_names_the_ace_in_latin_letters():
    with use_language("ru"), pytest.raises(CardError) as error:
        parse_cards("Тs туз пик")  # typed in Cyrillic: the message writes As
    assert "карта As (A♠) встречается дважды" in str(error.value)
    with use_language("ru"), pytest.raises(CardError) as error:
        parse_cards("Zz")
    assert "'As', '10h'" in str(error.value) and "'Тs'" not in str(error.value)
