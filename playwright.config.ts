import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 5055);

export default defineConfig({
  testDir: "e2e",
  // Generous for a CI machine of 2 shared cores; a test that needs more says so with test.setTimeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.REPORT_DIR
    ? [["list"], ["json", { outputFile: `${process.env.REPORT_DIR}/playwright.json` }]]
    : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // Animations off: an element caught mid fade-in would fail contrast checks at random.
    reducedMotion: "reduce",
    launchOptions: {
      // Found (or installed) by `scripts/chromium.mjs`, which runs before `npm run test:e2e`.
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
