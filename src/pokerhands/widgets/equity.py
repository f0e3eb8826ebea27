"""The equity calculator: how often each of two to six hands wins and ties, and what
share of the pot it expects (:class:`~pokerhands.widgets.EquityWidget`).
"""
from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Final, Iterable

import ipywidgets as W

from pokerhands.core.cards import Card, CardError, Cards, CardsLike
from pokerhands.core.language import gettext as _, ngettext
from pokerhands.games.entry import cards_text, seed_from_text
from pokerhands.games.variants import get_game
from pokerhands.odds.equity_input import MAX_SAMPLES, read_equity_input
from pokerhands.render.equity import equity_html
from pokerhands.render.html import number_text
from pokerhands.render.widgets import status_html
from pokerhands.widgets.base import (
    TypedInWidget,
    button_layout,
    fit,
    guarded,
    message_box,
    row,
    show,
)
from pokerhands.words.forms import and_list
from pokerhands.words.hands import game_name

if TYPE_CHECKING:  # pragma: no cover - odds.equity imports NumPy
    from pokerhands.odds.equity import Equity

__all__ = ["EquityWidget"]


def _equity(hands: list[Cards[Card]], *, board: Cards[Card], samples: int | None, seed: int,
            game: str) -> Equity:
    """:func:`pokerhands.odds.equity.equity`, imported at the first calculation: it deals boards
    with NumPy, which merely importing the widgets (or constructing one) does not need."""
    from pokerhands.odds.equity import equity

    return equity(hands, board=board, samples=samples, seed=seed, game=game)


# The games the equity widget offers, by name in pokerhands.games.variants.GAMES.
_EQUITY_GAMES = ("holdem", "omaha")


class _Keep(enum.Enum):
    """The default of each of :meth:`EquityWidget.set`'s inputs: leave that box as it is
    (None means something else there: ``samples=None`` empties the samples box)."""

    KEEP = "keep"


_KEEP: Final = _Keep.KEEP


