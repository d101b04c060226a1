import { randomBytes } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDocx } from "../../modules/knowledge/documents";
import { MAX_LOG_LINE_BYTES } from "../../plugins/log-safety";
import { uploadLimits } from "../../uploads/limits";
import type { Agent, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { contributionBody, knowledgeItemBody, submissionBody, uniqueEmail } from "./fixtures";
import { ADMIN, DEMO_PASSWORD, multipart, signIn } from "./support";

/**
 * The attacks of the hardening review, each reproduced: decompression bombs and huge documents,
 * logs that would hold a document, sign-in throttling turned against a victim, demo visitors
 * writing to shared spaces, and drafts read by others. Runs on PGlite and on PostgreSQL.
 */

/** A ZIP archive written by hand, so a test can also lie about an entry's inflated size. */
function zip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 14); // crc: not checked by the directory reader
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const wordParts = (document: Buffer, declaredSize?: number) =>
  zip([
    { name: "[Content_Types].xml", data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: "word/document.xml", data: document, declaredSize },
  ]);

const upload = (a: Agent, name: string, data: Buffer) => {
  const form = multipart({ category: "Métiers du Crédit" }, { name, data });
  return a.request("POST", "/api/knowledge/files", form.payload, form.headers);
};

/** Distinct made-up words, so no search vector can compress them. */
function distinctWords(count: number, prefix: string): string {
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(`${prefix}${i.toString(36)}`);
  return words.join(" ");
}

