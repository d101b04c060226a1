import swagger, { type SwaggerTransformObject } from "@fastify/swagger";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { contributionBody, MAX_ARTEFACT_BYTES } from "../../shared/contracts/internal-marketplace";
import { knowledgeCategory } from "../../shared/contracts/knowledge";
import { uploadLimits } from "../uploads/limits";
import { accessOf } from "./access";
import { SESSION_COOKIE } from "./session";

/**
 * The API's OpenAPI document (served at GET /api/docs), built from the routes' own schemas. What
 * the zod schemas cannot say is added here, in one place: an operationId per operation, the session
 * cookie and which operations need it, the error answers, upload forms and downloaded file types.
 */

type Route = Pick<RouteOptions, "method" | "url" | "config"> & { schema?: FastifySchema };
type Json = Record<string, unknown>;

/** "POST /api/kanban/tasks": one operation of the API, as routes are written. */
const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
const methodsOf = (route: Route) => [route.method].flat().filter((m) => m !== "HEAD");

/** Whether a route answers signed-out callers (no session cookie needed), as it declares. */
export const isPublic = (route: Route) => accessOf(route) === "public";

/** Whether a route needs the admin permission (403 for any other account), as it declares. */
export const isAdminOnly = (route: Route) => accessOf(route) === "admin";

/** `getKanbanBoardsByBoardIdMembers` for GET /api/kanban/boards/:boardId/members: stable, unique. */
export function operationId(method: string, url: string) {
  const words = url
    .split("/")
    .filter((s) => s && s !== "api")
    .flatMap((s) =>
      s.startsWith(":") || s.startsWith("{") ? ["by", s.replace(/[:{}]/g, "")] : s.split("-"),
    );
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Answers some operations give beyond what their schema and access say (services' conflicts...). */
const EXTRA: Record<string, number[]> = {
  "POST /api/auth/login": [401, 429],
  "POST /api/auth/register": [409],
  "POST /api/auth/demo": [401, 404],
  "GET /api/events": [406, 429],
  "POST /api/chat/alfa-systems/threads/:userId/:threadId/restore": [410],
  "POST /api/knowledge/files/:id/ocr": [409],
  "POST /api/training/progress": [409],
  "POST /api/learning/progress": [409],
  "POST /api/kanban/boards/:boardId/invitations": [409],
  "POST /api/kanban/invitations/:invitationId/accept": [409, 410],
  "POST /api/kanban/invitations/:invitationId/decline": [409, 410],
  "POST /api/marketplace/submissions/:id/approve": [409],
  "POST /api/marketplace/submissions/:id/reject": [409],
  "POST /api/internal-marketplace/contributions/:id/approve": [409],
  "POST /api/internal-marketplace/contributions/:id/reject": [409],
  "POST /api/admin/users/reset-password": [404],
  // Someone else's object (author or admin), or a list scope reserved to admins.
  "GET /api/marketplace/submissions": [403],
  "GET /api/internal-marketplace/contributions": [403],
};
// The taxonomy refuses duplicate names and links, and deleting what is still linked.
for (const kind of ["roles", "skills", "task-types"]) {
  for (const key of [`POST /${kind}`, `PUT /${kind}/:id`, `DELETE /${kind}/:id`]) {
    EXTRA[key.replace(" /", " /api/admin/taxonomy/")] = [409];
  }
}
for (const link of ["role-tasks", "task-skills", "role-skills", "user-assignments"]) {
  EXTRA[`POST /api/admin/taxonomy/${link}`] = [409];
}

/** Multipart forms, which the routes read themselves (no body schema to validate). */
const UPLOADS: Record<string, { schema: Json; encoding?: Json }> = {
  "POST /api/knowledge/files": {
    schema: {
      type: "object",
      required: ["file"],
      properties: {
        category: {
          ...schemaOf(knowledgeCategory),
          description: "Sent before the file (fields after it are not read).",
        },
        parentId: {
          type: "string",
          nullable: true,
          description:
            'The folder to put the file in, sent before the file; absent or "null" for the top level.',
        },
        file: {
          type: "string",
          format: "binary",
          description: `Markdown, text, HTML, PDF, Word (.docx), PNG or JPEG; at most ${uploadLimits.maxUploadBytes / 1024 / 1024} MB.`,
        },
      },
    },
  },
  ...Object.fromEntries(
    [
      "POST /api/internal-marketplace/contributions/upload",
      "PUT /api/internal-marketplace/contributions/:id/upload",
    ].map((key) => [
      key,
      {
        schema: {
          type: "object",
          required: ["payload"],
          properties: {
            payload: { ...schemaOf(contributionBody), description: "The contribution, as JSON." },
            file: {
              type: "string",
              format: "binary",
              description: `The solution's file (zip, PDF, Office, JSON, YAML, Markdown, text, CSV, SQL); at most ${MAX_ARTEFACT_BYTES / 1024 / 1024} MB.`,
            },
          },
        },
        encoding: { payload: { contentType: "application/json" } },
      },
    ]),
  ),
};

/** Raw bodies some routes accept besides JSON. */
const RAW_BODIES: Record<string, string[]> = {
  "POST /api/admin/taxonomy/user-assignments/import": [
    "text/csv",
    "application/csv",
    "application/vnd.ms-excel",
    "application/octet-stream",
    "text/plain",
  ],
};

/** Files sent back instead of JSON: the content types of the 200 answer. */
const DOWNLOADS: Record<string, { types: string[]; description: string }> = {
  "GET /api/deliverables/:id/export": {
    types: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/json"],
    description:
      "The deliverable as a Word document (format=docx) or a JSON file (format=json), as an attachment",
  },
  "GET /api/training/certificates/:code/pdf": {
    types: ["application/pdf"],
    description: "The certificate as a PDF file, as an attachment",
  },
  "GET /api/knowledge/files/:id/raw": {
    types: [
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "text/markdown",
      "text/plain",
      "text/html",
      "image/png",
      "image/jpeg",
    ],
    description: "The file as uploaded, shown inline (its own content type)",
  },
  "GET /api/internal-marketplace/items/:id/file": {
    types: [
      "application/zip",
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "application/json",
      "application/yaml",
      "text/markdown",
      "text/plain",
      "text/csv",
      "application/octet-stream",
    ],
    description: "The item's file, as an attachment (its own content type)",
  },
};

/** Event streams (server-sent events), always or when the request accepts text/event-stream. */
const STREAMS: Record<string, string> = {
  "GET /api/events":
    "The stream of the tab's live events (board changes, notifications, moderation counts, session end)",
  "POST /api/chat/alfa-coordinated/coordinate":
    "With Accept: text/event-stream, the reply as server-sent events: meta, token..., then done or error",
};

function schemaOf(schema: z.ZodType): Json {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: "openapi-3.0", io: "input" }) as Json;
  return json;
}

