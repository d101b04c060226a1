import { z } from "zod";
import { okBody } from "../../../shared/contracts/common";
import { notificationList } from "../../../shared/contracts/notifications";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import * as notifications from "./service";

const uuidParam = z.object({ id: z.uuid("Identifiant invalide") });

const tags = ["notifications"];

export async function notificationsRoutes(app: App) {
  app.get(
    "/api/notifications",
    {
      schema: {
        summary: "List the signed-in user's notifications",
        tags,
        response: { 200: notificationList },
      },
    },
    async (req) => {
      return notifications.list(app.db, requireUser(req).id);
    },
  );

  app.post(
    "/api/notifications/:id/read",
    {
      schema: { summary: "Mark a notification as read", tags, params: uuidParam, response: { 200: okBody } },
    },
    async (req) => {
      await notifications.markRead(app.db, requireUser(req).id, req.params.id, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    "/api/notifications/read-all",
    {
      schema: {
        summary: "Mark all the signed-in user's notifications as read",
        tags,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await notifications.markAllRead(app.db, requireUser(req).id, app.clock.now());
      return { ok: true as const };
    },
  );
}
