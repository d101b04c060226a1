import { competencySummary } from "../../../shared/contracts/competency";
import type { App } from "../../types";
import * as competency from "./service";

const tags = ["competency"];

export async function competencyRoutes(app: App) {
  /** Levels per skill derived from the signed-in user's evidence (scores, completions, usage, training). */
  app.get(
    "/api/competency/summary",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Get the signed-in user's level in each skill",
        tags,
        response: { 200: competencySummary },
      },
    },
    async (req) => competency.summary(app.db, req.actor.id, app.clock.now(), req.language),
  );
}
