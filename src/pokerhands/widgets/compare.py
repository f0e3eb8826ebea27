"""Hands compared: two hands side by side with who wins and why
(:class:`~pokerhands.widgets.HandDuel`), and the same cards under every ranking system
(:class:`~pokerhands.widgets.RulesLens`).
"""
from __future__ import annotations

import ipywidgets as W

from pokerhands.core.cards import CardsLike
from pokerhands.core.language import gettext as _, use_language
from pokerhands.core.values import HandValue
from pokerhands.core.dealt import SharedCardError

from pokerhands.games.entry import cards_text, lens_cards
from pokerhands.games.variants import Game, get_game
from pokerhands.evaluate import every_system
from pokerhands.render import comparison_html, rules_lens_html
from pokerhands.render.widgets import rules_label, status_html
from pokerhands.rules import Rules, get_rules
from pokerhands.widgets.base import TypedInWidget, fit, guarded, message_box, widget_language
from pokerhands.explain.comparison import Comparison, compare
from pokerhands.words.hands import game_name

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
    lang : str, optional
        The language of everything it shows; by default the language in force when it is
        made.

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
                 game: str | Game | None = None, lang: str | None = None) -> None:
        self.lang = widget_language(lang)
        with use_language(self.lang):
            self._build(first, second, board, rules, game)

    def _build(self, first: CardsLike | None, second: CardsLike | None,
               board: CardsLike | None, rules: str | Rules, game: str | Game | None) -> None:
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
        first, second, board = self._texts(first, second, board)
        self.first = box(_("First hand:"), first)
        self.second = box(_("Second hand:"), second)
        self.board = box(_("Board:"), board)
        self.display = W.HTML()
        self.message_box = message_box()
        shown = [self.first, self.second, self.board]
        if self.rules.label != "high":
            shown.append(W.HTML(status_html(_("Rules: {rules}").format(
                rules=rules_label(self.rules)))))
        if self.game is not None:
            shown.append(W.HTML(status_html(_("Game: {game}").format(game=game_name(self.game.title)))))
        super().__init__([*shown, self.display, self.message_box])
        self._refresh()

    def _texts(self, first: CardsLike | None, second: CardsLike | None,
               board: CardsLike | None) -> tuple[str, str, str]:
        """The three boxes' texts (a :class:`CardError` for what is not cards)."""
        return (cards_text(first, _("first hand"), self.rules),
                cards_text(second, _("second hand"), self.rules),
                cards_text(board, _("board"), self.rules))
    def set(self, first: CardsLike | None, second: CardsLike | None,
            board: CardsLike | None = "") -> None:
        """Set both hands (and the board) at once, then compare.

        Each may be a string, cards, or None (empty).

        Raises
        ------
        CardError
            For something that is neither text nor cards; nothing is changed then.
        """
        with use_language(self.lang):
            first, second, board = self._texts(first, second, board)
        self._updating = True
        try:
            self.first.value, self.second.value, self.board.value = first, second, board
        finally:
            self._updating = False
        self._refresh()

    def summary(self) -> str:
        """The verdict and explanation as plain text, in the widget's language."""
        if self.comparison is None:
            return self.message
        c = self.comparison
        with use_language(self.lang):
            return "\n".join([
                *([_("Rules: {rules}").format(rules=rules_label(self.rules))]
                  if self.rules.label != "high" else []),
                *([_("Game: {game}").format(game=game_name(self.game.title))]
                  if self.game is not None else []),
                _("First:  {cards}  {words}").format(cards=c.first.cards,
                                                      words=c.first.describe()),
                _("Second: {cards}  {words}").format(cards=c.second.cards,
                                                      words=c.second.describe()),
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
            self._show_status(_("type two hands to compare"))
            return
        try:
            self.comparison = compare(self.first.value, self.second.value,
                                      board=self.board.value, rules=self.rules,
                                      game=self.game)
        except SharedCardError as exc:  # the Python remedy (same_deal=False) is not a reader's
            if exc.holders == (0, 1):
                self._show_error(_("both hands hold {card}, and one deck has only one: change "
                                   "one of the two hands").format(card=exc.card))
            else:  # a hand and the board
                self._show_error(_("{card} is both in a hand and on the board, and one deck has "
                                   "only one: change the hand or the board").format(
                                       card=exc.card))
            return
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

    def __init__(self, cards: CardsLike | None = "", *, lang: str | None = None) -> None:
        self.lang = widget_language(lang)
        with use_language(self.lang):
            self._build(cards)

    def _build(self, cards: CardsLike | None) -> None:
        self.results: dict[str, HandValue] | None = None
        self.message = ""
        self.text = W.Text(value=cards_text(cards, _("cards")), description=_("Cards:"),
                           continuous_update=False, layout=fit("26em"),
                           placeholder=_("five to seven cards, e.g. {example}").format(
                               example="A♠ 2♦ 3♣ 4♥ 5♠"))
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
        with use_language(self.lang):
            self.text.value = cards_text(cards, _("cards"))

    def summary(self) -> str:
        """One line per system, as plain text."""
        if self.results is None:
            return self.message
        with use_language(self.lang):
            names = [rules_label(v.rules) if v.rules.label == name else name
                     for name, v in self.results.items()]
            width = max(len(name) for name in names)
            lines = [f"{name:<{width}}  {v.describe()}"
                     for name, v in zip(names, self.results.values())]
        return "\n".join(lines + ([self.refusal] if self.refusal else []))

    def __repr__(self) -> str:
        return f"RulesLens({self.value!r})"

    @guarded
    def _refresh(self) -> None:
        if not self.value.strip():
            self._show_status(_("type five to seven cards"))
            return
        self.results = every_system(lens_cards(self.value))
        self._show_result(rules_lens_html(self.results))

