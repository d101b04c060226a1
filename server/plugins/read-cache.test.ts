import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { connectPostgres, type Database } from "../db/client";
import { type Agent, type TestApp, testApp } from "../test/test-app";
import type { App } from "../types";
import { ReadCache } from "./read-cache";

const answer = (payload: string) => ({ payload, headers: { "content-type": "application/json" } });

describe("ReadCache", () => {
  it("serves nothing while the database's notifications are not heard", () => {
    const cache = new ReadCache();
    cache.set("k", answer("a"), cache.mark(), 0);
    expect(cache.get("k", 0)).toBeUndefined();
    cache.onListening();
    cache.set("k", answer("a"), cache.mark(), 0);
    expect(cache.get("k", 0)?.payload).toBe("a");
    cache.onLost();
    expect(cache.get("k", 0)).toBeUndefined();
    cache.set("k", answer("a"), cache.mark(), 0);
    expect(cache.size).toBe(0);
  });

  it("does not keep an answer whose read overlapped a change, and ends every entry at a change", () => {
    const cache = new ReadCache();
    cache.onListening();
    cache.set("other", answer("o"), cache.mark(), 0);
    const mark = cache.mark();
    cache.changed();
    cache.set("k", answer("a"), mark, 0);
    expect(cache.get("k", 0)).toBeUndefined();
    expect(cache.get("other", 0)).toBeUndefined();
  });

  it("leaves ended sessions to the session cache and hears every other account change", () => {
    const cache = new ReadCache();
    cache.onListening();
    cache.set("k", answer("a"), cache.mark(), 0);
    cache.onAuthNotification("s:hash");
    expect(cache.size).toBe(1);
    cache.onAuthNotification("u:user");
    expect(cache.size).toBe(0);
    cache.set("k", answer("a"), cache.mark(), 0);
    cache.onAuthNotification("r:");
    expect(cache.size).toBe(0);
  });

  it("is bounded: a minute of age, large answers not kept, the least recently used out first", () => {
    const cache = new ReadCache();
    cache.onListening();
    cache.set("k", answer("a"), cache.mark(), 1000);
    expect(cache.get("k", 61_000)).toBeDefined();
    expect(cache.get("k", 61_001)).toBeUndefined();
    // A clock that went back: read again.
    cache.set("k", answer("a"), cache.mark(), 1000);
    expect(cache.get("k", 999)).toBeUndefined();
    cache.set("big", answer("x".repeat(256 * 1024 + 1)), cache.mark(), 0);
    expect(cache.size).toBe(0);
    for (let i = 0; i < 5000; i++) cache.set(`k${i}`, answer("a"), cache.mark(), 0);
    expect(cache.get("k0", 0)).toBeDefined();
    cache.set("k5000", answer("a"), cache.mark(), 0);
    expect(cache.size).toBe(5000);
    expect(cache.get("k0", 0)).toBeDefined();
    expect(cache.get("k1", 0)).toBeUndefined();
  });
});

