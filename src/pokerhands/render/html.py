"""Draw cards and hands as HTML for notebooks and the website.

Every card is a small face with its rank and suit symbol. Hearts and diamonds are red,
clubs and spades black, but the suit symbol is always printed, so the cards read the
same without colour. Each card carries ``role="img"`` and an ``aria-label`` with its full
name ("ace of spades") for screen readers; cards that do not play are faded and say so.
Only inline styles are used, so the HTML looks the same in Jupyter and on the site.
"""
from __future__ import annotations

import re
from html import escape
from numbers import Real
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence, TypeAlias

from pokerhands.core.cards import Card, Cards, Joker
from pokerhands.core.checks import is_whole
from pokerhands.core.language import (NUMBER_SEPARATORS, gettext as _, get_language, number_text,
                                      pgettext, use_language)
from pokerhands.words.hands import game_name, rules_label as words_rules_label

if TYPE_CHECKING:  # pragma: no cover
    from fractions import Fraction

    import pandas as pd

    from pokerhands.core.values import HandValue
    from pokerhands.exercises.model import Exercise
    from pokerhands.explain.comparison import Comparison
    from pokerhands.games.showdown import GameShowdown, Showdown
    from pokerhands.rules import Rules

__all__ = ["card_html", "cards_html", "value_html", "comparison_html", "hands_table_html",
           "rules_lens_html", "showdown_html", "game_showdown_html", "Table", "table_html",
           "card_label", "rules_label", "number_text"]

_FACE = (
    "display:inline-flex;flex-direction:column;align-items:center;justify-content:center;"
    "width:2.6em;height:3.6em;margin:0.15em;border-radius:0.35em;background:#fff;"
    "font-family:Georgia,'DejaVu Serif',serif;font-weight:bold;line-height:1.05;"
    "vertical-align:middle;box-sizing:border-box;"
)
_RED, _BLACK = "#b3001b", "#111"


def card_label(card: "Card | Joker", lang: "str | None" = None) -> str:
    """A card's full name in ``lang`` (by default the language in force) ("ace of spades", "туз
    пик"), for its tooltip and screen readers (:func:`pokerhands.core.letters.card_name`).

    >>> from pokerhands.core.cards import parse_card
    >>> card_label(parse_card("As")), card_label(parse_card("As")) == parse_card("As").name
    ('ace of spades', True)
    """
    with use_language(lang):
        from pokerhands.core.letters import card_name  # core.cards draws itself with this module
        return card_name(card)


def rules_label(rules: "Rules", lang: "str | None" = None) -> str:
    """A ranking system's label in ``lang`` (by default the language in force): the standard
    systems by name ("ace-to-five", "туз — пятёрка";
    :func:`pokerhands.words.hands.rules_name`), any other
    with its house options in brackets (:func:`pokerhands.words.hands.rules_label`)."""
    with use_language(lang):
        return words_rules_label(rules)


def card_html(card: "Card | Joker", plays: bool = True, wild: bool = False,
              burned: bool = False) -> str:
    """One card as an HTML ``<span>``; ``plays=False`` fades it and says so in its label
    (``burned=True`` too, and says the card is burned); ``wild=True`` marks a wild card (a
    gold background, and "wild" in its label). The joker is drawn as "JKR" with a star (in
    Russian, Greek and Hungarian as a star)."""
    plays = plays and not burned
    # A card that does not play looks dimmed by its dashed grey border and grey background,
    # never by opacity: its rank and suit keep a contrast of at least 4.5:1 (WCAG AA).
    border = "2px solid #1f5fbf" if plays else "2px dashed #6e6e6e"
    fade = "" if plays else "background:#e9ecef;"
    back = "background:#fff3c4;" if wild or card.rank is None else ""
    name, wild = card_label(card), wild and card.rank is not None
    label = (name if plays and not wild
             else _("{card} (wild)").format(card=name) if plays
             else _("{card} (burned)").format(card=name) if burned and not wild
             else _("{card} (does not play)").format(card=name) if not wild
             else _("{card} (wild) (does not play)").format(card=name))
    if isinstance(card, Joker):
        # TRANSLATORS: the joker's face, above its star, at most three characters wide: a
        # language whose readers would not read "JKR" may write the star alone ("★")
        top, bottom, colour = pgettext("joker's face", "JKR"), "★", "#5b2a86"
    else:
        top, bottom = card.rank.label, card.suit.symbol
        colour = _RED if card.suit.is_red else _BLACK
    return (
        f'<span class="ph-card" role="img" aria-label="{escape(label)}" title="{escape(label)}" '
        f'style="{_FACE}color:{colour};border:{border};{fade}{back}">'
        f'<span style="font-size:{"0.8em" if card.rank is None else "1.05em"}">{top}</span>'
        f'<span style="font-size:1.35em" aria-hidden="true">{bottom}</span></span>'
    )


