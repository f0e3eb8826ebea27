"""The cheat sheet as HTML: the rows of :func:`pokerhands.odds.cheatsheet.cheat_sheet`
drawn as compact tables: on the front the high hands and six-plus hold'em's ladder; on the
back the low systems side by side, Badugi and the outs table.

Black and white friendly: every card prints its rank and suit symbol, each suit is also
named in a legend, and nothing depends on colour. The layout is inline-styled so it reads
the same in Jupyter; the book's CSS (``book/_static/book.css``, class ``ph-cheat``) adds the
print rules (compact fonts, the low systems from the top of page 2, no site chrome).
"""
from __future__ import annotations

from html import escape

from pokerhands.core.language import gettext as _
from pokerhands.core.letters import card_code
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.odds.cheatsheet import NAMED_DRAWS, CheatSheet, HighRow, LowRow, SixPlusRow
from pokerhands.odds.outs import UNSEEN_ON_FLOP, UNSEEN_ON_TURN, OutsRow
from pokerhands.render.html import cards_html, number_text, rules_label
from pokerhands.words.hands import describe_short

__all__ = ["cheat_sheet_html", "high_table_html", "low_table_html", "badugi_html",
           "chance_text", "six_plus_html", "outs_html", "one_in_text"]

_CELL = "padding:0.2em 0.45em;text-align:left;vertical-align:middle;border-bottom:1px solid #999"
_NUM = _CELL.replace("text-align:left", "text-align:right") + ";white-space:nowrap"
_SMALL = "font-size:0.6em;white-space:nowrap"
_TABLE = "border-collapse:collapse;width:100%;font-size:0.92em;line-height:1.25"
_WHEEL_MIXED = "As 2h 3d 4c 5s"  # 5-4-3-2-A in mixed suits: how each low system reads it


def one_in_text(row: "HighRow | SixPlusRow") -> str:
    """The N of "1 in N": a whole number with thousands separators, or below ten with one
    decimal (``"2.4"``: "1 in 2" would read as a half)."""
    exact = float(row.one_in_exact)
    return number_text(exact, ".1f") if exact < 10 else number_text(row.one_in)


def chance_text(row: "HighRow | SixPlusRow") -> str:
    """The chance of being dealt the category as a percentage to three significant
    figures and as "1 in N", e.g. ``"0.00154% (1 in 64,974)"``; below ten, N has one
    decimal (one pair is "1 in 2.4": "1 in 2" would read as a half)."""
    return _("{percent}% (1 in {hands})").format(
        percent=number_text(float(row.probability) * 100, ".3g"), hands=one_in_text(row))


def _hands_cell(row: HighRow) -> str:
    """The count of a row, and for the straight flushes the royal flushes among them."""
    count = number_text(row.hands)
    if not row.royals:
        return count
    part = _("{royals} royal + {others} others").format(
        royals=number_text(row.royals), others=number_text(row.hands - row.royals))
    return f'{count}<br><span style="font-size:0.85em">({escape(part)})</span>'


def _chance_cell(row: HighRow) -> str:
    """The chance of a row, and for the straight flushes that of a royal flush alone."""
    cell = escape(chance_text(row)).replace(" (", "<br>(")
    if not row.royals:
        return cell
    royal = _("royal flush: 1 in {hands}").format(hands=number_text(row.royal_one_in))
    return f'{cell}<br><span style="font-size:0.85em">{escape(royal)}</span>'


def _short(value: HandValue) -> str:
    """A hand in a few words beside its cards: "Six-four low", "Ace-high straight flush",
    "Four of a kind, nines with a king" (:func:`pokerhands.words.hands.describe_short`: a
    short sentence made on purpose in each language, never a cut)."""
    return describe_short(value)


def _words(sheet: str) -> str:
    """A category's word on the sheet (its label, its tie rule) in the language in force."""
    return _(sheet)


def _cards(value: HandValue, small: bool = False) -> str:
    cards = cards_html(value.cards, value.unused, value.rules)
    return f'<span class="ph-cheat-cards" style="{_SMALL}">{cards}</span>' if small else (
        f'<span class="ph-cheat-cards" style="font-size:0.75em;white-space:nowrap">{cards}</span>')


