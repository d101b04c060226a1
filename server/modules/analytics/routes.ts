import { taskMining, taskMiningQuery } from "../../../shared/contracts/analytics";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import * as analytics from "./service";

export async function analyticsRoutes(app: App) {
  /** Task mining of the signed-in user's events between `from` and `to` (last 30 days by default). */
  app.get(
    "/api/analytics/task-mining",
    { schema: { querystring: taskMiningQuery, response: { 200: taskMining } } },
    async (req) => analytics.taskMining(app.db, requireUser(req).id, req.query, app.clock.now()),
  );
}
