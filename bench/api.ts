import { cpus, loadavg } from "node:os";
import { type BareServer, startBare } from "./lib/bare";
import { type LoadFigures, load, type MeasuredFigures, measure } from "./lib/load";
import { freshDatabaseFor } from "./lib/postgres";
import { BENCH_EVENTS, seedEventsPglite, seedEventsPostgres } from "./lib/seed-events";
import { cleanUpRun, getJson, type RunningServer, register, startServer } from "./lib/server";
import {
  prepareShared,
  prepareUser,
  type Route,
  readRoutes,
  rotate,
  toRequests,
  type UserFixture,
  writeRoutes,
} from "./lib/traffic";
import type { Benchmark, BenchResult, Goal, Skipped } from "./lib/types";
import { onEachDatabase } from "./lib/variants";

const CONNECTIONS = 20;
const DURATION_S = 10;
const WARMUP_S = 3;
/** Goal: a route that never touches the database stays fast while a database route is saturated. */
const HEALTH_P99_GOAL_MS = 20;
/** Goals as shares of a bare Fastify route's req/s, measured in the same run. */
const HEALTH_TO_BARE_GOAL = 0.6;
const SERVICES_TO_BARE_GOAL = { postgres: 0.25, pglite: 0.12 };
const MAIN_READ_TO_BARE_GOAL = 0.15;
const MAIN_READ_P99_GOAL_MS = 100;
/** The main reads the goal above applies to (the dashboard's and the marketplaces' included). */
const MAIN_READS = new Set([
  "GET /api/auth/me",
  "GET /api/services",
  "GET /api/kanban/tasks",
  "GET /api/knowledge",
  "GET /api/knowledge/counts",
  "GET /api/deliverables",
  "GET /api/notifications",
  "GET /api/dashboard/stats/:id",
  "GET /api/dashboard/activities/:id",
  "GET /api/internal-marketplace/items",
  "GET /api/marketplace/items",
  "GET /api/competency/summary",
]);
const SHUTDOWN_GOAL_MS = 5000;
/** Each main route of the app: a short warm-up, then a short measured run (20 connections). */
const ROUTE_WARMUP_S = 2;
const ROUTE_DURATION_S = 5;
/** Routes with a latency goal are also timed with one client, the way their own benchmark does. */
const ONE_CLIENT_S = 3;
/** Other users who make the write requests with the measured user, in turn. */
const WRITERS = 4;
/** What the measured user has besides the events (created through the API after the restart). */
const MAIN_USER = { tasks: 40, deliverables: 12, threads: 3 };
const WRITER_USER = { tasks: 20, deliverables: 2, threads: 0 };

type Db = "pglite" | "postgres";

/**
 * `npm run bench -- api --only=competency,auth`: only the main routes whose name contains one of
 * these words are measured (reads only, no write routes); bare, health and stats still run, so
 * the ratios stay comparable. `--db=postgres` (or `pglite`) runs on that database only.
 */
const optionOf = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;
const ONLY = optionOf("only")
  ?.split(",")
  .map((w) => w.trim())
  .filter(Boolean);
const DATABASES = (optionOf("db")?.split(",") ?? ["pglite", "postgres"]) as Db[];
const selected = (route: Route) => !ONLY || ONLY.some((w) => route.name.includes(w));

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function row(label: string, f: LoadFigures, toHealth: number | null) {
  return [
    label,
    f.connections,
    f.reqPerSec,
    toHealth,
    f.p50Ms,
    f.p99Ms,
    f.maxMs,
    f.errors + f.timeouts + f.non2xx,
  ];
}

/** Same check for a route run: answers other than 2xx, connection errors and timeouts. */
function checkRoute(label: string, f: MeasuredFigures) {
  const bad = f.errors + f.timeouts + f.unexpected;
  if (f.requests === 0 || bad > f.requests * 0.01) {
    throw new Error(
      `${label}: ${f.requests} answers, ${f.errors} errors, ${f.timeouts} timeouts, ${f.unexpected} not 2xx ` +
        `(${JSON.stringify(f.statusCodes)}); first: ${f.firstUnexpected}`,
    );
  }
}

/** Refuses figures made of errors: a 401 storm would look like a very fast route. */
function checkClean(label: string, f: LoadFigures) {
  if (f.requests === 0 || f.errors + f.timeouts + f.non2xx > f.requests * 0.01) {
    throw new Error(
      `${label}: ${f.requests} requests, ${f.errors} errors, ${f.timeouts} timeouts, ${f.non2xx} non-2xx answers`,
    );
  }
}

