"""Serve the pages' JavaScript from the site itself: the Jupyter widgets manager, and the QR
code generator of the teachers' form.

myst-nb normally loads the widget manager from public CDNs, so pages with widgets stay
blank without internet (a classroom, a closed test machine). This local Sphinx extension
fetches the widget manager, ``@jupyter-widgets/html-manager``, once from the npm registry
as a tarball (no Node.js needed), checks it against the pinned sha512 integrity that the
registry publishes, unpacks its ``dist/`` folder into ``book/_static/widgets/`` (ignored by
git), and points myst-nb's ``nb_ipywidgets_js`` at a loader that adds the local
``embed.js`` after the first paint (``book/_static/widgets-after-paint.js``).

``embed.js`` is the standalone bundle: it needs no RequireJS and carries the core
controls used by the book (ipywidgets 8, widget model version 2.0.0), plus its icon fonts.
It draws the saved widgets. ``libembed-amd.js`` is the same manager as AMD modules, which a
page loads with RequireJS only when the reader makes it live (``live_inplace.py``): its
``HTMLManager`` class, unlike ``embed.js``'s, can be given the live widgets' comms.

The same way, ``qrcode-generator`` (MIT) gives ``book/_static/vendor/qrcode.js``, which the
teachers' form (``book/_static/class-form.js``) loads to draw a class link as a QR code, and
``js-sha256`` (MIT) gives ``book/_static/vendor/sha256.js`` (its ES-module build), with which
the form works out the answer key's lock from the teacher's word: a page served over plain
http on a school network has no ``crypto.subtle``.
"""
from __future__ import annotations

import base64
import hashlib
import io
import re
import shutil
import tarfile
import urllib.request
from pathlib import Path
from typing import Callable

PACKAGE = "@jupyter-widgets/html-manager"
VERSION = "1.0.15"  # the html-manager release line that matches ipywidgets 8.1
TARBALL = f"https://registry.npmjs.org/{PACKAGE}/-/html-manager-{VERSION}.tgz"
INTEGRITY = ("sha512-5thBIV6ymNgmPVOHvzx+gGy8ZSKmSazhtGw4/c4xJDVzRhG9PTeQsRjF3FUTopvFi"
             "//SABeNz1yp47bCrJ3CQA==")
STATIC = Path(__file__).resolve().parent.parent / "_static"
TARGET = STATIC / "widgets"

QR_PACKAGE, QR_VERSION = "qrcode-generator", "2.0.4"
QR_TARBALL = f"https://registry.npmjs.org/{QR_PACKAGE}/-/{QR_PACKAGE}-{QR_VERSION}.tgz"
QR_INTEGRITY = ("sha512-mZSiP6RnbHl4xL2Ap5HfkjLnmxfKcPWpWe/c+5XxCuetEenqmNFf1FH/ftXPCtFG5/TD"
                "objsjz6sSNL0Sr8Z9g==")
QR_TARGET = STATIC / "vendor"

SHA_PACKAGE, SHA_VERSION = "js-sha256", "1.0.0"
SHA_TARBALL = f"https://registry.npmjs.org/{SHA_PACKAGE}/-/{SHA_PACKAGE}-{SHA_VERSION}.tgz"
SHA_INTEGRITY = ("sha512-Bqxf6ENUzYIMzuELCmRNrJOVbjKH1oMgbfYJBKVr/W1Xf9fazpahqCbb24v1pR7XV1isuqh"
                 "M+w9KWpK7zCyUQw==")
SHA_TARGET = STATIC / "vendor" / "sha256"


def fetch_npm(package: str, version: str, tarball: str, integrity: str, target: Path,
              keep: Callable[[str], "str | None"], needed: tuple[str, ...] = ()) -> Path:
    """Make sure ``target`` holds the pinned npm ``package``; download it if not.

    ``keep`` maps a member's path in the tarball to the file name it gets in ``target``
    (None: left out). A stamp file records the version, so later builds reuse the folder,
    unless a file named in ``needed`` is missing from it (a folder unpacked by an older
    ``keep``).

    Raises
    ------
    RuntimeError
        If the download fails or its checksum does not match the pinned ``integrity``.
    """
    stamp = target / f".{package.split('/')[-1]}-{version}"
    if stamp.exists() and all((target / name).exists() for name in needed):
        return target
    try:
        with urllib.request.urlopen(tarball, timeout=120) as response:
            data = response.read()
    except OSError as exc:
        raise RuntimeError(f"could not download {package}@{version} from {tarball}: {exc}") from exc
    digest = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if digest != integrity:
        raise RuntimeError(f"{tarball} does not match the pinned integrity {integrity}")
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for member in tar.getmembers():
            name = keep(member.name) if member.isfile() else None
            extracted = tar.extractfile(member) if name else None
            if name and extracted is not None:
                (target / name).write_bytes(extracted.read())
    stamp.write_text(f"{package}@{version} {integrity}\n")
    return target


