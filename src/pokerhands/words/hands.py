"""Sentences about hands in the language in force: category names, a hand's name and its
description, in English, Russian, Greek and Hungarian.

The words are the English messages of :data:`~pokerhands.core.categories.CATEGORY_TABLE`
(marked there with ``N_``) and of this module, looked up in the message catalogs
(:mod:`pokerhands.core.language`); each function takes ``lang=`` (None: the language in
force). The English results are the table's words as they are. Ranks inside a sentence are
:class:`~pokerhands.words.forms.RankWord` values, so a translation picks the grammatical
form it needs (``"Пара {first.gen_pl}"``).

:attr:`Category.label <pokerhands.core.categories.Category.label>` and its kin stay English
(other modules use them as identifiers); :func:`category_label` and the functions beside it
are the words a reader sees. The names agree with the first names of
:data:`pokerhands.words.names.NAMES` (``tests/test_hand_sentences_i18n.py`` checks it).

>>> from pokerhands.core.categories import Category
>>> category_label(Category.FULL_HOUSE), category_label(Category.FULL_HOUSE, "ru")
('Full house', 'Фулл-хаус')
>>> category_plural(Category.TWO_PAIR, "el"), category_with_article(Category.FLUSH, "hu")
('δύο ζευγάρια', 'flöss')
>>> from pokerhands.evaluate import evaluate
>>> hand = evaluate("6s 6h 6d Kc Kd")
>>> [describe_value(hand, lang) for lang in ("en", "ru", "el", "hu")]  # doctest: +NORMALIZE_WHITESPACE
['Full house, sixes over kings', 'Фулл-хаус: три шестёрки и пара королей',
 'Full house: εξάρια με ρηγάδες', 'Full house: három hatos és két király']
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from pokerhands.core.cards import Card, Joker, Rank
from pokerhands.core.categories import (ACE_LOW, NO_QUALIFYING_LOW, ROYAL_FLUSH, BadugiSize, Category,
                                        CategoryOrSize, CategoryRecord, Ranking)
from pokerhands.core import language
from pokerhands.core.language import N_, check_language, get_language
from pokerhands.words.forms import RankWord, and_list, kickers, rank_form, rank_list

if TYPE_CHECKING:  # pragma: no cover - HandValue.describe calls this module
    from pokerhands.core.values import HandValue
    from pokerhands.rules import Rules

__all__ = ["category_label", "category_plural", "category_with_article", "category_with_any",
           "low_label", "low_with_article", "royal_flush", "hand_name", "describe_value",
           "describe_short", "short_templates", "describe_high", "describe_low",
           "describe_badugi", "describe_wild",
           "sentence_fields", "rules_name", "rules_label", "game_name", "GAME_NAMES"]

#: The games' names (:data:`pokerhands.games.variants.GAMES`' titles), marked for the catalogs
#: here, with the other words about hands: ``_(game.title)`` says a game's name in the
#: language in force, as a sentence begins with it ("Seven-card stud: which five cards...").
GAME_NAMES = (N_("Texas hold'em"), N_("Omaha"), N_("Omaha Hi/Lo"), N_("Seven-card stud"),
              N_("Stud Hi/Lo"), N_("Razz"), N_("Five-card draw"), N_("2-7 single draw"),
              N_("2-7 triple draw"), N_("Badugi"))

# the gettext name `_`, reached through the module (tests/test_house.py: no private name is
# imported from another module)
_ = language._


def _lang(lang: str | None) -> str:
    return get_language() if lang is None else check_language(lang)


def category_label(category: Category | BadugiSize, lang: str | None = None) -> str:
    """The name with a capital letter: ``"Full house"``, ``"Фулл-хаус"``, ``"Badugi"``."""
    return _(category.label, lang)


def category_plural(category: Category | BadugiSize, lang: str | None = None) -> str:
    """The lower-case plural used in sentences: ``"full houses"``, ``"фулл-хаусы"``."""
    return _(category.plural, lang)


def category_with_article(category: Category, lang: str | None = None) -> str:
    """The lower-case name as a sentence says a hand is one: ``"a full house"``,
    ``"two pair"``; ``"фулл-хаус"``, ``"ένα full house"``, ``"full house"``."""
    return _(category.with_article, lang)


def category_with_any(category: Category, lang: str | None = None) -> str:
    """The worse hand of a comparison: ``"any full house"``, ``"любой фулл-хаус"``."""
    return _(category.record.with_any, lang)


def low_label(category: Category, lang: str | None = None) -> str:
    """The name in the low games: ``"No pair"`` for the high-card hand, else the label."""
    return _(category.record.low_label, lang)


def low_with_article(category: Category, lang: str | None = None) -> str:
    """The same with its article: ``"no pair"``, else :func:`category_with_article`."""
    return _(category.record.low_with_article, lang)


def royal_flush(lang: str | None = None) -> str:
    """The royal flush's name with a capital: ``"Royal flush"``, ``"Роял-флеш"``."""
    return _(ROYAL_FLUSH, lang)


