// A class link checked before Python is fetched, in the order and with the words of the
// package's read_settings (pokerhands.exercises.classroom): its shape (known names, each
// once, not too long), then its values against the description the book's build writes
// from the package (settings.js: link_description). No rule and no sentence of the link is
// written here: the ranges and choices are the description's, the sentences the package's.

import { t, lang } from "./ui.js";

// A character as Python's repr() writes it inside quotes (a new line as \n, a control
// character as \x..), or as it is.
function escaped(ch, q) {
  const code = ch.codePointAt(0);
  if (ch === "\\" || ch === q) return `\\${ch}`;
  if (ch === "\n") return "\\n";
  if (ch === "\r") return "\\r";
  if (ch === "\t") return "\\t";
  if (code < 32 || code === 127) return `\\x${code.toString(16).padStart(2, "0")}`;
  return ch;
}

// A value as the package quotes it (pokerhands.core.language.quoted): in English as
// Python's repr() quotes a short string, in another language in its own quotation marks
// (the description's value.marks), a character that does not print escaped.
function inQuotes(text, accepts) {
  const marks = lang === "en" ? null : accepts?.value?.marks?.[lang];
  if (!marks) {
    const q = text.includes("'") && !text.includes('"') ? '"' : "'";
    return q + [...text].map((ch) => escaped(ch, q)).join("") + q;
  }
  return marks[0] + [...text].map((ch) => (ch === "\\" ? ch : escaped(ch, ""))).join("") +
    marks[1];
}

// A refused value as the package shows it (classroom.shown_value): digits as they are,
// anything else quoted, cut at the description's length with "…".
function cut(text, max) {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`;
}
const quoted = (text, accepts) => inQuotes(cut(text, accepts?.value?.max ?? 40), accepts);
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
