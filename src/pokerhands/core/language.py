"""The language the package speaks: one setting for a session, and the message catalogs.

Every sentence the package writes for a reader is an English message looked up in a
message catalog (GNU gettext, Python's ``gettext`` module): English, Russian, Greek and
Hungarian, the languages of the book's four sources (``shared/seeds/README.md``). The
catalogs are ``.po`` files in ``pokerhands/locale/<lang>/``, one file per area of the package
(``tools/catalogs.py`` says which modules feed which area); ``make catalogs`` compiles each
language's files into one ``pokerhands/locale/<lang>/LC_MESSAGES/pokerhands.mo``, which is
what this module reads and what the package's wheel ships.

One setting chooses the language: :func:`set_language` for the session (the environment
variable ``POKERHANDS_LANG`` gives its starting value, English when it is unset), and
:func:`use_language` for a block of code, as a widget does around what it shows. Functions
that write sentences take a ``lang=`` argument where a single call needs another language.

In the code, ``_`` (the usual gettext name) looks a message up; :func:`N_` marks a
message in a data table, which is looked up where it is used; :func:`ngettext` chooses a
plural form by a count (each language's rule: Russian has three forms, Greek and Hungarian
two); :func:`pgettext` separates messages that read the same in English but not in another
language (a rank's name in the genitive, say).

>>> set_language("ru")
>>> get_language()
'ru'
>>> with use_language("en"):
...     get_language()
'en'
>>> set_language("en")
>>> set_language("de")
Traceback (most recent call last):
...
ValueError: unknown language 'de': the book speaks en (English), ru (Russian), el (Greek), hu (Hungarian)
"""
from __future__ import annotations

import gettext as _gettext
import os
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Iterator

__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "NATIVE_NAMES", "DOMAIN", "LOCALE_DIR", "ENVIRONMENT_VARIABLE",
           "CatalogMissing", "check_language", "get_language", "set_language", "use_language",
           "translations", "gettext", "_", "N_", "ngettext", "pgettext", "npgettext",
           "NUMBER_SEPARATORS", "number_text", "QUOTE_MARKS", "quoted"]

LANGUAGES = ("en", "ru", "el", "hu")
"""The sources' languages as ISO 639-1 codes, in the order the book lists them; English is
the default."""

LANGUAGE_NAMES = {"en": "English", "ru": "Russian", "el": "Greek", "hu": "Hungarian"}
"""Each language's English name."""

NATIVE_NAMES = {"en": "English", "ru": "Русский", "el": "Ελληνικά", "hu": "Magyar"}
"""Each language's name in that language, as a language switcher shows it."""

DOMAIN = "pokerhands"
"""The gettext domain, so each language's compiled catalog is ``<DOMAIN>.mo``."""

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
"""The folder of the catalogs, ``<LOCALE_DIR>/<lang>/*.po``, and of their compiled form,
``<LOCALE_DIR>/<lang>/LC_MESSAGES/pokerhands.mo``."""

ENVIRONMENT_VARIABLE = "POKERHANDS_LANG"
"""The environment variable that sets the session's language when the package is first
imported (the book's builds in other languages set it for the notebooks they execute)."""


class CatalogMissing(RuntimeError):
    """A language's compiled catalog is not there (the ``.po`` files were not compiled)."""


