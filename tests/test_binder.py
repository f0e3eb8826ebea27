"""What Binder builds from the .binder folder: Python 3.11 and the book's pinned requirements."""
import re

from toc_notebooks import ROOT

BINDER = ROOT / ".binder"


def _entries(path) -> list:
    """The requirement lines of a requirements file, comments and blanks left out."""
    lines = (line.split(" #")[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def _pins(path) -> dict:
    pins = {}
    for line in _entries(path):
        match = re.fullmatch(r"([A-Za-z0-9._-]+)==(\S+)", line)
        if match:
            name = re.sub(r"[-_.]+", "-", match[1]).lower()
            assert name not in pins, f"{path.name} pins {name} twice"
            pins[name] = match[2]
    return pins


def test_runtime_is_python_3_11():
    assert _entries(BINDER / "runtime.txt") == ["python-3.11"]


def test_binder_installs_the_books_pinned_requirements():
    assert _entries(BINDER / "requirements.txt") == ["-r ../requirements.txt"]
    book = _entries(ROOT / "requirements.txt")
    assert len(_pins(ROOT / "requirements.txt")) > 100  # the full freeze, not a few needs
    assert book[-1] == "-e ."  # pip on Binder runs from the repository's root
    others = [e for e in book if not re.fullmatch(r"[A-Za-z0-9._-]+==\S+", e)]
    assert others == ["-e ."], f"lines that are neither a pin nor the package: {others}"
    assert (ROOT / "pyproject.toml").exists()  # what `-e .` installs


def test_the_pin_reader_sees_a_difference(tmp_path):
    changed = tmp_path / "requirements.txt"
    text = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    changed.write_text(text.replace("numpy==", "numpy==0.0.0+", 1), encoding="utf-8")
    assert _pins(changed) != _pins(ROOT / "requirements.txt")
