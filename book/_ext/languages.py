"""The book in four languages: one site per language, a switcher on every page, stubs.

English is the book's own build (``_build/html/``); Russian, Greek and Hungarian are each a
site of their own (``_build/html/ru/``, ``el/``, ``hu/``), built by ``tools/language_sites.py``
from the same sources with Sphinx's ``language`` set, so that Sphinx's gettext machinery
translates every page through its catalog ``book/locales/<lang>/LC_MESSAGES/<docname>.po``
(``gettext_compact: false``; myst-nb notebooks are translated by the same transforms).

This extension, loaded in every build:

- in a language build, replaces each page outside :data:`SLICE` (and :data:`KEPT`) by a
  short stub in that language that says the chapter is not yet translated and links to the
  English page; a stub notebook is never executed (``mystnb.execution_mode: off``). Its
  title stays the page's own first heading, which the page's catalog translates when the
  translators have done so;
- puts a language switcher at the top of every page, in every language: links to the same
  page in the other languages (``hreflang`` and ``lang`` on each), the current one marked
  ``aria-current``; a link to a page that is a stub there says so in its title;
- adds ``<link rel="alternate" hreflang=...>`` for each language to the page's head;
- in a language build, resolves references that the language site cannot (a label on a
  stubbed page) against the English site's inventory (``intersphinx``, set up by
  ``tools/language_sites.py``), so they lead to the English page.
"""
from __future__ import annotations

import json
import posixpath
import re
from html import escape
from typing import Any

from sphinx import addnodes
from sphinx.locale import init as init_locale
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain

# the languages of the book, English first, with their names in their own language
from pokerhands.core.language import LANGUAGES, NATIVE_NAMES


#: The pages translated in every language (docnames); prefixes end with "/".
SLICE = ("book/intro", "book/part1/", "book/part2/", "book/part3/", "book/part4/",
         "book/part5/", "book/part6/", "book/part7/", "book/reference/cheat-sheet",
         "book/reference/running-live", "book/reference/teachers",
         "book/reference/performance", "book/reference/disagreements",
         "book/reference/glossary")
#: Pages kept whole (in English) in the language sites although outside the slice: their
#: text is generated from English sources (the docstrings, the bibliography), and the slice's
#: citations and API links resolve to them inside each language site.
KEPT = ("book/reference/bibliography", "book/reference/api")