def check_language(lang: object) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`; otherwise a :class:`ValueError` that
    names it.

    >>> check_language("hu")
    'hu'
    """
    if not isinstance(lang, str) or lang not in LANGUAGES:
        known = ", ".join(f"{code} ({LANGUAGE_NAMES[code]})" for code in LANGUAGES)
        raise ValueError(f"unknown language {lang!r}: the book speaks {known}")
    return lang


def _starting_language() -> str:
    value = os.environ.get(ENVIRONMENT_VARIABLE, "").strip()
    if not value:
        return "en"
    try:
        return check_language(value)
    except ValueError as error:
        raise ValueError(f"{ENVIRONMENT_VARIABLE}: {error}") from None


_session = [_starting_language()]
_override: ContextVar[str | None] = ContextVar("pokerhands_language", default=None)


def get_language() -> str:
    """The language in force: the innermost :func:`use_language` block's, else the
    session's (:func:`set_language`)."""
    return _override.get() or _session[0]


def set_language(lang: str) -> None:
    """Make ``lang`` (one of :data:`LANGUAGES`) the session's language.

    Raises :class:`ValueError` for any other value, before anything changes; raises
    :class:`CatalogMissing` if that language's catalog was never compiled."""
    translations(check_language(lang))
    _session[0] = lang


@contextmanager
def use_language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the ``with`` block (None: keep the language in force), then
    go back. Yields the language in force inside the block."""
    if lang is None:
        yield get_language()
        return
    translations(check_language(lang))
    token = _override.set(lang)
    try:
        yield lang
    finally:
        _override.reset(token)


@lru_cache(maxsize=None)
def translations(lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``lang`` (English: the messages as written).

    Raises :class:`CatalogMissing` when the ``.mo`` file is absent (``make catalogs``
    writes it)."""
    check_language(lang)
    if lang == "en":
        return _gettext.NullTranslations()
    path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if not path.is_file():
        raise CatalogMissing(
            f"the {LANGUAGE_NAMES[lang]} catalog is not compiled ({path} is missing): "
            "run `make catalogs` (or `python tools/catalogs.py compile`)")
    with path.open("rb") as handle:
        return _gettext.GNUTranslations(handle)


def _catalog(lang: str | None) -> _gettext.NullTranslations:
    return translations(get_language() if lang is None else check_language(lang))


def gettext(message: str, lang: str | None = None) -> str:
    """``message`` (English) in ``lang``, by default the language in force; the English
    message itself where a catalog has no translation.

    Modules import it under its usual short name, ``from pokerhands.core.language import
    gettext as _`` (the house rule allows no private name across modules; the catalogs'
    extraction looks for ``_(...)``)."""
    return _catalog(lang).gettext(message)


_ = gettext
"""The short name of :func:`gettext`."""


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs without translating it (a data table's entry,
    looked up with ``_`` where it is used)."""
    return message


def ngettext(singular: str, plural: str, n: int, lang: str | None = None) -> str:
    """The form of a message that goes with the count ``n``, by the language's plural rule
    (in the catalog's header)."""
    return _catalog(lang).ngettext(singular, plural, n)


def pgettext(context: str, message: str, lang: str | None = None) -> str:
    """``message`` in ``lang`` where ``context`` tells apart messages that read the same in
    English."""
    return _catalog(lang).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int, lang: str | None = None) -> str:
    """:func:`ngettext` with a context (:func:`pgettext`)."""
    return _catalog(lang).npgettext(context, singular, plural, n)


NUMBER_SEPARATORS = {"en": (",", "."), "ru": ("\u00a0", ","), "el": (".", ","),
                     "hu": ("\u00a0", ",")}
"""Each language's thousands separator and decimal mark (a no-break space where a space)."""


def number_text(value: "int | float", form: str = ",", lang: str | None = None) -> str:
    """``value`` written as ``lang`` (by default the language in force) writes numbers: the
    one formatter of every number a reader sees (counts, shares, chips, limits in messages).
    ``form`` is an English format spec (``","``, ``".3g"``, ``".1f"``, ``".2%"``); the
    separators are the language's (:data:`NUMBER_SEPARATORS`): ``"2,598,960"``, ``"2 598 960"``
    (a no-break space), ``"2.598.960"``; ``"21.7"``, ``"21,7"``.

    >>> number_text(2598960), number_text(0.0154, ".3g"), number_text(21.68, ".1f", "el")
    ('2,598,960', '0.0154', '21,7')
    >>> number_text(2598960, lang="ru") == "2\u00a0598\u00a0960", number_text(0.1874, ".2%", "hu")
    (True, '18,74%')
    """
    thousands, point = NUMBER_SEPARATORS[get_language() if lang is None else check_language(lang)]
    return "".join(thousands if c == "," else point if c == "." else c
                   for c in format(value, form))


QUOTE_MARKS = {"en": ("'", "'"), "ru": ("\u00ab", "\u00bb"), "el": ("\u00ab", "\u00bb"),
               "hu": ("\u201e", "\u201d")}
"""Each language's quotation marks, opening and closing, for what a reader typed and a message
quotes: English the Python quotes its messages have always shown, Russian and Greek «…»
(guillemets), Hungarian „…” (the reviews of the translations asked for them: a Greek message
quoted an answer as 'Δεύτερο χέρι')."""


def quoted(text: str, lang: str | None = None) -> str:
    """``text`` (what a reader typed: a card, an answer, a code, a link's value) in the
    quotation marks of ``lang`` (by default the language in force; :data:`QUOTE_MARKS`), the
    one way a message quotes it. English writes Python's ``repr``; in every language a
    character that does not print (a new line, a tab) is shown escaped, as ``repr`` shows it,
    so a quotation stays on one line. Cutting a long text is the caller's
    (:func:`~pokerhands.core.checks.clip`).

    >>> print(quoted("Kx"), quoted("Kx", "ru"), quoted("Кх", "hu"), quoted("a\\tb", "el"))
    'Kx' «Kx» „Кх” «a\\tb»
    """
    lang = get_language() if lang is None else check_language(lang)
    if lang == "en":
        return repr(text)
    opening, closing = QUOTE_MARKS[lang]
    shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return f"{opening}{shown}{closing}"
