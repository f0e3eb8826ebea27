"""What only the book's pages use: :mod:`~pokerhands.book.claims` (checked claims),
:mod:`~pokerhands.book.glue` and :mod:`~pokerhands.book.live` (the live site)."""
