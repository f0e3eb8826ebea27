"""One check for every count the package takes: chips, seeds, sample sizes, numbers of
players or exercises, and for the lists of them: seats and chips per seat.

Each public function that takes such a number calls :func:`whole_number` (or, where its
message is worded its own way, :func:`is_whole`) before doing any work or allocating
anything, so a boolean, a fraction, a negative number or an absurd size is refused the same
way everywhere: a ``ValueError`` that names the argument and the value. NumPy integers are
accepted (as Python ints); NumPy booleans are not. A list of them is checked by
:func:`collection` (is it a list at all?), :func:`chip_list` and :func:`seat_list`; each
takes the caller's wording, so every message stays the caller's own. This module imports
nothing from the package but :mod:`~pokerhands.core.language` (its messages are in the
catalogs), so every module can use it.

>>> whole_number("bet", 10 ** 9, maximum=MAX_CHIPS, unit="chips")
1000000000
>>> whole_number("bet", MAX_CHIPS + 1, maximum=MAX_CHIPS, unit="chips")
Traceback (most recent call last):
...
ValueError: bet must be a whole number of chips from 0 to 1,000,000,000, got 1000000001
"""
from __future__ import annotations

import numbers
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from typing import Any, Collection, Iterable, Literal, cast, overload

from pokerhands.core.language import gettext as _, number_text, pgettext

__all__ = ["whole_number", "is_whole", "flag", "collection", "chip_list", "seat_list",
           "clip", "MAX_CHIPS"]

MAX_CHIPS = 10 ** 9
"""The most chips a pot, a bet or a split may hold (the widgets' pot boxes stop here too)."""


def whole_number(name: str, value: object, *, minimum: int = 0, maximum: "int | None" = None,
                 unit: str = "") -> int:
    """``value`` as an ``int``, checked to be a whole number from ``minimum`` to ``maximum``
    (``unit``, e.g. ``"chips"``, is said in the message).

    Raises
    ------
    ValueError
        For a boolean, anything that is not an integer (``2.0`` and ``"2"`` included), or a
        number outside the range; the message names ``name`` and quotes ``value``.

    Examples
    --------
    >>> whole_number("pot", 100)
    100
    >>> whole_number("pot", 2.5)
    Traceback (most recent call last):
    ...
    ValueError: pot must be a whole number from 0 up, got 2.5
    """
    if isinstance(value, numbers.Integral) and is_whole(value, minimum=minimum, maximum=maximum):
        return int(value)
    fields = {"name": name, "minimum": minimum, "value": repr(value), "unit": _unit(unit),
              "maximum": "" if maximum is None else number_text(maximum)}
    if unit and maximum is not None:
        # TRANSLATORS: {name} is the argument's name in the code, {unit} what is counted
        # ("chips", translated in the context "counted"), {value} the value given.
        message = _("{name} must be a whole number of {unit} from {minimum} to {maximum}, "
                    "got {value}")
    elif unit:
        message = _("{name} must be a whole number of {unit} from {minimum} up, got {value}")
    elif maximum is not None:
        message = _("{name} must be a whole number from {minimum} to {maximum}, got {value}")
    else:
        message = _("{name} must be a whole number from {minimum} up, got {value}")
    raise ValueError(message.format(**fields))


def _unit(unit: str) -> str:
    """The unit in the language in force: the known ones are in the catalog."""
    if unit == "chips":
        return pgettext("counted", "chips")
    if unit == "exercises":
        return pgettext("counted", "exercises")
    return unit


def clip(text: str, limit: int = 80) -> str:
    """``text`` cut to ``limit`` characters with "…", so that a huge input quoted in an error
    message cannot flood it (every message that quotes an input cuts it here).

    >>> clip("As Ks Qs"), clip("x" * 100)[-3:], len(clip("x" * 100))
    ('As Ks Qs', 'xx…', 80)
    """
    return text if len(text) <= limit else text[:limit - 1] + "…"

def is_whole(value: object, *, minimum: int = 0, maximum: "int | None" = None) -> bool:
    """Whether ``value`` is a whole number from ``minimum`` to ``maximum`` (None: no top),
    as :func:`whole_number` checks it: a Python or NumPy integer, never a boolean.

    For a caller whose message is worded its own way; it raises nothing.

    Examples
    --------
    >>> is_whole(3, maximum=5), is_whole(True), is_whole(2.0), is_whole(-1)
    (True, False, False, False)
    """
    return (not isinstance(value, bool) and type(value).__name__ != "bool_"
            and isinstance(value, numbers.Integral)
            and minimum <= int(value) and (maximum is None or int(value) <= maximum))


@overload
def collection(value: object, message: str, *, refuse: tuple[type, ...] = (),
               sized: Literal[False] = False, ordered: bool = False) -> Iterable[Any]: ...
@overload
def collection(value: object, message: str, *, refuse: tuple[type, ...] = (),
               sized: Literal[True], ordered: bool = False) -> Collection[Any]: ...
@overload
def collection(value: object, message: str, *, refuse: tuple[type, ...] = (),
               sized: bool = False, ordered: bool = False) -> Iterable[Any]: ...