describe("signed-in reads are answered from memory, and every change is seen on every instance", () => {
  let t: TestApp;
  let admin: Agent;
  let second: { app: App; database: Database; own: boolean };

  beforeAll(async () => {
    t = await testApp({ ADMIN_EMAIL: "root@praxis.fr", ADMIN_PASSWORD: "root-password" });
    admin = t.agent();
    expect(
      (await admin.post("/api/auth/login", { email: "root@praxis.fr", password: "root-password" }))
        .statusCode,
    ).toBe(200);
    // A second instance on the same database: its own connections on PostgreSQL; on the embedded
    // database (one process only) the same connection.
    const url = (t.app.database.pool.options as { connectionString?: string }).connectionString;
    const database = url ? connectPostgres(url, 2) : t.app.database;
    const app = await buildApp({ config: t.config, database, clock: t.app.clock });
    await app.ready();
    second = { app, database, own: Boolean(url) };
    await vi.waitFor(() => expect(second.app.readCache.mark()).toBeGreaterThan(0), { timeout: 5000 });
  });
  afterAll(async () => {
    await second.app.close();
    if (second.own) await second.database.pool.end();
    await t.close();
  });

  /** The statements `fn` sends to the database through `app`'s pool (queries and transactions). */
  async function statementsDuring(app: App, fn: () => Promise<unknown>) {
    const query = vi.spyOn(app.database.pool, "query");
    const connect = vi.spyOn(app.database.pool, "connect");
    try {
      await fn();
      return query.mock.calls.length + connect.mock.calls.length;
    } finally {
      query.mockRestore();
      connect.mockRestore();
    }
  }

  /** Until `app` has heard of a change made after `mark` (at once on PGlite, within ms on PostgreSQL). */
  async function heard(app: App, mark: number) {
    await vi.waitFor(() => expect(app.readCache.mark()).toBeGreaterThan(mark), {
      timeout: 2000,
      interval: 5,
    });
  }

  const on = (app: App, a: Agent, url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "GET",
      url,
      headers: { cookie: `praxis_session=${a.cookies.praxis_session}`, ...headers },
    });

  it("answers a repeated read without a database statement, with the same answer", async () => {
    const a = await t.signUp();
    for (const url of ["/api/services", "/api/auth/me", "/api/notifications", "/api/kanban/tasks"]) {
      let first = await a.get(url);
      expect(first.statusCode, url).toBe(200);
      // Another instance's write (the test's sign-ups) may still be on its way on PostgreSQL.
      first = await a.get(url);
      const count = await statementsDuring(t.app, async () => {
        const again = await a.get(url);
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(first.body);
        expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
      });
      expect(count, url).toBe(0);
    }
    // A read that is not declared cacheable still queries.
    const threads = `/api/chat/alfa-coordinated/threads/${a.user.id}`;
    expect((await a.get(threads)).statusCode).toBe(200);
    expect(await statementsDuring(t.app, () => a.get(threads))).toBeGreaterThan(0);
  });

  it("compresses an answer served from memory like any other", async () => {
    const a = await t.signUp();
    const headers = { "accept-encoding": "gzip" };
    const first = await a.get("/api/services", headers);
    expect(first.headers["content-encoding"]).toBe("gzip");
    const count = await statementsDuring(t.app, async () => {
      const again = await a.get("/api/services", headers);
      expect(again.headers["content-encoding"]).toBe("gzip");
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    });
    expect(count).toBe(0);
  });

  it("shows a user's own write on their next read", async () => {
    const a = await t.signUp();
    expect((await a.get("/api/kanban/tasks")).json()).toEqual([]);
    expect((await a.post("/api/kanban/tasks", { title: "Relancer le client" })).statusCode).toBe(201);
    expect((await a.get("/api/kanban/tasks")).json().map((x: { title: string }) => x.title)).toEqual([
      "Relancer le client",
    ]);
  });

  it("shows another user's write that changes what a user sees, on both instances", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const titles = async (app: App) =>
      (await on(app, a, "/api/knowledge")).json().map((x: { title: string }) => x.title) as string[];
    const title = `Fiche de collègue ${Math.random().toString(36).slice(2, 8)}`;
    expect(await titles(t.app)).not.toContain(title);
    expect(await titles(second.app)).not.toContain(title);
    const mark = second.app.readCache.mark();
    const created = await b.post("/api/knowledge", {
      title,
      description: "",
      category: "Soft Skills",
      content: "Écrite par une collègue.",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await titles(t.app)).toContain(title);
    await heard(second.app, mark);
    expect(await titles(second.app)).toContain(title);
  });

  it("sees a write made by SQL outside the app once the database's notification is heard", async () => {
    const a = await t.signUp();
    const count = async () => (await a.get("/api/notifications")).json().unread as number;
    const before = await count();
    await count();
    expect(t.app.readCache.size).toBeGreaterThan(0);
    const mark = t.app.readCache.mark();
    const secondMark = second.app.readCache.mark();
    await t.app.database.pool.query("insert into notifications (user_id, kind) values ($1, 'welcome')", [
      a.user.id,
    ]);
    await heard(t.app, mark);
    expect(await count()).toBe(before + 1);
    await heard(second.app, secondMark);
    expect((await on(second.app, a, "/api/notifications")).json().unread).toBe(before + 1);
  });

  it("keeps one entry per user: a user never receives another's answer", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    for (let i = 0; i < 2; i++) {
      expect((await a.get("/api/auth/me")).json().user.email).toBe(a.user.email);
      expect((await b.get("/api/auth/me")).json().user.email).toBe(b.user.email);
    }
  });

  it("keeps one entry per reader's language", async () => {
    const a = await t.signUp();
    const read = (language: string) => a.get("/api/kanban/task-types", { "accept-language": language });
    const fr = await read("fr");
    const en = await read("en");
    expect(en.body).not.toBe(fr.body);
    const count = await statementsDuring(t.app, async () => {
      expect((await read("fr")).body).toBe(fr.body);
      expect((await read("en-GB,en;q=0.9")).body).toBe(en.body);
    });
    expect(count).toBe(0);
  });

  it("refuses the next request after a logout, on both instances", async () => {
    const a = await t.signUp();
    const cookie = a.cookies.praxis_session;
    expect((await on(second.app, a, "/api/auth/me")).statusCode).toBe(200);
    expect((await on(second.app, a, "/api/auth/me")).statusCode).toBe(200);
    expect((await a.get("/api/auth/me")).statusCode).toBe(200);
    expect((await a.post("/api/auth/logout")).statusCode).toBe(200);
    a.cookies.praxis_session = cookie;
    expect((await a.get("/api/auth/me")).statusCode).toBe(401);
    const hash = (await import("node:crypto")).createHash("sha256").update(cookie).digest("hex");
    await vi.waitFor(
      () => expect(second.app.sessionCache.get(hash, second.app.clock.now().getTime())).toBeUndefined(),
      { timeout: 2000, interval: 5 },
    );
    expect((await on(second.app, a, "/api/auth/me")).statusCode).toBe(401);
  });

  it("refuses the next request after an administrator resets the password", async () => {
    const a = await t.signUp();
    expect((await a.get("/api/services")).statusCode).toBe(200);
    expect((await a.get("/api/services")).statusCode).toBe(200);
    const reset = await admin.post("/api/admin/users/reset-password", {
      email: a.user.email,
      newPassword: "un-nouveau-mot-de-passe",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await a.get("/api/services")).statusCode).toBe(401);
  });

  it("follows a role change on both instances", async () => {
    const a = await t.signUp();
    const permissions = async (app: App) =>
      (await on(app, a, "/api/auth/me")).json().user.permissions as string[];
    expect(await permissions(t.app)).not.toContain("admin_access");
    expect(await permissions(second.app)).not.toContain("admin_access");
    const mark = t.app.readCache.mark();
    const secondMark = second.app.readCache.mark();
    await t.app.database.pool.query(
      "insert into user_roles (user_id, role, business_role) values ($1, 'admin', 'consultant')",
      [a.user.id],
    );
    await heard(t.app, mark);
    await heard(second.app, secondMark);
    expect(await permissions(t.app)).toContain("admin_access");
    expect(await permissions(second.app)).toContain("admin_access");
  });

  it("serves nothing while notifications may be missed", async () => {
    const a = await t.signUp();
    await a.get("/api/notifications");
    await a.get("/api/notifications");
    t.app.readCache.onLost();
    try {
      expect(t.app.readCache.size).toBe(0);
      expect(await statementsDuring(t.app, () => a.get("/api/notifications"))).toBeGreaterThan(0);
      expect(await statementsDuring(t.app, () => a.get("/api/notifications"))).toBeGreaterThan(0);
    } finally {
      t.app.readCache.onListening();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "empties and disables the cache when the notification connection is lost, until it is back",
    async () => {
      const a = await t.signUp();
      await a.get("/api/notifications");
      await a.get("/api/notifications");
      expect(t.app.readCache.size).toBeGreaterThan(0);
      const mark = t.app.readCache.mark();
      await t.app.database.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
      );
      await heard(t.app, mark);
      expect(t.app.readCache.size).toBe(0);
      // Back within the listener's retry (250 ms): entries are kept again.
      await vi.waitFor(
        async () => {
          await a.get("/api/notifications");
          expect(t.app.readCache.size).toBeGreaterThan(0);
        },
        { timeout: 5000, interval: 50 },
      );
    },
  );

  it("has the data trigger on every table but those no cached read shows", async () => {
    const { rows } = await t.app.database.pool.query<{ tablename: string }>(
      `select tablename from pg_tables t where schemaname = 'public'
         and tablename not in ('sessions', 'auth_failures', 'kanban_presence')
         and not exists (select 1 from pg_trigger g join pg_proc p on p.oid = g.tgfoid
                         where g.tgrelid = format('public.%I', t.tablename)::regclass
                           and p.proname = 'praxis_data_changed')`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([]);
  });
});
