"""One-off: rewrite "file 00N" in code cells and package text to the sources' reader names.

Used once for issue 23; kept for the record of the mapping (pokerhands.book.sources).
Prose (markdown) is rewritten by hand, where the sentence decides the wording.
"""
import json
import re
import sys
from pathlib import Path

RULES = [
    (r"file 003's Hungarian part", "the Hungarian article"),
    (r"files 000-002", "Russian page, Greek help page and encyclopedia list"),
    (r"files 000 and 003", "Russian page and English rules page"),
    (r"files 000 and 002", "Russian page and encyclopedia list"),
    (r"file 003, Hungarian list", "Hungarian article, list"),
    (r"file 003 \(Hungarian\)", "Hungarian article"),
    (r"file 003 \(English\)", "English rules page"),
    (r"file 003, file 000", "English rules page, Russian page"),
    (r"file 003 intro", "English rules page intro"),
    (r"file 003, introduction", "English rules page, introduction"),
    (r"the best five of seven play \(file 003\)", "the best five of seven play (Hungarian article)"),
    (r"file 003 §", "English rules page §"),
    (r"file 000", "Russian page"),
    (r"file 001", "Greek help page"),
    (r"file 002", "encyclopedia list"),
]


def rewrite(text: str) -> str:
    for old, new in RULES:
        text = re.sub(old, new, text)
    return text


def main(paths):
    for p in map(Path, paths):
        if p.suffix == ".ipynb":
            nb = json.loads(p.read_text(encoding="utf-8"))
            changed = False
            for cell in nb["cells"]:
                if cell["cell_type"] != "code":
                    continue
                src = "".join(cell["source"])
                new = rewrite(src)
                if new != src:
                    cell["source"] = new.splitlines(keepends=True)
                    changed = True
            if changed:
                p.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        else:
            src = p.read_text(encoding="utf-8")
            new = rewrite(src)
            if new != src:
                p.write_text(new, encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