#: The site's own words in each language (the switcher, the stubs, the Run live button).
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Poker Hand Rankings",
        "switcher": "Language",
        "stub_title": "not yet translated",
        "stub": "This chapter has not been translated into English yet.",
        "stub_link": "Read it in English",
        "run_live": "Open as a notebook",
        "run_live_title": ("Open this chapter as a notebook in your browser, to edit and run its "
                           "code"),
        "run_live_note": "to edit and run its code in your browser, nothing to install",
        "live_make": "Make this page live",
        "live_make_title": ("Start Python in this page, so that its widgets answer (nothing to "
                            "install)"),
        "live_hint": "Touch a widget below, or press the button: Python starts in this page.",
        "live_on": "Live",
        "live_stage_python": "Starting Python in your browser…",
        "live_stage_packages": "Loading the book's package…",
        "live_stage_program": "Running the chapter's code…",
        "live_stage_widgets": "Bringing the widgets to life…",
        "live_live": "Live: the widgets on this page run in your browser.",
        "live_failed": "Python could not start in this page.",
        "live_stalled": "It stopped answering. Try again, or open the chapter as a notebook.",
        "live_retry": "Try again",
        "live_needs": ("These widgets compute with {packages}, which your browser fetches from "
                       "the Pyodide distribution online, and it could not be reached. Connect "
                       "to the internet and press Try again, or run the book on your computer "
                       "with make lab."),
        "live_file": ("Python cannot start on a page opened from disk (file://). In the book's "
                      "folder run make serve, then open http://localhost:8000/."),
        "live_file_title": "The live chapter needs the book served, not opened from disk.",
        "code_show": "Show code cell source",   # the toggle of a hidden code cell (myst-nb)
        "code_hide": "Hide code cell source",
        "table_of": "Table of {columns}",   # a table of figures that scrolls (table_fit)
        # a chapter that computes with NumPy, pandas or matplotlib (live_site, live_inplace)
        "run_live_note_online": ("to edit and run its code in your browser; it needs an "
                                 "internet connection, to fetch {packages}"),
        "live_make_title_online": ("Start Python in this page, so that its widgets answer "
                                   "(needs an internet connection, to fetch {packages})"),
    },
    "ru": {
        "title": "Старшинство покерных комбинаций",
        "switcher": "Язык",
        "stub_title": "пока не переведено на русский",
        "stub": "Эта глава пока не переведена на русский язык.",
        "stub_link": "Прочитать её по-английски",
        "run_live": "Открыть как блокнот",
        "run_live_title": "Открыть главу как блокнот в браузере, чтобы менять и запускать её код",
        "run_live_note": "менять и запускать код прямо в браузере, ничего не устанавливая",
        "live_make": "Оживить страницу",
        "live_make_title": ("Запустить Python на этой странице, чтобы её виджеты отвечали (ничего "
                            "не нужно устанавливать)"),
        "live_hint": ("Нажмите на любой виджет ниже или на кнопку, и Python запустится прямо на "
                      "странице."),
        "live_on": "Работает",
        "live_stage_python": "Запускаем Python в браузере…",
        "live_stage_packages": "Загружаем пакет книги…",
        "live_stage_program": "Выполняем код главы…",
        "live_stage_widgets": "Оживляем виджеты…",
        "live_live": "Готово: виджеты этой страницы работают в вашем браузере.",
        "live_failed": "Не удалось запустить Python на этой странице.",
        "live_stalled": ("Python перестал отвечать. Попробуйте ещё раз или откройте главу как "
                         "блокнот."),
        "live_retry": "Попробовать ещё раз",
        "live_needs": ("Этим виджетам нужны пакеты Python ({packages}): браузер загружает "
                       "их из дистрибутива Pyodide в интернете, а он сейчас недоступен. "
                       "Подключитесь к интернету и "
                       "нажмите «Попробовать ещё раз» или запустите книгу на своём компьютере "
                       "командой make lab."),
        "live_file": ("Python не запускается на странице, открытой с диска (file://). В папке "
                      "книги выполните make serve и откройте http://localhost:8000/."),
        "live_file_title": ("Чтобы глава заработала вживую, книгу нужно открыть через веб-сервер, "
                            "а не как файл с диска."),
        "code_show": "Показать код",
        "code_hide": "Скрыть код",
        "table_of": "Таблица: {columns}",
        "run_live_note_online": ("менять и запускать код прямо в браузере; нужно "
                                 "подключение к интернету, чтобы загрузить {packages}"),
        "live_make_title_online": ("Запустить Python на этой странице, чтобы её виджеты "
                                   "отвечали (нужно подключение к интернету, чтобы "
                                   "загрузить {packages})"),
    },
    "el": {
        "title": "Η ιεραρχία των χεριών στο πόκερ",
        "switcher": "Γλώσσα",
        "stub_title": "δεν έχει μεταφραστεί ακόμη στα ελληνικά",
        "stub": "Αυτό το κεφάλαιο δεν έχει μεταφραστεί ακόμη στα ελληνικά.",
        "stub_link": "Διαβάστε το στα αγγλικά",
        "run_live": "Άνοιγμα ως σημειωματάριο",
        "run_live_title": ("Ανοίξτε το κεφάλαιο ως σημειωματάριο στον browser σας, για να "
                           "αλλάζετε και να εκτελείτε τον κώδικά του"),
        "run_live_note": ("για να αλλάζετε και να εκτελείτε τον κώδικα στον browser σας, χωρίς"
                          " εγκατάσταση"),
        "live_make": "Ζωντανή σελίδα",
        "live_make_title": ("Εκκίνηση της Python σε αυτή τη σελίδα, ώστε τα widget της να απαντούν "
                            "(χωρίς εγκατάσταση)"),
        "live_hint": ("Αγγίξτε ένα widget παρακάτω ή πατήστε το κουμπί: η Python ξεκινά σε αυτή τη "
                      "σελίδα."),
        "live_on": "Ζωντανή",
        "live_stage_python": "Η Python ξεκινά στον browser σας…",
        "live_stage_packages": "Φόρτωση του πακέτου του βιβλίου…",
        "live_stage_program": "Εκτέλεση του κώδικα του κεφαλαίου…",
        "live_stage_widgets": "Τα widget ζωντανεύουν…",
        "live_live": "Έτοιμο: τα widget της σελίδας τρέχουν στον browser σας.",
        "live_failed": "Η Python δεν μπόρεσε να ξεκινήσει σε αυτή τη σελίδα.",
        "live_stalled": ("Η Python σταμάτησε να απαντά. Δοκιμάστε ξανά ή ανοίξτε το κεφάλαιο ως "
                         "σημειωματάριο."),
        "live_retry": "Δοκιμάστε ξανά",
        "live_needs": ("Αυτά τα widget υπολογίζουν με πακέτα της Python ({packages}), που ο "
                       "browser σας κατεβάζει από τη διανομή Pyodide στο διαδίκτυο, "
                       "και αυτή δεν ήταν διαθέσιμη. Συνδεθείτε στο διαδίκτυο και πατήστε «Δοκιμάστε "
                       "ξανά» ή τρέξτε το βιβλίο στον υπολογιστή σας με την εντολή make lab."),
        "live_file": ("Η Python δεν ξεκινά σε σελίδα που ανοίχτηκε από τον δίσκο (file://). "
                      "Στον φάκελο του βιβλίου εκτελέστε make serve και ανοίξτε τη διεύθυνση "
                      "http://localhost:8000/."),
        "live_file_title": ("Για να τρέξει ζωντανά το κεφάλαιο, το βιβλίο πρέπει να ανοίξει μέσω "
                            "διακομιστή, όχι από τον δίσκο."),
        "code_show": "Εμφάνιση κώδικα",
        "code_hide": "Απόκρυψη κώδικα",
        "table_of": "Πίνακας: {columns}",
        "run_live_note_online": ("για να αλλάζετε και να εκτελείτε τον κώδικα στον browser "
                                 "σας· χρειάζεται σύνδεση στο διαδίκτυο για τη λήψη: "
                                 "{packages}"),
        "live_make_title_online": ("Εκκίνηση της Python σε αυτή τη σελίδα, ώστε τα widget "
                                   "της να απαντούν (χρειάζεται σύνδεση στο διαδίκτυο "
                                   "για τη λήψη: {packages})"),
    },
    "hu": {
        "title": "A pókerkezek rangsora",
        "switcher": "Nyelv",
        "stub_title": "még nincs lefordítva magyarra",
        "stub": "Ez a fejezet még nincs lefordítva magyarra.",
        "stub_link": "Olvasd el angolul",
        "run_live": "Megnyitás jegyzetfüzetként",
        "run_live_title": ("A fejezet megnyitása jegyzetfüzetként a böngészőben, hogy a kódját "
                           "módosítani és futtatni lehessen"),
        "run_live_note": "a kód módosítása és futtatása a böngészőben, telepítés nélkül",
        "live_make": "Az oldal életre keltése",
        "live_make_title": ("A Python elindítása ezen az oldalon, hogy a widgetjei válaszoljanak "
                            "(telepítés nélkül)"),
        "live_hint": ("Érints meg egy widgetet lent, vagy nyomd meg a gombot: a Python ezen az "
                      "oldalon indul el."),
        "live_on": "Élő",
        "live_stage_python": "A Python indul a böngészőben…",
        "live_stage_packages": "A könyv csomagjának betöltése…",
        "live_stage_program": "A fejezet kódjának futtatása…",
        "live_stage_widgets": "A widgetek életre kelnek…",
        "live_live": "Kész: az oldal widgetjei a böngésződben futnak.",
        "live_failed": "A Python nem tudott elindulni ezen az oldalon.",
        "live_stalled": ("A Python nem válaszol. Próbáld újra, vagy nyisd meg a fejezetet "
                         "jegyzetfüzetként."),
        "live_retry": "Újrapróbálás",
        "live_needs": ("Ezek a widgetek ezzel számolnak: {packages}. A böngésző a Pyodide "
                       "online disztribúciójából tölti le, de az most nem érhető el. "
                       "Csatlakozz az internethez, és nyomd meg az Újrapróbálás gombot, vagy "
                       "futtasd a könyvet a saját gépeden a make lab paranccsal."),
        "live_file": ("A Python nem indul el lemezről megnyitott oldalon (file://). A könyv "
                      "mappájában futtasd a make serve parancsot, majd nyisd meg a "
                      "http://localhost:8000/ címet."),
        "live_file_title": ("Az élő fejezethez a könyvet webszerveren keresztül kell megnyitni, "
                            "nem lemezről."),
        "code_show": "Kód megjelenítése",
        "code_hide": "Kód elrejtése",
        "table_of": "Táblázat: {columns}",
        "run_live_note_online": ("a kód módosítása és futtatása a böngészőben; "
                                 "internetkapcsolat kell hozzá, hogy a böngésző "
                                 "letölthesse: {packages}"),
        "live_make_title_online": ("A Python elindítása ezen az oldalon, hogy a widgetjei "
                                   "válaszoljanak (internetkapcsolat kell hozzá, hogy a "
                                   "böngésző letölthesse: {packages})"),
    },
}


