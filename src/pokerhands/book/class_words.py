"""Every word the class page's script shows around what :class:`~pokerhands.book.classpage.ClassPage`
says: the loading line, the buttons, the name screen, the end screen, the key's prompt, the
results view's labels, the language switcher, and the sentences for a link refused before
Python starts.

The page's script (``book/_extra/class/``) holds no sentence of its own: the book's build
(``book/_ext/class_page.py``) writes :func:`all_page_words` into the class page's settings
file, and the script looks each word up by its key in the link's language. Each message is
marked for the package's catalogs (the ``quiz`` strings beside ``classpage``), so a language
whose catalog lacks one shows the English message.

A word with ``{name}`` in braces is a template: the script puts the value in (a name, a
number, a setting), so a translation may move the value but must keep the braces.

>>> words = page_words("en")
>>> words["check"], words["next"], words["back"]
('Check', 'Next', 'Back')
>>> sorted(all_page_words()) == list(sorted(LANGUAGES))
True
"""
from __future__ import annotations

from typing import cast

from pokerhands.core.language import LANGUAGES, N_, NATIVE_NAMES, gettext, use_language
from pokerhands.exercises.answers import and_words
from pokerhands.exercises.classroom import link_description

KEYS: tuple[str, ...] = tuple(cast("list[str]", link_description()["keys"]))
"""The names a class link may carry, in the order a link writes them."""

__all__ = ["KEYS", "WORDS", "page_words", "all_page_words"]

WORDS: dict[str, str] = {
    # the page's frame
    "book_title": N_("Poker Hand Rankings"),
    "for_teachers": N_("For teachers"),
    "languages": N_("Language"),
    "class_quiz": N_("Class quiz"),
    "loading": N_("Starting Python in your browser. The first time this takes a few seconds; "
                  "nothing is sent anywhere."),
    "noscript": N_("This page needs JavaScript: it runs the book's Python in your browser."),
    "file": N_("This page runs Python in your browser, which browsers do not allow on a page "
               "opened from disk (file://). In the book's folder run \"make serve\" (or "
               "\"python3 -m http.server -d _build/html\") and open this link from "
               "http://localhost:8000/class/ instead."),
    "python_failed": N_("Python could not start in this browser ({reason}). Reload the page, "
                        "or try another browser."),
    "numpy": N_("This part's questions are worked out with NumPy, which this site loads from "
                "the Pyodide distribution online, and it could not be reached. Connect to the "
                "internet and reload the page, or ask your teacher for another part."),
    "quiz_failed": N_("The quiz could not be made ({reason}). Ask your teacher for the link "
                      "again."),
    "storage": N_("This browser does not let the page keep your answers, so a reload will "
                  "start the set again: keep this page open until you have your code."),
    # a link refused by its shape, before the description of its values is read: the
    # very messages of pokerhands.exercises.classroom.read_settings (one translation each)
    "too_long": N_("A class link's settings are a few short values; this one has {count} "
                   "characters."),
    "unreadable": N_("The class link's settings cannot be read: {value}."),
    "only_keys": N_("A class link carries only {names}; this one has {value}."),
    "twice": N_("The link gives {name} twice."),
    "ask": N_("Ask your teacher for the class link."),
    "needs": N_("A class link needs a part and a seed, such as ?part=1&seed=20261201. Ask "
                "your teacher for the link, or make one on the teachers' page."),
    # the name screen
    "name_label": N_("Your name or initials"),
    "name_about": N_("Your teacher reads your result code with this name: write it the way "
                     "your teacher will look for it."),
    "start": N_("Start"),
    "resumed": N_("Welcome back, {name}: here is the question you were on, with the answers "
                  "you gave before."),
    # a question
    "options": N_("Options"),
    "answer_label": N_("Your answer"),
    "cards_label": N_("Cards: tap the ones you choose"),
    "order_label": N_("Tap the hands, or their numbers, from best to worst; tap = before a "
                      "hand that is equal to the one before it."),
    "equal_label": N_("Equal to the hand before: tap it, then the equal hand"),
    "clear": N_("Clear"),
    "check": N_("Check"),
    "back": N_("Back"),
    "next": N_("Next"),
    "finish": N_("Finish"),
    "score": N_("Score: {score}."),
    "skip_ask": N_("You have not answered this question yet. Skip it? A question you skip "
                   "counts as not right."),
    "skip_yes": N_("Skip it"),
    "skip_no": N_("Answer it"),
    # the end of the set
    "end_title": N_("End of the set"),
    "end_score": N_("You answered {score}: your first answer to each question counts."),
    "code_label": N_("Your result code:"),
    "code_note": N_("Write the code down with your name, or show it to your teacher: it tells "
                    "them your score and which questions you got right."),
    # the answer key
    "word_label": N_("The teacher's word"),
    "word_about": N_("This answer key is for the teacher: type the word chosen on the "
                     "teachers' page to open it."),
    "open_key": N_("Open the key"),
    "print": N_("Print"),
    # the results view
    "link_label": N_("Class link"),
    "link_about": N_("The link the students used. Paste another class link here to mark "
                     "that class instead."),
    "link_use": N_("Use this link"),
    "link_bad": N_("This is not a class link of this site. Paste the class link from the "
                   "teachers' page, starting with http and containing part= and seed=."),
    "lines_label": N_("Names and codes"),
    "lines_about": N_("One student a line: the name, then the code. Copy the lines from a "
                      "spreadsheet or type them; a tab, a comma, a semicolon or a space may "
                      "separate the two."),
    "mark": N_("Mark"),
    "csv": N_("Download CSV"),
    "remembered": N_("The page keeps the last class link and the lines pasted for it on "
                     "this device."),
}
"""Each word's key (what the script asks for) and its English message, marked for the
catalogs and translated by :func:`page_words`."""


def page_words(lang: str) -> dict[str, str]:
    """Every word of the class page's script in ``lang``.

    Parameters
    ----------
    lang : str
        One of :data:`~pokerhands.core.language.LANGUAGES`.

    Returns
    -------
    dict of str to str
        Each key of :data:`WORDS` and its message in ``lang`` (the English message where
        the catalog has none), plus ``lang_<code>`` for each language's name in itself
        (:data:`pokerhands.core.language.NATIVE_NAMES`, for the switcher).

    Raises
    ------
    ValueError
        If ``lang`` is not one of the book's languages (naming it).
    """
    with use_language(lang):
        words = {key: gettext(message) for key, message in WORDS.items()}
        # the shape refusals as read_settings words them: the names a link carries joined
        # with the language's "and", and the sentence asking for the link after each
        names = and_words([", ".join(KEYS[:-1]), KEYS[-1]])
    words["only_keys"] = words["only_keys"].replace("{names}", names)
    for key in ("too_long", "unreadable", "only_keys", "twice"):
        words[key] = f"{words[key]} {words['ask']}"
    words.update({f"lang_{code}": NATIVE_NAMES[code] for code in LANGUAGES})
    return words


def all_page_words() -> dict[str, dict[str, str]]:
    """:func:`page_words` for every language, keyed by its code: what the book's build
    writes into the class page's settings file as ``"words"``."""
    return {lang: page_words(lang) for lang in LANGUAGES}
