"""The teacher's form that makes a class's links, as HTML for the "For teachers" page
(``book/reference/teachers.ipynb`` shows it; :func:`pokerhands.book.classpage.class_form_html`
gives it).

The form holds no poker: the parts, their ranking systems and the limits come from
:mod:`pokerhands.exercises.classroom`, and every sentence the page's script
(``book/_static/class-form.js``) shows, in each of the book's four languages, comes from
here, so that the form can speak the language chosen for the class.
"""
from __future__ import annotations

import json
from html import escape
from typing import Any

from pokerhands.core.language import LANGUAGES, NATIVE_NAMES, gettext as _, use_language
from pokerhands.exercises.classroom import (
    CODE_ALPHABET,
    LOCK_LENGTH,
    MAX_CLASS_QUESTIONS,
    MAX_SEED,
    MIN_WORD,
    PARTS,
)
from pokerhands.exercises.model import rules_words
from pokerhands.rules import RULES

__all__ = ["form_html", "form_words", "FORM_STORAGE_KEY"]

#: Where the form keeps its last settings in the browser (never the word).
FORM_STORAGE_KEY = "ph-class-form:v1"


def form_words(lang: "str | None" = None) -> "dict[str, Any]":
    """Every word the form shows, in ``lang`` (by default the language in force): its labels,
    its messages (with ``{low}``/``{high}``/``{rules}`` to fill), the parts' names by number,
    the ranking systems' names and the languages' names.

    Returns
    -------
    dict
        ``{key: text}``, plus ``"part_names": {part: text}``, ``"rule_names": {name: text}``
        and ``"lang_names": {code: name}``.

    Raises
    ------
    ValueError
        If ``lang`` is not one of the book's languages.
    """
    with use_language(lang):
        words = {
            "form": _("Class links"), "part": _("Part"), "rules": _("Ranking system"),
            "questions": _("Questions"), "seed": _("Seed"),
            "new_seed": _("New seed (today)"),
            "lang": _("Language of the class"),
            "word": _("Word for the answer key"),
            "word_note": _("The answer key asks for this word before it shows any answer. The "
                           "links carry only a check made from it, and this page does not keep "
                           "it: note it down."),
            "key_needs_word": _("Give a word of at least {count} letters or digits to make the "
                                "answer key's link.").format(count=MIN_WORD),
            "class": _("Class link (the live quiz)"), "class_box": _("Class link"),
            "copy": _("Copy"), "copied": _("Copied"), "open": _("Open"),
            "full": _("Show QR full screen"), "close": _("Close"),
            "qr_alt": _("QR code of the class link"),
            "sheets": _("Printable sheets"), "worksheet": _("Worksheet"),
            "key": _("Answer key"),
            "marking": _("After the lesson"), "mark": _("Mark the class"),
            "mark_note": _("Students write down their name and result code; paste the list on "
                           "the page this opens for a table of the whole class."),
            "own": _("{rules} (the part's own)"),
            "any_low": _("any low system (best-low questions only)"),
            "each_deals": _("as each question deals"),
            "bad_n": _("Questions must be a whole number from {low} to {high}."),
            "bad_seed": _("Seed must be a whole number from {low} to {high}."),
            "numpy": _("This part's questions are worked out with NumPy, which the browser "
                       "loads from the Pyodide distribution online: the class needs the "
                       "internet."),
            "local": _("Student devices cannot open this link or its QR code: it points at "
                       "this computer only. To give it to a class, serve the book with make "
                       "serve HOST=0.0.0.0 and open this page by the computer's network "
                       "address, or publish the site."),
        }
        parts = {str(q.part): _("Part {part}: {title}").format(part=q.roman, title=_(q.title))
                 for q in PARTS.values()}
        rules = {r: rules_words(RULES[r]) if r in RULES else r
                 for q in PARTS.values() for r in (*q.rules, q.default) if r}
    return {**words, "part_names": parts, "rule_names": rules,
            "lang_names": {code: NATIVE_NAMES[code] for code in LANGUAGES}}


def _attr(text: str) -> str:
    # escaped for text and for a double-quoted attribute alike (an apostrophe is left as is)
    return escape(text, quote=False).replace('"', "&quot;")