def high_table_html(sheet: CheatSheet) -> str:
    """The nine standard categories, best first: example, tie-break, hands and chance."""
    right = _CELL.replace("text-align:left", "text-align:right")
    head = "".join(f'<th scope="col" style="{right if n else _CELL}">{escape(h)}</th>'
                   for h, n in ((_("Category"), 0), (_("Example"), 0), (_("Breaking a tie"), 0),
                                (_("Hands"), 1), (_("Chance of being dealt"), 1)))
    rows = "".join(
        f'<tr><th scope="row" style="{_CELL}">{i}. {escape(_words(r.name))}</th>'
        f'<td style="{_CELL}">{_cards(r.example)}<br><span style="font-size:0.85em">'
        f"{escape(_short(r.example))}</span></td>"
        f'<td style="{_CELL};min-width:12em">{escape(_words(r.tie_break))}</td>'
        f'<td style="{_NUM}">{_hands_cell(r)}</td>'
        f'<td style="{_NUM}">{_chance_cell(r)}</td></tr>'
        for i, r in enumerate(sheet.high, 1))
    total = sum(r.hands for r in sheet.high)
    return (f'<table class="ph-cheat-table ph-cheat-high" style="{_TABLE}">'
            f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody>"
            f'<tfoot><tr><th scope="row" colspan="3" style="{_CELL}">'
            + escape(_("All five-card hands")) + "</th>"
            f'<td style="{_NUM}">{number_text(total)}</td><td style="{_NUM}">'
            # TRANSLATORS: a percentage alone, the total of the chances (100%), written as
            # the chances in the rows above write theirs
            + escape(_("{percent}%").format(percent=number_text(100))) + "</td></tr></tfoot>"
            "</table>")


def _yes_no(counts: bool) -> str:
    return _("count (they make the hand worse)") if counts else _("do not count")


def _qualifier(row: LowRow) -> str:
    if row.qualifier is None:
        return _("none: every hand has a low")
    return _("five different ranks, {rank} or lower; else no low").format(rank=row.qualifier)


def _wheel_words(row: LowRow) -> str:
    """How a system reads 5-4-3-2-A in mixed suits: its name there, and where that name
    could mislead, what it is worth (in deuce-to-seven the ace plays high, so the hand is
    ace high: no straight, and a poor low)."""
    value = evaluate(_WHEEL_MIXED, rules=row.rules)
    if row.rules.ace_high and not row.rules.ace_low:
        return _("{hand} (not a straight): a poor hand").format(hand=_short(value))
    return _short(value)


