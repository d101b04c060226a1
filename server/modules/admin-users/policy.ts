import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../../plugins/errors";
import type { App, SessionUser } from "../../types";
import { hasPermission } from "../auth/service";

export const ADMIN_PERMISSION = "admin_access";

/**
 * Puts every route registered after it in this plugin behind the admin permission: 401 signed out,
 * 403 without `admin_access`. Call it first in each admin routes plugin (every `/api/admin/*`).
 *
 * Routes get `attachValidation` so that the access check runs before the body is judged: a stranger
 * learns nothing from validation messages, and signed out always means 401. The validation error,
 * if any, is thrown right after the check and reaches the central error handler as usual.
 */
export function adminOnly(app: App) {
  app.addHook("onRoute", (route) => {
    route.attachValidation = true;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [checkAdmin, ...existing];
  });

  async function checkAdmin(req: FastifyRequest) {
    const user = req.sessionUser;
    const where = { method: req.method, route: req.routeOptions.url };
    if (!user) {
      // Who tried and where, never what they sent: bodies may carry passwords.
      req.log.warn({ ...where, userId: null }, "admin route refused: not signed in");
      throw unauthorized();
    }
    if (!(await hasPermission(app.db, user.id, ADMIN_PERMISSION, app.clock.now()))) {
      req.log.warn({ ...where, userId: user.id }, "admin route refused: missing admin_access");
      throw forbidden();
    }
    if (req.validationError) throw req.validationError;
  }
}

/** The admin calling an `adminOnly` route (the hook has already checked the session). */
export function adminOf(req: FastifyRequest): SessionUser {
  if (!req.sessionUser) throw unauthorized();
  return req.sessionUser;
}
