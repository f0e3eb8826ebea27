"""The kinds about which cards play: five-play, best-low, badugi and split-pot.

Five-play asks which five cards make the best hand in hold'em, stud, Omaha (exactly two
hole cards and three board cards) or razz; best-low, the best low of seven cards under a
lowball system; badugi, which cards count; split-pot, how a hi/lo pot is shared in chips.
"""
from __future__ import annotations

import random
import re
from itertools import combinations
from typing import Iterable, Sequence, SupportsInt, cast

from pokerhands.core.cards import DECK, Card, CardError, Cards, Joker, Rank
from pokerhands.core.checks import is_whole
from pokerhands.core.language import gettext as _, ngettext, pgettext
from pokerhands.core.values import HandValue
from pokerhands.evaluate import evaluate
from pokerhands.exercises.answers import (
    SYNONYMS,
    answer_cards,
    clip,
    is_choice,
    norm,
    option_index,
    quote,
    whole_token,
    read_cards,
    read_ranks,
    mid_sentence,
)
from pokerhands.exercises.dealing import badugi_hand
from pokerhands.exercises.model import (
    TRIES,
    Exercise,
    Kind,
    Verdict,
    right,
    rules_words,
    unreadable,
    wrong,
)
from pokerhands.games.variants import Game, best_hand, get_game
from pokerhands.games.showdown import showdown as game_showdown
from pokerhands.ranking.badugi import drop_reasons
from pokerhands.ranking.lowball import card_value
from pokerhands.rules import ACE_TO_FIVE, Rules, get_rules

__all__ = ["FIVE_PLAY", "BEST_LOW", "BADUGI_KIND", "SPLIT_POT"]


def _game(game: "str | None") -> Game:
    """The game of an exercise that deals one (raises ValueError without one)."""
    if game is None:
        raise ValueError("this kind of exercise deals a game: name it")
    return get_game(game)


def _played_under(game: Game) -> Rules:
    """The rules a five-play exercise ranks under: the game's high, else its low (razz)."""
    rules = game.high or game.low
    if rules is None:  # pragma: no cover - every game ranks one half or both
        raise ValueError(f"{game.title} ranks no hand")
    return rules


def _low_half(game: Game) -> Rules:
    """The rules of a hi/lo game's low half."""
    if game.low is None:
        raise ValueError(f"{game.title} has no low half")
    return game.low


# --- five-play -----------------------------------------------------------------------------


def _plays_options(game: Game, hole: Cards[Card], board: Cards[Card],
                   rules: Rules) -> list[tuple[tuple[Card, ...], HandValue]]:
    """Every five-card hand the game lets a player make: (cards, value) pairs."""
    if game.hole_used is None:
        pool = [*hole, *board]
        return [(five, evaluate(five, rules)) for five in combinations(pool, 5)]
    need = 5 - game.hole_used
    return [((*two, *three), evaluate([*two, *three], rules))
            for two in combinations(hole, game.hole_used) for three in combinations(board, need)]


def _make_five(rng: random.Random, seed: int, rules: Rules, name: "str | None") -> Exercise:
    game = _game(name)
    rules = _played_under(game)
    for _try in range(TRIES):
        deck = list(DECK)
        rng.shuffle(deck)
        hole, board = Cards(deck[:game.hole]), Cards(deck[game.hole:game.hole + game.board])
        options = _plays_options(game, hole, board, rules)
        best = max(v for _five, v in options)
        sets = {frozenset(five) for five, v in options if v == best}
        if len(sets) == 1:
            break
    value = best_hand(game, hole, board, rules)
    fields = {"game": _(game.title), "hole_used": game.hole_used, "hole": game.hole,
              "board_used": 5 - (game.hole_used or 0), "rules": rules_words(rules)}
    if game.hole_used:
        prompt = (_("{game}: which five cards make the best low? The hand plays exactly "
                    "{hole_used} of the {hole} hole cards and exactly {board_used} of the board "
                    "cards ({rules} rules).") if rules.low else
                  _("{game}: which five cards make the best hand? The hand plays exactly "
                    "{hole_used} of the {hole} hole cards and exactly {board_used} of the board "
                    "cards ({rules} rules)."))
    elif game.board:
        prompt = (_("{game}: which five cards make the best low? The hand plays any five of "
                    "the seven cards ({rules} rules).") if rules.low else
                  _("{game}: which five cards make the best hand? The hand plays any five of "
                    "the seven cards ({rules} rules)."))
    else:
        prompt = (_("{game}: which five cards make the best low? The hand plays the best "
                    "five of the {hole} cards ({rules} rules).") if rules.low else
                  _("{game}: which five cards make the best hand? The hand plays the best "
                    "five of the {hole} cards ({rules} rules)."))
    prompt = prompt.format(**fields)
    best_is = (_("The best low is {cards}: {description}.") if rules.low
               else _("The best hand is {cards}: {description}."))
    explanation: tuple[str, ...] = (best_is.format(cards=value.cards,
                                                   description=value.describe()),)
    if game.hole_used:
        used = [c for c in value.cards if c in hole]
        explanation += (_("It uses the hole cards {hole} and the board cards {board}.").format(
            hole=Cards(used), board=Cards(c for c in value.cards if c in board)),)
    return Exercise("five-play", rules.name, seed, prompt, (hole,), board=board,
                    answer=value.cards, explanation=explanation, game=game.name)


