"""What a reader sees first: cards (issue 39).

- **A chapter's hand.** A chapter notebook names its hand in its metadata
  (``metadata.pokerhands.hand``: see :mod:`pokerhands.book.opening`). This extension draws
  it right under the chapter's title with :func:`pokerhands.book.opening.opening_html`, in
  the page's language, at build time: no notebook is re-executed for it, and the build fails
  (naming the chapter) when the evaluator does not give the hand the name the metadata states.
- **The welcome page's ladder.** The directive ``{hand-ladder}`` draws the ten categories,
  best first, one example hand each (:func:`pokerhands.book.opening.ladder_html`).
- **Module names that break only between their parts.** In the links to the API
  (``{py:obj}`` roles, "In the code:"), a line may break after a dot or an underscore
  (``<wbr>``), never inside a word (``CATEGORY_RECOR`` / ``DS`` at 390 px).
- **The glossary's A–Z.** Above a glossary, a line of letters; each letter that begins an
  entry links to the first entry under it. Sphinx sorts a glossary before its terms are
  translated, so on a site in another language the translated terms would keep the English
  order: there the entries are first sorted in that language (:func:`sort_key`), so that the
  glossary is alphabetical, as its opening says, and the letters follow the language.

Its CSS is ``book/_static/first-screen.css``.
"""
from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError

from pokerhands.book.opening import ladder_html, opening_html

#: Each language's letters in order (Hungarian's double letters count as one, as its
#: dictionaries sort them); a term is filed under its first letter.
ALPHABETS: dict[str, tuple[str, ...]] = {
    "en": tuple("abcdefghijklmnopqrstuvwxyz"),
    "ru": tuple("абвгдежзийклмнопрстуфхцчшщъыьэюя"),
    "el": tuple("αβγδεζηθικλμνξοπρστυφχψω"),
    "hu": ("a", "b", "c", "cs", "d", "dz", "dzs", "e", "f", "g", "gy", "h", "i", "j", "k", "l",
           "ly", "m", "n", "ny", "o", "ö", "p", "q", "r", "s", "sz", "t", "ty", "u", "ü", "v",
           "w", "x", "y", "z", "zs"),
}
#: Letters a language's sorting treats as another (accents that do not make a new letter).
_SAME = {"ru": {"ё": "е"}, "el": {"ς": "σ"},
         "hu": {"á": "a", "é": "e", "í": "i", "ó": "o", "ő": "ö", "ú": "u", "ű": "ü"}}


def _plain(text: str, lang: str) -> str:
    """``text`` in lower case with the letters ``lang`` sorts alike made one."""
    text = text.lower()
    if lang == "el":  # Greek sorts without its accents
        text = "".join(c for c in unicodedata.normalize("NFD", text)
                       if not unicodedata.combining(c))
    return "".join(_SAME.get(lang, {}).get(c, c) for c in text)


def _letters(text: str, lang: str) -> list[str]:
    """``text`` cut into ``lang``'s letters (the longest match first: "dzs", "dz", "d")."""
    alphabet = ALPHABETS.get(lang, ALPHABETS["en"])
    longest = max(len(a) for a in alphabet)
    out, i = [], 0
    while i < len(text):
        for n in range(longest, 0, -1):
            if text[i:i + n] in alphabet:
                out.append(text[i:i + n])
                i += n
                break
        else:
            out.append(text[i])
            i += 1
    return out


def sort_key(term: str, lang: str) -> tuple:
    """How ``lang``'s dictionaries order ``term``: its letters by their place in the
    language's alphabet. On a Greek or Russian page the terms players write in Latin letters
    ("all in", "flop") come first, in the Latin alphabet's order, then the others (the
    order the Greek glossary's opening announces).

    >>> sorted(["csapat", "cél", "zsák", "zár"], key=lambda t: sort_key(t, "hu"))
    ['cél', 'csapat', 'zár', 'zsák']
    >>> sorted(["флеш", "ёлка", "пара"], key=lambda t: sort_key(t, "ru"))
    ['ёлка', 'пара', 'флеш']
    >>> sorted(["φλος", "flop", "άσος", "all in"], key=lambda t: sort_key(t, "el"))
    ['all in', 'flop', 'άσος', 'φλος']
    """
    latin = ALPHABETS["hu" if lang == "hu" else "en"]
    letters = [x for x in _letters(_plain(term, lang), lang) if x.isalnum()]
    if not letters:
        return (2, ())
    table = latin if letters[0] in latin else ALPHABETS.get(lang, latin)
    place = {a: i for i, a in enumerate(table)}
    return (0 if table is latin else 1,
            tuple(place.get(x, len(table) + ord(x[0])) for x in letters))


def first_letter(term: str, lang: str) -> str:
    """The letter ``term`` is filed under in ``lang`` ("Cs" for "csapat" in Hungarian)."""
    letters = [x for x in _letters(_plain(term, lang), lang) if x.isalnum()]
    return letters[0].capitalize() if letters else "#"


