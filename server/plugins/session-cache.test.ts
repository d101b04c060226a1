import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { connectPostgres, type Database } from "../db/client";
import { type Agent, type TestApp, testApp } from "../test/test-app";
import type { App } from "../types";
import { AUTH_CHANNEL, SessionCache } from "./session-cache";

const hashOf = (agent: Agent) => createHash("sha256").update(agent.cookies.praxis_session).digest("hex");

/** Until `app` has forgotten the session (at once on the embedded database, within ms on PostgreSQL). */
async function forgotten(app: App, agentOrHash: Agent | string) {
  const hash = typeof agentOrHash === "string" ? agentOrHash : hashOf(agentOrHash);
  await vi.waitFor(() => expect(app.sessionCache.get(hash, app.clock.now().getTime())).toBeUndefined(), {
    timeout: 1000,
    interval: 5,
  });
}

/**
 * Until `app` has heard every notification committed so far. A sign-up's roles announce the
 * account at commit ("u:<id>"), heard a few ms later on PostgreSQL: a session cached before that
 * is forgotten again. PostgreSQL delivers notifications in commit order, so hearing a marker
 * sent now means the earlier ones were heard.
 */
async function settled(app: App) {
  const marker = `s:settled-${Math.random().toString(36).slice(2)}`;
  const heard = vi.spyOn(app.sessionCache, "onNotification");
  try {
    await app.database.pool.query("select pg_notify($1, $2)", [AUTH_CHANNEL, marker]);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(marker), { timeout: 1000, interval: 5 });
  } finally {
    heard.mockRestore();
  }
}

describe("SessionCache", () => {
  const session = {
    user: { id: "u1", email: "a@b.fr", isDemo: false, isAdmin: false },
    createdAt: 0,
    lastSeenAt: 0,
  };

  it("serves nothing while the database's notifications are not heard", () => {
    const cache = new SessionCache();
    cache.set("h", session, cache.mark(), 0);
    expect(cache.get("h", 0)).toBeUndefined();
    cache.onListening();
    cache.set("h", session, cache.mark(), 0);
    expect(cache.get("h", 0)).toEqual(expect.objectContaining({ user: session.user }));
    cache.onLost();
    expect(cache.get("h", 0)).toBeUndefined();
  });

  it("does not keep a session read before it was ended", () => {
    const cache = new SessionCache();
    cache.onListening();
    const mark = cache.mark();
    cache.onNotification("s:h");
    cache.set("h", session, mark, 0);
    expect(cache.get("h", 0)).toBeUndefined();
  });

  it("forgets every session of a changed account", () => {
    const cache = new SessionCache();
    cache.onListening();
    cache.set("h1", session, cache.mark(), 0);
    cache.set("h2", session, cache.mark(), 0);
    cache.set("h3", { ...session, user: { ...session.user, id: "u2" } }, cache.mark(), 0);
    cache.onNotification("u:u1");
    expect(cache.size).toBe(1);
  });
});

