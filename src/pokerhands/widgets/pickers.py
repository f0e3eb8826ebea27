"""The hand pickers: click or type five to seven cards and see the best hand they make
(:class:`~pokerhands.widgets.HandPicker`), or four cards and which of them count in Badugi
(:class:`~pokerhands.widgets.BadugiPicker`).
"""
from __future__ import annotations

import functools
import random
from typing import Any, Callable, Mapping, Sequence, Union

import ipywidgets as W
from ipywidgets.widgets.widget_bool import ToggleButtonStyle

from pokerhands.core.cards import (
    DECK,
    JOKER,
    Card,
    CardError,
    Cards,
    CardsLike,
    Joker,
    Rank,
    Suit,
    parse_cards,
    random_cards,
)
from pokerhands.core.checks import whole_number
from pokerhands.core.language import gettext as _, ngettext, use_language
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.games.entry import at_most, hand_sizes
from pokerhands.ranking.badugi import drop_reasons
from pokerhands.evaluate import SYSTEMS
from pokerhands.ranking.ranknumbers import distinct_values, numbered
from pokerhands.render import cards_html, value_html
from pokerhands.render.html import number_text
from pokerhands.render.widgets import (
    badugi_drops_html,
    card_label,
    message_html,
    rules_label,
    status_html,
)
from pokerhands.rules import HIGH, SIX_PLUS, Rules, get_rules
from pokerhands.widgets.base import Speaks, button_layout, fit, guarded, message_box, row, \
    widget_language

__all__ = ["HandPicker", "BadugiPicker"]

_RANKS_DESC = [Rank(r) for r in range(14, 1, -1)]
_SUITS = [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]

# the menu of a picker made for a short deck: six-plus, its house option, and the standard
# ranking to compare with
_SHORT_DECK_MENU = (SIX_PLUS, SIX_PLUS.with_trips_over_straight(), HIGH)

# what HandPicker's ``rules`` takes: one system, or a list or tuple of those to offer (a
# list of one kind of item is accepted as it is: a list's item type is invariant)
RulesOffered = Union[str, Rules, list[str], list[Rules], list[Union[str, Rules]],
                     tuple[Union[str, Rules], ...]]


