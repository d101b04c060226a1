import { and, eq } from "drizzle-orm";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deliverable, DeliverableTemplate } from "../../../shared/contracts/deliverables";
import { events } from "../../db/schema/events";
import { sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import { taskTypes } from "../../db/seed/content/taxonomy";
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

async function eventsOf(userId: string, entityId: string) {
  return t.app.db
    .select({ type: events.type, data: events.data })
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.entityId, entityId)))
    .orderBy(events.createdAt);
}

describe("templates", () => {
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
      data: { piraterie: "x" },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe("Champ inconnu : piraterie");
    const badOption = await a.post("/api/deliverables/from-template/note-credit-comite", {
      name: "X",
      data: { recommandation: "peut-être" },
    });
    expect(badOption.json().message).toBe("Valeur non autorisée pour « Recommandation »");

    const d = await create(a);
    expect(d).toMatchObject({
      name: good.name,
      status: "draft",
      templateId: "note-credit-comite",
      template: { name: "Note de crédit pour comité", nameEn: "Credit committee memo" },
      latestScore: null,
    });
    expect(d.data.montantDemande).toBe("2 400 000 €");
    // A userId in the body is ignored: the owner is the session's user.
    const other = await t.signUp();
    const res = await a.post("/api/deliverables/from-template/note-credit-comite", {
      name: "Pour un autre",
      data: {},
      userId: other.user.id,
    });
    expect((await other.get(`/api/deliverables/${res.json().id}`)).statusCode).toBe(404);
    expect((await eventsOf(a.user.id, d.id)).map((e) => e.type)).toEqual(["create"]);
  });

  it("lists with a status filter and a search on the name or the template", async () => {
    const a = await t.signUp();
    const first = await create(a, good, "Note Vialis flotte");
    await create(a, poor, "Brouillon Dufresne");
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
    const d = await create(a, poor);
    const renamed = await a.put(`/api/deliverables/${d.id}`, {
      name: "Note Vialis v2",
      data: { ...poor.data, dureeMois: "60" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Note Vialis v2", status: "draft" });
    expect(renamed.json().data.dureeMois).toBe("60");
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
    const d = await create(a, poor);
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
  });
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
    expect(text).toContain("Statut : Brouillon");
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
    const d = await create(a, poor, "Note : Vialis / 2025");
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
      value: "Vialis",
    });
    expect((await a.get(`/api/deliverables/${d.id}/export?format=pdf`)).statusCode).toBe(400);
    const exports = (await eventsOf(a.user.id, d.id)).filter((e) => e.type === "export");
    expect(exports.map((e) => e.data.format)).toEqual(["json"]);
  });
});