def _check_five(ex: Exercise, answer: object) -> Verdict:
    try:
        cards = read_cards(ex, answer)
    except ValueError as exc:
        return unreadable(_("Could not read your cards: {error}.").format(error=exc))
    if len(cards) != 5:
        return unreadable((ngettext("Give exactly five cards; you gave {n} ({cards}).",
                                    "Give exactly five cards; you gave {n} ({cards}).",
                                    len(cards)) if cards else
                           _("Give exactly five cards; you gave 0.")).format(
            n=len(cards), cards=cards))
    if set(cards) == set(ex.answer):
        return right(ex, ex.explanation[0])
    game = _game(ex.game)
    if game.hole_used:
        from_hole = sum(1 for c in cards if c in ex.hands[0])
        if from_hole != game.hole_used:
            return wrong(ex, _("In {game} exactly {n} hole cards play; you chose {chosen}.")
                         .format(game=_(game.title), n=game.hole_used, chosen=from_hole))
    mine = evaluate(cards, ex.rules)
    return wrong(ex, _("Your five make {hand}, not the best hand.").format(
        hand=mine.describe()[0].lower() + mine.describe()[1:]))



# --- best-low ------------------------------------------------------------------------------


def _low_text(v: HandValue) -> str:
    """A low as its ranks, highest first: "7-5-4-2-A" (the ace as A in every system)."""
    if not v.qualifies:
        return "none"
    return "-".join(("A" if c.rank == Rank.ACE else c.rank.label) for c in v.as_played)


