"""Dealing a hand of Texas hold'em or Omaha, street by street (the Hungarian article).

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
every player's best hand at every street; what the table shows for each seat during a street
is in :mod:`pokerhands.games.streets`.

A table with empty seats, and players who leave, need one more rule: where the button and
the blinds go next. The book follows the *dead button* rule of Robert's Rules of Poker
(Ciaffone, section "Buttons and Blinds", method (b)): the big blind always moves on to the next
player due to post it, and the small blind and the button follow it, even onto an empty seat.
:func:`table_positions` places the button and blinds for the first hand at such a table;
:func:`next_table_positions` moves them on for each later hand.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from pokerhands.core.cards import DECK, Card, Cards
from pokerhands.core.values import HandValue
from pokerhands.core.checks import MAX_CHIPS, collection, whole_number
from pokerhands.core.language import gettext as _, use_language
from pokerhands.games.variants import GAMES, Game, best_hand, get_game
from pokerhands.rules import Rules, get_rules

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.games.showdown import GameShowdown

__all__ = ["STREETS", "Deal", "deal", "positions", "TablePositions", "table_positions",
           "next_table_positions", "missed_blind_posts"]

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
        For ``players`` that is not a whole number from 2 to 10, or a ``button`` that is
        not a seat 0 .. players - 1 (booleans and fractions included).
    """
    players = whole_number("players", players, minimum=2, maximum=10)
    button = whole_number("button", button, maximum=players - 1)
    if players == 2:
        small, big = button, (button + 1) % 2
        return {"button": button, "small blind": small, "big blind": big,
                "first preflop": small, "first postflop": big}
    small, big = (button + 1) % players, (button + 2) % players
    return {"button": button, "small blind": small, "big blind": big,
            "first preflop": (button + 3) % players, "first postflop": small}


def _seat_list(seats: int, occupied: Iterable[int], name: str = "occupied") -> tuple[int, ...]:
    """The occupied seats, checked and sorted."""
    seats = whole_number("seats", seats, minimum=2, maximum=10)
    try:  # the check's message is "" and the value: said here in a whole sentence
        collection(occupied, "")
    except ValueError:
        raise ValueError(_("{name} must be a collection of seat numbers, got {value}").format(
            name=name, value=repr(occupied))) from None
    out = []
    for s in occupied:
        try:
            s = whole_number(name, s, maximum=seats - 1)
        except ValueError:
            raise ValueError(_("{name} holds {value}, which is not a seat 0..{last}").format(
                name=name, value=repr(s), last=seats - 1)) from None
        if s in out:
            raise ValueError(_("{name} names seat {seat} twice").format(name=name, seat=s))
        out.append(s)
    return tuple(sorted(out))


def _next_seat(seat: int, among: tuple[int, ...], seats: int) -> int:
    """The first seat of ``among`` clockwise after ``seat`` (not ``seat`` itself)."""
    for step in range(1, seats + 1):
        s = (seat + step) % seats
        if s in among:
            return s
    raise ValueError("no occupied seat")  # pragma: no cover - callers check len(among) >= 1


