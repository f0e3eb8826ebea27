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

:func:`best_hand` gives a player's best hand under a game's rule;
:func:`pokerhands.games.showdown.showdown` settles a showdown for any game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, TypeVar

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, Joker
from pokerhands.core.categories import Ranking
from pokerhands.core.dealt import board_name, check_one_deal
from pokerhands.core.language import gettext as _, pgettext
from pokerhands.core.values import HandValue
from pokerhands.evaluate import read_cards
from pokerhands.games.combine import best_combination
from pokerhands.rules import Rules, get_rules
from pokerhands.words.english import indefinite_article

__all__ = ["Game", "GAMES", "get_game", "best_hand"]

_Hole = TypeVar("_Hole", bound=Cards[Card | Joker])


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
        lowest card by suit (see :func:`pokerhands.games.odd_chips.card_order`). In every
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
    def rankings(self) -> tuple[Ranking, ...]:
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
            raise ValueError(_("{game} hands cannot be ranked by the rules {rules} ({ranking}); "
                               "{game} allows {allowed} rankings").format(
                                   game=self.title, rules=repr(rules.name),
                                   ranking=rules.ranking.value, allowed=allowed))
        return rules

    def check_hole(self, hole: _Hole, *, seat: "int | None" = None,
                   who: "str | None" = None) -> _Hole:
        """``hole`` if it holds this game's number of cards at the showdown (:attr:`hole`).

        Raises
        ------
        CardError
            Naming the player (``seat``, 0-based, said from 1) or the hand (``who``), the
            game, the number of cards it needs and the cards given.
        """
        if len(hole) != self.hole:
            # TRANSLATORS: {a_game} is the game with its English article ("an Omaha"): say
            # the game's name as {game} instead where the language has no such article
            error = _("{a_game} hand holds exactly {need} cards at the showdown; got {count}: "
                      "{cards}").format(a_game=f"{indefinite_article(self.title)} {self.title}",
                                        game=self.title, need=self.hole, count=len(hole),
                                        cards=repr(hole))
            if seat is not None:
                error = _("player {number}: {error}").format(number=seat + 1, error=error)
            elif who:
                error = _("{who}: {error}").format(who=who, error=error)
            raise CardError(error)
        return hole

    def __repr__(self) -> str:
        return f"Game({self.name!r})"


def _game(name: str, title: str, hole: int, board: int, hole_used: "int | None",
          high: "str | None", low: "str | None", source: str) -> Game:
    # Robert's Rules of Poker: the button games give a leftover chip by seat, the stud
    # games (no button) by the cards
    odd_chip = "suit" if name in ("stud", "stud-hi-lo", "razz") else "seat"
    return Game(name, title, hole, board, hole_used, get_rules(high) if high else None,
                get_rules(low) if low else None, source, odd_chip)


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


def get_game(game: "str | Game", among: "Sequence[str] | None" = None) -> Game:
    """Look up a game by name (or pass a :class:`Game` through).

    ``among``, the names of the games a caller takes, is what the message for an unknown
    name lists instead of every game (a game it does not take is the caller's to refuse,
    in its own words).

    Raises
    ------
    ValueError
        For an unknown name; the message lists the known games, or those of ``among``.

    Examples
    --------
    >>> get_game("Omaha Hi/Lo").name
    'omaha-hi-lo'
    >>> get_game("pinochle", among=("holdem", "omaha"))
    Traceback (most recent call last):
    ...
    ValueError: unknown game 'pinochle'; the games here are holdem, omaha
    """
    if isinstance(game, Game):
        return game
    name = (game.strip().lower().replace("_", "-").replace(" ", "-").replace("/", "-")
            if isinstance(game, str) else None)
    name = _ALIASES.get(name, name)
    if name not in GAMES:
        if among is not None:
            raise ValueError(_("unknown game {game}; the games here are {games}").format(
                game=repr(game), games=", ".join(among)))
        raise ValueError(_("unknown game {game}; known games: {games}").format(
            game=repr(game), games=", ".join(GAMES)))
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
        message names the hand and the game), or too many board cards; a
        :class:`~pokerhands.core.dealt.SharedCardError` for a card both in the hole and on
        the board.
    ValueError
        For rules whose ranking does not fit the game (:attr:`Game.rankings`), such as
        Badugi rules for an Omaha hand.
    """
    game = get_game(game)
    rules = get_rules(rules) if rules is not None else (game.high or game.low)
    assert rules is not None  # every game ranks its hands high, low or both
    game.check_rules(rules)
    if hole is None:
        raise CardError(_("{name}: no cards given (None); give the hole cards, e.g. 'As Kd'")
                        .format(name=name or "hole"))
    hole, board = read_cards(hole, rules), read_cards(() if board is None else board, rules)
    game.check_hole(hole, who=name)
    if len(board) > game.board:
        raise CardError((_("{game} has no board; got {count}: {cards}") if not game.board else
                         _("{game} has a board of at most {board} cards; got {count}: {cards}"))
                        .format(game=game.title, board=game.board, count=len(board),
                                cards=repr(board)))
    check_one_deal([(name or pgettext("a holding of one deal", "the hole cards"), hole),
                    (board_name(), board)], decks=rules.decks, jokers=rules.jokers)
    return best_combination(hole, board, rules, game.hole_used, title=game.title)