class HandPicker(Speaks):
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
        it (after six-plus, its house option of three of a kind above a straight and the
        standard high ranking); give a list to offer exactly those (house rules included,
        e.g. ``[HIGH.with_wild(1), HIGH.with_wild(1, bug=True)]``). When a choice has jokers,
        joker buttons appear under the grid. Under six-plus the buttons of the cards below the
        six are disabled, such a card typed is refused with a message, and the random hands
        come from its 36 cards.
    lang : str, optional
        The language of everything the picker shows (``"en"``, ``"ru"``, ``"el"``,
        ``"hu"``); by default the language in force when it is made.

    Attributes
    ----------
    value : str
        The selected cards as codes (``"As Kd ..."``, ``Jk`` for a joker); assign to set them.
    result : HandValue or None
        The value shown, or None while too few cards are picked. A refused action (bad
        cards typed, a card beyond the hand's size) keeps the value on show, with the
        message under it until the next success.
    message : str
        The status or error line shown under the cards.
    lang : str
        The language it speaks.
    """

    def __init__(self, cards: CardsLike = "", *, seed: int = 2024,
                 min_cards: int = 5, max_cards: int = 7,
                 rules: RulesOffered = "high", lang: str | None = None) -> None:
        self.lang = widget_language(lang)
        with use_language(self.lang):
            self._build(cards, seed, min_cards, max_cards, rules)

    def _build(self, cards: CardsLike, seed: int, min_cards: int, max_cards: int,
               rules: RulesOffered) -> None:
        choices = [get_rules(r) for r in (rules if isinstance(rules, (list, tuple)) else [rules])]
        if not choices:
            raise ValueError(_("rules: give at least one ranking system"))
        if not isinstance(rules, (list, tuple)) and choices[0].name in SYSTEMS:
            choices += [get_rules(n) for n in SYSTEMS if get_rules(n) != choices[0]]
        elif not isinstance(rules, (list, tuple)) and choices[0].short_deck:
            choices += [r for r in _SHORT_DECK_MENU if r != choices[0]]
        least = choices[0].hand_size
        min_cards, max_cards = hand_sizes(least, min_cards, max_cards)
        self.min_cards, self.max_cards = min_cards, max_cards
        self.seed = whole_number("seed", seed)
        wide = max(len(rules_label(r)) for r in choices) > 16
        self.rules_box = W.Dropdown(options=[(rules_label(r), r) for r in choices],
                                    value=choices[0], description=_("Rules:"),
                                    layout=fit("34em" if wide else "16em"))
        self._selected: list[Card | Joker] = []
        self._syncing = False
        self.result: HandValue | None = None
        self.message = ""
        # the cards and the rules of the value on show
        self._shown: tuple[Sequence[Card | Joker], Rules | None] = ((), None)

        # a fixed size that never shrinks (a squeezed "10♠" reads "1…"): a suit's row wraps
        # onto a second line on a narrow page instead
        layout = W.Layout(width="3.1em", min_width="3.1em", height="2.2em", padding="0",
                          margin="1px", flex="0 0 auto")
        self._styles = {red: ToggleButtonStyle(text_color="#b3001b" if red else "#111",
                                               font_weight="bold")
                        for red in (True, False)}
        # A picked card turns dark blue with white text: marked by more than colour
        # (the button also shows as pressed) and readable at high contrast.
        self._picked_style = ToggleButtonStyle(text_color="#fff", font_weight="bold")
        self._buttons: dict[Card, W.ToggleButton] = {}
        rows: list[W.HBox] = []
        for suit in _SUITS:
            suit_row: list[W.ToggleButton] = []
            for rank in _RANKS_DESC:
                card = Card(rank, suit)
                button = W.ToggleButton(description=str(card), tooltip=card_label(card),
                                        layout=layout, style=self._styles[suit.is_red])
                button.observe(self._on_toggle(card), names="value")
                self._buttons[card] = button
                suit_row.append(button)
            rows.append(row(suit_row))
        jokers = max(r.jokers for r in choices)
        self._joker_buttons: list[W.ToggleButton] = []
        self._joker_style = ToggleButtonStyle(text_color="#5b2a86", font_weight="bold")
        for i in range(jokers):
            button = W.ToggleButton(description="🃏 " + (
                                        _("Joker {number}").format(number=i + 1) if jokers > 1
                                        else _("Joker")),
                                    tooltip=_("joker"),
                                    layout=W.Layout(width="auto", min_width="7em",
                                                    height="2.2em", flex="0 0 auto"),
                                    style=self._joker_style)
            button.observe(self._on_joker(i), names="value")
            self._joker_buttons.append(button)
        if self._joker_buttons:
            rows.append(row(self._joker_buttons))
        self.text = W.Text(placeholder=_("or type cards, e.g. {example}").format(
                               example="As Kd 7h 7c 2s"),
                           description=_("Cards:"), continuous_update=False,
                           layout=fit("24em"))
        self.text.observe(lambda change: self._set_from_text(change["new"]), names="value")
        self.size = W.Dropdown(options=list(range(min_cards, max_cards + 1)),
                               value=min_cards, description=_("Deal:"),
                               style={"description_width": "3em"},
                               layout=fit("8em"))
        self.deal_button = W.Button(description=_("Random hand"), layout=button_layout())
        self.deal_button.on_click(self._on_deal)
        self.clear_button = W.Button(description=_("Clear"), layout=button_layout())
        self.clear_button.on_click(lambda _: self.set_cards([]))
        self.display = W.HTML()
        self.message_box = message_box()
        super().__init__([
            *rows,
            row([self.text, self.size, self.deal_button, self.clear_button]),
            self.rules_box,
            self.display,
            self.message_box,
        ])
        self.rules_box.observe(lambda change: self._on_rules(change["old"]), names="value")
        self.set_cards(cards)

    @property
    def rules(self) -> str:
        """The ranking system in use, as its label (``"high"``, ``"high (deuces wild)"``);
        assign a name or a :class:`~pokerhands.rules.Rules` to switch (a choice not yet
        offered is added to the selector)."""
        return self._rules.label

    @rules.setter
    def rules(self, rules: str | Rules) -> None:
        chosen = get_rules(rules)
        if chosen not in [r for _, r in self.rules_box.options]:
            current = self.rules_box.value
            self._syncing = True  # new options select the first: not a choice of the reader
            try:
                with use_language(self.lang):
                    label = rules_label(chosen)
                self.rules_box.options = [*self.rules_box.options, (label, chosen)]
                self.rules_box.value = current
            finally:
                self._syncing = False
        self.rules_box.value = chosen

    @property
    def _rules(self) -> Rules:
        chosen: Rules = self.rules_box.value
        return chosen

    @guarded
    def _on_rules(self, old: Rules) -> None:
        """Show the hand under the rules chosen; rules that refuse the cards (a joker
        where none is in play) are switched back, and the message says why."""
        if self._syncing:
            return
        if not self._refresh():
            self._syncing = True
            try:
                self.rules_box.value = old
            finally:
                self._syncing = False

    # -- driving the picker --------------------------------------------------------
    @property
    def value(self) -> str:
        return " ".join(c.code for c in self._selected)

    @value.setter
    def value(self, cards: str) -> None:
        self.set_cards(cards)

    @property
    def cards(self) -> Cards[Card | Joker]:
        """The selected cards, in the order picked."""
        return Cards(self._selected)

    @guarded
    def set_cards(self, cards: CardsLike) -> None:
        """Select exactly these cards (any notation); bad input shows a message."""
        try:
            parsed = at_most(parse_cards(cards, allow_duplicates=self._rules.decks > 1,
                                         jokers=self._rules.jokers), self.max_cards)
        except CardError as exc:
            self._show_error(str(exc))
            return
        old, self._selected = self._selected, list(parsed)
        if not self._refresh():  # refused by the rules: the cards on show stay
            self._selected = old

    def random_hand(self, seed: int | None = None) -> Cards[Card]:
        """Deal ``self.size.value`` random cards from ``seed`` (default: the next seed).

        Raises
        ------
        ValueError
            If ``seed`` is given and is not a whole number from 0 up (the message names
            ``seed`` and quotes it); the hand on show stays. The buttons never pass one.
        """
        if seed is not None:
            self.seed = whole_number("seed", seed)
        # from the rules' deck: a short deck leaves out the cards below its lowest rank
        dealt = random_cards(self.size.value, random.Random(self.seed),
                             exclude=[c for c in DECK if c not in self._rules.deck])
        self.seed += 1
        self.set_cards(dealt)
        return dealt

    @guarded
    def _on_deal(self, _button: object) -> None:
        self.random_hand()

    def summary(self) -> str:
        """What the picker shows, as plain text (for printing on a static page), in its
        language."""
        with use_language(self.lang):
            return self._summary()

    def _summary(self) -> str:
        if self.result is None:
            none = _("(no cards)")
            return f"{self.value or none} -> {self.message}"
        v = self.result
        cards, rules = self._shown
        lines = [
            _("Cards: {cards}").format(cards=" ".join(str(c) for c in cards)),
            _("Rules: {rules}").format(rules=rules_label(rules) if rules else ""),
            _("Category: {category}").format(category=v.name),
            _("In words: {words}").format(words=v.describe()),
        ]
        if v.cards:
            lines.append(_("Plays: {cards}").format(cards=v.cards) if not v.unused else
                         _("Plays: {cards}   (unused: {unused})").format(cards=v.cards,
                                                                        unused=v.unused))
        if _rank_note(v):
            lines.append(_rank_note(v))
        if self.refusal:
            lines.append(self.refusal)
        return "\n".join(lines)

    @property
    def refusal(self) -> str:
        """The refusal's message on show under the cards, or empty."""
        return self.message if self.message_box.value else ""

    def __repr__(self) -> str:
        rules = "" if self.rules == "high" else f", rules={self.rules!r}"
        return f"HandPicker({str(self.cards)!r}{rules})"

    # -- internals -----------------------------------------------------------------
    def _on_joker(self, i: int) -> Callable[[Mapping[str, Any]], None]:
        return self._on_button(JOKER, lambda: self._joker_buttons[i], None)

    def _on_toggle(self, card: Card) -> Callable[[Mapping[str, Any]], None]:
        return self._on_button(card, lambda: self._buttons[card], card)

    def _on_button(self, item: Card | Joker, button: Callable[[], W.ToggleButton],
                   card: Card | None) -> Callable[[Mapping[str, Any]], None]:
        """The handler of a card's (or a joker's) toggle button: add or remove ``item``,
        or refuse a card beyond the hand's size and switch the button back off."""
        @guarded
        def handler(self: HandPicker, change: Mapping[str, Any]) -> None:
            if self._syncing:
                return
            if change["new"]:
                if len(self._selected) >= self.max_cards:
                    self._syncing = True
                    try:
                        button().value = False
                    finally:
                        self._syncing = False
                    self._show_error(_too_many(self.max_cards, card))
                    return
                old = list(self._selected)
                self._selected.append(item)
                if not self._refresh():  # refused by the rules: the button goes back off
                    self._selected = old
                    self._sync_controls()
                return
            if item in self._selected:
                self._selected.remove(item)
            self._refresh()
        return functools.partial(handler, self)

    @guarded
    def _set_from_text(self, text: str) -> None:
        if self._syncing:
            return
        self.set_cards(text)

    def _sync_controls(self) -> None:
        self._syncing = True
        try:
            chosen = set(self._selected)
            lowest = self._rules.lowest_rank
            for card, button in self._buttons.items():
                picked = card in chosen
                # a short deck's missing cards cannot be picked (six-plus: the twos to fives)
                button.disabled = card.rank < lowest
                button.value = picked
                button.button_style = "primary" if picked else ""
                button.style = self._picked_style if picked else self._styles[card.suit.is_red]
            held = self._selected.count(JOKER)
            for i, button in enumerate(self._joker_buttons):
                button.value = i < held
                button.button_style = "primary" if i < held else ""
                # a held joker is white on blue like a picked card (purple on blue: 2.2:1)
                button.style = self._picked_style if i < held else self._joker_style
            self.text.value = self.value
        finally:
            self._syncing = False

    def _hand_html(self) -> str:
        return cards_html(self._selected, rules=self._rules) if self._selected else ""

    def _show_error(self, text: str) -> None:
        """A refusal: ``text`` under the cards; the value on show stays as it was."""
        self.message = text
        self.message_box.value = message_html(text)

    def _refresh(self) -> bool:
        """Show the selection's value (or a status); False when the rules refuse it (the
        message says why; the controls and the value on show are left as they were)."""
        n = len(self._selected)
        if n < self.min_cards:
            self._sync_controls()
            self.result = None
            more = self.min_cards - n
            self.message = ngettext("pick {more} more card (a hand needs {size})",
                                    "pick {more} more cards (a hand needs {size})",
                                    more).format(more=more, size=self.min_cards)
            self.message_box.value = ""
            self.display.value = self._hand_html() + status_html(self.message)
            return True
        try:
            v = evaluate(self._selected, self._rules)
        except (CardError, ValueError) as exc:  # e.g. a joker kept when switching rules
            self._show_error(str(exc))
            return False
        self._sync_controls()
        self.result = v
        self._shown = (list(self._selected), self._rules)
        notes = []
        if v.rules.low:
            notes.append(_("{rules} rules: the lowest hand wins").format(
                rules=rules_label(self._rules)))
        elif _rank_note(v):
            notes.append(_rank_note(v))
        if v.unused and v.cards:
            notes.append(_("faded cards do not play"))
        self.message = v.describe() + (" — " + " · ".join(notes) if notes else "")
        shown = value_html(v) if v.cards else self._hand_html() + status_html(v.describe())
        self.message_box.value = ""
        self.display.value = shown + status_html(" · ".join(notes))
        return True


def _rank_note(v: HandValue) -> str:
    """The rank number line for plain high hands (the 7,462 one-deck values, or six-plus's
    1,404); empty under low rules or house rules whose values are not numbered."""
    if not numbered(v.rules):
        return ""
    return _("Rank number {number} of {total}").format(
        number=number_text(v.rank_number), total=number_text(distinct_values(v.rules)))


def _too_many(most: int, card: Card | None) -> str:
    """The refusal of a card (None: a joker) beyond the hand's size."""
    if card is None:
        return ngettext("a hand here holds at most {most} card; unselect one before adding "
                        "a joker",
                        "a hand here holds at most {most} cards; unselect one before adding "
                        "a joker", most).format(most=most)
    return ngettext("a hand here holds at most {most} card; unselect one before adding {card}",
                    "a hand here holds at most {most} cards; unselect one before adding {card}",
                    most).format(most=most, card=card)


class BadugiPicker(HandPicker):
    """A picker for Badugi: four cards, and which of them count.

    The display shows the counting cards, the dropped ones faded, why each was dropped
    (duplicate rank or duplicate suit), and the hand's size and description. Every other
    behaviour is :class:`HandPicker`'s.
    """

    def __init__(self, cards: CardsLike = "", *, seed: int = 2024,
                 lang: str | None = None) -> None:
        super().__init__(cards, seed=seed, min_cards=4, max_cards=4, rules="badugi", lang=lang)
        self.rules_box.layout.display = "none"  # one system only
        self.size.layout.display = "none"

    def drops(self) -> list[tuple[Card, str]]:
        """``(card, reason)`` for each card that does not count."""
        if self.result is None:
            return []
        # the cards of the value on show (a refusal keeps it), and Badugi has no jokers
        cards = [c for c in self._shown[0] if isinstance(c, Card)]
        return drop_reasons(cards, self.result.cards)

    def _summary(self) -> str:
        text = super()._summary()
        if self.result is None:
            return text
        rules = _("Rules: {rules}").format(rules=rules_label(get_rules("badugi")))
        lines = [line for line in text.splitlines() if line != rules]
        if self.refusal:  # the message last, after the hand on show
            lines = lines[:-1]
        lines += [_("Dropped {card}: {reason}").format(card=card, reason=why)
                  for card, why in self.drops()]
        return "\n".join(lines + ([self.refusal] if self.refusal else []))

    def __repr__(self) -> str:
        return f"BadugiPicker({str(self.cards)!r})"

    def _refresh(self) -> bool:
        if not super()._refresh():
            return False  # refused: the hand on show stays as it was
        size = self.result.category if self.result is not None else None
        if size is not None:  # a Badugi hand's category is its number of counting cards
            self.display.value += badugi_drops_html(int(size), self.drops())
        return True

