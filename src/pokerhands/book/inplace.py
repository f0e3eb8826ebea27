"""The Python side of a chapter page made live in place (issue 36).

On the website a chapter's widgets are saved pictures until the reader touches one. Then the
page starts Pyodide in a web worker, loads this package and ``ipywidgets`` from the site, and
hands this module the chapter's *live program*: the code cells its widgets need, in order,
written at build time (``book/_ext/live_inplace.py``). :class:`Page` runs them, and every
widget a cell displays opens its comms through the ``comm`` package, whose messages go to the
page's widget manager (``@jupyter-widgets/html-manager``) as the Jupyter messaging protocol
shapes them (``comm_open``, ``comm_msg``, ``comm_close``, with a ``parent_header``). The page
answers with the reader's changes, which :meth:`Page.receive` hands to the comm they are for,
and then reports the kernel idle, as a Jupyter kernel does after each message.

No code comes from the page but the program the site itself wrote; a message from the page
carries only comm data.

The module needs no browser: ``send`` is any callable, so the tests run a program in CPython
and compare the widgets it makes with the state the notebook saved.
"""
from __future__ import annotations

import ast
import json
import os
import uuid
from collections.abc import Callable
from typing import Any

__all__ = ["Page", "ProgramError"]

#: ``send(message_json, buffers)``: a message for the page, as JSON text, and its binary
#: buffers (memoryviews), which the worker passes on as transferable arrays.
Send = Callable[[str, "list[memoryview]"], None]

#: The MIME type of a widget's view in a display (``Widget._repr_mimebundle_``).
VIEW_MIME = "application/vnd.jupyter.widget-view+json"


class ProgramError(ValueError):
    """A live program that cannot be run: not the shape the build writes.

    Raised before any of its code runs."""


def _read_program(text: str) -> dict[str, Any]:
    """The program in ``text`` (JSON), checked: ``{"language": str, "cells": [str, ...],
    "views": [int, ...]}``, ``views`` being the places on the page (among its widget views,
    counted from 0) of the widgets the cells display, in order."""
    try:
        program = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ProgramError(f"the live program is not JSON: {exc}") from None
    if not isinstance(program, dict):
        raise ProgramError("the live program must be a JSON object")
    cells, views, lang = program.get("cells"), program.get("views"), program.get("language")
    if not isinstance(cells, list) or not all(isinstance(c, str) for c in cells):
        raise ProgramError("the live program's 'cells' must be a list of code strings")
    if not isinstance(views, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in views):
        raise ProgramError("the live program's 'views' must list places on the page")
    if not isinstance(lang, str):
        raise ProgramError("the live program's 'language' must be a language code")
    return program


def _bytes(buffer: Any) -> memoryview:
    """A buffer from the page as a memoryview: in Pyodide a JavaScript typed array arrives
    as a proxy with ``to_py``."""
    return buffer.to_py() if hasattr(buffer, "to_py") else memoryview(buffer)


