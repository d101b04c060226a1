import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { idParam, okBody, rejectBody } from "../../../shared/contracts/common";
import {
  community,
  contribution,
  contributionBody,
  contributionsQuery,
  downloadBody,
  downloadManifest,
  internalItem,
  internalItemDetail,
  internalItemsQuery,
  internalStats,
  MAX_ARTEFACT_BYTES,
  reviewBody,
} from "../../../shared/contracts/internal-marketplace";
import { badRequest, httpError, multipartError, validationError } from "../../plugins/errors";
import type { App } from "../../types";
import { type Artefact, checkArtefact } from "./artefacts";
import * as market from "./service";

/**
 * A multipart contribution: a `payload` field holding the JSON of the contract, and at most one
 * `file` (10 MB). Parts are read in any order.
 */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw httpError(415, "multipart_required");
  let payload: unknown;
  let file: Artefact | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (data.length > 0) file = await checkArtefact(part.filename, data);
      } else if (part.fieldname === "payload") {
        try {
          payload = JSON.parse(String(part.value));
        } catch {
          throw badRequest("invalid_json");
        }
      }
    }
  } catch (err) {
    // A truncated or malformed form is the client's error (400), a part over the limits a 413.
    throw multipartError(err);
  }
  const parsed = contributionBody.safeParse(payload ?? {});
  if (!parsed.success) throw validationError(parsed.error.issues);
  return { input: parsed.data, file };
}

/**
 * An attachment under its own name: RFC 5987 `filename*` (UTF-8, with ' ( ) * ! escaped too, as
 * its attr-char demands), and a plain ASCII `filename` for clients that know only that one.
 */
