"""Making exercises, sets of them for a class, the teacher's key, and checking an answer.

Everything here reads the kinds' records (:data:`~pokerhands.exercises.REGISTRY`):
which rules and games a kind takes, how it is made, how an answer is checked.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from pokerhands.core.cards import JOKER
from pokerhands.core.checks import flag, whole_number
from pokerhands.core.categories import Ranking
from pokerhands.core.language import gettext as _, pgettext, use_language
from pokerhands.exercises.answers import has_negative, quote, too_long
from pokerhands.exercises.dealing import is_house, resolve_rules, seeded_rng
from pokerhands.exercises.kinds import ALL_KINDS, HOUSE_KINDS, KINDS, REGISTRY
from pokerhands.exercises.model import MAX_EXERCISES, Exercise, Verdict, kind_words, unreadable
from pokerhands.games.variants import get_game
from pokerhands.render.exercises import answer_key_table, answer_key_text
from pokerhands.rules import Rules, get_rules

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from pokerhands.render.html import Table

__all__ = ["make_exercise", "exercise_set", "answer_key", "check"]


def make_exercise(kind: str, seed: int, *, rules: "str | Rules | None" = None,
                  game: "str | None" = None, lang: "str | None" = None) -> Exercise:
    """Make one exercise of ``kind`` from ``seed``.

    Parameters
    ----------
    kind : str
        One of :data:`ALL_KINDS`.
    seed : int
        A whole number from 0 up (a NumPy integer too); the same arguments always make the
        same exercise.
    rules : str or Rules, optional
        A ranking system the kind supports (:data:`KIND_RULES`); by default one is drawn
        from the seed. For name-hand, which-wins and order also high rules with house
        options (:data:`HOUSE_KINDS`): a :class:`~pokerhands.rules.Rules` such as
        ``get_rules("high").with_wild(ranks="2")``, or a name from :data:`HOUSE_RULES`
        (``"joker"``, ``"bug"``, ``"deuces-wild"``, ``"suit-order"``, ``"two-decks"``).
    game : str, optional
        For ``"five-play"`` (holdem, omaha, stud, razz) and ``"split-pot"`` (omaha-hi-lo,
        stud-hi-lo); by default drawn from the seed (or, for five-play, from ``rules``:
        ``"ace-to-five"`` means razz).
    lang : str, optional
        The language the exercise speaks (``"en"``, ``"ru"``, ``"el"``, ``"hu"``): its
        question, options, explanation and later :func:`check`'s verdict; by default the
        language in force.

    Raises
    ------
    ValueError
        For an unknown kind, a ranking system or game the kind does not use, or a seed that is
        not a whole number from 0 up (a boolean, a fraction, a string or a negative number;
        the message names ``seed`` and quotes the value).

    Examples
    --------
    >>> ex = make_exercise("name-hand", 1, rules="high")
    >>> ex.options == tuple(sorted(ex.options, key=ex.options.index)) and len(ex.options)
    4
    >>> make_exercise("split-pot", 2).kind
    'split-pot'
    """
    with use_language(lang):
        kind = kind.strip().lower() if isinstance(kind, str) else kind
        if kind not in ALL_KINDS:
            raise ValueError(f"unknown kind {kind!r}; kinds: {', '.join(ALL_KINDS)}")
        record = REGISTRY[kind]
        seed = whole_number("seed", seed)
        house = None
        name: "str | None" = None  # the ranking system's name
        if rules is not None:
            resolved = resolve_rules(rules)
            if is_house(resolved):
                if not record.house or resolved.ranking is not Ranking.HIGH:
                    raise ValueError(f"house rules ({resolved.label}) go with high rules and the "
                                     f"kinds {', '.join(HOUSE_KINDS)}; not {kind!r}")
                house = resolved
            name = resolved.name
            if name not in record.rules:
                raise ValueError(f"{kind!r} exercises use the rules {', '.join(record.rules)}; "
                                 f"not {name!r}")
        if game is not None:
            if not record.games:
                raise ValueError(f"{kind!r} exercises take no game")
            game = get_game(game, among=record.games).name
            if game not in record.games:
                raise ValueError(f"{kind!r} exercises use the games {', '.join(record.games)}; "
                                 f"not {game!r}")
        if record.games:
            if game is None:
                choices = record.games
                if name is not None:  # the games played under those rules
                    wanted = get_rules(name)
                    choices = tuple(g for g in choices if record.rules_for(get_game(g)) == wanted)
                game = seeded_rng(kind, seed, name or "", "choose").choice(choices)
            g = get_game(game)
            played = record.rules_for(g)
            if name is not None and played != get_rules(name):
                raise ValueError(f"{g.title} is played under {played.name!r}, not {name!r}")
            name = played.name
        if name is None:
            name = seeded_rng(kind, seed, "", "choose").choice(record.rules)
        rng = seeded_rng(kind, seed, house.label if house else name, game)
        ex = record.make(rng, seed, house or get_rules(name), game)
        if house is None or house.jokers == 0:
            return ex
        # the joker's symbol (🃏) is missing from many fonts: the text says "joker", in the
        # exercise's language (a Russian prompt said «первая (A♣ 8♦ joker 4♥ 10♠)»)
        joker = pgettext("card", "joker")

        def word(text: str) -> str:
            return text.replace(str(JOKER), joker)

        return replace(ex, prompt=word(ex.prompt), explanation=tuple(map(word, ex.explanation)))


def exercise_set(seed: int, kinds: Sequence[str] = KINDS, n: int = 10, *,
                 rules: "str | Rules | None" = None,
                 lang: "str | None" = None) -> list[Exercise]:
    """``n`` exercises for a class, the kinds taken in turn, each with its own seed drawn
    from ``seed`` (so the same seed gives the same set).

    Parameters
    ----------
    seed : int
    kinds : sequence of str or str
        Which kinds, from :data:`ALL_KINDS` (one name is accepted too); by default the
        kinds in :data:`KINDS`.
    n : int
        How many exercises, 1 to :data:`MAX_EXERCISES`.
    rules : str or Rules, optional
        Keep to one ranking system: only kinds that use it are taken (e.g. ``"badugi"``
        gives name-hand, which-wins, order and badugi exercises). House rules
        (``"deuces-wild"``, a Rules with house options) keep to :data:`HOUSE_KINDS`.
    lang : str, optional
        The language the exercises speak (``"en"``, ``"ru"``, ``"el"``, ``"hu"``): their
        questions, options, explanations and later :func:`check`'s verdicts; by default the
        language in force.

    Raises
    ------
    ValueError
        For an unknown kind, no kind using ``rules``, or (before any exercise is made, naming
        the argument and the value) an ``n`` that is not a whole number from 1 to
        :data:`MAX_EXERCISES` or a ``seed`` that is not a whole number from 0 up.

    Examples
    --------
    >>> [e.kind for e in exercise_set(2024, n=3)]
    ['name-hand', 'which-wins', 'order']
    >>> exercise_set(5, n=4) == exercise_set(5, n=4)
    True
    """
    with use_language(lang):
        seed = whole_number("seed", seed)
        n = whole_number("n", n, minimum=1, maximum=MAX_EXERCISES, unit="exercises")
        if kinds is None:
            kinds = KINDS
        if not isinstance(kinds, str) and not hasattr(kinds, "__iter__"):
            raise ValueError(f"kinds must be a kind or a list of kinds from {', '.join(ALL_KINDS)}; "
                             f"got {kinds!r}")
        names = [kinds] if isinstance(kinds, str) else list(kinds)
        names = [k.strip().lower() if isinstance(k, str) else k for k in names]
        for kind in names:
            if kind not in ALL_KINDS:
                raise ValueError(f"unknown kind {kind!r}; kinds: {', '.join(ALL_KINDS)}")
        kept: "str | Rules | None" = None
        if rules is not None:
            resolved = resolve_rules(rules)
            if is_house(resolved):  # house options go with high rules only
                names = [k for k in names if REGISTRY[k].house and resolved.ranking is Ranking.HIGH]
                kept = resolved
            else:
                kept = resolved.name
                names = [k for k in names if kept in REGISTRY[k].rules]
            if not names:
                raise ValueError(f"none of these kinds uses the rules {kept!r}")
        if not names:
            raise ValueError("give at least one kind")
        rng = random.Random(f"pokerhands-exercise-set:{seed}")
        return [make_exercise(names[i % len(names)], rng.randrange(10 ** 9), rules=kept)
                for i in range(n)]


_KEY_COLUMNS = ("kind", "rules", "game", "seed", "prompt", "cards", "board", "answer",
                "explanation")


def answer_key(exercises: Sequence[Exercise], *, as_text: bool = False,
               as_table: bool = False,
               columns: "Sequence[str] | None" = None) -> "pd.DataFrame | str | Table":
    """The teacher's answer key: one row per exercise, as a pandas DataFrame, as plain text,
    or as a table that needs no pandas.

    Parameters
    ----------
    exercises : sequence of Exercise
        The exercises, numbered from 1 in this order.
    as_text : bool, default False
        Return the key as plain text, five lines or so per exercise.
    as_table : bool, default False
        Return a :class:`pokerhands.render.Table` (HTML in a notebook) headed by the
        number, which needs no pandas: the chapters show the key this way.
    columns : sequence of str, optional
        Which columns the DataFrame or the table keep, in this order; all by default:
        kind, rules, game, seed, prompt, cards, board, answer, explanation. Ignored by
        ``as_text``.

    Returns
    -------
    pandas.DataFrame, str or pokerhands.render.Table
        The DataFrame is indexed by ``number`` with the columns above (``cards`` holds the
        hands separated by " | ").

    Raises
    ------
    ValueError
        For both ``as_text`` and ``as_table``, either of them not True or False, or a column
        that is not one of the above.

    Examples
    --------
    >>> print(answer_key(exercise_set(1, kinds=["badugi"], n=1), as_text=True)
    ...       .splitlines()[0])
    1. badugi (badugi, seed 978050492)
    >>> answer_key(exercise_set(1, kinds=["badugi"], n=1), as_table=True,
    ...            columns=["kind", "seed"]).rows
    ((1, 'badugi', 978050492),)
    """
    as_text, as_table = flag("as_text", as_text), flag("as_table", as_table)
    if as_text and as_table:
        raise ValueError("ask for the key as text or as a table, not both")
    columns = _KEY_COLUMNS if columns is None else tuple(columns)
    unknown = [c for c in columns if c not in _KEY_COLUMNS]
    if unknown:
        raise ValueError(f"unknown columns {unknown!r}; the key has {', '.join(_KEY_COLUMNS)}")
    rows = []
    for i, ex in enumerate(exercises, 1):
        rows.append({
            # the kind in the exercise's language (in English, its name)
            "number": i, "kind": _kind_words(ex), "rules": ex.rules_label, "game": ex.game or "",
            "seed": ex.seed, "prompt": ex.prompt,
            "cards": " | ".join(str(h) for h in ex.hands), "board": str(ex.board),
            "answer": ex.answer_text, "explanation": " ".join(ex.explanation),
        })
    if as_text:
        return answer_key_text(rows)
    if as_table:
        return answer_key_table(rows, columns)
    import pandas as pd  # only for the DataFrame: the chapters use the table

    return pd.DataFrame(rows, columns=["number", *columns]).set_index("number")


def _kind_words(ex: Exercise) -> str:
    # in English the key keeps the kind's name, which make_exercise takes back (a quiz's
    # heading says it in words); in another language, the kind in its words
    with use_language(ex.lang) as lang:
        return ex.kind if lang == "en" else kind_words(ex.kind)


def check(exercise: Exercise, answer: object) -> Verdict:
    """Check an answer to an exercise.

    Accepted notations: an option's text (any case), letter (``"A"``) or number (``"1"``,
    ``1``); for which-wins also ``"first"``, ``"second"``, ``"tie"`` and the like; category
    names in any case and their usual nicknames ("trips", "quads", "boat"), or the full
    description; cards in any notation and order (``"As Kd"``, ``"A♠ K♦"``, ``"ace of
    spades"``, a list of cards); an order as ``"2 > 1 = 3"``, ``"B A C"``, ``[2, 1, 3]`` or
    ``[[2], [1, 3]]``; a low as its ranks (``"7-5-4-2-A"``, ``"7542A"``) or its five cards;
    chips as ints or text (``[60, 40]``, ``"60, 40"``, ``"player 1: 60, player 2: 40"``).

    Returns
    -------
    Verdict
        ``correct``, and a message: what was right, or the reason and the explanation.
        An answer that cannot be read (unknown card, wrong number of cards, no such option)
        gives ``valid=False`` and says why; nothing is raised.

    Examples
    --------
    >>> ex = make_exercise("which-wins", 7, rules="high")
    >>> check(ex, "banana").valid
    False
    """
    if not isinstance(exercise, Exercise):
        return unreadable(f"not an exercise: {type(exercise).__name__}")
    with use_language(exercise.lang):  # the verdict speaks the exercise's language
        return _check(exercise, answer)


def _check(exercise: Exercise, answer: object) -> Verdict:
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return unreadable(_("No answer given yet."))
    long = too_long(answer)  # before anything converts it (a huge number, a flood of text)
    if long:
        return unreadable(long)
    if has_negative(answer):
        return unreadable(_("{answer}: no answer here is a negative number.").format(
            answer=quote(answer)))
    try:
        return REGISTRY[exercise.kind].check(exercise, answer)
    except Exception as exc:  # noqa: BLE001 - an answer never raises out of the checker
        return unreadable(_("Could not read the answer {answer}: {error}").format(
            answer=quote(answer), error=exc))
