"""The live site's runtime: Pyodide and the wheels its kernel loads, fetched and checked.

Nothing is fetched from a CDN, at build time or when a reader opens a chapter:

- the Pyodide runtime comes from the npm registry's ``pyodide`` package (a tarball, checked
  against its pinned sha512 integrity; Node.js is not needed to fetch it), unpacked into
  ``book/_lite/static/pyodide/``, the folder the kernel's build copies to the site and points
  the kernel at;
- the npm package carries the runtime only, no wheels: the pure-Python wheels the kernel
  and the chapters need are downloaded from PyPI by pip and checked against the hashes in
  ``book/_lite/wheels.txt``; the kernel's own wheels (``piplite``, ``pyodide-kernel``, its
  ``ipykernel`` shim) come from the pinned jupyterlite-pyodide-kernel package; the wheel of
  ``pokerhands`` is built from ``src/``;
- each wheel gets its modules' bytecode, compiled by Pyodide's own CPython in Node.js
  (``book/_lite/build/precompile.mjs``), so that the browser imports IPython and the book's
  package without compiling them first. Without Node.js the wheels are served as they are
  (the site works; its kernel starts a little slower).

Downloads and compiled wheels are cached in ``.cache/live/``; a build with no registry
access and no cache stops with a clear error. ``live_lock`` lists the wheels in the lock.

Run ``python book/_ext/live_runtime.py --hashes`` to print fresh ``wheels.txt`` lines for
the versions listed there.
"""
from __future__ import annotations

import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import urllib.request
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
#: The kernel's own wheels, taken from the pinned jupyterlite-pyodide-kernel (see
#: ``kernel_wheels``), listed in the lock so that the kernel can preload them.
KERNEL_WHEELS = ("piplite", "pyodide-kernel", "ipykernel")
#: The environment markers of Pyodide 314 (Python 3.14, Emscripten).
MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten",
           "python_version": "3.14", "python_full_version": "3.14.2",
           "implementation_name": "cpython", "platform_python_implementation": "CPython",
           "platform_machine": "wasm32", "os_name": "posix", "extra": ""}


class LiveSiteError(RuntimeError):
    """The live site cannot be built (no registry access and no cache, or a bad checksum)."""


def norm(name: str) -> str:
    from packaging.utils import canonicalize_name  # PEP 503 names, as pip and PyPI use

    return canonicalize_name(name)


def fetch_pyodide() -> bytes:
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


def wheel_pins() -> list[tuple[str, str, str]]:
    pins = []
    for line in WHEELS_TXT.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})", line)
        if not m:
            raise LiveSiteError(f"{WHEELS_TXT}: cannot read {line!r} (want 'name==version "
                                "--hash=sha256:...')")
        name, version, sha = m.groups()
        pins.append((name, version, sha))
    return pins


def _pip_download(dest: Path, hashes: bool = True) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
           "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
           "--implementation", "py", "--abi", "none", "--platform", "any", "-d", str(dest)]
    if hashes:
        cmd += ["--require-hashes", "-r", str(WHEELS_TXT)]
    else:
        cmd += [f"{n}=={v}" for n, v, _ in wheel_pins()]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode:
        raise LiveSiteError("could not download the live site's wheels from PyPI (pip said: "
                            + done.stderr.strip()[-800:] + ")")


def cached_wheels() -> list[Path]:
    """The pinned wheels, from the cache when each is there with its pinned hash."""
    folder = CACHE / "wheels"
    pins = wheel_pins()

    def find() -> tuple[list[Path], list[str]]:
        found, missing = [], []
        for name, version, sha in pins:
            hits = [p for p in folder.glob("*.whl")
                    if norm(p.name.split("-")[0]) == norm(name) and p.name.split("-")[1] == version]
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


