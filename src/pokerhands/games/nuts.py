"""The nuts: the best hand anybody could hold on a given board.

"The nuts" is the card players' name for the best hand possible with the community cards in
sight. Once all five board cards are out, a player holding it cannot lose that half of the
pot, only tie; before the river it is only the best hand so far, and a later card can make a
better one possible (or, in a low, hand another player the same card). It is not a term of the
four sources; it is standard poker language, and it follows directly from two rules the
package already keeps: which cards combine in each game
(:func:`pokerhands.games.combine.best_combination`: any five of seven in hold'em, exactly
two hole cards and three board cards in Omaha) and how hands are ranked
(:mod:`pokerhands.rules`; the eight-or-better low of the Greek help page).

:func:`nuts` finds it by plain enumeration: every two unseen cards are put with the board
and valued under the game's rule, and the best value wins. Two cards are enough in Omaha
too, because exactly two hole cards play; the other two a player holds cannot help.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from pokerhands.core.cards import Card, CardError, Cards, CardsLike, parse_cards
from pokerhands.core.categories import Ranking
from pokerhands.core.language import gettext as _
from pokerhands.core.language import ngettext, use_language
from pokerhands.core.values import HandValue
from pokerhands.evaluate import in_deck
from pokerhands.games.combine import best_combination
from pokerhands.games.variants import GAMES, Game, get_game
from pokerhands.rules import RULES, SHORT_DECK_RULES, Rules, get_rules

__all__ = ["Nuts", "nuts", "holdings_by_value", "low_may_come", "BOARD_GAMES"]


def _order(card: Card) -> tuple[int, int]:
    return (int(card.rank), int(card.suit))


@dataclass(frozen=True)
class Nuts:
    """What :func:`nuts` finds on one board.

    Attributes
    ----------
    board : Cards
        The board, 3 to 5 cards, as given.
    game : Game
        Hold'em or Omaha (Omaha Hi/Lo ranks its halves as Omaha does).
    rules : Rules
        The ranking: high, or a low such as eight-or-better.
    value : HandValue or None
        The best hand possible: its ``cards`` are the five that play for the first of
        :attr:`holdings`. None when no hand can qualify (an eight-or-better low needs three
        different board cards of eight or lower; a board without them has no low at all).
    holdings : tuple of Cards
        Every pair of hole cards that makes a hand equal to :attr:`value` (in Omaha, the two
        hole cards that play), each pair highest card first, the pairs from the highest
        down. Empty when :attr:`value` is None. When the board itself is the nuts in
        hold'em, every unseen pair is listed.
    """

    board: Cards[Card]
    game: Game
    rules: Rules
    value: "HandValue | None"
    holdings: tuple[Cards[Card], ...]

    @property
    def possible(self) -> bool:
        """False when no hand can qualify on this board (no low is possible)."""
        return self.value is not None

    @property
    def may_come(self) -> bool:
        """True when no hand qualifies yet but the cards still to come could change that.

        On the flop or the turn a low needs three different board ranks that qualify, and the
        board lacks no more of them than cards are left to deal."""
        return self.value is None and low_may_come(self.board, self.rules)

    @property
    def board_plays(self) -> bool:
        """Whether every holding makes the nuts, so that the board itself is the best hand.

        This happens only in hold'em, where a hand may use no hole card at all."""
        unseen = len(self.rules.deck) - len(self.board)
        return len(self.holdings) == unseen * (unseen - 1) // 2

    def describe(self, lang: "str | None" = None) -> str:
        """The nuts in one sentence: the hand, and how many holdings make it.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.

        >>> nuts("A♠ K♠ Q♠ 7♦ 2♣").describe()
        'The nuts: Royal flush; one holding makes it: J♠ 10♠.'
        """
        with use_language(lang):
            if self.value is None:
                if self.may_come:
                    return _("No {rules} low is possible yet: fewer than three different ranks "
                             "on the board qualify, and the cards still to come may bring "
                             "them.").format(rules=self.rules.name)
                return _("No {rules} low is possible on this board: fewer than three different "
                         "ranks on it qualify.").format(rules=self.rules.name)
            n = len(self.holdings)
            hand = self.value.describe()
            if self.board_plays:
                return _("The nuts: {hand}; the board plays: every holding makes it.").format(
                    hand=hand)
            if n == 1:
                return _("The nuts: {hand}; one holding makes it: {holding}.").format(
                    hand=hand, holding=self.holdings[0])
            shown = ", ".join(str(h) for h in self.holdings[:4])
            if n > 4:
                return ngettext("The nuts: {hand}; {count} holdings make it: {holdings} and "
                                "{more} more.",
                                "The nuts: {hand}; {count} holdings make it: {holdings} and "
                                "{more} more.", n - 4).format(
                                    hand=hand, count=n, holdings=shown, more=n - 4)
            return ngettext("The nuts: {hand}; {count} holding makes it: {holdings}.",
                            "The nuts: {hand}; {count} holdings make it: {holdings}.", n).format(
                                hand=hand, count=n, holdings=shown)

    def __repr__(self) -> str:
        what = self.value.describe() if self.value is not None else "no qualifying hand"
        return (f"Nuts({self.game.name}, {self.rules.name}, board={self.board}, {what!r}, "
                f"holdings={len(self.holdings)})")