def hand_name(value: HandValue, lang: str | None = None) -> str:
    """:attr:`HandValue.name <pokerhands.core.values.HandValue.name>` in ``lang``: the
    category's name, "Royal flush" for the ace-high straight flush, "No pair" for a low
    hand without a pair, "No qualifying low"; a Badugi hand's size."""
    category: CategoryOrSize = value.category
    if category is None:
        return _(NO_QUALIFYING_LOW, lang)
    if isinstance(category, BadugiSize):
        return category_label(category, lang)
    if value.rules.ranking is Ranking.LOWBALL and category is Category.HIGH_CARD:
        return low_label(category, lang)
    return royal_flush(lang) if value.is_royal else category_label(category, lang)


def describe_value(value: HandValue, lang: str | None = None) -> str:
    """A hand value in words under its own ranking, with what each wild card became;
    :meth:`pokerhands.core.values.HandValue.describe` returns this."""
    lang = _lang(lang)
    if value.rules.ranking is Ranking.BADUGI:
        assert isinstance(value.category, BadugiSize)  # every badugi hand has a size
        words = describe_badugi(value.category, value.key, lang)
    elif value.rules.ranking is Ranking.LOWBALL:
        words = describe_low(value, lang)
    else:
        words = describe_high(value, lang)
    if value.wild:
        # TRANSLATORS: a hand's words, then what its wild cards became
        words = _("{hand} — {wild}", lang).format(hand=words,
                                                  wild=describe_wild(value.wild, lang))
    return words


def short_templates(lang: str | None = None) -> dict[str, str]:
    """The short form, in ``lang``, of every describing template that ends in the list of the
    hand's ranks (``": {cards}"``), by the English template: ``"{top}-high flush: {cards}"``
    gives ``"{top}-high flush"``. Each short form is a sentence of its own, written for the
    places that draw the cards beside the words (the cheat sheet); a template that lists no
    ranks ("Four of a kind, {first} with {kickers}") is its own short form.
    ``tests/test_short_descriptions.py`` checks that every such template of the category
    table has one."""
    pgettext = language.pgettext
    # TRANSLATORS: a hand named in a few words, without the list of its ranks; the cards are
    # drawn beside it (the cheat sheet). The same words as the long form before its colon
    return {
        "{top}-high flush: {cards}": pgettext("hand in short", "{top}-high flush", lang),
        "{top} high: {cards}": pgettext("hand in short", "{top} high", lang),
        "{top}-{next} low: {cards}": pgettext("hand in short", "{top}-{next} low", lang),
        "The wheel: {cards}": pgettext("hand in short", "The wheel", lang),
        "Number one: {cards}": pgettext("hand in short", "Number one", lang),
        "Four-card badugi, {top}-{next}: {cards}": pgettext(
            "hand in short", "Four-card badugi, {top}-{next}", lang),
    }


