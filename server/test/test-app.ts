import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject as injectContext } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { connectPglite, connectPostgres, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";
import { startPgliteServer } from "../db/pglite-server";
import { ensureAdmin, seed } from "../db/seed/seed";
import { type Access, accessOf } from "../plugins/access";
import type { App } from "../types";

type Body = Record<string, unknown> | unknown[] | string | Buffer | undefined;

/** A signed-in (or anonymous) client of the test app: every request carries its cookies. */
export type Agent = {
  cookies: Record<string, string>;
  user: { id: string; email: string };
  request: (
    method: string,
    url: string,
    body?: Body,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  post: (url: string, body?: Body, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  put: (url: string, body?: Body, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  delete: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
};

/**
 * A route as registered (HEAD twins of GET routes included); `schema` holds its zod schemas,
 * `access` who may call it (its `config.access`).
 */
export type RouteEntry = { method: string; url: string; schema?: Record<string, unknown>; access?: Access };

export type TestApp = {
  app: App;
  /** Every route of the app, in registration order. */
  routes: RouteEntry[];
  config: Config;
  /** Moves the app's clock forward, for expiry tests. */
  advance: (ms: number) => void;
  agent: () => Agent;
  signUp: (
    overrides?: Partial<{
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      businessRole: string;
    }>,
  ) => Promise<Agent>;
  close: () => Promise<void>;
};

let counter = 0;

async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // A fresh database per test file on the PostgreSQL server.
    const name = `praxis_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = connectPostgres(target.toString(), 5);
    await runMigrations(database.pool);
    await seed(database.db);
    return {
      ...database,
      close: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const template = readFileSync(injectContext("pgliteTemplate"));
  const running = await startPgliteServer({ loadDataDir: new Blob([template]) });
  return connectPglite(running.socketDir, running.stop);
}

export async function testApp(
  env: Record<string, string> = {},
  options: { logStream?: { write: (line: string) => void } } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", ...env });
  config.signupRateLimit = 1000;
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };
  const database = await openTestDatabase();
  if (config.admin) await ensureAdmin(database.db, config.admin);
  const routes: RouteEntry[] = [];
  const app = await buildApp({
    config,
    database,
    clock,
    logStream: options.logStream,
    onRoute: (r) => {
      for (const method of [r.method].flat())
        routes.push({ method, url: r.url, schema: r.schema as RouteEntry["schema"], access: accessOf(r) });
    },
  });
  await app.ready();

  const agent = (): Agent => {
    const a: Agent = {
      cookies: {},
      user: { id: "", email: "" },
      request: async (method, url, body, headers = {}) => {
        const cookie = Object.entries(a.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join("; ");
        const res = await app.inject({
          method: method as "GET",
          url,
          headers: { ...(cookie ? { cookie } : {}), ...headers },
          ...(body === undefined
            ? {}
            : typeof body === "string"
              ? { payload: body }
              : { payload: body as object }),
        });
        for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
          if (c.value === "" || c.maxAge === 0) delete a.cookies[c.name];
          else a.cookies[c.name] = c.value;
        }
        return res;
      },
      get: (url, headers) => a.request("GET", url, undefined, headers),
      post: (url, body, headers) => a.request("POST", url, body ?? {}, headers),
      put: (url, body, headers) => a.request("PUT", url, body ?? {}, headers),
      delete: (url, headers) => a.request("DELETE", url, undefined, headers),
    };
    return a;
  };

  return {
    app,
    routes,
    config,
    advance: (ms) => {
      offset += ms;
    },
    agent,
    signUp: async (overrides = {}) => {
      const a = agent();
      const body = {
        email: `user${counter++}-${Math.random().toString(36).slice(2, 8)}@example.fr`,
        password: "motdepasse",
        firstName: "Camille",
        lastName: "Durand",
        ...overrides,
      };
      const res = await a.post("/api/auth/register", body);
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      a.user = { id: res.json().user.id, email: body.email };
      return a;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
