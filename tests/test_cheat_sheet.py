"""The cheat sheet's rows (``pokerhands.odds.cheatsheet``) and their HTML
(``pokerhands.render.cheatsheet``): the counts are the published ones, and each low system's
best and worst hand are really the extremes of its ranking, checked by brute force over all
2,598,960 five-card hands (and Badugi's over all 270,725 four-card hands)."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from pokerhands import compare, evaluate
from pokerhands.core.categories import Category, strength_of
from pokerhands.odds import published
from pokerhands.odds.cheatsheet import (EXAMPLES, LOW_SYSTEMS, NAMED_DRAWS, OUTS_ON_SHEET,
                                        TIE_BREAKS, cheat_sheet, low_extremes,
                                        rank_pattern_hands)
from pokerhands.odds.counting import badugi_counts, low_strength_counts
from pokerhands.odds.outs import outs_table
from pokerhands.odds.shortdeck import six_plus_categories
from pokerhands.render.cheatsheet import (cheat_sheet_html, chance_text, one_in_text, outs_html,
                                          six_plus_html)
from pokerhands.rules import BADUGI, SIX_PLUS


@pytest.fixture(scope="module")
def sheet():
    return cheat_sheet()


def test_nine_standard_categories_best_first_with_the_published_counts(sheet):
    assert [r.category for r in sheet.high] == sorted(set(Category) - {Category.FIVE_OF_A_KIND},
                                                      reverse=True)
    assert sum(r.hands for r in sheet.high) == published.FIVE_CARD_TOTAL == sheet.total
    assert {r.name: (r.hands, r.distinct_values) for r in sheet.high} == published.FIVE_CARD_HIGH
    assert sum(r.probability for r in sheet.high) == 1
    for row in sheet.high:
        assert row.example.category is row.category
        assert row.tie_break == TIE_BREAKS[row.category]
    assert sheet.high[0].one_in == 64_974 and sheet.high[-1].one_in == 2


def test_the_tie_break_lines_are_true_of_the_evaluator():
    assert evaluate("As Ks Qs Js Ts").name == "Royal flush"
    lowest_sf = evaluate("5h 4h 3h 2h Ah")
    assert lowest_sf.category is Category.STRAIGHT_FLUSH and lowest_sf.key == (5,)
    assert evaluate("Qs Kh Ad 2c 3s").category is Category.HIGH_CARD  # no wrapping round
    assert evaluate("5d 4s 3h 2c Ah").category is Category.STRAIGHT
    # suits never break a tie
    assert compare("As Kd 9h 6c 3s", "Ac Kh 9s 6d 3c").outcome == 0
    assert compare("Jh Js 4c 4d Ah", "Jc Jd 4h 4s Kh").outcome == 1  # then the kicker
    assert set(EXAMPLES) == set(TIE_BREAKS)


def test_rank_patterns_cover_every_high_value():
    values = {evaluate(h).strength for h in rank_pattern_hands()}
    assert len(values) == sum(d for _, d in published.FIVE_CARD_HIGH.values()) == 7_462


@pytest.mark.parametrize("rules", LOW_SYSTEMS, ids=lambda r: r.name)
def test_best_and_worst_lows_are_the_extremes_over_every_hand(rules):
    counts = low_strength_counts(rules)  # all 2,598,960 hands, one by one
    strengths = [strength_of(cat, key, rules) for cat, key in (k for k in counts if k)]
    best, worst = low_extremes(rules)
    assert best.strength == max(strengths)
    assert worst.strength == min(strengths)
    assert best.rules == worst.rules == rules


def test_low_rows_say_what_the_rules_say(sheet):
    rows = {r.name: r for r in sheet.low}
    assert list(rows) == ["ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better"]
    assert rows["ace-to-five"].best.describe().startswith("The wheel")
    assert [c.rank for c in rows["deuce-to-seven"].best.cards] == [7, 5, 4, 3, 2]
    assert [int(c.rank) % 13 for c in rows["ace-to-six"].best.cards] == [6, 4, 3, 2, 1]
    for row in sheet.low:  # the best hands are never flushes
        assert len({c.suit for c in row.best.cards}) > 1
        assert row.straights_count == row.rules.straights_count
        assert row.ace.startswith("always high" if row.name == "deuce-to-seven" else "always low")
    assert rows["deuce-to-seven"].worst.describe().startswith("Ace-high straight flush")
    assert rows["ace-to-five"].worst.describe().startswith("Four of a kind, kings")
    assert [int(c.rank) for c in rows["eight-or-better"].worst.cards] == [8, 7, 6, 5, 4]
    assert rows["eight-or-better"].qualifier == 8 and rows["ace-to-five"].qualifier is None


def test_badugi_row_is_the_extremes_over_every_four_card_hand(sheet):
    counts = badugi_counts()
    strengths = [strength_of(size, key, BADUGI) for size, key in counts]
    b = sheet.badugi
    assert b.best.strength == max(strengths) and b.worst.strength == min(strengths)
    assert b.hands == published.FOUR_CARD_TOTAL and b.badugis == published.BADUGIS
    assert sorted(int(c.rank) % 13 for c in b.best.cards) == [1, 2, 3, 4]


def test_five_of_a_kind_is_a_footnote(sheet):
    five = sheet.five_of_a_kind
    assert five.example.category is Category.FIVE_OF_A_KIND
    assert five.hands == published.ONE_JOKER_WILD["Five of a kind"]
    assert five.total == published.ONE_JOKER_TOTAL
    assert all(r.category is not Category.FIVE_OF_A_KIND for r in sheet.high)


def test_the_html_names_everything_and_reads_without_colour(sheet):
    html = cheat_sheet_html(sheet)
    text = re.sub(r"<[^>]+>", " ", html)
    for row in sheet.high:
        assert f"{row.name}" in text and f"{row.hands:,}" in text
    for name in ("ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better", "Badugi"):
        assert name in text
    assert "♠ spades, ♥ hearts, ♦ diamonds, ♣ clubs" in text  # the legend
    assert html.count('class="ph-card"') == 9 * 5 + 5 + 4 * 2 * 5 + 4 + 4
    assert chance_text(sheet.high[0]) == "0.00154% (1 in 64,974)"
    assert "2,598,960" in text


def test_the_sheet_needs_no_numpy():
    """The page also runs live, in the browser, where NumPy is not at hand."""
    code = ("import sys\nfrom pokerhands.odds.cheatsheet import cheat_sheet\n"
            "from pokerhands.render.cheatsheet import cheat_sheet_html\n"
            "cheat_sheet_html(cheat_sheet())\n"
            "print(sorted(m for m in ('numpy', 'pandas') if m in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[]"]


def test_the_review_fixes_of_2026_12_06(sheet):
    """C1: one pair is one hand in 2.4, not "1 in 2"; C2: deuce-to-seven reads 5-4-3-2-A as
    an ace-high hand, a poor one; C3: the royal flushes counted apart; C4: a tie-break row
    for the lows."""
    pair, high = sheet.high[-2], sheet.high[-1]
    assert chance_text(pair) == "42.3% (1 in 2.4)" and chance_text(high) == "50.1% (1 in 2.0)"
    assert chance_text(sheet.high[1]) == "0.024% (1 in 4,165)"
    top = sheet.high[0]
    assert (top.royals, top.hands - top.royals, top.royal_one_in) == (4, 36, 649_740)
    assert all(r.royals == 0 for r in sheet.high[1:])
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", cheat_sheet_html(sheet)))
    assert "(4 royal + 36 others)" in text and "royal flush: 1 in 649,740" in text
    assert "Ace high (not a straight): a poor hand" in text and "Ace-five low" not in text
    assert text.count("the pairs or triplet first") == 3
    assert "Card by card from the top: the lower card wins" in text
    rows = {r.name: r for r in sheet.low}
    assert rows["eight-or-better"].tie_break != rows["ace-to-five"].tie_break
    # the tie-break row is true: the pair comes first, then the top card down, lower wins
    for name in ("ace-to-five", "ace-to-six", "deuce-to-seven"):
        assert compare("2s 2d Kc Qh Jd", "3s 3d 6c 5h 4c", name).outcome == 1, name
        assert compare("9s 6d 4c 3h 2c", "9d 7c 4s 3d 2h", name).outcome == 1, name


def _text(html):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_the_six_plus_row_is_the_36_card_count_on_its_own_ladder(sheet):
    six = sheet.six_plus
    counts = six_plus_categories()
    assert [(r.name, r.hands) for r in six.rows] == [(n, c.hands) for n, c in counts.items()]
    assert [r.category for r in six.rows] == [c for c in SIX_PLUS.ladder
                                              if c is not Category.FIVE_OF_A_KIND]
    assert six.total == sum(r.hands for r in six.rows) == published.SIX_PLUS_FIVE_CARD_TOTAL
    assert sum(r.probability for r in six.rows) == 1
    names = [r.name for r in six.rows]
    assert names.index("Flush") < names.index("Full house")   # what six-plus changes
    assert [int(c.rank) % 13 for c in six.lowest_straight.cards] == [9, 8, 7, 6, 1]
    assert six.lowest_straight.category is Category.STRAIGHT
    assert six.lowest_straight.rules == SIX_PLUS
    house = [c.label for c in six.house_ladder]
    assert house.index("Three of a kind") < house.index("Straight")
    assert names.index("Straight") < names.index("Three of a kind")


def test_the_six_plus_strip_prints_the_counts(sheet):
    text = _text(six_plus_html(sheet))
    assert "Hands (of 376,992)" in text
    cells = " ".join(f"{r.hands:,}" for r in sheet.six_plus.rows)
    assert cells in text  # best first, in the ladder's order
    assert " ".join(one_in_text(r) for r in sheet.six_plus.rows) in text
    assert "15,708 1,309 785 218 62 23 10 1.9 3.1" in text   # C(36,5) over each count
    assert "3. Flush 4. Full house" in text
    assert "9-8-7-6-A is the lowest straight" in text
    assert "Six-plus hold'em (short deck)" in _text(cheat_sheet_html(sheet)).replace("&#x27;", "'")
    assert text.index("Six-plus hold") < text.index("1. Straight flush")  # the caption


def test_the_outs_table_is_outs_table(sheet):
    assert sheet.outs == outs_table(OUTS_ON_SHEET) and len(sheet.outs) == 20
    text = _text(outs_html(sheet))
    assert text.count("Exact chance, % Rule of 2 / 4, % Turn River By the river 2 4") == 3
    for r in sheet.outs:  # per cent, one decimal for the exact chances
        line = (f" {r.outs} {float(r.turn) * 100:.1f} {float(r.river) * 100:.1f} "
                f"{float(r.by_river) * 100:.1f} {float(r.rule_of_two) * 100:.0f} "
                f"{float(r.rule_of_four) * 100:.0f} ")
        assert line in text, line
    assert " 9 19.1 19.6 35.0 18 36 " in text
    assert {4: "gutshot", 8: "open-ended", 9: "flush draw"}.items() <= NAMED_DRAWS.items()
    assert ("Common draws: gutshot 4, open-ended 8, flush draw 9, flush draw + open-ended 15."
            in text)
    assert outs_html(sheet).count("<strong>") == len(NAMED_DRAWS)


def test_the_front_and_the_back_hold_the_new_parts(sheet):
    """The six-plus strip is on the front (the high section), the outs table on the back
    (the section the print CSS starts on page 2)."""
    html = cheat_sheet_html(sheet)
    front, back = html.split('<section class="ph-cheat-part ph-cheat-lowpart"')
    assert "ph-cheat-sixplus" in front and "ph-cheat-outs" not in front
    assert "ph-cheat-outs" in back and "ph-cheat-sixplus" not in back
