"""The words that the theme, the extensions and the site's scripts write, in the book's words.

The Russian, Greek and Hungarian sites inherit a few labels from code the book does not own,
each in its own catalog and, read in a sentence, in the wrong grammatical form (issue 41):

- sphinx-exercise titles a solution "Solution to" + a link to the exercise, which its
  catalogs translate word for word: «Решение к Упражнение 3.1», «Λύση στο Άσκηση 3.1»,
  "Megoldás a Gyakorlat 3.1"; and it numbers a Hungarian exercise "Gyakorlat 3.1". A
  post-transform (:class:`SolutionTitles`) writes the solution's title from the book's
  words instead (:data:`LABELS`, key ``solution``: «Решение упражнения 3.1», «Λύση της
  άσκησης 3.1», "A 3.1. feladat megoldása", the part in brackets being the link), and the
  Hungarian exercise is numbered "3.1. feladat" (``numfig_format``);
- the theme's footer says "By" and "Copyright" around the English author ("Автор: The Poker
  Hand Rankings authors © Копирайт 2026"): the templates ``book/_templates/author.html`` and
  ``copyright.html`` show the lines given here (``author``, ``copyright``) where a language
  has them;
- sphinxcontrib-bibtex writes "n.d." for a source without a year ("[Wikipedia contributors,
  n.d.]"): a citation in a page of another language says the language's abbreviation
  (``no_date``: б. г., χ.χ., é. n.);
- the site's scripts (``book/_static/*.js``) hold no words of their own: each page carries
  its language's (:data:`SCRIPT_WORDS`, from ``languages.WORDS``) in
  ``<script type="application/json" id="ph-script-words">``, which they read
  (:func:`script_words_html`), with the address of the class page from the page
  (``class_page``: the teachers' form makes its links from it);
- the pages kept whole in English in every site (``languages.KEPT``: the bibliography and
  the API page, generated from English sources) keep their text, but their titles, which
  other pages' links show («см. Sources and references»), are the language's
  (:class:`KeptTitles`, keys ``title <docname>``);
- the class page lives in the English site only (``class/``): a link to it from a page of
  another language site (the teachers' guide's class links and worksheets) is pointed there,
  with the page's language in the link (``lang=ru``), so that the quiz speaks it
  (:func:`class_links`).

English keeps the extensions' and the theme's own labels.
"""
from __future__ import annotations

import json
import re
from typing import Any

from docutils import nodes
from sphinx.locale import get_translation
from sphinx.transforms import SphinxTransform
from sphinx.transforms.post_transforms import SphinxPostTransform

from languages import KEPT, WORDS, site_root

#: The labels of this module, in each language but English (which keeps the extensions'
#: own). ``solution``: a solution's title, the part in brackets linking to its exercise,
#: ``{number}`` its number ("3.1") and ``{a}`` the Hungarian article that the number takes
#: ("A 3.1.", "Az 5.2."); ``exercise``: an exercise's number, as ``numfig_format`` (``%s``);
#: ``author`` and ``copyright``: the footer's lines (``{year}``: the book's ``copyright``);
#: ``no_date``: "n.d." in a citation;
#: ``title <docname>``: the title of a page kept in English (code in backquotes).
LABELS: dict[str, dict[str, str]] = {
    "ru": {
        "solution": "Решение [упражнения {number}]",
        "author": "Авторы книги «Старшинство покерных комбинаций»",
        "copyright": "© {year}",
        "no_date": "б. г.",
        "title book/reference/bibliography": "Источники и литература",
        "title book/reference/api": "API пакета `pokerhands`",
    },
    "el": {
        "solution": "Λύση [της άσκησης {number}]",
        "author": "Από τους συγγραφείς του βιβλίου «Η ιεραρχία των χεριών στο πόκερ»",
        "copyright": "© {year}",
        "no_date": "χ.χ.",
        "title book/reference/bibliography": "Πηγές και βιβλιογραφία",
        "title book/reference/api": "Το API του `pokerhands`",
    },
    "hu": {
        "solution": "{a} [{number}. feladat] megoldása",
        "exercise": "%s. feladat",
        "author": "„A pókerkezek rangsora” című könyv szerzői",
        "copyright": "© {year}",
        "no_date": "é. n.",
        "title book/reference/bibliography": "Források és hivatkozások",
        "title book/reference/api": "A `pokerhands` API-ja",
    },
}

