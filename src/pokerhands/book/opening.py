"""The cards a page opens with: a chapter's hand, and the welcome page's ladder.

Every chapter shows one hand on its first screen, right under its title. The hand is named
in the chapter notebook's metadata (``metadata.pokerhands.hand``), as a mapping:

- ``cards`` (5 to 7 cards, or 4 in Badugi), ``rules`` (a ranking system's name, a house
  name of :data:`pokerhands.exercises.HOUSE_RULES` such as ``"joker"``, or ``"six-plus"``;
  default ``"high"``), and ``name``, the English description the evaluator gives it;
- or, for a game with a board, ``game`` (``"holdem"``, ``"omaha"``), ``hole`` and ``board``
  instead of ``cards``.

:func:`opening_value` values the hand and refuses a stated ``name`` that the evaluator does
not give (so a page never names its own hand wrongly); :func:`opening_html` draws it with
:mod:`pokerhands.render` in a language, as the book's extension ``book/_ext/first_screen.py``
does at build time. :data:`LADDER` is the welcome page's ladder of the ten categories, one
example hand each, best first (the hands of the encyclopedia list's table, with the royal
flush on top), drawn by :func:`ladder_html`.

>>> opening_value({"cards": "6♠ 6♥ 6♦ K♣ K♥", "name": "Full house, sixes over kings"}).name
'Full house'
>>> [hand_name(v, lang="en") for v in ladder_values()][:2]
['Royal flush', 'Straight flush']
"""
from __future__ import annotations

from html import escape
from typing import Mapping

from pokerhands.core.cards import parse_cards
from pokerhands.core.language import gettext as _, use_language
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.exercises import HOUSE_RULES
from pokerhands.games.variants import best_hand
from pokerhands.render.html import cards_html, value_html
from pokerhands.rules import SIX_PLUS, Rules, get_rules
from pokerhands.words.hands import describe_value, hand_name

__all__ = ["LADDER", "opening_rules", "opening_value", "opening_html", "ladder_values",
           "ladder_html"]

LADDER: tuple[tuple[str, str], ...] = (
    ("Royal flush", "A♥ K♥ Q♥ J♥ 10♥"),
    ("Straight flush", "J♣ 10♣ 9♣ 8♣ 7♣"),
    ("Four of a kind", "5♣ 5♦ 5♥ 5♠ 2♦"),
    ("Full house", "6♠ 6♥ 6♦ K♣ K♥"),
    ("Flush", "J♦ 9♦ 8♦ 4♦ 3♦"),
    ("Straight", "10♦ 9♠ 8♥ 7♦ 6♣"),
    ("Three of a kind", "Q♣ Q♠ Q♥ 9♥ 2♠"),
    ("Two pair", "J♥ J♠ 3♣ 3♠ 2♥"),
    ("One pair", "10♠ 10♥ 8♠ 7♥ 4♣"),
    ("High card", "K♦ Q♦ 7♠ 4♠ 3♥"),
)
"""The ten categories of the standard ranking, best first, each as (its English name, an
example hand): the encyclopedia list's examples, with the royal flush counted apart as the
Russian page and the English rules page count it (checked by :func:`ladder_values`)."""

_KEYS = {"cards", "rules", "name", "game", "hole", "board"}


def opening_rules(name: str) -> Rules:
    """The ranking system a chapter's hand is valued under, by name: ``"high"``,
    ``"ace-to-five"`` and the other systems of :func:`pokerhands.rules.get_rules`, a house name
    (``"joker"``, ``"bug"``, ``"deuces-wild"``, ``"suit-order"``, ``"two-decks"``), or
    ``"six-plus"``. Raises :class:`ValueError` naming ``name`` when it is none of these.

    >>> opening_rules("two-decks").decks
    2
    """
    if name == "six-plus":
        return SIX_PLUS
    if name in HOUSE_RULES:
        return HOUSE_RULES[name]
    try:
        return get_rules(name)
    except ValueError as err:
        raise ValueError(f"the opening hand's rules {name!r} are unknown: {err}") from None


