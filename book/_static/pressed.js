/* Toggle buttons say whether they are pressed (issue 24), on the book's pages and in the
 * live site. The widget front end marks a pressed toggle button (a card of a hand picker)
 * with the class mod-active only, so a screen reader never heard which cards were picked:
 * this script mirrors that class into aria-pressed, for the buttons on the page now and
 * for every one drawn or changed later. It changes nothing a reader sees.
 * Loaded by every page of the website (_config.yml) and of the live site
 * (book/_ext/live_site.py).
 */
(function () {
  "use strict";

  var TOGGLE = "button.widget-toggle-button";

  function sync(button) {
    var pressed = button.classList.contains("mod-active") ? "true" : "false";
    if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
  }

  function start() {
    document.querySelectorAll(TOGGLE).forEach(sync);
    new MutationObserver(function (records) {
      records.forEach(function (r) {
        if (r.type === "attributes") {
          if (r.target.matches && r.target.matches(TOGGLE)) sync(r.target);
          return;
        }
        r.addedNodes.forEach(function (node) {
          if (node.nodeType !== 1) return;
          if (node.matches(TOGGLE)) sync(node);
          node.querySelectorAll(TOGGLE).forEach(sync);
        });
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true,
                                attributeFilter: ["class"] });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