@dataclass(frozen=True)
class TablePositions:
    """The button and the blinds for one hand at a table that may have empty seats.

    Seats are numbered 0 .. ``seats - 1`` clockwise. A *dead button* sits in front of a seat
    with no player dealt in; a *dead small blind* means nobody posts the small blind this hand.
    The big blind is never dead: a player always posts it (Robert's Rules of Poker, "Buttons
    and Blinds", dead-button method).

    Attributes
    ----------
    seats : int
        Seats at the table (2 to 10).
    occupied : tuple of int
        The seats of the players dealt in this hand, in seat order (at least two).
    button : int
        The button's seat (it may be empty: a dead button).
    small_blind : int
        The seat of the small blind's position (it may be empty: a dead small blind). Heads up
        it is the button's seat.
    big_blind : int
        The seat of the player who posts the big blind (always occupied).
    away : tuple of int
        Seats held by a player who is not dealt in this hand (sitting out).
    missed : dict
        Seat to a tuple of str: for each seat held by an away player or a player coming
        back: the blinds missed since they sat out, ``"small blind"`` and/or ``"big blind"``.
    new : tuple of int
        Seats of players dealt in for the first time at this table this hand. Each posts a
        big blind to come in (:meth:`posts`), unless it is the big blind's seat.
    """

    seats: int
    occupied: tuple[int, ...]
    button: int
    small_blind: int
    big_blind: int
    away: tuple[int, ...] = ()
    missed: Mapping[int, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))
    new: tuple[int, ...] = ()

    def __getstate__(self) -> dict[str, Any]:  # pickle's state
        # the read-only ``missed`` travels as a plain dict (pickle and deepcopy), so a value
        # kept from hand to hand can be saved and copied
        return {**self.__dict__, "missed": dict(self.missed)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, MappingProxyType(value) if name == "missed" else value)

    @property
    def heads_up(self) -> bool:
        """True with two players dealt in (then the button posts the small blind)."""
        return len(self.occupied) == 2

    @property
    def dead_button(self) -> bool:
        """The button is in front of a seat with no player dealt in."""
        return self.button not in self.occupied

    @property
    def dead_small_blind(self) -> bool:
        """Nobody posts the small blind this hand (its seat has no player dealt in)."""
        return self.small_blind not in self.occupied

    @property
    def small_blind_poster(self) -> "int | None":
        """The seat that posts the small blind, or None when the small blind is dead."""
        return None if self.dead_small_blind else self.small_blind

    @property
    def first_preflop(self) -> int:
        """The first player to act before the flop, left of the big blind (heads up, the
        button)."""
        if self.heads_up:
            return self.button
        return _next_seat(self.big_blind, self.occupied, self.seats)

    @property
    def first_postflop(self) -> int:
        """The first player dealt in left of the button (heads up, the big blind)."""
        return _next_seat(self.button, self.occupied, self.seats)

    def acting_order(self, street: str = "preflop") -> list[int]:
        """The occupied seats in the order they act on ``street`` (one of :data:`STREETS`)."""
        if street not in STREETS:
            raise ValueError(_("street must be one of {streets}; got {value}").format(
                streets=", ".join(STREETS), value=repr(street)))
        first = self.first_preflop if street == "preflop" else self.first_postflop
        i = self.occupied.index(first)
        return list(self.occupied[i:] + self.occupied[:i])

    def posts(self, small: int, big: int) -> dict[int, tuple[int, int]]:
        """What each player coming back or coming in this hand owes, as ``(live, dead)``
        chips: for missed blinds, see :func:`missed_blind_posts` (the big blind live, the
        small blind dead); a new player posts a big blind, live. A player who posts a blind
        this hand owes nothing more: the big blind settles it, and so does the small blind,
        which a player coming back can only be given heads up (on the button), with the big
        blind due the very next hand."""
        small, big = _blinds(small, big)  # checked even when nobody owes anything
        blinds = (self.big_blind, self.small_blind_poster)
        owed = {s: missed_blind_posts(m, small, big) for s, m in self.missed.items()
                if s in self.occupied and s not in blinds}
        owed.update({s: (big, 0) for s in self.new if s not in blinds})
        return dict(sorted(owed.items()))

    def describe(self, lang: "str | None" = None) -> str:
        """One line: who has the button and the blinds, and which are dead.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.
        """
        with use_language(lang):
            button = (_("dead button on seat {seat}") if self.dead_button
                      else _("button seat {seat}")).format(seat=self.button)
            if self.heads_up:
                small = _("small blind seat {seat} (heads up, on the button)")
            elif self.dead_small_blind:
                small = _("dead small blind (nobody dealt in on seat {seat})")
            else:
                small = _("small blind seat {seat}")
            # TRANSLATORS: {button} and {small} are the phrases above ("button seat 3", ...)
            return _("{button}, {small}, big blind seat {seat}").format(
                button=button, small=small.format(seat=self.small_blind), seat=self.big_blind)


