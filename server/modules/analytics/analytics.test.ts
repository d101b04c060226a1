import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TASK_MINING_TYPES, type TaskMining } from "../../../shared/contracts/analytics";
import { events } from "../../db/schema/events";
import { type Agent, type TestApp, testApp } from "../../test/test-app";
import { collapse } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
// Fixed instants: the test does not depend on today's date.
const TO = new Date("2025-03-31T22:00:00Z"); // midnight in Paris, summer time
const FROM_90 = new Date(TO.getTime() - 90 * DAY);

type Generated = { type: string; entity: string; entityId: string; createdAt: Date; name: string };

/** A deterministic pseudo-random event log: 90 days, several entities and types. */
function generate(seed: number, count: number): Generated[] {
  let x = seed;
  const next = () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
  const types = ["create", "edit", "edit", "export", "score", "complete", "use", "download"];
  const entities = ["deliverable", "deliverable", "task", "service"];
  const out: Generated[] = [];
  for (let i = 0; i < count; i++) {
    const entity = entities[Math.floor(next() * entities.length)];
    const type = entity === "service" ? "use" : types[Math.floor(next() * types.length)];
    const n = Math.floor(next() * 12);
    out.push({
      type,
      entity,
      entityId: `${entity}-${n}`,
      // Some before the window too, which must not count.
      createdAt: new Date(TO.getTime() - Math.floor(next() * 100 * DAY)),
      name: `${entity} ${n}`,
    });
  }
  return out;
}

async function insert(userId: string, list: Generated[]) {
  for (let i = 0; i < list.length; i += 200) {
    await t.app.db.insert(events).values(
      list.slice(i, i + 200).map((e) => ({
        userId,
        type: e.type,
        entity: e.entity,
        entityId: e.entityId,
        data: { name: e.name },
        createdAt: e.createdAt,
      })),
    );
  }
}

const dayIn = (d: Date, tz: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);

