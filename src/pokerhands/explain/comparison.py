"""Compare two hands and say, step by step, what decided it.

The steps follow the order the sources use to break ties (the English rules page §2-10, the Greek help
page's "in case of a tie" lines, the encyclopedia list's "ranked first by ... then by ..."): category
first; then, within a category, each tie-break rank in turn. The first step that
differs decides; if none differs the hands tie, because suits never break ties.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sized

from pokerhands.core.cards import Card, CardError, CardsLike, Rank, Suit
from pokerhands.core.letters import card_code
from pokerhands.core.checks import flag
from pokerhands.core.dealt import SharedCardError, board_name, check_one_deal, one_of_two
from pokerhands.core.categories import WHEEL_TOP, BadugiSize, Category, CategoryOrSize, Ranking
from pokerhands.core import language
from pokerhands.core.language import N_
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate, read_cards
from pokerhands.rules import Rules, get_rules
from pokerhands.words.forms import RankWord, and_list
from pokerhands.words.hands import (category_plural, category_with_any, category_with_article,
                                    rules_name)

if TYPE_CHECKING:  # for the annotation only; the games layer is imported in compare()
    from pokerhands.games.variants import Game

__all__ = ["Comparison", "compare"]   # and SharedCardError, from pokerhands.core.dealt


# the gettext name `_`, reached through the module (tests/test_house.py: no private name is
# imported from another module)
_ = language._

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
    game: "Game | None" = None

    def explain(self, lang: "str | None" = None) -> list[str]:
        """The ordered sentences that decided the comparison, ending with the verdict: in
        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) when given, else in the language
        in force when :func:`compare` was called.

        Raises
        ------
        ValueError
            For a language the package does not speak.

        Examples
        --------
        >>> c = compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c")
        >>> c.explain()[-1], c.explain(lang="ru")[-1]
        ('The first hand wins.', 'Выигрывает первая рука.')
        """
        if lang is None:
            return list(self.steps)
        with language.use_language(lang):
            return list(_sentences(self.first, self.second, self.game)[1])

    @property
    def verdict(self) -> str:
        """``"First hand wins"``, ``"Second hand wins"`` or ``"Tie"``, in the language in
        force."""
        return _(_VERDICTS[self.outcome])

    def __repr__(self) -> str:
        return f"Comparison(outcome={self.outcome}: {_VERDICTS[self.outcome].lower()})"

    def __str__(self) -> str:
        return " ".join(self.steps)

    def _repr_html_(self) -> str:
        from pokerhands.render.html import comparison_html

        return comparison_html(self)


_VERDICTS = {1: N_("First hand wins"), -1: N_("Second hand wins"), 0: N_("Tie")}

def _rules_name(rules: Rules) -> str:
    """The rules' name in a sentence, ``"ace-to-five"`` (house rules keep their own name)."""
    return rules_name(rules.name, in_sentence=True)


def _name(rank: int, group: bool) -> RankWord:
    return RankWord(rank, plural=group)


def _low_has(category: CategoryOrSize, rules: Rules) -> str:
    """What a low hand "has", for sentences about low games: "no pair" (or "a qualifying
    low" under a qualifier), "no qualifying low", else the category with its article."""
    if category is None:
        return _("no qualifying low")
    if category is Category.HIGH_CARD and rules.qualifier is not None:
        return _("a qualifying low")
    assert isinstance(category, Category)  # low hands have a category or none
    return _(category.record.low_with_article)


def _low_steps(a: HandValue, b: HandValue) -> tuple[int, list[str]]:
    """Low games: the lower hand wins, category first, then from the top card down."""
    rules = a.rules
    if a.category != b.category:
        better, worse = (a, b) if a > b else (b, a)
        if worse.category is None:
            why = _("any qualifying low beats no qualifying low")
        else:
            why = _("under {rules} rules, {better} beats {worse}").format(
                rules=_rules_name(rules), better=_low_has(better.category, rules),
                worse=_low_has(worse.category, rules))
        return (1 if better is a else -1), [
            _("The first hand has {first}, the second {second}: {why}.").format(
                first=_low_has(a.category, rules), second=_low_has(b.category, rules), why=why)]
    if a.category is None:
        return 0, [_("Neither hand has a qualifying low, so neither can win the low half.")]
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
        out.append(_(named))
        return len(a.key)
    lead = record.explain_low_shared if low else record.explain_shared
    if lead is not None and shared:
        out.append(_(lead).format(rank=_name(a.key[0], record.shape[0] > 1)))
        return 1
    out.append(_(record.explain_low_both if low else record.explain_both))
    return 0


