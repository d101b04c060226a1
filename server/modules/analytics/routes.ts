import { taskMining, taskMiningQuery } from "../../../shared/contracts/analytics";
import type { App } from "../../types";
import * as analytics from "./service";

const tags = ["analytics"];

export async function analyticsRoutes(app: App) {
  /** Task mining of the signed-in user's events between `from` and `to` (last 30 days by default). */
  app.get(
    "/api/analytics/task-mining",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Get the task mining of the signed-in user's activity",
        tags,
        querystring: taskMiningQuery,
        response: { 200: taskMining },
      },
    },
    async (req) => analytics.taskMining(app.db, req.actor.id, req.query, app.clock.now()),
  );
}
