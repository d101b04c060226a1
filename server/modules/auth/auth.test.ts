import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../db/seed/seed";
import { SESSION_COOKIE } from "../../plugins/session";
import { type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ DEMO_PASSWORD: "demo-secret" });
});
afterAll(() => t.close());

const valid = { password: "motdepasse", firstName: "Léa", lastName: "Martin" };
const uniqueEmail = (p: string) => `${p}-${Math.random().toString(36).slice(2, 8)}@example.fr`;

describe("registration", () => {
  it.each([
    [{ ...valid, email: "pas-un-email" }, "Email invalide"],
    [
      { ...valid, email: uniqueEmail("a"), password: "12345" },
      "Le mot de passe doit contenir au moins 6 caractères",
    ],
    [{ ...valid, email: uniqueEmail("b"), firstName: "  " }, "Le prénom est requis"],
    [{ ...valid, email: uniqueEmail("c"), lastName: "" }, "Le nom est requis"],
  ])("refuses %j with its French message", async (body, message) => {
    const res = await t.agent().post("/api/auth/register", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().code).toBe("validation");
  });

  it("refuses an unknown business role and an over-long password", async () => {
    const a = t.agent();
    expect(
      (await a.post("/api/auth/register", { ...valid, email: uniqueEmail("d"), businessRole: "ceo" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await a.post("/api/auth/register", { ...valid, email: uniqueEmail("e"), password: "x".repeat(129) }))
        .statusCode,
    ).toBe(400);
  });

  it("creates the account, signs it in, and refuses the same e-mail twice", async () => {
    const email = uniqueEmail("new");
    const a = t.agent();
    const res = await a.post("/api/auth/register", { ...valid, email: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user.email).toBe(email);
    expect(user.businessRole).toBe("consultant");
    expect(user.roles).toEqual([expect.objectContaining({ role: "user", businessRole: "consultant" })]);
    expect(user.permissions).toContain("use_ai_services");
    expect(user).not.toHaveProperty("passwordHash");
    expect((await a.get("/api/auth/me")).json().user.id).toBe(user.id);

    const again = await t.agent().post("/api/auth/register", { ...valid, email });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("email_taken");
  });

  it("does not grant admin permissions to a self-declared admin", async () => {
    const a = await t.signUp({ businessRole: "admin" });
    const me = (await a.get("/api/auth/me")).json().user;
    expect(me.businessRole).toBe("admin");
    expect(me.permissions).not.toContain("admin_access");
  });
});

describe("login and sessions", () => {
  it("answers a wrong password and an unknown e-mail with the same 401 body", async () => {
    const a = await t.signUp();
    const wrong = await t.agent().post("/api/auth/login", { email: a.user.email, password: "mauvais-mdp" });
    const unknown = await t
      .agent()
      .post("/api/auth/login", { email: uniqueEmail("ghost"), password: "mauvais-mdp" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: "Email ou mot de passe incorrect", code: "invalid_credentials" });
  });

  it("validates the login form with the spec's messages", async () => {
    const res = await t.agent().post("/api/auth/login", { email: "x", password: "123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      "Email invalide",
      "Le mot de passe doit contenir au moins 6 caractères",
    ]);
  });

  it("rotates the session at login and kills it at logout", async () => {
    const a = await t.signUp();
    const before = a.cookies[SESSION_COOKIE];
    const login = await a.post("/api/auth/login", { email: a.user.email, password: "motdepasse" });
    expect(login.statusCode).toBe(200);
    const after = a.cookies[SESSION_COOKIE];
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The pre-login token no longer works.
    const stale = await t.app.inject({
      url: "/api/auth/me",
      headers: { cookie: `${SESSION_COOKIE}=${before}` },
    });
    expect(stale.statusCode).toBe(401);

    expect((await a.post("/api/auth/logout")).statusCode).toBe(200);
    const replay = await t.app.inject({
      url: "/api/auth/me",
      headers: { cookie: `${SESSION_COOKIE}=${after}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it("sets an HttpOnly SameSite=Lax session cookie", async () => {
    const res = await t.agent().post("/api/auth/register", { ...valid, email: uniqueEmail("cookie") });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("expires a session after 30 idle minutes", async () => {
    const a = await t.signUp();
    t.advance(29 * 60_000);
    expect((await a.get("/api/auth/me")).statusCode).toBe(200);
    t.advance(31 * 60_000);
    expect((await a.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("expires an active session after 12 hours", async () => {
    const a = await t.signUp();
    for (let i = 0; i < 35; i++) {
      t.advance(20 * 60_000);
      expect((await a.get("/api/auth/me")).statusCode).toBe(200);
    }
    t.advance(20 * 60_000);
    expect((await a.get("/api/auth/me")).statusCode).toBe(401);
  });
});

describe("throttling", () => {
  it("gives 429 with Retry-After after 5 failures on one account, even with the right password", async () => {
    const a = await t.signUp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.agent().post("/api/auth/login", { email: a.user.email, password: "wrong-pass" })).statusCode,
      ).toBe(401);
    }
    const blocked = await t.agent().post("/api/auth/login", { email: a.user.email, password: "motdepasse" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    t.advance(15 * 60_000 + 1000);
    expect(
      (await t.agent().post("/api/auth/login", { email: a.user.email, password: "motdepasse" })).statusCode,
    ).toBe(200);
  });

  it("gives 429 after 30 failures from one address in 3 minutes", async () => {
    const local = await testApp();
    try {
      const ip = { "x-forwarded-for": "203.0.113.9" };
      for (let i = 0; i < 30; i++) {
        const res = await local
          .agent()
          .post("/api/auth/login", { email: uniqueEmail(`ip${i}`), password: "wrong-pass" }, ip);
        expect(res.statusCode).toBe(401);
      }
      const res = await local
        .agent()
        .post("/api/auth/login", { email: uniqueEmail("ip-last"), password: "wrong-pass" });
      expect(res.statusCode).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
    } finally {
      await local.close();
    }
  });
});

describe("profile", () => {
  it("updates the profile and validates names", async () => {
    const a = await t.signUp();
    const bad = await a.put("/api/auth/profile", { firstName: "", lastName: "X" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Le prénom est requis");
    const ok = await a.put("/api/auth/profile", {
      firstName: "Inès",
      lastName: "Bernard",
      phone: "+33 6 12 34 56 78",
      department: "Crédit-bail",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.profile).toEqual({
      firstName: "Inès",
      lastName: "Bernard",
      phone: "+33 6 12 34 56 78",
      department: "Crédit-bail",
    });
  });

  it("needs a session", async () => {
    const res = await t.agent().put("/api/auth/profile", { firstName: "A", lastName: "B" });
    expect(res.statusCode).toBe(401);
  });
});

describe("demo mode", () => {
  it("refuses a wrong password and opens a private sandbox with the right one", async () => {
    const wrong = await t.agent().post("/api/auth/demo", { password: "nope" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("invalid_demo_password");
    expect((await t.agent().post("/api/auth/demo", { password: "" })).json().message).toBe(
      "Le mot de passe est requis",
    );

    const a = t.agent();
    const res = await a.post("/api/auth/demo", { password: "demo-secret" });
    expect(res.statusCode).toBe(200);
    expect(a.cookies.demo_mode).toBe("true");
    const me = res.json().user;
    expect(me.isDemo).toBe(true);
    const activities = (await a.get(`/api/dashboard/activities/${me.id}`)).json();
    expect(activities.length).toBeGreaterThan(0);
    const samples = (await a.get("/api/deliverables")).json();
    expect(samples.length).toBe(2);

    const b = t.agent();
    const other = (await b.post("/api/auth/demo", { password: "demo-secret" })).json().user;
    expect(other.id).not.toBe(me.id);
    expect((await b.get(`/api/dashboard/activities/${me.id}`)).statusCode).toBe(403);
  });

  it("is unavailable without DEMO_PASSWORD", async () => {
    const local = await testApp();
    try {
      expect((await local.agent().get("/api/auth/options")).json()).toEqual({ demoEnabled: false });
      expect((await local.agent().post("/api/auth/demo", { password: "anything" })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe("admin account", () => {
  it("is created from ADMIN_EMAIL/ADMIN_PASSWORD with the admin permissions, and updated on restart", async () => {
    await ensureAdmin(t.app.db, { email: "admin@praxis.fr", password: "admin-pass-1" });
    await ensureAdmin(t.app.db, { email: "admin@praxis.fr", password: "admin-pass-2" });
    const a = t.agent();
    expect(
      (await a.post("/api/auth/login", { email: "admin@praxis.fr", password: "admin-pass-1" })).statusCode,
    ).toBe(401);
    const res = await a.post("/api/auth/login", { email: "admin@praxis.fr", password: "admin-pass-2" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.permissions).toContain("admin_access");
    expect(
      res
        .json()
        .user.roles.map((r: { role: string }) => r.role)
        .sort(),
    ).toEqual(["admin", "user"]);
  });
});
