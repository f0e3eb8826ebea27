"""The live site: every chapter runs in the reader's browser (JupyterLite + Pyodide).

``make book`` builds, inside the website, a JupyterLite site (``_build/html/lite/``) whose
Python kernel is Pyodide, CPython compiled to WebAssembly. Nothing is fetched from a CDN,
at build time or when a reader opens a chapter:

- the Pyodide runtime comes from the npm registry's ``pyodide`` package (a tarball, checked
  against its pinned sha512 integrity; Node.js is not needed), unpacked into
  ``book/_lite/static/pyodide/``, the folder the kernel's build copies to the site and points
  the kernel at;
- the npm package carries the runtime only, no wheels: the pure-Python wheels the kernel
  and the chapters need are downloaded from PyPI by pip, checked against the hashes in
  ``book/_lite/wheels.txt``, and listed, with the wheel of ``pokerhands`` built from ``src/``,
  in a ``pyodide-lock.json`` written next to them. A chapter's ``import pokerhands`` loads it
  from there with no ``%pip`` line; the PyPI fallback is off (``book/_lite/jupyter-lite.json``);
- NumPy, pandas and matplotlib have no wheel for this Pyodide on PyPI or npm. Their lock
  entries point at the official Pyodide distribution of the same version, so the few
  chapters that compute with them run when the reader is online; offline, such a chapter's
  live copy stops at its first cell, in view, with a sentence that says why (see
  ``_prelude``). A cell tagged ``live-needs-numpy`` in a chapter that otherwise runs offline
  is left out by *Run All* and fetches NumPy only when the reader asks (``_CELL_GUARD``).

Downloads are cached in ``.cache/live/``; a build with no registry access and no cache stops
with a clear error. The lite build always starts clean (an incremental JupyterLite build can
keep a stale ``jupyter-lite.json`` that loses the local Pyodide URL).

Each chapter page gets a **Run live** button that opens its live copy in the JupyterLite
Notebook interface. The live copies are the chapters with their outputs removed (ready to
run), a first cell saying what to do, MyST roles that the live renderer cannot resolve
(glossary terms, citations, glued numbers) replaced by their text, and the kernel set to
Pyodide's.

Run ``python book/_ext/live_site.py`` to fetch and assemble the runtime without building;
``--hashes`` prints fresh ``wheels.txt`` lines for the versions listed there.
"""
from __future__ import annotations

import ast
import base64
import copy
import email.parser
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.request
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LITE_DIR = ROOT / "book" / "_lite"
PYODIDE_DIR = LITE_DIR / "static" / "pyodide"
CACHE = ROOT / ".cache" / "live"
WHEELS_TXT = LITE_DIR / "wheels.txt"

#: The Pyodide release that jupyterlite-pyodide-kernel 0.8.6 is built for.
PYODIDE_VERSION = "314.0.6"
PYODIDE_TARBALL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_INTEGRITY = ("sha512-BKDTJyIqFxC4BExLqeRS3f5xvXZIjOt8C3zGLN/Cc7tFxSwvKVhVkchQQ2AGLOt"
                     "R4YrVOIFxbV8poyDOOmWwxQ==")
#: The runtime files the kernel loads (the rest of the npm package is docs, types, maps).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: Where the official distribution of the same version serves its wheels (online only).
OFFICIAL_DIST = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
#: Packages compiled for WebAssembly that some chapters compute with; not on PyPI for this
#: Pyodide, so their lock entries (and their dependencies') point at OFFICIAL_DIST.
ONLINE_ONLY = ("numpy", "pandas", "matplotlib")
#: Requirements of the shipped wheels that the browser does not need: the classic
#: notebook's widget JavaScript (the live site has the JupyterLab widget manager).
NOT_NEEDED = {"widgetsnbextension"}
#: The environment markers of Pyodide 314 (Python 3.14, Emscripten).
MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten",
           "python_version": "3.14", "python_full_version": "3.14.2",
           "implementation_name": "cpython", "platform_python_implementation": "CPython",
           "platform_machine": "wasm32", "os_name": "posix", "extra": ""}


class LiveSiteError(RuntimeError):
    """The live site cannot be built (no registry access and no cache, or a bad checksum)."""


def _norm(name: str) -> str:
    from packaging.utils import canonicalize_name  # PEP 503 names, as pip and PyPI use

    return canonicalize_name(name)


