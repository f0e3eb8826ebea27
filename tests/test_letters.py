"""Cards typed in each language's letters and names (core.letters), and errors in the
reader's language."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerhands import (DECK, JOKER, CardError, card_name, get_language, parse_card,
                        parse_cards, use_language)
from pokerhands.core.letters import card_code, native_letters

LANGS = ("en", "ru", "el", "hu")
cards = st.sampled_from(DECK)
langs = st.sampled_from(LANGS)


def _suit_symbol(card):
    return "♣♦♥♠"[card.suit]


@given(card=cards, lang=langs)
def test_every_card_written_in_a_language_reads_back(card, lang):
    code = card_code(card, lang)
    name = card_name(card, lang)
    for token in (code, code.lower(), code.upper(), code[:-1] + _suit_symbol(card),
                  name, name.upper(), card.code, str(card), card.name):
        assert parse_card(token, lang=lang) == card, (token, lang)
    with use_language(lang):  # the language in force is the default
        assert parse_card(code) == card and parse_card(name) == card


@given(hand=st.lists(cards, min_size=1, max_size=7, unique=True), lang=langs,
       sep=st.sampled_from([" ", ", ", ";", ""]))
def test_hands_in_a_language_read_back(hand, lang, sep):
    text = sep.join(card_code(c, lang) for c in hand)
    assert list(parse_cards(text, lang=lang)) == hand
    names = ", ".join(card_name(c, lang) for c in hand)
    assert list(parse_cards(names, lang=lang)) == hand


@pytest.mark.parametrize("lang, text, codes", [
    ("ru", "Тs Кh Дd Вc 10s", "As Kh Qd Jc Ts"),
    ("ru", "тs кh дd вc", "As Kh Qd Jc"),
    ("ru", "Т♠К♥", "As Kh"),
    ("ru", "туз пик, король червей, дама бубён, дама бубен, валет треф",
     None),
    ("hu", "As Kh Dd Bc 10s Qh Jd Th", "As Kh Qd Jc Ts Qh Jd Th"),
    ("hu", "pikk ász, kőr király, káró dáma, treff bubi, kőr 10-es, pikk 7-es",
     "As Kh Qd Jc Th 7s"),
    ("el", "Αs Κh Ρd Νc Βs Τh", "As Kh Kd Qc Js Th"),
    ("el", "As Kh Qd Jc Th", "As Kh Qd Jc Th"),
    ("el", "άσος μπαστούνι, ρήγας κούπα, ντάμα καρό, βαλές σπαθί, ΑΣΟΣ ΚΟΥΠΑ",
     "As Kh Qd Jc Ah"),
    ("el", "ασος μπαστουνι", "As"),
])
def test_the_letters_and_names_of_each_language(lang, text, codes):
    if codes is None:
        with pytest.raises(CardError, match="дважды"):
            parse_cards(text, lang=lang)
        assert repr(parse_cards(text, lang=lang, allow_duplicates=True)) == "As Kh Qd Qd Jc"
        return
    assert repr(parse_cards(text, lang=lang)) == codes


@pytest.mark.parametrize("text", ["Тs Ts", "Кd Qd", "Тs, 9h, As", "ТsAh"])
def test_russian_letters_never_mix_with_latin_letters(text):
    with pytest.raises(CardError) as error:
        parse_cards(text, lang="ru")
    message = str(error.value)
    assert "смешаны" in message
    own = next(t for t in ("Тs", "Кd") if t in text)
    latin = next(t for t in ("Ts", "Qd", "As", "Ah") if t in text)
    assert f"«{own}»" in message and f"«{latin}»" in message   # in Russian quotation marks
    with use_language("hu"):
        with pytest.raises(CardError, match="смешаны"):
            parse_cards(text, lang="ru")  # the message follows lang=, the reader's language
    with use_language("ru"):
        with pytest.raises(CardError, match="is not a card"):
            parse_cards(text, lang="en")  # Cyrillic letters are not read in English
    with use_language("ru"), pytest.raises(CardError, match="смешаны"):
        parse_cards(text)


@given(hand=st.lists(cards, min_size=2, max_size=6, unique=True), data=st.data())
def test_any_mix_of_the_two_alphabets_is_refused_in_russian(hand, data):
    faces = [c for c in hand if c.rank >= 10]
    if not faces or all(c.rank == 10 for c in faces):
        return  # the ten is "10" in Russian: figures mix with anything
    cyrillic = {v: k.upper() for k, v in native_letters("ru").items()}  # Т К Д В
    tokens = [cyrillic.get(c.rank, card_code(c, "ru")[:-1]) + "cdhs"[c.suit] for c in hand]
    latin = data.draw(st.sampled_from([c for c in hand if c.rank > 10]))
    others = [c for c in hand if c.rank > 10 and c is not latin]
    if not others:
        return
    tokens[hand.index(latin)] = latin.code
    with pytest.raises(CardError, match="смешаны"):
        parse_cards(" ".join(tokens), lang="ru")


def test_figures_go_with_either_alphabet_in_russian():
    assert repr(parse_cards("Тs 10s 9s", lang="ru")) == "As Ts 9s"
    assert repr(parse_cards("As Ts 10h 9s", lang="ru")) == "As Ts Th 9s"
    assert repr(parse_cards(["туз пик", "Kh"], lang="ru")) == "As Kh"  # names are not letters


@pytest.mark.parametrize("lang, text, token", [
    ("en", "Тs Кs", "'Тs'"),         # Cyrillic letters are Russian only
    ("en", "Dd", "'Dd'"),            # D and B are Hungarian only
    ("ru", "Дп", "«Дп»"),            # suits are never Cyrillic letters
    ("ru", "Ат", "«Ат»"),            # Cyrillic А is no rank letter in Russian
    ("hu", "Ak", "„Ak”"),            # k is both kőr and káró: no Hungarian suit letters
    ("el", "Ακ", "«Ακ»"),            # κ is both κούπα and καρό: no Greek suit letters
    ("el", "Dd", "«Dd»"),
])
def test_what_no_language_reads(lang, text, token):
    with pytest.raises(CardError) as error:
        parse_cards(text, lang=lang)
    assert token in str(error.value)


def test_a_bad_token_is_named_in_russian():
    with use_language("ru"):
        with pytest.raises(CardError) as error:
            parse_cards("Тs Хs")
    message = str(error.value)
    assert message.startswith("«Хs» — это не карта (в «Тs Хs»)")
    assert "напишите достоинство" in message
    with use_language("el"), pytest.raises(CardError, match="«Zz» δεν είναι φύλλο"):
        parse_cards("As Zz")
    with use_language("hu"), pytest.raises(CardError, match="„Zz” nem lap"):
        parse_cards("As Zz")


def test_the_other_errors_speak_the_language_in_force():
    with use_language("ru"):
        # typed in Cyrillic, written in Latin letters (Т, the ace, reads as Latin T, the ten)
        with pytest.raises(CardError, match="карта As \\(A♠\\) встречается дважды"):
            parse_cards("Тs туз пик")
        with pytest.raises(CardError, match="нужна ровно одна карта"):
            parse_card("Тs Кs")
        with pytest.raises(CardError, match="в «Jk Jk Jk» 3 джокера, а в колоде их всего 2"):
            parse_cards("Jk Jk Jk", jokers=2)
    with use_language("hu"), pytest.raises(ValueError, match="pot: legalább 0"):
        from pokerhands.core.checks import whole_number
        whole_number("pot", -1, unit="chips")
    assert get_language() == "en"


def test_english_stays_as_it_was():
    with pytest.raises(CardError, match="^duplicate card As \\(A♠\\) in 'As As'$"):
        parse_cards("As As")
    with pytest.raises(CardError, match="^'Ax' is not a card \\(in 'As Ax'\\); write a rank"):
        parse_cards("As Ax")


def test_card_names_in_four_languages():
    ace = parse_card("As")
    assert [card_name(ace, lang) for lang in LANGS] == [
        "ace of spades", "туз пик", "άσος μπαστούνι", "pikk ász"]
    ten = parse_card("Th")
    assert [card_name(ten, lang) for lang in LANGS] == [
        "ten of hearts", "десятка червей", "δεκάρι κούπα", "kőr tízes"]
    assert [card_name(JOKER, lang) for lang in LANGS] == ["joker", "джокер", "τζόκερ", "joker"]
    assert all(card_name(c, "en") == c.name for c in DECK)
    for lang in LANGS:
        assert len({card_name(c, lang) for c in DECK}) == 52
    with use_language("el"):
        assert card_name(parse_card("Qd")) == "ντάμα καρό"


def test_jokers_by_name():
    assert repr(parse_cards("Тs джокер", lang="ru", jokers=1)) == "As Jk"
    assert repr(parse_cards("τζόκερ", lang="el", jokers=1)) == "Jk"


def test_native_letters():
    assert native_letters("ru") == {"т": 14, "к": 13, "д": 12, "в": 11}
    assert native_letters("en") == {}
    with pytest.raises(ValueError):
        native_letters("de")
