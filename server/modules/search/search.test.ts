import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchKind, SearchResponse } from "../../../shared/contracts/search";
import { sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import { type Agent, type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    ADMIN_EMAIL: "root@praxis.fr",
    ADMIN_PASSWORD: "root-password",
    DEMO_PASSWORD: "demo-recherche",
  });
});
afterAll(() => t.close());

async function search(a: Agent, query: string): Promise<SearchResponse> {
  const res = await a.get(`/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const group = (r: SearchResponse, kind: SearchKind) => r.groups.find((g) => g.kind === kind);
const ids = (r: SearchResponse, kind: SearchKind) => group(r, kind)?.items.map((i) => i.id) ?? [];
const q = (text: string, extra = "") => `q=${encodeURIComponent(text)}${extra}`;

async function ownBoardId(a: Agent): Promise<string> {
  const boards = (await a.get("/api/kanban/boards")).json();
  return boards.find((b: { isOwn: boolean }) => b.isOwn).id;
}
async function createTask(a: Agent, title: string, description = "") {
  const res = await a.post("/api/kanban/tasks", { title, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; boardId: string };
}
async function createArticle(a: Agent, title: string, status: "validated" | "review" | "draft") {
  const res = await a.post("/api/knowledge", {
    title,
    description: "Une fiche de test",
    category: "Métiers du Crédit",
    content: "Le contenu de la fiche.",
    status,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
const sample = sampleDeliverables.find((d) => d.templateId === "note-credit-comite" && d.quality === "good")!;
async function createDeliverable(a: Agent, name: string) {
  const res = await a.post(`/api/deliverables/from-template/${sample.templateId}`, {
    name,
    data: sample.data,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
async function admin() {
  const a = t.agent();
  const res = await a.post("/api/auth/login", { email: "root@praxis.fr", password: "root-password" });
  expect(res.statusCode, res.body).toBe(200);
  return a;
}
async function firstRow<R>(query: ReturnType<typeof sql>) {
  const result = await t.app.db.execute(query);
  return result.rows[0] as R;
}

function upload(a: Agent, name: string, text: string) {
  const boundary = `----praxis${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nProgiciels & Solutions\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/markdown\r\n\r\n`,
    ),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/knowledge/files",
    payload: body,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      cookie: `praxis_session=${a.cookies.praxis_session}`,
    },
  });
}

describe("GET /api/search", () => {
  it("finds each kind of item, grouped by kind with a link to open it", async () => {
    const a = await t.signUp();
    const service = await firstRow<{ id: string; name: string }>(
      sql`select id, name from services order by id limit 1`,
    );
    const training = await firstRow<{ id: string; title: string; title_en: string }>(
      sql`select id, title, title_en from training_modules order by id limit 1`,
    );
    const market = await firstRow<{ id: string; name: string }>(
      sql`select id, name from marketplace_items where status = 'approved' order by id limit 1`,
    );
    const internal = await firstRow<{ id: string; name: string }>(
      sql`select id, name from internal_items where status = 'approved' order by id limit 1`,
    );
    const article = await createArticle(a, "Fiche zorglubine du crédit-bail", "validated");
    const file = await upload(
      a,
      "procedure.md",
      "# Procédure\n\nLa vérification quokkamobile précède le déblocage.",
    );
    expect(file.statusCode, file.body).toBe(201);
    const task = await createTask(a, "Relancer le dossier pimprenelle");
    const deliverable = await createDeliverable(a, "Note bergamote pour le comité");

    expect(ids(await search(a, q(service.name)), "service")).toContain(service.id);
    expect(ids(await search(a, q(training.title)), "training")).toContain(training.id);
    expect(ids(await search(a, q(market.name)), "marketplace")).toContain(market.id);
    expect(ids(await search(a, q(internal.name)), "internal")).toContain(internal.id);
    expect(ids(await search(a, q("zorglubine")), "knowledge")).toEqual([article.id]);
    const doc = group(await search(a, q("quokkamobile")), "document");
    expect(doc?.items.map((i) => i.id)).toEqual([file.json().id]);
    // The passage of the file's text that matched, as plain text.
    expect(doc?.items[0].detail).toContain("quokkamobile");
    expect(doc?.items[0].link).toContain(`file=${file.json().id}`);
    const tasks = group(await search(a, q("pimprenelle")), "task");
    expect(tasks?.items.map((i) => i.id)).toEqual([task.id]);
    expect(tasks?.items[0].link).toBe(`/kanban?board=${task.boardId}&task=${task.id}`);
    expect(ids(await search(a, q("bergamote")), "deliverable")).toEqual([deliverable.id]);
    // Only the kinds asked for.
    const only = await search(a, q("zorglubine", "&kinds=knowledge,task"));
    expect(only.groups.map((g) => g.kind)).toEqual(["knowledge", "task"]);
  });

  it("ignores accents and case both ways, and reads French and English", async () => {
    const a = await t.signUp();
    const accented = await createTask(a, "Révision de l'échéancier Télétransmis");
    const plain = await createTask(a, "Controle des Cautions grimoire");
    expect(ids(await search(a, q("revision echeancier")), "task")).toContain(accented.id);
    expect(ids(await search(a, q("TÉLÉTRANS")), "task")).toContain(accented.id);
    expect(ids(await search(a, q("contrôle grimoire")), "task")).toContain(plain.id);
    expect(ids(await search(a, q("CONTRÔLE GRIMOIRE")), "task")).toContain(plain.id);
    // The word being typed matches as a prefix.
    expect(ids(await search(a, q("grimoi")), "task")).toContain(plain.id);

    // A knowledge article found by its English title, and titled in English for an English reader.
    const en = await firstRow<{ id: string; title: string; title_en: string }>(
      sql`select id, title, title_en from knowledge_items
          where title_en is not null and status = 'validated' and title_en <> title order by id limit 1`,
    );
    const found = group(await search(a, q(en.title_en, "&lang=en&kinds=knowledge&limit=20")), "knowledge");
    expect(found?.items.find((i) => i.id === en.id)?.title).toBe(en.title_en);
    const inFrench = group(await search(a, q(en.title_en, "&lang=fr&kinds=knowledge&limit=20")), "knowledge");
    expect(inFrench?.items.find((i) => i.id === en.id)?.title).toBe(en.title);
  });

  it("never shows a task of a board the user is not a member of", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const task = await createTask(owner, "Audit confidentiel mandragore");
    expect(ids(await search(owner, q("mandragore")), "task")).toEqual([task.id]);
    expect(ids(await search(other, q("mandragore")), "task")).toEqual([]);
    // Once invited to the board (as a viewer), they find it.
    const boardId = await ownBoardId(owner);
    const inv = await owner.post(`/api/kanban/boards/${boardId}/invitations`, {
      email: other.user.email,
      role: "viewer",
    });
    expect(inv.statusCode, inv.body).toBe(201);
    expect((await other.post(`/api/kanban/invitations/${inv.json().id}/accept`)).statusCode).toBe(200);
    expect(ids(await search(other, q("mandragore")), "task")).toEqual([task.id]);
  });

  it("shows a draft to its author and the admins only, and nobody's deliverables to others", async () => {
    const author = await t.signUp();
    const other = await t.signUp();
    const draft = await createArticle(author, "Brouillon sur la farigoule", "draft");
    expect(ids(await search(author, q("farigoule")), "knowledge")).toEqual([draft.id]);
    expect(ids(await search(other, q("farigoule")), "knowledge")).toEqual([]);
    expect(ids(await search(await admin(), q("farigoule")), "knowledge")).toEqual([draft.id]);

    await createDeliverable(author, "Note tamarillo");
    expect(ids(await search(other, q("tamarillo")), "deliverable")).toEqual([]);
  });

  it("keeps a demo visitor to their sandbox: their own items and published knowledge only", async () => {
    const member = await t.signUp();
    await createTask(member, "Tâche privée du sycomore");
    const review = await createArticle(member, "Article en relecture sycomore", "review");
    const published = await createArticle(member, "Article publié sycomore", "validated");
    expect(ids(await search(member, q("sycomore")), "knowledge").sort()).toEqual(
      [review.id, published.id].sort(),
    );

    const demo = t.agent();
    const res = await demo.post("/api/auth/demo", { password: "demo-recherche" });
    expect(res.statusCode, res.body).toBe(200);
    const found = await search(demo, q("sycomore"));
    expect(ids(found, "knowledge")).toEqual([published.id]);
    expect(ids(found, "task")).toEqual([]);
    // Their sample deliverables are theirs to find.
    const own = (await demo.get("/api/deliverables")).json() as { id: string; name: string }[];
    const first = own[0];
    const word = first.name.split(/\s+/).find((w) => w.length > 4) ?? first.name;
    expect(ids(await search(demo, q(word, "&kinds=deliverable&limit=20")), "deliverable")).toContain(
      first.id,
    );
    // …and nobody else's.
    await createDeliverable(member, "Note sycomore");
    expect(ids(await search(demo, q("sycomore")), "deliverable")).toEqual([]);
  });

  it("pages each kind with its own cursor", async () => {
    const a = await t.signUp();
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await createTask(a, `Échéance tilleul numéro ${i}`)).id);
    const first = await search(a, q("tilleul", "&limit=3"));
    const tasks = group(first, "task");
    expect(tasks?.items).toHaveLength(3);
    expect(tasks?.nextCursor).toBeTruthy();
    const seen = [...(tasks?.items.map((i) => i.id) ?? [])];
    let cursor = tasks?.nextCursor;
    let pages = 1;
    while (cursor) {
      const next = await search(a, q("tilleul", `&limit=3&cursor=${encodeURIComponent(cursor)}`));
      // A cursor pages its own kind only.
      expect(next.groups.map((g) => g.kind)).toEqual(["task"]);
      seen.push(...next.groups[0].items.map((i) => i.id));
      cursor = next.groups[0].nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(made.sort());
  });

  it("answers 400 with the field at fault, and 401 signed out", async () => {
    const a = await t.signUp();
    const cases: [string, string][] = [
      ["", "q"],
      ["q=", "q"],
      [`q=${"a".repeat(201)}`, "q"],
      ["q=credit&limit=0", "limit"],
      ["q=credit&limit=abc", "limit"],
      ["q=credit&limit=21", "limit"],
      ["q=credit&kinds=task,recettes", "kinds"],
      ["q=credit&cursor=task.abc", "cursor"],
      ["q=credit&cursor=task.999", "cursor"],
      ["q=credit&lang=de", "lang"],
    ];
    for (const [query, field] of cases) {
      const res = await a.get(`/api/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.code).toBe("validation");
      expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect((await t.agent().get("/api/search?q=credit")).statusCode).toBe(401);
    // A query of punctuation only is valid and finds nothing.
    const none = await search(a, q("?!"));
    expect(none.groups.every((g) => g.items.length === 0)).toBe(true);
  });
});
