"""The games: which cards a player may combine, which rules rank them, how the pot splits.

Each :class:`Game` says how many cards a player holds at the showdown, how many community
cards the board has, whether the hand must use an exact number of hole cards, and which
ranking decides the high and the low half. The list of games and their rankings follows
the Greek help page ("which games use which ranking"); the deal of Texas hold'em follows the
Hungarian article.

* Texas hold'em: two hole cards and five board cards; the best five of the seven play,
  any mix of hole and board cards (even the five board cards alone).
* Omaha: four hole cards and five board cards; a hand is made of **exactly two** hole cards
  and **exactly three** board cards. Omaha Hi/Lo does this separately for each half.
* Seven-card stud (and Stud Hi/Lo, Razz): seven cards of one's own, the best five play.
* Five-card draw, 2-7 single and triple draw: the five cards held after the draw.
* Badugi: the four cards held after the draw.

:func:`showdown` settles a showdown for any game: every player's best hand (the cards that
play), the winners of each half, and the chips, with side pots when players are all in for
different amounts. Chips are whole numbers and always add up to what was bet.
"""
from __future__ import annotations

import numbers
import re
from dataclasses import dataclass
from typing import Sequence

from pokerhands.core.cards import CardError, Cards, CardsLike, parse_cards
from pokerhands.core.checks import MAX_CHIPS, whole_number
from pokerhands.core.categories import Ranking
from pokerhands.core.values import HandValue
from pokerhands.evaluate import read_cards
from pokerhands.games.combine import best_combination
from pokerhands.games.showdown import Showdown, read_odd_chip, split_pot
from pokerhands.rules import Rules, get_rules

__all__ = ["Game", "GAMES", "get_game", "best_hand", "side_pots", "showdown", "Pot",
           "GameShowdown"]


@dataclass(frozen=True)
class Game:
    """One poker game's showdown rules.

    Attributes
    ----------
    name : str
        The name used in ``game=...`` arguments, e.g. ``"holdem"``.
    title : str
        The name in words, e.g. ``"Texas hold'em"``.
    hole : int
        Cards each player holds at the showdown (2 in hold'em, 7 in stud).
    board : int
        Community cards at the showdown (5 in hold'em and Omaha, 0 otherwise).
    hole_used : int or None
        Exactly this many hole cards must play (2 in Omaha, with ``5 - hole_used`` board
        cards); None lets any five of the cards play.
    high, low : Rules or None
        The ranking of the high half and of the low half (None where the game has no such
        half). A split game has both.
    source : str
        Where the rule comes from.
    odd_chip : str
        ``"seat"`` or ``"suit"``: who takes a chip that does not divide among players tied
        for a pot or a half (Robert's Rules of Poker, the book's ``ciaffone`` source).
        ``"seat"`` in the button games (hold'em, Omaha, the draw games): the first tied
        player left of the button.
        ``"suit"`` in the stud games (seven-card stud, Stud Hi/Lo, razz): the tied player
        holding the highest card by suit, or, in razz and the low half of Stud Hi/Lo, the
        lowest card by suit (see :func:`pokerhands.games.showdown.card_order`). In every
        split game the odd chip of the whole pot goes to the high half.
    """

    name: str
    title: str
    hole: int
    board: int
    hole_used: "int | None"
    high: "Rules | None"
    low: "Rules | None"
    source: str = ""
    odd_chip: str = "seat"

    @property
    def mode(self) -> str:
        """``"high"``, ``"low"`` or ``"hi-lo"`` (split between the best high and best low)."""
        if self.high is not None and self.low is not None:
            return "hi-lo"
        return "high" if self.high is not None else "low"

    @property
    def rankings(self) -> tuple:
        """The rankings (:class:`~pokerhands.core.categories.Ranking`) this game's hands may be
        read under: Badugi's four-card hands only as Badugi hands; every other game's
        five-card hands high or low (any of the low systems), never as Badugi hands."""
        own = self.high or self.low
        assert own is not None  # every game ranks its hands high, low or both
        if own.ranking is Ranking.BADUGI:
            return (Ranking.BADUGI,)
        return (Ranking.HIGH, Ranking.LOWBALL)

    def check_rules(self, rules: Rules) -> Rules:
        """``rules`` if this game's hands may be ranked by them (:attr:`rankings`).

        Raises
        ------
        ValueError
            Naming the game and the rules, and the rankings the game allows.
        """
        if rules.ranking not in self.rankings:
            allowed = " or ".join(r.value for r in self.rankings)
            raise ValueError(f"{self.title} hands cannot be ranked by the rules {rules.name!r} "
                             f"({rules.ranking.value}); {self.title} allows {allowed} rankings")
        return rules

    def __repr__(self) -> str:
        return f"Game({self.name!r})"


