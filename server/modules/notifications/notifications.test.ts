import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/test-app";
import { notify } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("notifications", () => {
  it("starts a new account with 3 unread welcome notifications", async () => {
    const a = await t.signUp({ firstName: "Noé" });
    const list = (await a.get("/api/notifications")).json();
    expect(list.unread).toBe(3);
    expect(list.items.map((n: { kind: string }) => n.kind).sort()).toEqual([
      "welcome",
      "welcome_profile",
      "welcome_tour",
    ]);
    expect(list.items.find((n: { kind: string }) => n.kind === "welcome").params).toEqual({
      firstName: "Noé",
    });
  });

  it("marks one and then all as read", async () => {
    const a = await t.signUp();
    const [first] = (await a.get("/api/notifications")).json().items;
    expect((await a.post(`/api/notifications/${first.id}/read`)).statusCode).toBe(200);
    expect((await a.get("/api/notifications")).json().unread).toBe(2);
    expect((await a.post("/api/notifications/read-all")).statusCode).toBe(200);
    const after = (await a.get("/api/notifications")).json();
    expect(after.unread).toBe(0);
    expect(after.items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("names a certificate in the reader's language, also one sent before its track was kept", async () => {
    const a = await t.signUp();
    await notify(t.app.db, a.user.id, "certificate_earned", { title: "Credit", track: "credit", code: "C1" });
    await notify(t.app.db, a.user.id, "certificate_earned", {
      title: "Certification Consultant augmenté par l'IA",
      code: "C2",
    });
    const titles = async (language: string) =>
      (await a.get("/api/notifications", { "accept-language": language }))
        .json()
        .items.filter((n: { kind: string }) => n.kind === "certificate_earned")
        .map((n: { params: { title: string; code: string } }) => `${n.params.code} ${n.params.title}`)
        .sort();
    expect(await titles("en")).toEqual([
      "C1 Credit & Leasing Expert Certification",
      "C2 AI-Augmented Consultant Certification",
    ]);
    expect(await titles("fr")).toEqual([
      "C1 Certification Expert Crédit & Leasing",
      "C2 Certification Consultant augmenté par l'IA",
    ]);
  });

  it("keeps notifications private", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const [first] = (await a.get("/api/notifications")).json().items;
    expect((await b.post(`/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    expect((await a.get("/api/notifications")).json().unread).toBe(3);
    expect((await t.agent().get("/api/notifications")).statusCode).toBe(401);
    expect((await a.post("/api/notifications/not-a-uuid/read")).statusCode).toBe(400);
  });
});
