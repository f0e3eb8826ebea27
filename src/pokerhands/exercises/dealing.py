"""Dealing the cards an exercise shows, from a seeded generator.

Every maker draws from its own ``random.Random`` (:func:`seeded_rng`), so the same
kind, rules and seed always deal the same cards. The helpers here give a hand of a wanted
category, a Badugi hand of a wanted size, a hand equal in rank to another (its "twin"), and
under house rules (Part V) hands where the jokers, wild cards or repeated cards matter.
"""
from __future__ import annotations

import random
from collections import Counter
from itertools import permutations
from typing import Collection, Iterable, Sequence

from pokerhands.core.cards import DECK, JOKER, Card, Cards, Joker, Rank, Suit
from pokerhands.core.categories import CATEGORY_TABLE, Category, Ranking
from pokerhands.evaluate import evaluate
from pokerhands.exercises.model import TRIES
from pokerhands.rules import BADUGI, HIGH, Rules, get_rules

__all__ = ["HOUSE_RULES", "seeded_rng", "hand_of", "pick_category", "badugi_hand", "deal",
           "two_hole_hands",
           "suit_twin", "twin", "resolve_rules", "is_house", "rules_field"]

# the house rules by a short name (documented where the package re-exports them)
HOUSE_RULES: dict[str, Rules] = {
    "joker": HIGH.with_wild(1),
    "bug": HIGH.with_wild(1, bug=True),
    "deuces-wild": HIGH.with_wild(ranks="2"),
    "suit-order": HIGH.with_suit_order("bridge"),
    "two-decks": HIGH.with_decks(2),
}


def seeded_rng(kind: str, seed: int, rules: str, game: "str | None") -> random.Random:
    """The generator an exercise is dealt from, seeded by its kind, rules, game and seed.

    A string seed is hashed with SHA-512 by ``random.Random``: the same on every run
    and machine (independent of ``PYTHONHASHSEED``).
    """
    return random.Random(f"pokerhands-exercise:{kind}:{rules}:{game or ''}:{seed}")


# the categories dealt by their rank pattern: made by the ranks' groups alone, with one deck
_SHAPES: dict[Category, tuple[int, ...]] = {r.category: r.shape for r in CATEGORY_TABLE
                                            if r.by_ranks and r.one_deck}


def _shaped(rng: random.Random, shape: tuple[int, ...], ranks: Sequence[int],
            taken: Collection[Card | Joker] = ()) -> Cards[Card]:
    """Five cards with this rank pattern (e.g. (3, 2)), ranks drawn from ``ranks``, suits at
    random, avoiding ``taken`` (raises LookupError when impossible)."""
    chosen = rng.sample(list(ranks), len(shape))
    out: list[Card] = []
    for rank, n in zip(chosen, shape):
        free = [s for s in Suit if Card(Rank(rank), s) not in taken]
        if len(free) < n:
            raise LookupError
        out += [Card(Rank(rank), s) for s in rng.sample(free, n)]
    rng.shuffle(out)
    return Cards(out)


def hand_of(rng: random.Random, category: Category, taken: Iterable[Card | Joker] = (),
            low_ranks: bool = False) -> Cards[Card]:
    """Five cards that make ``category`` under high rules (drawn until they do); with
    ``low_ranks``, mostly ranks of nine or lower (for low exercises)."""
    blocked = set(taken)
    all_ranks = list(range(2, 15))
    pool = [14, 2, 3, 4, 5, 6, 7, 8, 9] if low_ranks else list(all_ranks)
    for _ in range(TRIES):
        try:
            if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
                top = rng.randrange(5, 15)
                ranks = [14 if r == 1 else r for r in range(top - 4, top + 1)]
                if category is Category.STRAIGHT_FLUSH:
                    suits = [rng.choice(list(Suit))] * 5
                else:
                    suits = [rng.choice(list(Suit)) for _ in range(5)]
                cards = Cards(Card(Rank(r), Suit(s)) for r, s in zip(ranks, suits))
            elif category is Category.FLUSH:
                suit = rng.choice(list(Suit))
                cards = Cards(Card(Rank(r), suit) for r in rng.sample(pool if low_ranks and
                                                                      rng.random() < 0.5
                                                                      else list(all_ranks), 5))
            else:
                ranks = pool if low_ranks and rng.random() < 0.8 else all_ranks
                cards = _shaped(rng, _SHAPES[category], ranks, blocked)
        except LookupError:
            continue
        if set(cards) & blocked:
            continue
        if evaluate(cards).category is category:
            return Cards(rng.sample(list(cards), 5))
    raise RuntimeError(f"no {category.label} found")  # pragma: no cover


