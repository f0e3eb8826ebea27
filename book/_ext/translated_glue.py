"""``{glue:text}`` and the other glue roles inside a translated paragraph.

In a Russian, Greek or Hungarian build, Sphinx's i18n transform replaces each paragraph with
its translation and parses the translation as a small document of its own. myst-nb's glue
roles look their value up in the notebook renderer that the page's parser keeps on its
document only while the notebook is parsed, so in the translation they find nothing ("No key
'deck_size' found in glue data") and the number is lost. The page's own (English) paragraphs
use the same keys and are parsed first, so this extension remembers, per page, each glued
value that a role or directive found, and gives it back to the translated paragraph of the
same page. An English build never needs the fallback.
"""
from __future__ import annotations

from typing import Any

from docutils import nodes
from myst_nb.ext.glue import directives, roles, utils
from sphinx.application import Sphinx

_original = utils.retrieve_glue_data
_found: dict[tuple[str, str], Any] = {}


def _docname(document: nodes.document) -> str:
    env = getattr(document.settings, "env", None)
    return str(getattr(env, "docname", ""))


def retrieve_glue_data(document: nodes.document, key: str) -> Any:
    """myst-nb's lookup; where it finds nothing, the value the same page's text found."""
    try:
        found = _original(document, key)
    except utils.RetrievalError:
        remembered = _found.get((_docname(document), key))
        if remembered is None:
            raise
        return remembered
    _found[(_docname(document), key)] = found
    return found


def setup(app: Sphinx) -> dict[str, Any]:
    roles.retrieve_glue_data = retrieve_glue_data
    directives.retrieve_glue_data = retrieve_glue_data
    return {"parallel_read_safe": False, "parallel_write_safe": True}
