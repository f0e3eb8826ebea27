// What the class page's views share: elements, buttons, the status line, the page's words
// (from settings.js, in the link's language; boot.js chose it) and an in-page question.

export const $ = (id) => document.getElementById(id);

const boot = window.PH_CLASS_BOOT ?? { lang: "en", words: {}, english: {} };
export const lang = boot.lang;

// The word `key` in the page's language (English where the catalog has none yet), with
// each {name} replaced by vars[name].
export function t(key, vars = {}) {
  const text = boot.words[key] ?? boot.english[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in vars ? String(vars[name]) : all));
}

export function status(text, kind = "info") {
  const box = $("status");
  box.textContent = text;
  box.className = `ph-status ph-${kind}`;
  box.hidden = !text;
  if (kind === "error") box.setAttribute("role", "alert");
}

export function el(tag, attrs = {}, text = "") {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
}

// An element whose inner HTML is Python's (the package escapes what it writes).
export function fromPython(tag, attrs, html) {
  const e = el(tag, attrs);
  e.innerHTML = html;
  return e;
}

export function button(text, onClick, cls = "") {
  const b = el("button", { type: "button" }, text);
  if (cls) b.className = cls;
  b.addEventListener("click", onClick);
  return b;
}

// A question asked in the page (never window.confirm): `sentence`, a "yes" and a "no"
// button; resolves true or false. `after` is where the box goes.
export function ask(after, sentence, yes, no) {
  after.parentElement.querySelector(".ph-ask")?.remove();
  return new Promise((resolve) => {
    const box = el("div", { class: "ph-ask", role: "alertdialog", "aria-live": "assertive" });
    const p = el("p", {}, sentence);
    const id = `ph-ask-${Date.now()}`;
    p.id = id;
    box.setAttribute("aria-describedby", id);
    const done = (answer) => { box.remove(); resolve(answer); };
    const row = el("div", { class: "ph-controls" });
    const stay = button(no, () => done(false), "ph-primary");
    row.append(stay, button(yes, () => done(true), "ph-skip"));
    box.append(p, row);
    after.after(box);
    stay.focus();
  });
}

// Parse a ClassPage method's JSON text.
export const call = (text) => JSON.parse(text);
