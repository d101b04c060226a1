import { z } from "zod";
import { idParam, okBody, rejectBody } from "../../../shared/contracts/common";
import {
  marketplaceItem,
  marketplaceItemsQuery,
  marketplaceStats,
  submission,
  submissionBody,
  submissionsQuery,
  subscribeBody,
  subscribedItem,
  subscription,
} from "../../../shared/contracts/marketplace";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import { actorOf } from "../auth/service";
import * as marketplace from "./service";

const itemIdParam = z.object({ itemId: z.string().min(1).max(100) });

const tags = ["marketplace"];

export async function marketplaceRoutes(app: App) {
  const actor = (req: Parameters<typeof requireUser>[0]) => actorOf(app.db, requireUser(req).id);

  app.get(
    "/api/marketplace/items",
    {
      schema: {
        summary: "List the marketplace items",
        tags,
        querystring: marketplaceItemsQuery,
        response: { 200: z.array(marketplaceItem) },
      },
    },
    async (req) => marketplace.listItems(app.db, requireUser(req).id, req.query),
  );

  app.get(
    "/api/marketplace/stats",
    { schema: { summary: "Get the marketplace figures", tags, response: { 200: marketplaceStats } } },
    async (req) => {
      requireUser(req);
      return marketplace.stats(app.db, app.clock.now());
    },
  );

  app.post(
    "/api/marketplace/subscribe/:itemId",
    {
      schema: {
        summary: "Subscribe to a marketplace item",
        tags,
        params: itemIdParam,
        body: subscribeBody,
        response: { 200: subscription },
      },
    },
    async (req) => marketplace.subscribe(app.db, requireUser(req).id, req.params.itemId),
  );

  app.delete(
    "/api/marketplace/subscribe/:itemId",
    {
      schema: {
        summary: "Unsubscribe from a marketplace item",
        tags,
        params: itemIdParam,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await marketplace.unsubscribe(app.db, requireUser(req).id, req.params.itemId);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/marketplace/subscriptions",
    {
      schema: {
        summary: "List the signed-in user's subscriptions",
        tags,
        response: { 200: z.array(subscribedItem) },
      },
    },
    async (req) => marketplace.listSubscriptions(app.db, requireUser(req).id),
  );

  app.get(
    "/api/marketplace/submissions",
    {
      schema: {
        summary: "List marketplace submissions",
        tags,
        querystring: submissionsQuery,
        response: { 200: z.array(submission) },
      },
    },
    async (req) => marketplace.listSubmissions(app.db, await actor(req), req.query.scope),
  );

  app.post(
    "/api/marketplace/submissions",
    {
      config: { sharedWrite: true },
      schema: {
        summary: "Submit an item to the marketplace",
        tags,
        body: submissionBody,
        response: { 201: submission },
      },
    },
    async (req, reply) => reply.code(201).send(await marketplace.submit(app.db, await actor(req), req.body)),
  );

  app.put(
    "/api/marketplace/submissions/:id",
    {
      config: { sharedWrite: true },
      schema: {
        summary: "Update a marketplace submission",
        tags,
        params: idParam,
        body: submissionBody,
        response: { 200: submission },
      },
    },
    async (req) => marketplace.updateSubmission(app.db, await actor(req), req.params.id, req.body),
  );

  app.delete(
    "/api/marketplace/submissions/:id",
    {
      config: { sharedWrite: true },
      schema: {
        summary: "Delete a marketplace submission",
        tags,
        params: idParam,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await marketplace.deleteSubmission(app.db, await actor(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/marketplace/submissions/:id/approve",
    {
      schema: {
        summary: "Approve a marketplace submission",
        tags,
        params: idParam,
        response: { 200: submission },
      },
    },
    async (req) => marketplace.approveSubmission(app.db, await actor(req), req.params.id, app.clock.now()),
  );

  app.post(
    "/api/marketplace/submissions/:id/reject",
    {
      schema: {
        summary: "Reject a marketplace submission",
        tags,
        params: idParam,
        body: rejectBody,
        response: { 200: submission },
      },
    },
    async (req) =>
      marketplace.rejectSubmission(app.db, await actor(req), req.params.id, req.body.reason, app.clock.now()),
  );
}