def cards_html(cards: "Iterable[Card | Joker]", unused: "Iterable[Card | Joker]" = (),
               rules: "Rules | None" = None) -> str:
    """A row of cards; ``unused`` cards follow, faded. Text alternative included. With
    ``rules`` that have wild cards, the wild ones are marked."""
    cards, unused = list(cards), list(unused)

    def wild(c: Card | Joker) -> bool:
        return rules is not None and rules.wild and rules.is_wild(c)

    faces = "".join(card_html(c, wild=wild(c)) for c in cards)
    if unused:
        faces += '<span style="display:inline-block;width:0.8em"></span>'
        faces += "".join(card_html(c, plays=False, wild=wild(c)) for c in unused)
    text = " ".join(str(c) for c in cards + unused)
    return (f'<span class="ph-cards" role="group" aria-label="{escape(text)}" '
            f'style="display:inline-block;white-space:nowrap">{faces}</span>')


def value_html(value: "HandValue") -> str:
    """A hand's cards (the five that play, then the unused ones faded) and its description."""
    return (
        '<div class="ph-hand" style="margin:0.3em 0">'
        + cards_html(value.cards, value.unused, value.rules)
        + f'<div style="margin-top:0.2em">{_caption(value)}</div></div>'
    )


def _caption(value: "HandValue") -> str:
    """The description in bold, led by the category's name where the words omit it."""
    words = value.describe()
    if value.name.lower() in words.lower():
        return f"<strong>{escape(words)}</strong>"
    return f"<strong>{escape(value.name)}</strong> — {escape(words)}"


def comparison_html(comp: "Comparison") -> str:
    """Both hands, the verdict, and the explanation as a numbered list."""
    first = {1: _("First hand (wins)"), -1: _("First hand (loses)"),
             0: _("First hand (ties)")}[comp.outcome]
    second = {1: _("Second hand (loses)"), -1: _("Second hand (wins)"),
              0: _("Second hand (ties)")}[comp.outcome]
    rows = "".join(
        f'<div><span style="display:inline-block;min-width:7em">{escape(who)}</span>'
        f"{value_html(v)}</div>"
        for who, v in ((first, comp.first), (second, comp.second))
    )
    steps = "".join(f"<li>{escape(s)}</li>" for s in comp.explain())
    return f'<div class="ph-compare">{rows}<ol style="margin-top:0.3em">{steps}</ol></div>'


def hands_table_html(rows: Iterable[tuple[str, "HandValue"]], header: str | None = None,
                     lang: "str | None" = None) -> str:
    """A table with one row per ``(label, value)``: the label, the cards and the description
    (``header`` heads the labels; by default "Hand", in ``lang`` (by default the language in force))."""
    with use_language(lang):
        if header is None:
            header = _("Hand")
        cards, words = _("Cards"), _("In words")
        cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
        body = "".join(
            f"<tr><td {cell}>{escape(label)}</td>"
            f"<td {cell}>{cards_html(v.cards, v.unused, v.rules)}</td>"
            f"<td {cell}>{escape(v.describe())}</td></tr>"
            for label, v in rows
        )
        return (f'<table class="ph-table"><thead><tr><th {cell}>{escape(header)}</th>'
                f"<th {cell}>{escape(cards)}</th><th {cell}>{escape(words)}</th>"
                "</tr></thead>"
                f"<tbody>{body}</tbody></table>")


def rules_lens_html(values: "Mapping[str, HandValue]") -> str:
    """One row per ranking system: its name, the five cards that play, and the words."""
    return hands_table_html(((rules_label(v.rules) if v.rules.label == name else name, v)
                             for name, v in values.items()), header=_("Rules"))


