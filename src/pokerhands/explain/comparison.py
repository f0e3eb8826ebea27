"""Compare two hands and say, step by step, what decided it.

The steps follow the order the sources use to break ties (the English rules page §2-10, the Greek help
page's "in case of a tie" lines, the encyclopedia list's "ranked first by ... then by ..."): category
first; then, within a category, each tie-break rank in turn. The first step that
differs decides; if none differs the hands tie, because suits never break ties.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sized

from pokerhands.core.cards import CardError, CardsLike
from pokerhands.core.categories import (NO_QUALIFYING_LOW, WHEEL_TOP, Category, CategoryOrSize,
                                        Ranking)
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate, read_cards
from pokerhands.rules import Rules, get_rules
from pokerhands.words.english import rank_plural, rank_word

if TYPE_CHECKING:  # for the annotation only; the games layer is imported in compare()
    from pokerhands.games.variants import Game

__all__ = ["Comparison", "compare"]

# What each category's tie-break steps are called and the sentences said about two hands of
# one category are in its record (pokerhands.core.categories.CATEGORY_TABLE).


@dataclass(frozen=True)
class Comparison:
    """The result of :func:`compare`.

    Attributes
    ----------
    outcome : int
        1 if the first hand wins, -1 if the second wins, 0 for a tie.
    first, second : HandValue
        The two hands' values (the best five of each).
    steps : tuple of str
        The sentences of :meth:`explain`.
    """

    outcome: int
    first: HandValue
    second: HandValue
    steps: tuple[str, ...]

    def explain(self) -> list[str]:
        """The ordered sentences that decided the comparison, ending with the verdict."""
        return list(self.steps)

    @property
    def verdict(self) -> str:
        """``"First hand wins"``, ``"Second hand wins"`` or ``"Tie"``."""
        return {1: "First hand wins", -1: "Second hand wins", 0: "Tie"}[self.outcome]

    def __repr__(self) -> str:
        return f"Comparison(outcome={self.outcome}: {self.verdict.lower()})"

    def __str__(self) -> str:
        return " ".join(self.steps)

    def _repr_html_(self) -> str:
        from pokerhands.render.html import comparison_html

        return comparison_html(self)


def _name(rank: int, group: bool) -> str:
    return rank_plural(rank) if group else rank_word(rank)


def _low_has(category: CategoryOrSize, rules: Rules) -> str:
    """What a low hand "has", for sentences about low games: "no pair" (or "a qualifying
    low" under a qualifier), "no qualifying low", else the category with its article."""
    if category is None:
        return NO_QUALIFYING_LOW.lower()
    if category is Category.HIGH_CARD and rules.qualifier is not None:
        return "a qualifying low"
    assert isinstance(category, Category)  # low hands have a category or none
    return category.record.low_with_article


def _low_steps(a: HandValue, b: HandValue) -> tuple[int, list[str]]:
    """Low games: the lower hand wins, category first, then from the top card down."""
    rules = a.rules
    if a.category != b.category:
        better, worse = (a, b) if a > b else (b, a)
        if worse.category is None:
            why = "any qualifying low beats no qualifying low"
        else:
            why = (f"under {rules.name} rules, {_low_has(better.category, rules)} beats "
                   f"{_low_has(worse.category, rules)}")
        return (1 if better is a else -1), [
            f"The first hand has {_low_has(a.category, rules)}, the second "
            f"{_low_has(b.category, rules)}: {why}."]
    if a.category is None:
        return 0, ["Neither hand has a qualifying low, so neither can win the low half."]
    out: list[str] = []
    return _walk(a, b, _lead(a, b, out), out), out


def _lead(a: HandValue, b: HandValue, out: list[str]) -> int:
    """The first sentence for two hands of one category ("Both hands are seven lows."), from
    the category's record; returns how many key positions it has already settled."""
    cat, shared = a.category, a.key[0] == b.key[0]
    assert isinstance(cat, Category)  # high and low hands of one category, never None
    record, low = cat.record, a.rules.low
    named = dict(record.explain_named_both).get(a.key[0]) if shared and not low else None
    if named is not None:  # "Both hands are royal flushes."
        out.append(named)
        return len(a.key)
    lead = record.explain_low_shared if low else record.explain_shared
    if lead is not None and shared:
        out.append(lead.format(rank=_name(a.key[0], record.shape[0] > 1)))
        return 1
    out.append(record.explain_low_both if low else record.explain_both)
    return 0


def _walk(a: HandValue, b: HandValue, start: int, out: list[str]) -> int:
    """Compare the tie-break keys from position ``start`` on, one sentence per step, until
    a step differs; return the outcome (1, -1, or 0 for a tie). Lower wins in low games."""
    cat, low = a.category, a.rules.low
    assert isinstance(cat, Category)  # high and low hands of one category, never None
    record = cat.record
    for i in range(start, len(a.key)):
        label, group = record.tie_steps[i], record.shape[i] > 1
        x, y = a.key[i], b.key[i]
        if x == y:
            out.append(f"{label}: {_name(x, group)} and {_name(y, group)}, equal.")
            continue
        win, lose = (min(x, y), max(x, y)) if low else (max(x, y), min(x, y))
        if not low and record.explain_wheel is not None and lose == WHEEL_TOP:
            out.append(record.explain_wheel.format(step=label, winner=_name(win, group),
                                                   loser=_name(lose, group)))
        else:
            out.append(f"{label}: {_name(win, group)} {'beat' if group else 'beats'} "
                       f"{_name(lose, group)}.")
        return 1 if (x < y) == low else -1
    if a.rules.suit_order is not None:
        return _suit_steps(a, b, out)
    out.append(_tie_sentence(a, b))
    return 0


def _suit_steps(a: HandValue, b: HandValue, out: list[str]) -> int:
    """House rule: the ranks tie, so the suits decide, card by card in display order."""
    suits = a.rules.suit_order
    assert suits is not None  # called only under rules with a suit order
    order = " < ".join(s.word for s in suits)
    for ca, cb, x, y in zip(a.cards, b.cards, a.suit_key, b.suit_key):
        if x != y:
            win, lose = (ca, cb) if x > y else (cb, ca)
            out.append(f"The ranks tie, so the house suit order ({order}) decides: "
                       f"the {win.name} beats the {lose.name}.")
            return 1 if x > y else -1
    out.append(f"The ranks tie and so do the suits, card by card ({order}).")
    return 0


def _tie_sentence(a: HandValue, b: HandValue) -> str:
    if set(a.cards) == set(b.cards):
        return "Both hands play the same five cards, so they tie."
    return ("The five cards that play match rank for rank, so the hands tie; "
            "suits never break a tie.")


_BADUGI_STEPS = ["Top card", "Second card", "Third card", "Fourth card"]


def _badugi_steps(a: HandValue, b: HandValue) -> tuple[int, list[str]]:
    """Badugi: more counting cards win; then the lower cards, from the top down."""
    assert a.category is not None and b.category is not None  # a badugi counts one card at least
    if a.category != b.category:
        better, worse = (a, b) if a.category > b.category else (b, a)

        def what(v: HandValue) -> str:
            size = v.category
            assert size is not None  # as above
            return "a badugi" if size == 4 else f"a {size.label.lower()}"

        return (1 if better is a else -1), [
            f"The first hand is {what(a)}, the second {what(b)}: "
            f"{what(better)} beats {what(worse)}, since more counting cards win."]
    out = [f"Both hands are {a.category.plural}."]
    for label, x, y in zip(_BADUGI_STEPS, a.key, b.key):
        if x == y:
            out.append(f"{label}: {rank_word(x)} and {rank_word(y)}, equal.")
            continue
        out.append(f"{label}: {rank_word(min(x, y))} beats {rank_word(max(x, y))}.")
        return (1 if x < y else -1), out
    out.append("The counting cards match rank for rank, so the hands tie; suits never "
               "break a tie, and cards that do not count never do.")
    return 0, out


def _steps(a: HandValue, b: HandValue) -> tuple[int, list[str]]:
    if a.rules.ranking is Ranking.BADUGI:
        return _badugi_steps(a, b)
    if a.rules.low:
        return _low_steps(a, b)
    assert a.category is not None and b.category is not None  # every high hand has one
    if a.category != b.category:
        better, worse = (a, b) if a.category > b.category else (b, a)
        outcome = 1 if better is a else -1
        return outcome, [
            f"The first hand is {_with_article(a)}, the second {_with_article(b)}: "
            f"{_with_article(better)} beats {_with_article(worse, any_=True)}, "
            "whatever the ranks."
        ]
    out: list[str] = []
    return _walk(a, b, _lead(a, b, out), out), out


def _wild_sentences(a: HandValue, b: HandValue) -> list[str]:
    """What each wild card became, one sentence per hand that has any."""
    out = []
    for which, v in (("first", a), ("second", b)):
        if v.wild:
            jokers = sum(1 for w, _ in v.wild if w.rank is None)
            made, seen = [], 0
            for w, c in v.wild:
                if w.rank is None:
                    who = "the joker" if jokers == 1 else ("one joker" if not seen else "the other")
                    seen += 1
                else:
                    who = f"the wild {w}"
                made.append(f"{who} plays as {'itself' if c == w else c}")
            text = ", ".join(made[:-1]) + " and " + made[-1] if len(made) > 1 else made[0]
            out.append(f"In the {which} hand, {text}.")
    return out


def _with_article(v: HandValue, any_: bool = False) -> str:
    if v.is_royal:
        return "a royal flush"
    assert isinstance(v.category, Category)  # said of high hands only
    return v.category.record.with_any if any_ else v.category.with_article


def compare(first: "CardsLike | HandValue", second: "CardsLike | HandValue",
            rules: "str | Rules | None" = None, board: "CardsLike | None" = None,
            game: "str | Game | None" = None) -> Comparison:
    """Compare two hands under ``rules`` and explain the result.

    Parameters
    ----------
    first, second : cards or HandValue
        Each five or more cards (the best five play), or values from
        :func:`~pokerhands.evaluate.evaluate`; with a ``board`` or a ``game``, each
        player's hole cards (as many as the game deals: 2 in hold'em, 4 in Omaha).
    rules : str or Rules, optional
        The ranking system: ``"high"`` or a low system (``"ace-to-five"``,
        ``"ace-to-six"``, ``"deuce-to-seven"``, ``"eight-or-better"``), where the lower hand
        wins and the explanation says so step by step, or rules with house options. By
        default, the rules of a :class:`~pokerhands.core.values.HandValue` given, else the
        game's ranking (its high half in a hi/lo game), else ``"high"``.
    board : cards, optional
        Shared community cards (None or "" for no board). With a board, the two hands and
        the board must not share any card.
    game : str or Game, optional
        The game whose hole/board rule makes each hand (any name of
        :data:`pokerhands.games.variants.GAMES`, e.g. ``"holdem"``, ``"omaha"``,
        ``"omaha-hi-lo"``), applied by :func:`pokerhands.games.variants.best_hand`: in hold'em
        any five of the seven cards play, in Omaha exactly two hole cards with three
        board cards. With a board the default is ``"holdem"``; without a board and
        without a game, the best five of each hand play.

    Returns
    -------
    Comparison
        ``outcome`` (1 first wins, -1 second wins, 0 tie) and ``explain()``.

    Raises
    ------
    CardError
        Bad tokens, duplicates, too few cards, (with a board) a card dealt twice, or a hand
        of the wrong size for the game (the message names the hand and the game).
    ValueError
        Unknown rules or game.
    TypeError
        HandValues given with a board or a game (give the hole cards).

    Examples
    --------
    >>> compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c").explain()[:2]
    ['Both hands are one pair of jacks.', 'First kicker: ace and ace, equal.']
    >>> omaha = compare("Ah 2c 3c 4d", "Ks Kd 8c 7c", board="Kh Qh Jh 9h 5s", game="omaha")
    >>> omaha.first.describe()   # one heart in the hand: no flush in Omaha
    'Ace high: ace, king, queen, jack, four'
    >>> omaha.outcome
    -1
    """
    # Lazy: only the board-and-game path needs the games' hole/board rule, so only it
    # imports the games layer, and `import pokerhands` stays light.
    from pokerhands.games.variants import best_hand, get_game

    for which, hand in (("first", first), ("second", second)):
        if hand is None:
            raise CardError(f"the {which} hand: no cards given (None); give cards such as "
                            f"'As Kd' or a HandValue")
    board_cards = None
    if game is not None or (board is not None and not _empty(board)):
        game = get_game("holdem" if game is None else game)
        if isinstance(first, HandValue) or isinstance(second, HandValue):
            raise TypeError("with a board or a game, give the hole cards, not HandValues")
    if rules is None:  # the rules the values were made under, else the standard ones
        given = [v.rules for v in (first, second) if isinstance(v, HandValue)]
        rules = given[0] if given else (game.high or game.low) if game is not None else "high"
        assert rules is not None  # every game ranks its hands high, low or both
    rules = get_rules(rules)
    lead: list[str] = []
    if game is not None:
        # HandValues were refused above: with a game, both hands are cards
        assert not isinstance(first, HandValue) and not isinstance(second, HandValue)
        game.check_rules(rules)  # before any card is read: Badugi rules for Omaha refused
        board_cards = read_cards(board, rules) if board is not None else read_cards((), rules)
        hole_a, hole_b = read_cards(first, rules), read_cards(second, rules)
        # raises on a card dealt more often than the decks hold, or too many jokers
        read_cards([*hole_a, *hole_b, *board_cards], rules)
        a = best_hand(game, hole_a, board_cards, rules, name="the first hand")
        b = best_hand(game, hole_b, board_cards, rules, name="the second hand")
        if game.hole_used is not None:
            used = game.hole_used
            lead.append(f"In {game.title} each hand plays exactly {_count_word(used)} of its "
                        f"hole cards and {_count_word(5 - used)} of the board cards.")
    else:
        a = evaluate(first, rules)
        b = evaluate(second, rules)
    outcome, steps = _steps(a, b)
    steps[:0] = lead + _wild_sentences(a, b)
    if a.category is None and b.category is None:
        steps.append("No low: the whole pot goes to the best high hand.")
    else:
        steps.append({1: "The first hand wins.", -1: "The second hand wins.",
                      0: "The pot is split."}[outcome])
    return Comparison(outcome, a, b, tuple(steps))


def _empty(board: CardsLike) -> bool:
    """Whether a board argument holds no cards ("" or an empty sequence)."""
    if isinstance(board, str):
        return not board.strip()
    return isinstance(board, Sized) and len(board) == 0


def _count_word(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}.get(n, str(n))
