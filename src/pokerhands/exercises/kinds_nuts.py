"""The kind "what are the nuts?": given a board, pick the hole cards that make the best hand
anybody could hold on it.

The board is a flop, a turn or a river of hold'em, Omaha or Omaha Hi/Lo (the low half:
eight-or-better, where "no low is possible" can be the answer). The options are two-card
holdings: exactly one makes the nuts (:func:`pokerhands.games.nuts.nuts`), the others make
the next-best hands on the board. A typed answer may also be any two cards that make the
nuts, whether or not they are among the options.
"""
from __future__ import annotations

import random

from pokerhands.core.cards import DECK, CardError, Cards, parse_cards
from pokerhands.core.language import N_, gettext as _, ngettext
from pokerhands.exercises.answers import SYNONYMS, answer_cards, is_choice, norm, option_index
from pokerhands.exercises.model import TRIES, Exercise, Kind, Verdict, right, unreadable, wrong
from pokerhands.games.combine import best_combination
from pokerhands.games.nuts import holdings_by_value, low_may_come
from pokerhands.games.variants import Game, get_game
from pokerhands.rules import Rules

__all__ = ["NUTS", "NO_LOW", "NO_LOW_YET"]

NO_LOW = N_("No low is possible")
"""The option that says no eight-or-better low can be made on the board."""

NO_LOW_YET = N_("No low is possible yet")
"""The same on a flop or a turn whose missing low cards may still come (the checker reads
either wording)."""

_STREETS = {3: N_("the board on the flop"), 4: N_("the board on the turn"),
            5: N_("the board on the river")}


def _game(game: "str | None") -> Game:
    if game is None:
        raise ValueError("a nuts exercise deals a game: name it")
    return get_game(game)


def _rules_of(game: Game) -> Rules:
    """The ranking a nuts exercise on ``game`` asks about: the low half in Omaha Hi/Lo (the
    high half is the same question as in Omaha), the high hand otherwise."""
    rules = game.low if game.low is not None else game.high
    if rules is None:  # pragma: no cover - the kind's games all rank hands
        raise ValueError(f"{game.title} ranks no hand")
    return rules


