"""A betting round as a sequence of actions, with the rules card rooms enforce.

:mod:`pokerhands.games.betting` says how large one bet or raise may be; this module follows a whole
round: whose turn it is, what each player may do, when the round is over, and the rules that
need the round's history to answer. The book follows Robert's Rules of Poker (Bob Ciaffone),
and every rule below names the part of it that it comes from:

* **Turn order.** Before the flop the first player left of the big blind acts first (heads up,
  the button); after the flop the first player left of the button. Seats come from
  :class:`pokerhands.games.deal.TablePositions`, so empty seats, a dead button and a dead small blind
  are handled ("Buttons and Blinds").
* **The round ends** when every player still in the hand has acted and has put in as much as
  the highest bet, or is all in (or only one player is left).
* **Full raises.** In no limit and pot limit a raise must add at least the last *full* bet or
  raise of the round, and at least the big blind; only an all-in may be smaller ("No-Limit and
  Pot-Limit", rule 3). An all-in for less than a full raise does not reopen the betting: a
  player who has already acted and now faces only that short amount may call or fold, not
  raise; a player who has not acted yet may raise; and the minimum raise stays the last full
  raise. Several short all-ins together reopen the betting for a player once what that player
  faces adds up to a full raise ("Betting and Raising").
* **Limit.** Every bet and raise is the fixed size of the street
  (:func:`pokerhands.games.betting.limit_bet_sizes`). An all-in of at least half a bet
  counts as a full bet or raise; a smaller one does not reopen the betting, and a player
  yet to act may *complete* it to the full size ("Betting and Raising", the half-bet rule
  of limit poker). The cap is :data:`pokerhands.games.betting.LIMIT_CAP` bets a round, a bet
  and three raises, while three or more players not all in are in the pot; the rulebook
  lifts it when the action is heads up before the cap is reached (once reached it stays,
  even if a fold leaves two players).
* **Blinds** count as part of the poster's bet. A big blind posted short because the player has
  fewer chips still sets the full big blind as the bet to call ("Buttons and Blinds", rule 1).
  A player coming back with missed blinds posts the live and dead chips of
  :func:`pokerhands.games.deal.missed_blind_posts` (``posts=``).

Amounts are whole numbers of chips; ``to=`` is a "raise to" total, the player's whole
contribution in this round after the action, as in :mod:`pokerhands.games.betting`.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from pokerhands.core.checks import flag, is_whole
from pokerhands.core.language import gettext as _
from pokerhands.games.betting import (
    LIMIT_CAP,
    Structure,
    get_structure,
    limit_bet_sizes,
    raise_range,
)
from pokerhands.games.betting_actions import (ACTIONS, Action, LegalActions, action_word,
                                              street_word)
from pokerhands.games.betting_round_input import (check_stacks, dealt_in, is_chips, read_blinds,
                                                  read_action, read_positions, read_posts)
from pokerhands.games.deal import STREETS, TablePositions

__all__ = ["ACTIONS", "Action", "LegalActions", "BettingRound"]


class BettingRound:
    """One betting round (preflop, flop, turn or river) of a game with blinds.

    Parameters
    ----------
    structure : str or Structure
        ``"no-limit"``, ``"pot-limit"`` or ``"limit"``.
    blinds : (int, int)
        The small and the big blind in chips; the big blind is also the smallest bet and,
        in limit, the small bet unless ``small_bet`` is given.
    stacks : sequence of int or None
        One entry per seat (seat numbers are the indices): the chips the player has behind
        at the start of the round, before posting blinds; 0 (after the flop only) for a player
        who is in the hand but already all in; None for an empty seat or a player not in the hand.
    positions : TablePositions, optional
        The button and the blinds (for a dead button, a dead small blind). Default: the first
        hand at this table with the button on ``button``
        (:func:`pokerhands.games.deal.table_positions`).
    button : int, optional
        Used only without ``positions``; default the first seat in the hand.
    street : str
        ``"preflop"`` (blinds are posted) or ``"flop"``, ``"turn"``, ``"river"``.
    pot : int
        Chips already in the middle from earlier rounds (and antes): they count in the pot
        for pot limit.
    posts : mapping of seat to (int, int), optional
        Preflop only: live and dead chips posted by players coming back with missed blinds
        or coming in new. By default what the positions say they owe
        (:meth:`pokerhands.games.deal.TablePositions.posts`), so nobody is dealt in for free;
        give a mapping (``{}`` for none) for a house that settles it otherwise. Live chips
        count as the player's bet; dead chips go into the pot.
    small_bet : int, optional
        Limit only: the small bet (default the big blind); the big bet is twice as large.
    cap : int or None
        Limit only: the most bets a round allows (default :data:`pokerhands.games.betting.LIMIT_CAP`,
        a bet and three raises); None for no cap.
    lift_cap_heads_up : bool
        Limit only: no cap while only two players not all in are in the pot and the cap has not
        been reached yet (Robert's Rules, "Betting and Raising"; default True).

    Raises
    ------
    ValueError
        For bad chips (negative, fractional, boolean), blinds that are not positive with the
        small no larger than the big, fewer than two players, positions that do not match the
        stacks, or a bad street.

    Examples
    --------
    No limit, blinds 1 and 2, three players with 100, 100 and 10 chips (seat 0 is the
    button). The button raises to 8; the small blind calls; the big blind goes all in for
    10, a raise of only 2 (a full raise would be to 14). The button and the small blind have
    already acted, so they may only call or fold:

    >>> r = BettingRound("no-limit", (1, 2), [100, 100, 10], button=0)
    >>> r.act(0, "raise", to=8).act(1, "call").act(2, "all-in").to_act
    0
    >>> r.legal_actions(0).actions
    ('fold', 'call')
    """

    def __init__(self, structure: "str | Structure", blinds: Sequence[int],
                 stacks: Sequence[int | None], *, positions: "TablePositions | None" = None,
                 button: "int | None" = None, street: str = "preflop", pot: int = 0,
                 posts: "Mapping[int, tuple[int, int]] | None" = None,
                 small_bet: "int | None" = None, cap: "int | None" = LIMIT_CAP,
                 lift_cap_heads_up: bool = True) -> None:
        # reading the input, in this order, so that the first thing wrong is what is said
        self.structure = get_structure(structure)
        self.small, self.big = read_blinds(blinds)
        if street not in STREETS:
            raise ValueError(_("street must be one of {streets}; got {value}").format(
                streets=", ".join(STREETS), value=repr(street)))
        self.street = street
        check_stacks(stacks)
        if not is_chips(pot):
            raise ValueError(_("pot must be a whole number of chips, got {value}").format(
                value=repr(pot)))
        in_hand = dealt_in(stacks, street)
        self.positions = positions = read_positions(positions, button, in_hand, len(stacks))
        self._order = [s for s in positions.acting_order(street) if s in in_hand]
        self.stacks = {s: int(c) for s, c in enumerate(stacks) if c is not None}  # the seats dealt in
        pot = int(pot)
        self.start_total = sum(self.stacks.values()) + pot
        self.bets = {s: 0 for s in in_hand}
        self.folded: set[int] = set()
        self.dead = pot
        self.history: list[Action] = []
        self._acted: dict[int, tuple[int, int]] = {}   # seat -> (bet faced after acting, seq)
        self._full_seq = 0
        self._capped = False
        self.cap = cap
        if cap is not None and not is_chips(cap, minimum=1):
            raise ValueError(_("cap must be a positive whole number of bets or None, got "
                               "{value}").format(value=repr(cap)))
        self.lift_cap_heads_up = flag("lift_cap_heads_up", lift_cap_heads_up)
        size = self.big if small_bet is None else small_bet
        if not is_chips(size, minimum=1):
            raise ValueError(_("small_bet must be a positive whole number of chips, got "
                               "{value}").format(value=repr(small_bet)))
        self.size = limit_bet_sizes(size)[street]
        # applying the rule: the bet the round opens with
        self._open(posts)
        self._turn = self._next_from(None)

    # --- setting up ---------------------------------------------------------------------------

    def _open(self, posts: "Mapping[int, tuple[int, int]] | None") -> None:
        """Before the flop the blinds (and missed blinds) are posted and the big blind is the
        bet to match; after it nobody has bet."""
        if self.street == "preflop":
            if posts is None:  # what the positions say each player coming in owes
                posts = {s: owed for s, owed in self.positions.posts(self.small, self.big).items()
                         if s in self.stacks}
            self._post_blinds(posts)
            self.current_bet = self.big
            self.last_full_raise = self.big
            self.level, self.full_bets = self.big, 1  # limit: the big blind counts as the bet
        else:
            if posts:
                raise ValueError(_("missed blinds are posted before the flop only"))
            self.current_bet = self.last_full_raise = self.level = self.full_bets = 0

    def _post(self, seat: int, chips: int) -> None:
        chips = min(chips, self.stacks[seat])
        self.stacks[seat] -= chips
        self.bets[seat] += chips

    def _post_blinds(self, posts: "Mapping[int, tuple[int, int]]") -> None:
        p = self.positions
        for seat, message in (
                (p.small_blind_poster, _("seat {seat} is due to post the small blind but has no "
                                         "stack")),
                (p.big_blind, _("seat {seat} is due to post the big blind but has no stack"))):
            if seat is not None and seat not in self.stacks:
                raise ValueError(message.format(seat=seat))
        # read before the blinds go in: a seat posting missed blinds posts no blind
        posts = read_posts(posts, self.stacks, (p.small_blind_poster, p.big_blind), self.big)
        if p.small_blind_poster is not None:
            self._post(p.small_blind_poster, self.small)
        self._post(p.big_blind, self.big)
        for seat, (live, dead) in posts.items():
            self._post(seat, live)
            self.stacks[seat] -= dead
            self.dead += dead

    # --- the state of the round ---------------------------------------------------------------

    @property
    def pot(self) -> int:
        """Every chip in the middle, from earlier rounds, dead chips and this round's bets."""
        return self.dead + sum(self.bets.values())

    @property
    def to_act(self) -> "int | None":
        """The seat whose turn it is, or None when the round is over."""
        return self._turn

    @property
    def complete(self) -> bool:
        """True when the round is over (every player still in has acted and matched the
        highest bet or is all in, or only one player is left)."""
        return self._turn is None

    @property
    def in_hand(self) -> list[int]:
        """The seats that have not folded, in acting order."""
        return [s for s in self._order if s not in self.folded]

    def _live(self) -> list[int]:
        """Players in the hand who still have chips (not all in)."""
        return [s for s in self.in_hand if self.stacks[s] > 0]

    def _needs_to_act(self, seat: int) -> bool:
        if seat in self.folded or self.stacks[seat] == 0:
            return False
        if self.bets[seat] < self.current_bet:
            return True
        others = [s for s in self._live() if s != seat]
        return seat not in self._acted and bool(others)

    def _next_from(self, seat: "int | None") -> "int | None":
        if len(self.in_hand) < 2:
            return None
        start = 0 if seat is None else self._order.index(seat) + 1
        n = len(self._order)
        for k in range(n):
            s = self._order[(start + k) % n]
            if self._needs_to_act(s):
                return s
        return None

    # --- what a player may do -----------------------------------------------------------------

    def _why_no_raise(self, seat: int) -> str:
        """Why ``seat`` may not bet or raise now ("" when it may)."""
        stack, bet = self.stacks[seat], self.bets[seat]
        if stack <= self.current_bet - bet:
            return _("it has only {stack} chips, not more than the {owed} to call").format(
                stack=stack, owed=self.current_bet - bet)
        if not [s for s in self._live() if s != seat]:
            return _("every other player in the hand is all in")
        if seat in self._acted:
            faced, seq = self._acted[seat]
            step = self.size if self.structure.fixed else max(self.big, self.last_full_raise)
            if seq == self._full_seq and self.current_bet - faced < step:
                return _("the betting was not reopened: since seat {seat} acted it faces only "
                         "{more} more, less than a full raise of {step}; it may call or fold"
                         ).format(seat=seat, more=self.current_bet - faced, step=step)
        if self.structure.fixed and self.cap is not None and self.full_bets >= self.cap:
            if self._capped or not self.lift_cap_heads_up or len(self._live()) >= 3:
                return _("the round is capped at {cap} bets (a bet and {raises} raises)"
                         ).format(cap=self.cap, raises=self.cap - 1)
        return ""

    def _range(self, seat: int) -> "tuple[int, int]":
        """The smallest full raise total and the largest total allowed (stack aside)."""
        bet = self.bets[seat]
        if self.structure.fixed:
            target = self.level + self.size
            return target, target
        # one home per rule: the amounts of pokerhands.games.betting.raise_range. A big blind posted
        # short still counts at its full size (the bet to call), so the pot is never counted
        # as holding less than this player's chips and that bet.
        pot = max(self.pot, bet if self.current_bet == bet else bet + self.current_bet)
        found = raise_range(self.structure, current_bet=self.current_bet, big_blind=self.big,
                            last_raise=min(self.last_full_raise, self.current_bet),
                            pot=pot, already_in=bet)
        # None only for a stack too short or a limit cap: neither here (no stack, no limit)
        assert found is not None, "no limit and pot limit allow a raise when no stack is given"
        low, high = found
        return low, (10 ** 18 if high is None else high)

    def legal_actions(self, seat: int) -> LegalActions:
        """What ``seat`` may do now: the actions, the call, and the bet or raise totals.

        Raises
        ------
        ValueError
            For a seat that is not in this round.
        """
        if not is_whole(seat) or seat not in self.bets:
            raise ValueError(_("seat {seat} is not in this betting round").format(
                seat=repr(seat)))
        to_call = min(max(0, self.current_bet - self.bets[seat]), self.stacks[seat])
        if seat != self._turn:
            return LegalActions(seat, (), to_call, None, None, None,
                                _("the round is over") if self.complete
                                else _("it is not this seat's turn"))
        why = self._why_no_raise(seat)
        total = self.bets[seat] + self.stacks[seat]
        actions = ["fold"] + (["call"] if to_call else ["check"])
        low = high = None
        all_in_to = total if total <= self.current_bet else None
        if not why:
            low, high = self._range(seat)
            if total <= high:
                all_in_to = total
            if total <= low:
                low = high = None
            else:
                high = min(high, total)
            if low is not None or (all_in_to is not None and all_in_to > self.current_bet):
                actions.append("raise" if self.current_bet else "bet")  # perhaps all in only
        if all_in_to is not None:
            actions.append("all-in")
        return LegalActions(seat, tuple(actions), to_call, low, high, all_in_to, why)

    # --- acting -------------------------------------------------------------------------------

    def act(self, seat: int, action: str, to: "int | None" = None) -> "BettingRound":
        """Take one action; return the round, so that calls can be chained.

        Parameters
        ----------
        seat : int
        action : str
            ``"fold"``, ``"check"``, ``"call"``, ``"bet"``, ``"raise"`` or ``"all-in"``.
        to : int, optional
            For ``"bet"`` and ``"raise"``: the total to bet or raise to (chips). A total that
            uses every chip the player has is an all-in. Not given for the other actions
            (``"all-in"`` may give it, equal to the player's whole stack plus the bet).

        Raises
        ------
        ValueError
            For an illegal action; the message names the seat, the action and the reason:
            acting out of turn or after the round is over, a check facing a bet, a raise when
            the betting is not reopened or capped, a raise below the minimum or above the
            maximum, more chips than the stack, an amount that is not a whole number of chips.
        """
        seat, to, what = read_action(seat, action, to, actions=ACTIONS, seats=self.bets,
                                     turn=self._turn)
        if action in ("fold", "check", "call"):
            return self._act_without_amount(seat, action, to, what)
        return self._bet_or_raise(seat, action, to, what)

    def _act_without_amount(self, seat: int, action: str, to: "int | None",
                            what: str) -> "BettingRound":
        """A fold, a check or a call."""
        bet, stack = self.bets[seat], self.stacks[seat]
        owed = self.current_bet - bet
        if to is not None:
            raise ValueError(_("seat {seat} cannot {action}: {word} takes no amount").format(
                seat=seat, action=what, word=action_word(action)))
        if action == "check" and owed > 0:
            raise ValueError(_("seat {seat} cannot check: it faces a bet of {bet} and must "
                               "call {owed}, raise or fold").format(
                                   seat=seat, bet=self.current_bet, owed=min(owed, stack)))
        if action == "call":
            if owed <= 0:
                raise ValueError(_("seat {seat} cannot call: there is nothing to call; it may "
                                   "check").format(seat=seat))
            return self._record(seat, action, bet + min(owed, stack), full=False)
        return self._record(seat, action, bet, full=False)

    def _total(self, seat: int, action: str, to: "int | None") -> int:
        """The total a bet, a raise or an all-in goes to, checked against the action's kind."""
        bet, stack = self.bets[seat], self.stacks[seat]
        if action == "all-in":
            if to is not None and to != bet + stack:
                raise ValueError(_("seat {seat} cannot go all in to {to}: all in is {total} "
                                   "(its bet {bet} and its stack {stack})").format(
                                       seat=seat, to=to, total=bet + stack, bet=bet, stack=stack))
            return bet + stack
        if to is None:
            raise ValueError(_("seat {seat} cannot {action}: say how much, with to=").format(
                seat=seat, action=action_word(action)))
        if action == "bet" and self.current_bet > 0:
            raise ValueError(_("seat {seat} cannot bet {to}: there is already a bet of {bet}; "
                               "raise instead").format(seat=seat, to=to, bet=self.current_bet))
        if action == "raise" and self.current_bet == 0:
            raise ValueError(_("seat {seat} cannot raise to {to}: nobody has bet; bet instead"
                               ).format(seat=seat, to=to))
        return to

    def _bet_or_raise(self, seat: int, action: str, to: "int | None", what: str) -> "BettingRound":
        """A bet, a raise or an all-in: the total checked against the stack, the reopening
        of the betting, the cap and the sizes the structure allows."""
        to = self._total(seat, action, to)
        bet, stack = self.bets[seat], self.stacks[seat]
        if to - bet > stack:
            raise ValueError(_("seat {seat} cannot {action}: that needs {more} more chips and "
                               "the seat has only {stack}").format(
                                   seat=seat, action=what, more=to - bet, stack=stack))
        if to <= self.current_bet:
            if action == "all-in":  # all in for a call, perhaps for less
                return self._record(seat, action, to, full=False)
            message = (_("seat {seat} cannot {action}: the bet to match is already {bet}; that "
                         "is not a bet") if action == "bet" else
                       _("seat {seat} cannot {action}: the bet to match is already {bet}; that "
                         "is not a raise"))
            raise ValueError(message.format(seat=seat, action=what, bet=self.current_bet))
        why = self._why_no_raise(seat)
        if why:
            # TRANSLATORS: {reason} is one of the round's reasons ("the round is capped ...")
            raise ValueError(_("seat {seat} cannot {action}: {reason}").format(
                seat=seat, action=what, reason=why))
        low = self._check_size(seat, action, to, what)
        if self.structure.fixed:
            # the half-bet rule: an all-in of at least half a bet counts as a full one
            full = to >= low or 2 * (to - self.current_bet) >= self.size
        else:
            full = to >= low
        return self._record(seat, action, to, full=full)

    def _check_size(self, seat: int, action: str, to: int, what: str) -> int:
        """``to`` checked against the largest and smallest totals allowed (only an all-in may
        be smaller); returns the smallest full total."""
        low, high = self._range(seat)
        fields = {"seat": seat, "action": what, "street": street_word(self.street),
                  "size": self.size, "high": high, "low": low, "bet": self.current_bet,
                  "step": low - self.current_bet}
        if to > high:
            message = (_("seat {seat} cannot {action}: in limit every bet and raise on the "
                         "{street} is {size}, so the most is {high}") if self.structure.fixed
                       else _("seat {seat} cannot {action}: the largest is {high} in pot limit "
                              "(call, then raise by the pot)"))
            raise ValueError(message.format(**fields))
        if to < low and to != self.bets[seat] + self.stacks[seat]:
            if self.structure.fixed:
                message = (_("seat {seat} cannot {action}: in limit the bet on the {street} is "
                             "to {low}") if action == "bet" else  # an all-in never gets here
                           _("seat {seat} cannot {action}: in limit the raise on the {street} "
                             "is to {low}"))
            elif self.current_bet == 0:
                message = _("seat {seat} cannot {action}: the smallest bet is {low}, the big "
                            "blind")
            else:
                message = _("seat {seat} cannot {action}: the smallest raise is to {low} (the "
                            "bet {bet} plus the last full raise, {step}); only an all-in may "
                            "be smaller")
            raise ValueError(message.format(**fields))
        return low

    def _record(self, seat: int, action: str, to: int, *, full: bool) -> "BettingRound":
        facing = self.current_bet
        put_in = to - self.bets[seat]
        self.stacks[seat] -= put_in
        self.bets[seat] = to
        if action == "fold":
            self.folded.add(seat)
        if full:
            self.last_full_raise = to - self.current_bet
            self.level = to
            self.full_bets += 1
            self._full_seq += 1
            if (self.structure.fixed and self.cap is not None
                    and self.full_bets >= self.cap
                    and (not self.lift_cap_heads_up or len(self._live()) >= 3)):
                self._capped = True
        self.current_bet = max(self.current_bet, to)
        self._acted[seat] = (self.current_bet, self._full_seq)
        self.history.append(Action(seat, action, put_in, to, full, self.stacks[seat] == 0
                                   and action != "fold", facing))
        self._turn = self._next_from(seat)
        return self

    def __repr__(self) -> str:
        state = "over" if self.complete else f"seat {self._turn} to act"
        return (f"BettingRound({self.structure.name}, {self.street}, bet {self.current_bet}, "
                f"pot {self.pot}, {state})")
