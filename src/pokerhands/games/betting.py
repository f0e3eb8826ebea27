"""Betting amounts: how much a player may bet or raise under each betting structure.

The Hungarian hold'em article names three structures and one minimum:

* **No limit**: any number of raises, of any size. The most widespread structure.
* **Limit**: both the number and the size of the raises are limited.
* **Pot limit**: any number of raises, but a raise may not exceed the current pot.
* A raise may not be smaller than the big blind.

The source stops there. Where this module needs more to give a definite answer, it uses the
rule that card rooms commonly apply, and every docstring says which is which:

* The minimum raise (no limit and pot limit) is the larger of the big blind and the size of
  the last bet or raise in the same betting round (card-room rule; the source gives only the
  big blind).
* "The current pot" in pot limit is the pot *after the raiser calls*: the player first matches
  the bet, then raises by everything that is then in the middle (card-room rule).
* Limit uses two fixed sizes: the *small bet* on the preflop and flop rounds and the *big
  bet*, twice as large, on the turn and the river; a round allows one bet and three raises
  (the *cap*). Both are card-room conventions; the source only says the number and size
  are limited.
* A player may always go all in, even for less than a full minimum raise (card-room rule).

Amounts are whole numbers of chips. Every amount a player bets is given as a **"raise to"
total**: the player's whole contribution in the current betting round after the action, the
way card rooms announce it ("raise to 6"). A bet is a raise from nothing (``current_bet=0``).

Position words (early, middle, late) come from the same article: the first players to act
are in early position, the last in late position, the rest in the middle; the blinds act
last before the flop and first after it. How a table is split into the three groups is the
book's own choice (see :func:`position_groups`).
"""
from __future__ import annotations

from dataclasses import dataclass

from pokerhands.core.checks import MAX_CHIPS, whole_number
from pokerhands.core.language import N_, ngettext, use_language
from pokerhands.core.language import gettext as _
from pokerhands.games.betting_actions import street_word
from pokerhands.games.deal import positions

__all__ = ["STRUCTURES", "Structure", "get_structure", "LIMIT_CAP", "min_raise_to",
           "pot_limit_max_raise_to", "PotLimitRaise", "pot_limit_raise", "limit_bet_sizes",
           "raise_range", "check_raise", "acting_order", "position_groups"]


@dataclass(frozen=True)
class Structure:
    """One betting structure.

    Attributes
    ----------
    name : str
        The name used in ``structure=...`` arguments: ``"no-limit"``, ``"pot-limit"`` or
        ``"limit"``.
    title : str
        The name in words.
    raises : str
        How many raises a round allows.
    size : str
        How large a bet or raise may be.
    source : str
        Where the rule comes from.
    fixed : bool
        Bets and raises have one size per street, and a round's raises are capped (limit).
    pot_limited : bool
        No bet or raise may exceed the pot after calling (pot limit).
    """

    name: str
    title: str
    raises: str
    size: str
    source: str
    fixed: bool = False
    pot_limited: bool = False


STRUCTURES = {
    "no-limit": Structure(
        "no-limit", N_("No limit"), N_("any number"),
        N_("at least the minimum raise; at most everything the player has"),
        N_("Hungarian article, Variations: any number and size of raises; the most "
           "widespread")),
    "pot-limit": Structure(
        "pot-limit", N_("Pot limit"), N_("any number"),
        N_("at least the minimum raise; at most the pot after calling"),
        N_("Hungarian article, Variations: unlimited raises, none larger than the pot"),
        pot_limited=True),
    "limit": Structure(
        "limit", N_("Limit"), N_("one bet and three raises a round (card-room cap)"),
        N_("exactly the small bet (preflop, flop) or the big bet (turn, river)"),
        N_("Hungarian article, Variations: number and size of raises limited"), fixed=True),
}
"""The three structures of the Hungarian article, by name. Their words are English data,
marked for the catalogs: ``_(structure.title)`` says one in the language in force."""

_ALIASES = {"nl": "no-limit", "nolimit": "no-limit", "pl": "pot-limit", "potlimit": "pot-limit",
            "fl": "limit", "fixed-limit": "limit", "fixedlimit": "limit"}

LIMIT_CAP = 4
"""The most bets in one limit betting round, a bet and three raises (a card-room convention,
not in the sources). Before the flop the big blind counts as the bet."""

_STREETS = ("preflop", "flop", "turn", "river")