def nuts(board: CardsLike, game: "str | Game" = "holdem",
         rules: "str | Rules | None" = None) -> Nuts:
    """The nuts on ``board``: the best hand value any player could hold, and every pair of
    hole cards that makes it.

    Parameters
    ----------
    board : cards
        Three to five community cards (the flop, the turn or the river), in any notation
        :func:`~pokerhands.core.cards.parse_cards` reads.
    game : str or Game
        ``"holdem"`` (the best five of the hole cards and the board, any mix) or
        ``"omaha"`` / ``"omaha-hi-lo"`` (exactly two hole cards and three board cards;
        Robert's Rules of Poker and the Greek help page's Omaha Hi/Lo). Only games with a board
        (``BOARD_GAMES``).
    rules : str or Rules, optional
        The ranking: by default the game's high ranking. ``"eight-or-better"`` gives the nut
        low of Omaha Hi/Lo (or of hold'em played hi/lo); any low system of the package
        works there. Plain Omaha ranks its hands high only, so a low ranking is refused for
        it (its low half is Omaha Hi/Lo's). ``"six-plus"`` deals the unseen cards from its
        36 cards (six-plus hold'em), with or without its house option of three of a kind
        above a straight. House options of the 52-card deck (wild cards, several decks, a
        suit order) are refused.

    Returns
    -------
    Nuts
        ``value`` (a :class:`~pokerhands.core.values.HandValue`, or None when no hand can
        qualify) and ``holdings``, a tuple of two-card :class:`~pokerhands.core.cards.Cards`.

    Raises
    ------
    CardError
        Before any work: a token that is not a card, a card given twice or a card the rules'
        deck does not hold (a five under six-plus; the message names it), or a board of fewer
        than 3 or more than 5 cards.
    ValueError
        An unknown game (the message lists the games with a board) or rules, a game without a
        board (stud, draw, Badugi), rules the game cannot rank by (Badugi rules; a low
        ranking for plain Omaha), or rules with house options.

    Examples
    --------
    >>> [str(h) for h in nuts("A♠ K♠ Q♠ 7♦ 2♣").holdings]
    ['J♠ 10♠']
    >>> nuts("K♠ Q♦ 9♣", "omaha-hi-lo", "eight-or-better").possible
    False
    >>> low = nuts("A♦ 5♣ 8♥ K♠ 2♠", "omaha-hi-lo", "eight-or-better")
    >>> low.value.describe(), len(low.holdings)
    ('The wheel: five, four, three, two, ace', 16)
    >>> nuts("K♠ Q♠ 9♦ 6♣ 6♥", rules="six-plus").describe()  # from 36 cards
    'The nuts: Four of a kind, sixes with a king; one holding makes it: 6♠ 6♦.'
    >>> nuts("A♠ K♠ Q♠", "stud")
    Traceback (most recent call last):
    ...
    ValueError: Seven-card stud has no board, so it has no nuts; ...
    """
    the_game, ruleset = _game_and_rules(game, rules)
    shared = _board(board, ruleset)
    groups = _groups(shared, the_game, ruleset)
    best, holdings = groups[0]
    if not best.qualifies:
        return Nuts(shared, the_game, ruleset, None, ())
    return Nuts(shared, the_game, ruleset, best, holdings)


def holdings_by_value(board: CardsLike, game: "str | Game" = "holdem",
                      rules: "str | Rules | None" = None
                      ) -> list[tuple[HandValue, tuple[Cards[Card], ...]]]:
    """Every pair of unseen hole cards on ``board``, grouped by the hand it makes, best first.

    The first group is the nuts (:func:`nuts`); the next ones are what a player holding the
    second-best, third-best, ... hand has. Takes the same arguments, and raises the same
    errors, as :func:`nuts`.

    Returns
    -------
    list of (HandValue, tuple of Cards)
        One entry per distinct value, best first; the hands that make no qualifying low
        come last, in one group.

    Examples
    --------
    >>> groups = holdings_by_value("A♠ K♠ Q♠ 7♦ 2♣")
    >>> [(v.name, len(pairs)) for v, pairs in groups[:3]]
    [('Royal flush', 1), ('Flush', 1), ('Flush', 1)]
    """
    the_game, ruleset = _game_and_rules(game, rules)
    return _groups(_board(board, ruleset), the_game, ruleset)


