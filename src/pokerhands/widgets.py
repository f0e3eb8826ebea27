"""Hand pickers for notebooks, built on ipywidgets.

No poker logic lives here: every widget parses with :func:`~pokerhands.cards.parse_cards`,
values with :func:`~pokerhands.evaluate.evaluate` or :func:`~pokerhands.explain.compare`, and draws
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

from .cards import JOKER, Card, Cards, CardError, Rank, Suit, parse_cards, random_cards
from .evaluate import HandValue, evaluate, read_cards
from .explain import Comparison, compare
from .lowball import SYSTEMS, every_system
from .ranknumbers import DISTINCT_VALUES
from .rules import Rules, get_rules
from .showdown import showdown
from .render import cards_html, comparison_html, rules_lens_html, showdown_html, value_html

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
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an integer, got {seed!r}")
    return seed


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
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in (min_cards, max_cards)) \
                or not least <= min_cards <= max_cards <= 7:
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
        TypeError
            If ``seed`` is given and is not an integer (the buttons never pass one).
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
        from .badugi import drop_reasons

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
        Community cards shared by both hands (hold'em style), or empty.
    rules : str or Rules
        The ranking system, house options included (default ``"high"``).

    Attributes
    ----------
    comparison : Comparison or None
        The result shown, or None while the input is not two valid hands.
    message : str
        The error shown, or empty.
    """

    _result = "comparison"

    def __init__(self, first: str = "", second: str = "", board: str = "",
                 rules="high") -> None:
        self.rules = get_rules(rules)

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
            f"First:  {c.first.cards}  {c.first.describe()}",
            f"Second: {c.second.cards}  {c.second.describe()}",
            f"{c.verdict}.",
            *("  " + s for s in c.explain()),
        ])

    def __repr__(self) -> str:
        rules = "" if self.rules.label == "high" else f", rules={self.rules!r}"
        return (f"HandDuel({self.first.value!r}, {self.second.value!r}, "
                f"board={self.board.value!r}{rules})")

    @_guarded
    def _refresh(self) -> None:
        if self._updating:
            return
        if not self.first.value.strip() or not self.second.value.strip():
            self._show_status("type two hands to compare")
            return
        try:
            self.comparison = compare(self.first.value, self.second.value,
                                      board=self.board.value, rules=self.rules)
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
        """Set every hand (as many as there are boxes), the board and the pot at once."""
        hands = list(hands)
        if len(hands) != len(self.hand_boxes):
            raise ValueError(f"this widget has {len(self.hand_boxes)} players; got {len(hands)} hands")
        texts = [_as_text(h, f"hand {i + 1}") for i, h in enumerate(hands)]
        board = _as_text(board, "board")
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