class EquityWidget(TypedInWidget):
    """How often each of two to six hands wins, ties, and what share of the pot it expects.

    Type each hand's hole cards and, optionally, the board (none, the flop, the turn or the
    river), then press "Calculate". The widget calls :func:`pokerhands.odds.equity.equity` and
    shows every hand's cards, wins, ties and equity, a bar chart of the equities, the number
    of boards, and whether the figures are exact (every remaining board dealt) or come from
    a seeded sample (equity then carries ± one standard error). Leave "Samples" empty to
    count every board (the default: a sample only when there are too many boards), or give
    a number of boards to sample; the same seed gives the same sample.

    Typing does not recompute (counting every board before the flop takes seconds); a note
    says when the boxes differ from the result shown. "Add hand" and "Remove hand" keep two
    to six hands. Bad input is shown as a message naming the box; the widget keeps working.

    Parameters
    ----------
    hands : sequence of cards
        Two to six hands (hole cards); computed at once, so a static page shows a result.
    board : cards
        Community cards: none, 3, 4 or 5.
    samples : int, optional
        Sample this many boards instead of counting them all (2 to ``MAX_SAMPLES``).
    seed : int
        Seed of the sample (0 or more).
    game : str
        ``"holdem"`` (two hole cards) or ``"omaha"`` (four, exactly two of them play).

    Attributes
    ----------
    result : Equity or None
        The figures shown, or None while the input is incomplete. A refused action (bad
        input, a seventh hand, a third hand removed) keeps the figures on show, with the
        message under them until the next success.
    message : str
        The status (instead of a result) or the error (under it) shown, or empty.
    stale : bool
        True when the boxes have been edited since the result was calculated.
    """

    MIN_HANDS, MAX_HANDS = 2, 6
    MAX_SAMPLES = MAX_SAMPLES

    def __init__(self, hands: Iterable[CardsLike | None] = ("As Ah", "Kd Kc"),
                 board: CardsLike | None = "", *, samples: int | None = None, seed: int = 0,
                 game: str = "holdem") -> None:
        self.result: Equity | None = None
        self.message = ""
        self.stale = False
        self._count = self.MIN_HANDS
        self._settings = ""  # the inputs the result shown was calculated from
        self._used = ("holdem", 0)  # the game and seed of the result shown
        self._updating = True
        wide = {"description_width": "6em"}
        self.game_box = W.Dropdown(options=[(game_name(get_game(g).title), g) for g in _EQUITY_GAMES],
                                   value=_EQUITY_GAMES[0], description=_("Game:"), style=wide,
                                   layout=fit("20em"))
        # one choice only: no need to show it (it appears once Omaha is offered)
        show(self.game_box, len(_EQUITY_GAMES) > 1)
        self.hand_boxes = [W.Text(description=_("Hand {number}:").format(number=i + 1),
                                  continuous_update=False,
                                  layout=fit("22em"), style=wide)
                           for i in range(self.MAX_HANDS)]
        self.add_button = W.Button(description=_("Add hand"), icon="plus",
                                   layout=button_layout("8.5em"))
        self.remove_button = W.Button(description=_("Remove hand"), icon="minus",
                                      layout=button_layout("10em"))
        self.board = W.Text(description=_("Board:"), continuous_update=False, style=wide,
                            layout=fit("22em"),
                            placeholder=_("none, or 3, 4 or 5 cards, e.g. {example}").format(
                                example="2h 7h Qs"))
        self.samples_box = W.Text(description=_("Samples:"), continuous_update=False,
                                  style=wide, layout=fit("22em"),
                                  placeholder=_("empty: count every board"))
        self.seed_box = W.Text(value="0", description=_("Seed:"), continuous_update=False,
                               style=wide, layout=fit("12em"))
        self.calculate_button = W.Button(description=_("Calculate"), icon="calculator",
                                         button_style="primary",
                                         layout=button_layout("9em"))
        self.display = W.HTML()
        self.message_box = message_box()
        for box in (self.game_box, *self.hand_boxes, self.board, self.samples_box,
                    self.seed_box):
            box.observe(lambda _: self._on_edit(), names="value")
        self.add_button.on_click(lambda _: self.add_hand())
        self.remove_button.on_click(lambda _: self.remove_hand())
        self.calculate_button.on_click(lambda _: self.calculate())
        super().__init__([self.game_box, *self.hand_boxes,
                          row([self.add_button, self.remove_button]), self.board,
                          row([self.samples_box, self.seed_box]), self.calculate_button,
                          self.display, self.message_box])
        self._updating = False
        self._sync_layout()
        self.set(hands=hands, board=board, samples=samples, seed=seed, game=game)

    # -- driving the widget --------------------------------------------------------
    @property
    def hands(self) -> list[str]:
        """The text in each hand's box (as many as there are hands)."""
        return [b.value for b in self.hand_boxes[:self._count]]

    @property
    def game(self) -> str:
        """The game chosen (``"holdem"`` or ``"omaha"``)."""
        chosen: str = self.game_box.value
        return chosen

    @guarded
    def set(self, *, hands: Iterable[CardsLike | None] | _Keep = _KEEP,
            board: CardsLike | None | _Keep = _KEEP, samples: int | None | _Keep = _KEEP,
            seed: int | _Keep = _KEEP, game: str | _Keep = _KEEP,
            calculate: bool = True) -> Equity | None:
        """Fill any of the boxes at once, then calculate (unless ``calculate=False``).

        ``samples=None`` empties the samples box (count every board). Input that cannot go
        into the boxes (not 2 to 6 hands, something that is neither text nor cards, a game
        not offered) changes nothing and is shown as a message. Returns the result, or None.
        """
        texts: list[str] | _Keep = _KEEP
        try:
            if game is not _KEEP and game not in _EQUITY_GAMES:
                offered = ", ".join(repr(g) for g in _EQUITY_GAMES)
                raise ValueError(f"game: this widget offers {offered}; got {game!r}")
            if hands is not _KEEP:
                if isinstance(hands, str):
                    raise ValueError("hands: give a list of hands, one text or cards per "
                                     f"player, e.g. ['As Ah', 'Kd Kc']; got {hands!r}")
                given = list(hands)
                if not self.MIN_HANDS <= len(given) <= self.MAX_HANDS:
                    raise ValueError(f"hands: this widget takes {self.MIN_HANDS} to "
                                     f"{self.MAX_HANDS} hands; got {len(given)}")
                texts = [cards_text(h, _("Hand {number}").format(number=i + 1))
                         for i, h in enumerate(given)]
            board_text = cards_text(board, _("Board")) if board is not _KEEP else _KEEP
        except (ValueError, TypeError, CardError) as exc:
            self._show_error(str(exc))
            return None
        self._updating = True
        try:
            if game is not _KEEP:
                self.game_box.value = game
            if texts is not _KEEP:
                self._count = len(texts)
                for i, box in enumerate(self.hand_boxes):
                    box.value = texts[i] if i < len(texts) else ""
            if board_text is not _KEEP:
                self.board.value = board_text
            if samples is not _KEEP:
                self.samples_box.value = "" if samples is None else str(samples)
            if seed is not _KEEP:
                self.seed_box.value = str(seed)
        finally:
            self._updating = False
        self._sync_layout()
        if calculate:
            return self.calculate()
        self._clear_refusal()
        self._on_edit()
        return None

    def add_hand(self, cards: CardsLike | None = "") -> None:
        """Show one more hand box (up to six), holding ``cards``; does not recalculate."""
        if self._count >= self.MAX_HANDS:
            self._show_error(_("hands: at most {most} hands; remove one first").format(
                most=self.MAX_HANDS))
            return
        try:
            text = cards_text(cards, _("Hand {number}").format(number=self._count + 1))
        except CardError as exc:
            self._show_error(str(exc))
            return
        self._updating = True
        try:
            self.hand_boxes[self._count].value = text
            self._count += 1
        finally:
            self._updating = False
        self._sync_layout()
        self._clear_refusal()
        self._on_edit()

    def remove_hand(self) -> None:
        """Remove the last hand (down to two); does not recalculate."""
        if self._count <= self.MIN_HANDS:
            self._show_error(_("hands: at least {least} hands; add one first").format(
                least=self.MIN_HANDS))
            return
        self._updating = True
        try:
            self._count -= 1
            self.hand_boxes[self._count].value = ""
        finally:
            self._updating = False
        self._sync_layout()
        self._clear_refusal()
        self._on_edit()

    @guarded
    def calculate(self) -> Equity | None:
        """Read the boxes, compute the equity and show it; returns the Equity, or None
        (the message then says what is missing or wrong)."""
        settings = self._snapshot()
        try:
            read = self._read()
        except (ValueError, CardError) as exc:
            self._show_error(str(exc))  # the figures on show stay, and so does their note
            return None
        if read is None:
            self.stale, self._settings = False, settings
            return None  # a status asks for the missing cards
        hands, board, samples, seed = read
        self.calculate_button.disabled = True
        shown = self.display.value
        self.display.value = status_html(_("Calculating…"))
        try:
            result = _equity(hands, board=board, samples=samples, seed=seed, game=self.game)
        except (ValueError, CardError) as exc:
            self.display.value = shown  # refused: the figures on show stay
            self._show_error(str(exc))
            return None
        except Exception:
            self.display.value = shown  # broken: guarded shows the error under the figures
            raise
        finally:
            self.calculate_button.disabled = False
        self.result, self._used = result, (self.game, seed)
        self.stale, self._settings = False, settings
        self._show_result(self._html(result))
        return result

    def summary(self) -> str:
        """The result as plain text: the heading, then one line per hand (or the message)."""
        if self.result is None:
            return self.message
        e = self.result
        rows = [(_("Hand {number}").format(number=i + 1), str(h),
                 _("wins {count}").format(count=number_text(w)),
                 _("ties {count}").format(count=number_text(t)), self._percent(e, i))
                for i, (h, w, t) in enumerate(zip(e.hands, e.wins, e.ties))]
        widths = [max(len(r[k]) for r in rows) for k in range(4)]
        lines = [self._heading(e)]
        lines += ["  ".join(f"{cell:<{w}}" for cell, w in zip(r[:4], widths)) + "  "
                  + _("equity {percent}").format(percent=r[4]) for r in rows]
        if self.stale:
            lines.append(_("(the boxes have changed since; press Calculate)"))
        if self.refusal:
            lines.append(self.refusal)
        return "\n".join(lines)

    def __repr__(self) -> str:
        typed = self.samples_box.value.strip()
        samples = seed_from_text(typed) if typed else None
        return (f"EquityWidget({self.hands!r}, board={self.board.value!r}, "
                f"samples={samples!r}, seed={seed_from_text(self.seed_box.value)!r})")

    # -- internals -----------------------------------------------------------------
    def _snapshot(self) -> str:
        return repr((self.game, self.hands, self.board.value, self.samples_box.value,
                     self.seed_box.value))

    def _sync_layout(self) -> None:
        hole = get_game(self.game).hole
        for i, box in enumerate(self.hand_boxes):
            show(box, i < self._count)
            example = "As Ah" if hole == 2 else "As Ah Kd Qc"
            box.placeholder = _("{hole} hole cards, e.g. {example}").format(hole=hole,
                                                                             example=example)
        self.add_button.disabled = self._count >= self.MAX_HANDS
        self.remove_button.disabled = self._count <= self.MIN_HANDS

    @guarded
    def _on_edit(self) -> None:
        """A box changed: keep the result shown, and say when it no longer matches."""
        if self._updating:
            return
        self._sync_layout()
        self.stale = self._snapshot() != self._settings
        if self.result is not None:
            self.display.value = self._html(self.result)

    def _read(self) -> tuple[list[Cards[Card]], Cards[Card], int | None, int] | None:
        """The boxes as (hands, board, samples, seed) for equity(); None (and a status
        shown) while a box is empty. Bad input raises, naming the box."""
        game = get_game(self.game)
        texts = [t.strip() for t in self.hands]
        missing = [str(i + 1) for i, t in enumerate(texts) if not t]
        if missing:
            self._show_status(ngettext(
                "type the cards of hand {hands} ({hole} hole cards each), then press Calculate",
                "type the cards of hands {hands} ({hole} hole cards each), then press Calculate",
                len(missing)).format(hands=and_list(missing), hole=game.hole))
            return None
        return read_equity_input(texts, self.board.value, self.samples_box.value,
                                 self.seed_box.value, game)

    def _heading(self, e: Equity) -> str:
        where = (_("board {cards}").format(cards=e.board) if len(e.board)
                 else _("before the flop (no board)"))
        boards = number_text(e.boards)
        if e.exact:
            how = (_("exact: every one of the {boards} remaining boards").format(boards=boards)
                   if e.boards > 1 else _("exact: the board is complete"))
        else:
            how = _("sampled: {boards} boards (seed {seed}), ± one standard error").format(
                boards=boards, seed=self._used[1])
        return _("{game} · {hands} hands · {where} · {how}").format(
            game=game_name(get_game(self._used[0]).title), hands=len(e.hands), where=where, how=how)

    @staticmethod
    def _percent(e: Equity, i: int) -> str:
        text = number_text(e.equity[i], ".2%")
        return text if e.exact else f"{text} ± {number_text(e.stderr[i], '.2%')}"

    def _html(self, e: Equity) -> str:
        return equity_html(e, self._heading(e), [self._percent(e, i) for i in range(len(e.hands))],
                           self.stale)
