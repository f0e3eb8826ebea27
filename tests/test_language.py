"""The language setting of :mod:`pokerhands.core.language`: one setting for a session, a block
that speaks another, the environment variable, and clear errors."""
from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest

from pokerhands.core import language
from pokerhands.core.language import (LANGUAGES, get_language, ngettext, set_language,
                                      translations, use_language)


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")


def test_english_is_the_default_and_each_language_can_be_set() -> None:
    assert get_language() == "en"
    for lang in LANGUAGES:
        set_language(lang)
        assert get_language() == lang


def test_a_block_speaks_its_language_then_gives_the_session_back() -> None:
    set_language("el")
    with use_language("hu") as inside:
        assert inside == "hu" == get_language()
        with use_language("ru"):
            assert get_language() == "ru"
        with use_language(None):
            assert get_language() == "hu"
        assert get_language() == "hu"
    assert get_language() == "el"


def test_a_block_that_raises_still_gives_the_language_back() -> None:
    with pytest.raises(KeyError):
        with use_language("ru"):
            raise KeyError("x")
    assert get_language() == "en"


def test_another_thread_keeps_the_session_language() -> None:
    """A widget's callback may run on another thread: it sees the session's language,
    not a block that happens to be open on this one."""
    set_language("el")
    seen = []
    with use_language("ru"):
        thread = threading.Thread(target=lambda: seen.append(get_language()))
        thread.start()
        thread.join()
    assert seen == ["el"]


@pytest.mark.parametrize("bad", ["de", "RU", "", None, 3, "english"])
def test_an_unknown_language_is_refused_by_name_and_changes_nothing(bad: object) -> None:
    set_language("hu")
    with pytest.raises(ValueError, match=r"unknown language .*the book speaks en \(English\)"):
        set_language(bad)  # type: ignore[arg-type]
    if bad is not None:  # use_language(None) keeps the language in force
        with pytest.raises(ValueError, match=repr(bad).replace("(", r"\(")):
            with use_language(bad):  # type: ignore[arg-type]
                pass
    assert get_language() == "hu"


def test_the_environment_variable_sets_the_session_start() -> None:
    code = "from pokerhands.core.language import get_language; print(get_language())"
    env = dict(os.environ, POKERHANDS_LANG="ru")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out == "ru"
    env["POKERHANDS_LANG"] = "xx"
    failed = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True)
    assert failed.returncode != 0
    assert "POKERHANDS_LANG: unknown language 'xx'" in failed.stderr


def test_every_language_has_a_compiled_catalog_with_its_plural_rule() -> None:
    """``make catalogs`` wrote one catalog per language; each carries its plural rule
    (Russian three forms, Greek and Hungarian two), so counts read right."""
    forms = {"ru": 3, "el": 2, "hu": 2}
    for lang, n in forms.items():
        catalog = translations(lang)
        info = catalog.info()
        assert f"nplurals={n}" in info.get("plural-forms", ""), (lang, info)
    # with no translation, English's own rule picks the form
    assert [ngettext("{n} card", "{n} cards", k) for k in (1, 2)] == ["{n} card", "{n} cards"]


def test_a_missing_catalog_says_how_to_make_it(tmp_path: object,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(language, "LOCALE_DIR", tmp_path)
    translations.cache_clear()
    try:
        with pytest.raises(language.CatalogMissing, match="make catalogs"):
            set_language("ru")
        assert get_language() == "en"
    finally:
        monkeypatch.undo()
        translations.cache_clear()
