"""Hand pickers for notebooks, built on ipywidgets.

No poker logic lives here: every widget parses with :func:`~pokerhands.core.cards.parse_cards`,
values with :func:`~pokerhands.evaluate.evaluate` or :func:`~pokerhands.words.explain.compare`, and draws
with :mod:`pokerhands.render`. Bad input never raises out of a widget: the message is
shown inside it and the widget keeps working.

Each widget can be driven from code as well as by clicking, which is how the book
prints what a widget shows on the static page (callbacks need a live kernel there).
"""
from __future__ import annotations

import functools
import random
from html import escape

import ipywidgets as W
from ipywidgets.widgets.widget_bool import ToggleButtonStyle

from pokerhands.core.cards import (
    JOKER,
    Card,
    CardError,
    Cards,
    Rank,
    Suit,
    parse_cards,
    random_cards,
)
from pokerhands.core.checks import MAX_CHIPS as _MAX_CHIPS
from pokerhands.core.checks import whole_number as _whole_number
from pokerhands.core.values import HandValue
from pokerhands.evaluate import SYSTEMS, evaluate, every_system, read_cards
from pokerhands.games.showdown import showdown
from pokerhands.ranking.ranknumbers import DISTINCT_VALUES
from pokerhands.render import (
    cards_html,
    comparison_html,
    rules_lens_html,
    showdown_html,
    value_html,
)
from pokerhands.rules import Rules, get_rules
from pokerhands.words.explain import Comparison, compare

__all__ = ["HandPicker", "BadugiPicker", "HandDuel", "RulesLens", "SplitPotShowdown"]

_RANKS_DESC = [Rank(r) for r in range(14, 1, -1)]
_SUITS = [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]


def _message_html(text: str) -> str:
    return (
        '<div role="alert" style="border-left:4px solid #b3001b;background:#fff4f4;'
        f'color:#5a0010;padding:0.3em 0.6em;margin:0.3em 0">{escape(text)}</div>'
    )


def _status_html(text: str) -> str:
    return f'<div style="color:#333;margin:0.3em 0">{escape(text)}</div>'


def _guarded(method):
    """Run a widget callback so that no exception escapes into the notebook: an
    unexpected error is shown inside the widget, which keeps working."""
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - a widget must never show a traceback
            self._show_error(f"{type(exc).__name__}: {exc}")
    return wrapper


def _as_text(value, name: str, rules="high") -> str:
    """A widget text box's value from a string, a card, or cards (read as ``rules`` allow:
    jokers, repeated cards); None means empty."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    try:
        return str(read_cards(value, get_rules(rules)))
    except CardError as exc:
        raise CardError(f"{name}: {exc}") from None


def _check_seed(seed) -> int:
    """A seed, by the package's one check: a whole number from 0 up (a NumPy integer too)."""
    return _whole_number("seed", seed)


class HandPicker(W.VBox):
    """Pick 5 to 7 cards and see the best hand they make.

    Click cards in the 52-card grid to toggle them (the order of clicks is kept), or
    type cards in the text box in any notation. The display shows the cards with the
    five that play highlighted, the category, the description and the rank number
    among the 7,462 distinct five-card values. "Random hand" deals ``size`` cards
    from a seeded generator; each click advances the seed.

    Parameters
    ----------
    cards : str or cards, optional
        The preset hand.
    seed : int
        Seed of the first random hand.
    min_cards, max_cards : int
        How many cards a hand may hold (default 5 to 7).
    rules : str, Rules, or a list of them
        The ranking system shown first. The selector offers the standard systems after
        it; give a list to offer exactly those (house rules included, e.g.
        ``[HIGH.with_wild(1), HIGH.with_wild(1, bug=True)]``). When a choice has jokers,
        joker buttons appear under the grid.

    Attributes
    ----------
    value : str
        The selected cards as codes (``"As Kd ..."``, ``Jk`` for a joker); assign to set them.
    result : HandValue or None
        The value shown, or None while the selection is not a hand.
    message : str
        The status or error line shown under the cards.
    """

    def __init__(self, cards: str = "", *, seed: int = 2024,
                 min_cards: int = 5, max_cards: int = 7, rules="high") -> None:
        choices = [get_rules(r) for r in (rules if isinstance(rules, (list, tuple)) else [rules])]
        if not choices:
            raise ValueError("rules: give at least one ranking system")
        if not isinstance(rules, (list, tuple)) and choices[0].name in SYSTEMS:
            choices += [get_rules(n) for n in SYSTEMS if get_rules(n) != choices[0]]
        least = choices[0].hand_size
        min_cards = _whole_number("min_cards", min_cards, minimum=least, maximum=7)
        max_cards = _whole_number("max_cards", max_cards, minimum=least, maximum=7)
        if not min_cards <= max_cards:
            raise ValueError(f"a picker holds between {least} and 7 cards: need {least} <= "
                             f"min_cards <= max_cards <= 7, got min_cards={min_cards!r}, "
                             f"max_cards={max_cards!r}")
        self.min_cards, self.max_cards = min_cards, max_cards
        self.seed = _check_seed(seed)
        wide = max(len(r.label) for r in choices) > 16
        self.rules_box = W.Dropdown(options=[(r.label, r) for r in choices], value=choices[0],
                                    description="Rules:",
                                    layout=W.Layout(width="34em" if wide else "16em"))
        self._selected: list[Card] = []
        self._syncing = False
        self.result: HandValue | None = None
        self.message = ""

        layout = W.Layout(width="3.1em", height="2.2em", padding="0", margin="1px")
        self._styles = {red: ToggleButtonStyle(text_color="#b3001b" if red else "#111",
                                               font_weight="bold")
                        for red in (True, False)}
        # A picked card turns dark blue with white text: marked by more than colour
        # (the button also shows as pressed) and readable at high contrast.
        self._picked_style = ToggleButtonStyle(text_color="#fff", font_weight="bold")
        self._buttons: dict[Card, W.ToggleButton] = {}
        rows = []
        for suit in _SUITS:
            row = []
            for rank in _RANKS_DESC:
                card = Card(rank, suit)
                button = W.ToggleButton(description=str(card), tooltip=card.name,
                                        layout=layout, style=self._styles[suit.is_red])
                button.observe(self._on_toggle(card), names="value")
                self._buttons[card] = button
                row.append(button)
            rows.append(W.HBox(row))
        jokers = max(r.jokers for r in choices)
        self._joker_buttons = []
        for i in range(jokers):
            button = W.ToggleButton(description="🃏 Joker" + (f" {i + 1}" if jokers > 1 else ""),
                                    tooltip="joker", layout=W.Layout(width="7em", height="2.2em"),
                                    style=ToggleButtonStyle(text_color="#5b2a86",
                                                            font_weight="bold"))
            button.observe(self._on_joker(i), names="value")
            self._joker_buttons.append(button)
        if self._joker_buttons:
            rows.append(W.HBox(self._joker_buttons))
        self.text = W.Text(placeholder="or type cards, e.g. As Kd 7h 7c 2s",
                           description="Cards:", continuous_update=False,
                           layout=W.Layout(width="24em"))
        self.text.observe(lambda change: self._set_from_text(change["new"]), names="value")
        self.size = W.Dropdown(options=list(range(min_cards, max_cards + 1)),
                               value=min_cards, description="Deal:",
                               style={"description_width": "3em"},
                               layout=W.Layout(width="8em"))
        self.deal_button = W.Button(description="Random hand", layout=W.Layout(width="11em"))
        self.deal_button.on_click(self._on_deal)
        self.clear_button = W.Button(description="Clear", layout=W.Layout(width="6em"))
        self.clear_button.on_click(lambda _: self.set_cards([]))
        self.display = W.HTML()
        super().__init__([
            *rows,
            W.HBox([self.text, self.size, self.deal_button, self.clear_button]),
            self.rules_box,
            self.display,
        ])
        self.rules_box.observe(lambda _: self._on_rules(), names="value")
        self.set_cards(cards)

    @property
    def rules(self) -> str:
        """The ranking system in use, as its label (``"high"``, ``"high (deuces wild)"``);
        assign a name or a :class:`~pokerhands.rules.Rules` to switch (a choice not yet
        offered is added to the selector)."""
        return self.rules_box.label

    @rules.setter
    def rules(self, rules) -> None:
        chosen = get_rules(rules)
        if chosen not in [r for _, r in self.rules_box.options]:
            self.rules_box.options = [*self.rules_box.options, (chosen.label, chosen)]
        self.rules_box.value = chosen

    @property
    def _rules(self) -> Rules:
        return self.rules_box.value

    @_guarded
    def _on_rules(self) -> None:
        self._refresh()

    # -- driving the picker --------------------------------------------------------
    @property
    def value(self) -> str:
        return " ".join(c.code for c in self._selected)

    @value.setter
    def value(self, cards: str) -> None:
        self.set_cards(cards)

    @property
    def cards(self) -> Cards:
        """The selected cards, in the order picked."""
        return Cards(self._selected)

    @_guarded
    def set_cards(self, cards) -> None:
        """Select exactly these cards (any notation); bad input shows a message."""
        try:
            parsed = parse_cards(cards, allow_duplicates=self._rules.decks > 1,
                                 jokers=self._rules.jokers)
        except CardError as exc:
            self._show_error(str(exc))
            return
        if len(parsed) > self.max_cards:
            self._show_error(f"too many cards: {len(parsed)} given ({parsed!r}); "
                             f"a hand here holds at most {self.max_cards}")
            return
        self._selected = list(parsed)
        self._refresh()

    def random_hand(self, seed: int | None = None) -> Cards:
        """Deal ``self.size.value`` random cards from ``seed`` (default: the next seed).

        Raises
        ------
        ValueError
            If ``seed`` is given and is not a whole number from 0 up (the message names
            ``seed`` and quotes it); the hand on show stays. The buttons never pass one.
        """
        if seed is not None:
            self.seed = _check_seed(seed)
        dealt = random_cards(self.size.value, random.Random(self.seed))
        self.seed += 1
        self.set_cards(dealt)
        return dealt

    @_guarded
    def _on_deal(self, _button) -> None:
        self.random_hand()

    def summary(self) -> str:
        """What the picker shows, as plain text (for printing on a static page)."""
        if self.result is None:
            return f"{self.value or '(no cards)'} -> {self.message}"
        v = self.result
        lines = [
            f"Cards: {' '.join(str(c) for c in self._selected)}",
            f"Rules: {self.rules}",
            f"Category: {v.name}",
            f"In words: {v.describe()}",
        ]
        if v.cards:
            lines.append(f"Plays: {v.cards}" + (f"   (unused: {v.unused})" if v.unused else ""))
        if _rank_note(v):
            lines.append(_rank_note(v))
        return "\n".join(lines)

    def __repr__(self) -> str:
        rules = "" if self.rules == "high" else f", rules={self.rules!r}"
        return f"HandPicker({str(self.cards)!r}{rules})"

    # -- internals -----------------------------------------------------------------
    def _on_joker(self, i: int):
        @_guarded
        def handler(self, change) -> None:
            if self._syncing:
                return
            if change["new"]:
                if len(self._selected) >= self.max_cards:
                    self.message = (f"a hand here holds at most {self.max_cards} cards; "
                                    "unselect one before adding a joker")
                    self._syncing = True
                    self._joker_buttons[i].value = False
                    self._syncing = False
                    shown = value_html(self.result) if self.result else self._hand_html()
                    self.display.value = _message_html(self.message) + shown
                    return
                self._selected.append(JOKER)
            elif JOKER in self._selected:
                self._selected.remove(JOKER)
            self._refresh()
        return functools.partial(handler, self)

    def _on_toggle(self, card: Card):
        @_guarded
        def handler(self, change) -> None:
            if self._syncing:
                return
            if change["new"]:
                if len(self._selected) >= self.max_cards:
                    self.message = (f"a hand here holds at most {self.max_cards} cards; "
                                    f"unselect one before adding {card}")
                    self._syncing = True
                    self._buttons[card].value = False
                    self._syncing = False
                    shown = value_html(self.result) if self.result else self._hand_html()
                    self.display.value = _message_html(self.message) + shown
                    return
                self._selected.append(card)
            elif card in self._selected:
                self._selected.remove(card)
            self._refresh()
        return functools.partial(handler, self)

    @_guarded
    def _set_from_text(self, text: str) -> None:
        if self._syncing:
            return
        self.set_cards(text)

    def _sync_controls(self) -> None:
        self._syncing = True
        try:
            chosen = set(self._selected)
            for card, button in self._buttons.items():
                picked = card in chosen
                button.value = picked
                button.button_style = "primary" if picked else ""
                button.style = self._picked_style if picked else self._styles[card.suit.is_red]
            held = self._selected.count(JOKER)
            for i, button in enumerate(self._joker_buttons):
                button.value = i < held
                button.button_style = "primary" if i < held else ""
            self.text.value = self.value
        finally:
            self._syncing = False

    def _hand_html(self) -> str:
        return cards_html(self._selected, rules=self._rules) if self._selected else ""

    def _show_error(self, text: str) -> None:
        self.message = text
        self.result = None
        self.display.value = _message_html(text) + self._hand_html()

    def _refresh(self) -> None:
        self._sync_controls()
        n = len(self._selected)
        if n < self.min_cards:
            self.result = None
            more = self.min_cards - n
            self.message = f"pick {more} more card{'s' if more > 1 else ''} (a hand needs {self.min_cards})"
            self.display.value = self._hand_html() + _status_html(self.message)
            return
        try:
            self.result = evaluate(self._selected, self._rules)
        except (CardError, ValueError) as exc:  # e.g. a joker kept when switching rules
            self._show_error(str(exc))
            return
        v = self.result
        notes = []
        if v.rules.low:
            notes.append(f"{self.rules} rules: the lowest hand wins")
        elif _rank_note(v):
            notes.append(_rank_note(v))
        if v.unused and v.cards:
            notes.append("faded cards do not play")
        self.message = v.describe() + (" — " + " · ".join(notes) if notes else "")
        shown = value_html(v) if v.cards else self._hand_html() + _status_html(v.describe())
        self.display.value = shown + _status_html(" · ".join(notes))


