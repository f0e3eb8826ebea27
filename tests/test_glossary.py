"""The glossary teaches (issue 38, review 2026-12-06 G): every entry names the chapter that
teaches its term, and that chapter is a page of the book."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "book" / "reference" / "glossary.md"


def entries() -> dict[str, str]:
    """Each term of the glossary directive with the text of its entry."""
    body = GLOSSARY.read_text(encoding="utf-8").split("```{glossary}", 1)[1].split("\n```", 1)[0]
    found: dict[str, str] = {}
    term = None
    for line in body.splitlines():
        if line and not line.startswith((" ", ":")):
            term = line.strip()
            found[term] = ""
        elif term is not None:
            found[term] += line + "\n"
    return found


def test_every_glossary_entry_names_the_chapter_that_teaches_it():
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    pages = set(re.findall(r"file:\s*(\S+)", toc))
    missing, unknown = [], []
    for term, text in entries().items():
        taught = re.findall(r"Taught in \{doc\}`\.\./([^`]+)`", text)
        if not taught:
            missing.append(term)
        unknown += [f"{term}: {doc}" for doc in taught if f"book/{doc}" not in pages]
    assert len(entries()) > 60
    assert not missing, f"entries that name no chapter: {missing}"
    assert not unknown, f"entries naming a page the book does not have: {unknown}"
