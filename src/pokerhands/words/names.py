"""The names of the hand categories and of the main poker terms in the sources' languages.

The book's four sources (``shared/seeds/README.md``) are written in four languages:

* ``"en"`` English: the encyclopedia list (the article "List of poker hands") and the
  English rules page ("Standard poker hand ranking"); a few Hold'em words that only
  the book uses in English (the sources name them only in Hungarian) are marked "book";
* ``"ru"`` Russian: the Russian page (a poker site's "hand values" page);
* ``"el"`` Greek: the Greek help page (a poker room's "hand rankings" help page), which often keeps
  the English word in Latin letters, so several of its names are English words;
* ``"hu"`` Hungarian: the Hungarian article (an encyclopedia article on Texas
  hold'em; its "Póker-kéz típusok" list names every category).

:data:`NAMES` records every name in the form a sentence of its language would use it:
lower case, a capital only where a sentence or a label begins (``describe_hand`` and the
book's tables add it), since the sources capitalise their headings ("Роял-Флеш", "Δύο
Ζευγάρια", "Színsor") but write the names in lower case in their own text ("стрит-флеша",
"фулл-хаусов", "ως royal flush", "a magasabb drill nyer"). Hungarian and Greek nouns are
in their dictionary form where the source uses an inflected one, as in "2 zárt lapot" for
*zárt lapok* (in the plural, as a term that names several cards is). The first name of
each entry is the one :func:`category_name` and :func:`term` return; the others are other
names the same source gives. Each entry's source says where the name comes from, with the
source's words quoted where that settles a choice.

Where a source gives no name for a term that the book's readers need, the entry says
``book`` at the head of its source: the name is the book's own choice (the word players of
that language use, or, for five of a kind in Greek and Hungarian, a neutral description), and
the source says why. Where no name is needed, the language is left out rather than filled
in: the Russian page, for instance, gives no name for the qualifier of a low hand.

Some names are left out on purpose. The Russian page says that some parts of Europe call four
of a kind «покер»; that is not a Russian name, and Russian players call the hand *каре*. The
Hungarian article spells the royal flush "Royalflös" once, beside the English name; the book
uses the English name and keeps the article's spelling second. For the kicker the article says
"semleges lap" (neutral card), a phrase players do not use: the book says *kicker* (or
*kísérő*). For the burn card the article names only the act of burning, "égetés": the book
calls the card *égetett lap*.

>>> category_name("full house", "ru")
'фулл-хаус'
>>> term("kicker", "hu")
'kicker'
>>> names_of("four of a kind", "ru")
('каре',)
>>> term("qualifier", "ru")
Traceback (most recent call last):
...
ValueError: no Russian name for 'qualifier' in the sources (Russian page); names exist in: en, el
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from pokerhands.core.categories import CATEGORY_TABLE, ROYAL_FLUSH, Category
from pokerhands.words.english import indefinite_article

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.core.values import HandValue

__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "SOURCES", "NAMES", "CATEGORY_TERMS", "TERMS",
           "Name", "Nickname", "NICKNAMES", "NICKNAME_READINGS", "category_name",
           "term", "names_of", "source_of", "languages_of", "describe_hand", "category_named",
           "CATEGORY_BY_NAME", "LATIN_NAMES", "without_latin_names"]

LANGUAGES = ("en", "ru", "el", "hu")
"""The sources' languages as ISO 639-1 codes, in the order the book lists them."""

LANGUAGE_NAMES = {"en": "English", "ru": "Russian", "el": "Greek", "hu": "Hungarian"}

SOURCES = {
    "en": "encyclopedia list and English rules page",
    "ru": "Russian page",
    "el": "Greek help page",
    "hu": "Hungarian article",
}
"""Which source each language's names come from."""


class Name(NamedTuple):
    """The names of one term in one language, first the main one, and where they appear."""

    names: tuple[str, ...]
    source: str


def _n(*names: str, src: str) -> Name:
    return Name(tuple(names), src)


