import { sql } from "drizzle-orm";
import { z } from "zod";
import type { App } from "../../types";

const health = z.object({ status: z.enum(["ok"]), db: z.enum(["pglite", "postgres"]) });

const tags = ["health"];

export async function healthRoutes(app: App) {
  // Answers without touching the database: it measures the app itself, and load balancers poll it.
  // Its answer is 30 bytes that never change: made once, sent by a handler that returns no promise,
  // with no compression hook (compression starts at 1 KB anyway) and no schema check on the way
  // out (the schema stays, for the API's description).
  const answer = { status: "ok" as const, db: app.dbKind };
  app.get(
    "/api/health",
    {
      compress: false,
      serializerCompiler: () => (data) => JSON.stringify(data),
      config: { access: "public" },
      schema: { summary: "Check that the server is running", tags, response: { 200: health } },
    },
    (_req, reply) => {
      reply.send(answer);
    },
  );

  // Readiness: the database answers too (503 through the error handler when it does not).
  app.get(
    "/api/health/ready",
    {
      config: { access: "public" },
      schema: {
        summary: "Check that the server and its database are ready",
        tags,
        response: { 200: health },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const, db: app.dbKind };
    },
  );
}
