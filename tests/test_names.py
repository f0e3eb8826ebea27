"""Category and term names in the sources' four languages (pokerhands.words.names) and
HandValue.describe(lang=...)."""
import pytest

from pokerhands import Category, HIGH, evaluate
from pokerhands.words.names import (CATEGORY_TERMS, LANGUAGES, NAMES, TERMS, category_name,
                              languages_of, names_of, source_of, term)

JOKER_WILD = HIGH.with_wild(jokers=1)

# one hand per category entry (the royal flush counted apart, as files 000 and 003 do)
HANDS = {
    "five of a kind": ("Ah Ad Ac As Jk", JOKER_WILD, "A, A, A, A, A"),
    "royal flush": ("As Ks Qs Js Ts", HIGH, "A, K, Q, J, 10"),
    "straight flush": ("Jc Tc 9c 8c 7c", HIGH, "J, 10, 9, 8, 7"),
    "four of a kind": ("5c 5d 5h 5s 2d", HIGH, "5, 5, 5, 5, 2"),
    "full house": ("6s 6h 6d Kc Kh", HIGH, "6, 6, 6, K, K"),
    "flush": ("Jd 9d 8d 4d 3d", HIGH, "J, 9, 8, 4, 3"),
    "straight": ("5c 4d 3h 2h As", HIGH, "5, 4, 3, 2, A"),
    "three of a kind": ("Qc Qs Qh 9h 2s", HIGH, "Q, Q, Q, 9, 2"),
    "two pair": ("2h Jh Js 3c 3s", HIGH, "J, J, 3, 3, 2"),
    "one pair": ("Ts Th 8s 7h 4c", HIGH, "10, 10, 8, 7, 4"),
    "high card": ("Kd Qd 7s 4s 3h", HIGH, "K, Q, 7, 4, 3"),
}

# the main name per language, as each source spells it (file 002/003 English, 000 Russian,
# 001 Greek, 003 Hungarian); None where the source gives no name
EXPECTED = {
    "five of a kind": ("five of a kind", "Пятерка", None, None),
    "royal flush": ("royal flush", "Роял-Флеш", "royal flush", "Royalflös"),
    "straight flush": ("straight flush", "Стрит-Флеш", "Straight Flush", "Színsor"),
    "four of a kind": ("four of a kind", "Каре", "καρέ", "Póker"),
    "full house": ("full house", "Фулл-Хаус", "Full House", "Full house"),
    "flush": ("flush", "Флеш", "Flush", "Szín"),
    "straight": ("straight", "Стрит", "Straight", "Sor"),
    "three of a kind": ("three of a kind", "Тройка", "Τρία όμοια", "Drill"),
    "two pair": ("two pair", "Две пары", "Δύο Ζευγάρια", "Két pár"),
    "one pair": ("one pair", "Пара", "Ένα ζευγάρι", "Egy pár"),
    "high card": ("high card", "Старшая карта", "High card", "Magas lap"),
}

CASES = [(cat, lang) for cat in CATEGORY_TERMS for lang in LANGUAGES]


def test_every_category_has_a_hand_and_an_expectation():
    assert set(HANDS) == set(CATEGORY_TERMS) == set(EXPECTED)
    assert LANGUAGES == ("en", "ru", "el", "hu")


@pytest.mark.parametrize("cat, lang", CASES)
def test_category_name(cat, lang):
    expected = EXPECTED[cat][LANGUAGES.index(lang)]
    if expected is None:
        with pytest.raises(ValueError, match=repr(cat)):
            category_name(cat, lang)
        assert lang not in languages_of(cat)
    else:
        assert category_name(cat, lang) == expected
        assert term(cat, lang) == expected
        assert source_of(cat, lang).startswith(
            ("Russian page", "Greek help page", "encyclopedia list", "Hungarian article"))


@pytest.mark.parametrize("category", list(Category))
def test_category_enum_matches_string(category):
    for lang in languages_of(category.label.lower()):
        assert category_name(category, lang) == category_name(category.label.lower(), lang)


@pytest.mark.parametrize("cat, lang", CASES)
def test_describe_in_every_language(cat, lang):
    cards, rules, ranks = HANDS[cat]
    v = evaluate(cards, rules)
    expected = EXPECTED[cat][LANGUAGES.index(lang)]
    if lang == "en":
        assert v.describe(lang="en") == v.describe()
    elif expected is None:
        with pytest.raises(ValueError, match="five of a kind"):
            v.describe(lang=lang)
    else:
        assert v.describe(lang=lang) == f"{expected[0].upper()}{expected[1:]}: {ranks}"


def test_examples():
    assert evaluate("6s 6h 6d Kc Kh").describe(lang="ru") == "Фулл-Хаус: 6, 6, 6, K, K"
    assert evaluate("Qc Qs Qh 9h 2s").describe("hu") == "Drill: Q, Q, Q, 9, 2"
    assert evaluate("5c 5d 5h 5s 2d").describe("el") == "Καρέ: 5, 5, 5, 5, 2"
    # a wild card counts as the card it stands for
    assert evaluate("Kh Kd Kc Jk 2s", JOKER_WILD).describe("ru") == "Каре: K, K, K, K, 2"