# Each entry: term (the book's English key) -> language -> Name(names, source section).
NAMES: dict[str, dict[str, Name]] = {
    # --- the categories, highest first ------------------------------------------------
    "five of a kind": {
        "en": _n("five of a kind", src="encyclopedia list, category table and 'Five of a kind'"),
        "ru": _n("пятёрка", src="Russian page, wild-card section ('Пятерка - самая высокая'); the book "
                 "writes ё, as in its «туз — пятёрка»"),
        "el": _n("πέντε όμοια", src="book: the Greek help page names no such hand; a neutral term "
                 "built like its 'τρία όμοια'"),
        "hu": _n("öt egyforma", src="book: the Hungarian article names no such hand; a neutral "
                 "term meaning five alike"),
    },
    "royal flush": {
        "en": _n("royal flush", "royal straight flush",
                 src="encyclopedia list 'Straight flush'; English rules page §1"),
        "ru": _n("роял-флеш", "флеш-рояль",
                 src="Russian page §1 (its heading 'Роял-Флеш'; lower case as its text "
                 "writes стрит-флеш); флеш-рояль: book, as Russian players also say and many "
                 "Russian poker sites write"),
        "el": _n("royal flush",
                 src="Greek help page, 'Straight Flush' entry ('γνωστό και ως royal flush')"),
        "hu": _n("royal flush", "Royalflös",
                 src="Hungarian article 'Póker-kéz típusok' 1. ('Royalflös (royal flush)'); "
                 "Royalflös is its one-off spelling"),
    },
    "straight flush": {
        "en": _n("straight flush", src="encyclopedia list 'Straight flush'; English rules page §2"),
        "ru": _n("стрит-флеш", src="Russian page §2 ('самый низкий тип стрит-флеша')"),
        "el": _n("straight flush", src="Greek help page, traditional high ('Το καλύτερο πιθανό "
                 "straight flush')"),
        "hu": _n("színsor", src="Hungarian article 'Póker-kéz típusok'"),
    },
    "four of a kind": {
        "en": _n("four of a kind", src="encyclopedia list 'Four of a kind'; English rules page §3"),
        "ru": _n("каре", src="Russian page §3 ('3. Каре (Four of a kind)'; it adds that some parts "
                 "of Europe call the hand «покер»)"),
        "el": _n("καρέ", "four of a kind", src="Greek help page, traditional high"),
        "hu": _n("póker", src="Hungarian article 'Póker-kéz típusok' ('a magasabb póker nyer')"),
    },
    "full house": {
        "en": _n("full house", src="encyclopedia list 'Full house'; English rules page §4"),
        "ru": _n("фулл-хаус", src="Russian page §4 ('При сравнении нескольких фулл-хаусов')"),
        "el": _n("full house", src="Greek help page, traditional high"),
        "hu": _n("full house", "full", src="Hungarian article 'Póker-kéz típusok'"),
    },
    "flush": {
        "en": _n("flush", src="encyclopedia list 'Flush'; English rules page §5"),
        "ru": _n("флеш", src="Russian page §5 ('При сравнении двух флешей')"),
        "el": _n("flush", src="Greek help page, traditional high ('Το flush ή το straight')"),
        "hu": _n("flöss", "szín",
                 src="book: flöss is the word players use (PokerStars HU writes it so too), "
                 "which does not mix with the suit of the cards; szín is the Hungarian "
                 "article's ('Póker-kéz típusok'), which uses the same word for the suit"),
    },
    "straight": {
        "en": _n("straight", src="encyclopedia list 'Straight'; English rules page §6"),
        "ru": _n("стрит", src="Russian page §6 ('не считается стритом')"),
        "el": _n("straight", src="Greek help page, traditional high ('Το flush ή το straight')"),
        "hu": _n("sor", src="Hungarian article 'Póker-kéz típusok'"),
    },
    "three of a kind": {
        "en": _n("three of a kind", src="encyclopedia list 'Three of a kind'; English rules page §7"),
        "ru": _n("тройка", "триплет", "трипс", "сет",
                 src="Russian page §7 ('любая тройка выигрывает'); сет: book, as hold’em "
                 "players say, strictly of three of a kind made with a pocket pair"),
        "el": _n("τρία όμοια", "three of a kind", src="Greek help page, traditional high"),
        "hu": _n("drill", src="Hungarian article 'Póker-kéz típusok' ('a magasabb drill nyer')"),
    },
    "two pair": {
        "en": _n("two pair", "two pairs", src="encyclopedia list 'Two pair'; English rules page §8"),
        "ru": _n("две пары", src="Russian page §8"),
        "el": _n("δύο ζευγάρια", "two pair",
                 src="Greek help page, traditional high (the heading 'Δύο Ζευγάρια', in sentence case)"),
        "hu": _n("két pár", src="Hungarian article 'Póker-kéz típusok'"),
    },
    "one pair": {
        "en": _n("one pair", "pair", src="encyclopedia list 'One pair'; English rules page §9"),
        "ru": _n("пара", src="Russian page §9 ('пара тузов')"),
        "el": _n("ένα ζευγάρι", "one pair", src="Greek help page, traditional high"),
        "hu": _n("egy pár", src="Hungarian article 'Póker-kéz típusok'"),
    },
    "high card": {
        "en": _n("high card", "no pair",
                 src="encyclopedia list 'High card'; English rules page §10"),
        "ru": _n("старшая карта", src="Russian page §10"),
        "el": _n("high card", src="Greek help page, traditional high"),
        "hu": _n("magas lap", src="Hungarian article 'Póker-kéz típusok'"),
    },
    # --- the main terms ---------------------------------------------------------------
    "card": {
        "en": _n("card", src="encyclopedia list and English rules page"),
        "ru": _n("карта", src="Russian page, standard hands"),
        "el": _n("φύλλο", src="Greek help page"),
        "hu": _n("lap", src="Hungarian article"),
    },
    "hand": {
        "en": _n("hand", src="encyclopedia list and English rules page"),
        "ru": _n("рука", src="Russian page, standard hands"),
        "el": _n("χέρι", src="Greek help page"),
        "hu": _n("kéz", src="Hungarian article 'Alapelvek'"),
    },
    "suit": {
        "en": _n("suit", src="encyclopedia list and English rules page"),
        "ru": _n("масть", src="Russian page, standard hands and suit ranking"),
        "el": _n("χρώμα", "suit", src="book: Greek players say χρώμα; the Greek help page keeps the "
                 "English word ('όλα με ίδιο suit')"),
        "hu": _n("szín", src="Hungarian article 'Póker-kéz típusok'"),
    },
    "rank": {
        "en": _n("rank", src="encyclopedia list and English rules page"),
        "ru": _n("достоинство", src="Russian page, standard hands"),
        "el": _n("αξία", src="Greek help page, flush ('έχουν την ίδια αξία')"),
    },
    "category": {
        "en": _n("category", src="encyclopedia list, category table; English rules page"),
        "ru": _n("разряд", src="Russian page, standard hands ('Разряды рук (комбинаций)')"),
        "el": _n("κατηγορία", src="Greek help page, high card ('για κάποια κατηγορία')"),
    },
    "deck": {
        "en": _n("deck", src="encyclopedia list, introduction"),
        "ru": _n("колода", src="Russian page, standard hands ('Колода состоит из 52 карт')"),
    },
    "tie": {
        "en": _n("tie", src="book"),
        "ru": _n("ничья", src="book: the Russian page never names a tie"),
        "el": _n("ισοπαλία", src="Greek help page, every tie rule ('Σε περίπτωση ισοπαλίας')"),
        "hu": _n("döntetlen", src="book: the Hungarian article names no tie"),
    },
    "split pot": {
        "en": _n("split pot", src="book"),
        "hu": _n("osztott pot", "osztott kassza", src="book: the Hungarian article says 'kassza' "
                 "for the pot and never splits one; players say osztott pot; the "
                 "sentences of the book say osztott kassza, after that kassza"),
    },
    "clubs": {
        "en": _n("clubs", src="encyclopedia list, examples"),
        "el": _n("σπαθί", src="book: the Greek help page names no clubs"),
        "hu": _n("treff", src="Hungarian article, straight flush example ('treff 5-ös')"),
    },
    "diamonds": {
        "en": _n("diamonds", src="encyclopedia list, examples"),
        "el": _n("καρό", src="book: the Greek help page names no diamonds"),
        "hu": _n("káró", src="Hungarian article, four of a kind example ('káró 7-es')"),
    },
    "hearts": {
        "en": _n("hearts", src="encyclopedia list, examples"),
        "el": _n("κούπα", src="Greek help page, straight flush and Badugi ('μπαστούνια, κούπες')"),
        "hu": _n("kőr", src="Hungarian article, royal flush example ('kőr 10-es')"),
    },
    "spades": {
        "en": _n("spades", src="encyclopedia list, examples"),
        "el": _n("μπαστούνι", src="Greek help page, straight flush ('μπαστούνια, κούπες')"),
        "hu": _n("pikk", src="Hungarian article, flush example ('pikk 2-es')"),
    },
    "kicker": {
        "en": _n("kicker", src="encyclopedia list, categories"),
        "ru": _n("кикер", src="book: the Russian page never names the kicker"),
        "el": _n("kicker", "άσχετο φύλλο", src="Greek help page, four of a kind and two pair"),
        "hu": _n("kicker", "kísérő",
                 src="book: what players say; the tie rules of the Hungarian article "
                 "say 'semleges lap' (neutral card) instead"),
    },
    "wheel": {
        "en": _n("wheel", src="encyclopedia list 'Straight' and 'High card'"),
        "el": _n("Wheel", "Five Low", src="Greek help page, ace-to-five low"),
    },
    "low": {
        "en": _n("low", src="encyclopedia list, introduction"),
        "ru": _n("низкая комбинация", src="Russian page, low-hand rules"),
        "el": _n("low", src="Greek help page, ace-to-five and deuce-to-seven"),
    },
    "lowball": {
        "en": _n("lowball", src="encyclopedia list, references"),
        "el": _n("lowball", src="Greek help page, ace-to-five and deuce-to-seven"),
    },
    "ace-to-five": {
        "en": _n("ace-to-five", src="encyclopedia list, categories"),
        "el": _n("Ace to Five", "California", "από Άσσο μέχρι πέντε", src="Greek help page"),
    },
    "deuce-to-seven": {
        "en": _n("deuce-to-seven", src="encyclopedia list, categories"),
        "el": _n("Deuce to Seven", "Kansas City", "δύο έως επτά", src="Greek help page"),
    },
    "qualifier": {
        "en": _n("qualifier", src="book"),
        "el": _n("προϋπόθεση", src="Greek help page, eight low"),
    },
    "badugi": {
        "en": _n("badugi", src="Greek help page (its English section list)"),
        "el": _n("Badugi", src="Greek help page, Badugi"),
    },
    "wild card": {
        "en": _n("wild card", src="encyclopedia list 'Five of a kind'; English rules page"),
        "ru": _n("дикая карта", src="Russian page, wild-card section"),
    },
    "joker": {
        "en": _n("joker", src="encyclopedia list 'Five of a kind'"),
        "ru": _n("джокер", src="Russian page, wild-card section"),
    },
    "pot": {
        "en": _n("pot", src="encyclopedia list, introduction"),
        "ru": _n("банк", src="book: the Russian page never names the pot"),
        "el": _n("pot", src="Greek help page"),
        "hu": _n("kassza", src="Hungarian article 'Variációk' and 'Alapelvek'"),
    },
    "board": {
        "en": _n("board", "community cards",
                 src="encyclopedia list 'Three of a kind'; English rules page"),
        "ru": _n("борд", src="book: the Russian page never names the board"),
        "el": _n("κοινά φύλλα", "board", src="κοινά φύλλα: Greek help page, four of a kind; "
                 "board: book, the English word Greek players write, as the page keeps pot"),
        "hu": _n("közös lapok", src="Hungarian article 'Alapelvek'"),
    },
    "hole cards": {
        "en": _n("hole cards", src="book"),
        "hu": _n("zárt lapok", src="Hungarian article 'Alapelvek'"),
    },
    "set": {
        "en": _n("set", src="encyclopedia list 'Three of a kind' ('also known as trips or a set')"),
        "hu": _n("set", src="book: the word Hungarian players use, written the English way "
                 "as the chapters write it; the Hungarian article names no set"),
    },
    "dealer": {
        "en": _n("dealer", src="Hungarian article 'Alapelvek', as the English word"),
        "hu": _n("osztó", "dealer", src="Hungarian article 'Alapelvek'"),
    },
    "button": {
        "en": _n("button", "dealer button", src="book"),
        "hu": _n("gomb", src="Hungarian article 'Alapelvek'"),
    },
    "blind": {
        "en": _n("blind", "small blind", "big blind",
                 src="Hungarian article 'Alapelvek', as English words"),
        "hu": _n("vak", "kisvak", "nagyvak", src="Hungarian article 'Stratégia' and 'Alapelvek'"),
    },
    "burn card": {
        "en": _n("burn card", src="book"),
        "hu": _n("égetett lap", src="book: the Hungarian article names only the act, "
                 "'(„égetés” – a csalások elkerülése végett)'; the card is a 'lap', as in its "
                 "'zárt lap' and 'közös lap'"),
    },
    "flop": {
        "en": _n("flop", src="Hungarian article 'Alapelvek', as the English word"),
        "hu": _n("flop", src="Hungarian article 'Alapelvek'"),
    },
    "turn": {
        "en": _n("turn", src="Hungarian article 'Alapelvek', as the English word"),
        "hu": _n("turn", "forduló", src="Hungarian article 'Alapelvek'"),
    },
    "river": {
        "en": _n("river", src="Hungarian article 'Alapelvek', as the English word"),
        "hu": _n("river", "folyó", src="Hungarian article 'Alapelvek'"),
    },
    "showdown": {
        "en": _n("showdown", src="encyclopedia list, introduction"),
        "hu": _n("terítés", "showdown", src="Hungarian article 'Alapelvek'"),
    },
}
"""term -> language -> :class:`Name`. Only languages whose source names the term appear.
The players' English nicknames are not here but in :data:`NICKNAMES`."""