def _walk(a: HandValue, b: HandValue, start: int, out: list[str]) -> int:
    """Compare the tie-break keys from position ``start`` on, one sentence per step, until
    a step differs; return the outcome (1, -1, or 0 for a tie). Lower wins in low games."""
    cat, low = a.category, a.rules.low
    assert isinstance(cat, Category)  # high and low hands of one category, never None
    record = cat.record
    for i in range(start, len(a.key)):
        label, group = _(record.tie_steps[i]), record.shape[i] > 1
        x, y = a.key[i], b.key[i]
        if x == y:
            out.append(_equal(label, _name(x, group), _name(y, group)))
            continue
        win, lose = (min(x, y), max(x, y)) if low else (max(x, y), min(x, y))
        if (not low and record.explain_wheel is not None and a.rules.short_deck
                and lose == a.rules.low_straight_top):
            # TRANSLATORS: a step of a comparison: the losing hand is the lowest straight (or
            # straight flush) of a short deck; {cards} its ranks, "9-8-7-6-A"
            out.append(_("{step}: {winner} beats {loser} (in {cards}, the lowest straight of "
                         "the {size}-card deck, the ace plays low).").format(
                step=label, winner=_name(win, group), loser=_name(lose, group),
                cards=_low_straight(a.rules), size=len(a.rules.deck)))
        elif not low and record.explain_wheel is not None and lose == WHEEL_TOP:
            out.append(_(record.explain_wheel).format(step=label, winner=_name(win, group),
                                                      loser=_name(lose, group)))
        else:
            out.append(_beats(label, _name(win, group), _name(lose, group), group))
        return 1 if (x < y) == low else -1
    if a.rules.suit_order is not None:
        return _suit_steps(a, b, out)
    out.append(_tie_sentence(a, b))
    return 0


def _low_straight(rules: Rules) -> str:
    """The lowest straight's ranks as the language in force writes them, top first:
    "9-8-7-6-A" under six-plus (:func:`~pokerhands.core.letters.card_code`'s letters)."""
    top = rules.low_straight_top
    return "-".join(card_code(Card(Rank(r), Suit.CLUBS))[:-1]
                    for r in [top - i for i in range(4)] + [Rank.ACE])


def _suit_steps(a: HandValue, b: HandValue, out: list[str]) -> int:
    """House rule: the ranks tie, so the suits decide, card by card in display order."""
    suits = a.rules.suit_order
    assert suits is not None  # called only under rules with a suit order
    order = " < ".join(s.word for s in suits)
    symbols = " < ".join(s.symbol for s in suits)
    # TRANSLATORS: {order} names the suits in English ("clubs < diamonds < ..."), {suits}
    # gives their symbols ("♣ < ♦ < ..."); {winner} and {loser} name the cards in English
    # ("seven of spades"), {winner_card} and {loser_card} show them ("7♠")
    for ca, cb, x, y in zip(a.cards, b.cards, a.suit_key, b.suit_key):
        if x != y:
            win, lose = (ca, cb) if x > y else (cb, ca)
            # TRANSLATORS: also {suits} (the order as suit symbols, ♣ ‹ ♦ ‹ ♥ ‹ ♠),
            # {winner_card} and {loser_card} (the two cards as symbols, 7♠)
            out.append(_("The ranks tie, so the house suit order ({order}) decides: "
                         "the {winner} beats the {loser}.").format(
                order=order, suits=symbols, winner=win.name, loser=lose.name,
                winner_card=win, loser_card=lose))
            return 1 if x > y else -1
    # TRANSLATORS: also {suits} (the order as suit symbols, ♣ ‹ ♦ ‹ ♥ ‹ ♠)
    out.append(_("The ranks tie and so do the suits, card by card ({order}).").format(
        order=order, suits=symbols))
    return 0


