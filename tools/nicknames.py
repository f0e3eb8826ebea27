"""Write the glossary's table of nicknames from the package's one table of them.

The players' English nicknames ("boat", "trips", "wheel") live in one place,
:data:`pokerhands.words.names.NICKNAMES`: the answer readers of the exercises and quizzes
read them from there, and this tool writes the same table, as MyST markdown, into
``book/_snippets/nicknames.md``, which the glossary page includes. ``make nicknames`` runs it;
``tests/test_names.py`` fails while the file lags behind the table.

    python tools/nicknames.py          # write the snippet
    python tools/nicknames.py --check  # exit 1 if it is out of date
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNIPPET = ROOT / "book" / "_snippets" / "nicknames.md"


def table() -> str:
    """The snippet's text: one row per nickname, in the package's order."""
    from pokerhands.words.names import NICKNAMES

    rows = ["% Written by tools/nicknames.py from pokerhands.words.names.NICKNAMES "
            "(make nicknames): do not edit by hand.",
            "",
            "| Nickname | What it means | Where it comes from |",
            "|---|---|---|"]
    for name, n in NICKNAMES.items():
        means = (f"{{term}}`{n.term}`" if n.means == n.term
                 else f"{{term}}`{n.means} <{n.term}>`")
        rows.append(f"| *{name}* | {means} | {n.source} |")
    return "\n".join(rows) + "\n"


def main(argv: list[str]) -> int:
    text = table()
    if "--check" in argv:
        if not SNIPPET.exists() or SNIPPET.read_text(encoding="utf-8") != text:
            print(f"{SNIPPET.relative_to(ROOT)} is out of date: run `make nicknames`")
            return 1
        return 0
    SNIPPET.write_text(text, encoding="utf-8")
    print(f"wrote {SNIPPET.relative_to(ROOT)} ({text.count(chr(10)) - 4} nicknames)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