class HandLadder(Directive):
    """``{hand-ladder}``: the ten categories as cards, best first, in the page's language."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        lang = self.state.document.settings.env.config.language or "en"
        return [nodes.raw("", ladder_html(lang), format="html")]


def _hand_spec(app: Sphinx, docname: str) -> dict[str, str] | None:
    path = Path(app.env.doc2path(docname))
    if path.suffix != ".ipynb" or not path.exists():
        return None
    meta = json.loads(path.read_text(encoding="utf-8")).get("metadata", {})
    return meta.get("pokerhands", {}).get("hand")


def _add_opening_hand(app: Sphinx, doctree: nodes.document) -> None:
    docname = app.env.docname
    spec = _hand_spec(app, docname)
    if spec is None:
        return
    lang = app.config.language or "en"
    try:
        html = opening_html(spec, lang)
    except Exception as err:  # a wrong name or bad cards: the build stops, naming the page
        raise ExtensionError(f"{docname}: its opening hand {spec!r}: {err}") from err
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None or not isinstance(section[0], nodes.title):
        raise ExtensionError(f"{docname}: no title to put its opening hand under")
    section.insert(1, nodes.raw("", html, format="html"))


def _glossary_letters(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if app.builder.format != "html":
        return
    lang = app.config.language or "en"
    for glossary in list(doctree.findall(addnodes.glossary)):
        for dlist in glossary.findall(nodes.definition_list):
            items = [i for i in dlist.children if isinstance(i, nodes.definition_list_item)]
            if lang != "en":  # the terms were sorted in English, then translated
                items.sort(key=lambda i: sort_key(i[0].astext(), lang))
                dlist.children = []
                dlist.extend(items)
            first: dict[str, str] = {}
            for item in items:
                term = item[0]
                letter = first_letter(term.astext(), lang)
                if letter not in first and term.get("ids"):
                    first[letter] = term["ids"][0]
            section = next(iter(doctree.findall(nodes.section)))
            section.insert(1, _jump_list(first, lang))
            return


def _jump_list(first: dict[str, str], lang: str) -> nodes.raw:
    """The letters as a navigation line: English shows A to Z, a letter without an entry
    greyed; another language shows the letters its entries begin with."""
    letters = [a.capitalize() for a in ALPHABETS["en"]] if lang == "en" else list(first)
    cells = [f'<a href="#{first[x]}">{x}</a>' if x in first
             else f'<span class="ph-az-none" aria-hidden="true">{x}</span>' for x in letters]
    latin = ALPHABETS["hu" if lang == "hu" else "en"]
    scripts = [x.lower() in latin for x in letters]
    for i in range(len(letters) - 1, 0, -1):   # a dot between the Latin and the Greek letters
        if scripts[i] != scripts[i - 1]:
            cells.insert(i, '<span class="ph-az-gap" aria-hidden="true">·</span>')
    alphabet = ALPHABETS.get(lang, ALPHABETS["en"])
    label = f"{alphabet[0].capitalize()}–{alphabet[-1].capitalize()}"   # A–Z, А–Я, Α–Ω, A–Zs
    return nodes.raw("", f'<nav class="ph-az" aria-label="{label}">' + "".join(cells) + "</nav>",
                     format="html")


_CODE = re.compile(r'(<code class="[^"]*\bliteral\b[^"]*">)(.*?)(</code>)', re.S)
_NAME = re.compile(r"[A-Za-z_]\w*(?:\.\w+)+|\w*_\w*")   # a dotted or snake_case name
_BREAK = re.compile(r"([._])(?=\w)")


def break_points(html: str) -> str:
    """``html`` with a break opportunity (``<wbr>``) after each dot and underscore of the
    Python names in inline code (the "In the code" links among them), so that on a narrow
    screen a long name wraps between its parts, not inside a word.

    >>> break_points('<code class="xref py docutils literal"><span class="pre">'
    ...              'pokerhands.core.CATEGORY_RECORDS</span></code>')[57:]
    'pokerhands.<wbr>core.<wbr>CATEGORY_<wbr>RECORDS</span></code>'
    >>> break_points('<code class="docutils literal"><span class="pre">1.3</span></code>')
    '<code class="docutils literal"><span class="pre">1.3</span></code>'
    """
    def inside(m: re.Match[str]) -> str:
        if not _NAME.fullmatch(re.sub(r"<[^>]*>", "", m.group(2))):
            return m.group(0)
        body = re.sub(r"(^|>)([^<]+)", lambda t: t.group(1) + _BREAK.sub(r"\1<wbr>", t.group(2)),
                      m.group(2))
        return m.group(1) + body + m.group(3)

    return _CODE.sub(inside, html)


def _page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                  doctree: Any) -> None:
    if "body" in context:
        context["body"] = break_points(context["body"])


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("hand-ladder", HandLadder)
    app.connect("doctree-read", _add_opening_hand)
    app.connect("doctree-resolved", _glossary_letters)
    app.connect("html-page-context", _page_context)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
