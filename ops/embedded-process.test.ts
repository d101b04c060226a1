import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../server/db/data-dir-lock";
import { pgliteExtensions } from "../server/db/pglite-server";
import { Client, waitFor } from "./lib/http";
import { launchServer, type ServerProcess } from "./lib/server";
import { type SlowAi, startSlowAi } from "./lib/slow-ai";

const STREAMS = 2;
const DRAIN_LIMIT_MS = 5000;

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });

const LOCK_MESSAGE =
  /The data directory .+ is already in use by process (\d+)\. Stop that process, or start this one with another DATA_DIR\./;

/**
 * The embedded database's process rules, on one data folder (a fresh start costs an initdb, so the
 * checks share it, in order): one process per folder, then a SIGTERM that drains.
 */
describe("the server process on an embedded data folder", () => {
  let ai: SlowAi;
  let server: ServerProcess;
  const losers: ServerProcess[] = [];

  beforeAll(async () => {
    // About 1.6 s per reply: the requests are still running when the signal comes.
    ai = await startSlowAi({ tokens: 20, everyMs: 80 });
  });

  afterAll(async () => {
    for (const s of [server, ...losers]) await s?.stop();
    await ai?.close();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("lets one of two processes started together on a folder run, and refuses the other clearly", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "praxis-ops-"));
    // AI_TIMEOUT_MS bounds the first byte and each gap between chunks, not the whole reply: the
    // replies below take longer than it and must still complete.
    const env = { AI_BASE_URL: ai.baseUrl, AI_TIMEOUT_MS: "1000" };
    const pair = await Promise.all([
      launchServer({ dataDir, env, logLevel: "info" }),
      launchServer({ dataDir, env, logLevel: "info" }),
    ]);
    // The loser stops before opening anything; the winner goes on starting.
    const first = await Promise.race(pair.map((s, i) => s.exited.then(() => i)));
    const loser = pair[first];
    server = pair[1 - first];
    losers.push(loser);
    expect(await loser.exited).toEqual({ code: 1, signal: null });
    expect(loser.output()).toMatch(LOCK_MESSAGE);
    expect(LOCK_MESSAGE.exec(loser.output())?.[1]).toBe(String(server.pid));
    await server.waitReady();

    // A third one, once the first is up: refused the same way, and the first is unharmed.
    const third = await launchServer({ dataDir });
    losers.push(third);
    const startedAt = Date.now();
    expect(await third.exited).toEqual({ code: 1, signal: null });
    const refusedInMs = Date.now() - startedAt;
    expect(LOCK_MESSAGE.exec(third.output())?.[1]).toBe(String(server.pid));
    console.info(`data-dir lock: a second process was refused in ${refusedInMs} ms`);
    const client = new Client(server.url);
    await client.register("lock");
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("lets streamed and plain replies finish, refuses new connections, exits 0 with the database closed", async () => {
    const client = new Client(server.url);
    const account = await client.register("drain");
    const firstToken: Promise<void>[] = [];
    const streams = Array.from({ length: STREAMS }, (_, i) => {
      let seen: () => void = () => {};
      firstToken.push(new Promise<void>((resolve) => (seen = resolve)));
      return client.streamChat(`Question ${i} : comment activer un contrat ?`, {
        onEvent: (e) => {
          if (e.event === "token") seen();
        },
      });
    });
    const plain = client.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: "Question simple : comment activer un contrat ?" },
      { timeoutMs: 30_000 },
    );
    await Promise.all(firstToken);
    await waitFor("the plain request to reach the model", () => ai.streams.length === STREAMS + 1);

    const signalledAt = Date.now();
    server.kill("SIGTERM");
    // New connections are refused at once, while the replies go on.
    await waitFor("the port to refuse new connections", () => refused(server.port), 2000);
    const refusedAfterMs = Date.now() - signalledAt;
    expect(server.hasExited()).toBe(false);

    const results = await Promise.all(streams);
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(res.events.at(-1)?.event).toBe("done");
      const tokens = res.events.filter((e) => e.event === "token");
      expect(tokens.map((e) => (e.data as { text: string }).text).join("")).toBe(ai.reply);
    }
    const answered = await plain;
    const drainedAfterMs = Date.now() - signalledAt;
    expect(answered.status).toBe(200);
    expect((answered.body as { response: string }).response).toBe(ai.reply);

    const exit = await Promise.race([
      server.exited,
      new Promise<"timeout">((r) => setTimeout(() => r("timeout"), DRAIN_LIMIT_MS + 5000)),
    ]);
    const exitedAfterMs = Date.now() - signalledAt;
    console.info(
      `shutdown: new connections refused ${refusedAfterMs} ms after SIGTERM, ${STREAMS + 1} replies ` +
        `finished ${drainedAfterMs} ms after it, exit ${JSON.stringify(exit)} ${exitedAfterMs} ms after it`,
    );
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(DRAIN_LIMIT_MS);
    expect(server.output()).toContain("SIGTERM received, shutting down");
    expect(server.output()).not.toContain("shutdown took too long");
    // The embedded database was closed: its lock is released only after PGlite has stopped.
    expect(existsSync(join(server.dataDir, "praxis.lock"))).toBe(false);

    // What the drained requests wrote is in the folder: opened again, here, the way the server does.
    const release = lockDataDir(server.dataDir);
    const db = await PGlite.create({ dataDir: join(server.dataDir, "pglite"), extensions: pgliteExtensions });
    try {
      const saved = await db.query<{ n: number }>(
        `select count(*)::int as n from chat_messages m join chat_threads t on t.id = m.thread_id
         where t.user_id = $1 and m.role = 'assistant' and m.content = $2`,
        [account.id, ai.reply],
      );
      expect(saved.rows[0].n).toBe(STREAMS + 1);
    } finally {
      await db.close();
      release();
    }
  });
});