def showdown_html(result: "Showdown") -> str:
    """A split-pot showdown: each seat's best high and low, chips won, and the reasons."""
    cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
    rows = []
    for seat, chips in enumerate(result.shares):
        parts = []
        for label, values, winners in ((_("High"), result.high, result.high_winners),
                                       (_("Low"), result.low, result.low_winners)):
            v = values[seat]
            if v is None:
                continue
            mark = " ✓" if seat in winners else ""
            cards = cards_html(v.cards) if v.cards else ""
            parts.append(f"<div>{escape(label)}{mark}: {cards} {escape(v.describe())}</div>")
        player = _("Player {number}").format(number=seat + 1)
        rows.append(f"<tr><td {cell}>{escape(player)}</td><td {cell}>{''.join(parts)}</td>"
                    f"<td {cell}>{chips}</td></tr>")
    steps = "".join(f"<li>{escape(s)}</li>" for s in result.explain())
    seat_, best, chips_ = _("Seat"), _("Best hands"), _("Chips")
    return (f'<table class="ph-table"><thead><tr><th {cell}>{escape(seat_)}</th>'
            f"<th {cell}>{escape(best)}</th>"
            f"<th {cell}>{escape(chips_)}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<ol>{steps}</ol>")


def game_showdown_html(result: "GameShowdown") -> str:
    """A game's showdown: the board, each seat's best hand(s) and chips, and the reasons."""
    cell = 'style="padding:0.25em 0.6em;text-align:left;vertical-align:middle"'
    rows = []
    for seat, chips in enumerate(result.shares):
        parts = []
        for label, v in ((_("High"), result.high[seat]), (_("Low"), result.low[seat])):
            if v is None:
                continue
            shown = escape(label) + ": " if result.game.mode == "hi-lo" else ""
            parts.append(f"<div>{shown}{cards_html(v.cards, v.unused) if v.cards else ''} "
                         f"{escape(v.describe())}</div>")
        if not parts:
            said = (_("folded") if seat in result.folded
                    else _("wins without showing") if chips else _("not shown"))
            parts.append(f"<div>{escape(said)}</div>")
        player = _("Player {number}").format(number=seat + 1)
        rows.append(f"<tr><td {cell}>{escape(player)}</td><td {cell}>{''.join(parts)}</td>"
                    f"<td {cell}>{chips}</td></tr>")
    steps = "".join(f"<li>{escape(s)}</li>" for s in result.explain())
    seat_, best, chips_ = _("Seat"), _("Best hand"), _("Chips")
    return (f'<div class="ph-game"><div><strong>{escape(game_name(result.game.title))}</strong></div>'
            f'<table class="ph-table"><thead><tr><th {cell}>{escape(seat_)}</th>'
            f"<th {cell}>{escape(best)}</th>"
            f"<th {cell}>{escape(chips_)}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<ol>{steps}</ol></div>")


# -- tables of figures -----------------------------------------------------------------
def _is_number(value: object) -> bool:
    return isinstance(value, Real) and not isinstance(value, bool)


_ONE_FIELD = re.compile(r"\{:([^{}]*)\}")
# a cell format that is one number's field ("{:,}", "{:.2%}"): number_text writes it

CellFormat: TypeAlias = "str | Callable[[Any], str]"
# a format string ("{:,}") or a function of the value (whatever the column holds) to its text


