import { LIVE_LIMITS } from "../shared/contracts/live";
import { percentile } from "./lib/latency";
import { freshDatabaseFor } from "./lib/postgres";
import {
  type Account,
  cleanUpRun,
  processSample,
  type RunningServer,
  register,
  startServer,
} from "./lib/server";
import type { Benchmark, BenchResult, Skipped } from "./lib/types";
import { onEachDatabase } from "./lib/variants";

const MEMBERS = 50;
const TABS_PER_MEMBER = LIVE_LIMITS.streamsPerUser;
const CHANGES = 20;
const FANOUT_P95_GOAL_MS = 200;
const SHUTDOWN_GOAL_MS = 5000;

type Db = "pglite" | "postgres";

async function call(url: string, cookie: string, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** One open tab: records when each task id's event arrived. */
async function openStream(url: string, cookie: string, arrivals: Map<string, number[]>, signal: AbortSignal) {
  const res = await fetch(`${url}/api/events`, { headers: { accept: "text/event-stream", cookie }, signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((r) => {
    ready = r;
  });
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes("event: ready")) ready();
          const m = /"taskId":"([^"]+)"/.exec(block);
          if (m && block.includes("event: task.created")) {
            const list = arrivals.get(m[1]) ?? [];
            list.push(performance.now());
            arrivals.set(m[1], list);
          }
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
  await isReady;
}

async function runOn(db: Db, log: (line: string) => void): Promise<BenchResult | Skipped> {
  const { fresh, skipped } = await freshDatabaseFor(db, log);
  if (skipped) return skipped;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  const controller = new AbortController();
  try {
    server = await startServer({ databaseUrl: fresh?.url, env: { SIGNUP_RATE_LIMIT: "1000" } });
    dataDir = server.dataDir;
    const base = server.url;
    const members: Account[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await register(base));
    const owner = members[0];
    const boards = (await call(`${base}/api/kanban/boards`, owner.cookie, "GET")) as unknown as {
      id: string;
    }[];
    const boardId = boards[0].id;
    for (const m of members.slice(1)) {
      const inv = await call(`${base}/api/kanban/boards/${boardId}/invitations`, owner.cookie, "POST", {
        email: m.email,
        role: "viewer",
      });
      await call(`${base}/api/kanban/invitations/${inv?.id}/accept`, m.cookie, "POST", {});
    }
    log(`${MEMBERS} members on one board`);

    const before = processSample(server.pid);
    const arrivals = new Map<string, number[]>();
    const opening = performance.now();
    for (const m of members)
      await Promise.all(
        Array.from({ length: TABS_PER_MEMBER }, () =>
          openStream(base, m.cookie, arrivals, controller.signal),
        ),
      );
    const openMs = performance.now() - opening;
    const streams = MEMBERS * TABS_PER_MEMBER;
    await new Promise((r) => setTimeout(r, 1000));
    const after = processSample(server.pid);
    log(`${streams} streams open in ${Math.round(openMs)} ms; RSS ${before?.rssMb} → ${after?.rssMb} MB`);

    const latencies: number[] = [];
    let missing = 0;
    for (let i = 0; i < CHANGES; i++) {
      const started = performance.now();
      const task = await call(`${base}/api/kanban/tasks`, owner.cookie, "POST", {
        boardId,
        title: `Tâche ${i}`,
      });
      const id = String(task?.id);
      const deadline = Date.now() + 5000;
      while ((arrivals.get(id)?.length ?? 0) < streams && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const got = arrivals.get(id) ?? [];
      missing += streams - got.length;
      for (const at of got) latencies.push(at - started);
    }
    latencies.sort((a, b) => a - b);
    const p50 = Math.round(percentile(latencies, 50));
    const p95 = Math.round(percentile(latencies, 95));
    log(
      `fan-out of ${CHANGES} changes to ${streams} streams: p50 ${p50} ms, p95 ${p95} ms, missing ${missing}`,
    );

    const stopped = await server.stop();
    server = undefined;
    controller.abort();
    // The embedded database's own memory lives in the same process and moves by tens of MB: a
    // fall of RSS while streams open says nothing about the streams, so no figure then.
    const grownMb = before && after ? after.rssMb - before.rssMb : null;
    const perStreamKb =
      grownMb !== null && grownMb >= 0 ? Math.round((grownMb * 1024 * 10) / streams) / 10 : null;
    return {
      variant: db,
      columns: ["figure", "value"],
      rows: [
        ["members on the board", MEMBERS],
        ["open streams (tabs)", streams],
        ["opening all streams, ms", Math.round(openMs)],
        ["RSS before / after streams, MB", `${before?.rssMb} / ${after?.rssMb}`],
        ["memory per open stream, KB", perStreamKb],
        ["fan-out p50, ms", p50],
        ["fan-out p95, ms", p95],
        ["events not received", missing],
        ["shutdown with streams open, ms", Math.round(stopped.shutdownMs)],
      ],
      goals: [
        {
          label: `fan-out of one board change to ${MEMBERS} members (${streams} tabs), p95`,
          target: `≤ ${FANOUT_P95_GOAL_MS} ms, none lost`,
          measured: `${p95} ms, ${missing} lost`,
          met: p95 <= FANOUT_P95_GOAL_MS && missing === 0,
        },
        {
          label: "SIGTERM with the streams open",
          target: `< ${SHUTDOWN_GOAL_MS / 1000} s, code 0`,
          measured: `${Math.round(stopped.shutdownMs)} ms, code ${stopped.code ?? stopped.signal}`,
          met: !stopped.timedOut && stopped.code === 0 && stopped.shutdownMs < SHUTDOWN_GOAL_MS,
        },
      ],
      figures: {
        members: MEMBERS,
        streams,
        changes: CHANGES,
        openMs,
        before,
        after,
        perStreamKb,
        p50,
        p95,
        missing,
        shutdown: stopped,
      },
      notes: [
        "latency: from the moment the change is sent (POST /api/kanban/tasks) to the event read by each tab, all in one process",
      ],
    };
  } finally {
    controller.abort();
    await cleanUpRun({ server, dataDir, fresh }, log);
  }
}

export const live: Benchmark = {
  name: "live",
  description:
    "Live events: 500 open streams on one instance, fan-out of a board change to 50 members, memory per stream",
  run: (log) => onEachDatabase(log, runOn),
};
