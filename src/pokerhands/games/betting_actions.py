"""The actions of a betting round: what a player did (:class:`Action`, in a dealer's words)
and what a player may do (:class:`LegalActions`).

:class:`pokerhands.games.betting_round.BettingRound` records each action as an
:class:`Action` and answers :meth:`~pokerhands.games.betting_round.BettingRound.legal_actions`
with a :class:`LegalActions`; both are re-exported by :mod:`pokerhands.games.betting_round`.
"""
from __future__ import annotations

from dataclasses import dataclass

from pokerhands.core.language import gettext as _
from pokerhands.core.language import pgettext, use_language

__all__ = ["ACTIONS", "Action", "LegalActions", "action_word", "action_phrase", "street_word"]

ACTIONS = ("fold", "check", "call", "bet", "raise", "all-in")
"""The actions :meth:`pokerhands.games.betting_round.BettingRound.act` accepts."""


@dataclass(frozen=True)
class Action:
    """One action taken in a round.

    Attributes
    ----------
    seat : int
    action : str
        One of :data:`ACTIONS`, as the player declared it.
    put_in : int
        Chips the player added with this action.
    to : int
        The player's total for the round after the action (chips).
    full : bool
        True for a bet or a full raise (it reopens the betting); False for a short all-in
        and for every other action.
    all_in : bool
        True when the action used the player's last chip.
    facing : int or None
        The bet the player faced before acting (the round's highest total then); None
        when not known. It tells a call for less (all in below it) from a raise.
    """

    seat: int
    action: str
    put_in: int
    to: int
    full: bool
    all_in: bool
    facing: "int | None" = None

    def describe(self, lang: "str | None" = None) -> str:
        """The action in a dealer's words, e.g. ``"seat 3 raises to 6"``.

        ``lang`` (``"en"``, ``"ru"``, ``"el"`` or ``"hu"``) gives the words in that
        language rather than the one in force.

        An all-in is named by what it does: below the bet it faces it is a *call for less*
        (the bettor's chips above it are matched only by others, or go back); equal to the
        bet, a call; above it, a bet or a raise, with ``less than a full raise`` (or bet)
        when it is too small to reopen the betting.

        Examples
        --------
        >>> Action(2, "all-in", 3, 5, False, True, facing=8).describe()
        'seat 2 calls for less, all in for 5 against a bet of 8'
        >>> Action(2, "all-in", 8, 10, False, True, facing=8).describe()
        'seat 2 raises to 10, all in, less than a full raise'
        """
        with use_language(lang):
            fields = {"seat": self.seat, "to": self.to, "amount": self.put_in, "facing": self.facing}
            facing, all_in = self.facing, int(self.all_in)
            if self.action in ("fold", "check"):
                message = _("seat {seat} folds") if self.action == "fold" else _("seat {seat} checks")
            elif facing is None and self.action == "all-in":  # recorded without the bet it faced
                message = _("seat {seat} goes all in for {to}")
            elif facing is not None and self.to < facing and self.action in ("call", "all-in"):
                message = _("seat {seat} calls for less, all in for {to} against a bet of {facing}")
            elif self.action == "call" or self.to == facing:
                message = (_("seat {seat} calls {amount}"),
                           _("seat {seat} calls {amount} (all in)"))[all_in]
            elif facing is None:
                message = (_("seat {seat} bets {to}"), _("seat {seat} bets {to} (all in)"),
                           _("seat {seat} raises to {to}"),
                           _("seat {seat} raises to {to} (all in)"))[2 * (self.action == "raise")
                                                                      + all_in]
            else:
                message = (_("seat {seat} bets {to}"), _("seat {seat} bets {to}, all in"),
                           _("seat {seat} bets {to}, less than a full bet"),
                           _("seat {seat} bets {to}, all in, less than a full bet"),
                           _("seat {seat} raises to {to}"), _("seat {seat} raises to {to}, all in"),
                           _("seat {seat} raises to {to}, less than a full raise"),
                           _("seat {seat} raises to {to}, all in, less than a full raise"),
                           )[4 * (facing != 0) + 2 * (not self.full) + all_in]
            return message.format(**fields)


@dataclass(frozen=True)
class LegalActions:
    """What one player may do now.

    Attributes
    ----------
    seat : int
    actions : tuple of str
        The legal actions (empty when it is not this seat's turn or the round is over).
        ``"bet"`` or ``"raise"`` is listed whenever the player may put in more than the call,
        even when the only such amount is all in (then ``to=all_in_to``).
    to_call : int
        Chips the player must add to call (at most the stack; 0 when a check is possible).
    min_to, max_to : int or None
        The smallest and largest total the player may bet or raise to *without* going all in
        for less; None when no bet or raise is allowed, or when the only one is all in.
    all_in_to : int or None
        The player's total if they go all in now, when that is legal.
    why_no_raise : str
        Why the player may not bet or raise (empty when they may).
    """

    seat: int
    actions: tuple[str, ...]
    to_call: int
    min_to: "int | None"
    max_to: "int | None"
    all_in_to: "int | None"
    why_no_raise: str = ""


def action_word(action: object, lang: "str | None" = None) -> str:
    """One of :data:`ACTIONS` as a word of ``lang``, by default of the language in force
    (``"raise"``, ``"рейз"``); anything else as :class:`str` writes it.
    """
    with use_language(lang):
        if not isinstance(action, str):
            return str(action)
        words = {"fold": pgettext("betting action", "fold"),
                 "check": pgettext("betting action", "check"),
                 "call": pgettext("betting action", "call"),
                 "bet": pgettext("betting action", "bet"),
                 "raise": pgettext("betting action", "raise"),
                 "all-in": pgettext("betting action", "all-in")}
        return words.get(action, action)


def action_phrase(action: object, to: object = None, lang: "str | None" = None) -> str:
    """An action as the round's messages quote it: ``"call"``, ``"raise to 6"``, in ``lang``
    (by default the language in force; ``to`` quoted as given, with ``repr``).

    >>> action_phrase("raise", 6), action_phrase("fold")
    ('raise to 6', 'fold')
    """
    with use_language(lang):
        if to is None:
            return action_word(action)
        # TRANSLATORS: {action} is a betting action (fold, check, call, bet, raise, all-in)
        return _("{action} to {amount}").format(action=action_word(action), amount=repr(to))


def street_word(street: str, lang: "str | None" = None) -> str:
    """A betting round's street (``"preflop"``, ``"flop"``, ``"turn"``, ``"river"``) as a
    word of ``lang``, by default of the language in force; any other text as it is.
    """
    with use_language(lang):
        words = {"preflop": pgettext("street", "preflop"), "flop": pgettext("street", "flop"),
                 "turn": pgettext("street", "turn"), "river": pgettext("street", "river")}
        return words.get(street, street)
