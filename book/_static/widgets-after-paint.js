/* The widget manager (widgets/embed.js, 1.8 MiB, 460 kB gzipped) starts loading only after
 * the page's first paint (issue 24).
 *
 * As a deferred script it was fetched during the parse and ran before the first frame, so
 * on a slow phone the text waited for it: Lighthouse's mobile LCP on a chapter with a
 * picker was about 8 s. This small deferred script adds embed.js once the browser has drawn
 * a frame (two animation frames later). A script added before the window's load event
 * delays that event, and embed.js draws the saved widgets on it, so the widgets still
 * appear by themselves, a moment after the text (and if the event is already over, its
 * listener is called directly). embed.js is looked up in widgets/ beside this file.
 */
(function () {
  "use strict";
  var self = document.currentScript;
  var src = self && self.src
    ? self.src.replace(/widgets-after-paint\.js(\?.*)?$/, "widgets/embed.js")
    : null;
  if (!src) return;

  function load() {
    var script = document.createElement("script");
    var add = window.addEventListener;
    // embed.js draws the widgets from a listener on the window's load event. On a fast
    // connection that event may be over before the second frame: while embed.js runs, a
    // load listener it adds then is called at once (as soon as it is added, asynchronously).
    window.addEventListener = function (type, listener) {
      if (type === "load" && document.readyState === "complete") {
        window.setTimeout(function () { listener.call(window, new Event("load")); }, 0);
        return;
      }
      return add.apply(this, arguments);
    };
    script.onload = script.onerror = function () { window.addEventListener = add; };
    script.src = src;
    document.head.appendChild(script);
  }

  if (document.visibilityState === "hidden" || !window.requestAnimationFrame) {
    load();  // no frames are drawn in a background tab: load it now
  } else {
    window.requestAnimationFrame(function () { window.requestAnimationFrame(load); });
  }
})();
