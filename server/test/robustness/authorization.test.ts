import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agent, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { type Ctx, PROBES, type Target } from "./access-table";
import { cookieOf, fixtures } from "./fixtures";
import {
  ADMIN,
  accessOf,
  apiRoutes,
  DEMO_PASSWORD,
  expectCleanError,
  fillPath,
  routeKey,
  signIn,
} from "./support";

/**
 * The authorisation matrix: every route of the live app × {signed out, user A, user B, admin},
 * on A's objects, against the access the route declares (and, for a rule about the object, what
 * the probe says others get).
 */
let t: TestApp;
let c: Ctx;
beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_PASSWORD });
  const admin = await signIn(t, ADMIN.email, ADMIN.password);
  c = { t, f: fixtures(t, admin), A: await t.signUp(), B: await t.signUp(), admin };
});
afterAll(() => t.close());

async function send(who: Agent, method: string, url: string, target: Target) {
  const path = fillPath(url, target.params ?? {}) + (target.query ? `?${target.query}` : "");
  if (target.upload) {
    const m = target.upload();
    return t.app.inject({
      method: method as "POST",
      url: path,
      payload: m.payload,
      headers: { ...m.headers, cookie: cookieOf(who) },
    });
  }
  return who.request(method, path, target.body);
}

function expectStatus(res: LightMyRequestResponse, status: number, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(status);
  if (status >= 400) expectCleanError(res, label);
}

describe("authorisation matrix", () => {
  it("has a declared access for every route, and a probe for every route and none for a route that no longer exists", () => {
    const routes = apiRoutes(t);
    expect(
      routes.filter((r) => !r.access).map(routeKey),
      "routes that declare no access (config.access)",
    ).toEqual([]);
    const live = routes.map(routeKey).sort();
    const table = Object.keys(PROBES).sort();
    expect(
      live.filter((k) => !table.includes(k)),
      "routes with no probe in the access table",
    ).toEqual([]);
    expect(
      table.filter((k) => !live.includes(k)),
      "probes for routes that do not exist",
    ).toEqual([]);
  });

  it.each(Object.entries(PROBES))("%s", async (key, probe) => {
    const [method, url] = key.split(" ");
    const access = accessOf(t, key);
    expect(access, `${key} declares its access`).toBeDefined();
    const make = probe.make ?? (async (): Promise<Target> => ({}));
    const anon = t.agent();

    if (access === "public") {
      expectStatus(await send(anon, method, url, await make(c, anon)), probe.ok, `${key} signed out`);
      return;
    }

    const owner = access === "admin" ? c.admin : c.A;
    const target = await make(c, owner);
    const signedOut = await send(anon, method, url, target);
    expectStatus(signedOut, 401, `${key} signed out`);
    expect(signedOut.json().code).toBe("unauthorized");

    switch (access) {
      case "user": {
        if (!probe.row) {
          // Any account, each on its own objects.
          expectStatus(await send(c.A, method, url, target), probe.ok, `${key} as A`);
          expectStatus(await send(c.B, method, url, await make(c, c.B)), probe.ok, `${key} as B`);
          expectStatus(await send(c.admin, method, url, await make(c, c.admin)), probe.ok, `${key} as admin`);
          break;
        }
        // The feature's policy decides on A's object.
        const { other, admin } = probe.row;
        expectStatus(await send(c.B, method, url, target), other, `${key} as B on A's object`);
        const adminAllowed = admin < 400;
        if (!adminAllowed) expectStatus(await send(c.admin, method, url, target), admin, `${key} as admin`);
        expectStatus(await send(c.A, method, url, target), probe.ok, `${key} as A`);
        // Allowed admins act on an object of their own, since A's may be gone by now.
        if (adminAllowed)
          expectStatus(
            await send(c.admin, method, url, await make(c, c.A)),
            admin,
            `${key} as admin on A's object`,
          );
        break;
      }
      case "self":
        expectStatus(await send(c.B, method, url, target), 403, `${key} as B on A's user id`);
        expectStatus(await send(c.admin, method, url, target), 403, `${key} as admin on A's user id`);
        if (probe.otherWithOwnUserId) {
          const own = { ...target, params: { ...target.params, userId: c.B.user.id } };
          expectStatus(await send(c.B, method, url, own), probe.otherWithOwnUserId, `${key} as B, own id`);
        }
        expectStatus(await send(c.A, method, url, target), probe.ok, `${key} as A`);
        break;
      case "admin":
        for (const [who, label] of [
          [c.A, "A"],
          [c.B, "B"],
        ] as const) {
          const res = await send(who, method, url, target);
          expectStatus(res, 403, `${key} as ${label}`);
        }
        expectStatus(await send(c.admin, method, url, target), probe.ok, `${key} as admin`);
        break;
    }
  });
});