async function mining(agent: Agent, from: Date, to: Date, tz?: string): Promise<TaskMining> {
  const q = new URLSearchParams({ from: from.toISOString(), to: to.toISOString(), ...(tz ? { tz } : {}) });
  const res = await agent.get(`/api/analytics/task-mining?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("task mining", () => {
  let alice: Agent;
  let bob: Agent;
  let log: Generated[];
  beforeAll(async () => {
    alice = await t.signUp();
    bob = await t.signUp();
    log = generate(42, 1500);
    await insert(alice.user.id, log);
    await insert(bob.user.id, generate(7, 400));
  });

  for (const days of [7, 30, 90]) {
    it(`agrees with a count of the generated log over ${days} days (UTC and Paris days)`, async () => {
      const from = new Date(TO.getTime() - days * DAY);
      const inWindow = log.filter((e) => e.createdAt >= from && e.createdAt < TO);
      for (const tz of ["UTC", "Europe/Paris"]) {
        const r = await mining(alice, from, TO, tz);
        expect(r.days).toBe(days);
        expect(r.totalEvents).toBe(inWindow.length);
        const count = (type: string, entity?: string) =>
          inWindow.filter((e) => e.type === type && (!entity || e.entity === entity)).length;
        expect(r.eventsByType.slice(0, 5)).toEqual(
          TASK_MINING_TYPES.map((type) => ({ type, count: count(type) })),
        );
        expect(r.eventsByType.reduce((s, e) => s + e.count, 0)).toBe(inWindow.length);
        // Each type's count split by what it counted: the kanban's creations apart from deliverables'.
        for (const { type, count: n } of r.eventsByType) {
          const parts = r.eventsByEntity.filter((x) => x.type === type);
          expect(parts.reduce((s, x) => s + x.count, 0)).toBe(n);
          for (const p of parts) expect(p.count).toBe(count(type, p.entity));
        }
        expect(r.deliverableMetrics).toEqual({
          created: count("create", "deliverable"),
          exported: count("export", "deliverable"),
          scored: count("score", "deliverable"),
          completed: count("complete", "deliverable"),
          edited: count("edit", "deliverable"),
        });
        // One entry per calendar day of the window in that zone, summing to the totals.
        expect(r.timelineData[0].date).toBe(dayIn(from, tz));
        expect(r.timelineData.at(-1)!.date).toBe(dayIn(new Date(TO.getTime() - 1), tz));
        expect(r.timelineData.reduce((s, d) => s + d.total, 0)).toBe(inWindow.length);
        expect(r.timelineData.reduce((s, d) => s + d.creates, 0)).toBe(count("create"));
        for (const d of r.timelineData.slice(-7)) {
          const ofDay = inWindow.filter((e) => dayIn(e.createdAt, tz) === d.date);
          expect(d, d.date).toEqual({
            date: d.date,
            creates: ofDay.filter((e) => e.type === "create").length,
            edits: ofDay.filter((e) => e.type === "edit").length,
            exports: ofDay.filter((e) => e.type === "export").length,
            scores: ofDay.filter((e) => e.type === "score").length,
            completes: ofDay.filter((e) => e.type === "complete").length,
            total: ofDay.length,
          });
        }
      }
    });
  }

  it("finds the most frequent action paths of deliverables", async () => {
    const r = await mining(alice, FROM_90, TO);
    const paths = new Map<string, string[]>();
    for (const e of [...log]
      .filter((e) => e.entity === "deliverable" && e.createdAt >= FROM_90 && e.createdAt < TO)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      paths.set(e.entityId, [...(paths.get(e.entityId) ?? []), e.type]);
    }
    const counted = new Map<string, number>();
    for (const steps of paths.values()) {
      const key = collapse(steps).join(">");
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    const top = Math.max(...counted.values());
    expect(r.processes.sequences[0].count).toBe(top);
    expect(r.processes.sequences.reduce((s, q) => s + q.count, 0)).toBeLessThanOrEqual(paths.size);
    expect(r.processes.deliverables.length).toBe(Math.min(8, paths.size));
    const latest = r.processes.deliverables[0];
    expect(latest.steps).toEqual(collapse(paths.get(latest.deliverableId)!));
    expect(collapse(["create", "edit", "edit", "score", "edit"])).toEqual([
      "create",
      "edit",
      "score",
      "edit",
    ]);
  });

  it("keeps users apart", async () => {
    const a = await mining(alice, FROM_90, TO);
    const b = await mining(bob, FROM_90, TO);
    const carol = await t.signUp();
    const c = await mining(carol, FROM_90, TO);
    expect(a.totalEvents).not.toBe(b.totalEvents);
    expect(c.totalEvents).toBe(0);
    expect((await t.agent().get("/api/analytics/task-mining")).statusCode).toBe(401);
  });

  it("answers zeros, never NaN, for an empty window, with the five types listed", async () => {
    const carol = await t.signUp();
    const r = (await carol.get("/api/analytics/task-mining")).json() as TaskMining;
    expect(r.totalEvents).toBe(0);
    expect(r.days).toBe(30);
    expect(r.eventsByType).toEqual(TASK_MINING_TYPES.map((type) => ({ type, count: 0 })));
    expect(r.timelineData.length).toBeGreaterThanOrEqual(30);
    expect(r.processes).toEqual({ sequences: [], deliverables: [] });
    expect(JSON.stringify(r)).not.toContain("null");
  });

  it("counts the events the deliverables API writes", async () => {
    const dana = await t.signUp();
    // Every write is checked against the template's required fields: the whole form each time.
    const kyc = {
      raisonSociale: "Dana SAS",
      siren: "823 456 785",
      beneficiairesEffectifs: "Dana Martin détient 80 % du capital et des droits de vote.",
      activiteOrigineFonds: "Location de matériel depuis 2010 ; origine des fonds : chiffre d'affaires.",
      ppe: "non",
      niveauRisque: "standard",
      mesuresVigilance: "Vigilance normale, filtrage gel des avoirs, justificatif de domicile obtenu.",
      dateRevue: "14/03/2028",
    };
    const created = await dana.post("/api/deliverables/from-template/fiche-kyc-lcb-ft", {
      name: "KYC Dana",
      data: kyc,
    });
    expect(created.statusCode, created.body).toBe(201);
    const d = created.json();
    const edited = await dana.put(`/api/deliverables/${d.id}`, {
      data: { ...kyc, raisonSociale: "Dana SA" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await dana.post(`/api/quality/score/${d.id}`);
    await dana.get(`/api/deliverables/${d.id}/export?format=json`);
    await dana.put(`/api/deliverables/${d.id}`, { status: "completed" });
    const r = (await dana.get("/api/analytics/task-mining")).json() as TaskMining;
    expect(r.deliverableMetrics).toEqual({ created: 1, exported: 1, scored: 1, completed: 1, edited: 1 });
    expect(r.processes.sequences).toEqual([
      { steps: ["create", "edit", "score", "export", "complete"], count: 1, examples: ["KYC Dana"] },
    ]);
  });

  it("checks the period", async () => {
    const a = await t.signUp();
    const bad = await a.get("/api/analytics/task-mining?from=hier");
    expect(bad.statusCode).toBe(400);
    const backwards = await a.get(
      `/api/analytics/task-mining?from=${TO.toISOString()}&to=${FROM_90.toISOString()}`,
    );
    expect(backwards.json().message).toBe("La date de début doit précéder la date de fin");
    const long = await a.get("/api/analytics/task-mining?from=2020-01-01&to=2025-01-01");
    expect(long.json().message).toBe("La période ne peut pas dépasser 366 jours");
    expect((await a.get("/api/analytics/task-mining?tz=Mars/Olympus")).statusCode).toBe(400);
    const dates = (await a.get("/api/analytics/task-mining?from=2025-03-01&to=2025-03-07")).json();
    expect(dates.days).toBe(7);
    expect(dates.timelineData.map((d: { date: string }) => d.date)).toEqual([
      "2025-03-01",
      "2025-03-02",
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-07",
    ]);
  });
});
