// Finds the Chromium the browser tests drive, and installs Debian's package when it can.
// Never downloads a browser: `npm test` uses the system's Chromium or Chrome.
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const knownPaths = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/opt/google/chrome/chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];
const commandNames = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROME_PATH when set, else the first Chromium or Chrome found in the usual places or on PATH. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  const onPath = (env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => commandNames.map((name) => join(dir, name)));
  return [...knownPaths, ...onPath].find(isExecutable);
}

function canInstallWithApt() {
  return process.platform === "linux" && process.getuid?.() === 0 && isExecutable("/usr/bin/apt-get");
}

/**
 * Returns a usable Chromium path, installing Debian's `chromium` package first when none is found and
 * this process may do so (root with apt-get). Otherwise prints what to do and exits before any test.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable file.`);
    process.exit(1);
  }
  if (!canInstallWithApt()) {
    console.error(
      "No Chromium found for the browser tests: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome executable.",
    );
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
  const apt = { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  execFileSync("apt-get", ["update", "-qq"], apt);
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], apt);
  const installed = findChromium();
  if (!installed) {
    console.error("apt-get installed chromium, but no Chromium executable was found afterwards.");
    process.exit(1);
  }
  console.log(`Chromium installed: ${installed}`);
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Browser tests use ${ensureChromium()}`);
}
