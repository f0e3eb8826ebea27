"""The deal widget: a hand of Texas hold'em or Omaha dealt, and stepped through street by
street (:class:`~pokerhands.widgets.DealWidget`, once called ``HoldemDeal``).
"""
from __future__ import annotations

from typing import Any

import ipywidgets as W

from pokerhands.core.cards import CardError, Cards
from pokerhands.core.checks import MAX_CHIPS, whole_number
from pokerhands.games.deal import STREETS, Deal, deal
from pokerhands.games.entry import seed_from_text
from pokerhands.games.showdown import GameShowdown
from pokerhands.games.streets import check_street, seat_rows, streets_dealt
from pokerhands.games.variants import Game, get_game
from pokerhands.core.language import N_, gettext as _
from pokerhands.render.deal import deal_html
from pokerhands.render.widgets import message_html
from pokerhands.widgets.base import button_layout, fit, guarded, message_box, row
from pokerhands.words.hands import game_name

__all__ = ["DealWidget", "HoldemDeal"]

_STREET_WORDS = {
    "preflop": N_("Preflop: {hole} hole cards each, no community cards yet"),
    "flop": N_("Flop: a burn, then three community cards"),
    "turn": N_("Turn: a burn, then the fourth community card"),
    "river": N_("River: a burn, then the fifth and last community card"),
}
_STREET_NAMES = {"preflop": N_("Preflop"), "flop": N_("Flop"), "turn": N_("Turn"),
                 "river": N_("River")}
_DEAL_GAMES = ("holdem", "omaha")