export function contentDisposition(name: string) {
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const tags = ["internal-marketplace"];

export async function internalMarketplaceRoutes(app: App) {
  await app.register(multipart, {
    limits: { fileSize: MAX_ARTEFACT_BYTES, files: 1, fields: 4, fieldSize: 64_000, parts: 6 },
  });

  app.get(
    "/api/internal-marketplace/items",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the internal marketplace items",
        tags,
        querystring: internalItemsQuery,
        response: { 200: z.array(internalItem) },
      },
    },
    async (req) => {
      return market.listItems(app.db, req.query, req.language);
    },
  );

  app.get(
    "/api/internal-marketplace/stats",
    {
      config: { access: "user", cache: true },
      schema: { summary: "Get the internal marketplace figures", tags, response: { 200: internalStats } },
    },
    async () => market.stats(app.db),
  );

  app.get(
    "/api/internal-marketplace/items/:id",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Get an internal marketplace item",
        tags,
        params: idParam,
        response: { 200: internalItemDetail },
      },
    },
    async (req) => market.readItem(app.db, req.actor, req.params.id, req.language),
  );

  app.post(
    "/api/internal-marketplace/items/:id/download",
    {
      config: { access: "user" },
      schema: {
        summary: "Record a download of an item and get its manifest",
        tags,
        params: idParam,
        body: downloadBody,
        response: { 200: downloadManifest },
      },
    },
    // A userId in the body (the spec's placeholder) is ignored: the downloader is the session's user.
    async (req) => market.download(app.db, req.actor.id, req.params.id, app.clock.now()),
  );

  app.get(
    "/api/internal-marketplace/items/:id/file",
    {
      config: { access: "user" },
      schema: { summary: "Download the file attached to an item", tags, params: idParam },
    },
    async (req, reply) => {
      const file = await market.readFile(app.db, req.actor, req.params.id);
      // Always an attachment, never rendered by the browser on our origin.
      return reply
        .header("content-type", file.mime)
        .header("content-disposition", contentDisposition(file.name))
        .header("content-security-policy", "default-src 'none'; frame-ancestors 'none'; sandbox")
        .header("x-content-type-options", "nosniff")
        .send(file.data);
    },
  );

  app.put(
    "/api/internal-marketplace/items/:id/review",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Write or update the signed-in user's review of an item",
        tags,
        params: idParam,
        body: reviewBody,
        response: { 200: internalItemDetail },
      },
    },
    async (req) =>
      market.putReview(
        app.db,
        req.actor,
        req.params.id,
        { rating: req.body.rating, comment: req.body.comment },
        app.clock.now(),
        req.language,
      ),
  );

  app.delete(
    "/api/internal-marketplace/items/:id/review",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Delete the signed-in user's review of an item",
        tags,
        params: idParam,
        response: { 200: internalItemDetail },
      },
    },
    async (req) => market.deleteReview(app.db, req.actor, req.params.id, req.language),
  );

  app.get(
    "/api/internal-marketplace/communities",
    {
      config: { access: "user", cache: true },
      schema: { summary: "List the communities", tags, response: { 200: z.array(community) } },
    },
    async (req) => market.listCommunities(app.db, req.actor.id, req.language),
  );

  app.post(
    "/api/internal-marketplace/communities/:id/membership",
    {
      config: { access: "user", sharedWrite: true },
      schema: { summary: "Join a community", tags, params: idParam, response: { 200: community } },
    },
    async (req) => market.join(app.db, req.actor.id, req.params.id, req.language),
  );

  app.delete(
    "/api/internal-marketplace/communities/:id/membership",
    {
      config: { access: "user", sharedWrite: true },
      schema: { summary: "Leave a community", tags, params: idParam, response: { 200: community } },
    },
    async (req) => market.leave(app.db, req.actor.id, req.params.id, req.language),
  );

  app.get(
    "/api/internal-marketplace/contributions",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List contributions",
        tags,
        querystring: contributionsQuery,
        response: { 200: z.array(contribution) },
      },
    },
    async (req) => market.listContributions(app.db, req.actor, req.query.scope),
  );

  app.post(
    "/api/internal-marketplace/contributions",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Create a contribution",
        tags,
        body: contributionBody,
        response: { 201: contribution },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await market.createContribution(app.db, req.actor, req.body, null, app.clock.now())),
  );

  /** The same with a file (multipart/form-data: `payload` JSON and `file`). */
  app.post(
    "/api/internal-marketplace/contributions/upload",
    {
      config: { access: "user", sharedWrite: true },
      schema: { summary: "Create a contribution with a file", tags, response: { 201: contribution } },
    },
    async (req, reply) => {
      // The upload is read and checked before the permission lookup: a malformed one costs no query.
      const { input, file } = await readUpload(req);
      const who = req.actor;
      return reply.code(201).send(await market.createContribution(app.db, who, input, file, app.clock.now()));
    },
  );

  app.put(
    "/api/internal-marketplace/contributions/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Update a contribution",
        tags,
        params: idParam,
        body: contributionBody,
        response: { 200: contribution },
      },
    },
    async (req) =>
      market.updateContribution(app.db, req.actor, req.params.id, req.body, null, app.clock.now()),
  );

  app.put(
    "/api/internal-marketplace/contributions/:id/upload",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Update a contribution with a file",
        tags,
        params: idParam,
        response: { 200: contribution },
      },
    },
    async (req) => {
      const { input, file } = await readUpload(req);
      const who = req.actor;
      return market.updateContribution(app.db, who, req.params.id, input, file, app.clock.now());
    },
  );

  app.delete(
    "/api/internal-marketplace/contributions/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: { summary: "Delete a contribution", tags, params: idParam, response: { 200: okBody } },
    },
    async (req) => {
      await market.deleteContribution(app.db, req.actor, req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/internal-marketplace/contributions/:id/approve",
    {
      config: { access: "admin" },
      schema: { summary: "Approve a contribution", tags, params: idParam, response: { 200: contribution } },
    },
    async (req) => market.approveContribution(app.db, req.actor, req.params.id, app.clock.now()),
  );

  app.post(
    "/api/internal-marketplace/contributions/:id/reject",
    {
      config: { access: "admin" },
      schema: {
        summary: "Reject a contribution",
        tags,
        params: idParam,
        body: rejectBody,
        response: { 200: contribution },
      },
    },
    async (req) =>
      market.rejectContribution(app.db, req.actor, req.params.id, req.body.reason, app.clock.now()),
  );
}
