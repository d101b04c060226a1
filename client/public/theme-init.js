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
  var status;
  var user;
  // Per page (its path, without a query string), the reads the page makes first: its own lists or
  // figures (its largest text waits for them). "{me}" is the signed-in user's id. Each URL as the
  // app writes it (lib/api-client.ts hands a response only to the first GET of the very same URL;
  // e2e/auth.spec.ts checks that every page takes all of its own).
  var READS = {
    "/": ["/api/dashboard/stats/{me}", "/api/dashboard/activities/{me}", "/api/dashboard/service-families"],
    "/services": ["/api/services"],
    // The counts and the first page of the default category (features/knowledge/api/get-knowledge-items.ts).
    "/knowledge": [
      "/api/knowledge/counts",
      "/api/knowledge?" +
        new URLSearchParams({ category: "M\u00e9tiers du Cr\u00e9dit", kind: "article", limit: "12" }),
    ],
    "/training": ["/api/training/modules", "/api/training/progress/{me}", "/api/training/certificates"],
    "/kanban": ["/api/kanban/boards", "/api/kanban/task-types", "/api/kanban/invitations/mine"],
    "/deliverables": ["/api/deliverables", "/api/deliverables/templates"],
    // The last 30 days up to now, in the reader's time zone (features/analytics/api/get-task-mining.ts
    // takes this period when it is a moment old).
    "/analytics": [
      () => {
        var now = Date.now();
        return `/api/analytics/task-mining?${new URLSearchParams({
          from: new Date(now - 30 * 86400000).toISOString(),
          to: new Date(now).toISOString(),
          tz: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
        })}`;
      },
    ],
    "/competency": ["/api/competency/summary"],
    "/marketplace": ["/api/marketplace/items", "/api/marketplace/stats"],
    "/internal-marketplace": ["/api/internal-marketplace/items?limit=24", "/api/internal-marketplace/stats"],
    "/llm-vertical": ["/api/chat/alfa-coordinated/threads/{me}?assistant=expert"],
  };
  // The shell's, on every signed-in page (the header's notifications).
  var SHELL_READS = ["/api/notifications"];
  var inline = document.getElementById("praxis-me");
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
  // The app's first question, "who is signed in?": the server wrote its answer in the page
  // (#praxis-me); served otherwise (the development server), it is asked now rather than once the
  // app's code has downloaded. lib/api-client.ts takes this response for its first GET
  // /api/auth/me. Same request as the app's own (cookies, and the demo header in a demo session).
  try {
    demo = document.cookie.split("; ").indexOf("demo_mode=true") >= 0;
    headers = demo ? { "x-demo-mode": "true" } : {};
    if (inline) {
      status = Number(inline.getAttribute("data-status"));
      user = status === 200 ? JSON.parse(inline.textContent).user : null;
      me = Promise.resolve(
        new Response(status === 200 ? inline.textContent : null, {
          status: status,
          headers: { "content-type": "application/json" },
        }),
      );
    } else me = fetch("/api/auth/me", { credentials: "include", headers: headers });
    window.__praxisEarly = { "/api/auth/me": me };
  } catch (_) {
    // No fetch, or no answer to read: the app asks itself.
    return;
  }
  // The code of the screen the answer leads to, named by the build on this script's tag
  // (data-screens), downloads alongside the app's entry rather than after it has run: signed in,
  // the signed-in app's and the page's; signed out (401), the login page's. The app imports the
  // same files later and finds them loaded. With the answer in the page, they start right after
  // the first paint (the loading spinner), which they would otherwise hold back.
  try {
    files = JSON.parse(document.currentScript.getAttribute("data-screens") || "{}");
  } catch (_) {
    files = {};
  }
  if (inline) afterFirstPaint(() => start(status, user));
  else
    me.then(
      (res) => start(res.status, null),
      () => {},
    );

  function start(status, user) {
    var path = location.pathname;
    var list;
    var page;
    if (path === "/forgot-password" || path.indexOf("/certificates/") === 0) return;
    if (status === 401) list = ["login"];
    else if (status === 200) {
      page = path === "/" || path === "/login" ? "dashboard" : path.slice(1).replace(/\//g, "-");
      list = ["app", page];
      // The page's first reads start now too; lib/api-client.ts hands each to the page's first
      // GET of that URL.
      if (!location.search) {
        (READS[path] || []).concat(SHELL_READS).forEach((template) => {
          var url = typeof template === "function" ? template() : template;
          if (url.indexOf("{me}") >= 0) {
            if (!user) return;
            url = url.replace("{me}", encodeURIComponent(user.id));
          }
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
  }

  // A hidden page paints nothing until shown: it starts at once.
  function afterFirstPaint(run) {
    if (document.visibilityState === "hidden") run();
    else requestAnimationFrame(() => setTimeout(run, 0));
  }

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
