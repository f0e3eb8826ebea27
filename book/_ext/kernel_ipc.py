"""Notebook kernels on a Unix socket (IPC) instead of TCP, so that the build log is clean.

Each kernel started over TCP logs "Kernel is running over TCP without encryption ...
susceptible to eavesdropping", one line per notebook. Locally that is harmless: the kernel
binds to 127.0.0.1 only, and its messages are signed with a key that only this process
knows. Over IPC the kernel talks through socket files in Jupyter's runtime folder, readable
by this user only, and ipykernel has nothing to warn about.

Used as a Sphinx extension (``_config.yml``) for the notebooks that ``make book`` and
``make build-check`` execute; ``make notebooks`` passes ``--KernelManager.transport=ipc`` to
nbconvert, which reads it from its command line. nbval needs neither: it sends its kernels'
stderr to ``os.devnull``, so the line never reaches ``make nbval``'s output.
"""
from __future__ import annotations

import os

TRANSPORT = "ipc"


def use_ipc() -> bool:
    """Make IPC the default transport of every kernel manager this process creates.

    Returns whether it did: on Windows, which has no Unix sockets, TCP stays.
    """
    if os.name != "posix":
        return False
    from jupyter_client.connect import ConnectionFileMixin

    # the trait's default, read by every KernelManager (sync and async) created from now on
    ConnectionFileMixin.class_traits()["transport"].default_value = TRANSPORT
    return True


def setup(app):  # Sphinx
    use_ipc()
    return {"parallel_read_safe": True, "parallel_write_safe": True}
