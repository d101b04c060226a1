import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureChromium } from "../scripts/chromium.mjs";
import { benchClient } from "./lib/client-build";
import { type RunningServer, register, removeDataDir, startServer } from "./lib/server";
import type { Benchmark, Goal, Outcome } from "./lib/types";

/** Lighthouse's mobile preset (its default config): a mid-range phone on a slow 4G link, simulated. */
const PAGES = [
  { name: "login", path: "/login", signedIn: false, performanceGoal: 95 },
  { name: "dashboard", path: "/", signedIn: true, performanceGoal: 90 },
] as const;
const ACCESSIBILITY_GOAL = 100;
/** Lighthouse's figures vary from run to run: each page is measured this many times, the median kept. */
const RUNS = 3;
const RUN_TIMEOUT_MS = 120_000;
/** Lighthouse sometimes fails to record a load (NO_NAVSTART, NO_FCP…) and says to run it again. */
const ATTEMPTS = 3;

/** Debian's Chromium, as for the other browser benchmarks; never a downloaded one. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
} as const;

type Run = {
  performance: number;
  accessibility: number;
  metrics: Record<keyof typeof METRICS, number>;
  /** Failed accessibility audits (id: title), when there are any. */
  accessibilityIssues: string[];
  /** The opportunities Lighthouse lists, with its estimated saving (ms). */
  opportunities: string[];
  benchmarkIndex: number | null;
};

async function audit(url: string, cookie: string | undefined): Promise<Run> {
  const chrome = await launch({
    chromePath: ensureChromium(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s`)),
        RUN_TIMEOUT_MS,
      ).unref(),
    );
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        // A cookie header rather than a login in the page: Lighthouse clears storage before loading.
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      }),
      timeout,
    ]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORT_DIR keeps each full report, to see what a score is made of.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as Run["metrics"];
    const accessibilityIssues = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`);
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === "opportunity" && (a.score ?? 1) < 0.9)
      .map((a) => `${a.id}: ${a.displayValue ?? ""}`.trim());
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      metrics,
      accessibilityIssues,
      opportunities,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    chrome.kill();
  }
}

async function retried(attempt: () => Promise<Run>, log: (line: string) => void): Promise<Run> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (i >= ATTEMPTS) throw err;
      log(`  Lighthouse failed (${(err as Error).message.split("\n")[0]}), trying again`);
    }
  }
}

const median = (runs: Run[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
const ms = (v: number) => Math.round(v);

async function run(log: (line: string) => void): Promise<Outcome> {
  const clientDir = benchClient(log);
  let server: RunningServer | undefined;
  try {
    server = await startServer({ clientDir });
    log(`server up in ${Math.round(server.startMs)} ms`);
    const account = await register(server.url);
    const base = server.url;

    const results: { page: (typeof PAGES)[number]; runs: Run[]; kept: Run }[] = [];
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 1; i <= RUNS; i++) {
        log(`Lighthouse on ${page.path}${page.signedIn ? " signed in" : ""}, run ${i}/${RUNS}`);
        runs.push(
          await retried(() => audit(`${base}${page.path}`, page.signedIn ? account.cookie : undefined), log),
        );
      }
      results.push({ page, runs, kept: median(runs) });
    }

    const goals: Goal[] = results.flatMap(({ page, kept }) => [
      {
        label: `${page.path} performance (mobile)`,
        target: `≥ ${page.performanceGoal}`,
        measured: String(kept.performance),
        met: kept.performance >= page.performanceGoal,
      },
      {
        label: `${page.path} accessibility`,
        target: `${ACCESSIBILITY_GOAL}`,
        measured: String(kept.accessibility),
        met: kept.accessibility >= ACCESSIBILITY_GOAL,
      },
    ]);
    return {
      variant: "pglite",
      columns: [
        "page (mobile, median of 3)",
        "performance",
        "accessibility",
        "FCP ms",
        "LCP ms",
        "TBT ms",
        "CLS",
        "runs",
      ],
      rows: results.map(({ page, runs, kept }) => [
        `${page.path}${page.signedIn ? " (signed in)" : ""}`,
        kept.performance,
        kept.accessibility,
        ms(kept.metrics.fcpMs),
        ms(kept.metrics.lcpMs),
        ms(kept.metrics.tbtMs),
        Math.round(kept.metrics.cls * 1000) / 1000,
        runs.map((r) => r.performance).join(" / "),
      ]),
      goals,
      summary: [
        {
          label: "Lighthouse CPU benchmark index (higher is faster; under 1000 the machine was busy)",
          value: results[0]?.kept.benchmarkIndex ?? null,
        },
      ],
      figures: {
        preset: "Lighthouse 13 default (mobile, simulated slow 4G and 4x CPU slowdown)",
        runsPerPage: RUNS,
        pages: results.map(({ page, runs, kept }) => ({
          path: page.path,
          signedIn: page.signedIn,
          median: kept,
          runs,
        })),
      },
      notes: [
        "scores are the run with the median performance score; metrics are Lighthouse's simulated ones",
        ...results.flatMap(({ page, kept }) => [
          ...kept.accessibilityIssues.map((i) => `${page.path} accessibility: ${i}`),
          ...kept.opportunities.map((o) => `${page.path} opportunity: ${o}`),
        ]),
      ],
    };
  } finally {
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  }
}

export const lighthouseBench: Benchmark = {
  name: "lighthouse",
  description: "Lighthouse (mobile) performance and accessibility of the login page and the dashboard",
  run: async (log) => {
    try {
      return [await run(log)];
    } catch (err) {
      return [{ variant: "pglite", failed: (err as Error).stack ?? String(err) }];
    }
  },
};