def _game(name, title, hole, board, hole_used, high, low, source) -> Game:
    # Robert's Rules of Poker: the button games give a leftover chip by seat, the stud
    # games (no button) by the cards
    odd_chip = "suit" if name in ("stud", "stud-hi-lo", "razz") else "seat"
    return Game(name, title, hole, board, hole_used, high and get_rules(high),
                low and get_rules(low), source, odd_chip)


GAMES: dict[str, Game] = {g.name: g for g in (
    _game("holdem", "Texas hold'em", 2, 5, None, "high", None,
          "Greek help page: hold'em uses the traditional high ranking; Hungarian article: two "
          "hole cards, flop, turn and river, best hand at the showdown"),
    _game("omaha", "Omaha", 4, 5, 2, "high", None,
          "Greek help page: Omaha uses the traditional high ranking; exactly two hole cards and "
          "three board cards"),
    _game("omaha-hi-lo", "Omaha Hi/Lo", 4, 5, 2, "high", "eight-or-better",
          "Greek help page: Omaha Hi/Lo, the low half ace-to-five with the eight-or-better qualifier"),
    _game("stud", "Seven-card stud", 7, 0, None, "high", None,
          "Greek help page: seven-card stud uses the traditional high ranking"),
    _game("stud-hi-lo", "Stud Hi/Lo", 7, 0, None, "high", "eight-or-better",
          "Greek help page: Stud Hi/Lo, the low half ace-to-five with the eight-or-better qualifier"),
    _game("razz", "Razz", 7, 0, None, None, "ace-to-five",
          "Greek help page: razz, ace-to-five low with no qualifier; the lowest hand wins"),
    _game("five-card-draw", "Five-card draw", 5, 0, None, "high", None,
          "Greek help page: five-card draw uses the traditional high ranking"),
    _game("2-7-single-draw", "2-7 single draw", 5, 0, None, None, "deuce-to-seven",
          "Greek help page: 2-7 single draw, deuce-to-seven low"),
    _game("2-7-triple-draw", "2-7 triple draw", 5, 0, None, None, "deuce-to-seven",
          "Greek help page: 2-7 triple draw, deuce-to-seven low"),
    _game("badugi", "Badugi", 4, 0, None, None, "badugi",
          "Greek help page: Badugi, four-card hands"),
)}
"""Every game by name."""

_ALIASES = {"hold'em": "holdem", "texas-holdem": "holdem", "texas-hold'em": "holdem",
            "nlhe": "holdem", "plo": "omaha", "omaha-8": "omaha-hi-lo", "omaha8": "omaha-hi-lo",
            "o8": "omaha-hi-lo", "plo8": "omaha-hi-lo", "seven-card-stud": "stud",
            "stud-8": "stud-hi-lo",
            "stud8": "stud-hi-lo", "draw": "five-card-draw", "2-7-draw": "2-7-single-draw",
            "deuce-to-seven-single-draw": "2-7-single-draw",
            "deuce-to-seven-triple-draw": "2-7-triple-draw"}


def get_game(game: "str | Game") -> Game:
    """Look up a game by name (or pass a :class:`Game` through).

    Raises
    ------
    ValueError
        For an unknown name; the message lists the known games.
    """
    if isinstance(game, Game):
        return game
    name = (game.strip().lower().replace("_", "-").replace(" ", "-").replace("/", "-")
            if isinstance(game, str) else None)
    name = _ALIASES.get(name, name)
    if name not in GAMES:
        raise ValueError(f"unknown game {game!r}; known games: {', '.join(GAMES)}")
    return GAMES[name]


