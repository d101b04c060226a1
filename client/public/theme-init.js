// Runs before first paint (loaded synchronously from index.html) so the page never flashes the
// wrong theme or language. Keep the keys in sync with client/lib/storage.ts.
(() => {
  var root = document.documentElement;
  var theme;
  var dark;
  var lang;
  var demo;
  var me;
  var headers;
  var files;
  // Per page (its path, without a query string), the first reads its largest text waits for.
  var READS = {
    // The counts and the first page of the default category (features/knowledge/api/get-knowledge-items.ts).
    "/knowledge": [
      "/api/knowledge/counts",
      "/api/knowledge?" +
        new URLSearchParams({ category: "M\u00e9tiers du Cr\u00e9dit", kind: "article", limit: "12" }),
    ],
    "/deliverables": ["/api/deliverables", "/api/deliverables/templates"],
    "/competency": ["/api/competency/summary"],
  };
  try {
    theme = localStorage.getItem("tw-store-theme") || "light";
    dark =
      theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    root.classList.toggle("dark", dark);
    lang = localStorage.getItem("language");
    root.lang = lang === "en" ? "en" : "fr";
  } catch (_) {
    // Storage can be blocked (privacy mode); the defaults (light, fr) already apply.
  }
  // The app's first question, "who is signed in?", starts now rather than once the app's code has
  // downloaded: lib/api-client.ts takes this response for its first GET /api/auth/me. Same request
  // as the app's own (cookies, and the demo header when a demo session runs).
  try {
    demo = document.cookie.split("; ").indexOf("demo_mode=true") >= 0;
    headers = demo ? { "x-demo-mode": "true" } : {};
    me = fetch("/api/auth/me", { credentials: "include", headers: headers });
    window.__praxisEarly = { "/api/auth/me": me };
  } catch (_) {
    // No fetch: the app asks itself.
    return;
  }
  // The code of the screen the answer leads to, named by the build on this script's tag
  // (data-screens), downloads alongside the app's entry rather than after it has run: signed in,
  // the signed-in app's and the page's; signed out (401), the login page's. The app imports the
  // same files later and finds them loaded.
  try {
    files = JSON.parse(document.currentScript.getAttribute("data-screens") || "{}");
  } catch (_) {
    return;
  }
  me.then(
    (res) => {
      var path = location.pathname;
      var list;
      var page;
      if (path === "/forgot-password" || path.indexOf("/certificates/") === 0) return;
      if (res.status === 401) list = ["login"];
      else if (res.ok) {
        page = path === "/" || path === "/login" ? "dashboard" : path.slice(1).replace(/\//g, "-");
        list = ["app", page];
        // The reads whose answer the page's largest text waits for (a list, or its empty state)
        // start now too; lib/api-client.ts hands each to the page's first GET of that URL.
        if (!location.search) {
          (READS[path] || []).forEach((url) => {
            window.__praxisEarly[url] = fetch(url, {
              credentials: "include",
              // As lib/api-client.ts asks: in the reader's language.
              headers: Object.assign({ "Accept-Language": root.lang }, headers),
            });
          });
        }
      } else return;
      // Each screen's code, then its catalogues in the page's language ("<name>.<lang>").
      list = list.concat(
        list.map((name) => `${name}.${root.lang}`),
        `boot.${root.lang}`,
      );
      list.forEach((name) => {
        (files[name] || []).forEach(preload);
      });
    },
    () => {},
  );

  function preload(href) {
    var link = document.createElement("link");
    var css = /\.css$/.test(href);
    link.rel = css ? "preload" : "modulepreload";
    if (css) link.as = "style";
    // As the app's own requests for them, so the browser reuses these responses.
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }
})();
