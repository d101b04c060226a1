import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agent, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { contributionBody, cookieOf } from "./fixtures";
import { expectCleanError } from "./support";

/**
 * Inputs that once answered 500: each is now the client's error, with the API's JSON shape. These
 * run on both databases (the PostgreSQL errors behind some of them come from the database).
 */
let t: TestApp;
let a: Agent;
beforeAll(async () => {
  t = await testApp();
  a = await t.signUp();
});
afterAll(() => t.close());

describe("values the database cannot store", () => {
  it.each([
    ["a NUL character in a text field", "/api/kanban/tasks", { title: "avant\u0000après" }],
    ["a lone surrogate kept in a JSON column", "/api/kanban/tasks", { title: "fin\ud800" }],
    [
      "a NUL character in a knowledge item",
      "/api/knowledge",
      { title: "x", category: "Métiers du Crédit", content: "\u0000" },
    ],
  ])("%s gives 400", async (_label, url, body) => {
    const res = await a.post(url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: "La requête contient une valeur non prise en charge",
      code: "invalid_input",
    });
  });

  it("a NUL character in a path parameter gives 400", async () => {
    for (const url of ["/api/services/%00/use", "/api/marketplace/subscribe/a%00b"]) {
      const res = await a.post(url, {});
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expectCleanError(res, url);
    }
  });
});

describe("requests refused before routing", () => {
  it("a path that is not valid percent-encoding gives 400 in the API's shape", async () => {
    const res = await a.get("/api/kanban/task/%E0%A4%A");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "L'adresse demandée est invalide", code: "bad_url" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a path parameter over 100 characters gives 414 in the API's shape", async () => {
    const res = await a.get(`/api/kanban/task/${"a".repeat(120)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json().code).toBe("uri_too_long");
  });
});

describe("an empty parent folder id", () => {
  it("creates the folder at the category's root instead of answering 500", async () => {
    const res = await a.post("/api/knowledge/folders", {
      name: "Dossier racine",
      category: "Métiers du Crédit",
      parentId: "",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: "Dossier racine", parentId: null });
  });
});

describe("broken multipart forms", () => {
  const routes = async () => {
    const created = await a.post("/api/internal-marketplace/contributions", contributionBody());
    return [
      ["POST", "/api/knowledge/files"],
      ["POST", "/api/internal-marketplace/contributions/upload"],
      ["PUT", `/api/internal-marketplace/contributions/${created.json().id}/upload`],
    ] as const;
  };
  const bodies = [
    ["no body at all", ""],
    ["a truncated part", '--b\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"a":1'],
    [
      "a file cut short",
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.md"\r\n\r\nbonjour',
    ],
    ["no closing boundary", '--b\r\nContent-Disposition: form-data; name="category"\r\n\r\nx\r\n'],
  ];

  it("give 400, never 500", async () => {
    for (const [method, url] of await routes()) {
      for (const [label, body] of bodies) {
        for (const type of ["multipart/form-data; boundary=b", "multipart/form-data; boundary=autre"]) {
          const res = await t.app.inject({
            method,
            url,
            payload: body,
            headers: { "content-type": type, cookie: cookieOf(a) },
          });
          expect(res.statusCode, `${method} ${url} ${label} (${type}): ${res.body}`).toBeLessThan(500);
          expect(res.statusCode, `${method} ${url} ${label}`).toBeGreaterThanOrEqual(400);
          expectCleanError(res, `${method} ${url} ${label}`);
        }
      }
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/knowledge/files",
      payload: bodies[1][1],
      headers: { "content-type": "multipart/form-data; boundary=b", cookie: cookieOf(a) },
    });
    expect(res.json()).toEqual({ message: "Le formulaire envoyé est mal formé", code: "invalid_multipart" });
  });
});

describe("a chat thread deleted while its reply is written", () => {
  it("answers 404 (or the reply, when the deletion came after), never 500", async () => {
    const first = await a.post("/api/chat/alfa-coordinated/coordinate", {
      message: "Qu'est-ce qu'un crédit-bail ?",
    });
    let threadId = first.json().threadId as string;
    const statuses = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const [reply] = await Promise.all([
        a.post("/api/chat/alfa-coordinated/coordinate", { message: "Et le leasing ?", threadId }),
        new Promise((r) => setTimeout(r, i * 4)).then(() => a.post("/api/chat/alfa-systems/clear", {})),
      ]);
      statuses.add(reply.statusCode);
      expect([200, 404], reply.body).toContain(reply.statusCode);
      threadId = (await a.post("/api/chat/alfa-coordinated/coordinate", { message: "Bonjour" })).json()
        .threadId;
    }
    expect(statuses.has(404)).toBe(true);
  });
});
