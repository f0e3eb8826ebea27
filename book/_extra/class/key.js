// The answer key behind the teacher's word: the link carries only a check (lock) made from
// the word and the settings; Python (ClassPage.unlock) compares the word typed with it and
// gives the key's HTML only when they match.

import { $, t, el, fromPython, button, call } from "./ui.js";

export function runKey(page, intro) {
  const content = $("content");
  const form = el("form", { class: "ph-word-form", novalidate: "" });
  const label = el("label", { for: "ph-word" }, t("word_label"));
  const input = el("input", { id: "ph-word", name: "word", type: "password", class: "ph-answer",
                              autocomplete: "off", spellcheck: "false", maxlength: "80" });
  const about = el("p", { class: "ph-hint" }, t("word_about"));
  const message = el("p", { class: "ph-error-text", "aria-live": "polite" });
  const open = el("button", { type: "submit", class: "ph-primary ph-open" }, t("open_key"));
  form.append(label, input, about, open, message);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const r = call(page.unlock(input.value));
    if (!r.ok) {
      message.textContent = r.error;
      input.select();
      return;
    }
    $("title").hidden = true;
    $("about").hidden = true;
    content.replaceChildren(button(t("print"), () => window.print(), "ph-primary ph-noprint"),
                            fromPython("div", { class: "ph-key-view" }, r.html));
    document.body.dataset.key = "open";
  });
  content.replaceChildren(form);
  input.focus();
}
