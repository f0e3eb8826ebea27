"""Wild cards: jokers, the bug and wild ranks (a house rule; Part V of the book).

What the sources say, and the book's reading of it:

* the Russian page: a wild card, usually a joker, may be used as any card, even one the player
  already holds; other cards (the deuces, say) may be declared wild if agreed before play;
  five of a kind, possible only with a wild card, beats even the royal flush;
* the encyclopedia list: five of a kind ranks above every straight flush, the higher rank winning; a
  joker played as "the bug" may be a fifth ace, and otherwise counts only to complete a
  straight, a flush or a straight flush.

A wild card stands for whatever card makes the best hand it may legally make:

* fully wild (a joker by default, or any card of a wild rank): any of the 52 cards, and the
  fifth card of a rank the hand holds four of (five of a kind) unless
  ``wild_five_of_a_kind`` is off;
* the bug (high rules): an ace (a fifth ace if need be), or any card when the hand it makes
  is a straight, a flush or a straight flush. Under low rules every wild card, the bug
  included, becomes the card that makes the best low;
* in a flush, by the standard rule (``wild_flush="standard"``, the default), every wild card
  is a card of the suit the flush does not hold, so the highest one missing: A-wild-9-5-2 of
  one suit plays as A-K-9-5-2. The house rule ``"double-ace"`` lets a wild card be the ace
  of the suit even beside the natural ace, the "double-ace flush" A-A-9-5-2. The Russian
  page's "even a card already held" is read as the permission that makes five of a kind;
  the book's flush follows the standard rule (Part V says where the sources part).

From more than five cards the best five play, wild cards included or not (a bug can be
worth less than a natural card, as in K-K-K-Q-Q with the bug: the full house leaves it out).

The search is direct, not a loop over all 52 cards per wild card: a five-card value depends
only on the five ranks and on whether all five share a suit, so each wild card is given a
rank (13 choices, taken as a multiset when there are several), and the hand is tried once
suited (every wild card in the suit of the natural cards) and once not. The values come
from the standard evaluator, applied to the five cards the wild cards make.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement, permutations
from typing import Iterable, Iterator, Protocol, Sequence, TypeAlias

from pokerhands.core.cards import Card, Joker, Rank, Suit
from pokerhands.core.patterns import five_straight_top, read_pattern, representative
from pokerhands.core.categories import ACE_LOW, Category, strength_of
from pokerhands.ranking.high import best_high
from pokerhands.ranking.lowball import low_value, pattern_value, qualifies
from pokerhands.rules import Rules

__all__ = ["best_wild_hand", "completion_strength"]

_ACES_FIRST = tuple(Rank(r) for r in range(14, 1, -1))  # try higher ranks first

_Strength: TypeAlias = tuple[int, ...]  # sorts like the hands (greater is better)
_Value: TypeAlias = tuple[Category | None, tuple[int, ...], list[Card]]  # category, key, cards
_Completion: TypeAlias = tuple[_Strength, Category | None, tuple[int, ...], list[Card]]


class _Wild(Protocol):
    """A wild card as the search sees it: a joker (no rank), a card of a wild rank, or the
    stand-in used for counting (:class:`_WildToken`)."""

    @property
    def rank(self) -> Rank | None: ...


def _concrete_value(five: Sequence[Card], rules: Rules) -> _Value:
    """(category, key, display order) of five concrete cards (duplicates allowed)."""
    if rules.low:
        return low_value(five, rules)
    return best_high(five)


def _may_copy(wild: _Wild, rank: int, suited: bool, rules: Rules) -> bool:
    """Whether this wild card may stand for a card already used in the hand. In a hand all of
    one suit (a flush) only under the double-ace house rule, and then only as the ace
    (``wild_flush``). Otherwise a copy is the fifth card of a rank, five of a kind: the bug
    may be the fifth ace (the encyclopedia list), a fully wild card the fifth of any rank
    unless ``wild_five_of_a_kind`` is off. Under low rules a copy would only pair the hand,
    so none is made."""
    if rules.low:
        return False
    if suited:
        return rules.wild_flush == "double-ace" and rank == Rank.ACE
    if wild.rank is None and rules.bug:
        return rank == Rank.ACE
    return rules.wild_five_of_a_kind


def _suits_for(naturals: Sequence[Card], wilds: Sequence[_Wild], ranks: Sequence[int], suited: bool,
               rules: Rules) -> "list[Suit] | None":
    """Suits for ``wilds`` standing for ``ranks`` (in that order) so that the five cards are
    all one suit (``suited``) or not; None when the rules forbid every such choice."""
    held: set[tuple[int, Suit]] = {(c.rank, c.suit) for c in naturals}
    may = [_may_copy(w, r, suited, rules) for w, r in zip(wilds, ranks)]
    if suited:
        suit = naturals[0].suit if naturals else Suit.SPADES
        if any(c.suit != suit for c in naturals):
            return None
        used = set(held)
        for r, ok in zip(ranks, may):
            if (r, suit) in used and not ok:
                return None
            used.add((r, suit))
        return [suit] * len(ranks)
    used = set(held)
    out: list[Suit] = []
    for r, ok in zip(ranks, may):  # the first suit not yet used at this rank, or a copy
        free = [s for s in Suit if (r, s) not in used]
        if not free and not ok:
            return None
        # with no free suit left, copy a natural card of this rank rather than another wild
        suit = (free or [s for s in Suit if (r, s) in held] or list(Suit))[0]
        out.append(suit)
        used.add((r, suit))
    if len({c.suit for c in naturals} | set(out)) == 1:
        # all five in one suit: move one wild card to another suit if the rules allow
        for i, (r, ok) in enumerate(zip(ranks, may)):
            other = [s for s in Suit if s != out[i] and (ok or (r, s) not in used)]
            if other:
                used.discard((r, out[i]))
                out[i] = other[0]
                used.add((r, other[0]))
                break
        else:
            return None
    return out


@lru_cache(maxsize=None)
def _pattern(ranks: tuple[int, ...], suited: bool,
             rules: Rules) -> tuple[_Strength, Category | None, tuple[int, ...]]:
    """``(strength, category, key)`` of five cards with these ranks (repeats allowed),
    all one suit or not: a five-card value depends on nothing else."""
    category, key, _ = _concrete_value(representative(ranks, suited), rules)
    return strength_of(category, key, rules), category, key


_MADE_BY_THE_BUG = {"STRAIGHT", "FLUSH", "STRAIGHT_FLUSH"}


def _completions(naturals: Sequence[Card], wilds: Sequence[_Wild], rules: Rules,
                 above: _Strength | None = None) -> Iterator[_Completion]:
    """Every legal way for ``wilds`` to complete ``naturals`` to five cards: yields
    ``(strength, category, key, stand_ins)`` where ``stand_ins`` lists the card each wild
    card stands for. With ``above`` (a strength), only the completions stronger than it,
    judged first from the ranks alone (:func:`_rank_strength`)."""
    natural_ranks = [int(c.rank) for c in naturals]
    one_suit = len({c.suit for c in naturals}) <= 1
    bugs = rules.bug and not rules.low and any(w.rank is None for w in wilds)
    # wild cards of one kind are interchangeable, so a multiset of ranks covers every
    # choice; the bug beside fully wild cards needs every order of the ranks as well
    mixed = bugs and any(w.rank is not None for w in wilds)
    for combo in combinations_with_replacement(_ACES_FIRST, len(wilds)):
        if above is not None:
            ranks = tuple(sorted([*natural_ranks, *(int(r) for r in combo)], reverse=True))
            if not any(_rank_strength(ranks, suited, rules) > above
                       for suited in ((False, True) if one_suit else (False,))):
                continue  # no card of these ranks can beat ``above``
        for ranks in (sorted(set(permutations(combo)), reverse=True) if mixed else (combo,)):
            yield from _tries(naturals, natural_ranks, wilds, ranks, bugs, rules)


def _tries(naturals: Sequence[Card], natural_ranks: list[int], wilds: Sequence[_Wild],
           ranks: Sequence[Rank], bugs: bool, rules: Rules) -> Iterator[_Completion]:
    """The legal completions with the wild cards standing for ``ranks`` in order."""
    for suited in (False, True):  # on equal strength, prefer cards not all one suit
        suits = _suits_for(naturals, wilds, ranks, suited, rules)
        if suits is None:
            continue
        strength, category, key = _pattern(
            tuple(sorted(natural_ranks + [int(r) for r in ranks], reverse=True)),
            suited, rules)
        if bugs and (category is None or category.name not in _MADE_BY_THE_BUG) and any(
                w.rank is None and r != Rank.ACE for w, r in zip(wilds, ranks)):
            continue  # the bug may be an ace, or complete a straight or a flush
        yield strength, category, key, [Card(r, s) for r, s in zip(ranks, suits)]


def best_wild_hand(cards: Sequence[Card | Joker], rules: Rules, *, exhaustive: bool = False
                   ) -> tuple[Category | None, tuple[int, ...], list[Card | Joker],
                              tuple[tuple[Card | Joker, Card], ...]]:
    """The best five-card hand among ``cards`` when some of them are wild.

    Parameters
    ----------
    cards : sequence of Card and Joker
        Five or more cards, already checked (see :func:`pokerhands.evaluate.evaluate`).
    rules : Rules
        Rules with wild cards (:meth:`~pokerhands.rules.Rules.with_wild`).
    exhaustive : bool
        Try every set of five cards and every completion of each, in order, keeping the
        first best: the definition of the answer. By default (False) the same search skips
        what cannot beat the best found so far (``_ceiling``), with the same result;
        the tests check that the two agree.

    Returns
    -------
    tuple
        ``(category, key, display, wild)``: the category and tie-break key, the five cards
        that play in display order (wild cards in the place of the card they stand for),
        and ``((wild card, card it stands for), ...)`` in display order. For eight-or-better
        with no qualifying low, ``(None, (), [], ())``.

    Examples
    --------
    >>> from pokerhands.core.cards import parse_cards
    >>> from pokerhands.rules import HIGH
    >>> category, key, display, wild = best_wild_hand(parse_cards("As Ad Ah Kc Jk", jokers=1),
    ...                                               HIGH.with_wild(jokers=1))
    >>> category, key, display, wild  # the joker is the fourth ace
    (<Category.FOUR_OF_A_KIND: 8>, (<Rank.ACE: 14>, <Rank.KING: 13>), [As, Ad, Ah, Jk, Kc], ((Jk, Ac),))
    """
    best: tuple[_Strength, Category | None, list[Card], list[Card | Joker], list[Card]] | None
    best = None
    for five in combinations(cards, 5):
        # a joker is always wild (the isinstance test tells the type checker so)
        naturals = [c for c in five if isinstance(c, Card) and not rules.is_wild(c)]
        wilds = [c for c in five if rules.is_wild(c)]
        ceiling: _Strength | None = None
        above: _Strength | None = None
        if not exhaustive:
            ceiling = _ceiling(tuple(sorted(int(c.rank) for c in naturals)),
                               len({c.suit for c in naturals}) <= 1, len(wilds), rules)
            if best is not None and ceiling <= best[0]:
                continue  # no completion of these five can beat the best so far
            above = best[0] if best is not None else None
        for strength, category, _key, stand_ins in _completions(naturals, wilds, rules, above):
            if best is None or strength > best[0]:
                best = (strength, category, naturals, wilds, stand_ins)
            if ceiling is not None and best[0] >= ceiling:
                break  # nothing later among these five can beat it
    if best is None:  # pragma: no cover - every rule leaves the bug at least an ace
        raise ValueError(f"no legal card for the wild cards in {list(cards)!r} under {rules!r}")
    _, category, naturals, wilds, stand_ins = best
    if category is None:  # no qualifying low: nothing plays
        return None, (), [], ()
    category, key, display = _concrete_value([*naturals, *stand_ins], rules)
    # put each wild card where the card it stands for sits
    by_id: dict[int, Card | Joker] = {id(s): w for s, w in zip(stand_ins, wilds)}
    shown = [by_id.get(id(c), c) for c in display]
    wild = tuple((by_id[id(c)], c) for c in display if id(c) in by_id)
    return category, key, shown, wild


@lru_cache(maxsize=None)
def _ceiling(natural_ranks: tuple[int, ...], one_suit: bool, n_wild: int,
             rules: Rules) -> _Strength:
    """A strength no completion of these natural ranks by ``n_wild`` wild cards can beat:
    the best over every choice of ranks for the wild cards, all one suit where the natural
    cards allow it, as if every wild card were fully wild and free to copy a card (under low
    rules, where no wild card copies one, no rank is taken five times).

    It ignores only restrictions (a card not held twice, the bug's narrower choice), so it
    is never below the best legal completion and, without them, equals it. The search skips
    a set of five cards whose ceiling is no better than the best hand found so far, and stops
    within a set once its ceiling is reached: with wild cards beside many natural ones (ten
    cards, four of them wild, are 252 sets of five with up to 1,820 rank choices each) that
    is nearly all of the work.
    """
    if not rules.low and len(set(natural_ranks)) <= 1:
        # copies allowed, five of a kind of the natural rank (aces with no natural card)
        # beats everything else these cards could make
        return _rank_strength(((natural_ranks or (14,))[0],) * 5, False, rules)
    if rules.low:
        # a low is best with no pair: the wild cards take ranks the hand does not hold,
        # lowest first (there are always enough of them to dodge a straight as well)
        order = [r for r in _LOW_FIRST[rules.ace_high] if int(r) not in natural_ranks]
        choices: Iterable[tuple[Rank, ...]] = combinations(order, n_wild)
    else:
        choices = combinations_with_replacement(_ACES_FIRST, n_wild)
    best: _Strength | None = None
    ideal = _best_possible(rules)
    for combo in choices:
        ranks = tuple(sorted([*natural_ranks, *(int(r) for r in combo)], reverse=True))
        for suited in ((False, True) if one_suit else (False,)):
            strength = _rank_strength(ranks, suited, rules)
            if best is None or strength > best:
                best = strength
                if best >= ideal:
                    return best
    assert best is not None  # enough ranks are left for the wild cards: one choice at least
    return best


_LOW_FIRST = {False: (Rank.ACE, *_ACES_FIRST[:0:-1]), True: _ACES_FIRST[::-1]}
"""Ranks from the lowest up: the ace first where it plays low (key: whether it plays high)."""


@lru_cache(maxsize=None)
def _best_possible(rules: Rules) -> _Strength:
    """The strength of the best five-card hand there is under ``rules``: five aces for high
    hands (with wild cards), the best low of five different ranks for low ones."""
    if not rules.low:
        return _rank_strength((14,) * 5, False, rules)
    return max(_rank_strength(tuple(sorted(five, reverse=True)), False, rules)
               for five in combinations(range(2, 15), 5))


@lru_cache(maxsize=None)
def _rank_strength(ranks: tuple[int, ...], suited: bool, rules: Rules) -> _Strength:
    """The strength :func:`_pattern` gives five cards of these ranks (highest first), read
    from the ranks alone: the same steps as :func:`pokerhands.ranking.high.best_high` for high
    rules, and :func:`pokerhands.ranking.lowball.pattern_value` for low ones."""
    if rules.low:
        values = tuple(sorted((ACE_LOW if r == Rank.ACE and not rules.ace_high else r
                               for r in ranks), reverse=True))
        category, key = pattern_value(values, suited, rules)
        if not qualifies(category, key, rules):
            return strength_of(None, (), rules)
        return strength_of(category, key, rules)
    category, key = read_pattern(ranks, straight_top=five_straight_top(ranks), suited=suited)
    return (int(category), *key)


@lru_cache(maxsize=None)
def completion_strength(ranks: tuple[int, ...], suited: bool, n_wild: int,
                        rules: Rules) -> tuple[int, ...]:
    """Strength of the best hand that ``n_wild`` wild cards make with natural cards of these
    ``ranks`` (all one suit if ``suited``), exactly five cards in all; memoised for counting.

    The natural cards are rebuilt by :func:`pokerhands.core.patterns.representative` (all
    spades when suited); the value depends only on the ranks and on ``suited``.

    >>> from pokerhands.rules import HIGH
    >>> completion_strength((14, 14, 14, 13), False, 1, HIGH.with_wild(jokers=1))  # four aces
    (8, <Rank.ACE: 14>, <Rank.KING: 13>)
    """
    naturals = representative(ranks, suited)
    wilds = [_WildToken(rules)] * n_wild
    return max(s for s, *_ in _completions(naturals, wilds, rules))


class _WildToken:
    """A stand-in wild card for counting: a joker under rules with jokers, else a wild rank."""

    def __init__(self, rules: Rules) -> None:
        self.rank: Rank | None = None if rules.jokers else rules.wild_ranks[0]
