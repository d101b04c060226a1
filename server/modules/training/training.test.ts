import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Module = { id: string; track: string; order: number; status: string };

/** The text lines and link targets of a PDF's first page. */
async function pdfText(data: Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const lines = (await page.getTextContent()).items.map((i) => ("str" in i ? i.str : "")).filter(Boolean);
    const links = ((await page.getAnnotations()) as { url?: string }[]).map((x) => x.url ?? "");
    return { lines, text: lines.join("\n"), links };
  } finally {
    await doc.destroy();
  }
}

describe("training", () => {
  it("lists at least 12 modules in three tracks", async () => {
    const a = await t.signUp();
    const modules: Module[] = (await a.get("/api/training/modules")).json();
    expect(modules.length).toBeGreaterThanOrEqual(12);
    expect(new Set(modules.map((m) => m.track))).toEqual(new Set(["general", "credit", "regulation"]));
    expect(modules.some((m) => m.status === "locked")).toBe(true);
  });

  it("validates progress bounds and unknown modules", async () => {
    const a = await t.signUp();
    const [m] = (await a.get("/api/training/modules")).json();
    for (const progress of [-1, 101, 12.5]) {
      expect((await a.post("/api/training/progress", { trainingModuleId: m.id, progress })).statusCode).toBe(
        400,
      );
    }
    expect(
      (await a.post("/api/training/progress", { trainingModuleId: m.id, progress: 40, completed: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await a.post("/api/training/progress", { trainingModuleId: "nope", progress: 10 })).statusCode,
    ).toBe(404);
  });

  it("keeps one user's progress invisible to another", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const [m] = (await a.get("/api/training/modules")).json();
    await a.post("/api/training/progress", { trainingModuleId: m.id, progress: 10 });
    expect((await a.get(`/api/training/progress/${a.user.id}`)).json()).toHaveLength(1);
    expect((await b.get(`/api/training/progress/${a.user.id}`)).statusCode).toBe(403);
    expect((await b.get(`/api/training/progress/${b.user.id}`)).json()).toEqual([]);
  });

  it("unlocks modules in order, issues a verifiable certificate when a track is finished, and notifies", async () => {
    const a = await t.signUp({ firstName: "Łukasz", lastName: "Nguyễn Wiśniewski" });
    let modules: Module[] = (await a.get("/api/training/modules")).json();
    const track = modules.filter((m) => m.track === "general").sort((x, y) => x.order - y.order);
    const locked = track.find((m) => m.status === "locked")!;
    expect(
      (await a.post("/api/training/progress", { trainingModuleId: locked.id, progress: 10 })).statusCode,
    ).toBe(409);

    let certificate = null;
    for (const m of track) {
      const res = await a.post("/api/training/progress", {
        trainingModuleId: m.id,
        progress: 100,
        completed: true,
        score: 91,
      });
      expect(res.statusCode).toBe(200);
      certificate = res.json().certificate ?? certificate;
    }
    modules = (await a.get("/api/training/modules")).json();
    expect(modules.filter((m) => m.track === "general").every((m) => m.status === "available")).toBe(true);
    expect(certificate).toMatchObject({ track: "general" });

    const list = (await a.get("/api/training/certificates")).json();
    const general = list.find((c: { track: string }) => c.track === "general");
    expect(general.earned.code).toBe(certificate.code);
    expect(general.modulesCompleted).toBe(general.modulesTotal);
    expect(list.find((c: { track: string }) => c.track === "credit").earned).toBeNull();

    // Verification needs no session.
    const verified = await t.agent().get(`/api/training/certificates/${certificate.code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ holder: "Łukasz Nguyễn Wiśniewski", track: "general" });
    expect((await t.agent().get("/api/training/certificates/FAKE-CODE-0000-0000")).statusCode).toBe(404);

    const pdf = await a.get(`/api/training/certificates/${certificate.code}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const fr = await pdfText(pdf.rawPayload);
    expect(fr.lines).toContain("Łukasz Nguyễn Wiśniewski");
    expect(fr.text).toContain("CERTIFICAT DE RÉUSSITE");
    expect(fr.text).toContain(general.title);
    expect(fr.links.length).toBeGreaterThan(0);
    for (const link of fr.links)
      expect(link).toMatch(new RegExp(`^https?://[^/]+/certificates/${certificate.code}$`));
    const en = await a.get(`/api/training/certificates/${certificate.code}/pdf?language=en`);
    const enText = await pdfText(en.rawPayload);
    expect(enText.text).toContain("CERTIFICATE OF COMPLETION");
    expect(enText.text).toContain(general.titleEn);
    expect((await a.get(`/api/training/certificates/${certificate.code}/pdf?language=de`)).statusCode).toBe(
      400,
    );
    expect(
      (await (await t.signUp()).get(`/api/training/certificates/${certificate.code}/pdf`)).statusCode,
    ).toBe(404);

    const notes = (await a.get("/api/notifications")).json();
    expect(notes.items.some((n: { kind: string }) => n.kind === "certificate_earned")).toBe(true);
    expect((await a.get(`/api/dashboard/stats/${a.user.id}`)).json().trainingsCompleted).toBe(track.length);
  });
});