def in_slice(docname: str) -> bool:
    """Whether a page is translated in the language sites (see :data:`SLICE`)."""
    return any(docname == s or (s.endswith("/") and docname.startswith(s)) for s in SLICE)


def is_stub(docname: str, lang: str) -> bool:
    """Whether ``docname`` is a stub in the site of ``lang``."""
    return lang != "en" and not in_slice(docname) and docname not in KEPT


def site_root(pagename: str) -> str:
    """The relative path from a page to the root of its own site ("" or "../../")."""
    return "../" * pagename.count("/")


def page_url(pagename: str, from_lang: str, to_lang: str) -> str:
    """The relative URL from ``pagename`` in the site of ``from_lang`` to the same page in the
    site of ``to_lang`` (English at the root, the others in ``<lang>/``)."""
    up = site_root(pagename) + ("../" if from_lang != "en" else "")
    return up + ("" if to_lang == "en" else to_lang + "/") + pagename + ".html"


def _first_heading(text: str) -> str:
    m = re.search(r"^#\s+(.+?)\s*$", text, re.M)
    return m.group(1) if m else ""


def stub_markdown(docname: str, lang: str, title: str) -> str:
    """The MyST text of the stub of ``docname`` in ``lang``: the page's title, a sentence
    saying it is not translated, and a link to the English page."""
    words = WORDS[lang]
    href = escape(page_url(docname, lang, "en"))
    return (f"# {title}\n\n"
            f'<div class="language-stub" lang="{lang}">\n'
            f"<p>{escape(words['stub'])}</p>\n"
            f'<p><a class="language-stub__link" href="{href}" hreflang="en">'
            f"{escape(words['stub_link'])}</a></p>\n</div>\n")


