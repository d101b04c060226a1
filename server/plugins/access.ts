import type { FastifyRequest } from "fastify";
import type { App, SessionUser } from "../types";
import { forbidden, unauthorized } from "./errors";

/**
 * Who may call a route, declared in its options (`config: { access: "user" }`) and enforced by one
 * hook before the handler runs:
 * - `public`: anyone, signed out included;
 * - `user`: any signed-in account (401 signed out);
 * - `self`: the `:userId` of the path must be the caller's own (403 for anyone else, admins included);
 * - `admin`: the `admin_access` permission (401 signed out, 403 without it); the body is judged only
 *   after that check, so a stranger learns nothing from validation messages.
 * Rules about a row (the author of an article, a board's member) are the features' `policy.ts`
 * functions, which their services call with the actor.
 */
export type Access = "public" | "user" | "self" | "admin";
export const ACCESS_RULES: readonly Access[] = ["public", "user", "self", "admin"];

/** The signed-in caller of a route that is not public, with whether they administer the app. */
export type Actor = SessionUser;
/**
 * Whom a feature's policy (`policy.ts`) decides for: the caller's id, whether they administer the
 * app and whether they are a demo visitor. The one actor type of the services.
 */
export type PolicyActor = { id: string; isAdmin: boolean; isDemo?: boolean };

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/access.ts). Every `/api/` route declares it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller; reading it on a route anyone may call answers 401 when signed out. */
    readonly actor: Actor;
  }
}

/** The access a route declares; undefined for a route outside the API (static files, the app). */
export function accessOf(route: { config?: unknown }): Access | undefined {
  return (route.config as { access?: Access } | undefined)?.access;
}

/**
 * Enforces every route's declared access. Registered after the session plugin, whose hook reads
 * the cookie: this one runs right after it. An `/api/` route without a declaration stops the
 * server at start-up (the access test lists them all too).
 */
export function registerAccess(app: App) {
  app.decorateRequest("actor", {
    getter(this: FastifyRequest): Actor {
      if (!this.sessionUser) throw unauthorized();
      return this.sessionUser;
    },
  });

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const access = accessOf(route);
    if (!access || !ACCESS_RULES.includes(access))
      throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    // Admin routes judge the body after the access check (see checkAdmin).
    if (access === "admin") route.attachValidation = true;
  });

  // A callback hook, like the session's: public routes go on without a promise per request.
  app.addHook("preHandler", (req, _reply, done) => {
    try {
      checkAccess(req);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}

function checkAccess(req: FastifyRequest) {
  switch (accessOf(req.routeOptions)) {
    case "user":
      if (!req.sessionUser) throw unauthorized();
      return;
    case "self": {
      if (!req.sessionUser) throw unauthorized();
      const { userId } = req.params as { userId?: string };
      if (req.sessionUser.id !== userId) throw forbidden();
      return;
    }
    case "admin":
      return checkAdmin(req);
    default:
      return;
  }
}

function checkAdmin(req: FastifyRequest) {
  const user = req.sessionUser;
  const where = { method: req.method, route: req.routeOptions.url };
  if (!user) {
    // Who tried and where, never what they sent: bodies may carry passwords.
    req.log.warn({ ...where, userId: null }, "admin route refused: not signed in");
    throw unauthorized();
  }
  if (!user.isAdmin) {
    req.log.warn({ ...where, userId: user.id }, "admin route refused: missing admin_access");
    throw forbidden();
  }
  if (req.validationError) throw req.validationError;
}
