"""The live copies: each chapter as a notebook ready to run in the browser.

The live copies are the chapters with their outputs removed (ready to run) and their code
cells marked trusted (as a Jupyter server marks a notebook it has signed), a first cell
saying what to do, MyST roles and links that the live renderer cannot resolve (glossary
terms, citations, glued numbers, links to the book's targets) replaced by their text, and the
kernel set to Pyodide's. A chapter that imports NumPy, pandas or matplotlib (directly or
through ``pokerhands``) runs only online: offline, its live copy stops at its first cell, in
view, with a sentence that says why (see ``_prelude``). A cell tagged ``live-needs-numpy`` in
a chapter that otherwise runs offline is left out by *Run All* and fetches NumPy only when the
reader asks (``_CELL_GUARD``).
"""
from __future__ import annotations

import ast
import copy
import json
import re
import shutil
import sys
from pathlib import Path

from languages import LANGUAGES, WORDS, in_slice
from live_languages import LIVE_WORDS, language_cell, page_title, read_catalog, translate_notebook
from number_format import localize
from live_runtime import ONLINE_ONLY, ROOT, LiveSiteError

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
#: A Markdown link to a target of the book (``[the encyclopedia list](#file-002)``, a label
#: or a heading): the live renderer cannot find it and logs an error, so its text stays.
_TARGET_LINK = re.compile(r"(?<!!)\[([^\]]+)\]\(#[^)\s]*\)")
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


def _prelude(title: str, online: list[str], lang: str = "en") -> list[dict]:
    intro = LIVE_WORDS[lang]["intro"].format(title=title, button=WORDS[lang]["run_live"])
    cells: list[dict] = [{"cell_type": "markdown", "metadata": {"tags": ["live-prelude"]},
              "source": [intro]}]
    if lang != "en":  # the copy of a translated chapter runs in its language
        cells.append(language_cell(lang))
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


def _exercises_as_text(cells: list[dict], lang: str = "en") -> list[dict]:
    """The exercise blocks as plain MyST that the live renderer reads: "**Exercise n.**"
    before each question, each solution in a ``{dropdown}``; the gated blocks' start and end
    cells become a bold line before the question or the solution cell, or go."""
    numbers: dict[str, int] = {}
    out = []
    words = LIVE_WORDS[lang]

    def number(label: str) -> int:
        if label not in numbers:
            numbers[label] = len(numbers) + 1
        return numbers[label]

    def exercise(m: re.Match) -> str:
        n = number(_option(m.group(1), "label") or f"#{len(numbers) + 1}")
        return "**" + words["exercise"].format(n=n) + "** " + m.group(2).rstrip("\n")

    def solution(m: re.Match) -> str:
        n = numbers.get(m.group(1), "")
        return (":::{dropdown} " + words["solution"].format(n=n) + "\n"
                + m.group(3).rstrip("\n") + "\n:::")

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
                n = number(_option(options, "label") or f"#{len(numbers) + 1}")
                text = "**" + words["exercise"].format(n=n) + "**"
            else:
                text = ("**" + words["solution"].format(n=numbers.get(target, "")) + "** "
                        + words["solution_cell"])
            cell["source"] = [text]
        else:
            src = _EXERCISE.sub(exercise, src)
            src = _SOLUTION.sub(solution, src)
            cell["source"] = src.splitlines(keepends=True)
        out.append(cell)
    return out


def _said(lang: str, docname: str):
    """The text of a role in a copy in ``lang``: as :func:`_role_text`, except that a
    ``{doc}`` link without its own text says the page's title in ``lang``."""
    def text(match: re.Match) -> str:
        body = match.group(2).strip()
        if lang != "en" and match.group(1) == "doc" and "<" not in body:
            found = page_title(body, docname, LOCALES, lang)
            if found:
                return found
        return _role_text(match)
    return text


def live_copy(nb: dict, title: str, online: list[str], lang: str = "en",
              docname: str = "") -> dict:
    """The live version of an executed chapter notebook (see the module docstring), in
    ``lang``: the prelude's words, glued numbers written as ``lang`` writes them, links to
    other pages by their titles in ``lang``, and a first code cell that sets the package's
    language (``live_languages``; the caller translates the text; ``docname`` is the
    chapter's, ``book/part1/cards``)."""
    values = _glued(nb)
    role_text = _said(lang, docname)
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
            src = _GLUE.sub(lambda m: _glue_text(values, m.group(1)) if lang == "en"
                            else localize(_glue_text(values, m.group(1)), lang), src)
            src = _ROLE.sub(role_text, src)
            src = _CITE.sub(lambda m: "[" + m.group(1) + "]", src)
            src = _SAVED_STATE.sub("", src)  # the live copy is the one that answers
            src = _SAVED_STATE_NOTE.sub("", src)
            src = _TARGET_LINK.sub(r"\1", src)
            cell["source"] = src.splitlines(keepends=True)
        cell.get("metadata", {}).pop("execution", None)
    out["cells"] = _prelude(title, online, lang) + _exercises_as_text(out["cells"], lang)
    for cell in out["cells"]:
        if cell["cell_type"] == "code":
            # trusted, as a Jupyter server marks the code cells of a notebook whose signature
            # it knows (nbformat's notary): the live site has no server, JupyterLab takes a
            # cell's trust from this field, and without it every copy opened "Not Trusted".
            # The copy is the book's own, built here, with no output yet to trust.
            cell.setdefault("metadata", {})["trusted"] = True
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


LOCALES = ROOT / "book" / "locales"


def _write_languages(nb: dict, docname: str, rel: str, online: list[str], dest: Path) -> None:
    """Write the copies of a translated chapter in every language but English
    (``<lang>/<rel>``): its text translated by the page's catalog, run in its language."""
    for lang in LANGUAGES[1:]:
        messages = read_catalog(LOCALES / lang / "LC_MESSAGES" / (docname + ".po"))
        translated = translate_notebook(nb, messages)
        title = _title(translated, Path(rel).stem)
        target = dest / lang / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        copy_ = live_copy(translated, title, online, lang, docname)
        target.write_text(json.dumps(copy_, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")


def write_contents(dest: Path) -> dict[str, list[str]]:
    """Write the live copy of every toc notebook under ``dest`` (``part1/cards.ipynb`` ...).

    The translated chapters (``languages.SLICE``) also get a copy in each other language,
    ``<lang>/<path>`` (``ru/part1/cards.ipynb``; ``live_languages``).

    Returns {live path: online-only packages it needs}, for the English copies (a copy in
    another language needs what its English copy needs).
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
        docname = path.resolve().relative_to(ROOT).with_suffix("").as_posix()
        if in_slice(docname):  # its copies in the other languages (same needs)
            _write_languages(nb, docname, rel, online, dest)
    # the Performance page reads the benchmark results next to itself when live
    for name, copy_name in (("latest.json", "benchmark-results.json"),
                            ("live.json", "live-results.json"),
                            ("lighthouse.json", "lighthouse-results.json")):
        results = ROOT / "benchmarks" / "results" / name
        if results.exists():
            shutil.copy2(results, dest / "reference" / copy_name)
    return needs
