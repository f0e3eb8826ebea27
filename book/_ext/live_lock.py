"""The live site's ``pyodide-lock.json``: what the in-browser Python can load, and from where.

``assemble_runtime`` fills ``book/_lite/static/pyodide/`` with the runtime and the wheels
(``live_runtime``) and writes the lock next to them: one entry per wheel served by the site,
with its dependencies in Pyodide, and, for NumPy, pandas and matplotlib (which have no wheel
for this Pyodide on PyPI or npm), entries pointing at the official Pyodide distribution of the
same version, so that the few chapters that compute with them run when the reader is online.

The kernel preloads, all at once as Pyodide starts, the packages that
``book/_lite/jupyter-lite.json`` lists in ``loadPyodideOptions.packages`` (its own wheels,
IPython, ipywidgets and ``pokerhands``) instead of installing them one after another with
micropip; the lock must serve each of them from the site, or the build stops.

Why not jupyterlite-pyodide-kernel's own lock addon (``PyodideLockAddon``)? It solves the
lock afresh with ``uv`` against PyPI at every build and rewrites ``jupyter-lite.json``: it
would replace the hash-pinned ``wheels.txt`` with a solve that can change between builds,
and it cannot add bytecode to the wheels. What it does that this module needed (listing the
kernel's wheels in the lock and preloading them) is done here in a few lines, with the
kernel's wheels taken from the same pinned package.
"""
from __future__ import annotations

import copy
import email.parser
import hashlib
import io
import json
import shutil
import tarfile
import zipfile
from pathlib import Path

from live_runtime import (
    LITE_DIR,
    MARKERS,
    NOT_NEEDED,
    OFFICIAL_DIST,
    ONLINE_ONLY,
    PYODIDE_DIR,
    RUNTIME_FILES,
    WHEELS_TXT,
    LiveSiteError,
    cached_wheels,
    fetch_pyodide,
    kernel_wheels,
    norm,
    pokerhands_wheel,
    precompile_wheels,
)


def preload_packages(config: Path = LITE_DIR / "jupyter-lite.json") -> list[str]:
    """The packages the kernel loads, all at once, as Pyodide starts
    (``loadPyodideOptions.packages`` in ``book/_lite/jupyter-lite.json``)."""
    settings = json.loads(config.read_text(encoding="utf-8"))["jupyter-config-data"][
        "litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    return list(settings.get("loadPyodideOptions", {}).get("packages", []))


def _read(tar: tarfile.TarFile, name: str) -> bytes:
    """The bytes of the regular file ``name`` in the runtime's archive."""
    member = tar.extractfile(name)
    if member is None:
        raise LiveSiteError(f"{name}: not a regular file in the Pyodide archive")
    return member.read()


def _wheel_entry(path: Path) -> tuple[dict, list[str]]:
    """A pyodide-lock entry for a pure-Python wheel, and its requirements in Pyodide."""
    from packaging.requirements import Requirement

    with zipfile.ZipFile(path) as whl:
        names = whl.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(whl.read(meta_name).decode("utf-8"))
        top = next((n for n in names if n.endswith(".dist-info/top_level.txt")), None)
        if top:
            imports = [t for t in whl.read(top).decode().split() if t]
        else:
            imports = sorted({n.split("/")[0].removesuffix(".py") for n in names
                              if not n.split("/")[0].endswith((".dist-info", ".data"))
                              and (n.endswith(".py") or "/" in n)})
    requires = []
    for text in meta.get_all("Requires-Dist") or []:
        req = Requirement(text)
        if req.marker is None or req.marker.evaluate(MARKERS):
            requires.append(norm(req.name))
    name = meta["Name"]
    entry = {"name": name, "version": meta["Version"], "file_name": path.name,
             "install_dir": "site", "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
             "package_type": "package", "imports": imports, "depends": [],
             "unvendored_tests": False}
    return entry, requires


def assemble_runtime(target: Path = PYODIDE_DIR) -> dict:
    """Fill ``target`` with the Pyodide runtime, the wheels and their ``pyodide-lock.json``.

    Returns the lock (a dict). Raises LiveSiteError when something cannot be had.
    """
    data = fetch_pyodide()
    wheels = cached_wheels() + kernel_wheels() + [pokerhands_wheel()]
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        official_text = _read(tar, "package/pyodide-lock.json")
        official = json.loads(official_text)
        # the official lock, until ours replaces it: Pyodide in Node.js starts from it
        (target / "pyodide-lock.json").write_bytes(official_text)
        for name in RUNTIME_FILES:
            (target / name).write_bytes(_read(tar, f"package/{name}"))

    served = []
    for whl in wheels:
        shutil.copy2(whl, target / whl.name)
        served.append(target / whl.name)
    precompile_wheels(served, target)  # bytecode, so that the browser need not compile
    packages, requires = {}, {}
    for whl in served:
        entry, reqs = _wheel_entry(whl)
        key = norm(entry["name"])
        packages[key], requires[key] = entry, reqs

    # the online-only packages and everything they need from the official distribution
    todo = list(ONLINE_ONLY)
    while todo:
        key = norm(todo.pop())
        if key in packages:
            continue
        entry = copy.deepcopy(official["packages"][key])
        entry["file_name"] = OFFICIAL_DIST + entry["file_name"]
        packages[key] = entry
        todo.extend(entry["depends"])
    online = {k for k, v in packages.items() if v["file_name"].startswith("https://")}

    for key, reqs in requires.items():
        deps = []
        for req in reqs:
            if req in NOT_NEEDED or req in online:
                continue  # online packages load when a chapter imports them, not before
            if req not in packages:
                raise LiveSiteError(f"{packages[key]['file_name']} needs {req!r}, which "
                                    f"{WHEELS_TXT.name} does not list")
            deps.append(req)
        packages[key]["depends"] = sorted(set(deps))

    preload = [norm(name) for name in preload_packages()]
    if set(preload) - set(packages) or set(preload) & online:
        raise LiveSiteError(f"jupyter-lite.json preloads {sorted(set(preload) - set(packages))}"
                            f"{sorted(set(preload) & online)}, which the lock does not "
                            "serve from the site")
    lock = {"info": official["info"], "packages": dict(sorted(packages.items()))}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return lock
