"""Category and term names in the sources' four languages (pokerhands.words.names) and
HandValue.describe(lang=...)."""
import pytest

from pokerhands import Category, HIGH, evaluate
from pokerhands.words.names import (CATEGORY_BY_NAME, CATEGORY_TERMS, LANGUAGES, NAMES, NICKNAMES,
                              NICKNAME_READINGS, TERMS, category_name, describe_hand,
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

# the main name per language, lower case as the sources' own sentences write them (file
# 002/003 English, 000 Russian, 001 Greek, 003 Hungarian), or the book's choice where the
# source has none
EXPECTED = {
    "five of a kind": ("five of a kind", "пятёрка", "πέντε όμοια", "öt egyforma"),
    "royal flush": ("royal flush", "роял-флеш", "royal flush", "royal flush"),
    "straight flush": ("straight flush", "стрит-флеш", "straight flush", "színsor"),
    "four of a kind": ("four of a kind", "каре", "καρέ", "póker"),
    "full house": ("full house", "фулл-хаус", "full house", "full house"),
    "flush": ("flush", "флеш", "flush", "flöss"),
    "straight": ("straight", "стрит", "straight", "sor"),
    "three of a kind": ("three of a kind", "тройка", "τρία όμοια", "drill"),
    "two pair": ("two pair", "две пары", "δύο ζευγάρια", "két pár"),
    "one pair": ("one pair", "пара", "ένα ζευγάρι", "egy pár"),
    "high card": ("high card", "старшая карта", "high card", "magas lap"),
}

# the names the book chose where the language's source has none (issue 26)
BOOK_CHOICES = {("five of a kind", "el"), ("five of a kind", "hu"), ("flush", "hu")}

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
            ("book:",) if (cat, lang) in BOOK_CHOICES else
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
            describe_hand(v, lang)
    else:
        assert describe_hand(v, lang) == f"{expected[0].upper()}{expected[1:]}: {ranks}"


def test_examples():
    assert describe_hand(evaluate("6s 6h 6d Kc Kh"), "ru") == "Фулл-хаус: 6, 6, 6, K, K"
    assert describe_hand(evaluate("Qc Qs Qh 9h 2s"), "hu") == "Drill: Q, Q, Q, 9, 2"
    assert describe_hand(evaluate("5c 5d 5h 5s 2d"), "el") == "Καρέ: 5, 5, 5, 5, 2"
    # a wild card counts as the card it stands for
    assert describe_hand(evaluate("Kh Kd Kc Jk 2s", JOKER_WILD), "ru") == "Каре: K, K, K, K, 2"
    # describe(lang=...) gives the sentence of the catalogs (issue 26)
    assert evaluate("6s 6h 6d Kc Kh").describe(lang="ru") == "Фулл-хаус: три шестёрки и пара королей"


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
    with pytest.raises(ValueError, match="no Russian name for 'qualifier'.*Russian page"):
        term("qualifier", "ru")


@pytest.mark.parametrize("lang, name", [("ru", "Пятёрка"), ("el", "Πέντε όμοια"),
                                        ("hu", "Öt egyforma")])
def test_five_of_a_kind_is_named_in_every_language(lang, name):
    """A legal hand never makes describe(lang=...) raise (issue 26): five of a kind, which the
    Greek and Hungarian sources do not name, gets the book's marked, neutral name."""
    v = evaluate("As Ah Ad Ac Jk", JOKER_WILD)
    assert describe_hand(v, lang) == f"{name}: A, A, A, A, A"
    assert v.describe(lang=lang).startswith(name)
    assert (source_of("five of a kind", lang).startswith("book:")) == (lang != "ru")


@pytest.mark.parametrize("name, lang, dropped", [
    ("four of a kind", "ru", "кварта"), ("four of a kind", "ru", "покер"),
    ("kicker", "hu", "semleges lap"), ("burn card", "hu", "égetés"), ("suit", "el", "suit"),
])
def test_words_players_do_not_use_are_not_the_name(name, lang, dropped):
    """Issue 26: a one-off or wrong word of a source is not given as the term's main name."""
    assert term(name, lang) != dropped
    assert "кварта" not in names_of("four of a kind", "ru")


def test_names_are_written_in_lower_case():
    """A capital only where a sentence or a label begins: the names are stored as running
    text writes them ("стрит-флеш", not "Стрит-Флеш")."""
    for cat in CATEGORY_TERMS:
        for lang in languages_of(cat):
            for name in names_of(cat, lang):
                if name not in ("Royalflös",):
                    assert name == name.lower(), (cat, lang, name)


@pytest.mark.parametrize("rules", ["ace-to-five", "ace-to-six", "deuce-to-seven",
                                   "eight-or-better", "badugi"])
def test_low_hands_only_in_english(rules):
    """The short form with the ranks' symbols covers high hands only; describe(lang=...)
    speaks every language for every ranking (issue 26)."""
    cards = "Kh 9d 5c 3s" if rules == "badugi" else "Ks 9d 5c 3s 2h"
    v = evaluate(cards, rules)
    assert v.describe(lang="en") == v.describe()
    for lang in ("ru", "el", "hu"):
        with pytest.raises(ValueError, match="high ranking only"):
            describe_hand(v, lang)
        assert v.describe(lang=lang) != v.describe()


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
    ("kicker", "hu", "kicker"), ("kicker", "el", "kicker"), ("kicker", "ru", "кикер"),
    ("pot", "ru", "банк"), ("board", "ru", "борд"), ("tie", "ru", "ничья"), ("deck", "ru", "колода"),
    ("tie", "el", "ισοπαλία"), ("rank", "el", "αξία"), ("category", "el", "κατηγορία"),
    ("suit", "el", "χρώμα"), ("clubs", "el", "σπαθί"), ("spades", "el", "μπαστούνι"),
    ("hearts", "el", "κούπα"), ("diamonds", "el", "καρό"), ("tie", "hu", "döntetlen"),
    ("split pot", "hu", "osztott pot"), ("spades", "hu", "pikk"), ("hearts", "hu", "kőr"),
    ("diamonds", "hu", "káró"), ("clubs", "hu", "treff"), ("royal flush", "hu", "royal flush"),
    ("hole cards", "hu", "zárt lapok"), ("board", "el", "κοινά φύλλα"),
    ("board", "hu", "közös lapok"), ("showdown", "hu", "terítés"),
    ("blind", "hu", "vak"), ("button", "hu", "gomb"), ("burn card", "hu", "égetett lap"),
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


def test_quoted_source_words_are_in_the_sources():
    """Each choice quotes its source (issue 26): every 'quoted' phrase in an entry's source is
    found, word for word, in one of the source documents."""
    import re
    from pathlib import Path

    seeds = sorted((Path(__file__).resolve().parents[2] / "shared" / "seeds").glob("*.txt"))
    if not seeds:
        pytest.skip("source documents not found")
    text = " ".join(p.read_text(encoding="utf-8") for p in seeds).lower()
    missing = [(name, lang, quote) for name, entry in NAMES.items() for lang, n in entry.items()
               for quote in re.findall(r"'([^']+)'", n.source) if quote.lower() not in text]
    assert not missing, missing


# --- the nicknames: one table, read by the glossary and by the answer readers -----------

def test_the_glossary_nickname_table_is_written_from_the_package():
    """Issue 38: the glossary shows the package's one table of nicknames, written by
    tools/nicknames.py; a nickname added to the package and not to the page fails here."""
    import sys

    sys.path.insert(0, str(GLOSSARY.parents[2] / "tools"))
    import nicknames

    text = nicknames.SNIPPET.read_text(encoding="utf-8")
    assert text == nicknames.table(), "run `make nicknames`"
    assert "{include} ../_snippets/nicknames.md" in GLOSSARY.read_text(encoding="utf-8")
    for name in NICKNAMES:
        assert f"| *{name}* |" in text


def test_every_nickname_links_a_glossary_term_and_is_read_by_the_answer_readers():
    from pokerhands.exercises.answers import SYNONYMS, norm

    terms = set(glossary_names())
    for name, n in NICKNAMES.items():
        assert n.term.lower() in terms, (name, n.term)
        assert name.lower() not in {x.lower() for x in NAMES.get(n.term, {}).get("en", ((), ""))[0]
                                    if x != n.term}, f"{name!r} is in NAMES too: one table only"
        if n.reads_as is not None:
            assert SYNONYMS[norm(name)] == n.reads_as
        else:
            assert norm(name) not in SYNONYMS
    assert NICKNAME_READINGS["boat"] == "full house" and CATEGORY_BY_NAME["boat"].label == "Full house"


@pytest.mark.parametrize("answer, expected", [("boat", "Full house"), ("Full-Boat", "Full house"),
                                              ("quads", "Four of a kind"), ("TRIPS", "Three of a kind"),
                                              ("set", "Three of a kind"), ("nothing", "High card")])
def test_a_nickname_names_its_category(answer, expected):
    from pokerhands.words.names import category_named

    assert category_named(answer).label == expected


def test_nickname_sources_quote_the_sources():
    import re
    from pathlib import Path

    seeds = sorted((Path(__file__).resolve().parents[2] / "shared" / "seeds").glob("*.txt"))
    if not seeds:
        pytest.skip("source documents not found")
    text = " ".join(p.read_text(encoding="utf-8") for p in seeds).lower()
    missing = [(name, quote) for name, n in NICKNAMES.items()
               for quote in re.findall(r"'([^']+)'", n.source) if quote.lower() not in text]
    assert not missing, missing
