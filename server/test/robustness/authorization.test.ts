import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agent, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { ACCESS, type Ctx, type Target } from "./access-table";
import { cookieOf, fixtures } from "./fixtures";
import { ADMIN, apiRoutes, DEMO_PASSWORD, expectCleanError, fillPath, routeKey, signIn } from "./support";

/**
 * The authorisation matrix: every route of the live app × {signed out, user A, user B, admin},
 * on A's objects, against the rule the access table gives it.
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
  it("has one entry per route of the app, and none for a route that no longer exists", () => {
    const live = apiRoutes(t).map(routeKey).sort();
    const table = Object.keys(ACCESS).sort();
    expect(
      live.filter((k) => !table.includes(k)),
      "routes with no entry in the access table",
    ).toEqual([]);
    expect(
      table.filter((k) => !live.includes(k)),
      "access table entries for routes that do not exist",
    ).toEqual([]);
  });

  it.each(Object.entries(ACCESS))("%s", async (key, access) => {
    const [method, url] = key.split(" ");
    const make = access.make ?? (async (): Promise<Target> => ({}));
    const anon = t.agent();

    if (access.rule === "public") {
      expectStatus(await send(anon, method, url, await make(c, anon)), access.anon, `${key} signed out`);
      return;
    }

    const owner = access.rule === "admin-only" ? c.admin : c.A;
    const target = await make(c, owner);
    const signedOut = await send(anon, method, url, target);
    expectStatus(signedOut, 401, `${key} signed out`);
    expect(signedOut.json().code).toBe("unauthorized");

    switch (access.rule) {
      case "signed-in":
        expectStatus(await send(c.A, method, url, target), access.ok, `${key} as A`);
        expectStatus(await send(c.B, method, url, await make(c, c.B)), access.ok, `${key} as B`);
        expectStatus(await send(c.admin, method, url, await make(c, c.admin)), access.ok, `${key} as admin`);
        break;
      case "self":
        expectStatus(await send(c.B, method, url, target), 403, `${key} as B on A's user id`);
        expectStatus(await send(c.admin, method, url, target), 403, `${key} as admin on A's user id`);
        if (access.otherWithOwnUserId) {
          const own = { ...target, params: { ...target.params, userId: c.B.user.id } };
          expectStatus(await send(c.B, method, url, own), access.otherWithOwnUserId, `${key} as B, own id`);
        }
        expectStatus(await send(c.A, method, url, target), access.ok, `${key} as A`);
        break;
      case "owner": {
        expectStatus(await send(c.B, method, url, target), access.other, `${key} as B on A's object`);
        const adminAllowed = access.admin < 400;
        if (!adminAllowed)
          expectStatus(await send(c.admin, method, url, target), access.admin, `${key} as admin`);
        expectStatus(await send(c.A, method, url, target), access.ok, `${key} as A`);
        // Allowed admins act on an object of their own, since A's may be gone by now.
        if (adminAllowed)
          expectStatus(
            await send(c.admin, method, url, await make(c, c.A)),
            access.admin,
            `${key} as admin on A's object`,
          );
        break;
      }
      case "admin-only":
        for (const [who, label] of [
          [c.A, "A"],
          [c.B, "B"],
        ] as const) {
          const res = await send(who, method, url, target);
          expectStatus(res, 403, `${key} as ${label}`);
        }
        expectStatus(await send(c.admin, method, url, target), access.ok, `${key} as admin`);
        break;
    }
  });
});
