import { z } from "zod";
import { authResponse, demoBody, loginBody, profileBody, registerBody } from "../../../shared/contracts/auth";
import { okBody } from "../../../shared/contracts/common";
import { httpError } from "../../plugins/errors";
import {
  clearSessionCookies,
  createSession,
  DEMO_COOKIE,
  endSession,
  setSessionCookie,
} from "../../plugins/session";
import type { App } from "../../types";
import { createDemoAccount, demoPasswordMatches } from "./demo";
import * as auth from "./service";

const authOptions = z.object({ demoEnabled: z.boolean() });

const tags = ["auth"];

export async function authRoutes(app: App) {
  const signupLimit = { rateLimit: { max: app.config.signupRateLimit, timeWindow: "1 minute" } };

  /** Rotates the session: any previous one of this browser ends, a new token is issued. */
  async function startSession(
    req: { sessionTokenHash: string | null },
    reply: Parameters<typeof setSessionCookie>[1],
    userId: string,
  ) {
    if (req.sessionTokenHash) await endSession(app, req.sessionTokenHash);
    setSessionCookie(app, reply, await createSession(app.db, userId, app.clock.now()));
  }

  app.get(
    "/api/auth/me",
    {
      config: { access: "user", cache: true },
      schema: { summary: "Get the signed-in user", tags, response: { 200: authResponse } },
    },
    async (req) => {
      return { user: await auth.getUserView(app.db, req.actor.id, app.clock.now()) };
    },
  );

  app.get(
    "/api/auth/options",
    {
      config: { access: "public" },
      schema: { summary: "Get the sign-in options", tags, response: { 200: authOptions } },
    },
    async () => {
      return { demoEnabled: Boolean(app.config.demoPassword) };
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: {
        summary: "Sign in with an e-mail and a password",
        tags,
        body: loginBody,
        response: { 200: authResponse },
      },
    },
    async (req, reply) => {
      const userId = await auth.login(
        app.db,
        app.config,
        req.body.email,
        req.body.password,
        req.ip,
        app.clock.now(),
      );
      await startSession(req, reply, userId);
      reply.clearCookie(DEMO_COOKIE, { path: "/" });
      return { user: await auth.getUserView(app.db, userId, app.clock.now()) };
    },
  );

  app.post(
    "/api/auth/register",
    {
      config: { access: "public", ...signupLimit },
      schema: {
        summary: "Create an account and sign in",
        tags,
        body: registerBody,
        response: { 201: authResponse },
      },
    },
    async (req, reply) => {
      const userId = await auth.register(app.db, req.body);
      await startSession(req, reply, userId);
      reply.clearCookie(DEMO_COOKIE, { path: "/" });
      return reply.code(201).send({ user: await auth.getUserView(app.db, userId, app.clock.now()) });
    },
  );

  app.post(
    "/api/auth/logout",
    { config: { access: "public" }, schema: { summary: "Sign out", tags, response: { 200: okBody } } },
    async (req, reply) => {
      if (req.sessionTokenHash) await endSession(app, req.sessionTokenHash);
      clearSessionCookies(reply);
      return { ok: true as const };
    },
  );

  app.put(
    "/api/auth/profile",
    {
      config: { access: "user" },
      schema: {
        summary: "Update the signed-in user's profile",
        tags,
        body: profileBody,
        response: { 200: authResponse },
      },
    },
    async (req) => {
      return { user: await auth.updateProfile(app.db, req.actor.id, req.body) };
    },
  );

  app.post(
    "/api/auth/demo",
    {
      config: { access: "public", ...signupLimit },
      schema: {
        summary: "Sign in to a new demo account",
        tags,
        body: demoBody,
        response: { 200: authResponse },
      },
    },
    async (req, reply) => {
      const expected = app.config.demoPassword;
      if (!expected) throw httpError(404, "demo_disabled");
      if (!demoPasswordMatches(expected, req.body.password)) {
        throw httpError(401, "invalid_demo_password");
      }
      const userId = await createDemoAccount(app.db, app.clock.now(), app.config.demoTtlMs);
      await startSession(req, reply, userId);
      // Readable by the client, which then sends `x-demo-mode: true` on every request.
      reply.setCookie(DEMO_COOKIE, "true", {
        path: "/",
        sameSite: "lax",
        secure: app.config.session.cookieSecure,
        maxAge: Math.floor(app.config.demoTtlMs / 1000),
      });
      return { user: await auth.getUserView(app.db, userId, app.clock.now()) };
    },
  );
}
