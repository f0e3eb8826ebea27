/* Saved widgets say what they are (issue 21).
 *
 * On the website a widget is drawn from the state saved when the book was built: no Python
 * runs behind it, so a click or a keystroke would change a button's look and nothing else.
 * This script, loaded on the static site only (the live site is a separate JupyterLite app),
 * stops clicks inside a saved widget from reaching it and shows, at the widget, that it is a
 * saved picture, with a link that opens the chapter live (the page's "Run live" button).
 */
(function () {
  "use strict";

  var NOTE_CLASS = "saved-widget-note";

  function widgetOf(target) {
    if (!target || !target.closest) return null;
    var inner = target.closest(".jupyter-widgets");
    if (!inner) return null;
    // the outermost widget of the output: the note goes above the whole widget
    var outer = inner;
    var up = inner.parentElement && inner.parentElement.closest(".jupyter-widgets");
    while (up) {
      outer = up;
      up = up.parentElement && up.parentElement.closest(".jupyter-widgets");
    }
    return outer;
  }

  function liveHref() {
    var link = document.querySelector("a.live-button__link");
    return link ? link.href : null;
  }

  function showNote(widget) {
    var note = widget.previousElementSibling;
    if (!(note && note.classList.contains(NOTE_CLASS))) {
      note = document.createElement("div");
      note.className = NOTE_CLASS;
      note.setAttribute("role", "status");
      var text = document.createElement("span");
      text.textContent = "This is a saved picture of the widget, as it was when the book " +
        "was built: it does not answer clicks or typing here. ";
      note.appendChild(text);
      var href = liveHref();
      if (href) {
        var link = document.createElement("a");
        link.href = href;
        link.className = NOTE_CLASS + "__link";
        link.textContent = "Open this chapter live";
        note.appendChild(link);
        note.appendChild(document.createTextNode(" to use it in your browser."));
      }
      widget.parentNode.insertBefore(note, widget);
    }
    note.classList.remove(NOTE_CLASS + "--flash");
    void note.offsetWidth; // restart the highlight on every click
    note.classList.add(NOTE_CLASS + "--flash");
    if (note.scrollIntoView) note.scrollIntoView({ block: "nearest" });
    return note;
  }

  function stop(event) {
    event.preventDefault();
    event.stopPropagation();
  }

  // pointer: nothing reaches the saved widget; a click says what it is
  ["pointerdown", "mousedown", "click"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var widget = widgetOf(event.target);
      if (!widget) return;
      stop(event);
      if (type === "click") showNote(widget);
    }, true);
  });

  // keyboard: a saved box takes no typing and a saved button no Enter or Space; Tab still
  // moves on, and the first focus in a widget says what it is
  document.addEventListener("focusin", function (event) {
    var widget = widgetOf(event.target);
    if (!widget) return;
    if ("readOnly" in event.target) event.target.readOnly = true;
    showNote(widget);
  }, true);
  document.addEventListener("keydown", function (event) {
    var widget = widgetOf(event.target);
    if (!widget || event.key === "Tab" || event.key === "Shift") return;
    stop(event);
    showNote(widget);
  }, true);
})();
