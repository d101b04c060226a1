// `npm run test:soak`: the real server under a steady load for 10 minutes. It measures the highest
// rate the server sustains on a realistic visit (reads and writes of eight users), then runs at 70 %
// of it and fails (exit code 1) on any connection error, timeout or unexpected status, on resident
// memory that keeps growing after the warm-up, or on a server that does not stop cleanly.
// Writes bench/results/soak-<pglite|postgres>.json. See docs/performance.md ("soak").
//
//   SOAK_SECONDS=90 npm run test:soak       shorter run (default 600)
//   SOAK_WARMUP_SECONDS=60                  warm-up left out of the memory check (default: a third
//                                           of the run, at most 120 s)
//   SOAK_DATABASE=postgres                  on a fresh database of the local PostgreSQL
//                                           (BENCH_POSTGRES_URL), dropped at the end
//   SOAK_DATABASE_URL=postgres://…/db       on that database, as is (migrated and seeded by the server)
import { relative } from "node:path";
import autocannon from "autocannon";
import { measure } from "./lib/load";
import { createFreshDatabase, type FreshDatabase } from "./lib/postgres";
import { formatResult, machine, writeResult } from "./lib/results";
import {
  type Account,
  cleanUpRun,
  processSample,
  type RunningServer,
  register,
  startServer,
} from "./lib/server";
import {
  expectedStatus,
  prepareShared,
  prepareUser,
  rotate,
  type Step,
  toRequests,
  type UserFixture,
  visit,
} from "./lib/traffic";
import type { BenchResult, Goal } from "./lib/types";

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a whole number of seconds, not ${raw}`);
  return n;
}

const SECONDS = seconds("SOAK_SECONDS", 600);
const WARMUP_S = seconds("SOAK_WARMUP_SECONDS", Math.min(120, Math.round(SECONDS / 3)));
/** Memory is compared between the first and the last COMPARE_S seconds after the warm-up. */
const COMPARE_S = Math.min(60, Math.floor((SECONDS - WARMUP_S) / 3));
const RSS_GROWTH_LIMIT = 0.1;
const RATE_SHARE = 0.7;
/** The probe's connections; the soak spreads its rate over more, so a slow answer (the chat's,
 * about 0.6 s) does not eat a connection's share of a second. */
const CONNECTIONS = 20;
const SOAK_CONNECTIONS = 40;
const PROBE_WARMUP_S = 5;
const PROBE_S = 15;
const SAMPLE_MS = 2000;
/** Latency percentiles are kept for every BUCKET_S seconds of the run. */
const BUCKET_S = 10;
/** Eight consultants; sign-up allows 20 per minute from one address. */
const USERS = 8;
const USER_DATA = { tasks: 20, deliverables: 5, threads: 1 };

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const log = (line: string) => console.log(`[soak] ${line}`);

type Bucket = { times: number[]; errors: number; unexpected: number };
type StepFigures = { times: number[]; statuses: Record<string, number>; unexpected: number };
/** `cpuPct`: CPU time of the server since the previous sample (100 = one core); null on the first. */
type RssSample = { t: number; rssMb: number; cpuPct: number | null; load1: number };

/** Percentiles of a list of answer times (ms), sorted in place. */
function latencies(times: number[]) {
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 50), 2), p99Ms: round(percentile(times, 99), 2) };
}

async function soak(
  server: RunningServer,
  steps: Step[],
  users: UserFixture[],
  rate: number,
): Promise<{
  buckets: Bucket[];
  bySteps: Map<string, StepFigures>;
  rss: RssSample[];
  errors: number;
  timeouts: number;
  resets: number;
  durationS: number;
}> {
  const buckets: Bucket[] = [];
  const bySteps = new Map<string, StepFigures>();
  const rss: RssSample[] = [];
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const bucket = () => {
    const i = Math.floor(elapsed() / BUCKET_S);
    for (let k = buckets.length; k <= i; k++) buckets.push({ times: [], errors: 0, unexpected: 0 });
    return buckets[i];
  };

  let last: ReturnType<typeof processSample> = null;
  let lastAt = 0;
  const sample = () => {
    const now = processSample(server.pid);
    const t = elapsed();
    if (!now) return;
    const cpuPct = last && t > lastAt ? ((now.cpuSeconds - last.cpuSeconds) / (t - lastAt)) * 100 : 0;
    rss.push({
      t: round(t),
      rssMb: now.rssMb,
      cpuPct: round(cpuPct),
      load1: round(machine().loadAverage[0], 2),
    });
    last = now;
    lastAt = t;
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  const progress = setInterval(() => {
    const recent = buckets.slice(-6).flatMap((b) => b.times);
    const l = latencies([...recent]);
    log(
      `${Math.round(elapsed())} s: ${Math.round(recent.length / Math.min(60, elapsed()))} req/s, ` +
        `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, RSS ${rss[rss.length - 1]?.rssMb} MB, load ${machine().loadAverage[0]}`,
    );
  }, 60_000);

  const instance = autocannon({
    url: server.url,
    connections: SOAK_CONNECTIONS,
    duration: SECONDS,
    overallRate: rate,
    timeout: 10,
    requests: toRequests(steps, rotate(users)),
  });
  instance.on("response", (client, status, _bytes, ms) => {
    const ctx = client.requestIterator.context;
    const b = bucket();
    b.times.push(ms);
    const name = String(ctx.step);
    const s = bySteps.get(name) ?? { times: [], statuses: {}, unexpected: 0 };
    bySteps.set(name, s);
    s.times.push(ms);
    s.statuses[status] = (s.statuses[status] ?? 0) + 1;
    if (!expectedStatus(status, ctx)) {
      b.unexpected++;
      s.unexpected++;
    }
  });
  instance.on("reqError", () => {
    bucket().errors++;
  });
  const guard = setTimeout(() => instance.stop(), (SECONDS + 30) * 1000);
  try {
    const r = await instance;
    sample();
    return {
      buckets,
      bySteps,
      rss,
      errors: r.errors,
      timeouts: r.timeouts,
      resets: r.resets,
      durationS: r.duration,
    };
  } finally {
    clearTimeout(guard);
    clearInterval(sampler);
    clearInterval(progress);
  }
}

async function main(): Promise<number> {
  if (COMPARE_S < 5) {
    throw new Error(`SOAK_SECONDS=${SECONDS} leaves too little time after a ${WARMUP_S} s warm-up`);
  }
  const startedAt = new Date();
  const m = machine();
  log(`machine: ${m.cpus} × ${m.cpuModel}, node ${m.node}, load ${m.loadAverage.join(" ")}`);

  let databaseUrl = process.env.SOAK_DATABASE_URL || undefined;
  let fresh: FreshDatabase | undefined;
  if (!databaseUrl && process.env.SOAK_DATABASE === "postgres") {
    fresh = await createFreshDatabase();
    databaseUrl = fresh.url;
    log(`created database ${fresh.name}`);
  }
  const variant = databaseUrl ? "postgres" : "pglite";
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  try {
    server = await startServer({ databaseUrl });
    dataDir = server.dataDir;
    log(`server up in ${Math.round(server.startMs)} ms on ${variant} (pid ${server.pid})`);
    const accounts: Account[] = [];
    for (let i = 0; i < USERS; i++) accounts.push(await register(server.url));
    const shared = await prepareShared(server.url, accounts[0].cookie);
    const users: UserFixture[] = [];
    for (const a of accounts) users.push(await prepareUser(server.url, a, shared, USER_DATA));
    log(`${USERS} users, each with ${USER_DATA.tasks} tasks and ${USER_DATA.deliverables} deliverables`);

    // 1. The highest rate: the same visits as fast as 20 connections go.
    const steps = visit(shared);
    const probeOpts = {
      url: server.url,
      connections: CONNECTIONS,
      requests: toRequests(steps, rotate(users)),
      expected: expectedStatus,
    };
    await measure({ ...probeOpts, duration: PROBE_WARMUP_S });
    const probe = await measure({ ...probeOpts, duration: PROBE_S });
    const rate = Math.max(1, Math.floor(probe.reqPerSec * RATE_SHARE));
    log(
      `highest rate: ${probe.reqPerSec} req/s (p50 ${probe.p50Ms} ms, p99 ${probe.p99Ms} ms); ` +
        `soaking at ${rate} req/s for ${SECONDS} s`,
    );

    // 2. The soak itself.
    const run = await soak(server, steps, users, rate);

    // 3. Still serving, then a clean stop.
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
      .then((r) => r.status)
      .catch(() => 0);
    const stopped = await server.stop();
    server = undefined;
    log(
      `health after the soak: ${health}; stopped in ${Math.round(stopped.shutdownMs)} ms, code ${stopped.code}`,
    );

    const all = run.buckets.flatMap((b) => b.times);
    const requests = all.length;
    const unexpected = run.buckets.reduce((n, b) => n + b.unexpected, 0);
    const transport = run.errors;
    const overall = latencies(all);
    const inWindow = (from: number, to: number) =>
      run.rss.filter((s) => s.t >= from && s.t <= to).map((s) => s.rssMb);
    const rssAfterWarmup = median(inWindow(WARMUP_S, WARMUP_S + COMPARE_S));
    const rssEnd = median(inWindow(SECONDS - COMPARE_S, SECONDS + 5));
    const growth = rssAfterWarmup ? (rssEnd - rssAfterWarmup) / rssAfterWarmup : Number.NaN;
    const achieved = Math.round(requests / run.durationS);
    const latencyOf = (from: number, to: number) =>
      latencies(
        run.buckets.slice(Math.floor(from / BUCKET_S), Math.ceil(to / BUCKET_S)).flatMap((b) => b.times),
      );
    const firstLatency = latencyOf(WARMUP_S, WARMUP_S + COMPARE_S);
    const lastLatency = latencyOf(SECONDS - COMPARE_S, SECONDS);

    // The printed table: about ten rows whatever the duration.
    const rowS = Math.max(BUCKET_S, Math.round(SECONDS / 10 / BUCKET_S) * BUCKET_S);
    const rows: (string | number | null)[][] = [];
    for (let from = 0; from < SECONDS; from += rowS) {
      const bs = run.buckets.slice(from / BUCKET_S, (from + rowS) / BUCKET_S);
      const times = bs.flatMap((b) => b.times);
      const l = latencies(times);
      const samples = run.rss.filter((s) => s.t >= from && s.t < from + rowS);
      const cpu = samples.flatMap((s) => (s.cpuPct === null ? [] : [s.cpuPct]));
      rows.push([
        `${from}–${Math.min(SECONDS, from + rowS)} s`,
        Math.round(times.length / Math.min(rowS, SECONDS - from)),
        l.p50Ms,
        l.p99Ms,
        bs.reduce((n, b) => n + b.errors, 0),
        bs.reduce((n, b) => n + b.unexpected, 0),
        samples.length ? median(samples.map((s) => s.rssMb)) : null,
        cpu.length ? round(median(cpu)) : null,
      ]);
    }

    const goals: Goal[] = [
      {
        label: "connection errors and timeouts",
        target: "0",
        measured: `${transport} (${run.timeouts} timeouts)`,
        met: transport === 0,
      },
      {
        label: "unexpected statuses (only the signed-out 401 is expected)",
        target: "0",
        measured: String(unexpected),
        met: unexpected === 0,
      },
      {
        label: `RSS growth, median of ${WARMUP_S}–${WARMUP_S + COMPARE_S} s vs last ${COMPARE_S} s`,
        target: `< ${RSS_GROWTH_LIMIT * 100} %`,
        measured: `${rssAfterWarmup} → ${rssEnd} MB (${round(growth * 100, 2)} %)`,
        met: growth < RSS_GROWTH_LIMIT,
      },
      {
        label: "serves /api/health after the soak, exits 0 on SIGTERM",
        target: "200, code 0",
        measured: `${health}, ${stopped.timedOut ? "killed" : `code ${stopped.code ?? stopped.signal}`}`,
        met: health === 200 && !stopped.timedOut && stopped.code === 0,
      },
      {
        label: "rate sustained (not a failure: the machine is shared)",
        target: `≥ 95 % of ${rate} req/s`,
        measured: `${achieved} req/s`,
        met: null,
      },
    ];
    const failed = goals.filter((g) => g.met === false);

    const result: BenchResult = {
      variant,
      columns: ["window", "req/s", "p50 ms", "p99 ms", "errors", "unexpected", "RSS MB", "server CPU %"],
      rows,
      goals,
      summary: [
        { label: "highest rate (probe, 20 connections)", value: probe.reqPerSec, unit: "req/s" },
        { label: `soak rate (${RATE_SHARE * 100} %)`, value: rate, unit: "req/s" },
        { label: "rate achieved", value: achieved, unit: "req/s" },
        { label: "requests", value: requests },
        { label: "p50 / p99 over the run", value: `${overall.p50Ms} / ${overall.p99Ms}`, unit: "ms" },
        {
          label: "p50 / p99 after warm-up vs at the end",
          value: `${firstLatency.p50Ms} / ${firstLatency.p99Ms} vs ${lastLatency.p50Ms} / ${lastLatency.p99Ms}`,
          unit: "ms",
        },
        { label: "RSS after warm-up → at the end", value: `${rssAfterWarmup} → ${rssEnd}`, unit: "MB" },
      ],
      figures: {
        seconds: SECONDS,
        warmupS: WARMUP_S,
        compareS: COMPARE_S,
        probeConnections: CONNECTIONS,
        soakConnections: SOAK_CONNECTIONS,
        users: USERS,
        userData: USER_DATA,
        steps: steps.map((s) => ({ name: s.name, kind: s.kind, expect: s.expect ?? "2xx" })),
        probe,
        rate,
        achievedReqPerSec: achieved,
        requests,
        errors: transport,
        timeouts: run.timeouts,
        unexpected,
        sequenceRestarts: run.resets,
        latency: overall,
        latencyAfterWarmup: firstLatency,
        latencyAtEnd: lastLatency,
        rss: {
          afterWarmupMb: rssAfterWarmup,
          endMb: rssEnd,
          growth: round(growth, 4),
          limit: RSS_GROWTH_LIMIT,
        },
        series: run.buckets.map((b, i) => ({
          fromS: i * BUCKET_S,
          requests: b.times.length,
          ...latencies(b.times),
          errors: b.errors,
          unexpected: b.unexpected,
        })),
        rssSeries: run.rss,
        bySteps: Object.fromEntries(
          [...run.bySteps].map(([name, s]) => [
            name,
            {
              requests: s.times.length,
              ...latencies(s.times),
              statuses: s.statuses,
              unexpected: s.unexpected,
            },
          ]),
        ),
        health,
        shutdown: { ms: Math.round(stopped.shutdownMs), code: stopped.code, timedOut: stopped.timedOut },
      },
      notes: [
        `${USERS} users in turn, ${steps.length} requests per visit (${steps.filter((s) => s.kind === "write").length} writes); ` +
          "each visit deletes the task, deliverable and conversation it creates",
        "RSS of the server process (PGlite's worker thread included; PostgreSQL's own processes are not)",
        ...(failed.length ? [`FAILED: ${failed.map((g) => g.label).join("; ")}`] : []),
      ],
    };
    const file = writeResult("soak", result, startedAt);
    console.log(`${formatResult("soak", result)}\n-> ${relative(process.cwd(), file)}`);
    return failed.length ? 1 : 0;
  } catch (err) {
    if (server) (err as Error).message += `\nserver output:\n${server.output()}`;
    throw err;
  } finally {
    await cleanUpRun({ server, dataDir, fresh }, log);
  }
}

const watchdog = setTimeout(
  () => {
    console.error(`soak still running ${SECONDS + 600} s after its start: stopping`);
    process.exit(1);
  },
  (SECONDS + 600) * 1000,
);
watchdog.unref();

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