def get_structure(structure: "str | Structure") -> Structure:
    """The :class:`Structure` named ``structure`` (``"no limit"``, ``"no-limit"``, ``"NL"``,
    ``"pot limit"``, ``"PL"``, ``"limit"``, ``"fixed limit"``).

    Raises
    ------
    ValueError
        For any other name.

    Examples
    --------
    >>> get_structure("Pot limit").name
    'pot-limit'
    """
    if isinstance(structure, Structure):
        return structure
    if not isinstance(structure, str):
        raise ValueError(_("a betting structure is named by a string, got {value}").format(
            value=repr(structure)))
    key = "-".join(structure.strip().lower().replace("_", " ").replace("-", " ").split())
    key = _ALIASES.get(key, _ALIASES.get(key.replace("-", ""), key))
    if key not in STRUCTURES:
        raise ValueError(_("unknown betting structure {value}; choose one of {names}").format(
            value=repr(structure), names=", ".join(STRUCTURES)))
    return STRUCTURES[key]


def _chips(value: object, name: str, *, positive: bool = False) -> int:
    """``value`` checked by :func:`pokerhands.core.checks.whole_number`: a whole number of chips
    from 0 (1 if ``positive``) to :data:`~pokerhands.core.checks.MAX_CHIPS`."""
    return whole_number(name, value, minimum=1 if positive else 0, maximum=MAX_CHIPS,
                        unit="chips")


def min_raise_to(current_bet: int, big_blind: int, last_raise: int | None = None) -> int:
    """The smallest total a player may raise to in no limit or pot limit.

    The raise (the amount added on top of ``current_bet``) must be at least the big blind
    (the Hungarian article) and at least the last bet or raise of the same round
    (card-room rule beyond the source). With no bet yet (``current_bet=0``) this is the
    smallest bet: one big blind.

    Parameters
    ----------
    current_bet : int
        The highest total anyone has put in during this betting round (the big blind
        before the flop when nobody has raised; 0 after the flop before anyone bets).
    big_blind : int
        The big blind.
    last_raise : int, optional
        The size of the last bet or raise in this round (by how much it raised the bet).
        Default: ``current_bet`` itself, which is right while the round holds only one
        bet (the big blind, or a single bet after the flop).

    Returns
    -------
    int
        ``current_bet + max(big_blind, last_raise)``.

    Examples
    --------
    Blinds 1 and 2: nobody has raised, so the smallest raise is to 4. After a raise to 6
    (a raise of 4), the next raise must go to at least 10.

    >>> min_raise_to(2, big_blind=2)
    4
    >>> min_raise_to(6, big_blind=2, last_raise=4)
    10
    >>> min_raise_to(0, big_blind=2)   # the smallest bet after the flop
    2
    """
    current_bet = _chips(current_bet, "current_bet")
    big_blind = _chips(big_blind, "big_blind", positive=True)
    last_raise = current_bet if last_raise is None else _chips(last_raise, "last_raise")
    if last_raise > current_bet:
        raise ValueError(_("the last raise ({last}) cannot be larger than the bet it made "
                           "({bet})").format(last=last_raise, bet=current_bet))
    return current_bet + max(big_blind, last_raise)


@dataclass(frozen=True)
class PotLimitRaise:
    """The largest pot-limit raise, worked out step by step.

    Attributes
    ----------
    pot : int
        Chips in the middle before the player acts (every bet of this round included).
    to_call : int
        What the player must add to match the current bet.
    already_in : int
        What the player has already put in during this round.
    pot_after_call : int
        ``pot + to_call``: the pot as it stands once the player has called.
    raise_by : int
        The largest raise, equal to ``pot_after_call``.
    raise_to : int
        The player's round total after the raise: ``already_in + to_call + raise_by``.
    put_in : int
        Chips the player adds now: ``to_call + raise_by``.
    """

    pot: int
    to_call: int
    already_in: int
    pot_after_call: int
    raise_by: int
    raise_to: int
    put_in: int

    def explain(self, lang: "str | None" = None) -> list[str]:
        """The steps as sentences.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.
        """
        with use_language(lang):
            steps = []
            fields = {"call": self.to_call, "pot": self.pot, "after": self.pot_after_call,
                      "by": self.raise_by, "put_in": self.put_in, "to": self.raise_to}
            if self.to_call:
                steps.append(_("Call {call}: the pot grows from {pot} to {after}."))
            else:
                steps.append(_("Nothing to call: the pot stays at {pot}."))
            steps.append(_("Raise by the whole pot, {by}."))
            steps.append(ngettext("The player puts in {call} + {by} = {put_in} chip and raises to "
                                  "{to}.", "The player puts in {call} + {by} = {put_in} chips and "
                                  "raises to {to}.", self.put_in))
            return [step.format(**fields) for step in steps]


