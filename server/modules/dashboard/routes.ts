import { z } from "zod";
import { userIdParam } from "../../../shared/contracts/common";
import { activities, dashboardStats, serviceFamily } from "../../../shared/contracts/dashboard";
import type { App } from "../../types";
import * as dashboard from "./service";

const tags = ["dashboard"];

export async function dashboardRoutes(app: App) {
  app.get(
    "/api/dashboard/stats/:userId",
    {
      config: { access: "self", cache: true },
      schema: {
        summary: "Get the signed-in user's dashboard figures",
        tags,
        params: userIdParam,
        response: { 200: dashboardStats },
      },
    },
    async (req) => dashboard.stats(app.db, req.actor.id, app.clock.now()),
  );

  app.get(
    "/api/dashboard/activities/:userId",
    {
      config: { access: "self", cache: true },
      schema: {
        summary: "List the signed-in user's recent activities",
        tags,
        params: userIdParam,
        response: { 200: activities },
      },
    },
    async (req) => dashboard.activities(app.db, req.actor.id, req.language),
  );

  app.get(
    "/api/dashboard/service-families",
    {
      config: { access: "user", cache: true },
      schema: { summary: "List the service families", tags, response: { 200: z.array(serviceFamily) } },
    },
    async () => {
      return dashboard.serviceFamilies(app.db);
    },
  );
}
