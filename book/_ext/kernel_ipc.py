"""Notebook kernels on a Unix socket (IPC) instead of TCP, so that the build log is clean.

Each kernel started over TCP logs "Kernel is running over TCP without encryption ...
susceptible to eavesdropping", one line per notebook. Locally that is harmless: the kernel
binds to 127.0.0.1 only, and its messages are signed with a key that only this process
knows. Over IPC the kernel talks through socket files in Jupyter's runtime folder, readable
by this user only, and ipykernel has nothing to warn about.

Used as a Sphinx extension (``_config.yml``) for the notebooks that ``make book`` and
``make build-check`` execute; ``make notebooks`` passes ``--KernelManager.transport=ipc`` and
an absolute ``--KernelManager.ip`` (the sockets' path) to nbconvert, which reads them from its
command line. nbval needs neither: it sends its kernels'
stderr to ``os.devnull``, so the line never reaches ``make nbval``'s output.
"""
from __future__ import annotations

import os
import uuid

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
    write = ConnectionFileMixin.write_connection_file
    if not getattr(write, "_absolute_ipc", False):
        ConnectionFileMixin.write_connection_file = _absolute(write)  # type: ignore[method-assign]
    return True


def _absolute(write):
    """``write_connection_file`` with the sockets' path made absolute, in Jupyter's runtime
    folder: by default it is ``kernel-ipc`` in the current folder, but the kernel runs in
    the notebook's folder and the client in the build's, so they would not meet."""
    def write_connection_file(self, **kwargs):
        if self.transport == "ipc" and not os.path.isabs(self.ip):
            from jupyter_core.paths import jupyter_runtime_dir

            folder = jupyter_runtime_dir()
            os.makedirs(folder, mode=0o700, exist_ok=True)
            self.ip = os.path.join(folder, f"kernel-{uuid.uuid4().hex[:12]}-ipc")
        return write(self, **kwargs)

    write_connection_file._absolute_ipc = True
    return write_connection_file


def setup(app):  # Sphinx
    use_ipc()
    return {"parallel_read_safe": True, "parallel_write_safe": True}
