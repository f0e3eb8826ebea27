"""A betting round, the betting amounts and the odds' messages in the book's four languages.

What a betting round says (each action in a dealer's words, why an action is refused), the
pot-limit steps, the betting amounts' errors and the equity calculator's input errors come
out in Russian, Greek and Hungarian with no English sentence left, through the catalogs
``games.po`` and ``odds.po``; English stays as it was.
"""
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from pokerhands.core.cards import CardError
from pokerhands.core.language import use_language
from pokerhands.games.betting import check_raise, pot_limit_raise
from pokerhands.games.betting_round import BettingRound
from pokerhands.odds.decks import deck_size
from pokerhands.odds.equity_input import read_equity_input

LOCALE = Path(__file__).resolve().parent.parent / "src" / "pokerhands" / "locale"
OTHERS = ("ru", "el", "hu")


def english_left(text, lang, areas=("games", "odds")):
    """The messages of ``areas`` (translated differently in ``lang``) whose English wording
    shows in ``text``: the fixed words between placeholders, where long enough to tell."""
    found = []
    for area in areas:
        with (LOCALE / lang / f"{area}.po").open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        for m in catalog:
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if not m.id or m.context or set(ids) & set(strings):
                continue  # an action or street word may stay English (Greek "raise")
            for message in ids:
                words = [w.strip(" .,:;()") for w in re.split(r"\{\w+\}", message)]
                if any(len(w) >= 12 and w in text for w in words):
                    found.append(message)
    return found


def _round():
    """No limit, blinds 1 and 2: a raise, a call, a short all-in that reopens nothing."""
    r = BettingRound("no-limit", (1, 2), [100, 100, 10], button=0)
    return r.act(0, "raise", to=8).act(1, "call").act(2, "all-in")


def _errors():
    """The messages of refused actions, amounts and inputs, in the language in force."""
    said = []
    r = _round()
    for action in ((0, "raise", 20), (1, "call", None), (0, "check", None),
                   (0, "bet", 30)):
        with pytest.raises(ValueError) as caught:
            r.act(*action)
        said.append(str(caught.value))
    limit = BettingRound("limit", (1, 2), [100, 100, 100], button=0)
    with pytest.raises(ValueError) as caught:
        limit.act(0, "raise", to=5)
    said.append(str(caught.value))
    for args in (("no-limit", 9), ("pot-limit", 30)):
        with pytest.raises(ValueError) as caught:
            check_raise(*args, current_bet=6, big_blind=2, last_raise=4, pot=9)
        said.append(str(caught.value))
    for hands, board in ((["As Ah", "As Kd"], ""), (["As Ah", "Kd Kc"], "Ah 2c 3d"),
                         (["As Ah", "Kd"], ""), (["As Ah", "Kd Kc"], "2c 3d")):
        with pytest.raises(CardError) as caught:
            read_equity_input(hands, board)
        said.append(str(caught.value))
    with pytest.raises(ValueError) as caught:
        read_equity_input(["As Ah", "Kd Kc"], "", samples="many")
    said.append(str(caught.value))
    with pytest.raises(ValueError) as caught:
        deck_size(ranks=[2, 2, 3])
    said.append(str(caught.value))
    return said


def _text():
    r = _round()
    lines = [a.describe() for a in r.history]
    lines.append(r.legal_actions(0).why_no_raise)
    lines += pot_limit_raise(pot=9, to_call=6).explain()
    return lines + _errors()


def test_english_is_as_it_was():
    with use_language("en"):
        text = _text()
    assert text[:4] == ["seat 0 raises to 8", "seat 1 calls 7",
                        "seat 2 raises to 10, all in, less than a full raise",
                        "the betting was not reopened: since seat 0 acted it faces only 2 "
                        "more, less than a full raise of 6; it may call or fold"]
    assert text[4:7] == ["Call 6: the pot grows from 9 to 15.", "Raise by the whole pot, 15.",
                         "The player puts in 6 + 15 = 21 chips and raises to 21."]
    assert "seat 0 cannot raise to 20: the betting was not reopened" in text[7]
    assert text[8] == "seat 1 cannot call: it is seat 0's turn to act"
    assert text[11] == ("seat 0 cannot raise to 5: in limit every bet and raise on the preflop "
                        "is 2, so the most is 4")
    assert text[12] == ("a raise to 9 is too small in no limit: the smallest raise is to 10 (the "
                        "current bet 6 plus 4)")
    assert text[13] == ("a raise to 30 is too large in pot limit: the largest raise is to 21 (call "
                        "6, then raise by the pot of 15)")
    assert text[14] == "A♠ is dealt twice: in hand 1 and in hand 2"
    assert text[15] == "A♥ is dealt twice: in hand 1 and in the board"