class Table:
    """A table of figures for a notebook: HTML in Jupyter and on the site, text elsewhere.

    Made by :func:`table_html`, which documents the arguments. ``_repr_html_`` gives the
    HTML table (class ``ph-data``, styled by the book's CSS; the alignment is inline, so it
    reads the same in a kernel without that CSS); ``repr()`` gives the same table as
    aligned plain text.

    Attributes
    ----------
    columns : tuple of str
        The column headings, the row-heading columns first.
    rows : tuple of tuple
        The values, one tuple per row, as given (not formatted).
    index : int
        How many leading columns head their rows.
    caption : str or None
    """

    def __init__(self, rows: Iterable[Sequence[object]], columns: Iterable[str], index: int,
                 caption: str | None, formats: Mapping[str, CellFormat], missing: str,
                 lang: str | None = None) -> None:
        self.lang = lang  # whose separators its numbers take (None: the language in force)
        self.columns = tuple(str(c) for c in columns)
        self.rows = tuple(tuple(r) for r in rows)
        self.index = index
        self.caption = caption
        self._formats = dict(formats)
        self._missing = missing
        self._numeric = tuple(  # numbers, with blanks (None or "") for "none here"
            any(_is_number(r[j]) for r in self.rows)
            and all(_is_number(r[j]) or r[j] is None or r[j] == "" for r in self.rows)
            for j in range(len(self.columns)))

    def cell(self, i: int, j: int) -> str:
        """The text shown for row ``i``, column ``j``: the column's format applied to a
        value, the missing mark for None, ``str()`` otherwise."""
        value = self.rows[i][j]
        if value is None:
            return self._missing
        form = self._formats.get(self.columns[j])
        if form is None:
            return str(value)
        if callable(form):
            return form(value)
        spec = _ONE_FIELD.fullmatch(form)
        if spec and isinstance(value, (int, float)) and not isinstance(value, bool):
            # a number alone: as the language writes numbers
            return number_text(value, spec.group(1), self.lang)
        return form.format(value)

    def _spans(self) -> list[list[int]]:
        """For each row and row-heading column: how many rows the heading spans (0 where
        the cell above already covers it). A heading repeated on consecutive rows, under
        the same headings to its left, is written once."""
        spans = [[1] * self.index for _ in self.rows]
        for j in range(self.index):
            top = 0
            for i in range(1, len(self.rows) + 1):
                same = (i < len(self.rows)
                        and self.rows[i][:j + 1] == self.rows[top][:j + 1])
                if same:
                    spans[i][j] = 0
                else:
                    spans[top][j] = i - top
                    top = i
        return spans

    def _align(self, j: int) -> str:
        return "right" if self._numeric[j] else "left"

    def _repr_html_(self) -> str:
        head = "".join(
            f'<th scope="col" style="text-align:{self._align(j)}">{escape(c)}</th>'
            for j, c in enumerate(self.columns))
        spans = self._spans()
        grouped = any(span > 1 for row in spans for span in row)
        body = []
        for i in range(len(self.rows)):
            cells = []
            for j in range(len(self.columns)):
                text, align = escape(self.cell(i, j)), self._align(j)
                num = ' class="ph-num"' if self._numeric[j] else ""
                if j < self.index:
                    span = spans[i][j]
                    if span == 0:
                        continue
                    more = (f' rowspan="{span}" scope="rowgroup"' if span > 1
                            else ' scope="row"')
                    cells.append(f'<th{more}{num} style="text-align:{align}">{text}</th>')
                else:
                    cells.append(f'<td{num} style="text-align:{align}">{text}</td>')
            starts = grouped and spans[i][0] > 0  # a new heading in the first column
            tr = '<tr class="ph-group">' if starts else "<tr>"
            body.append(f"{tr}{''.join(cells)}</tr>")
        caption = f"<caption>{escape(self.caption)}</caption>" if self.caption else ""
        kind = "ph-data ph-grouped" if grouped else "ph-data"
        # a wide table scrolls inside its wrapper: keyboard users reach it (tabindex) and
        # screen readers hear what it is (a labelled region)
        name = self.caption or _("Table of {columns}").format(columns=", ".join(self.columns))
        return (f'<div class="ph-data-wrap" style="overflow-x:auto" tabindex="0" role="region" '
                f'aria-label="{escape(name)}">'
                f'<table class="{kind}">{caption}<thead><tr>{head}</tr></thead>'
                f"<tbody>{''.join(body)}</tbody></table></div>")

    def __repr__(self) -> str:
        spans = self._spans()  # a repeated row heading is written once, as in the HTML
        texts = [[self.cell(i, j) if j >= self.index or spans[i][j] else ""
                  for j in range(len(self.columns))] for i in range(len(self.rows))]
        widths = [max([len(c)] + [len(t[j]) for t in texts])
                  for j, c in enumerate(self.columns)]

        def line(cells: Sequence[str]) -> str:
            return "  ".join(c.rjust(w) if self._numeric[j] else c.ljust(w)
                             for j, (c, w) in enumerate(zip(cells, widths))).rstrip()

        out = [self.caption] if self.caption else []
        out += [line(self.columns), "  ".join("-" * w for w in widths)]
        out += [line(t) for t in texts]
        return "\n".join(out)