class DealWidget(W.VBox):
    """Deal a hand of Texas hold'em (or Omaha) and step through it street by street.

    The table shows every seat with its position (button, small blind, big blind, who
    acts first in the current betting round), its hole cards, its best hand with the board
    of the current street and who leads. The board shows the community cards in the order
    they were dealt, each burned card faded in front of the cards it precedes. At the river
    the showdown settles the pot. All of it comes from :func:`pokerhands.games.deal.deal`.

    "New deal" deals the next hand at the same table: the seed goes up by one and the
    button moves one seat clockwise, as it does after every hand.

    Parameters
    ----------
    players : int
        Seats at the table, 2 to 9.
    seed : int
        Seed of the shuffle (the same seed always deals the same cards).
    game : {"holdem", "omaha"}
    button : int
        The button's seat, 0-based (player 1 is seat 0).
    pot : int
        Chips in the pot at the showdown.

    Attributes
    ----------
    deal : Deal or None
        The deal shown, or None when no deal was ever accepted.
    result : GameShowdown or None
        The showdown, shown at the river only.
    message : str
        The error shown under the deal, or empty.

    Notes
    -----
    Bad input (one player, a seed that is not a whole number from 0 up, a game without a
    board) shows a message under the deal and is refused; the deal on show stays as it
    was, and the message clears on the next change that works. It never raises.
    """

    MAX_PLAYERS = 9

    def __init__(self, players: int = 6, seed: int = 2024, game: str = "holdem",
                 button: int = 0, *, pot: int = 100) -> None:
        self.deal: Deal | None = None
        self.result: GameShowdown | None = None
        self.message = ""
        self._players, self._seed, self._button, self._pot = 6, 2024, 0, 100
        self._game: str | Game = "holdem"
        self._street = "preflop"
        self._syncing = False
        short = fit("11em")
        self.game_box = W.Dropdown(options=[(game_name(get_game(g).title), g) for g in _DEAL_GAMES],
                                   value="holdem", description=_("Game:"),
                                   layout=fit("15em"))
        self.players_box = W.IntText(value=6, description=_("Players:"), layout=short)
        self.seed_box = W.Text(value="2024", description=_("Seed:"), continuous_update=False,
                               layout=short)
        self.pot_box = W.BoundedIntText(value=100, min=0, max=10**9, description=_("Pot:"),
                                        layout=short)
        self.street_box = W.ToggleButtons(options=[(_(_STREET_NAMES[s]), s) for s in STREETS],
                                          value="preflop", description=_("Street:"),
                                          style={"button_width": "auto"})
        # "auto" widths with a floor, so a narrow page does not cut the labels short
        self.back_button = W.Button(description=_("Back"), icon="arrow-left",
                                    layout=button_layout("6em"))
        self.next_button = W.Button(description=_("Next street"), icon="arrow-right",
                                    layout=button_layout("9.5em"))
        self.new_button = W.Button(description=_("New deal"), icon="refresh",
                                   layout=button_layout("8.5em"))
        self.display = W.HTML()
        self.message_box = message_box()

        self.game_box.observe(lambda ch: self._on_control(game=ch["new"]), names="value")
        self.players_box.observe(lambda ch: self._on_control(players=ch["new"]), names="value")
        self.seed_box.observe(lambda ch: self._on_control(seed=ch["new"]), names="value")
        self.pot_box.observe(lambda ch: self._on_control(pot=ch["new"]), names="value")
        self.street_box.observe(lambda ch: self._on_control(street=ch["new"]), names="value")
        self.back_button.on_click(lambda _: self.previous_street())
        self.next_button.on_click(lambda _: self.next_street())
        self.new_button.on_click(lambda _: self.new_deal())
        super().__init__([
            row([self.game_box, self.players_box, self.seed_box, self.pot_box]),
            row([self.street_box, self.back_button, self.next_button, self.new_button]),
            self.display,
            self.message_box,
        ])
        self.set(players=players, seed=seed, game=game, button=button, street="preflop",
                 pot=pot)

    # -- driving the widget --------------------------------------------------------
    @guarded
    def set(self, *, players: int | None = None, seed: int | None = None,
            game: str | Game | None = None, button: int | None = None,
            street: str | None = None, pot: int | None = None) -> None:
        """Change any of the settings at once, then deal and show the hand.

        A change of players keeps the button on the table; any change but ``street`` and
        ``pot`` deals again (the same seed deals the same cards). A refused change (a
        setting that is not a whole number in range, a game without a board, an unknown
        street) changes nothing: the deal on show stays, with the message under it, and the
        controls go back to its settings; the message clears on the next change that works."""
        try:
            if street is not None:
                check_street(street)
            seats = whole_number("players", self._players if players is None else players,
                                 minimum=2, maximum=self.MAX_PLAYERS)
            seat = self._button if button is None else button
            if players is not None and button is None:
                seat %= seats  # the button stays on the table
            shuffle = whole_number("seed", self._seed if seed is None else seed)
            chips = whole_number("pot", self._pot if pot is None else pot, maximum=MAX_CHIPS,
                                 unit="chips")
            name = self._game if game is None else game
            shown = self._street if street is None else street
            dealt = deal(seats, shuffle, game=name, button=seat)
            result = dealt.showdown(pot=chips) if shown == "river" else None
        except (ValueError, CardError) as exc:
            self._sync_controls()  # the controls show the settings of the deal on show
            self._show_error(str(exc))
            return
        (self._players, self._seed, self._game, self._button, self._street,
         self._pot) = (seats, shuffle, name, seat, shown, chips)
        self.deal, self.result = dealt, result
        self._sync_controls()
        self.message = ""
        self.message_box.value = ""
        self.display.value = self._html(dealt)

    @property
    def players(self) -> int:
        """Seats at the table (2 to 9)."""
        return self._players

    @players.setter
    def players(self, players: int) -> None:
        self.set(players=players)

    @property
    def seed(self) -> int:
        """Seed of the shuffle shown."""
        return self._seed

    @seed.setter
    def seed(self, seed: int) -> None:
        self.set(seed=seed)

    @property
    def game(self) -> str | Game:
        """The game dealt, as it was given (a name such as ``"holdem"``, or a Game)."""
        return self._game

    @game.setter
    def game(self, game: str | Game) -> None:
        self.set(game=game)

    @property
    def button(self) -> int:
        """The seat of the button, counted from 0 (player 1 is seat 0)."""
        return self._button

    @button.setter
    def button(self, button: int) -> None:
        self.set(button=button)

    @property
    def pot(self) -> int:
        """Chips in the pot at the showdown."""
        return self._pot

    @pot.setter
    def pot(self, pot: int) -> None:
        self.set(pot=pot)

    @property
    def street(self) -> str:
        """The street shown, one of ``"preflop"``, ``"flop"``, ``"turn"`` or ``"river"``."""
        return self._street

    @street.setter
    def street(self, street: str) -> None:
        self.set(street=street)

    def next_street(self) -> str:
        """Deal the next street (the river stays the river); returns the street shown."""
        if self._street in STREETS:
            self.set(street=STREETS[min(STREETS.index(self._street) + 1, len(STREETS) - 1)])
        return self._street

    def previous_street(self) -> str:
        """Go back one street (preflop stays preflop); returns the street shown."""
        if self._street in STREETS:
            self.set(street=STREETS[max(STREETS.index(self._street) - 1, 0)])
        return self._street

    def new_deal(self, seed: int | None = None) -> Deal | None:
        """The next hand at this table: a new shuffle (``seed``, or the next seed) and the
        button one seat further clockwise; back to preflop. Returns the new Deal, or None
        when ``seed`` is refused (the message says why; the deal on show and the button
        stay as they were)."""
        if seed is None:
            seed = self._seed + 1
        self.set(seed=seed, button=(self._button + 1) % self._players, street="preflop")
        return None if self.message else self.deal

    def summary(self) -> str:
        """What the widget shows, as plain text (for printing on a static page): the deal on
        show (if any), then a refused change's message, as the widget shows them."""
        if self.deal is None:
            return self.message
        d, street = self.deal, self._street
        lines = [self._heading(d), self._street_words(d, street) + "."]
        shown = streets_dealt(street)
        if shown:
            lines.append(_("Board: {cards}").format(cards=d.board_at(street)))
            lines.append(_("Burned: {cards} (face down, out of play)").format(
                cards=Cards(d.burns[:len(shown)])))
        rows = []
        for seat, hole, hand, labels, note in seat_rows(d, street, self.result):
            head = _("Player {number}").format(number=seat + 1) + (
                f" ({', '.join(labels)})" if labels else "")
            words = hand.describe() if hand is not None else ""
            rows.append((head, str(hole), words + (f"  <- {note}" if note else "")))
        wide = max(len(r[0]) for r in rows)
        cards = max(len(r[1]) for r in rows)
        lines += [f"{h:<{wide}}  {c:<{cards}}  {w}".rstrip() for h, c, w in rows]
        if self.result is not None:
            lines.append(_("Showdown:"))
            lines += ["  " + s for s in self.result.explain()]
        if self.message:
            lines.append(self.message)
        return "\n".join(lines)

    def __repr__(self) -> str:
        # Still spelled with the old name: the book's stored outputs show this repr.
        return (f"HoldemDeal(players={self._players!r}, seed={self._seed!r}, "
                f"game={self._game!r}, button={self._button!r})")

    # -- internals -----------------------------------------------------------------
    @guarded
    def _on_control(self, /, **change: Any) -> None:
        if self._syncing:
            return
        if "seed" in change:
            change["seed"] = seed_from_text(change["seed"])
        self.set(**change)

    def _sync_controls(self) -> None:
        self._syncing = True
        try:
            if self._game in _DEAL_GAMES:
                self.game_box.value = self._game
            if _is_int(self._players):
                self.players_box.value = self._players
            if _is_int(self._pot) and self._pot >= 0:
                self.pot_box.value = self._pot
            self.seed_box.value = str(self._seed)
            if self._street in STREETS:
                self.street_box.value = self._street
            at = STREETS.index(self._street) if self._street in STREETS else -1
            self.back_button.disabled = at <= 0
            self.next_button.disabled = at == len(STREETS) - 1
        finally:
            self._syncing = False

    def _street_words(self, dealt: Deal, street: str) -> str:
        words = {2: _("two"), 4: _("four")}.get(dealt.game.hole, str(dealt.game.hole))
        return _(_STREET_WORDS[street]).replace("{hole}", words)

    def _heading(self, dealt: Deal) -> str:
        return _("{game} · {players} players · seed {seed} · button: player {button} · "
                 "pot {pot}").format(game=game_name(dealt.game.title), players=dealt.players,
                                     seed=dealt.seed, button=dealt.button + 1, pot=self._pot)

    def _html(self, dealt: Deal) -> str:
        street = self._street
        return deal_html(dealt, street, seat_rows(dealt, street, self.result),
                         self._heading(dealt), self._street_words(dealt, street) + ".",
                         self.result)

    def _show_error(self, text: str) -> None:
        """Show ``text`` under the deal on show, which stays as it was."""
        self.message = text
        self.message_box.value = message_html(text)


def _is_int(value: object) -> bool:
    """True for an ``int`` that is not a boolean (a setting the controls can show)."""
    return isinstance(value, int) and not isinstance(value, bool)


HoldemDeal = DealWidget
"""The old name of :class:`DealWidget` (which deals every game it offers, not only hold'em);
kept so that code written against it still runs."""