def pot_limit_raise(pot: int, to_call: int, already_in: int = 0) -> PotLimitRaise:
    """The largest raise allowed in pot limit, with each step of the calculation.

    The source (the Hungarian article) says a pot-limit raise may not exceed the current
    pot. Card rooms count the pot after the raiser's call: the player first puts in what it
    takes to call, and may then raise by the whole pot as it stands.

    Parameters
    ----------
    pot : int
        All chips in the middle before the player acts: earlier rounds, the blinds and every
        bet of this round (including what this player has already put in).
    to_call : int
        What the player must add to match the current bet (0 if nobody has bet).
    already_in : int
        What the player has already put in during this round (a blind, or an earlier bet).

    Raises
    ------
    ValueError
        For negative or non-integer amounts, or a pot too small to hold the bets it must hold.

    Examples
    --------
    Blinds 1 and 2; the first player raises to 6, and the next player wants to raise the
    pot. The pot holds 1 + 2 + 6 = 9 and the call costs 6:

    >>> r = pot_limit_raise(pot=9, to_call=6)
    >>> r.pot_after_call, r.raise_to, r.put_in
    (15, 21, 21)
    """
    pot, to_call, already_in = (_chips(pot, "pot"), _chips(to_call, "to_call"),
                                _chips(already_in, "already_in"))
    if pot < already_in + (already_in + to_call if to_call else 0):
        raise ValueError(_("a pot of {pot} cannot hold this player's {already} and a bet of "
                           "{bet} to call").format(pot=pot, already=already_in,
                                                   bet=already_in + to_call))
    after = pot + to_call
    return PotLimitRaise(pot=pot, to_call=to_call, already_in=already_in,
                         pot_after_call=after, raise_by=after,
                         raise_to=already_in + to_call + after, put_in=to_call + after)


def pot_limit_max_raise_to(pot: int, to_call: int, already_in: int = 0) -> int:
    """The largest total a player may raise to in pot limit: call, then raise by the pot.

    Equal to ``already_in + 2 * to_call + pot``; see :func:`pot_limit_raise` for the
    parameters and the steps. The player adds ``pot + 2 * to_call`` chips.

    Examples
    --------
    Blinds 1 and 2, nobody has raised: the first player to act may raise to 7.

    >>> pot_limit_max_raise_to(pot=3, to_call=2)
    7
    >>> pot_limit_max_raise_to(pot=9, to_call=6)   # after a raise to 6
    21
    >>> pot_limit_max_raise_to(pot=9, to_call=4, already_in=2)   # the big blind, same spot
    19
    """
    return pot_limit_raise(pot, to_call, already_in).raise_to


def limit_bet_sizes(small_bet: int) -> dict[str, int]:
    """The fixed bet and raise size of each betting round in limit hold'em.

    Card-room convention (the source says only that the size is limited): the *small bet*
    on the preflop and flop rounds, the *big bet*, twice as large, on the turn and the river.
    A game with a small bet of 2 is called a "2/4" game; its blinds are usually 1 and 2.

    Examples
    --------
    >>> limit_bet_sizes(2)
    {'preflop': 2, 'flop': 2, 'turn': 4, 'river': 4}
    """
    small_bet = _chips(small_bet, "small_bet", positive=True)
    return {"preflop": small_bet, "flop": small_bet, "turn": 2 * small_bet,
            "river": 2 * small_bet}


