import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceItem, Submission } from "../../../shared/contracts/marketplace";
import { externalItems } from "../../db/seed/content/marketplace";
import { seedMarketplace } from "../../db/seed/marketplace";
import { type Agent, type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: "root@praxis.fr", ADMIN_PASSWORD: "root-password" });
  admin = t.agent();
  const res = await admin.post("/api/auth/login", { email: "root@praxis.fr", password: "root-password" });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const items = async (a: Agent, query = "") =>
  (await a.get(`/api/marketplace/items${query}`)).json() as MarketplaceItem[];

const solution = {
  name: "Détecteur de fraude documentaire",
  description: "Contrôle des pièces justificatives par vision et règles métier.",
  providerName: "Visiodoc",
  contactEmail: "partenariats@visiodoc.fr",
  market: "retail",
  type: "microservice",
  product: "Crédit à la consommation",
  pricingModel: "usage",
  price: 0.5,
  tags: ["fraude", "KYC"],
  coCommercial: false,
};

describe("external catalogue", () => {
  it("lists at least 24 solutions over every market, type and pricing model", async () => {
    const a = await t.signUp();
    const all = await items(a);
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(new Set(all.map((i) => i.market)).size).toBe(4);
    expect(new Set(all.map((i) => i.type)).size).toBe(4);
    expect(new Set(all.map((i) => i.pricing.model)).size).toBe(5);
    expect(all.some((i) => i.pricing.price === 0)).toBe(true);
    expect(all[0]).toMatchObject({ provider: { name: expect.any(String) }, subscribed: false });
  });

  it("filters by market, type and pricing model, and refuses unknown values", async () => {
    const a = await t.signUp();
    const all = await items(a);
    const mobility = await items(a, "?market=mobility");
    expect(mobility.length).toBe(all.filter((i) => i.market === "mobility").length);
    expect(mobility.every((i) => i.market === "mobility")).toBe(true);
    const combined = await items(a, "?market=corporate-banking&type=agent&pricingModel=monthly");
    expect(combined.length).toBeGreaterThan(0);
    expect(
      combined.every(
        (i) => i.market === "corporate-banking" && i.type === "agent" && i.pricing.model === "monthly",
      ),
    ).toBe(true);
    expect((await a.get("/api/marketplace/items?market=space")).statusCode).toBe(400);
    expect((await t.agent().get("/api/marketplace/items")).statusCode).toBe(401);
  });

  it("gives each solution its pricing model and price: monthly, yearly, one-off licence, per use or free", async () => {
    const a = await t.signUp();
    const byId = new Map((await items(a)).map((i) => [i.id, i.pricing]));
    expect(byId.get("ext-copilote-note-credit")).toEqual({ model: "monthly", price: 149 });
    expect([...byId.values()]).toContainEqual({ model: "monthly", price: 390 });
    expect([...byId.values()]).toContainEqual({ model: "yearly", price: 4900 });
    expect([...byId.values()]).toContainEqual({ model: "license", price: 24000 });
    expect(byId.get("ext-spreading-liasses")).toEqual({ model: "usage", price: 0.9 });
    expect([...byId.values()].filter((p) => p.model === "freemium").every((p) => p.price === 0)).toBe(true);
    const yearly = await items(a, "?pricingModel=yearly");
    expect(yearly.length).toBeGreaterThan(0);
    expect(yearly.every((i) => i.pricing.model === "yearly")).toBe(true);
    expect((await a.get("/api/marketplace/items?pricingModel=subscription")).statusCode).toBe(400);
  });

  it("searches without caring about accents, completes the last word and forgives typos", async () => {
    const a = await t.signUp();
    const ids = async (search: string, query = "") =>
      (await items(a, `?search=${encodeURIComponent(search)}${query}`)).map((i) => i.id);
    expect(await ids("tarification")).toContain("ext-tarification-gap");
    // A typo: the vocabulary of the catalogue corrects it.
    expect(await ids("tarifcation")).toContain("ext-tarification-gap");
    expect(await ids("TARIFICATION perte financiere")).toEqual(["ext-tarification-gap"]);
    // The word being typed is a prefix; the provider's name is searched too.
    expect(await ids("perte financ")).toContain("ext-tarification-gap");
    expect(await ids("Fintalis")).toEqual(
      expect.arrayContaining(["ext-copilote-note-credit", "ext-spreading-liasses"]),
    );
    // The search combines with the filters; words found nowhere find nothing.
    expect(await ids("tarification", "&market=retail")).not.toContain("ext-tarification-gap");
    expect(await ids("zzqxw")).toEqual([]);
  });

  it("computes its statistics from the listed solutions", async () => {
    const a = await t.signUp();
    const all = await items(a);
    const stats = (await a.get("/api/marketplace/stats")).json();
    expect(stats.totalItems).toBe(all.length);
    expect(stats.totalProviders).toBe(new Set(all.map((i) => i.provider.name)).size);
    expect(stats.totalDownloads).toBe(all.reduce((s, i) => s + i.stats.downloads, 0));
    expect(stats.growthRate).toBeGreaterThan(0);
  });
});