def _rank_note(v: HandValue) -> str:
    """The rank number line for plain high hands; empty under low rules or house rules
    (their ladders differ from the 7,462 one-deck values)."""
    if v.rules.low or v.rules.label != "high":
        return ""
    return f"Rank number {v.rank_number:,} of {DISTINCT_VALUES:,}"


class BadugiPicker(HandPicker):
    """A picker for Badugi: four cards, and which of them count.

    The display shows the counting cards, the dropped ones faded, why each was dropped
    (duplicate rank or duplicate suit), and the hand's size and description. Every other
    behaviour is :class:`HandPicker`'s.
    """

    def __init__(self, cards: str = "", *, seed: int = 2024) -> None:
        super().__init__(cards, seed=seed, min_cards=4, max_cards=4, rules="badugi")
        self.rules_box.layout.display = "none"  # one system only
        self.size.layout.display = "none"

    def drops(self) -> list[tuple[Card, str]]:
        """``(card, reason)`` for each card that does not count."""
        from pokerhands.ranking.badugi import drop_reasons

        if self.result is None:
            return []
        return drop_reasons(self._selected, self.result.cards)

    def summary(self) -> str:
        text = super().summary()
        if self.result is None:
            return text
        lines = [line for line in text.splitlines() if not line.startswith("Rules:")]
        lines += [f"Dropped {card}: {why}" for card, why in self.drops()]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"BadugiPicker({str(self.cards)!r})"

    def _refresh(self) -> None:
        super()._refresh()
        if self.result is not None:
            reasons = "".join(f"<li>{escape(str(c))}: {escape(why)}</li>" for c, why in self.drops())
            size = f"{int(self.result.category)} counting card" + \
                ("s" if int(self.result.category) > 1 else "")
            self.display.value += _status_html(size) + (f"<ul>{reasons}</ul>" if reasons else "")


class _TypedIn(W.VBox):
    """Base of the widgets that read typed text and show one result or one message.

    ``_result`` names the attribute that holds the result (None while there is none).
    """

    _result = "result"

    def _show(self, html: str, text: str) -> None:
        setattr(self, self._result, None)
        self.message = text
        self.display.value = html

    def _show_error(self, text: str) -> None:
        self._show(_message_html(text), text)

    def _show_status(self, text: str) -> None:
        self._show(_status_html(text), text)


