"""Every sentence about a hand in English, Russian, Greek and Hungarian (issue 26): the
category names, HandValue.name and describe(), and compare(...).explain(), through the
catalogs, with the ranks declined (pokerhands.words.forms). English stays as it was."""
import re

import pytest
from hypothesis import given, settings, strategies as st

from pokerhands import DECK, HIGH, Category, compare, evaluate
from pokerhands.core.categories import CATEGORY_TABLE, BadugiSize
from pokerhands.core.language import use_language
from pokerhands.evaluate import hand_for_rank_number
from pokerhands.words import (FORMS, RankWord, and_list, category_label, category_plural,
                              category_with_any, category_with_article, hand_name, kickers,
                              rank_form, royal_flush)
from pokerhands.words.names import category_name, term, without_latin_names

OTHERS = ("ru", "el", "hu")
LOW_SYSTEMS = ("ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better")
WILD = HIGH.with_wild(jokers=1)

# Latin words a sentence may hold in each language: the names its source gives in Latin
# letters (the Greek help page keeps the English words; the Hungarian article says royal
# flush, full house, kicker) and the games' own names; the names the book itself keeps in
# Latin letters (pokerhands.words.names.LATIN_NAMES) are taken out first.
LATIN_OK = {
    "ru": set(),
    "el": {"straight", "flush", "royal", "full", "house", "high", "card", "kicker", "low",
           "wheel", "badugi", "pot"},
    "hu": {"royal", "flush", "full", "house", "kicker", "kickerek", "badugi", "badugik",
           "joker", "wheel"},  # the Hungarian card is the joker too; the wheel a nickname
}
CARD_TOKEN = re.compile(r"(?:10|[2-9AKQJT])[♠♥♦♣]|\b(?:10|[2-9AKQJT])(?:-(?:10|[2-9AKQJT]))+\b")
UNFILLED = re.compile(r"\{[^}]*\}")

hands = lambda n: st.lists(st.sampled_from(DECK), min_size=n, max_size=n, unique=True)  # noqa: E731
any_value = st.integers(1, 7462).map(hand_for_rank_number)  # every category of one deck


def foreign_words(text: str, lang: str, english: str = "") -> list[str]:
    """The words of ``text`` that are English: in Russian and Greek any word in Latin letters
    (card tokens aside) that the language's source does not use; in Hungarian, written in
    Latin letters too, any word of the English sentence (``english``) but those."""
    words = re.findall(r"\w+", CARD_TOKEN.sub(" ", without_latin_names(text, lang)))
    if lang == "hu":
        said = set(re.findall(r"[a-z]+", english.lower())) - LATIN_OK[lang] - {"a"}
        return [w for w in words if w.lower() in said]
    return [w for w in words if re.fullmatch("[A-Za-z]+", w) and w.lower() not in LATIN_OK[lang]]


def check_sentence(text: str, lang: str, english: str) -> None:
    assert text, lang
    if text == english:  # only a name the language's source writes as English does
        assert set(re.findall(r"[a-z]+", without_latin_names(text, lang).lower())) <= \
            LATIN_OK[lang], (lang, text)
    assert not UNFILLED.search(text), (lang, text)
    assert "{" not in text and "}" not in text, (lang, text)
    assert not foreign_words(text, lang, english), (lang, text, foreign_words(text, lang, english))


# --- English stays as it was -------------------------------------------------------------

PINNED = [
    ("6s 6h 6d Kc Kd", HIGH, "Full house, sixes over kings"),
    ("As Ks Qs Js Ts", HIGH, "Royal flush"),
    ("Ah Ad 9c 4s Kd", HIGH, "One pair, aces with a king, a nine and a four"),
    ("As Ad 4c 4h 8d", HIGH, "Two pair, aces and fours with an eight"),
    ("5d 4d 3d 2d Ad", HIGH, "Five-high straight flush (steel wheel)"),
    ("As Ah Ad Ac Jk", WILD, "Five of a kind, aces — joker as A♣"),
    ("7s 5d 4c 3h 2d", "ace-to-five", "Seven-five low: seven, five, four, three, two"),
    ("Ks Qd Jc 9h 9s", "eight-or-better",
     "No qualifying low (no five different ranks of eight or lower)"),
    ("Kh 9d 5c 3s", "badugi", "Four-card badugi, king-nine: king, nine, five, three"),
]


