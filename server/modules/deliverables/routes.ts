import { z } from "zod";
import { idParam, okBody } from "../../../shared/contracts/common";
import {
  createDeliverableBody,
  deliverable,
  deliverableListQuery,
  deliverableTemplate,
  exportQuery,
  templateIdParam,
  updateDeliverableBody,
} from "../../../shared/contracts/deliverables";
import type { App } from "../../types";
import { contentDisposition, exportDeliverable } from "./export";
import * as deliverables from "./service";

const tags = ["deliverables"];

export async function deliverablesRoutes(app: App) {
  app.get(
    "/api/deliverables/templates",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the deliverable templates",
        tags,
        response: { 200: z.array(deliverableTemplate) },
      },
    },
    async (req) => deliverables.listTemplates(app.db, req.language),
  );

  app.get(
    "/api/deliverables",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the signed-in user's deliverables",
        tags,
        querystring: deliverableListQuery,
        response: { 200: z.array(deliverable) },
      },
    },
    async (req) => deliverables.list(app.db, req.actor.id, req.query, req.language),
  );

  app.post(
    "/api/deliverables/from-template/:templateId",
    {
      config: { access: "user" },
      schema: {
        summary: "Create a deliverable from a template",
        tags,
        params: templateIdParam,
        body: createDeliverableBody,
        response: { 201: deliverable },
      },
    },
    async (req, reply) => {
      const user = req.actor;
      const created = await deliverables.createFromTemplate(
        app.db,
        user.id,
        req.params.templateId,
        req.body,
        app.clock.now(),
        req.language,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/deliverables/:id",
    {
      config: { access: "user", cache: true },
      schema: { summary: "Get a deliverable", tags, params: idParam, response: { 200: deliverable } },
    },
    async (req) => deliverables.get(app.db, req.actor.id, req.params.id, req.language),
  );

  app.put(
    "/api/deliverables/:id",
    {
      config: { access: "user" },
      schema: {
        summary: "Update a deliverable",
        tags,
        params: idParam,
        body: updateDeliverableBody,
        response: { 200: deliverable },
      },
    },
    async (req) =>
      deliverables.update(app.db, req.actor.id, req.params.id, req.body, app.clock.now(), req.language),
  );

  app.delete(
    "/api/deliverables/:id",
    {
      config: { access: "user" },
      schema: { summary: "Delete a deliverable", tags, params: idParam, response: { 200: okBody } },
    },
    async (req) => {
      await deliverables.remove(app.db, req.actor.id, req.params.id);
      return { ok: true as const };
    },
  );

  /** `docx` sends a Word file; `json` the deliverable as a JSON file; both named after it. */
  app.get(
    "/api/deliverables/:id/export",
    {
      config: { access: "user" },
      schema: {
        summary: "Export a deliverable as a Word or JSON file",
        tags,
        params: idParam,
        querystring: exportQuery,
      },
    },
    async (req, reply) => {
      const user = req.actor;
      const file = await exportDeliverable(
        app.db,
        user.id,
        req.params.id,
        req.query.format,
        req.query.language,
        app.clock.now(),
      );
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition(file.fileName))
        .header("cache-control", "no-store")
        .send(Buffer.isBuffer(file.body) ? file.body : JSON.stringify(file.body, null, 2));
    },
  );
}