describe("signed-in requests read their session from memory, and a session ended anywhere ends at once", () => {
  let t: TestApp;
  let second: { app: App; database: Database; own: boolean };

  beforeAll(async () => {
    t = await testApp();
    // A second instance on the same database: its own connections on PostgreSQL; on the embedded
    // database (one process only) the same connection.
    const url = (t.app.database.pool.options as { connectionString?: string }).connectionString;
    const database = url ? connectPostgres(url, 2) : t.app.database;
    const app = await buildApp({ config: t.config, database, clock: t.app.clock });
    await app.ready();
    second = { app, database, own: Boolean(url) };
  });
  afterAll(async () => {
    await second.app.close();
    if (second.own) await second.database.pool.end();
    await t.close();
  });

  it("answers a signed-in request without querying the sessions table again", async () => {
    const a = await t.signUp();
    await settled(t.app);
    expect((await a.get("/api/auth/me")).statusCode).toBe(200);
    const query = vi.spyOn(t.app.database.pool, "query");
    try {
      expect((await a.get("/api/health")).statusCode).toBe(200);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it("refuses the next request once the session row is deleted, whoever deleted it", async () => {
    const a = await t.signUp();
    expect((await a.get("/api/auth/me")).statusCode).toBe(200);
    await t.app.database.pool.query("delete from sessions where user_id = $1", [a.user.id]);
    await forgotten(t.app, a);
    expect((await a.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("reads the database again while notifications are not heard", async () => {
    const a = await t.signUp();
    expect((await a.get("/api/auth/me")).statusCode).toBe(200);
    t.app.sessionCache.onLost();
    try {
      await t.app.database.pool.query("delete from sessions where user_id = $1", [a.user.id]);
      expect((await a.get("/api/auth/me")).statusCode).toBe(401);
    } finally {
      t.app.sessionCache.onListening();
    }
  });

  it("ends on the other instance a session logged out through one", async () => {
    const a = await t.signUp();
    await settled(second.app);
    const cookie = a.cookies.praxis_session;
    const onSecond = async () =>
      (
        await second.app.inject({
          method: "GET",
          url: "/api/auth/me",
          headers: { cookie: `praxis_session=${cookie}` },
        })
      ).statusCode;
    expect(await onSecond()).toBe(200);
    const hash = hashOf(a);
    expect(second.app.sessionCache.get(hash, second.app.clock.now().getTime())).toBeDefined();
    const started = performance.now();
    expect((await a.post("/api/auth/logout")).statusCode).toBe(200);
    await forgotten(second.app, hash);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await onSecond()).toBe(401);
  });

  it("follows an account's admin access on both instances as soon as its access roles change", async () => {
    const a = await t.signUp();
    const cookie = `praxis_session=${a.cookies.praxis_session}`;
    const matrix = async (app: App) =>
      (await app.inject({ method: "GET", url: "/api/admin/taxonomy/matrix", headers: { cookie } }))
        .statusCode;
    expect(await matrix(t.app)).toBe(403);
    expect(await matrix(second.app)).toBe(403);
    // Granted outside the API (the seed, an operator): both instances hear it.
    await t.app.database.pool.query(
      "insert into user_roles (user_id, role, business_role) values ($1, 'admin', 'consultant')",
      [a.user.id],
    );
    await forgotten(t.app, a);
    await forgotten(second.app, a);
    expect(await matrix(t.app)).toBe(200);
    expect(await matrix(second.app)).toBe(200);
    // What a role grants changes: every cached session is read again.
    await t.app.database.pool.query(
      "delete from role_permissions where role = 'admin' and permission = 'admin_access' returning role",
    );
    try {
      await forgotten(t.app, a);
      await forgotten(second.app, a);
      expect(await matrix(t.app)).toBe(403);
      expect(await matrix(second.app)).toBe(403);
    } finally {
      await t.app.database.pool.query(
        "insert into role_permissions (role, permission) values ('admin', 'admin_access') on conflict do nothing",
      );
    }
    await forgotten(t.app, a);
    expect(await matrix(t.app)).toBe(200);
    await t.app.database.pool.query("delete from user_roles where user_id = $1 and role = 'admin'", [
      a.user.id,
    ]);
    await forgotten(t.app, a);
    await forgotten(second.app, a);
    expect(await matrix(t.app)).toBe(403);
    expect(await matrix(second.app)).toBe(403);
  });

  it("forgets an account's sessions when the account changes (e-mail)", async () => {
    const a = await t.signUp();
    await settled(t.app);
    expect((await a.get("/api/auth/me")).statusCode).toBe(200);
    const before = t.app.sessionCache.size;
    await t.app.database.pool.query("update users set email = $1 where id = $2", [
      `changed-${a.user.email}`,
      a.user.id,
    ]);
    await forgotten(t.app, a);
    expect(t.app.sessionCache.size).toBeLessThan(before);
    const me = await a.get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(`changed-${a.user.email}`);
  });
});
