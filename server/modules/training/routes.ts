import { z } from "zod";
import { userIdParam } from "../../../shared/contracts/common";
import {
  certificateStatus,
  certificateVerification,
  progressBody,
  progressResult,
  trainingModule,
  trainingProgress,
} from "../../../shared/contracts/training";
import type { App } from "../../types";
import * as training from "./service";

const codeParam = z.object({ code: z.string().min(4).max(40) });
/** The certificate's language: its holder's, which the client sends. */
const pdfQuery = z.object({ language: z.enum(["fr", "en"]).default("fr") });

const tags = ["training"];

export async function trainingRoutes(app: App) {
  app.get(
    "/api/training/modules",
    {
      config: { access: "user", cache: true },
      schema: { summary: "List the training modules", tags, response: { 200: z.array(trainingModule) } },
    },
    async (req) => training.listModules(app.db, req.actor.id),
  );

  app.get(
    "/api/training/progress/:userId",
    {
      config: { access: "self", cache: true },
      schema: {
        summary: "List the signed-in user's training progress",
        tags,
        params: userIdParam,
        response: { 200: z.array(trainingProgress) },
      },
    },
    async (req) => training.listProgress(app.db, req.actor.id),
  );

  app.post(
    "/api/training/progress",
    {
      config: { access: "user" },
      schema: {
        summary: "Save the signed-in user's progress in a training module",
        tags,
        body: progressBody,
        response: { 200: progressResult },
      },
    },
    async (req) => training.saveProgress(app.db, req.actor.id, req.body, app.clock.now()),
  );

  app.get(
    "/api/training/certificates",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the signed-in user's certificates",
        tags,
        response: { 200: z.array(certificateStatus) },
      },
    },
    async (req) => training.listCertificates(app.db, req.actor.id),
  );

  // Public: anyone holding a code can check it, without signing in.
  app.get(
    "/api/training/certificates/:code",
    {
      config: { access: "public" },
      schema: {
        summary: "Verify a certificate by its code",
        tags,
        params: codeParam,
        response: { 200: certificateVerification },
      },
    },
    async (req) => training.verifyCertificate(app.db, req.params.code),
  );

  app.get(
    "/api/training/certificates/:code/pdf",
    {
      config: { access: "user" },
      schema: {
        summary: "Download a certificate as a PDF file",
        tags,
        params: codeParam,
        querystring: pdfQuery,
      },
    },
    async (req, reply) => {
      const user = req.actor;
      const file = await training.certificatePdf(
        app.db,
        user.id,
        req.params.code,
        `${req.protocol}://${req.host}`,
        req.query.language,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .send(file.data);
    },
  );
}