def best_hand(game: "str | Game", hole: CardsLike, board: "CardsLike | None" = (),
              rules: "str | Rules | None" = None, *, name: "str | None" = None) -> HandValue:
    """A player's best hand in ``game`` under ``rules`` (default: the game's high ranking,
    or its low one in a low-only game).

    The game's hole/board rule is applied by
    :func:`pokerhands.games.combine.best_combination`: in Omaha exactly two of the hole cards
    and three of the board cards play, so a board with four hearts gives no flush to a player
    holding one heart. Before the river (a board of 3 or 4 cards) the
    best hand so far is given; a hand needs five cards in all (four in Badugi). Cards are
    read as ``rules`` allow (jokers, repeated cards under several decks).

    Parameters
    ----------
    name : str, optional
        What error messages call the hand, e.g. ``"the first hand"``.

    Raises
    ------
    CardError
        For bad cards, a card twice, the wrong number of hole cards for the game (the
        message names the hand and the game), or too many board cards.
    ValueError
        For rules whose ranking does not fit the game (:attr:`Game.rankings`), such as
        Badugi rules for an Omaha hand.
    """
    game = get_game(game)
    rules = get_rules(rules) if rules is not None else (game.high or game.low)
    assert rules is not None  # every game ranks its hands high, low or both
    game.check_rules(rules)
    if hole is None:
        raise CardError(f"{name or 'hole'}: no cards given (None); give the hole cards, "
                        f"e.g. 'As Kd'")
    hole, board = read_cards(hole, rules), read_cards(() if board is None else board, rules)
    _check_hole(game, hole, who=name)
    if len(board) > game.board:
        what = "no board" if not game.board else f"a board of at most {game.board} cards"
        raise CardError(f"{game.title} has {what}; got {len(board)}: {board!r}")
    read_cards([*hole, *board], rules)  # a card in both raises
    return best_combination(hole, board, rules, game.hole_used, title=game.title)


def _check_hole(game: Game, hole: Cards, seat: "int | None" = None,
                who: "str | None" = None) -> None:
    if len(hole) != game.hole:
        who = f"player {seat + 1}: " if seat is not None else (f"{who}: " if who else "")
        article = "an" if game.title[0] in "AEIOU" else "a"
        raise CardError(f"{who}{article} {game.title} hand holds exactly {game.hole} cards at "
                        f"the showdown; got {len(hole)}: {hole!r}")


@dataclass(frozen=True)
class Pot:
    """One pot of a showdown: the main pot or a side pot.

    Attributes
    ----------
    amount : int
        Chips in this pot.
    eligible : tuple of int
        Seats that can win it (they put in at least this pot's level and did not fold).
    shares : tuple of int
        Chips each seat wins from it (all seats, in seat order).
    result : Showdown or None
        The showdown among the eligible seats; None when one seat is left alone (it takes
        the pot without showing).
    returned : bool
        True for chips nobody called: the part of the biggest bet above every other bet,
        which goes back to the player who bet it.
    order : tuple of int
        The eligible seats from the first seat left of the button; the showdown ``result``
        numbers its players in this order, and in a button game leftover chips are handed
        out in it (a stud game hands them out by the cards: :attr:`Game.odd_chip`).
    """

    amount: int
    eligible: tuple
    shares: tuple
    result: "Showdown | None"
    returned: bool = False
    order: tuple = ()


