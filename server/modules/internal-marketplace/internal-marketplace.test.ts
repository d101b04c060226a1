import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Community,
  Contribution,
  InternalItem,
  InternalStats,
} from "../../../shared/contracts/internal-marketplace";
import { internalItems } from "../../db/seed/content/marketplace";
import { seedInternalMarketplace } from "../../db/seed/internal-marketplace";
import { type Agent, type TestApp, testApp } from "../../test/test-app";
import { contentDisposition } from "./routes";

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: "root@praxis.fr", ADMIN_PASSWORD: "root-password" });
  admin = t.agent();
  const res = await admin.post("/api/auth/login", { email: "root@praxis.fr", password: "root-password" });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const list = async (a: Agent, query = "") => {
  const res = await a.get(`/api/internal-marketplace/items${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InternalItem[];
};
const names = (items: InternalItem[]) => items.map((i) => i.name);
const statsOf = async (a: Agent) => (await a.get("/api/internal-marketplace/stats")).json() as InternalStats;

const contributionInput = {
  type: "agent",
  name: "Assistant de relance des impayés",
  description: "Agent qui prépare les relances amiables selon l'ancienneté de l'impayé.",
  category: "business-analyst",
  subcategory: "Recouvrement",
  tags: ["recouvrement", "impayés", "IA générative"],
  version: "1.0.0",
  artefactUrl: "https://git.praxis-interne.fr/agents/relance-impayes",
};

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----praxis${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
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

/** Multipart goes through inject directly: the agent helper sends JSON bodies. */
const upload = (a: Agent, url: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: `praxis_session=${a.cookies.praxis_session}` },
  });

describe("explorer", () => {
  it("lists the colleagues' approved solutions with computed ratings and counts", async () => {
    const a = await t.signUp();
    const all = await list(a);
    expect(all.length).toBeGreaterThanOrEqual(16);
    const grille = all.find((i) => i.id === "int-grille-analyse-credit-bail")!;
    expect(grille).toMatchObject({
      featured: true,
      version: "2.1.0",
      authorName: "Camille Petit",
      authorDepartment: "Direction des Risques",
      reviewCount: 3,
    });
    expect(grille.rating).toBeCloseTo(14 / 3, 2);
    expect(grille.downloads).toBeGreaterThanOrEqual(3);
    // Featured first.
    const firstPlain = all.findIndex((i) => !i.featured);
    expect(all.slice(firstPlain).every((i) => !i.featured)).toBe(true);
  });

  it("filters by category, type and featured on the server", async () => {
    const a = await t.signUp();
    const pmo = await list(a, "?category=pmo");
    expect(pmo.length).toBeGreaterThan(0);
    expect(pmo.every((i) => i.category === "pmo")).toBe(true);
    const agents = await list(a, "?type=agent&category=integrator");
    expect(agents.map((i) => i.id)).toEqual(["int-agent-diagnostic-batch-alfa"]);
    const featured = await list(a, "?featured=true");
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((i) => i.featured)).toBe(true);
    expect((await list(a, "?featured=false")).length).toBeGreaterThan(featured.length);
    expect((await a.get("/api/internal-marketplace/items?category=cuisine")).statusCode).toBe(400);
    expect((await a.get("/api/internal-marketplace/items?type=robot")).statusCode).toBe(400);
    expect((await t.agent().get("/api/internal-marketplace/items")).statusCode).toBe(401);
  });

  it("searches without caring about accents, completes the last word and forgives typos", async () => {
    const a = await t.signUp();
    // "échéancier" and "réconciliation" written without accents, and in capitals.
    expect(names(await list(a, "?search=RECONCILIATION"))).toContain("Réconciliation source / cible");
    expect(names(await list(a, `?search=${encodeURIComponent("régles de gestion")}`))).toContain(
      "Extracteur de règles de gestion",
    );
    // The last word is a prefix while the user types.
    expect(names(await list(a, "?search=recet"))).toContain("Cahier de recette Alfa crédit-bail");
    // Description and tags count too.
    expect(names(await list(a, "?search=SEPA"))).toContain("Connecteur prélèvements SEPA");
    // Typos in a name.
    expect(names(await list(a, "?search=connecteur%20prelevemnts"))).toContain(
      "Connecteur prélèvements SEPA",
    );
    expect(names(await list(a, "?search=diagnostik%20batchs"))).toContain("Diagnostic des batchs Alfa");
    // Combined with filters, and nothing for nonsense.
    const pmo = await list(a, "?search=projet&category=pmo");
    expect(pmo.length).toBeGreaterThan(0);
    expect(pmo.every((i) => i.category === "pmo")).toBe(true);
    expect(await list(a, "?search=zzqxw")).toEqual([]);
  });

  it("keeps its statistics equal to the sums of the items", async () => {
    const a = await t.signUp();
    const all = await list(a, "?limit=100");
    const stats = await statsOf(a);
    expect(stats.approvedItems).toBe(all.length);
    expect(stats.totalItems).toBeGreaterThanOrEqual(stats.approvedItems);
    expect(stats.totalDownloads).toBe(all.reduce((s, i) => s + i.downloads, 0));
    const rated = all.filter((i) => i.reviewCount > 0);
    const mean = rated.reduce((s, i) => s + i.rating, 0) / rated.length;
    expect(stats.avgRating).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    const communities = (await a.get("/api/internal-marketplace/communities")).json() as Community[];
    expect(stats.totalCommunities).toBe(communities.length);
    expect(stats.totalMembers).toBeGreaterThanOrEqual(Math.max(...communities.map((c) => c.memberCount)));
  });
});

describe("downloads", () => {
  it("counts a download by the session's user, ignoring a userId in the body", async () => {
    const a = await t.signUp();
    const before = (await list(a)).find((i) => i.id === "int-api-calcul-loyers")!;
    const statsBefore = await statsOf(a);
    const res = await a.post("/api/internal-marketplace/items/int-api-calcul-loyers/download", {
      userId: "user-1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: "int-api-calcul-loyers",
      name: "API de calcul de loyers",
      version: before.version,
      url: "/api/internal-marketplace/items/int-api-calcul-loyers/file",
      fileName: `int-api-calcul-loyers-${before.version}.md`,
      downloads: before.downloads + 1,
    });
    const after = (await list(a)).find((i) => i.id === "int-api-calcul-loyers")!;
    expect(after.downloads).toBe(before.downloads + 1);
    expect((await statsOf(a)).totalDownloads).toBe(statsBefore.totalDownloads + 1);

    const rows = await t.app.db.execute<{ user_id: string }>(
      "select user_id from internal_downloads where item_id = 'int-api-calcul-loyers' order by created_at desc limit 1" as never,
    );
    expect(rows.rows[0].user_id).toBe(a.user.id);
    const dashboard = (await a.get(`/api/dashboard/stats/${a.user.id}`)).json();
    expect(dashboard.solutionsDeployed).toBe(1);

    // Downloading again counts nothing more: the count is of colleagues, one each.
    const again = await a.post("/api/internal-marketplace/items/int-api-calcul-loyers/download");
    expect(again.json().downloads).toBe(before.downloads + 1);
    expect((await statsOf(a)).totalDownloads).toBe(statsBefore.totalDownloads + 1);
    expect((await a.get(`/api/dashboard/stats/${a.user.id}`)).json().solutionsDeployed).toBe(1);
    const other = await t.signUp();
    const byOther = await other.post("/api/internal-marketplace/items/int-api-calcul-loyers/download");
    expect(byOther.json().downloads).toBe(before.downloads + 2);

    expect((await a.post("/api/internal-marketplace/items/int-nope/download")).statusCode).toBe(404);
    expect(
      (await t.agent().post("/api/internal-marketplace/items/int-api-calcul-loyers/download")).statusCode,
    ).toBe(401);
  });
});

describe("artefacts", () => {
  it("gives every seeded solution a real document, served with its name and type", async () => {
    const a = await t.signUp();
    const detail = (await a.get("/api/internal-marketplace/items/int-grille-analyse-credit-bail")).json();
    expect(detail.artefact).toMatchObject({
      kind: "file",
      fileName: `int-grille-analyse-credit-bail-${detail.version}.md`,
    });
    const file = await a.get(detail.artefact.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="int-grille-analyse-credit-bail-${detail.version}.md"; filename*=UTF-8''int-grille-analyse-credit-bail-${detail.version}.md`,
    );
    expect(file.body).toContain("# Grille d'analyse crédit-bail PME");
    expect(file.body).toContain(detail.description);
    expect((await t.agent().get(detail.artefact.url)).statusCode).toBe(401);
  });

  it("names the file in a header every browser reads, apostrophes and accents included", () => {
    expect(contentDisposition("Modèle d'offre (v2).md")).toBe(
      `attachment; filename="Modele d'offre (v2).md"; filename*=UTF-8''Mod%C3%A8le%20d%27offre%20%28v2%29.md`,
    );
  });

  it("stores an uploaded file whole and gives the same bytes back under its name; refuses 413 and 415", async () => {
    const author = await t.signUp();
    // Bytes that are not valid UTF-8 after the PDF header: the file must come back byte for byte.
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
      Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)),
      Buffer.from("\n%%EOF\n"),
    ]);
    const body = multipart(
      { payload: JSON.stringify({ ...contributionInput, type: "template", artefactUrl: "" }) },
      { name: "Procédure de recouvrement.pdf", data: pdf },
    );
    const res = await upload(author, "/api/internal-marketplace/contributions/upload", body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Contribution;
    await admin.post(`/api/internal-marketplace/contributions/${created.id}/approve`);

    const reader = await t.signUp();
    const manifest = (await reader.post(`/api/internal-marketplace/items/${created.id}/download`)).json();
    const file = await t.app.inject({
      method: "GET",
      url: manifest.url,
      headers: { cookie: `praxis_session=${reader.cookies.praxis_session}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Procedure de recouvrement.pdf"; filename*=UTF-8''Proc%C3%A9dure%20de%20recouvrement.pdf`,
    );
    expect(file.headers["x-content-type-options"]).toBe("nosniff");

    const tooBig = multipart(
      { payload: JSON.stringify({ ...contributionInput, artefactUrl: "" }) },
      { name: "notes.txt", data: Buffer.alloc(10 * 1024 * 1024 + 1, "a") },
    );
    const refusedSize = await upload(author, "/api/internal-marketplace/contributions/upload", tooBig);
    expect(refusedSize.statusCode).toBe(413);
    expect(refusedSize.json().code).toBe("file_too_large");
    const disguised = multipart(
      { payload: JSON.stringify({ ...contributionInput, artefactUrl: "" }) },
      { name: "rapport.pdf", data: Buffer.from("MZ\x90\x00 not a pdf", "latin1") },
    );
    const refusedType = await upload(author, "/api/internal-marketplace/contributions/upload", disguised);
    expect(refusedType.statusCode).toBe(415);
    expect(refusedType.json().code).toBe("artefact_type");
    expect(refusedType.json().message).toContain("Format de fichier non pris en charge");
  });
});

