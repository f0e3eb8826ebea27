"""Dealing a hand of Texas hold'em or Omaha, street by street (file 003, Hungarian part).

The order of a deal, as the Hungarian article describes it and card rooms do it:

1. The dealer button marks the nominal dealer; it moves one seat clockwise (to the left)
   after every hand.
2. The player left of the button posts the small blind, the next player the big blind; the
   small blind is usually half the big blind. (Heads up, with two players, the button posts
   the small blind and the other player the big blind.)
3. Every player gets two hole cards (four in Omaha), dealt one at a time clockwise starting
   left of the button. The first betting round follows (preflop).
4. One card is burned (dealt face down, out of play, against cheating) and three community
   cards are turned up: the flop. A betting round.
5. A burn, then a fourth card: the turn. A betting round.
6. A burn, then the fifth and last card: the river. The last betting round.
7. If more than one player is left, the showdown: the best hand wins the pot. A player left
   alone because everybody else folded need not show.

:func:`deal` does steps 1-6 with a seeded generator and returns a :class:`Deal` that knows
every player's best hand at every street.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import DECK, Cards
from .games import Game, best_hand, get_game

__all__ = ["STREETS", "Deal", "deal", "positions"]

STREETS = ("preflop", "flop", "turn", "river")
"""The four betting rounds, in order; the board holds 0, 3, 4 and 5 cards."""

_BOARD_SIZE = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}


def positions(players: int, button: int = 0) -> dict[str, int]:
    """The seats of the button and the blinds, and who acts first before and after the flop.

    Seats are numbered 0 .. players-1 clockwise. Heads up (two players) the button is the
    small blind and acts first before the flop, last after it.

    Returns
    -------
    dict
        ``{"button", "small blind", "big blind", "first preflop", "first postflop"}``.

    Raises
    ------
    ValueError
        For fewer than 2 or more than 10 players, or a button outside the table.
    """
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 10:
        raise ValueError(f"a table seats 2 to 10 players, got {players!r}")
    if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < players:
        raise ValueError(f"the button must be a seat 0..{players - 1}, got {button!r}")
    if players == 2:
        small, big = button, (button + 1) % 2
        return {"button": button, "small blind": small, "big blind": big,
                "first preflop": small, "first postflop": big}
    small, big = (button + 1) % players, (button + 2) % players
    return {"button": button, "small blind": small, "big blind": big,
            "first preflop": (button + 3) % players, "first postflop": small}


@dataclass(frozen=True)
class Deal:
    """One seeded deal of hold'em or Omaha, from the hole cards to the river.

    Attributes
    ----------
    game : Game
    button : int
        The button's seat.
    holes : tuple of Cards
        Each seat's hole cards.
    burns : Cards
        The three burned cards (before the flop, the turn and the river).
    board : Cards
        The five community cards, in the order they were turned.
    seed : int
    """

    game: Game
    button: int
    holes: tuple
    burns: Cards
    board: Cards
    seed: int

    @property
    def players(self) -> int:
        return len(self.holes)

    def board_at(self, street: str) -> Cards:
        """The community cards showing during ``street`` (one of :data:`STREETS`)."""
        if street not in _BOARD_SIZE:
            raise ValueError(f"street must be one of {', '.join(STREETS)}; got {street!r}")
        return Cards(self.board[:_BOARD_SIZE[street]])

    def best_hands(self, street: str) -> list:
        """Each seat's best high hand with the board of ``street``; None before the flop
        (no five-card hand exists yet)."""
        board = self.board_at(street)
        if not board:
            return [None] * self.players
        return [best_hand(self.game, hole, board) for hole in self.holes]

    def leaders(self, street: str) -> tuple:
        """Seats whose hand is best with the board of ``street`` (empty before the flop)."""
        hands = self.best_hands(street)
        if hands[0] is None:
            return ()
        top = max(hands)
        return tuple(s for s, v in enumerate(hands) if v == top)

    def showdown(self, pot: int = 100, folded=()):
        """The showdown after the river (:func:`pokerhands.games.showdown`); leftover chips
        of a split pot go first to the tied seat nearest the button's left."""
        from .games import showdown

        return showdown(self.game, list(self.holes), self.board, pot=pot, folded=folded,
                        button=self.button)

    def __repr__(self) -> str:
        return f"Deal({self.game.name}, {self.players} players, seed={self.seed})"


def deal(players: int = 6, seed: int = 0, *, game: "str | Game" = "holdem",
         button: int = 0) -> Deal:
    """Deal one hand: hole cards one at a time from the seat left of the button, then burn
    and flop, burn and turn, burn and river, from a deck shuffled by ``random.Random(seed)``.

    Raises
    ------
    ValueError
        For a game without a board (only hold'em and Omaha deal one), a bad number of
        players (2 to 10; 2 to 9 hold'em hands fit in one deck with room to spare) or a bad
        button seat, or a seed that is not an integer.
    """
    game = get_game(game)
    if not game.board:
        raise ValueError(f"{game.title} has no board to deal; choose hold'em or Omaha")
    positions(players, button)  # validates players and button
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    order = [(button + 1 + i) % players for i in range(players)]
    holes: list[list] = [[] for _ in range(players)]
    for _ in range(game.hole):
        for seat in order:
            holes[seat].append(deck.pop())
    burns, board = [], []
    for count in (3, 1, 1):
        burns.append(deck.pop())
        board.extend(deck.pop() for _ in range(count))
    return Deal(game, button, tuple(Cards(h) for h in holes), Cards(burns), Cards(board), seed)
