"""Checked claims: the book's example hands, verified by the evaluator.

Every comparison a source makes ("9-9-9-4-4 beats 8-8-8-A-A") appears in the book as
one call here. The call values the hands, draws them with the explanation, and raises
:class:`ClaimError` if the evaluator disagrees with the source, which fails the notebook
under nbval and the book build. A wrong evaluator therefore cannot ship quietly.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any, Sequence, cast, overload

from pokerhands.book.sources import check_source_label, source_text
from pokerhands.core.cards import Card, Cards, CardsLike, Joker, parse_cards
from pokerhands.core.categories import Category
from pokerhands.core.language import gettext as _, get_language, ngettext, pgettext, use_language
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.render import comparison_html, showdown_html, value_html
from pokerhands.rules import Rules, get_rules
from pokerhands.words.hands import rules_label
from pokerhands.explain.comparison import Comparison, compare

if TYPE_CHECKING:  # for the annotation only; claim_showdown imports the games layer
    from pokerhands.games.showdown import GameShowdown, Showdown
    from pokerhands.games.variants import Game

__all__ = ["ClaimError", "Claim", "claim_beats", "claim_tie", "claim_ranking", "claim_hand",
           "claim_showdown"]


class ClaimError(AssertionError):
    """The evaluator disagrees with a claim the book makes."""


@dataclass(frozen=True)
class Claim:
    """A verified claim: what was claimed, where it comes from, and the evidence.

    ``comparisons`` holds one :class:`~pokerhands.explain.comparison.Comparison` per adjacent
    pair of hands; ``hands`` holds the single hand of :func:`claim_hand`. ``lang`` is the
    language the claim was checked in (the language in force): it says what was checked,
    and draws the evidence, in that language.
    """

    statement: str
    source: str
    comparisons: tuple[Comparison, ...] = ()
    hands: tuple[HandValue, ...] = ()
    showdown: "Showdown | GameShowdown | None" = None
    lang: str = field(default_factory=get_language, compare=False)

    def __post_init__(self) -> None:
        check_source_label(self.source)  # sources by name ("encyclopedia list"), not file number

    def __repr__(self) -> str:
        return f"Claim(checked: {self.statement})"

    def __str__(self) -> str:
        with use_language(self.lang):
            return self._text()

    def _text(self) -> str:
        lines = [f"✓ {self.statement}" + (f"  [{source_text(self.source)}]" if self.source else "")]
        for comp in self.comparisons:
            lines += ["  " + s for s in comp.explain()]
        if self.showdown is not None:
            lines += ["  " + s for s in self.showdown.explain()]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        with use_language(self.lang):
            return self._html()

    def _html(self) -> str:
        # a single hand's caption under its cards already says what it is; say only
        # which low rules read it
        said = escape(self.statement)
        if self.hands:
            said = escape(_under(self.hands[0].rules).strip())
        checked = escape(_("checked"))
        head = (f'<div style="margin:0.2em 0"><span aria-label="{checked}" '
                f'style="color:#1a7f37;font-weight:bold">✓ {checked}</span> '
                f"{said}"
                + (f' <span style="color:#555">[{escape(source_text(self.source))}]</span>'
                   if self.source else "")
                + "</div>")
        body = "".join(comparison_html(c) for c in self.comparisons)
        body += "".join(value_html(h) for h in self.hands)
        if self.showdown is not None:
            # a game's showdown (it has pots) draws itself; mypy cannot narrow by hasattr
            body += cast("GameShowdown", self.showdown)._repr_html_() \
                if hasattr(self.showdown, "pots") else showdown_html(self.showdown)
        return f'<div class="ph-claim">{head}{body}</div>'


_SUITED = (Category.FLUSH, Category.STRAIGHT_FLUSH)


def _labels(values: list[HandValue]) -> tuple[list[str], str]:
    """Each hand in the sources' rank notation ("9-9-9-4-4"), and a closing remark.

    Where rank notation alone would mislead, the category is said: after each hand when
    the categories differ, or once at the end when all are flushes or all straight
    flushes (their suits are the point)."""
    if values[0].rules.suit_order is not None:  # suits may decide: show them
        ranks = [_suited(v) for v in values]
    else:
        # TRANSLATORS: the joker in a hand written as its ranks ("9-9-9-9-Jk"); a language
        # whose readers would not read "Jk" may write its star ("★")
        joker = pgettext("joker among ranks", "Jk")
        ranks = ["-".join(joker if c.rank is None else c.rank.label for c in _shown(v))
                 for v in values]
    categories = {v.category for v in values}
    if len(categories) > 1:
        return [_("{ranks} ({category})").format(ranks=r, category=v.name.lower())
                for r, v in zip(ranks, values)], ""
    (category,) = categories
    if category in _SUITED:
        royal, both = all(v.is_royal for v in values), len(values) == 2
        remark = {(True, True): _("both royal flushes"), (True, False): _("all royal flushes"),
                  (False, True): _("both straight flushes"),
                  (False, False): _("all straight flushes")}[royal, both]
        if category is Category.FLUSH:
            remark = _("both flushes") if both else _("all flushes")
        return ranks, f" ({remark})"
    return ranks, ""


def _shown(v: HandValue) -> Cards[Card | Joker]:
    """The cards that play, or all the cards when none do (no qualifying low)."""
    return v.cards if v.cards else v.unused


def _suited(v: HandValue) -> str:
    return " ".join(str(c) for c in _shown(v))


def _require(comp: Comparison, outcome: int) -> Comparison:
    """Raise :class:`ClaimError` unless ``comp`` came out as ``outcome``."""
    if comp.outcome != outcome:
        said = {1: "beats", 0: "ties", -1: "loses to"}[outcome]
        (first, second), remark = _labels([comp.first, comp.second])
        raise ClaimError(
            f"the book claims {first} {said} {second}{remark}, "
            f"but the evaluator says: {' '.join(comp.explain())}"
        )
    return comp


@overload
def _read(cards: HandValue, rules: "str | Rules" = "high") -> HandValue: ...
@overload
def _read(cards: CardsLike, rules: "str | Rules" = "high") -> Cards[Card | Joker]: ...
def _read(cards: "CardsLike | HandValue",
          rules: "str | Rules" = "high") -> "Cards[Card | Joker] | HandValue":
    """Cards read once (a generator cannot be read twice), with the jokers and repeated
    cards the rules allow; values pass through."""
    if isinstance(cards, HandValue):
        return cards
    rules = get_rules(rules)
    return parse_cards(cards, allow_duplicates=rules.decks > 1, jokers=rules.jokers)


def _under(rules: Rules) -> str:
    """" under ace-to-five rules", " under high (deuces wild) rules", " under six-plus rules";
    empty for plain high."""
    if not (rules.low or rules.short_deck or rules.label != rules.name):
        return ""
    return " " + _("under {rules} rules").format(rules=rules_label(rules, in_sentence=True))


def _board_claim(first: CardsLike, verb: str, second: CardsLike, board: "CardsLike | None",
                 outcome: int, source: str, rules: "str | Rules" = "high",
                 game: "str | Game | None" = None, *more: CardsLike) -> Claim:
    """A claim on hole cards with a shared board: ``first`` beats (or ties) ``second``,
    which beats each of ``more`` in turn (a chain of :func:`claim_ranking`)."""
    holes = [_read(h, rules) for h in (first, second, *more)]
    shared = _read(board, rules) if board else None
    comps = tuple(_require(compare(a, b, rules, board=shared, game=game), outcome)
                  for a, b in zip(holes, holes[1:]))
    under = _under(comps[0].first.rules)
    said = (_("{first} beats {second}") if verb == "beats"
            else _("{first} ties {second}")).format(first=holes[0], second=holes[1])
    for hole in holes[2:]:
        said = _("{chain}, which beats {next}").format(chain=said, next=hole)
    if shared:
        said = _("{claim} with the board {board}").format(claim=said, board=shared)
    if game is not None:
        from pokerhands.games.variants import get_game

        said = _("{claim} in {game}").format(claim=said, game=get_game(game).title)
    return Claim(f"{said}{under}", source, comps)


def claim_beats(first: CardsLike, second: CardsLike, source: str = "",
                board: "CardsLike | None" = None, rules: "str | Rules" = "high",
                game: "str | Game | None" = None, *, same_deal: bool = True) -> Claim:
    """Check that ``first`` beats ``second`` under ``rules`` (default the high rules; a low
    system such as ``"ace-to-five"`` makes the lower hand the winner).

    With a ``board``, ``first`` and ``second`` are hole cards that share it, combined by
    the ``game``'s hole/board rule (default ``"holdem"``; ``"omaha"``: exactly two hole
    cards and three board cards), as in :func:`~pokerhands.explain.comparison.compare`.

    The two hands are one deal, so they may not share a card; ``same_deal=False`` says
    that they come from different deals (two hands no deal can give together, such as a
    straight flush to the five and four aces), as :func:`~pokerhands.explain.comparison.compare`
    takes it.

    Raises
    ------
    ClaimError
        If the evaluator says otherwise (the message gives its explanation).
    CardError
        For bad cards, a card in both hands (unless ``same_deal=False``), or a hand of the
        wrong size for the game.
    """
    if board or game is not None:
        return _board_claim(first, "beats", second, board, 1, source, rules, game)
    return claim_ranking(first, second, source=source, rules=rules, same_deal=same_deal)


def claim_ranking(*hands: CardsLike, source: str = "", rules: "str | Rules" = "high",
                  board: "CardsLike | None" = None, game: "str | Game | None" = None,
                  same_deal: bool = True) -> Claim:
    """Check that each hand beats the next under ``rules`` (a chain "A beats B, which beats
    C ...").

    Each hand and the next are compared as one deal, so they may not share a card, unless
    ``same_deal=False`` (see :func:`claim_beats`). With a ``board`` (or a ``game``) the
    hands are hole cards that share it, as in :func:`claim_beats`: how two players hold the
    same four sevens and differ only in their kickers.

    Raises
    ------
    ClaimError
        At the first pair the evaluator orders differently.
    CardError
        For bad cards, or a hand that shares a card with the next (unless
        ``same_deal=False``).
    ValueError
        For fewer than two hands.
    """
    if len(hands) < 2:
        raise ValueError(f"a ranking needs at least two hands, got {len(hands)}")
    if board or game is not None:
        return _board_claim(hands[0], "beats", hands[1], board, 1, source, rules, game,
                            *hands[2:])
    values = [evaluate(_read(h, rules), rules) for h in hands]
    comps = tuple(_require(compare(a, b, rules, same_deal=same_deal), 1)
                  for a, b in zip(values, values[1:]))
    names, remark = _labels(values)
    under = _under(values[0].rules)
    said = _("{first} beats {second}").format(first=names[0], second=names[1])
    for name in names[2:]:
        said = _("{chain}, which beats {next}").format(chain=said, next=name)
    return Claim(said + remark + under, source, comps)


def claim_tie(first: CardsLike, second: CardsLike, source: str = "",
              board: "CardsLike | None" = None, rules: "str | Rules" = "high",
              game: "str | Game | None" = None, *, same_deal: bool = True) -> Claim:
    """Check that the two hands tie (they differ by suit, or only in cards that do not play).

    With a ``board``, ``first`` and ``second`` are hole cards that share it, combined by
    the ``game``'s hole/board rule (default ``"holdem"``), as in :func:`claim_beats`. Two
    hands that share a card are refused unless ``same_deal=False`` (see :func:`claim_beats`).

    Raises
    ------
    ClaimError
        If the evaluator says one hand wins.
    """
    if board or game is not None:
        return _board_claim(first, "ties", second, board, 0, source, rules, game)
    comp = _require(compare(_read(first, rules), _read(second, rules), rules,
                            same_deal=same_deal), 0)
    under = _under(comp.first.rules)
    said = _("{first} ties {second}").format(first=_suited(comp.first),
                                             second=_suited(comp.second))
    return Claim(f"{said}{under}", source, (comp,))


def claim_hand(cards: CardsLike, name: str, description: str | None = None,
               source: str = "", rules: "str | Rules" = "high") -> Claim:
    """Check that ``cards`` make a hand called ``name`` and, if given, described exactly
    as ``description``.

    ``name`` is a category ("Flush", "Straight flush") or "Royal flush", in any case; a
    royal flush passes as "Straight flush" too. Under a low system (``rules=``) a hand
    without a pair is "No pair" (or "High card"), and eight-or-better can give
    "No qualifying low".

    Raises
    ------
    ClaimError
        If the evaluator names or describes the hand differently.
    TypeError
        If ``name`` is not a string.
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a category name such as 'Flush', got {name!r}")
    value = evaluate(_read(cards, rules), rules)
    shown = " ".join(str(c) for c in value.cards + value.unused)
    # the chapters' cells write the name and description in English, whatever language the
    # page is built in: the check compares English, the claim's line speaks the reader's
    with use_language("en"):
        english_name, english_description = value.name, value.describe()
    names = {english_name.lower()} | ({value.category.label.lower()} if value.category else set())
    if name.strip().lower() not in names:
        raise ClaimError(f"the book names {shown} as {name!r}, but the evaluator reads it as "
                         f"{english_description!r}")
    if description is not None and english_description != description:
        raise ClaimError(f"the book describes {shown} as {description!r}, but the evaluator "
                         f"says {english_description!r}")
    shown_cards = value.cards if value.cards else value.unused
    said = (_("{cards} (not playing: {unused})").format(cards=shown_cards, unused=value.unused)
            if value.unused and value.cards else str(shown_cards))
    under = f" ({_under(value.rules).strip()})" if _under(value.rules) else ""
    return Claim(f"{said} — {value.describe()}{under}", source, hands=(value,))


def claim_showdown(hands: Sequence[CardsLike], board: "CardsLike | None" = None, *,
                   shares: Sequence[int], pot: "int | None" = None, source: str = "",
                   game: "str | Game | None" = None, **options: Any) -> Claim:
    """Check that a showdown pays ``shares`` (chips per seat, in seat order).

    Without ``game``, ``options`` go to :func:`pokerhands.games.showdown.split_pot` (``mode``,
    ``omaha``, ``low_rules``, ``odd_chip``) and ``pot`` defaults to 100. With ``game`` (such
    as ``"holdem"``), the showdown is :func:`pokerhands.games.showdown.showdown`, and ``options`` may
    give ``bets`` (side pots), ``folded`` and ``odd_chip``.

    Raises
    ------
    ClaimError
        If the chips come out differently (the message gives the showdown's reasons).
    """
    if game is None:
        from pokerhands.games.showdown import split_pot as split_showdown

        split = split_showdown(hands, board, pot=100 if pot is None else pot, **options)
        result: Showdown | GameShowdown = split
        what = f"the pot of {split.pot}"
    else:
        from pokerhands.games.showdown import showdown as game_showdown

        result = game_showdown(game, hands, board, pot=pot, **options)
        what = f"the {sum(result.shares)} chips"
    if tuple(result.shares) != tuple(shares):
        raise ClaimError(f"the book says {what} {'splits' if game is None else 'split'} "
                         f"{tuple(shares)}, but the showdown pays {result.shares}: "
                         f"{' '.join(result.explain())}")
    return Claim(_paid(result.shares, game is None), source, showdown=result)


def _paid(shares: Sequence[int], one_pot: bool) -> str:
    """What a showdown claim says it checked, in the language in force: the pot (``one_pot``,
    :func:`~pokerhands.games.showdown.split_pot`) or the chips (a game's showdown, perhaps
    with side pots) go to one player when nobody else is paid, else they split by seat.

    >>> _paid((100, 0), True), _paid((0, 0, 90), False), _paid((51, 50), True)
    ('the pot of 100 goes to player 1', 'the 90 chips go to player 3', 'the pot of 101 splits 51 / 50')
    """
    total = sum(shares)
    paid = [seat for seat, chips in enumerate(shares, 1) if chips]
    if len(paid) == 1:
        if one_pot:
            # TRANSLATORS: a checked claim: the whole pot of {pot} chips goes to one player
            return _("the pot of {pot} goes to player {player}").format(pot=total,
                                                                       player=paid[0])
        # TRANSLATORS: a checked claim: all {chips} chips of a game's showdown (its main pot
        # and any side pots) go to one player
        return ngettext("the {chips} chip goes to player {player}",
                        "the {chips} chips go to player {player}", total).format(
            chips=total, player=paid[0])
    split = " / ".join(map(str, shares))
    if one_pot:
        # TRANSLATORS: a checked claim: the pot of {pot} chips is shared out, {shares} being
        # each player's chips in seat order ("50 / 25 / 25")
        return _("the pot of {pot} splits {shares}").format(pot=total, shares=split)
    return ngettext("the {chips} chip split {shares}", "the {chips} chips split {shares}",
                    total).format(chips=total, shares=split)
