import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { SIGNED_IN_ROUTES } from "../e2e/routes";
import { ensureChromium } from "../scripts/chromium.mjs";
import { benchClient } from "./lib/client-build";
import { type RunningServer, register, removeDataDir, startServer } from "./lib/server";
import type { Benchmark, Goal, Outcome } from "./lib/types";

const optionOf = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;

/**
 * Lighthouse's mobile preset (its default config): a mid-range phone on a slow 4G link, simulated.
 * The login page and every signed-in screen (e2e/routes.ts), each with the same goal.
 */
const PERFORMANCE_GOAL = 95;
const ALL_PAGES: { path: string; signedIn: boolean }[] = [
  { path: "/login", signedIn: false },
  ...SIGNED_IN_ROUTES.map((path) => ({ path, signedIn: true })),
];
/**
 * `--only=login,kanban`: only the pages whose path contains one of these words (`--only=/` is the
 * dashboard alone: a bare "/" matches the path exactly).
 */
const ONLY = optionOf("only")
  ?.split(",")
  .map((w) => w.trim())
  .filter(Boolean);
const PAGES = ALL_PAGES.filter(
  (p) => !ONLY || ONLY.some((w) => (w === "/" ? p.path === "/" : p.path.includes(w))),
);
const ACCESSIBILITY_GOAL = 100;
/**
 * Lighthouse's figures vary from run to run: `--runs=3` measures each page three times and keeps
 * the median; one run by default, so that every page is measured in a few minutes.
 */
const RUNS = Math.max(1, Number(optionOf("runs") ?? 1) || 1);
/** `--client=<folder>`: serve an already built client (an older commit's, to compare) as it is. */
const CLIENT_DIR = optionOf("client");
/**
 * `--url=http://127.0.0.1:<port>`: measure a server already running (started by hand, without the
 * 90 s start-up limit a busy machine can exceed) instead of starting one; an account is registered on it.
 */
const URL_OPTION = optionOf("url");
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
  /** The machine's 1-minute load average when the run began: simulated metrics lengthen with it. */
  load: number;
  /** Figures that do not depend on the machine's load (see `deterministic`). */
  page: PageFigures;
};

/**
 * What a page asks before its first paint and what its largest paint is: figures that change with
 * the code, not with the machine's load (Lighthouse's simulated timings do).
 */
type PageFigures = {
  /** Requests made and their bytes (transferred, so gzip), in all and those finished by the observed FCP. */
  requests: number;
  transferKb: number;
  requestsBeforeFcp: number;
  transferKbBeforeFcp: number;
  /** Rounds of requests, each started after one of the round before had answered, until the largest paint. */
  requestRoundsBeforeLcp: number;
  renderBlocking: string[];
  /** Main-thread work of the whole load, and its scripts' evaluation (ms, observed, not simulated). */
  mainThreadMs: number;
  scriptMs: number;
  /** Main-thread work by kind (mainthread-work-breakdown: scriptEvaluation, styleLayout…), ms. */
  mainThreadByGroup: Record<string, number>;
  /** Main-thread time of the scripts that took most (bootup-time), total and evaluation, ms. */
  bootup: { script: string; totalMs: number; scriptingMs: number }[];
  /** Tasks over 50 ms (long-tasks) and their total, ms. */
  longTasks: number;
  longTasksMs: number;
  /** Elements in the page once loaded (dom-size-insight). */
  domElements: number;
  /** What Lighthouse took as the largest contentful paint, and when it was observed (ms). */
  lcpElement: string;
  observedFcpMs: number;
  observedLcpMs: number;
};

type Lhr = {
  audits: Record<string, { numericValue?: number; details?: Record<string, unknown> } | undefined>;
};
type Item = Record<string, unknown>;

const itemsOf = (lhr: Lhr, id: string) => (lhr.audits[id]?.details?.items ?? []) as Item[];
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The first node (an element Lighthouse points at) anywhere in an audit's details. */
function firstNode(value: unknown): Item | undefined {
  if (!value || typeof value !== "object") return undefined;
  if ((value as Item).type === "node") return value as Item;
  for (const v of Object.values(value)) {
    const found = firstNode(v);
    if (found) return found;
  }
  return undefined;
}

