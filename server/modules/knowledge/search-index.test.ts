import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { connectPostgres } from "../../db/client";
import { type TestApp, testApp } from "../../test/test-app";
import { KNOWLEDGE_CHANNEL, KnowledgeSearchIndex } from "./search-index";
import { search } from "./service";
import { markedSnippet } from "./snippet";

let t: TestApp;
let index: KnowledgeSearchIndex;
beforeAll(async () => {
  t = await testApp();
  index = new KnowledgeSearchIndex(t.app.db, (err) => {
    throw err;
  });
  // As the knowledge routes do: the database's notifications make it stale.
  t.app.databaseEvents.subscribe(KNOWLEDGE_CHANNEL, { onNotification: () => index.changed() });
  index.onListening();
  await index.whenCurrent();
});
afterAll(() => t.close());

const admin = { id: "00000000-0000-0000-0000-000000000000", isAdmin: true, isDemo: false };
const reader = { id: "00000000-0000-0000-0000-000000000001", isAdmin: false, isDemo: false };

/** Waits for the database's notification of a change to reach the index. */
async function untilStale() {
  for (let i = 0; i < 100 && index.current() !== null; i++) await new Promise((r) => setTimeout(r, 20));
}

describe("the knowledge search index", () => {
  it("finds what the database finds, in the same order, with the same ranks", async () => {
    expect(index.current()).not.toBeNull();
    const queries = [
      "crédit-bail",
      "credit bail",
      "valeur résiduelle",
      "résiliations",
      "loyer",
      "leasing",
      "taux usure",
      "option achat",
      "rési",
      "amort",
      "end of lease",
      "residual value",
      "recouvrement amiable",
      "le la",
      "zzzz",
      "conformité directive consommation",
      "prélèvement sepa rejet",
      "risque crédit bail immobilier",
      "lease residual value end",
    ];
    let compared = 0;
    for (const q of queries) {
      for (const lang of ["fr", "en"] as const) {
        const actor = lang === "fr" ? admin : reader;
        const inMemory = await search(t.app.db, index, actor, q, 20, lang);
        const inDatabase = await search(t.app.db, undefined, actor, q, 20, lang);
        expect(
          inMemory.map((h) => h.id),
          q,
        ).toEqual(inDatabase.map((h) => h.id));
        inMemory.forEach((h, i) => {
          expect(h.rank).toBeCloseTo(inDatabase[i].rank, 5);
          expect(h.title).toBe(inDatabase[i].title);
          expect(h.link).toBe(inDatabase[i].link);
        });
        compared += inMemory.length;
      }
    }
    // The comparison is not vacuous: most queries find a full page.
    expect(compared).toBeGreaterThan(300);
  });

  it("marks the matched words in the passages it shows, and never lets markup through", async () => {
    const hits = await search(t.app.db, index, admin, "valeur résiduelle", 5, "fr");
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h.snippet).toMatch(/<mark>[^<]+<\/mark>/);
      expect(h.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    }
    expect(markedSnippet("Un <b>résiduel</b> & co", ["residuel"], [])).toBe(
      "Un &lt;b&gt;<mark>résiduel</mark>&lt;/b&gt; &amp; co",
    );
    const long = `${"mot ".repeat(100)}cible ${"mot ".repeat(100)}cible ${"mot ".repeat(100)}`;
    const passages = markedSnippet(long, ["cibl"], []).split(" … ");
    expect(passages).toHaveLength(2);
    for (const p of passages) expect(p).toContain("<mark>cible</mark>");
    // Each passage shows a few words before its match, and the second never repeats the first.
    expect(passages[0]).toBe(`${"mot ".repeat(8)}<mark>cible</mark>${" mot".repeat(21)}`);
    // A document cannot bring marks of its own.
    expect(markedSnippet("a\u0001b\u0002 cible", ["cibl"], [])).toBe("ab <mark>cible</mark>");
    const filler = Array.from({ length: 25 }, (_, k) => `w${k + 1}`).join(" ");
    const near = markedSnippet(`a b c d e f g h i j cible ${filler} cible z`, ["cibl"], []).split(" … ");
    expect(near[1]).toBe("w22 w23 w24 w25 <mark>cible</mark> z");
  });

  it("keeps drafts to their author, and hears changes made elsewhere before answering again", async () => {
    await t.app.db.execute(sql`
      insert into knowledge_items (id, category, title, content, status, owner_id)
      values ('zz-index-draft', 'Soft Skills', 'Quokkafrein brouillon', 'Le quokkafrein en pratique.', 'draft', null)`);
    // Written by another instance or by hand: the database says so, and the index stands aside.
    await untilStale();
    expect(index.current()).toBeNull();
    await index.whenCurrent();
    expect((await search(t.app.db, index, admin, "quokkafrein", 20, "fr")).map((h) => h.id)).toEqual([
      "zz-index-draft",
    ]);
    expect(await search(t.app.db, index, reader, "quokkafrein", 20, "fr")).toEqual([]);

    await t.app.db.execute(sql`update knowledge_items set status = 'validated' where id = 'zz-index-draft'`);
    await untilStale();
    await index.whenCurrent();
    expect((await search(t.app.db, index, reader, "quokkafrein", 20, "fr")).map((h) => h.id)).toEqual([
      "zz-index-draft",
    ]);

    // Reading counts do not make it stale.
    await t.app.db.execute(
      sql`update knowledge_items set view_count = view_count + 1 where id = 'zz-index-draft'`,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(index.current()).not.toBeNull();

    await t.app.db.execute(sql`delete from knowledge_items where id = 'zz-index-draft'`);
    await untilStale();
    // Stale, the search is answered by the database: the deleted article is not found.
    expect(await search(t.app.db, index, admin, "quokkafrein", 20, "fr")).toEqual([]);
  });

  it("stands aside while notifications may be missed", async () => {
    await index.whenCurrent();
    index.onLost();
    expect(index.current()).toBeNull();
    index.onListening();
    await index.whenCurrent();
    expect(index.current()).not.toBeNull();
  });
});

