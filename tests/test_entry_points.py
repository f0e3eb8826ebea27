"""The package's entry points as a new user meets them (issue 37): two hands that share a
card are refused, ``lang=`` on every call that returns words, a misspelled card name blamed
on the misspelled word, and every wrong type answered with what the call takes."""
import pytest

from pokerhands import HIGH, CardError, SharedCardError, compare, evaluate, parse_cards
from pokerhands.core.language import use_language


# --- two hands that share a card --------------------------------------------------------

def test_two_hands_that_share_a_card_are_refused():
    with pytest.raises(SharedCardError, match=r"As \(A♠\) is dealt twice: to the first hand "
                       r"\(A♠ K♠ Q♠ J♠ 10♠\) and to the second hand \(A♠ K♥ Q♥ J♥ 10♥\)"):
        compare("As Ks Qs Js Ts", "As Kh Qh Jh Th")
    # the same mistake with a board; values share cards as much
    with pytest.raises(SharedCardError, match=r"As \(A♠\) is dealt twice: to the first hand"):
        compare("As Ks", "As Kh", board="2c 3d 4h 9s Jd")
    with pytest.raises(SharedCardError, match=r"to the second hand \(A♠ K♥\) and to the board"):
        compare("Qs Ks", "As Kh", board="2c 3d 4h 9s As")
    with pytest.raises(CardError, match="Kh .K♥. is dealt twice"):
        compare(evaluate("Kh Kd 7c 4s 2d 9h 8h"), evaluate("Ks Kh 7d 4c 2h"))
    # hands from different deals, when that is what is meant
    assert compare("As Ks Qs Js Ts", "As Kh Qh Jh Th", same_deal=False).outcome == 1
    with pytest.raises(ValueError, match="one deal"):
        compare("As Ks", "Ah Kh", board="2c 3d 4h 9s Jd", same_deal=False)
    with pytest.raises(ValueError, match="same_deal must be True or False"):
        compare("As Ks Qs Js Ts", "Ah Kh Qh Jh 9h", same_deal="no")


def test_the_deck_decides_what_two_hands_may_share():
    two_decks = HIGH.with_decks(2)
    assert compare("As Ks Qs Js Ts", "As Kh Qh Jh Th", two_decks).outcome == 1
    with pytest.raises(CardError, match="As .A♠. is dealt 3 times, but only 2 are in play"):
        compare("As As Qs Js Ts", "As Kh Qh Jh Th", two_decks)
    with pytest.raises(CardError, match="Jk .🃏. is dealt twice"):
        compare("Ah Ad Ac As Jk", "Ks Kd Kc Kh Jk", HIGH.with_wild(1))
    assert compare("Ah Ad Ac As Jk", "Ks Kd Kc Kh Jk", HIGH.with_wild(2)).outcome == 1


# --- lang= ------------------------------------------------------------------------------

def test_compare_and_explain_take_lang():
    c = compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c", lang="ru")
    assert c.explain()[-1] == "Выигрывает первая рука."
    english = compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c")
    assert english.explain(lang="ru") == c.explain()
    assert english.explain()[-1] == "The first hand wins."          # kept as made
    assert english.explain(lang="en") == english.explain()
    with use_language("hu"):
        assert english.explain(lang="el")[-1] == compare(
            "Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c", lang="el").explain()[-1]
    omaha = compare("Ah 2c 3c 4d", "Ks Kd 8c 7c", board="Kh Qh Jh 9h 5s", game="omaha")
    assert omaha.explain(lang="el")[0].startswith("Στο Omaha") or "Omaha" in omaha.explain(
        lang="el")[0]
    with pytest.raises(ValueError, match="language"):
        english.explain(lang="fr")
    with pytest.raises(ValueError, match="language"):
        compare("Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c", lang="xx")


def test_every_call_that_returns_words_takes_lang():
    from pokerhands.games.deal import table_positions
    from pokerhands.games.nuts import nuts
    from pokerhands.games.showdown import showdown, split_pot
    from pokerhands.games.betting import pot_limit_raise

    r = showdown("holdem", ["As Kd", "7c 7h"], "2h 3h 9s Jd Qc", pot=10)
    assert r.explain(lang="ru") != r.explain() and r.explain(lang="en") == r.explain()
    s = split_pot(["As 2d 3h 4c 5s", "Kc Kd Qh Js 9c"], pot=10)
    assert s.explain(lang="hu") != s.explain()
    assert s.reasons(lang="el") != s.reasons()
    n = nuts("A♠ K♠ Q♠ 7♦ 2♣")
    assert n.describe(lang="ru") != n.describe()
    t = table_positions(range(5), button=0, seats=5)
    assert t.describe(lang="hu") != t.describe()
    p = pot_limit_raise(pot=30, to_call=10, already_in=0)
    assert p.explain(lang="ru") != p.explain()


