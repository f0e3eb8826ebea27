"""Names, the answer key's lock and result codes (pokerhands.exercises.classroom.name_key,
key_lock; pokerhands.exercises.result_codes): codes round-trip every state under every name,
and a code under another name, other settings or with a character changed is refused."""
from __future__ import annotations

import hashlib
import html
import json
import re
import unicodedata
from functools import lru_cache

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from pokerhands.exercises.classroom import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_CLASS_QUESTIONS,
    MAX_NAME,
    MAX_OPTIONS,
    PARTS,
    ClassSettings,
    key_lock,
    name_key,
    read_settings,
    student_name,
)
from pokerhands.exercises.result_codes import (
    Answered,
    ClassResult,
    clean_code,
    code_layout,
    read_result,
    result_code,
)


# --- names and the teacher's word -----------------------------------------------------------

@pytest.mark.parametrize("a, b", [
    ("Ana K.", "ana k"), ("ana k", "anak"), ("  ANA-K  ", "anak"),
    ("Ａｎａ", "ana"),  # full-width letters (NFKC)
    ("ΟΔΥΣΣΕΑΣ", "Οδυσσεας"), ("οδυσσεας", "οδυσσεασ"),  # the final sigma
    ("Анна-Мария", "анна мария"), ("Ёлка", "ёлка"),
    ("Kőrösi Csoma", "KŐRÖSI csoma"), ("Straße", "STRAßE"),
    # accents (the classroom trial's slips: Greek capitals written without accents,
    # Kovács as Kovacs, Zoë as Zoe)
    ("ΣΟΦΙΑ ΑΛΕΞΙΟΥ", "Σοφία Αλεξίου"), ("Ana Kovacs", "Ana Kovács"), ("Zoe", "Zoë"),
    ("Ёлка", "Елка"), ("Kőr", "Kor"), ("Straße 12", "straße12"),
])
def test_names_that_differ_only_in_case_spacing_punctuation_or_accents_are_one(a, b):
    assert name_key(a) == name_key(b)


@pytest.mark.parametrize("a, b", [("Ana", "Anna"), ("Straße", "strasse"), ("Ana 1", "Ana 2"),
                                  ("Ana Kovács", "Ana Kovács Jr"), ("Σοφία", "Σοφίες"),
                                  ("Kovács Ana", "Ana Kovács")])  # marking tries orders
def test_names_that_differ_in_a_letter_are_two(a, b):
    assert name_key(a) != name_key(b)


def test_name_key_is_its_documented_recipe():
    for text in ("Ana K.", "ΟΔΥΣΣΕΑΣ ς", "Ｚｏë 3", "İstanbul", "ß ẞ", "x\u0301y", "①②", "a_b·c",
                 "Kovács, Ana", "в а б"):
        bare = "".join(c for c in unicodedata.normalize("NFKD", text)
                       if unicodedata.category(c) != "Mn")
        folded = unicodedata.normalize("NFKC", bare).lower().replace("ς", "σ")
        assert name_key(text) == "".join(c for c in folded
                                         if unicodedata.category(c)[0] in "LN"), text
    assert name_key("Ana K.") == "anak" and name_key("в а б") == "ваб"


def test_a_students_name_has_one_to_forty_letters_or_digits():
    assert student_name(" Ana K. ") == "anak"
    assert student_name("x" * MAX_NAME + " !!") == "x" * MAX_NAME
    for bad in ("", "   ", "...", "--"):
        with pytest.raises(ValueError, match="^Type your name or initials: a name needs at "
                                             "least one letter or digit.$"):
            student_name(bad)
    with pytest.raises(ValueError, match="A name needs 1 to 40 letters or digits; 'x+…' has 41"):
        student_name("x" * (MAX_NAME + 1))


def test_key_lock_is_twenty_bits_of_sha256_of_the_word_and_the_set():
    s = read_settings("part=3&seed=20261206&n=8&rules=ace-to-five")
    digest = hashlib.sha256(
        b"pokerhands-key|part=3&seed=20261206&n=8&rules=ace-to-five|pinkelephant").digest()
    bits = int.from_bytes(digest[:3], "big") >> 4  # the first 20 bits
    expected = "".join(CODE_ALPHABET[(bits >> shift) & 31] for shift in (15, 10, 5, 0))
    assert key_lock("Pink Elephant!", s) == expected
    # neither the view, the language nor a lock changes it; the set does
    assert key_lock("pink elephant", ClassSettings(3, 20261206, 8, "ace-to-five", "key", "el",
                                                   "ZZZZ")) == expected
    assert key_lock("pink elephant", ClassSettings(3, 20261207, 8, "ace-to-five")) != expected
    assert key_lock("pink elephant", ClassSettings(3, 20261206, 8, "ace-to-six")) != expected
    for word in ("abc", " a.b-c ", "", "!!!!!!"):
        with pytest.raises(ValueError, match="at least 4 letters or digits"):
            key_lock(word, s)
    assert len(key_lock("abcd", s)) == 4


