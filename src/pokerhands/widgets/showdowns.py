"""Showdowns: a hi/lo split pot for two to four players
(:class:`~pokerhands.widgets.SplitPotShowdown`), and one hand of any game on the book's
list, with split and side pots (:class:`~pokerhands.widgets.GameShowdownWidget`).
"""
from __future__ import annotations

import ipywidgets as W

from typing import Iterable, Sequence, TypedDict

from pokerhands.core.cards import CardsLike, parse_cards
from pokerhands.core.checks import MAX_CHIPS, whole_number
from pokerhands.games.entry import (
    MAX_SEATS,
    bets_text,
    cards_text,
    check_odd_chip,
    folded_text,
    read_bets,
    read_folded,
    showdown_hands,
)
from pokerhands.games.showdown import GameShowdown, Showdown, split_pot
from pokerhands.games.showdown import showdown as game_showdown
from pokerhands.games.variants import GAMES, Game, get_game
from pokerhands.render import game_showdown_html, showdown_html
from pokerhands.render.widgets import board_line_html
from pokerhands.rules import get_rules
from pokerhands.core.language import gettext as _, ngettext, pgettext
from pokerhands.widgets.base import TypedInWidget, fit, guarded, message_box, row, show
from pokerhands.words.forms import and_list
from pokerhands.words.hands import game_name

__all__ = ["SplitPotShowdown", "GameShowdownWidget"]


class _Chips(TypedDict, total=False):
    """The chips a game's showdown is given, as the showdown takes them: one pot, or the
    chips each player put in (``bets``, which make the side pots)."""

    pot: int
    bets: list[int]


class SplitPotShowdown(TypedInWidget):
    """A hi/lo split showdown for two to four players, with a board or without.

    Type each player's cards (hole cards when a board is given), the board and the pot;
    the widget shows every player's best high and best low, who wins each half, scoops,
    and the chips each player takes. "Omaha" enforces two hole cards and three board cards.

    Attributes
    ----------
    result : Showdown or None
        The showdown shown, or None while a hand is missing. Input that cannot be settled
        is refused: the showdown on show stays, with the message under it.
    message : str
        The status or error shown, or empty.
    """

    def __init__(self, hands: Sequence[CardsLike | None] = ("", ""),
                 board: CardsLike | None = "", *, pot: int = 100,
                 omaha: bool = False, low_rules: str = "eight-or-better") -> None:
        hands = list(hands)
        if not 2 <= len(hands) <= 4:
            raise ValueError(f"a showdown widget takes two to four hands, got {len(hands)}")
        pot = whole_number("pot", pot, maximum=MAX_CHIPS, unit="chips")  # never clamped
        self.result: Showdown | None = None
        self.message = ""
        self._updating = False
        self.low_rules = get_rules(low_rules).name
        self.hand_boxes = [W.Text(value=cards_text(h, _("hand {number}").format(number=i + 1)),
                                  description=_("Player {number}:").format(number=i + 1),
                                  continuous_update=False, layout=fit("24em"))
                           for i, h in enumerate(hands)]
        self.board = W.Text(value=cards_text(board, _("board")), description=_("Board:"),
                            continuous_update=False, layout=fit("24em"))
        self.pot = W.BoundedIntText(value=pot, min=0, max=10**9, description=_("Pot:"),
                                    layout=fit("12em"))
        self.omaha = W.Checkbox(value=omaha, description=_("Omaha (2 hole + 3 board)"))
        for box in (*self.hand_boxes, self.board, self.pot, self.omaha):
            box.observe(lambda _: self._refresh(), names="value")
        self.display = W.HTML()
        self.message_box = message_box()
        super().__init__([*self.hand_boxes, self.board, row([self.pot, self.omaha]),
                          self.display, self.message_box])
        self._refresh()

    def set(self, hands: Sequence[CardsLike | None], board: CardsLike | None = "",
            pot: int | None = None) -> None:
        """Set every hand (as many as there are boxes), the board and the pot at once.

        Raises
        ------
        ValueError
            For a wrong number of hands, or a ``pot`` that is not a whole number of chips
            from 0 to :data:`~pokerhands.core.checks.MAX_CHIPS`; nothing is changed then.
        """
        hands = list(hands)
        if len(hands) != len(self.hand_boxes):
            raise ValueError(f"this widget has {len(self.hand_boxes)} players; "
                             f"got {len(hands)} hands")
        texts = [cards_text(h, _("hand {number}").format(number=i + 1))
                 for i, h in enumerate(hands)]
        board = cards_text(board, _("board"))
        if pot is not None:  # refused, not clamped by the box; nothing changes then
            pot = whole_number("pot", pot, maximum=MAX_CHIPS, unit="chips")
        self._updating = True
        try:
            for box, text in zip(self.hand_boxes, texts):
                box.value = text
            self.board.value = board
            if pot is not None:
                self.pot.value = pot
        finally:
            self._updating = False
        self._refresh()

    def summary(self) -> str:
        """The reasons and the chips, as plain text."""
        if self.result is None:
            return self.message
        return "\n".join(self.result.explain() + ([self.refusal] if self.refusal else []))

    def __repr__(self) -> str:
        hands = ", ".join(repr(b.value) for b in self.hand_boxes)
        return f"SplitPotShowdown([{hands}], board={self.board.value!r}, pot={self.pot.value})"

    @guarded
    def _refresh(self) -> None:
        if self._updating:
            return
        if not all(b.value.strip() for b in self.hand_boxes):
            self._show_status(_("type every player's cards"))
            return
        self.result = split_pot([b.value for b in self.hand_boxes], self.board.value or None,
                               pot=self.pot.value, omaha=self.omaha.value,
                               low_rules=self.low_rules)
        self._show_result(showdown_html(self.result))



