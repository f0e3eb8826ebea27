/* The worker behind a chapter page made live in place (issue 36; book/_static/live-inplace.js).
 *
 * It starts the site's own Pyodide, loads the book's package and ipywidgets from the site's
 * lock, and runs the chapter's live program through pokerhands.book.inplace.Page, whose
 * widgets' comm messages come back here and go on to the page's widget manager. The page
 * sends the reader's changes as comm messages; after each, the worker says "idle", as a
 * Jupyter kernel does, so that the widget manager sends the next one.
 *
 * To the worker: {kind: "start", runtime, program, packages, needs}
 *                {kind: "comm", message (JSON text), buffers}
 * From it:       {kind: "progress", stage}    python, packages, program
 *                {kind: "comm", message, buffers}
 *                {kind: "views", views}       the displayed widgets' model ids, in order
 *                {kind: "idle", msg_id}
 *                {kind: "failed", stage, needs, error}
 */
let page = null;
let stage = "python";

// every message carries the time it was sent (ms since the epoch, as the page's clock reads it)
const post = (message, transfer) =>
  self.postMessage({ ...message, at: performance.timeOrigin + performance.now() }, transfer || []);

function send(json, buffers) {
  // a buffer from Python (a memoryview) arrives as a proxy: copy it into an ArrayBuffer
  const arrays = buffers.toJs().map((b) => {
    const copy = new Uint8Array(b.byteLength);
    copy.set(new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    return copy.buffer;
  });
  post({ kind: "comm", message: json, buffers: arrays }, arrays);
}

async function start({ runtime, program, packages, needs }) {
  try {
    const text = fetch(program).then((r) => {
      if (!r.ok) throw new Error(`${program}: HTTP ${r.status}`);
      return r.text();
    });
    post({ kind: "progress", stage });
    const { loadPyodide } = await import(`${runtime}pyodide.mjs`);
    const pyodide = await loadPyodide({ indexURL: runtime });
    stage = "packages";
    post({ kind: "progress", stage });
    const quiet = { messageCallback: () => {}, errorCallback: () => {} };
    await pyodide.loadPackage(packages, quiet);
    if (needs.length) {
      stage = "needs";
      // loadPackage warns rather than fails when a download fails: look for each package
      try { await pyodide.loadPackage(needs, quiet); } catch (err) { /* told below */ }
      const missing = needs.filter((name) => !(name in pyodide.loadedPackages));
      if (missing.length) {
        post({ kind: "failed", stage, needs: missing, error: "" });
        return;
      }
    }
    stage = "program";
    post({ kind: "progress", stage });
    const Page = pyodide.pyimport("pokerhands.book.inplace").Page;
    page = Page(send);
    const views = JSON.parse(page.run(await text)).views;
    post({ kind: "views", views });
  } catch (err) {
    // a Python error's message ends with its last line, which says what went wrong
    const lines = String((err && err.message) || err).trim().split("\n");
    post({ kind: "failed", stage, needs: [], error: lines[lines.length - 1] });
  }
}

self.onmessage = ({ data }) => {
  if (data.kind === "start") {
    start(data);
  } else if (data.kind === "comm" && page) {
    try {
      page.receive(data.message, (data.buffers || []).map((b) => new Uint8Array(b)));
    } catch (err) {
      console.error(err);
    }
    post({ kind: "idle", msg_id: JSON.parse(data.message).msg_id });
  }
};