def side_pots(bets: Sequence[int], folded: Sequence[int] = ()) -> list[tuple[int, tuple]]:
    """Split the chips each seat put in into a main pot and side pots.

    Each level of contribution forms a pot: every seat pays into it up to that level, and
    only seats that reached the level and did not fold may win it. Folded seats' chips stay
    in the pots they paid into.

    Parameters
    ----------
    bets : sequence of int
        Chips each seat put in over the whole hand, in seat order.
    folded : sequence of int
        Seats (0-based) that folded.

    Returns
    -------
    list of (amount, eligible seats)
        Main pot first. Pots with the same eligible seats are merged; the amounts add up to
        ``sum(bets)``.

    Raises
    ------
    ValueError
        For a negative or non-integer bet, or an unknown folded seat.
    """
    if isinstance(bets, (str, bytes)) or not hasattr(bets, "__len__"):
        raise ValueError(f"bets must be a list of chips per seat, got {bets!r}")
    for b in bets:
        if isinstance(b, bool) or not isinstance(b, numbers.Integral) or not 0 <= b <= MAX_CHIPS:
            raise ValueError(f"bets must be whole numbers of chips from 0 to {MAX_CHIPS:,}, "
                             f"got {list(bets)!r}")
    bets = [int(b) for b in bets]
    folded_seats = _seats(folded, len(bets))
    pots: list[tuple[int, tuple]] = []
    levels = sorted({b for s, b in enumerate(bets) if b > 0 and s not in folded_seats})
    previous = 0
    for level in levels:
        amount = sum(min(b, level) - min(b, previous) for b in bets)
        eligible = tuple(s for s, b in enumerate(bets) if b >= level and s not in folded_seats)
        if pots and pots[-1][1] == eligible:
            pots[-1] = (pots[-1][0] + amount, eligible)
        else:
            pots.append((amount, eligible))
        previous = level
    leftover = sum(bets) - sum(a for a, _ in pots)  # folded chips above every live level
    if leftover:
        if not pots:
            raise ValueError("every seat folded: nobody can win the pot"
                             if len(folded_seats) == len(bets) else
                             "no seat still in the hand put chips in: nobody can win them")
        pots[-1] = (pots[-1][0] + leftover, pots[-1][1])
    return pots


def _seats(folded, players: int) -> set[int]:
    """Folded seats, checked: whole numbers 0..players-1 given as a list."""
    if isinstance(folded, (str, bytes, int)) or not hasattr(folded, "__iter__"):
        raise ValueError(f"folded must be a list of seat numbers (0-based), got {folded!r}")
    folded = list(folded)
    if any(isinstance(s, bool) or not isinstance(s, numbers.Integral) or not 0 <= int(s) < players
           for s in folded):
        raise ValueError(f"folded seats {folded!r} are not all among seats 0..{players - 1}")
    return {int(s) for s in folded}


@dataclass(frozen=True)
class GameShowdown:
    """The result of :func:`showdown`.

    Attributes
    ----------
    game : Game
    high, low : tuple
        Each seat's best high and low value (None for a folded seat, or a half the game
        does not play).
    pots : tuple of Pot
        Main pot first, then side pots.
    shares : tuple of int
        Chips each seat wins in all; they add up to the chips bet.
    folded : tuple of int
        Seats that folded. A seat that neither folded nor had to show (everybody else
        folded) has None values too.
    """

    game: Game
    high: tuple
    low: tuple
    pots: tuple
    shares: tuple
    folded: tuple = ()

    @property
    def total(self) -> int:
        """All the chips in play."""
        return sum(p.amount for p in self.pots)

    @property
    def winners(self) -> tuple:
        """Seats that win any chips."""
        return tuple(s for s, c in enumerate(self.shares) if c)

    def __repr__(self) -> str:
        return f"GameShowdown({self.game.name}, shares={self.shares})"

    def explain(self) -> list[str]:
        """Each pot, who could win it and who did, and why, in sentences."""
        out = []
        for i, pot in enumerate(self.pots):
            name = "The pot" if len(self.pots) == 1 else ("The main pot" if i == 0
                                                          else f"Side pot {i}")
            numbers = [str(s + 1) for s in pot.eligible]
            seats = numbers[0] if len(numbers) == 1 else (
                ", ".join(numbers[:-1]) + " and " + numbers[-1])
            out.append(f"{name} holds {pot.amount} chips; "
                       f"{'player' if len(pot.eligible) == 1 else 'players'} {seats} "
                       f"{'is' if len(pot.eligible) == 1 else 'are'} in it.")
            if pot.returned:
                out[-1] = (f"Player {pot.eligible[0] + 1}'s last {pot.amount} chips were not "
                           f"called, so they go back to player {pot.eligible[0] + 1}.")
                continue
            if pot.result is None:
                out.append(f"Player {pot.eligible[0] + 1} is alone in it and takes it "
                           "without showing.")
                continue
            for line in pot.result.explain()[:-1]:
                if self.game.mode != "hi-lo":  # halves and scoops are split-pot words
                    line = line.replace("scoops the pot", "takes all of it")
                    line = line.removeprefix("High: ").removeprefix("Low: ")
                out.append(_renumber(line, pot.order or pot.eligible))
        out.append("Chips won: " + ", ".join(f"player {s + 1}: {c}"
                                             for s, c in enumerate(self.shares))
                   + f" (of {self.total}).")
        return out

    def _repr_html_(self) -> str:
        from pokerhands.render.html import game_showdown_html

        return game_showdown_html(self)