def _make_low(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    qualified = rules.qualifier is not None
    want_none = qualified and rng.random() < 0.3
    for _try in range(TRIES):
        pool = [c for c in DECK if c.rank <= 9 or c.rank == Rank.ACE]
        cards = Cards(rng.sample(pool if rng.random() < 0.6 else list(DECK), 7))
        v = evaluate(cards, rules)
        if qualified and (not v.qualifies) != want_none:
            continue
        lows: dict[str, HandValue] = {}
        for five in combinations(cards, 5):
            w = evaluate(five, rules)
            text = _low_text(evaluate(five, rules if w.qualifies else ACE_TO_FIVE)) \
                if qualified else _low_text(w)
            if text not in lows or w > lows[text]:
                lows[text] = w
        answer = _low_text(v)
        # exactly one correct: no other rank pattern makes a low as good
        if sum(1 for t, w in lows.items() if w == v and v.qualifies) > 1:
            continue
        others = sorted((t for t in lows if t != answer), key=lambda t: lows[t], reverse=True)
        if len(others) >= 2:
            break
    choices = others[:3 if not qualified else 2]
    if qualified:
        choices.append("none")
        if answer == "none":
            choices = others[:3] + ["none"]
    options = [answer, *(t for t in choices if t != answer)]
    rng.shuffle(options)
    none = _("No qualifying low")
    options = [(none if t == "none" else t) for t in options]
    answer_shown = none if answer == "none" else answer
    if qualified:
        prompt = _("Eight-or-better: is there a qualifying low in these seven cards, and if "
                   "so, which is the best one?")
    else:
        prompt = _("What is the best {rules} low these seven cards make?").format(
            rules=rules_words(rules))
    explanation: tuple[str, ...] = (f"{v.describe()}.",)
    if v.qualifies:
        explanation += (_("It is made of {cards}; the other cards do not play.").format(
            cards=v.cards),)
    return Exercise("best-low", rules.name, seed, prompt, (cards,), options=tuple(options),
                    answer=answer_shown, explanation=explanation)


def _check_low(ex: Exercise, answer: object) -> Verdict:
    if not (is_choice(answer) or isinstance(answer, (list, tuple, Card))):
        return unreadable(_("Give the low's ranks (e.g. 7-5-4-2-A), five cards, or an option."))
    rules = get_rules(ex.rules)
    best = evaluate(ex.hands[0], rules)
    idx = option_index(ex, answer) if is_choice(answer) else None
    if idx is not None:
        answer = ex.options[idx]
    text = answer if isinstance(answer, str) else None
    if text is not None and SYNONYMS.get(norm(text)) == "no qualifying low" \
            or (text is not None and norm(text) in ("no", "no qualifying low", "nothing",
                                                    norm(_("No qualifying low")))):
        if not best.qualifies:
            return right(ex, ex.explanation[0])
        if rules.qualifier is None:
            return unreadable(_("Under this system there is always a low: give its ranks."))
        return wrong(ex, _("There is a qualifying low."))
    try:
        cards = answer_cards(answer)
    except CardError as exc:
        if text is None:
            return unreadable(_("Could not read your cards: {error}.").format(error=exc))
        try:
            ranks = read_ranks(text)
        except ValueError as exc2:
            return unreadable(_("Could not read {answer}: {error}; write ranks such as "
                                "7-5-4-2-A, or five cards.").format(answer=quote(text),
                                                                    error=exc2))
    else:
        try:
            cards = read_cards(ex, cards)
        except ValueError as exc:
            return unreadable(_("Could not read your cards: {error}.").format(error=exc))
        if len(cards) != 5:
            return unreadable(_("A low has five cards; you gave {n}.").format(n=len(cards)))
        ranks = [int(c.rank) for c in cards]
    if len(ranks) != 5:
        return unreadable(_("A low has five ranks; you gave {n}.").format(n=len(ranks)))
    want = [int(c.rank) for c in best.as_played] if best.qualifies else None
    if want is not None and sorted(ranks) == sorted(want):
        return right(ex, ex.explanation[0])
    return wrong(ex)



# --- badugi --------------------------------------------------------------------------------


def _make_badugi(rng: random.Random, seed: int, rules: Rules, game: "str | None") -> Exercise:
    for _try in range(TRIES):
        cards = badugi_hand(rng)
        v = evaluate(cards, rules)
        best = [s for s in combinations(cards, len(v.cards)) if _fits(s) and
                tuple(sorted((card_value(c, v.rules) for c in s), reverse=True)) == v.key]
        if len(best) == 1:  # exactly one set of counting cards
            break
    prompt = _("Which cards count in this Badugi hand? Give every counting card.")
    explanation = (_("{description}: {cards} count.").format(description=v.describe(),
                                                              cards=v.cards),
                   *(_("{card} does not count ({reason}).").format(card=c, reason=why)
                     for c, why in drop_reasons(cards, v.cards)))
    return Exercise("badugi", "badugi", seed, prompt, (cards,), answer=v.cards,
                    explanation=explanation)


def _fits(cards: Sequence[Card]) -> bool:
    return len({c.suit for c in cards}) == len(cards) == len({c.rank for c in cards})


def _check_badugi(ex: Exercise, answer: object) -> Verdict:
    try:
        cards = read_cards(ex, answer)
    except ValueError as exc:
        return unreadable(_("Could not read your cards: {error}.").format(error=exc))
    if not cards:
        return unreadable(_("Give the cards that count (one to four of them)."))
    if set(cards) == set(ex.answer):
        return right(ex, ex.explanation[0])
    if not _fits(cards):
        return wrong(ex, _("Counting cards never share a suit or a rank."))
    if len(cards) < len(ex.answer):
        return wrong(ex, _("More cards can count: {n} of them.").format(n=len(ex.answer)))
    return wrong(ex)



# --- split-pot -----------------------------------------------------------------------------


def _make_split(rng: random.Random, seed: int, rules: Rules, name: "str | None") -> Exercise:
    game = _game(name)
    players = rng.choice([2, 2, 3])
    pot = rng.choice([rng.randrange(20, 201, 2), rng.randrange(21, 201, 2),
                      rng.randrange(40, 401, 4)])
    want_low = rng.random() < 0.7
    for _try in range(TRIES):
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [Cards(deck[i * game.hole:(i + 1) * game.hole]) for i in range(players)]
        board = Cards(deck[players * game.hole:players * game.hole + game.board])
        result = game_showdown(game, hands, board if game.board else None, pot=pot)
        has_low = any(v is not None and v.qualifies for v in result.low)
        if has_low == want_low:
            break
    # TRANSLATORS: the form follows {pot}, the chips in the pot (tens or hundreds)
    if game.board:
        prompt = ngettext(
            "{game}, a pot of {pot} chip: how many chips does each of the {players} players "
            "win? (high half and eight-or-better low half; exactly two hole cards and three "
            "board cards for each half; an odd chip goes to the high half, and one left over "
            "among tied players to the first of them in seat order)",
            "{game}, a pot of {pot} chips: how many chips does each of the {players} players "
            "win? (high half and eight-or-better low half; exactly two hole cards and three "
            "board cards for each half; an odd chip goes to the high half, and one left over "
            "among tied players to the first of them in seat order)", pot)
    else:
        prompt = ngettext(
            "{game}, a pot of {pot} chip: how many chips does each of the {players} players "
            "win? (best high and best eight-or-better low from each player's seven cards; an "
            "odd chip goes to the high half, and one left over among tied players to the one "
            "holding the highest card by suit, or the lowest card in the low half)",
            "{game}, a pot of {pot} chips: how many chips does each of the {players} players "
            "win? (best high and best eight-or-better low from each player's seven cards; an "
            "odd chip goes to the high half, and one left over among tied players to the one "
            "holding the highest card by suit, or the lowest card in the low half)", pot)
    prompt = prompt.format(game=_(game.title), pot=pot, players=players)
    explanation = tuple(
        [(_("Player {number}: high {high}, {high_description}; low: {low}, "
            "{low_description}.") if lo.qualifies else
          _("Player {number}: high {high}, {high_description}; low: no qualifying low."))
         .format(number=i, high=h.cards, high_description=mid_sentence(h.describe()),
                 low=lo.cards, low_description=mid_sentence(lo.describe()) if lo.qualifies
                 else "")
         for i, (h, lo) in enumerate(zip(result.high, result.low), 1)
         if h is not None and lo is not None] + result.explain())  # hi-lo: both halves played
    return Exercise("split-pot", "eight-or-better", seed, prompt, tuple(hands), board=board,
                    answer=tuple(result.shares), explanation=explanation, game=game.name,
                    pot=pot)


def _label() -> "re.Pattern[str]":
    """A player's label in a split-pot answer: "player 1:", "seat 2 =", "p3", "hand 1 gets",
    and the language's own word in force, before the number or, as Hungarian writes it,
    after it ("игрок 1:", "παίκτης 1:", "1. játékos:")."""
    # TRANSLATORS: the word for a player in a typed answer, "player 1: 60" (lower case)
    word = re.escape(pgettext("a player in a typed answer", "player").lower())
    return re.compile(rf"(?i)(?:\b(?:player|seat|hand|p|{word})\s*(\d+)|\b(\d+)\.\s*{word})"
                      r"\s*(?::|=|gets|wins)?")


def _amounts(text: str) -> list[int]:
    """The amounts written in ``text``, in order: each a whole number in digits (words
    around them, "chips", "and", are passed over); ValueError names a number written
    otherwise, with a decimal point or an exponent ("22.0", "1e400")."""
    return [whole_token(t.rstrip(".")) for t in re.findall(r"[0-9.eE]*\d[0-9.eE]*", text)]


def _read_split(text: str, players: int) -> list[int]:
    """The chips an answer gives each player, in player order. Labelled ("player 2: 65,
    player 1: 22"): each amount to the player its label names; unlabelled: in player order.
    Raises ValueError, saying why, for an amount not in digits, a player not in the
    exercise, a player named twice or an amount without its player."""
    labels = list(_label().finditer(text))
    if not labels:
        return _amounts(text)
    if _amounts(text[:labels[0].start()]):
        raise ValueError(_("label every amount with its player, or none of them"))
    given: dict[int, int] = {}
    for i, label in enumerate(labels):
        player = int(label.group(1) or label.group(2))
        if not 1 <= player <= players:
            raise ValueError(_("there is no player {player} here (players 1 to {players})")
                             .format(player=clip(str(player)), players=players))
        if player in given:
            raise ValueError(_("player {player} is named twice").format(player=player))
        end = labels[i + 1].start() if i + 1 < len(labels) else len(text)
        amounts = _amounts(text[label.end():end])
        if len(amounts) != 1:
            raise ValueError(_("give one amount after 'player {player}'").format(player=player))
        given[player] = amounts[0]
    return [given[p] for p in sorted(given)]


def _check_split(ex: Exercise, answer: object) -> Verdict:
    players = len(ex.hands)
    if isinstance(answer, bool):
        return unreadable(_("Give each player's chips, e.g. 60, 40."))
    if is_whole(answer):
        amounts = [int(cast(SupportsInt, answer))]
    elif isinstance(answer, str):
        try:
            amounts = _read_split(answer, players)
        except ValueError as exc:
            return unreadable(_("Could not read {answer}: {error}; give each player's chips, "
                                "e.g. 60, 40 or 'player 1: 60, player 2: 40'.").format(
                answer=quote(answer), error=exc))
    elif isinstance(answer, (list, tuple)):
        try:
            amounts = [int(str(a).strip()) for a in answer]
        except ValueError:
            return unreadable(_("Could not read {answer}: give whole numbers of chips.")
                              .format(answer=quote(list(answer))))
    else:
        return unreadable(_("Give each player's chips, e.g. 60, 40."))
    if len(amounts) != players:
        return unreadable(_("Give one amount for each of the {players} players; you gave {n}.")
                          .format(players=players, n=len(amounts)))
    if sum(amounts) != ex.pot:
        return wrong(ex, _("Your amounts add up to {total}, but the pot is {pot}.").format(
            total=clip(str(sum(amounts))), pot=ex.pot))
    if tuple(amounts) == tuple(ex.answer):
        return right(ex)
    return wrong(ex)


def _split_text(ex: Exercise, answer: Sequence[int]) -> str:
    return ", ".join(_("player {number}: {chips}").format(number=i, chips=c)
                     for i, c in enumerate(answer, 1))


def _cards_text(ex: Exercise, answer: Iterable[Card | Joker]) -> str:
    return str(Cards(answer))


# --- the records ---------------------------------------------------------------------------

FIVE_PLAY = Kind(
    "five-play", "Which five cards play", _make_five, _check_five,
    rules=("high", "ace-to-five"), words=_cards_text, games=("holdem", "omaha", "stud", "razz"),
    game_rules=_played_under, card_answer=True)
"""Which five cards play, in hold'em and stud (best five of seven), Omaha (exactly two hole
cards and three board cards) or razz (the best ace-to-five low of seven cards)."""

BEST_LOW = Kind(
    "best-low", "The best low", _make_low, _check_low,
    rules=("ace-to-five", "ace-to-six", "deuce-to-seven", "eight-or-better"))
"""The best low from seven cards under ace-to-five, ace-to-six, deuce-to-seven, or
eight-or-better, where "no qualifying low" can be the answer."""

BADUGI_KIND = Kind(
    "badugi", "Which cards count in Badugi", _make_badugi, _check_badugi, rules=("badugi",),
    words=_cards_text, card_answer=True)
"""Which cards count in a Badugi hand."""

SPLIT_POT = Kind(
    "split-pot", "Split the pot", _make_split, _check_split, rules=("eight-or-better",),
    words=_split_text, games=("omaha-hi-lo", "stud-hi-lo"), game_rules=_low_half)
"""How a hi/lo pot (Omaha Hi/Lo or Stud Hi/Lo) is split, in chips; the rules are the low
half's."""