@pytest.mark.parametrize("cards, rules, expected", PINNED)
def test_english_is_unchanged(cards, rules, expected):
    value = evaluate(cards, rules)
    assert value.describe() == value.describe("en") == expected
    with use_language("ru"):
        assert value.describe("en") == expected


def test_english_explanations_are_unchanged():
    assert compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c").explain() == [
        "Both hands are one pair of jacks.", "First kicker: ace and ace, equal.",
        "Second kicker: nine beats eight.", "The first hand wins."]
    assert compare("6s 6h 6d Kc Kd", "Ac Qc 9c 6c 2c").explain()[0] == (
        "The first hand is a full house, the second a flush: a full house beats any flush, "
        "whatever the ranks.")
    assert compare("As Ad 4c 4h Kd", "Ks Kh Qc Qh Ac").explain()[1] == (
        "Higher pair: aces beat kings.")


# --- the mechanism -------------------------------------------------------------------------

@pytest.mark.parametrize("lang, value, form, word", [
    ("ru", 13, "gen_pl", "королей"), ("ru", 6, "gen", "шестёрки"), ("ru", 12, "acc", "даму"),
    ("el", 13, "pl", "ρηγάδες"), ("el", 14, "the_acc", "τον άσο"), ("el", 12, "the", "η ντάμα"),
    ("hu", 13, "acc", "királyt"), ("hu", 14, "the", "az ász"), ("hu", 5, "the_acc_pl", "az ötösöket"),
    ("en", 6, "pl", "sixes"), ("en", 1, "word", "ace"),
])
def test_rank_forms(lang, value, form, word):
    assert rank_form(value, form, lang) == word
    assert getattr(RankWord(value, lang), form) == word


def test_rank_word_defaults_and_capitals():
    assert str(RankWord(13, "ru", plural=True)) == "короли"
    assert str(RankWord(14, "hu", capital=True)) == "Ász"
    assert "{r.Word}pár".format(r=RankWord(13, "hu")) == "Királypár"
    with use_language("el"):
        assert str(RankWord(13)) == "ρήγας"
    with pytest.raises(AttributeError, match="no form 'dative'"):
        RankWord(13, "ru").dative  # noqa: B018
    with pytest.raises(ValueError, match="unknown form"):
        rank_form(13, "dative", "ru")


@pytest.mark.parametrize("lang", OTHERS)
def test_every_rank_form_is_translated(lang):
    for value in range(2, 15):
        for form in FORMS:
            word = rank_form(value, form, lang)
            assert word and not foreign_words(word, lang, rank_form(value, form, "en"))


@pytest.mark.parametrize("lang, joined", [("en", "a, b and c"), ("ru", "a, b и c"),
                                          ("el", "a, b και c"), ("hu", "a, b és c")])
def test_and_list(lang, joined):
    assert and_list(["a", "b", "c"], lang) == joined
    assert and_list(["a"], lang) == "a" and and_list([], lang) == ""


def test_kickers_have_articles_in_english_only():
    assert kickers((8, 3, 1)) == "an eight, a three and an ace"
    assert kickers((8, 3), "ru") == "восьмёрка и тройка"


# --- the category names agree with words/names.py ----------------------------------------

def _capital(text):
    return text[:1].upper() + text[1:]


@pytest.mark.parametrize("lang", ("en", *OTHERS))
@pytest.mark.parametrize("category", list(Category))
def test_category_names_agree_with_the_sources_names(category, lang):
    assert category_label(category, lang) == _capital(category_name(category, lang))
    assert category_label(category) == category.label  # English by default, as before


