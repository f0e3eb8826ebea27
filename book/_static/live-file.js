/* "Open as a notebook" on a page opened from disk (file://) says how to serve the book
 * (issue 24).
 *
 * The live site runs Python in web workers and fetches its runtime and wheels: browsers block
 * both on file:// pages, so the live notebook would open as a blank page. On such a page a
 * click on a link into the live site stays on the page and shows, under the link, the
 * command that serves the book, in the page's language (the words come with the page: the
 * JSON element #ph-script-words, book/_ext/theme_words.py). (A touched widget says the same
 * at the widget: live-inplace.js.)
 * Served over http(s) the script does nothing.
 */
(function () {
  "use strict";
  if (window.location.protocol !== "file:") return;

  var MESSAGE_CLASS = "live-button__file";
  // the page's words, in its language (book/_ext/theme_words.py): this script has none
  var source = document.getElementById("ph-script-words");
  var words = source ? JSON.parse(source.textContent) : null;
  if (!words) return;

  // the sentence as text; its command and its address shown as such
  function fill(parent, text) {
    text.split(/(make serve|https?:\/\/[^\s]+?(?=[.,;]?(?:\s|$)))/).forEach(function (part) {
      if (!part) return;
      var node;
      if (part === "make serve") {
        node = document.createElement("code");
        node.textContent = part;
      } else if (/^https?:/.test(part)) {
        node = document.createElement("a");
        node.href = part;
        node.textContent = part;
      } else {
        node = document.createTextNode(part);
      }
      parent.append(node);
    });
  }

  function message() {
    var p = document.createElement("p");
    p.className = MESSAGE_CLASS;
    p.setAttribute("role", "alert");
    var strong = document.createElement("strong");
    strong.textContent = words.file_title;
    p.append(strong, " ");
    fill(p, words.file);
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
