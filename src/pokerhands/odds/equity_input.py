"""The input of an equity calculation as typed into boxes, read and checked.

:func:`read_equity_input` turns the texts of an equity calculator's boxes (hole cards per
hand, the board, a number of boards to sample, a seed) into the arguments of
:func:`pokerhands.odds.equity.equity`, refusing with a message that names the box: a card
that does not read, a hand with the wrong number of hole cards for the game, a board that is
not a street, a card dealt twice, a sample size or a seed that is not a whole number. It
imports no NumPy (only :mod:`pokerhands.odds.equity` does, to deal the boards).
"""
from __future__ import annotations

from typing import Sequence

from pokerhands.core.cards import Card, CardError, Cards, parse_cards
from pokerhands.core.dealt import SharedCardError
from pokerhands.core.language import gettext as _, number_text
from pokerhands.words.hands import game_name
from pokerhands.games.variants import Game, get_game

__all__ = ["MAX_SAMPLES", "read_equity_input"]

MAX_SAMPLES = 1_000_000
"""The most boards ``samples=`` may ask for (five times the default sample of
:func:`pokerhands.odds.equity.equity`). Boards are dealt and valued 65,536 at a time, so the
dealing takes the same memory whatever the sample (one draw of all the boards at once took
384 bytes a board); what grows with the sample is only the result per board and player
(about 11 bytes)."""


def read_equity_input(hands: Sequence[str], board: str = "", samples: str = "", seed: str = "0",
                      game: "str | Game" = "holdem"
                      ) -> tuple[list[Cards[Card]], Cards[Card], "int | None", int]:
    """``(hands, board, samples, seed)`` for :func:`~pokerhands.odds.equity.equity`, read
    from the texts of the boxes.

    Parameters
    ----------
    hands : sequence of str
        Each hand's hole cards, in any notation (every one of them typed).
    board : str
        None, 3 (the flop), 4 (the turn) or 5 (the river) community cards.
    samples : str
        A whole number of boards from 2 to :data:`MAX_SAMPLES` (commas and underscores
        between digits allowed), or empty to count every board.
    seed : str
        The sample's seed, a whole number from 0 up.
    game : str or Game
        The game whose number of hole cards each hand must hold.

    Raises
    ------
    CardError
        For cards that do not read, a hand of the wrong size, a board that is not a street,
        or a card dealt twice; the message names the box ("Hand 2: ...", "Board: ...").
    ValueError
        For a number of samples or a seed that is not a whole number in range.

    Examples
    --------
    >>> hands, board, samples, seed = read_equity_input(["As Ah", "Kd Kc"], "2h 7h Qs", "", "3")
    >>> [str(h) for h in hands], str(board), samples, seed
    (['A♠ A♥', 'K♦ K♣'], '2♥ 7♥ Q♠', None, 3)
    """
    game = get_game(game)
    parsed: list[Cards[Card]] = []
    where: dict[Card, int] = {}   # card -> the number of the hand that holds it
    for i, text in enumerate(hands):
        try:
            cards = parse_cards(text)
        except CardError as exc:
            raise CardError(_("Hand {number}: {error}").format(number=i + 1, error=exc)) from None
        if len(cards) != game.hole:
            raise CardError(_("Hand {number}: a hand in {game} is {hole} hole cards; got {count}: "
                              "{cards}").format(number=i + 1, game=game_name(game.title), hole=game.hole,
                                                count=len(cards), cards=cards))
        for card in cards:   # a card dealt twice, found as soon as its second hand is read
            if card in where:
                said = _("{card} is dealt twice: in hand {first} and in hand {second}").format(
                    card=card, first=where[card], second=i + 1)
                raise SharedCardError(said, card, (where[card] - 1, i))
            where[card] = i + 1
        parsed.append(cards)
    try:
        shared = parse_cards(board)
    except CardError as exc:
        raise CardError(_("Board: {error}").format(error=exc)) from None
    if len(shared) not in (0, 3, 4, 5):
        raise CardError(_("Board: give none, 3 (the flop), 4 (the turn) or 5 (the river) cards; "
                          "got {count}: {cards}").format(count=len(shared), cards=shared))
    for card in shared:   # parse_cards refused a card twice in one box
        if card in where:
            raise SharedCardError(_("{card} is dealt twice: in hand {first} and in the board")
                                  .format(card=card, first=where[card]), card,
                                  (where[card] - 1, len(parsed)))
    text = samples.strip().replace(",", "").replace("_", "")
    count: int | None
    if not text:
        count = None
    elif text.isascii() and text.isdigit() and 2 <= int(text) <= MAX_SAMPLES:
        count = int(text)
    else:
        raise ValueError(_("Samples: give a whole number of boards from 2 to {most}, or leave "
                           "the box empty to count every board; got {value}").format(
                               most=number_text(MAX_SAMPLES), value=repr(samples)))
    text = seed.strip()
    if not (text.isascii() and text.isdigit()):
        raise ValueError(_("Seed: give a whole number, 0 or more; got {value}").format(
            value=repr(seed)))
    return parsed, shared, count, int(text)
