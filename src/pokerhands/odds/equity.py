"""Equity: how often each hand wins, ties, and what share of the pot it expects.

Hold'em (two hole cards each, best five of seven) and Omaha (four hole cards each, exactly
two of them with three of the board, the Greek help page), under the high ranking or six-plus
hold'em's (``rules="six-plus"``: the boards come from its 36 cards). Exact when every
remaining board can be dealt within :data:`EXACT_LIMIT` evaluations (heads up before the
flop in hold'em there are C(48, 5) = 1,712,304 boards), otherwise a seeded Monte Carlo
sample with a standard error.

Every board is valued with the fast path (:mod:`pokerhands.odds.batch`), whose order the tests
check against the reference evaluator. The sums each card adds to a hand are taken once per
board and once per player, and added: so each extra player costs only the table lookups.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb, sqrt
from typing import TYPE_CHECKING, Sequence

import numpy as np

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, parse_cards
from pokerhands.core.dealt import Holding, board_name, check_one_deal, hand_name
from pokerhands.core.checks import clip, collection, whole_number
from pokerhands.core.language import gettext as _
from pokerhands.evaluate import in_deck
from pokerhands.words.forms import and_list
from pokerhands.games.variants import get_game
from pokerhands.odds.batch import card_sums, combinations_array, values_from_sums
from pokerhands.odds.equity_input import MAX_SAMPLES
from pokerhands.rules import HIGH, Rules, get_rules

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

__all__ = ["Equity", "equity", "EXACT_LIMIT", "EQUITY_GAMES", "MAX_SAMPLES"]

EXACT_LIMIT = 20_000_000
"""Enumerate every board when boards x players x five-card choices per player (1 in
hold'em, 60 in Omaha) is at most this; else sample."""

EQUITY_GAMES = {"holdem": 2, "omaha": 4}
"""The games :func:`equity` plays, with their number of hole cards."""

_SAMPLES = 200_000
_CHUNK = 1 << 16


@dataclass(frozen=True)
class Equity:
    """The result of :func:`equity`.

    Attributes
    ----------
    hands : tuple of Cards
    board : Cards
    boards : int
        Boards dealt (all of them when ``exact``).
    wins, ties : tuple of int
        Boards each hand wins outright, and boards it shares with others.
    equity : tuple of float
        Each hand's expected share of the pot (a tie among n hands counts 1/n).
    exact : bool
    stderr : tuple of float
        Standard error of each equity (zeros when exact).
    game : str
        ``"holdem"`` or ``"omaha"``.
    rules : Rules
        The high ranking the hands were valued under: the standard one, or six-plus's.
    """

    hands: tuple[Cards[Card], ...]
    board: Cards[Card]
    boards: int
    wins: tuple[int, ...]
    ties: tuple[int, ...]
    equity: tuple[float, ...]
    exact: bool
    stderr: tuple[float, ...]
    game: str = "holdem"
    rules: Rules = HIGH

    def __repr__(self) -> str:
        shares = ", ".join(f"{h}: {e:.2%}" for h, e in zip(self.hands, self.equity))
        how = "exact" if self.exact else f"sampled, {self.boards:,} boards"
        return f"Equity({shares}; {how})"

    def table(self) -> "pd.DataFrame":
        """A pandas DataFrame: one row per hand with wins, ties and equity."""
        import pandas as pd

        return pd.DataFrame({"hand": [str(h) for h in self.hands], "wins": self.wins,
                             "ties": self.ties, "equity": self.equity,
                             "stderr": self.stderr}).set_index("hand")


def equity(hands: Sequence[CardsLike], board: CardsLike = (), game: str = "holdem", *,
           samples: "int | None" = None, seed: int = 0, progress: bool = False,
           rules: "str | Rules" = "high") -> Equity:
    """Equity of two to ten hands, with an optional board of 0, 3, 4 or 5 cards.

    Parameters
    ----------
    hands : sequence of cards
        Hole cards per player: two in hold'em, four in Omaha, e.g. ``["As Ah", "Kd Kc"]``.
    board : cards
        Community cards already dealt (0, 3, 4 or 5; with 5 the result is the showdown).
    game : {"holdem", "omaha"}
        Hold'em: the best five of the seven cards. Omaha: exactly two hole cards and three
        board cards (the Greek help page); high hands only (no low half).
    samples : int, optional
        Force a Monte Carlo run of this many boards (2 to
        :data:`~pokerhands.odds.equity_input.MAX_SAMPLES`). By default every board is dealt
        when that costs at most :data:`EXACT_LIMIT` evaluations, else 200,000 boards are
        sampled.
    seed : int
        Seed of the sample (``numpy.random.default_rng(seed)``, 0 or more), so a run repeats.
    progress : bool
        Show a tqdm progress bar over the boards (off by default: the book's pages show no
        bars, and short runs need none).
    rules : str or Rules
        ``"high"`` (the default), or ``"six-plus"`` (six-plus hold'em: the 36 cards from
        the six up, a flush above a full house; its rules with three of a kind above a
        straight are accepted too), whose cards below the six are refused.

    Returns
    -------
    Equity
        Wins, ties and equity per hand, the number of boards, whether exact, and standard
        errors.

    Raises
    ------
    CardError
        For bad cards, a card dealt twice, a card the rules' deck does not hold (named), or a
        hand with the wrong number of hole cards.
    ValueError
        For fewer than two or more than ten hands, a board of 1, 2 or more than 5 cards, an
        unknown game, rules other than the high or six-plus ranking, a bad ``samples`` or
        ``seed``, or more hole cards than the short deck leaves boards for.

    Examples
    --------
    >>> equity(["As Ah", "Kd Kc"], board="Qs 7d 2c Jh")
    Equity(A♠ A♥: 95.45%, K♦ K♣: 4.55%; exact)
    >>> equity(["As Ah", "Kd Kc"], board="Qs 7d 6c Jh", rules="six-plus")
    Equity(A♠ A♥: 92.86%, K♦ K♣: 7.14%; exact)
    """
    ruleset = _equity_rules(rules)
    name, holes, shared, samples, seed = _read_input(hands, board, game, samples, seed,
                                                     ruleset)
    values, exact = _deal_and_value(holes, shared, name, samples, seed, progress, ruleset)
    n = values.shape[1]
    best = values.max(axis=0)
    winners = values == best
    shared_by = winners.sum(axis=0)
    wins = (winners & (shared_by == 1)).sum(axis=1)
    ties = (winners & (shared_by > 1)).sum(axis=1)
    share = winners / shared_by  # each board's pot split among its winners
    eq = share.mean(axis=1)
    err = np.zeros(len(holes)) if exact else share.std(axis=1, ddof=1) / sqrt(n)
    return Equity(tuple(holes), shared, n, tuple(int(w) for w in wins),
                  tuple(int(t) for t in ties), tuple(float(e) for e in eq), exact,
                  tuple(float(e) for e in err), name, ruleset)


def _equity_rules(rules: "str | Rules") -> Rules:
    """The rules of an equity: the high ranking, or six-plus's (with its house option)."""
    ruleset = get_rules(rules)
    if ruleset != HIGH and not (ruleset.short_deck and ruleset.ranking is HIGH.ranking):
        raise ValueError(_("equity ranks hands by the high rules or six-plus's; not {rules}")
                         .format(rules=repr(ruleset.label)))
    return ruleset


def _read_input(hands: Sequence[CardsLike], board: CardsLike, game: str,
                samples: "int | None", seed: int, rules: Rules = HIGH
                ) -> "tuple[str, list[Cards[Card]], Cards[Card], int | None, int]":
    """:func:`equity`'s arguments read and checked, in the order its messages follow:
    ``(game name, hole cards per player, board, samples or None, seed)``."""
    name = get_game(game, among=list(EQUITY_GAMES)).name if isinstance(game, str) else None
    if name is None or name not in EQUITY_GAMES:
        raise ValueError(_("equity plays {games}; not {value}").format(
            games=and_list(list(EQUITY_GAMES)), value=repr(game)))
    hole_size = EQUITY_GAMES[name]
    if isinstance(hands, str):
        raise ValueError(_("hands must be a list with one entry per player, e.g. "
                           "['As Ah', 'Kd Kc']; got one string"))
    try:  # the check's message is "" and the value: said here in a whole sentence
        collection(hands, "", sized=True, ordered=True)
    except ValueError:
        raise ValueError(_("hands must be a list with one entry per player, e.g. "
                           "['As Ah', 'Kd Kc']; got {value}").format(value=clip(repr(hands)))
                         ) from None
    if not 2 <= len(hands) <= 10:  # before any hand is read
        raise ValueError(_("equity needs 2 to 10 hands, got {count}").format(count=len(hands)))
    holes: list[Cards[Card]] = []
    dealt: list[Holding] = []
    for i, h in enumerate(hands):
        cards = in_deck(parse_cards(h), rules)
        if len(cards) != hole_size:
            raise CardError(_("hand {number} must be {hole} hole cards in {game}; got {count}: "
                              "{cards}").format(number=i + 1, hole=hole_size, game=name,
                                                count=len(cards), cards=repr(cards)))
        dealt.append((hand_name(i + 1), cards))
        check_one_deal(dealt)  # a card dealt twice, found at once
        holes.append(cards)
    shared = in_deck(parse_cards(board), rules)
    if len(shared) not in (0, 3, 4, 5):
        raise ValueError(_("the board holds 0, 3, 4 or 5 cards; got {count}: {cards}").format(
            count=len(shared), cards=repr(shared)))
    check_one_deal([*dealt, (board_name(), shared)])  # a card dealt twice raises
    seed = whole_number("seed", seed)
    samples = None if samples is None else whole_number("samples", samples, minimum=2,
                                                        maximum=MAX_SAMPLES)
    left = len(rules.deck) - sum(len(cards) for cards in holes) - len(shared)
    if left < 5 - len(shared):
        raise ValueError(_("the {size}-card deck has {left} cards left after the hands, too "
                           "few to finish the board").format(size=len(rules.deck), left=left))
    return name, holes, shared, samples, seed


def _deal_and_value(holes: Sequence[Sequence[Card]], shared: Sequence[Card], name: str,
                    samples: "int | None", seed: int, progress: bool,
                    rules: Rules = HIGH) -> "tuple[np.ndarray, bool]":
    """Every remaining board (when that is at most :data:`EXACT_LIMIT` evaluations and no
    sample size is forced) or a seeded sample of boards, each player's hand valued on each:
    ``(values of shape (players, boards), exact)``."""
    dead = {c.index for h in holes for c in h} | {c.index for c in shared}
    live = np.array([c.index for c in rules.deck if c.index not in dead], dtype=np.int64)
    need = 5 - len(shared)
    game_ = get_game(name)
    # hands valued per board and player: one best-of-seven, or every pair of hole cards with
    # every three of the board (Omaha: C(4, 2) * C(5, 3) = 60)
    per_board = len(holes) * (1 if game_.hole_used is None else
                              comb(game_.hole, game_.hole_used) * comb(5, 5 - game_.hole_used))
    exact = samples is None and comb(len(live), need) * per_board <= EXACT_LIMIT
    if exact:
        runs = live[combinations_array(len(live), need)]
        n = len(runs)
    else:
        rng = np.random.default_rng(seed)
        n = samples or _SAMPLES
    fixed = np.array([c.index for c in shared], dtype=np.int64)
    values = np.empty((len(holes), n), dtype=np.int16)
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=n, desc="boards", unit=" boards")
    for start in range(0, n, _CHUNK):
        size = min(_CHUNK, n - start)
        if exact:
            chunk_runs = runs[start:start + size]
        else:  # the same stream of numbers as one big draw: chunks only bound the memory
            chunk_runs = live[np.argsort(rng.random((size, len(live))), axis=1)[:, :need]]
        chunk = np.hstack([np.broadcast_to(fixed, (size, len(fixed))), chunk_runs])
        values[:, start:start + size] = _values(holes, chunk, name, rules)
        if bar is not None:
            bar.update(size)
    if bar is not None:
        bar.close()
    return values, exact


def _values(holes: Sequence[Sequence[Card]], boards: np.ndarray, game: str,
            rules: Rules = HIGH) -> np.ndarray:
    """The value of every player's best hand on every board, shape (players, boards)."""
    out = np.empty((len(holes), len(boards)), dtype=np.int16)
    if game == "holdem":
        packed, cardset = card_sums(boards)
        for p, hole in enumerate(holes):
            hp, hc = card_sums(np.array([[c.index for c in hole]]))
            out[p] = values_from_sums(packed + hp[0], cardset + hc[0], 7, rules)
        return out
    # Omaha: two of the four hole cards with three of the five board cards, 60 ways
    threes = [card_sums(boards[:, cols]) for cols in combinations(range(5), 3)]
    for p, hole in enumerate(holes):
        best = None
        for pair in combinations([c.index for c in hole], 2):
            hp, hc = card_sums(np.array([pair]))
            for packed, cardset in threes:
                v = values_from_sums(packed + hp[0], cardset + hc[0], 5, rules)
                best = v if best is None else np.maximum(best, v)
        assert best is not None  # four hole cards: six pairs, each with ten board threes
        out[p] = best
    return out