class HandDuel(_TypedIn):
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
        ``"omaha"``, ``"omaha-hi-lo"``, ...: see :func:`pokerhands.words.explain.compare`).
        By default hold'em when a board is typed; with ``"omaha"`` each hand is four hole
        cards, of which exactly two play with three board cards.

    Attributes
    ----------
    comparison : Comparison or None
        The result shown, or None while the input is not two valid hands.
    message : str
        The error shown, or empty.
    """

    _result = "comparison"

    def __init__(self, first: str = "", second: str = "", board: str = "",
                 rules="high", *, game=None) -> None:
        from pokerhands.games.variants import get_game

        self.rules = get_rules(rules)
        self.game = get_game(game) if game is not None else None

        def box(label: str, value: str) -> W.Text:
            t = W.Text(value=value, description=label, continuous_update=False,
                       layout=W.Layout(width="26em"),
                       style={"description_width": "6em"})
            t.observe(lambda _: self._refresh(), names="value")
            return t

        self.comparison: Comparison | None = None
        self.message = ""
        self._updating = False
        first, second, board = (_as_text(first, "first hand", self.rules),
                                _as_text(second, "second hand", self.rules),
                                _as_text(board, "board", self.rules))
        self.first = box("First hand:", first)
        self.second = box("Second hand:", second)
        self.board = box("Board:", board)
        self.display = W.HTML()
        shown = [self.first, self.second, self.board]
        if self.rules.label != "high":
            shown.append(W.HTML(_status_html(f"Rules: {self.rules.label}")))
        if self.game is not None:
            shown.append(W.HTML(_status_html(f"Game: {self.game.title}")))
        super().__init__([*shown, self.display])
        self._refresh()

    def set(self, first, second, board="") -> None:
        """Set both hands (and the board) at once, then compare.

        Each may be a string, cards, or None (empty).

        Raises
        ------
        CardError
            For something that is neither text nor cards; nothing is changed then.
        """
        first, second, board = (_as_text(first, "first hand", self.rules),
                                _as_text(second, "second hand", self.rules),
                                _as_text(board, "board", self.rules))
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
        ])

    def __repr__(self) -> str:
        rules = "" if self.rules.label == "high" else f", rules={self.rules!r}"
        game = "" if self.game is None else f", game={self.game.name!r}"
        return (f"HandDuel({self.first.value!r}, {self.second.value!r}, "
                f"board={self.board.value!r}{rules}{game})")

    @_guarded
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
        self.message = ""
        self.display.value = comparison_html(self.comparison)


class RulesLens(_TypedIn):
    """The same five to seven cards under every ranking system, side by side.

    Shows, for high, ace-to-five, ace-to-six, deuce-to-seven and eight-or-better, the five
    cards that play and the hand in each system's own words.

    Attributes
    ----------
    value : str
        The cards typed in; assign to change them.
    results : dict or None
        System name -> HandValue, or None while the input is not a hand.
    message : str
        The error shown, or empty.
    """

    _result = "results"

    def __init__(self, cards: str = "") -> None:
        self.results: dict | None = None
        self.message = ""
        self.text = W.Text(value=_as_text(cards, "cards"), description="Cards:",
                           continuous_update=False, layout=W.Layout(width="26em"),
                           placeholder="five to seven cards, e.g. A♠ 2♦ 3♣ 4♥ 5♠")
        self.text.observe(lambda _: self._refresh(), names="value")
        self.display = W.HTML()
        super().__init__([self.text, self.display])
        self._refresh()

    @property
    def value(self) -> str:
        return self.text.value

    @value.setter
    def value(self, cards) -> None:
        self.text.value = _as_text(cards, "cards")

    def summary(self) -> str:
        """One line per system, as plain text."""
        if self.results is None:
            return self.message
        width = max(len(name) for name in self.results)
        return "\n".join(f"{name:<{width}}  {v.describe()}" for name, v in self.results.items())

    def __repr__(self) -> str:
        return f"RulesLens({self.value!r})"

    @_guarded
    def _refresh(self) -> None:
        if not self.value.strip():
            self._show_status("type five to seven cards")
            return
        cards = parse_cards(self.value)
        if len(cards) > 7:
            raise CardError(f"a lens takes five to seven cards; got {len(cards)}: {cards!r}")
        self.results = every_system(cards)
        self.message = ""
        self.display.value = rules_lens_html(self.results)


class SplitPotShowdown(_TypedIn):
    """A hi/lo split showdown for two to four players, with a board or without.

    Type each player's cards (hole cards when a board is given), the board and the pot;
    the widget shows every player's best high and best low, who wins each half, scoops,
    and the chips each player takes. "Omaha" enforces two hole cards and three board cards.

    Attributes
    ----------
    result : Showdown or None
    message : str
    """

    def __init__(self, hands=("", ""), board: str = "", *, pot: int = 100,
                 omaha: bool = False, low_rules: str = "eight-or-better") -> None:
        hands = list(hands)
        if not 2 <= len(hands) <= 4:
            raise ValueError(f"a showdown widget takes two to four hands, got {len(hands)}")
        pot = _whole_number("pot", pot, maximum=_MAX_CHIPS, unit="chips")  # never clamped
        self.result = None
        self.message = ""
        self._updating = False
        self.low_rules = get_rules(low_rules).name
        self.hand_boxes = [W.Text(value=_as_text(h, f"hand {i + 1}"), description=f"Player {i + 1}:",
                                  continuous_update=False, layout=W.Layout(width="24em"))
                           for i, h in enumerate(hands)]
        self.board = W.Text(value=_as_text(board, "board"), description="Board:",
                            continuous_update=False, layout=W.Layout(width="24em"))
        self.pot = W.BoundedIntText(value=pot, min=0, max=10**9, description="Pot:",
                                    layout=W.Layout(width="12em"))
        self.omaha = W.Checkbox(value=omaha, description="Omaha (2 hole + 3 board)")
        for box in (*self.hand_boxes, self.board, self.pot, self.omaha):
            box.observe(lambda _: self._refresh(), names="value")
        self.display = W.HTML()
        super().__init__([*self.hand_boxes, self.board, W.HBox([self.pot, self.omaha]),
                          self.display])
        self._refresh()

    def set(self, hands, board: str = "", pot: int | None = None) -> None:
        """Set every hand (as many as there are boxes), the board and the pot at once.

        Raises
        ------
        ValueError
            For a wrong number of hands, or a ``pot`` that is not a whole number of chips
            from 0 to :data:`~pokerhands.core.checks.MAX_CHIPS`; nothing is changed then.
        """
        hands = list(hands)
        if len(hands) != len(self.hand_boxes):
            raise ValueError(f"this widget has {len(self.hand_boxes)} players; got {len(hands)} hands")
        texts = [_as_text(h, f"hand {i + 1}") for i, h in enumerate(hands)]
        board = _as_text(board, "board")
        if pot is not None:  # refused, not clamped by the box; nothing changes then
            pot = _whole_number("pot", pot, maximum=_MAX_CHIPS, unit="chips")
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
        return "\n".join(self.result.explain()) if self.result else self.message

    def __repr__(self) -> str:
        hands = ", ".join(repr(b.value) for b in self.hand_boxes)
        return f"SplitPotShowdown([{hands}], board={self.board.value!r}, pot={self.pot.value})"

    @_guarded
    def _refresh(self) -> None:
        if self._updating:
            return
        if not all(b.value.strip() for b in self.hand_boxes):
            self._show_status("type every player's cards")
            return
        self.result = showdown([b.value for b in self.hand_boxes], self.board.value or None,
                               pot=self.pot.value, omaha=self.omaha.value,
                               low_rules=self.low_rules)
        self.message = ""
        self.display.value = showdown_html(self.result)


# --- The showdown of any game (Part VII, "The games") ----------------------------------------

from pokerhands.games.variants import GAMES as _GAMES  # noqa: E402  (appended section: keeps the imports above untouched)
from pokerhands.games.variants import Game as _Game  # noqa: E402
from pokerhands.games.variants import get_game as _get_game  # noqa: E402
from pokerhands.games.variants import showdown as _game_showdown  # noqa: E402
from pokerhands.render import game_showdown_html as _game_showdown_html  # noqa: E402

__all__ += ["GameShowdownWidget"]

_MAX_SEATS = 9


def _chips_text(bets) -> str:
    """The bets box's text from a string or a sequence of chip counts (None: empty)."""
    if bets is None:
        return ""
    if isinstance(bets, str):
        return bets
    if isinstance(bets, (bytes, dict)) or not hasattr(bets, "__iter__"):
        raise ValueError(f"bets: give chips per seat as a list or as text like '50, 100', "
                         f"got {bets!r}")
    # each seat's chips checked here, before anything changes (a fraction used to reach
    # the box and clear the showdown on show)
    return ", ".join(str(_whole_number("bets", b, maximum=_MAX_CHIPS, unit="chips"))
                     for b in bets)


def _read_bets(text: str) -> list[int]:
    """Chips per seat from the bets box: whole numbers separated by commas or spaces."""
    out = []
    for part in (p for p in text.replace(",", " ").replace(";", " ").split() if p):
        try:
            out.append(int(part))
        except ValueError:
            raise ValueError(f"bets: {part!r} is not a whole number of chips") from None
    return out


def _read_folded(text: str, players: int) -> list[int]:
    """Seats (0-based) from the folded box, which holds player numbers (1-based)."""
    seats = []
    for part in (p for p in text.replace(",", " ").replace(";", " ").split() if p):
        if not (part.isascii() and part.isdigit()) or not 1 <= int(part) <= players:
            raise ValueError(f"folded: {part!r} is not a player number from 1 to {players}")
        seats.append(int(part) - 1)
    return sorted(set(seats))


def _check_pot(pot) -> int:
    return _whole_number("pot", pot, maximum=_MAX_CHIPS, unit="chips")


def _check_folded(folded, players: int) -> str:
    """The folded box's text (player numbers) from seats given in code (0-based)."""
    if isinstance(folded, (str, bytes, dict)) or not hasattr(folded, "__iter__"):
        raise ValueError(f"folded: give seats as a list of numbers from 0 to {players - 1} "
                         f"(0-based, as in games.showdown), got {folded!r}")
    folded = list(folded)
    try:
        folded = [_whole_number("folded", s, maximum=players - 1) for s in folded]
    except ValueError:
        raise ValueError(f"folded: give seats as numbers from 0 to {players - 1} (0-based, as "
                         f"in games.showdown), got {folded!r}") from None
    return ", ".join(str(s + 1) for s in sorted(set(folded)))