class Nickname(NamedTuple):
    """What an English nickname stands for, and how the answer readers take it.

    ``means`` says it in the book's words (the glossary's table shows it, linked to the
    glossary entry ``term``); ``reads_as`` is the name the answer readers compare it as (a
    category's name in lower case, ``"royal flush"``, ``"five low"``), or None for a
    nickname of one particular hand that names no category a checker asks for; ``source``
    is where the nickname comes from, with the source's words quoted."""

    means: str
    term: str
    reads_as: "str | None"
    source: str


#: Names a language's book writes in Latin letters, as its players do, beyond its sources' terms
#: in :data:`NAMES`. The Greek book keeps the low systems' names (its native reader's choice,
#: 2026-12-06) and the double-ace flush; Greek and Hungarian keep the named hands' nicknames
#: (lang-el T7, lang-hu T6). Tests that look for English left take these out first.
LATIN_NAMES: dict[str, tuple[str, ...]] = {
    "en": (),
    "ru": (),
    "el": ("ace-to-five", "ace-to-six", "deuce-to-seven", "double-ace", "steel wheel",
           "Broadway"),
    "hu": ("steel wheel", "Broadway"),
}


def without_latin_names(text: str, lang: str) -> str:
    """``text`` with the names :data:`LATIN_NAMES` keeps in Latin letters for ``lang`` blanked
    (case aside), so that what is left in Latin letters is English left untranslated.

    >>> without_latin_names("κανόνες ace-to-five (Broadway)", "el")
    'κανόνες   ( )'
    """
    _check_lang(lang)
    for name in LATIN_NAMES[lang]:
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", text, flags=re.IGNORECASE)
    return text


