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
    where: dict[Card, str] = {}
    for i, text in enumerate(hands):
        try:
            cards = parse_cards(text)
        except CardError as exc:
            raise CardError(f"Hand {i + 1}: {exc}") from None
        if len(cards) != game.hole:
            raise CardError(f"Hand {i + 1}: a hand in {game.title} is {game.hole} hole "
                            f"cards; got {len(cards)}: {cards}")
        parsed.append(cards)
    try:
        shared = parse_cards(board)
    except CardError as exc:
        raise CardError(f"Board: {exc}") from None
    if len(shared) not in (0, 3, 4, 5):
        raise CardError(f"Board: give none, 3 (the flop), 4 (the turn) or 5 (the river) "
                        f"cards; got {len(shared)}: {shared}")
    for name, cards in [*((f"hand {i + 1}", h) for i, h in enumerate(parsed)),
                        ("the board", shared)]:
        for card in cards:
            if card in where:
                raise CardError(f"{card} is dealt twice: in {where[card]} and in {name}")
            where[card] = name
    text = samples.strip().replace(",", "").replace("_", "")
    count: int | None
    if not text:
        count = None
    elif text.isascii() and text.isdigit() and 2 <= int(text) <= MAX_SAMPLES:
        count = int(text)
    else:
        raise ValueError(f"Samples: give a whole number of boards from 2 to "
                         f"{MAX_SAMPLES:,}, or leave the box empty to count every "
                         f"board; got {samples!r}")
    text = seed.strip()
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"Seed: give a whole number, 0 or more; got {seed!r}")
    return parsed, shared, count, int(text)
