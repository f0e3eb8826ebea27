// The results view, for the teacher: the class link, every student's name and code pasted
// at once, Mark (Python's ClassPage.mark: the table and the tally per question), Print and
// Download CSV. The page remembers the last class link and the lines pasted for each class
// on this device, so marking can wait until the next day.

import { $, t, lang, el, fromPython, button, call } from "./ui.js";
import { shapeError, valueError } from "./link.js";

export const LAST_CLASS = "ph-class:results:v1:last";
const LINES = "ph-class:results:v1:lines:";

const remember = (key, value) => {
  try { window.localStorage.setItem(key, value); } catch (err) { /* marking works without */ }
};
const recall = (key) => {
  try { return window.localStorage.getItem(key); } catch (err) { return null; }
};

// The query of a results link made from a class link's query (its view replaced by
// results, its language by the page's), keys in the link's order.
function resultsQuery(search, keys) {
  const given = new URLSearchParams(search);
  const pairs = [];
  for (const key of keys) {
    if (key === "view") pairs.push(["view", "results"]);
    else if (key === "lang") { if (lang !== "en") pairs.push(["lang", lang]); }
    else if (given.has(key)) pairs.push([key, given.get(key)]);
  }
  return `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`;
}

// The class link the students used: this page's own, without view=results.
function classLink() {
  const url = new URL(window.location.href);
  url.searchParams.delete("view");
  url.hash = "";
  return url.href;
}

export function runResults(page, intro, accepts) {
  const content = $("content");
  const keys = accepts?.keys ?? ["part", "seed", "n", "rules", "view", "lang", "lock"];
  remember(LAST_CLASS, window.location.search);
  const section = el("section", { class: "ph-results" });

  // the class link: another pasted here reloads the page with its settings
  const linkLabel = el("label", { for: "ph-class-link" }, t("link_label"));
  const link = el("input", { id: "ph-class-link", type: "url", class: "ph-answer ph-link",
                             autocomplete: "off", spellcheck: "false" });
  link.value = classLink();
  const linkAbout = el("p", { class: "ph-hint" }, t("link_about"));
  const linkMessage = el("p", { class: "ph-error-text", "aria-live": "polite" });
  const use = button(t("link_use"), () => {
    let search;
    try {
      search = new URL(link.value.trim(), window.location.href).search;
    } catch (err) {
      search = null;
    }
    const bad = search === null || !search ? t("link_bad")
      : shapeError(search, accepts) || (accepts ? valueError(search, accepts) : "");
    if (bad) {
      linkMessage.textContent = bad;
      return;
    }
    window.location.assign(resultsQuery(search, keys));
  }, "ph-use");
  const linkRow = el("div", { class: "ph-controls" });
  linkRow.append(use);

  // the names and codes
  const linesLabel = el("label", { for: "ph-lines" }, t("lines_label"));
  const lines = el("textarea", { id: "ph-lines", class: "ph-lines-box", rows: "10",
                                 autocomplete: "off", spellcheck: "false" });
  lines.value = recall(LINES + intro.set_query) ?? "";
  const linesAbout = el("p", { class: "ph-hint" }, t("lines_about"));
  const message = el("p", { class: "ph-error-text", "aria-live": "polite" });
  const table = el("div", { class: "ph-marks-box", "aria-live": "polite" });
  let csv = "";

  const print = button(t("print"), () => window.print(), "ph-print ph-noprint");
  const download = button(t("csv"), () => {
    // a byte-order mark first, so that a spreadsheet reads the names' letters as UTF-8
    const blob = new Blob(["\ufeff", csv], { type: "text/csv;charset=utf-8" });
    const a = el("a", { href: URL.createObjectURL(blob),
                        download: `class-${intro.set_query.replace(/[&=]/g, "_")}.csv` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }, "ph-csv ph-noprint");
  const after = el("div", { class: "ph-controls ph-noprint ph-after" });
  after.append(print, download);
  after.hidden = true;

  const mark = button(t("mark"), () => {
    remember(LINES + intro.set_query, lines.value);
    const r = call(page.mark(lines.value));
    if (!r.ok) {
      message.textContent = r.error;
      table.replaceChildren();
      after.hidden = true;
      return;
    }
    message.textContent = "";
    csv = r.csv;
    table.replaceChildren(fromPython("div", {}, r.html));
    after.hidden = false;
    document.body.dataset.marked = String(r.count);
  }, "ph-primary ph-mark");
  const markRow = el("div", { class: "ph-controls ph-noprint" });
  markRow.append(mark);

  const form = el("div", { class: "ph-results-form ph-noprint" });
  form.append(linkLabel, link, linkAbout, linkRow, linkMessage, linesLabel, linesAbout, lines,
              markRow, message, el("p", { class: "ph-hint" }, t("remembered")));
  section.append(form, after, table);
  content.replaceChildren(section);
  if (lines.value.trim()) mark.click();
}

// A results link with no class (view=results alone): the last class marked on this
// device, or null.
export function lastClass() {
  return recall(LAST_CLASS);
}