_ALSO_FULL_HOUSE = "encyclopedia list 'Full house' ('also known as a full boat or a tight or a boat')"
_ALSO_TRIPS = ("encyclopedia list 'Three of a kind' ('also known as trips or a set'); English rules "
               "page §7")
_ALSO_WHEEL = ("encyclopedia list 'Straight' and 'High card' ('commonly known as a bicycle or "
               "wheel')")

NICKNAMES: dict[str, Nickname] = {
    # the best hand first, as the ladder runs
    "royal": Nickname("royal flush", "royal flush", "royal flush",
                      "book: the short name players use"),
    "steel wheel": Nickname("5-4-3-2-A of one suit, the five-high straight flush",
                            "steel wheel", None,
                            "encyclopedia list 'Straight flush' ('is called a steel wheel')"),
    "quads": Nickname("four of a kind", "four of a kind", "four of a kind",
                      "encyclopedia list 'Four of a kind' ('also known as quads'); English "
                      "rules page §3"),
    "full boat": Nickname("full house", "full house", "full house", _ALSO_FULL_HOUSE),
    "tight": Nickname("full house", "full house", "full house", _ALSO_FULL_HOUSE),
    "boat": Nickname("full house", "full house", "full house", _ALSO_FULL_HOUSE),
    "full hand": Nickname("full house, its old name", "full house", "full house",
                          "encyclopedia list 'Full house' ('originally called a full hand')"),
    "Broadway": Nickname("A-K-Q-J-10 in mixed suits, the ace-high straight", "Broadway", None,
                         "encyclopedia list 'Straight' ('is called a Broadway straight')"),
    "wheel": Nickname("5-4-3-2-A, the five-high straight; the best ace-to-five low", "wheel",
                      "five low", _ALSO_WHEEL),
    "bicycle": Nickname("the wheel", "wheel", "five low", _ALSO_WHEEL),
    "baby straight": Nickname("the wheel", "wheel", "five low",
                              "encyclopedia list 'Straight' ('is called a baby straight')"),
    "trips": Nickname("three of a kind; in hold'em, mostly one made with a pair on the board",
                      "trips",
                      "three of a kind", _ALSO_TRIPS),
    "set": Nickname("three of a kind; in hold'em, made with a pocket pair", "set",
                    "three of a kind", _ALSO_TRIPS),
    "triplets": Nickname("three of a kind", "three of a kind", "three of a kind",
                         "English rules page §7 ('also known as Triplets or Trips')"),
    "nothing": Nickname("high card", "high card", "high card",
                        "encyclopedia list 'High card' ('also known as no pair or simply nothing')"),
    "number one": Nickname("7-5-4-3-2 in mixed suits, the best deuce-to-seven hand",
                           "deuce-to-seven", None,
                           "Greek help page, deuce-to-seven ('number one')"),
}
"""The players' English nicknames, in the one table of them.

The glossary's table of nicknames is written from it (``tools/nicknames.py``), and the
answer readers read every nickname whose :attr:`Nickname.reads_as` is set
(:data:`NICKNAME_READINGS`, and through :data:`CATEGORY_BY_NAME` the draws' targets).
Keys are written as a sentence writes them."""