# --- misspelled names and wrong types -----------------------------------------------------

@pytest.mark.parametrize("text, said", [
    # issue 39 (D12): the misspelled word named, with what it should have been
    ("ace of spadez, Ks Qs Js Ts", "'ace of spadez' is not a card (in 'ace of spadez, Ks Qs Js "
                                   "Ts'): 'spadez' is not a suit;"),
    ("king of harts, As", "'king of harts' is not a card (in 'king of harts, As'): 'harts' is "
                          "not a suit;"),
    ("quen of hearts, As", "'quen of hearts' is not a card (in 'quen of hearts, As'): 'quen' is "
                           "not a rank;"),
    ("kign of clubs", "'kign' is not a rank;"),
    ("x of hearts", "'x' is not a rank;"),
    ("ace os spades, Ks", "where 'os' stands, the name needs 'of';"),
    ("ace spades, Ks", "'ace spades' is not a card (in 'ace spades, Ks'): where 'spades' stands, "
                       "the name needs 'of';"),
    # no name begun, or one cut short: the token is no card
    ("ace of, Ks", "'ace' is not a card (in 'ace of, Ks'); write a rank"),
    ("A s", "'A' is not a card (in 'A s'); write a rank"),
    ("As Kd Qx", "'Qx' is not a card (in 'As Kd Qx'); write a rank"),
])
def test_a_misspelled_card_name_is_blamed_on_the_misspelled_word(text, said):
    with pytest.raises(CardError) as err:
        evaluate(text)
    assert said in str(err.value), str(err.value)


@pytest.mark.parametrize("text, lang, said", [
    ("туз пикк, Кs", "ru", "«туз пикк» — это не карта (в «туз пикк, Кs»): «пикк» — не масть;"),
    ("тз пик, Кs", "ru", "«тз» — не достоинство;"),
    ("8 червей", "ru", "на месте «8» в названии должно стоять «восьмёрка»;"),
    ("pikk ászz", "hu", "„pikk ászz” nem lap (itt: „pikk ászz”): „ászz” nem érték;"),
    ("pik ász, Ks", "hu", "„pik” nem szín;"),
    ("άσσσος μπαστούνι", "el", "το «άσσσος» δεν είναι αξία·"),  # άσσος, the seed's, is read
    ("ντάμα κουπς", "el", "το «κουπς» δεν είναι χρώμα·"),
    ("10 κούπα", "el", "στη θέση του «10» το όνομα θέλει «δέκα» / «δεκάρι»·"),
    ("ace of spadez", "hu", "„spadez” nem szín;"),   # English names are read in every language
])
def test_misspelled_names_in_other_languages(text, lang, said):
    with pytest.raises(CardError) as err:
        parse_cards(text, lang=lang)
    assert said in str(err.value), str(err.value)


@pytest.mark.parametrize("value", [12345, 1.5, None, object(), True, b"As Ks", {"As": 1}])
def test_every_wrong_type_is_answered_with_what_the_call_takes(value):
    from pokerhands.games.nuts import nuts
    from pokerhands.odds.equity import equity

    for call in (lambda: parse_cards(value), lambda: evaluate(value),
                 lambda: nuts(value)):
        with pytest.raises(CardError) as err:
            call()
        said = str(err.value)
        assert "give" in said and ("'As Kd'" in said or "'A♠ K♠ Q♠'" in said), said
    with pytest.raises(ValueError, match="hands must be a list"):
        equity(value)


def test_an_unknown_game_lists_the_games_the_call_takes():
    from pokerhands.exercises import make_exercise
    from pokerhands.games.deal import deal
    from pokerhands.games.stud import bring_in
    from pokerhands.odds.equity import equity

    for call, games in [
        (lambda: equity(["As Ah", "Kd Kc"], game="pinochle"), "holdem, omaha"),
        (lambda: bring_in(["7d", "2c"], game="pinochle"), "stud, stud-hi-lo, razz"),
        (lambda: deal(3, game="pinochle"), "holdem, omaha, omaha-hi-lo"),
        (lambda: make_exercise("nuts", 1, game="pinochle"), "holdem, omaha, omaha-hi-lo"),
    ]:
        with pytest.raises(ValueError) as err:
            call()
        assert str(err.value) == f"unknown game 'pinochle'; the games here are {games}"


# --- lang= on every call that writes words (issue 39, D10) --------------------------------