@pytest.mark.parametrize("cards", ["As Ks Qs Js Ts", "5c 4d 3h 2h As", "Ah Ad Ac As Jk",
                                   "Kh Kd 7c 7s 7d 2c 3h", "2c 3d 4h 5s 7c"])
def test_english_unchanged(cards):
    rules = JOKER_WILD if "Jk" in cards else HIGH
    v = evaluate(cards, rules)
    assert v.describe("en") == v.describe()
    assert v.describe(lang="en") == v.describe()
    assert str(v).startswith(v.describe() + ": ")


@pytest.mark.parametrize("bad", ["fr", "EN", "", "russian"])
def test_bad_language_is_named(bad):
    with pytest.raises(ValueError, match=f"unknown language {bad!r}"):
        evaluate("As Ks Qs Js Ts").describe(lang=bad)
    with pytest.raises(ValueError, match=f"unknown language {bad!r}"):
        category_name("flush", bad)
    with pytest.raises(ValueError, match=f"unknown language {bad!r}"):
        term("kicker", bad)


def test_bad_term_is_named():
    with pytest.raises(ValueError, match="unknown term 'gutshot'"):
        term("gutshot", "en")
    with pytest.raises(ValueError, match="unknown category 'kicker'"):
        category_name("kicker", "en")


def test_missing_name_is_an_error_not_a_guess():
    with pytest.raises(ValueError, match="no Russian name for 'kicker'.*Russian page"):
        term("kicker", "ru")


@pytest.mark.parametrize("rules", ["ace-to-five", "ace-to-six", "deuce-to-seven",
                                   "eight-or-better", "badugi"])
def test_low_hands_only_in_english(rules):
    cards = "Kh 9d 5c 3s" if rules == "badugi" else "Ks 9d 5c 3s 2h"
    v = evaluate(cards, rules)
    assert v.describe(lang="en") == v.describe()
    for lang in ("ru", "el", "hu"):
        with pytest.raises(ValueError, match="high ranking only"):
            v.describe(lang=lang)


def test_every_term_has_english_and_a_source():
    assert set(TERMS) | set(CATEGORY_TERMS) == set(NAMES)
    for name, entry in NAMES.items():
        assert set(entry) <= set(LANGUAGES)
        assert "en" in entry, name
        assert len(entry) >= 2, name  # English and at least one other source
        for lang, (names, source) in entry.items():
            assert names and all(n.strip() == n and n for n in names)
            assert source
            assert names_of(name, lang) == names


@pytest.mark.parametrize("name, lang, expected", [
    ("kicker", "hu", "semleges lap"), ("kicker", "el", "kicker"),
    ("hole cards", "hu", "zárt lap"), ("board", "el", "κοινά φύλλα"),
    ("board", "hu", "közös lap"), ("showdown", "hu", "terítés"),
    ("blind", "hu", "vak"), ("button", "hu", "gomb"), ("burn card", "hu", "égetés"),
    ("turn", "hu", "turn"), ("river", "hu", "river"), ("flop", "hu", "flop"),
    ("wheel", "el", "Wheel"), ("qualifier", "el", "προϋπόθεση"),
    ("wild card", "ru", "дикая карта"), ("joker", "ru", "джокер"),
    ("badugi", "el", "Badugi"), ("suit", "ru", "масть"), ("pot", "hu", "kassza"),
])
def test_terms(name, lang, expected):
    assert term(name, lang) == expected


# --- the glossary page lists the same names ----------------------------------------------

GLOSSARY = __import__("pathlib").Path(__file__).resolve().parents[1] / "book/reference/glossary.md"
LANG_BY_NAME = {"English": "en", "Russian": "ru", "Greek": "el", "Hungarian": "hu"}


def glossary_names() -> dict:
    """term -> lang -> tuple of names, read from the glossary's "Names in the sources" lists."""
    import re

    text = GLOSSARY.read_text(encoding="utf-8")
    body = text.split("```{glossary}", 1)[1].split("\n```", 1)[0]
    found, current = {}, None
    for line in body.splitlines():
        if line and not line.startswith((" ", ":")):
            current = line.strip().lower()
            found[current] = {}
            continue
        m = re.match(r"  - (English|Russian|Greek|Hungarian): (.*) — ", line)
        if m:
            found[current][LANG_BY_NAME[m.group(1)]] = tuple(re.findall(r"\*([^*]+)\*", m.group(2)))
    return found


def test_glossary_names_equal_the_package():
    found = glossary_names()
    for name, entry in NAMES.items():
        assert name in found, f"glossary has no entry {name!r}"
        assert found[name] == {lang: n.names for lang, n in entry.items()}, name
    for name, langs in found.items():
        if langs:
            assert name in NAMES, f"glossary lists names for {name!r}, names.py does not"


def test_glossary_terms_are_sorted():
    terms = list(glossary_names())
    assert terms == sorted(terms)
