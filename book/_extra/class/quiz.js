// The live quiz: the name screen, one question at a time (options, cards or hands to tap,
// or a typed answer), Back, Next that asks before skipping, and the end screen with the
// result code. Every verdict, score and sentence about an answer is Python's
// (pokerhands.book.classpage.ClassPage); the progress survives a reload (progress.js).

import { $, t, el, fromPython, button, ask, call, status } from "./ui.js";
import { openProgress } from "./progress.js";

export function runQuiz(page, intro) {
  const content = $("content");
  const count = intro.count;
  const store = openProgress(intro.set_query);
  const progress = { name: "", index: 0, given: Array(count).fill(null), done: false };
  const verdicts = Array(count).fill(null);  // each question's last readable verdict
  let warned = false;
  let welcome = "";  // said once, above the first question shown after a reload
  // the score in the link's language, as Python's last verdict gave it ("" before any)
  let lastScore = "";
  const scoreLine = () => (lastScore ? t("score", { score: lastScore }) : "");

  const warnStorage = () => {
    if (warned) return;
    warned = true;
    status(t("storage"), "warn");
  };
  const save = () => {
    if (!store || !store.save(progress)) warnStorage();
  };

  // ---- the name, before the first question ----
  const nameScreen = () => {
    content.replaceChildren();
    const form = el("form", { class: "ph-name-form", novalidate: "" });
    const label = el("label", { for: "ph-name" }, t("name_label"));
    const input = el("input", { id: "ph-name", name: "name", type: "text", class: "ph-answer",
                                autocomplete: "off", spellcheck: "false", maxlength: "80" });
    const about = el("p", { class: "ph-hint" }, t("name_about"));
    const message = el("p", { class: "ph-error-text", "aria-live": "polite" });
    const go = el("button", { type: "submit", class: "ph-primary ph-start" }, t("start"));
    form.append(label, input, about, go, message);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const r = call(page.start(input.value));
      if (!r.ok) {
        message.textContent = r.error;
        input.focus();
        return;
      }
      progress.name = r.name;
      show(0);
    });
    content.append(form);
    input.focus();
  };

  // ---- a reload: the same name, then each answer given, through Python ----
  const resume = (saved) => {
    const r = call(page.start(saved.name));
    if (!r.ok) return false;
    progress.name = r.name;
    saved.given.slice(0, count).forEach((g, i) => {
      if (!g || typeof g.first !== "string") return;
      const last = typeof g.last === "string" ? g.last : g.first;
      let v = call(page.answer(i, g.first));
      if (last !== g.first) v = call(page.answer(i, last));
      lastScore = v.score;
      progress.given[i] = { first: g.first, last };
      if (v.valid) verdicts[i] = v;
    });
    const index = Number.isInteger(saved.index) ? saved.index : 0;
    progress.index = Math.min(Math.max(index, 0), count - 1);
    progress.done = saved.done === true;
    return true;
  };

  // ---- one question ----
  const show = (i) => {
    progress.index = i;
    save();
    const q = call(page.question(i));
    const given = progress.given[i];
    content.replaceChildren();
    const box = el("section", { class: "ph-quiz", "data-question": String(q.number) });
    if (welcome) {
      box.append(el("p", { class: "ph-note" }, welcome));
      welcome = "";
    }
    box.append(el("h2", { class: "ph-heading" }, q.heading));
    const body = fromPython("div", { class: "ph-question-body" }, q.html);
    box.append(body);

    // options: one to choose, sent to Python by its letter, which reads in every language
    // (a reload after a change of language replays it the same)
    let chosen = q.options.length && given ? given.last : null;
    const letters = q.letters ?? q.options.map((o, k) => String.fromCharCode(65 + k));
    const options = el("div", { class: "ph-options", role: "group", "aria-label": t("options") });
    q.options.forEach((text, k) => {
      const b = button(`${letters[k]}. ${text}`, () => {
        chosen = letters[k];
        for (const other of options.children) other.setAttribute("aria-pressed", String(other === b));
      }, "ph-option");
      b.setAttribute("aria-pressed", String(letters[k] === chosen || text === chosen));
      b.dataset.option = text;
      b.dataset.letter = letters[k];
      options.append(b);
    });
    if (q.options.length) box.append(options);

    // a typed answer, which the card and hand buttons fill in
    const input = el("input", { type: "text", class: "ph-answer", "aria-label": t("answer_label"),
                                autocomplete: "off", spellcheck: "false" });
    // what to type, above the box in full: a placeholder is cut at the box's width on a phone
    const hint = el("p", { class: "ph-answer-hint", id: `ph-hint-${i}` });
    hint.textContent = q.placeholder ?? "";
    if (hint.textContent) input.setAttribute("aria-describedby", hint.id);
    if (given && !q.options.length) input.value = given.last;
    if (q.cards.length) box.append(cardButtons(q, input));
    if (q.order > 0) box.append(orderButtons(q, input, body));
    if (!q.options.length) {
      if (hint.textContent) box.append(hint);
      box.append(input);
    }

    const before = verdicts[i];
    const feedback = fromPython("div", { class: "ph-feedback", "aria-live": "polite" },
                                before ? before.feedback : "");
    const message = el("div", { class: "ph-message", "aria-live": "polite" });
    const score = el("p", { class: "ph-score" }, scoreLine());
    const last = i + 1 >= count;
    const check = button(t("check"), () => {
      const text = q.options.length ? (chosen ?? "") : input.value;
      const v = call(page.answer(i, text));
      if (v.valid) {
        feedback.innerHTML = v.feedback;
        message.replaceChildren();
        verdicts[i] = v;
        const g = progress.given[i];
        if (g) g.last = text; else progress.given[i] = { first: text, last: text };
        save();
      } else {
        // the last verdict stays on show; what was typed is quoted in a sentence
        message.innerHTML = v.feedback;
        if (v.quoted && text.trim()) message.prepend(el("p", { class: "ph-quoted" }, v.quoted));
      }
      lastScore = v.score;
      score.textContent = scoreLine();
    }, "ph-primary ph-check");
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") check.click(); });

    const moves = el("div", { class: "ph-moves" });
    const back = button(t("back"), () => show(i - 1), "ph-back");
    back.disabled = i === 0;
    const next = button(last ? t("finish") : t("next"), async () => {
      if (!progress.given[i]) {
        const skip = await ask(moves, t("skip_ask"), t("skip_yes"), t("skip_no"));
        if (!skip) return;
      }
      if (last) finish(); else show(i + 1);
    }, last ? "ph-next ph-finish" : "ph-next");
    moves.append(back, next);
    const checks = el("div", { class: "ph-controls" });
    checks.append(check);
    box.append(checks, feedback, message, score, moves);
    content.append(box);
    box.querySelector("h2").scrollIntoView({ block: "nearest" });
  };

  // ---- the end of the set ----
  const finish = () => {
    const r = call(page.finish());
    progress.done = true;
    save();
    content.replaceChildren();
    const done = el("section", { class: "ph-done" });
    done.append(el("h2", {}, t("end_title")),
                el("p", { class: "ph-final" }, t("end_score", { score: r.score })));
    if (r.summary) done.append(el("p", { class: "ph-summary" }, r.summary));
    const name = el("p", { class: "ph-name-line" }, `${t("name_label")}: `);
    name.append(el("strong", {}, progress.name));
    const code = el("p", { class: "ph-code" }, `${t("code_label")} `);
    code.append(el("strong", { "data-code": r.code }, r.code));
    done.append(name, code, el("p", {}, t("code_note")));
    content.append(done);
  };

  if (!store) warnStorage();
  const saved = store ? store.load() : null;
  if (saved && saved.name && resume(saved)) {
    if (progress.done) {
      finish();
    } else {
      welcome = t("resumed", { name: progress.name });
      show(progress.index);
    }
  } else {
    nameScreen();
  }
}

