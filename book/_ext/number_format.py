"""Numbers pasted into the prose by ``{glue:text}`` written the way the page's language
writes them.

The chapters format glued numbers with Python's format specifications (``{glue:text}`
``count_total:,``` gives ``2,598,960``; ``:.1f`` gives ``50.1``), which are the English
conventions. A Russian, Greek or Hungarian reader reads a comma as the decimal mark, so in
those languages ``3,744`` would read as three and a bit. In a build whose ``language`` is not
English, this extension rewrites every number in myst-nb's pasted text (the inline nodes with
the class ``pasted-text``) with the language's own group and decimal symbols, taken from the
Unicode CLDR data that Babel ships: ``2 598 960`` and ``50,1`` in Russian and Hungarian
(with a no-break space), ``2.598.960`` and ``50,1`` in Greek. English pages are left alone.
"""
from __future__ import annotations

import re
from typing import Any

from babel.numbers import get_decimal_symbol, get_group_symbol
from docutils import nodes
from sphinx.application import Sphinx

# an English-formatted number: digits grouped by commas, an optional decimal part, or a plain
# decimal; not part of a longer word, card notation or version (9-9-9-4-4, 1.0.4)
_NUMBER = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w]|\.\d|,\d)")


def localize(text: str, lang: str) -> str:
    """``text`` with each English-formatted number written with ``lang``'s symbols.

    >>> localize("2,598,960 hands, 50.1%", "el")
    '2.598.960 hands, 50,1%'
    >>> localize("1 in 4,165", "ru") == "1 in 4\\xa0165"
    True
    """
    group, decimal = get_group_symbol(lang), get_decimal_symbol(lang)

    def write(match: re.Match[str]) -> str:
        whole, fraction = match.group(1), match.group(2) or ""
        whole = whole.replace(",", group)
        return whole + (decimal + fraction[1:] if fraction else "")

    return _NUMBER.sub(write, text)


def _localize_pasted_text(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    lang = app.config.language or "en"
    if lang == "en":
        return
    for inline in list(doctree.findall(nodes.inline)):
        if "pasted-text" not in inline.get("classes", ()):
            continue
        for text in list(inline.findall(nodes.Text)):
            new = localize(str(text), lang)
            if new != str(text):
                text.parent.replace(text, nodes.Text(new))


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-resolved", _localize_pasted_text)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
