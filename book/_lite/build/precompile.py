"""Run inside Pyodide (by ``precompile.mjs``): add bytecode to pure-Python wheels.

Each wheel named on the command line (``sys.argv[1:]``, paths in the mounted folder) is
rewritten with, beside every module ``pkg/mod.py``, its bytecode
``pkg/__pycache__/mod.cpython-3XX.pyc`` compiled by Pyodide's own CPython, so the magic
number and cache tag are the browser's. The ``.pyc`` files are unchecked hash-based
(PEP 552): the browser's Python imports them without compiling or checking the sources,
which stay in the wheel for tracebacks and ``??``. Code objects carry the path each module
has once Pyodide installs the wheel (``/lib/python3.XX/site-packages/...``). Entries keep
their order and timestamps, so the same wheel always gives the same bytes.
"""
import importlib.util
import io
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = f"/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages/"
TAG = sys.implementation.cache_tag


def precompile(path: str) -> int:
    out = io.BytesIO()
    count = 0
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            name = info.filename
            if not name.endswith(".py") or ".dist-info/" in name or "__pycache__/" in name:
                continue
            if "/tests/" in name or "/testing/" in name:
                continue  # a package's own tests: never imported in the browser
            folder, _, stem = name[:-3].rpartition("/")
            pyc_name = (folder + "/" if folder else "") + f"__pycache__/{stem}.{TAG}.pyc"
            if pyc_name in names:
                continue
            try:
                code = compile(data, SITE + name, "exec", dont_inherit=True, optimize=0)
            except SyntaxError:
                continue  # a file that is not Python 3 code (a test fixture): left as it is
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            entry = zipfile.ZipInfo(pyc_name, date_time=info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = info.external_attr
            zout.writestr(entry, bytes(pyc))
            count += 1
    with open(path, "wb") as f:
        f.write(out.getvalue())
    return count


import warnings  # noqa: E402

warnings.simplefilter("ignore", SyntaxWarning)  # invalid escapes in some packages' tests
for wheel in sys.argv[1:]:
    print(f"{wheel.rsplit('/', 1)[-1]}: {precompile(wheel)} modules compiled")
