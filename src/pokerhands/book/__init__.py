"""What only the book's pages use: :mod:`~pokerhands.book.claims` (checked claims),
:mod:`~pokerhands.book.glue` (``glue`` wherever the chapters run),
:mod:`~pokerhands.book.live` (the live site), :mod:`~pokerhands.book.inplace` (a chapter
page made live in place: its widgets' program run in the page's Python),
:mod:`~pokerhands.book.classpage` (the Python behind the class page) and
:mod:`~pokerhands.book.sources` (the four source documents, by the names a reader knows them
by)."""
