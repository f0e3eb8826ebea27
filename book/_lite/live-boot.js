/* The live site's own script, loaded by every page of the JupyterLite site (issue 24).
 *
 * 1. A chapter opened from its **Run live** button (the URL carries `run=1` beside the
 *    notebook's `path`) runs by itself: as soon as the notebook is open and its kernel is
 *    chosen, the script gives the command that *Run ▸ Run All Cells* gives. Cells wait in
 *    the kernel's queue while Python starts, so nothing is lost by asking early. The command
 *    moves the view to the last cell; the script keeps the reader at the top of the page
 *    instead, unless the reader has scrolled, clicked or typed since. A run that stops at an
 *    error (a chapter that needs NumPy, opened offline) is left where JupyterLab puts it: on
 *    the cell that says why.
 *    `window.__liveRun` records when the run was asked for and when it ended (page clock,
 *    ms), for the browser tests and `make live-bench`.
 * 2. Toggle buttons drawn by the widget front end (the card pickers' cards) say whether they
 *    are pressed: the class `mod-active` is mirrored into `aria-pressed`, as the book's
 *    `a11y.js` does on the static pages.
 */
(function () {
  "use strict";

  var params = new URLSearchParams(window.location.search);
  var wanted = params.get("path");

  function syncPressed(button) {
    var pressed = button.classList.contains("mod-active") ? "true" : "false";
    if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
  }

  function watchPressed() {
    document.querySelectorAll("button.widget-toggle-button").forEach(syncPressed);
    new MutationObserver(function (records) {
      records.forEach(function (r) {
        if (r.type === "attributes") {
          if (r.target.classList && r.target.classList.contains("widget-toggle-button")) {
            syncPressed(r.target);
          }
        } else {
          r.addedNodes.forEach(function (node) {
            if (node.nodeType !== 1) return;
            if (node.matches("button.widget-toggle-button")) syncPressed(node);
            node.querySelectorAll("button.widget-toggle-button").forEach(syncPressed);
          });
        }
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true,
                                attributeFilter: ["class"] });
  }

  function panelFor(app) {
    var panel = app.shell.currentWidget;
    if (!panel || !panel.content || !panel.sessionContext || !panel.context) return null;
    return panel.context.path === wanted ? panel : null;
  }

  function whenPanel(callback) {
    var timer = window.setInterval(function () {
      var app = window.jupyterapp;
      var panel = app && app.shell && panelFor(app);
      if (panel) {
        window.clearInterval(timer);
        callback(app, panel);
      }
    }, 50);
  }

  function runAll(app, panel) {
    var notebook = panel.content;
    var moved = false;
    var events = ["wheel", "touchstart", "keydown", "mousedown"];
    function onMove() { moved = true; }
    events.forEach(function (e) { document.addEventListener(e, onMove, { capture: true, once: true }); });

    function toTop() {
      if (moved || window.__liveRun.stopped) return;
      notebook.activeCellIndex = 0;
      notebook.deselectAll();
      if (notebook.scrollToItem) notebook.scrollToItem(0, "start");
      var scroller = notebook.outerNode || notebook.node;
      if (scroller) scroller.scrollTop = 0;
    }

    window.__liveRun = { asked: performance.now(), done: null, ok: null, stopped: false };
    var run = app.commands.execute("notebook:run-all-cells");
    toTop();
    window.requestAnimationFrame(toTop);
    window.setTimeout(toTop, 300);
    Promise.resolve(run).then(function (ok) {
      window.__liveRun.ok = ok !== false;
      // a run that stopped at an error leaves the view on that cell, where it says why
      window.__liveRun.stopped = ok === false;
      window.__liveRun.done = performance.now();
      toTop();
      window.setTimeout(toTop, 100);
      events.forEach(function (e) { document.removeEventListener(e, onMove, { capture: true }); });
    }, function (err) {
      window.__liveRun.ok = false;
      window.__liveRun.stopped = true;
      window.__liveRun.error = String(err);
      window.__liveRun.done = performance.now();
    });
  }

  function start() {
    watchPressed();
    if (!wanted || params.get("run") !== "1") return;
    whenPanel(function (app, panel) {
      Promise.all([panel.context.ready, panel.sessionContext.ready]).then(function () {
        runAll(app, panel);
      });
    });
  }

  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