def stub_source(docname: str, lang: str, source: str, notebook: bool) -> str:
    """The source that replaces a page's own in a language build (see the module docstring)."""
    if notebook:
        nb = json.loads(source)
        text = "\n".join("".join(c["source"]) for c in nb["cells"]
                         if c["cell_type"] == "markdown")
        title = _first_heading(text) or docname.rsplit("/", 1)[-1]
        meta = {k: v for k, v in nb.get("metadata", {}).items()
                if k in ("kernelspec", "language_info")}
        meta["mystnb"] = {"execution_mode": "off"}
        stub = {"cells": [{"cell_type": "markdown", "id": "language-stub", "metadata": {},
                           "source": stub_markdown(docname, lang, title).splitlines(True)}],
                "metadata": meta, "nbformat": 4, "nbformat_minor": 5}
        return json.dumps(stub, ensure_ascii=False)
    front = re.match(r"---\n.*?\n---\n", source, re.S)
    title = _first_heading(source) or docname.rsplit("/", 1)[-1]
    return (front.group(0) if front else "") + stub_markdown(docname, lang, title)


def _lang(app: Any) -> str:
    return app.config.language or "en"


def _on_source_read(app: Any, docname: str, source: list[str]) -> None:
    lang = _lang(app)
    if not is_stub(docname, lang):
        return
    path = str(app.env.doc2path(docname))
    source[0] = stub_source(docname, lang, source[0], path.endswith(".ipynb"))


