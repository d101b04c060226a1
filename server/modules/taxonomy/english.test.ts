import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxonomyRoles, taxonomySkills } from "../../db/schema/taxonomy";
import { seedTaxonomy } from "../../db/seed/taxonomy";
import { type Agent, type TestApp, testApp } from "../../test/test-app";

const ADMIN = { email: "root@praxis.fr", password: "root-password" };
const T = "/api/admin/taxonomy";
const EN = { "accept-language": "en" };
const FR = { "accept-language": "fr" };

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = t.agent();
  const res = await admin.post("/api/auth/login", ADMIN);
  expect(res.statusCode, res.body).toBe(200);
  admin.user = { id: res.json().user.id, email: ADMIN.email };
});
afterAll(() => t.close());

type Named = { id: string; name: string; category?: string; fallback?: boolean };
const byId = <T extends { id: string }>(list: T[], id: string) => list.find((x) => x.id === id);

describe("the taxonomy in the reader's language", () => {
  it("serves the seeded roles, skills, task types, categories and links in English or French", async () => {
    const en = (await admin.get(`${T}/matrix`, EN)).json();
    expect(byId<Named>(en.roles, "analyste-credit-junior")?.name).toBe("Junior credit analyst");
    expect(byId<Named>(en.skills, "valeurs-residuelles")).toMatchObject({
      name: "Residual value management",
      category: "Leasing",
    });
    expect(byId<Named>(en.taskTypes, "credit-evaluation")).toMatchObject({
      name: "Credit assessment",
      category: "Credit analysis",
    });
    expect(byId<Named>(en.taskTypes, "alfa-configuration")?.category).toBe("Information systems");
    expect([...en.roles, ...en.skills, ...en.taskTypes].some((x: Named) => x.fallback)).toBe(false);
    const link = en.roleTasks.find(
      (l: { roleId: string; taskTypeId: string }) =>
        l.roleId === "analyste-credit-junior" && l.taskTypeId === "credit-evaluation",
    );
    expect(link).toMatchObject({ roleName: "Junior credit analyst", taskName: "Credit assessment" });

    for (const headers of [FR, undefined]) {
      const fr = (await admin.get(`${T}/matrix`, headers)).json();
      expect(byId<Named>(fr.taskTypes, "credit-evaluation")).toMatchObject({
        name: "Évaluation de crédit",
        category: "Analyse crédit",
      });
      expect(byId<Named>(fr.roles, "analyste-credit-junior")?.fallback).toBeUndefined();
    }
  });

  it("serves an admin's element without English in French, marked, and with English once given", async () => {
    const created = await admin.post(`${T}/roles`, { name: "Responsable affacturage", level: 3 }, EN);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: "Responsable affacturage", fallback: true });
    const id = created.json().id;
    const inFrench = (await admin.get(`${T}/matrix`, FR)).json();
    expect(byId<Named>(inFrench.roles, id)?.fallback).toBeUndefined();

    const edited = await admin.put(
      `${T}/roles/${id}`,
      { name: "Responsable affacturage", nameEn: "Head of factoring", level: 3 },
      EN,
    );
    expect(edited.json()).toMatchObject({
      name: "Head of factoring",
      stored: { name: "Responsable affacturage", nameEn: "Head of factoring" },
    });
    expect(edited.json().fallback).toBeUndefined();
    const described = await admin.put(
      `${T}/roles/${id}`,
      {
        name: "Responsable affacturage",
        nameEn: "Head of factoring",
        description: "Pilote l'affacturage.",
        level: 3,
      },
      EN,
    );
    expect(described.json()).toMatchObject({
      description: "Pilote l'affacturage.",
      descriptionFallback: true,
    });
    expect(described.json().fallback).toBeUndefined();
    expect((await admin.get(`${T}/roles/${id}/links`, EN)).json().name).toBe("Head of factoring");
  });

  it("gives a new skill the English of its category when the category is already in use", async () => {
    const res = await admin.post(
      `${T}/skills`,
      { name: "Analyse des garanties", category: "Analyse financière" },
      EN,
    );
    expect(res.json()).toMatchObject({
      name: "Analyse des garanties",
      fallback: true,
      category: "Financial analysis",
      stored: { categoryEn: "Financial analysis" },
    });
    expect(res.json().categoryFallback).toBeUndefined();
    const own = await admin.post(`${T}/task-types`, { name: "Revue des sûretés", category: "Sûretés" }, EN);
    expect(own.json()).toMatchObject({ category: "Sûretés", categoryFallback: true });
    const both = await admin.post(
      `${T}/task-types`,
      {
        name: "Audit des sûretés",
        nameEn: "Collateral audit",
        category: "Sûretés",
        categoryEn: "Collateral",
      },
      EN,
    );
    expect(both.json()).toMatchObject({ name: "Collateral audit", category: "Collateral" });
  });

  it("names roles in English in the assignments, and finds a role by its English name in an import", async () => {
    const created = await admin.post(
      `${T}/user-assignments`,
      { email: "nina@example.com", roleId: "analyste-risques", assignedBy: ADMIN.email },
      EN,
    );
    expect(created.json().roleName).toBe("Risk analyst");
    const list = (await admin.get(`${T}/user-assignments`, EN)).json();
    expect(list.find((a: { email: string }) => a.email === "nina@example.com").roleName).toBe("Risk analyst");
    const imported = await admin.post(`${T}/user-assignments/import`, {
      csv: "email;role\nomar@example.com;Chief credit officer\n",
    });
    expect(imported.json()).toMatchObject({ pending: 1, rejected: 0 });
  });

  it("gives the user view an assigned role's English name beside the French", async () => {
    const user = await t.signUp();
    const res = await admin.post(`${T}/user-assignments`, {
      email: user.user.email,
      roleId: "directeur-engagements",
      assignedBy: ADMIN.email,
    });
    expect(res.statusCode, res.body).toBe(201);
    const me = (await user.get("/api/auth/me")).json();
    expect(me.user.roles).toContainEqual(
      expect.objectContaining({ role: "Directeur des engagements", roleEn: "Chief credit officer" }),
    );
  });

  it("serves the kanban's task types, the competency skills and learning's skills in English", async () => {
    const user = await t.signUp();
    const types = (await user.get("/api/kanban/task-types", EN)).json();
    expect(byId<Named>(types, "credit-evaluation")).toMatchObject({
      name: "Credit assessment",
      category: "Credit analysis",
    });
    expect(byId<Named>((await user.get("/api/kanban/task-types")).json(), "credit-evaluation")?.name).toBe(
      "Évaluation de crédit",
    );
    // A task type an admin named in French only is marked so for an English reader, not for a French one.
    const own = (
      await admin.post(`${T}/task-types`, { name: "Revue des garanties", category: "Sûretés" })
    ).json();
    expect(byId<Named>((await user.get("/api/kanban/task-types", EN)).json(), own.id)).toMatchObject({
      name: "Revue des garanties",
      fallback: true,
    });
    expect(byId<Named>(types, "credit-evaluation")?.fallback).toBe(false);
    expect(byId<Named>((await user.get("/api/kanban/task-types", FR)).json(), own.id)?.fallback).toBe(false);
    const summary = (await user.get("/api/competency/summary", EN)).json();
    const categories = summary.skillMatrix.map((c: { category: string }) => c.category);
    expect(categories).toContain("Financial analysis");
    expect(JSON.stringify(summary.skillMatrix)).toContain("Residual value management");
    const recs = (await user.get("/api/learning/recommendations/credit-evaluation", EN)).json();
    expect(recs.length).toBeGreaterThan(0);
    expect(JSON.stringify(recs)).toContain("Financial statement analysis");
  });

  it("fills the English of a database seeded before, leaving an admin's reworded row alone", async () => {
    await t.app.db
      .update(taxonomySkills)
      .set({ nameEn: null, descriptionEn: null, categoryEn: null })
      .where(eq(taxonomySkills.id, "kyc"));
    // As an earlier seed wrote it: a plain space before the colon.
    await t.app.db
      .update(taxonomyRoles)
      .set({ description: sql`replace(${taxonomyRoles.description}, ${"\u202f"}, ' ')`, descriptionEn: null })
      .where(eq(taxonomyRoles.id, "analyste-credit-junior"));
    await t.app.db
      .update(taxonomyRoles)
      .set({ name: "Analyste risques senior", nameEn: null })
      .where(eq(taxonomyRoles.id, "analyste-risques"));
    await seedTaxonomy(t.app.db);
    const [kyc] = await t.app.db.select().from(taxonomySkills).where(eq(taxonomySkills.id, "kyc"));
    expect(kyc).toMatchObject({ nameEn: "Know your customer (KYC)", categoryEn: "Regulation" });
    expect(kyc.descriptionEn).toMatch(/^Identify and verify/);
    const [risk] = await t.app.db
      .select()
      .from(taxonomyRoles)
      .where(eq(taxonomyRoles.id, "analyste-risques"));
    expect(risk).toMatchObject({ name: "Analyste risques senior", nameEn: null });
    expect(risk.descriptionEn).toMatch(/^Provides the second opinion/);
    const [junior] = await t.app.db
      .select()
      .from(taxonomyRoles)
      .where(eq(taxonomyRoles.id, "analyste-credit-junior"));
    expect(junior.description).toContain("professionnels\u202f: collecte");
    expect(junior.descriptionEn).toMatch(/^Processes financing requests/);
  });
});
