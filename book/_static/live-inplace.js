/* A chapter page's saved widgets come alive where they stand (issue 36).
 *
 * Until the reader touches a widget, each is a picture drawn from its saved state by the
 * widget manager (widgets/embed.js), and nothing of Python is fetched. The first touch of any
 * saved widget (a click, a key other than Tab) or the page's "Make this page live" button
 * wakes the page:
 *
 *  - a worker (live-worker.mjs) starts the site's Pyodide, loads the book's package and
 *    ipywidgets, and runs the chapter's live program (the code cells its widgets need,
 *    written at build time by book/_ext/live_inplace.py);
 *  - meanwhile this script loads RequireJS and the widget manager's AMD modules
 *    (@jupyter-widgets/html-manager's libembed-amd.js), whose HTMLManager makes each
 *    widget's model from Python's comm messages;
 *  - each saved picture is replaced, in the same place and in one frame, by a view of its
 *    live model, and the touches made while Python started are applied to the live widgets
 *    (the card clicked is toggled).
 *
 * While Python starts, every widget says so with the stage reached; the page keeps
 * scrolling and answering. A failure says so at the widgets, in the page's language, with
 * what to do; nothing waits for ever (STALL_MS without progress is a failure too).
 */
(function () {
  "use strict";

  const control = document.getElementById("live-inplace");
  if (!control) return;
  const words = JSON.parse(document.getElementById("live-inplace-words").textContent);
  const here = new URL(control.dataset.root, document.baseURI);
  const url = (path) => new URL(path, here).href;
  const VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]';
  const STAGES = ["python", "packages", "program", "widgets"];
  const STALL_MS = 120000;
  // the places (among the page's widget views) of the widgets that come alive; the others
  // (a progress bar, a box of text) have nothing to touch and stay pictures
  const PLACES = JSON.parse(control.dataset.places);

  let state = "saved";            // saved, waking, live, failed
  let touches = [];               // what the reader did to saved widgets while waking
  const button = control.querySelector("button");
  const status = document.querySelector(".live-inplace__status");

  // ---- the saved widgets ----------------------------------------------------------------
  function savedAreas() {
    // embed.js puts each view in a div.widget-subarea just before the view's script tag
    return Array.from(document.querySelectorAll(VIEW)).map((script) => {
      const area = script.previousElementSibling;
      return area && area.classList.contains("widget-subarea") ? area : null;
    });
  }

  function areaOf(target) {
    const area = target && target.closest ? target.closest(".widget-subarea") : null;
    if (!area || area.dataset.live === "live") return null;
    const script = area.nextElementSibling;
    return script && script.matches(VIEW) ? area : null;
  }

  function pathOf(area, target) {
    const path = [];
    for (let node = target; node && node !== area; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }

  function atPath(area, path) {
    let node = area;
    for (const i of path) {
      node = node && node.children[i];
    }
    return node || null;
  }

  // ---- what the reader sees while Python starts ------------------------------------------
  function say(stage, text, kind) {
    status.textContent = text;
    status.title = text;  // the line shows what fits; the whole text is at the widget too
    control.dataset.state = kind || state;
    const areas = savedAreas();
    for (const area of PLACES.map((place) => areas[place])) {
      if (!area) continue;
      const at = STAGES.indexOf(stage);
      let note = area.querySelector(":scope > .live-inplace-note");
      // a note with a bar, or, for a failure, a new note without one (a bar taken out of a
      // note would move its words)
      if (note && (at < 0) !== !note.querySelector("progress")) {
        note.remove();
        note = null;
      }
      if (!note) {
        note = document.createElement("div");
        note.className = "live-inplace-note";
        note.setAttribute("aria-hidden", "true");  // the status line speaks for all
        // the bar first: its place does not move as the words after it change
        if (at >= 0) {
          const bar = document.createElement("progress");
          bar.max = STAGES.length;
          note.append(bar);
        }
        note.append(document.createElement("span"));
        area.append(note);
      }
      note.dataset.kind = kind || "progress";
      note.lastChild.textContent = text;
      if (at >= 0) note.firstChild.value = at + 0.5;
    }
  }

  let worker = null;  // the worker of the present attempt

  function fail(text, detail) {
    state = "failed";
    if (worker) worker.terminate();  // a new attempt starts a new one
    if (window.__liveInPlace) window.__liveInPlace.failed = detail ? `${text} ${detail}` : text;
    clearTimeout(stall);
    say("", detail ? `${text} ${detail}` : text, "error");
    button.disabled = false;
    button.style.minWidth = `${button.getBoundingClientRect().width}px`;
    button.textContent = words.retry;
    status.setAttribute("role", "alert");
    const touched = touches.length ? savedAreas()[touches[0].index] : null;
    const note = touched && touched.querySelector(":scope > .live-inplace-note");
    if (note) note.scrollIntoView({ block: "nearest" });
  }

  // ---- the widget manager, from the site ---------------------------------------------------
  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      // the detail after the page's words ("Python could not start") is the file's address
      script.onerror = () => reject(new Error(src));
      document.head.append(script);
    });
  }

  // the AMD modules of embed-amd.js; each finds its fonts beside its own URL
  const MODULES = ["@jupyter-widgets/base", "@jupyter-widgets/base7",
    "@jupyter-widgets/controls", "@jupyter-widgets/controls7",
    "@jupyter-widgets/html-manager", "@jupyter-widgets/html-manager/dist/libembed-amd"];

  // The AMD build adds the widgets' style sheets (600 kB, Font Awesome's among them) that
  // embed.js added already: each copy, added again, would make the browser restyle the page
  // and the saved widgets move. A copy is taken out as soon as it is added, before the next
  // frame is drawn.
  let dropping = false;

  function dropRepeatedStyles() {
    if (dropping) return;  // once for the page, whatever the attempts
    dropping = true;
    const known = new Set(Array.from(document.querySelectorAll("style"), (s) => s.textContent));
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node.tagName === "STYLE" && known.has(node.textContent)) node.remove();
        }
      }
    }).observe(document.head, { childList: true });
  }

  async function widgetManager(link) {
    dropRepeatedStyles();
    if (!window.requirejs) await loadScript(url(control.dataset.requirejs));
    const folder = url(control.dataset.manager);
    window.requirejs.config({ paths: Object.fromEntries(
      MODULES.map((id) => [id, folder + id.split("/").pop()])) });
    // libembed-amd.js: the modules of embed-amd.js without its last lines, which would draw
    // every saved widget a second time
    await loadScript(folder + "libembed-amd.js");
    const hm = await new Promise((resolve, reject) =>
      window.requirejs(["@jupyter-widgets/html-manager"], resolve, reject));

    class WorkerComm {
      constructor(id, target) {
        this.comm_id = id;
        this.target_name = target;
        this.onMsg = null;
        this.onClose = null;
      }
      open() { throw new Error("the page opens no comms of its own"); }
      send(data, callbacks, metadata, buffers) {
        return link.send("comm_msg", this.comm_id, data, callbacks, buffers);
      }
      close(data, callbacks) {
        return link.send("comm_close", this.comm_id, data || {}, callbacks, []);
      }
      on_msg(callback) { this.onMsg = callback; }
      on_close(callback) { this.onClose = callback; }
    }

    class LiveManager extends hm.HTMLManager {
      _create_comm() { return Promise.reject(new Error("the page opens no comms of its own")); }
      _get_comm_info() { return Promise.resolve({}); }
    }
    return { manager: new LiveManager(), WorkerComm };
  }

  // ---- the link to the worker --------------------------------------------------------------
  let stall = null;

  function wake() {
    if (state === "waking" || state === "live") return;
    if (window.location.protocol === "file:") {
      // browsers start no worker and fetch nothing for a page opened from disk
      fail(words.file);
      return;
    }
    state = "waking";
    document.body.dataset.live = "waking";
    button.disabled = true;
    status.setAttribute("role", "status");
    const started = performance.now();
    // seconds from the touch to each stage (read by the browser tests and make live-bench)
    const stages = {};
    const mark = (name, at) => {
      stages[name] = ((at ? at - performance.timeOrigin : performance.now()) - started) / 1000;
    };
    window.__liveInPlace = { ok: false, stages };
    const progress = (stage) => {
      clearTimeout(stall);
      stall = setTimeout(() => fail(words.failed, words.stalled), STALL_MS);
      say(stage, words["stage_" + stage]);
    };
    progress("python");

    worker = new Worker(url(control.dataset.worker), { type: "module" });
    const runtime = url(control.dataset.runtime);
    const callbacks = new Map();
    let counter = 0;
    const link = {
      send(kind, commId, data, cbs, buffers) {
        const msgId = `page-${++counter}`;
        if (cbs) callbacks.set(msgId, cbs);
        const arrays = (buffers || []).map((b) => (b.buffer ? b.buffer.slice(b.byteOffset,
          b.byteOffset + b.byteLength) : b));
        worker.postMessage({ kind: "comm", buffers: arrays,
          message: JSON.stringify({ msg_type: kind, msg_id: msgId,
                                    content: { comm_id: commId, data } }) }, arrays);
        return msgId;
      },
    };
    const managing = widgetManager(link);
    managing.then(() => mark("manager"), () => {});
    const comms = new Map();
    // one message at a time, in order: a model's messages wait until it exists
    let chain = Promise.resolve();

    async function handle(data) {
      if (state === "failed") return;
      if (data.kind === "progress") {
        mark(data.stage, data.at);
        progress(data.stage);
      } else if (data.kind === "failed") {
        if (data.needs && data.needs.length) {
          const names = JSON.parse(control.dataset.needsNames);
          fail(words.needs.replace("{packages}",
                                   data.needs.map((n) => names[n] || n).join(", ")));
        } else {
          fail(words.failed, data.error);
        }
      } else if (data.kind === "comm") {
        const { manager, WorkerComm } = await managing;
        const msg = JSON.parse(data.message);
        msg.buffers = (data.buffers || []).map((b) => new DataView(b));
        const id = msg.content.comm_id;
        if (msg.msg_type === "comm_open") {
          const comm = new WorkerComm(id, msg.content.target_name);
          comms.set(id, comm);
          await manager.handle_comm_open(comm, msg);
        } else if (comms.has(id)) {
          const comm = comms.get(id);
          const callback = msg.msg_type === "comm_msg" ? comm.onMsg : comm.onClose;
          if (callback) await callback(msg);
          if (msg.msg_type === "comm_close") comms.delete(id);
        }
      } else if (data.kind === "idle") {
        const cbs = callbacks.get(data.msg_id);
        callbacks.delete(data.msg_id);
        const idle = { content: { execution_state: "idle" },
                       parent_header: { msg_id: data.msg_id } };
        if (cbs && cbs.iopub && cbs.iopub.status) cbs.iopub.status(idle);
      } else if (data.kind === "views") {
        mark("views", data.at);
        progress("widgets");
        const { manager } = await managing;
        await replace(manager, data.views);
        // the frame with the live widgets is drawn before the touches are applied
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        clearTimeout(stall);
        state = "live";
        document.body.dataset.live = "live";
        control.dataset.state = "live";
        status.textContent = words.live;
        // the button stays where it was, as wide, and says the page is live
        button.style.minWidth = `${button.getBoundingClientRect().width}px`;
        button.textContent = `● ${words.on}`;
        button.dataset.state = "live";
        document.querySelectorAll(".live-inplace-note").forEach((note) => note.remove());
        mark("live");
        window.__liveInPlace.liveAt = performance.now();
        window.__liveInPlace.ok = true;
        const replay = touches;
        touches = [];
        replay.forEach(apply);
      }
    }

    worker.onmessage = ({ data }) => {
      chain = chain.then(() => handle(data))
        .catch((err) => fail(words.failed, String((err && err.message) || err)));
    };
    worker.onerror = (event) => fail(words.failed, event.message || "");
    managing.catch((err) => fail(words.failed, String(err.message || err)));
    worker.postMessage({ kind: "start", runtime,
                         program: url(control.dataset.program),
                         packages: JSON.parse(control.dataset.packages),
                         needs: JSON.parse(control.dataset.needs) });
  }

  // ---- the saved pictures give way to the live widgets -------------------------------------
  async function replace(manager, views) {
    // views: [[place on the page among its widget views, live model id], ...]
    const areas = savedAreas();
    const staged = [];
    for (const [place, modelId] of views) {
      const saved = areas[place];
      if (!saved) throw new Error(`the page has no widget at place ${place}`);
      const area = document.createElement("div");
      area.className = "widget-subarea live-inplace-staging";
      area.dataset.live = "live";
      area.style.width = `${saved.getBoundingClientRect().width}px`;
      saved.parentElement.insertBefore(area, saved);
      const model = await manager.get_model(modelId);
      await manager.display_view(manager.create_view(model), area);
      staged.push([saved, area]);
    }
    // a view draws its children a little later than itself: wait until every live widget
    // is drawn as far as its picture (as many widgets, as tall), for a few frames at most
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const drawn = ([saved, area]) =>
      area.querySelectorAll(".jupyter-widgets").length >=
        saved.querySelectorAll(".jupyter-widgets").length &&
      Math.abs(area.getBoundingClientRect().height - saved.getBoundingClientRect().height) < 0.5;
    for (let i = 0; i < 120 && !staged.every(drawn); i++) await frame();
    window.__liveInPlace.heights = staged.map(([saved, area]) => [
      saved.getBoundingClientRect().height, area.getBoundingClientRect().height,
      saved.querySelectorAll(".jupyter-widgets").length,
      area.querySelectorAll(".jupyter-widgets").length]);
    // every picture gives way at once, in one frame
    await frame();
    for (const [saved, area] of staged) {
      area.classList.remove("live-inplace-staging");
      area.style.width = "";
      saved.remove();
    }
  }

  function apply(touch) {
    const area = savedAreasLive()[touch.index];
    const target = area && atPath(area, touch.path);
    if (!target) return;
    if (touch.type === "click") {
      if (target.focus) target.focus();
      target.click();
    } else if (touch.type === "key") {
      target.focus();
      if (touch.key.length === 1 && "value" in target && !target.readOnly) {
        target.value += touch.key;
        target.dispatchEvent(new Event("input", { bubbles: true }));
      } else {
        target.dispatchEvent(new KeyboardEvent("keydown", { key: touch.key, bubbles: true }));
      }
    }
  }

  function savedAreasLive() {
    return Array.from(document.querySelectorAll(VIEW)).map((script) => {
      const area = script.previousElementSibling;
      return area && area.dataset.live === "live" ? area : null;
    });
  }

  // ---- the first touch ------------------------------------------------------------------
  function record(event, type) {
    const area = areaOf(event.target);
    if (!area) return false;
    event.preventDefault();
    event.stopPropagation();
    if (state === "live") return true;
    if (type) {
      const index = savedAreas().indexOf(area);
      let target = event.target;
      // a click on a button's icon or label is a click on the button
      const control_ = target.closest("button, input, select, textarea, label");
      if (control_ && area.contains(control_)) target = control_;
      touches.push({ index, type, path: pathOf(area, target), key: event.key || "" });
      wake();
    }
    return true;
  }

  ["pointerdown", "mousedown", "pointerup", "mouseup"].forEach((type) => {
    document.addEventListener(type, (event) => { record(event, null); }, true);
  });
  document.addEventListener("click", (event) => { record(event, "click"); }, true);
  document.addEventListener("keydown", (event) => {
    if (["Tab", "Shift", "Alt", "Control", "Meta"].includes(event.key)) return;
    record(event, "key");
  }, true);
  // a saved box takes no typing until it is live (the key that wakes it is applied)
  document.addEventListener("focusin", (event) => {
    if (areaOf(event.target) && "readOnly" in event.target) event.target.readOnly = true;
  }, true);
  button.addEventListener("click", () => {
    if (state === "failed") state = "saved";
    wake();
  });
})();
