"""Checked claims: the book's example hands, verified by the evaluator.

Every comparison a source makes ("9-9-9-4-4 beats 8-8-8-A-A") appears in the book as
one call here. The call values the hands, draws them with the explanation, and raises
:class:`ClaimError` if the evaluator disagrees with the source, which fails the notebook
under nbval and the book build. A wrong evaluator therefore cannot ship quietly.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

from .cards import CardsLike, parse_cards
from .evaluate import HandValue, evaluate
from .explain import Comparison, compare
from .render import comparison_html, value_html

__all__ = ["ClaimError", "Claim", "claim_beats", "claim_tie", "claim_ranking", "claim_hand"]


class ClaimError(AssertionError):
    """The evaluator disagrees with a claim the book makes."""


@dataclass(frozen=True)
class Claim:
    """A verified claim: what was claimed, where it comes from, and the evidence.

    ``comparisons`` holds one :class:`Comparison` per adjacent pair of hands;
    ``hands`` holds the single hand of :func:`claim_hand`.
    """

    statement: str
    source: str
    comparisons: tuple = ()
    hands: tuple = ()

    def __repr__(self) -> str:
        return f"Claim(checked: {self.statement})"

    def __str__(self) -> str:
        lines = [f"✓ {self.statement}" + (f"  [{self.source}]" if self.source else "")]
        for comp in self.comparisons:
            lines += ["  " + s for s in comp.explain()]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = (f'<div style="margin:0.2em 0"><span aria-label="checked" '
                f'style="color:#1a7f37;font-weight:bold">✓ checked</span> '
                f"{escape(self.statement)}"
                + (f' <span style="color:#555">[{escape(self.source)}]</span>' if self.source else "")
                + "</div>")
        body = "".join(comparison_html(c) for c in self.comparisons)
        body += "".join(value_html(h) for h in self.hands)
        return f'<div class="ph-claim">{head}{body}</div>'


def _short(v: HandValue) -> str:
    return "-".join(c.rank.label for c in v.cards)


def _suited(v: HandValue) -> str:
    return " ".join(str(c) for c in v.cards)


def _on_board(first: CardsLike, verb: str, second: CardsLike, board: CardsLike) -> str:
    return (f"{parse_cards(first)} {verb} {parse_cards(second)} "
            f"with the board {parse_cards(board)}")


def _require(comp: Comparison, outcome: int) -> Comparison:
    """Raise :class:`ClaimError` unless ``comp`` came out as ``outcome``."""
    if comp.outcome != outcome:
        said = {1: "beats", 0: "ties", -1: "loses to"}[outcome]
        raise ClaimError(
            f"the book claims {_short(comp.first)} {said} {_short(comp.second)}, "
            f"but the evaluator says: {' '.join(comp.explain())}"
        )
    return comp


def claim_beats(first: CardsLike, second: CardsLike, source: str = "",
                board: CardsLike = "") -> Claim:
    """Check that ``first`` beats ``second`` under the high rules.

    With a ``board``, ``first`` and ``second`` are hole cards that share it.

    Raises
    ------
    ClaimError
        If the evaluator says otherwise (the message gives its explanation).
    CardError
        For bad cards.
    """
    if board:
        comp = _require(compare(first, second, board=board), 1)
        return Claim(_on_board(first, "beats", second, board), source, (comp,))
    return claim_ranking(first, second, source=source)


def claim_ranking(*hands: CardsLike, source: str = "") -> Claim:
    """Check that each hand beats the next (a chain "A beats B, which beats C ...")."""
    if len(hands) < 2:
        raise ValueError(f"a ranking needs at least two hands, got {len(hands)}")
    comps = tuple(_require(compare(a, b), 1) for a, b in zip(hands, hands[1:]))
    names = [_short(c.first) for c in comps] + [_short(comps[-1].second)]
    return Claim(f"{names[0]} beats " + ", which beats ".join(names[1:]), source, comps)


def claim_tie(first: CardsLike, second: CardsLike, source: str = "",
              board: CardsLike = "") -> Claim:
    """Check that the two hands tie (they differ by suit, or only in cards that do not play).

    With a ``board``, ``first`` and ``second`` are hole cards that share it.
    """
    comp = _require(compare(first, second, board=board), 0)
    if board:
        return Claim(_on_board(first, "ties", second, board), source, (comp,))
    return Claim(f"{_suited(comp.first)} ties {_suited(comp.second)}", source, (comp,))


def claim_hand(cards: CardsLike, name: str, description: str | None = None,
               source: str = "") -> Claim:
    """Check that ``cards`` make a hand called ``name`` (e.g. ``"Flush"``, ``"Royal flush"``)
    and, if given, described exactly as ``description``."""
    value = evaluate(cards)
    if value.name != name:
        raise ClaimError(f"the book claims {cards!r} is a {name}, but the evaluator says "
                         f"{value.describe()}")
    if description is not None and value.describe() != description:
        raise ClaimError(f"the book describes {cards!r} as {description!r}, but the evaluator "
                         f"says {value.describe()!r}")
    unused = f" (not playing: {value.unused})" if value.unused else ""
    return Claim(f"{value.cards}{unused} — {value.describe()}", source, hands=(value,))
