"""What a player types into a box, or a caller passes instead: read and checked.

The widgets show boxes for cards, chips, seats and seeds; the reading of each box lives
here, so that a caller driving :func:`pokerhands.games.showdown.showdown` from code and a
reader typing into a widget are refused with the same message. Every function raises a
``ValueError`` (or :class:`~pokerhands.core.cards.CardError` for cards) that names the box
or argument and quotes what it got; none of them changes anything.
"""
from __future__ import annotations

from typing import Iterable, TypeVar

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, Joker, parse_cards
from pokerhands.core.checks import MAX_CHIPS, collection, seat_list, whole_number
from pokerhands.core.language import gettext as _
from pokerhands.evaluate import read_cards
from pokerhands.rules import Rules, get_rules

__all__ = ["MAX_SEATS", "cards_text", "bets_text", "read_bets", "read_folded", "folded_text",
           "showdown_hands", "check_odd_chip", "seed_from_text", "hand_sizes", "at_most",
           "lens_cards"]

MAX_SEATS = 9
"""The most players a showdown box takes (a full-ring table of nine)."""

_SomeCards = TypeVar("_SomeCards", bound="Cards[Card | Joker]")


def cards_text(value: CardsLike | None, name: str, rules: str | Rules = "high") -> str:
    """The text of a cards box from a string, a card, or cards; None means empty.

    Cards are read as ``rules`` allow (jokers, repeats when several decks are shuffled
    together), by ``pokerhands.evaluate.read_cards``; a string is kept as typed.

    Raises
    ------
    CardError
        For something that is neither text nor cards; the message starts with ``name``.

    Examples
    --------
    >>> cards_text(None, "board")
    ''
    >>> from pokerhands.core.cards import parse_cards
    >>> cards_text(parse_cards("As Kd"), "hand 1")
    'A♠ K♦'
    """
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    try:
        return str(read_cards(value, get_rules(rules)))
    except CardError as exc:
        raise CardError(_("{who}: {error}").format(who=name, error=exc)) from None


def bets_text(bets: str | Iterable[int] | None) -> str:
    """The text of a bets box from a string (kept as typed) or from chips per seat.

    Raises
    ------
    ValueError
        For something that is not a sequence of chip counts, or a count that is not a whole
        number of chips from 0 to :data:`~pokerhands.core.checks.MAX_CHIPS` (checked before
        anything is shown, so a fraction never reaches the box).

    Examples
    --------
    >>> bets_text([50, 100, 100])
    '50, 100, 100'
    """
    if bets is None:
        return ""
    if isinstance(bets, str):
        return bets
    if isinstance(bets, (bytes, dict)) or not hasattr(bets, "__iter__"):
        raise ValueError(_("bets: give chips per seat as a list or as text like '50, 100', "
                           "got {value}").format(value=repr(bets)))
    return ", ".join(str(whole_number("bets", b, maximum=MAX_CHIPS, unit="chips"))
                     for b in bets)


def _parts(text: str) -> list[str]:
    return [p for p in text.replace(",", " ").replace(";", " ").split() if p]


def read_bets(text: str) -> list[int]:
    """Chips per seat from a bets box: whole numbers separated by commas, semicolons or
    spaces.

    Raises
    ------
    ValueError
        For a part that is not a whole number (the message quotes it).

    Examples
    --------
    >>> read_bets("50, 100 100")
    [50, 100, 100]
    """
    out = []
    for part in _parts(text):
        try:
            out.append(int(part))
        except ValueError:
            raise ValueError(_("bets: {part} is not a whole number of chips").format(
                part=repr(part))) from None
    return out


def read_folded(text: str, players: int) -> list[int]:
    """Seats (0-based, sorted, once each) from a folded box, which holds player numbers
    (1-based, as a reader counts them).

    Raises
    ------
    ValueError
        For a part that is not a player number from 1 to ``players``.

    Examples
    --------
    >>> read_folded("3, 1 3", 4)
    [0, 2]
    """
    seats = []
    for part in _parts(text):
        if not (part.isascii() and part.isdigit()) or not 1 <= int(part) <= players:
            raise ValueError(_("folded: {part} is not a player number from 1 to {players}")
                             .format(part=repr(part), players=players))
        seats.append(int(part) - 1)
    return sorted(set(seats))


