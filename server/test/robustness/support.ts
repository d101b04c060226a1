import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Access } from "../../plugins/access";
import type { Agent, RouteEntry, TestApp } from "../test-app";

export const ADMIN = { email: "robustesse-admin@example.fr", password: "admin-robustesse-9" };
export const DEMO_PASSWORD = "demo-robustesse-7";

/** `METHOD /path` of a route, the key of every table in these tests. */
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The API's routes as the app registered them (HEAD twins of GET routes left out). */
export function apiRoutes(t: TestApp): RouteEntry[] {
  const seen = new Set<string>();
  return t.routes.filter((r) => {
    if (r.method === "HEAD" || !r.url.startsWith("/api/")) return false;
    const key = routeKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Who may call the route `key` ("GET /api/…"), as the route declares it. */
export function accessOf(t: TestApp, key: string): Access | undefined {
  return t.routes.find((r) => routeKey(r) === key)?.access;
}

/** The names of a route's path parameters, in order. */
export const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

/** The URL with its `:params` replaced (encoded); unknown ones get `missing`. */
export function fillPath(url: string, params: Record<string, string>, missing = "inconnu") {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? missing));
}

export async function signIn(t: TestApp, email: string, password: string): Promise<Agent> {
  const a = t.agent();
  const res = await a.post("/api/auth/login", { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  a.user = { id: res.json().user.id, email };
  return a;
}

/** A multipart/form-data body with text fields and at most one file, as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; field?: string; type?: string },
) {
  const boundary = `----robustesse${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

// "    at foo (/x/y.ts:1:2)", "at file:///x.js:3:4", "at async Promise.all (index 0)".
const STACK_FRAME = /\bat (?:async )?[^\s()]*\s*\(?(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^)\s]*:\d+:\d+/;
const SOURCE_PATH = /(?:\/work\/|\/home\/|\/tmp\/|node_modules|[\w-]+\.(?:ts|mjs|cjs):\d+)/;

function findKey(value: unknown, key: string, depth = 0): boolean {
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Object.hasOwn(value, key)) return true;
  return Object.values(value).some((v) => findKey(v, key, depth + 1));
}

/**
 * Problems with an error answer: not JSON, or carrying a stack trace, a source path or a `stack`
 * key. Empty when the answer is a clean `{ message, code }`.
 */
export function errorBodyProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json"))
    problems.push(`content-type ${res.headers["content-type"]}`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return [...problems, "body is not JSON"];
  }
  if (typeof (body as { message?: unknown })?.message !== "string") problems.push("no message");
  if (typeof (body as { code?: unknown })?.code !== "string") problems.push("no code");
  if (findKey(body, "stack")) problems.push("stack key");
  if (STACK_FRAME.test(res.body)) problems.push("stack frame");
  if (SOURCE_PATH.test(res.body)) problems.push("source path");
  return problems;
}

export function expectCleanError(res: LightMyRequestResponse, label: string) {
  expect(errorBodyProblems(res), `${label}: ${res.body.slice(0, 300)}`).toEqual([]);
}

/** Snapshot of what prototype pollution would change. */
export function prototypeState() {
  const protos = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
  return protos.map((p) => Object.getOwnPropertyNames(p).sort().join(","));
}

export function expectNoPollution(before: string[]) {
  expect(prototypeState()).toEqual(before);
  const probe = {} as Record<string, unknown>;
  for (const key of ["polluted", "isAdmin", "admin", "role", "x"]) expect(probe[key], key).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
}
