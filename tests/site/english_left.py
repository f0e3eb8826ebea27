"""Find English in a text a page shows in Russian, Greek or Hungarian (issue 26), and the
English titles of the book's pages in a built page of a language site (issue 41:
:func:`titles_left`).

Three nets: the English of the package's catalogs (each message's text between its fields,
of three words or more, and whole two-word messages such as "First hand") that the
language's translation does not keep; then, once the names the language's sources give the
book's terms are set aside (:mod:`pokerhands.words.names`: the Greek page's "flush",
"kicker", "high card", the Hungarian "full house"), in Russian and Greek any word of two
Latin letters or more, and in Hungarian, which is written in Latin letters, the English
words a quiz or a picker would show if a sentence were left untranslated.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

from babel.messages.pofile import read_po

from pokerhands.words.names import without_latin_names

LOCALE = Path(__file__).resolve().parents[2] / "src" / "pokerhands" / "locale"
AREAS = ("quiz", "exercises", "widgets", "hands", "cards")


#: English words that a Hungarian text never holds (so none is also a Hungarian word: not
#: "is", "set", "fold", "pot").
ENGLISH_WORDS = frozenset("""the of and right wrong not quite score exercise answer check next
    seed hand hands first second tie wins beats with over than order name cards options type
    your question rules which what high card pair flush straight kind full house kicker
    none end teacher code part ace king queen jack ten nine eight seven six five four three two
    spades hearts diamonds clubs""".split())


@functools.cache
def english_pieces(lang: str, areas: tuple[str, ...] = AREAS) -> tuple[str, ...]:
    """The catalogs' English that the ``lang`` translation does not keep (see above), from
    the catalogs of ``areas`` (``tests/test_quiz_languages.py`` reads the quiz's only)."""
    pieces = set()
    for area in areas:
        with (LOCALE / lang / f"{area}.po").open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        for message in catalog:
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
            strings = (message.string if isinstance(message.string, (tuple, list))
                       else (message.string,))
            translated = " ".join(s or "" for s in strings)
            for msgid in ids:
                whole = "{" not in msgid
                for piece in re.split(r"\{\w+\}", msgid):
                    piece = piece.strip(" .,:;()\"'")
                    words = piece.count(" ") + 1
                    if (words >= 3 or whole and words == 2) and piece not in translated:
                        pieces.add(piece)
    return tuple(sorted(pieces))


@functools.cache
def own_terms(lang: str) -> tuple[str, ...]:
    """The names ``lang``'s sources give the book's terms (:mod:`pokerhands.words.names`),
    some of them English words ("flush", "kicker", "full house"), longest first (the names
    the book keeps in Latin letters are :data:`pokerhands.words.names.LATIN_NAMES`)."""
    from pokerhands.words.names import NAMES, names_of

    terms: set[str] = set()
    for key in NAMES:
        try:
            terms |= {name.lower() for name in names_of(key, lang)}
        except ValueError:  # a term the language's sources do not name
            continue
    return tuple(sorted(terms, key=lambda t: (-len(t), t)))


def english_left(text: str, lang: str) -> list[str]:
    """The English found in ``text``, which should be in ``lang`` (empty when none)."""
    found = [p for p in english_pieces(lang) if p in text]
    rest = text
    rest = without_latin_names(rest, lang)   # kept in Latin letters by the book
    for term in own_terms(lang):
        rest = re.sub(rf"(?<![^\W\d_]){re.escape(term)}(?![^\W\d_])", " ", rest,
                      flags=re.IGNORECASE)
    if lang in ("ru", "el"):
        found += sorted(set(re.findall(r"[A-Za-z]{2,}", rest)))
    else:
        found += sorted({w for w in re.findall(r"[^\W\d_]+", rest)
                         if w.lower() in ENGLISH_WORDS})
    return found


#: What parts a page's text into sentences (block elements), what is no sentence (code,
#: scripts, the sidebar and the language switcher), any tag.
_BLOCKS = re.compile(r"</?(?:p|li|h[1-6]|td|th|dt|dd|div|caption|figcaption|section|ul|ol|"
                     r"table|tr|br|summary|details|blockquote)\b[^>]*>", re.I)
_SKIP = re.compile(r"<(pre|code|script|style|nav|kbd|samp)\b.*?</\1>", re.I | re.S)
_TAG = re.compile(r"<[^>]+>")
_OPENING, _CLOSING = "«„“\"'‘", "»”“\"'’"
_QUOTED = re.compile(r"«[^»]*»|„[^”]*”|“[^”]*”")


def _text(html: str) -> str:
    from html import unescape

    return " ".join(unescape(_TAG.sub("", html)).replace("¶", " ").split())


def english_titles(site_dir: Path) -> dict[str, str]:
    """The English title of every page of the book, from the English site
    (``site_dir/book/**.html``, its ``<h1>``): page path (``book/part3/low-games.html``) ->
    title."""
    titles = {}
    for page in sorted((site_dir / "book").rglob("*.html")):
        title = english_titles_of(page)
        if title:
            titles[page.relative_to(site_dir).as_posix()] = title
    return titles


def titles_kept(site_dir: Path, lang: str, titles: dict[str, str]) -> set[str]:
    """The English titles that ``lang``'s translators kept as the language's own (the page's
    catalog translates its title by the same words: "Texas hold’em" in Greek): the language
    site's page has the English title and its catalog says so."""
    kept = set()
    locales = Path(__file__).resolve().parents[2] / "book" / "locales" / lang / "LC_MESSAGES"
    for path, title in titles.items():
        page = site_dir / lang / path
        if not page.exists() or english_titles_of(page) != title:
            continue
        po = locales / Path(path).with_suffix(".po")
        if not po.exists():
            continue
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        # the built title has typographic quotes where the catalog has straight ones
        plain = title.replace("’", "'")
        if any(m.id and m.string and not m.fuzzy and m.string == m.id
               and m.id.replace("`", "") == plain for m in catalog):
            kept.add(title)
    return kept


def english_titles_of(page: Path) -> str:
    """The title (``<h1>``) of a built page."""
    found = re.search(r"<h1\b[^>]*>(.*?)</h1>", page.read_text(encoding="utf-8"), re.S)
    if not found:
        return ""
    return _text(re.sub(r'<a class="headerlink".*?</a>', "", found.group(1))).rstrip("#").strip()


def _checked_titles(titles: dict[str, str], lang: str, kept: frozenset[str]) -> list[str]:
    """The English titles worth looking for in ``lang``: those that are not the language's
    own term for the same thing ("Full house" in Hungarian, "flush" in Greek) nor kept by its
    translators (:func:`titles_kept`), and, in Hungarian, written in Latin letters like
    English, only those of two words or more."""
    own = set(own_terms(lang))
    checked = set()
    for title in titles.values():
        if title.lower() in own or title in kept or (lang == "hu" and " " not in title):
            continue
        checked.add(title)
    return sorted(checked, key=lambda t: (-len(t), t))


def titles_left(html: str, lang: str, titles: dict[str, str],
                kept: frozenset[str] = frozenset()) -> list[str]:
    """The English page titles (:func:`english_titles`, but those in ``kept``:
    :func:`titles_kept`) that a built page of ``lang``'s site shows in its text or its links
    (its article and its previous/next links; code, the sidebar and the language switcher
    left out), each as "link: «text»" or "sentence: «text»" (the sentence cut to 120
    characters)."""
    parts = [m.group(0) for m in re.finditer(
        r'<article class="bd-article".*?</article>|<div class="prev-next-area">.*?</div>\s*'
        r"</footer>", html, re.S)]
    body = _SKIP.sub(" ", "\n".join(parts))
    link = re.compile(r"<a\b[^>]*>(.*?)</a>", re.S)
    # a link to another site names what it points at there (a source's section, "High card"
    # in the encyclopedia list): only the book's own links can show one of its page titles
    # and a link in quotation marks quotes a source's section name («{term}`High card`»)
    own_link = re.compile(r'(.)<a\b(?![^>]*href="https?:)[^>]*>(.*?)</a>(.)', re.S)
    links = [_text(text) for before, text, after in own_link.findall(body)
             if not (before in _OPENING and after in _CLOSING)]
    # the sentences, their links left out (a title in a link is the link's fault)
    blocks = [_text(b) for b in _BLOCKS.split(link.sub(" ", body))]
    found = []
    for title in _checked_titles(titles, lang, kept):
        pattern = re.compile(rf"(?<![^\W\d_]){re.escape(title)}(?![^\W\d_])")
        for link in links:
            if pattern.search(link):
                found.append(f"link: «{link[:120]}»")
        for block in blocks:
            # a title in quotation marks quotes a source («строку «Flush»», «раздел «Full
            # house (full)»»): not a fault
            bare = _QUOTED.sub(" ", block)
            if any(not (bare[m.start() - 1:m.start()] in _OPENING
                        and bare[m.end():m.end() + 1] in _CLOSING and m.start() > 0
                        and m.end() < len(bare))
                   for m in pattern.finditer(bare)):
                found.append(f"sentence: «{block[:120]}»")
    return sorted(set(found))
