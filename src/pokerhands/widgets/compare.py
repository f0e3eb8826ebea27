"""Hands compared: two hands side by side with who wins and why
(:class:`~pokerhands.widgets.HandDuel`), and the same cards under every ranking system
(:class:`~pokerhands.widgets.RulesLens`).
"""
from __future__ import annotations

import ipywidgets as W

from pokerhands.core.cards import CardsLike
from pokerhands.core.values import HandValue

from pokerhands.games.entry import cards_text, lens_cards
from pokerhands.games.variants import Game, get_game
from pokerhands.evaluate import every_system
from pokerhands.render import comparison_html, rules_lens_html
from pokerhands.render.widgets import status_html
from pokerhands.rules import Rules, get_rules
from pokerhands.widgets.base import TypedInWidget, fit, guarded, message_box
from pokerhands.explain.comparison import Comparison, compare

__all__ = ["HandDuel", "RulesLens"]


class HandDuel(TypedInWidget):
    """Two hands side by side, optionally with a shared board; shows who wins and why.

    Parameters
    ----------
    first, second : str
        The two hands (five or more cards each), or the hole cards when ``board`` is set.
    board : str
        Community cards shared by both hands, or empty.
    rules : str or Rules
        The ranking system, house options included (default ``"high"``).
    game : str or Game, optional
        The game whose hole/board rule combines hole and board cards (``"holdem"``,
        ``"omaha"``, ``"omaha-hi-lo"``, ...: see :func:`pokerhands.explain.comparison.compare`).
        By default hold'em when a board is typed; with ``"omaha"`` each hand is four hole
        cards, of which exactly two play with three board cards.

    Attributes
    ----------
    comparison : Comparison or None
        The result shown, or None while a hand is missing. Hands that cannot be compared
        are refused: the comparison on show stays, with the message under it.
    message : str
        The status or error shown, or empty.
    """

    _result = "comparison"

    def __init__(self, first: CardsLike | None = "", second: CardsLike | None = "",
                 board: CardsLike | None = "", rules: str | Rules = "high", *,
                 game: str | Game | None = None) -> None:
        self.rules = get_rules(rules)
        self.game = get_game(game) if game is not None else None

        def box(label: str, value: str) -> W.Text:
            t = W.Text(value=value, description=label, continuous_update=False,
                       layout=fit("26em"),
                       style={"description_width": "6em"})
            t.observe(lambda _: self._refresh(), names="value")
            return t

        self.comparison: Comparison | None = None
        self.message = ""
        self._updating = False
        first, second, board = (cards_text(first, "first hand", self.rules),
                                cards_text(second, "second hand", self.rules),
                                cards_text(board, "board", self.rules))
        self.first = box("First hand:", first)
        self.second = box("Second hand:", second)
        self.board = box("Board:", board)
        self.display = W.HTML()
        self.message_box = message_box()
        shown = [self.first, self.second, self.board]
        if self.rules.label != "high":
            shown.append(W.HTML(status_html(f"Rules: {self.rules.label}")))
        if self.game is not None:
            shown.append(W.HTML(status_html(f"Game: {self.game.title}")))
        super().__init__([*shown, self.display, self.message_box])
        self._refresh()

    def set(self, first: CardsLike | None, second: CardsLike | None,
            board: CardsLike | None = "") -> None:
        """Set both hands (and the board) at once, then compare.

        Each may be a string, cards, or None (empty).

        Raises
        ------
        CardError
            For something that is neither text nor cards; nothing is changed then.
        """
        first, second, board = (cards_text(first, "first hand", self.rules),
                                cards_text(second, "second hand", self.rules),
                                cards_text(board, "board", self.rules))
        self._updating = True
        try:
            self.first.value, self.second.value, self.board.value = first, second, board
        finally:
            self._updating = False
        self._refresh()

    def summary(self) -> str:
        """The verdict and explanation as plain text."""
        if self.comparison is None:
            return self.message
        c = self.comparison
        return "\n".join([
            *([f"Rules: {self.rules.label}"] if self.rules.label != "high" else []),
            *([f"Game: {self.game.title}"] if self.game is not None else []),
            f"First:  {c.first.cards}  {c.first.describe()}",
            f"Second: {c.second.cards}  {c.second.describe()}",
            f"{c.verdict}.",
            *("  " + s for s in c.explain()),
            *([self.refusal] if self.refusal else []),
        ])

    def __repr__(self) -> str:
        rules = "" if self.rules.label == "high" else f", rules={self.rules!r}"
        game = "" if self.game is None else f", game={self.game.name!r}"
        return (f"HandDuel({self.first.value!r}, {self.second.value!r}, "
                f"board={self.board.value!r}{rules}{game})")

    @guarded
    def _refresh(self) -> None:
        if self._updating:
            return
        if not self.first.value.strip() or not self.second.value.strip():
            self._show_status("type two hands to compare")
            return
        try:
            self.comparison = compare(self.first.value, self.second.value,
                                      board=self.board.value, rules=self.rules,
                                      game=self.game)
        except (ValueError, TypeError) as exc:
            self._show_error(str(exc))
            return
        self._show_result(comparison_html(self.comparison))


class RulesLens(TypedInWidget):
    """The same five to seven cards under every ranking system, side by side.

    Shows, for high, ace-to-five, ace-to-six, deuce-to-seven and eight-or-better, the five
    cards that play and the hand in each system's own words.

    Attributes
    ----------
    value : str
        The cards typed in; assign to change them.
    results : dict or None
        System name -> HandValue, or None while no cards are typed. Cards that are not a
        hand are refused: the results on show stay, with the message under them.
    message : str
        The status or error shown, or empty.
    """

    _result = "results"

    def __init__(self, cards: CardsLike | None = "") -> None:
        self.results: dict[str, HandValue] | None = None
        self.message = ""
        self.text = W.Text(value=cards_text(cards, "cards"), description="Cards:",
                           continuous_update=False, layout=fit("26em"),
                           placeholder="five to seven cards, e.g. A♠ 2♦ 3♣ 4♥ 5♠")
        self.text.observe(lambda _: self._refresh(), names="value")
        self.display = W.HTML()
        self.message_box = message_box()
        super().__init__([self.text, self.display, self.message_box])
        self._refresh()

    @property
    def value(self) -> str:
        text: str = self.text.value
        return text

    @value.setter
    def value(self, cards: CardsLike | None) -> None:
        self.text.value = cards_text(cards, "cards")

    def summary(self) -> str:
        """One line per system, as plain text."""
        if self.results is None:
            return self.message
        width = max(len(name) for name in self.results)
        lines = [f"{name:<{width}}  {v.describe()}" for name, v in self.results.items()]
        return "\n".join(lines + ([self.refusal] if self.refusal else []))

    def __repr__(self) -> str:
        return f"RulesLens({self.value!r})"

    @guarded
    def _refresh(self) -> None:
        if not self.value.strip():
            self._show_status("type five to seven cards")
            return
        self.results = every_system(lens_cards(self.value))
        self._show_result(rules_lens_html(self.results))