# --------------------------------------------------------------------------- the runtime
def _fetch_pyodide() -> bytes:
    CACHE.mkdir(parents=True, exist_ok=True)
    cached = CACHE / Path(PYODIDE_TARBALL).name
    if cached.exists():
        data = cached.read_bytes()
    else:
        try:
            with urllib.request.urlopen(PYODIDE_TARBALL, timeout=300) as response:
                data = response.read()
        except OSError as exc:
            raise LiveSiteError(
                f"could not download the Pyodide runtime {PYODIDE_TARBALL} ({exc}), and it is "
                f"not cached in {cached}: the live site needs the npm registry once") from exc
    digest = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if digest != PYODIDE_INTEGRITY:
        cached.unlink(missing_ok=True)
        raise LiveSiteError(f"{PYODIDE_TARBALL} does not match the pinned integrity "
                            f"{PYODIDE_INTEGRITY}")
    if not cached.exists():
        cached.write_bytes(data)
    return data


def _wheel_pins() -> list[tuple[str, str, str]]:
    pins = []
    for line in WHEELS_TXT.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})", line)
        if not m:
            raise LiveSiteError(f"{WHEELS_TXT}: cannot read {line!r} (want 'name==version "
                                "--hash=sha256:...')")
        pins.append(m.groups())
    return pins


def _pip_download(dest: Path, hashes: bool = True) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
           "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
           "--implementation", "py", "--abi", "none", "--platform", "any", "-d", str(dest)]
    if hashes:
        cmd += ["--require-hashes", "-r", str(WHEELS_TXT)]
    else:
        cmd += [f"{n}=={v}" for n, v, _ in _wheel_pins()]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode:
        raise LiveSiteError("could not download the live site's wheels from PyPI (pip said: "
                            + done.stderr.strip()[-800:] + ")")


def _cached_wheels() -> list[Path]:
    """The pinned wheels, from the cache when each is there with its pinned hash."""
    folder = CACHE / "wheels"
    pins = _wheel_pins()

    def find() -> tuple[list[Path], list[str]]:
        found, missing = [], []
        for name, version, sha in pins:
            hits = [p for p in folder.glob("*.whl")
                    if _norm(p.name.split("-")[0]) == _norm(name) and p.name.split("-")[1] == version]
            ok = [p for p in hits if hashlib.sha256(p.read_bytes()).hexdigest() == sha]
            (found.append(ok[0]) if ok else missing.append(f"{name}=={version}"))
        return found, missing

    found, missing = find() if folder.exists() else ([], ["all"])
    if missing:
        _pip_download(folder)
        found, missing = find()
        if missing:
            raise LiveSiteError(f"pip did not bring {missing} with the pinned hashes")
    return found


def _pokerhands_wheel() -> Path:
    """Build the package's wheel from ``src/`` (no network: setuptools is pinned)."""
    out, tree = CACHE / "pokerhands", CACHE / "pokerhands-src"
    for folder in (out, tree):
        shutil.rmtree(folder, ignore_errors=True)
    out.mkdir(parents=True)
    # build from a copy, so that setuptools' build/ and egg-info stay out of the checkout
    shutil.copytree(ROOT / "src", tree / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, tree / name)
    env = dict(os.environ, SOURCE_DATE_EPOCH="1764547200")  # stable timestamps in the zip
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
         "--no-deps", "--no-build-isolation", "-w", str(out), str(tree)],
        capture_output=True, text=True, env=env)
    if done.returncode:
        raise LiveSiteError("could not build the pokerhands wheel: " + done.stderr[-800:])
    wheels = list(out.glob("pokerhands-*.whl"))
    if len(wheels) != 1:
        raise LiveSiteError(f"expected one pokerhands wheel in {out}, found {wheels}")
    return wheels[0]


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
            requires.append(_norm(req.name))
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
    data = _fetch_pyodide()
    wheels = _cached_wheels() + [_pokerhands_wheel()]
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        official = json.load(tar.extractfile("package/pyodide-lock.json"))
        for name in RUNTIME_FILES:
            (target / name).write_bytes(tar.extractfile(f"package/{name}").read())

    packages, requires = {}, {}
    for whl in wheels:
        entry, reqs = _wheel_entry(whl)
        key = _norm(entry["name"])
        packages[key], requires[key] = entry, reqs
        shutil.copy2(whl, target / whl.name)

    # the online-only packages and everything they need from the official distribution
    todo = list(ONLINE_ONLY)
    while todo:
        key = _norm(todo.pop())
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

    lock = {"info": official["info"], "packages": dict(sorted(packages.items()))}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return lock


