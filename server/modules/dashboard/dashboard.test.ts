import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordEvent } from "../../plugins/events";
import { type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("dashboard", () => {
  it("refuses another user's stats and activities, and a signed-out visitor", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    expect((await bob.get(`/api/dashboard/stats/${alice.user.id}`)).statusCode).toBe(403);
    expect((await bob.get(`/api/dashboard/activities/${alice.user.id}`)).statusCode).toBe(403);
    expect((await t.agent().get(`/api/dashboard/stats/${alice.user.id}`)).statusCode).toBe(401);
  });

  it("starts at zero with no activity", async () => {
    const a = await t.signUp();
    expect((await a.get(`/api/dashboard/stats/${a.user.id}`)).json()).toEqual({
      activeAgents: 0,
      consultations: 0,
      trainingsCompleted: 0,
      solutionsDeployed: 0,
    });
    expect((await a.get(`/api/dashboard/activities/${a.user.id}`)).json()).toEqual([]);
  });

  it("counts from the event log and lists recent activity newest first", async () => {
    const a = await t.signUp();
    const now = Date.now();
    const id = a.user.id;
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    const events: Parameters<typeof recordEvent>[2][] = [
      {
        type: "use",
        entity: "service",
        entityId: "alfa-assistant",
        data: { name: "Assistant Alfa" },
        at: at(5),
      },
      {
        type: "use",
        entity: "service",
        entityId: "alfa-assistant",
        data: { name: "Assistant Alfa" },
        at: at(4),
      },
      {
        type: "use",
        entity: "service",
        entityId: "ifrs16-software",
        data: { name: "Moteur IFRS 16" },
        at: at(3),
      },
      // Used 40 days ago: a consultation, but no longer an active agent.
      {
        type: "use",
        entity: "service",
        entityId: "collections-bot",
        data: { name: "x" },
        at: at(24 * 40),
      },
      {
        type: "create",
        entity: "chat",
        data: { title: "Question" },
        at: at(2),
      },
      {
        type: "complete",
        entity: "training",
        entityId: "m1",
        data: { title: "IFRS 16" },
        at: at(1),
      },
      {
        type: "download",
        entity: "marketplace",
        entityId: "x",
        data: { name: "Bundle" },
        at: at(0.5),
      },
    ];
    for (const event of events) await recordEvent(t.app.db, id, event);

    expect((await a.get(`/api/dashboard/stats/${id}`)).json()).toEqual({
      activeAgents: 2,
      consultations: 5,
      trainingsCompleted: 1,
      solutionsDeployed: 1,
    });
    const list = (await a.get(`/api/dashboard/activities/${id}`)).json();
    expect(list[0]).toMatchObject({ type: "other", kind: "marketplace.download", title: "Bundle" });
    expect(list[1]).toMatchObject({ type: "training_completed", title: "IFRS 16" });
    expect(list[3]).toMatchObject({ type: "service_used", kind: "service.use", title: "Moteur IFRS 16" });
  });

  it("names services, training, certificates and catalogue solutions in the reader's language", async () => {
    const a = await t.signUp();
    const id = a.user.id;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const events: Parameters<typeof recordEvent>[2][] = [
      {
        type: "use",
        entity: "service",
        entityId: "ifrs16-software",
        data: { name: "Moteur IFRS 16" },
        at: at(3),
      },
      {
        type: "progress",
        entity: "training",
        entityId: "gen-prise-en-main-praxis",
        data: { title: "Prise en main de Praxis" },
        at: at(2),
      },
      {
        type: "certify",
        entity: "training",
        entityId: "general",
        data: { title: "Certification Consultant augmenté par l'IA" },
        at: at(1),
      },
      {
        type: "subscribe",
        entity: "marketplace",
        entityId: "ext-copilote-note-credit",
        data: { name: "Copilote Note de Crédit", provider: "x" },
        at: at(0.5),
      },
      {
        type: "create",
        entity: "marketplace",
        entityId: "contribution-of-a-colleague",
        data: { name: "Ma grille maison", kind: "contribution" },
        at: at(0.2),
      },
    ];
    for (const event of events) await recordEvent(t.app.db, id, event);
    const titles = async (headers?: Record<string, string>) =>
      ((await a.get(`/api/dashboard/activities/${id}`, headers)).json() as { title: string }[]).map(
        (x) => x.title,
      );
    expect(await titles({ "accept-language": "en" })).toEqual([
      "Ma grille maison",
      "Credit Memo Copilot",
      "AI-Augmented Consultant Certification",
      "Getting started with Praxis",
      "IFRS 16 Engine",
    ]);
    expect(await titles()).toEqual([
      "Ma grille maison",
      "Copilote Note de Crédit",
      "Certification Consultant augmenté par l'IA",
      "Prise en main de Praxis",
      "Moteur IFRS 16",
    ]);
  });

  it("gives the number of agents of each service family", async () => {
    const a = await t.signUp();
    const families = (await a.get("/api/dashboard/service-families")).json();
    expect(
      Object.fromEntries(families.map((f: { category: string; agents: number }) => [f.category, f.agents])),
    ).toEqual({
      chatbot: 3,
      platform: 2,
      solution: 1,
      software: 3,
      regulation: 2,
      "soft-skills": 2,
      "project-mgmt": 2,
    });
  });
});
