import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPostgres } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { ensureAdmin, seed } from "../server/db/seed/seed";
import { Client } from "./lib/http";
import { createFreshDatabase, type FreshDatabase, requirePostgres, withClient } from "./lib/postgres";
import { type RoundRobinProxy, startRoundRobinProxy } from "./lib/proxy";
import { launchServer, repoRoot, type ServerProcess } from "./lib/server";
import { type SlowAi, startSlowAi } from "./lib/slow-ai";

const enabled = await requirePostgres("the scale-out checks");

const ADMIN = { ADMIN_EMAIL: "admin@praxis.test", ADMIN_PASSWORD: "admin-password-1" };

describe.runIf(enabled)("two instances on one PostgreSQL database, behind a round-robin proxy", () => {
  let database: FreshDatabase;
  let ai: SlowAi;
  let instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  let startMs: number[];

  beforeAll(async () => {
    database = await createFreshDatabase();
    ai = await startSlowAi({ tokens: 12, everyMs: 60 });
    // Configured alike, as a deployment would: the same database, admin and AI endpoint.
    const env = { ...ADMIN, AI_BASE_URL: ai.baseUrl, TRUST_PROXY: "true", LOG_LEVEL: "info" };
    // Both at the same time on an empty database: migrations, seed and admin race.
    instances = await Promise.all([
      launchServer({ databaseUrl: database.url, env }),
      launchServer({ databaseUrl: database.url, env }),
    ]);
    startMs = await Promise.all(instances.map((s) => s.waitReady()));
    proxy = await startRoundRobinProxy(instances.map((s) => s.url));
  });

  afterAll(async () => {
    await proxy?.close();
    const stops = await Promise.all(instances.map((s) => s.stop()));
    await ai?.close();
    await database?.drop();
    console.info(
      `scale-out: instances ready in ${startMs?.map((ms) => Math.round(ms)).join(" and ")} ms, ` +
        `stopped in ${stops.map((s) => Math.round(s.shutdownMs)).join(" and ")} ms`,
    );
  });

  it("starts both on an empty database: migrations applied once, seed and admin without duplicates", async () => {
    for (const s of instances) {
      expect(s.hasExited(), s.output()).toBe(false);
      // pino writes JSON lines: nothing at warn (40) or above during the start.
      expect(s.output(), s.output()).not.toMatch(/"level":(40|50|60)/);
    }
    const journal = JSON.parse(
      readFileSync(join(repoRoot, "server/db/migrations/meta/_journal.json"), "utf8"),
    ) as { entries: { tag: string }[] };
    await withClient(database.url, async (c) => {
      const applied = await c.query(
        "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
      );
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(applied.rows.every((r) => r.n === 1)).toBe(true);
      // Reference rows the seed inserts when missing, each once.
      const duplicates = await c.query(`
        select 'internal_reviews' as t, count(*)::int as n from (
          select item_id, author_name from internal_reviews where user_id is null
          group by 1, 2 having count(*) > 1) d
        union all
        select 'internal_downloads', count(*)::int from (
          select item_id, user_id from internal_downloads group by 1, 2 having count(*) > 1) d
        union all
        select 'users', count(*)::int from (select email from users group by 1 having count(*) > 1) d`);
      expect(duplicates.rows).toEqual([
        { t: "internal_reviews", n: 0 },
        { t: "internal_downloads", n: 0 },
        { t: "users", n: 0 },
      ]);
      const seeded = await c.query(
        "select (select count(*)::int from internal_reviews) as reviews, (select count(*)::int from knowledge_nodes) as nodes",
      );
      expect(seeded.rows[0].reviews).toBeGreaterThan(0);
      expect(seeded.rows[0].nodes).toBeGreaterThan(0);
      const admins = await c.query(
        "select count(*)::int as n from user_roles r join users u on u.id = r.user_id where u.email = $1 and r.role = 'admin'",
        [ADMIN.ADMIN_EMAIL],
      );
      expect(admins.rows[0].n).toBe(1);
    });
  });

  it("seeds and creates the admin from two connections at once, whatever the timing", async () => {
    // The start-up above may or may not overlap; here the steps run exactly together.
    const fresh = await createFreshDatabase();
    const pools = [connectPostgres(fresh.url, 2), connectPostgres(fresh.url, 2)];
    try {
      await runMigrations(pools[0].pool);
      await Promise.all(pools.map((p) => seed(p.db)));
      const admin = { email: "first-admin@praxis.test", password: "admin-password-2" };
      await Promise.all(pools.map((p) => ensureAdmin(p.db, admin)));
      const counts = await pools[0].pool.query(
        `select (select count(*)::int from users where email = $1) as admins,
          (select count(*)::int from internal_reviews) as reviews`,
        [admin.email],
      );
      await withClient(database.url, async (c) => {
        const reference = await c.query(
          "select count(*)::int as n from internal_reviews where user_id is null",
        );
        expect(counts.rows[0]).toEqual({ admins: 1, reviews: reference.rows[0].n });
      });
    } finally {
      await Promise.all(pools.map((p) => p.close()));
      await fresh.drop();
    }
  });

  it("keeps the session whichever instance answers", async () => {
    const client = new Client(proxy.url);
    const account = await client.register("scale");
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const me = await client.get("/api/auth/me");
      expect(me.status).toBe(200);
      expect((me.body as { user: { email: string } }).user.email).toBe(account.email);
      seen.add(me.upstream!);
    }
    expect([...seen].sort()).toEqual([0, 1]);

    // Sign out on one instance: the old cookie is refused by both.
    const stale = new Client(proxy.url);
    stale.cookie = client.cookie;
    expect((await client.post("/api/auth/logout")).status).toBe(200);
    const refused = [await stale.get("/api/auth/me"), await stale.get("/api/auth/me")];
    expect(refused.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(refused.map((r) => r.upstream)).size).toBe(2);

    // Sign in again: the new session works on both.
    const login = await client.login(account.email, account.password);
    expect(login.status).toBe(200);
    const after = [await client.get("/api/auth/me"), await client.get("/api/auth/me")];
    expect(after.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set([login.upstream, ...after.map((r) => r.upstream)]).size).toBe(2);
  });

  it("ends a user's sessions on both instances the moment an admin resets the password", async () => {
    const user = new Client(proxy.url);
    const account = await user.register("reset");
    // Both instances have read (and keep in memory) the user's session.
    const before = [await user.get("/api/auth/me"), await user.get("/api/auth/me")];
    expect(before.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(before.map((r) => r.upstream)).size).toBe(2);

    const admin = new Client(proxy.url);
    expect((await admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    const reset = await admin.post("/api/admin/users/reset-password", {
      email: account.email,
      newPassword: "ops-password-2",
    });
    expect(reset.status).toBe(200);
    const after = [await user.get("/api/auth/me"), await user.get("/api/auth/me")];
    expect(after.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(after.map((r) => r.upstream)).size).toBe(2);
  });

  it("pushes a board change made through one instance to a tab on the other within a second", async () => {
    const owner = new Client(proxy.url);
    const member = new Client(proxy.url);
    await owner.register("live-owner");
    const memberAccount = await member.register("live-member");
    const boards = (await owner.get("/api/kanban/boards")).body as { id: string }[];
    const boardId = boards[0].id;
    const invitation = await owner.post(`/api/kanban/boards/${boardId}/invitations`, {
      email: memberAccount.email,
      role: "editor",
    });
    expect(invitation.status).toBe(201);
    const accepted = await member.post(
      `/api/kanban/invitations/${(invitation.body as { id: string }).id}/accept`,
    );
    expect(accepted.status).toBe(200);

    // The member's tab, through the proxy: it lands on one instance.
    const controller = new AbortController();
    const res = await fetch(`${proxy.url}/api/events`, {
      headers: { accept: "text/event-stream", cookie: member.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const streamOn = Number(res.headers.get("x-upstream"));
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        received += decoder.decode(value, { stream: true });
      }
    };
    await until("event: ready");
    // The change, through the proxy, until it is made by the other instance.
    let created: Awaited<ReturnType<Client["post"]>>;
    let started: number;
    do {
      started = performance.now();
      created = await owner.post("/api/kanban/tasks", { boardId, title: "Vu sur l'autre instance" });
      expect(created.status).toBe(201);
    } while (created.upstream === streamOn);
    await until(`"taskId":"${(created.body as { id: string }).id}"`);
    const elapsed = performance.now() - started;
    controller.abort();
    console.info(
      `live: a change through instance ${created.upstream} reached a stream on instance ${streamOn} in ${Math.round(elapsed)} ms`,
    );
    expect(elapsed).toBeLessThan(1000);
  });

  it("counts failed logins across both instances: the sixth is refused with 429 and Retry-After", async () => {
    const owner = new Client(proxy.url);
    const account = await owner.register("throttle");
    const attacker = new Client(proxy.url);
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push(await attacker.login(account.email, "wrong-password-1"));
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(failures.map((r) => r.upstream)).size).toBe(2);

    // The next attempts, on either instance, even with the right password.
    for (const password of ["wrong-password-1", account.password]) {
      const refused = await attacker.login(account.email, password);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((refused.body as { code: string }).code).toBe("too_many_logins");
    }
  });

  it("streams the chat's tokens through the proxy from either instance, as they are generated", async () => {
    const client = new Client(proxy.url);
    await client.register("stream");
    const upstreams = new Set<number | null>();
    for (let i = 0; i < 2; i++) {
      const before = ai.streams.length;
      const res = await client.streamChat("Comment activer un contrat dans Alfa ?");
      expect(res.status).toBe(200);
      expect(res.contentType).toContain("text/event-stream");
      upstreams.add(res.upstream);
      const names = res.events.map((e) => e.event);
      expect(names[0]).toBe("meta");
      expect(names.at(-1)).toBe("done");
      const tokens = res.events.filter((e) => e.event === "token");
      expect(tokens.map((e) => (e.data as { text: string }).text).join("")).toBe(ai.reply);
      // Chunk by chunk: the first token reached the client before the model had sent its last one.
      const generated = ai.streams[before];
      expect(tokens[0].at).toBeLessThan(generated.lastTokenAt!);
      expect(res.chunks).toBeGreaterThan(tokens.length / 2);
    }
    expect([...upstreams].sort()).toEqual([0, 1]);
  });
});