class GameShowdownWidget(TypedInWidget):
    """The showdown of one hand of any game on the book's list, with split and side pots.

    Choose the game (every entry of :data:`pokerhands.games.variants.GAMES`) and the number of
    players (2 to 9), type each player's cards (the hole cards in hold'em and Omaha, all of
    their cards in stud and the draw games), the board (hold'em and Omaha only; the box is
    switched off for the other games), and the chips: one pot, or the chips each player put
    in, from which all-in players make side pots. Folded players are given by their numbers.
    The display is :func:`pokerhands.games.showdown.showdown`'s result: every player's best
    hand (both halves in a hi/lo game), each pot with who could win it and who did, and the
    chips.
    No poker logic lives here; bad input (a wrong number of cards, a card twice, a bet that is
    not a number) is shown as a message inside the widget, which keeps working.

    Parameters
    ----------
    game : str or Game
        A game's name, e.g. ``"holdem"``, ``"omaha-hi-lo"`` or ``"razz"``.
    hands : sequence of cards
        Each player's cards in seat order (2 to 9 players); a folded player may give "".
    board : cards
        The five community cards (ignored by games without a board).
    pot : int, optional
        One pot that every player still in may win (100 when neither ``pot`` nor ``bets``
        is given).
    bets : str or sequence of int, optional
        Chips each player put in over the hand; give either ``pot`` or ``bets``.
    folded : sequence of int
        Seats that folded, numbered from 0 as in :func:`pokerhands.games.showdown.showdown` (the
        widget's box shows them as player numbers, from 1).
    odd_chip : {"high", "low"}
        Which half takes an odd chip in a hi/lo game.

    Attributes
    ----------
    result : GameShowdown or None
        The showdown shown, or None while the input is incomplete. Wrong input is refused:
        the showdown on show stays, with the message under it, until the next success.
    message : str
        The status (instead of a result) or the error (under it) shown, or empty.

    Raises
    ------
    ValueError
        Unknown game, fewer than 2 or more than 9 hands, a bad ``pot`` or ``folded``, both
        ``pot`` and ``bets`` (the same checks as :meth:`set`).
    """

    def __init__(self, game: str | Game = "holdem", hands: Sequence[CardsLike | None] = ("", ""),
                 board: CardsLike | None = "", *, pot: int | None = None,
                 bets: str | Iterable[int] | None = None, folded: Iterable[int] = (),
                 odd_chip: str = "high") -> None:
        self.result: GameShowdown | None = None
        self.message = ""
        self._updating = True
        # board, hands and chips of the result
        self._shown: tuple[str, list[str], _Chips] = ("", [], {})
        def text() -> W.Layout:  # one layout per box: hiding a box must not hide the others
            return fit("26em")

        wide = {"description_width": "6em"}
        self.game_box = W.Dropdown(options=[(game_name(g.title), name) for name, g in GAMES.items()],
                                   value="holdem", description=_("Game:"), style=wide,
                                   layout=fit("20em"))
        self.players = W.Dropdown(options=list(range(2, MAX_SEATS + 1)), value=2,
                                  description=_("Players:"), style=wide,
                                  layout=fit("12em"))
        self.hand_boxes = [W.Text(description=_("Player {number}:").format(number=i + 1),
                                  continuous_update=False,
                                  layout=text(), style=wide) for i in range(MAX_SEATS)]
        self.board = W.Text(description=_("Board:"), continuous_update=False, layout=text(),
                            style=wide, placeholder=_("five community cards, e.g. {example}").format(
                                example="A♥ K♥ 4♣ 9♠ 3♦"))
        self.chips_mode = W.ToggleButtons(options=[(_("One pot"), "pot"),
                                                   (_("Bets per seat"), "bets")],
                                          value="pot", description=_("Chips:"),
                                          style={**wide, "button_width": "auto"})
        self.pot = W.BoundedIntText(value=100, min=0, max=10**9, description=_("Pot:"),
                                    style=wide, layout=fit("14em"))
        self.bets = W.Text(description=_("Bets:"), continuous_update=False, layout=text(),
                           style=wide,
                           placeholder=_("chips each player put in, e.g. {example}").format(
                               example="50, 100, 100"))
        self.folded = W.Text(description=_("Folded:"), continuous_update=False, layout=text(),
                             style=wide, placeholder=_("player numbers, e.g. {example}").format(
                                 # TRANSLATORS: two examples a reader may type, "3 or 2, 4"
                                 example=pgettext("either example", "{one} or {other}").format(
                                     one="3", other="2, 4")))
        self.odd_chip = W.Dropdown(options=[(_("to the high half"), "high"),
                                            (_("to the low half"), "low")],
                                   value="high", description=_("Odd chip:"), style=wide,
                                   layout=fit("20em"))
        self.display = W.HTML()
        self.message_box = message_box()
        for box in (self.game_box, self.players, *self.hand_boxes, self.board, self.chips_mode,
                    self.pot, self.bets, self.folded, self.odd_chip):
            box.observe(lambda _: self._refresh(), names="value")
        super().__init__([row([self.game_box, self.players]), *self.hand_boxes, self.board,
                          self.chips_mode, self.pot, self.bets, self.folded, self.odd_chip,
                          self.display, self.message_box])
        self._updating = False
        self.set(game=game, hands=hands, board=board, pot=pot, bets=bets, folded=folded,
                 odd_chip=odd_chip)

    # -- driving the widget --------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game chosen (a :class:`~pokerhands.games.variants.Game`); assign a name to switch."""
        return get_game(self.game_box.value)

    @game.setter
    def game(self, game: str | Game) -> None:
        self.set(game=game)

    @property
    def hands(self) -> list[str]:
        """The text in each player's box (as many as there are players)."""
        return [b.value for b in self.hand_boxes[:self.players.value]]

    def set(self, *, game: str | Game | None = None,
            hands: Sequence[CardsLike | None] | None = None, board: CardsLike | None = None,
            pot: int | None = None, bets: str | Iterable[int] | None = None,
            folded: Iterable[int] | None = None, odd_chip: str | None = None) -> None:
        """Set any of the inputs at once, then settle the showdown.

        Arguments left out keep their values, except that new ``hands`` without ``folded``
        clear the folded players. ``pot`` switches to one pot, ``bets`` to chips per seat.
        Card and chip content is checked by the showdown and shown as a message.

        Raises
        ------
        ValueError
            Unknown game, ``hands`` that is not a list of 2 to 9 hands, a bad ``pot`` or a bet
            that is not a whole number of chips up to :data:`~pokerhands.core.checks.MAX_CHIPS`,
            ``folded`` seats that are not 0-based seat numbers, both ``pot`` and ``bets``, or
            a bad ``odd_chip``; nothing is changed then (the showdown on show stays).
        CardError
            A hand or board that is neither text nor cards.
        """
        # check everything before changing anything
        name = get_game(game).name if game is not None else None
        if hands is not None:
            hands = showdown_hands(hands)
        players = len(hands) if hands is not None else self.players.value
        if pot is not None and bets is not None:
            raise ValueError("give either pot= (one pot) or bets= (chips per seat), not both")
        pot = whole_number("pot", pot, maximum=MAX_CHIPS, unit="chips") if pot is not None else None
        bets = bets_text(bets) if bets is not None else None
        folded_box = folded_text(folded, players) if folded is not None else (
            "" if hands is not None else None)
        board = cards_text(board, _("board")) if board is not None else None
        if odd_chip is not None:
            check_odd_chip(odd_chip)

        self._updating = True
        try:
            if name is not None:
                self.game_box.value = name
            if hands is not None:
                self.players.value = players
                for i, box in enumerate(self.hand_boxes):
                    box.value = hands[i] if i < players else ""
            if board is not None:
                self.board.value = board
            if pot is not None:
                self.chips_mode.value, self.pot.value = "pot", pot
            if bets is not None:
                self.chips_mode.value, self.bets.value = "bets", bets
            if folded_box is not None:
                self.folded.value = folded_box
            if odd_chip is not None:
                self.odd_chip.value = odd_chip
        finally:
            self._updating = False
        self._refresh()

    def summary(self) -> str:
        """What the widget shows, as plain text: the game, the board and chips, each player's
        cards and best hand, then each pot's reasons (or the message)."""
        if self.result is None:
            return self.message
        r, game = self.result, self.result.game
        board, hands, chips = self._shown  # the inputs of the showdown on show
        head = [game_name(game.title)]
        if game.board:
            head.append(_("board {cards}").format(cards=parse_cards(board)))
        head.append(_("bets {bets}").format(bets=", ".join(map(str, chips["bets"])))
                    if "bets" in chips else _("one pot of {pot}").format(pot=chips["pot"]))
        lines = [" · ".join(head)]
        for seat, text in enumerate(hands):
            cards = str(parse_cards(text)) if text.strip() else ""
            high, low = r.high[seat], r.low[seat]
            if high is None and low is None:
                what = (_("folded") if seat in r.folded else
                        _("wins without showing") if r.shares[seat] else _("not shown"))
                lines.append(_("Player {number}: {cards}({what})").format(
                    number=seat + 1, cards=cards + " " if cards else "", what=what))
                continue
            if high is not None and low is not None:  # a hi-lo game: one line per half
                lines += [_("Player {number}: {cards}").format(number=seat + 1, cards=cards),
                          "  " + _("high: {words}").format(words=high.describe()),
                          "  " + _("low:  {words}").format(words=low.describe())]
            else:
                value = high if high is not None else low
                assert value is not None  # not both None: see above
                lines.append(_("Player {number}: {cards} -> {words}").format(
                    number=seat + 1, cards=cards, words=value.describe()))
        return "\n".join(lines + r.explain() + ([self.refusal] if self.refusal else []))

    def __repr__(self) -> str:
        chips = (f"bets={self.bets.value!r}" if self.chips_mode.value == "bets"
                 else f"pot={self.pot.value}")
        return (f"GameShowdownWidget({self.game_box.value!r}, {self.hands!r}, "
                f"board={self.board.value!r}, {chips})")

    # -- internals -----------------------------------------------------------------
    def _sync_layout(self) -> None:
        """Show as many hand boxes as players, switch the board off for games without one,
        show the pot or the bets box, and the odd-chip choice in hi/lo games only."""
        game, players = self.game, self.players.value
        for i, box in enumerate(self.hand_boxes):
            show(box, i < players)
            box.placeholder = (_("{hole} hole cards ({game})") if game.board
                               else _("{hole} cards ({game})")).format(hole=game.hole,
                                                                       game=game_name(game.title))
        self.board.disabled = not game.board
        self.board.placeholder = (
            _("five community cards, e.g. {example}").format(example="A♥ K♥ 4♣ 9♠ 3♦")
            if game.board else _("{game} has no board").format(game=game_name(game.title)))
        show(self.pot, self.chips_mode.value == "pot")
        show(self.bets, self.chips_mode.value == "bets")
        show(self.odd_chip, game.mode == "hi-lo")

    @guarded
    def _refresh(self) -> None:
        if self._updating:
            return
        self._sync_layout()
        game, players = self.game, self.players.value
        try:
            folded = read_folded(self.folded.value, players)
            chips: _Chips = ({"bets": read_bets(self.bets.value)}
                             if self.chips_mode.value == "bets" else {"pot": self.pot.value})
        except ValueError as exc:
            self._show_error(str(exc))
            return
        texts = [t.strip() for t in self.hands]
        missing = [str(i + 1) for i, t in enumerate(texts) if not t and i not in folded]
        if missing:
            said = (ngettext("type the cards of player {players} ({hole} hole cards each in "
                             "{game})",
                             "type the cards of players {players} ({hole} hole cards each in "
                             "{game})", len(missing)) if game.board else
                    ngettext("type the cards of player {players} ({hole} cards each in {game})",
                             "type the cards of players {players} ({hole} cards each in {game})",
                             len(missing)))
            self._show_status(said.format(players=and_list(missing), hole=game.hole,
                                          game=game_name(game.title)))
            return
        if game.board and not self.board.value.strip():
            self._show_status(_("type the {count} board cards").format(count=game.board))
            return
        if "bets" in chips and not chips["bets"]:
            self._show_status(_("type the chips each player put in, e.g. {example}").format(
                example="50, 100, 100"))
            return
        try:
            self.result = game_showdown(game, [t or None for t in texts],
                                         self.board.value if game.board else None,
                                         folded=folded, odd_chip=self.odd_chip.value, **chips)
        except (ValueError, TypeError) as exc:
            self._show_error(str(exc))
            return
        self._shown = (self.board.value, list(self.hands), chips)
        board = board_line_html(parse_cards(self.board.value)) if game.board else ""
        self._show_result(board + game_showdown_html(self.result))