_HIGH_WEIGHTS = [(Category.HIGH_CARD, 3), (Category.ONE_PAIR, 3), (Category.TWO_PAIR, 2),
                 (Category.THREE_OF_A_KIND, 2), (Category.STRAIGHT, 2), (Category.FLUSH, 2),
                 (Category.FULL_HOUSE, 2), (Category.FOUR_OF_A_KIND, 1),
                 (Category.STRAIGHT_FLUSH, 1)]
_LOW_WEIGHTS = [(Category.HIGH_CARD, 8), (Category.ONE_PAIR, 3), (Category.TWO_PAIR, 1),
                (Category.THREE_OF_A_KIND, 1), (Category.STRAIGHT, 1), (Category.FLUSH, 1),
                (Category.FULL_HOUSE, 1), (Category.FOUR_OF_A_KIND, 1)]


def pick_category(rng: random.Random, rules: Rules) -> Category:
    """A category to deal, drawn with weights that suit ``rules`` (under low rules mostly
    hands without a pair)."""
    weights = _HIGH_WEIGHTS if not rules.low else _LOW_WEIGHTS
    cats = [category for category, _ in weights]
    return rng.choices(cats, weights=[w for _, w in weights])[0]


def badugi_hand(rng: random.Random, taken: Iterable[Card | Joker] = ()) -> Cards[Card]:
    """Four cards, most often a badugi or a three-card hand, sometimes fewer counting."""
    live = [c for c in DECK if c not in set(taken)]
    want = rng.choices([4, 3, 2, 1], weights=[3, 4, 3, 1])[0]
    for _ in range(TRIES):
        if want == 1:
            suit = rng.choice(list(Suit))
            cards = [c for c in rng.sample(live, len(live)) if c.suit == suit][:4]
            if len(cards) < 4:
                continue
        else:
            low = [c for c in live if c.rank <= 9 or c.rank == 14]
            cards = rng.sample(low if rng.random() < 0.7 and len(low) >= 8 else live, 4)
        hand = Cards(cards)
        if len(evaluate(hand, BADUGI).cards) == want:  # the cards that count
            return hand
    raise RuntimeError("no badugi hand found")  # pragma: no cover


def _hand(rng: random.Random, rules: Rules, taken: Iterable[Card | Joker] = (),
          category: Category | None = None) -> Cards[Card]:
    """One hand for ``rules``: five cards (four in Badugi) avoiding ``taken``."""
    if rules.ranking is Ranking.BADUGI:
        return badugi_hand(rng, taken)
    if category is None:
        category = pick_category(rng, rules)
    try:
        return hand_of(rng, category, taken, low_ranks=rules.low)
    except RuntimeError:  # the cards already dealt leave no such hand: take any other
        others = [c for c in Category if c is not category and c in _SHAPES]
        return hand_of(rng, rng.choice(others), taken, low_ranks=rules.low)


def suit_twin(rng: random.Random, cards: Cards[Card],
              taken: Iterable[Card | Joker]) -> "Cards[Card] | None":
    """The same cards with the suits permuted (so the same value under every system),
    none of them in ``taken`` or ``cards``; None when no permutation fits."""
    perms = list(permutations(Suit))
    rng.shuffle(perms)
    blocked = set(taken) | set(cards)
    for perm in perms:
        other = Cards(Card(c.rank, perm[c.suit]) for c in cards)
        if not set(other) & blocked:
            return other
    return None


