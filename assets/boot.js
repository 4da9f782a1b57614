// Start-up of the page before Python runs: real progress from PyScript's "py:progress" events,
// errors shown to the person (never only in the console), the offline service worker, and the
// time to ready (read by bench/load.py). How Python started is in window.tabletopStartedFrom
// ("snapshot" or "fallback", set by assets/interpreter.mjs). Everything else is drawn by the Python UI (src/ui).
(function () {
  "use strict";
  var root = document.documentElement;
  var started = performance.now();
  // PyScript's start-up steps in order, with the share of the wait each one ends.
  var STEPS = {
    "Loading Pyodide": [5, "Loading the Python interpreter…"],
    "Loading interpreter": [10, "Loading the Python interpreter…"],
    "Loaded interpreter": [70, "Starting the game engine…"],
    "Loading files": [75, "Loading the interface…"],
    "Loaded files": [85, "Starting the interface…"],
    "Loaded Pyodide": [88, "Python is running"],
  };
  var best = 0;
  window.tabletopSteps = [];

  function $(id) { return document.getElementById(id); }

  function step(text, percent) {
    if (root.dataset.app !== "loading") return;
    if (typeof percent === "number" && percent > best) best = percent;
    var bar = $("load-progress"), label = $("load-step");
    if (bar) bar.value = best;
    if (label && text) label.textContent = text;
  }

  function fail(message) {
    if (root.dataset.app === "error") return;
    root.dataset.app = "error";
    var box = $("fatal");
    $("fatal-message").textContent = String(message || "An unknown error stopped the start.");
    $("loading").hidden = true;
    $("app").hidden = true;
    box.hidden = false;
    $("fatal-reload").onclick = function () { location.reload(); };
    // If something stored in this browser stops the start, the next start can leave it unread.
    $("fatal-safe").onclick = function () {
      try { sessionStorage.setItem("tabletop:safe-start", "1"); } catch (e) { /* no storage at all */ }
      location.reload();
    };
  }

  function ready() {
    window.tabletopReadyMs = performance.now();  // since navigation start
    $("loading").hidden = true;
    $("fatal").hidden = true;
    $("app").hidden = false;
    root.dataset.app = "ready";
    registerServiceWorker();
  }

  function mark(name) { window.tabletopSteps.push([String(name), Math.round(performance.now())]); }
  // Durations measured by the app (e.g. each computer decision), read by bench/ai_page.py.
  window.tabletopTimings = [];
  function timing(name, ms) { window.tabletopTimings.push([String(name), Math.round(ms)]); }

  // The page's redraw: morph the live page into a newly built tree (idiomorph, vendored), so that
  // elements that stay keep focus, scroll and open state. The text a person is typing into a
  // focused field is never overwritten; everything else, the focused element's children too, is.
  var typing = function (el) {
    return el === document.activeElement && (el.tagName === "INPUT" || el.tagName === "TEXTAREA");
  };
  window.tabletopMorph = function (root, tree) {
    return window.Idiomorph.morph(root, tree, {
      morphStyle: "innerHTML",
      restoreFocus: true,
      callbacks: {
        beforeAttributeUpdated: function (attr, el) { return !(attr === "value" && typing(el)); },
      },
    });
  };

  window.tabletopBoot = { step: step, fail: fail, ready: ready, mark: mark, timing: timing, started: started };

  // PyScript has set up its own Python package and is about to run ui/main.py.
  window.addEventListener("py:ready", function () { mark("PyScript ready"); });

  window.addEventListener("py:progress", function (event) {
    mark(event.detail);
    var known = STEPS[event.detail];
    if (known) step(known[1], known[0]);
    else step(null, best + 1);
  });

  // Errors before the Python UI takes over are fatal and shown on the page.
  window.addEventListener("error", function (event) {
    if (root.dataset.app !== "loading") return;
    var target = event.target;
    // A preload hint that fails is only a hint: the file is fetched again where it is needed, and
    // the start-up snapshot may be missing on purpose (the interpreter then starts without it).
    if (target && target.tagName === "LINK" && /preload/.test(target.rel || "")) return;
    if (target && target !== window && (target.src || target.href)) {
      fail("A file of the site could not be loaded (" + (target.src || target.href) + "). Check your connection and reload.");
    } else {
      fail(event.message || "An error stopped the start.");
    }
  }, true);
  window.addEventListener("unhandledrejection", function (event) {
    if (root.dataset.app !== "loading") return;
    var reason = event.reason;
    fail((reason && (reason.message || reason)) || "An error stopped the start.");
  });

  // PyScript reports Python errors in elements of class "py-error": show them as our error page.
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var added = records[i].addedNodes;
      for (var j = 0; j < added.length; j++) {
        var node = added[j];
        if (node.nodeType === 1 && node.classList && node.classList.contains("py-error") && root.dataset.app === "loading") {
          fail(node.textContent);
        }
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  // The service worker makes the site work offline after the first visit. It is registered once
  // the app is ready, so that its pre-caching does not compete with the first start.
  function registerServiceWorker() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker.register("./sw.js").catch(function (err) {
      console.warn("offline mode unavailable:", err);
    });
  }
})();