#: The keys of ``languages.WORDS`` that the site's scripts show (``live-file.js``: a page
#: opened from disk; ``live_file_title`` is its first, bold sentence).
SCRIPT_WORDS = ("live_file_title", "live_file")

#: The id of the element that carries the page's script words.
SCRIPT_WORDS_ID = "ph-script-words"

_exercise_catalog = get_translation("exercise")


def hungarian_article(number: str) -> str:
    """The definite article ("A" or "Az") that a Hungarian number takes when read aloud:
    "Az 1.2." (egy), "Az 5.1." (öt), "Az 50." (ötven), "A 3.1." (három), "A 10.1." (tíz).

    ``number`` is a section number ("3.1", "12"); its first part decides."""
    head = number.split(".")[0].strip()
    if not head.isdigit():
        return "A"
    digits = str(int(head))
    vowel = (digits == "1" or digits[0] == "5"
             or (len(digits) in (4, 7) and digits[0] == "1"))   # ezer, egymillió
    return "Az" if vowel else "A"


def solution_parts(lang: str, number: str) -> tuple[str, str, str]:
    """The title of the solution to exercise ``number`` in ``lang``, as the words before
    the link, the link's words and the words after it.

    >>> solution_parts("hu", "5.1")
    ('Az ', '5.1. feladat', ' megoldása')

    Raises ``KeyError`` for a language without its own label (English)."""
    text = LABELS[lang]["solution"].format(number=number, a=hungarian_article(number))
    found = re.fullmatch(r"(.*)\[(.*)\](.*)", text, re.S)
    if found is None:
        raise ValueError(f"{lang}: the solution label has no [link]: {text!r}")
    before, link, after = found.groups()
    return before, link, after


def _lang(config: Any) -> str:
    return config.language or "en"


class SolutionTitles(SphinxPostTransform):
    """A solution's title in the book's words (see the module docstring), after
    sphinx-exercise has resolved it (its ``ResolveTitlesInSolutions``, priority 21) and
    left ``"Solution to"`` + a link to the exercise. A solution given its own title keeps
    it."""

    default_priority = 22

    def run(self, **kwargs: Any) -> None:
        lang = _lang(self.config)
        registry = getattr(self.env, "sphinx_exercise_registry", None)
        if lang not in LABELS or registry is None:
            return
        from sphinx_exercise.nodes import solution_node  # type: ignore[import-untyped]
        from sphinx_exercise.utils import get_node_number  # type: ignore[import-untyped]

        default = str(_exercise_catalog("Solution to"))
        for node in self.document.findall(solution_node):
            title = node.children[0] if node.children else None
            if not isinstance(title, nodes.title) or not title.children:
                continue
            first = title.children[0]
            link = title.children[1] if len(title.children) > 1 else None
            if (not isinstance(first, nodes.Text) or first.astext() != default
                    or not isinstance(link, nodes.reference)):
                continue
            target = registry.get(node.get("target_label"), {}).get("node")
            if target is None:
                continue
            number = get_node_number(self.app, target, "exercise")
            before, words, after = solution_parts(lang, number)
            reference = link.deepcopy()
            reference.children = []
            reference += nodes.Text(words)
            # a title the exercise was given ("(Odds)") follows, as the extension writes it
            extra = [child.deepcopy() for child in link.children[1:]]
            reference.extend(extra)
            parts: list[nodes.Node] = [nodes.Text(before)] if before else []
            parts.append(reference)
            if after:
                parts.append(nodes.Text(after))
            title.children = []
            title.extend(parts)
            node["title"] = title.astext()


def title_nodes(text: str) -> list[nodes.Node]:
    """A title's words as nodes, a part in backquotes as code (``literal``)."""
    parts = re.split(r"`([^`]*)`", text)
    return [nodes.literal(part, part) if i % 2 else nodes.Text(part)
            for i, part in enumerate(parts) if part]


