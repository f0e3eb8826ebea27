"""The four source documents, by the names a reader knows them by.

The book's chapters follow four documents (see the bibliography page). A reader meets them
as "the Russian page" or "the encyclopedia list", never as a file number: a checked claim's
source label names them that way, and ``book/_ext/source_links.py`` links each name in a
label to the document's entry on the bibliography page (anchors ``file-000`` ... ``file-003``,
kept from the documents' file names).

>>> [s.label for s in SOURCES]
['Russian page', 'Greek help page', 'encyclopedia list', 'English rules page', 'Hungarian article']
>>> source_anchor("Hungarian article")
'file-003'
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from pokerhands.core.language import N_, gettext as _, pgettext

__all__ = ["Source", "SOURCES", "LABEL_NAME", "OLD_FILE_NUMBER", "source_anchor",
           "check_source_label", "source_text"]


@dataclass(frozen=True)
class Source:
    """One source document as the book names it.

    ``label`` is the short name a claim's label uses ("encyclopedia list"); ``title`` the
    longer name prose uses the first time ("the English encyclopedia list of poker hands");
    ``anchor`` the id of its bibliography entry; ``language`` the language it is written in.
    """

    label: str
    title: str
    anchor: str
    language: str


#: The documents in the order of their files; file 003 holds two (an English rules page
#: and, after it, a Hungarian hold'em article), which share one bibliography entry.
SOURCES: tuple[Source, ...] = (
    Source(N_("Russian page"), "the Russian hand-values page", "file-000", "Russian"),
    Source(N_("Greek help page"), "the poker room's Greek help page on hand rankings", "file-001",
           "Greek"),
    Source(N_("encyclopedia list"), "the English encyclopedia list of poker hands", "file-002",
           "English"),
    Source(N_("English rules page"), "the English page of standard hand rankings", "file-003",
           "English"),
    Source(N_("Hungarian article"), "the Hungarian encyclopedia article on Texas hold'em",
           "file-003", "Hungarian"),
)

#: A source's label inside a claim's source text, case-insensitive ("Encyclopedia list, Two pair").
LABEL_NAME = re.compile("|".join(re.escape(s.label) for s in SOURCES), re.IGNORECASE)
#: The file numbers readers used to see ("file 002", "files 000 and 003"): no longer allowed.
OLD_FILE_NUMBER = re.compile(r"\bfiles?\s+00[0-3]\b")


def source_anchor(label: str) -> str:
    """The bibliography anchor of the source named ``label`` (any case).

    Raises :class:`KeyError` naming ``label`` if no source has that name.
    """
    for s in SOURCES:
        if s.label.lower() == label.lower():
            return s.anchor
    raise KeyError(f"no source is called {label!r}; the sources are "
                   + ", ".join(repr(s.label) for s in SOURCES))


def check_source_label(text: str) -> str:
    """``text`` if it names its sources as readers know them; raises :class:`ValueError`
    naming ``text`` if it still gives a file number ("file 002") instead.

    >>> check_source_label("encyclopedia list, Two pair")
    'encyclopedia list, Two pair'
    >>> check_source_label("file 002, Two pair")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: source label 'file 002, Two pair' gives a file number; name the source instead (...)
    """
    if OLD_FILE_NUMBER.search(text):
        raise ValueError(f"source label {text!r} gives a file number; name the source instead ("
                         + ", ".join(s.label for s in SOURCES) + ")")
    return text


#: The catalogs' context of a claim's whole source text (``tools/catalogs.py`` extracts the
#: chapters' ``source=`` texts with it).
SOURCE_CONTEXT = "claim source"


def source_text(text: str, lang: str | None = None) -> str:
    """A claim's source text in ``lang`` (None: the language in force). The chapters' source
    texts are catalog messages of their own (context :data:`SOURCE_CONTEXT`), so the whole
    text is translated, the section it cites included; a text the catalog lacks has at least
    each source's name in it said as readers of that language know it.

    >>> source_text("Encyclopedia list, Two pair")
    'Encyclopedia list, Two pair'
    >>> source_text("encyclopedia list, Two pair", "ru")
    'энциклопедический список, раздел о двух парах'
    >>> source_text("English rules page, Somewhere new", "ru")
    'Английская страница правил, Somewhere new'
    """
    whole = pgettext(SOURCE_CONTEXT, text, lang)
    if whole != text:
        return whole

    def said(match: re.Match[str]) -> str:
        found = match.group(0)
        label = next(s.label for s in SOURCES if s.label.lower() == found.lower())
        name = _(label, lang)
        if name == label:
            return found  # untranslated (English): as written
        return name[:1].upper() + name[1:] if found[:1].isupper() else name

    return LABEL_NAME.sub(said, text)
