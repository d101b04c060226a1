import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agent, RouteEntry, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { type Ctx, PROBES, type Target } from "./access-table";
import { cookieOf, fixtures } from "./fixtures";
import {
  acceptable,
  encodeSegment,
  fieldsOf,
  malformedBody,
  malformedUpload,
  type Payload,
  paramValue,
  type Schema,
  unparsableBody,
} from "./payloads";
import {
  ADMIN,
  accessOf,
  apiRoutes,
  DEMO_PASSWORD,
  errorBodyProblems,
  expectNoPollution,
  pathParams,
  prototypeState,
  routeKey,
  signIn,
} from "./support";

/**
 * Property-based bad input: every write route of the live app gets 1,000 malformed requests
 * (wrong types, missing fields, huge and odd strings, nested junk, prototype keys, invalid JSON,
 * wrong content types, broken multipart) as the account that may call it, with path parameters
 * naming that account's real objects (or unknown ids and garbage). Every answer must be a 4xx
 * with a clean JSON error (a 2xx only where the body happens to be valid), never a 5xx; and no
 * prototype is polluted.
 *
 * Validation does not depend on the database, so the PostgreSQL pass skips this suite (it is the
 * heaviest of the server tests); the PGlite pass runs it on every `npm test`.
 */
const RUNS = 1000;
// Routes that take no body ignore it: only the parser can fail on them, so fewer runs say as much.
const BODILESS_RUNS = 250;
const WRITE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let t: TestApp;
let c: Ctx;
let before: string[];
const timings: { route: string; runs: number; kind: string }[] = [];
let startedAt = 0;

describe.skipIf(Boolean(process.env.DATABASE_URL))("malformed input on every write route", () => {
  beforeAll(async () => {
    before = prototypeState();
    t = await testApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_PASSWORD });
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    c = { t, f: fixtures(t, admin), A: await t.signUp(), B: await t.signUp(), admin };
  });
  afterAll(async () => {
    await t?.close();
    if (timings.length) {
      const requests = timings.reduce((s, x) => s + x.runs, 0);
      const kinds = [...new Set(timings.map((x) => x.kind))]
        .map((k) => `${timings.filter((x) => x.kind === k).length} ${k}`)
        .join(", ");
      console.info(
        `malformed input: ${timings.length} write routes (${kinds}), ${requests} requests in ${(
          (performance.now() - startedAt) / 1000
        ).toFixed(1)} s`,
      );
    }
  });

  const writeRoutes = () => apiRoutes(t).filter((r) => WRITE.has(r.method));

  it("finds the write routes in the app's route list", () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => r.schema?.body).length).toBeGreaterThan(35);
  });

  // One test per route would need the route list before the app exists; instead one test walks
  // the live list, running several routes at once (the admin check makes those routes DB-bound).
  it("answers every malformed request with a clean 4xx", { timeout: 420_000 }, async () => {
    startedAt = performance.now();
    // The objects named in the paths are made first, one route after the other.
    const queue: { route: RouteEntry; target: Target }[] = [];
    for (const route of writeRoutes()) queue.push({ route, target: await targetOf(route) });
    const failures: string[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          await fuzzRoute(next.route, next.target);
        } catch (err) {
          // The counterexample (bodies can be huge) and the error that names the answer.
          const lines = (err as Error).message.split("\n");
          const message = [
            ...lines.slice(0, 3).map((l) => l.slice(0, 600)),
            ...lines
              .filter((l) => /server error|accepted a malformed|unclean error/.test(l))
              .map((l) => l.slice(0, 600)),
          ].join("\n");
          failures.push(`${routeKey(next.route)}: ${message}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
    expectNoPollution(before);
  });
});

/** Who sends the requests: the account the access table lets through (signed out for sign-in). */
function callerOf(key: string): Agent | null {
  const access = accessOf(t, key);
  if (!access || access === "public") return null;
  return access === "admin" ? c.admin : c.A;
}

async function targetOf(route: RouteEntry): Promise<Target> {
  const key = routeKey(route);
  const make = PROBES[key]?.make;
  return make ? make(c, callerOf(key) ?? c.A) : {};
}

async function fuzzRoute(route: RouteEntry, target: Target) {
  const key = routeKey(route);
  const caller = callerOf(key);
  const schema = route.schema?.body as Schema | undefined;
  const isUpload = Boolean(target.upload);
  const kind = schema ? "json" : isUpload ? "multipart" : "no body";
  const payloads: fc.Arbitrary<Payload> = schema
    ? malformedBody(fieldsOf(schema), target.body)
    : isUpload
      ? fc.oneof(malformedUpload(), malformedBody([], undefined))
      : unparsableBody();
  const names = pathParams(route.url);
  const params = fc.tuple(...names.map((n) => paramValue(target.params?.[n])));
  const cookie = caller ? cookieOf(caller) : undefined;

  const runs = schema || isUpload ? RUNS : BODILESS_RUNS;
  await fc.assert(
    fc.asyncProperty(payloads, params, fc.nat({ max: 65_535 }), async (payload, values, ip) => {
      let i = 0;
      const url = route.url.replace(/:([A-Za-z]+)/g, () => {
        const v = values[i++];
        return v.raw ? v.value : encodeSegment(v.value);
      });
      const res = await t.app.inject({
        method: route.method as "POST",
        url: target.query ? `${url}?${target.query}` : url,
        ...(payload.raw === undefined ? {} : { payload: payload.raw }),
        headers: {
          ...(payload.contentType === undefined ? {} : { "content-type": payload.contentType }),
          ...(cookie ? { cookie } : {}),
        },
        // Spread over loopback addresses so per-address rate limits do not hide the validation.
        remoteAddress: `127.0.${ip >> 8}.${ip & 255}`,
      });
      check(res, payload, schema, isUpload);
    }),
    { numRuns: runs, includeErrorInReport: true },
  );
  timings.push({ route: key, runs, kind });
}

function check(res: LightMyRequestResponse, payload: Payload, schema: Schema | undefined, isUpload: boolean) {
  const label = `${payload.note} ${payload.contentType ?? "(no content type)"} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${label}`);
  const mayPass = schema ? acceptable(schema, payload) : false;
  if (res.statusCode < 400) {
    if (!mayPass || isUpload) throw new Error(`accepted a malformed body: ${label}`);
    return;
  }
  const problems = errorBodyProblems(res);
  if (problems.length) throw new Error(`unclean error (${problems.join(", ")}): ${label}`);
}