def low_table_html(sheet: CheatSheet) -> str:
    """The low systems side by side: best and worst hand (drawn small), straights, flushes,
    the ace, how 5-4-3-2-A reads, how a tie is broken, and the qualifier."""
    lows = sheet.low
    head = f'<th scope="col" style="{_CELL}"></th>' + "".join(
        f'<th scope="col" style="{_CELL}">{escape(rules_label(r.rules))}</th>' for r in lows)
    worst = _("(worst that qualifies)")
    lines = [
        (_("Best hand"), [f"{_cards(r.best, True)}<br>{escape(_short(r.best))}" for r in lows]),
        (_("Worst hand"), [f"{_cards(r.worst, True)}<br>{escape(_short(r.worst))}"
                           + (f" {escape(worst)}" if r.qualifier else "") for r in lows]),
        (_("Straights"), [_yes_no(r.straights_count) for r in lows]),
        (_("Flushes"), [_yes_no(r.flushes_count) for r in lows]),
        (_("The ace"), [escape(r.ace) for r in lows]),
        (_("5-4-3-2-A is"), [escape(_wheel_words(r)) for r in lows]),
        (_("Breaking a tie"), [escape(r.tie_break) for r in lows]),
        (_("Qualifier"), [escape(_qualifier(r)) for r in lows]),
    ]
    body = "".join(f'<tr><th scope="row" style="{_CELL}">{escape(label)}</th>'
                   + "".join(f'<td style="{_CELL}">{c}</td>' for c in cells) + "</tr>"
                   for label, cells in lines)
    return (f'<table class="ph-cheat-table ph-cheat-lows" style="{_TABLE}">'
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")


def badugi_html(sheet: CheatSheet) -> str:
    """Badugi in a few lines: how it ranks, the best and the worst hand drawn small."""
    b = sheet.badugi
    share = b.badugis / b.hands * 100
    best, worst = _("Best hand"), _("Worst hand")
    faded = _("(the faded cards do not count)")
    rules = _("Four cards. A card counts only if no other counting card shares its rank or its "
              "suit. More counting cards win (a four-card badugi beats any three-card hand); "
              "between equal counts, the lower top card wins, then the next. The ace is "
              "{ace}. {badugis} of the {hands} four-card hands ({percent}%) are badugis.")
    return (
        '<div class="ph-cheat-badugi">'
        + "<p>{}</p>".format(escape(rules.format(
            ace=b.ace, badugis=number_text(b.badugis), hands=number_text(b.hands),
            percent=number_text(share, ".3g"))))
        + f'<table style="{_TABLE}"><tbody><tr>'
        f'<th scope="row" style="{_CELL}">{escape(best)}</th><td style="{_CELL}">'
        f"{_cards(b.best, True)} {escape(_short(b.best))}</td>"
        f'<th scope="row" style="{_CELL}">{escape(worst)}</th><td style="{_CELL}">'
        f"{_cards(b.worst, True)} {escape(_short(b.worst))} "
        f"{escape(faded)}"
        "</td></tr></tbody></table></div>")


def six_plus_html(sheet: CheatSheet) -> str:
    """Six-plus hold'em in a strip: its nine categories across, best first on its ladder,
    each with its count among the 376,992 five-card hands of the 36-card deck and the chance
    as "1 in N"; the caption says what changes from the standard ranking (the lowest
    straight's ranks written as the language writes them, "9-8-7-6-A")."""
    six = sheet.six_plus
    cell = "padding:0.15em 0.3em;vertical-align:middle;border-bottom:1px solid #999"
    num = cell + ";text-align:right;white-space:nowrap"
    corner, dealt = _("Six-plus, best first"), _("Dealt 1 hand in")
    hands = _("Hands (of {total})").format(total=number_text(six.total))
    head = (f'<th scope="col" style="{cell};text-align:left">{escape(corner)}</th>'
            + "".join(f'<th scope="col" style="{cell};text-align:right">{i}. '
                      f"{escape(_words(r.name))}</th>" for i, r in enumerate(six.rows, 1)))
    body = (f'<tr><th scope="row" style="{cell};text-align:left">{escape(hands)}</th>'
            + "".join(f'<td style="{num}">{number_text(r.hands)}</td>' for r in six.rows)
            + f'</tr><tr><th scope="row" style="{cell};text-align:left">{escape(dealt)}</th>'
            + "".join(f'<td style="{num}">{one_in_text(r)}</td>' for r in six.rows) + "</tr>")
    straight = "-".join(card_code(c)[:-1] for c in six.lowest_straight.cards)
    title = _("Six-plus hold'em (short deck): 36 cards, from the six to the ace")
    changes = _("A flush beats a full house; {cards} is the lowest straight (the ace plays "
                "low). A house option puts three of a kind above a straight (the five-card "
                "counts stay the same).").format(cards=straight)
    return (f'<table class="ph-cheat-table ph-cheat-sixplus" style="{_TABLE}">'
            '<caption style="caption-side:top;text-align:left;padding:0 0 0.2em">'
            f"<strong>{escape(title)}.</strong> {escape(changes)}</caption>"
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")


def _outs_table(rows: "tuple[OutsRow, ...]") -> str:
    """One third of the outs table: a row per number of outs, those of the common draws
    (:data:`~pokerhands.odds.cheatsheet.NAMED_DRAWS`) in bold. Tighter than the other tables
    (narrow padding, headers that may wrap) so that the three sit side by side on the
    printed page."""
    cell = "padding:0.1em 0.25em;vertical-align:middle;border-bottom:1px solid #999"
    num = cell + ";text-align:right;white-space:nowrap"
    outs, exact, rules = _("Outs"), _("Exact chance, %"), _("Rule of 2 / 4, %")
    under = (_("Turn"), _("River"), _("By the river"), "2", "4")
    right = cell + ";text-align:right"
    head = (f'<tr><th scope="col" rowspan="2" style="{cell};text-align:left">{escape(outs)}</th>'
            f'<th scope="colgroup" colspan="3" style="{right}">{escape(exact)}</th>'
            f'<th scope="colgroup" colspan="2" style="{right}">{escape(rules)}</th></tr><tr>'
            + "".join(f'<th scope="col" style="{right}">{escape(h)}</th>' for h in under)
            + "</tr>")
    body = []
    for r in rows:
        outs = f"<strong>{r.outs}</strong>" if r.outs in NAMED_DRAWS else str(r.outs)
        body.append(
            f'<tr><th scope="row" style="{cell};text-align:left">{outs}</th>'
            + "".join(f'<td style="{num}">{number_text(float(v) * 100, ".1f")}</td>'
                      for v in (r.turn, r.river, r.by_river))
            + "".join(f'<td style="{num}">{number_text(float(v) * 100, ".0f")}</td>'
                      for v in (r.rule_of_two, r.rule_of_four))
            + "</tr>")
    return (f'<table class="ph-cheat-table ph-cheat-outs" style="{_TABLE};font-size:0.85em">'
            f"<thead>{head}</thead><tbody>{''.join(body)}</tbody></table>")


def outs_html(sheet: CheatSheet) -> str:
    """The outs table of :func:`pokerhands.odds.outs.outs_table` under its heading, in three
    parts side by side, after a line naming the common draws and saying what each column is (in print it
    runs on from the heading, to save a line): the exact
    chance of an out on the turn (from the flop), on the river (from the turn) and by the
    river (from the flop), and the rules of 2 and 4 beside them."""
    rows = sheet.outs
    third = -(-len(rows) // 3)
    draws = _("Common draws: {draws}.").format(draws=", ".join(
        _("{draw} {outs}").format(draw=_(name), outs=n) for n, name in NAMED_DRAWS.items()))
    note = _("Turn: from the flop ({flop} unseen cards); river: from the turn ({turn} unseen); "
             "by the river: either card, from the flop. Rule of 2: 2% per out for one card; "
             "rule of 4: 4% per out for two. Hands that need both cards are not counted."
             ).format(
        flop=UNSEEN_ON_FLOP, turn=UNSEEN_ON_TURN)
    title = _("Outs in hold'em: the chance of catching one from the flop")
    return ('<div class="ph-cheat-outs-lead" style="line-height:1.3">'
            f'<h2 class="ph-cheat-h ph-cheat-outs-h">{escape(title)}</h2>'
            '<p class="ph-cheat-note ph-cheat-outs-note" style="font-size:0.8em;margin:0.2em 0">'
            f"{escape(draws)} {escape(note)}</p></div>"
            '<div class="ph-cheat-outs-pair" style="display:flex;flex-wrap:wrap;gap:0 0.8em">'
            + "".join(f'<div style="flex:1 1 12em">{_outs_table(rows[i:i + third])}</div>'
                      for i in range(0, len(rows), third))
            + "</div>")


def cheat_sheet_html(sheet: CheatSheet) -> str:
    """The whole cheat sheet: high hands and six-plus hold'em (page 1 in print), then the
    low systems, Badugi and the outs table (page 2), with the suit legend and the
    five-of-a-kind footnote."""
    five = sheet.five_of_a_kind
    legend = _("Suits: ♠ spades, ♥ hearts, ♦ diamonds, ♣ clubs. Ranks from the top: "
               "A K Q J 10 9 8 7 6 5 4 3 2 (the ace may also play low, as each ranking says).")
    five_note = _("{five} ({cards}) exists only with wild cards or a second deck and then "
                  "ranks above the {category}; with one wild joker, {hands} of the {total} "
                  "five-card hands are five of a kind. It is not one of the nine standard "
                  "categories.").format(
        five="<strong>{}</strong>".format(escape(_("★ Five of a kind"))),
        cards=_cards(five.example, True), category=escape(_(five.beats.label).lower()),
        hands=five.hands, total=number_text(five.total))
    return (
        '<div class="ph-cheat">'
        '<section class="ph-cheat-part ph-cheat-highs" aria-label="{}" '.format(
            escape(_("High hands")))
        + 'tabindex="0">'
        '<h2 class="ph-cheat-h">{}</h2>'.format(escape(_("High hands, best first")))
        + high_table_html(sheet)
        + '<p class="ph-cheat-note" style="font-size:0.85em;margin:0.4em 0">'
        + escape(_("Only the best five cards play. Suits never break a tie: hands with the "
                   "same ranks in every place split the pot."))
        + f" {five_note}</p>"
        f'<p class="ph-cheat-note" style="font-size:0.85em;margin:0.2em 0">{escape(legend)}</p>'
        + six_plus_html(sheet)
        + "</section>"
        '<section class="ph-cheat-part ph-cheat-lowpart" aria-label="{}" '.format(
            escape(_("Low hands and Badugi")))
        + 'tabindex="0">'
        '<h2 class="ph-cheat-h">{}</h2>'.format(
            escape(_("Low hands side by side: the lowest hand wins")))
        + low_table_html(sheet)
        + '<h2 class="ph-cheat-h">{}</h2>'.format(escape(_("Badugi")))
        + badugi_html(sheet)
        + outs_html(sheet)
        + "</section></div>")
