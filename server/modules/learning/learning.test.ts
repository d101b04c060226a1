import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events } from "../../db/schema/events";
import { learningCapsules, userSkillLevels } from "../../db/schema/learning";
import { seedLearning } from "../../db/seed/learning";
import { type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Rec = { id: string; skillId: string; level: number; userLevel: number; url: string; title: string };

async function setLevels(userId: string, levels: Record<string, number>) {
  for (const [skillId, level] of Object.entries(levels)) {
    await t.app.db
      .insert(userSkillLevels)
      .values({ userId, skillId, level })
      .onConflictDoUpdate({ target: [userSkillLevels.userId, userSkillLevels.skillId], set: { level } });
  }
}

describe("seed", () => {
  it("has at least three capsules per skill, at levels 1 to 3, with real-looking urls", async () => {
    const rows = await t.app.db.select().from(learningCapsules);
    const bySkill = new Map<string, number[]>();
    for (const r of rows) bySkill.set(r.skillId, [...(bySkill.get(r.skillId) ?? []), r.level]);
    expect(bySkill.size).toBeGreaterThanOrEqual(20);
    for (const levels of bySkill.values()) {
      expect(levels.length).toBeGreaterThanOrEqual(3);
      expect(new Set(levels)).toEqual(new Set([1, 2, 3]));
    }
    for (const r of rows) expect(r.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/\S+$/);
  });

  it("fills the English of a database seeded before it existed", async () => {
    await t.app.db.update(learningCapsules).set({ titleEn: null, descriptionEn: null });
    await seedLearning(t.app.db);
    const rows = await t.app.db.select().from(learningCapsules);
    expect(rows.every((r) => r.titleEn && r.descriptionEn)).toBe(true);
    expect(rows.find((r) => r.id === "lire-un-bilan-en-15-minutes")?.titleEn).toBe(
      "Reading a balance sheet in 15 minutes",
    );
  });
});

describe("GET /api/learning/recommendations/:taskType", () => {
  it("answers 401 signed out and 404 for an unknown task type", async () => {
    expect((await t.agent().get("/api/learning/recommendations/credit-evaluation")).statusCode).toBe(401);
    const a = await t.signUp();
    const res = await a.get("/api/learning/recommendations/cuisine-moleculaire");
    expect(res.statusCode).toBe(404);
  });

  it("starts everyone at level 0: every skill by importance, capsules from level 1", async () => {
    const a = await t.signUp();
    const recs: Rec[] = (await a.get("/api/learning/recommendations/credit-evaluation")).json();
    // credit-evaluation: analyse-etats-financiers (5), ratios-capacite-remboursement (5),
    // flux-tresorerie-previsionnels (4), notation-interne (3); ties by skill name.
    expect(recs.map((r) => `${r.skillId}:${r.level}`)).toEqual([
      "analyse-etats-financiers:1",
      "analyse-etats-financiers:2",
      "analyse-etats-financiers:3",
      "ratios-capacite-remboursement:1",
      "ratios-capacite-remboursement:2",
      "ratios-capacite-remboursement:3",
      "flux-tresorerie-previsionnels:1",
      "flux-tresorerie-previsionnels:2",
      "flux-tresorerie-previsionnels:3",
      "notation-interne:1",
      "notation-interne:2",
      "notation-interne:3",
    ]);
    expect(recs.every((r) => r.userLevel === 0)).toBe(true);
    expect(recs[0]).toEqual({
      id: "lire-un-bilan-en-15-minutes",
      skillId: "analyse-etats-financiers",
      skillName: "Analyse des états financiers",
      title: "Lire un bilan en 15 minutes",
      description: expect.any(String),
      fallback: false,
      level: 1,
      userLevel: 0,
      duration: 15,
      priority: "high",
      url: "https://academy.praxis-learning.fr/capsules/lire-un-bilan-en-15-minutes",
    });
  });

  it("words capsules in the reader's language; one without English comes in French, marked", async () => {
    const a = await t.signUp();
    const get = async (headers?: Record<string, string>) =>
      (await a.get("/api/learning/recommendations/credit-evaluation", headers)).json() as (Rec & {
        description: string;
        fallback: boolean;
      })[];
    const en = await get({ "accept-language": "en" });
    expect(en[0]).toMatchObject({
      title: "Reading a balance sheet in 15 minutes",
      description: expect.stringContaining("Assets, liabilities, equity"),
      fallback: false,
    });
    expect((await get({ "accept-language": "fr" }))[0].title).toBe("Lire un bilan en 15 minutes");
    expect((await get())[0].title).toBe("Lire un bilan en 15 minutes");

    const id = "lire-un-bilan-en-15-minutes";
    const [before] = await t.app.db.select().from(learningCapsules).where(eq(learningCapsules.id, id));
    // Written outside the API: read once the database's notification is heard (at once on the
    // embedded database, within ms on PostgreSQL), as another instance would.
    const mark = t.app.readCache.mark();
    await t.app.db
      .update(learningCapsules)
      .set({ titleEn: null, descriptionEn: null })
      .where(eq(learningCapsules.id, id));
    await vi.waitFor(() => expect(t.app.readCache.mark()).toBeGreaterThan(mark), {
      timeout: 2000,
      interval: 5,
    });
    try {
      const untranslated = (await get({ "accept-language": "en" })).find((r) => r.id === id)!;
      expect(untranslated).toMatchObject({ title: "Lire un bilan en 15 minutes", fallback: true });
      expect((await get({ "accept-language": "fr" })).find((r) => r.id === id)!.fallback).toBe(false);
    } finally {
      await t.app.db
        .update(learningCapsules)
        .set({ titleEn: before.titleEn, descriptionEn: before.descriptionEn })
        .where(eq(learningCapsules.id, id));
    }
  });

  it("keeps only capsules above the user's level in each skill", async () => {
    const a = await t.signUp();
    await setLevels(a.user.id, {
      "analyse-etats-financiers": 1,
      "ratios-capacite-remboursement": 3,
      "notation-interne": 2,
      // A skill of another task type changes nothing here.
      kyc: 3,
    });
    const recs: Rec[] = (await a.get("/api/learning/recommendations/credit-evaluation")).json();
    expect(recs.map((r) => `${r.skillId}:${r.level}:${r.userLevel}`)).toEqual([
      "analyse-etats-financiers:2:1",
      "analyse-etats-financiers:3:1",
      "flux-tresorerie-previsionnels:1:0",
      "flux-tresorerie-previsionnels:2:0",
      "flux-tresorerie-previsionnels:3:0",
      "notation-interne:3:2",
    ]);
    // Levels are per user.
    const b = await t.signUp();
    expect((await b.get("/api/learning/recommendations/credit-evaluation")).json()).toHaveLength(12);
  });

  it("is empty when every skill of the task type is mastered", async () => {
    const a = await t.signUp();
    await setLevels(a.user.id, { kyc: 3, "lcb-ft": 3, rgpd: 3 });
    expect((await a.get("/api/learning/recommendations/kyc-review")).json()).toEqual([]);
  });
});

describe("POST /api/learning/progress", () => {
  it("raises the level by one, records competency evidence and refreshes the list", async () => {
    const a = await t.signUp();
    const url = "/api/learning/recommendations/credit-evaluation";
    const [first]: Rec[] = (await a.get(url)).json();
    const res = await a.post("/api/learning/progress", {
      skillId: first.skillId,
      capsuleId: first.id,
      newLevel: first.userLevel + 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ skillId: "analyse-etats-financiers", previousLevel: 0, level: 1 });

    const after: Rec[] = (await a.get(url)).json();
    const skill = after.filter((r) => r.skillId === first.skillId);
    expect(skill.map((r) => [r.level, r.userLevel])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    const logged = await t.app.db
      .select()
      .from(events)
      .where(and(eq(events.userId, a.user.id), eq(events.entity, "learning")));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      type: "complete",
      entityId: first.id,
      data: { skillId: first.skillId, capsuleId: first.id, title: first.title, level: 1 },
    });

    // The same click again (stale level) is a conflict; a jump or a foreign capsule is refused.
    const again = await a.post("/api/learning/progress", {
      skillId: first.skillId,
      capsuleId: first.id,
      newLevel: 1,
    });
    expect(again.statusCode).toBe(409);
    const jump = await a.post("/api/learning/progress", {
      skillId: first.skillId,
      capsuleId: "retraitements-analyste-credit",
      newLevel: 3,
    });
    expect(jump.statusCode).toBe(400);
    const foreign = await a.post("/api/learning/progress", {
      skillId: "kyc",
      capsuleId: first.id,
      newLevel: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("La capsule n'appartient pas à cette compétence.");
    // A level-1 capsule cannot take anyone to level 2.
    const beyond = await a.post("/api/learning/progress", {
      skillId: first.skillId,
      capsuleId: first.id,
      newLevel: 2,
    });
    expect(beyond.statusCode).toBe(400);
    expect(
      (await a.post("/api/learning/progress", { skillId: "kyc", capsuleId: "nope", newLevel: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await a.post("/api/learning/progress", { skillId: first.skillId, capsuleId: first.id, newLevel: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t
          .agent()
          .post("/api/learning/progress", { skillId: first.skillId, capsuleId: first.id, newLevel: 1 })
      ).statusCode,
    ).toBe(401);
  });

  it("climbs a skill to mastery, after which it has nothing more to recommend", async () => {
    const a = await t.signUp();
    const url = "/api/learning/recommendations/kyc-review";
    for (let level = 1; level <= 3; level++) {
      const next = ((await a.get(url)).json() as Rec[]).find((r) => r.skillId === "kyc") as Rec;
      expect(next.userLevel).toBe(level - 1);
      const res = await a.post("/api/learning/progress", {
        skillId: "kyc",
        capsuleId: next.id,
        newLevel: level,
      });
      expect(res.statusCode).toBe(200);
    }
    const left: Rec[] = (await a.get(url)).json();
    expect(left.some((r) => r.skillId === "kyc")).toBe(false);
    const [row] = await t.app.db
      .select()
      .from(userSkillLevels)
      .where(and(eq(userSkillLevels.userId, a.user.id), eq(userSkillLevels.skillId, "kyc")));
    expect(row.level).toBe(3);
  });

  it("counts two simultaneous completions of the same step once", async () => {
    const a = await t.signUp();
    const [capsule] = await t.app.db
      .select()
      .from(learningCapsules)
      .where(eq(learningCapsules.skillId, "kyc"));
    const body = { skillId: "kyc", capsuleId: capsule.id, newLevel: 1 };
    const results = await Promise.all([
      a.post("/api/learning/progress", body),
      a.post("/api/learning/progress", body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