@pytest.mark.parametrize("lang", OTHERS)
def test_a_betting_round_and_the_odds_speak_the_language(lang):
    with use_language("en"):
        english = _text()
    with use_language(lang):
        text = _text()
    assert len(text) == len(english)
    for said, was in zip(text, english):
        assert said != was, f"{lang}: still English: {said!r}"
    assert english_left("\n".join(text), lang) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_plural_forms_follow_the_count(lang):
    with use_language(lang):
        one = pot_limit_raise(pot=0, to_call=0).explain()[-1]
        many = pot_limit_raise(pot=9, to_call=6).explain()[-1]
    assert "21" in many and "0 + 0 = 0" in one
    if lang == "ru":
        assert "21 фишку" in many  # 21: the singular form in Russian
    if lang == "el":
        assert "21 μάρκες" in many


def _input_errors():
    """The input errors whose value used to be appended to an English prefix (a table's
    occupied seats, the showdown widgets' folded seats and hands, a showdown's and a split
    pot's hands, seats and bets), in the language in force."""
    from pokerhands.games.deal import table_positions
    from pokerhands.games.entry import folded_text, showdown_hands
    from pokerhands.games.showdown import showdown, split_pot
    from pokerhands.games.showdown_input import read_seats

    calls = [lambda: table_positions("1 2", 0), lambda: folded_text("0 1", 4),
             lambda: folded_text([0, 7], 4), lambda: showdown_hands("As Ks"),
             lambda: split_pot("As Ks 7d 7c"), lambda: read_seats([1], 2),
             lambda: showdown("holdem", "As Ks 7d 7c"),
             lambda: showdown("holdem", ["As Ks", "7d 7c"], "2h 3h 4c 9s Jd",
                              bets={0: 10, 1: 10})]
    said = []
    for call in calls:
        with pytest.raises(ValueError) as caught:
            call()
        said.append(str(caught.value))
    return said


def test_the_appended_value_errors_are_whole_sentences_in_english():
    assert _input_errors() == [
        "occupied must be a collection of seat numbers, got '1 2'",
        "folded: give seats as a list of numbers from 0 to 3 (0-based, as in games.showdown),"
        " got '0 1'",
        "folded: give seats as numbers from 0 to 3 (0-based, as in games.showdown), got [0, 7]",
        "hands: give a list of hands, one text or cards per player; got 'As Ks'",
        "hands must be a list with each player's cards, got 'As Ks 7d 7c'",
        "seats must give one seat number (0-based) per hand, got [1]",
        "hands must be a list with each seat's cards, got 'As Ks 7d 7c'",
        "bets must be a list of chips per seat, got {0: 10, 1: 10}"]


@pytest.mark.parametrize("lang", OTHERS)
def test_the_appended_value_errors_speak_the_language(lang):
    english = _input_errors()
    with use_language(lang):
        said = _input_errors()
    for mine, theirs in zip(said, english):
        assert mine != theirs
    assert english_left("\n".join(said), lang, areas=("games",)) == []
    assert "'0 1'" in said[1] and "[0, 7]" in said[2] and "{0: 10, 1: 10}" in said[7]


@pytest.mark.parametrize("lang, joined", [("ru", "1 и 2"), ("el", "1 και 2"), ("hu", "1 és 2")])
def test_the_players_who_split_a_pot_are_joined_in_the_language(lang, joined):
    """A split pot named its winners with the English "and" in every language ("1, 2 and
    3" on a Hungarian table), as did the equity and showdown boxes' missing-hand lists."""
    from pokerhands.core.language import use_language
    from pokerhands.games.showdown import split_pot

    with use_language(lang):
        said = split_pot(["Ah Kd", "As Kc"], board="Qs Jh Td 4c 2d", pot=100,
                         mode="high").explain()[0]
    assert joined in said and " and " not in said, said
