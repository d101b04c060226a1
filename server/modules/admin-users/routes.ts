import { okBody } from "../../../shared/contracts/common";
import { resetPasswordBody } from "../../../shared/contracts/taxonomy";
import type { App } from "../../types";
import * as adminUsers from "./service";

const tags = ["admin-users"];

/** Account administration: every route needs the admin permission. */
export async function adminUsersRoutes(app: App) {
  app.post(
    "/api/admin/users/reset-password",
    {
      config: { access: "admin" },
      schema: {
        summary: "Set a new password for a user",
        tags,
        body: resetPasswordBody,
        response: { 200: okBody },
      },
    },
    async (req) => {
      const admin = req.actor;
      const result = await adminUsers.resetPassword(app.db, req.body, req.sessionTokenHash);
      app.sessionCache.forgetUser(result.userId);
      // Who did it to whom, never the password.
      req.log.info(
        { adminId: admin.id, userId: result.userId, sessionsEnded: result.sessionsEnded },
        "password reset by an administrator",
      );
      return { ok: true as const };
    },
  );
}