def raise_range(structure: "str | Structure", *, current_bet: int, big_blind: int,
                last_raise: int | None = None, pot: int | None = None, already_in: int = 0,
                stack: int | None = None, street: str | None = None,
                small_bet: int | None = None,
                cap: int | None = LIMIT_CAP) -> tuple[int, int | None] | None:
    """The smallest and the largest total a player may raise (or bet) to, or None when the
    player may not raise at all.

    Parameters
    ----------
    structure : str or Structure
        ``"no-limit"``, ``"pot-limit"`` or ``"limit"``.
    current_bet, big_blind, last_raise
        As in :func:`min_raise_to`.
    pot : int
        Pot limit only: the chips in the middle before the player acts (see
        :func:`pot_limit_raise`).
    already_in : int
        What the player has already put in during this round.
    stack : int, optional
        The chips the player has left behind (not counting ``already_in``); None for
        no limit on them. A player may always go all in, even for less than the
        minimum raise (card-room rule); a player who cannot more than call may not raise.
    street : str
        Limit only: ``"preflop"``, ``"flop"``, ``"turn"`` or ``"river"``.
    small_bet : int, optional
        Limit only: the small bet (default: the big blind, as in most card rooms).
    cap : int or None
        Limit only: how many bets a round allows (default :data:`LIMIT_CAP`, a bet and three
        raises); None for no cap (some card rooms lift it when only two players are left).

    Returns
    -------
    (int, int or None) or None
        ``(smallest, largest)`` raise-to totals; the largest is None in no limit when the
        stack is not given. None when no raise is allowed (limit cap reached, or too few
        chips).

    Examples
    --------
    >>> raise_range("no-limit", current_bet=6, big_blind=2, last_raise=4, stack=100)
    (10, 100)
    >>> raise_range("pot-limit", current_bet=6, big_blind=2, last_raise=4, pot=9)
    (10, 21)
    >>> raise_range("limit", current_bet=4, big_blind=2, street="preflop")
    (6, 6)
    """
    s = get_structure(structure)
    current_bet = _chips(current_bet, "current_bet")
    big_blind = _chips(big_blind, "big_blind", positive=True)
    already_in = _chips(already_in, "already_in")
    if already_in > current_bet:
        raise ValueError(_("the player has put in {already}, more than the current bet "
                           "({bet})").format(already=already_in, bet=current_bet))
    all_in = None if stack is None else already_in + _chips(stack, "stack")
    if s.fixed:
        if street not in _STREETS:
            raise ValueError(_("limit needs the street: one of {streets}; got {value}").format(
                streets=", ".join(_STREETS), value=repr(street)))
        size = limit_bet_sizes(big_blind if small_bet is None else small_bet)[street]
        if cap is not None:
            cap = _chips(cap, "cap", positive=True)
        if last_raise is not None:
            _chips(last_raise, "last_raise")
        bets = -(-current_bet // size)  # bets made so far in this round, rounded up
        if cap is not None and bets >= cap:
            return None
        low = high = current_bet + size
    else:
        low = min_raise_to(current_bet, big_blind, last_raise)
        if s.pot_limited:
            if pot is None:
                raise ValueError(_("pot limit needs the pot: the chips in the middle before "
                                   "the player acts"))
            # the pot limit never forbids the minimum raise (a tiny pot, e.g. with antes only)
            high = max(low, pot_limit_max_raise_to(pot, current_bet - already_in, already_in))
        else:
            high = None
    if all_in is not None:
        if all_in <= current_bet:
            return None
        if all_in < low:
            return (all_in, all_in)
        high = all_in if high is None else min(high, all_in)
    return (low, high)


def check_raise(structure: "str | Structure", raise_to: int, *, current_bet: int,
                big_blind: int, last_raise: int | None = None, pot: int | None = None,
                already_in: int = 0, stack: int | None = None, street: str | None = None,
                small_bet: int | None = None, cap: int | None = LIMIT_CAP) -> int:
    """Check that a raise (or a bet) to ``raise_to`` is legal; return ``raise_to``.

    The keyword arguments are those of :func:`raise_range`, which gives the legal totals.

    Raises
    ------
    ValueError
        When the raise is illegal; the message names the amount and the rule it breaks.

    Examples
    --------
    >>> check_raise("no-limit", 10, current_bet=6, big_blind=2, last_raise=4)
    10
    >>> check_raise("no-limit", 9, current_bet=6, big_blind=2, last_raise=4)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: a raise to 9 is too small in no limit: the smallest raise is to 10 (the current ...
    """
    s = get_structure(structure)
    raise_to = _chips(raise_to, "raise_to")
    rng = raise_range(s, current_bet=current_bet, big_blind=big_blind, last_raise=last_raise,
                      pot=pot, already_in=already_in, stack=stack, street=street,
                      small_bet=small_bet, cap=cap)
    # TRANSLATORS: {what} in the messages below is "a bet to 9" or "a raise to 9"
    what = (_("a bet to {amount}") if current_bet == 0 else _("a raise to {amount}")).format(
        amount=raise_to)
    fields = {"what": what, "bet": current_bet, "more": raise_to - already_in, "stack": stack,
              "cap": cap, "raises": None if cap is None else cap - 1,
              "street": street_word(str(street))}
    if raise_to <= current_bet:
        raise ValueError(_("{what} is not a raise: the bet to match is already {bet}").format(
            **fields))
    short = _("{what} needs {more} more chips; the player has only {stack}")
    if stack is not None and raise_to > already_in + stack:
        raise ValueError(short.format(**fields))
    if rng is None:  # a short stack was refused above, so only the limit cap is left
        if s.fixed:
            assert cap is not None  # no raise in limit means the cap was reached
            raise ValueError(_("{what} is not allowed in limit: the round is capped at {cap} "
                               "bets (a bet and {raises} raises)").format(**fields))
        raise ValueError(_("{what} is not allowed: the player cannot put in more than the "
                           "{bet} it takes to call").format(**fields))
    low, high = rng
    fields.update(low=low, high=high, step=low - current_bet,
                  call=current_bet - already_in, pot=None if high is None else high - current_bet)
    if stack is not None and low == high == already_in + stack:
        if raise_to == low:
            return raise_to  # all in, perhaps for less than a full raise
        raise ValueError(_("{what} is not allowed: with {stack} chips left the only raise is "
                           "all in, to {low}").format(**fields))
    if s.fixed:
        if raise_to != low:
            raise ValueError(_("{what} is not allowed in limit: on the {street} every bet and "
                               "raise is exactly {step}, so the raise is to {low}").format(
                                   **fields))
        return raise_to
    if raise_to < low:
        if current_bet == 0:
            message = (_("{what} is too small in pot limit: the smallest bet is {low}, the big "
                         "blind") if s.pot_limited else
                       _("{what} is too small in no limit: the smallest bet is {low}, the big "
                         "blind"))
        else:
            message = (_("{what} is too small in pot limit: the smallest raise is to {low} (the "
                         "current bet {bet} plus {step})") if s.pot_limited else
                       _("{what} is too small in no limit: the smallest raise is to {low} (the "
                         "current bet {bet} plus {step})"))
        raise ValueError(message.format(**fields))
    if high is not None and raise_to > high:
        if s.pot_limited and (stack is None or high < already_in + stack):
            if current_bet == 0:
                raise ValueError(_("{what} is too large in pot limit: the largest bet is the "
                                   "pot, {high}").format(**fields))
            raise ValueError(_("{what} is too large in pot limit: the largest raise is to "
                               "{high} (call {call}, then raise by the pot of {pot})").format(
                                   **fields))
        raise ValueError(short.format(**fields))
    return raise_to


def acting_order(players: int, button: int = 0, street: str = "preflop") -> list[int]:
    """The seats in the order they act in a betting round.

    Before the flop the player left of the big blind acts first and the big blind last;
    after the flop the first player still in left of the button acts first and the button
    last (heads up: the button acts first before the flop and last after it). The order
    follows :func:`pokerhands.games.deal.positions`.

    Examples
    --------
    >>> acting_order(6, button=0)
    [3, 4, 5, 0, 1, 2]
    >>> acting_order(6, button=0, street="flop")
    [1, 2, 3, 4, 5, 0]
    """
    if street not in _STREETS:
        raise ValueError(_("street must be one of {streets}; got {value}").format(
            streets=", ".join(_STREETS), value=repr(street)))
    p = positions(players, button)
    first = p["first preflop"] if street == "preflop" else p["first postflop"]
    return [(first + i) % players for i in range(players)]


def position_groups(players: int, button: int = 0, street: str = "preflop") -> dict[int, str]:
    """Each seat's position: ``"early"``, ``"middle"`` or ``"late"``.

    File 003 (Hungarian part): the first players to act are in early position, the last in
    late position, those between in middle position; so the blinds are late before the flop
    and early after it. The split is the book's own (the source gives none): a third of the
    table, rounded, and at least one seat, is early, as many are late, and the rest are in
    the middle.

    Returns
    -------
    dict
        Seat -> group, in acting order.

    Examples
    --------
    >>> position_groups(6)
    {3: 'early', 4: 'early', 5: 'middle', 0: 'middle', 1: 'late', 2: 'late'}
    """
    order = acting_order(players, button, street)
    n = len(order)
    edge = max(1, round(n / 3))
    return {seat: "early" if i < edge else "late" if i >= n - edge else "middle"
            for i, seat in enumerate(order)}