def describe_short(value: HandValue, lang: str | None = None) -> str:
    """A hand in a few words, for a place that draws its cards beside them (the cheat
    sheet): the description of :func:`describe_value` without the list of its ranks and
    without its wild cards, as a sentence made short on purpose (:func:`short_templates`),
    never a cut: ``"King-high flush"``, ``"Six-four low"``, ``"The wheel"``; a description
    that lists no ranks comes whole (``"Four of a kind, nines with a king"``,
    ``"Фулл-хаус: три девятки и пара четвёрок"``).

    >>> from pokerhands.evaluate import evaluate
    >>> flush = evaluate("Ks Js 8s 6s 3s")
    >>> describe_short(flush), describe_short(flush, "ru")
    ('King-high flush', 'Флеш до короля')
    >>> describe_short(evaluate("9s 9h 9d 4c 4d"), "el")
    'Full house: εννιάρια με τεσσάρια'
    """
    lang = _lang(lang)
    c, key, rules = value.category, value.key, value.rules
    if c is None:  # eight-or-better with no qualifying low
        return _(NO_QUALIFYING_LOW, lang)
    if isinstance(c, BadugiSize):
        if c is not BadugiSize.BADUGI:  # the smaller hands list no ranks
            return describe_badugi(c, key, lang)
        return short_templates(lang)["Four-card badugi, {top}-{next}: {cards}"].format(
            top=RankWord(key[0], lang), next=RankWord(key[1], lang))
    record = c.record
    template = (record.describe_template(key, low=True, ace_high=rules.ace_high)
                if rules.ranking is Ranking.LOWBALL else record.describe_template(key))
    short = short_templates(lang).get(template) or _(template, lang)
    return short.format(**sentence_fields(record, key, lang))


def describe_wild(wild: Sequence[tuple[Card | Joker, Card]], lang: str | None = None) -> str:
    """What each wild card stands for: ``"joker as A♣, 2♥ as itself"``."""
    parts = []
    for w, c in wild:
        if w.rank is None:  # a joker always stands for a card
            text = _("joker as {card}", lang).format(card=c)
        else:
            text = (_("{wild} as itself", lang).format(wild=w) if c == w
                    else _("{wild} as {card}", lang).format(wild=w, card=c))
        parts.append(text)
    return ", ".join(parts)


def sentence_fields(record: CategoryRecord, key: Sequence[int],
                    lang: str | None = None) -> dict[str, object]:
    """The fields of a category's describing templates for a tie-break key (ace 1 or 14),
    in ``lang``: ``top`` (a :class:`~pokerhands.words.forms.RankWord` with a capital),
    ``next``, ``cards`` (every rank's name), the groups ``first`` and ``second`` (plural
    rank words) and the ``kickers``."""
    lang = _lang(lang)
    fields: dict[str, object] = {"top": RankWord(key[0], lang, capital=True)}
    if len(key) > 1:  # a straight's key is its top card alone
        fields.update(next=RankWord(key[1], lang), cards=rank_list(key, lang))
    groups = record.groups
    for name, rank in zip(("first", "second"), key[:groups]):
        fields[name] = RankWord(rank, lang, plural=True)
    if groups and 1 in record.shape:
        fields["kickers"] = kickers(key[groups:], lang)
    return fields


def describe_high(value: HandValue, lang: str | None = None) -> str:
    """A high hand in words, e.g. ``"Full house, sixes over kings"``, ``"Five-high straight
    (wheel)"`` (the usual English names collected in the encyclopedia list): the category's
    :attr:`~pokerhands.core.categories.CategoryRecord.describe_high` template, or a named
    one for particular top cards, filled by :func:`~pokerhands.words.hands.sentence_fields`."""
    assert isinstance(value.category, Category)  # every high hand has a category
    record = value.category.record
    template = _(record.describe_template(value.key), lang)
    return template.format(**sentence_fields(record, value.key, lang))