def two_hole_hands(rng: random.Random,
                   twins: bool) -> tuple[Cards[Card], Cards[Card], list[Card]]:
    """Two hold'em hands from a shuffled deck, and the cards left in deck order: with
    ``twins`` the second hand has the first's ranks in other suits (a tie before the board,
    and an even fight after it unless a flush breaks it)."""
    deck = list(DECK)
    rng.shuffle(deck)
    first, rest = Cards(deck[:2]), deck[2:]
    if twins:
        pair = suit_twin(rng, first, ())
        assert pair is not None  # two cards always have a twin in a full deck
        rest = [c for c in rest if c not in pair]
        return first, pair, rest
    return first, Cards(rest[:2]), rest[2:]


def resolve_rules(rules: str | Rules) -> Rules:
    """A Rules from a name ("high"), a house name from
    :data:`~pokerhands.exercises.HOUSE_RULES` or its label, or a Rules."""
    if isinstance(rules, str):
        key = rules.strip().lower().replace("_", "-").replace(" ", "-")
        if key in HOUSE_RULES:
            return HOUSE_RULES[key]
        for r in HOUSE_RULES.values():
            if rules.strip().lower() == r.label.lower():
                return r
    return get_rules(rules)


def is_house(rules: Rules) -> bool:
    """Whether ``rules`` carry house options (wild cards, a suit order, several decks)."""
    return rules.label != rules.name


def rules_field(rules: Rules) -> str | Rules:
    """What Exercise.rules holds: the name, or the Rules itself under house options."""
    return rules if is_house(rules) else rules.name


def deal(rng: random.Random, rules: Rules, taken: Iterable[Card | Joker] = (),
         category: Category | None = None) -> Cards[Card | Joker]:
    """One hand under ``rules``, avoiding the cards in ``taken`` (a card may come back
    while the decks hold another copy). Under house rules, jokers, wild cards and repeated
    cards are put in on purpose about half the time, so that they matter often."""
    if not is_house(rules):
        return _hand(rng, rules, taken, category)
    used = Counter(taken)
    blocked = {c for c, k in used.items() if c is not JOKER and k >= rules.decks}
    cards: list[Card | Joker]
    for _ in range(TRIES):
        if rules.decks > 1 and rng.random() < 0.08:  # five of a kind from two decks
            rank = Rank(rng.randrange(2, 15))
            pool = [Card(rank, s) for s in Suit
                    for _ in range(rules.decks - used[Card(rank, s)])]
            if len(pool) < 5:
                continue
            cards = list(rng.sample(pool, 5))
        else:
            try:
                cards = list(_hand(rng, HIGH, blocked, category))
            except RuntimeError:
                continue
        if rules.jokers and used[JOKER] < rules.jokers and rng.random() < 0.55:
            cards[rng.randrange(5)] = JOKER
        if rules.wild_ranks and rng.random() < 0.5:
            for _ in range(rng.choice([1, 1, 2])):
                spare = [Card(r, s) for r in rules.wild_ranks for s in Suit
                         if Card(r, s) not in blocked and Card(r, s) not in cards]
                slots = [i for i, c in enumerate(cards) if not rules.is_wild(c)]
                if spare and slots:
                    cards[rng.choice(slots)] = rng.choice(spare)
        if rules.decks > 1 and rng.random() < 0.4:
            i, j = rng.sample(range(5), 2)
            cards[i] = cards[j]
        count = used + Counter(cards)
        if all(k <= (rules.jokers if c is JOKER else rules.decks) for c, k in count.items()):
            rng.shuffle(cards)
            return Cards(cards)
    raise RuntimeError(f"no hand found under {rules.label}")  # pragma: no cover


def twin(rng: random.Random, rules: Rules, cards: Cards[Card | Joker],
         taken: Iterable[Card | Joker]) -> "Cards[Card | Joker] | None":
    """A hand equal in rank to ``cards``: the same cards in other suits, or under several
    decks sometimes the very same cards; None when none fits (or a joker is in the hand)."""
    plain = Cards(c for c in cards if isinstance(c, Card))
    if not is_house(rules):
        return suit_twin(rng, plain, taken)
    if len(plain) < len(cards):  # a joker in the hand
        return None
    if rules.decks > 1 and rng.random() < 0.5:
        count = Counter(taken) + Counter(cards) + Counter(cards)
        if all(count[c] <= rules.decks for c in cards):
            return Cards(rng.sample(list(cards), len(cards)))
    return suit_twin(rng, plain, list(taken))

