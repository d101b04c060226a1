// Runs before first paint (loaded synchronously from index.html) so the page never flashes the
// wrong theme or language. Keep the keys in sync with client/lib/storage.ts.
(() => {
  var root = document.documentElement;
  var theme;
  var dark;
  var lang;
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
})();