NICKNAME_READINGS: dict[str, str] = {
    name.lower(): n.reads_as for name, n in NICKNAMES.items() if n.reads_as is not None}
"""Every nickname an answer reader takes as a name, in lower case, with that name ("boat" a
full house, "trips" three of a kind, "wheel" a five low)."""


CATEGORY_TERMS = tuple(term for r in CATEGORY_TABLE for term in (
    (ROYAL_FLUSH.lower(), r.label.lower()) if r.category is Category.STRAIGHT_FLUSH
    else (r.label.lower(),)))
"""The keys of :data:`NAMES` that are hand categories, highest first: the names of
:data:`~pokerhands.core.categories.CATEGORY_TABLE` in lower case, the royal flush counted as
its own entry before the straight flush, as the Russian page and the English rules page list
it."""

TERMS = tuple(k for k in NAMES if k not in CATEGORY_TERMS)
"""The keys of :data:`NAMES` that are other poker terms."""


def _check_lang(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")


def _entry(name: str) -> dict[str, Name]:
    key = str(name).strip().lower()
    if key not in NAMES:
        raise ValueError(f"unknown term {name!r}: the terms with names are "
                         + ", ".join(sorted(NAMES)))
    return NAMES[key]


def _category_key(category: Category | str) -> str:
    if isinstance(category, Category):
        return category.label.lower()
    key = str(category).strip().lower()
    if key not in CATEGORY_TERMS:
        raise ValueError(f"unknown category {category!r}: choose one of {', '.join(CATEGORY_TERMS)}")
    return key


def names_of(name: str, lang: str) -> tuple[str, ...]:
    """Every name the source in ``lang`` gives for the term, the main one first.

    Raises
    ------
    ValueError
        For an unknown language or term, or a term the language's source does not name.
    """
    _check_lang(lang)
    entry = _entry(name)
    if lang not in entry:
        raise ValueError(
            f"no {LANGUAGE_NAMES[lang]} name for {name!r} in the sources ({SOURCES[lang]}); "
            f"names exist in: {', '.join(lg for lg in LANGUAGES if lg in entry)}")
    return entry[lang].names


def term(name: str, lang: str = "en") -> str:
    """The main name of a poker term (or category) in ``lang``, as its source spells it."""
    return names_of(name, lang)[0]


def source_of(name: str, lang: str) -> str:
    """Where the source in ``lang`` gives the term's names, e.g. ``"the Russian page §4"``."""
    names_of(name, lang)
    return _entry(name)[lang].source


def languages_of(name: str) -> tuple[str, ...]:
    """The languages whose source names the term, in :data:`LANGUAGES` order."""
    entry = _entry(name)
    return tuple(lg for lg in LANGUAGES if lg in entry)


def category_name(category: Category | str, lang: str = "en") -> str:
    """The main name of a hand category in ``lang``.

    ``category`` is a :class:`~pokerhands.core.categories.Category` or one of
    :data:`CATEGORY_TERMS` (which include ``"royal flush"``).

    >>> from pokerhands import Category
    >>> [category_name(Category.TWO_PAIR, lg) for lg in LANGUAGES]
    ['two pair', 'две пары', 'δύο ζευγάρια', 'két pár']
    """
    _check_lang(lang)
    return term(_category_key(category), lang)


def describe_hand(value: HandValue, lang: str) -> str:
    """A high hand in ``lang``: the category's name from :data:`NAMES` with a capital first
    letter, then the ranks of the five cards that play in order of importance (the group that
    decides first, then the kickers from the highest down; straights from the top card).

    The ranks are written with the book's Latin symbols A, K, Q, J, 10 ... 2 in every language.
    The sources do not agree on them: the Russian page spells the ranks out (Туз, Король, Дама,
    Валет); the Hungarian article writes ász, király, dáma, bubi; the Greek help page uses the
    letters A, K, Q, J and T for ten. Russian players also have their own letters, Т, К, Д, В,
    in which Т is the ace (туз), not the ten; so the two letter systems must never be mixed,
    and the book keeps to the Latin one.

    Only the high ranking is covered: the Russian and Hungarian sources have no names for
    low hands, and the Greek one names only a few (see the glossary), so for low and Badugi
    hands (and for "no qualifying low") this raises ``ValueError``; ``describe()`` gives
    them in English. A wild card counts as the card it stands for; five of a kind has a name
    in every language (in Greek and Hungarian the book's own, see :data:`NAMES`).

    >>> from pokerhands import evaluate
    >>> describe_hand(evaluate("6s 6h 6d Kc Kh"), "ru")
    'Фулл-хаус: 6, 6, 6, K, K'
    >>> describe_hand(evaluate("5c 4d 3h 2h As"), "hu")
    'Sor: 5, 4, 3, 2, A'
    """
    _check_lang(lang)
    category = value.category
    if value.rules.low or not isinstance(category, Category):  # a low, or no qualifying low
        article = indefinite_article(value.rules.label)
        raise ValueError(
            f"describe(lang={lang!r}) covers the high ranking only; the sources give no "
            f"{LANGUAGE_NAMES[lang]} description for {article} {value.rules.label} hand: use "
            "describe() for the English words")
    key = "royal flush" if value.is_royal else _category_key(category)
    name = category_name(key, lang)
    ranks = ", ".join(card.rank.label for card in value.as_played)
    return f"{name[:1].upper()}{name[1:]}: {ranks}"


def category_named(text: str) -> "Category | None":
    """The category an English name or nickname in :data:`NAMES` stands for, or None.

    The names are the encyclopedia list's and the English rules page's, with the nicknames of
    :data:`NICKNAMES`: ``"boat"`` and ``"full boat"`` are a full house, ``"trips"`` and
    ``"set"`` three of a kind, ``"quads"`` four of a kind, ``"nothing"`` and ``"no pair"`` a
    high-card hand. Case, hyphens and
    underscores do not matter. The royal flush is no category of its own (it is the best
    straight flush), so ``"royal flush"`` gives None, as does any other text.

    >>> category_named("Full-boat")
    <Category.FULL_HOUSE: 7>
    >>> category_named("royal flush") is None
    True
    """
    wanted = " ".join(str(text).strip().lower().replace("_", " ").replace("-", " ").split())
    return CATEGORY_BY_NAME.get(wanted)


CATEGORY_BY_NAME: dict[str, Category] = {
    **{name.lower(): Category[key.upper().replace(" ", "_")]
       for key in CATEGORY_TERMS if key != "royal flush"
       for name in NAMES[key]["en"].names},
    **{name: Category[reading.upper().replace(" ", "_")]
       for name, reading in NICKNAME_READINGS.items()
       if reading in CATEGORY_TERMS and reading != "royal flush"},
}
"""Every English name of a category in :data:`NAMES` and every nickname in :data:`NICKNAMES`
that stands for one, lower case, with the category (the royal flush, a straight flush, is
left out)."""