# --------------------------------------------------------------------------- live copies
_HEAVY = re.compile(r"^\s*(?:import|from)\s+(numpy|pandas|matplotlib)\b", re.M)


def heavy_modules(package: Path = ROOT / "src" / "pokerhands") -> dict[str, set[str]]:
    """For each ``pokerhands`` module, by its dotted name below the package (``"odds.batch"``,
    ``"widgets"`` for ``widgets/__init__.py``, ``"__init__"`` for the package itself), the
    online-only packages it imports when imported: module-level imports, followed through the
    package's own module-level imports and through the ``__init__`` of every package on the
    way (importing ``pokerhands.odds.batch`` runs ``pokerhands/__init__.py`` first)."""
    direct: dict[str, set[str]] = {}
    inner: dict[str, set[str]] = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        mod = ".".join(parts) or "__init__"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        direct[mod], inner[mod] = set(), set()
        # the packages above a module run first
        inner[mod].update(".".join(parts[:i]) or "__init__" for i in range(len(parts)))
        here = parts if path.stem == "__init__" else parts[:-1]
        for node in tree.body:
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:  # relative: resolve against the module's package
                    base = here[: len(here) - node.level + 1]
                    names = [".".join([*base, node.module] if node.module else base)]
                    names += [f"{names[0]}.{a.name}" if names[0] else a.name for a in node.names]
                    inner[mod].update(n for n in names if n)
                    continue
                names = [node.module or ""]
                if names[0].startswith("pokerhands."):
                    sub = names[0][len("pokerhands."):]
                    inner[mod].update([sub, *(f"{sub}.{a.name}" for a in node.names)])
                    continue
            else:
                continue
            for n in names:
                if n == "pokerhands":
                    inner[mod].add("__init__")
                elif n.startswith("pokerhands."):
                    inner[mod].add(n[len("pokerhands."):])
            direct[mod].update(n.split(".")[0] for n in names if n.split(".")[0] in ONLINE_ONLY)
    result = {}
    for mod in direct:
        seen, todo, heavy = set(), [mod], set()
        while todo:
            m = todo.pop()
            if m in seen or m not in direct:
                continue
            seen.add(m)
            heavy |= direct[m]
            todo.extend(inner[m])
        result[mod] = heavy
    return result


def needs_online(nb: dict, heavy: dict[str, set[str]] | None = None) -> list[str]:
    """The online-only packages a chapter imports, directly or through ``pokerhands``, and
    those its metadata declares."""
    heavy = heavy_modules() if heavy is None else heavy
    # what static reading cannot see (a package function that imports NumPy when called)
    # a chapter declares in its metadata: {"live": {"needs": ["numpy"]}}
    found = set(nb.get("metadata", {}).get("live", {}).get("needs", []))
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        src = "".join(cell["source"])
        found.update(_HEAVY.findall(src))
        for mod in re.findall(r"\bpokerhands\.([\w.]+)", src):
            # the module and every package above it
            parts = mod.split(".")
            for i in range(len(parts), 0, -1):
                found |= heavy.get(".".join(parts[:i]), set())
        if re.search(r"^\s*(?:import pokerhands\b|from pokerhands import)", src, re.M):
            found |= heavy.get("__init__", set())
    return sorted(found)


_ROLE = re.compile(r"\{(term|doc|ref|numref|download|py:\w+)\}`([^`]*)`")
_CITE = re.compile(r"\{cite(?::\w+)?\}`([^`]*)`")
_GLUE = re.compile(r"\{glue(?::(?:text|md))?\}`([^`]*)`")
#: The website's sentence pointing from a widget's saved state to the Run live button.
_SAVED_STATE = re.compile(r"The \w+ on this page shows its saved state[^.]*?\*\*Run live\*\*"
                          r"[^.]*?where\s+it\s+answers[^.]*\.\s*", re.S)

#: The website's shared note on saved widget states (book/_snippets/saved-state.md), included
#: where a chapter shows a widget; the live copy leaves it out.
_SAVED_STATE_NOTE = re.compile(r"```\{include\}\s*\S*_snippets/saved-state\.md\s*\n```(?:[ \t]*\n)*")


def _role_text(match: re.Match) -> str:
    body = match.group(2)
    if match.group(1).startswith("py:"):  # a link into the API page: the name, as code
        return "`" + body.strip().lstrip("~") + "`"
    m = re.fullmatch(r"\s*(.*?)\s*<([^>]*)>\s*", body, re.S)
    if m and m.group(1):
        return m.group(1)
    return (m.group(2) if m else body).split("/")[-1].replace("-", " ")


