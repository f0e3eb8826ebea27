// The class page's first moment, before the module script (class.js) and Python: the page's
// language from the link, its frame's words, the language switcher and the loading line.
// A classic script, so that from a page opened from disk (file://), where browsers block
// modules and Python, it still says how to serve the book, in the link's language. Its
// words come from settings.js (window.PH_CLASS_SETTINGS, written at build time from the
// package: pokerhands.book.class_words); this file holds none.
(function () {
  "use strict";
  var settings = window.PH_CLASS_SETTINGS || null;
  var words = (settings && settings.words) || {};
  var langs = (settings && settings.langs) || Object.keys(words);
  if (!langs.length) langs = ["en"];
  // the keys of a link in the order a link writes them (the description's, when it has them)
  var order = (settings && settings.keys) || ["part", "seed", "n", "rules", "view", "lang", "lock"];

  var asked = new URLSearchParams(window.location.search).get("lang");
  var lang = asked && langs.indexOf(asked) >= 0 ? asked : "en";
  var mine = words[lang] || words.en || {};
  var say = function (key) { return mine[key] || (words.en || {})[key] || ""; };

  // the link with another language and every other key as it is, in the link's order
  function withLang(code) {
    var given = new URLSearchParams(window.location.search);
    var pairs = [];
    given.forEach(function (value, key) { if (key !== "lang") pairs.push([key, value]); });
    if (code !== "en") pairs.push(["lang", code]);
    var rank = function (key) { var i = order.indexOf(key); return i < 0 ? order.length : i; };
    pairs.sort(function (a, b) { return rank(a[0]) - rank(b[0]); });  // a stable sort
    return "?" + pairs.map(function (p) {
      return encodeURIComponent(p[0]) + "=" + encodeURIComponent(p[1]);
    }).join("&");
  }

  document.documentElement.lang = lang;
  document.title = say("class_quiz") + " · " + say("book_title");
  var home = document.getElementById("home");
  home.textContent = say("book_title");
  var teachers = document.getElementById("teachers");
  teachers.textContent = say("for_teachers");
  if (lang !== "en") {
    // the book's welcome page and teachers' page in the link's language (each language's
    // site lives in its own folder beside the class page)
    home.href = "../" + lang + "/index.html";
    teachers.href = "../" + lang + "/book/reference/teachers.html";
  }

  var nav = document.getElementById("languages");
  nav.setAttribute("aria-label", say("languages"));
  langs.forEach(function (code, i) {
    if (i) nav.append(" · ");
    var name = say("lang_" + code) || code;
    var item;
    if (code === lang) {
      item = document.createElement("strong");
      item.setAttribute("aria-current", "true");
    } else {
      item = document.createElement("a");
      item.href = withLang(code);
      item.hreflang = code;
      item.dataset.lang = code;
    }
    item.lang = code;
    item.textContent = name;
    nav.append(item);
  });

  var box = document.getElementById("status");
  if (window.location.protocol === "file:") {
    // browsers block the module and Python's fetches here: say how to serve the book
    box.textContent = say("file");
    box.className = "ph-status ph-error";
    box.setAttribute("role", "alert");
    document.body.dataset.state = "file";
  } else {
    box.textContent = say("loading");
    box.className = "ph-status ph-info";
  }
  window.PH_CLASS_BOOT = { lang: lang, words: mine, english: words.en || {}, withLang: withLang };
})();
