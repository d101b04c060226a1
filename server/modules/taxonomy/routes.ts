import { z } from "zod";
import { okBody } from "../../../shared/contracts/common";
import {
  assignmentBody,
  deleteQuery,
  entityLinks,
  IMPORT_MAX_BYTES,
  importBody,
  importResult,
  role,
  roleBody,
  roleSkill,
  roleSkillBody,
  roleTask,
  roleTaskBody,
  skill,
  skillBody,
  taskSkill,
  taskSkillBody,
  taskType,
  taskTypeBody,
  taxonomyIdParam,
  taxonomyMatrix,
  userAssignment,
} from "../../../shared/contracts/taxonomy";
import { badRequest, httpError } from "../../plugins/errors";
import type { App } from "../../types";
import { importAssignments } from "./assignment-import";
import { createAssignment, deleteAssignment, listAssignments } from "./assignments";
import { deleteRole, deleteSkill, deleteTaskType, linksOf } from "./deletion";
import {
  createRole,
  createSkill,
  createTaskType,
  getMatrix,
  updateRole,
  updateSkill,
  updateTaskType,
} from "./entities";
import { createRoleSkill, createRoleTask, createTaskSkill, deleteLink } from "./links";

const PREFIX = "/api/admin/taxonomy";
const params = taxonomyIdParam;
const ok = { ok: true as const };

const tags = ["taxonomy"];

