"""The live copies of the translated chapters, in Russian, Greek and Hungarian.

The one live site (``lite/``, built with the English site) holds, beside the English copy of
every chapter, a copy of each translated chapter (``languages.SLICE``) per language:
``ru/part1/cards.ipynb``. Such a copy runs in its language: its first code cell sets the
package's language (``set_language("ru")``), so hand names, explanations, widgets and the
quiz speak it, and its text is the page's translation, read from the page's catalog
(``book/locales/<lang>/LC_MESSAGES/<docname>.po``, the catalog the language site uses):
each paragraph, heading and list item whose English text has a translation is replaced by
it; the rest stays English, as on the language site itself.
"""
from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path

from babel.messages.pofile import read_po

#: The live copies' own words in each language; ``{button}`` in the intro is the chapter
#: page's button that opens the copy (languages.WORDS[lang]["run_live"]), named as the page names it.
LIVE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "intro": ("**Live copy of “{title}”.** This notebook runs in your browser. Opened from "
                  "the chapter's *{button}* button, it runs by itself: when the cells below "
                  "have numbers, click the cards of any picker to try your own hands. To run "
                  "it again, or if you opened it another way, choose *Run ▸ Run All Cells*. "
                  "Nothing is installed and nothing you do leaves this page."),
        "exercise": "Exercise {n}.",
        "solution": "Solution to exercise {n}",
        "solution_cell": "(the cell below prints it)",
    },
    "ru": {
        "intro": ("**Живая копия главы «{title}».** Этот блокнот работает прямо в вашем "
                  "браузере. Если вы открыли его кнопкой «{button}» на странице главы, он "
                  "выполнится сам: когда в ячейках ниже появятся результаты, нажимайте на "
                  "карты в любом выборе руки и проверяйте свои комбинации. Чтобы выполнить "
                  "его заново или если вы открыли его иначе, выберите *Run ▸ Run All Cells*. "
                  "Ничего не устанавливается, и ничто из сделанного вами не покидает эту "
                  "страницу."),
        "exercise": "Упражнение {n}.",
        "solution": "Решение упражнения {n}",
        "solution_cell": "(его выводит ячейка ниже)",
    },
    "el": {
        "intro": ("**Ζωντανό αντίγραφο του κεφαλαίου «{title}».** Αυτό το σημειωματάριο "
                  "τρέχει στον φυλλομετρητή σας. Αν το ανοίξατε με το κουμπί «{button}» "
                  "του κεφαλαίου, εκτελείται μόνο του: όταν τα κελιά παρακάτω "
                  "δείξουν αποτελέσματα, πατήστε τα φύλλα σε οποιονδήποτε επιλογέα για να "
                  "δοκιμάσετε τα δικά σας χέρια. Για να το εκτελέσετε ξανά, ή αν το ανοίξατε "
                  "αλλιώς, επιλέξτε *Run ▸ Run All Cells*. Τίποτα δεν εγκαθίσταται και "
                  "τίποτα από όσα κάνετε δεν φεύγει από αυτή τη σελίδα."),
        "exercise": "Άσκηση {n}.",
        "solution": "Λύση της άσκησης {n}",
        "solution_cell": "(το τυπώνει το παρακάτω κελί)",
    },
    "hu": {
        "intro": ("**A(z) „{title}” fejezet élő példánya.** Ez a jegyzetfüzet a böngészőjében "
                  "fut. Ha a fejezet „{button}” gombjával nyitotta meg, magától lefut: "
                  "amikor az alábbi cellákban megjelennek az eredmények, kattintson bármelyik "
                  "választó lapjaira, és próbálja ki a saját kezeit. Az újrafuttatáshoz, vagy "
                  "ha másképp nyitotta meg, válassza a *Run ▸ Run All Cells* parancsot. "
                  "Semmit sem kell telepíteni, és semmi sem hagyja el ezt az oldalt abból, "
                  "amit itt csinál."),
        "exercise": "{n}. feladat.",
        "solution": "A(z) {n}. feladat megoldása",
        "solution_cell": "(az alábbi cella kiírja)",
    },
}


def language_cell(lang: str) -> dict:
    """The live setup cell of a copy in ``lang``: the package speaks it from there on."""
    code = ("from pokerhands.core.language import set_language\n"
            f'set_language("{lang}")  # hand names, explanations and widgets in this language\n')
    return {"cell_type": "code", "metadata": {"tags": ["live-prelude"]},
            "execution_count": None, "outputs": [], "source": code.splitlines(keepends=True)}


