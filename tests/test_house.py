"""The package's house rules (issue 16), checked on the source so that they stay true:
small modules, no private name crossing a module boundary, variants told apart by data.

The layers themselves are checked by import-linter (`make lint`, pyproject.toml)."""
import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "pokerhands"
MODULES = sorted(PACKAGE.rglob("*.py"))
MAX_LINES = 600


def _name(path: Path) -> str:
    return path.relative_to(PACKAGE.parent).with_suffix("").as_posix().replace("/", ".")


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_no_module_is_over_600_lines(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{_name(path)} has {lines} lines; split it by topic"


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_no_private_name_is_imported_from_another_module(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    crossing = [f"line {node.lineno}: {alias.name} from {node.module or '.'}"
                for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                and (node.level or (node.module or "").startswith("pokerhands"))
                for alias in node.names if alias.name.startswith("_")]
    assert not crossing, "make the seam a public, documented function: " + "; ".join(crossing)


def _name_checks(tree: ast.AST) -> list[str]:
    """``x.name == "badugi"`` and the like: a comparison of some ``.name`` with a string."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq))
                                                 for op in node.ops):
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Attribute) and s.attr == "name" for s in sides) and \
                    any(isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides):
                found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_variants_are_told_apart_by_data_not_by_name(path):
    found = _name_checks(ast.parse(path.read_text(encoding="utf-8")))
    assert not found, "use the rules' data (Rules.ranking, qualifier, ...): " + "; ".join(found)


def test_the_name_check_finds_what_it_looks_for():
    tree = ast.parse('if rules.name == "badugi" or "high" != r.name:\n    pass\n'
                     'if rules.ranking is Ranking.BADUGI:\n    pass\n')
    assert len(_name_checks(tree)) == 2
