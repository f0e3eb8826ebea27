"""What only the book's pages use: :mod:`~pokerhands.book.claims` (checked claims),
:mod:`~pokerhands.book.glue` (``glue`` wherever the chapters run),
:mod:`~pokerhands.book.live` (the live site), :mod:`~pokerhands.book.inplace` (a chapter
page's widgets made live where they stand), :mod:`~pokerhands.book.classpage` (the Python
behind the class page), :mod:`~pokerhands.book.class_form` (the teachers' form that makes a
class's links), :mod:`~pokerhands.book.class_words` (every word the class page's script
shows, in each language), :mod:`~pokerhands.book.sources` (the four source documents, by
the names a reader knows them by) and :mod:`~pokerhands.book.opening` (the cards a page opens
with: a chapter's hand, the welcome page's ladder)."""
