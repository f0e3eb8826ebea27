// The teachers' form: turns a part, a ranking system, a number of questions and a seed into
// the class page's links (quiz, worksheet, answer key, a student's result). Links carry
// these settings only; the class page checks them again before it runs anything.
(function () {
  "use strict";
  // the QR code generator sits next to this script (book/_static/vendor, fetched at build)
  const here = document.currentScript ? document.currentScript.src : "";
  let qrLoading = null;
  function loadQr() {
    if (window.qrcode) return Promise.resolve(window.qrcode);
    if (!qrLoading) {
      qrLoading = new Promise((resolve, reject) => {
        const tag = document.createElement("script");
        tag.src = new URL("vendor/qrcode.js", here || window.location.href).href;
        tag.onload = () => resolve(window.qrcode);
        tag.onerror = reject;
        document.head.append(tag);
      });
    }
    return qrLoading;
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
  function setup(form) {
    const parts = JSON.parse(form.dataset.parts);
    const field = (name) => form.elements.namedItem(name);
    const message = form.querySelector(".ph-form-message");
    const base = new URL("../../class/index.html", window.location.href);
    // the warning's sentence is the page's own (translated with the form's other words)
    const local = form.querySelector(".ph-local-warning");
    field("seed").value = today();

    function fillRules() {
      const p = parts[field("part").value];
      const rules = field("rules");
      rules.replaceChildren();
      const first = document.createElement("option");
      first.value = "";
      first.textContent = p.default ? `${p.default} (the part's own)` :
        (p.rules.length ? "any low system (best-low questions only)" : "as each question deals");
      rules.append(first);
      for (const r of p.rules) {
        if (r === p.default) continue;
        const o = document.createElement("option");
        o.value = r;
        o.textContent = r;
        rules.append(o);
      }
      rules.disabled = p.rules.length === 0;
    }

    function whole(name, low, high) {
      const text = String(field(name).value).trim();
      if (!/^\d{1,9}$/.test(text) || +text < low || +text > high) {
        throw new Error(`${name === "n" ? "Questions" : "Seed"} must be a whole number from ` +
          `${low} to ${high}.`);
      }
      return String(+text);
    }

    const qrBox = form.querySelector(".ph-qr");
    function drawQr(url) {
      if (!qrBox) return;
      if (!url) { qrBox.replaceChildren(); return; }
      loadQr().then((qrcode) => {
        const qr = qrcode(0, "M");
        qr.addData(url);
        qr.make();
        qrBox.innerHTML = qr.createSvgTag({ cellSize: 4, margin: 8, scalable: true,
          alt: "QR code of the class link", title: "Class link" });
        qrBox.dataset.url = url;
      }).catch(() => { qrBox.textContent = ""; });
    }

    function update() {
      const links = form.querySelectorAll("a[data-link]");
      let query;
      try {
        const q = new URLSearchParams();
        q.set("part", field("part").value);
        q.set("seed", whole("seed", 0, 999999999));
        q.set("n", whole("n", 1, +field("n").max));
        if (field("rules").value) q.set("rules", field("rules").value);
        query = q;
        const p = parts[field("part").value];
        message.textContent = p.numpy ? "This part's questions are worked out with NumPy, " +
          "which the browser loads from the Pyodide distribution online: it needs the internet." : "";
      } catch (err) {
        message.textContent = err.message;
        field("class-link").value = "";
        drawQr("");
        if (local) local.hidden = true;
        links.forEach((a) => { a.removeAttribute("href"); a.setAttribute("aria-disabled", "true"); });
        return;
      }
      const link = (view, extra) => {
        const q = new URLSearchParams(query);
        if (view !== "quiz") q.set("view", view);
        for (const [k, v] of Object.entries(extra || {})) q.set(k, v);
        const url = new URL(base);
        url.search = q.toString();
        return url.href;
      };
      field("class-link").value = link("quiz");
      drawQr(link("quiz"));
      if (local) local.hidden = !pointsHere(link("quiz"));
      links.forEach((a) => {
        a.removeAttribute("aria-disabled");
        const view = a.dataset.link;
        if (view === "result") {
          const code = field("code").value.trim().toUpperCase().replace(/[^0-9A-Z-]/g, "");
          if (code) a.href = link("result", { code }); else a.removeAttribute("href");
        } else {
          a.href = link(view);
        }
      });
    }

    field("part").addEventListener("change", () => { fillRules(); update(); });
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    form.querySelector("[data-copy]").addEventListener("click", async (e) => {
      const input = field("class-link");
      input.select();
      try {
        await navigator.clipboard.writeText(input.value);
        e.target.textContent = "Copied";
      } catch (_) {
        document.execCommand("copy");
        e.target.textContent = "Copied";
      }
      setTimeout(() => { e.target.textContent = "Copy"; }, 2000);
    });
    fillRules();
    update();
  }
  function start() { document.querySelectorAll("form.ph-class-form").forEach(setup); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
