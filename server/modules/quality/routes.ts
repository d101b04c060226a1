import { z } from "zod";
import {
  deliverableIdParam,
  qualityScore,
  scoreHistoryEntry,
  scoreQuery,
} from "../../../shared/contracts/quality";
import type { App } from "../../types";
import * as quality from "./service";

const tags = ["quality"];

export async function qualityRoutes(app: App) {
  /** The latest score, or null until one is computed ('Aucun Score Calculé'). */
  app.get(
    "/api/quality/score/:deliverableId",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Get a deliverable's latest quality score",
        tags,
        params: deliverableIdParam,
        response: { 200: qualityScore.nullable() },
      },
    },
    async (req) => quality.latest(app.db, req.actor.id, req.params.deliverableId, req.language),
  );

  /** Computes a new score; no body. `language` words the explanations (the reader's by default). */
  app.post(
    "/api/quality/score/:deliverableId",
    {
      config: { access: "user" },
      schema: {
        summary: "Compute a new quality score for a deliverable",
        tags,
        params: deliverableIdParam,
        querystring: scoreQuery,
        response: { 201: qualityScore },
      },
    },
    async (req, reply) => {
      const user = req.actor;
      const score = await quality.compute(
        { db: app.db, ai: app.ai, warn: (reason) => req.log.warn({ reason }, "assessor fell back to local") },
        user.id,
        req.params.deliverableId,
        req.query.language ?? req.language,
        app.clock.now(),
      );
      return reply.code(201).send(score);
    },
  );

  app.get(
    "/api/quality/score/:deliverableId/history",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List a deliverable's quality scores",
        tags,
        params: deliverableIdParam,
        response: { 200: z.array(scoreHistoryEntry) },
      },
    },
    async (req) => quality.history(app.db, req.actor.id, req.params.deliverableId),
  );
}