describe("subscriptions", () => {
  it("subscribes idempotently, counts once, lists and unsubscribes", async () => {
    const a = await t.signUp();
    const [item] = await items(a, "?pricingModel=monthly");
    const first = await a.post(`/api/marketplace/subscribe/${item.id}`, { userId: "user-1" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ itemId: item.id, subscribed: true });
    const again = await a.post(`/api/marketplace/subscribe/${item.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscribedAt).toBe(first.json().subscribedAt);

    const after = (await items(a)).find((i) => i.id === item.id)!;
    expect(after.subscribed).toBe(true);
    expect(after.stats.downloads).toBe(item.stats.downloads + 1);
    const other = await t.signUp();
    expect((await items(other)).find((i) => i.id === item.id)!.subscribed).toBe(false);

    const mine = (await a.get("/api/marketplace/subscriptions")).json();
    expect(mine.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect((await other.get("/api/marketplace/subscriptions")).json()).toEqual([]);

    const events = (await a.get(`/api/dashboard/stats/${a.user.id}`)).json();
    expect(events.solutionsDeployed).toBe(1);

    expect((await a.delete(`/api/marketplace/subscribe/${item.id}`)).statusCode).toBe(200);
    expect((await a.get("/api/marketplace/subscriptions")).json()).toEqual([]);
    expect((await a.delete(`/api/marketplace/subscribe/${item.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown or unlisted solution", async () => {
    const a = await t.signUp();
    expect((await a.post("/api/marketplace/subscribe/ext-does-not-exist")).statusCode).toBe(404);
    const pending = await a.post("/api/marketplace/submissions", solution);
    expect((await a.post(`/api/marketplace/subscribe/${pending.json().id}`)).statusCode).toBe(404);
  });
});

describe("publishing", () => {
  it("keeps a submission out of the catalogue until an admin approves it, then notifies", async () => {
    const partner = await t.signUp();
    const res = await partner.post("/api/marketplace/submissions", { ...solution, name: "Lecteur d'IBAN" });
    expect(res.statusCode).toBe(201);
    const sub = res.json() as Submission;
    expect(sub).toMatchObject({ status: "pending", canEdit: true, rejectionReason: null });
    const before = (await partner.get("/api/marketplace/stats")).json();
    expect((await items(partner)).some((i) => i.id === sub.id)).toBe(false);

    // Only admins see the queue and decide.
    expect((await partner.get("/api/marketplace/submissions?scope=pending")).statusCode).toBe(403);
    expect((await partner.post(`/api/marketplace/submissions/${sub.id}/approve`)).statusCode).toBe(403);
    const queue = (await admin.get("/api/marketplace/submissions?scope=pending")).json();
    expect(queue.some((s: Submission) => s.id === sub.id)).toBe(true);

    const approved = await admin.post(`/api/marketplace/submissions/${sub.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe("approved");
    expect((await admin.post(`/api/marketplace/submissions/${sub.id}/approve`)).statusCode).toBe(409);
    expect((await items(partner, "?market=retail")).some((i) => i.id === sub.id)).toBe(true);
    const after = (await partner.get("/api/marketplace/stats")).json();
    expect(after.totalItems).toBe(before.totalItems + 1);

    const notes = (await partner.get("/api/notifications")).json();
    expect(notes.items[0]).toMatchObject({
      kind: "marketplace_submission_approved",
      params: { name: "Lecteur d'IBAN" },
    });
  });

  it("rejects with a reason, lets the submitter edit (back to pending) and delete", async () => {
    const partner = await t.signUp();
    const other = await t.signUp();
    const sub = (await partner.post("/api/marketplace/submissions", solution)).json() as Submission;
    expect(
      (await admin.post(`/api/marketplace/submissions/${sub.id}/reject`, { reason: "" })).json().message,
    ).toBe("Le motif du refus est requis");
    const rejected = await admin.post(`/api/marketplace/submissions/${sub.id}/reject`, {
      reason: "Tarification à préciser",
    });
    expect(rejected.json()).toMatchObject({ status: "rejected", rejectionReason: "Tarification à préciser" });
    const mine = (await partner.get("/api/marketplace/submissions")).json();
    expect(mine[0]).toMatchObject({ id: sub.id, status: "rejected" });
    const note = (await partner.get("/api/notifications")).json().items[0];
    expect(note).toMatchObject({ kind: "marketplace_submission_rejected" });
    expect(note.params.reason).toBe("Tarification à préciser");

    expect((await other.put(`/api/marketplace/submissions/${sub.id}`, solution)).statusCode).toBe(403);
    const edited = await partner.put(`/api/marketplace/submissions/${sub.id}`, { ...solution, price: 0.4 });
    expect(edited.json()).toMatchObject({ status: "pending", price: 0.4, rejectionReason: null });
    expect((await other.delete(`/api/marketplace/submissions/${sub.id}`)).statusCode).toBe(403);
    expect((await partner.delete(`/api/marketplace/submissions/${sub.id}`)).statusCode).toBe(200);
    expect((await partner.get("/api/marketplace/submissions")).json()).toEqual([]);
  });

  it("validates submissions with the contract's French messages", async () => {
    const partner = await t.signUp();
    const bad = await partner.post("/api/marketplace/submissions", { ...solution, price: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Le prix doit être positif ou nul");
    expect(
      (await partner.post("/api/marketplace/submissions", { ...solution, name: " " })).json().message,
    ).toBe("Le nom de la solution est requis");
    expect(
      (await partner.post("/api/marketplace/submissions", { ...solution, contactEmail: "x" })).json().message,
    ).toBe("Email invalide");
    // Catalogue solutions are nobody's submission.
    expect((await partner.delete("/api/marketplace/submissions/ext-copilote-note-credit")).statusCode).toBe(
      404,
    );
  });
});

describe("the reader's language", () => {
  const english = { "accept-language": "en" };
  const byId = (list: MarketplaceItem[], id: string) => list.find((i) => i.id === id);

  it("words the catalogue's own solutions in English for an English reader and in French otherwise", async () => {
    const a = await t.signUp();
    const fr = byId(await items(a), "ext-revenus-open-banking");
    expect(fr).toMatchObject({
      name: "Analyse des revenus par open banking",
      product: "Crédit renouvelable",
      tags: expect.arrayContaining(["reste à vivre"]),
    });
    const frFr = (await a.get("/api/marketplace/items", { "accept-language": "fr-FR,en;q=0.8" })).json();
    expect(byId(frFr, "ext-revenus-open-banking")?.product).toBe("Crédit renouvelable");

    const en = (await a.get("/api/marketplace/items", english)).json() as MarketplaceItem[];
    expect(byId(en, "ext-revenus-open-banking")).toMatchObject({
      name: "Open banking income analysis",
      product: "Revolving credit",
      tags: expect.arrayContaining(["disposable income"]),
      description: expect.stringContaining("disposable income"),
    });
    // Every solution of the catalogue has its English.
    const french = await items(a);
    for (const { id } of externalItems) {
      expect(byId(en, id)?.description, id).not.toBe(byId(french, id)?.description);
    }

    expect((await a.post("/api/marketplace/subscribe/ext-revenus-open-banking")).statusCode).toBe(200);
    const mine = (await a.get("/api/marketplace/subscriptions", english)).json() as MarketplaceItem[];
    expect(byId(mine, "ext-revenus-open-banking")?.product).toBe("Revolving credit");
  });

  it("finds the catalogue's own solutions by their English words, typos corrected, and in the global search", async () => {
    const a = await t.signUp();
    const ids = async (search: string) =>
      (
        (
          await a.get(`/api/marketplace/items?search=${encodeURIComponent(search)}`, english)
        ).json() as MarketplaceItem[]
      ).map((i) => i.id);
    expect(await ids("disposable income")).toContain("ext-revenus-open-banking");
    expect(await ids("revolving")).toContain("ext-revenus-open-banking");
    expect(await ids("disposible")).toContain("ext-revenus-open-banking");
    // The French words still find it, whatever the reader's language.
    expect(await ids("reste à vivre")).toContain("ext-revenus-open-banking");
    const found = (await a.get("/api/search?q=disposable%20income&kinds=marketplace", english)).json();
    const hits = found.groups.flatMap((g: { items: { id: string; title: string }[] }) => g.items);
    expect(hits.find((r: { id: string }) => r.id === "ext-revenus-open-banking")?.title).toBe(
      "Open banking income analysis",
    );
  });

  it("reads a partner's approved solution as the partner wrote it, in every language", async () => {
    const partner = await t.signUp();
    const sub = (
      await partner.post("/api/marketplace/submissions", { ...solution, name: "Lecteur de RIB" })
    ).json() as Submission;
    expect((await admin.post(`/api/marketplace/submissions/${sub.id}/approve`)).statusCode).toBe(200);
    const en = (await partner.get("/api/marketplace/items", english)).json() as MarketplaceItem[];
    expect(byId(en, sub.id)).toMatchObject({
      name: "Lecteur de RIB",
      product: "Crédit à la consommation",
      tags: ["fraude", "KYC"],
      writtenIn: "fr",
    });
    expect(byId(en, "ext-revenus-open-banking")?.writtenIn).toBeNull();
  });

  it("gives a database seeded before the catalogue had English its English at the next start", async () => {
    await t.app.db.execute(
      sql`update marketplace_items set name_en = null, description_en = null, product_en = null, tags_en = null`,
    );
    await seedMarketplace(t.app.db);
    const a = await t.signUp();
    const en = (await a.get("/api/marketplace/items", english)).json() as MarketplaceItem[];
    expect(byId(en, "ext-suivi-covenants")).toMatchObject({
      name: "Covenant monitoring",
      product: "Structured finance",
    });
  });
});
