// The class page: a seeded quiz, a worksheet, an answer key behind the teacher's word, or a
// whole class's results, from a link.
//
// The link carries data only (part, seed, n, rules, view, lang, lock). This script checks
// their shape, then their values against the description the book's build writes from the
// package (settings.js, see link.js), so a link out of range is refused before anything of
// Python is fetched. Only then does it hand the query string, as a string, to the book's
// own Python (pokerhands.book.classpage, running in Pyodide from this site), which reads
// it with the same rules and answers in the link's language. No code is ever taken from
// the link, and no word of the page is written here: boot.js chose the language, and every
// word comes from the package (ui.js's t(), or Python's own JSON).

import { $, t, status, fromPython, button, call } from "./ui.js";
import { shapeError, valueError } from "./link.js";
import { runQuiz } from "./quiz.js";
import { runKey } from "./key.js";
import { runResults, lastClass } from "./results.js";

// What a class link may carry (settings.js; settings.json if the script was not there), or
// null when it cannot be had: Python then refuses a bad link itself, after starting.
async function description() {
  if (window.PH_CLASS_SETTINGS) return window.PH_CLASS_SETTINGS;
  try {
    const response = await fetch(new URL("settings.json", window.location.href));
    return response.ok ? await response.json() : null;
  } catch (err) {
    return null;
  }
}

function refuse(sentence) {
  status(sentence, "error");
  document.body.dataset.state = "refused";
}

function fail(sentence) {
  status(sentence, "error");
  document.body.dataset.state = "failed";
}

// Python's last line of a traceback, or the error's message.
const reason = (err) => String(err?.message ?? err).trim().split("\n").slice(-1)[0];

async function startPython() {
  const base = new URL("../lite/static/pyodide/", window.location.href).href;
  // loaded only once the link is accepted: a refused link fetches nothing of it
  const { loadPyodide } = await import(`${base}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: base });
  // the package's wheel alone: the class page needs none of its dependencies (the
  // widgets' ipywidgets and IPython), which loading it by name would fetch too
  const lock = await (await fetch(`${base}pyodide-lock.json`)).json();
  await pyodide.loadPackage(base + lock.packages.pokerhands.file_name,
                            { messageCallback: () => {} });
  return pyodide;
}

async function main() {
  if (window.location.protocol === "file:") return;  // boot.js says how to serve the page
  const search = window.location.search;
  const accepts = await description();
  const given = new URLSearchParams(search);
  if (given.get("view") === "results" && !given.has("part") && !given.has("seed")) {
    const last = lastClass();  // the last class marked on this device, in this language
    if (last) {
      const target = new URLSearchParams(last);
      if (given.has("lang")) target.set("lang", given.get("lang"));
      window.location.replace(`?${target}`);
      return;
    }
  }
  const bad = shapeError(search, accepts);
  if (bad) return refuse(bad);
  // a value out of range is refused here, before the 14 MB of Python are fetched
  const wrong = accepts ? valueError(search, accepts) : "";
  if (wrong) return refuse(wrong);

  let pyodide;
  try {
    pyodide = await startPython();
  } catch (err) {
    return fail(t("python_failed", { reason: reason(err) }));
  }
  const ClassPage = pyodide.pyimport("pokerhands.book.classpage").ClassPage;
  const page = ClassPage(search);
  if (page.needs_numpy) {
    // loadPackage warns rather than fails when a download fails: look for NumPy itself
    try {
      await pyodide.loadPackage("numpy", { messageCallback: () => {}, errorCallback: () => {} });
    } catch (err) { /* told below */ }
    if (!("numpy" in pyodide.loadedPackages)) return fail(t("numpy"));
  }
  let intro;
  try {
    intro = call(page.intro());
  } catch (err) {
    return fail(t("quiz_failed", { reason: reason(err) }));
  }
  if (intro.error) return refuse(intro.error);
  $("title").textContent = intro.title;
  document.title = `${intro.title} · ${t("book_title")}`;
  $("about").textContent = intro.about;
  status("");
  if (intro.view === "quiz") {
    runQuiz(page, intro);
  } else if (intro.view === "key") {
    runKey(page, intro);
  } else if (intro.view === "results") {
    runResults(page, intro, accepts);
  } else {
    $("title").hidden = true;
    $("about").hidden = true;
    $("content").replaceChildren(button(t("print"), () => window.print(), "ph-primary ph-noprint"),
                                 fromPython("div", {}, intro.html));
  }
  document.body.dataset.view = intro.view;
  document.body.dataset.state = "ready";
}

main();
