// The class page: a seeded quiz, a worksheet, an answer key or a result, from a link.
//
// The link carries data only (part, seed, n, rules, view, code). This script checks their
// shape, then their values against settings.json (what a class link may carry, written at
// build time by the package itself: pokerhands.exercises.classroom.link_description), so a
// link out of range is refused before anything of Python is fetched. Only then does it hand
// the query string, as a string, to the book's own Python (pokerhands.book.classpage,
// running in Pyodide from this site), which reads it with the same rules. No code is ever
// taken from the link.

const VALUE = /^[A-Za-z0-9-]{1,40}$/;

const $ = (id) => document.getElementById(id);
const status = (text, kind = "info") => {
  const el = $("status");
  el.textContent = text;
  el.className = `ph-status ph-${kind}`;
  el.hidden = !text;
};

// What a class link may carry (settings.json), or null when it cannot be had: Python then
// refuses a bad link itself, after starting.
async function description() {
  try {
    const response = await fetch(new URL("settings.json", window.location.href));
    return response.ok ? await response.json() : null;
  } catch (err) {
    return null;
  }
}

// The shape of the link, checked before Python starts: known names, each once, short values
// (without the description, Python refuses an unknown name or a long link itself).
function shapeError(search, accepts) {
  if (accepts && search.length > accepts.max_length + 1) {  // the "?" aside
    return "The link is too long for a class link.";
  }
  const seen = new Set();
  for (const [key, value] of new URLSearchParams(search)) {
    if (accepts && !accepts.keys.includes(key)) {
      return `A class link carries only ${accepts.keys.join(", ")}; this one has "${key.slice(0, 30)}".`;
    }
    if (seen.has(key)) return `"${key}" is given twice in the link.`;
    seen.add(key);
    if (!VALUE.test(value)) {
      return `The link's "${key}" must be a short word or number; it is "${value.slice(0, 30)}".`;
    }
  }
  if (!seen.has("part") || !seen.has("seed")) {
    return "A class link needs a part and a seed, such as ?part=1&seed=20261201. " +
      "Ask your teacher for the link, or make one on the teachers' page.";
  }
  return "";
}

// The values of a well-shaped link, checked against the description in the order Python
// checks them, with Python's own words (from the package's catalogs, in the page's
// language): "" when Python would accept them.
function valueError(search, accepts) {
  const words = accepts.messages[document.documentElement.lang] ?? accepts.messages.en;
  const found = Object.fromEntries(new URLSearchParams(search));
  const say = (template, value) => template.replace("{value}", value);
  const quoted = (text) => `'${text}'`;  // as Python's repr() quotes a short plain word
  const numbers = {};
  for (const number of accepts.numbers) {
    const text = found[number.name] ?? (number.default === null ? null : String(number.default));
    if (text === null) return words.needs;
    if (!/^[0-9]+$/.test(text) || text.length > number.digits) {
      return say(words.numbers[number.name], quoted(text));
    }
    const value = Number(text);
    if (value < number.low || value > number.high) return say(words.numbers[number.name], value);
    numbers[number.name] = value;
  }
  const part = String(numbers.part);
  if (found.rules && !accepts.rules[part].includes(found.rules)) {
    return say(words.rules[part], quoted(found.rules));
  }
  const view = found.view || accepts.views[0];
  if (!accepts.views.includes(view)) return say(words.view, quoted(view));
  if ("code" in found) {
    if (view !== accepts.result_view) return words.code_view;
    const code = [...found.code].filter((c) => !accepts.code.ignore.includes(c)).join("")
      .toUpperCase();
    if (code.length < accepts.code.min || code.length > accepts.code.max ||
        [...code].some((c) => !accepts.code.alphabet.includes(c))) {
      return say(words.code, quoted(found.code));
    }
  } else if (view === accepts.result_view) {
    return words.result;
  }
  return "";
}

function refuse(reason) {
  status(`This class link cannot be used: ${reason}.`, "error");
  document.body.dataset.state = "refused";
}

function button(text, onClick, cls = "") {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  if (cls) b.className = cls;
  b.addEventListener("click", onClick);
  return b;
}

function el(tag, attrs = {}, html = "") {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (html) e.innerHTML = html;
  return e;
}

