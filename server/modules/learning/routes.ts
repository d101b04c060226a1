import { z } from "zod";
import {
  progressBody,
  progressResult,
  recommendation,
  recommendationsParams,
} from "../../../shared/contracts/learning";
import type { App } from "../../types";
import * as learning from "./service";

const tags = ["learning"];

export async function learningRoutes(app: App) {
  app.get(
    "/api/learning/recommendations/:taskType",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List learning recommendations for a task type",
        tags,
        params: recommendationsParams,
        response: { 200: z.array(recommendation) },
      },
    },
    async (req) => learning.recommendations(app.db, req.actor.id, req.params.taskType, req.language),
  );

  app.post(
    "/api/learning/progress",
    {
      config: { access: "user" },
      schema: {
        summary: "Record the signed-in user's learning progress",
        tags,
        body: progressBody,
        response: { 200: progressResult },
      },
    },
    async (req) => learning.recordProgress(app.db, req.actor.id, req.body, app.clock.now()),
  );
}
