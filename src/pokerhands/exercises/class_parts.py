"""The quiz of each part of the book, as a class link asks it: its kinds of question and the
ranking systems a teacher may choose from (:data:`PARTS`, read by
:mod:`pokerhands.exercises.classroom`).
"""
from __future__ import annotations

from dataclasses import dataclass

from pokerhands.core.language import N_
from pokerhands.exercises.dealing import HOUSE_RULES

__all__ = ["PartQuiz", "PARTS", "LOW_SYSTEMS"]

LOW_SYSTEMS = ("ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better")
"""The low ranking systems a teacher may choose for Part III."""


@dataclass(frozen=True)
class PartQuiz:
    """The quiz that goes with one part of the book: its kinds of question and the ranking
    systems a teacher may choose from.

    Attributes
    ----------
    part : int
        The part's number, 1 to 7.
    title : str
        The part's title in the book.
    kinds : tuple of str
        The kinds of question, asked in turn.
    rules : tuple of str
        The ranking systems (or house rules) a teacher may choose; empty when the part has
        no choice.
    default : str or None
        The ranking system used when the link names none (None: each question draws its
        own from those its kind allows).
    mixed_kinds : tuple of str
        The kinds asked when the link names no ranking system, where they differ from
        ``kinds`` (Part III: without one low system, only the best-low question keeps to
        low systems).
    needs_numpy : bool
        The questions are worked out with the batch evaluator (Part VI), so a live quiz
        needs NumPy in the browser.
    """

    part: int
    title: str
    kinds: tuple[str, ...]
    rules: tuple[str, ...] = ()
    default: "str | None" = None
    mixed_kinds: tuple[str, ...] = ()
    needs_numpy: bool = False

    @property
    def roman(self) -> str:
        """The part's number in Roman numerals, as the book writes it (``"I"`` to ``"VII"``)."""
        return "I II III IV V VI VII".split()[self.part - 1]

    def kinds_for(self, rules: "str | None") -> tuple[str, ...]:
        """The kinds asked under ``rules`` (None: the part's default)."""
        return self.mixed_kinds if rules is None and self.mixed_kinds else self.kinds


PARTS: "dict[int, PartQuiz]" = {q.part: q for q in (
    PartQuiz(1, N_("Cards and the ranking"),
             ("name-hand", "category-order", "which-wins", "order"), default="high"),
    PartQuiz(2, N_("The standard high hands"), ("name-hand", "which-wins", "order", "five-play"),
             default="high"),
    PartQuiz(3, N_("Low hands"), ("best-low", "which-wins", "order"), rules=LOW_SYSTEMS,
             mixed_kinds=("best-low",)),
    PartQuiz(4, N_("Badugi"), ("name-hand", "which-wins", "order", "badugi"), default="badugi"),
    PartQuiz(5, N_("House rules"), ("name-hand", "which-wins", "order"),
             rules=tuple(HOUSE_RULES), default="joker"),
    PartQuiz(6, N_("Odds"), ("outs", "more-likely", "favourite"), needs_numpy=True),
    PartQuiz(7, N_("The games"), ("five-play", "split-pot")),
)}
"""The quiz of each part, as its exercise page asks it (Part III adds which-wins and order
when one low system is chosen)."""
