"""JupyterLab's configuration for `make lab` only: the Makefile puts this folder on
JUPYTER_CONFIG_PATH for that target, so a Lab started any other way, and the live site's
JupyterLite build, do not read it.

The venv holds the Pyodide kernel's lab extension because the live site's build packs it
(jupyterlite-pyodide-kernel). JupyterLab would load it too, and it fails there: it expects
the JupyterLite app to share ``@jupyterlite/services`` with it, which Lab does not ("Shared
module @jupyterlite/services doesn't exist in shared scope default" in the console). Marking
it disabled is not enough (Lab still loads the code of a disabled extension, only not its
plugins), so Lab's page is not told about it at all: jupyterlab_server calls the
``page_config_hook`` of the server's settings on the page's configuration before it is sent.
"""

#: Extensions that only the live site (JupyterLite) can run.
LITE_ONLY = frozenset({"@jupyterlite/pyodide-kernel-extension"})


def without_lite_extensions(handler, page_config):
    """The page configuration of Lab without the extensions of ``LITE_ONLY``."""
    page_config["federated_extensions"] = [
        ext for ext in page_config.get("federated_extensions", [])
        if ext.get("name") not in LITE_ONLY]
    return page_config


c.ServerApp.tornado_settings = {"page_config_hook": without_lite_extensions}  # type: ignore[name-defined]  # noqa: F821
