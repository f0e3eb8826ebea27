"""One check for every count the package takes: chips, seeds, sample sizes, numbers of
players or exercises.

Each public function that takes such a number calls :func:`whole_number` before doing any
work or allocating anything, so a boolean, a fraction, a negative number or an absurd size
is refused the same way everywhere: a ``ValueError`` that names the argument and the value.
NumPy integers are accepted (as Python ints); NumPy booleans are not. This module imports
nothing from the package, so every module can use it.
"""
from __future__ import annotations

import numbers

__all__ = ["whole_number", "flag", "MAX_CHIPS"]

MAX_CHIPS = 10 ** 9
"""The most chips a pot, a bet or a split may hold (the widgets' pot boxes stop here too)."""


def whole_number(name: str, value, *, minimum: int = 0, maximum: "int | None" = None,
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
    span = f"from {minimum} up" if maximum is None else f"from {minimum} to {maximum:,}"
    if (isinstance(value, bool) or type(value).__name__ == "bool_"
            or not isinstance(value, numbers.Integral)
            or not (minimum <= int(value) and (maximum is None or int(value) <= maximum))):
        of = f" of {unit}" if unit else ""
        raise ValueError(f"{name} must be a whole number{of} {span}, got {value!r}")
    return int(value)


def flag(name: str, value) -> bool:
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
    raise ValueError(f"{name} must be True or False, got {value!r}")