describe("ratings and reviews", () => {
  it("rates once per user, lets the user change it, and recomputes the item's rating", async () => {
    const a = await t.signUp({ firstName: "Agathe", lastName: "Noël" });
    const id = "int-registre-risques-projet";
    const before = (await a.get(`/api/internal-marketplace/items/${id}`)).json();
    expect(before).toMatchObject({ myReview: null, canReview: true });
    expect(before.reviews.length).toBe(before.reviewCount);

    const first = await a.put(`/api/internal-marketplace/items/${id}/review`, {
      rating: 5,
      comment: "Parfait",
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().reviewCount).toBe(before.reviewCount + 1);
    expect(first.json().myReview).toEqual({ rating: 5, comment: "Parfait" });
    expect(first.json().reviews[0]).toMatchObject({ authorName: "Agathe Noël", rating: 5, mine: true });
    const sum = before.rating * before.reviewCount;
    expect(first.json().rating).toBeCloseTo((sum + 5) / (before.reviewCount + 1), 2);

    const changed = await a.put(`/api/internal-marketplace/items/${id}/review`, { rating: 1 });
    expect(changed.json().reviewCount).toBe(before.reviewCount + 1);
    expect(changed.json().myReview).toEqual({ rating: 1, comment: "" });
    expect(changed.json().rating).toBeCloseTo((sum + 1) / (before.reviewCount + 1), 2);
    const card = (await list(a)).find((i) => i.id === id)!;
    expect(card.reviewCount).toBe(before.reviewCount + 1);

    for (const rating of [0, 6, 2.5, "x"]) {
      const bad = await a.put(`/api/internal-marketplace/items/${id}/review`, { rating });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("La note doit être comprise entre 1 et 5");
    }
    expect((await a.put("/api/internal-marketplace/items/int-nope/review", { rating: 3 })).statusCode).toBe(
      404,
    );

    const removed = await a.delete(`/api/internal-marketplace/items/${id}/review`);
    expect(removed.json().reviewCount).toBe(before.reviewCount);
    expect((await a.delete(`/api/internal-marketplace/items/${id}/review`)).statusCode).toBe(404);
  });

  it("does not let authors rate their own solution", async () => {
    const author = await t.signUp();
    const created = (await author.post("/api/internal-marketplace/contributions", contributionInput)).json();
    await admin.post(`/api/internal-marketplace/contributions/${created.id}/approve`);
    const detail = (await author.get(`/api/internal-marketplace/items/${created.id}`)).json();
    expect(detail.canReview).toBe(false);
    const res = await author.put(`/api/internal-marketplace/items/${created.id}/review`, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Vous ne pouvez pas noter votre propre solution");
  });
});

describe("communities", () => {
  it("joins and leaves with real member counts", async () => {
    const a = await t.signUp();
    const before = (await a.get("/api/internal-marketplace/communities")).json() as Community[];
    expect(before.length).toBeGreaterThanOrEqual(5);
    expect(before.every((c) => c.memberCount > 0 && !c.joined)).toBe(true);
    const target = before[0];
    const statsBefore = await statsOf(a);

    const joined = await a.post(`/api/internal-marketplace/communities/${target.id}/membership`);
    expect(joined.json()).toMatchObject({ id: target.id, joined: true, memberCount: target.memberCount + 1 });
    // Idempotent.
    const again = await a.post(`/api/internal-marketplace/communities/${target.id}/membership`);
    expect(again.json().memberCount).toBe(target.memberCount + 1);
    expect((await statsOf(a)).totalMembers).toBe(statsBefore.totalMembers + 1);

    const left = await a.delete(`/api/internal-marketplace/communities/${target.id}/membership`);
    expect(left.json()).toMatchObject({ joined: false, memberCount: target.memberCount });
    expect((await statsOf(a)).totalMembers).toBe(statsBefore.totalMembers);
    expect((await a.post("/api/internal-marketplace/communities/nope/membership")).statusCode).toBe(404);
  });
});

describe("contributions", () => {
  it("goes from pending to Explorer once an admin approves it, and tells the author", async () => {
    const author = await t.signUp({ firstName: "Hugo", lastName: "Lambert" });
    const statsBefore = await statsOf(author);
    const res = await author.post("/api/internal-marketplace/contributions", {
      ...contributionInput,
      userId: "someone-else",
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Contribution;
    expect(created).toMatchObject({
      status: "pending",
      authorName: "Hugo Lambert",
      canEdit: true,
      artefact: { kind: "link", url: contributionInput.artefactUrl },
    });
    expect((await list(author, "?search=relance%20impayes")).some((i) => i.id === created.id)).toBe(false);
    const mid = await statsOf(author);
    expect(mid.totalItems).toBe(statsBefore.totalItems + 1);
    expect(mid.approvedItems).toBe(statsBefore.approvedItems);
    const mine = (await author.get("/api/internal-marketplace/contributions")).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: created.id, status: "pending" });
    // Others cannot see a pending contribution.
    const other = await t.signUp();
    expect((await other.get(`/api/internal-marketplace/items/${created.id}`)).statusCode).toBe(404);

    const approved = await admin.post(`/api/internal-marketplace/contributions/${created.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe("approved");
    const found = await list(author, "?search=relance%20impayes");
    expect(found.map((i) => i.id)).toContain(created.id);
    // Its words join the vocabulary that typos are corrected against, the last word included.
    expect((await list(author, "?search=relence%20impayes")).map((i) => i.id)).toContain(created.id);
    expect((await list(author, "?search=impayes%20relence")).map((i) => i.id)).toContain(created.id);
    expect((await statsOf(author)).approvedItems).toBe(statsBefore.approvedItems + 1);
    const note = (await author.get("/api/notifications")).json().items[0];
    expect(note).toMatchObject({
      kind: "internal_contribution_approved",
      params: { name: contributionInput.name },
      link: `/internal-marketplace?item=${created.id}`,
    });
  });

  it("rejects with a reason; the author sees it, edits (back to pending) or deletes", async () => {
    const author = await t.signUp();
    const created = (await author.post("/api/internal-marketplace/contributions", contributionInput)).json();
    const noReason = await admin.post(`/api/internal-marketplace/contributions/${created.id}/reject`, {
      reason: " ",
    });
    expect(noReason.json().message).toBe("Le motif du refus est requis");
    const rejected = await admin.post(`/api/internal-marketplace/contributions/${created.id}/reject`, {
      reason: "Ajoutez une documentation d'installation",
    });
    expect(rejected.json()).toMatchObject({ status: "rejected" });
    const mine = (await author.get("/api/internal-marketplace/contributions")).json();
    expect(mine[0]).toMatchObject({
      status: "rejected",
      rejectionReason: "Ajoutez une documentation d'installation",
    });
    const note = (await author.get("/api/notifications")).json().items[0];
    expect(note.kind).toBe("internal_contribution_rejected");
    expect(note.params.reason).toBe("Ajoutez une documentation d'installation");

    const other = await t.signUp();
    expect(
      (await other.put(`/api/internal-marketplace/contributions/${created.id}`, contributionInput))
        .statusCode,
    ).toBe(404);
    const edited = await author.put(`/api/internal-marketplace/contributions/${created.id}`, {
      ...contributionInput,
      version: "1.1.0",
    });
    expect(edited.json()).toMatchObject({ status: "pending", version: "1.1.0", rejectionReason: null });
    expect((await author.delete(`/api/internal-marketplace/contributions/${created.id}`)).statusCode).toBe(
      200,
    );
    expect((await author.get("/api/internal-marketplace/contributions")).json()).toEqual([]);
  });

  it("lets only admins see the queue and decide", async () => {
    const author = await t.signUp();
    const created = (await author.post("/api/internal-marketplace/contributions", contributionInput)).json();
    expect((await author.get("/api/internal-marketplace/contributions?scope=pending")).statusCode).toBe(403);
    expect(
      (await author.post(`/api/internal-marketplace/contributions/${created.id}/approve`)).statusCode,
    ).toBe(403);
    expect(
      (await author.post(`/api/internal-marketplace/contributions/${created.id}/reject`, { reason: "Non" }))
        .statusCode,
    ).toBe(403);
    const queue = (await admin.get("/api/internal-marketplace/contributions?scope=pending")).json();
    expect(queue.map((c: Contribution) => c.id)).toContain(created.id);
    // An admin can open the pending contribution to judge it.
    expect((await admin.get(`/api/internal-marketplace/items/${created.id}`)).statusCode).toBe(200);
    expect((await admin.post("/api/internal-marketplace/contributions/int-nope/approve")).statusCode).toBe(
      404,
    );
  });

  it("validates the form with French messages and needs a file or a link", async () => {
    const a = await t.signUp();
    const post = (body: Record<string, unknown>) =>
      a.post("/api/internal-marketplace/contributions", { ...contributionInput, ...body });
    expect((await post({ name: "" })).json().message).toBe("Le nom de la solution est requis");
    expect((await post({ description: "" })).json().message).toBe("La description est requise");
    expect((await post({ category: "chef" })).json().message).toBe("Choisissez une catégorie");
    expect((await post({ type: "robot" })).json().message).toBe("Choisissez un type");
    expect((await post({ version: "v1" })).json().message).toBe("La version doit être au format 1.0.0");
    expect((await post({ artefactUrl: "javascript:alert(1)" })).json().message).toBe(
      "Le lien doit être une adresse web valide (https://…)",
    );
    const none = await post({ artefactUrl: "" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Ajoutez un fichier ou un lien");
  });

  it("accepts a file whose content matches its type, and serves it back to downloaders", async () => {
    const author = await t.signUp();
    const body = multipart(
      { payload: JSON.stringify({ ...contributionInput, type: "template", artefactUrl: "" }) },
      { name: "trame-relance.md", data: Buffer.from("# Trame de relance\n\nMadame, Monsieur, …") },
    );
    const res = await upload(author, "/api/internal-marketplace/contributions/upload", body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Contribution;
    expect(created.artefact).toMatchObject({ kind: "file", fileName: "trame-relance.md" });
    await admin.post(`/api/internal-marketplace/contributions/${created.id}/approve`);

    const reader = await t.signUp();
    const manifest = (await reader.post(`/api/internal-marketplace/items/${created.id}/download`)).json();
    expect(manifest).toMatchObject({ fileName: "trame-relance.md", downloads: 1 });
    const file = await reader.get(manifest.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(file.body).toContain("Trame de relance");

    const fake = multipart(
      { payload: JSON.stringify({ ...contributionInput, artefactUrl: "" }) },
      { name: "outil.zip", data: Buffer.from("not a zip at all") },
    );
    const refused = await upload(author, "/api/internal-marketplace/contributions/upload", fake);
    expect(refused.statusCode).toBe(415);
    const exe = multipart(
      { payload: JSON.stringify(contributionInput) },
      { name: "virus.exe", data: Buffer.from("MZ") },
    );
    expect((await upload(author, "/api/internal-marketplace/contributions/upload", exe)).statusCode).toBe(
      415,
    );
  });
});

describe("the reader's language", () => {
  const english = { "accept-language": "en" };

  it("finds a seeded solution by its English words", async () => {
    const a = await t.signUp();
    const en = (
      await a.get(
        `/api/internal-marketplace/items?search=${encodeURIComponent("finance lease analysis grid")}`,
        english,
      )
    ).json() as InternalItem[];
    expect(en.map((i) => i.id)).toContain("int-grille-analyse-credit-bail");
  });

  it("words the seeded subcategories and the communities in English for an English reader", async () => {
    const a = await t.signUp();
    const seeded = "int-grille-analyse-credit-bail";
    const fr = (await list(a)).find((i) => i.id === seeded);
    expect(fr?.subcategory).toBe("Analyse crédit");
    const en = (await a.get("/api/internal-marketplace/items", english)).json() as InternalItem[];
    expect(en.find((i) => i.id === seeded)?.subcategory).toBe("Credit analysis");
    const detail = (await a.get(`/api/internal-marketplace/items/${seeded}`, english)).json();
    expect(detail).toMatchObject({
      subcategory: "Credit analysis",
      name: "SME finance lease analysis grid",
      tags: expect.arrayContaining(["finance lease"]),
    });
    expect(en.find((i) => i.id === seeded)?.description).toContain("repayment capacity");
    // Every seeded solution has its English.
    const allFr = await list(a, "?limit=100");
    const allEn = (
      await a.get("/api/internal-marketplace/items?limit=100", english)
    ).json() as InternalItem[];
    for (const { id } of internalItems) {
      const [inFrench, inEnglish] = [allFr, allEn].map((items) => items.find((i) => i.id === id));
      expect(inEnglish?.description, id).not.toBe(inFrench?.description);
    }

    const communitiesFr = (await a.get("/api/internal-marketplace/communities")).json() as Community[];
    expect(communitiesFr.find((c) => c.id === "reglementation-conformite")).toMatchObject({
      name: "Réglementation & Conformité",
      type: "regulatory",
    });
    const communitiesEn = (
      await a.get("/api/internal-marketplace/communities", english)
    ).json() as Community[];
    expect(communitiesEn.find((c) => c.id === "reglementation-conformite")).toMatchObject({
      name: "Regulation & Compliance",
      description: "Regulatory watch, AML/CFT, customer protection and prudential reporting.",
      type: "regulatory",
    });
    const joined = await a.post(
      "/api/internal-marketplace/communities/pmo-leasing/membership",
      undefined,
      english,
    );
    expect(joined.json()).toMatchObject({ name: "Leasing PMO", joined: true });
  });

  it("reads a colleague's contribution as written, in every language", async () => {
    const author = await t.signUp();
    const created = (
      await author.post("/api/internal-marketplace/contributions", {
        ...contributionInput,
        subcategory: "Analyse crédit",
      })
    ).json() as Contribution;
    await admin.post(`/api/internal-marketplace/contributions/${created.id}/approve`);
    const detail = (await author.get(`/api/internal-marketplace/items/${created.id}`, english)).json();
    expect(detail).toMatchObject({
      subcategory: "Analyse crédit",
      name: contributionInput.name,
      description: contributionInput.description,
      tags: contributionInput.tags,
      // Marked with the language it is written in; what Praxis ships is not.
      writtenIn: "fr",
    });
    const seeded = (
      await author.get("/api/internal-marketplace/items/int-grille-analyse-credit-bail", english)
    ).json();
    expect(seeded.writtenIn).toBeNull();
  });

  it("gives a database seeded before the communities had English their English at the next start", async () => {
    await t.app.db.execute(
      sql`update communities set name_en = null, description_en = null, type = 'Métier' where id = 'club-analystes-credit'`,
    );
    await t.app.db.execute(
      sql`update internal_items set subcategory_en = null, name_en = null, description_en = null, tags_en = null`,
    );
    await seedInternalMarketplace(t.app.db);
    const a = await t.signUp();
    const communities = (await a.get("/api/internal-marketplace/communities", english)).json() as Community[];
    expect(communities.find((c) => c.id === "club-analystes-credit")).toMatchObject({
      name: "Credit Analysts' Club",
      type: "business",
    });
    const en = (await a.get("/api/internal-marketplace/items", english)).json() as InternalItem[];
    expect(en.find((i) => i.id === "int-api-calcul-loyers")).toMatchObject({
      name: "Rental calculation API",
      subcategory: "Financial calculations",
    });
  });
});