class Page:
    """One chapter page's Python: runs its live program and carries its widgets' comms.

    Parameters
    ----------
    send : callable
        ``send(message_json, buffers)``, called for every message to the page (see ``Send``).

    Notes
    -----
    Making a ``Page`` installs it as the ``comm`` package's comm factory and manager, so
    that every widget made afterwards talks to this page; one ``Page`` per interpreter.
    """

    def __init__(self, send: Send) -> None:
        import comm
        from comm.base_comm import BaseComm, CommManager

        page = self

        class PageComm(BaseComm):  # a comm whose messages go to the page
            def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                            buffers: Any = None, **keys: Any) -> None:
                page._publish(msg_type, self.comm_id, data, metadata, buffers, keys)

        self._send = send
        self._parent = ""  # the message from the page being handled, if any
        self.manager = CommManager()
        self.displayed: list[str] = []  # model ids of the widgets displayed, in order
        comm.create_comm = PageComm
        comm.get_comm_manager = lambda: self.manager

    # ---- to the page ----------------------------------------------------------------
    def _publish(self, msg_type: str, comm_id: str, data: Any, metadata: Any, buffers: Any,
                 keys: dict[str, Any]) -> None:
        content = {"comm_id": comm_id, "data": data or {}}
        if msg_type == "comm_open":
            content["target_name"] = keys.get("target_name")
            content["target_module"] = keys.get("target_module")
        message = {"msg_type": msg_type, "content": content, "metadata": metadata or {},
                   "header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type},
                   "parent_header": {"msg_id": self._parent} if self._parent else {}}
        self._send(json.dumps(message), [memoryview(b) for b in buffers or []])

    def _display(self, *objects: Any, **_: Any) -> None:
        """What ``display`` does here: a widget's view is recorded for the page; anything
        else the page already shows in its saved output."""
        for obj in objects:
            bundle = getattr(obj, "_repr_mimebundle_", None)
            data = bundle() if callable(bundle) else None
            if isinstance(data, tuple):
                data = data[0]
            if isinstance(data, dict) and VIEW_MIME in data:
                self.displayed.append(data[VIEW_MIME]["model_id"])

    # ---- the program ------------------------------------------------------------------
    def run(self, program_json: str) -> str:
        """Run the live program ``program_json`` (see :func:`_read_program`).

        Returns
        -------
        str
            JSON: ``{"views": [[place, model id], ...]}``: each widget displayed, with the
            place on the page of the saved picture it replaces.

        Raises
        ------
        ProgramError
            If the program is not the shape the build writes, or displays a different
            number of widgets than the page shows.
        Exception
            Whatever a cell raises (the page says so at its widgets).
        """
        program = _read_program(program_json)
        codes = [compile(ast.parse(src), f"<cell {i}>", "exec") for i, src in
                 enumerate(program["cells"])]  # a syntax error stops it before any runs
        os.environ["POKERHANDS_LANG"] = program["language"]
        from pokerhands.core.language import set_language
        set_language(program["language"])
        import IPython.display

        IPython.display.display = self._display
        import IPython.core.display_functions as functions
        functions.display = self._display
        namespace: dict[str, Any] = {"__name__": "__main__", "display": self._display}
        for code, src in zip(codes, program["cells"]):
            self._run_cell(code, src, namespace)
        if len(self.displayed) != len(program["views"]):
            raise ProgramError(f"the live program displayed {len(self.displayed)} widgets "
                               f"where the page shows {len(program['views'])}")
        return json.dumps({"views": [list(v) for v in zip(program["views"], self.displayed)]})

    def _run_cell(self, code: Any, src: str, namespace: dict[str, Any]) -> None:
        """Run one cell as a notebook does: its last expression, if any, is displayed."""
        tree = ast.parse(src)
        last = tree.body[-1] if tree.body else None
        if isinstance(last, ast.Expr):
            body = ast.Module(body=tree.body[:-1], type_ignores=[])
            exec(compile(body, "<cell>", "exec"), namespace)  # noqa: S102 - the site's own code
            value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)  # noqa: S307
            if value is not None:
                self._display(value)
        else:
            exec(code, namespace)  # noqa: S102 - the site's own code

    # ---- from the page ------------------------------------------------------------------
    def receive(self, message_json: str, buffers: "list[Any] | None" = None) -> None:
        """Hand a message from the page (``{"msg_type": "comm_msg" | "comm_close",
        "msg_id": str, "content": {"comm_id": str, "data": {...}}}``) to its comm.

        Raises
        ------
        ValueError
            If the message is not a comm message for a comm this page opened.
        """
        try:
            message = json.loads(message_json)
            kind, content = message["msg_type"], message["content"]
            comm_id = content["comm_id"]
        except (json.JSONDecodeError, KeyError, TypeError):
            raise ValueError("a message from the page must be a comm message") from None
        if kind not in ("comm_msg", "comm_close"):
            raise ValueError(f"the page sent a {kind!r} message; only comm_msg and comm_close "
                             "are taken")
        comm = self.manager.get_comm(comm_id)
        if comm is None:
            raise ValueError(f"the page sent a message for comm {comm_id!r}, which is not open")
        msg = {"header": {"msg_id": message.get("msg_id", ""), "msg_type": kind},
               "parent_header": {}, "metadata": {}, "content": content,
               "buffers": [_bytes(b) for b in buffers or []]}
        self._parent = msg["header"]["msg_id"]
        # as CommManager.comm_msg and comm_close do in a kernel, without its ZMQ stream
        try:
            if kind == "comm_msg":
                comm.handle_msg(msg)
            else:
                self.manager.unregister_comm(comm)
                comm.handle_close(msg)
        finally:
            self._parent = ""
