"""The class page's description of what a class link may carry.

The class page (``book/_extra/class/``, copied into the site by ``html_extra_path``) refuses
a link whose values are out of range before it fetches Python, from ``class/settings.json``,
which this extension writes at the end of an HTML build from
:func:`pokerhands.exercises.classroom.link_description`: the same objects the package's
:func:`~pokerhands.exercises.classroom.read_settings` checks with, so the rules exist once.
A site without the class page (the Russian, Greek and Hungarian sites) gets no file.
"""
from __future__ import annotations

import json
from pathlib import Path

from pokerhands.exercises.classroom import link_description

#: The description's path inside the class page's folder.
FILE_NAME = "settings.json"


def write_description(outdir: "str | Path") -> "Path | None":
    """Write ``class/settings.json`` under ``outdir`` when the site has a class page;
    return its path (None when there is no ``class/`` folder)."""
    folder = Path(outdir) / "class"
    if not (folder / "index.html").is_file():
        return None
    path = folder / FILE_NAME
    path.write_text(json.dumps(link_description(), ensure_ascii=False, sort_keys=True) + "\n",
                    encoding="utf-8")
    return path


def _on_finished(app, exception) -> None:
    if exception is None and app.builder.format == "html":
        write_description(app.outdir)


def setup(app):
    # html_extra_path is copied in the builder's finish(), before build-finished
    app.connect("build-finished", _on_finished)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