// The cards of a card answer as buttons: a tap adds or takes away a card in the box.
function cardButtons(q, input) {
  const cards = el("div", { class: "ph-pick", role: "group", "aria-label": t("cards_label") });
  const codes = new Set(q.cards.map((c) => c.code));
  const picked = input.value.split(/\s+/).filter((c) => codes.has(c));
  for (const c of q.cards) {
    const b = button(c.label, () => {
      const at = picked.indexOf(c.code);
      if (at >= 0) picked.splice(at, 1); else picked.push(c.code);
      b.setAttribute("aria-pressed", String(at < 0));
      input.value = picked.join(" ");
    }, c.red ? "ph-card-button ph-red" : "ph-card-button");
    b.setAttribute("aria-pressed", String(picked.includes(c.code)));
    b.setAttribute("aria-label", c.name);
    b.dataset.card = c.code;
    cards.append(b);
  }
  return cards;
}

// An order question by taps: the hands' numbers as buttons, and the hands themselves, each
// tap putting that hand next in the order (a second tap takes it out); "=" makes the next
// hand tapped equal to the one before; Clear starts again. The box shows the order as it
// would be typed ("2 > 1 = 3"), and typing stays possible.
function orderButtons(q, input, body) {
  const wrap = el("div", { class: "ph-order" });
  const group = el("div", { class: "ph-pick", role: "group", "aria-label": t("order_label") });
  let seq = [];  // [{n, eq}]: eq when the hand is equal to the one before it
  let equal = false;
  const buttons = [];
  const rows = [...body.children].slice(1, 1 + q.order);  // the prompt, then each hand
  const at = (n) => seq.findIndex((s) => s.n === n);
  const show = () => {
    buttons.forEach((b, k) => b.setAttribute("aria-pressed", String(at(k + 1) >= 0)));
    eq.setAttribute("aria-pressed", String(equal));
    // each hand's place, best first; equal hands share one ("1", "1", "3")
    const places = [];
    seq.forEach((s, k) => places.push(s.eq ? places[k - 1] : k + 1));
    rows.forEach((row, k) => { row.dataset.place = at(k + 1) < 0 ? "" : String(places[at(k + 1)]); });
  };
  const write = () => {
    input.value = seq.map((s, k) => (k ? (s.eq ? " = " : " > ") : "") + s.n).join("");
    show();
  };
  const tap = (n) => {
    const k = at(n);
    if (k >= 0) {
      seq.splice(k, 1);
      if (seq.length) seq[0].eq = false;
    } else {
      seq.push({ n, eq: equal && seq.length > 0 });
    }
    equal = false;
    write();
  };
  for (let n = 1; n <= q.order; n += 1) {
    const b = button(String(n), () => tap(n), "ph-order-button");
    b.dataset.hand = String(n);
    buttons.push(b);
    group.append(b);
  }
  const eq = button("=", () => { equal = !equal && seq.length > 0; show(); }, "ph-order-equal");
  eq.setAttribute("aria-label", t("equal_label"));
  // "=" only where the question says some hands are equal (typing one stays possible)
  if (q.ties) group.append(eq);
  group.append(button(t("clear"), () => { seq = []; equal = false; write(); }, "ph-clear"));
  rows.forEach((row, k) => {
    row.classList.add("ph-hand-row");
    row.dataset.hand = String(k + 1);
    row.addEventListener("click", () => tap(k + 1));
  });
  // typing takes over: the buttons follow what the box says
  input.addEventListener("input", () => {
    seq = [];
    let join = false;
    for (const [token] of input.value.matchAll(/\d+|=/g)) {
      if (token === "=") { join = true; continue; }
      const n = Number(token);
      if (n >= 1 && n <= q.order && at(n) < 0) seq.push({ n, eq: join && seq.length > 0 });
      join = false;
    }
    equal = false;
    show();
  });
  if (input.value) input.dispatchEvent(new Event("input"));
  wrap.append(el("p", { class: "ph-hint" }, t("order_label")), group);
  return wrap;
}