def _glued(nb: dict) -> dict[str, str]:
    values = {}
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            name = out.get("metadata", {}).get("scrapbook", {}).get("name")
            data = out.get("data", {})
            text = data.get("application/papermill.record/text/plain", data.get("text/plain"))
            if name and text is not None:
                values[name] = "".join(text)
    return values


def _glue_text(values: dict[str, str], body: str) -> str:
    name, _, spec = body.partition(":")
    text = values.get(name.strip())
    if text is None:
        return body
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text
    if spec:
        try:
            return format(value, spec)
        except (ValueError, TypeError):
            pass
    return str(value)


#: The tag of a code cell that computes with NumPy in a chapter that otherwise runs offline.
CELL_TAG = "live-needs-numpy"
#: What a tagged cell's code runs under in a live copy (the cell should print what it shows).
#: Run All leaves it out and asks no host for NumPy; the reader who is online sets the switch.
#: No ``import numpy`` in the cell's own text: the kernel would fetch every package a cell
#: names before running it, whatever the switch says (hence ``_guard_cell``'s check).
_CELL_GUARD = ("# This cell computes with NumPy, which the in-browser Python fetches from the\n"
               "# Pyodide distribution online. Run All leaves it out, so that this page runs\n"
               "# offline; to run it online, set fetch_numpy = True and run the cell again.\n"
               "fetch_numpy = False\n"
               "from pokerhands.book.live import load_online\n"
               "if await load_online(['numpy'], fetch=fetch_numpy):\n")


def _guard_cell(source: str) -> str:
    """A tagged cell's code under ``_CELL_GUARD`` (see there)."""
    heavy = _HEAVY.search(source)
    if heavy:
        raise LiveSiteError(f"a cell tagged {CELL_TAG} imports {heavy[1]} itself: the live "
                            "kernel would fetch it before the cell runs; call the package's "
                            "function that imports it instead")
    body = "".join("    " + line if line.strip() else line
                   for line in source.splitlines(keepends=True))
    return _CELL_GUARD + body.rstrip("\n") + "\n"


def _prelude(title: str, online: list[str]) -> list[dict]:
    intro = (f"**Live copy of “{title}”.** This notebook runs in your browser: choose "
             "*Run ▸ Run All Cells*, then click the cards of any picker to try your own hands. "
             "Nothing is installed and nothing you do leaves this page.")
    cells = [{"cell_type": "markdown", "metadata": {"tags": ["live-prelude"]},
              "source": [intro]}]
    if online:
        names = ", ".join(online)
        code = ("# This chapter computes with " + names + ", which the in-browser Python\n"
                "# fetches from the Pyodide distribution online; the rest of the book runs offline.\n"
                "try:\n"
                + "".join(f"    import {m}\n" for m in online)
                + "except ImportError:\n"
                "    from pokerhands.book.live import offline_error, stop_here\n"
                "    stop_here()  # Run All stops here: keep this cell and its message in view\n"
                f"    raise offline_error({online!r}, where='chapter') from None\n")
        cells.append({"cell_type": "code", "metadata": {"tags": ["live-prelude"]},
                      "execution_count": None, "outputs": [],
                      "source": code.splitlines(keepends=True)})
    return cells


#: sphinx-exercise's blocks: ``{exercise}`` / ``{solution}`` fences, and the gated
#: ``{exercise-start}`` ... ``{solution-end}`` cells that put code cells inside a block.
_EXERCISE = re.compile(r"^:::\{exercise\}[^\n]*\n((?::\w+:[^\n]*\n)*)(.*?)^:::[ \t]*$", re.S | re.M)
_SOLUTION = re.compile(r"^:::\{solution\}\s*(\S+)[^\n]*\n((?::\w+:[^\n]*\n)*)(.*?)^:::[ \t]*$",
                       re.S | re.M)
_GATED = re.compile(r"\s*```\{(exercise|solution)-(start|end)\}[ \t]*(\S*)[^\n]*\n"
                    r"((?::\w+:[^\n]*\n)*)```\s*")


def _option(options: str, name: str) -> str:
    m = re.search(rf"^:{name}:\s*(.*?)\s*$", options, re.M)
    return m.group(1) if m else ""


