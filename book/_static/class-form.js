// The teachers' form: turns a part, a ranking system, a number of questions, a seed, the
// class's language and the teacher's word into the class page's links (the quiz, the
// worksheet, the answer key, marking the class). Links carry these settings and, with a word,
// a four-character check of it (the lock); the class page checks them again before it runs
// anything. Every word shown comes from Python (pokerhands.book.class_form): the form's
// data-words holds them in the four languages, data-parts and data-limits the choices.
(function () {
  "use strict";
  // the vendored scripts sit next to this one (book/_static/vendor, fetched at build)
  const here = document.currentScript ? document.currentScript.src : "";
  const vendor = (path) => new URL("vendor/" + path, here || window.location.href).href;
  let qrLoading = null;
  function loadQr() {
    if (window.qrcode) return Promise.resolve(window.qrcode);
    if (!qrLoading) {
      qrLoading = new Promise((resolve, reject) => {
        const tag = document.createElement("script");
        tag.src = vendor("qrcode.js");
        tag.onload = () => resolve(window.qrcode);
        tag.onerror = reject;
        document.head.append(tag);
      });
    }
    return qrLoading;
  }
  // js-sha256 as an ES module: no crypto.subtle needed (absent on plain http), and a page's
  // AMD loader never sees it; fetched only once a word is typed
  let shaLoading = null;
  function loadSha() {
    if (!shaLoading) shaLoading = import(vendor("sha256/sha256.js")).then((m) => m.sha256);
    return shaLoading;
  }
  // the same as pokerhands.exercises.classroom.name_key
  function nameKey(text) {
    // accents, case, spacing and punctuation aside
    return String(text).normalize("NFKD").replace(/\p{Mn}/gu, "").normalize("NFKC")
      .toLowerCase().replaceAll("ς", "σ").replace(/[^\p{L}\p{N}]/gu, "");
  }
  // the same as pokerhands.exercises.classroom.key_lock: the first 5 x length bits of the
  // digest (length 4: 20 bits), most significant first, in the result code's alphabet
  function keyLock(sha256, alphabet, length, word, setQuery) {
    const top = parseInt(sha256("pokerhands-key|" + setQuery + "|" + nameKey(word)).slice(0, 8), 16);
    const bits = top >>> (32 - 5 * length);
    return Array.from({ length }, (_, i) => alphabet[(bits >>> (5 * (length - 1 - i))) & 31]).join("");
  }
  // true when a link would lead student devices back to themselves, not to this computer:
  // a file:// page, localhost, or a loopback address (127.x.x.x, ::1, and 0.0.0.0, which a
  // browser opens as this computer); the URL parser has already written IPv4 in full
  // (127.1 -> 127.0.0.1) and IPv4-mapped IPv6 in hex ([::ffff:7f00:1])
  function pointsHere(href) {
    let url;
    try { url = new URL(href); } catch (_) { return false; }
    if (url.protocol === "file:") return true;
    const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
    return host === "" || host === "localhost" || host.endsWith(".localhost") ||
      /^127\.\d+\.\d+\.\d+$/.test(host) || host === "0.0.0.0" ||
      host === "::1" || host === "::" || /^::ffff:(7f[0-9a-f]{2}:|0:)/.test(host);
  }
  function today() {
    const d = new Date();
    return String(d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate());
  }
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  }
  function setup(form) {
    const parts = JSON.parse(form.dataset.parts);
    const limits = JSON.parse(form.dataset.limits);
    const words = JSON.parse(form.dataset.words);
    const field = (name) => form.elements.namedItem(name);
    const message = form.querySelector(".ph-form-message");
    // the class page is the English site's (class/): the page says where it is from here
    // (book/_ext/theme_words.py), a page of the Russian site one folder further up
    const here = document.getElementById("ph-script-words");
    const base = new URL(here ? JSON.parse(here.textContent).class_page : "../../class/index.html",
                         window.location.href);
    const local = form.querySelector(".ph-local-warning");
    const needsWord = form.querySelector(".ph-key-needs-word");
    // the page's own language (a translated page's <html lang>), else the form's
    const pageLang = [document.documentElement.lang, form.dataset.lang]
      .map((l) => String(l || "").slice(0, 2).toLowerCase()).find((l) => l in words) || "en";
    let lang = pageLang;
    const t = (key) => words[lang][key];
    let sha256 = null;

    function speak() {
      form.querySelectorAll("[data-w]").forEach((el) => { el.textContent = t(el.dataset.w); });
      form.querySelectorAll("[data-w-label]").forEach((el) => {
        el.setAttribute("aria-label", t(el.dataset.wLabel));
      });
      for (const o of field("part").options) o.textContent = words[lang].part_names[o.value];
      fillRules();
    }

    function fillRules() {
      const p = parts[field("part").value];
      const rules = field("rules");
      const kept = rules.value;
      const names = words[lang].rule_names;
      rules.replaceChildren();
      const first = document.createElement("option");
      first.value = "";
      first.textContent = p.default ? fill(t("own"), { rules: names[p.default] || p.default }) :
        (p.rules.length ? t("any_low") : t("each_deals"));
      rules.append(first);
      for (const r of p.rules) {
        if (r === p.default) continue;
        const o = document.createElement("option");
        o.value = r;
        o.textContent = names[r] || r;
        rules.append(o);
      }
      rules.value = [...rules.options].some((o) => o.value === kept) ? kept : "";
      rules.disabled = p.rules.length === 0;
    }

    function whole(name, key) {
      const [low, high] = limits[name];
      const text = String(field(name).value).trim();
      if (!/^\d{1,9}$/.test(text) || +text < low || +text > high) {
        throw new Error(fill(t(key), { low, high }));
      }
      return String(+text);
    }

    const qrBox = form.querySelector(".ph-qr");
    function drawQr(box, url, cellSize) {
      if (!box) return;
      if (!url) { box.replaceChildren(); delete box.dataset.url; return; }
      loadQr().then((qrcode) => {
        const qr = qrcode(0, "M");
        qr.addData(url);
        qr.make();
        box.innerHTML = qr.createSvgTag({ cellSize, margin: 8, scalable: true,
          alt: t("qr_alt"), title: t("class_box") });
        box.dataset.url = url;
      }).catch(() => { box.textContent = ""; });
    }

    // the last settings, kept in the browser (never the word, but its lock, with the set it
    // was made for: the lock is part of what deals the set, so the next day's class link,
    // marking link and key link, which asks for the word, still lead to the lesson's set);
    // the language only when it was chosen on a page in this page's language
    let kept = { lock: "", lockFor: "" };
    function save(settings) {
      try {
        localStorage.setItem(limits.storage, JSON.stringify({ ...settings, page: pageLang }));
      } catch (_) { /* storage unavailable: the form still works, it only forgets */ }
    }
    function restore() {
      let saved = null;
      try { saved = JSON.parse(localStorage.getItem(limits.storage) || "null"); } catch (_) {}
      if (!saved || typeof saved !== "object") return false;
      if (String(saved.part) in parts) field("part").value = String(saved.part);
      if (saved.lang in words && saved.page === pageLang) lang = saved.lang;
      field("lang").value = lang;
      fillRules();
      if ([...field("rules").options].some((o) => o.value === saved.rules)) {
        field("rules").value = saved.rules;
      }
      if (/^\d{1,9}$/.test(String(saved.n))) field("n").value = saved.n;
      if (/^\d{1,9}$/.test(String(saved.seed))) field("seed").value = saved.seed;
      if (typeof saved.lock === "string" && typeof saved.lockFor === "string" &&
          saved.lock.length === limits.lock &&
          [...saved.lock].every((c) => limits.alphabet.includes(c))) {
        kept = { lock: saved.lock, lockFor: saved.lockFor };
      }
      return /^\d{1,9}$/.test(String(saved.seed));
    }

    let current = "";
    function update() {
      const links = form.querySelectorAll("a[data-link]");
      const off = (a) => { a.removeAttribute("href"); a.setAttribute("aria-disabled", "true"); };
      let set;
      try {
        set = new URLSearchParams();
        set.set("part", field("part").value);
        set.set("seed", whole("seed", "bad_seed"));
        set.set("n", whole("n", "bad_n"));
        if (field("rules").value) set.set("rules", field("rules").value);
        message.textContent = parts[field("part").value].numpy ? t("numpy") : "";
      } catch (err) {
        message.textContent = err.message;
        field("class-link").value = "";
        current = "";
        drawQr(qrBox, "", 4);
        if (local) local.hidden = true;
        links.forEach(off);
        return;
      }
      const word = field("word").value;
      const wordOk = nameKey(word).length >= limits.word;
      if (wordOk && !sha256) {
        loadSha().then((f) => { sha256 = f; update(); }).catch(() => {});
      }
      let lock = wordOk && sha256 ? keyLock(sha256, limits.alphabet, limits.lock, word, set.toString()) : "";
      if (lock) kept = { lock, lockFor: set.toString() };
      else if (!word && kept.lockFor === set.toString()) lock = kept.lock;  // the lesson's
      save({ part: set.get("part"), rules: set.get("rules") || "", n: set.get("n"),
        seed: set.get("seed"), lang, ...kept });
      const link = (view) => {
        const q = new URLSearchParams(set);
        // as ClassSettings.query writes it: the defaults (quiz, en) left out
        if (view !== "quiz") q.set("view", view);
        if (lang !== "en") q.set("lang", lang);
        if (lock) q.set("lock", lock);
        const url = new URL(base);
        url.search = q.toString();
        return url.href;
      };
      current = link("quiz");
      field("class-link").value = current;
      if (qrBox.dataset.url !== current) drawQr(qrBox, current, 4);
      if (local) local.hidden = !pointsHere(current);
      links.forEach((a) => {
        if (a.dataset.link === "key" && !lock) { off(a); return; }
        a.removeAttribute("aria-disabled");
        a.href = link(a.dataset.link);
      });
      if (needsWord) needsWord.hidden = Boolean(lock);
    }

    // the QR code alone, as large as the screen allows, for a projector
    const dialog = form.querySelector(".ph-qr-dialog");
    form.querySelector(".ph-qr-full").addEventListener("click", () => {
      if (!current || !dialog) return;
      drawQr(dialog.querySelector(".ph-qr-big"), current, 10);
      dialog.querySelector(".ph-qr-link").textContent = current;
      // on the projector too, say when the code leads students' devices nowhere
      dialog.querySelector(".ph-qr-local").hidden = !pointsHere(current);
      dialog.showModal();
      if (dialog.requestFullscreen) dialog.requestFullscreen().catch(() => {});
    });
    dialog.querySelector(".ph-qr-close").addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", () => {
      if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    });
    document.addEventListener("fullscreenchange", () => {
      if (!document.fullscreenElement && dialog.open) dialog.close();
    });

    field("part").addEventListener("change", () => { fillRules(); update(); });
    field("lang").addEventListener("change", () => {
      lang = field("lang").value in words ? field("lang").value : "en";
      speak();
      update();
      if (qrBox.dataset.url) drawQr(qrBox, current, 4);  // the QR's alt in the new words
    });
    form.querySelector(".ph-new-seed").addEventListener("click", () => {
      field("seed").value = today();
      update();
    });
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    form.querySelector("[data-copy]").addEventListener("click", async (e) => {
      const input = field("class-link");
      input.select();
      try {
        await navigator.clipboard.writeText(input.value);
      } catch (_) {
        document.execCommand("copy");
      }
      e.target.textContent = t("copied");
      setTimeout(() => { e.target.textContent = t("copy"); }, 2000);
    });
    if (!restore()) field("seed").value = today();  // the date is only the first seed
    field("lang").value = lang;
    speak();
    update();
  }
  function start() { document.querySelectorAll("form.ph-class-form").forEach(setup); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
