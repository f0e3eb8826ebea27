// Compile the bytecode of the live site's wheels with Pyodide's own CPython, in Node.js.
// usage: node precompile.mjs <pyodide folder> <wheel folder> <wheel file name>...
// The wheel folder is mounted into Pyodide's file system; precompile.py rewrites each
// named wheel in place (see there).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, wheelDir, ...wheels] = process.argv.slice(2);
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", stdout: console.log,
                               stderr: console.error });
py.FS.mkdirTree("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(wheelDir) }, "/wheels");
py.runPython("import sys; sys.argv = ['precompile.py'] + " +
             JSON.stringify(wheels.map((w) => "/wheels/" + w)));
py.runPython(readFileSync(join(here, "precompile.py"), "utf8"));
