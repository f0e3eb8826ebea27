"""Cards of one deal: hands (and a board) dealt from one deck never share a card.

Every call that takes several hands of one deal (:func:`~pokerhands.explain.comparison.compare`,
the showdowns of :mod:`pokerhands.games.showdown`, :func:`~pokerhands.odds.equity.equity`)
refuses a card held more often than the rules' decks hold it, before any work, with a
:class:`SharedCardError` that names the card and two of the holdings it is in. House rules
with several decks (:meth:`pokerhands.rules.Rules.with_decks`) hold each card as many times
as they have decks, and a deck of two jokers lets two hands each hold one.

>>> from pokerhands.core.cards import parse_cards
>>> check_one_deal([("hand 1", parse_cards("As Ks")), ("hand 2", parse_cards("As Kh"))])
Traceback (most recent call last):
...
pokerhands.core.dealt.SharedCardError: As (A♠) is dealt twice: to hand 1 (A♠ K♠) and to hand 2 (A♠ K♥)
>>> check_one_deal([("hand 1", parse_cards("As Ks")), ("hand 2", parse_cards("As Kh"))], decks=2)
"""
from __future__ import annotations

from typing import Sequence, Union

from pokerhands.core.cards import Card, CardError, Joker
from pokerhands.core.language import gettext as _, ngettext, pgettext
from pokerhands.core.letters import card_code

__all__ = ["SharedCardError", "Holding", "shared_card", "check_one_deal", "hand_name", "player_name",
           "one_of_two", "board_name"]

Holding = tuple[str, Sequence[Union[Card, Joker]]]
"""The name in a sentence of one holding of a deal (``"hand 2"``, ``"the board"``, in the
language in force), and its cards."""


class SharedCardError(CardError):
    """Two holdings of one deal (two hands, or a hand and the board) hold the same card,
    more often than the deck (or the rules' decks) hold it.

    ``card`` is the card they share (a joker when they hold more jokers than the deck), so
    that a widget can say so in its own words; ``holders`` are the positions (0-based) of
    the two holdings the message names, when known."""

    def __init__(self, message: str, card: "Card | Joker",
                 holders: "tuple[int, int] | None" = None) -> None:
        super().__init__(message)
        self.card = card
        self.holders = holders


def shared_card(holdings: Sequence[Holding], *, decks: int = 1,
                jokers: int = 0) -> "tuple[Card | Joker, int, int, int] | None":
    """The first card held more often than ``decks`` (a joker: than ``jokers``) across
    ``holdings``, read in order: the card, the position of the first holding that holds it,
    the position of the holding that holds one too many, and how many times it is held by
    then; None when the holdings can come from one deal."""
    first: dict[Card | Joker, int] = {}
    held: dict[Card | Joker, int] = {}
    for place, (_name, cards) in enumerate(holdings):
        for card in cards:
            first.setdefault(card, place)
            held[card] = held.get(card, 0) + 1
            if held[card] > (jokers if isinstance(card, Joker) else decks):
                return card, first[card], place, held[card]
    return None


def check_one_deal(holdings: Sequence[Holding], *, decks: int = 1, jokers: int = 0) -> None:
    """Refuse ``holdings`` that cannot come from one deal (:func:`shared_card`).

    Raises
    ------
    SharedCardError
        Naming the card (its code and symbol) and the two holdings, each with its cards.
    """
    found = shared_card(holdings, decks=decks, jokers=jokers)
    if found is None:
        return
    card, a, b, count = found
    (first, first_cards), (second, second_cards) = holdings[a], holdings[b]
    shown = {"code": card_code(card), "card": card, "first": first, "second": second,
             "first_cards": " ".join(map(str, first_cards)),
             "second_cards": " ".join(map(str, second_cards)), "count": count}
    most = jokers if isinstance(card, Joker) else decks
    if most == 1:
        # TRANSLATORS: {first} and {second} name two hands, or a hand and the board ("hand 1",
        # "the board"), each followed by its cards; {code} and {card} the card ("As", "A♠")
        message = _("{code} ({card}) is dealt twice: to {first} ({first_cards}) and to "
                    "{second} ({second_cards})")
    else:
        # TRANSLATORS: house rules of several decks (or two jokers): {count} is how many
        # times the card is held, {most} how many copies are in play; the rest as above
        message = ngettext("{code} ({card}) is dealt {count} times, but only {most} is in "
                           "play: to {first} ({first_cards}) and to {second} ({second_cards})",
                           "{code} ({card}) is dealt {count} times, but only {most} are in "
                           "play: to {first} ({first_cards}) and to {second} ({second_cards})",
                           most)
    raise SharedCardError(message.format(most=most, **shown), card, (a, b))


def hand_name(number: int) -> str:
    """A hand of a deal in a sentence, by its number from 1: ``"hand 2"``."""
    return pgettext("a holding of one deal", "hand {number}").format(number=number)


def player_name(number: int) -> str:
    """A player's hand of a deal in a sentence, by the player's number: ``"player 2"``."""
    return pgettext("a holding of one deal", "player {number}").format(number=number)


def one_of_two(number: int) -> str:
    """The first (1) or the second (2) of two hands compared: ``"the first hand"``."""
    return (pgettext("a holding of one deal", "the first hand") if number == 1
            else pgettext("a holding of one deal", "the second hand"))


def board_name() -> str:
    """The board (the community cards) of a deal in a sentence: ``"the board"``."""
    return pgettext("a holding of one deal", "the board")