def collection(value: object, message: str, *, refuse: tuple[type, ...] = (),
               sized: bool = False, ordered: bool = False) -> Iterable[Any]:
    """``value`` checked to be a list of things (a list, a tuple, a set, a generator...):
    iterable (with a length when ``sized``) and neither a string nor bytes (a string is
    iterable, but it is one thing), nor a mapping (a dict iterates over its keys, never what
    was meant), nor an instance of a type in ``refuse``. With ``ordered``, where each item
    belongs to a seat or a place (chips per seat, each player's cards), a set is refused too:
    it has no order, so the items would land on the wrong seats.

    Returns ``value`` unchanged (typed as a ``Collection`` when ``sized``: what it holds is
    the caller's to check).

    Raises
    ------
    ValueError
        ``message`` followed by the quoted value: ``message`` is the caller's sentence up to
        the value, such as ``"stacks must be a sequence with one entry per seat, got "``.

    Examples
    --------
    >>> collection([0, 2], "folded must be a list of seats, got ")
    [0, 2]
    >>> collection("0 2", "folded must be a list of seats, got ")
    Traceback (most recent call last):
    ...
    ValueError: folded must be a list of seats, got '0 2'
    >>> collection({0: 50, 1: 100}, "bets must be a list of chips per seat, got ")
    Traceback (most recent call last):
    ...
    ValueError: bets must be a list of chips per seat, got {0: 50, 1: 100}
    >>> collection({50, 100}, "bets must be a list of chips per seat, got ", ordered=True)
    Traceback (most recent call last):
    ...
    ValueError: bets must be a list of chips per seat, got {50, 100}
    """
    unordered: tuple[type, ...] = (AbstractSet,) if ordered else ()
    if (isinstance(value, (str, bytes, Mapping, *unordered, *refuse))
            or not hasattr(value, "__len__" if sized else "__iter__")):
        raise ValueError(f"{message}{value!r}")
    # hasattr, not isinstance(Iterable): the check the messages have always described
    return cast("Iterable[Any]", value)


def chip_list(value: object, message: str, *, minimum: int = 0, maximum: int = MAX_CHIPS,
              length: "int | None" = None, refuse: tuple[type, ...] = ()) -> list[int]:
    """``value`` as a list of ints, checked to be a sized, ordered :func:`collection`
    (``length`` items when given; no set, since each amount belongs to a seat or a place) of
    whole numbers of chips from ``minimum`` to ``maximum``.

    Raises
    ------
    ValueError
        ``message`` followed by the quoted value, as given, for anything else.

    Examples
    --------
    >>> chip_list((1, 2), "blinds must be two chip counts, got ", minimum=1, length=2)
    [1, 2]
    >>> chip_list([1, 2.5], "blinds must be two chip counts, got ")
    Traceback (most recent call last):
    ...
    ValueError: blinds must be two chip counts, got [1, 2.5]
    """
    items = collection(value, message, refuse=refuse, sized=True, ordered=True)
    if ((length is not None and len(items) != length)
            or not all(is_whole(c, minimum=minimum, maximum=maximum) for c in items)):
        raise ValueError(f"{message}{value!r}")
    return [int(c) for c in items]


def seat_list(value: object, seats: int, message: str, *, not_a_list: "str | None" = None,
              refuse: tuple[type, ...] = ()) -> list[int]:
    """``value`` as a list of ints, checked to be a :func:`collection` of seat numbers
    ``0 .. seats - 1`` (the seats counted from 0, as the games count them).

    Raises
    ------
    ValueError
        ``not_a_list`` (default ``message``) followed by the quoted value when it is not a
        collection; ``message`` followed by the quoted items as a list (so that a generator
        is shown by what it held) when an item is not a seat.

    Examples
    --------
    >>> seat_list((2, 0), 4, "folded: give seats 0 to 3, got ")
    [2, 0]
    >>> seat_list([1, 4], 4, "folded: give seats 0 to 3, got ")
    Traceback (most recent call last):
    ...
    ValueError: folded: give seats 0 to 3, got [1, 4]
    """
    items = list(collection(value, message if not_a_list is None else not_a_list,
                            refuse=refuse))
    if not all(is_whole(s, maximum=seats - 1) for s in items):
        raise ValueError(f"{message}{items!r}")
    return [int(s) for s in items]


def flag(name: str, value: object) -> bool:
    """``value`` checked to be a boolean (``True`` or ``False``, a NumPy boolean too).

    A string is refused rather than read by its truth: ``"no"`` and ``"False"`` are true in
    Python, the opposite of what was meant.

    Raises
    ------
    ValueError
        For anything else; the message names ``name`` and quotes ``value``.

    Examples
    --------
    >>> flag("omaha", True)
    True
    >>> flag("lift_cap_heads_up", "no")
    Traceback (most recent call last):
    ...
    ValueError: lift_cap_heads_up must be True or False, got 'no'
    """
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return bool(value)
    raise ValueError(_("{name} must be True or False, got {value}").format(
        name=name, value=repr(value)))