class GameShowdownWidget(_TypedIn):
    """The showdown of one hand of any game on the book's list, with split and side pots.

    Choose the game (every entry of :data:`pokerhands.games.variants.GAMES`) and the number of
    players (2 to 9), type each player's cards (the hole cards in hold'em and Omaha, all of
    their cards in stud and the draw games), the board (hold'em and Omaha only; the box is
    switched off for the other games), and the chips: one pot, or the chips each player put
    in, from which all-in players make side pots. Folded players are given by their numbers.
    The display is :func:`pokerhands.games.variants.showdown`'s result: every player's best hand (both
    halves in a hi/lo game), each pot with who could win it and who did, and the chips.
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
        Seats that folded, numbered from 0 as in :func:`pokerhands.games.variants.showdown` (the
        widget's box shows them as player numbers, from 1).
    odd_chip : {"high", "low"}
        Which half takes an odd chip in a hi/lo game.

    Attributes
    ----------
    result : GameShowdown or None
        The showdown shown, or None while the input is incomplete or wrong.
    message : str
        The status or error shown instead of a result, or empty.

    Raises
    ------
    ValueError
        Unknown game, fewer than 2 or more than 9 hands, a bad ``pot`` or ``folded``, both
        ``pot`` and ``bets`` (the same checks as :meth:`set`).
    """

    def __init__(self, game="holdem", hands=("", ""), board="", *, pot=None, bets=None,
                 folded=(), odd_chip: str = "high") -> None:
        self.result = None
        self.message = ""
        self._updating = True
        def text() -> W.Layout:  # one layout per box: hiding a box must not hide the others
            return W.Layout(width="26em")

        wide = {"description_width": "6em"}
        self.game_box = W.Dropdown(options=[(g.title, name) for name, g in _GAMES.items()],
                                   value="holdem", description="Game:", style=wide,
                                   layout=W.Layout(width="20em"))
        self.players = W.Dropdown(options=list(range(2, _MAX_SEATS + 1)), value=2,
                                  description="Players:", style=wide,
                                  layout=W.Layout(width="12em"))
        self.hand_boxes = [W.Text(description=f"Player {i + 1}:", continuous_update=False,
                                  layout=text(), style=wide) for i in range(_MAX_SEATS)]
        self.board = W.Text(description="Board:", continuous_update=False, layout=text(),
                            style=wide, placeholder="five community cards, e.g. A♥ K♥ 4♣ 9♠ 3♦")
        self.chips_mode = W.ToggleButtons(options=[("One pot", "pot"), ("Bets per seat", "bets")],
                                          value="pot", description="Chips:", style=wide)
        self.pot = W.BoundedIntText(value=100, min=0, max=10**9, description="Pot:",
                                    style=wide, layout=W.Layout(width="14em"))
        self.bets = W.Text(description="Bets:", continuous_update=False, layout=text(),
                           style=wide, placeholder="chips each player put in, e.g. 50, 100, 100")
        self.folded = W.Text(description="Folded:", continuous_update=False, layout=text(),
                             style=wide, placeholder="player numbers, e.g. 3 or 2, 4")
        self.odd_chip = W.Dropdown(options=[("to the high half", "high"),
                                            ("to the low half", "low")],
                                   value="high", description="Odd chip:", style=wide,
                                   layout=W.Layout(width="20em"))
        self.display = W.HTML()
        for box in (self.game_box, self.players, *self.hand_boxes, self.board, self.chips_mode,
                    self.pot, self.bets, self.folded, self.odd_chip):
            box.observe(lambda _: self._refresh(), names="value")
        super().__init__([W.HBox([self.game_box, self.players]), *self.hand_boxes, self.board,
                          self.chips_mode, self.pot, self.bets, self.folded, self.odd_chip,
                          self.display])
        self._updating = False
        self.set(game=game, hands=hands, board=board, pot=pot, bets=bets, folded=folded,
                 odd_chip=odd_chip)

    # -- driving the widget --------------------------------------------------------
    @property
    def game(self) -> _Game:
        """The game chosen (a :class:`~pokerhands.games.variants.Game`); assign a name to switch."""
        return _get_game(self.game_box.value)

    @game.setter
    def game(self, game) -> None:
        self.set(game=game)

    @property
    def hands(self) -> list[str]:
        """The text in each player's box (as many as there are players)."""
        return [b.value for b in self.hand_boxes[:self.players.value]]

    def set(self, *, game=None, hands=None, board=None, pot=None, bets=None, folded=None,
            odd_chip=None) -> None:
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
        name = _get_game(game).name if game is not None else None
        if hands is not None:
            if isinstance(hands, (str, bytes)) or not hasattr(hands, "__iter__"):
                raise ValueError(f"hands: give a list of hands, one text or cards per player; "
                                 f"got {hands!r}")
            hands = list(hands)
            if not 2 <= len(hands) <= _MAX_SEATS:
                raise ValueError(f"a showdown here takes 2 to {_MAX_SEATS} hands, got {len(hands)}")
            hands = [_as_text(h, f"player {i + 1}") for i, h in enumerate(hands)]
        players = len(hands) if hands is not None else self.players.value
        if pot is not None and bets is not None:
            raise ValueError("give either pot= (one pot) or bets= (chips per seat), not both")
        pot = _check_pot(pot) if pot is not None else None
        bets = _chips_text(bets) if bets is not None else None
        folded = _check_folded(folded, players) if folded is not None else (
            "" if hands is not None else None)
        board = _as_text(board, "board") if board is not None else None
        if odd_chip is not None and odd_chip not in ("high", "low"):
            raise ValueError(f"odd_chip must be 'high' or 'low', got {odd_chip!r}")

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
            if folded is not None:
                self.folded.value = folded
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
        head = [game.title]
        if game.board:
            head.append(f"board {parse_cards(self.board.value)}")
        head.append(f"bets {', '.join(map(str, _read_bets(self.bets.value)))}"
                    if self.chips_mode.value == "bets" else f"one pot of {self.pot.value}")
        lines = [" · ".join(head)]
        for seat, text in enumerate(self.hands):
            cards = str(parse_cards(text)) if text.strip() else ""
            if r.high[seat] is None and r.low[seat] is None:
                what = ("folded" if seat in r.folded else
                        "wins without showing" if r.shares[seat] else "not shown")
                lines.append(f"Player {seat + 1}: {cards + ' ' if cards else ''}({what})")
                continue
            if game.mode == "hi-lo":  # one line per half
                lines += [f"Player {seat + 1}: {cards}",
                          f"  high: {r.high[seat].describe()}",
                          f"  low:  {r.low[seat].describe()}"]
            else:
                value = r.high[seat] if r.high[seat] is not None else r.low[seat]
                lines.append(f"Player {seat + 1}: {cards} -> {value.describe()}")
        return "\n".join(lines + r.explain())

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
            box.layout.display = None if i < players else "none"
            box.placeholder = (f"{game.hole} hole cards" if game.board
                               else f"{game.hole} cards") + f" ({game.title})"
        self.board.disabled = not game.board
        self.board.placeholder = ("five community cards, e.g. A♥ K♥ 4♣ 9♠ 3♦" if game.board
                                  else f"{game.title} has no board")
        self.pot.layout.display = None if self.chips_mode.value == "pot" else "none"
        self.bets.layout.display = None if self.chips_mode.value == "bets" else "none"
        self.odd_chip.layout.display = None if game.mode == "hi-lo" else "none"

    @_guarded
    def _refresh(self) -> None:
        if self._updating:
            return
        self._sync_layout()
        game, players = self.game, self.players.value
        try:
            folded = _read_folded(self.folded.value, players)
            chips = ({"bets": _read_bets(self.bets.value)} if self.chips_mode.value == "bets"
                     else {"pot": self.pot.value})
        except ValueError as exc:
            self._show_error(str(exc))
            return
        texts = [t.strip() for t in self.hands]
        missing = [str(i + 1) for i, t in enumerate(texts) if not t and i not in folded]
        if missing:
            who = "player " + missing[0] if len(missing) == 1 else (
                "players " + ", ".join(missing[:-1]) + " and " + missing[-1])
            self._show_status(f"type the cards of {who} ({game.hole} "
                              f"{'hole ' if game.board else ''}cards each in {game.title})")
            return
        if game.board and not self.board.value.strip():
            self._show_status(f"type the {game.board} board cards")
            return
        if "bets" in chips and not chips["bets"]:
            self._show_status("type the chips each player put in, e.g. 50, 100, 100")
            return
        try:
            self.result = _game_showdown(game, [t or None for t in texts],
                                         self.board.value if game.board else None,
                                         folded=folded, odd_chip=self.odd_chip.value, **chips)
        except (ValueError, TypeError) as exc:
            self._show_error(str(exc))
            return
        self.message = ""
        board = (f'<div>Board: {cards_html(parse_cards(self.board.value))}</div>'
                 if game.board else "")
        self.display.value = board + _game_showdown_html(self.result)


# -- the deal widget (Part VII, Texas hold'em) ---------------------------------------
from pokerhands.games.deal import STREETS as _STREETS  # noqa: E402
from pokerhands.games.deal import deal as _deal  # noqa: E402
from pokerhands.games.deal import positions as _positions  # noqa: E402
from pokerhands.render import card_html as _card_html  # noqa: E402

_STREET_WORDS = {
    "preflop": "Preflop: {hole} hole cards each, no community cards yet",
    "flop": "Flop: a burn, then three community cards",
    "turn": "Turn: a burn, then the fourth community card",
    "river": "River: a burn, then the fifth and last community card",
}
_DEAL_GAMES = [("Texas hold'em", "holdem"), ("Omaha", "omaha")]


