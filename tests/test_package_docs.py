"""Every subpackage's docstring is its table of contents: each module file of the subpackage is
named there (as ``:mod:`pokerhands.<package>.<module>```, with or without ``~``), and every
module of the subpackage named there exists, so a newcomer who opens ``__init__.py`` is sent
to the right file."""
import ast
import re
from pathlib import Path

import pytest

import pokerhands

ROOT = Path(pokerhands.__file__).parent
PACKAGES = sorted(p.parent.name for p in ROOT.glob("*/__init__.py"))


def _docstring(package: str) -> str:
    source = (ROOT / package / "__init__.py").read_text(encoding="utf-8")
    return ast.get_docstring(ast.parse(source)) or ""


def _named(package: str) -> set[str]:
    pattern = rf":mod:`~?pokerhands\.{package}\.(\w+)"
    return set(re.findall(pattern, _docstring(package)))


def _modules(package: str) -> set[str]:
    folder = ROOT / package
    return ({p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
            | {p.parent.name for p in folder.glob("*/__init__.py")})


def test_there_are_subpackages():
    assert {"core", "ranking", "games", "widgets"} <= set(PACKAGES)


@pytest.mark.parametrize("package", PACKAGES)
def test_every_module_is_named_in_its_package_docstring(package):
    missing = sorted(_modules(package) - _named(package))
    assert not missing, (
        f"src/pokerhands/{package}/__init__.py: its docstring does not name "
        + ", ".join(f":mod:`~pokerhands.{package}.{m}`" for m in missing)
        + "; add each with a few words on what it holds")


@pytest.mark.parametrize("package", PACKAGES)
def test_every_module_named_in_a_package_docstring_exists(package):
    gone = sorted(_named(package) - _modules(package))
    assert not gone, (
        f"src/pokerhands/{package}/__init__.py: its docstring names "
        + ", ".join(f"pokerhands.{package}.{m}" for m in gone)
        + f", but src/pokerhands/{package}/ has no such module (moved or renamed?); "
        "point the docstring at where it lives now")


def test_the_check_sees_a_missing_module(tmp_path, monkeypatch):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text('"""Only :mod:`~pokerhands.pkg.one`."""\n')
    (tmp_path / "pkg" / "two.py").write_text("")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    assert _named("pkg") == {"one"}
    assert _modules("pkg") == {"two"}