def table_positions(occupied: Iterable[int], button: int, *, seats: int = 10,
                    away: Iterable[int] = ()) -> TablePositions:
    """The button and blinds of the *first* hand at a table with empty seats.

    The button goes on ``button`` (a seat won in the draw for the button, or any seat the
    house puts it on, even an empty one); the small blind is the first player dealt in left
    of the button and the big blind the next one. Heads up (two players dealt in), the button
    must be on a player, who posts the small blind; the other player posts the big blind.
    For every later hand use :func:`next_table_positions`, which applies the dead-button rule.

    Parameters
    ----------
    occupied : collection of int
        Seats of the players dealt in (at least two).
    button : int
        The button's seat.
    seats : int
        Seats at the table, 2 to 10 (default 10).
    away : collection of int
        Seats held by players who sit out this hand (not dealt in).

    Returns
    -------
    TablePositions

    Raises
    ------
    ValueError
        For a bad seat number, fewer than two players dealt in, a seat both occupied and away,
        or heads up with the button on a seat without a player.

    Examples
    --------
    >>> table_positions([0, 2, 3, 5], button=5, seats=6).describe()
    'button seat 5, small blind seat 0, big blind seat 2'
    """
    seats = whole_number("seats", seats, minimum=2, maximum=10)
    occ, away_t, button = _check_table(seats, occupied, away, button)
    if len(occ) == 2:
        if button not in occ:
            raise ValueError(_("heads up the button posts the small blind, so it must be on a "
                               "player; seat {seat} is not dealt in").format(seat=button))
        return TablePositions(seats, occ, button, button, _next_seat(button, occ, seats), away_t)
    small = _next_seat(button, occ, seats)
    return TablePositions(seats, occ, button, small, _next_seat(small, occ, seats), away_t)


