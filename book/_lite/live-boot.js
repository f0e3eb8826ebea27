/* The live site's own script, loaded by every page of the JupyterLite site (issue 24).
 *
 * 1. A chapter opened from its **Run live** button (the URL carries `run=1` beside the
 *    notebook's `path`) runs by itself: as soon as the notebook is open and its kernel is
 *    chosen, the script runs its code cells in order, each as *Run ▸ Run All Cells* runs it
 *    (JupyterLab's own CodeCell.execute), one after the other. The first waits in the
 *    kernel's queue while Python starts. Unlike the menu's command, this leaves the view at
 *    the top of the page, and a widget answers a click as soon as the cell then running
 *    ends. A run stops at an error, as Run All does (unless the cell is tagged
 *    `raises-exception`), and then shows the cell that says why: a chapter that needs NumPy,
 *    opened offline, stops at its first cell with its message in view.
 *    `window.__liveRun` records when the run was asked for and when it ended (page clock,
 *    ms), for the browser tests and `make live-bench`.
 * (The cards' aria-pressed comes from the book's `_static/pressed.js`, which the build
 * loads on the lite pages too.)
 */
(function () {
  "use strict";

  var params = new URLSearchParams(window.location.search);
  var wanted = params.get("path");

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

  // One cell at a time, as *Run All Cells* would, but without moving the view and without
  // queueing the whole chapter in the kernel at once: a click on a widget drawn by an early
  // cell is answered as soon as the cell then running ends, not after the last cell.
  async function runCells(panel) {
    var notebook = panel.content;
    var CodeCell = null;
    notebook.widgets.forEach(function (cell) {
      if (!CodeCell && cell.model.type === "code") CodeCell = cell.constructor;
    });
    if (!CodeCell || typeof CodeCell.execute !== "function") return null;  // not this lab
    for (var i = 0; i < notebook.widgets.length; i++) {
      var cell = notebook.widgets[i];
      if (cell.model.type !== "code" || !cell.model.sharedModel.getSource().trim()) continue;
      var reply = await CodeCell.execute(cell, panel.sessionContext);
      var tags = cell.model.getMetadata("tags") || [];
      if (reply && reply.content && reply.content.status === "error"
          && tags.indexOf("raises-exception") < 0) {
        // stopped, as Run All stops: the cell that says why is made active and shown
        notebook.activeCellIndex = i;
        if (notebook.scrollToItem) notebook.scrollToItem(i, "center");
        return false;
      }
    }
    return true;
  }

  function runAll(app, panel) {
    var notebook = panel.content;
    window.__liveRun = { asked: performance.now(), done: null, ok: null, stopped: false };
    var finish = function (ok) {
      window.__liveRun.ok = ok !== false;
      window.__liveRun.stopped = ok === false;
      window.__liveRun.done = performance.now();
    };
    notebook.activeCellIndex = 0;
    runCells(panel).then(function (ok) {
      if (ok !== null) return finish(ok);
      // a lab without CodeCell.execute: the menu's own command, then back to the top
      var run = app.commands.execute("notebook:run-all-cells");
      var toTop = function () {
        if (window.__liveRun.stopped) return;
        notebook.activeCellIndex = 0;
        if (notebook.scrollToItem) notebook.scrollToItem(0, "start");
      };
      toTop();
      window.setTimeout(toTop, 300);
      Promise.resolve(run).then(function (done) { finish(done); if (done !== false) toTop(); },
                                function () { finish(false); });
    }, function (err) {
      window.__liveRun.error = String(err);
      finish(false);
    });
  }

  function start() {
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