def _equal(step: str, first: RankWord, second: RankWord) -> str:
    # TRANSLATORS: a step of a comparison where both hands hold the same rank, "Kicker:
    # nine and nine, equal."; {first} and {second} are plural for a group ("kings")
    return _("{step}: {first} and {second}, equal.").format(step=step, first=first,
                                                             second=second)


def _beats(step: str, winner: RankWord, loser: RankWord, group: bool) -> str:
    if group:  # "Higher pair: kings beat queens."
        return _("{step}: {winner} beat {loser}.").format(step=step, winner=winner, loser=loser)
    return _("{step}: {winner} beats {loser}.").format(step=step, winner=winner, loser=loser)


def _tie_sentence(a: HandValue, b: HandValue) -> str:
    if set(a.cards) == set(b.cards):
        return _("Both hands play the same five cards, so they tie.")
    return _("The five cards that play match rank for rank, so the hands tie; "
             "suits never break a tie.")


_BADUGI_STEPS = [N_("Top card"), N_("Second card"), N_("Third card"), N_("Fourth card")]

_BADUGI_WITH_ARTICLE = {BadugiSize.ONE_CARD: N_("a one-card hand"),
                        BadugiSize.TWO_CARD: N_("a two-card hand"),
                        BadugiSize.THREE_CARD: N_("a three-card hand"),
                        BadugiSize.BADUGI: N_("a badugi")}


def _badugi_steps(a: HandValue, b: HandValue) -> tuple[int, list[str]]:
    """Badugi: more counting cards win; then the lower cards, from the top down."""
    assert a.category is not None and b.category is not None  # a badugi counts one card at least
    if a.category != b.category:
        better, worse = (a, b) if a.category > b.category else (b, a)

        def what(v: HandValue) -> str:
            assert isinstance(v.category, BadugiSize)  # as above
            return _(_BADUGI_WITH_ARTICLE[v.category])

        return (1 if better is a else -1), [
            _("The first hand is {first}, the second {second}: {better} beats {worse}, "
              "since more counting cards win.").format(first=what(a), second=what(b),
                                                       better=what(better), worse=what(worse))]
    assert isinstance(a.category, BadugiSize)  # as above
    # TRANSLATORS: {hands} is the plural ("badugis", "three-card hands"), {hand} the
    # singular with its article ("a badugi"), for the language that needs it
    out = [_("Both hands are {hands}.").format(hands=category_plural(a.category),
                                               hand=_(_BADUGI_WITH_ARTICLE[a.category]))]
    for label, x, y in zip(_BADUGI_STEPS, a.key, b.key):
        if x == y:
            out.append(_equal(_(label), RankWord(x), RankWord(y)))
            continue
        out.append(_beats(_(label), RankWord(min(x, y)), RankWord(max(x, y)), False))
        return (1 if x < y else -1), out
    out.append(_("The counting cards match rank for rank, so the hands tie; suits never "
                 "break a tie, and cards that do not count never do."))
    return 0, out


def _steps(a: HandValue, b: HandValue) -> tuple[int, list[str]]:
    if a.rules.ranking is Ranking.BADUGI:
        return _badugi_steps(a, b)
    if a.rules.low:
        return _low_steps(a, b)
    assert a.category is not None and b.category is not None  # every high hand has one
    if a.category != b.category:
        better, worse = (a, b) if a > b else (b, a)  # by the rules' ladder
        outcome = 1 if better is a else -1
        assert isinstance(better.category, Category) and isinstance(worse.category, Category)
        if better.category < worse.category:  # the standard ladder says the opposite
            # TRANSLATORS: {rules} the rules' name as "under {rules} rules" needs it
            # ("six-plus"); the other fields as in the sentence without {rules}
            return outcome, [
                _("The first hand is {first}, the second {second}: under {rules} rules "
                  "{better} beats {worse}, whatever the ranks (the usual order is the other "
                  "way round).").format(first=_with_article(a), second=_with_article(b),
                                        rules=_rules_name(a.rules),
                                        better=_with_article(better),
                                        worse=_with_article(worse, any_=True))]
        return outcome, [
            _("The first hand is {first}, the second {second}: {better} beats {worse}, "
              "whatever the ranks.").format(first=_with_article(a), second=_with_article(b),
                                            better=_with_article(better),
                                            worse=_with_article(worse, any_=True))
        ]
    out: list[str] = []
    return _walk(a, b, _lead(a, b, out), out), out


