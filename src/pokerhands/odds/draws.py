"""Drawing odds: how often a hold'em hand reaches a category by the next card and by the
river, counted exactly over the cards the player has not seen.

:func:`draw_odds` counts a draw's outs and its chances with the batch evaluator
(:mod:`pokerhands.odds.batch`, which needs NumPy) and returns a :class:`Draw`, which also
gives the table-side rule of 2 and 4; :func:`unseen_cards` lists the cards a player has not
seen (plain Python), from which the drawing chapter counts its outs.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Sequence

from pokerhands.core.cards import DECK, CardError, parse_cards
from pokerhands.core.categories import Category
from pokerhands.core.language import gettext as _, ngettext, number_text, use_language
from pokerhands.words.names import category_named

if TYPE_CHECKING:  # pragma: no cover
    from pokerhands.core.cards import Card, Cards, CardsLike

__all__ = ["Draw", "draw_odds", "unseen_cards"]


@dataclass(frozen=True)
class Draw:
    """The result of :func:`draw_odds`: how often a hand reaches a category.

    Attributes
    ----------
    hole, board : Cards
    target : Category
        The category to reach, or better.
    made : bool
        Whether the hand already has it.
    unseen : int
        Cards the player has not seen (52 less hole cards and board).
    outs : Cards
        The unseen cards that reach the target on the next card.
    next_hits, next_total : int
        Next cards that reach it, and next cards possible (= ``len(outs)``, ``unseen``).
    river_hits, river_total : int
        On the flop: the turn-and-river pairs (unordered) that reach it by the river, and all
        such pairs, C(unseen, 2). On the turn: the same as the next card.
    """

    hole: Cards[Card]
    board: Cards[Card]
    target: Category
    made: bool
    unseen: int
    outs: tuple[Card, ...]
    next_hits: int
    next_total: int
    river_hits: int
    river_total: int

    @property
    def next_card(self) -> float:
        """Exact probability of reaching the target on the next card."""
        return self.next_hits / self.next_total

    @property
    def by_river(self) -> float:
        """Exact probability of reaching the target by the river."""
        return self.river_hits / self.river_total

    @property
    def rule_of_two(self) -> float:
        """The table-side estimate for one card to come, 2% per out."""
        return 0.02 * len(self.outs)

    @property
    def rule_of_four(self) -> "float | None":
        """The table-side estimate for two cards to come, 4% per out, on the flop; None on
        the turn, where one card is to come and only the rule of 2 applies."""
        return 0.04 * len(self.outs) if len(self.board) == 3 else None

    def describe(self, lang: str | None = None) -> str:
        """The draw in words, in ``lang`` (by default the language in force), as a chapter
        prints it: the target, whether it is made, the outs among the unseen cards, and the
        exact chances by the next card and by the river, numbers as the language writes them
        (:func:`~pokerhands.core.language.number_text`).

        >>> draw_odds("A♥ 9♥", "K♥ 6♥ 2♣", "flush").describe()
        'flush or better: 9 outs of 47; next card 19.15%, by the river 34.97%'
        >>> draw_odds("A♥ 9♥", "K♥ 6♥ 2♣", "flush").describe("ru")[:24]
        'флеш или лучше: 9 аутов '
        """
        from pokerhands.words.hands import category_label

        with use_language(lang):
            name = category_label(self.target)
            fields = {"target": name[:1].lower() + name[1:], "outs": len(self.outs),
                      "unseen": self.unseen,
                      "next": number_text(100 * self.next_card, ".2f"),
                      "river": number_text(100 * self.by_river, ".2f")}
            if self.made:
                # TRANSLATORS: a draw that the hand has already made; {target} a category in
                # lower case ("flush"), {next} and {river} percentages
                return ngettext("{target} or better: already made; {outs} out of {unseen}; "
                                "next card {next}%, by the river {river}%",
                                "{target} or better: already made; {outs} outs of {unseen}; "
                                "next card {next}%, by the river {river}%",
                                len(self.outs)).format(**fields)
            # TRANSLATORS: {target} a category in lower case ("flush"); {outs} of {unseen}
            # unseen cards complete it; {next} and {river} percentages
            return ngettext("{target} or better: {outs} out of {unseen}; next card {next}%, "
                            "by the river {river}%",
                            "{target} or better: {outs} outs of {unseen}; next card {next}%, "
                            "by the river {river}%", len(self.outs)).format(**fields)

    def __repr__(self) -> str:
        made = "already made; " if self.made else ""
        return (f"Draw({self.target.label.lower()} or better: {made}{len(self.outs)} outs of "
                f"{self.unseen}; next card {self.next_card:.2%}, by the river "
                f"{self.by_river:.2%})")


def _category(target: Category | str) -> Category:
    if isinstance(target, Category):
        return target
    if isinstance(target, str):
        found = category_named(target)  # names and nicknames: "flush", "boat", "trips"
        if found is not None:
            return found
    names = ", ".join(repr(c.label.lower()) for c in Category)
    raise ValueError(_("target must be a Category or one of {names}; got {value}").format(
        names=names, value=repr(target)))


def draw_odds(hole: CardsLike, board: CardsLike, target: Category | str) -> Draw:
    """Exact odds that a hold'em hand reaches ``target`` or better by the next card and by
    the river, counting every unseen card (the cards other players hold are unknown, so
    they count as unseen, as the rule of 2 and 4 assumes).

    The test is the category of the player's best five, whoever's cards make it: a card
    that pairs the board counts as an out for "one pair", and a target the hand already
    has makes every card an out (``made`` is then True). Choose targets above what the
    hand holds, and look at :attr:`Draw.outs` when the board may do the work.

    Parameters
    ----------
    hole : cards
        Two hole cards.
    board : cards
        The flop (3 cards) or the turn (4 cards).
    target : Category or str
        The category to reach, e.g. ``"flush"`` or ``Category.STRAIGHT`` (or better).

    Returns
    -------
    Draw

    Raises
    ------
    CardError
        For a bad card, a card twice, or a hole of other than two cards.
    ValueError
        For a board of other than 3 or 4 cards, or an unknown target.

    Examples
    --------
    >>> draw_odds("Ah 9h", "Kh 6h 2c", "flush")
    Draw(flush or better: 9 outs of 47; next card 19.15%, by the river 34.97%)
    """
    import numpy as np

    from pokerhands.odds.batch import categories, evaluate_batch

    hole_cards, board_cards = parse_cards(hole), parse_cards(board)
    if len(hole_cards) != 2:
        raise CardError(_("hole must be two cards; got {count}: {cards}").format(
            count=len(hole_cards), cards=repr(hole_cards)))
    if len(board_cards) not in (3, 4):
        raise ValueError(_("board must be the flop (3 cards) or the turn (4); got {count}: "
                           "{cards}").format(count=len(board_cards), cards=repr(board_cards)))
    parse_cards([*hole_cards, *board_cards])  # a card twice raises
    goal = _category(target)
    known = [c.index for c in (*hole_cards, *board_cards)]
    unseen = [c for c in DECK if c.index not in known]

    def reach(extra: Sequence[Sequence[int]]) -> "np.ndarray":
        rows = np.array([known + list(e) for e in extra], dtype=np.int64)
        return categories(evaluate_batch(rows)) >= goal

    made = bool(reach([[]])[0]) if len(known) >= 5 else False
    hit = reach([[c.index] for c in unseen])
    outs = tuple(c for c, h in zip(unseen, hit) if h)
    if len(board_cards) == 3:
        pairs = list(combinations([c.index for c in unseen], 2))
        river_hits, river_total = int(reach(pairs).sum()), len(pairs)
    else:
        river_hits, river_total = len(outs), len(unseen)
    return Draw(hole_cards, board_cards, goal, made, len(unseen), outs, len(outs), len(unseen),
                river_hits, river_total)


def unseen_cards(hole: CardsLike, board: CardsLike) -> list[Card]:
    """The cards of the 52-card deck that a player has not seen: the deck less the hole cards
    and the board, in the deck's order (two to ace, clubs, diamonds, hearts, spades).

    ``hole`` and ``board`` are cards in any notation the package reads.

    Raises :class:`~pokerhands.core.cards.CardError` for a card given twice (in the hole
    cards, on the board, or in both): no deck holds it twice.

    >>> unseen = unseen_cards("A♠ K♠", "Q♠ J♠ 2♦")
    >>> len(unseen), str(unseen[0]), any(str(c) == "A♠" for c in unseen)
    (47, '2♣', False)
    >>> unseen_cards("A♥ 9♥", "A♥ 6♥ 2♣")
    Traceback (most recent call last):
    ...
    pokerhands.core.cards.CardError: duplicate card Ah (A♥) in 'Ah 9h Ah 6h 2c'
    """
    seen = parse_cards([*parse_cards(hole), *parse_cards(board)])  # a card seen twice raises
    return [c for c in DECK if c not in seen]

