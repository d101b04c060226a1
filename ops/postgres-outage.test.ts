import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, waitFor } from "./lib/http";
import { createFreshDatabase, type FreshDatabase, requirePostgres, through } from "./lib/postgres";
import { launchServer, type ServerProcess } from "./lib/server";
import { startTcpProxy, type TcpProxy } from "./lib/tcp-proxy";

const enabled = await requirePostgres("the PostgreSQL outage check");

const CLIENTS = 4;
const OUTAGE_MS = 3000;
const REQUEST_TIMEOUT_MS = 10_000;
const RECOVERY_LIMIT_MS = 5000;

type Outcome = {
  at: number;
  phase: Phase;
  status: number | "timeout" | "network";
  body?: unknown;
  retryAfter?: string | null;
  ms: number;
};
type Phase = "before" | "outage" | "after";

describe.runIf(enabled)("PostgreSQL goes away under load, then comes back", () => {
  let database: FreshDatabase;
  let relay: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createFreshDatabase();
    // The app reaches PostgreSQL only through this relay, which the test cuts and restores.
    relay = await startTcpProxy({ host: database.host, port: database.port });
    server = await launchServer({
      databaseUrl: through(database.url, "127.0.0.1", relay.port),
      // Errors only: the outage's 503s are logged as warnings, hundreds of them.
      logLevel: "error",
    });
    await server.waitReady();
  });

  afterAll(async () => {
    await server?.stop();
    await relay?.close();
    await database?.drop();
  });

  it("answers 200 or 503 (never 500, never hangs), keeps running, and recovers without a restart", async () => {
    const users = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const c = new Client(server.url);
        await c.register("outage");
        return c;
      }),
    );
    let phase: Phase = "before";
    let running = true;
    const outcomes: Outcome[] = [];
    // Reads and writes on routes that need the database (the session itself is read from it).
    const hit = async (c: Client, i: number) => {
      const t0 = Date.now();
      const at = phase;
      try {
        const res =
          i % 2 === 0
            ? await c.get("/api/kanban/tasks", { timeoutMs: REQUEST_TIMEOUT_MS })
            : await c.post("/api/kanban/tasks", { title: `Tâche ${i}` }, { timeoutMs: REQUEST_TIMEOUT_MS });
        outcomes.push({
          at: t0,
          phase: at,
          status: res.status,
          body: res.body,
          retryAfter: res.headers.get("retry-after"),
          ms: Date.now() - t0,
        });
      } catch (err) {
        const status = (err as Error).name === "TimeoutError" ? "timeout" : "network";
        outcomes.push({ at: t0, phase: at, status, ms: Date.now() - t0 });
      }
    };
    const load = users.map(async (c, k) => {
      for (let i = k; running; i++) {
        await hit(c, i);
        // A short pause keeps 4 clients from starving the 2 CPUs; it is pacing, not waiting.
        await new Promise((r) => setTimeout(r, 20));
      }
    });

    await waitFor("some answers before the outage", () => outcomes.length >= 20);
    phase = "outage";
    await relay.cut();
    const cutAt = Date.now();
    const health: { live: number[]; ready: number[]; liveBody?: unknown; readyBody?: unknown } = {
      live: [],
      ready: [],
    };
    const probe = async (path: string) => {
      try {
        const res = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(5000) });
        return { status: res.status, body: await res.json() };
      } catch (err) {
        throw new Error(`${path} failed (${(err as Error).message}); the server wrote:\n${server.output()}`);
      }
    };
    while (Date.now() - cutAt < OUTAGE_MS) {
      const live = await probe("/api/health");
      const ready = await probe("/api/health/ready");
      health.live.push(live.status);
      health.ready.push(ready.status);
      health.liveBody = live.body;
      health.readyBody = ready.body;
      await new Promise((r) => setTimeout(r, 250));
    }
    phase = "after";
    await relay.restore();
    const restoredAt = Date.now();
    let recoveredAt = 0;
    await waitFor(
      "a 200 on a database route after the restore",
      () => {
        const ok = outcomes.find((o) => o.at >= restoredAt && o.status === 200);
        if (ok) recoveredAt = ok.at + ok.ms;
        return Boolean(ok);
      },
      RECOVERY_LIMIT_MS,
    );
    // Then a second of normal service.
    const steadyFrom = Date.now();
    await waitFor("a second of service after recovery", () => Date.now() - steadyFrom > 1000);
    running = false;
    await Promise.all(load);

    const byPhase = (p: Phase) => outcomes.filter((o) => o.phase === p);
    const tally = (list: Outcome[]) =>
      list.reduce<Record<string, number>>((acc, o) => {
        acc[o.status] = (acc[o.status] ?? 0) + 1;
        return acc;
      }, {});
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    console.info(
      `outage: before ${JSON.stringify(tally(byPhase("before")))}, during ${JSON.stringify(
        tally(byPhase("outage")),
      )}, after ${JSON.stringify(tally(byPhase("after")))}; recovered ${recoveredAt - restoredAt} ms after ` +
        `the restore; slowest answer ${slowest} ms; /api/health ${health.live.join(",")}; ` +
        `/api/health/ready ${health.ready.join(",")}`,
    );

    expect(server.hasExited(), server.output()).toBe(false);
    // Every answer is 200 (201 for a created task) or 503: no 500, no timeout, no dropped connection.
    const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.status as number));
    expect(unexpected, server.output()).toEqual([]);
    // What finished before the cut succeeded (what was in flight then may have got a 503).
    expect(
      outcomes.filter((o) => o.at + o.ms < cutAt).every((o) => o.status === 200 || o.status === 201),
    ).toBe(true);
    expect(byPhase("outage").filter((o) => o.status === 503).length).toBeGreaterThan(10);
    expect(slowest).toBeLessThan(REQUEST_TIMEOUT_MS);
    // A clear message, and when to retry.
    for (const o of outcomes.filter((x) => x.status === 503)) {
      expect(o.body).toEqual({
        message: "Service momentanément indisponible, réessayez dans un instant",
        code: "db_unavailable",
      });
      expect(o.retryAfter).toBe("5");
    }
    // After recovery, everything succeeds again.
    const settled = outcomes.filter((o) => o.at >= recoveredAt);
    expect(settled.length).toBeGreaterThan(10);
    expect(settled.every((o) => o.status === 200 || o.status === 201)).toBe(true);

    // Liveness stays up (restarting the app would not bring the database back); readiness says why.
    expect(health.live.every((s) => s === 200)).toBe(true);
    expect(health.liveBody).toEqual({ status: "ok", db: "postgres" });
    expect(health.ready.every((s) => s === 503)).toBe(true);
    expect(health.readyBody).toMatchObject({ code: "db_unavailable" });
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", db: "postgres" });
  });
});