def describe_low(value: HandValue, lang: str | None = None) -> str:
    """A low hand in the games' own words: "Seven-five low: seven, five, four, two, ace",
    "The wheel: ...", "Number one: ..." (7-5-4-3-2 in deuce-to-seven), "No qualifying low";
    the category's :attr:`~pokerhands.core.categories.CategoryRecord.describe_low` template
    or a named one, filled by :func:`~pokerhands.words.hands.sentence_fields`."""
    c, k, rules = value.category, value.key, value.rules
    if c is None:
        assert rules.qualifier is not None  # only a qualifier leaves a hand with no low
        return _("No qualifying low (no five different ranks of {rank} or lower)",
                 lang).format(rank=RankWord(rules.qualifier, lang))
    assert isinstance(c, Category)  # lowball hands have a category or none
    template = _(c.record.describe_template(k, low=True, ace_high=rules.ace_high), lang)
    return template.format(**sentence_fields(c.record, k, lang))


def describe_badugi(size: BadugiSize, key: tuple[int, ...], lang: str | None = None) -> str:
    """"Four-card badugi, eight-five" (named by its top two cards); "Three-card hand
    4-2-A"; "One-card hand, ace"."""
    lang = _lang(lang)
    if size is BadugiSize.BADUGI:
        return _("Four-card badugi, {top}-{next}: {cards}", lang).format(
            top=RankWord(key[0], lang), next=RankWord(key[1], lang), cards=rank_list(key, lang))
    if size is BadugiSize.ONE_CARD:
        return _("One-card hand, {top}", lang).format(top=RankWord(key[0], lang))
    symbols = "-".join("A" if v == ACE_LOW else Rank(v).label for v in key)
    if size is BadugiSize.TWO_CARD:
        return _("Two-card hand {ranks}", lang).format(ranks=symbols)
    return _("Three-card hand {ranks}", lang).format(ranks=symbols)


def rules_name(name: str, in_sentence: bool = False, lang: str | None = None) -> str:
    """The name of a standard ranking system (``"ace-to-five"``...) in ``lang``, by default
    the language in force: as a label (``"туз — пятёрка"``), or with ``in_sentence`` in the form
    a sentence such as "under {rules} rules" needs, which differs in some languages. Any
    other name (a house rule's label) comes back as it is.

    >>> rules_name("deuce-to-seven"), rules_name("high (deuces wild)")
    ('deuce-to-seven', 'high (deuces wild)')
    """
    pgettext = language.pgettext
    if in_sentence:
        # TRANSLATORS: the name of a game's rules, as in "under ace-to-five rules, ..."
        names = {"high": pgettext("rules", "high", lang),
                 "ace-to-five": pgettext("rules", "ace-to-five", lang),
                 "ace-to-six": pgettext("rules", "ace-to-six", lang),
                 "deuce-to-seven": pgettext("rules", "deuce-to-seven", lang),
                 "eight-or-better": pgettext("rules", "eight-or-better", lang),
                 "badugi": pgettext("rules", "badugi", lang),
                 "six-plus": pgettext("rules", "six-plus", lang)}
    else:
        # TRANSLATORS: a ranking system's name on its own, as a label ("rules: ace-to-five")
        names = {"high": pgettext("rules name", "high", lang),
                 "ace-to-five": pgettext("rules name", "ace-to-five", lang),
                 "ace-to-six": pgettext("rules name", "ace-to-six", lang),
                 "deuce-to-seven": pgettext("rules name", "deuce-to-seven", lang),
                 "eight-or-better": pgettext("rules name", "eight-or-better", lang),
                 "badugi": pgettext("rules name", "badugi", lang),
                 "six-plus": pgettext("rules name", "six-plus", lang)}
    return names.get(name, name)


def _suit_words(lang: str | None) -> tuple[str, ...]:
    pgettext = language.pgettext
    # TRANSLATORS: a suit on its own, in a list of suits from lowest to highest
    return (pgettext("suit in a list", "clubs", lang), pgettext("suit in a list", "diamonds", lang),
            pgettext("suit in a list", "hearts", lang), pgettext("suit in a list", "spades", lang))


