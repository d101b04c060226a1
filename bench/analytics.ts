// Task-mining analytics over a large event log: 1,000,000 events over 90 days for 1,000 users,
// then the latency of GET /api/analytics/task-mining's query for one user (7, 30 and 90 days),
// on PostgreSQL and on PGlite. The query is the service function the route calls, run through the
// same `pg` pool the app uses; goal: p95 under 100 ms on PostgreSQL for the 90-day window.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { connectPglite, connectPostgres, type Database } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { startPgliteServer } from "../server/db/pglite-server";
import { taskMining } from "../server/modules/analytics/service";
import { percentile } from "./lib/latency";
import { createFreshDatabase, postgresAdminUrl, postgresUnreachable } from "./lib/postgres";
import type { Benchmark, BenchResult, Outcome } from "./lib/types";
import { onEachDatabase } from "./lib/variants";

const USERS = Number(process.env.BENCH_ANALYTICS_USERS ?? 1000);
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const RUNS = 100;
const WARMUP = 10;
const GOAL_P95_MS = 100;
const DAY_MS = 86_400_000;
/** Events are inserted in slices of this many users, so one statement never holds the whole set. */
const USERS_PER_SLICE = 50;

/**
 * Every user gets EVENTS / USERS events spread over the last 90 days: mostly deliverable actions
 * (create, edit, score, export, complete on ~50 deliverables each), plus services launched and
 * downloads, so each part of the response (counts, timeline, paths) has work to do.
 */
const INSERT_EVENTS = `
insert into events (user_id, type, entity, entity_id, data, created_at)
select u.id,
       (array['create','edit','edit','edit','score','export','complete','use','download'])[1 + (g + u.i) % 9],
       case when (g + u.i) % 9 >= 7 then 'service' else 'deliverable' end,
       'd-' || (g % 50),
       jsonb_build_object('name', 'Livrable ' || (g % 50)),
       $1::timestamptz - (((g * 7919 + u.i * 104729) % (90 * 86400)) * interval '1 second')
from (select id, (row_number() over (order by email))::int - 1 as i from users where email like 'bench-analytics-%') u
cross join generate_series(0, $2::int - 1) g
where u.i >= $3::int and u.i < $4::int`;

async function fill(pool: pg.Pool, now: Date, log: (line: string) => void) {
  await pool.query(
    `insert into users (email, password_hash, first_name, last_name)
     select 'bench-analytics-' || lpad(g::text, 5, '0') || '@praxis.test', 'x', 'Bench', 'User' || g
     from generate_series(0, $1::int - 1) g
     on conflict (email) do nothing`,
    [USERS],
  );
  const perUser = Math.floor(EVENTS / USERS);
  const started = performance.now();
  for (let from = 0; from < USERS; from += USERS_PER_SLICE) {
    await pool.query(INSERT_EVENTS, [now.toISOString(), perUser, from, from + USERS_PER_SLICE]);
    if (from % 250 === 0) log(`  ${from + USERS_PER_SLICE} users filled`);
  }
  await pool.query("analyze events");
  const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from events");
  // A user from the middle of the list: nothing special about the first or last one.
  const { rows: user } = await pool.query<{ id: string }>("select id from users where email = $1", [
    `bench-analytics-${String(Math.floor(USERS / 2)).padStart(5, "0")}@praxis.test`,
  ]);
  return { events: rows[0].n, fillMs: performance.now() - started, userId: user[0].id };
}

const round = (n: number) => Math.round(n * 10) / 10;

async function measure(database: Database, userId: string, now: Date, days: number) {
  const q = {
    from: new Date(now.getTime() - days * DAY_MS).toISOString(),
    to: now.toISOString(),
    tz: "Europe/Paris",
  };
  let last = 0;
  for (let i = 0; i < WARMUP; i++) last = (await taskMining(database.db, userId, q, now)).totalEvents;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await taskMining(database.db, userId, q, now);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { days, events: last, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

async function runOn(kind: "postgres" | "pglite", log: (line: string) => void): Promise<Outcome> {
  let database: Database | undefined;
  let cleanup: () => Promise<void> = async () => {};
  if (kind === "postgres") {
    const why = await postgresUnreachable();
    if (why) return { variant: kind, skipped: `PostgreSQL at ${postgresAdminUrl} is unreachable (${why})` };
    const fresh = await createFreshDatabase();
    database = connectPostgres(fresh.url, 2);
    cleanup = fresh.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), "praxis-bench-analytics-"));
    const running = await startPgliteServer({ dataDir: dir });
    database = connectPglite(running.socketDir, running.stop);
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    await runMigrations(database.pool);
    const now = new Date();
    log(`${kind}: inserting ${EVENTS.toLocaleString("en")} events for ${USERS} users`);
    const filled = await fill(database.pool, now, log);
    log(`${kind}: ${filled.events} events in ${Math.round(filled.fillMs / 1000)} s; measuring one user`);
    const rows = [];
    for (const days of [7, 30, 90]) rows.push(await measure(database, filled.userId, now, days));
    const p95 = rows.find((r) => r.days === 90)!.p95;
    const result: BenchResult = {
      variant: kind,
      columns: ["window", "events of the user", "p50 ms", "p95 ms", "max ms"],
      rows: rows.map((r) => [`${r.days} days`, r.events, round(r.p50), round(r.p95), round(r.max)]),
      goals:
        kind === "postgres"
          ? [
              {
                label: "task-mining p95 (90 days, one user)",
                target: `< ${GOAL_P95_MS} ms`,
                measured: `${round(p95)} ms`,
                met: p95 < GOAL_P95_MS,
              },
            ]
          : [],
      summary: [
        { label: "events in the log", value: filled.events },
        { label: "users", value: USERS },
        { label: "fill time", value: Math.round(filled.fillMs / 1000), unit: "s" },
      ],
      figures: { users: USERS, events: filled.events, fillMs: filled.fillMs, runs: RUNS, windows: rows },
      notes: [
        "Each run is the service's one statement: the user's events of the window read once on the (user_id, created_at) index, then counts by type, the daily timeline in Europe/Paris and the deliverable paths.",
      ],
    };
    return result;
  } finally {
    await database.close();
    await cleanup();
  }
}

export const analytics: Benchmark = {
  name: "analytics",
  description: `task-mining query latency over ${EVENTS.toLocaleString("en")} events (90 days, ${USERS} users)`,
  run: (log) => onEachDatabase(log, runOn, ["postgres", "pglite"]),
};