const lines: string[] = [];
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await testApp(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_PASSWORD, TRUST_PROXY: "true" },
    { logStream: { write: (line) => lines.push(line) } },
  );
  admin = await signIn(t, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

describe("decompression bombs and huge documents", () => {
  it("refuses a Word zip bomb from its central directory (413) while the server keeps answering", async () => {
    const user = await t.signUp();
    // 60 MB of text in a file of about 60 KB: over the entry limit and the ratio limit.
    const bomb = wordParts(Buffer.alloc(60 * 1024 * 1024, "a"));
    expect(bomb.length).toBeLessThan(200 * 1024);
    const pending = upload(user, "rapport.docx", bomb);
    const started = performance.now();
    const ready = await t.agent().get("/api/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const res = await pending;
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("archive_too_large");
  });

  it("survives an archive that understates its inflated size: the reading process alone pays", async () => {
    const user = await t.signUp();
    // The directory claims 1 KB; the entry inflates to 300 MB of XML-looking text.
    const liar = wordParts(Buffer.alloc(300 * 1024 * 1024, "<w:t>a</w:t>"), 1024);
    const pending = upload(user, "menteur.docx", liar);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect((await t.agent().get("/api/health/ready")).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    const res = await pending;
    expect([413, 415]).toContain(res.statusCode);
    // The server still reads a real Word file afterwards.
    const fine = await upload(user, "note.docx", await makeDocx("Note", "# Note\n\nLoyer majoré"));
    expect(fine.statusCode).toBe(201);
  }, 60_000);

  it("stops a document that fills its reader's memory with 413, and goes on reading others", async () => {
    const user = await t.signUp();
    // Within every archive limit (39 MB inflated, a ratio under 100 thanks to 600 KB of noise), but
    // millions of paragraphs: more than the reader's heap can hold once parsed.
    const noise = randomBytes(450 * 1024).toString("base64");
    const paragraphs = "<w:p/>".repeat(Math.floor((39 * 1024 * 1024 - noise.length) / 6));
    const heavy = wordParts(
      Buffer.from(`<w:document><!--${noise}--><w:body>${paragraphs}</w:body></w:document>`),
    );
    expect(heavy.length).toBeLessThan(uploadLimits.maxUploadBytes);
    const pending = upload(user, "lourd.docx", heavy);
    const started = performance.now();
    expect((await t.agent().get("/api/health/ready")).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const res = await pending;
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("document_too_complex");
    const fine = await upload(user, "suite.docx", await makeDocx("Suite", "# Suite\n\nValeur résiduelle"));
    expect(fine.statusCode).toBe(201);
  }, 90_000);

  it("keeps a 9.9 MB Markdown file whole, indexes its first part, and says so", async () => {
    const user = await t.signUp();
    const text = `# Annexe\n\nmotdebutunique ${distinctWords(1_100_000, "zq")} motfinunique`;
    const data = Buffer.from(text.slice(0, 9.9 * 1024 * 1024));
    const res = await upload(user, "annexe.md", data);
    expect(res.statusCode).toBe(201);
    const node = res.json();
    expect(node.partiallyIndexed).toBe(true);
    expect(node.content.length).toBe(uploadLimits.maxIndexedChars);
    const raw = await user.get(`/api/knowledge/files/${node.id}/raw`);
    expect(raw.rawPayload.length).toBe(data.length);
    const found = (await user.get("/api/knowledge/search?q=motdebutunique")).json().items;
    expect(found.map((h: { id: string }) => h.id)).toContain(node.id);
    // A small file is indexed whole.
    const small = (await upload(user, "court.md", Buffer.from("# Court\n\nTexte bref."))).json();
    expect(small.partiallyIndexed).toBe(false);
  }, 60_000);

  it("logs a database failure during a large upload without the document, in lines under 16 KB", async () => {
    const user = await t.signUp();
    await t.app.db.execute(
      sql`alter table knowledge_nodes add constraint hardening_forced_failure check (name <> 'panne.md')`,
    );
    try {
      const marker = "secretdocumentmarker";
      const data = Buffer.from(`# Panne\n\n${marker} ${distinctWords(400_000, "pw")}`);
      const before = lines.length;
      const res = await upload(user, "panne.md", data);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(marker);
      const logged = lines.slice(before);
      expect(logged.some((l) => l.includes("unhandled error"))).toBe(true);
      for (const line of logged) {
        expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE_BYTES);
        expect(line).not.toContain(marker);
        expect(line).not.toContain("pw1a");
      }
    } finally {
      await t.app.db.execute(sql`alter table knowledge_nodes drop constraint hardening_forced_failure`);
    }
  }, 60_000);

  it("refuses a zip bomb offered as an internal-marketplace artefact", async () => {
    const user = await t.signUp();
    const form = multipart(
      { payload: JSON.stringify({ ...contributionBody(), artefactUrl: undefined }) },
      { name: "outils.zip", data: zip([{ name: "outils.txt", data: Buffer.alloc(60 * 1024 * 1024, "b") }]) },
    );
    const res = await user.request(
      "POST",
      "/api/internal-marketplace/contributions/upload",
      form.payload,
      form.headers,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("archive_too_large");
  });
});

describe("sign-in throttling cannot be turned against a user", () => {
  const from = (ip: string) => ({ "x-forwarded-for": ip });
  const attempt = (email: string, password: string, ip: string) =>
    t.agent().post("/api/auth/login", { email, password }, from(ip));

  it("locks an account from the attacker's address only; the right password works from another", async () => {
    const victim = await t.signUp({ password: "motdepasse-victime" });
    for (let i = 0; i < 5; i++)
      expect((await attempt(victim.user.email, "mauvais-mot-de-passe", "198.51.100.7")).statusCode).toBe(401);
    const blocked = await attempt(victim.user.email, "motdepasse-victime", "198.51.100.7");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Trop de tentatives de connexion. Réessayez plus tard.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(victim.user.email, "motdepasse-victime", "192.0.2.44")).statusCode).toBe(200);
  });

  it("slows, never locks, an account attacked from many addresses", async () => {
    const victim = await t.signUp({ password: "motdepasse-cible" });
    const throttle = t.config.loginThrottle;
    for (let ip = 0; ip < throttle.accountSlowdownFrom / 4; ip++)
      for (let i = 0; i < 4; i++)
        expect(
          (await attempt(victim.user.email, "mauvais-mot-de-passe", `198.51.100.${100 + ip}`)).statusCode,
        ).toBe(401);
    const started = performance.now();
    const res = await attempt(victim.user.email, "motdepasse-cible", "192.0.2.45");
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(throttle.slowdownStepMs - 50);
  });

  it("refuses an address with many failures for accounts not signed in from it, not for known ones", async () => {
    const regular = await t.signUp({ password: "motdepasse-habitue" });
    const office = "203.0.113.80";
    expect((await attempt(regular.user.email, "motdepasse-habitue", office)).statusCode).toBe(200);
    for (let i = 0; i < t.config.loginThrottle.perIp; i++)
      expect((await attempt(uniqueEmail(`bourrage${i}`), "mauvais-mot-de-passe", office)).statusCode).toBe(
        401,
      );
    const stranger = await attempt(uniqueEmail("inconnu"), "mauvais-mot-de-passe", office);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers["retry-after"]).toBeDefined();
    expect((await attempt(regular.user.email, "motdepasse-habitue", office)).statusCode).toBe(200);
  });

  it("warns once when requests carry X-Forwarded-For and TRUST_PROXY is off", async () => {
    const logged: string[] = [];
    const local = await testApp({}, { logStream: { write: (line) => logged.push(line) } });
    try {
      await local.agent().get("/api/health", from("198.51.100.9"));
      await local.agent().get("/api/health", from("198.51.100.10"));
      expect(logged.filter((l) => l.includes("TRUST_PROXY is off"))).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});

describe("demo visitors and drafts", () => {
  let demo: Agent;
  beforeAll(async () => {
    demo = t.agent();
    expect((await demo.post("/api/auth/demo", { password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses every write of a demo visitor to a shared space with a clear 403", async () => {
    const item = (await admin.post("/api/knowledge", { ...knowledgeItemBody(), status: "validated" })).json();
    const community = (await demo.get("/api/internal-marketplace/communities")).json()[0];
    const sharedItem = (await demo.get("/api/internal-marketplace/items")).json()[0];
    const writes: [string, string, unknown?][] = [
      ["POST", "/api/knowledge", knowledgeItemBody()],
      ["PUT", `/api/knowledge/${item.id}`, knowledgeItemBody()],
      ["DELETE", `/api/knowledge/${item.id}`],
      ["POST", "/api/knowledge/folders", { name: "Démo", category: "Métiers du Crédit" }],
      ["PUT", `/api/internal-marketplace/items/${sharedItem.id}/review`, { rating: 5 }],
      ["POST", `/api/internal-marketplace/communities/${community.id}/membership`],
      ["POST", "/api/internal-marketplace/contributions", contributionBody()],
      ["POST", "/api/marketplace/submissions", submissionBody()],
    ];
    for (const [method, url, body] of writes) {
      const res = await demo.request(method, url, body as Record<string, unknown>);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({
        code: "demo_read_only",
        message:
          "Mode démo\u202f: les espaces partagés sont en lecture seule. Créez un compte pour contribuer.",
      });
    }
    const file = await upload(demo, "demo.md", Buffer.from("# Démo"));
    expect(file.statusCode).toBe(403);
    // Their own sandbox keeps working.
    const board = (await demo.get("/api/kanban/boards")).json();
    expect(board.length).toBeGreaterThan(0);
    expect((await demo.get("/api/deliverables")).statusCode).toBe(200);
  });

  it("shows drafts to their author and admins only, in lists, reads and search", async () => {
    const author = await t.signUp();
    const other = await t.signUp();
    const marker = "brouillonconfidentiel";
    const draft = (
      await author.post("/api/knowledge", {
        ...knowledgeItemBody(),
        title: `Projet ${marker}`,
        content: marker,
        status: "draft",
      })
    ).json();
    const reviewItem = (
      await author.post("/api/knowledge", { ...knowledgeItemBody(), content: marker, status: "review" })
    ).json();
    const ids = async (a: Agent) => (await a.get("/api/knowledge")).json().map((i: { id: string }) => i.id);
    const found = async (a: Agent) =>
      (await a.get(`/api/knowledge/search?q=${marker}`)).json().items.map((i: { id: string }) => i.id);

    expect(await ids(author)).toContain(draft.id);
    expect(await ids(admin)).toContain(draft.id);
    expect(await ids(other)).not.toContain(draft.id);
    expect(await ids(other)).toContain(reviewItem.id);
    expect(await ids(demo)).not.toContain(draft.id);
    expect(await ids(demo)).not.toContain(reviewItem.id);

    expect((await other.get(`/api/knowledge/${draft.id}`)).statusCode).toBe(404);
    expect((await demo.get(`/api/knowledge/${draft.id}`)).statusCode).toBe(404);
    expect((await author.get(`/api/knowledge/${draft.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/knowledge/${draft.id}`)).statusCode).toBe(200);

    expect(await found(author)).toContain(draft.id);
    expect(await found(other)).not.toContain(draft.id);
    expect(await found(demo)).toEqual([]);
  });
});