class KeptTitles(SphinxTransform):
    """The title of a page kept whole in English (``languages.KEPT``) in the site's
    language (:data:`LABELS`, ``title <docname>``), so that the links of the other pages,
    which show it, speak the language. After Sphinx's i18n transform (priority 20), before
    the titles are collected."""

    default_priority = 21

    def apply(self, **kwargs: Any) -> None:
        docname = self.env.docname
        title = LABELS.get(_lang(self.config), {}).get(f"title {docname}")
        if docname not in KEPT or title is None:
            return
        for heading in self.document.findall(nodes.title):
            heading.children = []
            heading.extend(title_nodes(title))
            return


def _on_config(app: Any, config: Any) -> None:
    exercise = LABELS.get(_lang(config), {}).get("exercise")
    if exercise:
        config.numfig_format = {**(config.numfig_format or {}), "exercise": exercise}


def _on_doctree_resolved(app: Any, doctree: nodes.document, docname: str) -> None:
    no_date = LABELS.get(_lang(app.config), {}).get("no_date")
    if not no_date:
        return
    for reference in doctree.findall(nodes.reference):
        if "bibliography" not in (reference.get("refuri") or ""):
            continue
        for text in list(reference.findall(nodes.Text)):
            if "n.d." in text:
                text.parent.replace(text, nodes.Text(re.sub(r"\bn\.d\.", no_date, str(text))))


def class_page_url(pagename: str, lang: str) -> str:
    """The relative URL from ``pagename`` in the site of ``lang`` to the class page, which
    only the English site has (``class/index.html`` at its root)."""
    return site_root(pagename) + ("../" if lang != "en" else "") + "class/index.html"


_CLASS_LINK = re.compile(r'href="(?:\.\./)*class/index\.html(\?[^"#]*)?(#[^"]*)?"')


def class_links(body: str, pagename: str, lang: str) -> str:
    """``body`` (a page's HTML in the site of ``lang``) with every link to the class page
    (written from the page as if the class page were in its own site:
    ``../../class/index.html?part=1&amp;seed=5``) pointed at the English site's, with
    ``lang=<lang>`` among its keys where it has none (before ``lock``, as a class link
    orders them). English pages are returned as they are."""
    if lang == "en":
        return body
    target = class_page_url(pagename, lang)

    def point(found: re.Match[str]) -> str:
        query, fragment = found.group(1) or "", found.group(2) or ""
        pairs = [p for p in query.lstrip("?").split("&amp;") if p]
        if not any(p.startswith("lang=") for p in pairs):
            at = next((i for i, p in enumerate(pairs) if p.startswith("lock=")), len(pairs))
            pairs.insert(at, f"lang={lang}")
        return f'href="{target}?{"&amp;".join(pairs)}{fragment}"'

    return _CLASS_LINK.sub(point, body)


def script_words(lang: str) -> dict[str, str]:
    """The words the site's scripts show on a page in ``lang`` (keys :data:`SCRIPT_WORDS`,
    without the ``live_`` prefix)."""
    return {key.removeprefix("live_"): WORDS[lang][key] for key in SCRIPT_WORDS}


def script_words_html(lang: str, pagename: str = "index") -> str:
    """The element that carries :func:`script_words` into a page (JSON, read by the
    scripts; ``</`` escaped so that no text ends the element), and ``class_page``, the
    relative URL from the page to the class page."""
    said = dict(script_words(lang), class_page=class_page_url(pagename, lang))
    text = json.dumps(said, ensure_ascii=False).replace("</", "<\\/")
    return f'<script type="application/json" id="{SCRIPT_WORDS_ID}">{text}</script>'


def _on_page(app: Any, pagename: str, templatename: str, context: dict,
             doctree: Any) -> None:
    if app.builder.format != "html":
        return
    lang = _lang(app.config)
    context["metatags"] = (context.get("metatags", "") + script_words_html(lang, pagename)
                           + "\n")
    if "body" in context:
        context["body"] = class_links(context["body"], pagename, lang)
    labels = LABELS.get(lang)
    if labels:
        context["ph_author"] = labels["author"]
        context["ph_copyright"] = labels["copyright"].format(year=app.config.copyright)


def setup(app: Any) -> dict[str, Any]:
    app.connect("config-inited", _on_config, priority=600)   # after sphinx-exercise's (500)
    app.add_post_transform(SolutionTitles)
    app.add_transform(KeptTitles)
    app.connect("doctree-resolved", _on_doctree_resolved)
    app.connect("html-page-context", _on_page)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
