import multipart from "@fastify/multipart";
import { z } from "zod";
import { idParam, okBody } from "../../../shared/contracts/common";
import {
  folderBody,
  foldersQuery,
  knowledgeCategory,
  knowledgeCounts,
  knowledgeItem,
  knowledgeItemBody,
  knowledgeItemDetail,
  knowledgeListQuery,
  knowledgeNode,
  knowledgeNodeDetail,
  renameBody,
  searchQuery,
  searchResult,
} from "../../../shared/contracts/knowledge";
import { badRequest, httpError, multipartError } from "../../plugins/errors";
import { onWritingRoutes } from "../../plugins/read-cache";
import type { App } from "../../types";
import { MAX_UPLOAD_BYTES } from "./documents";
import { createOcrRunner } from "./ocr";
import { KNOWLEDGE_CHANNEL, KnowledgeSearchIndex } from "./search-index";
import * as knowledge from "./service";

const tags = ["knowledge"];

export async function knowledgeRoutes(app: App) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1000 },
  });
  // Scans and photos are read in the background; files left by a stopped instance are taken up.
  const ocr = createOcrRunner(app.db, app.log);
  app.addHook("onReady", async () => ocr.kick());
  app.addHook("onClose", async () => ocr.stop());

  // Searches are ranked in memory while the index is current: every instance hears of changes to
  // articles and files from the database, and this one's own writing routes mark it stale at once.
  const searchIndex = new KnowledgeSearchIndex(app.db, (err) =>
    app.log.warn({ err }, "the knowledge search index could not be built"),
  );
  app.databaseEvents.subscribe(KNOWLEDGE_CHANNEL, {
    onNotification: () => searchIndex.changed(),
    onState: (listening) => (listening ? searchIndex.onListening() : searchIndex.onLost()),
  });
  onWritingRoutes(app, () => searchIndex.changed());

  app.get(
    "/api/knowledge",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the knowledge base articles",
        tags,
        querystring: knowledgeListQuery,
        response: { 200: z.array(knowledgeItem) },
      },
    },
    async (req) => knowledge.listItems(app.db, req.actor, req.query),
  );

  app.get(
    "/api/knowledge/counts",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Count the knowledge items the caller may read, per category and kind",
        tags,
        response: { 200: knowledgeCounts },
      },
    },
    async (req) => knowledge.countItems(app.db, req.actor),
  );

  app.get(
    "/api/knowledge/search",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Search the knowledge base",
        tags,
        querystring: searchQuery,
        response: { 200: searchResult },
      },
    },
    async (req) => ({
      items: await knowledge.search(
        app.db,
        searchIndex,
        req.actor,
        req.query.q,
        req.query.limit,
        req.query.lang,
      ),
    }),
  );

  app.get(
    "/api/knowledge/folders",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List knowledge folders and files",
        tags,
        querystring: foldersQuery,
        response: { 200: z.array(knowledgeNode) },
      },
    },
    async (req) => knowledge.listNodes(app.db, req.actor, req.query),
  );

  app.post(
    "/api/knowledge/folders",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Create a knowledge folder",
        tags,
        body: folderBody,
        response: { 201: knowledgeNode },
      },
    },
    async (req, reply) => reply.code(201).send(await knowledge.createFolder(app.db, req.actor, req.body)),
  );

  app.get(
    "/api/knowledge/folders/:id",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Get a knowledge folder or file",
        tags,
        params: idParam,
        response: { 200: knowledgeNodeDetail },
      },
    },
    async (req) => knowledge.readNode(app.db, req.actor, req.params.id),
  );

  app.put(
    "/api/knowledge/folders/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Rename a knowledge folder or file",
        tags,
        params: idParam,
        body: renameBody,
        response: { 200: knowledgeNodeDetail },
      },
    },
    async (req) => knowledge.renameNode(app.db, req.actor, req.params.id, req.body.name),
  );

  app.delete(
    "/api/knowledge/folders/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Delete a knowledge folder or file",
        tags,
        params: idParam,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await knowledge.deleteNode(app.db, req.actor, req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/knowledge/files/:id/raw",
    {
      config: { access: "user" },
      schema: { summary: "Download the content of a knowledge file", tags, params: idParam },
    },
    async (req, reply) => {
      const file = await knowledge.readRaw(app.db, req.params.id);
      // Served inline so the browser's own viewer shows PDFs inside the page (same origin only).
      return reply
        .header("content-type", file.mime)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header(
          "content-security-policy",
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
        )
        .header("x-frame-options", "SAMEORIGIN")
        .send(file.data);
    },
  );

  /** Upload (multipart/form-data): fields category and parentId, then the file (at most 10 MB). */
  app.post(
    "/api/knowledge/files",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Upload a file to the knowledge base",
        tags,
        response: { 201: knowledgeNodeDetail },
      },
    },
    async (req, reply) => {
      // The upload is read and checked before the permission lookup: a malformed one costs no query.
      if (!req.isMultipart()) throw httpError(415, "multipart_required");
      const part = await req.file().catch((err) => {
        throw multipartError(err);
      });
      if (!part) throw badRequest("file_required");
      const data = await part.toBuffer().catch((err) => {
        throw multipartError(err);
      });
      const field = (name: string) => {
        const f = part.fields[name];
        return f && !Array.isArray(f) && f.type === "field" ? String(f.value) : undefined;
      };
      const category = knowledgeCategory.safeParse(field("category"));
      if (!category.success) throw badRequest("unknown_category");
      const parentId = field("parentId");
      const node = await knowledge.uploadFile(app.db, req.actor, {
        name: part.filename,
        data,
        category: category.data,
        parentId: parentId && parentId !== "null" ? parentId : null,
      });
      if (node.textState === "recognising") ocr.kick();
      return reply.code(201).send(node);
    },
  );

  /** Reads a scan's or a photo's text again after OCR failed (author or admin). */
  app.post(
    "/api/knowledge/files/:id/ocr",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Read the text of a scan or photo again",
        tags,
        params: idParam,
        response: { 200: knowledgeNodeDetail },
      },
    },
    async (req) => {
      const node = await knowledge.retryOcr(app.db, req.actor, req.params.id);
      ocr.kick();
      return node;
    },
  );

  app.post(
    "/api/knowledge",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Create a knowledge base article",
        tags,
        body: knowledgeItemBody,
        response: { 201: knowledgeItem },
      },
    },
    async (req, reply) => reply.code(201).send(await knowledge.createItem(app.db, req.actor, req.body)),
  );

  app.get(
    "/api/knowledge/:id",
    {
      config: { access: "user" },
      schema: {
        summary: "Get a knowledge base article",
        tags,
        params: idParam,
        response: { 200: knowledgeItemDetail },
      },
    },
    async (req) => knowledge.readItem(app.db, req.actor, req.params.id),
  );

  app.put(
    "/api/knowledge/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Update a knowledge base article",
        tags,
        params: idParam,
        body: knowledgeItemBody,
        response: { 200: knowledgeItem },
      },
    },
    async (req) => knowledge.updateItem(app.db, req.actor, req.params.id, req.body),
  );

  app.delete(
    "/api/knowledge/:id",
    {
      config: { access: "user", sharedWrite: true },
      schema: {
        summary: "Delete a knowledge base article",
        tags,
        params: idParam,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await knowledge.deleteItem(app.db, req.actor, req.params.id);
      return { ok: true as const };
    },
  );
}