def table_html(rows: Iterable[Sequence[object] | Mapping[str, object]], columns: Sequence[str],
               *, index: int = 1, caption: "str | None" = None,
               formats: "Mapping[str, CellFormat] | None" = None,
               missing: str = "—", lang: str | None = None) -> Table:
    """A table of figures that shows as an accessible HTML table, without pandas.

    The chapters show their small tables with this instead of a pandas DataFrame, so they
    run where pandas is not installed (the in-browser kernel of the live site).

    Parameters
    ----------
    rows : iterable of sequences or of mappings
        One entry per row: a sequence of values in the order of ``columns``, or a mapping
        from column name to value (a missing name is a missing value).
    columns : sequence of str
        The column headings.
    index : int, default 1
        How many leading columns head their rows (``<th scope="row">``); 0 for none. A
        row heading repeated on consecutive rows (under the same headings to its left) is
        written once, spanning those rows (the table then has the class ``ph-grouped``
        and each row that starts a group the class ``ph-group``).
    caption : str, optional
        A ``<caption>`` above the table (and a first line of the text form).
    formats : mapping, optional
        Column name -> a format string (``"{:,}"``, ``"{:.2%}"``) or a function of the
        value returning its text; a format of one number's field writes the number with the
        separators of ``lang``. Other values are shown with ``str()``.
    missing : str, default "—"
        What a missing value (None) shows.
    lang : str, optional
        The language whose separators the numbers take (``"ru"``: "2 598 960"); None, the
        default: the language in force when the table is shown.

    Returns
    -------
    Table
        ``_repr_html_`` gives ``<div class="ph-data-wrap"><table class="ph-data">``: a
        header row of ``<th scope="col">``, then one ``<tr>`` per row. Columns whose values
        are all numbers (or blank: None or "") are right-aligned and their cells carry the class
        ``ph-num``; the rest are left-aligned. ``repr()`` gives aligned plain text.

    Raises
    ------
    ValueError
        If a row has more or fewer values than there are columns, a mapping row has a key
        that is not a column, ``index`` is not between 0 and the number of columns, or a
        format names no column.

    Examples
    --------
    >>> t = table_html([("Royal flush", 4), ("Straight flush", 36)], ["Category", "Hands"],
    ...                formats={"Hands": "{:,}"})
    >>> print(repr(t))
    Category        Hands
    --------------  -----
    Royal flush         4
    Straight flush     36
    >>> '<th scope="row" style="text-align:left">Royal flush</th>' in t._repr_html_()
    True
    """
    columns = list(columns)
    if not is_whole(index, maximum=len(columns)):
        raise ValueError(f"index must be a whole number from 0 to {len(columns)}, got {index!r}")
    index = int(index)
    formats = dict(formats or {})
    unknown = [name for name in formats if name not in columns]
    if unknown:
        raise ValueError(f"formats for columns the table does not have: {unknown!r}")
    table_rows = []
    for n, row in enumerate(rows, 1):
        if isinstance(row, Mapping):
            extra = [k for k in row if k not in columns]
            if extra:
                raise ValueError(f"row {n} has values for unknown columns {extra!r}")
            row = [row.get(c) for c in columns]
        else:
            row = list(row)
        if len(row) != len(columns):
            raise ValueError(f"row {n} has {len(row)} values for {len(columns)} columns")
        table_rows.append(row)
    return Table(table_rows, columns, index, caption, formats, missing, lang)


# --- Exercises as prose (appended: the exercise pages draw their questions and solutions
# with these two functions inside sphinx-exercise blocks) -----------------------------------

def _exercise_labels(ex: "Exercise") -> list[str]:
    n = len(ex.hands)
    if ex.kind in ("which-wins", "favourite", "category-order") and n == 2:
        return [_("First hand"), _("Second hand")]
    if ex.kind == "split-pot":
        return [_("Player {number}").format(number=i) for i in range(1, n + 1)]
    if n > 1:
        return [_("Hand {number}").format(number=i) for i in range(1, n + 1)]
    return [_("Hole cards") if len(ex.board) else _("Cards")]


def question_rows(ex: "Exercise") -> list[tuple[str, Cards[Card | Joker]]]:
    """The rows of cards an exercise shows, as ``(label, cards)`` pairs: each hand under its
    label ("First hand", "Player 2", "Hole cards"...), then the board if there is one."""
    rows = list(zip(_exercise_labels(ex), ex.hands))
    if len(ex.board):
        rows.append((_("Board"), ex.board))
    return rows


def exercise_html(ex: "Exercise") -> str:
    """An exercise's question as HTML: the prompt as a paragraph, its cards drawn row by row
    (each hand, then the board), and the options, if any, as a list lettered A, B, C...

    The answer is not in it (see :func:`solution_html`). ``ex`` is an
    :class:`~pokerhands.exercises.Exercise` (anything with its ``prompt``, ``kind``,
    ``hands``, ``board`` and ``options``).

    >>> from pokerhands.exercises import make_exercise
    >>> html = exercise_html(make_exercise("which-wins", 7, rules="high"))
    >>> html.startswith('<div class="pokerhands-exercise"><p>Under high rules')
    True
    >>> "First hand:" in html and '<ol type="A">' in html and 'role="img"' in html
    True
    """
    parts = [f'<div class="pokerhands-exercise"><p>{escape(ex.prompt)}</p>']
    for label, cards in question_rows(ex):
        parts.append(f'<div><span style="display:inline-block;min-width:7em">'
                     f"{escape(label)}:</span>{cards_html(cards)}</div>")
    if ex.options:
        parts.append('<ol type="A">' + "".join(f"<li>{escape(str(o))}</li>" for o in ex.options)
                     + "</ol>")
    parts.append("</div>")
    return "".join(parts)


