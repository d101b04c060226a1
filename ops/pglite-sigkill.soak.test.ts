import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Client, waitFor } from "./lib/http";
import { launchServer, type ServerProcess } from "./lib/server";

const ROUNDS = Number(process.env.OPS_SIGKILL_ROUNDS ?? 50);
const WRITERS = 4;

type Round = { email: string; password: string; acked: Map<string, string>; unacked: number };

/** Every task the round's account sees, by id, after signing in. */
async function tasksOf(url: string, round: Round) {
  const client = new Client(url);
  const login = await client.login(round.email, round.password);
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const list = await client.get("/api/kanban/tasks");
  return new Map((list.body as { id: string; title: string }[]).map((t) => [t.id, t.title]));
}

/** Acknowledged writes of `round` missing from the database. */
async function lostWrites(url: string, round: Round) {
  const present = await tasksOf(url, round);
  return [...round.acked].filter(([id, title]) => present.get(id) !== title);
}

describe("the embedded database killed with SIGKILL during writes", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "praxis-ops-"));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write over ${ROUNDS} kills`, { timeout: ROUNDS * 60_000 }, async () => {
    const rounds: Round[] = [];
    const restartMs: number[] = [];
    const lost: { round: number; ids: string[] }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      server = await launchServer({ dataDir });
      restartMs.push(await server.waitReady());
      // The previous round's writes survived the kill.
      const previous = rounds.at(-1);
      if (previous) {
        const missing = await lostWrites(server.url, previous);
        if (missing.length) lost.push({ round: r - 1, ids: missing.map(([id]) => id) });
      }

      const owner = new Client(server.url);
      const account = await owner.register(`kill${r}`);
      const round: Round = { email: account.email, password: account.password, acked: new Map(), unacked: 0 };
      rounds.push(round);
      let killed = false;
      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        const client = new Client(server!.url);
        client.cookie = owner.cookie;
        for (let i = 0; !killed; i++) {
          const title = `r${r} w${w} #${i}`;
          try {
            const res = await client.post("/api/kanban/tasks", { title }, { timeoutMs: 10_000 });
            if (res.status === 201) round.acked.set((res.body as { id: string }).id, title);
            else round.unacked++;
          } catch {
            round.unacked++;
          }
        }
      });
      // Kill at a varying point of the stream of writes.
      const target = 20 + ((r * 37) % 120);
      await waitFor(`${target} acknowledged writes`, () => round.acked.size >= target, 30_000);
      server.kill("SIGKILL");
      const exit = await server.exited;
      killed = true;
      await Promise.all(writers);
      expect(exit.signal).toBe("SIGKILL");
    }

    // Last round, then every round again: nothing acknowledged went missing later either.
    server = await launchServer({ dataDir });
    restartMs.push(await server.waitReady());
    for (const [r, round] of rounds.entries()) {
      const missing = await lostWrites(server.url, round);
      if (missing.length) lost.push({ round: r, ids: missing.map(([id]) => id) });
    }
    const acked = rounds.reduce((n, x) => n + x.acked.size, 0);
    const sorted = [...restartMs].sort((a, b) => a - b);
    console.info(
      `SIGKILL: ${ROUNDS} rounds, ${acked} acknowledged writes, ${lost.reduce((n, l) => n + l.ids.length, 0)} lost; ` +
        `start median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, ` +
        `max ${Math.round(sorted.at(-1)!)} ms (first start with initdb ${Math.round(restartMs[0])} ms)`,
    );
    expect(lost).toEqual([]);
  });
});