def _word_calls():
    """Calls that return words, each as a function of ``lang`` (None: the language in force)."""
    from pokerhands.exercises import make_exercise
    from pokerhands.exercises.result_codes import ClassResult
    from pokerhands.exercises.model import kind_words, rules_words
    from pokerhands.games.betting_actions import action_phrase, action_word, street_word
    from pokerhands.games.nuts import nuts
    from pokerhands.games.showdown import showdown
    from pokerhands.odds.counting import table_labels
    from pokerhands.odds.matchups import hole_kind, matchup_shape
    from pokerhands.render.html import card_label, number_text, rules_label

    a, b = "Jh Jd Ac 9s 3h", "Jc Js Ad 8h 7c"
    made = compare(a, b)
    result = ClassResult((True, False, True))
    return {
        "compare": lambda lang: compare(a, b, lang=lang).explain(),
        # the comparison was made in English: explain() keeps that, explain(lang=) says it anew
        "Comparison.explain": lambda lang: (made.explain(lang=lang) if lang else
                                            compare(a, b).explain()),
        "HandValue.describe": lambda lang: evaluate(a).describe(lang=lang),
        "Nuts.describe": lambda lang: nuts("A♠ K♠ Q♠ 7♦ 2♣").describe(lang=lang),
        "GameShowdown.explain": lambda lang: showdown(
            "holdem", ["As Kd", "7c 7h"], "2h 3h 9s Jd Qc", pot=10).explain(lang=lang),
        "make_exercise": lambda lang: make_exercise("which-wins", 7, lang=lang).prompt,
        "ClassResult.describe": lambda lang: result.describe(lang=lang),
        "matchup_shape": lambda lang: matchup_shape("8♠ 8♥", "A♦ K♣", lang=lang),
        "hole_kind": lambda lang: hole_kind("8♥ 7♥", lang=lang),
        "action_phrase": lambda lang: action_phrase("raise", 6, lang=lang),
        "action_word": lambda lang: action_word("fold", lang=lang),
        "street_word": lambda lang: street_word("river", lang=lang),
        "rules_words": lambda lang: rules_words(HIGH.with_wild(1), lang=lang),
        "kind_words": lambda lang: kind_words("which-wins", lang=lang),
        "table_labels": lambda lang: table_labels("Full house", lang=lang),
        "card_label": lambda lang: card_label(parse_cards("Qh")[0], lang=lang),
        "rules_label": lambda lang: rules_label(HIGH.with_wild(1), lang=lang),
        "number_text": lambda lang: number_text(2598960, lang=lang),
    }


@pytest.mark.parametrize("name", sorted(_word_calls()))
def test_lang_serves_one_call_in_each_language(name):
    """``lang=`` gives what the same call says under use_language(lang), for that call only
    (the language in force before and after is untouched); the call's words are translated
    in one language at least (Greek keeps some poker words in English, as its sources do)."""
    call = _word_calls()[name]
    english = call(None)
    said = {}
    for lang in ("ru", "el", "hu"):
        with use_language(lang):
            expected = call(None)
        said[lang] = call(lang)
        assert said[lang] == expected, (name, lang, said[lang], expected)
        assert call(None) == english and call("en") == english
    assert any(words != english for words in said.values()), (name, said)


def test_every_public_callable_that_speaks_the_language_in_force_takes_lang():
    """Walks the package's public names: a function or method whose docstring says it writes
    in the language in force must take ``lang=`` for a single call. Properties cannot take an
    argument (HandValue.name, Comparison.verdict: ``describe(lang=...)`` and ``explain(lang=
    ...)`` are theirs), classes take it where they speak (the widgets), and a few functions
    read a reader's words rather than write any."""
    import importlib
    import inspect
    import pkgutil

    import pokerhands

    readers = {"pokerhands.core.language.get_language",            # the setting itself
               "pokerhands.exercises.answers.who_word",            # reads an answer
               "pokerhands.exercises.kinds_hands.local_names"}     # the names a reader may type
    speaking, missing = [], []
    for info in pkgutil.walk_packages(pokerhands.__path__, "pokerhands."):
        module = importlib.import_module(info.name)
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name, None)
            if getattr(obj, "__module__", None) != module.__name__:
                continue
            found = [(name, obj)] if inspect.isfunction(obj) else [
                (f"{name}.{attr}", value) for attr, value in vars(obj).items()
                if inspect.isfunction(value) and not attr.startswith("_")
            ] if inspect.isclass(obj) else []
            for qualname, function in found:
                doc = " ".join((function.__doc__ or "").split())
                if "language in force" not in doc:
                    continue
                speaking.append(qualname)
                where = f"{module.__name__}.{qualname}"
                if "lang" not in inspect.signature(function).parameters and where not in readers:
                    missing.append(where)
    assert len(speaking) > 20   # the walk found the package's speaking calls
    assert not missing, f"these write words but take no lang=: {missing}"
