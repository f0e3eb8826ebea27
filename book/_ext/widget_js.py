"""Serve the Jupyter widgets JavaScript from the site itself.

myst-nb normally loads the widget manager from public CDNs, so pages with widgets stay
blank without internet (a classroom, a closed test machine). This local Sphinx extension
fetches the widget manager, ``@jupyter-widgets/html-manager``, once from the npm registry
as a tarball (no Node.js needed), checks it against the pinned sha512 integrity that the
registry publishes, unpacks its ``dist/`` folder into ``book/_static/widgets/`` (ignored by
git), and points myst-nb's ``nb_ipywidgets_js`` at the local ``embed.js``.

``embed.js`` is the standalone bundle: it needs no RequireJS and carries the core
controls used by the book (ipywidgets 8, widget model version 2.0.0), plus its icon fonts.
"""
from __future__ import annotations

import base64
import hashlib
import io
import shutil
import tarfile
import urllib.request
from pathlib import Path

PACKAGE = "@jupyter-widgets/html-manager"
VERSION = "1.0.15"  # the html-manager release line that matches ipywidgets 8.1
TARBALL = f"https://registry.npmjs.org/{PACKAGE}/-/html-manager-{VERSION}.tgz"
INTEGRITY = ("sha512-5thBIV6ymNgmPVOHvzx+gGy8ZSKmSazhtGw4/c4xJDVzRhG9PTeQsRjF3FUTopvFi"
             "//SABeNz1yp47bCrJ3CQA==")
STATIC = Path(__file__).resolve().parent.parent / "_static"
TARGET = STATIC / "widgets"
STAMP = TARGET / f".html-manager-{VERSION}"


def fetch(target: Path = TARGET) -> Path:
    """Make sure ``target`` holds the pinned widget manager; download it if not.

    Raises
    ------
    RuntimeError
        If the download fails or its checksum does not match the pinned integrity.
    """
    stamp = target / STAMP.name
    if stamp.exists():
        return target
    try:
        with urllib.request.urlopen(TARBALL, timeout=120) as response:
            data = response.read()
    except OSError as exc:
        raise RuntimeError(f"could not download {PACKAGE}@{VERSION} from {TARBALL}: {exc}") from exc
    digest = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if digest != INTEGRITY:
        raise RuntimeError(f"{TARBALL} does not match the pinned integrity {INTEGRITY}")
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for member in tar.getmembers():
            name = member.name
            if not member.isfile() or not name.startswith("package/dist/") or name.endswith(".map"):
                continue
            if name.startswith("package/dist/libembed") or name.endswith("embed-amd.js"):
                continue  # the AMD builds need RequireJS; the book uses embed.js
            out = target / Path(name).name
            out.write_bytes(tar.extractfile(member).read())
    stamp.write_text(f"{PACKAGE}@{VERSION} {INTEGRITY}\n")
    return target


def _on_config(app, config) -> None:
    fetch()
    # Sphinx copies book/_static into the site's _static; myst-nb adds this script to
    # every page that holds widget state.
    config.nb_ipywidgets_js = {"widgets/embed.js": {}}


def _dedupe_scripts(app, pagename, templatename, context, doctree) -> None:
    """Drop repeated inline scripts. sphinx-thebe and sphinx-togglebutton register their
    inline configuration once more at each read (filename None, then ""), and the second
    copy of sphinx-thebe's throws "THEBE_JS_URL has already been declared" on every page."""
    scripts = context.get("script_files")
    if not scripts:
        return
    seen, kept = set(), []
    for script in scripts:
        # the copies differ only in a filename of None against "": compare what is rendered
        key = (getattr(script, "filename", script) or "",
               repr(sorted(getattr(script, "attributes", {}).items())))
        if key not in seen:
            seen.add(key)
            kept.append(script)
    scripts[:] = kept


def setup(app):
    app.connect("config-inited", _on_config, priority=100)
    app.connect("html-page-context", _dedupe_scripts)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": VERSION}


if __name__ == "__main__":
    print(fetch())