def low_may_come(board: CardsLike, rules: "str | Rules") -> bool:
    """Whether the cards still to come could make a qualifying low possible on ``board``
    where none is possible yet: a low uses at most two hole cards, so it needs three
    different board ranks that qualify (the ace counting low), and a flop or a turn may still
    receive the missing ones. False on the river, without a qualifier, or when a low is
    already possible.

    >>> low_may_come("K♠ 4♥ 6♦", "eight-or-better"), low_may_come("K♠ Q♦ J♣", "eight-or-better")
    (True, False)
    """
    shared = parse_cards(board)
    ruleset = get_rules(rules)
    if ruleset.qualifier is None:
        return False
    ranks = {1 if c.rank == 14 else int(c.rank) for c in shared}
    low = sum(r <= ruleset.qualifier for r in ranks)
    return low < 3 <= low + 5 - len(shared)


BOARD_GAMES = tuple(name for name, g in GAMES.items() if g.board)
"""The games :func:`nuts` takes: those with a board."""


def _game_and_rules(game: "str | Game", rules: "str | Rules | None") -> tuple[Game, Rules]:
    the_game = get_game(game, among=BOARD_GAMES)
    if not the_game.board:
        raise ValueError(_("{game} has no board, so it has no nuts; the nuts are for games "
                           "with a board: {games}").format(game=the_game.title,
                                                           games=", ".join(BOARD_GAMES)))
    if rules is None:
        rules = the_game.high or the_game.low
        assert rules is not None  # every game ranks its hands high, low or both
    ruleset = get_rules(rules)
    if ruleset.ranking not in (Ranking.HIGH, Ranking.LOWBALL):
        raise ValueError(_("the nuts are found under a high or a low ranking; not {rules}")
                         .format(rules=repr(ruleset.name)))
    the_game.check_rules(ruleset)
    split = _split_twin(the_game)
    if ruleset.low and the_game.low is None and split is not None:
        # the game ranks its hands high only; its split twin is the game with a low half
        raise ValueError(_("{game} ranks its hands high only, so it has no nut low; for the "
                           "low half give the game {split}").format(
                               game=the_game.title, split=repr(split.name)))
    own = SHORT_DECK_RULES.get(ruleset.name)
    if RULES.get(ruleset.name) != ruleset and (own is None or ruleset not in (
            own, own.with_trips_over_straight())):
        raise ValueError(_("the nuts are found with one standard deck and no house options; "
                           "got {rules}").format(rules=repr(ruleset.label)))
    return the_game, ruleset


def _split_twin(game: Game) -> "Game | None":
    """The game dealt as ``game`` is (the same hole cards, board and hole/board rule) that
    also plays a low half: Omaha Hi/Lo for Omaha; None for hold'em, whose hands may be read
    low as in hold'em played hi/lo, a game the package does not list."""
    return next((g for g in GAMES.values() if g.low is not None and g.high is not None
                 and (g.hole, g.board, g.hole_used) == (game.hole, game.board, game.hole_used)),
                None)


def _board(board: CardsLike, rules: Rules) -> Cards[Card]:
    if board is None:
        raise CardError(_("board: no cards given (None); give 3 to 5 board cards, e.g. "
                          "'A♠ K♠ Q♠'"))
    shared = in_deck(parse_cards(board), rules)  # a short deck refuses its missing cards
    if not 3 <= len(shared) <= 5:
        raise CardError(_("the nuts need a board of 3 to 5 cards (the flop, the turn or the "
                          "river); got {count}: {cards}").format(count=len(shared),
                                                                 cards=repr(shared)))
    return shared


def _groups(shared: Cards[Card], game: Game,
            rules: Rules) -> list[tuple[HandValue, tuple[Cards[Card], ...]]]:
    """(value, holdings) for every distinct value, best first."""
    seen = set(shared)
    unseen = sorted((c for c in rules.deck if c not in seen), key=_order, reverse=True)
    groups: dict[tuple[int, ...], list[Cards[Card]]] = {}
    first: dict[tuple[int, ...], HandValue] = {}
    for pair in combinations(unseen, 2):
        value = best_combination(pair, shared, rules, game.hole_used, title=game.title)
        key = value.strength
        groups.setdefault(key, []).append(Cards(pair))
        first.setdefault(key, value)
    return [(first[k], tuple(groups[k])) for k in sorted(groups, reverse=True)]