def _exercises_as_text(cells: list[dict]) -> list[dict]:
    """The exercise blocks as plain MyST that the live renderer reads: "**Exercise n.**"
    before each question, each solution in a ``{dropdown}``; the gated blocks' start and end
    cells become a bold line before the question or the solution cell, or go."""
    numbers: dict[str, int] = {}
    out = []

    def number(label: str) -> int:
        if label not in numbers:
            numbers[label] = len(numbers) + 1
        return numbers[label]

    def exercise(m: re.Match) -> str:
        n = number(_option(m.group(1), "label") or f"#{len(numbers) + 1}")
        return f"**Exercise {n}.** " + m.group(2).rstrip("\n")

    def solution(m: re.Match) -> str:
        n = numbers.get(m.group(1), "")
        return f":::{{dropdown}} Solution to exercise {n}\n" + m.group(3).rstrip("\n") + "\n:::"

    for cell in cells:
        if cell["cell_type"] != "markdown":
            out.append(cell)
            continue
        src = "".join(cell["source"])
        gated = _GATED.fullmatch(src)
        if gated:
            kind, edge, target, options = gated.groups()
            if edge == "end":
                continue
            if kind == "exercise":
                text = f"**Exercise {number(_option(options, 'label') or f'#{len(numbers) + 1}')}.**"
            else:
                text = (f"**Solution to exercise {numbers.get(target, '')}** "
                        "(the cell below prints it)")
            cell["source"] = [text]
        else:
            src = _EXERCISE.sub(exercise, src)
            src = _SOLUTION.sub(solution, src)
            cell["source"] = src.splitlines(keepends=True)
        out.append(cell)
    return out


