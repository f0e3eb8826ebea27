"""The class page's settings: what a class link may carry, and every word its script shows.

The class page (``book/_extra/class/``, copied into the site by ``html_extra_path``) refuses
a link whose values are out of range before it fetches Python, from the description that
:func:`pokerhands.exercises.classroom.link_description` gives: the same objects the
package's :func:`~pokerhands.exercises.classroom.read_settings` checks with, so the rules
exist once. Its words, in each of the book's languages, come from
:func:`pokerhands.book.class_words.all_page_words` (key ``"words"``).

At the end of an HTML build this extension writes both into ``class/settings.js``, a
classic script that sets ``window.PH_CLASS_SETTINGS``: a classic script runs from a page
opened from disk (``file://``), where a fetch does not, so even the sentence saying how to
serve the book is in the link's language. ``class/settings.json`` holds the description
alone, for anything that would rather fetch it (the page falls back on it, in English).
The page's ``<noscript>`` cannot choose a language, so it gets the sentence in every
language, written into the copied ``index.html`` here.

A site without the class page (the Russian, Greek and Hungarian sites) gets no file.
"""
from __future__ import annotations

import json
from html import escape
from typing import cast
from pathlib import Path

from pokerhands.book.class_words import all_page_words
from pokerhands.core.language import LANGUAGES
from pokerhands.exercises.classroom import link_description

#: The description's paths inside the class page's folder.
FILE_NAME = "settings.json"
SCRIPT_NAME = "settings.js"
#: The global the script file sets.
GLOBAL = "PH_CLASS_SETTINGS"
#: The mark in the page's ``<noscript>`` that the sentences replace.
NOSCRIPT_MARK = "<!-- noscript words -->"


def class_settings() -> "dict[str, object]":
    """The settings file's object: :func:`link_description`'s keys, ``"langs"`` (the
    languages in the book's order) and ``"words"``, the page's words by language."""
    settings = dict(link_description())
    settings.setdefault("langs", list(LANGUAGES))   # the switcher's order
    settings["words"] = all_page_words()
    return settings


def write_description(outdir: "str | Path") -> "Path | None":
    """Write ``class/settings.js`` (the description and the words) and
    ``class/settings.json`` (the description alone) under ``outdir`` when the site has a
    class page, and the no-script sentences into its ``index.html``; return the JSON file's
    path (None when there is no ``class/`` folder)."""
    folder = Path(outdir) / "class"
    page = folder / "index.html"
    if not page.is_file():
        return None
    settings = class_settings()
    all_words = cast("dict[str, dict[str, str]]", settings["words"])
    description = {key: value for key, value in settings.items() if key != "words"}
    path = folder / FILE_NAME
    path.write_text(json.dumps(description, ensure_ascii=False, sort_keys=True) + "\n",
                    encoding="utf-8")
    # "</" cannot end a script inside a string, but keep the file free of it anyway
    safe = json.dumps(settings, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    (folder / SCRIPT_NAME).write_text(f"window.{GLOBAL} = {safe};\n", encoding="utf-8")
    html = page.read_text(encoding="utf-8")
    if NOSCRIPT_MARK in html:
        said: dict[str, str] = {}   # each sentence once (an untranslated one is English)
        for lang, words in all_words.items():
            said.setdefault(words["noscript"], lang)
        lines = "".join(f'<p lang="{lang}">{escape(text)}</p>' for text, lang in said.items())
        page.write_text(html.replace(NOSCRIPT_MARK, lines), encoding="utf-8")
    return path


def _on_finished(app, exception) -> None:
    if exception is None and app.builder.format == "html":
        write_description(app.outdir)


def setup(app):
    # html_extra_path is copied in the builder's finish(), before build-finished
    app.connect("build-finished", _on_finished)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
