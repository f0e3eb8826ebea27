// A class link checked before Python is fetched: its shape (known names, each once, short
// values), then its values against the description the book's build writes from the
// package (settings.js: pokerhands.exercises.classroom.link_description), in the package's
// own words. No rule of the link is written twice: the ranges, the choices and the
// sentences are all the description's.

import { t, lang } from "./ui.js";

const VALUE = /^[A-Za-z0-9-]{1,40}$/;

// "" when the link's shape is right, else the sentence that refuses it.
export function shapeError(search, accepts) {
  if (accepts && search.length > accepts.max_length + 1) return t("too_long");  // "?" aside
  const seen = new Set();
  for (const [key, value] of new URLSearchParams(search)) {
    if (accepts && !accepts.keys.includes(key)) {
      return t("only_keys", { keys: accepts.keys.join(", "), key: key.slice(0, 30) });
    }
    if (seen.has(key)) return t("twice", { key: key.slice(0, 30) });
    seen.add(key);
    if (!VALUE.test(value)) return t("shape", { key, value: value.slice(0, 30) });
  }
  if (!seen.has("part") || !seen.has("seed")) return t("needs");
  return "";
}

// The sentences of the description in the page's language.
function messages(accepts) {
  return accepts.messages[lang] ?? accepts.messages.en;
}

// "" when Python would accept the values of a well-shaped link, else Python's sentence,
// checked in the order Python checks them.
export function valueError(search, accepts) {
  const words = messages(accepts);
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
  if ("lang" in found && accepts.langs && !accepts.langs.includes(found.lang)) {
    return say(words.lang, quoted(found.lang));
  }
  if ("lock" in found && accepts.lock) {
    const lock = found.lock.toUpperCase();
    if (lock.length !== accepts.lock.length ||
        [...lock].some((c) => !accepts.lock.alphabet.includes(c))) {
      return say(words.lock, quoted(found.lock));
    }
  } else if (view === "key" && accepts.lock) {
    return words.key_lock;
  }
  return "";
}