/** The admin taxonomy: roles, skills, task types, their links and role assignments by e-mail. */
export async function taxonomyRoutes(app: App) {
  app.get(
    `${PREFIX}/matrix`,
    {
      config: { access: "admin" },
      schema: { summary: "Get the whole taxonomy with its links", tags, response: { 200: taxonomyMatrix } },
    },
    async (req) => getMatrix(app.db, req.language),
  );

  // Roles
  app.post(
    `${PREFIX}/roles`,
    {
      config: { access: "admin" },
      schema: { summary: "Create a role", tags, body: roleBody, response: { 201: role } },
    },
    async (req, reply) => reply.code(201).send(await createRole(app.db, req.actor, req.body, req.language)),
  );
  app.put(
    `${PREFIX}/roles/:id`,
    {
      config: { access: "admin" },
      schema: { summary: "Update a role", tags, params, body: roleBody, response: { 200: role } },
    },
    async (req) => updateRole(app.db, req.actor, req.params.id, req.body, req.language),
  );
  app.get(
    `${PREFIX}/roles/:id/links`,
    {
      config: { access: "admin" },
      schema: { summary: "List what is linked to a role", tags, params, response: { 200: entityLinks } },
    },
    async (req) => linksOf(app.db, "role", req.params.id, req.language),
  );
  app.delete(
    `${PREFIX}/roles/:id`,
    {
      config: { access: "admin" },
      schema: { summary: "Delete a role", tags, params, querystring: deleteQuery, response: { 200: okBody } },
    },
    async (req) => {
      await deleteRole(app.db, req.actor, req.params.id, req.query.withLinks === "true", req.language);
      return ok;
    },
  );

  // Skills
  app.post(
    `${PREFIX}/skills`,
    {
      config: { access: "admin" },
      schema: { summary: "Create a skill", tags, body: skillBody, response: { 201: skill } },
    },
    async (req, reply) => reply.code(201).send(await createSkill(app.db, req.actor, req.body, req.language)),
  );
  app.put(
    `${PREFIX}/skills/:id`,
    {
      config: { access: "admin" },
      schema: { summary: "Update a skill", tags, params, body: skillBody, response: { 200: skill } },
    },
    async (req) => updateSkill(app.db, req.actor, req.params.id, req.body, req.language),
  );
  app.get(
    `${PREFIX}/skills/:id/links`,
    {
      config: { access: "admin" },
      schema: { summary: "List what is linked to a skill", tags, params, response: { 200: entityLinks } },
    },
    async (req) => linksOf(app.db, "skill", req.params.id, req.language),
  );
  app.delete(
    `${PREFIX}/skills/:id`,
    {
      config: { access: "admin" },
      schema: {
        summary: "Delete a skill",
        tags,
        params,
        querystring: deleteQuery,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await deleteSkill(app.db, req.actor, req.params.id, req.query.withLinks === "true", req.language);
      return ok;
    },
  );

  // Task types
  app.post(
    `${PREFIX}/task-types`,
    {
      config: { access: "admin" },
      schema: { summary: "Create a task type", tags, body: taskTypeBody, response: { 201: taskType } },
    },
    async (req, reply) =>
      reply.code(201).send(await createTaskType(app.db, req.actor, req.body, req.language)),
  );
  app.put(
    `${PREFIX}/task-types/:id`,
    {
      config: { access: "admin" },
      schema: {
        summary: "Update a task type",
        tags,
        params,
        body: taskTypeBody,
        response: { 200: taskType },
      },
    },
    async (req) => updateTaskType(app.db, req.actor, req.params.id, req.body, req.language),
  );
  app.get(
    `${PREFIX}/task-types/:id/links`,
    {
      config: { access: "admin" },
      schema: { summary: "List what is linked to a task type", tags, params, response: { 200: entityLinks } },
    },
    async (req) => linksOf(app.db, "taskType", req.params.id, req.language),
  );
  app.delete(
    `${PREFIX}/task-types/:id`,
    {
      config: { access: "admin" },
      schema: {
        summary: "Delete a task type",
        tags,
        params,
        querystring: deleteQuery,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await deleteTaskType(app.db, req.actor, req.params.id, req.query.withLinks === "true", req.language);
      return ok;
    },
  );

  // Links
  app.post(
    `${PREFIX}/role-tasks`,
    {
      config: { access: "admin" },
      schema: {
        summary: "Link a task type to a role",
        tags,
        body: roleTaskBody,
        response: { 201: roleTask },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createRoleTask(app.db, req.actor, req.body, req.language)),
  );
  app.post(
    `${PREFIX}/task-skills`,
    {
      config: { access: "admin" },
      schema: {
        summary: "Link a skill to a task type",
        tags,
        body: taskSkillBody,
        response: { 201: taskSkill },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createTaskSkill(app.db, req.actor, req.body, req.language)),
  );
  app.post(
    `${PREFIX}/role-skills`,
    {
      config: { access: "admin" },
      schema: { summary: "Link a skill to a role", tags, body: roleSkillBody, response: { 201: roleSkill } },
    },
    async (req, reply) =>
      reply.code(201).send(await createRoleSkill(app.db, req.actor, req.body, req.language)),
  );
  for (const [path, kind, what] of [
    ["role-tasks", "roleTask", "a task type from a role"],
    ["task-skills", "taskSkill", "a skill from a task type"],
    ["role-skills", "roleSkill", "a skill from a role"],
  ] as const) {
    const summary = `Unlink ${what}`;
    app.delete(
      `${PREFIX}/${path}/:id`,
      { config: { access: "admin" }, schema: { summary, tags, params, response: { 200: okBody } } },
      async (req) => {
        await deleteLink(app.db, req.actor, kind, req.params.id);
        return ok;
      },
    );
  }

  // User assignments
  app.get(
    `${PREFIX}/user-assignments`,
    {
      config: { access: "admin" },
      schema: {
        summary: "List the users' role assignments",
        tags,
        response: { 200: z.array(userAssignment) },
      },
    },
    async (req) => listAssignments(app.db, app.clock.now(), req.language),
  );
  app.post(
    `${PREFIX}/user-assignments`,
    {
      config: { access: "admin" },
      schema: {
        summary: "Assign a role to a user by e-mail",
        tags,
        body: assignmentBody,
        response: { 201: userAssignment },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createAssignment(app.db, req.actor, req.body, app.clock.now(), req.language)),
  );
  // The file itself (text/csv or application/octet-stream), read as bytes so that its encoding is
  // detected rather than assumed; JSON { csv } remains for text already decoded. In a scope of its
  // own: no other route accepts these content types.
  await app.register(async (scope: App) => {
    scope.addContentTypeParser(
      ["text/csv", "application/csv", "application/vnd.ms-excel", "application/octet-stream", "text/plain"],
      { parseAs: "buffer", bodyLimit: IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      `${PREFIX}/user-assignments/import`,
      {
        config: { access: "admin" },
        // The file's own limit is its parser's (above); JSON stays under the app's 1 MB.
        schema: {
          summary: "Import role assignments from a CSV file",
          tags,
          body: z.union([importBody, z.instanceof(Buffer)]),
          response: { 200: importResult },
        },
        errorHandler: (err, req) => {
          const isFile = !String(req.headers["content-type"] ?? "").startsWith("application/json");
          if (isFile && (err as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
            throw httpError(413, "csv_file_too_large");
          }
          throw err;
        },
      },
      async (req) => {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body.csv, "utf8");
        if (bytes.length === 0) throw badRequest("csv_empty");
        return importAssignments(app.db, req.actor, bytes, app.clock.now());
      },
    );
  });
  app.delete(
    `${PREFIX}/user-assignments/:id`,
    {
      config: { access: "admin" },
      schema: { summary: "Delete a role assignment", tags, params, response: { 200: okBody } },
    },
    async (req) => {
      await deleteAssignment(app.db, req.actor, req.params.id);
      return ok;
    },
  );
}