# --- result codes ---------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _layout(query: str):
    s = read_settings(query)
    return s, code_layout(s)


def _states(layout, draw):
    """Answered values for a layout, from a function drawing an int in [0, radix)."""
    out = []
    for k, radix in zip(layout.options, layout.radices):
        state = draw(radix)
        if state == 0:
            out.append(Answered())
        elif state == 1:
            out.append(Answered(False))
        elif k:
            out.append(Answered(None, state - 2))
        else:
            out.append(Answered(True))
    return out


NAMES = st.one_of(st.sampled_from(["", "Ana", "Борис", "Χλόη", "Ödön", "O'Brien", "Ζωή Ν.",
                                   "Ярослав-Ёж", "李雷", "x" * 40]),
                  st.text(st.characters(categories=("L", "N", "Zs", "P")), max_size=20))
QUERIES = st.sampled_from([
    "part=1&seed=20261201&n=7", "part=2&seed=3&n=4", "part=3&seed=20261206&n=8&rules=ace-to-five",
    "part=3&seed=5&n=20", "part=4&seed=2&n=5", "part=5&seed=9&n=6&rules=bug",
    "part=7&seed=12&n=3", "part=1&seed=0&n=1", "part=2&seed=999999999&n=20",
])


@hsettings(max_examples=60)
@given(QUERIES, NAMES, st.randoms(use_true_random=False))
def test_codes_round_trip_every_state_under_every_name(query, name, rng):
    s, layout = _layout(query)
    answered = _states(layout, lambda r: rng.randrange(r))
    code = result_code(s, answered, name=name, layout=layout)
    assert CODE_LENGTH[0] <= len(code.replace("-", "")) <= CODE_LENGTH[1]
    result = read_result(s, code, name=name, layout=layout)
    for a, right, option, good in zip(answered, result.right, result.options,
                                      layout.right_options):
        if a.right is None and a.option is None:
            assert right is None and option is None
        elif a.option is not None:
            assert option == a.option and right == (a.option == good)
        else:
            assert right is a.right and option is None
    # the same code read by the same name typed otherwise, and in lower case with spaces
    typed = name.upper() if name_key(name.upper()) == name_key(name) else name
    assert read_result(s, code.lower().replace("-", " "), name=f"  {typed}. ",
                       layout=layout) == result
    # another name is refused, whole sentence quoting the code as typed
    other = name + "x"
    with pytest.raises(ValueError) as caught:
        read_result(s, code, name=other, layout=layout)
    assert str(caught.value) == (f"The code '{code}' does not fit this name and these "
                                 "settings: check the name, the code and the class link.")


def test_every_single_changed_character_is_refused():
    s, layout = _layout("part=3&seed=20261206&n=8&rules=ace-to-five")
    answered = _states(layout, lambda r: r - 1)  # the last state of each question
    code = result_code(s, answered, name="Ana", layout=layout)
    plain = code.replace("-", "")
    refused = 0
    for i, c in enumerate(plain):
        for other in CODE_ALPHABET:
            if other != c:
                with pytest.raises(ValueError, match="does not fit|letters and digits"):
                    read_result(s, plain[:i] + other + plain[i + 1:], name="Ana", layout=layout)
                refused += 1
    assert refused == 31 * len(plain)


def test_a_code_is_refused_under_other_settings():
    s = read_settings("part=1&seed=20261201&n=7")
    code = result_code(s, [True] * 7, name="Ana")
    for other in ("part=1&seed=20261202&n=7", "part=2&seed=20261201&n=7",
                  "part=1&seed=20261201&n=6", "part=1&seed=20261201&n=8",
                  "part=1&seed=20261201&n=7&lock=ABCD"):  # a lock deals another set
        with pytest.raises(ValueError, match=r"^The code '[0-9A-Z-]+' (does not fit|has)") as c:
            read_result(read_settings(other), code, name="Ana")
        assert "class link" in str(c.value)
    # the view and the language are not part of what a code binds
    for same in ("part=1&seed=20261201&n=7&view=results&lang=hu",
                 "part=1&seed=20261201&n=7&view=worksheet"):
        assert read_result(read_settings(same), code, name="ana").score == 7


def test_the_old_form_and_answered_agree():
    s, layout = _layout("part=1&seed=20261201&n=7")
    bools = [True, False, None, True, False, True, None]
    as_answered = [Answered(b) for b in bools]
    assert result_code(s, bools, layout=layout) == result_code(s, as_answered, layout=layout)
    result = read_result(s, result_code(s, bools, layout=layout), layout=layout)
    assert result.right == tuple(bools) and result.score == 3
    assert result.wrong == [2, 5] and result.skipped == [3, 7]
    # a right answer to a question with options is the right option: the code is the same
    good = [Answered(True, layout.right_options[i]) if layout.options[i] else Answered(True)
            for i in range(7)]
    assert result_code(s, good, layout=layout) == result_code(s, [True] * 7, layout=layout)
    assert ClassResult((True, False, None)).options == (None, None, None)


