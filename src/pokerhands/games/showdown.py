"""Showdowns for high, low and hi/lo split pots, with the pot divided in whole chips.

A hi/lo split pot (the Greek help page: Omaha Hi/Lo and Stud Hi/Lo with the eight-or-better
qualifier) is cut in two halves: the best high hand wins one, the best qualifying low the
other. With no qualifying low the best high hand takes everything. A player who wins both
halves outright *scoops* the pot; players who tie for a half share that half, so a tie for
the low half of a pot gives each a *quarter* of the pot.

Chips are whole numbers and always add up to the pot. When a pot does not divide evenly,
the odd chip goes where Robert's Rules of Poker (the book's ``ciaffone`` source) put it:

* between the halves of a split pot, to the **high** half;
* among players who tie for a half, one leftover chip each, in **seat** order from the
  first hand given (the first seat left of the button, in a button game such as hold'em,
  Omaha or draw), or by **suit** in the stud games: in the high half to the player holding
  the highest card (rank first, then suit: spades, hearts, diamonds, clubs), in the low half
  of Stud Hi/Lo and in razz to the player holding the lowest card (the ace counting low,
  clubs the lowest suit). Every card the player holds counts, not only the five that play.

``odd_chip=`` takes house conventions that differ: ``"low"`` gives the odd chip of a split
pot to the low half, ``"seat"`` or ``"suit"`` chooses how tied players share, and two words
combine (``"low seat"``). :func:`pokerhands.games.variants.showdown` starts from each
game's own rule (:attr:`pokerhands.games.variants.Game.odd_chip`).

Omaha (``omaha=True``) makes each half separately from exactly two of the player's four
hole cards and exactly three of the five board cards; the two halves may use different
hole cards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, Suit, parse_cards
from pokerhands.core.checks import MAX_CHIPS, flag, whole_number
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.games.combine import best_combination
from pokerhands.rules import Rules, get_rules

__all__ = ["Showdown", "split_pot", "split_chips", "read_odd_chip", "card_order",
           "ODD_CHIP_WORDS"]

ODD_CHIP_WORDS = {"high": "the high half of a split pot takes the odd chip",
                  "low": "the low half of a split pot takes the odd chip",
                  "seat": "tied players take leftover chips in seat order from the button",
                  "suit": "tied players take leftover chips by their highest card by suit "
                          "(lowest in a low half)"}
"""The words ``odd_chip=`` understands, and what each means."""

_BRIDGE = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def read_odd_chip(odd_chip, ties: str = "seat") -> tuple[str, str]:
    """``odd_chip`` read as ``(half, ties)``: which half of a split pot takes the odd chip
    (``"high"`` or ``"low"``) and how tied players share leftover chips (``"seat"`` or
    ``"suit"``). Words not given keep the defaults: the high half, and ``ties``.

    Examples
    --------
    >>> read_odd_chip(None, "suit")
    ('high', 'suit')
    >>> read_odd_chip("low seat", "suit")
    ('low', 'seat')

    Raises
    ------
    ValueError
        For anything but one or two of the words of :data:`ODD_CHIP_WORDS` (at most one of
        "high"/"low" and one of "seat"/"suit").
    """
    if odd_chip is None:
        return "high", ties
    words = odd_chip.replace(",", " ").replace("+", " ").split() if isinstance(
        odd_chip, str) else None
    if (not words or len(words) > 2 or any(w not in ODD_CHIP_WORDS for w in words)
            or len({w in ("high", "low") for w in words}) != len(words)):
        raise ValueError(f"odd_chip must be 'high' or 'low' (the half that takes an odd chip), "
                         f"'seat' or 'suit' (how tied players share), or one of each such "
                         f"as 'low seat'; got {odd_chip!r}")
    half = next((w for w in words if w in ("high", "low")), "high")
    return half, next((w for w in words if w in ("seat", "suit")), ties)


def card_order(hands: Sequence[Cards], seats: Sequence[int], low: bool = False) -> tuple:
    """``seats`` in the order they take leftover chips by suit: the seat holding the
    highest card first (rank, ace high, then suit in bridge order, spades highest), or with
    ``low`` the seat holding the lowest card first (the ace low, clubs lowest).

    Examples
    --------
    >>> from pokerhands.core.cards import parse_cards
    >>> card_order([parse_cards("Ad 2c"), parse_cards("As 3c")], [0, 1])
    (1, 0)
    >>> card_order([parse_cards("Ad 2c"), parse_cards("As 3c")], [0, 1], low=True)
    (0, 1)
    """
    def key(card: Card) -> tuple:
        rank = int(card.rank)
        return (1 if low and rank == 14 else rank, _BRIDGE.index(card.suit))

    def best(seat: int) -> tuple:
        keys = [key(c) for c in hands[seat]]
        return min(keys) if low else tuple(-k for k in max(keys))

    return tuple(sorted(seats, key=best))


def split_chips(amount: int, winners: Sequence[int]) -> dict[int, int]:
    """Share ``amount`` chips among ``winners`` (seat numbers, in the order leftover chips
    are handed out); the first seats take one leftover chip each. The shares add up to ``amount``.

    Raises
    ------
    ValueError
        For an ``amount`` that is not a whole number of chips from 0 to
        :data:`~pokerhands.core.checks.MAX_CHIPS`, or no winners.
    """
    amount = whole_number("amount", amount, maximum=MAX_CHIPS, unit="chips")
    if not winners:
        raise ValueError("cannot share chips among no winners")
    base, left = divmod(amount, len(winners))
    return {seat: base + (1 if i < left else 0) for i, seat in enumerate(winners)}


@dataclass(frozen=True)
class Showdown:
    """The result of :func:`split_pot`.

    Attributes
    ----------
    high, low : tuple
        Each player's best high and best low value (None where that half is not played).
    high_winners, low_winners : tuple of int
        Seats (0-based, in the order given) that win each half; ``low_winners`` is empty
        when no hand qualifies for low or the pot is high only.
    shares : tuple of int
        Chips won by each seat; they add up to ``pot``.
    pot : int
    odd_chips : tuple of str
        Where the chips that did not divide went, and by which rule, in sentences.
    """

    high: tuple
    low: tuple
    high_winners: tuple
    low_winners: tuple
    shares: tuple
    pot: int
    mode: str
    odd_chips: tuple = ()

    def __repr__(self) -> str:
        return f"Showdown({self.mode}, pot={self.pot}, shares={self.shares})"

    @property
    def scoops(self) -> tuple:
        """Seats that win the whole pot alone (both halves, or the only half played)."""
        return tuple(s for s, chips in enumerate(self.shares) if chips == self.pot and self.pot)

    def explain(self) -> list[str]:
        """What each half went to and why, in sentences."""
        out = []
        if self.mode in ("high", "hi-lo"):
            names = _seats(self.high_winners)
            best = self.high[self.high_winners[0]]
            out.append(f"High: {names} {'win' if len(self.high_winners) > 1 else 'wins'} "
                       f"with {best.describe()[0].lower() + best.describe()[1:]}.")
        if self.mode in ("low", "hi-lo"):
            if self.low_winners:
                names = _seats(self.low_winners)
                best = self.low[self.low_winners[0]]
                out.append(f"Low: {names} {'win' if len(self.low_winners) > 1 else 'wins'} "
                           f"with {best.describe()[0].lower() + best.describe()[1:]}.")
            else:
                out.append("Low: no hand qualifies, so the high hand takes the whole pot.")
        for seat in self.scoops:
            out.append(f"Player {seat + 1} scoops the pot.")
        out.extend(self.odd_chips)
        out.append("Chips: " + ", ".join(f"player {s + 1} {c}" for s, c in enumerate(self.shares))
                   + f" (pot {self.pot}).")
        return out


def _seats(seats) -> str:
    """"Player 2", or "Players 1 and 3"."""
    numbers = [str(s + 1) for s in seats]
    if len(numbers) == 1:
        return f"Player {numbers[0]}"
    return "Players " + ", ".join(numbers[:-1]) + " and " + numbers[-1]


def _omaha_best(hole: Cards, board: Cards, rules: Rules) -> HandValue:
    if len(hole) != 4:
        raise CardError(f"an Omaha hand has exactly 4 hole cards; got {len(hole)}: {hole!r}")
    if len(board) != 5:
        raise CardError(f"an Omaha board has exactly 5 cards; got {len(board)}: {board!r}")
    return best_combination(hole, board, rules, hole_used=2, title="Omaha")


def split_pot(hands: Sequence[CardsLike], board: "CardsLike | None" = None, *, pot: int = 100,
             mode: str = "hi-lo", low_rules: "str | Rules" = "eight-or-better",
             omaha: bool = False, odd_chip: "str | None" = None) -> Showdown:
    """Settle one pot at a showdown among several players: high, low or split hi/lo (the
    engine under :func:`pokerhands.games.variants.showdown`, which knows each game's rules
    and side pots).

    Parameters
    ----------
    hands : sequence of cards
        Each player's cards, in seat order (hole cards when there is a board).
    board : cards, optional
        Community cards shared by every hand.
    pot : int
        Chips in the pot, a whole number from 0 to :data:`~pokerhands.core.checks.MAX_CHIPS`.
    mode : {"hi-lo", "high", "low"}
        Split the pot between high and low, or give it all to the best high or best low.
    low_rules : str or Rules
        How the low half is ranked: ``"eight-or-better"`` (Omaha Hi/Lo, Stud Hi/Lo) or a
        low system without a qualifier (``"ace-to-five"`` as in razz, ``"deuce-to-seven"``).
    omaha : bool
        Exactly two hole cards and three board cards for each half.
    odd_chip : str, optional
        Where chips that do not divide go (see :data:`ODD_CHIP_WORDS`): by default the odd
        chip of a split pot to the high half and leftover chips among tied players in seat
        order, the first hand first (the rule of button games); ``"low"`` sends it to the low
        half, ``"suit"`` shares by the tied players' cards (the stud rule), and one word of
        each kind combine, as in ``"low suit"``.

    Returns
    -------
    Showdown
        Both halves' values, the winners, each seat's chips (summing to ``pot``), scoops.

    Raises
    ------
    CardError
        Bad cards, a card dealt twice across hands and board, too few cards, or (Omaha)
        not four hole cards and five board cards.
    ValueError
        Bad ``mode``, ``odd_chip``, ``pot`` or ``low_rules``, or fewer than two hands.
    """
    if mode not in ("hi-lo", "high", "low"):
        raise ValueError(f"mode must be 'hi-lo', 'high' or 'low', got {mode!r}")
    half, ties = read_odd_chip(odd_chip)
    omaha = flag("omaha", omaha)
    if isinstance(hands, (str, bytes)) or not hasattr(hands, "__iter__"):
        raise ValueError(f"hands must be a list with each player's cards, got {hands!r}")
    pot = whole_number("pot", pot, maximum=MAX_CHIPS, unit="chips")
    low_rules = get_rules(low_rules)
    if mode != "high" and not low_rules.low:
        raise ValueError(f"low_rules must be a low system, got {low_rules.name!r}")
    holes = [parse_cards(h) for h in hands]
    if len(holes) < 2:
        raise ValueError(f"a showdown needs at least two hands, got {len(holes)}")
    shared = parse_cards(board) if board is not None else Cards()
    parse_cards([c for h in holes for c in h] + list(shared))  # a card dealt twice raises

    def best(hole: Cards, rules: Rules) -> HandValue:
        if omaha:
            return _omaha_best(hole, shared, rules)
        return evaluate([*hole, *shared], rules)

    high = tuple(best(h, get_rules("high")) for h in holes) if mode != "low" else ()
    low = tuple(best(h, low_rules) for h in holes) if mode != "high" else ()
    high_winners = tuple(s for s, v in enumerate(high) if v == max(high)) if high else ()
    low_winners: tuple[int, ...] = ()
    if low:
        top = max(low)
        if top.qualifies:
            low_winners = tuple(s for s, v in enumerate(low) if v == top)

    shares = [0] * len(holes)
    halves: list[tuple[int, tuple[int, ...], bool]]  # chips, winners, a low half
    if mode == "high" or (mode == "hi-lo" and not low_winners):
        halves = [(pot, high_winners, False)] if mode != "low" else []
    elif mode == "low":
        halves = [(pot, low_winners, True)] if low_winners else []
    else:
        small, odd = divmod(pot, 2)
        high_half = small + (odd if half == "high" else 0)
        halves = [(high_half, high_winners, False), (pot - high_half, low_winners, True)]
    if mode == "low" and not low_winners:
        raise ValueError("no hand qualifies for low and the pot is low only: nobody can win it")
    notes: list[str] = []
    if len(halves) == 2 and pot % 2:
        notes.append(f"The pot does not halve: the odd chip goes to the {half} half.")
    for amount, winners, is_low in halves:
        if ties == "suit":
            winners = card_order(holes, winners, low=is_low)
        for seat, chips in split_chips(amount, winners).items():
            shares[seat] += chips
        left = amount % len(winners)
        if left:
            notes.append(_leftover(left, winners, holes, ties, is_low,
                                   ("low " if is_low else "high ") if len(halves) == 2 else ""))
    return Showdown(high=high or (None,) * len(holes), low=low or (None,) * len(holes),
                    high_winners=high_winners, low_winners=low_winners, shares=tuple(shares),
                    pot=pot, mode=mode, odd_chips=tuple(notes))


def _leftover(left: int, winners: Sequence[int], holes: Sequence[Cards], ties: str,
              low: bool, half: str) -> str:
    """A sentence on the chips left over when tied players share: who takes them and why."""
    takers = winners[:left]
    where = f" of the {half}half" if half else ""
    what = (f"The odd chip{where} goes" if left == 1 else
            f"The {left} chips left over{where} go")
    each = "" if left == 1 else ", one each"
    if ties == "seat":
        why = ("the first tied player left of the button" if left == 1 else
               "the first tied players left of the button")
    else:
        cards = [_deciding_card(holes[s], low) for s in takers]
        why = (f"{'the lowest' if low else 'the highest'} card by suit: "
               + ", ".join(str(c) for c in cards))
    names = _seats(takers)
    return f"{what} to {names[0].lower()}{names[1:]}{each} ({why})."


def _deciding_card(hand: Cards, low: bool) -> Card:
    """The card that settles the odd chip by suit: the highest (ace high) or, for a low half,
    the lowest (ace low), suits in bridge order."""
    def key(card: Card) -> tuple:
        rank = int(card.rank)
        return (1 if low and rank == 14 else rank, _BRIDGE.index(card.suit))

    return min(hand, key=key) if low else max(hand, key=key)