/**
 * Rounds of requests before the largest paint: a request started once another had finished is one
 * round after it (the document is round 1). Lighthouse's own chain tree stops early, so this is
 * read from the requests' times: an upper bound of the real chain, which CPU delays cannot deepen
 * much since each round waits for a response.
 */
function requestRounds(requests: Item[], until: number): number {
  const started = requests
    .filter((r) => Number(r.rendererStartTime) <= until)
    .sort((a, b) => Number(a.rendererStartTime) - Number(b.rendererStartTime));
  const rounds: number[] = [];
  started.forEach((r, i) => {
    let round = 1;
    for (let j = 0; j < i; j++) {
      if (Number(started[j]?.networkEndTime) <= Number(r.rendererStartTime)) {
        round = Math.max(round, (rounds[j] ?? 1) + 1);
      }
    }
    rounds.push(round);
  });
  return Math.max(0, ...rounds);
}

export function deterministic(lhr: Lhr): PageFigures {
  const observed = (itemsOf(lhr, "metrics")[0] ?? {}) as Record<string, number>;
  const fcp = observed.observedFirstContentfulPaint ?? Number.NaN;
  const requests = itemsOf(lhr, "network-requests").filter((r) => !String(r.url).startsWith("data:"));
  const before = requests.filter((r) => Number(r.networkEndTime) <= fcp);
  const size = (rs: Item[]) => kb(rs.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0));
  const node = firstNode(lhr.audits["lcp-breakdown-insight"]?.details);
  const breakdown = itemsOf(lhr, "mainthread-work-breakdown");
  const scripting = breakdown.find((i) => i.group === "scriptEvaluation");
  const longTasks = itemsOf(lhr, "long-tasks");
  const domElements = itemsOf(lhr, "dom-size-insight").find((i) => i.statistic === "Total elements")?.value as
    | { value?: number }
    | undefined;
  return {
    requests: requests.length,
    transferKb: size(requests),
    requestsBeforeFcp: before.length,
    transferKbBeforeFcp: size(before),
    requestRoundsBeforeLcp: requestRounds(
      requests,
      observed.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY,
    ),
    renderBlocking: itemsOf(lhr, "render-blocking-insight").map((i) => String(i.url).replace(/^.*\//, "")),
    mainThreadMs: Math.round(lhr.audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN),
    scriptMs: Math.round(Number(scripting?.duration ?? Number.NaN)),
    mainThreadByGroup: Object.fromEntries(
      breakdown.map((i) => [String(i.group), Math.round(Number(i.duration))]),
    ),
    bootup: itemsOf(lhr, "bootup-time")
      .slice(0, 6)
      .map((i) => ({
        script: String(i.url).replace(/^.*\//, ""),
        totalMs: Math.round(Number(i.total)),
        scriptingMs: Math.round(Number(i.scripting)),
      })),
    longTasks: longTasks.length,
    longTasksMs: Math.round(longTasks.reduce((sum, t) => sum + Number(t.duration), 0)),
    domElements: Number(domElements?.value ?? Number.NaN),
    lcpElement: node ? String(node.selector ?? node.nodeLabel ?? node.snippet ?? "?") : "none",
    observedFcpMs: Math.round(fcp),
    observedLcpMs: Math.round(observed.observedLargestContentfulPaint ?? Number.NaN),
  };
}

async function audit(url: string, cookie: string | undefined): Promise<Run> {
  const load = Math.round(loadavg()[0] * 100) / 100;
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
      load,
      page: deterministic(lhr),
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
  let server: RunningServer | undefined;
  try {
    if (!URL_OPTION) {
      server = await startServer({ clientDir: CLIENT_DIR ?? benchClient(log) });
      log(`server up in ${Math.round(server.startMs)} ms`);
    }
    const base = URL_OPTION ?? (server as RunningServer).url;
    const account = await register(base);

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
        target: `≥ ${PERFORMANCE_GOAL}`,
        measured: String(kept.performance),
        met: kept.performance >= PERFORMANCE_GOAL,
      },
      {
        label: `${page.path} accessibility`,
        target: `${ACCESSIBILITY_GOAL}`,
        measured: String(kept.accessibility),
        met: kept.accessibility >= ACCESSIBILITY_GOAL,
      },
    ]);
    const kept = RUNS > 1 ? `median of ${RUNS}` : "1 run";
    return {
      variant: "pglite",
      columns: [
        `page (mobile, ${kept})`,
        "perf.",
        "a11y",
        "FCP ms",
        "LCP ms",
        "TBT ms",
        "CLS",
        "load",
        "req. / KB before FCP",
        "rounds to LCP",
        "main thread ms",
        "script ms",
        "long tasks (ms)",
        "DOM",
        "LCP element (observed ms)",
        ...(RUNS > 1 ? ["runs"] : []),
      ],
      rows: results.map(({ page, runs, kept }) => [
        `${page.path}${page.signedIn ? " (signed in)" : ""}`,
        kept.performance,
        kept.accessibility,
        ms(kept.metrics.fcpMs),
        ms(kept.metrics.lcpMs),
        ms(kept.metrics.tbtMs),
        Math.round(kept.metrics.cls * 1000) / 1000,
        kept.load,
        `${kept.page.requestsBeforeFcp} / ${kept.page.transferKbBeforeFcp}`,
        kept.page.requestRoundsBeforeLcp,
        kept.page.mainThreadMs,
        kept.page.scriptMs,
        `${kept.page.longTasks} (${kept.page.longTasksMs})`,
        kept.page.domElements,
        `${kept.page.lcpElement.slice(0, 48)} (${kept.page.observedLcpMs})`,
        ...(RUNS > 1 ? [runs.map((r) => r.performance).join(" / ")] : []),
      ]),
      goals,
      summary: [
        {
          label: "Lighthouse CPU benchmark index (higher is faster; under 1000 the machine was busy)",
          value: results[0]?.kept.benchmarkIndex ?? null,
        },
        {
          label: "load average (1 min) at the start of the runs, lowest / highest",
          value: `${Math.min(...results.flatMap((r) => r.runs.map((x) => x.load)))} / ${Math.max(...results.flatMap((r) => r.runs.map((x) => x.load)))}`,
        },
      ],
      figures: {
        preset: "Lighthouse 13 default (mobile, simulated slow 4G and 4x CPU slowdown)",
        runsPerPage: RUNS,
        clientDir: URL_OPTION ? `served by ${URL_OPTION}` : (CLIENT_DIR ?? "dist/client-bench"),
        pages: results.map(({ page, runs, kept }) => ({
          path: page.path,
          signedIn: page.signedIn,
          median: kept,
          runs,
        })),
      },
      notes: [
        `scores are ${RUNS > 1 ? "the run with the median performance score" : "one run per page (--runs=3 for the median of three)"}; metrics are Lighthouse's simulated ones, which lengthen with the machine's load (column "load": 1-minute load average at the run's start)`,
        "req. / KB before FCP: requests finished by the observed first paint, and their bytes as transferred (gzip); rounds to LCP: rounds of requests, each started after one of the round before had answered, until the observed largest paint; main thread: observed work of the whole load, script its evaluation part; long tasks: tasks over 50 ms and their total (as Lighthouse reports them, under its 4x CPU slowdown); DOM: elements once loaded",
        ...results.flatMap(({ page, kept }) => [
          ...kept.accessibilityIssues.map((i) => `${page.path} accessibility: ${i}`),
          ...kept.page.renderBlocking.map((r) => `${page.path} render-blocking: ${r}`),
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
  description:
    "Lighthouse (mobile) performance and accessibility of the login page and every signed-in screen (--only=, --runs=3)",
  run: async (log) => {
    try {
      return [await run(log)];
    } catch (err) {
      return [{ variant: "pglite", failed: (err as Error).stack ?? String(err) }];
    }
  },
};