def _wild_sentences(a: HandValue, b: HandValue) -> list[str]:
    """What each wild card became, one sentence per hand that has any."""
    out = []
    for which, v in ((N_("In the first hand, {text}."), a), (N_("In the second hand, {text}."), b)):
        if v.wild:
            jokers = sum(1 for w, _c in v.wild if w.rank is None)
            made, seen = [], 0
            for w, c in v.wild:
                if w.rank is None:
                    who = _("the joker") if jokers == 1 else (
                        _("one joker") if not seen else _("the other"))
                    seen += 1
                else:
                    who = _("the wild {card}").format(card=w)
                made.append(_("{who} plays as itself").format(who=who) if c == w else
                            _("{who} plays as {card}").format(who=who, card=c))
            out.append(_(which).format(text=and_list(made)))
    return out


def _with_article(v: HandValue, any_: bool = False) -> str:
    if v.is_royal:  # the beaten side takes the form of "any" (Russian: "любого роял-флеша")
        return _("any royal flush") if any_ else _("a royal flush")
    assert isinstance(v.category, Category)  # said of high hands only
    return category_with_any(v.category) if any_ else category_with_article(v.category)


def compare(first: "CardsLike | HandValue", second: "CardsLike | HandValue",
            rules: "str | Rules | None" = None, board: "CardsLike | None" = None,
            game: "str | Game | None" = None, *, same_deal: bool = True,
            lang: "str | None" = None) -> Comparison:
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
    same_deal : bool
        True (the default): the two hands come from one deal, so they may not share a card
        (beyond what the rules' decks hold; one joker cannot be in both). False compares
        hands from different deals, as a book compares two examples; with a board the
        hands are always one deal.
    lang : str, optional
        The language of the explanation (``"en"``, ``"ru"``, ``"el"``, ``"hu"``); by
        default the language in force.

    Returns
    -------
    Comparison
        ``outcome`` (1 first wins, -1 second wins, 0 tie) and ``explain()``.

    Raises
    ------
    CardError
        Bad tokens, duplicates, too few cards, or a hand of the wrong size for the game
        (the message names the hand and the game).
    SharedCardError
        (a CardError) A card dealt twice, before any work: to both hands (unless
        ``same_deal=False``) or to a hand and the board, beyond what the rules' decks hold;
        the message names the card and both holdings with their cards.
    ValueError
        Unknown rules, game or language, or ``same_deal=False`` with a board or a game.
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
    >>> compare("As Ks Qs Js Ts", "As Kh Qh Jh Th")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerhands.core.dealt.SharedCardError: As (A♠) is dealt twice: to the first hand (A♠ K♠ ... and ...
    """
    same_deal = flag("same_deal", same_deal)
    with language.use_language(lang):
        return _compare(first, second, rules, board, game, same_deal)


def _compare(first: "CardsLike | HandValue", second: "CardsLike | HandValue",
             rules: "str | Rules | None", board: "CardsLike | None",
             game: "str | Game | None", same_deal: bool) -> Comparison:
    # Lazy: only the board-and-game path needs the games' hole/board rule, so only it
    # imports the games layer, and `import pokerhands` stays light.
    from pokerhands.games.variants import best_hand, get_game

    for which, hand in ((N_("the first hand: no cards given (None); give cards such as "
                           "{hands} or a HandValue"), first),
                        (N_("the second hand: no cards given (None); give cards such as "
                            "{hands} or a HandValue"), second)):
        if hand is None:
            raise CardError(_(which).format(
                hands="'As Kd'"))
    board_cards = None
    if game is not None or (board is not None and not _empty(board)):
        game = get_game("holdem" if game is None else game)
        if isinstance(first, HandValue) or isinstance(second, HandValue):
            raise TypeError("with a board or a game, give the hole cards, not HandValues")
        if not same_deal:
            raise ValueError(_("same_deal=False is for two hands without a board or a game: "
                               "hands that share a board come from one deal"))
    if rules is None:  # the rules the values were made under, else the standard ones
        given = [v.rules for v in (first, second) if isinstance(v, HandValue)]
        rules = given[0] if given else (game.high or game.low) if game is not None else "high"
        assert rules is not None  # every game ranks its hands high, low or both
    rules = get_rules(rules)
    if game is not None:
        # HandValues were refused above: with a game, both hands are cards
        assert not isinstance(first, HandValue) and not isinstance(second, HandValue)
        game.check_rules(rules)  # before any card is read: Badugi rules for Omaha refused
        board_cards = read_cards(board, rules) if board is not None else read_cards((), rules)
        hole_a, hole_b = read_cards(first, rules), read_cards(second, rules)
        # a card dealt more often than the decks hold it, or too many jokers, before any work
        check_one_deal([(one_of_two(1), hole_a), (one_of_two(2), hole_b),
                        (board_name(), board_cards)], decks=rules.decks, jokers=rules.jokers)
        a = best_hand(game, hole_a, board_cards, rules, name="the first hand")
        b = best_hand(game, hole_b, board_cards, rules, name="the second hand")
    else:
        a = evaluate(first, rules)
        b = evaluate(second, rules)
        if same_deal:
            _one_deal(a, b)
    outcome, steps = _sentences(a, b, game)
    return Comparison(outcome, a, b, tuple(steps), game)


def _one_deal(a: HandValue, b: HandValue) -> None:
    """Refuse two hands that share a card: dealt from one deck they cannot (a card held by
    both beyond the decks of the rules, or more jokers than the deck holds)."""
    try:
        check_one_deal([(one_of_two(1), [*a.cards, *a.unused]),
                        (one_of_two(2), [*b.cards, *b.unused])],
                       decks=a.rules.decks, jokers=a.rules.jokers)
    except SharedCardError as error:
        # TRANSLATORS: {error} is the sentence that names the card dealt twice and the hands
        raise SharedCardError(_("{error}; for hands from different deals give "
                                "same_deal=False").format(error=error), error.card,
                              error.holders) from None


def _sentences(a: HandValue, b: HandValue, game: "Game | None") -> tuple[int, list[str]]:
    """The outcome and the sentences of a comparison of two values, in the language in force:
    the game's hole/board rule, what each wild card became, the steps, the verdict."""
    outcome, steps = _steps(a, b)
    lead: list[str] = []
    if game is not None and game.hole_used is not None:
        used = game.hole_used
        lead.append(_("In {game} each hand plays exactly {hole} of its hole cards and "
                      "{board} of the board cards.").format(
            game=game.title, hole=_count_word(used), board=_count_word(5 - used)))
    steps[:0] = lead + _wild_sentences(a, b)
    if a.category is None and b.category is None:
        steps.append(_("No low: the whole pot goes to the best high hand."))
    else:
        steps.append(_({1: N_("The first hand wins."), -1: N_("The second hand wins."),
                        0: N_("The pot is split.")}[outcome]))
    return outcome, steps


def _empty(board: CardsLike) -> bool:
    """Whether a board argument holds no cards ("" or an empty sequence)."""
    if isinstance(board, str):
        return not board.strip()
    return isinstance(board, Sized) and len(board) == 0


def _count_word(n: int) -> str:
    # TRANSLATORS: how many cards, in "plays exactly two of its hole cards"
    words = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five")}
    return _(words[n]) if n in words else str(n)
