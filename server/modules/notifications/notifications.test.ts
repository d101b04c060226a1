import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/test-app";

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