def _wild_words(rules: Rules, lang: str | None) -> list[str]:
    parts = []
    if rules.jokers == 1:
        parts.append(_("one joker as the bug", lang) if rules.bug
                     else _("one joker, fully wild", lang))
    elif rules.jokers:
        # TRANSLATORS: {count} is 2 (a deck holds at most two jokers)
        parts.append((_("{count} jokers as the bug", lang) if rules.bug
                      else _("{count} jokers, fully wild", lang)).format(count=rules.jokers))
    if rules.wild_ranks:
        names = [language.pgettext("wild ranks", "deuces", lang) if r == 2
                 else rank_form(r, "pl", lang) for r in rules.wild_ranks]
        # TRANSLATORS: {ranks} the ranks declared wild ("deuces", "deuces and jacks")
        ranks = names[0]
        for name in names[1:]:  # "deuces and jacks and kings", as the English label says it
            ranks = and_list([ranks, name], lang)
        parts.append(_("{ranks} wild", lang).format(ranks=ranks))
    if parts and rules.wild_flush == "double-ace":
        # TRANSLATORS: the house rule under which a wild card in a flush is an ace even
        # beside the natural ace (A-A-9-5-2 of one suit)
        parts.append(_("double-ace flush", lang))
    if parts and not rules.wild_five_of_a_kind:
        parts.append(_("no five of a kind", lang))
    return parts


def rules_label(rules: Rules, lang: str | None = None, in_sentence: bool = False) -> str:
    """A ranking system's label in ``lang`` (None: the language in force) with its house
    options: the standard systems by :func:`rules_name`, then any options in brackets, as
    :attr:`Rules.label <pokerhands.rules.Rules.label>` gives them in English. With
    ``in_sentence`` the name takes the form "under {rules} rules" needs (Hungarian adds its
    article: "az ász-ötös").

    >>> from pokerhands.rules import HIGH
    >>> rules_label(HIGH.with_wild(ranks="2")), rules_label(HIGH.with_wild(ranks="2"), "ru")
    ('high (deuces wild)', 'высокие (дикие карты: двойки)')
    >>> rules_label(HIGH.with_decks(2), "hu"), rules_label(HIGH.with_wild(1), "el")
    ('hagyományos (2 pakli)', 'ψηλά χέρια (ένας ελεύθερος τζόκερ)')
    >>> from pokerhands.rules import SIX_PLUS
    >>> rules_label(SIX_PLUS.with_trips_over_straight())
    'six-plus (three of a kind beats a straight)'
    """
    # TRANSLATORS: between two house options in brackets, "(2 decks; no five of a kind)";
    # Greek writes its semicolon, the raised dot
    separator = language.pgettext("options separator", "; ", lang)
    options = []
    if rules.trips_over_straight:
        # TRANSLATORS: six-plus hold'em's house option, in brackets after the rules' name
        options.append(_("three of a kind beats a straight", lang))
    if rules.suit_order is not None:
        # TRANSLATORS: {suits} the four suits, lowest first, joined by " < "
        options.append(_("suit order {suits}", lang).format(
            suits=" < ".join(_suit_words(lang)[int(s)] for s in rules.suit_order)))
    if rules.decks != 1:
        options.append(language.ngettext("{count} deck", "{count} decks", rules.decks,
                                         lang).format(count=rules.decks))
    if rules.wild:
        options.append(separator.join(_wild_words(rules, lang)))
    name = rules_name(rules.name, in_sentence, lang)
    if not options:
        return name
    # TRANSLATORS: a ranking system's name and its house options ("high (deuces wild)")
    return _("{rules} ({options})", lang).format(rules=name, options=separator.join(options))


def game_name(title: str, lang: str | None = None) -> str:
    """A game's name (its English title, one of :data:`GAME_NAMES`) in ``lang``; any other
    title as it is.

    >>> game_name("Seven-card stud"), game_name("Seven-card stud", "ru")
    ('Seven-card stud', 'Семикарточный стад')
    """
    return _(title, lang)
