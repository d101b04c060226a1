import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../../modules/knowledge/documents";
import type { Agent, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { type Ctx, PROBES } from "./access-table";
import { contributionBody, cookieOf, fixtures } from "./fixtures";
import {
  ADMIN,
  accessOf,
  apiRoutes,
  expectCleanError,
  fillPath,
  multipart,
  routeKey,
  signIn,
} from "./support";

/** Body limits (1 MB of JSON, 10 MB per uploaded file) and uploads whose content lies about their type. */
let t: TestApp;
let c: Ctx;
beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const admin = await signIn(t, ADMIN.email, ADMIN.password);
  c = { t, f: fixtures(t, admin), A: await t.signUp(), B: await t.signUp(), admin };
});
afterAll(() => t.close());

const callerOf = (key: string): Agent | null => {
  const access = accessOf(t, key);
  if (!access || access === "public") return null;
  return access === "admin" ? c.admin : c.A;
};

const inject = (
  who: Agent | null,
  method: string,
  url: string,
  payload: string | Buffer | Readable,
  type: string,
) =>
  t.app.inject({
    method: method as "POST",
    url,
    payload,
    headers: { "content-type": type, ...(who ? { cookie: cookieOf(who) } : {}) },
  });

/** The routes that read multipart/form-data, found through the access table's upload requests. */
async function uploadRoutes() {
  const found: { key: string; method: string; url: string }[] = [];
  for (const route of apiRoutes(t)) {
    const key = routeKey(route);
    const make = PROBES[key]?.make;
    if (route.schema?.body || !make || route.method === "GET") continue;
    const target = await make(c, callerOf(key) ?? c.A);
    if (target.upload)
      found.push({ key, method: route.method, url: fillPath(route.url, target.params ?? {}) });
  }
  return found;
}

const PNG = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(64, 7)]);
/** A ZIP archive that is not an Office document: a local file header for notes.txt. */
const PLAIN_ZIP = Buffer.concat([
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.alloc(22),
  Buffer.from([9, 0, 0, 0]),
  Buffer.from("notes.txtbonjour", "latin1"),
]);

describe("body limits", () => {
  it("answers 413 with a JSON error, on every JSON write route, to a body over 1 MB", async () => {
    const body = JSON.stringify({ name: "x".repeat(1_100_000) });
    const routes = apiRoutes(t).filter((r) => r.schema?.body && r.method !== "GET");
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      const key = routeKey(route);
      const res = await inject(
        callerOf(key),
        route.method,
        fillPath(route.url, {}),
        body,
        "application/json",
      );
      expect(res.statusCode, key).toBe(413);
      expect(res.json(), key).toEqual({
        message: "La requête est trop volumineuse",
        code: "payload_too_large",
      });
      expectCleanError(res, key);
    }
  });

  it("answers 413 to a streamed body over 1 MB that announces no length", async () => {
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(32_768, "a"));
    const stream = Readable.from([Buffer.from('{"title":"'), ...chunks, Buffer.from('"}')]);
    const res = await inject(c.A, "POST", "/api/kanban/tasks", stream, "application/json");
    expect(res.statusCode).toBe(413);
    expectCleanError(res, "streamed body");
  });

  it("answers 413 to a file over 10 MB on every upload route", async () => {
    const routes = await uploadRoutes();
    expect(routes.map((r) => r.key).sort()).toEqual([
      "POST /api/internal-marketplace/contributions/upload",
      "POST /api/knowledge/files",
      "PUT /api/internal-marketplace/contributions/:id/upload",
    ]);
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, "a");
    for (const route of routes) {
      const m = multipart(
        {
          category: "Métiers du Crédit",
          payload: JSON.stringify({ ...contributionBody(), artefactUrl: "" }),
        },
        { name: "gros.md", data: big },
      );
      const res = await inject(c.A, route.method, route.url, m.payload, m.headers["content-type"]);
      expect(res.statusCode, route.key).toBe(413);
      expect(res.json(), route.key).toEqual({
        message: "Le fichier dépasse 10 Mo",
        code: "file_too_large",
      });
    }
  });

  it("answers 413 to a form with too many parts", async () => {
    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`champ${i}`, "x"]));
    const m = multipart(fields);
    const res = await inject(
      c.A,
      "POST",
      "/api/internal-marketplace/contributions/upload",
      m.payload,
      m.headers["content-type"],
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: "Le formulaire dépasse les limites autorisées",
      code: "form_too_large",
    });
    expectCleanError(res, "too many parts");
  });
});

describe("uploads whose extension lies about their content", () => {
  const knowledge = (name: string, data: Buffer) => {
    const m = multipart({ category: "Métiers du Crédit" }, { name, data });
    return inject(c.A, "POST", "/api/knowledge/files", m.payload, m.headers["content-type"]);
  };
  const contribution = (name: string, data: Buffer) => {
    const m = multipart(
      { payload: JSON.stringify({ ...contributionBody(), artefactUrl: "" }) },
      { name, data },
    );
    return inject(
      c.A,
      "POST",
      "/api/internal-marketplace/contributions/upload",
      m.payload,
      m.headers["content-type"],
    );
  };
  const text = Buffer.from("Juste du texte, pas un document.");

  it.each([
    ["report.docx", text, "plain text"],
    ["report.docx", PNG, "a PNG image"],
    ["report.docx", PLAIN_ZIP, "a ZIP that is not a Word file"],
    ["x.pdf", text, "plain text"],
    ["x.pdf", PNG, "a PNG image"],
    ["page.html", text, "text without markup"],
    ["notes.md", PNG, "binary data"],
  ])("knowledge base: %s holding %s is refused (415)", async (name, data) => {
    const res = await knowledge(name, data as Buffer);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({
      message:
        "Type de fichier non pris en charge\u202f: .md, .txt, .html, .pdf, .docx, .png ou .jpg uniquement",
      code: "knowledge_file_type",
    });
  });

  it.each([
    ["report.docx", text, "plain text"],
    ["report.docx", PNG, "a PNG image"],
    ["report.docx", PLAIN_ZIP, "a ZIP that is not a Word file"],
    ["tableau.xlsx", PLAIN_ZIP, "a ZIP that is not a workbook"],
    ["slides.pptx", PLAIN_ZIP, "a ZIP that is not a presentation"],
    ["x.pdf", text, "plain text"],
    ["outil.zip", PNG, "a PNG image"],
    ["notes.txt", PNG, "binary data"],
  ])("internal marketplace: %s holding %s is refused (415)", async (name, data) => {
    const res = await contribution(name, data as Buffer);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().code).toBe("artefact_type");
    expect(res.json().message).toMatch(
      /^Format de fichier non pris en charge \(formats acceptés\u202f: zip, pdf, docx/,
    );
  });

  it("accepts real Word and PDF files on both upload routes", async () => {
    const docx = await makeDocx("Procédure", "# Procédure\n\nUn paragraphe.");
    const pdf = await makePdf("Procédure", "# Procédure\n\nUn paragraphe.");
    for (const [name, data] of [
      ["procedure.docx", docx],
      ["procedure.pdf", pdf],
    ] as const) {
      expect((await knowledge(name, data)).statusCode, name).toBe(201);
      expect((await contribution(name, data)).statusCode, name).toBe(201);
    }
  });
});