def _renumber(line: str, eligible: tuple) -> str:
    """A sub-showdown's sentence with its player numbers mapped back to the table's seats."""
    return re.sub(r"([Pp]layers? )([\d, and]+)",
                  lambda m: m.group(1) + re.sub(r"\d+", lambda d: str(eligible[int(d.group()) - 1] + 1),
                                                m.group(2)), line)


def showdown(game: "str | Game", hands: Sequence, board: "CardsLike | None" = None, *,
             pot: "int | None" = None, bets: "Sequence[int] | None" = None,
             folded: Sequence[int] = (), odd_chip: "str | None" = None,
             button: "int | None" = None) -> GameShowdown:
    """Settle the showdown of one hand of ``game``.

    Parameters
    ----------
    game : str or Game
        ``"holdem"``, ``"omaha"``, ``"omaha-hi-lo"``, ``"stud"``, ``"stud-hi-lo"``,
        ``"razz"``, ``"five-card-draw"``, ``"2-7-single-draw"``, ``"2-7-triple-draw"`` or
        ``"badugi"`` (see :data:`GAMES`).
    hands : sequence of cards
        Each seat's cards at the showdown, in seat order starting left of the button (hole
        cards in the board games); a folded seat may give None or "".
    board : cards, optional
        The five community cards (hold'em and Omaha only).
    pot : int, optional
        Chips in a single pot that every seat still in may win (default 100 when ``bets``
        is not given), a whole number from 0 to :data:`~pokerhands.core.checks.MAX_CHIPS`.
    bets : sequence of int, optional
        Chips each seat put in over the hand; seats all in for less than others make side
        pots (:func:`side_pots`). Give either ``pot`` or ``bets``.
    folded : sequence of int
        Seats (0-based) that folded: they cannot win, but their chips stay in.
    odd_chip : str, optional
        By default the game's own rule (:attr:`Game.odd_chip`, after Robert's Rules of
        Poker): a split pot's odd chip to the high half; leftover chips among tied players
        in seat order from the first seat left of the button in the button games, by the
        highest card by suit (lowest, in a low half) in the stud games. A house convention
        may change either part: ``"low"`` sends the odd chip to the low half, ``"seat"`` or
        ``"suit"`` chooses how tied players share, or one word of each, e.g. ``"low seat"``
        (:data:`pokerhands.games.showdown.ODD_CHIP_WORDS`).
    button : int, optional
        The button's seat. By default the seats are taken to start left of the button (the
        last seat is the button); give it when seat 0 is not the first seat left of it.

    Returns
    -------
    GameShowdown
        Each seat's best hands, each pot's winners and chips, and the total per seat.

    Raises
    ------
    CardError
        Bad cards, a card dealt twice, the wrong number of hole or board cards for the game.
    ValueError
        Unknown game, both or neither of ``pot``/``bets`` valid, fewer than two seats,
        everybody folded.
    """

    game = get_game(game)
    odd_chip = " ".join(read_odd_chip(odd_chip, game.odd_chip))
    if isinstance(hands, (str, bytes)) or not hasattr(hands, "__len__"):
        raise ValueError(f"hands must be a list with each seat's cards, got {hands!r}")
    if len(hands) < 2:
        raise ValueError(f"a showdown needs at least two seats, got {len(hands)}")
    folded = tuple(sorted(_seats(folded, len(hands))))
    players = len(hands)
    if button is None:
        button = players - 1
    else:
        button = whole_number("button", button, maximum=players - 1)
    if bets is not None and pot is not None:
        raise ValueError("give either pot= (one pot) or bets= (chips per seat), not both")
    if bets is None:
        pot = 100 if pot is None else pot
        pot = whole_number("pot", pot, maximum=MAX_CHIPS, unit="chips")
        live = [s for s in range(len(hands)) if s not in folded]
        if not live:
            raise ValueError("every seat folded: nobody can win the pot")
        pots = [(pot, tuple(live))]
    else:
        if isinstance(bets, (str, bytes)) or not hasattr(bets, "__len__"):
            raise ValueError(f"bets must be a list of chips per seat, got {bets!r}")
        if len(bets) != len(hands):
            raise ValueError(f"bets gives {len(bets)} amount{'s' if len(bets) != 1 else ''} "
                         f"for {len(hands)} seats")
        pots = side_pots(bets, folded)

    # Cards must be shown only when two or more players contest a pot; a player left alone
    # (everybody else folded) need not show, and the hand may end before the river
    # (the Hungarian article).
    contested = any(len(eligible) > 1 for _, eligible in pots)
    holes: list = []
    for seat, hand in enumerate(hands):
        if (seat in folded or not contested) and (hand is None or hand == ""):
            holes.append(None)
            continue
        if hand is None:
            raise CardError(f"player {seat + 1}: no cards given (None), but the player is still "
                            f"in the hand and must show")
        cards = parse_cards(hand)
        _check_hole(game, cards, seat)
        holes.append(cards)
    shared = parse_cards(board) if board is not None else Cards()
    if contested and len(shared) != game.board:
        what = "no board" if not game.board else f"a board of {game.board} cards at the showdown"
        raise CardError(f"{game.title} has {what}; got {len(shared)}: {shared!r}")
    if not contested and len(shared) > game.board:
        raise CardError(f"{game.title} has at most {game.board} board cards; got "
                        f"{len(shared)}: {shared!r}")
    parse_cards([c for h in holes if h for c in h] + list(shared))  # a card dealt twice

    def value(seat, rules):
        if not contested or holes[seat] is None or seat in folded or rules is None:
            return None
        return best_hand(game, holes[seat], shared, rules)

    high = tuple(value(s, game.high) for s in range(len(hands)))
    low = tuple(value(s, game.low) for s in range(len(hands)))

    shares = [0] * len(hands)
    results = []
    top_bets = sorted(bets, reverse=True) if bets is not None else []
    for amount, eligible in pots:
        returned = False
        if len(eligible) == 1:
            part = {eligible[0]: amount}
            result = None
            # the biggest bet's unmatched part comes back to its owner
            returned = bets is not None and bool(bets) and bets[eligible[0]] == top_bets[0] and (
                amount == top_bets[0] - (top_bets[1] if len(top_bets) > 1 else 0))
            order: tuple[int, ...] = eligible
        else:
            # seats from the first left of the button: the order of a button game's leftover chips
            order = tuple(sorted(eligible, key=lambda seat: (seat - button - 1) % players))
            result = _settle(game, [holes[s] for s in order], shared, amount, odd_chip)
            part = {order[i]: c for i, c in enumerate(result.shares)}
        pot_shares = tuple(part.get(s, 0) for s in range(len(hands)))
        for s, c in enumerate(pot_shares):
            shares[s] += c
        results.append(Pot(amount, eligible, pot_shares, result, returned, order))
    return GameShowdown(game, high, low, tuple(results), tuple(shares), folded)


def _settle(game: Game, holes, board, amount: int, odd_chip: str) -> Showdown:
    """One pot among the seats eligible for it, settled by
    :func:`pokerhands.games.showdown.split_pot`."""
    omaha = game.hole_used == 2
    if game.mode == "low" and game.low is not None and game.low.ranking is Ranking.BADUGI:
        return split_pot(holes, None, pot=amount, mode="low", low_rules=game.low,
                         odd_chip=odd_chip)
    return split_pot(holes, board if game.board else None, pot=amount, mode=game.mode,
                     low_rules=game.low or "eight-or-better", omaha=omaha, odd_chip=odd_chip)