def folded_text(folded: Iterable[int], players: int) -> str:
    """The text of a folded box (player numbers, from 1) from seats given in code (from 0,
    as in :func:`pokerhands.games.showdown.showdown`).

    Raises
    ------
    ValueError
        For something that is not a list of seat numbers from 0 to ``players - 1``.

    Examples
    --------
    >>> folded_text([2, 0], 4)
    '1, 3'
    """
    try:  # the checks' message is "" and the value: said here in whole sentences
        items = list(collection(folded, ""))
    except ValueError:
        raise ValueError(_("folded: give seats as a list of numbers from 0 to {last} (0-based, "
                           "as in games.showdown), got {value}").format(
            last=players - 1, value=repr(folded))) from None
    try:
        seats = seat_list(items, players, "")
    except ValueError:
        raise ValueError(_("folded: give seats as numbers from 0 to {last} (0-based, as in "
                           "games.showdown), got {value}").format(
            last=players - 1, value=repr(items))) from None
    return ", ".join(str(s + 1) for s in sorted(set(seats)))


def showdown_hands(hands: Iterable[CardsLike | None]) -> list[str]:
    """The text of each player's box from a list of 2 to :data:`MAX_SEATS` hands (text or
    cards, read by :func:`cards_text`).

    Raises
    ------
    ValueError
        For a single string or something that is not a list, or too few or too many hands.
    CardError
        For a hand that is neither text nor cards (the message names the player).
    """
    try:  # the check's message is "" and the value: said here in a whole sentence
        hands = list(collection(hands, "", ordered=True))
    except ValueError:
        raise ValueError(_("hands: give a list of hands, one text or cards per player; got "
                           "{value}").format(value=repr(hands))) from None
    if not 2 <= len(hands) <= MAX_SEATS:
        raise ValueError(_("a showdown here takes 2 to {most} hands, got {count}").format(
            most=MAX_SEATS, count=len(hands)))
    return [cards_text(h, _("player {number}").format(number=i + 1))
            for i, h in enumerate(hands)]


def check_odd_chip(odd_chip: str) -> str:
    """``odd_chip`` checked to be ``"high"`` or ``"low"``: the half of a hi/lo pot that
    takes an odd chip.

    Raises
    ------
    ValueError
        For anything else.
    """
    if odd_chip not in ("high", "low"):
        raise ValueError(_("odd_chip must be 'high' or 'low', got {value}").format(
            value=repr(odd_chip)))
    return odd_chip


def seed_from_text(text: str) -> int | str:
    """A typed seed as an ``int`` when it reads as one; otherwise the text itself, so that
    the function it is passed to refuses it with its own message (see
    :func:`pokerhands.core.checks.whole_number`).

    Examples
    --------
    >>> seed_from_text(" 42 ")
    42
    >>> seed_from_text("4.5")
    '4.5'
    """
    try:
        return int(str(text).strip())
    except ValueError:
        return text


def hand_sizes(least: int, min_cards: int, max_cards: int) -> tuple[int, int]:
    """The fewest and the most cards a hand may hold, checked: whole numbers with
    ``least <= min_cards <= max_cards <= 7`` (``least`` is the rules' hand size, five for
    poker hands, four in Badugi; no game values more than seven cards).

    Raises
    ------
    ValueError
        For a count that is not a whole number from ``least`` to 7 (the message names it),
        or ``min_cards`` above ``max_cards``.

    Examples
    --------
    >>> hand_sizes(5, 5, 7)
    (5, 7)
    """
    min_cards = whole_number("min_cards", min_cards, minimum=least, maximum=7)
    max_cards = whole_number("max_cards", max_cards, minimum=least, maximum=7)
    if not min_cards <= max_cards:
        raise ValueError(_("a picker holds between {least} and 7 cards: need {least} <= "
                           "min_cards <= max_cards <= 7, got min_cards={low}, max_cards={high}")
                         .format(least=least, low=repr(min_cards), high=repr(max_cards)))
    return min_cards, max_cards


def at_most(cards: _SomeCards, most: int) -> _SomeCards:
    """``cards`` (already parsed), checked to be no more than ``most``.

    Raises
    ------
    CardError
        For more cards than that; the message gives the number and quotes the cards.
    """
    if len(cards) > most:
        raise CardError(_("too many cards: {count} given ({cards}); a hand here holds at most "
                          "{most}").format(count=len(cards), cards=repr(cards), most=most))
    return cards


def lens_cards(cards: CardsLike) -> Cards[Card]:
    """The cards of a rules lens, parsed and checked to be no more than seven (every
    system then values the best five of them: see
    :func:`pokerhands.evaluate.every_system`, which refuses fewer than five).

    Raises
    ------
    CardError
        For a bad card, a card twice, or more than seven cards.
    """
    parsed = parse_cards(cards)
    if len(parsed) > 7:
        raise CardError(_("a lens takes five to seven cards; got {count}: {cards}").format(
            count=len(parsed), cards=repr(parsed)))
    return parsed
