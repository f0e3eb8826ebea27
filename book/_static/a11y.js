/* Accessibility fixes for what the theme and the notebook renderer draw (issue 24).
 *
 * The book cannot change sphinx-book-theme, sphinx-togglebutton or the ipywidgets front end,
 * so this script, loaded on every page of the static site, mends what they leave:
 * - the code-cell toggles ("Show code cell source") are named "Toggle hidden content", a
 *   name that does not contain their visible text: speech users say what they see, so the
 *   toggle takes its name from its visible text;
 * - the theme's header buttons: the icons inside a button that already has a name are
 *   decorative (their SVG titles, "Light", "Dark", were read as the button's text), and the
 *   search button is named by what it shows ("Search Ctrl+K");
 * - the bibliography (docutils' citation list) is a role="list" whose entries carry the
 *   role doc-biblioentry, which DPUB-ARIA 1.1 deprecates and no longer counts as a list
 *   item, so the list seemed to hold bare links: each entry becomes a listitem.
 * (The picker cards' pressed state is pressed.js's job, which the live site shares.)
 * The script only adds or corrects attributes; it changes nothing a reader sees.
 */
(function () {
  "use strict";

  function fixToggles(root) {
    root.querySelectorAll("details > summary[aria-label]").forEach(function (summary) {
      // the visible one of "Show code cell source" / "Hide code cell source" names it
      if (summary.querySelector(".admonition-title, p")) summary.removeAttribute("aria-label");
    });
  }

  function fixHeaderButtons(root) {
    root.querySelectorAll("button[aria-label] svg, a[aria-label] svg, button[aria-label] i")
      .forEach(function (icon) {
        if (icon.getAttribute("aria-hidden") !== "true") icon.setAttribute("aria-hidden", "true");
        // an SVG's <title> ("Light", "Dark") counts as the button's visible text
        var title = icon.querySelector && icon.querySelector("title");
        if (title) {
          title.remove();
          icon.removeAttribute("aria-labelledby");
        }
      });
    root.querySelectorAll(".search-button__button[aria-label]").forEach(function (button) {
      // the wide one shows "Search" and the shortcut: its name says both (the icon-only
      // one keeps its label)
      if (button.innerText.trim()) button.removeAttribute("aria-label");
    });
  }

  function fixCitations(root) {
    root.querySelectorAll('[role="list"] > [role="doc-biblioentry"]').forEach(function (entry) {
      entry.setAttribute("role", "listitem");
    });
  }

  function fixAll() {
    fixToggles(document);
    fixHeaderButtons(document);
    fixCitations(document);
  }

  var pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      fixAll();
    });
  }

  function start() {
    fixAll();
    // widgets render and icons turn into SVG after this runs
    new MutationObserver(schedule).observe(document.body, { subtree: true, childList: true });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