const errorRef = { $ref: "#/components/schemas/ErrorBody" };
const errorAnswer = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: errorRef } },
});
const retryAfter = {
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
};

/** The error answers, shared by every operation (`{ message, code, issues? }`, plugins/errors.ts). */
const ERROR_ANSWERS: Record<number, { name: string; response: Json }> = {
  400: {
    name: "BadRequest",
    response: errorAnswer(
      "The request is invalid (a field, the query string, the path or the form); `issues` lists each field's problem",
    ),
  },
  401: {
    name: "Unauthorized",
    response: errorAnswer("Not signed in, or the session has ended (on sign-in: wrong credentials)"),
  },
  403: {
    name: "Forbidden",
    response: errorAnswer(
      "Refused: the admin permission or the owner's role is needed, a demo account may not write to shared spaces, or the request came from another site",
    ),
  },
  404: {
    name: "NotFound",
    response: errorAnswer("What the path names does not exist, or the caller may not see it"),
  },
  406: {
    name: "NotAcceptable",
    response: errorAnswer("The request does not accept the only content type this operation sends"),
  },
  409: {
    name: "Conflict",
    response: errorAnswer("The request conflicts with the current state (a duplicate, or already done)"),
  },
  410: { name: "Gone", response: errorAnswer("Too late: what the request names has expired") },
  413: { name: "PayloadTooLarge", response: errorAnswer("The body or file is over its size limit") },
  415: {
    name: "UnsupportedMediaType",
    response: errorAnswer("The body's content type is not one this operation reads"),
  },
  429: {
    name: "TooManyRequests",
    response: errorAnswer("Too many requests: wait for Retry-After seconds", retryAfter),
  },
};

/** The 4xx answers of one operation, from its schema, its access and what it is known to refuse. */
function errorStatuses(route: Route, method: string, schema: FastifySchema | undefined) {
  const key = keyOf(method, route.url);
  const statuses = new Set(EXTRA[key] ?? []);
  const hasBody = Boolean(schema?.body) || key in UPLOADS;
  if (hasBody || schema?.querystring || schema?.params) statuses.add(400);
  if (!isPublic(route)) statuses.add(401);
  // Every state change from another site is refused; so are others' objects under a :userId.
  if (isAdminOnly(route) || unsafe.has(method) || route.url.includes(":userId")) statuses.add(403);
  if (route.url.includes("/:")) statuses.add(404);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Per route: the zod schemas as JSON Schema, then the operation's id, security and errors. */
const transform: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (schema.hide) return { schema, url };
  const route = input.route as Route;
  const [method] = methodsOf(route);
  return {
    url,
    schema: {
      ...schema,
      operationId: operationId(method, route.url),
      ...(isPublic(route) ? { security: [] } : {}),
      "x-errors": errorStatuses(route, method, input.schema),
    } as FastifySchema,
  };
};

