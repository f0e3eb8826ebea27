"""A teacher's answer key, laid out as plain text or as a table.

:func:`~pokerhands.exercises.answer_key` gathers one row per exercise (a mapping with the
number, kind, rules, game, seed, prompt, cards, board, answer and explanation); the
functions here lay those rows out, so that this module needs nothing from the exercises.
"""
from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from pokerhands.core.language import gettext as _
from pokerhands.render.html import Table, table_html

__all__ = ["answer_key_text", "answer_key_table"]


def answer_key_text(rows: Iterable[Mapping[str, object]]) -> str:
    """The key as plain text: per exercise its number, kind, rules (and game) and seed, the
    prompt, the cards shown (and the board), the answer and why.

    Parameters
    ----------
    rows : iterable of mapping
        One row per exercise, as :func:`~pokerhands.exercises.answer_key` makes them.

    Examples
    --------
    >>> print(answer_key_text([{"number": 1, "kind": "order", "rules": "high", "game": "",
    ...                         "seed": 4, "prompt": "Order them.", "cards": "", "board": "",
    ...                         "answer": "2 > 1", "explanation": "A pair wins."}]))
    1. order (high, seed 4)
       Order them.
       Answer: 2 > 1
       Why: A pair wins.
    """
    lines = []
    for r in rows:
        fields = {"kind": r["kind"], "rules": r["rules"], "game": r["game"], "seed": r["seed"]}
        about = (_("{kind} ({rules}, {game}, seed {seed})") if r["game"]
                 else _("{kind} ({rules}, seed {seed})")).format(**fields)
        board = ("   " + _("Board: {cards}").format(cards=r["board"])) if r["board"] else ""
        lines += [f"{r['number']}. {about}",
                  f"   {r['prompt']}",
                  *(["   " + _("Cards: {cards}").format(cards=r["cards"]) + board]
                    if r["cards"] else []),
                  "   " + _("Answer: {answer}").format(answer=r["answer"]),
                  "   " + _("Why: {explanation}").format(explanation=r["explanation"])]
    return "\n".join(lines)


def answer_key_table(rows: Iterable[Mapping[str, object]], columns: Sequence[str]) -> Table:
    """The key as a :class:`~pokerhands.render.html.Table` (HTML in a notebook, no pandas
    needed): the number, then ``columns`` of each row in this order."""
    return table_html([[r["number"], *(r[c] for c in columns)] for r in rows],
                      ["number", *columns])