class HoldemDeal(W.VBox):
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
        The deal shown, or None while the input is bad.
    result : GameShowdown or None
        The showdown, shown at the river only.
    message : str
        The error shown, or empty.

    Notes
    -----
    Bad input (one player, a seed that is not a whole number from 0 up, a game without a
    board) shows a message inside the widget and is refused; the deal on show stays as it
    was, and the message clears on the next change that works. It never raises.
    """

    MAX_PLAYERS = 9

    def __init__(self, players: int = 6, seed: int = 2024, game: str = "holdem",
                 button: int = 0, *, pot: int = 100) -> None:
        self.deal = None
        self.result = None
        self.message = ""
        self._players, self._seed, self._game, self._button, self._pot = 6, 2024, "holdem", 0, 100
        self._street = "preflop"
        self._syncing = False
        short = W.Layout(width="11em")
        self.game_box = W.Dropdown(options=_DEAL_GAMES, value="holdem", description="Game:",
                                   layout=W.Layout(width="15em"))
        self.players_box = W.IntText(value=6, description="Players:", layout=short)
        self.seed_box = W.Text(value="2024", description="Seed:", continuous_update=False,
                               layout=short)
        self.pot_box = W.BoundedIntText(value=100, min=0, max=10**9, description="Pot:",
                                        layout=short)
        self.street_box = W.ToggleButtons(options=[(s.capitalize(), s) for s in _STREETS],
                                          value="preflop", description="Street:")
        # "auto" widths with a floor, so a narrow page does not cut the labels short
        self.back_button = W.Button(description="Back", icon="arrow-left",
                                    layout=W.Layout(width="auto", min_width="6em"))
        self.next_button = W.Button(description="Next street", icon="arrow-right",
                                    layout=W.Layout(width="auto", min_width="9.5em"))
        self.new_button = W.Button(description="New deal", icon="refresh",
                                   layout=W.Layout(width="auto", min_width="8.5em"))
        self.display = W.HTML()

        self.game_box.observe(lambda ch: self._on_control(game=ch["new"]), names="value")
        self.players_box.observe(lambda ch: self._on_control(players=ch["new"]), names="value")
        self.seed_box.observe(lambda ch: self._on_control(seed=ch["new"]), names="value")
        self.pot_box.observe(lambda ch: self._on_control(pot=ch["new"]), names="value")
        self.street_box.observe(lambda ch: self._on_control(street=ch["new"]), names="value")
        self.back_button.on_click(lambda _: self.previous_street())
        self.next_button.on_click(lambda _: self.next_street())
        self.new_button.on_click(lambda _: self.new_deal())
        super().__init__([
            W.HBox([self.game_box, self.players_box, self.seed_box, self.pot_box]),
            W.HBox([self.street_box, self.back_button, self.next_button, self.new_button]),
            self.display,
        ])
        self.set(players=players, seed=seed, game=game, button=button, street="preflop",
                 pot=pot)

    # -- driving the widget --------------------------------------------------------
    @_guarded
    def set(self, *, players=None, seed=None, game=None, button=None, street=None,
            pot=None) -> None:
        """Change any of the settings at once, then deal and show the hand.

        A change of players keeps the button on the table; any change but ``street`` and
        ``pot`` deals again (the same seed deals the same cards). A refused change (a
        setting that is not a whole number in range, a game without a board, an unknown
        street) changes nothing: the deal on show stays, with the message above it, and the
        controls go back to its settings; the message clears on the next change that works."""
        new = {"players": self._players, "seed": self._seed, "game": self._game,
               "button": self._button, "street": self._street, "pot": self._pot}
        given = {"players": players, "seed": seed, "game": game, "button": button,
                 "street": street, "pot": pot}
        new.update({k: v for k, v in given.items() if v is not None})
        try:
            if street is not None and street not in _STREETS:
                raise ValueError(f"street must be one of {', '.join(_STREETS)}; got {street!r}")
            new["players"] = _whole_number("players", new["players"], minimum=2,
                                           maximum=self.MAX_PLAYERS)
            if players is not None and button is None:
                new["button"] %= new["players"]  # the button stays on the table
            new["seed"] = _whole_number("seed", new["seed"])
            new["pot"] = _whole_number("pot", new["pot"], maximum=_MAX_CHIPS, unit="chips")
            dealt = _deal(new["players"], new["seed"], game=new["game"], button=new["button"])
            result = dealt.showdown(pot=new["pot"]) if new["street"] == "river" else None
        except (ValueError, CardError) as exc:
            self._sync_controls()  # the controls show the settings of the deal on show
            self._show_error(str(exc))
            return
        (self._players, self._seed, self._game, self._button, self._street,
         self._pot) = (new["players"], new["seed"], new["game"], new["button"],
                       new["street"], new["pot"])
        self.deal, self.result = dealt, result
        self._sync_controls()
        self.message = ""
        self.display.value = self._html()

    @property
    def players(self):
        return self._players

    @players.setter
    def players(self, players) -> None:
        self.set(players=players)

    @property
    def seed(self):
        return self._seed

    @seed.setter
    def seed(self, seed) -> None:
        self.set(seed=seed)

    @property
    def game(self):
        return self._game

    @game.setter
    def game(self, game) -> None:
        self.set(game=game)

    @property
    def button(self):
        """The seat of the button, counted from 0 (player 1 is seat 0)."""
        return self._button

    @button.setter
    def button(self, button) -> None:
        self.set(button=button)

    @property
    def pot(self):
        """Chips in the pot at the showdown."""
        return self._pot

    @pot.setter
    def pot(self, pot) -> None:
        self.set(pot=pot)

    @property
    def street(self) -> str:
        """The street shown, one of ``"preflop"``, ``"flop"``, ``"turn"`` or ``"river"``."""
        return self._street

    @street.setter
    def street(self, street) -> None:
        self.set(street=street)

    def next_street(self) -> str:
        """Deal the next street (the river stays the river); returns the street shown."""
        if self._street in _STREETS:
            self.set(street=_STREETS[min(_STREETS.index(self._street) + 1, len(_STREETS) - 1)])
        return self._street

    def previous_street(self) -> str:
        """Go back one street (preflop stays preflop); returns the street shown."""
        if self._street in _STREETS:
            self.set(street=_STREETS[max(_STREETS.index(self._street) - 1, 0)])
        return self._street

    def new_deal(self, seed=None):
        """The next hand at this table: a new shuffle (``seed``, or the next seed) and the
        button one seat further clockwise; back to preflop. Returns the new Deal, or None
        when ``seed`` is refused (the message says why; the deal on show and the button
        stay as they were)."""
        if seed is None:
            seed = self._seed + 1
        self.set(seed=seed, button=(self._button + 1) % self._players, street="preflop")
        return None if self.message else self.deal

    def summary(self) -> str:
        """What the widget shows, as plain text (for printing on a static page): a refused
        change's message first, then the deal on show (if any)."""
        if self.deal is None:
            return self.message
        d, street = self.deal, self._street
        lines = [self.message] if self.message else []
        lines += [self._heading(), self._street_words(street) + "."]
        shown = _streets_dealt(street)
        if shown:
            lines.append(f"Board: {d.board_at(street)}")
            lines.append(f"Burned: {Cards(d.burns[:len(shown)])} (face down, out of play)")
        rows = []
        for seat, hole, hand, labels, note in self._rows():
            head = f"Player {seat + 1}" + (f" ({', '.join(labels)})" if labels else "")
            words = hand.describe() if hand is not None else ""
            rows.append((head, str(hole), words + (f"  <- {note}" if note else "")))
        wide = max(len(r[0]) for r in rows)
        cards = max(len(r[1]) for r in rows)
        lines += [f"{h:<{wide}}  {c:<{cards}}  {w}".rstrip() for h, c, w in rows]
        if self.result is not None:
            lines.append("Showdown:")
            lines += ["  " + s for s in self.result.explain()]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"HoldemDeal(players={self._players!r}, seed={self._seed!r}, "
                f"game={self._game!r}, button={self._button!r})")

    # -- internals -----------------------------------------------------------------
    @_guarded
    def _on_control(self, **change) -> None:
        if self._syncing:
            return
        if "seed" in change:
            change["seed"] = _seed_from_text(change["seed"])
        self.set(**change)

    def _sync_controls(self) -> None:
        self._syncing = True
        try:
            if self._game in dict(_DEAL_GAMES).values():
                self.game_box.value = self._game
            if _is_int(self._players):
                self.players_box.value = self._players
            if _is_int(self._pot) and self._pot >= 0:
                self.pot_box.value = self._pot
            self.seed_box.value = str(self._seed)
            if self._street in _STREETS:
                self.street_box.value = self._street
            at = _STREETS.index(self._street) if self._street in _STREETS else -1
            self.back_button.disabled = at <= 0
            self.next_button.disabled = at == len(_STREETS) - 1
        finally:
            self._syncing = False

    def _street_words(self, street: str) -> str:
        words = {2: "two", 4: "four"}.get(self.deal.game.hole, str(self.deal.game.hole))
        return _STREET_WORDS[street].replace("{hole}", words)

    def _heading(self) -> str:
        d = self.deal
        return (f"{d.game.title} · {d.players} players · seed {d.seed} · "
                f"button: player {d.button + 1} · pot {self._pot}")

    def _rows(self):
        """(seat, hole cards, best hand or None, position labels, note) for each seat."""
        d, street = self.deal, self._street
        where = _positions(d.players, d.button)
        first = where["first preflop" if street == "preflop" else "first postflop"]
        hands = d.best_hands(street)
        leaders = d.leaders(street)
        rows = []
        for seat, hole in enumerate(d.holes):
            labels = [name for name in ("button", "small blind", "big blind") if where[name] == seat]
            if seat == first:
                labels.append("acts first")
            if self.result is not None:
                chips = self.result.shares[seat]
                note = f"wins {chips} chip{'s' if chips != 1 else ''}" if chips else ""
            elif seat in leaders:
                note = "leads" if len(leaders) == 1 else "shares the lead"
            else:
                note = ""
            rows.append((seat, hole, hands[seat], labels, note))
        return rows

    def _html(self) -> str:
        d, street = self.deal, self._street
        cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
        faces = []
        for (lo, hi), burn in zip(((0, 3), (3, 4), (4, 5)), d.burns[:len(_streets_dealt(street))]):
            faces.append(_card_html(burn, plays=False).replace("(does not play)", "(burned)"))
            faces += [_card_html(c) for c in d.board[lo:hi]]
            faces.append('<span style="display:inline-block;width:0.6em"></span>')
        board = ("".join(faces) + '<div style="font-size:0.85em;color:#555">Faded cards are '
                 "burned: dealt face down and out of play.</div>") if faces else \
            "<div>No community cards yet.</div>"
        rows = []
        for seat, hole, hand, labels, note in self._rows():
            if hand is None:
                hole_html = cards_html(hole)
                best = ""
            else:
                hole_html = "".join(_card_html(c, plays=c in hand.cards) for c in hole)
                best = cards_html(hand.cards) + f"<div>{escape(hand.describe())}</div>"
            mark = f"<strong>{escape(note)}</strong>" if note else ""
            rows.append(f"<tr><td {cell}>Player {seat + 1}</td><td {cell}>{escape(', '.join(labels))}"
                        f"</td><td {cell}>{hole_html}</td><td {cell}>{best}</td>"
                        f"<td {cell}>{mark}</td></tr>")
        table = (f'<table class="ph-table"><thead><tr><th {cell}>Seat</th><th {cell}>Position</th>'
                 f"<th {cell}>Hole cards</th><th {cell}>Best hand</th><th {cell}></th></tr>"
                 f"</thead><tbody>{''.join(rows)}</tbody></table>")
        parts = [f"<div><strong>{escape(self._heading())}</strong></div>",
                 _status_html(self._street_words(street) + "."), f"<div>{board}</div>", table]
        if street != "preflop":
            parts.append(_status_html("Faded hole cards are not part of the best hand."))
        if self.result is not None:
            steps = "".join(f"<li>{escape(s)}</li>" for s in self.result.explain())
            parts.append(f"<div><strong>Showdown</strong><ol>{steps}</ol></div>")
        return '<div class="ph-deal">' + "".join(parts) + "</div>"

    def _show_error(self, text: str) -> None:
        """Show ``text`` above the deal on show, which stays as it was."""
        self.message = text
        try:
            shown = self._html() if self.deal else ""
        except Exception:  # noqa: BLE001 - the message must show even if drawing fails
            shown = ""
        self.display.value = _message_html(text) + shown


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seed_from_text(text):
    """A typed seed as an int when it is one; otherwise the text (the deal refuses it)."""
    try:
        return int(str(text).strip())
    except ValueError:
        return text


