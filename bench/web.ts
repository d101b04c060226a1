import { SIGNED_IN_ROUTES } from "../e2e/routes";
import { initialAssets, sum } from "./lib/assets";
import { launchChromium, type PageLoad, visit } from "./lib/browser";
import { benchClient } from "./lib/client-build";
import { type RunningServer, register, removeDataDir, startServer } from "./lib/server";
import type { Benchmark, Outcome } from "./lib/types";

const LOGIN_GOAL_KB = 120;
const ROUTE_GOAL_KB = 250;

/** Spec section 2: every screen; the signed-in ones are visited with a session. */
const PUBLIC_ROUTES = ["/login", "/forgot-password"];

/** Answers only a signed-in visit gets: the session asked for, or the shell's notifications. */
const SIGNED_IN_READS = ["200 GET /api/auth/me", "200 GET /api/notifications"];

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function row(load: PageLoad) {
  const total = sum(load.assets);
  return [load.path, total.files, kb(total.bytes), kb(total.gzip)];
}

async function run(log: (line: string) => void): Promise<Outcome> {
  let clientDir: string;
  try {
    clientDir = benchClient(log);
  } catch (err) {
    return { variant: "pglite", failed: (err as Error).message };
  }
  const initial = initialAssets(clientDir);

  let server: RunningServer | undefined;
  const browser = await launchChromium();
  try {
    server = await startServer({ clientDir });
    log(`server up in ${Math.round(server.startMs)} ms`);
    const account = await register(server.url);

    const loads: PageLoad[] = [];
    for (const path of PUBLIC_ROUTES) {
      log(`visiting ${path} signed out`);
      loads.push(await visit(browser, server.url, path));
    }
    for (const path of SIGNED_IN_ROUTES) {
      log(`visiting ${path} signed in`);
      const load = await visit(browser, server.url, path, account.cookie);
      // A visit that lost its session would measure the login page instead. The page carries the
      // answer to GET /api/auth/me (server/client-page.ts), so the sign is the shell's own read.
      if (!SIGNED_IN_READS.some((read) => load.api.includes(read))) {
        throw new Error(`${path}: no signed-in read (${SIGNED_IN_READS}) in ${JSON.stringify(load.api)}`);
      }
      loads.push(load);
    }

    const login = loads[0];
    const loginTotal = sum(login.assets);
    const largest = loads.reduce((a, b) => (sum(b.assets).gzip > sum(a.assets).gzip ? b : a));
    const largestTotal = sum(largest.assets);
    const initialTotal = sum(initial);
    // The browser must load at least what index.html names; less means the static reading is wrong.
    const missed = initial
      .filter((a) => !login.assets.some((l) => l.file === `/${a.file}`))
      .map((a) => a.file);

    return {
      variant: "pglite",
      columns: ["route (cold cache)", "files", "KB", "KB gzip"],
      rows: [
        [
          "index.html, static imports only",
          initialTotal.files,
          kb(initialTotal.bytes),
          kb(initialTotal.gzip),
        ],
        ...loads.map(row),
      ],
      summary: [
        { label: "login page JS + CSS", value: kb(loginTotal.gzip), unit: "KB gzip" },
        { label: `largest route (${largest.path})`, value: kb(largestTotal.gzip), unit: "KB gzip" },
        {
          label: "largest file of the login page",
          value: `${login.assets[0]?.file} (${kb(login.assets[0]?.gzip ?? 0)} KB gzip)`,
        },
      ],
      goals: [
        {
          label: "login page JS + CSS, gzip",
          target: `< ${LOGIN_GOAL_KB} KB`,
          measured: `${kb(loginTotal.gzip)} KB`,
          met: loginTotal.gzip < LOGIN_GOAL_KB * 1024,
        },
        {
          label: `largest route (${largest.path}), gzip`,
          target: `< ${ROUTE_GOAL_KB} KB`,
          measured: `${kb(largestTotal.gzip)} KB`,
          met: largestTotal.gzip < ROUTE_GOAL_KB * 1024,
        },
      ],
      figures: {
        gzip: "zlib default level (6), computed by the harness from each response body",
        initialFromIndexHtml: { ...initialTotal, assets: initial },
        login: { ...loginTotal, assets: login.assets },
        largestRoute: { path: largest.path, ...largestTotal },
        routes: loads.map((l) => ({ path: l.path, ...sum(l.assets), assets: l.assets, api: l.api })),
      },
      notes: [
        "each route is loaded in a fresh browser context (empty cache) until the network is idle, plus 2.5 s",
        ...(missed.length ? [`the login visit did not load ${missed.join(", ")} named by index.html`] : []),
      ],
    };
  } finally {
    await browser.close();
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  }
}

export const web: Benchmark = {
  name: "web",
  description: "gzip size of the JS and CSS each page loads, measured in Chromium against the built client",
  run: async (log) => {
    try {
      return [await run(log)];
    } catch (err) {
      return [{ variant: "pglite", failed: (err as Error).stack ?? String(err) }];
    }
  },
};
