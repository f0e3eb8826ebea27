"""Hand pickers and calculators for notebooks, built on ipywidgets.

No poker logic lives here: every widget parses with :func:`~pokerhands.core.cards.parse_cards`,
values with :func:`~pokerhands.evaluate.evaluate` or :func:`~pokerhands.explain.comparison.compare`,
checks what is typed with the domain's own functions (:mod:`pokerhands.games.entry`,
:mod:`pokerhands.odds.equity_input`, :mod:`pokerhands.core.checks`), and draws with
:mod:`pokerhands.render`. Bad input never raises out of a widget: the message is shown
inside it and the widget keeps working.

Each widget can be driven from code as well as by clicking, which is how the book
prints what a widget shows on the static page (callbacks need a live kernel there).

Each widget speaks one of the book's languages (:data:`pokerhands.core.language.LANGUAGES`):
``HandPicker(lang="ru")``, and by default the language in force when it is made
(:func:`pokerhands.core.language.set_language`, ``POKERHANDS_LANG``). Its labels, buttons, placeholders,
results and messages, errors included, stay in that language whatever the session switches
to later (:class:`~pokerhands.widgets.base.Speaks`, :func:`~pokerhands.widgets.base.guarded`).

One module per family: :mod:`~pokerhands.widgets.pickers` (:class:`HandPicker`,
:class:`BadugiPicker`), :mod:`~pokerhands.widgets.compare` (:class:`HandDuel`,
:class:`RulesLens`), :mod:`~pokerhands.widgets.showdowns` (:class:`SplitPotShowdown`,
:class:`GameShowdownWidget`), :mod:`~pokerhands.widgets.deal` (:class:`DealWidget`, once
called ``HoldemDeal``), :mod:`~pokerhands.widgets.equity` (:class:`EquityWidget`) and
:mod:`~pokerhands.widgets.quiz` (:class:`Quiz`); :mod:`~pokerhands.widgets.base` holds
what they share. Every widget is imported from here.
"""
from pokerhands.widgets.compare import HandDuel, RulesLens
from pokerhands.widgets.deal import DealWidget
from pokerhands.widgets.deal import HoldemDeal  # noqa: F401 - the old name, still importable
from pokerhands.widgets.equity import EquityWidget
from pokerhands.widgets.pickers import BadugiPicker, HandPicker
from pokerhands.widgets.quiz import Quiz
from pokerhands.widgets.showdowns import GameShowdownWidget, SplitPotShowdown

__all__ = ["HandPicker", "BadugiPicker", "HandDuel", "RulesLens", "SplitPotShowdown",
           "GameShowdownWidget", "DealWidget", "EquityWidget", "Quiz"]