def switcher_html(pagename: str, lang: str) -> str:
    """The language switcher of one page in the site of ``lang``."""
    items = []
    for other in LANGUAGES:
        name = escape(NATIVE_NAMES[other])
        if other == lang:
            items.append(f'<li><a class="language-switcher__current" href="#" '
                         f'aria-current="page" lang="{other}">{name}</a></li>')
            continue
        href = escape(page_url(pagename, lang, other))
        title = (f' title="{escape(WORDS[other]["stub_title"])}"'
                 if is_stub(pagename, other) else "")
        cls = " language-switcher__stub" if title else ""
        items.append(f'<li><a class="language-switcher__link{cls}" href="{href}" '
                     f'hreflang="{other}" lang="{other}"{title}>{name}</a></li>')
    label = escape(WORDS[lang]["switcher"])
    return (f'<nav class="language-switcher" aria-label="{label}">'
            f'<ul class="language-switcher__list">{"".join(items)}</ul></nav>')


def _on_page(app: Any, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    if app.builder.format != "html" or doctree is None or "body" not in context:
        return
    lang = _lang(app)
    context["body"] = switcher_html(pagename, lang) + context["body"]
    links = "".join(f'<link rel="alternate" hreflang="{other}" '
                    f'href="{escape(page_url(pagename, lang, other))}" />\n'
                    for other in LANGUAGES if other != lang)
    context["metatags"] = context.get("metatags", "") + links


def live_href(pagename: str, lang: str) -> str:
    """The URL of the live copy of a chapter, from its page in the site of ``lang``: the one
    live site (``lite/``, built with the English site) holds the copies of every language
    (``ru/part1/cards.ipynb``)."""
    up = site_root(pagename) + ("../" if lang != "en" else "")
    rel = pagename.removeprefix("book/") + ".ipynb"
    if lang != "en":
        rel = posixpath.join(lang, rel)
    return up + "lite/notebooks/index.html?path=" + rel + "&amp;run=1"


class TranslateTocCaptions(SphinxTransform):
    """The parts' captions of the table of contents in the page's language.

    sphinx-external-toc inserts the toctrees (with the captions of ``_toc.yml``) after
    Sphinx's i18n transform has run, so their captions would stay English; the captions are
    messages of the root page's catalog (``book/intro.po``), looked up here the same way."""

    default_priority = 101   # after sphinx_external_toc's InsertToctrees (100)

    def apply(self, **kwargs: Any) -> None:
        lang = self.config.language or "en"
        if lang == "en":
            return
        domain = docname_to_domain(self.env.docname, self.config.gettext_compact)
        dirs = [posixpath.join(str(self.env.srcdir), d) for d in self.config.locale_dirs]
        catalog, has_catalog = init_locale(dirs, lang, domain)
        if not has_catalog:
            return
        for toctree in self.document.findall(addnodes.toctree):
            if toctree.get("caption"):
                toctree["caption"] = catalog.gettext(toctree["caption"])


def setup(app: Any) -> dict[str, Any]:
    app.add_transform(TranslateTocCaptions)
    app.connect("source-read", _on_source_read)
    app.connect("html-page-context", _on_page)
    app.add_css_file("languages.css")
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