def live_copy(nb: dict, title: str, online: list[str]) -> dict:
    """The live version of an executed chapter notebook (see the module docstring)."""
    values = _glued(nb)
    out = copy.deepcopy(nb)
    for cell in out["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
            tags = cell.setdefault("metadata", {}).setdefault("tags", [])
            if CELL_TAG in tags and not online:
                # one cell of an offline chapter needs NumPy: Run All prints why it is left
                # out and runs on (it stops at an error, so the cell raises none)
                cell["source"] = _guard_cell("".join(cell["source"])).splitlines(keepends=True)
        elif cell["cell_type"] == "markdown":
            src = "".join(cell["source"])
            src = _GLUE.sub(lambda m: _glue_text(values, m.group(1)), src)
            src = _ROLE.sub(_role_text, src)
            src = _CITE.sub(lambda m: "[" + m.group(1) + "]", src)
            src = _SAVED_STATE.sub("", src)  # the live copy is the one that answers
            src = _SAVED_STATE_NOTE.sub("", src)
            cell["source"] = src.splitlines(keepends=True)
        cell.get("metadata", {}).pop("execution", None)
    out["cells"] = _prelude(title, online) + _exercises_as_text(out["cells"])
    meta = out.setdefault("metadata", {})
    meta.pop("widgets", None)
    meta["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                          "language": "python"}
    return out


def _title(nb: dict, fallback: str) -> str:
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            m = re.search(r"^#\s+(.+)$", "".join(cell["source"]), re.M)
            if m:
                return m.group(1).strip()
    return fallback


def toc_notebooks() -> list[Path]:
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from toc_notebooks import toc_notebooks as listed
    finally:
        sys.path.pop(0)
    return listed()


def write_contents(dest: Path) -> dict[str, list[str]]:
    """Write the live copy of every toc notebook under ``dest`` (``part1/cards.ipynb`` ...).

    Returns {live path: online-only packages it needs}.
    """
    heavy = heavy_modules()
    needs = {}
    for path in toc_notebooks():
        rel = path.resolve().relative_to(ROOT / "book").as_posix()
        nb = json.loads(path.read_text(encoding="utf-8"))
        online = needs_online(nb, heavy)
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        copy_ = live_copy(nb, _title(nb, path.stem), online)
        target.write_text(json.dumps(copy_, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")
        needs[rel] = online
    # the Performance page reads the benchmark results next to itself when live
    for name, copy_name in (("latest.json", "benchmark-results.json"),
                            ("live.json", "live-results.json")):
        results = ROOT / "benchmarks" / "results" / name
        if results.exists():
            shutil.copy2(results, dest / "reference" / copy_name)
    return needs


# --------------------------------------------------------------------------- Sphinx
def live_url(pagename: str) -> str | None:
    """The live path of a chapter page (``book/part2/flush`` -> ``part2/flush.ipynb``)."""
    if not pagename.startswith("book/"):
        return None
    rel = pagename.removeprefix("book/") + ".ipynb"
    return rel if (ROOT / "book" / rel).exists() else None


def _on_config(app, config) -> None:
    # jupyterlite-sphinx adds a web-font stylesheet from a font CDN to every page: drop it
    app.registry.css_files = [(f, a) for f, a in app.registry.css_files
                              if not str(f).startswith(("http://", "https://"))]


def _on_builder_inited(app) -> None:
    if app.builder.format != "html":
        return
    assemble_runtime()
    contents = Path(app.srcdir) / app.config.jupyterlite_content_dir
    shutil.rmtree(contents, ignore_errors=True)
    contents.mkdir(parents=True)
    app.live_needs = write_contents(contents)
    # always a clean lite build: a stale doit database can skip the Pyodide URL patch
    for stale in (LITE_DIR / ".jupyterlite.doit.db", Path(app.srcdir) / ".jupyterlite.doit.db"):
        stale.unlink(missing_ok=True)
    shutil.rmtree(Path(app.outdir) / "lite", ignore_errors=True)


def _on_page(app, pagename, templatename, context, doctree) -> None:
    rel = live_url(pagename)
    if rel is None or "body" not in context:
        return
    href = context["pathto"]("lite/notebooks/index.html", 1) + "?path=" + rel
    button = (f'<p class="live-button"><a class="live-button__link" href="{href}" '
              f'title="Open this chapter as a notebook that runs in your browser">'
              f'<span aria-hidden="true">▶</span> Run live</a>'
              f'<span class="live-button__note">in your browser, nothing to install</span></p>')
    context["body"] = button + context["body"]


def add_favicon(lite: Path, icon: Path) -> list[Path]:
    """Point every page of the lite site at the book's icon, so that the browser does not ask
    the server for ``/favicon.ico`` (a 404). The pages that lack a ``rel="icon"`` link get
    one, relative to them; the Notebook app then swaps it for its own busy and idle icons
    (served in ``lite/static/favicons/``). Returns the pages changed."""
    changed = []
    for page in sorted(lite.rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        if re.search(r"<link[^>]*\brel=[\"']?(?:shortcut )?icon\b", html) or "</head>" not in html:
            continue
        href = os.path.relpath(icon, page.parent).replace(os.sep, "/")
        link = f'<link rel="icon" href="{href}" type="image/svg+xml">\n'
        page.write_text(html.replace("</head>", link + "</head>", 1), encoding="utf-8")
        changed.append(page)
    return changed


def _on_finished(app, error) -> None:
    if error is not None or app.builder.format != "html":
        return
    lite = Path(app.outdir) / "lite"
    config = json.loads((lite / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    if not settings.get("pyodideUrl", "").startswith("./static/pyodide/"):
        raise LiveSiteError(f"the lite build does not point the kernel at the local Pyodide: "
                            f"{settings.get('pyodideUrl')!r}")
    add_favicon(lite, Path(app.outdir) / "_static" / "favicon.svg")
    # which live chapters need the online-only packages (read by the browser tests)
    (lite / "live-needs.json").write_text(json.dumps(app.live_needs, indent=1) + "\n",
                                          encoding="utf-8")
    (Path(app.srcdir) / ".jupyterlite.doit.db").unlink(missing_ok=True)


def setup(app):
    app.setup_extension("jupyterlite_sphinx")
    app.connect("config-inited", _on_config, priority=900)
    app.connect("builder-inited", _on_builder_inited)
    app.connect("html-page-context", _on_page)
    # after jupyterlite-sphinx's own build-finished handler (priority 500)
    app.connect("build-finished", _on_finished, priority=900)
    app.add_css_file("live.css")
    # opened from disk (file://), Run live says how to serve the book instead of a blank page
    app.add_js_file("live-file.js")
    return {"parallel_read_safe": True, "parallel_write_safe": True,
            "version": PYODIDE_VERSION}


def _print_hashes() -> None:
    with __import__("tempfile").TemporaryDirectory() as tmp:
        _pip_download(Path(tmp), hashes=False)
        for whl in sorted(Path(tmp).glob("*.whl")):
            name, version = whl.name.split("-")[:2]
            sha = hashlib.sha256(whl.read_bytes()).hexdigest()
            print(f"{_norm(name)}=={version} --hash=sha256:{sha}")


if __name__ == "__main__":
    if "--hashes" in sys.argv:
        _print_hashes()
    else:
        lock = assemble_runtime()
        print(f"{PYODIDE_DIR}: Pyodide {PYODIDE_VERSION}, {len(lock['packages'])} lock entries")
