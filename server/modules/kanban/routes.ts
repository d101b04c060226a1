import { z } from "zod";
import { okBody } from "../../../shared/contracts/common";
import {
  board,
  boardParams,
  boardPresence,
  collaborator,
  createTaskBody,
  invitation,
  invitationParams,
  inviteBody,
  memberParams,
  moveTaskBody,
  myInvitation,
  myInvitationParams,
  presenceBody,
  presenceParams,
  roleChangeBody,
  task,
  taskActivity,
  taskParams,
  tasksQuery,
  taskType,
  updateTaskBody,
} from "../../../shared/contracts/kanban";
import type { App } from "../../types";
import * as collaboration from "./collaboration";
import { requireBoardRole, requireTaskRole } from "./policy";
import * as presence from "./presence";
import * as kanban from "./service";

const tags = ["kanban"];

export async function kanbanRoutes(app: App) {
  const now = () => app.clock.now();

  app.get(
    "/api/kanban/boards",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the boards the signed-in user belongs to",
        tags,
        response: { 200: z.array(board) },
      },
    },
    async (req) => kanban.listBoards(app.db, req.actor.id),
  );

  app.get(
    "/api/kanban/task-types",
    {
      config: { access: "user", cache: true },
      schema: { summary: "List the task types", tags, response: { 200: z.array(taskType) } },
    },
    async (req) => {
      return kanban.listTaskTypes(app.db, req.language);
    },
  );

  // Tasks: the spec's paths and payloads; the board defaults to the caller's own.
  app.get(
    "/api/kanban/tasks",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the tasks of a board",
        tags,
        querystring: tasksQuery,
        response: { 200: z.array(task) },
      },
    },
    async (req) => {
      const user = req.actor;
      const boardId = req.query.boardId ?? (await kanban.ensureOwnBoard(app.db, user.id));
      const access = await requireBoardRole(app.db, user.id, boardId, "viewer");
      return kanban.listTasks(app.db, access.boardId);
    },
  );

  app.post(
    "/api/kanban/tasks",
    {
      config: { access: "user" },
      schema: { summary: "Create a task", tags, body: createTaskBody, response: { 201: task } },
    },
    async (req, reply) => {
      const user = req.actor;
      const boardId = req.body.boardId ?? (await kanban.ensureOwnBoard(app.db, user.id));
      const access = await requireBoardRole(app.db, user.id, boardId, "editor");
      return reply.code(201).send(await kanban.createTask(app.db, access, user.id, req.body, now()));
    },
  );

  app.put(
    "/api/kanban/task/:taskId",
    {
      config: { access: "user" },
      schema: {
        summary: "Update a task",
        tags,
        params: taskParams,
        body: updateTaskBody,
        response: { 200: task },
      },
    },
    async (req) => {
      const user = req.actor;
      const access = await requireTaskRole(app.db, user.id, req.params.taskId, "editor");
      return kanban.updateTask(app.db, access, user.id, req.params.taskId, req.body, now());
    },
  );

  app.put(
    "/api/kanban/task/:taskId/move",
    {
      config: { access: "user" },
      schema: {
        summary: "Move a task to another column or position",
        tags,
        params: taskParams,
        body: moveTaskBody,
        response: { 200: task },
      },
    },
    async (req) => {
      const user = req.actor;
      const access = await requireTaskRole(app.db, user.id, req.params.taskId, "editor");
      return kanban.moveTask(app.db, access, user.id, req.params.taskId, req.body, now());
    },
  );

  app.delete(
    "/api/kanban/task/:taskId",
    {
      config: { access: "user" },
      schema: { summary: "Delete a task", tags, params: taskParams, response: { 200: okBody } },
    },
    async (req) => {
      const user = req.actor;
      await requireTaskRole(app.db, user.id, req.params.taskId, "editor");
      await kanban.deleteTask(app.db, req.params.taskId);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/kanban/task/:taskId/activity",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the history of a task",
        tags,
        params: taskParams,
        response: { 200: z.array(taskActivity) },
      },
    },
    async (req) => {
      const user = req.actor;
      await requireTaskRole(app.db, user.id, req.params.taskId, "viewer");
      return kanban.listActivity(app.db, req.params.taskId);
    },
  );

  // Collaborators: every member sees them; only the owner changes them.
  app.get(
    "/api/kanban/boards/:boardId/members",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the members of a board",
        tags,
        params: boardParams,
        response: { 200: z.array(collaborator) },
      },
    },
    async (req) => {
      const access = await requireBoardRole(app.db, req.actor.id, req.params.boardId, "viewer");
      return collaboration.listMembers(app.db, access.boardId);
    },
  );

  app.put(
    "/api/kanban/boards/:boardId/members/:userId",
    {
      config: { access: "user" },
      schema: {
        summary: "Change the role of a board member",
        tags,
        params: memberParams,
        body: roleChangeBody,
        response: { 200: collaborator },
      },
    },
    async (req) => {
      const access = await requireBoardRole(app.db, req.actor.id, req.params.boardId, "owner");
      return collaboration.changeRole(app.db, access, req.params.userId, req.body.role);
    },
  );

  app.delete(
    "/api/kanban/boards/:boardId/members/:userId",
    {
      config: { access: "user" },
      schema: {
        summary: "Remove a member from a board",
        tags,
        params: memberParams,
        response: { 200: okBody },
      },
    },
    async (req) => {
      const user = req.actor;
      // A collaborator may leave a board by themselves; removing someone else is the owner's call.
      const needed = req.params.userId === user.id ? "viewer" : "owner";
      const access = await requireBoardRole(app.db, user.id, req.params.boardId, needed);
      await collaboration.removeMember(app.db, access, req.params.userId);
      return { ok: true as const };
    },
  );

  // Presence: which board a tab shows (its event stream's id), and who else has a board open.
  app.put(
    "/api/kanban/boards/:boardId/presence",
    {
      config: { access: "user" },
      schema: {
        summary: "Declare the board a tab shows",
        tags,
        params: boardParams,
        body: presenceBody,
        response: { 200: okBody },
      },
    },
    async (req) => {
      const user = req.actor;
      const access = await requireBoardRole(app.db, user.id, req.params.boardId, "viewer");
      await presence.show(app.db, user.id, req.body.streamId, access.boardId, now());
      return { ok: true as const };
    },
  );

  app.delete(
    "/api/kanban/presence/:streamId",
    {
      config: { access: "user" },
      schema: {
        summary: "Declare that a tab no longer shows a board",
        tags,
        params: presenceParams,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await presence.leave(app.db, req.actor.id, req.params.streamId);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/kanban/boards/:boardId/presence",
    {
      config: { access: "user" },
      schema: {
        summary: "List who else has a board open",
        tags,
        params: boardParams,
        response: { 200: boardPresence },
      },
    },
    async (req) => {
      const user = req.actor;
      const access = await requireBoardRole(app.db, user.id, req.params.boardId, "viewer");
      return presence.onBoard(app.db, access.boardId, user.id, now());
    },
  );

  app.get(
    "/api/kanban/boards/:boardId/invitations",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the pending invitations of a board",
        tags,
        params: boardParams,
        response: { 200: z.array(invitation) },
      },
    },
    async (req) => {
      const access = await requireBoardRole(app.db, req.actor.id, req.params.boardId, "owner");
      return collaboration.listInvitations(app.db, access.boardId, now());
    },
  );

  app.post(
    "/api/kanban/boards/:boardId/invitations",
    {
      config: { access: "user" },
      schema: {
        summary: "Invite someone to a board",
        tags,
        params: boardParams,
        body: inviteBody,
        response: { 201: invitation },
      },
    },
    async (req, reply) => {
      const user = req.actor;
      const access = await requireBoardRole(app.db, user.id, req.params.boardId, "owner");
      return reply.code(201).send(await collaboration.invite(app.db, access, user.id, req.body, now()));
    },
  );

  app.delete(
    "/api/kanban/boards/:boardId/invitations/:invitationId",
    {
      config: { access: "user" },
      schema: {
        summary: "Cancel an invitation to a board",
        tags,
        params: invitationParams,
        response: { 200: okBody },
      },
    },
    async (req) => {
      const access = await requireBoardRole(app.db, req.actor.id, req.params.boardId, "owner");
      await collaboration.cancelInvitation(app.db, access, req.params.invitationId);
      return { ok: true as const };
    },
  );

  // Invitations addressed to the signed-in user, matched by their account's e-mail.
  app.get(
    "/api/kanban/invitations/mine",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the invitations addressed to the signed-in user",
        tags,
        response: { 200: z.array(myInvitation) },
      },
    },
    async (req) => collaboration.listMyInvitations(app.db, req.actor.email, now()),
  );

  app.post(
    "/api/kanban/invitations/:invitationId/accept",
    {
      config: { access: "user" },
      schema: {
        summary: "Accept an invitation to a board",
        tags,
        params: myInvitationParams,
        response: { 200: board },
      },
    },
    async (req) => collaboration.acceptInvitation(app.db, req.actor, req.params.invitationId, now()),
  );

  app.post(
    "/api/kanban/invitations/:invitationId/decline",
    {
      config: { access: "user" },
      schema: {
        summary: "Decline an invitation to a board",
        tags,
        params: myInvitationParams,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await collaboration.declineInvitation(app.db, req.actor, req.params.invitationId, now());
      return { ok: true as const };
    },
  );
}