def test_answers_that_a_code_cannot_hold_are_refused():
    s, layout = _layout("part=1&seed=20261201&n=7")
    first = layout.options[0]
    assert first  # a name-hand question, with options
    for bad, said in (([True], "one answer per question"),
                      ([Answered(None, first)] + [None] * 6, "is not one of them"),
                      ([Answered(None, -1)] + [None] * 6, "is not one of them"),
                      ([Answered(True, (layout.right_options[0] + 1) % first)] + [None] * 6,
                       "disagree"),
                      (["yes"] + [None] * 6, "give True, False, None or an Answered")):
        with pytest.raises(ValueError, match=said):
            result_code(s, bad, layout=layout)


def test_a_code_claims_a_question_only_with_its_answer():
    # the check covers the answers of the questions claimed right: the same claim with
    # another set's answers gives another code
    s = read_settings("part=1&seed=7&n=3")
    a = result_code(s, [True, True, True])
    fake = [ex.__class__(**{**ex.__dict__, "answer": "tie" if ex.answer != "tie" else "first"})
            if ex.kind == "which-wins" else ex for ex in s.exercises()]
    if fake != s.exercises():
        assert result_code(s, [True, True, True], fake) != a


def test_the_widest_set_fits_the_longest_code_accepted():
    widest = 0
    for q in PARTS.values():
        if q.needs_numpy:
            continue
        for rules in (None, *q.rules):
            for seed in (1, 20261206):
                s = ClassSettings(q.part, seed, MAX_CLASS_QUESTIONS, rules)
                layout = code_layout(s)
                assert max(layout.options) <= MAX_OPTIONS
                most = result_code(s, _states(layout, lambda r: r - 1), layout=layout)
                widest = max(widest, len(most.replace("-", "")))
                back = read_result(s, most, layout=layout)
                assert back.options == tuple(k - 1 if k else None for k in layout.options)
                assert back.right == tuple(o == g if k else True for k, o, g in zip(
                    layout.options, back.options, layout.right_options))
    assert widest <= CODE_LENGTH[1]
    # the bound itself: twenty questions of MAX_OPTIONS options, every last option chosen
    top = (MAX_OPTIONS + 2) ** MAX_CLASS_QUESTIONS - 1
    assert 32 ** (CODE_LENGTH[1] - 4 - 1) <= top < 32 ** (CODE_LENGTH[1] - 4)
    assert clean_code("Z" * CODE_LENGTH[1]) and clean_code("0" * CODE_LENGTH[0])
    for bad in ("Z" * (CODE_LENGTH[1] + 1), "Z" * (CODE_LENGTH[0] - 1), "7S-XMY7-I"):
        with pytest.raises(ValueError, match=re.escape(f"The code '{bad}' cannot be a result "
                                                       "code")):
            clean_code(bad)


def test_a_lock_deals_its_own_set_so_a_key_of_a_students_making_is_no_use():
    # the classroom trial: a student typed the class page's settings into the teachers'
    # form with a word of their own and opened "that" key; now a link's lock is part of
    # the set it deals, so the key opened with another word is the key of other questions
    from pokerhands.book.classpage import ClassPage
    base = read_settings("part=3&seed=20261206&n=8&rules=ace-to-five")
    teacher, student = key_lock("chalk dust", base), key_lock("my own word", base)
    assert teacher != student
    link = f"{base.set_query()}&lock={teacher}"
    dealt = [ex.prompt + repr(ex.hands) for ex in read_settings(link).exercises()]
    forged = [ex.prompt + repr(ex.hands)
              for ex in read_settings(f"{base.set_query()}&lock={student}").exercises()]
    plain = [ex.prompt + repr(ex.hands) for ex in base.exercises()]
    assert dealt != forged and dealt != plain
    assert sum(a == b for a, b in zip(dealt, forged)) <= 2
    # the class's own key opens only with the teacher's word and is the class's set
    opened = json.loads(ClassPage(f"?{link}&view=key").unlock("Chalk-Dust"))
    assert opened["ok"] and all(ex.prompt in html.unescape(opened["html"])
                                for ex in read_settings(link).exercises())
    assert not json.loads(ClassPage(f"?{link}&view=key").unlock("my own word"))["ok"]
    # the set's identity, which codes are bound to, holds the lock; the lock's own input
    # does not
    assert read_settings(link).set_query() == link
    assert read_settings(link).set_query(lock=False) == base.set_query()
    assert read_settings(link).deal_seed != base.seed == base.deal_seed