def _check_table(seats: int, occupied: Iterable[int], away: Iterable[int],
                 button: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    occ = _seat_list(seats, occupied)
    away_t = _seat_list(seats, away, "away")
    if len(occ) < 2:
        raise ValueError(_("a hand needs at least two players dealt in, got seats {seats}")
                         .format(seats=list(occ)))
    both = set(occ) & set(away_t)
    if both:
        raise ValueError(_("seat {seat} cannot be both dealt in and away").format(seat=min(both)))
    button = whole_number("button", button, maximum=int(seats) - 1)
    return occ, away_t, button


def next_table_positions(previous: TablePositions, occupied: Iterable[int], *,
                         away: Iterable[int] = (), new: Iterable[int] = ()) -> TablePositions:
    """The button and blinds of the next hand, by the dead-button rule.

    Robert's Rules of Poker ("Buttons and Blinds", method (b), the dead button): the big
    blind is posted by the player due for it, the first player dealt in clockwise after last
    hand's big blind; the small blind's position moves onto last hand's big blind seat and
    the button onto last hand's small blind seat, even if either seat is now empty. So the
    small blind or the button can be dead, and one player can have the last action on two
    hands running, but nobody escapes the big blind. Heads up the rulebook puts the small
    blind on the button: the player due posts the big blind and the other player has the
    button and the small blind.

    Missed blinds, one rule: a seat owes every blind whose position has passed over it, or
    landed on it, while its player was not dealt in, and the move of the blinds onto the
    hand the player comes back on counts as well, since the player was not dealt in when
    they moved (Robert's Rules: each round every player meets the whole of the blind
    obligation). A player who sits out (``away``) keeps the seat but is not dealt in. The
    big blind passes over the seat on the first hand away; the small blind's position,
    which follows the big blind a hand behind, passes over it (or lands on it, a dead small
    blind) on the next hand, whether the player is back for that hand or still away. So a
    player who misses the big blind owes both blinds on coming back, on either hand, and
    ``missed`` records them. Robert's Rules lets such a player come back by posting every
    blind missed, the big blind live and the small blind dead, or by waiting for the big
    blind; :meth:`TablePositions.posts` gives the chips for the first way. A new player in
    a seat the small blind has just passed would owe it too, and a new player posts only a
    big blind, so there the new player waits (below).

    New players (``new``): a player who takes an empty seat is dealt in only by posting a big
    blind, or by waiting until the big blind reaches the seat; and may not come in on the
    button, the small blind or a seat between them, where the big blind has just passed
    (Robert's Rules, "Buttons and Blinds"). :meth:`TablePositions.posts` gives the post.

    Parameters
    ----------
    previous : TablePositions
        Last hand's positions.
    occupied : collection of int
        Seats of the players dealt in this hand (at least two). A seat of ``previous.occupied``
        missing here and not in ``away`` is a player who has left.
    away : collection of int
        Seats held by players who sit out this hand.
    new : collection of int
        Seats of ``occupied`` whose players sat down since last hand (dealt in for the first
        time; the seat may have held another player last hand).

    Returns
    -------
    TablePositions

    Raises
    ------
    ValueError
        For a bad seat, fewer than two players, a seat both dealt in and away, or a new
        player who is not dealt in or sits from the button to the small blind (the message
        says to wait for the big blind).

    Examples
    --------
    Seats 0 to 4 hold players; the button is on 0, the blinds on 1 and 2. The small blind
    (seat 1) leaves. Next hand the button moves onto the empty seat 1 (a dead button), seat 2
    posts the small blind and seat 3 the big blind:

    >>> first = table_positions(range(5), button=0, seats=5)
    >>> next_table_positions(first, [0, 2, 3, 4]).describe()
    'dead button on seat 1, small blind seat 2, big blind seat 3'
    """
    if not isinstance(previous, TablePositions):
        raise ValueError(_("previous must be the TablePositions of last hand, got {value}")
                         .format(value=repr(previous)))
    seats = previous.seats
    occ, away_t, _button = _check_table(seats, occupied, away, previous.button)
    new_t = _seat_list(seats, new, "new")
    big = _next_seat(previous.big_blind, occ, seats)
    # a player dealt in last hand has settled what they owed (posted, or took the big blind)
    missed = {s: list(m) for s, m in previous.missed.items()  # a new player owes none of it
              if s not in previous.occupied and (s in occ or s in away_t) and s not in new_t}
    # players back this hand were away when the blinds moved onto it: a blind that passes
    # their seat on this move is missed as much as one that passed it last hand
    back = {s for s in occ if s in previous.away and s not in new_t}

    def passed(start: int, stop: int, blind: str) -> None:
        # away or returning players whose seat the blind passed over, or landed on, from
        # ``start`` (exclusive) to ``stop`` (inclusive), have missed it
        step = start
        while step != stop:
            step = (step + 1) % seats
            if (step in away_t or step in back) and blind not in missed.setdefault(step, []):
                missed[step].append(blind)

    passed(previous.big_blind, big, "big blind")
    if len(occ) == 2:
        button = small = next(s for s in occ if s != big)
    else:
        button, small = previous.small_blind, previous.big_blind
    passed(previous.small_blind, small, "small blind")
    if big in missed:  # posting the big blind settles what a returning player owes
        del missed[big]
    for s in new_t:
        if s not in occ:
            raise ValueError(_("new seat {seat} is not dealt in this hand; list it in occupied "
                               "too").format(seat=s))
        if s != big and (s - button) % seats <= (small - button) % seats:
            raise ValueError(_("the new player in seat {seat} sits between the button (seat "
                               "{button}) and the small blind (seat {small}); a new player "
                               "waits there for the big blind").format(seat=s, button=button,
                                                                       small=small))
    frozen = MappingProxyType({s: tuple(sorted(m, reverse=True)) for s, m in
                               sorted(missed.items()) if m})
    return TablePositions(seats, occ, button, small, big, away_t, frozen, new_t)


def _blinds(small: int, big: int) -> tuple[int, int]:
    """The blinds checked: whole numbers of chips, the small no larger than the big."""
    small = whole_number("small", small, minimum=1, maximum=MAX_CHIPS, unit="chips")
    big = whole_number("big", big, minimum=1, maximum=MAX_CHIPS, unit="chips")
    if small > big:
        raise ValueError(_("the small blind ({small}) cannot be larger than the big blind ({big})")
                         .format(small=small, big=big))
    return small, big


def missed_blind_posts(missed: Iterable[str], small: int, big: int) -> tuple[int, int]:
    """The chips a player coming back posts for missed blinds, as ``(live, dead)``.

    Robert's Rules of Poker ("Buttons and Blinds"): a player who missed blinds may post all
    of them at once; of the total, as much as the minimum opening bet (the big blind) is live,
    part of the player's bet in the first betting round, and the rest is dead, chips that go
    into the pot and count toward no one's bet. (The other choice, waiting for the big blind,
    posts nothing extra.)

    Parameters
    ----------
    missed : collection of str
        ``"small blind"`` and/or ``"big blind"``.
    small, big : int
        The blinds, in chips.

    Examples
    --------
    >>> missed_blind_posts(["big blind", "small blind"], 1, 2)
    (2, 1)
    >>> missed_blind_posts(["small blind"], 1, 2)
    (1, 0)
    """
    small, big = _blinds(small, big)
    if missed is None or (not isinstance(missed, str) and not hasattr(missed, "__iter__")):
        raise ValueError(_("missed must be a list of the blinds missed, 'small blind' and/or "
                           "'big blind'; got {value}").format(value=repr(missed)))
    missed = list(missed) if not isinstance(missed, str) else [missed]
    unknown = [m for m in missed if m not in ("small blind", "big blind")]
    if unknown or len(set(missed)) != len(missed):
        raise ValueError(_("missed blinds are 'small blind' and/or 'big blind', once each; "
                           "got {value}").format(value=repr(missed)))
    total = (small if "small blind" in missed else 0) + (big if "big blind" in missed else 0)
    live = min(total, big)
    return live, total - live


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
    rules : Rules or None
        The high ranking the hands are valued under, when it is not the game's own: six-plus
        (:data:`pokerhands.rules.SIX_PLUS`), whose 36 cards the deal came from. None: the
        game's ranking and the 52-card deck.
    """

    game: Game
    button: int
    holes: tuple[Cards[Card], ...]
    burns: Cards[Card]
    board: Cards[Card]
    seed: int
    rules: "Rules | None" = None

    @property
    def players(self) -> int:
        return len(self.holes)

    def board_at(self, street: str) -> Cards[Card]:
        """The community cards showing during ``street`` (one of :data:`STREETS`)."""
        if street not in _BOARD_SIZE:
            raise ValueError(_("street must be one of {streets}; got {value}").format(
                streets=", ".join(STREETS), value=repr(street)))
        return Cards(self.board[:_BOARD_SIZE[street]])

    def best_hands(self, street: str) -> list[HandValue | None]:
        """Each seat's best high hand with the board of ``street``; None before the flop
        (no five-card hand exists yet)."""
        board = self.board_at(street)
        if not board:
            return [None] * self.players
        return [best_hand(self.game, hole, board, self.rules) for hole in self.holes]

    def leaders(self, street: str) -> tuple[int, ...]:
        """Seats whose hand is best with the board of ``street`` (empty before the flop)."""
        hands = [v for v in self.best_hands(street) if v is not None]
        if not hands:  # before the flop every seat's hand is None
            return ()
        top = max(hands)
        return tuple(s for s, v in enumerate(hands) if v == top)

    def showdown(self, pot: int = 100, folded: Sequence[int] = ()) -> GameShowdown:
        """The showdown after the river (:func:`pokerhands.games.showdown.showdown`); leftover chips
        of a split pot go first to the tied seat nearest the button's left."""
        from dataclasses import replace

        from pokerhands.games.showdown import showdown

        game = self.game if self.rules is None else replace(self.game, high=self.rules)
        return showdown(game, list(self.holes), self.board, pot=pot, folded=folded,
                        button=self.button)

    def __repr__(self) -> str:
        rules = "" if self.rules is None else f", rules={self.rules.label!r}"
        return f"Deal({self.game.name}, {self.players} players, seed={self.seed}{rules})"


def deal(players: int = 6, seed: int = 0, *, game: "str | Game" = "holdem",
         button: int = 0, rules: "str | Rules | None" = None) -> Deal:
    """Deal one hand: hole cards one at a time from the seat left of the button, then burn
    and flop, burn and turn, burn and river, from a deck shuffled by ``random.Random(seed)``.

    ``rules="six-plus"`` deals six-plus hold'em: the 36 cards from the six up, the hands
    valued on its ladder (:data:`pokerhands.rules.SIX_PLUS`, with or without its house
    option). By default the game's own ranking and the 52 cards.

    Raises
    ------
    ValueError
        For a game without a board (only hold'em and Omaha deal one), or (from
        :func:`pokerhands.core.checks.whole_number`, naming the argument and the value) a number
        of players that is not a whole number from 2 to 10, a button that is not a seat
        0 .. players - 1, or a seed that is not a whole number from 0 up (booleans,
        fractions and negative seeds are refused; NumPy integers are accepted); unknown
        rules, rules other than a short deck's (or the game's own), a short deck for a game
        with a low half, or more players than the short deck can deal to.

    Examples
    --------
    >>> hand = deal(2, seed=1, rules="six-plus")
    >>> all(c.rank >= 6 for c in [*hand.board, *hand.holes[0], *hand.holes[1]])
    True
    """
    game = get_game(game, among=[name for name, g in GAMES.items() if g.board])
    if not game.board:
        raise ValueError(_("{game} has no board to deal; choose hold'em or Omaha").format(
            game=game.title))
    players = whole_number("players", players, minimum=2, maximum=10)
    button = whole_number("button", button, maximum=players - 1)
    seed = whole_number("seed", seed)
    ruleset = None if rules is None else get_rules(rules)
    if ruleset is not None and ruleset == game.high:
        ruleset = None  # the game's own ranking
    if ruleset is not None:
        if not ruleset.short_deck:
            raise ValueError(_("rules: a deal takes the game's own ranking or a short deck's "
                               "(six-plus); got {rules}").format(rules=repr(ruleset.label)))
        if game.low is not None:
            raise ValueError(_("{game} has a low half, which a short deck cannot make; deal "
                               "it with its own rules").format(game=game.title))
        if players * game.hole + 8 > len(ruleset.deck):
            raise ValueError(_("the {size}-card deck deals {game} to at most {most} players; "
                               "got {players}").format(size=len(ruleset.deck), game=game.title,
                                                       most=(len(ruleset.deck) - 8) // game.hole,
                                                       players=players))
    deck = list(DECK if ruleset is None else ruleset.deck)
    random.Random(seed).shuffle(deck)
    order = [(button + 1 + i) % players for i in range(players)]
    holes: list[list[Card]] = [[] for _seat in range(players)]
    for _round in range(game.hole):
        for seat in order:
            holes[seat].append(deck.pop())
    burns: list[Card] = []
    board: list[Card] = []
    for count in (3, 1, 1):
        burns.append(deck.pop())
        board.extend(deck.pop() for _card in range(count))
    return Deal(game, button, tuple(Cards(h) for h in holes), Cards(burns), Cards(board), seed,
                ruleset)
