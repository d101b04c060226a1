import { and, eq } from "drizzle-orm";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Deliverable, DeliverableTemplate } from "../../../shared/contracts/deliverables";
import { deliverables, deliverableTemplates } from "../../db/schema/deliverables";
import { events } from "../../db/schema/events";
import { sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import { taskTypes } from "../../db/seed/content/taxonomy";
import { seedDeliverables } from "../../db/seed/deliverables";
import { type Agent, type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const good = sampleDeliverables.find((s) => s.templateId === "note-credit-comite" && s.quality === "good")!;
const poor = sampleDeliverables.find((s) => s.templateId === "note-credit-comite" && s.quality === "poor")!;

async function create(agent: Agent, sample = good, name = sample.name) {
  const res = await agent.post(`/api/deliverables/from-template/${sample.templateId}`, {
    name,
    data: sample.data,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Deliverable;
}

/**
 * A deliverable as written before fields were typed and required (free text in amounts and dates,
 * required fields empty): it must still open, score and export.
 */
async function insertLegacy(agent: Agent, sample = poor, name = sample.name) {
  const [row] = await t.app.db
    .insert(deliverables)
    .values({ userId: agent.user.id, templateId: sample.templateId, name, data: sample.data })
    .returning({ id: deliverables.id });
  const res = await agent.get(`/api/deliverables/${row.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Deliverable;
}

async function eventsOf(userId: string, entityId: string) {
  return t.app.db
    .select({ type: events.type, data: events.data })
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.entityId, entityId)))
    .orderBy(events.createdAt);
}

describe("templates", () => {
  it("are worded in the reader's language: category, labels, placeholders and choices", async () => {
    const a = await t.signUp();
    const note = async (headers?: Record<string, string>) =>
      ((await a.get("/api/deliverables/templates", headers)).json() as DeliverableTemplate[]).find(
        (x) => x.id === "note-credit-comite",
      )!;
    const en = await note({ "accept-language": "en" });
    expect(en.category).toBe("Credit analysis");
    expect(en.fallback).toBe(false);
    expect(en.fields.properties.montantDemande).toMatchObject({
      label: "Amount requested (€)",
      placeholder: "e.g. 2,400,000",
    });
    expect(en.fields.properties.recommandation.options?.map((o) => o.label)).toEqual([
      "Favourable",
      "Favourable subject to conditions",
      "Unfavourable",
    ]);
    // The stored keys and choices' values do not depend on the language.
    expect(en.fields.properties.recommandation.options?.[0].value).toBe("favorable");
    expect(JSON.stringify(en.fields)).not.toMatch(/labelEn|placeholderEn|Montant/);
    for (const headers of [{ "accept-language": "fr" }, undefined]) {
      const fr = await note(headers);
      expect(fr.category).toBe("Analyse crédit");
      expect(fr.fields.properties.montantDemande.label).toBe("Montant demandé (€)");
      expect(fr.fields.properties.recommandation.options?.[0].label).toBe("Favorable");
    }
    const governance = (
      (
        await a.get("/api/deliverables/templates", { "accept-language": "en" })
      ).json() as DeliverableTemplate[]
    ).find((x) => x.id === "compte-rendu-comite-credit")!;
    expect(governance.category).toBe("Governance");
  });

  it("reaches a database seeded before English existed: the seed fills it in", async () => {
    const a = await t.signUp();
    const [row] = await t.app.db
      .select()
      .from(deliverableTemplates)
      .where(eq(deliverableTemplates.id, "note-credit-comite"));
    const frenchOnly = Object.fromEntries(
      Object.entries(row.fields.properties).map(([key, f]) => {
        const { labelEn: _l, placeholderEn: _p, ...rest } = f as Record<string, unknown>;
        return [key, rest];
      }),
    );
    await t.app.db
      .update(deliverableTemplates)
      .set({ categoryEn: null, fields: { properties: frenchOnly } })
      .where(eq(deliverableTemplates.id, "note-credit-comite"));
    const note = async () =>
      (
        (
          await a.get("/api/deliverables/templates", { "accept-language": "en" })
        ).json() as DeliverableTemplate[]
      ).find((x) => x.id === "note-credit-comite")!;
    expect((await note()).category).toBe("Analyse crédit");
    // Written outside the API: read once the database's notification is heard (at once on the
    // embedded database, within ms on PostgreSQL), as another instance would.
    const mark = t.app.readCache.mark();
    await seedDeliverables(t.app.db);
    await vi.waitFor(() => expect(t.app.readCache.mark()).toBeGreaterThan(mark), {
      timeout: 2000,
      interval: 5,
    });
    const after = await note();
    expect(after.category).toBe("Credit analysis");
    expect(after.fields.properties.analyseFinanciere.label).toBe("Financial analysis");
  });

  it("a template without English is served in French, marked as such", async () => {
    const a = await t.signUp();
    await t.app.db.insert(deliverableTemplates).values({
      id: "modele-sans-anglais",
      name: "Modèle sans anglais",
      nameEn: "Modèle sans anglais",
      description: "Un modèle ajouté en français seulement.",
      descriptionEn: "Un modèle ajouté en français seulement.",
      category: "Divers",
      format: "docx",
      fields: {
        properties: { objet: { type: "text", label: "Objet", required: true, placeholder: "Ex. : …" } },
      },
      rules: { minLengths: {}, expectedTerms: [] },
    });
    const list = (await a.get("/api/deliverables/templates", { "accept-language": "en" })).json();
    const tpl = (list as DeliverableTemplate[]).find((x) => x.id === "modele-sans-anglais")!;
    expect(tpl.category).toBe("Divers");
    expect(tpl.fallback).toBe(true);
    const fr = (await a.get("/api/deliverables/templates", { "accept-language": "fr" })).json();
    expect((fr as DeliverableTemplate[]).find((x) => x.id === "modele-sans-anglais")!.fallback).toBe(false);
    expect(tpl.fields.properties.objet).toMatchObject({ label: "Objet", placeholder: "Ex. : …" });
    await t.app.db.delete(deliverableTemplates).where(eq(deliverableTemplates.id, "modele-sans-anglais"));
  });

  it("lists six templates with typed fields in form order, linked to task types of the taxonomy", async () => {
    const a = await t.signUp();
    const res = await a.get("/api/deliverables/templates");
    expect(res.statusCode).toBe(200);
    const templates = res.json() as DeliverableTemplate[];
    expect(templates).toHaveLength(6);
    const note = templates.find((x) => x.id === "note-credit-comite")!;
    const keys = Object.keys(note.fields.properties);
    expect(keys[0]).toBe("emprunteur");
    expect(keys.at(-1)).toBe("recommandation");
    expect(Object.values(note.fields.properties).map((f) => f.order)).toEqual(keys.map((_, i) => i));
    expect(note.fields.properties.typeFinancement.options?.length).toBeGreaterThan(2);
    expect(note.fields.properties.analyseFinanciere).toMatchObject({
      type: "textarea",
      rows: 8,
      required: true,
    });
    // Typed fields: amounts, whole numbers with bounds, dates, choices.
    expect(note.fields.properties.montantDemande).toMatchObject({ type: "amount", required: true, min: 1 });
    expect(note.fields.properties.dureeMois).toMatchObject({ type: "integer", min: 1, max: 360 });
    expect(note.fields.properties.dateComite).toMatchObject({ type: "date", required: false });
    const report = templates.find((x) => x.id === "rapport-avancement-projet")!;
    expect(report.fields.properties.avancementGlobal).toMatchObject({ type: "percentage", min: 0, max: 100 });
    const known = new Set(taskTypes.map((x) => x.id));
    for (const tpl of templates) expect(known.has(tpl.taskTypeId ?? "")).toBe(true);
    expect((await t.agent().get("/api/deliverables/templates")).statusCode).toBe(401);
  });
});

describe("deliverables", () => {
  it("creates from a template with the spec's message when the name is missing", async () => {
    const a = await t.signUp();
    const empty = await a.post("/api/deliverables/from-template/note-credit-comite", {
      name: "  ",
      data: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Veuillez remplir tous les champs requis.");
    expect(
      (await a.post("/api/deliverables/from-template/inconnu", { name: "X", data: {} })).statusCode,
    ).toBe(404);
    const unknownField = await a.post("/api/deliverables/from-template/note-credit-comite", {
      name: "X",
      data: { ...good.data, piraterie: "x" },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe("Champ inconnu : piraterie");
    const badOption = await a.post("/api/deliverables/from-template/note-credit-comite", {
      name: "X",
      data: { ...good.data, recommandation: "peut-être" },
    });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json()).toMatchObject({
      message: "Valeur non autorisée pour « Recommandation »",
      issues: [{ path: "fields.recommandation", code: "invalid_option" }],
    });

    const d = await create(a);
    expect(d).toMatchObject({
      name: good.name,
      status: "draft",
      templateId: "note-credit-comite",
      template: { name: "Note de crédit pour comité", nameEn: "Credit committee memo" },
      latestScore: null,
    });
    // Stored in plain form: the amount as a number, the date as yyyy-mm-dd.
    expect(d.data.montantDemande).toBe("2400000");
    expect(d.data.dateComite).toBe("2025-03-14");
    // A userId in the body is ignored: the owner is the session's user.
    const other = await t.signUp();
    const res = await a.post("/api/deliverables/from-template/note-credit-comite", {
      name: "Pour un autre",
      data: good.data,
      userId: other.user.id,
    });
    expect((await other.get(`/api/deliverables/${res.json().id}`)).statusCode).toBe(404);
    expect((await eventsOf(a.user.id, d.id)).map((e) => e.type)).toEqual(["create"]);
  });

  it("lists with a status filter and a search on the name or the template", async () => {
    const a = await t.signUp();
    const first = await create(a, good, "Note Vialis flotte");
    await insertLegacy(a, poor, "Brouillon Dufresne");
    const kyc = sampleDeliverables.find((s) => s.templateId === "fiche-kyc-lcb-ft" && s.quality === "good")!;
    const third = await create(a, kyc, "Fiche client Lebrun");
    await a.put(`/api/deliverables/${first.id}`, { status: "completed" });
    await a.put(`/api/deliverables/${third.id}`, { status: "archived" });

    const all = (await a.get("/api/deliverables")).json() as Deliverable[];
    expect(all).toHaveLength(3);
    expect(all[0].name).toBe("Fiche client Lebrun"); // latest change first
    expect((await a.get("/api/deliverables?status=all")).json()).toHaveLength(3);
    expect(
      (await a.get("/api/deliverables?status=completed")).json().map((d: Deliverable) => d.name),
    ).toEqual(["Note Vialis flotte"]);
    expect((await a.get("/api/deliverables?status=draft")).json()).toHaveLength(1);
    expect((await a.get("/api/deliverables?search=dufresne")).json().map((d: Deliverable) => d.name)).toEqual(
      ["Brouillon Dufresne"],
    );
    // The template's name in both languages is searched too.
    expect((await a.get(`/api/deliverables?search=${encodeURIComponent("KYC")}`)).json()).toHaveLength(1);
    expect((await a.get("/api/deliverables?search=%25")).json()).toHaveLength(0);
    expect((await a.get("/api/deliverables?status=perdu")).statusCode).toBe(400);
    const other = await t.signUp();
    expect((await other.get("/api/deliverables")).json()).toEqual([]);
  });

  it("edits name, status (and back) and fields, recording edit and complete events", async () => {
    const a = await t.signUp();
    const d = await create(a, good);
    const renamed = await a.put(`/api/deliverables/${d.id}`, {
      name: "Note Vialis v2",
      data: { ...good.data, dureeMois: "48" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Note Vialis v2", status: "draft" });
    expect(renamed.json().data.dureeMois).toBe("48");
    expect((await a.put(`/api/deliverables/${d.id}`, { status: "completed" })).json().status).toBe(
      "completed",
    );
    expect((await a.put(`/api/deliverables/${d.id}`, { status: "archived" })).json().status).toBe("archived");
    expect((await a.put(`/api/deliverables/${d.id}`, { status: "draft" })).json().status).toBe("draft");
    // Completing again counts again; saving unchanged values records nothing.
    await a.put(`/api/deliverables/${d.id}`, { status: "completed" });
    await a.put(`/api/deliverables/${d.id}`, { status: "completed" });
    await a.put(`/api/deliverables/${d.id}`, { name: "Note Vialis v2" });
    const log = await eventsOf(a.user.id, d.id);
    expect(log.map((e) => e.type)).toEqual(["create", "edit", "complete", "edit", "edit", "complete"]);
    expect(log[1].data).toMatchObject({ name: "Note Vialis v2", fields: ["dureeMois"] });
    expect(log[3].data).toMatchObject({ status: "archived" });

    expect((await a.put(`/api/deliverables/${d.id}`, {})).statusCode).toBe(400);
    expect((await a.put(`/api/deliverables/${d.id}`, { status: "perdu" })).statusCode).toBe(400);
    expect((await a.put(`/api/deliverables/${d.id}`, { name: "" })).json().message).toBe("Le nom est requis");
    expect((await a.put(`/api/deliverables/${d.id}`, { data: { x: "y" } })).statusCode).toBe(400);
  });

  it("refuses empty required fields and values of the wrong kind, field by field", async () => {
    const a = await t.signUp();
    // Every required field of the KYC form left empty.
    const empty = await a.post("/api/deliverables/from-template/fiche-kyc-lcb-ft", { name: "KYC", data: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Veuillez remplir tous les champs requis.");
    const paths = empty.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual([
      "fields.raisonSociale",
      "fields.siren",
      "fields.beneficiairesEffectifs",
      "fields.activiteOrigineFonds",
      "fields.ppe",
      "fields.niveauRisque",
      "fields.mesuresVigilance",
      "fields.dateRevue",
    ]);
    expect(empty.json().issues[0]).toEqual({
      path: "fields.raisonSociale",
      code: "required",
      message: "« Raison sociale » est obligatoire",
    });
    const blanks = await a.post("/api/deliverables/from-template/fiche-kyc-lcb-ft", {
      name: "KYC",
      data: { raisonSociale: "   " },
    });
    expect(blanks.json().issues[0]).toMatchObject({ path: "fields.raisonSociale", code: "required" });

    const lease = sampleDeliverables.find(
      (s) => s.templateId === "analyse-credit-bail" && s.quality === "good",
    )!;
    const bad = async (data: Record<string, string>) => {
      const res = await a.post("/api/deliverables/from-template/analyse-credit-bail", {
        name: "Crédit-bail",
        data: { ...lease.data, ...data },
      });
      expect(res.statusCode).toBe(400);
      return res.json().issues as { path: string; code: string; message: string; limit?: number }[];
    };
    expect(await bad({ montantHT: "Valeur test 6" })).toEqual([
      {
        path: "fields.montantHT",
        code: "invalid_amount",
        message: "« Montant financé HT (€) » doit être un montant en euros",
      },
    ]);
    expect((await bad({ montantHT: "0" }))[0]).toMatchObject({ code: "too_small", limit: 1 });
    expect((await bad({ loyerMensuel: "-5" }))[0]).toMatchObject({
      path: "fields.loyerMensuel",
      code: "too_small",
    });
    expect((await bad({ dureeMois: "37" }))[0]).toMatchObject({ code: "invalid_option" });
    expect((await bad({ client: "x".repeat(301) }))[0]).toMatchObject({ code: "too_long", limit: 300 });

    const note = async (data: Record<string, string>) =>
      a.post("/api/deliverables/from-template/note-credit-comite", {
        name: "Note",
        data: { ...good.data, ...data },
      });
    expect((await (await note({ dateComite: "31/02/2025" })).json()).issues[0]).toMatchObject({
      path: "fields.dateComite",
      code: "invalid_date",
    });
    expect((await (await note({ dateComite: "demain" })).json()).issues[0].code).toBe("invalid_date");
    expect((await (await note({ dureeMois: "12,5" })).json()).issues[0].code).toBe("invalid_integer");
    expect((await (await note({ dureeMois: "400" })).json()).issues[0]).toMatchObject({
      code: "too_large",
      limit: 360,
    });

    // Written as people write them, stored plainly: "3 466,07 €" → 3466.07, "14/03/2025" → 2025-03-14.
    const ok = await note({ montantDemande: "1 250 000,50 €", dateComite: "2025-03-20", dureeMois: " 84 " });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({
      montantDemande: "1250000.5",
      dateComite: "2025-03-20",
      dureeMois: "84",
    });
    const report = sampleDeliverables.find(
      (s) => s.templateId === "rapport-avancement-projet" && s.quality === "good",
    )!;
    const pct = async (v: string) =>
      a.post("/api/deliverables/from-template/rapport-avancement-projet", {
        name: "Rapport",
        data: { ...report.data, avancementGlobal: v },
      });
    expect((await pct("65,5 %")).json().data.avancementGlobal).toBe("65.5");
    expect((await (await pct("120")).json()).issues[0]).toMatchObject({ code: "too_large", limit: 100 });
    expect((await (await pct("beaucoup")).json()).issues[0].code).toBe("invalid_percentage");

    // The same rules on an update that sends values; a status change alone checks nothing.
    const d = ok.json() as Deliverable;
    const put = await a.put(`/api/deliverables/${d.id}`, { data: { ...d.data, montantDemande: "" } });
    expect(put.statusCode).toBe(400);
    expect(put.json().issues).toEqual([
      { path: "fields.montantDemande", code: "required", message: "« Montant demandé (€) » est obligatoire" },
    ]);
    expect((await a.get(`/api/deliverables/${d.id}`)).json().data.montantDemande).toBe("1250000.5");
  });

  it("still opens, edits the status of, scores and exports a deliverable written before fields were typed", async () => {
    const a = await t.signUp();
    const d = await insertLegacy(a, poor);
    expect(d.data.montantDemande).toBe(poor.data.montantDemande);
    expect((await a.put(`/api/deliverables/${d.id}`, { status: "completed" })).statusCode).toBe(200);
    expect((await a.post(`/api/quality/score/${d.id}`)).statusCode).toBe(201);
    const docx = await a.get(`/api/deliverables/${d.id}/export?format=docx`);
    expect(docx.statusCode).toBe(200);
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(text).toContain(poor.data.montantDemande);
  });

  it("searches names and templates ignoring accents both ways", async () => {
    const a = await t.signUp();
    await create(a, good, "Éclair — note de crédit");
    await create(a, good, "Eclairage public");
    await create(a, good, "Crédit Łódź");
    const names = async (q: string) =>
      ((await a.get(`/api/deliverables?search=${encodeURIComponent(q)}`)).json() as Deliverable[])
        .map((d) => d.name)
        .sort();
    expect(await names("eclair")).toEqual(["Eclairage public", "Éclair — note de crédit"]);
    expect(await names("éclair")).toEqual(["Eclairage public", "Éclair — note de crédit"]);
    expect(await names("ÉCLAIRAGE")).toEqual(["Eclairage public"]);
    expect(await names("lodz")).toEqual(["Crédit Łódź"]);
    // The template's name too: "credit" finds "Note de crédit pour comité".
    expect(await names("note de credit pour")).toHaveLength(3);
  });

  it("hides a deliverable from everyone but its owner (404), and deletes it", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const d = await create(owner);
    expect((await other.get(`/api/deliverables/${d.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/deliverables/${d.id}`, { name: "Piraté" })).statusCode).toBe(404);
    expect((await other.delete(`/api/deliverables/${d.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/deliverables/${d.id}/export?format=json`)).statusCode).toBe(404);
    expect((await other.get(`/api/quality/score/${d.id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/quality/score/${d.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/quality/score/${d.id}/history`)).statusCode).toBe(404);
    expect((await t.agent().get(`/api/deliverables/${d.id}`)).statusCode).toBe(401);
    expect((await owner.get("/api/deliverables/not-a-uuid")).statusCode).toBe(404);

    expect((await owner.delete(`/api/deliverables/${d.id}`)).json()).toEqual({ ok: true });
    expect((await owner.get(`/api/deliverables/${d.id}`)).statusCode).toBe(404);
  });
});

describe("quality score", () => {
  it("is null until computed, then has the spec's shape, a history and an event", async () => {
    const a = await t.signUp();
    const d = await insertLegacy(a, poor);
    const none = await a.get(`/api/quality/score/${d.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const computed = await a.post(`/api/quality/score/${d.id}`);
    expect(computed.statusCode).toBe(201);
    const s = computed.json();
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining([
        "score",
        "details",
        "strengths",
        "areas_for_improvement",
        "ai_insights",
        "suggestions",
      ]),
    );
    expect(Object.keys(s.details)).toEqual(
      expect.arrayContaining(["ai_assessment", "breakdown", "final_calculation"]),
    );
    expect(Object.keys(s.details.final_calculation).sort()).toEqual(
      ["ai_score", "ai_weight", "final_score", "rules_score", "rules_weight"].sort(),
    );
    expect(Object.keys(s.ai_insights).sort()).toEqual(
      ["consistency_check", "content_depth", "professional_tone"].sort(),
    );
    for (const b of s.details.breakdown) {
      expect(b).toEqual(
        expect.objectContaining({
          rule: expect.any(String),
          score: expect.any(Number),
          passed: expect.any(Boolean),
          weight: expect.any(Number),
        }),
      );
    }
    expect(s.details.final_calculation).toMatchObject({
      ai_weight: 0.7,
      rules_weight: 0.3,
      final_score: s.score,
    });
    expect(s.provider).toBe("local");
    expect(s.score).toBeLessThan(50);
    expect((await a.get(`/api/quality/score/${d.id}`)).json()).toEqual(s);
    expect((await a.get("/api/deliverables")).json()[0].latestScore).toBe(s.score);

    // Improve it, score again: both are kept, latest first.
    await a.put(`/api/deliverables/${d.id}`, { data: good.data });
    const better = (await a.post(`/api/quality/score/${d.id}?language=en`)).json();
    expect(better.score).toBeGreaterThanOrEqual(90);
    expect(better.language).toBe("en");
    expect(better.details.breakdown[0].rule).toBe("Required fields filled in");
    const history = (await a.get(`/api/quality/score/${d.id}/history`)).json();
    expect(history.map((h: { score: number }) => h.score)).toEqual([better.score, s.score]);
    const scoreEvents = (await eventsOf(a.user.id, d.id)).filter((e) => e.type === "score");
    expect(scoreEvents.map((e) => e.data.score)).toEqual([s.score, better.score]);
    expect((await a.post(`/api/quality/score/${d.id}?language=de`)).statusCode).toBe(400);
  });

  it("reads the latest score in the reader's language when the deliverable has not changed since", async () => {
    const a = await t.signUp();
    const d = await create(a, { ...good, data: { ...good.data, garanties: "" } });
    const fr = (await a.post(`/api/quality/score/${d.id}`, undefined, { "accept-language": "fr" })).json();
    expect(fr.language).toBe("fr");
    const en = (await a.get(`/api/quality/score/${d.id}`, { "accept-language": "en" })).json();
    expect(en).toMatchObject({ id: fr.id, score: fr.score, createdAt: fr.createdAt, language: "en" });
    expect(en.details.breakdown[0].rule).toBe("Required fields filled in");
    expect(JSON.stringify(en)).not.toMatch(/Garanties et sûretés|Champs obligatoires/);
    expect(JSON.stringify(en)).toContain("Guarantees and collateral");
    expect((await a.get(`/api/quality/score/${d.id}`)).json()).toEqual(fr);
    // Edited since: the score stays as it was written, in French.
    await a.put(`/api/deliverables/${d.id}`, { name: "Renamed" });
    expect((await a.get(`/api/quality/score/${d.id}`, { "accept-language": "en" })).json().language).toBe(
      "fr",
    );
  });

  it("uses the configured LLM and falls back to the local assessor when it answers badly", async () => {
    const { startFakeOpenAi } = await import("../../test/fake-openai");
    const fake = await startFakeOpenAi();
    try {
      for (const [model, provider] of [
        ["assessor-model", "openai"],
        ["prose-model", "local"],
      ] as const) {
        const llm = await testApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: "k", AI_MODEL_MINI: model });
        try {
          const a = await llm.signUp();
          const res = await a.post(`/api/deliverables/from-template/${good.templateId}`, {
            name: good.name,
            data: good.data,
          });
          const s = await a.post(`/api/quality/score/${res.json().id}`);
          expect(s.statusCode).toBe(201);
          expect(s.json().provider).toBe(provider);
          expect(fake.requests.at(-1)!.body.model).toBe(model);
        } finally {
          await llm.close();
        }
      }
    } finally {
      await fake.close();
    }
  }, 90_000); // a fake model server, retries and the local fallback
});

describe("export", () => {
  it("writes a Word document with the title, template, metadata, every field and the latest score", async () => {
    const a = await t.signUp();
    const d = await create(a);
    await a.post(`/api/quality/score/${d.id}`);
    const res = await a.get(`/api/deliverables/${d.id}/export?format=docx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const disposition = String(res.headers["content-disposition"]);
    expect(disposition).toContain("attachment;");
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${good.name}.docx`)}`);
    const buffer = res.rawPayload;
    expect(buffer.subarray(0, 2).toString()).toBe("PK");
    const { value: text } = await mammoth.extractRawText({ buffer });
    expect(text).toContain(good.name);
    expect(text).toContain("Note de crédit pour comité");
    expect(text).toContain("Statut\u202f: Brouillon");
    expect(text).toContain("2\u202f400\u202f000\u00a0€"); // the amount as a French reader writes it
    expect(text).toContain("Analyse financière");
    expect(text).toContain("Capacité de remboursement : CAF de 4,3 M€");
    expect(text).toContain("Favorable sous conditions"); // a select's label, not its value
    expect(text).toContain("Score qualité");
    expect(text).toMatch(/\d+\/100 — Excellent/);
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain("<h1>Analyse financière</h1>");
  });

  it("downloads JSON named after the deliverable and records each export", async () => {
    const a = await t.signUp();
    const d = await insertLegacy(a, poor, "Note : Vialis / 2025");
    const res = await a.get(`/api/deliverables/${d.id}/export?format=json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(String(res.headers["content-disposition"])).toContain('filename="Note - Vialis - 2025.json"');
    const body = res.json();
    expect(body).toMatchObject({ name: "Note : Vialis / 2025", status: "draft", latestScore: null });
    expect(body.template.name).toBe("Note de crédit pour comité");
    expect(body.fields.find((f: { key: string }) => f.key === "emprunteur")).toEqual({
      key: "emprunteur",
      label: "Emprunteur (raison sociale)",
      type: "text",
      value: "Vialis",
      raw: "Vialis",
    });
    // A free-text amount written before fields were typed is exported as it was written.
    expect(body.fields.find((f: { key: string }) => f.key === "montantDemande")).toMatchObject({
      type: "amount",
      value: poor.data.montantDemande,
      raw: poor.data.montantDemande,
    });
    expect((await a.get(`/api/deliverables/${d.id}/export?format=pdf`)).statusCode).toBe(400);
    const exports = (await eventsOf(a.user.id, d.id)).filter((e) => e.type === "export");
    expect(exports.map((e) => e.data.format)).toEqual(["json"]);
  });

  it("exports in English with the template's English name, category, labels and choices", async () => {
    const a = await t.signUp();
    const d = await create(a);
    const body = (await a.get(`/api/deliverables/${d.id}/export?format=json&language=en`)).json();
    expect(body.template).toMatchObject({ name: "Credit committee memo", category: "Credit analysis" });
    const field = (key: string) => body.fields.find((f: { key: string }) => f.key === key);
    expect(field("montantDemande")).toMatchObject({ label: "Amount requested (€)", raw: "2400000" });
    expect(field("recommandation")).toMatchObject({
      label: "Recommendation",
      value: "Favourable subject to conditions",
      raw: "favorable-sous-conditions",
    });
    const docx = await a.get(`/api/deliverables/${d.id}/export?format=docx&language=en`);
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(text).toContain("Financial analysis");
    expect(text).toContain("Credit analysis");
    expect(text).not.toContain("Analyse financière");
  });
});