@pytest.mark.parametrize("lang", ("en", *OTHERS))
def test_royal_flush_agrees_with_the_sources_names(lang):
    assert royal_flush(lang) == _capital(term("royal flush", lang))


def test_english_attributes_stay_english():
    with use_language("ru"):
        assert Category.FULL_HOUSE.label == "Full house"
        assert Category.FULL_HOUSE.with_article == "a full house"
        assert category_with_article(Category.FULL_HOUSE) == "фулл-хаус"
        assert evaluate("6s 6h 6d Kc Kd").name == "Фулл-хаус"
    assert evaluate("6s 6h 6d Kc Kd").name == "Full house"


@pytest.mark.parametrize("lang", OTHERS)
def test_every_category_word_is_translated(lang):
    english = [w for r in CATEGORY_TABLE for w in (r.label, r.plural, r.with_article, r.with_any)]
    for r in CATEGORY_TABLE:
        c = r.category
        for word, en in zip((category_label(c, lang), category_plural(c, lang),
                             category_with_article(c, lang), category_with_any(c, lang)),
                            (r.label, r.plural, r.with_article, r.with_any)):
            assert word and not foreign_words(word, lang, en), (lang, en, word)
            if lang == "ru":
                assert word not in english
    for size in BadugiSize:
        assert category_label(size, lang) != size.label or size is BadugiSize.BADUGI


# --- property tests: every category, every comparison, every language --------------------

@settings(max_examples=150, deadline=None)
@given(any_value)
def test_every_high_hand_is_described_in_every_language(value):
    english = value.describe("en")
    for lang in OTHERS:
        check_sentence(value.describe(lang), lang, english)
        with use_language(lang):
            assert value.describe() == value.describe(lang)
            name = value.name
        assert not foreign_words(name, lang, value.name)
        assert name == hand_name(value, lang)


@settings(max_examples=60, deadline=None)
@given(hands(5), st.sampled_from(LOW_SYSTEMS + ("badugi",)))
def test_every_low_and_badugi_hand_is_described_in_every_language(cards, rules):
    value = evaluate(cards[:4] if rules == "badugi" else cards, rules)
    for lang in OTHERS:
        check_sentence(value.describe(lang), lang, value.describe("en"))


@settings(max_examples=150, deadline=None)
@given(any_value, any_value)
def test_every_high_comparison_is_explained_in_every_language(a, b):
    english = compare(a, b, same_deal=False).explain()
    for lang in OTHERS:
        with use_language(lang):
            steps = compare(a, b, same_deal=False).explain()
        assert len(steps) == len(english)
        for step, en in zip(steps, english):
            check_sentence(step, lang, en)


@settings(max_examples=80, deadline=None)
@given(hands(5), hands(5), st.sampled_from(LOW_SYSTEMS + ("badugi",)))
def test_every_low_comparison_is_explained_in_every_language(a, b, rules):
    if rules == "badugi":
        a, b = a[:4], b[:4]
    english = compare(a, b, rules, same_deal=False).explain()
    for lang in OTHERS:
        with use_language(lang):
            steps = compare(a, b, rules, same_deal=False).explain()
        for step, en in zip(steps, english):
            check_sentence(step, lang, en)


