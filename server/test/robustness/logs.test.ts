import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COOKIE, SESSION_COOKIE } from "../../plugins/session";
import { type FakeOpenAi, startFakeOpenAi } from "../fake-openai";
import type { Agent, TestApp } from "../test-app";
import { testApp } from "../test-app";
import { uniqueEmail } from "./fixtures";
import { ADMIN, DEMO_PASSWORD, signIn } from "./support";

/**
 * The log never holds a secret: the app's own logger (at trace level, so everything it could say
 * is said) is captured while accounts sign up, sign in, fail to, get a new password, use the demo,
 * send cookies and Authorization headers, and talk to an AI endpoint with an API key.
 */
const lines: string[] = [];
const secrets = new Map<string, string>();
let t: TestApp;
let ai: FakeOpenAi;
const AI_KEY = "sk-robustesse-cle-secrete-0123456789";

beforeAll(async () => {
  ai = await startFakeOpenAi();
  t = await testApp(
    {
      LOG_LEVEL: "trace",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_PASSWORD,
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: AI_KEY,
      // The small model fails (500 from the endpoint): the error path is logged too.
      AI_MODEL_MINI: "fail-model",
      AI_MODEL_FULL: "chat-model",
    },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

const remember = (label: string, value: string | undefined) => {
  if (value) secrets.set(label, value);
};
const rememberCookies = (label: string, a: Agent) => {
  remember(`${label} session cookie`, a.cookies[SESSION_COOKIE]);
};

describe("logs", () => {
  it("hold no password, session cookie, token or API key", async () => {
    const password = "mot-de-passe-tres-secret-1";
    const email = uniqueEmail("journal");
    remember("sign-up password", password);

    const user = t.agent();
    expect(
      (await user.post("/api/auth/register", { email, password, firstName: "Léa", lastName: "Martin" }))
        .statusCode,
    ).toBe(201);
    rememberCookies("sign-up", user);

    const wrong = "mauvais-mot-de-passe-2";
    remember("wrong password", wrong);
    expect((await t.agent().post("/api/auth/login", { email, password: wrong })).statusCode).toBe(401);
    // A failed login on an unknown account, and a malformed one.
    expect(
      (await t.agent().post("/api/auth/login", { email: uniqueEmail("inconnu"), password: wrong }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.agent().post("/api/auth/login", { email: "pas-un-email", password: wrong })).statusCode,
    ).toBe(400);

    const signedIn = t.agent();
    expect((await signedIn.post("/api/auth/login", { email, password })).statusCode).toBe(200);
    rememberCookies("login", signedIn);

    // An administrator gives the account a new password; the old session ends, the new one works.
    remember("admin password", ADMIN.password);
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    rememberCookies("admin", admin);
    const changed = "nouveau-mot-de-passe-3";
    remember("new password", changed);
    expect(
      (await admin.post("/api/admin/users/reset-password", { email, newPassword: changed })).statusCode,
    ).toBe(200);
    expect((await signedIn.get("/api/auth/me")).statusCode).toBe(401);
    const again = await signIn(t, email, changed);
    rememberCookies("after reset", again);
    // A user trying an admin route is logged (who and where), without their cookie.
    expect(
      (await again.post("/api/admin/users/reset-password", { email, newPassword: "x".repeat(10) }))
        .statusCode,
    ).toBe(403);

    remember("demo password", DEMO_PASSWORD);
    const demo = t.agent();
    expect((await demo.post("/api/auth/demo", { password: DEMO_PASSWORD })).statusCode).toBe(200);
    rememberCookies("demo", demo);
    expect(demo.cookies[DEMO_COOKIE]).toBe("true");
    expect((await t.agent().post("/api/auth/demo", { password: "pas-le-bon-mot-de-passe" })).statusCode).toBe(
      401,
    );
    remember("wrong demo password", "pas-le-bon-mot-de-passe");

    // Requests carrying cookies and Authorization headers, answered and refused.
    const bearer = "eyJhbGciOiJIUzI1NiJ9.jeton-robustesse.signature";
    remember("bearer token", bearer);
    remember("basic credentials", Buffer.from("camille:secret-basic-4").toString("base64"));
    expect((await again.get("/api/auth/me", { authorization: `Bearer ${bearer}` })).statusCode).toBe(200);
    expect((await t.agent().get("/api/auth/me", { authorization: `Bearer ${bearer}` })).statusCode).toBe(401);
    expect(
      (await t.agent().get("/api/auth/me", { authorization: `Basic ${secrets.get("basic credentials")}` }))
        .statusCode,
    ).toBe(401);
    const forged = "cookie-forge-robustesse-5";
    remember("forged cookie", forged);
    expect(
      (await t.app.inject({ url: "/api/auth/me", headers: { cookie: `${SESSION_COOKIE}=${forged}` } }))
        .statusCode,
    ).toBe(401);

    // The AI endpoint's key: one answered chat, one that fails at the endpoint.
    remember("AI API key", AI_KEY);
    const chat = await again.post("/api/chat/alfa-coordinated/coordinate", {
      message: "Bonjour",
      model: "gpt-4o",
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const failed = await again.post("/api/chat/alfa-coordinated/coordinate", {
      message: "Bonjour",
      model: "gpt-4o-mini",
    });
    expect(failed.statusCode).toBe(502);
    expect(ai.requests.every((r) => r.authorization === `Bearer ${AI_KEY}`)).toBe(true);

    expect((await again.post("/api/auth/logout")).statusCode).toBe(200);

    const log = lines.join("");
    // The log did record these requests (so its silence about secrets means something).
    expect(log).toContain("incoming request");
    expect(log).toContain("/api/auth/login");
    expect(log).toContain("password reset by an administrator");
    expect(log).toContain("admin route refused: missing admin_access");
    expect(secrets.size).toBeGreaterThanOrEqual(12);
    const leaked = [...secrets].filter(([, value]) => log.includes(value)).map(([label]) => label);
    expect(leaked).toEqual([]);
    // Nor a password hash, nor any header that carries credentials.
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/"(cookie|authorization|set-cookie)"\s*:/i);
  });

  it("drops credentials that a log call is handed by mistake", () => {
    lines.length = 0;
    const headers = {
      cookie: `${SESSION_COOKIE}=jeton-6`,
      authorization: "Bearer jeton-7",
      "set-cookie": "s=jeton-8",
    };
    t.app.log.info(
      { headers, body: { email: "a@example.fr", password: "secret-9", newPassword: "secret-10" } },
      "oops",
    );
    t.app.log.info({ request: { headers }, password: "secret-11" }, "oops again");
    const log = lines.join("");
    expect(log).toContain("a@example.fr");
    for (const secret of ["jeton-6", "jeton-7", "jeton-8", "secret-9", "secret-10", "secret-11"])
      expect(log, secret).not.toContain(secret);
  });
});
