import { type Browser, chromium } from "@playwright/test";
import { ensureChromium } from "../../scripts/chromium.mjs";
import { type AssetSize, gzipSize } from "./assets";

/** Debian's Chromium, never a downloaded one (see DESIGN.md section 1). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
    timeout: 60_000,
  });
}

export type PageLoad = {
  path: string;
  /** Every .js/.css response of the visit, with its gzip size. */
  assets: AssetSize[];
  /** API answers seen, e.g. "200 GET /api/auth/me", to tell a signed-in visit from a redirected one. */
  api: string[];
  title: string;
};

const SETTLE_MS = 2500;

/**
 * Visits `path` in a fresh context (empty cache), waits for the network to be idle and then long
 * enough for timed extras (the help assistant appears after 2 s), and sizes every script and style.
 */
export async function visit(
  browser: Browser,
  baseUrl: string,
  path: string,
  cookie?: string,
): Promise<PageLoad> {
  const context = await browser.newContext({ baseURL: baseUrl });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name, value: value.join("="), url: baseUrl }]);
  }
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const assets = new Map<string, AssetSize>();
  const api: string[] = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    const type = res.request().resourceType();
    if (url.pathname.startsWith("/api/")) {
      api.push(`${res.status()} ${res.request().method()} ${url.pathname}`);
      return;
    }
    const isCode = type === "script" || type === "stylesheet" || /\.(m?js|css)$/.test(url.pathname);
    if (!isCode || res.status() !== 200) return;
    pending.push(
      res.body().then(
        (body) => {
          assets.set(url.pathname, { file: url.pathname, bytes: body.length, gzip: gzipSize(body) });
        },
        () => {},
      ),
    );
  });
  try {
    await page.goto(path, { waitUntil: "networkidle", timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState("networkidle", { timeout: 30_000 });
    await Promise.all(pending);
    return {
      path,
      assets: [...assets.values()].sort((a, b) => b.gzip - a.gzip),
      api,
      title: await page.title(),
    };
  } finally {
    await context.close();
  }
}