def pokerhands_wheel() -> Path:
    """Build the package's wheel from ``src/`` (no network: setuptools is pinned), with its
    message catalogs compiled first (``tools/catalogs.py compile``, as ``make catalogs``
    does), so that the live copies speak every language."""
    compiled = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogs.py"), "compile"],
                              capture_output=True, text=True)
    if compiled.returncode:
        raise LiveSiteError("could not compile the package's catalogs: "
                            + (compiled.stderr or compiled.stdout)[-800:])
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


def kernel_wheels() -> list[Path]:
    """The kernel's own wheels (``piplite``, ``pyodide-kernel`` and its ``ipykernel`` shim),
    as the pinned jupyterlite-pyodide-kernel package from PyPI ships them in its lab
    extension. The kernel installs them one after another with micropip when it starts,
    unless the lock lists them and the kernel preloads them (``live_lock``). Its
    ``widgetsnbextension`` stubs are left out: see ``NOT_NEEDED``."""
    import jupyter_core.paths

    for base in jupyter_core.paths.jupyter_path("labextensions"):
        pypi = Path(base) / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
        if (pypi / "all.json").exists():
            wheels = sorted(pypi.glob("*.whl"))
            names = {norm(w.name.split("-")[0]) for w in wheels}
            if not set(KERNEL_WHEELS) <= names:
                raise LiveSiteError(f"{pypi} lacks {sorted(set(KERNEL_WHEELS) - names)}")
            return [w for w in wheels if norm(w.name.split("-")[0]) in KERNEL_WHEELS]
    raise LiveSiteError("jupyterlite-pyodide-kernel's lab extension (its static/pypi wheels) "
                        "is not installed: install requirements.txt")


PRECOMPILE = LITE_DIR / "build" / "precompile.mjs"


def precompile_wheels(wheels: list[Path], pyodide: Path) -> bool:
    """Add bytecode to ``wheels`` in place (each must lie in ``pyodide``, the folder holding
    the runtime): Pyodide's CPython, run by Node.js, compiles every module of each wheel into
    an unchecked hash-based ``.pyc`` beside it (``book/_lite/build/precompile.py``).

    Compiled wheels are cached in ``.cache/live/compiled/``, by the hash of the wheel, of the
    compiling script and of the Pyodide version. Returns False, having changed nothing, when
    Node.js is not installed (the site then serves the wheels without bytecode). Raises
    LiveSiteError when the compiler fails.
    """
    script = PRECOMPILE.with_suffix(".py")
    stamp = (PYODIDE_VERSION + script.read_text(encoding="utf-8")
             + PRECOMPILE.read_text(encoding="utf-8")).encode()
    todo = []
    for whl in wheels:
        key = hashlib.sha256(stamp + whl.read_bytes()).hexdigest()[:20]
        cached = CACHE / "compiled" / key / whl.name
        if cached.exists():
            shutil.copy2(cached, whl)
        else:
            todo.append((whl, cached))
    if not todo:
        return True
    node = shutil.which("node")
    if node is None:
        for whl, _ in todo:
            print(f"live site: {whl.name} is served without bytecode (Node.js not found)")
        return False
    done = subprocess.run([node, str(PRECOMPILE), str(pyodide), str(pyodide),
                           *(whl.name for whl, _ in todo)], capture_output=True, text=True)
    if done.returncode:
        raise LiveSiteError("could not compile the live site's wheels with Pyodide in "
                            "Node.js: " + (done.stderr or done.stdout)[-800:])
    for whl, cached in todo:
        cached.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(whl, cached)
    return True


def _print_hashes() -> None:
    with __import__("tempfile").TemporaryDirectory() as tmp:
        _pip_download(Path(tmp), hashes=False)
        for whl in sorted(Path(tmp).glob("*.whl")):
            name, version = whl.name.split("-")[:2]
            sha = hashlib.sha256(whl.read_bytes()).hexdigest()
            print(f"{norm(name)}=={version} --hash=sha256:{sha}")


if __name__ == "__main__":
    if "--hashes" in sys.argv:
        _print_hashes()
