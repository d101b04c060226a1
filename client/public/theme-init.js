// Runs before first paint (loaded synchronously from index.html) so the page never flashes the
// wrong theme or language. Keep the keys in sync with client/lib/storage.ts.
(() => {
  var root = document.documentElement;
  var theme;
  var dark;
  var lang;
  var demo;
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
    window.__praxisEarly = {
      "/api/auth/me": fetch("/api/auth/me", {
        credentials: "include",
        headers: demo ? { "x-demo-mode": "true" } : {},
      }),
    };
  } catch (_) {
    // No fetch: the app asks itself.
  }
})();
