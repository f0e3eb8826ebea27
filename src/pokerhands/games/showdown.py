"""Showdowns: a game's showdown with its side pots, and high, low and hi/lo split pots, with
each pot divided in whole chips.

A hi/lo split pot (the Greek help page: Omaha Hi/Lo and Stud Hi/Lo with the eight-or-better
qualifier) is cut in two halves: the best high hand wins one, the best qualifying low the
other. With no qualifying low the best high hand takes everything. A player who wins both
halves outright *scoops* the pot; players who tie for a half share that half, so a tie for
the low half of a pot gives each a *quarter* of the pot. Players who tie for *both* halves
(the same players, with hands identical both ways) share the whole pot as one pot, as evenly
as possible (the TDA rules on odd chips; Robert's Rules of Poker, "Ties"), so the odd chip
is given once and not once per half.

Chips are whole numbers and always add up to the pot. When a pot does not divide evenly,
the odd chip goes where Robert's Rules of Poker (the book's ``ciaffone`` source) put it:

* between the halves of a split pot, to the **high** half;
* among players who tie for a half, one leftover chip each, in **seat** order from the
  first hand given (the first seat left of the button, in a button game such as hold'em,
  Omaha or draw), or by **suit** in the stud games: in the high half to the player holding
  the highest card (rank first, then suit: spades, hearts, diamonds, clubs), in the low half
  of Stud Hi/Lo and in razz to the player holding the lowest card (the ace counting low,
  clubs the lowest suit). Every card the player holds counts, not only the five that play;
* no player takes more than one odd chip of a pot: a player who took one from the high half
  comes after the other tied players in the low half;
* players who tie for both halves share the pot as one pot, its leftover chips given by the
  high half's rule (seat, or the highest card by suit).

``odd_chip=`` takes house conventions that differ: ``"low"`` gives the odd chip of a split
pot to the low half, ``"seat"`` or ``"suit"`` chooses how tied players share, and two words
combine (``"low seat"``; :mod:`pokerhands.games.odd_chips`). :func:`showdown` starts from
each game's own rule (:attr:`pokerhands.games.variants.Game.odd_chip`).

Omaha (``omaha=True``) makes each half separately from exactly two of the player's four
hole cards and exactly three of the five board cards; the two halves may use different
hole cards.

:func:`showdown` settles a showdown for any game (:mod:`pokerhands.games.variants`): every
player's best hand (the cards that play), the winners of each half, and the chips, with side
pots (:mod:`pokerhands.games.pots`) when players are all in for different amounts; each pot
is settled by :func:`split_pot` among the seats that may win it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from pokerhands.core.cards import Card, CardError, Cards, CardsLike
from pokerhands.core.categories import Ranking
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.games.combine import best_combination
from pokerhands.games.odd_chips import card_order, deciding_card, split_chips
from pokerhands.games.pots import Pot
from pokerhands.games.showdown_input import read_showdown_input, read_split_input
from pokerhands.games.variants import Game, best_hand
from pokerhands.rules import Rules, get_rules
from pokerhands.core.language import gettext as _
from pokerhands.core.language import ngettext, use_language
from pokerhands.words.forms import and_list   # "1 és 2" in Hungarian

__all__ = ["Showdown", "split_pot", "showdown", "GameShowdown"]


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
    chip_notes : tuple
        The facts behind :attr:`odd_chips` (a property: where the chips that did not divide
        went, and by which rule, in sentences in the language in force when read), as
        ``(kind, arguments)`` pairs.
    seats : tuple of int
        The table seat (0-based) of each hand, as given to :func:`split_pot`: the sentences
        call the hand at position ``i`` "player ``seats[i] + 1``".
    """

    high: tuple[HandValue | None, ...]
    low: tuple[HandValue | None, ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[int, ...]
    pot: int
    mode: str
    chip_notes: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    seats: tuple[int, ...] = ()

    @property
    def odd_chips(self) -> tuple[str, ...]:
        """Where the chips that did not divide went, and by which rule, in sentences (in the
        language in force when read, worded from ``chip_notes``)."""
        return tuple(_NOTES[kind](*args) for kind, args in self.chip_notes)

    def __repr__(self) -> str:
        return f"Showdown({self.mode}, pot={self.pot}, shares={self.shares})"

    @property
    def scoops(self) -> tuple[int, ...]:
        """Seats that win the whole pot alone (both halves, or the only half played)."""
        return tuple(s for s, chips in enumerate(self.shares) if chips == self.pot and self.pot)

    def explain(self, lang: "str | None" = None) -> list[str]:
        """What each half went to and why, in sentences, then each player's chips.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.
        """
        with use_language(lang):
            numbers = self.seats or tuple(range(len(self.shares)))
            shares = ", ".join(_("player {number} {chips}").format(number=n + 1, chips=c)
                               for n, c in zip(numbers, self.shares))
            return [*self.reasons(), _("Chips: {shares} (pot {pot}).").format(shares=shares,
                                                                              pot=self.pot)]

    def reasons(self, halves: bool = True, lang: "str | None" = None) -> list[str]:
        """The sentences of :meth:`explain` before the chips: who wins each half, with which
        hand, who scoops, and where leftover chips went.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.

        ``halves=False`` words a pot of a game that plays one half only (as
        :meth:`GameShowdown.explain` does for hold'em or razz): no "High:" or "Low:" label.
        Only a split pot (``mode="hi-lo"``) is *scooped*, by a player who wins both halves
        or the whole pot for want of a low; the winner of a pot that pays one hand alone
        "takes all of it".
        """
        with use_language(lang):
            numbers = self.seats or tuple(range(len(self.shares)))
            out: list[str] = []
            if self.mode in ("high", "hi-lo"):
                sentence = _winners(self.high_winners, self.high, numbers)
                out.append(_("High: {sentence}").format(sentence=sentence) if halves else sentence)
            if self.mode in ("low", "hi-lo"):
                if self.low_winners:
                    sentence = _winners(self.low_winners, self.low, numbers)
                else:
                    sentence = _("no hand qualifies, so the high hand takes the whole pot.")
                out.append(_("Low: {sentence}").format(sentence=sentence) if halves else sentence)
            split = halves and self.mode == "hi-lo"   # only a split pot is scooped
            for seat in self.scoops:
                out.append((_("Player {player} scoops the pot.") if split else
                            _("Player {player} takes all of it.")).format(player=numbers[seat] + 1))
            out.extend(self.odd_chips)
            return out


def _winners(winners: tuple[int, ...], values: tuple[HandValue | None, ...],
             numbers: Sequence[int]) -> str:
    """"Player 2 wins with ..." for the winners of a half (positions in ``values``)."""
    value = values[winners[0]]
    assert value is not None  # a winner's half was played
    best = value.describe()
    return ngettext("Player {players} wins with {hand}.", "Players {players} win with {hand}.",
                    len(winners)).format(players=_numbers([numbers[w] for w in winners]),
                                         hand=best[0].lower() + best[1:])


def _numbers(seats: Sequence[int]) -> str:
    """"2", or "1 and 3": table seats (0-based) named from 1."""
    return and_list([str(s + 1) for s in seats])


def _omaha_best(hole: Sequence[Card], board: Sequence[Card], rules: Rules) -> HandValue:
    if len(hole) != 4:
        raise CardError(_("an Omaha hand has exactly 4 hole cards; got {count}: {cards}")
                        .format(count=len(hole), cards=repr(hole)))
    if len(board) != 5:
        raise CardError(_("an Omaha board has exactly 5 cards; got {count}: {cards}")
                        .format(count=len(board), cards=repr(board)))
    return best_combination(hole, board, rules, hole_used=2, title="Omaha")


def split_pot(hands: Sequence[CardsLike], board: "CardsLike | None" = None, *, pot: int = 100,
             mode: str = "hi-lo", low_rules: "str | Rules" = "eight-or-better",
             omaha: bool = False, odd_chip: "str | None" = None,
             seats: "Sequence[int] | None" = None) -> Showdown:
    """Settle one pot at a showdown among several players: high, low or split hi/lo (the
    engine under :func:`showdown`, which knows each game's rules and side pots).

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
        Where chips that do not divide go (see
        :data:`~pokerhands.games.odd_chips.ODD_CHIP_WORDS`): by default the odd chip of a
        split pot to the high half and leftover chips among tied players in seat order, the
        first hand first (the rule of button games); ``"low"`` sends it to the low half,
        ``"suit"`` shares by the tied players' cards (the stud rule), and one word of each
        kind combine, as in ``"low suit"``.
    seats : sequence of int, optional
        The table seat (0-based) of each hand, for the sentences of
        :meth:`Showdown.explain` ("player 3" for seat 2); by default the hands' positions.
        Winners and shares are still counted by position in ``hands``.

    Returns
    -------
    Showdown
        Both halves' values, the winners, each seat's chips (summing to ``pot``), scoops.
        Players who tie for both halves share the whole pot as one pot (the odd chip given
        once, by the high half's rule); no player takes more than one odd chip of a pot.

    Raises
    ------
    CardError
        Bad cards, a card dealt twice across hands and board, too few cards, or (Omaha)
        not four hole cards and five board cards.
    ValueError
        Bad ``mode``, ``odd_chip``, ``pot``, ``low_rules`` or ``seats``, or fewer than
        two hands.
    """
    split = read_split_input(hands, board, pot, mode, low_rules, omaha, odd_chip, seats)
    holes, pot, half, ties, labels = split.holes, split.pot, split.half, split.ties, split.labels

    def best(hole: Cards[Card], rules: Rules) -> HandValue:
        if split.omaha:
            return _omaha_best(hole, split.board, rules)
        return evaluate([*hole, *split.board], rules)

    high = tuple(best(h, get_rules("high")) for h in holes) if mode != "low" else ()
    low = tuple(best(h, split.low_rules) for h in holes) if mode != "high" else ()
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
        raise ValueError(_("no hand qualifies for low and the pot is low only: nobody can win "
                           "it"))
    notes: list[tuple[str, tuple[Any, ...]]] = []
    if len(halves) == 2 and len(high_winners) > 1 and set(high_winners) == set(low_winners):
        # hands identical both ways share the pot as one pot, as evenly as possible (the TDA
        # rules on odd chips; Robert's Rules of Poker, "Ties"): halving it first could hand
        # one of them the odd chip of each half
        halves = [(pot, high_winners, False)]
        notes.append(("both", ([labels[w] for w in high_winners],)))
    elif len(halves) == 2 and pot % 2:
        notes.append(("halve", (half,)))
    took: list[int] = []  # who has taken a leftover chip of this pot: nobody takes two
    for amount, winners, is_low in halves:
        if ties == "suit":
            winners = card_order(holes, winners, low=is_low)
        left = amount % len(winners)
        # Robert's Rules of Poker, "Ties": no player receives more than one odd chip, so a
        # player who took one in the first half comes after the others in the second
        after = tuple([w for w in winners if w not in took] + [w for w in winners if w in took])
        passed = [w for w in winners[:left] if w not in after[:left]]
        winners = after
        for seat, chips in split_chips(amount, winners).items():
            shares[seat] += chips
        if left:
            notes.append(("leftover", (left, [labels[w] for w in winners[:left]],
                                       [holes[w] for w in winners[:left]], ties, is_low,
                                       ("low" if is_low else "high") if len(halves) == 2 else "",
                                       bool(passed))))
            if passed:
                notes.append(("passed", ([labels[w] for w in passed],)))
            took.extend(winners[:left])
    return Showdown(high=high or (None,) * len(holes), low=low or (None,) * len(holes),
                    high_winners=high_winners, low_winners=low_winners, shares=tuple(shares),
                    pot=pot, mode=mode, chip_notes=tuple(notes), seats=labels)


def _both(players: Sequence[int]) -> str:
    return _("Players {players} tie for both halves, so they share the whole pot as one "
             "pot.").format(players=_numbers(players))


def _halve(half: str) -> str:
    return (_("The pot does not halve: the odd chip goes to the high half.") if half == "high"
            else _("The pot does not halve: the odd chip goes to the low half."))


def _passed(players: Sequence[int]) -> str:
    return ngettext("Player {players} already has the odd chip of the high half, and no "
                    "player takes more than one.",
                    "Players {players} already have odd chips of the high half, and no "
                    "player takes more than one.", len(players)).format(
                        players=_numbers(players))


def _leftover(left: int, takers: Sequence[int], hands: Sequence[Sequence[Card]], ties: str,
              low: bool, half: str, next_ones: bool = False) -> str:
    """A sentence on the chips left over when tied players share: who takes them (their
    table seats, 0-based, and their cards) and why; ``next_ones`` when players who already
    took an odd chip were passed over."""
    if ties == "seat" and next_ones:
        why = ngettext("the next tied player left of the button",
                       "the next tied players left of the button", left)
    elif ties == "seat":
        why = ngettext("the first tied player left of the button",
                       "the first tied players left of the button", left)
    else:
        cards = ", ".join(str(deciding_card(hand, low)) for hand in hands)
        if next_ones:
            why = (_("the next lowest card by suit: {cards}") if low else
                   _("the next highest card by suit: {cards}")).format(cards=cards)
        else:
            why = (_("the lowest card by suit: {cards}") if low else
                   _("the highest card by suit: {cards}")).format(cards=cards)
    if half == "high":
        sentence = ngettext("The odd chip of the high half goes to player {players} ({why}).",
                            "The {count} chips left over of the high half go to players "
                            "{players}, one each ({why}).", left)
    elif half == "low":
        sentence = ngettext("The odd chip of the low half goes to player {players} ({why}).",
                            "The {count} chips left over of the low half go to players "
                            "{players}, one each ({why}).", left)
    else:
        sentence = ngettext("The odd chip goes to player {players} ({why}).",
                            "The {count} chips left over go to players {players}, one each "
                            "({why}).", left)
    return sentence.format(count=left, players=_numbers(takers), why=why)


_NOTES: dict[str, Callable[..., str]] = {"both": _both, "halve": _halve, "leftover": _leftover,
                                         "passed": _passed}
"""Each kind of :attr:`Showdown.chip_notes` with the function that words it."""


@dataclass(frozen=True)
class GameShowdown:
    """The result of :func:`showdown`.

    Attributes
    ----------
    game : Game
    high, low : tuple
        Each seat's best high and low value (None for a folded seat, or a half the game
        does not play).
    pots : tuple of Pot
        Main pot first, then side pots.
    shares : tuple of int
        Chips each seat wins in all; they add up to the chips bet.
    folded : tuple of int
        Seats that folded. A seat that neither folded nor had to show (everybody else
        folded) has None values too.
    """

    game: Game
    high: tuple[HandValue | None, ...]
    low: tuple[HandValue | None, ...]
    pots: tuple[Pot, ...]
    shares: tuple[int, ...]
    folded: tuple[int, ...] = ()

    @property
    def total(self) -> int:
        """All the chips in play."""
        return sum(p.amount for p in self.pots)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats that win any chips."""
        return tuple(s for s, c in enumerate(self.shares) if c)

    def __repr__(self) -> str:
        return f"GameShowdown({self.game.name}, shares={self.shares})"

    def explain(self, lang: "str | None" = None) -> list[str]:
        """Each pot, who could win it and who did, and why, in sentences.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.
        """
        with use_language(lang):
            out: list[str] = []
            for i, pot in enumerate(self.pots):
                first = pot.eligible[0] + 1
                if pot.returned:
                    out.append(ngettext("Player {player}'s last {chips} chips were not called, so "
                                        "they go back to player {player}.",
                                        "Player {player}'s last {chips} chips were not called, so "
                                        "they go back to player {player}.", pot.amount)
                               .format(player=first, chips=pot.amount))
                    continue
                if len(self.pots) == 1:
                    holds = ngettext("The pot holds {chips} chips; player {players} is in it.",
                                     "The pot holds {chips} chips; players {players} are in it.",
                                     len(pot.eligible))
                elif i == 0:
                    holds = ngettext("The main pot holds {chips} chips; player {players} is in it.",
                                     "The main pot holds {chips} chips; players {players} are in "
                                     "it.", len(pot.eligible))
                else:
                    holds = ngettext("Side pot {number} holds {chips} chips; player {players} is in "
                                     "it.", "Side pot {number} holds {chips} chips; players "
                                     "{players} are in it.", len(pot.eligible))
                out.append(holds.format(number=i, chips=pot.amount,
                                        players=_numbers(pot.eligible)))
                if pot.result is None:
                    out.append(_("Player {player} is alone in it and takes it without showing.")
                               .format(player=first))
                    continue
                # halves and scoops are split-pot words: a one-half game's pot is taken whole
                out.extend(pot.result.reasons(halves=self.game.mode == "hi-lo"))
            won = ", ".join(_("player {number}: {chips}").format(number=s + 1, chips=c)
                            for s, c in enumerate(self.shares))
            out.append(_("Chips won: {shares} (of {total}).").format(shares=won, total=self.total))
            return out

    def _repr_html_(self) -> str:
        from pokerhands.render.html import game_showdown_html

        return game_showdown_html(self)


def showdown(game: "str | Game", hands: Sequence[CardsLike | None], board: "CardsLike | None" = None, *,
             pot: "int | None" = None, bets: "Sequence[int] | None" = None,
             folded: Sequence[int] = (), odd_chip: "str | None" = None,
             button: "int | None" = None) -> GameShowdown:
    """Settle the showdown of one hand of ``game``.

    Parameters
    ----------
    game : str or Game
        ``"holdem"``, ``"omaha"``, ``"omaha-hi-lo"``, ``"stud"``, ``"stud-hi-lo"``,
        ``"razz"``, ``"five-card-draw"``, ``"2-7-single-draw"``, ``"2-7-triple-draw"`` or
        ``"badugi"`` (see :data:`~pokerhands.games.variants.GAMES`).
    hands : sequence of cards
        Each seat's cards at the showdown, in seat order starting left of the button (hole
        cards in the board games); a folded seat may give None or "".
    board : cards, optional
        The five community cards (hold'em and Omaha only).
    pot : int, optional
        Chips in a single pot that every seat still in may win (default 100 when ``bets``
        is not given), a whole number from 0 to :data:`~pokerhands.core.checks.MAX_CHIPS`.
    bets : sequence of int, optional
        Chips each seat put in over the hand; seats all in for less than others make side
        pots (:func:`~pokerhands.games.pots.side_pots`). Give either ``pot`` or ``bets``.
    folded : sequence of int
        Seats (0-based) that folded: they cannot win, but their chips stay in.
    odd_chip : str, optional
        By default the game's own rule
        (:attr:`~pokerhands.games.variants.Game.odd_chip`, after Robert's Rules of Poker):
        a split pot's odd chip to the high half; leftover chips among tied players in seat
        order from the first seat left of the button in the button games, by the highest
        card by suit (lowest, in a low half) in the stud games. A house convention
        may change either part: ``"low"`` sends the odd chip to the low half, ``"seat"`` or
        ``"suit"`` chooses how tied players share, or one word of each, e.g. ``"low seat"``
        (:data:`pokerhands.games.odd_chips.ODD_CHIP_WORDS`).
    button : int, optional
        The button's seat. By default the seats are taken to start left of the button (the
        last seat is the button); give it when seat 0 is not the first seat left of it.

    Returns
    -------
    GameShowdown
        Each seat's best hands, each pot's winners and chips, and the total per seat.

    Raises
    ------
    CardError
        Bad cards, a card dealt twice, the wrong number of hole or board cards for the game.
    ValueError
        Unknown game, both or neither of ``pot``/``bets`` valid, fewer than two seats,
        everybody folded.
    """

    table = read_showdown_input(game, hands, board, pot, bets, folded, odd_chip, button)
    game, holes, board_cards, players = table.game, table.holes, table.board, len(table.holes)

    def value(seat: int, rules: "Rules | None") -> "HandValue | None":
        hole = holes[seat]
        if not table.contested or hole is None or seat in table.folded or rules is None:
            return None
        return best_hand(game, hole, board_cards, rules)

    high = tuple(value(s, game.high) for s in range(players))
    low = tuple(value(s, game.low) for s in range(players))

    shares = [0] * players
    results: list[Pot] = []
    top_bets = sorted(table.bets, reverse=True) if table.bets is not None else []
    for amount, eligible in table.pots:
        returned = False
        if len(eligible) == 1:
            part = {eligible[0]: amount}
            result = None
            # the biggest bet's unmatched part comes back to its owner
            returned = table.bets is not None and bool(table.bets) and (
                table.bets[eligible[0]] == top_bets[0]) and (
                amount == top_bets[0] - (top_bets[1] if len(top_bets) > 1 else 0))
            order: tuple[int, ...] = eligible
        else:
            # seats from the first left of the button: the order of a button game's leftover chips
            order = tuple(sorted(eligible, key=lambda seat: (seat - table.button - 1) % players))
            result = _settle(game, [_shown(holes[s]) for s in order], board_cards, amount,
                             table.odd_chip, order)
            part = {order[i]: c for i, c in enumerate(result.shares)}
        pot_shares = tuple(part.get(s, 0) for s in range(players))
        for s, c in enumerate(pot_shares):
            shares[s] += c
        results.append(Pot(amount, eligible, pot_shares, result, returned, order))
    return GameShowdown(game, high, low, tuple(results), tuple(shares), table.folded)


def _shown(hole: "Cards[Card] | None") -> Cards[Card]:
    """The cards of a seat that contests a pot (it has shown them: it did not fold)."""
    assert hole is not None  # only a folded or uncontested seat may show nothing
    return hole


def _settle(game: Game, holes: Sequence[Cards[Card]], board: Cards[Card], amount: int,
            odd_chip: str, seats: tuple[int, ...]) -> Showdown:
    """One pot among the seats eligible for it (``seats``, in the order of ``holes``),
    settled by :func:`split_pot`."""
    omaha = game.hole_used == 2
    if game.mode == "low" and game.low is not None and game.low.ranking is Ranking.BADUGI:
        return split_pot(holes, None, pot=amount, mode="low", low_rules=game.low,
                         odd_chip=odd_chip, seats=seats)
    return split_pot(holes, board if game.board else None, pot=amount, mode=game.mode,
                     low_rules=game.low or "eight-or-better", omaha=omaha, odd_chip=odd_chip,
                     seats=seats)
