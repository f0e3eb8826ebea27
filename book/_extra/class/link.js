// A class link checked before Python is fetched, in the order and with the words of the
// package's read_settings (pokerhands.exercises.classroom): its shape (known names, each
// once, not too long), then its values against the description the book's build writes
// from the package (settings.js: link_description). No rule and no sentence of the link is
// written here: the ranges and choices are the description's, the sentences the package's.

import { t, lang } from "./ui.js";

// A value as Python's repr() quotes a short string.
function pyRepr(text) {
  const q = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (ch === "\\" || ch === q) out += `\\${ch}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code < 32 || code === 127) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else out += ch;
  }
  return q + out + q;
}

// A refused value as the package shows it (classroom.shown_value): digits as they are,
// anything else quoted, cut at the description's length with "…".
function cut(text, max) {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`;
}
const quoted = (text, accepts) => pyRepr(cut(text, accepts?.value?.max ?? 40));
const shown = (text, accepts) => (/^[0-9]+$/.test(text) ? cut(text, accepts?.value?.max ?? 40)
                                                        : quoted(text, accepts));

// "" when the link's shape is right, else the package's sentence that refuses it.
export function shapeError(search, accepts) {
  const text = search.replace(/^\?/, "");
  if (accepts && text.length > accepts.max_length) return t("too_long", { count: text.length });
  if (text && (text.split("&").some((field) => !field.includes("=")) ||
               (accepts && text.split("&").length > accepts.keys.length))) {
    return t("unreadable", { value: quoted(text, accepts) });
  }
  const seen = new Set();
  for (const [key] of new URLSearchParams(text)) {
    if (accepts && !accepts.keys.includes(key)) return t("only_keys", { value: quoted(key, accepts) });
    if (seen.has(key)) return t("twice", { name: key });
    seen.add(key);
  }
  if (!seen.has("part") || !seen.has("seed")) return t("needs");
  return "";
}

// "" when Python would accept the values of a well-shaped link, else Python's sentence,
// checked in the order Python checks them.
export function valueError(search, accepts) {
  const words = accepts.messages[lang] ?? accepts.messages.en;
  const found = {};
  for (const [key, value] of new URLSearchParams(search)) found[key] = value.trim();
  const say = (template, value) => template.replace("{value}", value);
  const numbers = {};
  for (const number of accepts.numbers) {
    const text = found[number.name] ?? (number.default === null ? null : String(number.default));
    if (text === null) return words.needs;
    if (!/^[0-9]+$/.test(text) || text.length > number.digits ||
        Number(text) < number.low || Number(text) > number.high) {
      return say(words.numbers[number.name], shown(text, accepts));
    }
    numbers[number.name] = Number(text);
  }
  const part = String(numbers.part);
  if (found.rules && !accepts.rules[part].includes(found.rules)) {
    return say(words.rules[part], quoted(found.rules, accepts));
  }
  const view = found.view || "quiz";
  if (!accepts.views.includes(view)) return say(words.view, quoted(view, accepts));
  const language = found.lang || "en";
  if (!accepts.langs.includes(language)) return say(words.lang, quoted(language, accepts));
  const lock = found.lock || null;
  if (lock !== null && (lock.length !== accepts.lock.length ||
                        [...lock].some((c) => !accepts.lock.alphabet.includes(c)))) {
    return say(words.lock, quoted(lock, accepts));
  }
  if (view === "key" && lock === null) return words.key_lock;
  return "";
}
