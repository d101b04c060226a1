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
import type { App } from "../../types";
import * as marketplace from "./service";

const itemIdParam = z.object({ itemId: z.string().min(1).max(100) });

const tags = ["marketplace"];

export async function marketplaceRoutes(app: App) {
  app.get(
    "/api/marketplace/items",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the marketplace items",
        tags,
        querystring: marketplaceItemsQuery,
        response: { 200: z.array(marketplaceItem) },
      },
    },
    async (req) => marketplace.listItems(app.db, req.actor.id, req.query, req.language),
  );

  app.get(
    "/api/marketplace/stats",
    {
      config: { access: "user", cache: true },
      schema: { summary: "Get the marketplace figures", tags, response: { 200: marketplaceStats } },
    },
    async () => {
      return marketplace.stats(app.db, app.clock.now());
    },
  );

  app.post(
    "/api/marketplace/subscribe/:itemId",
    {
      config: { access: "user" },
      schema: {
        summary: "Subscribe to a marketplace item",
        tags,
        params: itemIdParam,
        body: subscribeBody,
        response: { 200: subscription },
      },
    },
    async (req) => marketplace.subscribe(app.db, req.actor.id, req.params.itemId),
  );

  app.delete(
    "/api/marketplace/subscribe/:itemId",
    {
      config: { access: "user" },
      schema: {
        summary: "Unsubscribe from a marketplace item",
        tags,
        params: itemIdParam,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await marketplace.unsubscribe(app.db, req.actor.id, req.params.itemId);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/marketplace/subscriptions",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the signed-in user's subscriptions",
        tags,
        response: { 200: z.array(subscribedItem) },
      },
    },
    async (req) => marketplace.listSubscriptions(app.db, req.actor.id, req.language),
  );

  app.get(
    "/api/marketplace/submissions",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List marketplace submissions",
        tags,
        querystring: submissionsQuery,
        response: { 200: z.array(submission) },
      },
    },
    async (req) => marketplace.listSubmissions(app.db, req.actor, req.query.scope),
  );

  app.post(
    "/api/marketplace/submissions",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Submit an item to the marketplace",
        tags,
        body: submissionBody,
        response: { 201: submission },
      },
    },
    async (req, reply) => reply.code(201).send(await marketplace.submit(app.db, req.actor, req.body)),
  );

  app.put(
    "/api/marketplace/submissions/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Update a marketplace submission",
        tags,
        params: idParam,
        body: submissionBody,
        response: { 200: submission },
      },
    },
    async (req) => marketplace.updateSubmission(app.db, req.actor, req.params.id, req.body),
  );

  app.delete(
    "/api/marketplace/submissions/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Delete a marketplace submission",
        tags,
        params: idParam,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await marketplace.deleteSubmission(app.db, req.actor, req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/marketplace/submissions/:id/approve",
    {
      config: { access: "admin" },
      schema: {
        summary: "Approve a marketplace submission",
        tags,
        params: idParam,
        response: { 200: submission },
      },
    },
    async (req) => marketplace.approveSubmission(app.db, req.actor, req.params.id, app.clock.now()),
  );

  app.post(
    "/api/marketplace/submissions/:id/reject",
    {
      config: { access: "admin" },
      schema: {
        summary: "Reject a marketplace submission",
        tags,
        params: idParam,
        body: rejectBody,
        response: { 200: submission },
      },
    },
    async (req) =>
      marketplace.rejectSubmission(app.db, req.actor, req.params.id, req.body.reason, app.clock.now()),
  );
}