@pytest.mark.parametrize("lang", OTHERS)
def test_same_rank_leads_and_ties(lang):
    """The sentences a random pair seldom reaches: a shared leading rank, a wheel step,
    royal flushes on both sides, a tie, wild cards."""
    pairs = [("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", HIGH), ("6s 5s 4s 3s 2s", "5d 4d 3d 2d Ad", HIGH),
             ("Ks Kh Kd Kc 2s", "Ks Kh Kd Kc 3s", HIGH.with_decks(2)),
             ("6s 6h 6d Kc Kd", "6s 6h 6d Qc Qd", HIGH.with_decks(2)),
             ("As Ah Jk 3c 2d", "Ks Kh Kc 3d 2s", WILD), ("Jk As Ah 3c 2d", "Jk Ks Kh 3d 2s",
                                                           HIGH.with_wild(jokers=2)),
             ("7s 5d 4c 3h 2d", "7h 5c 4d 3s 2c", "ace-to-five"),
             ("2s 3s 4s 5s 7h", "2h 3h 4h 5h 7s", HIGH.with_suit_order()),
             ("2s 3d 4s 5s 7h", "2s 3d 4s 5s 7h", HIGH.with_suit_order())]
    for a, b, rules in pairs:
        english = compare(a, b, rules, same_deal=False).explain()
        with use_language(lang):
            steps = compare(a, b, rules, same_deal=False).explain()
        for step, en in zip(steps, english):
            check_sentence(step, lang, en)
    with use_language(lang):
        omaha = compare("Ah 2c 3c 4d", "Ks Kd 8c 7c", board="Kh Qh Jh 9h 5s", game="omaha")
    assert "Omaha" in omaha.explain()[0]


def test_examples_in_each_language():
    value = evaluate("Ks Kh Ad 9c 4s")
    assert value.describe("ru") == "Пара королей, кикеры — туз, девятка и четвёрка"
    assert value.describe("el") == "Ζευγάρι ρηγάδες (kicker άσος, εννιάρι και τεσσάρι)"
    assert value.describe("hu") == "Királypár, kickerek: ász, kilences és négyes"
    with use_language("ru"):
        assert compare("As Ad 4c 4h Kd", "Ks Kh Qc Qh Ac").explain()[1] == (
            "Старшая пара: тузы бьют королей.")
    with use_language("el"):
        assert compare("As Ad 4c 4h Kd", "Ks Kh Qc Qh Ac").explain()[1] == (
            "Ψηλότερο ζευγάρι: οι άσοι κερδίζουν τους ρηγάδες.")
    with use_language("hu"):
        assert compare("As Ad 4c 4h Kd", "Ks Kh Qc Qh Ac").explain()[1] == (
            "Magasabb pár: az ászok verik a királyokat.")


@pytest.mark.parametrize("rules, article", [("high", "a hagyományos"), ("ace-to-five", "az ász-ötös"),
                                            ("ace-to-six", "az ász-hatos"),
                                            ("deuce-to-seven", "a kettes-hetes")])
def test_a_hungarian_rules_name_in_a_sentence_has_its_article(rules, article):
    """Hungarian needs "a" or "az" (by the name's first sound) before a rules name in
    "under {rules} rules": the sentence form carries it; the label form does not."""
    from pokerhands.words.hands import rules_name
    assert rules_name(rules, in_sentence=True, lang="hu") == article
    assert rules_name(rules, lang="hu") == article.split(" ", 1)[1]
    with use_language("hu"), pytest.raises(ValueError, match=f"^{article} szabályok szerinti kézhez"):
        evaluate("As Kd", rules)


@pytest.mark.parametrize("decks, word", [(2, "3 раза"), (4, "5 раз")])
def test_a_card_over_the_decks_is_counted_with_the_right_russian_plural(decks, word):
    """ "{count} раз(а)" was one form for every number; ngettext picks раз or раза."""
    from pokerhands import get_rules
    cards = " ".join(["As"] * (decks + 1) + ["Kd", "Qh"])
    with use_language("ru"), pytest.raises(ValueError,
                                           match=f"встречается {word}, а колод всего {decks},"):
        evaluate(cards, get_rules("high").with_decks(decks))


@pytest.mark.parametrize("lang", OTHERS)
def test_every_high_hand_is_described_in_the_language_not_a_sample(lang):
    """Every one of the 7,462 high values, not a sample: the Hungarian description of the
    ace-high straight kept the English "(Broadway)", which the sampled property test above
    finds only in the runs that draw that one value."""
    for number in range(1, 7463):
        value = hand_for_rank_number(number)
        check_sentence(value.describe(lang), lang, value.describe("en"))
