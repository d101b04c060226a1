import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("services catalogue", () => {
  it("lists the 15 services with the spec's category split", async () => {
    const a = await t.signUp();
    const list = (await a.get("/api/services")).json();
    expect(list).toHaveLength(15);
    const counts: Record<string, number> = {};
    for (const s of list) counts[s.category] = (counts[s.category] ?? 0) + 1;
    expect(counts).toEqual({
      chatbot: 3,
      platform: 2,
      solution: 1,
      software: 3,
      regulation: 2,
      "soft-skills": 2,
      "project-mgmt": 2,
    });
    expect(list[0]).toHaveProperty("nameEn");
    expect(list.every((s: { rating: number }) => s.rating > 0 && s.rating <= 50)).toBe(true);
  });

  it("filters by category and tag", async () => {
    const a = await t.signUp();
    expect((await a.get("/api/services?category=chatbot")).json()).toHaveLength(3);
    const alfa = (await a.get("/api/services?tag=Alfa")).json();
    expect(alfa.length).toBeGreaterThan(0);
    expect(alfa.every((s: { tags: string[] }) => s.tags.includes("Alfa"))).toBe(true);
    expect((await a.get("/api/services?category=unknown")).statusCode).toBe(400);
    expect((await t.agent().get("/api/services")).statusCode).toBe(401);
  });

  it("words every tag in English too, at the same position, while filtering stays by the French tag", async () => {
    const a = await t.signUp();
    const list: { id: string; tags: string[]; tagsEn: string[] }[] = (await a.get("/api/services")).json();
    for (const s of list) {
      expect(s.tagsEn).toHaveLength(s.tags.length);
      expect(s.tagsEn.every((tag) => tag.length > 0)).toBe(true);
    }
    const advisor = list.find((s) => s.id === "credit-advisor-bot");
    expect(advisor?.tags).toEqual(["crédit conso", "TAEG", "conformité"]);
    expect(advisor?.tagsEn).toEqual(["consumer credit", "APR", "compliance"]);
    const filtered = (await a.get(`/api/services?tag=${encodeURIComponent("conformité")}`)).json();
    expect(filtered.map((s: { id: string }) => s.id)).toContain("credit-advisor-bot");
  });

  it("counts a launch, records it on the dashboard, and 404s an unknown service", async () => {
    const a = await t.signUp();
    const before = (await a.get("/api/services?category=software")).json()[0];
    const res = await a.post(`/api/services/${before.id}/use`, { userId: "user-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().usageCount).toBe(before.usageCount + 1);
    expect((await a.get(`/api/dashboard/stats/${a.user.id}`)).json()).toMatchObject({
      activeAgents: 1,
      consultations: 1,
    });
    const [activity] = (await a.get(`/api/dashboard/activities/${a.user.id}`)).json();
    expect(activity).toMatchObject({ type: "service_used", kind: "service.use", title: before.name });
    const missing = await a.post("/api/services/nope/use", {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("service_not_found");
  });
});