async function runOn(db: Db, log: (line: string) => void): Promise<BenchResult | Skipped> {
  const loadBefore = loadavg()[0];
  const { fresh, skipped } = await freshDatabaseFor(db, log);
  if (skipped) return skipped;
  let server: RunningServer | undefined;
  let bare: BareServer | undefined;
  let dataDir: string | undefined;
  try {
    // 1. First start on an empty database (migrations + reference seed), and a new account.
    server = await startServer({ databaseUrl: fresh?.url });
    dataDir = server.dataDir;
    const coldStartMs = server.startMs;
    log(`server up in ${Math.round(coldStartMs)} ms (empty database), registering ${1 + WRITERS} users`);
    const account = await register(server.url);
    const writerAccounts = [];
    for (let i = 0; i < WRITERS; i++) writerAccounts.push(await register(server.url));
    await server.stop();
    server = undefined;

    // 2. Give that user a realistic history. Done with the server stopped on both databases, so
    // both runs follow the same steps (PGlite can only be opened by one process at a time).
    const inserted =
      db === "postgres"
        ? await seedEventsPostgres(fresh!.url, account.userId)
        : await seedEventsPglite(dataDir, account.userId);
    log(`inserted ${inserted} events for user ${account.userId}`);

    // 3. Restart on the filled database; the session survives (it lives in the database).
    server = await startServer({ databaseUrl: fresh?.url, dataDir });
    const restartMs = server.startMs;
    const health = await getJson(`${server.url}/api/health`);
    const statsUrl = `${server.url}/api/dashboard/stats/${account.userId}`;
    const stats = await getJson(statsUrl, account.cookie);
    if ((health.body as { db?: string })?.db !== db) {
      throw new Error(`/api/health says ${JSON.stringify(health.body)}, expected db ${db}`);
    }
    if (stats.status !== 200)
      throw new Error(`stats answered ${stats.status}: ${JSON.stringify(stats.body)}`);
    log(`restarted in ${Math.round(restartMs)} ms; stats: ${JSON.stringify(stats.body)}`);

    const shared = await prepareShared(server.url, account.cookie);
    const main = await prepareUser(server.url, account, shared, MAIN_USER);
    const writers: UserFixture[] = [main];
    for (const a of writerAccounts) writers.push(await prepareUser(server.url, a, shared, WRITER_USER));
    log(
      `measured user: ${MAIN_USER.tasks} tasks, ${MAIN_USER.deliverables} deliverables, ${MAIN_USER.threads} conversations; ` +
        `${WRITERS} more users with ${WRITER_USER.tasks} tasks each`,
    );

    const healthUrl = `${server.url}/api/health`;
    const headers = { cookie: account.cookie };
    bare = await startBare();
    log(`warming up (${WARMUP_S} s per route)`);
    await load({ url: bare.url, connections: CONNECTIONS, duration: WARMUP_S });
    await load({ url: healthUrl, connections: CONNECTIONS, duration: WARMUP_S });
    await load({ url: statsUrl, connections: CONNECTIONS, duration: WARMUP_S, headers });

    log(`bare Fastify GET, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const bareAlone = await load({ url: bare.url, connections: CONNECTIONS, duration: DURATION_S });
    checkClean("bare", bareAlone);
    log(`bare: ${bareAlone.reqPerSec} req/s`);
    log(`GET /api/health with a session cookie, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const healthSignedIn = await load({
      url: healthUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
    });
    checkClean("health with a session", healthSignedIn);

    log(`GET /api/health alone, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const healthAlone = await load({ url: healthUrl, connections: CONNECTIONS, duration: DURATION_S });
    checkClean("health alone", healthAlone);
    log(`GET /api/dashboard/stats alone, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const statsAlone = await load({ url: statsUrl, connections: CONNECTIONS, duration: DURATION_S, headers });
    checkClean("stats alone", statsAlone);
    log(`both at once, ${CONNECTIONS} connections each, ${DURATION_S} s`);
    const [healthMixed, statsMixed] = await Promise.all([
      load({ url: healthUrl, connections: CONNECTIONS, duration: DURATION_S }),
      load({ url: statsUrl, connections: CONNECTIONS, duration: DURATION_S, headers }),
    ]);
    checkClean("health with stats", healthMixed);
    checkClean("stats with health", statsMixed);

    // The main routes one by one: reads as the measured user, writes by the five users in turn.
    // Reads first (and the one-client timings), so they see the data as prepared; writes then add
    // rows (tasks, deliverables, conversations).
    const routeRuns: { route: Route; figures: MeasuredFigures }[] = [];
    const oneClient: { route: Route; figures: MeasuredFigures }[] = [];
    const base = server.url;
    const runRoute = async (route: Route, pickUser: () => UserFixture) => {
      const opts = { url: base, connections: CONNECTIONS, requests: toRequests([route], pickUser) };
      await measure({ ...opts, duration: ROUTE_WARMUP_S });
      const figures = await measure({ ...opts, duration: ROUTE_DURATION_S });
      checkRoute(route.name, figures);
      log(
        `${route.name}: ${figures.reqPerSec} req/s (${round(figures.reqPerSec / bareAlone.reqPerSec, 3)} × bare), ` +
          `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
      );
      routeRuns.push({ route, figures });
    };
    const reads = readRoutes().filter(selected);
    for (const route of reads) await runRoute(route, () => main);
    for (const route of reads.filter((r) => r.goal)) {
      const figures = await measure({
        url: server.url,
        connections: 1,
        duration: ONE_CLIENT_S,
        requests: toRequests([route], () => main),
      });
      checkRoute(`${route.name}, one client`, figures);
      log(`${route.name}, one client: p95 ${figures.p95Ms} ms`);
      oneClient.push({ route, figures });
    }
    const pickWriter = rotate(writers);
    for (const route of ONLY ? [] : writeRoutes(shared)) await runRoute(route, pickWriter);

    const stopped = await server.stop();
    server = undefined;
    await bare.stop();
    bare = undefined;
    log(`stopped in ${Math.round(stopped.shutdownMs)} ms (exit code ${stopped.code ?? stopped.signal})`);

    const ratio = round(statsAlone.reqPerSec / healthAlone.reqPerSec, 3);
    const toHealth = (f: LoadFigures) => round(f.reqPerSec / healthAlone.reqPerSec, 3);
    const toBare = (f: LoadFigures) => round(f.reqPerSec / bareAlone.reqPerSec, 3);
    const statsRun = {
      route: { name: "GET /api/dashboard/stats/:id", kind: "read" as const },
      figures: statsAlone,
    };
    const mainReads = [...routeRuns, statsRun].filter((r) => MAIN_READS.has(r.route.name));
    const services = routeRuns.find((r) => r.route.name === "GET /api/services");
    const servicesGoal = SERVICES_TO_BARE_GOAL[db];
    if (!mainReads.length) mainReads.push(statsRun);
    const weakest = mainReads.reduce((a, b) => (toBare(b.figures) < toBare(a.figures) ? b : a));
    const slowest = mainReads.reduce((a, b) => (b.figures.p99Ms > a.figures.p99Ms ? b : a));
    const bareGoals: Goal[] = [
      {
        label: "GET /api/health ÷ bare Fastify",
        target: `≥ ${HEALTH_TO_BARE_GOAL}`,
        measured: String(toBare(healthAlone)),
        met: toBare(healthAlone) >= HEALTH_TO_BARE_GOAL,
      },
      {
        label: "signed-in GET /api/services ÷ bare Fastify",
        target: `≥ ${servicesGoal}`,
        measured: String(services ? toBare(services.figures) : "not run"),
        met: services ? toBare(services.figures) >= servicesGoal : null,
      },
      {
        label: `every signed-in main read ÷ bare Fastify (${mainReads.length} routes), lowest`,
        target: `≥ ${MAIN_READ_TO_BARE_GOAL}`,
        measured: `${toBare(weakest.figures)} (${weakest.route.name})`,
        met: db === "postgres" ? toBare(weakest.figures) >= MAIN_READ_TO_BARE_GOAL : null,
      },
      {
        label: `every signed-in main read p99 at ${CONNECTIONS} connections, highest`,
        target: `≤ ${MAIN_READ_P99_GOAL_MS} ms`,
        measured: `${slowest.figures.p99Ms} ms (${slowest.route.name})`,
        met: db === "postgres" ? slowest.figures.p99Ms <= MAIN_READ_P99_GOAL_MS : null,
      },
    ];
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
    const ratiosOf = (kind: Route["kind"]) =>
      routeRuns.filter((r) => r.route.kind === kind).map((r) => toHealth(r.figures));
    const routeGoals: Goal[] = oneClient.map(({ route, figures }) => ({
      label: `${route.name} p95, one client, bench data`,
      target: `< ${route.goal?.p95Ms} ms (${route.goal?.source})`,
      measured: `${figures.p95Ms} ms`,
      met: figures.p95Ms < (route.goal?.p95Ms ?? 0),
    }));
    const busiest = Math.max(loadBefore, loadavg()[0]);
    const busy = busiest > cpus().length;
    const shutdownOk = !stopped.timedOut && stopped.code === 0 && stopped.shutdownMs < SHUTDOWN_GOAL_MS;
    return {
      variant: db,
      columns: ["run", "conns", "req/s", "÷ bare", "p50 ms", "p99 ms", "max ms", "errors"],
      rows: [
        row("bare Fastify GET (same run)", bareAlone, 1),
        row("GET /api/health alone", healthAlone, toBare(healthAlone)),
        row("GET /api/health with a session cookie", healthSignedIn, toBare(healthSignedIn)),
        row("GET /api/dashboard/stats/:id alone", statsAlone, toBare(statsAlone)),
        row("GET /api/health, stats under load", healthMixed, null),
        row("GET /api/dashboard/stats/:id, with health", statsMixed, null),
        ...routeRuns.map(({ route, figures }) => row(route.name, figures, toBare(figures))),
      ],
      summary: [
        { label: "health ÷ bare Fastify", value: toBare(healthAlone) },
        { label: "health with a session cookie ÷ bare Fastify", value: toBare(healthSignedIn) },
        { label: "stats req/s / health req/s (alone)", value: ratio },
        { label: "read routes ÷ health, median", value: median(ratiosOf("read")) },
        ...(ONLY ? [] : [{ label: "write routes ÷ health, median", value: median(ratiosOf("write")) }]),
        { label: "events of the user", value: inserted },
        { label: "first start (migrate + seed)", value: Math.round(coldStartMs), unit: "ms" },
        { label: "restart on the filled database", value: Math.round(restartMs), unit: "ms" },
        { label: "shutdown after SIGTERM", value: Math.round(stopped.shutdownMs), unit: "ms" },
      ],
      goals: [
        ...bareGoals,
        {
          label: "health p99 while stats is under load",
          target: `< ${HEALTH_P99_GOAL_MS} ms`,
          measured: `${healthMixed.p99Ms} ms`,
          met: healthMixed.p99Ms < HEALTH_P99_GOAL_MS,
        },
        {
          label: "clean exit after SIGTERM",
          target: `< ${SHUTDOWN_GOAL_MS / 1000} s, code 0`,
          measured: `${Math.round(stopped.shutdownMs)} ms, ${stopped.timedOut ? "killed" : `code ${stopped.code ?? stopped.signal}`}`,
          met: shutdownOk,
        },
        ...routeGoals,
      ],
      figures: {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        events: inserted,
        stats: stats.body,
        bareAlone,
        healthAlone,
        healthSignedIn,
        toBare: {
          health: toBare(healthAlone),
          healthSignedIn: toBare(healthSignedIn),
          ...Object.fromEntries(mainReads.map((r) => [r.route.name, toBare(r.figures)])),
        },
        statsAlone,
        healthWithStats: healthMixed,
        statsWithHealth: statsMixed,
        statsToHealthRatio: ratio,
        routeWarmupS: ROUTE_WARMUP_S,
        routeDurationS: ROUTE_DURATION_S,
        users: { measured: MAIN_USER, writers: WRITERS, eachWriter: WRITER_USER },
        routes: Object.fromEntries(
          routeRuns.map(({ route, figures }) => [
            route.name,
            { kind: route.kind, toHealth: toHealth(figures), ...figures },
          ]),
        ),
        oneClient: Object.fromEntries(
          oneClient.map(({ route, figures }) => [route.name, { goal: route.goal, ...figures }]),
        ),
        coldStartMs: Math.round(coldStartMs),
        restartMs: Math.round(restartMs),
        shutdown: {
          ms: Math.round(stopped.shutdownMs),
          code: stopped.code,
          signal: stopped.signal,
          timedOut: stopped.timedOut,
        },
      },
      notes: [
        `${BENCH_EVENTS} events inserted with SQL for the measured user, server stopped, on both databases`,
        `main routes: ${ROUTE_WARMUP_S} s warm-up then ${ROUTE_DURATION_S} s each, ${CONNECTIONS} connections; ` +
          `reads as the measured user, writes made by ${WRITERS + 1} users in turn, reads before writes`,
        ...(ONLY ? [`only the read routes matching ${ONLY.join(", ")} (--only), no write routes`] : []),
        "no measured write route has a rate limit (only sign-up, demo and failed logins do): default server configuration",
        "the chat route runs the local engine, which paces its replies (6 ms every 3 words): its req/s is bound by that pause",
        ...(busy
          ? [
              `the machine was busy (load average up to ${round(busiest, 1)} on ${cpus().length} CPUs): ` +
                "other processes took CPU time, so latencies and req/s are not representative",
            ]
          : []),
      ],
    };
  } catch (err) {
    if (server) (err as Error).message += `\nserver output:\n${server.output()}`;
    throw err;
  } finally {
    await bare?.stop();
    await cleanUpRun({ server, dataDir, fresh }, log);
  }
}

export const api: Benchmark = {
  name: "api",
  description:
    "API throughput and latency of a bare route, the dashboard stats and the main read and write routes, on PGlite then PostgreSQL",
  run: (log) => onEachDatabase(log, runOn, DATABASES),
};
