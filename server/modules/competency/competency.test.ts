import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_EVENTS, INSERT_EVENTS } from "../../../bench/lib/seed-events";
import type { CompetencySummary, SkillProgress } from "../../../shared/contracts/competency";
import { events } from "../../db/schema/events";
import { sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import { skills } from "../../db/seed/content/taxonomy";
import { type TestApp, testApp } from "../../test/test-app";
import { referenceSummary } from "./reference-summary";
import { summary } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function put(
  userId: string,
  rows: { type: string; entity: string; entityId: string; data: object; daysAgo: number }[],
) {
  // From yesterday noon (UTC): same-day events stay on the same day whatever the hour of the run.
  const now = Math.floor(Date.now() / DAY) * DAY - DAY / 2;
  await t.app.db.insert(events).values(
    rows.map((r) => ({
      userId,
      type: r.type,
      entity: r.entity,
      entityId: r.entityId,
      data: r.data as Record<string, unknown>,
      createdAt: new Date(now - r.daysAgo * DAY),
    })),
  );
}

const skill = (s: CompetencySummary, id: string) =>
  s.skillProgression.find((p) => p.skillId === id) as SkillProgress;

describe("competency summary", () => {
  it("derives levels from known evidence through the taxonomy", async () => {
    const a = await t.signUp();
    const deliverable = "00000000-0000-4000-8000-000000000001";
    await put(a.user.id, [
      // A committee memo (task type credit-committee-prep: presentation-comite ×5/5,
      // redaction-professionnelle ×4/5, analyse-etats-financiers ×4/5, notation-interne ×3/5).
      // Scored 100 first, then 50: only the latest score stands.
      {
        type: "score",
        entity: "deliverable",
        entityId: deliverable,
        data: { name: "Note Vialis", templateId: "note-credit-comite", score: 100 },
        daysAgo: 3,
      },
      {
        type: "score",
        entity: "deliverable",
        entityId: deliverable,
        data: { name: "Note Vialis", templateId: "note-credit-comite", score: 50 },
        daysAgo: 2,
      },
      {
        type: "complete",
        entity: "deliverable",
        entityId: deliverable,
        data: { name: "Note Vialis", templateId: "note-credit-comite" },
        daysAgo: 1,
      },
      // A regulation service (kyc, lcb-ft) used twice the same day and once 40 days ago.
      {
        type: "use",
        entity: "service",
        entityId: "aml-kyc-regulation",
        data: { name: "Contrôle LCB-FT", category: "regulation" },
        daysAgo: 0.1,
      },
      {
        type: "use",
        entity: "service",
        entityId: "aml-kyc-regulation",
        data: { name: "Contrôle LCB-FT", category: "regulation" },
        daysAgo: 0.05,
      },
      {
        type: "use",
        entity: "service",
        entityId: "aml-kyc-regulation",
        data: { name: "Contrôle LCB-FT" },
        daysAgo: 40,
      },
      // A regulation training module (reglementation-credit-conso, ifrs-9-16, lcb-ft, reporting-prudentiel).
      {
        type: "complete",
        entity: "training",
        entityId: "reg-taux-usure",
        data: { title: "Taux d'usure et TAEG" },
        daysAgo: 5,
      },
      // A learning capsule of the kyc skill.
      {
        type: "complete",
        entity: "learning",
        entityId: "capsule-x",
        data: { skillId: "kyc", title: "Les pièces d'un dossier KYC" },
        daysAgo: 4,
      },
      // Not evidence: an edit and a kanban task.
      { type: "edit", entity: "deliverable", entityId: deliverable, data: {}, daysAgo: 1 },
      { type: "complete", entity: "task", entityId: "t1", data: {}, daysAgo: 1 },
    ]);
    const res = await a.get("/api/competency/summary");
    expect(res.statusCode).toBe(200);
    const s = res.json() as CompetencySummary;

    expect(s.totalEvidences).toBe(6); // latest score, completion, 2 service days, training, capsule
    // presentation-comite: 3 × 50/100 + 2 = 3.5 → level 3 (2 ≤ 3.5 < 4.5), 60 % towards level 4.
    expect(skill(s, "presentation-comite")).toMatchObject({
      skillName: "Présentation en comité",
      currentLevel: 3,
      progressPercentage: 60,
      totalWeight: 3.5,
      recentEvidences: 2,
    });
    // redaction-professionnelle: 3.5 × 4/5 = 2.8 → level 3.
    expect(skill(s, "redaction-professionnelle")).toMatchObject({ currentLevel: 3, totalWeight: 2.8 });
    // notation-interne: 3.5 × 3/5 = 2.1 → level 3, just.
    expect(skill(s, "notation-interne")).toMatchObject({ currentLevel: 3, totalWeight: 2.1 });
    // lcb-ft: services 0.5 + 0.5 (the older one has no category in its data: the catalogue gives it)
    // + training 2 = 3 → level 3; of its 3 pieces, the 40-day-old one is not recent.
    expect(skill(s, "lcb-ft")).toMatchObject({ currentLevel: 3, totalWeight: 3, recentEvidences: 2 });
    // kyc: services 1 + capsule 1.5 = 2.5 → level 3.
    expect(skill(s, "kyc")).toMatchObject({ currentLevel: 3, totalWeight: 2.5 });
    // ifrs-9-16: training only, 2 → level 3 (threshold 2).
    expect(skill(s, "ifrs-9-16")).toMatchObject({ currentLevel: 3, progressPercentage: 0 });

    const levels = s.skillProgression.map((p) => p.currentLevel);
    expect(levels).toEqual([...levels].sort((x, y) => y - x));
    expect(s.competencyScore).toBe(Math.round((levels.reduce((x, y) => x + y, 0) / levels.length) * 10));

    expect(s.recentAchievements.map((r) => r.type)).toEqual([
      "microservice_used",
      "deliverable_completed",
      "deliverable_scored",
      "capsule_completed",
      "training_completed",
      "microservice_used",
    ]);
    expect(s.recentAchievements[2]).toMatchObject({ description: "Note Vialis", score: 50, weight: 1.5 });
    expect(s.recentAchievements[4].description).toBe("Taux d'usure et TAEG");
    // What Praxis provides is named in the reader's language; what the user named stays as written.
    const en = (
      await a.get("/api/competency/summary", { "accept-language": "en" })
    ).json() as CompetencySummary;
    expect(en.recentAchievements.map((r) => r.description)).toEqual([
      "AML / KYC Screening",
      "Note Vialis",
      "Note Vialis",
      "Les pièces d'un dossier KYC", // an unknown capsule keeps the title its event recorded
      "Usury rate and APR",
      "AML / KYC Screening",
    ]);

    const matrix = s.skillMatrix.flatMap((c) => c.skills);
    expect(matrix).toHaveLength(skills.length);
    expect(matrix.find((m) => m.skillId === "kyc")!.currentLevel).toBe(3);
    expect(matrix.find((m) => m.skillId === "sql-donnees")!.currentLevel).toBe(0);
  });

  it("grows with deliverables scored and completed through the API, for their owner only", async () => {
    const a = await t.signUp();
    const other = await t.signUp();
    const empty = (await a.get("/api/competency/summary")).json() as CompetencySummary;
    expect(empty).toMatchObject({
      competencyScore: 0,
      totalEvidences: 0,
      skillProgression: [],
      recentAchievements: [],
    });

    const good = sampleDeliverables.find((x) => x.templateId === "fiche-kyc-lcb-ft" && x.quality === "good")!;
    const d = (
      await a.post(`/api/deliverables/from-template/${good.templateId}`, { name: good.name, data: good.data })
    ).json();
    const score = (await a.post(`/api/quality/score/${d.id}`)).json().score;
    await a.put(`/api/deliverables/${d.id}`, { status: "completed" });
    const s = (await a.get("/api/competency/summary")).json() as CompetencySummary;
    expect(s.totalEvidences).toBe(2);
    // kyc-review: kyc ×5/5, lcb-ft ×5/5, rgpd ×2/5.
    const weight = (3 * score) / 100 + 2;
    expect(skill(s, "kyc").totalWeight).toBeCloseTo(weight, 1);
    expect(skill(s, "rgpd").totalWeight).toBeCloseTo((weight * 2) / 5, 1);
    expect(skill(s, "kyc").currentLevel).toBe(4);
    expect(s.competencyScore).toBeGreaterThan(0);
    expect(s.recentAchievements[0]).toMatchObject({ type: "deliverable_completed", description: good.name });

    expect((await other.get("/api/competency/summary")).json().totalEvidences).toBe(0);
    expect((await t.agent().get("/api/competency/summary")).statusCode).toBe(401);
  });
});

describe("competency summary from the totals the database keeps", () => {
  /** Both computations at the same instant, in both languages: the new one must answer the same. */
  async function expectSameAsLog(userId: string) {
    const now = t.app.clock.now();
    for (const language of ["fr", "en"] as const) {
      const [fast, reference] = await Promise.all([
        summary(t.app.db, userId, now, language),
        referenceSummary(t.app.db, userId, now, language),
      ]);
      expect(fast).toEqual(reference);
    }
  }

  it("answers as the computation over the raw log does, on the benchmark's history", async () => {
    const a = await t.signUp();
    await t.app.database.pool.query(INSERT_EVENTS, [a.user.id, BENCH_EVENTS]);
    // What the benchmark's history lacks: deliverables, capsules, services with their category.
    await put(a.user.id, [
      {
        type: "score",
        entity: "deliverable",
        entityId: "00000000-0000-4000-8000-000000000002",
        data: { name: "Note Vialis", templateId: "note-credit-comite", score: 73.4 },
        daysAgo: 12,
      },
      {
        type: "complete",
        entity: "deliverable",
        entityId: "00000000-0000-4000-8000-000000000002",
        data: { name: "Note Vialis", templateId: "note-credit-comite" },
        daysAgo: 11,
      },
      {
        type: "complete",
        entity: "learning",
        entityId: "capsule-x",
        data: { skillId: "kyc", title: "Les pièces d'un dossier KYC" },
        daysAgo: 4,
      },
      {
        type: "use",
        entity: "service",
        entityId: "aml-kyc-regulation",
        data: { name: "Contrôle LCB-FT", category: "regulation" },
        daysAgo: 0.2,
      },
    ]);
    const s = (await a.get("/api/competency/summary")).json() as CompetencySummary;
    expect(s.totalEvidences).toBeGreaterThan(1300);
    expect(s.recentAchievements).toHaveLength(20);
    await expectSameAsLog(a.user.id);

    // The migration's backfill of an existing log gives the rows the triggers kept.
    const pool = t.app.database.pool;
    const kept = async () =>
      (
        await pool.query(
          `select d.*, t.days from competency_service_days d
           join competency_service_totals t using (user_id, service, category) order by user_id, service, day`,
        )
      ).rows;
    const before = await kept();
    const migration = readFileSync(
      join(import.meta.dirname, "../../db/migrations/0026_competency_service_totals.sql"),
      "utf8",
    );
    const backfill = migration
      .split("--> statement-breakpoint")
      .filter((s) => /^\s*(-- The history so far|INSERT INTO competency_service_totals)/.test(s));
    expect(backfill).toHaveLength(2);
    await pool.query("delete from competency_service_days; delete from competency_service_totals");
    for (const statement of backfill) await pool.query(statement);
    expect(await kept()).toEqual(before);
  });

  it("stays the same when launches arrive late, change category within a day, or are removed", async () => {
    const a = await t.signUp();
    const service = (daysAgo: number, data: object, entityId: string | null = "aml-kyc-regulation") => ({
      type: "use",
      entity: "service",
      entityId: entityId as string,
      data,
      daysAgo,
    });
    await put(a.user.id, [
      service(1, { name: "Contrôle LCB-FT", category: "regulation" }),
      service(1.1, { name: "Contrôle LCB-FT", category: "chatbot" }),
      service(35, { name: "Contrôle LCB-FT" }),
      service(3, { name: "Un service retiré", category: "platform" }, "retired-service"),
      service(3.01, { name: "Sans identifiant" }, null),
      service(29.9, { category: "" }),
    ]);
    await expectSameAsLog(a.user.id);
    // A launch earlier the same day than the one kept changes nothing; a later one takes its place.
    await put(a.user.id, [
      service(1.2, { name: "Contrôle LCB-FT", category: "software" }),
      service(0.9, { name: "Contrôle LCB-FT", category: "software" }),
    ]);
    await expectSameAsLog(a.user.id);
    const days = async () =>
      (
        await t.app.database.pool.query(
          "select service, category, days from competency_service_totals where user_id = $1 order by 1, 2",
          [a.user.id],
        )
      ).rows;
    expect(await days()).toContainEqual({ service: "aml-kyc-regulation", category: "software", days: 1 });

    // The app never removes or rewrites events; should anyone, the totals follow.
    await t.app.database.pool.query(
      "delete from events where user_id = $1 and entity = 'service' and created_at = (select max(created_at) from events where user_id = $1 and entity = 'service' and data->>'category' = 'software')",
      [a.user.id],
    );
    await expectSameAsLog(a.user.id);
    await t.app.database.pool.query(
      "update events set data = '{\"category\": \"soft-skills\"}' where user_id = $1 and entity_id = 'retired-service'",
      [a.user.id],
    );
    await t.app.database.pool.query(
      "update events set created_at = created_at - interval '40 days' where user_id = $1 and entity_id is null",
      [a.user.id],
    );
    await expectSameAsLog(a.user.id);
    await t.app.database.pool.query("delete from events where user_id = $1 and entity = 'service'", [
      a.user.id,
    ]);
    expect(await days()).toEqual([]);
    await expectSameAsLog(a.user.id);

    // A user's deletion takes their evidence with it.
    await put(a.user.id, [service(2, { name: "Contrôle LCB-FT", category: "regulation" })]);
    await t.app.database.pool.query("delete from users where id = $1", [a.user.id]);
    expect(await days()).toEqual([]);
  });
});