def opening_value(spec: Mapping[str, str]) -> HandValue:
    """The value of a page's opening hand ``spec`` (see the module's docstring).

    Raises
    ------
    ValueError
        When ``spec`` is not a mapping with ``name`` and either ``cards`` or ``game``,
        ``hole`` and ``board``, has a key of its own, or names its hand otherwise than the
        evaluator (``describe()`` in English); the message gives both names.
    pokerhands.core.cards.CardError
        For cards that cannot be read or do not fit the rules or the game.
    """
    if not isinstance(spec, Mapping) or "name" not in spec:
        raise ValueError(f"an opening hand is a mapping with a 'name'; got {spec!r}")
    extra = set(spec) - _KEYS
    if extra:
        raise ValueError(f"an opening hand has no key {sorted(extra)[0]!r} (in {dict(spec)!r}); "
                         f"its keys are {', '.join(sorted(_KEYS))}")
    rules = opening_rules(spec.get("rules", "high"))
    if "game" in spec:
        if "hole" not in spec or "board" not in spec or "cards" in spec:
            raise ValueError(f"an opening hand in a game gives 'hole' and 'board', not 'cards' "
                             f"(in {dict(spec)!r})")
        value = best_hand(spec["game"], spec["hole"], spec["board"], rules)
    elif "cards" in spec:
        value = evaluate(spec["cards"], rules)
    else:
        raise ValueError(f"an opening hand gives 'cards', or 'game', 'hole' and 'board' "
                         f"(in {dict(spec)!r})")
    said = describe_value(value, lang="en")
    if said != spec["name"]:
        raise ValueError(f"the opening hand {spec.get('cards') or spec['hole']!r} is called "
                         f"{spec['name']!r}, but the evaluator says {said!r}")
    return value


def _caption(value: HandValue) -> str:
    """The hand's description in bold, led by its name where the description omits it."""
    words, name = describe_value(value), hand_name(value)
    if name.lower() in words.lower():
        return f"<strong>{escape(words)}</strong>"
    return f"<strong>{escape(name)}</strong> — {escape(words)}"


def opening_html(spec: Mapping[str, str], lang: str = "en") -> str:
    """A page's opening hand as HTML (a ``div.ph-opening``), its words in ``lang``: the
    cards, then the hand's description. In a game, the hole cards and the board are drawn
    apart, each with its label, and the description is that of the best hand. Raises what
    :func:`opening_value` raises."""
    value = opening_value(spec)
    with use_language(lang):
        if "game" not in spec:
            return f'<div class="ph-opening">{value_html(value)}</div>'
        rows = "".join(
            f'<span class="ph-opening-part"><span class="ph-opening-label">{escape(label)}'
            f"</span> {cards_html(parse_cards(cards))}</span>"
            for label, cards in ((_("Hole cards"), spec["hole"]), (_("Board"), spec["board"])))
        return (f'<div class="ph-opening"><div class="ph-opening-cards">{rows}</div>'
                f'<div style="margin-top:0.2em">{_caption(value)}</div></div>')


def ladder_values() -> list[HandValue]:
    """The hands of :data:`LADDER`, valued; raises :class:`ValueError` if the evaluator puts
    one outside the category its row names, or the rows are not best first."""
    values = [evaluate(cards) for _name, cards in LADDER]
    for (name, cards), value in zip(LADDER, values):
        if hand_name(value, lang="en") != name:
            raise ValueError(f"the ladder's {name!r} hand {cards} is a "
                             f"{hand_name(value, lang='en')!r}")
    if any(not a > b for a, b in zip(values, values[1:])):
        raise ValueError("the ladder's hands are not in order, best first")
    return values


def ladder_html(lang: str = "en") -> str:
    """The ladder of the ten categories as an ordered list (``ol.ph-ladder``), best first:
    each row the category's name in ``lang`` and its example hand's cards."""
    rows = []
    with use_language(lang):
        for value in ladder_values():
            rows.append(f'<li class="ph-ladder-row"><span class="ph-ladder-name">'
                        f"{escape(hand_name(value))}</span>{cards_html(value.cards)}</li>")
    return f'<ol class="ph-ladder">{"".join(rows)}</ol>'
