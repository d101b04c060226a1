import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../plugins/session";
import { accessOf, apiRoutes, routeKey } from "./robustness/support";
import { type TestApp, testApp } from "./test-app";

/**
 * The OpenAPI document the app serves, as an integrator reads it: valid under Redocly's recommended
 * rules (redocly.yaml), with the session cookie, every operation named and its errors documented.
 */
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
  };
  security: unknown[];
};
type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };

const root = join(import.meta.dirname, "../..");
const run = promisify(execFile);

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await testApp();
  const res = await t.agent().get("/api/docs");
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Every operation of the document, under the route key the app uses ("GET /api/kanban/tasks"). */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
      op,
    })),
  );

/** Runs the pinned Redocly CLI on the document, offline (no telemetry, no update check). */
async function lint(): Promise<Problem[]> {
  const dir = mkdtempSync(join(tmpdir(), "praxis-openapi-"));
  try {
    const file = join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(doc));
    const args = [
      "lint",
      file,
      "--config",
      join(root, "redocly.yaml"),
      "--format=json",
      "--max-problems=10000",
    ];
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: "off",
      REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
      CI: "true",
    };
    // Exit code 1 when it finds an error: the report on stdout says which.
    const out = await run(join(root, "node_modules/.bin/redocly"), args, { env, cwd: dir }).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }),
    );
    return (JSON.parse(out.stdout) as { problems: Problem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Operations that take no input and refuse nothing: no 4xx answer to document. */
const NO_4XX = ["GET /api/health", "GET /api/health/ready", "GET /api/auth/options"];

describe("OpenAPI document", () => {
  it("passes redocly lint with the recommended rules: no error, and no warning but the known ones", async () => {
    const problems = await lint();
    const show = (p: Problem) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
    expect(problems.filter((p) => p.severity === "error").map(show)).toEqual([]);
    const warnings = problems.filter((p) => p.severity !== "error");
    const known = (p: Problem) =>
      p.ruleId === "operation-4xx-response" &&
      NO_4XX.some(
        (key) =>
          p.location[0]?.pointer ===
          `#/paths/${key.split(" ")[1].replaceAll("/", "~1")}/${key.split(" ")[0].toLowerCase()}/responses`,
      );
    expect(warnings.filter((p) => !known(p)).map(show)).toEqual([]);
  }, 60_000);

  it("documents every route of the app, each with a summary, a tag and a unique operationId", () => {
    const documented = new Set(operations().map((o) => o.key));
    const routes = apiRoutes(t)
      .map(routeKey)
      .filter((key) => key !== "GET /api/docs");
    expect(routes.filter((key) => !documented.has(key))).toEqual([]);
    const ops = operations();
    expect(
      ops.filter(({ op }) => !op.summary || !op.tags?.length || !op.operationId).map((o) => o.key),
    ).toEqual([]);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
  });

  it("declares the session cookie, required everywhere but on the public operations", () => {
    expect(doc.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: "apiKey", in: "cookie", name: SESSION_COOKIE }),
    );
    expect(doc.security).toEqual([{ session: [] }]);
    for (const { key, op } of operations()) {
      const access = accessOf(t, key);
      expect(access, `${key} declares its access`).toBeDefined();
      if (access === "public") expect(op.security, key).toEqual([]);
      else {
        expect(op.security, key).toBeUndefined();
        expect(op.responses["401"], key).toEqual({ $ref: "#/components/responses/Unauthorized" });
      }
      if (access === "admin") expect(op.responses["403"], key).toBeDefined();
    }
  });

  it("gives every error answer the API's error body, and 400/404 where input and ids are read", () => {
    const errorBody = { $ref: "#/components/schemas/ErrorBody" };
    for (const [name, answer] of Object.entries(doc.components.responses)) {
      expect(answer.content["application/json"].schema, name).toEqual(errorBody);
    }
    for (const { key, op } of operations()) {
      const errors = Object.keys(op.responses).filter((status) => status.startsWith("4"));
      if (!NO_4XX.includes(key)) expect(errors.length, key).toBeGreaterThan(0);
      for (const status of errors)
        expect(op.responses[status].$ref, `${key} ${status}`).toMatch(/^#\/components/);
      if (key.includes("/:")) expect(op.responses["404"], key).toBeDefined();
      if (op.requestBody) expect(op.responses["400"], key).toBeDefined();
    }
    const validation = doc.paths["/api/kanban/tasks"].post.responses["400"];
    expect(validation).toEqual({ $ref: "#/components/responses/BadRequest" });
  });

  it("describes uploads as multipart forms and downloads by their file types", () => {
    const upload = doc.paths["/api/knowledge/files"].post.requestBody?.content["multipart/form-data"];
    expect(upload?.schema).toMatchObject({
      required: ["file"],
      properties: { file: { type: "string", format: "binary" }, category: { type: "string" } },
    });
    for (const path of [
      "/api/internal-marketplace/contributions/upload",
      "/api/internal-marketplace/contributions/{id}/upload",
    ]) {
      const item = doc.paths[path];
      const op = item.post ?? item.put;
      expect(op.requestBody?.content["multipart/form-data"]?.schema, path).toMatchObject({
        properties: { payload: { type: "object" }, file: { format: "binary" } },
      });
    }
    const csv = doc.paths["/api/admin/taxonomy/user-assignments/import"].post.requestBody?.content;
    expect(Object.keys(csv ?? {})).toEqual(expect.arrayContaining(["application/json", "text/csv"]));

    const types = (path: string) => Object.keys(doc.paths[path].get.responses["200"].content ?? {});
    expect(types("/api/deliverables/{id}/export")).toEqual([
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/json",
    ]);
    expect(types("/api/training/certificates/{code}/pdf")).toEqual(["application/pdf"]);
    expect(types("/api/knowledge/files/{id}/raw")).toContain("application/pdf");
    expect(types("/api/internal-marketplace/items/{id}/file")).toContain("application/zip");
    expect(types("/api/events")).toEqual(["text/event-stream"]);
  });
});
