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

@pytest.mark.parametrize("text, blamed", [
    ("ace of spadez, Ks Qs Js Ts", "'spadez'"),
    ("king of harts, As", "'harts'"),
    ("ace spades, Ks", "'spades'"),
    ("ace of, Ks", "'ace'"),
    ("A s", "'A'"),
])
def test_a_misspelled_card_name_is_blamed_on_the_misspelled_word(text, blamed):
    with pytest.raises(CardError) as err:
        evaluate(text)
    assert str(err.value).startswith(blamed)


def test_misspelled_names_in_other_languages():
    with pytest.raises(CardError, match="^'пикк'"):
        parse_cards("туз пикк, Кs", lang="ru")
    with pytest.raises(CardError, match="^'ászz'"):
        parse_cards("pikk ászz", lang="hu")


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