def solution_html(ex: "Exercise", notes: Iterable[str] = ()) -> str:
    """An exercise's worked solution as HTML: the answer in bold, the reasons the evaluator
    gives for it (``ex.explanation``) as a list, then any ``notes`` (for example what the
    checker says to a typical wrong answer) as paragraphs.

    It draws the answer the exercise carries; the page that shows it should also assert
    ``check(ex, ex.answer).correct``, so that a wrong key cannot reach the page.

    >>> from pokerhands.exercises import make_exercise
    >>> ex = make_exercise("name-hand", 3, rules="high")
    >>> html = solution_html(ex, notes=["A & B"])
    >>> html.startswith("<div class=\\"pokerhands-solution\\"><p><strong>Answer:</strong> ")
    True
    >>> ex.answer_text in html and "<p>A &amp; B</p>" in html
    True
    """
    answer = _("Answer:")
    parts = [f'<div class="pokerhands-solution"><p><strong>{escape(answer)}</strong> '
             f"{escape(ex.answer_text)}</p>"]
    if ex.explanation:
        parts.append("<ul>" + "".join(f"<li>{escape(s)}</li>" for s in ex.explanation) + "</ul>")
    parts.extend(f"<p>{escape(str(note))}</p>" for note in notes)
    parts.append("</div>")
    return "".join(parts)


__all__ += ["question_rows", "exercise_html", "solution_html"]


# --- Tables of counts and shares (appended: the odds chapters draw their pandas tables with
# these instead of helpers defined on the page) ------------------------------------------------

def percent(share: "float | Fraction") -> float:
    """A share (a float or a ``Fraction`` between 0 and 1) as a percentage,
    a plain float, as the odds chapters glue it into their prose and tables.

    >>> from fractions import Fraction
    >>> percent(Fraction(1, 8))
    12.5
    >>> percent(0.25)
    25.0
    """
    return float(100 * share)


def frame_html(frame: "pd.DataFrame", uuid: str, *, decimals: int = 2, padding: str = "0.6em",
               missing: "str | None" = None, thousands: bool = True,
               lang: str | None = None) -> str:
    """A pandas DataFrame as an HTML table: whole-number columns with thousands separators
    (unless ``thousands`` is false), float columns with ``decimals`` places, cells padded by
    ``padding`` and right-aligned, missing values shown as ``missing`` (pandas' own ``nan``
    when None); the separators are those of ``lang``, by default the language in force
    (:data:`~pokerhands.core.language.NUMBER_SEPARATORS`), "3 744" and "0,14" in Russian.

    ``uuid`` fixes the ids in the table's HTML so that a page builds the same every time;
    give each table of a page its own. Only this function needs pandas (and Jinja2, for the
    Styler), and only when it is called.

    >>> import pandas as pd
    >>> t = frame_html(pd.DataFrame({"hands": [3744, 5108], "share": [0.144, 0.197]},
    ...                             index=["Full house", "Flush"]), "doc")
    >>> "3,744" in t and "0.14" in t and 'id="T_doc"' in t
    True
    >>> "3744" in frame_html(pd.DataFrame({"hands": [3744]}), "doc", thousands=False)
    True
    """
    formats = {c: "{:,}" for c in frame.columns if thousands and frame[c].dtype.kind in "iu"}
    formats |= {c: f"{{:.{decimals}f}}" for c in frame.columns if frame[c].dtype.kind == "f"}
    styled = frame.style.set_uuid(uuid).set_table_styles(
        [{"selector": "th, td", "props": f"padding: 0.2em {padding}; text-align: right"}])
    with use_language(lang):
        in_force = get_language()
    thousands_mark, point = NUMBER_SEPARATORS[in_force]  # the language's marks
    marks = {} if in_force == "en" else {"thousands": thousands_mark, "decimal": point}
    html: str = styled.format(formats, na_rep=missing, **marks).to_html()
    return html


__all__ += ["percent", "frame_html"]