def _widget_file(name: str) -> "str | None":
    if not name.startswith("package/dist/") or name.endswith(".map"):
        return None
    if name.endswith("/embed-amd.js"):
        # the book uses embed.js and, live in place, libembed-amd.js: the same AMD modules
        # as embed-amd.js without its last lines, which draw every saved widget once more
        return None
    return Path(name).name


def _qr_file(name: str) -> "str | None":
    return "qrcode.js" if name == "package/dist/qrcode.js" else None  # its header: MIT


def _sha_file(name: str) -> "str | None":
    # the ES-module build (its header: MIT), named .js so that any server sends it as
    # JavaScript; the form imports it, so a page's AMD loader (RequireJS) never sees it
    return {"package/build/sha256.min.mjs": "sha256.js",
            "package/LICENSE.txt": "LICENSE.txt"}.get(name)


def fetch(target: Path = TARGET) -> Path:
    """Make sure ``target`` holds the pinned widget manager; download it if not (see
    :func:`fetch_npm`), and give its schema validator the option it lacks
    (:func:`quiet_ajv`)."""
    fetch_npm(PACKAGE, VERSION, TARBALL, INTEGRITY, target, _widget_file,
              needed=("embed.js", "libembed-amd.js"))
    for name in ("embed.js", "libembed-amd.js"):
        path = target / name
        text = path.read_text(encoding="utf-8")
        quiet = quiet_ajv(text)
        if quiet != text:
            path.write_text(quiet, encoding="utf-8")
    return target


#: The manager's validator, made with no options: ``x=new(f())`` just before ``x.compile(``.
_AJV = re.compile(r"(?<![\w$.])([\w$]+)=new\(([\w$]+)\(\)\)(?=[,;](?:[\w$]+=)?\1\.compile\()")
_AJV_OPTIONS = "{allowUnionTypes:!0}"


def quiet_ajv(text: str) -> str:
    """``text`` (a bundle of the widget manager) with its JSON-schema validator made with the
    option ``allowUnionTypes``.

    html-manager 1.0.x checks each saved widget's state with Ajv 8, made with no options
    (``new Ajv()``, in its ``libembed``), against the widget schema, whose ``"type": [...,
    "null"]`` is a union type: Ajv's strict mode then logs "strict mode: use allowUnionTypes
    to allow union type keyword" on every page with widgets (issue 39, D16). The option only
    says that union types are meant; what is valid does not change. The embed API takes no
    options for its validator, so the pinned bundle (checked against its integrity first) is
    given it here, where it makes the validator; a bundle already given it is returned as
    it is.

    Raises
    ------
    RuntimeError
        If the bundle makes no validator the way 1.0.x does (a new release: look again).
    """
    if _AJV_OPTIONS in text:
        return text
    quiet, found = _AJV.subn(lambda m: f"{m.group(1)}=new({m.group(2)}())({_AJV_OPTIONS})", text)
    if not found:
        raise RuntimeError("the widget manager's bundle makes no Ajv validator as html-manager "
                           f"{VERSION} does: see widget_js.quiet_ajv")
    return quiet


def fetch_qr(target: Path = QR_TARGET) -> Path:
    """Make sure ``target`` holds the pinned QR code generator; download it if not."""
    return fetch_npm(QR_PACKAGE, QR_VERSION, QR_TARBALL, QR_INTEGRITY, target, _qr_file)


def fetch_sha256(target: Path = SHA_TARGET) -> Path:
    """Make sure ``target`` holds the pinned SHA-256 module (``sha256.js``, exporting
    ``sha256``); download it if not."""
    return fetch_npm(SHA_PACKAGE, SHA_VERSION, SHA_TARBALL, SHA_INTEGRITY, target, _sha_file,
                     needed=("sha256.js",))


def _on_config(app, config) -> None:
    fetch()
    fetch_qr()
    fetch_sha256()
    # Sphinx copies book/_static into the site's _static; myst-nb adds this script to
    # every page that holds widget state. Not embed.js itself: a small deferred loader
    # (book/_static/widgets-after-paint.js) adds the 1.8 MiB bundle after the first frame,
    # so on a slow phone the text paints without waiting for it (issue 24; as a deferred
    # script it still ran before the first paint); the widgets appear on the load event.
    config.nb_ipywidgets_js = {"widgets-after-paint.js": {"defer": "defer"}}


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
    print(fetch(), fetch_qr(), fetch_sha256())