def _streets_dealt(street: str) -> tuple:
    """The streets after preflop dealt so far (each began with a burn)."""
    return _STREETS[1:_STREETS.index(street) + 1]


__all__ += ["HoldemDeal"]


# -- the equity widget (Part VI, odds and equity) -------------------------------------
def _equity(*args, **kwargs):
    """:func:`pokerhands.odds.equity.equity`, imported at the first calculation: it deals boards
    with NumPy, which merely importing the widgets (or constructing one) does not need."""
    from pokerhands.odds.equity import equity

    return equity(*args, **kwargs)


__all__ += ["EquityWidget"]

# The games the equity widget offers, by name in pokerhands.games.variants.GAMES.
_EQUITY_GAMES = ("holdem", "omaha")
_KEEP = object()  # EquityWidget.set: "leave this input as it is"


class EquityWidget(_TypedIn):
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
        The figures shown, or None while the input is incomplete or wrong.
    message : str
        The status or error shown instead of a result, or empty.
    stale : bool
        True when the boxes have been edited since the result was calculated.
    """

    MIN_HANDS, MAX_HANDS = 2, 6
    MAX_SAMPLES = 1_000_000

    def __init__(self, hands=("As Ah", "Kd Kc"), board="", *, samples=None, seed=0,
                 game="holdem") -> None:
        self.result = None
        self.message = ""
        self.stale = False
        self._count = self.MIN_HANDS
        self._settings = ""  # the inputs the result shown was calculated from
        self._used = ("holdem", 0)  # the game and seed of the result shown
        self._updating = True
        wide = {"description_width": "6em"}
        self.game_box = W.Dropdown(options=[(_get_game(g).title, g) for g in _EQUITY_GAMES],
                                   value=_EQUITY_GAMES[0], description="Game:", style=wide,
                                   layout=W.Layout(width="20em"))
        # one choice only: no need to show it (it appears once Omaha is offered)
        self.game_box.layout.display = None if len(_EQUITY_GAMES) > 1 else "none"
        self.hand_boxes = [W.Text(description=f"Hand {i + 1}:", continuous_update=False,
                                  layout=W.Layout(width="22em"), style=wide)
                           for i in range(self.MAX_HANDS)]
        self.add_button = W.Button(description="Add hand", icon="plus",
                                   layout=W.Layout(width="auto", min_width="8.5em"))
        self.remove_button = W.Button(description="Remove hand", icon="minus",
                                      layout=W.Layout(width="auto", min_width="10em"))
        self.board = W.Text(description="Board:", continuous_update=False, style=wide,
                            layout=W.Layout(width="22em"),
                            placeholder="none, or 3, 4 or 5 cards, e.g. 2h 7h Qs")
        self.samples_box = W.Text(description="Samples:", continuous_update=False, style=wide,
                                  layout=W.Layout(width="22em"),
                                  placeholder="empty: count every board")
        self.seed_box = W.Text(value="0", description="Seed:", continuous_update=False,
                               style=wide, layout=W.Layout(width="12em"))
        self.calculate_button = W.Button(description="Calculate", icon="calculator",
                                         button_style="primary",
                                         layout=W.Layout(width="auto", min_width="9em"))
        self.display = W.HTML()
        for box in (self.game_box, *self.hand_boxes, self.board, self.samples_box,
                    self.seed_box):
            box.observe(lambda _: self._on_edit(), names="value")
        self.add_button.on_click(lambda _: self.add_hand())
        self.remove_button.on_click(lambda _: self.remove_hand())
        self.calculate_button.on_click(lambda _: self.calculate())
        super().__init__([self.game_box, *self.hand_boxes,
                          W.HBox([self.add_button, self.remove_button]), self.board,
                          W.HBox([self.samples_box, self.seed_box]), self.calculate_button,
                          self.display])
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
        return self.game_box.value

    @_guarded
    def set(self, *, hands=_KEEP, board=_KEEP, samples=_KEEP, seed=_KEEP, game=_KEEP,
            calculate: bool = True):
        """Fill any of the boxes at once, then calculate (unless ``calculate=False``).

        ``samples=None`` empties the samples box (count every board). Input that cannot go
        into the boxes (not 2 to 6 hands, something that is neither text nor cards, a game
        not offered) changes nothing and is shown as a message. Returns the result, or None.
        """
        try:
            if game is not _KEEP and game not in _EQUITY_GAMES:
                offered = ", ".join(repr(g) for g in _EQUITY_GAMES)
                raise ValueError(f"game: this widget offers {offered}; got {game!r}")
            if hands is not _KEEP:
                if isinstance(hands, str):
                    raise ValueError("hands: give a list of hands, one text or cards per "
                                     f"player, e.g. ['As Ah', 'Kd Kc']; got {hands!r}")
                hands = list(hands)
                if not self.MIN_HANDS <= len(hands) <= self.MAX_HANDS:
                    raise ValueError(f"hands: this widget takes {self.MIN_HANDS} to "
                                     f"{self.MAX_HANDS} hands; got {len(hands)}")
                hands = [_as_text(h, f"Hand {i + 1}") for i, h in enumerate(hands)]
            board = _as_text(board, "Board") if board is not _KEEP else _KEEP
        except (ValueError, TypeError, CardError) as exc:
            self._show_error(str(exc))
            return None
        self._updating = True
        try:
            if game is not _KEEP:
                self.game_box.value = game
            if hands is not _KEEP:
                self._count = len(hands)
                for i, box in enumerate(self.hand_boxes):
                    box.value = hands[i] if i < len(hands) else ""
            if board is not _KEEP:
                self.board.value = board
            if samples is not _KEEP:
                self.samples_box.value = "" if samples is None else str(samples)
            if seed is not _KEEP:
                self.seed_box.value = str(seed)
        finally:
            self._updating = False
        self._sync_layout()
        if calculate:
            return self.calculate()
        self._on_edit()
        return None

    def add_hand(self, cards="") -> None:
        """Show one more hand box (up to six), holding ``cards``; does not recalculate."""
        if self._count >= self.MAX_HANDS:
            self._show_error(f"hands: at most {self.MAX_HANDS} hands; remove one first")
            return
        try:
            text = _as_text(cards, f"Hand {self._count + 1}")
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
        self._on_edit()

    def remove_hand(self) -> None:
        """Remove the last hand (down to two); does not recalculate."""
        if self._count <= self.MIN_HANDS:
            self._show_error(f"hands: at least {self.MIN_HANDS} hands; add one first")
            return
        self._updating = True
        try:
            self._count -= 1
            self.hand_boxes[self._count].value = ""
        finally:
            self._updating = False
        self._sync_layout()
        self._on_edit()

    @_guarded
    def calculate(self):
        """Read the boxes, compute the equity and show it; returns the Equity, or None
        (the message then says what is missing or wrong)."""
        self.stale = False
        self._settings = self._snapshot()
        try:
            hands, board, samples, seed = self._read()
        except (ValueError, CardError) as exc:
            self._show_error(str(exc))
            return None
        if hands is None:
            return None  # a status asks for the missing cards
        self.calculate_button.disabled = True
        self.display.value = _status_html("Calculating…")
        try:
            extra = {} if self.game == "holdem" else {"game": self.game}
            self.result = _equity(hands, board=board, samples=samples, seed=seed, **extra)
            self._used = (self.game, seed)
        except (ValueError, CardError) as exc:
            self._show_error(str(exc))
            return None
        finally:
            self.calculate_button.disabled = False
        self.message = ""
        self.display.value = self._html()
        return self.result

    def summary(self) -> str:
        """The result as plain text: the heading, then one line per hand (or the message)."""
        if self.result is None:
            return self.message
        e = self.result
        rows = [(f"Hand {i + 1}", str(h), f"wins {w:,}", f"ties {t:,}", self._percent(i))
                for i, (h, w, t) in enumerate(zip(e.hands, e.wins, e.ties))]
        widths = [max(len(r[k]) for r in rows) for k in range(4)]
        lines = [self._heading()]
        lines += ["  ".join(f"{cell:<{w}}" for cell, w in zip(r[:4], widths)) + "  equity " + r[4]
                  for r in rows]
        if self.stale:
            lines.append("(the boxes have changed since; press Calculate)")
        return "\n".join(lines)

    def __repr__(self) -> str:
        samples = self.samples_box.value.strip()
        samples = _seed_from_text(samples) if samples else None
        return (f"EquityWidget({self.hands!r}, board={self.board.value!r}, "
                f"samples={samples!r}, seed={_seed_from_text(self.seed_box.value)!r})")

    # -- internals -----------------------------------------------------------------
    def _snapshot(self) -> str:
        return repr((self.game, self.hands, self.board.value, self.samples_box.value,
                     self.seed_box.value))

    def _sync_layout(self) -> None:
        hole = _get_game(self.game).hole
        for i, box in enumerate(self.hand_boxes):
            box.layout.display = None if i < self._count else "none"
            example = "As Ah" if hole == 2 else "As Ah Kd Qc"
            box.placeholder = f"{hole} hole cards, e.g. {example}"
        self.add_button.disabled = self._count >= self.MAX_HANDS
        self.remove_button.disabled = self._count <= self.MIN_HANDS

    @_guarded
    def _on_edit(self) -> None:
        """A box changed: keep the result shown, and say when it no longer matches."""
        if self._updating:
            return
        self._sync_layout()
        self.stale = self._snapshot() != self._settings
        if self.result is not None:
            self.display.value = self._html()

    def _read(self):
        """The boxes as (hands, board, samples, seed) for equity(); hands is None (and a
        status shown) while a box is empty. Bad input raises, naming the box."""
        game = _get_game(self.game)
        texts = [t.strip() for t in self.hands]
        missing = [str(i + 1) for i, t in enumerate(texts) if not t]
        if missing:
            who = ("hand " + missing[0] if len(missing) == 1 else
                   "hands " + ", ".join(missing[:-1]) + " and " + missing[-1])
            self._show_status(f"type the cards of {who} ({game.hole} hole cards each), "
                              "then press Calculate")
            return None, None, None, None
        hands, where = [], {}
        for i, text in enumerate(texts):
            try:
                cards = parse_cards(text)
            except CardError as exc:
                raise CardError(f"Hand {i + 1}: {exc}") from None
            if len(cards) != game.hole:
                raise CardError(f"Hand {i + 1}: a hand in {game.title} is {game.hole} hole "
                                f"cards; got {len(cards)}: {cards}")
            hands.append(cards)
        try:
            board = parse_cards(self.board.value)
        except CardError as exc:
            raise CardError(f"Board: {exc}") from None
        if len(board) not in (0, 3, 4, 5):
            raise CardError(f"Board: give none, 3 (the flop), 4 (the turn) or 5 (the river) "
                            f"cards; got {len(board)}: {board}")
        for name, cards in [*((f"hand {i + 1}", h) for i, h in enumerate(hands)),
                            ("the board", board)]:
            for card in cards:
                if card in where:
                    raise CardError(f"{card} is dealt twice: in {where[card]} and in {name}")
                where[card] = name
        text = self.samples_box.value.strip().replace(",", "").replace("_", "")
        if not text:
            samples = None
        elif text.isascii() and text.isdigit() and 2 <= int(text) <= self.MAX_SAMPLES:
            samples = int(text)
        else:
            raise ValueError(f"Samples: give a whole number of boards from 2 to "
                             f"{self.MAX_SAMPLES:,}, or leave the box empty to count every "
                             f"board; got {self.samples_box.value!r}")
        text = self.seed_box.value.strip()
        if not (text.isascii() and text.isdigit()):
            raise ValueError(f"Seed: give a whole number, 0 or more; got {self.seed_box.value!r}")
        return hands, board, samples, int(text)

    def _heading(self) -> str:
        e = self.result
        where = f"board {e.board}" if len(e.board) else "before the flop (no board)"
        if e.exact:
            how = f"exact: every one of the {e.boards:,} remaining boards" if e.boards > 1 \
                else "exact: the board is complete"
        else:
            how = f"sampled: {e.boards:,} boards (seed {self._used[1]}), ± one standard error"
        return f"{_get_game(self._used[0]).title} · {len(e.hands)} hands · {where} · {how}"

    def _percent(self, i: int) -> str:
        e = self.result
        text = f"{e.equity[i]:.2%}"
        return text if e.exact else f"{text} ± {e.stderr[i]:.2%}"

    def _html(self) -> str:
        e = self.result
        cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
        num = 'style="padding:0.25em 0.6em;text-align:right;vertical-align:middle"'
        rows = "".join(
            f"<tr><td {cell}>Hand {i + 1}</td><td {cell}>{cards_html(h)}</td>"
            f"<td {num}>{w:,}</td><td {num}>{t:,}</td>"
            f"<td {num}>{escape(self._percent(i))}</td></tr>"
            for i, (h, w, t) in enumerate(zip(e.hands, e.wins, e.ties)))
        table = (f'<table class="ph-table"><thead><tr><th {cell}>Hand</th><th {cell}>Cards</th>'
                 f"<th {num}>Wins</th><th {num}>Ties</th><th {num}>Equity</th></tr></thead>"
                 f"<tbody>{rows}</tbody></table>")
        # The bars: a text label with the percentage on every row, so the chart reads
        # without colour and without the bars (which are hidden from screen readers).
        bars = "".join(
            '<div style="display:flex;align-items:center;margin:0.2em 0">'
            f'<span style="flex:0 0 11em;white-space:nowrap">Hand {i + 1} '
            f'({escape(str(h))})</span>'
            '<span aria-hidden="true" style="flex:1 1 auto;max-width:24em;height:1.1em;'
            'background:#e8edf5;border:1px solid #8a9bb8;margin:0 0.5em">'
            f'<span style="display:block;height:100%;width:{100 * share:.2f}%;'
            'background:#1f5fbf"></span></span>'
            f'<span style="flex:0 0 auto;white-space:nowrap">{escape(self._percent(i))}</span>'
            "</div>"
            for i, (h, share) in enumerate(zip(e.hands, e.equity)))
        chart = (f'<div role="group" aria-label="Equity of each hand" style="margin:0.5em 0">'
                 f"<div><strong>Equity</strong></div>{bars}</div>")
        board = (f"<div>Board: {cards_html(e.board)}</div>" if len(e.board)
                 else "<div>No board: before the flop.</div>")
        note = ("<div><em>The boxes have changed since this result; press Calculate.</em></div>"
                if self.stale else "")
        return (f'<div class="ph-equity"><div><strong>{escape(self._heading())}</strong></div>'
                f"{note}{board}{table}{chart}</div>")


# -- the quiz widget (issue 9, exercises) -------------------------------------------------
from pokerhands.exercises import KINDS as _KINDS  # noqa: E402
from pokerhands.exercises import Exercise as _Exercise  # noqa: E402
from pokerhands.exercises import check as _check_answer  # noqa: E402
from pokerhands.exercises import exercise_set as _exercise_set  # noqa: E402

__all__ += ["Quiz"]


def _ok_html(text: str) -> str:
    return ('<div role="status" style="border-left:4px solid #1b7a2f;background:#f1fbf3;'
            f'color:#0b3d17;padding:0.3em 0.6em;margin:0.3em 0">{escape(text)}</div>')


class Quiz(W.VBox):
    """Exercises one at a time, checked by the evaluator, with a score for the session.

    Each exercise shows its cards and question. Answer by clicking an option, by clicking
    the cards that play (or count), or by typing (cards in any notation, an order such as
    ``2 > 1 = 3``, chips such as ``60, 40``); "Check" says right or wrong, and when wrong
    gives the reason and the explanation from :func:`pokerhands.words.explain.compare`. "Next"
    moves on. The first readable answer to each exercise counts towards the score ("3 of 4
    right"); an answer that cannot be read (an unknown card, four cards instead of five)
    shows a message and does not count. Type a seed and press "New set" for a new set.

    Parameters
    ----------
    exercises : list of Exercise, optional
        The exercises to ask; by default ``exercise_set(seed, kinds, n, rules=rules)``.
    seed : int
        Seed of the set (see :func:`pokerhands.exercises.exercise_set`).
    kinds : sequence of str
        The kinds of exercise, from :data:`pokerhands.exercises.KINDS`.
    n : int
        How many exercises in a set.
    rules : str, optional
        Keep to one ranking system.

    Attributes
    ----------
    exercises : list of Exercise
    index : int
        The exercise shown (0-based).
    verdict : Verdict or None
        The last checked answer's verdict (None before any, and after "Next").
    right, answered : int
        The score: exercises answered right, exercises answered.
    message : str
        The last feedback line (a verdict, or what could not be read).
    """

    def __init__(self, exercises=None, *, seed: int = 2024, kinds=_KINDS, n: int = 7,
                 rules=None) -> None:
        self.kinds, self.n, self.rules = kinds, n, rules
        self.exercises: list = []
        self.seed = None
        self.index = 0
        self.verdict = None
        self.message = ""
        self.right = self.answered = 0
        self._scored: set = set()
        self._picked: list = []
        self._syncing = False
        self.heading = W.HTML()
        self.question = W.HTML()
        self.options = W.ToggleButtons(options=[], value=None, description="",
                                       style={"button_width": "auto"})
        self.card_box = W.HBox()
        self.text = W.Text(placeholder="or type your answer", description="Answer:",
                           layout=W.Layout(width="30em"))
        self.check_button = W.Button(description="Check", button_style="primary",
                                     layout=W.Layout(width="7em"))
        self.check_button.on_click(lambda _: self.check())
        self.next_button = W.Button(description="Next", layout=W.Layout(width="7em"))
        self.next_button.on_click(lambda _: self.next())
        self.seed_box = W.Text(value=str(seed), description="Seed:",
                               layout=W.Layout(width="14em"),
                               style={"description_width": "3em"})
        self.new_button = W.Button(description="New set", layout=W.Layout(width="8em"))
        self.new_button.on_click(lambda _: self.new_set(_seed_from_text(self.seed_box.value)))
        self.feedback = W.HTML()
        self.score_line = W.HTML()
        super().__init__([
            self.heading, self.question, self.options, self.card_box,
            W.HBox([self.text, self.check_button, self.next_button]),
            self.feedback, self.score_line,
            W.HBox([self.seed_box, self.new_button]),
        ])
        if exercises is not None:
            exercises = list(exercises)
            if not exercises or not all(isinstance(e, _Exercise) for e in exercises):
                raise ValueError("exercises must be a non-empty list of Exercise")
            self.exercises = exercises
            self._show_exercise()
        else:
            self.new_set(seed)

    @property
    def exercise(self):
        """The exercise shown, or None when there is none."""
        return self.exercises[self.index] if self.exercises else None

    @property
    def score(self) -> str:
        """The score in words, such as ``"3 of 4 right"``."""
        return f"{self.right} of {self.answered} right"

    @_guarded
    def new_set(self, seed) -> None:
        """Start a new set from ``seed`` (the score starts again); a seed that is not a
        whole number from 0 up shows a message and keeps the current set."""
        try:
            seed = _whole_number("seed", seed)
        except ValueError as exc:
            self._show_error(str(exc))
            return
        self.exercises = _exercise_set(seed, self.kinds, self.n, rules=self.rules)
        self.seed = seed
        self.seed_box.value = str(seed)
        self.index = 0
        self.right = self.answered = 0
        self._scored = set()
        self._show_exercise()

    @_guarded
    def check(self, answer=None):
        """Check ``answer`` (by default the chosen option, or else the typed text) and show
        the verdict; returns the :class:`~pokerhands.exercises.Verdict` (None if there is
        no exercise)."""
        ex = self.exercise
        if ex is None:
            return None
        if answer is None:
            answer = self.options.value if self.options.value is not None else self.text.value
        verdict = _check_answer(ex, answer)
        self.verdict = verdict
        self.message = verdict.message
        if verdict.valid and self.index not in self._scored:
            self._scored.add(self.index)
            self.answered += 1
            self.right += bool(verdict.correct)
        self.feedback.value = (_ok_html(verdict.message) if verdict.correct
                               else _message_html(verdict.message))
        self._show_score()
        return verdict

    @_guarded
    def next(self) -> None:
        """Show the next exercise (at the end of the set, say so and stay)."""
        if self.index + 1 >= len(self.exercises):
            self.message = (f"End of the set: {self.score}. Type a seed and press "
                            "\"New set\" for another.")
            self.feedback.value = _status_html(self.message)
            return
        self.index += 1
        self._show_exercise()

    def summary(self) -> str:
        """What the widget shows, as plain text."""
        ex = self.exercise
        if ex is None:
            return self.message
        lines = [self._heading_text(), ex.prompt]
        lines += [f"{label}: {cards}" for label, cards in self._card_rows(ex)]
        if ex.options:
            lines.append("Options: " + " | ".join(
                f"{chr(65 + i)}. {o}" for i, o in enumerate(ex.options)))
        if self.message:
            lines.append(self.message)
        lines.append(f"Score: {self.score}.")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"Quiz(seed={self.seed!r}, exercise {self.index + 1} of "
                f"{len(self.exercises)}, {self.score})")

    # -- display --------------------------------------------------------------------
    def _heading_text(self) -> str:
        ex = self.exercise
        game = f", {ex.game}" if ex.game else ""
        return (f"Exercise {self.index + 1} of {len(self.exercises)}: {ex.kind} "
                f"({ex.rules_label} rules{game})")

    @staticmethod
    def _card_rows(ex):
        if ex.kind in ("which-wins", "favourite"):
            labels = ["First hand", "Second hand"]
        elif ex.kind == "split-pot":
            labels = [f"Player {i}" for i in range(1, len(ex.hands) + 1)]
        elif len(ex.hands) > 1:
            labels = [f"Hand {i}" for i in range(1, len(ex.hands) + 1)]
        else:
            labels = ["Hole cards" if len(ex.board) else "Cards"]
        rows = list(zip(labels, ex.hands))
        if len(ex.board):
            rows.append(("Board", ex.board))
        return rows

    def _show_exercise(self) -> None:
        ex = self.exercise
        self.verdict = None
        self.message = ""
        self.feedback.value = ""
        self.heading.value = f"<strong>{escape(self._heading_text())}</strong>"
        rows = "".join(
            f'<div><span style="display:inline-block;min-width:7em">{escape(label)}:</span>'
            f"{cards_html(cards)}</div>" for label, cards in self._card_rows(ex))
        pot = f"<div>Pot: {ex.pot} chips</div>" if ex.pot is not None else ""
        self.question.value = f"<div>{escape(ex.prompt)}</div>{rows}{pot}"
        self._syncing = True
        try:
            self.options.options = list(ex.options)
            self.options.value = None
            self.text.value = ""
        finally:
            self._syncing = False
        self.options.layout.display = None if ex.options else "none"
        self._picked = []
        buttons = []
        if ex.card_answer:
            for card in ex.cards:
                b = W.ToggleButton(description=str(card), tooltip=card.name,
                                   layout=W.Layout(width="3.4em", height="2.2em"),
                                   style=ToggleButtonStyle(
                                       text_color="#b3001b" if card.suit.is_red else "#111",
                                       font_weight="bold"))
                b.observe(self._on_card(card), names="value")
                buttons.append(b)
        self.card_box.children = buttons
        self.text.placeholder = {
            "five-play": "click five cards or type them, e.g. As Kd Qh Jc 9s",
            "badugi": "click the counting cards or type them",
            "order": "best first, e.g. 2 > 1 = 3",
            "split-pot": "chips per player, e.g. 60, 40",
            "outs": "the number of outs, e.g. 9 (or 9, 35%)",
        }.get(ex.kind, "or type your answer")
        self._show_score()

    def _show_score(self) -> None:
        self.score_line.value = _status_html(f"Score: {self.score}.")

    def _on_card(self, card):
        @_guarded
        def toggled(change) -> None:
            if change["new"] and card not in self._picked:
                self._picked.append(card)
            elif not change["new"] and card in self._picked:
                self._picked.remove(card)
            self.text.value = " ".join(c.code for c in self._picked)
        return toggled

    def _show_error(self, text: str) -> None:
        self.message = text
        self.feedback.value = _message_html(text)
