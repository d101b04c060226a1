import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextualPages, type Suggestion } from "../../../shared/contracts/contextual";
import { learningCapsules } from "../../db/schema/learning";
import { taxonomySkills, taxonomyTaskSkills, taxonomyTaskTypes } from "../../db/schema/taxonomy";
import { type Agent, type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function suggestions(a: Agent, page: string, task = "none", query = ""): Promise<Suggestion[]> {
  const res = await a.get(`/api/ai/contextual/${page}/${task}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const kinds = (list: Suggestion[]) => list.map((s) => s.kind);

describe("GET /api/ai/contextual/{page}/{task}", () => {
  it("needs a session and a known page", async () => {
    expect((await t.agent().get("/api/ai/contextual/dashboard/none")).statusCode).toBe(401);
    const a = await t.signUp();
    const unknown = await a.get("/api/ai/contextual/nowhere/none");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Page inconnue");
    expect((await a.get("/api/ai/contextual/kanban/DROP%20TABLE")).statusCode).toBe(400);
    expect((await a.get("/api/ai/contextual/knowledge/none?category=Cuisine")).statusCode).toBe(400);
  });

  it("answers every page with at most three distinct suggestions and usable links", async () => {
    const a = await t.signUp();
    for (const page of contextualPages) {
      const list = await suggestions(a, page);
      expect(list.length, page).toBeGreaterThan(0);
      expect(list.length, page).toBeLessThanOrEqual(3);
      expect(new Set(list.map((s) => s.id)).size, page).toBe(list.length);
      for (const s of list) expect(s.link, `${page} ${s.id}`).toMatch(/^(\/|https:\/\/)/);
    }
  });

  it("dashboard: the best-rated service not yet used, then the training to pick up", async () => {
    const a = await t.signUp();
    const first = await suggestions(a, "dashboard");
    const service = first.find((s) => s.kind === "service.discover");
    expect(service).toBeDefined();
    expect(service?.params).toMatchObject({ name: expect.any(String), nameEn: expect.any(String) });
    expect(first.some((s) => s.kind === "training.next")).toBe(true);

    // Once launched, that service is no longer suggested.
    const id = service!.id.replace("service:", "");
    expect((await a.post(`/api/services/${id}/use`, {})).statusCode).toBe(200);
    const after = await suggestions(a, "dashboard");
    expect(after.map((s) => s.id)).not.toContain(service!.id);

    // A module in progress is suggested to continue, with its progress.
    const modules = (await a.get("/api/training/modules")).json() as { id: string; status: string }[];
    const module = modules.find((m) => m.status === "available")!;
    await a.post("/api/training/progress", { trainingModuleId: module.id, progress: 25 });
    const resumed = (await suggestions(a, "dashboard")).find((s) => s.kind === "training.continue");
    expect(resumed).toMatchObject({
      id: `training:${module.id}`,
      params: { progress: 25 },
      link: "/training",
    });
  });

  it("services: the Alfa assistant first, then the family the user launches most", async () => {
    const a = await t.signUp();
    expect((await suggestions(a, "services"))[0]).toMatchObject({
      kind: "assistant.alfa",
      link: "/services?assistant=alfa",
    });
    expect(kinds(await suggestions(a, "services"))).not.toContain("service.category");

    await a.post("/api/services/credit-advisor-bot/use", {});
    const list = await suggestions(a, "services");
    const family = list.find((s) => s.kind === "service.category");
    // The only chatbot left that is neither used nor the Alfa assistant itself.
    expect(family).toMatchObject({
      id: "service:collections-bot",
      params: { category: "chatbot" },
      link: "/services?category=chatbot",
    });
  });

  it("knowledge: the most read articles of the category on screen", async () => {
    const a = await t.signUp();
    const category = encodeURIComponent("Réglementation");
    const before = await suggestions(a, "knowledge", "none", `?category=${category}`);
    const popular = before.filter((s) => s.kind === "knowledge.popular");
    expect(popular).toHaveLength(2);
    for (const s of popular) expect(s.params.category).toBe("Réglementation");
    // Seeded articles are named in both languages, for the reader's.
    for (const s of popular) expect(s.params.titleEn).toEqual(expect.any(String));
    expect(kinds(before)).toContain("assistant.expert");

    // Reading an article enough times puts it first.
    const items = (await a.get(`/api/knowledge?category=${category}`)).json() as {
      id: string;
      kind: string;
      viewCount: number;
    }[];
    const articles = items.filter((i) => i.kind === "article");
    const least = articles.sort((x, y) => x.viewCount - y.viewCount)[0];
    const top = Math.max(...articles.map((i) => i.viewCount));
    for (let i = 0; i <= top - least.viewCount; i++) await a.get(`/api/knowledge/${least.id}`);
    const after = await suggestions(a, "knowledge", "none", `?category=${category}`);
    expect(after[0]).toMatchObject({
      id: `knowledge:${least.id}`,
      link: `/knowledge?item=${encodeURIComponent(least.id)}`,
    });

    // Without a category, the spec's default one.
    const byDefault = await suggestions(a, "knowledge");
    expect(byDefault[0].params.category).toBe("Métiers du Crédit");
  });

  it("training: the next module to start", async () => {
    const a = await t.signUp();
    const modules = (await a.get("/api/training/modules")).json() as { id: string; status: string }[];
    const list = await suggestions(a, "training");
    expect(list[0]).toMatchObject({
      kind: "training.next",
      id: `training:${modules.find((m) => m.status === "available")!.id}`,
    });
  });

  it("kanban with a task type: learning capsules for its skills and knowledge about it", async () => {
    const db = t.app.db;
    // The taxonomy may or may not be seeded by the time this runs: make sure this slice exists.
    await db
      .insert(taxonomyTaskTypes)
      .values({
        id: "credit-evaluation",
        name: "Évaluation de crédit",
        description: "Analyser la situation financière d'une contrepartie et sa capacité de remboursement.",
        category: "Analyse crédit",
      })
      .onConflictDoNothing();
    await db
      .insert(taxonomySkills)
      .values({ id: "analyse-etats-financiers", name: "Analyse des états financiers", category: "Crédit" })
      .onConflictDoNothing();
    await db
      .insert(taxonomyTaskSkills)
      .values({ taskTypeId: "credit-evaluation", skillId: "analyse-etats-financiers", importance: 5 })
      .onConflictDoNothing();
    await db
      .insert(learningCapsules)
      .values([
        {
          id: "lire-un-bilan-en-15-minutes",
          skillId: "analyse-etats-financiers",
          title: "Lire un bilan en 15 minutes",
          description: "Actif, passif, fonds propres.",
          level: 1,
          duration: 15,
          priority: "high",
          url: "https://academy.praxis-learning.fr/capsules/lire-un-bilan-en-15-minutes",
        },
        {
          id: "ratios-de-solvabilite",
          skillId: "analyse-etats-financiers",
          title: "Ratios de solvabilité",
          description: "Endettement, couverture des intérêts.",
          level: 2,
          duration: 20,
          priority: "medium",
          url: "https://academy.praxis-learning.fr/capsules/ratios-de-solvabilite",
        },
      ])
      .onConflictDoNothing();

    const a = await t.signUp();
    const list = await suggestions(a, "kanban", "credit-evaluation");
    expect(list[0]).toMatchObject({ kind: "learning.capsule", params: { level: 1 } });
    expect(list[0].link).toMatch(/^https:\/\//);
    // A seeded capsule is named in both languages: the English reader's panel words it in English.
    const seeded = list.filter(
      (s) => s.kind === "learning.capsule" && !s.link.includes("ratios-de-solvabilite"),
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const s of seeded) expect(s.params.titleEn).toEqual(expect.any(String));
    expect(kinds(list)).toContain("knowledge.related");
    const related = list.filter((s) => s.kind === "knowledge.related");
    expect(new Set(related.map((s) => s.id)).size).toBe(related.length);
    for (const s of related.filter((r) => r.link.startsWith("/knowledge?item=")))
      expect(s.params.titleEn).toEqual(expect.any(String));

    // Once the user has reached level 1 in the skill, the capsule one level up is offered.
    const done = await a.post("/api/learning/progress", {
      skillId: "analyse-etats-financiers",
      capsuleId: "lire-un-bilan-en-15-minutes",
      newLevel: 1,
    });
    expect(done.statusCode, done.body).toBe(200);
    const next = await suggestions(a, "kanban", "credit-evaluation");
    expect(next[0]).toMatchObject({ kind: "learning.capsule", params: { level: 2 } });

    // Without a task type the board gets project-management help instead.
    const none = await suggestions(a, "kanban");
    expect(kinds(none)).not.toContain("learning.capsule");
    // An unknown task type still answers from the knowledge base, never with an error.
    expect((await a.get("/api/ai/contextual/kanban/credit-committee-unknown")).statusCode).toBe(200);
  });
});
