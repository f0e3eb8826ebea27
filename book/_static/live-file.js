/* "Open as a notebook" on a page opened from disk (file://) says how to serve the book
 * (issue 24).
 *
 * The live site runs Python in web workers and fetches its runtime and wheels: browsers block
 * both on file:// pages, so the live notebook would open as a blank page. On such a page a
 * click on a link into the live site stays on the page and shows, under the link, the
 * command that serves the book. (A touched widget says the same at the widget:
 * live-inplace.js.)
 * Served over http(s) the script does nothing.
 */
(function () {
  "use strict";
  if (window.location.protocol !== "file:") return;

  var MESSAGE_CLASS = "live-button__file";

  function message() {
    var p = document.createElement("p");
    p.className = MESSAGE_CLASS;
    p.setAttribute("role", "alert");
    p.innerHTML =
      "<strong>The live chapter needs the book served, not opened from disk.</strong> " +
      "Browsers do not let the in-browser Python start on a <code>file://</code> page. " +
      "In the book's folder run <code>make serve</code> (or " +
      "<code>python3 -m http.server -d _build/html</code>) and open " +
      "<a href=\"http://localhost:8000/\">http://localhost:8000/</a>, then open the chapter there.";
    return p;
  }

  function show() {
    var old = document.querySelector("." + MESSAGE_CLASS);
    if (old) { old.remove(); }  // re-inserted, so that a screen reader reads it again
    var p = message();
    var button = document.querySelector(".live-button");
    if (button) {
      button.insertAdjacentElement("afterend", p);
    } else {
      (document.querySelector("main") || document.body).prepend(p);
    }
    p.scrollIntoView({ block: "nearest" });
  }

  document.addEventListener("click", function (event) {
    var link = event.target && event.target.closest && event.target.closest("a[href]");
    if (!link || link.getAttribute("href").indexOf("lite/") === -1) return;
    event.preventDefault();
    event.stopPropagation();
    show();
  }, true);
})();