def _make_nuts(rng: random.Random, seed: int, rules: Rules, name: "str | None") -> Exercise:
    game = _game(name)
    low = rules.low
    want_none = low and rng.random() < 0.25
    for _try in range(TRIES):
        size = rng.choice((3, 4, 5, 5))
        if low and not want_none:  # most lows come from boards with low cards
            pool = [c for c in DECK if c.rank <= 8 or c.rank == 14]
            board = Cards(rng.sample(pool, 3) + rng.sample(
                [c for c in DECK if c not in pool], size - 3))
            board = Cards(rng.sample(list(board), size))
        else:
            board = Cards(rng.sample(list(DECK), size))
        groups = holdings_by_value(board, game, rules)
        possible = groups[0][0].qualifies
        if low and possible == want_none:
            continue
        if not possible:
            pairs = [p for p in groups[0][1] if all(c.rank <= 8 or c.rank == 14 for c in p)
                     and p[0].rank != p[1].rank]
            if len(pairs) < 3:
                continue
            shown = rng.sample(pairs, 3)
            # shown in the language in force, as the check reads it; "yet" while the cards
            # still to come could bring the missing low cards
            answer = _(NO_LOW_YET if low_may_come(board, rules) else NO_LOW)
            options = [answer, *(str(p) for p in shown)]
            break
        wanted = 2 if low else 3
        below = [g for g in groups[1:] if g[0].qualifies]
        if len(below) < wanted:  # the board plays, or nearly: no second-best hands to offer
            continue
        nut_pair = rng.choice(groups[0][1])
        shown = []
        used = set(nut_pair)
        for _value, holdings in below[:wanted]:  # cards of one option not repeated in another
            apart = [p for p in holdings if not used & set(p)]
            shown.append(rng.choice(apart or list(holdings)))
            used |= set(shown[-1])
        answer = str(nut_pair)
        options = [answer, *(str(p) for p in shown)] + ([_(NO_LOW)] if low else [])
        break
    rng.shuffle(options)
    best, nut_pairs = groups[0]
    how = (_("exactly two hole cards and exactly three board cards play") if game.hole_used
           else _("the best five of the hole cards and the board play, in any mix"))
    prompt = (_("{game}, {street}: which two hole cards make the nuts, the best eight-or-better "
                "low anybody could hold here? ({how})") if low else
              _("{game}, {street}: which two hole cards make the nuts, the best hand anybody "
                "could hold here? ({how})")).format(
        game=_(game.title), street=_(_STREETS[len(board)]), how=how)
    if not best.qualifies:
        explanation: tuple[str, ...] = ((
            _("No low is possible yet: the board does not hold three different ranks of eight "
              "or lower, and a low needs three board cards; the cards still to come may bring "
              "them.") if low_may_come(board, rules) else
            _("No low is possible: the board does not hold three different ranks of eight or "
              "lower, and a low needs three board cards.")),)
    else:
        count = len(nut_pairs)
        mine = best_combination(parse_cards(answer), board, rules, game.hole_used,
                                title=game.title)
        explanation = (ngettext("The nuts: {description} ({cards}); one holding makes it.",
                                "The nuts: {description} ({cards}); {n} holdings make it.",
                                count).format(description=best.describe(), cards=mine.cards,
                                              n=count),)
    for option in options:
        if option in (answer, _(NO_LOW), _(NO_LOW_YET)):
            continue
        pair = parse_cards(option)
        v = best_combination(pair, board, rules, game.hole_used, title=game.title)
        explanation += ((_("{cards} make {hand}: not the nuts.").format(
            cards=option, hand=_lower(v.describe())),) if v.qualifies else
            (_("{cards} make no qualifying low either.").format(cards=option),))
    return Exercise("nuts", rules.name, seed, prompt, (), board=board, options=tuple(options),
                    answer=answer, explanation=explanation, game=game.name)


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _check_nuts(ex: Exercise, answer: object) -> Verdict:
    if not (is_choice(answer) or isinstance(answer, (list, tuple))):
        return unreadable(_("Pick an option (A to D) or give two hole cards, e.g. 'J♠ 10♠'."))
    game = _game(ex.game)
    rules = ex.ruleset
    idx = option_index(ex, answer) if is_choice(answer) else None
    if idx is not None:
        answer = ex.options[idx]
    no_low = (_(NO_LOW), _(NO_LOW_YET))
    if isinstance(answer, str) and (answer in (NO_LOW, NO_LOW_YET, *no_low)
                                    or SYNONYMS.get(norm(answer)) == "no qualifying low"
                                    or norm(answer) in ("no low", "no low is possible",
                                                        "no low yet", "no low is possible yet",
                                                        "none", "nothing")):
        if ex.answer in no_low:
            return right(ex, ex.explanation[0])
        if not rules.low:
            return unreadable(_("Give the two hole cards that make the nuts."))
        return wrong(ex, _("A low is possible on this board."))
    try:
        pair = answer_cards(answer)
    except CardError as exc:
        return unreadable(_("Could not read your cards: {error}. Pick an option (A to D) or "
                            "give two hole cards, e.g. 'J♠ 10♠'.").format(error=exc))
    if len(pair) != 2:
        return unreadable((_("Give exactly two hole cards; you gave {n} ({cards}).") if pair
                           else _("Give exactly two hole cards; you gave 0.")).format(
            n=len(pair), cards=pair))
    on_board = [c for c in pair if c in ex.board]
    if on_board:
        return unreadable(ngettext(
            "{cards} is on the board; hole cards are the player's own.",
            "{cards} are on the board; hole cards are the player's own.", len(on_board))
            .format(cards=Cards(on_board)))
    if ex.answer in no_low:
        return wrong(ex, _("{cards} make no qualifying low here.").format(cards=pair))
    mine = best_combination(pair, ex.board, rules, game.hole_used, title=game.title)
    want = best_combination(parse_cards(ex.answer), ex.board, rules, game.hole_used,
                            title=game.title)
    if mine == want:
        return right(ex, ex.explanation[0])
    if not mine.qualifies:
        return wrong(ex, _("{cards} make no qualifying low, and a better hand is possible.")
                     .format(cards=pair))
    return wrong(ex, _("{cards} make {hand}, and a better hand is possible.").format(
        cards=pair, hand=_lower(mine.describe())))


NUTS = Kind(
    "nuts", "What are the nuts?", _make_nuts, _check_nuts, rules=("high", "eight-or-better"),
    games=("holdem", "omaha", "omaha-hi-lo"), game_rules=_rules_of)
"""The record of the kind "what are the nuts?".

It asks which two hole cards make the nuts on a board in hold'em or Omaha (high), or the
eight-or-better low in Omaha Hi/Lo, where "no low is possible" can be the answer."""
