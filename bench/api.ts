import { cpus, loadavg } from "node:os";
import { type LoadFigures, load } from "./lib/load";
import {
  createFreshDatabase,
  type FreshDatabase,
  postgresAdminUrl,
  postgresUnreachable,
} from "./lib/postgres";
import { BENCH_EVENTS, seedEventsPglite, seedEventsPostgres } from "./lib/seed-events";
import { getJson, type RunningServer, register, removeDataDir, startServer } from "./lib/server";
import type { Benchmark, BenchResult, Outcome, Skipped } from "./lib/types";

const CONNECTIONS = 20;
const DURATION_S = 10;
const WARMUP_S = 3;
/** Goal: a route that never touches the database stays fast while a database route is saturated. */
const HEALTH_P99_GOAL_MS = 20;
const SHUTDOWN_GOAL_MS = 5000;

type Db = "pglite" | "postgres";

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function row(label: string, f: LoadFigures) {
  return [label, f.connections, f.reqPerSec, f.p50Ms, f.p99Ms, f.maxMs, f.errors + f.timeouts + f.non2xx];
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
  let fresh: FreshDatabase | undefined;
  if (db === "postgres") {
    const why = await postgresUnreachable();
    if (why) return { variant: db, skipped: `PostgreSQL at ${postgresAdminUrl} is unreachable (${why})` };
    fresh = await createFreshDatabase();
    log(`created database ${fresh.name}`);
  }
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  try {
    // 1. First start on an empty database (migrations + reference seed), and a new account.
    server = await startServer({ databaseUrl: fresh?.url });
    dataDir = server.dataDir;
    const coldStartMs = server.startMs;
    log(`server up in ${Math.round(coldStartMs)} ms (empty database), registering a user`);
    const account = await register(server.url);
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

    const healthUrl = `${server.url}/api/health`;
    const headers = { cookie: account.cookie };
    log(`warming up (${WARMUP_S} s per route)`);
    await load({ url: healthUrl, connections: CONNECTIONS, duration: WARMUP_S });
    await load({ url: statsUrl, connections: CONNECTIONS, duration: WARMUP_S, headers });

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

    const stopped = await server.stop();
    server = undefined;
    log(`stopped in ${Math.round(stopped.shutdownMs)} ms (exit code ${stopped.code ?? stopped.signal})`);

    const ratio = round(statsAlone.reqPerSec / healthAlone.reqPerSec, 3);
    const busiest = Math.max(loadBefore, loadavg()[0]);
    const busy = busiest > cpus().length;
    const shutdownOk = !stopped.timedOut && stopped.code === 0 && stopped.shutdownMs < SHUTDOWN_GOAL_MS;
    return {
      variant: db,
      columns: ["run", "conns", "req/s", "p50 ms", "p99 ms", "max ms", "errors"],
      rows: [
        row("GET /api/health alone", healthAlone),
        row("GET /api/dashboard/stats/:id alone", statsAlone),
        row("GET /api/health, stats under load", healthMixed),
        row("GET /api/dashboard/stats/:id, with health", statsMixed),
      ],
      summary: [
        { label: "stats req/s / health req/s (alone)", value: ratio },
        { label: "events of the user", value: inserted },
        { label: "first start (migrate + seed)", value: Math.round(coldStartMs), unit: "ms" },
        { label: "restart on the filled database", value: Math.round(restartMs), unit: "ms" },
        { label: "shutdown after SIGTERM", value: Math.round(stopped.shutdownMs), unit: "ms" },
      ],
      goals: [
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
      ],
      figures: {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        events: inserted,
        stats: stats.body,
        healthAlone,
        statsAlone,
        healthWithStats: healthMixed,
        statsWithHealth: statsMixed,
        statsToHealthRatio: ratio,
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
    if (server) await server.stop().catch(() => {});
    if (dataDir) removeDataDir(dataDir);
    if (fresh) {
      await fresh.drop().catch((e: Error) => log(`could not drop ${fresh?.name}: ${e.message}`));
      log(`dropped database ${fresh.name}`);
    }
  }
}

export const api: Benchmark = {
  name: "api",
  description:
    "API throughput and latency of a bare route and the dashboard stats, on PGlite then PostgreSQL",
  run: async (log) => {
    const results: Outcome[] = [];
    for (const db of ["pglite", "postgres"] as const) {
      log(`-- ${db}`);
      try {
        results.push(await runOn(db, log));
      } catch (err) {
        results.push({ variant: db, failed: (err as Error).stack ?? String(err) });
      }
    }
    return results;
  },
};
