import { z } from "zod";
import { okBody } from "../../../shared/contracts/common";
import { notificationList } from "../../../shared/contracts/notifications";
import type { App } from "../../types";
import * as notifications from "./service";

const uuidParam = z.object({ id: z.uuid("Identifiant invalide") });

const tags = ["notifications"];

export async function notificationsRoutes(app: App) {
  app.get(
    "/api/notifications",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the signed-in user's notifications",
        tags,
        response: { 200: notificationList },
      },
    },
    async (req) => {
      return notifications.list(app.db, req.actor.id, req.language);
    },
  );

  app.post(
    "/api/notifications/:id/read",
    {
      config: { access: "user" },
      schema: { summary: "Mark a notification as read", tags, params: uuidParam, response: { 200: okBody } },
    },
    async (req) => {
      await notifications.markRead(app.db, req.actor.id, req.params.id, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    "/api/notifications/read-all",
    {
      config: { access: "user" },
      schema: {
        summary: "Mark all the signed-in user's notifications as read",
        tags,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await notifications.markAllRead(app.db, req.actor.id, app.clock.now());
      return { ok: true as const };
    },
  );
}
