"""The Colab recipe of the page "Running the book live" installs what the chapters need."""
import re
import tomllib

import yaml

from toc_notebooks import ROOT

PAGE = ROOT / "book" / "reference" / "running-live.md"


def _install_lines() -> list:
    return re.findall(r"^!pip install (.+)$", PAGE.read_text(encoding="utf-8"), flags=re.M)


def test_the_colab_cell_installs_the_package_with_its_book_extra_from_the_repository():
    url = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))["repository"]["url"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    [line] = _install_lines()
    match = re.fullmatch(r'"(?P<name>[\w-]+)\[(?P<extra>[\w-]+)\] @ git\+(?P<url>\S+)"', line)
    assert match, f"not a pip requirement with an extra and a git URL: {line}"
    assert match["name"] == project["name"]
    assert match["extra"] in project["optional-dependencies"]
    assert match["url"] == url, "the Colab line must use repository.url of _config.yml"


def test_the_book_extra_brings_what_the_chapters_import_beyond_the_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {re.match(r"[A-Za-z0-9._-]+", r).group().lower()
             for r in project["optional-dependencies"]["book"]}
    assert {"myst-nb", "matplotlib", "pandas"} <= names


def test_the_page_names_the_setting_to_change():
    text = PAGE.read_text(encoding="utf-8")
    section = text[text.index("## In the cloud"):text.index("## Without a kernel")]
    assert "`repository.url` in `_config.yml`" in section
    assert "one setting to change" in section
