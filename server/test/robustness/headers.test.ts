import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { DEMO_COOKIE, SESSION_COOKIE } from "../../plugins/session";
import type { Agent, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { type Ctx, PROBES } from "./access-table";
import { cookieOf, fixtures, uniqueEmail } from "./fixtures";
import { ADMIN, accessOf, apiRoutes, DEMO_PASSWORD, fillPath, routeKey, signIn } from "./support";

/** Security headers on every GET route and on error answers; the session cookie's flags. */
let t: TestApp;
let c: Ctx;
beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_PASSWORD });
  const admin = await signIn(t, ADMIN.email, ADMIN.password);
  c = { t, f: fixtures(t, admin), A: await t.signUp(), B: await t.signUp(), admin };
});
afterAll(() => t.close());

/** What every answer must carry; empty when it does. */
function headerProblems(res: LightMyRequestResponse): string[] {
  const h = res.headers;
  const problems: string[] = [];
  const csp = String(h["content-security-policy"] ?? "");
  if (!csp) problems.push("no content-security-policy");
  if (!/default-src '(self|none)'/.test(csp)) problems.push(`weak CSP: ${csp}`);
  const frameOptions = String(h["x-frame-options"] ?? "");
  const frameAncestors = /frame-ancestors '(none|self)'/.test(csp);
  if (!frameAncestors && !["DENY", "SAMEORIGIN"].includes(frameOptions))
    problems.push("neither frame-ancestors nor x-frame-options");
  if (frameOptions && !["DENY", "SAMEORIGIN"].includes(frameOptions))
    problems.push(`x-frame-options ${frameOptions}`);
  if (h["x-content-type-options"] !== "nosniff") problems.push("no x-content-type-options: nosniff");
  if (
    !["strict-origin-when-cross-origin", "no-referrer", "same-origin"].includes(String(h["referrer-policy"]))
  )
    problems.push(`referrer-policy ${h["referrer-policy"]}`);
  return problems;
}

const callerOf = (key: string): Agent => {
  return accessOf(t, key) === "admin" ? c.admin : c.A;
};

describe("security headers", () => {
  it("are on the answer of every GET route", async () => {
    const routes = apiRoutes(t).filter((r) => r.method === "GET");
    expect(routes.length).toBeGreaterThan(50);
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const key = routeKey(route);
      const who = callerOf(key);
      const target = (await PROBES[key]?.make?.(c, who)) ?? {};
      const url = fillPath(route.url, target.params ?? {}) + (target.query ? `?${target.query}` : "");
      const res = await who.get(url);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(headerProblems(res), `${key} → ${res.statusCode}`).toEqual([]);
      // The requests were the real thing, not a wall of errors: each answered as the access table
      // says an allowed call does (the event stream's plain GET is a 406, its stream is tested apart).
      expect(res.statusCode, key).toBe(PROBES[key]?.ok ?? 200);
    }
    expect(statuses.get(200)).toBeGreaterThan(50);
  }, 120_000); // one request to each of the ~70 GET routes: seconds alone, more on a busy machine

  it.each<[string, () => Promise<LightMyRequestResponse>, number]>([
    ["signed out", () => t.agent().get("/api/auth/me"), 401],
    ["an admin route as a user", () => c.A.get("/api/admin/taxonomy/matrix"), 403],
    ["an unknown API path", () => c.A.get("/api/nulle-part"), 404],
    [
      "someone else's deliverable",
      async () => c.B.get(`/api/deliverables/${await c.f.deliverable(c.A)}`),
      404,
    ],
    ["a validation error", () => c.A.post("/api/kanban/tasks", { title: 42 }), 400],
    [
      "invalid JSON",
      () => c.A.post("/api/kanban/tasks", "{pas du json", { "content-type": "application/json" }),
      400,
    ],
    ["a path that is not valid percent-encoding", () => c.A.get("/api/deliverables/%E0%A4%A"), 400],
    [
      "a form post",
      () => c.A.post("/api/kanban/tasks", "a=1", { "content-type": "application/x-www-form-urlencoded" }),
      415,
    ],
    [
      "a cross-site post",
      () => c.A.post("/api/kanban/tasks", { title: "x" }, { origin: "https://evil.example" }),
      403,
    ],
  ])("are on the error answer to %s", async (_label, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(headerProblems(res)).toEqual([]);
  });
});

describe("session cookie", () => {
  const sessionCookie = (res: LightMyRequestResponse) => res.cookies.find((x) => x.name === SESSION_COOKIE)!;
  const body = () => ({
    email: uniqueEmail("cookie"),
    password: "motdepasse",
    firstName: "A",
    lastName: "B",
  });

  it("is marked Secure in production, or when COOKIE_SECURE says so", () => {
    const base = { DATA_DIR: "/tmp/unused" };
    expect(loadConfig({ ...base, NODE_ENV: "production" }).session.cookieSecure).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: "development" }).session.cookieSecure).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: "production", COOKIE_SECURE: "false" }).session.cookieSecure).toBe(
      false,
    );
    expect(loadConfig({ ...base, NODE_ENV: "development", COOKIE_SECURE: "true" }).session.cookieSecure).toBe(
      true,
    );
  });

  it("is HttpOnly, SameSite=Lax, Path=/ at sign-up, login and demo login; Secure when configured", async () => {
    for (const secure of [false, true]) {
      t.config.session.cookieSecure = secure;
      try {
        const register = await t.agent().post("/api/auth/register", body());
        const login = await t
          .agent()
          .post("/api/auth/login", { email: ADMIN.email, password: ADMIN.password });
        const demo = await t.agent().post("/api/auth/demo", { password: DEMO_PASSWORD });
        for (const [label, res] of [
          ["register", register],
          ["login", login],
          ["demo", demo],
        ] as const) {
          expect(res.statusCode, label).toBeLessThan(300);
          const cookie = sessionCookie(res);
          expect(cookie, label).toMatchObject({
            httpOnly: true,
            sameSite: "Lax",
            path: "/",
            maxAge: 12 * 3600,
          });
          expect(Boolean(cookie.secure), `${label} secure`).toBe(secure);
        }
        // The demo flag is read by the client (not HttpOnly) but follows the same transport rule.
        const flag = demo.cookies.find((x) => x.name === DEMO_COOKIE)!;
        expect(flag).toMatchObject({ sameSite: "Lax", path: "/" });
        expect(Boolean(flag.secure)).toBe(secure);
      } finally {
        t.config.session.cookieSecure = false;
      }
    }
  });

  it("is cleared at logout on the same path, and the old value no longer works", async () => {
    const a = await t.signUp();
    const value = a.cookies[SESSION_COOKIE];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: cookieOf(a) },
    });
    const cleared = sessionCookie(res);
    expect(cleared.value).toBe("");
    expect(cleared.path).toBe("/");
    expect(new Date(cleared.expires ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    const replay = await t.app.inject({
      url: "/api/auth/me",
      headers: { cookie: `${SESSION_COOKIE}=${value}` },
    });
    expect(replay.statusCode).toBe(401);
  });
});