describe("search on two instances of one database", () => {
  it("finds another instance's new article, and never shows one that stopped being readable", async () => {
    // A second instance: its own connections on PostgreSQL; on the embedded database (one process
    // only) the same connection.
    const url = (t.app.database.pool.options as { connectionString?: string }).connectionString;
    const database = url ? connectPostgres(url, 2) : t.app.database;
    const second = await buildApp({ config: t.config, database, clock: t.app.clock });
    await second.ready();
    try {
      const author = await t.signUp();
      const reader = await t.signUp();
      const found = async (q: string) =>
        (
          await second.inject({
            method: "GET",
            url: `/api/knowledge/search?q=${q}&n=${Math.random()}`,
            headers: { cookie: `praxis_session=${reader.cookies.praxis_session}` },
          })
        )
          .json()
          .items.map((h: { title: string }) => h.title) as string[];
      // The second instance's index is built and answering.
      await vi.waitFor(async () => expect(await found("leasing")).not.toHaveLength(0), { timeout: 5000 });
      const created = await author.post("/api/knowledge", {
        title: "Wombatrix partagé",
        description: "",
        category: "Soft Skills",
        content: "Le wombatrix entre instances.",
      });
      expect(created.statusCode).toBe(201);
      await vi.waitFor(async () => expect(await found("wombatrix")).toEqual(["Wombatrix partagé"]), {
        timeout: 5000,
      });
      // Made a draft again by hand: the very next search on the other instance hides it, heard or not.
      await t.app.database.pool.query("update knowledge_items set status = 'draft' where id = $1", [
        created.json().id,
      ]);
      expect(await found("wombatrix")).toEqual([]);
    } finally {
      await second.close();
      if (url) await database.pool.end();
    }
  });
});
