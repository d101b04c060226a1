import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const body = { email: "x@example.fr", password: "motdepasse", firstName: "A", lastName: "B" };

describe("request hygiene", () => {
  it("answers /api/health with the database kind", async () => {
    const res = await t.agent().get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("refuses cross-site state changes", async () => {
    const a = t.agent();
    const evilOrigin = await a.post("/api/auth/register", body, { origin: "https://evil.example" });
    expect(evilOrigin.statusCode).toBe(403);
    expect(evilOrigin.json().code).toBe("cross_site");
    const crossSite = await a.post("/api/auth/register", body, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await a.post("/api/auth/register", body, {
      origin: "http://localhost:80",
      host: "localhost:80",
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it("gives 400 for malformed JSON, 415 for a form post and 413 for a huge body", async () => {
    const a = t.agent();
    const bad = await a.post("/api/auth/login", "{not json", { "content-type": "application/json" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("invalid_json");
    const form = await a.post("/api/auth/login", "email=a&password=b", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.statusCode).toBe(415);
    const huge = await a.post(
      "/api/auth/login",
      JSON.stringify({ email: "a@b.fr", password: "x".repeat(2_000_000) }),
      {
        "content-type": "application/json",
      },
    );
    expect(huge.statusCode).toBe(413);
  });

  it("sends security headers and JSON 404s without stack traces", async () => {
    const res = await t.agent().get("/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Ressource introuvable", code: "not_found" });
    // An API answer loads nothing and is never framed; the pages keep the app's own policy.
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    const page = await t.agent().get("/une-page");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("publishes an OpenAPI document", async () => {
    const res = await t.agent().get("/api/docs");
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/auth/login");
  });
});