def form_html(lang: "str | None" = None) -> str:
    """The teacher's form, in ``lang`` (by default the language in force), with its words in
    all four languages for the script (``data-words``).

    A part, the ranking system where the part offers a choice, the number of questions, a
    seed (today's date at first; then the last settings, which the script keeps in the
    browser under :data:`FORM_STORAGE_KEY`), the class's language (``lang``) and the
    teacher's word for the key give the links to the class page: the class link (with its
    QR code, which can fill the screen), the worksheet, the answer key (the class link with
    ``view=key``; disabled until the word has
    :data:`~pokerhands.exercises.classroom.MIN_WORD` letters or digits, since a key needs
    the ``lock`` made from it, see :func:`pokerhands.exercises.classroom.key_lock`,
    which the script works out the same way),
    and "Mark the class" (``view=results``). A sentence, hidden until the script sees that
    the link would point at the teacher's own computer, warns that students cannot open it.

    Raises
    ------
    ValueError
        If ``lang`` is not one of the book's languages.

    Examples
    --------
    >>> html = form_html()
    >>> 'name="part"' in html and 'name="word"' in html and "deuce-to-seven" in html
    True
    """
    with use_language(lang) as here:
        w = {k: _attr(v) for k, v in form_words(here).items() if isinstance(v, str)}
        words = {code: form_words(code) for code in LANGUAGES}
    names = words[here]
    parts = "".join(f'<option value="{p}">{_attr(text)}</option>'
                    for p, text in names["part_names"].items())
    langs = "".join(f'<option value="{code}"{" selected" if code == here else ""}>'
                    f"{_attr(name)}</option>" for code, name in names["lang_names"].items())
    choices = {str(q.part): {"rules": list(q.rules), "default": q.default or "",
                             "numpy": q.needs_numpy} for q in PARTS.values()}
    limits = {"n": [1, MAX_CLASS_QUESTIONS], "seed": [0, MAX_SEED], "word": MIN_WORD,
              "alphabet": CODE_ALPHABET, "lock": LOCK_LENGTH, "storage": FORM_STORAGE_KEY}

    def link(view: str, key: str) -> str:
        return (f'<a data-link="{view}" data-w="{key}" href="#" target="_blank" '
                f'rel="noopener">{w[key]}</a>')

    return f"""<form class="ph-class-form" data-parts='{escape(json.dumps(choices))}'
 data-limits='{escape(json.dumps(limits))}' data-lang="{here}"
 data-words='{escape(json.dumps(words, ensure_ascii=False))}'
 onsubmit="return false" aria-label="{w['form']}" data-w-label="form">
<div class="ph-fields">
<label><span data-w="part">{w['part']}</span> <select name="part">{parts}</select></label>
<label><span data-w="rules">{w['rules']}</span> <select name="rules"></select></label>
<label><span data-w="questions">{w['questions']}</span> <input name="n" type="number" min="1"
 max="{MAX_CLASS_QUESTIONS}" value="7" inputmode="numeric"></label>
<label><span data-w="seed">{w['seed']}</span> <input name="seed" type="number" min="0"
 max="{MAX_SEED}" value="20261201" inputmode="numeric"></label>
<button type="button" class="ph-new-seed" data-w="new_seed">{w['new_seed']}</button>
<label><span data-w="lang">{w['lang']}</span> <select name="lang">{langs}</select></label>
<label class="ph-word"><span data-w="word">{w['word']}</span> <input name="word" type="text"
 autocomplete="off" spellcheck="false" maxlength="80"></label>
</div>
<p class="ph-word-note" data-w="word_note">{w['word_note']}</p>
<p class="ph-form-message" role="status" aria-live="polite"></p>
<dl class="ph-links">
<dt data-w="class">{w['class']}</dt>
<dd><input name="class-link" type="text" readonly aria-label="{w['class_box']}"
 data-w-label="class_box">
 <button type="button" data-copy="class-link" data-w="copy">{w['copy']}</button>
 {link("quiz", "open")}
 <button type="button" class="ph-qr-full" data-w="full">{w['full']}</button>
 <span class="ph-qr"></span>
 <p class="ph-local-warning" hidden data-w="local">{w['local']}</p></dd>
<dt data-w="sheets">{w['sheets']}</dt>
<dd>{link("worksheet", "worksheet")} · {link("key", "key")}
 <span class="ph-key-needs-word" data-w="key_needs_word">{w['key_needs_word']}</span></dd>
<dt data-w="marking">{w['marking']}</dt>
<dd>{link("results", "mark")} <span class="ph-mark-note" data-w="mark_note">{w['mark_note']}</span></dd>
</dl>
<dialog class="ph-qr-dialog" aria-label="{w['qr_alt']}" data-w-label="qr_alt">
<div class="ph-qr-big"></div><p class="ph-qr-link"></p>
<p class="ph-qr-local" hidden data-w="local">{w['local']}</p>
<button type="button" class="ph-qr-close" data-w="close">{w['close']}</button>
</dialog>
</form>"""