// ---- the quiz -------------------------------------------------------------------------
function runQuiz(page, intro) {
  const content = $("content");
  let index = 0;

  const show = () => {
    const q = JSON.parse(page.question(index));
    content.replaceChildren();
    const box = el("section", { class: "ph-quiz", "data-question": String(q.number) });
    box.append(el("h2", { class: "ph-heading" }, ""));
    box.lastChild.textContent = q.heading;
    box.append(el("div", { class: "ph-question-body" }, q.html));

    let chosen = null;
    const options = el("div", { class: "ph-options", role: "group",
                                "aria-label": "Options" });
    q.options.forEach((text, i) => {
      const b = button(`${String.fromCharCode(65 + i)}. ${text}`, () => {
        chosen = text;
        for (const other of options.children) other.setAttribute("aria-pressed", "false");
        b.setAttribute("aria-pressed", "true");
      }, "ph-option");
      b.setAttribute("aria-pressed", "false");
      b.dataset.option = text;
      options.append(b);
    });
    if (q.options.length) box.append(options);

    const input = el("input", { type: "text", class: "ph-answer", "aria-label": "Your answer",
                                autocomplete: "off", spellcheck: "false" });
    input.placeholder = q.placeholder;
    if (q.cards.length) {
      const cards = el("div", { class: "ph-pick", role: "group",
                                "aria-label": "Cards: click the ones you choose" });
      const picked = [];
      for (const c of q.cards) {
        const b = button(c.label, () => {
          const at = picked.indexOf(c.code);
          if (at >= 0) picked.splice(at, 1); else picked.push(c.code);
          b.setAttribute("aria-pressed", String(at < 0));
          input.value = picked.join(" ");
        }, c.red ? "ph-card-button ph-red" : "ph-card-button");
        b.setAttribute("aria-pressed", "false");
        b.setAttribute("aria-label", c.name);
        b.dataset.card = c.code;
        cards.append(b);
      }
      box.append(cards);
    }
    if (!q.options.length) box.append(input);

    const feedback = el("div", { class: "ph-feedback", "aria-live": "polite" });
    // an answer that cannot be read says so here and leaves the last verdict on show
    const message = el("div", { class: "ph-message", "aria-live": "polite" });
    const score = el("p", { class: "ph-score" });
    const last = index + 1 >= intro.count;
    const check = button("Check", () => {
      const answer = q.options.length ? (chosen ?? "") : input.value;
      const v = JSON.parse(page.answer(index, answer));
      if (v.valid) { feedback.innerHTML = v.feedback; message.replaceChildren(); }
      else message.innerHTML = v.feedback;
      score.textContent = `Score: ${v.score}.`;
    }, "ph-primary");
    const next = button(last ? "Finish" : "Next", () => {
      if (last) finish(); else { index += 1; show(); }
    });
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") check.click(); });
    const controls = el("div", { class: "ph-controls" });
    controls.append(check, next);
    box.append(controls, feedback, message, score);
    content.append(box);
    score.textContent = `Score: ${page.score()}.`;
  };

  const finish = () => {
    const r = JSON.parse(page.finish());
    content.replaceChildren();
    const done = el("section", { class: "ph-done" });
    done.append(el("h2", {}, "End of the set"));
    const p = el("p", { class: "ph-final" });
    p.textContent = `You answered ${r.score} (your first answer to each question counts).`;
    const code = el("p", { class: "ph-code" });
    code.append("Your result code: ");
    const strong = el("strong", { "data-code": r.code });
    strong.textContent = r.code;
    code.append(strong);
    done.append(p, code,
      el("p", {}, "Write the code down or show it to your teacher: it tells them your " +
        "score and which questions you got right."));
    content.append(done);
  };

  show();
}

// ---- start ------------------------------------------------------------------------------
async function main() {
  if (window.location.protocol === "file:") return;  // index.html says how to serve the page
  const search = window.location.search;
  const accepts = await description();
  const bad = shapeError(search, accepts);
  if (bad) {
    status(bad, "error");
    document.body.dataset.state = "refused";
    return;
  }
  // a value out of range is refused here, before the 14 MB of Python are fetched
  const wrong = accepts ? valueError(search, accepts) : "";
  if (wrong) {
    refuse(wrong);
    return;
  }
  const base = new URL("../lite/static/pyodide/", window.location.href).href;
  let pyodide;
  try {
    // loaded only once the link's shape is right: a refused link fetches nothing
    const { loadPyodide } = await import(`${base}pyodide.mjs`);
    pyodide = await loadPyodide({ indexURL: base });
    // the package's wheel alone: the class page needs none of its dependencies (the
    // widgets' ipywidgets and IPython), which loading it by name would fetch too
    const lock = await (await fetch(`${base}pyodide-lock.json`)).json();
    await pyodide.loadPackage(base + lock.packages.pokerhands.file_name,
                              { messageCallback: () => {} });
  } catch (err) {
    status(`Python could not start in this browser: ${err.message ?? err}`, "error");
    document.body.dataset.state = "failed";
    return;
  }
  const ClassPage = pyodide.pyimport("pokerhands.book.classpage").ClassPage;
  const page = ClassPage(search);
  if (page.needs_numpy) {
    // loadPackage warns rather than fails when a download fails: look for NumPy itself
    try {
      await pyodide.loadPackage("numpy", { messageCallback: () => {}, errorCallback: () => {} });
    } catch (err) { /* told below */ }
    if (!("numpy" in pyodide.loadedPackages)) {
      status("This part's questions are worked out with NumPy, which this site loads " +
        "from the Pyodide distribution online; it could not be reached.", "error");
      document.body.dataset.state = "failed";
      return;
    }
  }
  let intro;
  try {
    intro = JSON.parse(page.intro());
  } catch (err) {
    status(`The quiz could not be made: ${String(err.message ?? err).split("\n").slice(-2).join(" ")}`,
      "error");
    document.body.dataset.state = "failed";
    return;
  }
  if (intro.error) {
    refuse(intro.error);
    return;
  }
  $("title").textContent = intro.title;
  document.title = `${intro.title} · Poker Hand Rankings`;
  $("about").textContent = intro.about;
  status("");
  if (intro.view === "quiz") {
    runQuiz(page, intro);
  } else {
    if (intro.view !== "result") { $("title").hidden = true; $("about").hidden = true; }
    $("content").innerHTML = intro.html;
    if (intro.view !== "result") {
      const print = button("Print", () => window.print(), "ph-primary ph-noprint");
      $("content").prepend(print);
    }
  }
  document.body.dataset.state = "ready";
}

main();