/** `nullable` needs a `type` beside it in OpenAPI 3.0: zod's `.nullable()` on a union lacks one. */
function fixNullable(node: unknown): void {
  if (!node || typeof node !== "object") return;
  const schema = node as Json;
  if (schema.nullable === true && schema.type === undefined) {
    const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    const types = new Set(branches?.map((b) => b.type));
    if (branches && types.size === 1 && typeof branches[0].type === "string") schema.type = branches[0].type;
    else delete schema.nullable;
  }
  for (const value of Object.values(schema)) fixNullable(value);
}

/** The whole document: its header, shared components, and each operation's extra content. */
const transformObject: SwaggerTransformObject = (document) => {
  if (!("openapiObject" in document)) return document.swaggerObject;
  const doc = document.openapiObject as Json & {
    paths: Record<string, Record<string, Json>>;
    components?: Json;
  };
  const used = new Set<number>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ":$1");
    for (const [method, op] of Object.entries(item)) {
      const key = keyOf(method, url);
      const responses = op.responses as Record<string, Json>;
      const upload = UPLOADS[key];
      if (upload) {
        op.requestBody = {
          required: true,
          content: {
            "multipart/form-data": {
              schema: upload.schema,
              ...(upload.encoding ? { encoding: upload.encoding } : {}),
            },
          },
        };
      }
      const raw = RAW_BODIES[key];
      if (raw) {
        const body = op.requestBody as { content: Record<string, { schema: Json }> };
        const json = body.content["application/json"].schema;
        // The file branch (a Buffer) has no JSON Schema: the raw content types below stand for it.
        if (Array.isArray(json.anyOf) && json.anyOf.length === 1)
          body.content["application/json"].schema = json.anyOf[0];
        for (const type of raw) body.content[type] = { schema: { type: "string", format: "binary" } };
      }
      const download = DOWNLOADS[key];
      if (download) {
        responses["200"] = {
          description: download.description,
          content: Object.fromEntries(
            download.types.map((t) => [t, { schema: { type: "string", format: "binary" } }]),
          ),
        };
      }
      const stream = STREAMS[key];
      if (stream) {
        responses["200"] ??= { description: stream };
        const ok = responses["200"];
        if (ok.description === "Default Response") ok.description = stream;
        ok.content = {
          ...(ok.content as Json | undefined),
          "text/event-stream": { schema: { type: "string", description: stream } },
        };
      }
      for (const answer of Object.values(responses)) {
        if (answer.description === "Default Response") answer.description = "Success";
      }
      for (const status of (op["x-errors"] as number[] | undefined) ?? []) {
        used.add(status);
        responses[String(status)] = { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` };
      }
      delete op["x-errors"];
    }
  }
  fixNullable(doc.paths);
  return {
    ...doc,
    info: {
      title: "Praxis API",
      version: "1.0.0",
      description:
        "The API of Praxis, the AI services store and consultant workspace. Sign in with POST /api/auth/login: " +
        `the answer sets the \`${SESSION_COOKIE}\` session cookie, which every other operation needs unless it says otherwise. ` +
        "Errors are JSON `{ message, code, issues? }` with a stable `code`; messages are in French.",
      license: { name: "Proprietary" },
    },
    servers: [{ url: "/", description: "The server that serves this document" }],
    security: [{ session: [] }],
    components: {
      ...doc.components,
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The session cookie set by sign-in (POST /api/auth/login, /register or /demo)",
        },
      },
      schemas: {
        ...(doc.components?.schemas as Json | undefined),
        ErrorBody: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string", description: "What went wrong, for a person (in French)" },
            code: {
              type: "string",
              description: "What went wrong, for a program: validation, unauthorized, task_not_found...",
            },
            issues: {
              type: "array",
              description: "On a 400: each invalid field's problem",
              items: {
                type: "object",
                required: ["path", "message"],
                properties: {
                  path: {
                    type: "string",
                    description: "The field, dotted (items.0.title); empty for the whole body",
                  },
                  code: { type: "string", description: "What is wrong with the field, for a program" },
                  message: { type: "string", description: "What is wrong with the field, for a person" },
                },
              },
            },
          },
        },
      },
      responses: Object.fromEntries(
        [...used]
          .sort((a, b) => a - b)
          .map((status) => [ERROR_ANSWERS[status].name, ERROR_ANSWERS[status].response]),
      ),
    },
  } as ReturnType<SwaggerTransformObject>;
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: { info: { title: "Praxis API", version: "1.0.0" } },
    transform,
    transformObject,
  });
}