def read_catalog(po: Path) -> dict[str, str]:
    """{English message: translation} of a page catalog: the translated, not fuzzy entries."""
    if not po.exists():
        return {}
    with po.open("rb") as f:
        catalog = read_po(f)
    return {m.id: m.string for m in catalog
            if m.id and isinstance(m.id, str) and isinstance(m.string, str) and m.string
            and not m.fuzzy}


_HEADING = re.compile(r"^(#{1,6}\s+)(.*?)\s*$")
_ITEM = re.compile(r"^(\s*(?:[-*+]|\d+[.)])\s+)(.*)$")
_FENCE = re.compile(r"^\s*(`{3,}|:{3,})(.*)$")


def translate_markdown(text: str, messages: dict[str, str]) -> str:
    """``text`` (a markdown cell's MyST) with each paragraph, heading and list item that has
    a translation in ``messages`` (keyed as Sphinx's gettext builder keys them: the text
    with its line breaks as spaces) replaced by it. Code fences stay as they are; the text
    inside a directive's fence (a note, an exercise) is translated like the rest."""
    if not messages:
        return text
    out: list[str] = []
    para: list[str] = []
    prefix = ""
    fences: list[str] = []   # the open fences, innermost last; "code" fences are verbatim

    def flush() -> None:
        nonlocal prefix
        if para:
            key = " ".join(line.strip() for line in para).strip()
            if key.startswith(prefix.strip()) and prefix:
                key = key[len(prefix.strip()):].strip()
            found = messages.get(key)
            if found is not None:
                out.append(prefix + found.replace("\n", " "))
            else:
                out.extend(para)
        para.clear()
        prefix = ""

    for line in text.split("\n"):
        fence = _FENCE.match(line)
        if fences and fences[-1].startswith("code"):
            out.append(line)
            if fence and fence.group(1) == fences[-1][4:] and not fence.group(2).strip():
                fences.pop()
            continue
        if fence:
            flush()
            mark, rest = fence.group(1), fence.group(2).strip()
            titled = re.fullmatch(r"(\{[\w:-]+\}\s*)(.+)", rest)
            found = messages.get(titled.group(2)) if titled else None  # an admonition's title
            out.append(line.replace(titled.group(2), found) if titled and found else line)
            if fences and mark == fences[-1] and not rest:
                fences.pop()
            elif rest.startswith("{") or mark.startswith(":"):
                fences.append(mark)
            else:
                fences.append("code" + mark)
            continue
        heading = _HEADING.match(line)
        item = _ITEM.match(line)
        if not line.strip() or line.startswith(("(", "+++", "<", "|", ":")) and not para:
            flush()
            out.append(line)
        elif heading:
            flush()
            found = messages.get(heading.group(2))
            out.append(heading.group(1) + found if found else line)
        elif item:
            flush()
            prefix = item.group(1)
            para.append(line)
        else:
            para.append(line)
    flush()
    return "\n".join(out)


def translate_notebook(nb: dict, messages: dict[str, str]) -> dict:
    """A copy of ``nb`` whose markdown cells are translated (:func:`translate_markdown`)."""
    cells = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            src = translate_markdown("".join(cell["source"]), messages)
            cell = {**cell, "source": src.splitlines(keepends=True)}
        cells.append(cell)
    return {**nb, "cells": cells}


def page_title(target: str, docname: str, locales: Path, lang: str) -> str | None:
    """The title of the page a ``{doc}`` role names (``target``, relative to ``docname`` or
    from the book's root with a leading ``/``) in ``lang``: its first heading, translated by
    its page catalog under ``locales`` where the catalog has it (else the English title, as
    the language site shows a page not yet translated); None if there is no such page."""
    base = posixpath.dirname(docname)
    doc = posixpath.normpath(target.lstrip("/") if target.startswith("/")
                             else posixpath.join(base, target))
    root = locales.parent.parent  # book/locales -> the project
    for suffix in (".ipynb", ".md"):
        path = root / (doc + suffix)
        if not path.exists():
            continue
        text = path.read_text(encoding="utf-8")
        if suffix == ".ipynb":
            text = "\n".join("".join(c["source"]) for c in json.loads(text)["cells"]
                             if c["cell_type"] == "markdown")
        found = re.search(r"^#\s+(.+?)\s*$", text, re.M)
        if not found:
            return None
        title = found.group(1)
        return read_catalog(locales / lang / "LC_MESSAGES" / (doc + ".po")).get(title, title)
    return None
