import type { Agent, TestApp } from "../test-app";
import {
  contributionBody,
  type Fixtures,
  folderBody,
  knowledgeItemBody,
  submissionBody,
  uniq,
  uniqueEmail,
} from "./fixtures";
import { DEMO_PASSWORD, multipart } from "./support";

/** A request to one route: path parameters, a body (JSON or multipart) and a query string. */
export type Target = {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  query?: string;
  /** A multipart body, built afresh for each request. */
  upload?: () => ReturnType<typeof multipart>;
};

export type Ctx = { t: TestApp; f: Fixtures; A: Agent; B: Agent; admin: Agent };
/** Builds a request whose objects belong to `who` (objects are created through the API). */
type Make = (c: Ctx, who: Agent) => Promise<Target>;

/**
 * How to call a route and what it answers. Who may call it is the route's own declaration
 * (`config.access`, plugins/access.ts), which the matrix test reads; a probe only says how to build
 * a request and, for routes with a rule about the object (a policy), what others get:
 * - `ok`: the status of an allowed call (signed out for a public route);
 * - `row`: an object of user A; user B gets `other`, the admin `admin` (403/404 when refused, 2xx
 *   where the object is shared or admins may act on it);
 * - `otherWithOwnUserId`: a `self` route called by B with B's own id on A's object.
 */
export type Probe = {
  ok: number;
  make?: Make;
  row?: { other: number; admin: number };
  otherWithOwnUserId?: number;
};

const probe = (ok = 200, make?: Make): Probe => ({ ok, make });
/** A `self` route: by default, on the caller's own user id. */
const self = (make?: Make, otherWithOwnUserId?: number): Probe => ({
  ok: 200,
  make: make ?? (async (_c, who) => ({ params: { userId: who.user.id } })),
  otherWithOwnUserId,
});
/** Only A (and nobody else, admins included) reaches A's object; others are told it does not exist. */
const ownerOnly = (make: Make, ok = 200): Probe => ({ ok, make, row: { other: 404, admin: 404 } });
/** A's object that any account may read. */
const shared = (make: Make): Probe => ({ ok: 200, make, row: { other: 200, admin: 200 } });
/** Editable by its author and by admins; `other` is what another user gets. */
const authorOrAdmin = (make: Make, other: 403 | 404, ok = 200): Probe => ({
  ok,
  make,
  row: { other, admin: ok },
});

const id = (load: (c: Ctx, who: Agent) => Promise<string>, name = "id"): Make => {
  return async (c, who) => ({ params: { [name]: await load(c, who) } });
};
const T = "/api/admin/taxonomy";

/** How to call every route of the API. A route missing here fails the matrix test. */
export const PROBES: Record<string, Probe> = {
  // Health, documentation and sign-in
  "GET /api/health": probe(200),
  "GET /api/health/ready": probe(200),
  "GET /api/docs": probe(200),
  "GET /api/auth/options": probe(200),
  "POST /api/auth/login": {
    ok: 200,
    make: async (c) => ({ body: { email: (await c.t.signUp()).user.email, password: "motdepasse" } }),
  },
  "POST /api/auth/register": {
    ok: 201,
    make: async () => ({
      body: { email: uniqueEmail("inscrit"), password: "motdepasse", firstName: "Léa", lastName: "Martin" },
    }),
  },
  "POST /api/auth/logout": probe(200),
  "POST /api/auth/demo": {
    ok: 200,
    make: async () => ({ body: { password: DEMO_PASSWORD } }),
  },
  "GET /api/training/certificates/:code": {
    ok: 200,
    make: async (c) => ({ params: { code: await c.f.certificate(c.A) } }),
  },

  // Account and dashboard
  "GET /api/auth/me": probe(),
  "PUT /api/auth/profile": probe(200, async () => ({ body: { firstName: "Inès", lastName: "Bernard" } })),
  "GET /api/dashboard/stats/:userId": self(),
  "GET /api/dashboard/activities/:userId": self(),
  "GET /api/dashboard/service-families": probe(),
  "GET /api/notifications": probe(),
  // A stream opens only for Accept: text/event-stream (live.test.ts); plain requests get 406.
  "GET /api/events": probe(406),
  "POST /api/notifications/:id/read": ownerOnly(id((c, who) => c.f.notification(who))),
  "POST /api/notifications/read-all": probe(),
  "GET /api/services": probe(),
  "POST /api/services/:id/use": probe(200, async (c) => ({
    params: { id: await c.f.serviceId() },
    body: {},
  })),
  "GET /api/ai/contextual/:page/:task": probe(200, async () => ({
    params: { page: "kanban", task: "none" },
  })),
  "GET /api/analytics/task-mining": probe(),
  "GET /api/competency/summary": probe(),

  // Chat: the path's user must be the caller; someone else's thread does not exist for them.
  "GET /api/chat/alfa-coordinated/threads/:userId": self(),
  "GET /api/chat/alfa-systems/threads/:userId/:threadId": self(
    async (c, who) => ({ params: { userId: who.user.id, threadId: await c.f.thread(who) } }),
    404,
  ),
  "DELETE /api/chat/alfa-systems/threads/:userId/:threadId": self(
    async (c, who) => ({ params: { userId: who.user.id, threadId: await c.f.thread(who) } }),
    404,
  ),
  "POST /api/chat/alfa-systems/threads/:userId/:threadId/restore": self(async (c, who) => {
    // A conversation deleted a moment ago; nobody else can bring it back.
    const threadId = await c.f.thread(who);
    await who.delete(`/api/chat/alfa-systems/threads/${who.user.id}/${threadId}`);
    return { params: { userId: who.user.id, threadId } };
  }, 410),
  "POST /api/chat/alfa-systems/clear": probe(200, async () => ({ body: {} })),
  "POST /api/chat/alfa-coordinated/coordinate": ownerOnly(async (c, who) => ({
    body: { message: "Et le leasing ?", threadId: await c.f.thread(who) },
  })),

  // Knowledge base: everyone reads, the author and admins edit.
  "GET /api/knowledge": probe(),
  "GET /api/knowledge/counts": probe(),
  "GET /api/knowledge/search": probe(200, async () => ({ query: "q=cr%C3%A9dit" })),
  "GET /api/search": probe(200, async () => ({ query: "q=cr%C3%A9dit" })),
  "GET /api/knowledge/folders": probe(),
  "POST /api/knowledge/folders": probe(201, async () => ({ body: folderBody() })),
  "GET /api/knowledge/folders/:id": shared(id((c, who) => c.f.folder(who))),
  "PUT /api/knowledge/folders/:id": authorOrAdmin(
    async (c, who) => ({ params: { id: await c.f.folder(who) }, body: { name: uniq("Renommé") } }),
    403,
  ),
  "DELETE /api/knowledge/folders/:id": authorOrAdmin(
    id((c, who) => c.f.folder(who)),
    403,
  ),
  "GET /api/knowledge/files/:id/raw": shared(id((c, who) => c.f.knowledgeFile(who))),
  "POST /api/knowledge/files": probe(201, async () => ({
    upload: () =>
      multipart({ category: "Métiers du Crédit" }, { name: "note.md", data: Buffer.from("# Note") }),
  })),
  // A file whose text is not being re-read answers 409 once the permission is granted.
  "POST /api/knowledge/files/:id/ocr": authorOrAdmin(
    id((c, who) => c.f.knowledgeFile(who)),
    403,
    409,
  ),
  "POST /api/knowledge": probe(201, async () => ({ body: knowledgeItemBody() })),
  "GET /api/knowledge/:id": shared(id((c, who) => c.f.knowledgeItem(who))),
  "PUT /api/knowledge/:id": authorOrAdmin(
    async (c, who) => ({ params: { id: await c.f.knowledgeItem(who) }, body: knowledgeItemBody() }),
    403,
  ),
  "DELETE /api/knowledge/:id": authorOrAdmin(
    id((c, who) => c.f.knowledgeItem(who)),
    403,
  ),

  // Training
  "GET /api/training/modules": probe(),
  "GET /api/training/progress/:userId": self(),
  "POST /api/training/progress": probe(200, async (c, who) => ({
    body: { trainingModuleId: await c.f.firstModule(who), progress: 10 },
  })),
  "GET /api/training/certificates": probe(),
  "GET /api/training/certificates/:code/pdf": ownerOnly(async (c, who) => ({
    params: { code: await c.f.certificate(who) },
  })),

  // Deliverables and their quality scores: only their author, admins included.
  "GET /api/deliverables/templates": probe(),
  "GET /api/deliverables": probe(),
  "POST /api/deliverables/from-template/:templateId": probe(201, async (c) => ({
    params: { templateId: await c.f.templateId() },
    body: { name: uniq("Livrable"), data: await c.f.templateData() },
  })),
  "GET /api/deliverables/:id": ownerOnly(id((c, who) => c.f.deliverable(who))),
  "PUT /api/deliverables/:id": ownerOnly(async (c, who) => ({
    params: { id: await c.f.deliverable(who) },
    body: { name: uniq("Livrable") },
  })),
  "DELETE /api/deliverables/:id": ownerOnly(id((c, who) => c.f.deliverable(who))),
  "GET /api/deliverables/:id/export": ownerOnly(async (c, who) => ({
    params: { id: await c.f.deliverable(who) },
    query: "format=json",
  })),
  "GET /api/quality/score/:deliverableId": ownerOnly(id((c, who) => c.f.deliverable(who), "deliverableId")),
  "POST /api/quality/score/:deliverableId": ownerOnly(
    id((c, who) => c.f.deliverable(who), "deliverableId"),
    201,
  ),
  "GET /api/quality/score/:deliverableId/history": ownerOnly(
    id((c, who) => c.f.deliverable(who), "deliverableId"),
  ),

  // Partner marketplace
  "GET /api/marketplace/items": probe(),
  "GET /api/marketplace/stats": probe(),
  "POST /api/marketplace/subscribe/:itemId": probe(200, async (c) => ({
    params: { itemId: await c.f.marketItemId() },
    body: {},
  })),
  "DELETE /api/marketplace/subscribe/:itemId": probe(200, async (c, who) => {
    const itemId = await c.f.marketItemId();
    await who.post(`/api/marketplace/subscribe/${itemId}`, {});
    return { params: { itemId } };
  }),
  "GET /api/marketplace/subscriptions": probe(),
  "GET /api/marketplace/submissions": probe(),
  "POST /api/marketplace/submissions": probe(201, async () => ({ body: submissionBody() })),
  "PUT /api/marketplace/submissions/:id": authorOrAdmin(
    async (c, who) => ({ params: { id: await c.f.submission(who) }, body: submissionBody() }),
    403,
  ),
  "DELETE /api/marketplace/submissions/:id": authorOrAdmin(
    id((c, who) => c.f.submission(who)),
    403,
  ),
  "POST /api/marketplace/submissions/:id/approve": probe(
    200,
    id((c) => c.f.submission(c.A)),
  ),
  "POST /api/marketplace/submissions/:id/reject": probe(200, async (c) => ({
    params: { id: await c.f.submission(c.A) },
    body: { reason: "Hors périmètre" },
  })),

  // Internal marketplace: a pending contribution is seen by its author and admins only.
  "GET /api/internal-marketplace/items": probe(),
  "GET /api/internal-marketplace/stats": probe(),
  "GET /api/internal-marketplace/items/:id": authorOrAdmin(
    id((c, who) => c.f.contribution(who)),
    404,
  ),
  "POST /api/internal-marketplace/items/:id/download": probe(200, async (c) => ({
    params: { id: await c.f.internalItemId() },
    body: {},
  })),
  "GET /api/internal-marketplace/items/:id/file": authorOrAdmin(
    id((c, who) => c.f.contributionWithFile(who)),
    404,
  ),
  "PUT /api/internal-marketplace/items/:id/review": probe(200, async (c) => ({
    params: { id: await c.f.internalItemId() },
    body: { rating: 4, comment: "Utile" },
  })),
  "DELETE /api/internal-marketplace/items/:id/review": probe(200, async (c, who) => {
    const itemId = await c.f.internalItemId();
    await who.put(`/api/internal-marketplace/items/${itemId}/review`, { rating: 5 });
    return { params: { id: itemId } };
  }),
  "GET /api/internal-marketplace/communities": probe(),
  "POST /api/internal-marketplace/communities/:id/membership": probe(
    200,
    id((c) => c.f.communityId()),
  ),
  "DELETE /api/internal-marketplace/communities/:id/membership": probe(
    200,
    id((c) => c.f.communityId()),
  ),
  "GET /api/internal-marketplace/contributions": probe(),
  "POST /api/internal-marketplace/contributions": probe(201, async () => ({ body: contributionBody() })),
  "POST /api/internal-marketplace/contributions/upload": probe(201, async () => ({
    upload: () =>
      multipart(
        { payload: JSON.stringify({ ...contributionBody(), artefactUrl: "" }) },
        { name: "trame.md", data: Buffer.from("# Trame") },
      ),
  })),
  "PUT /api/internal-marketplace/contributions/:id": authorOrAdmin(
    async (c, who) => ({ params: { id: await c.f.contribution(who) }, body: contributionBody() }),
    404,
  ),
  "PUT /api/internal-marketplace/contributions/:id/upload": authorOrAdmin(
    async (c, who) => ({
      params: { id: await c.f.contribution(who) },
      upload: () => multipart({ payload: JSON.stringify(contributionBody()) }),
    }),
    404,
  ),
  "DELETE /api/internal-marketplace/contributions/:id": authorOrAdmin(
    id((c, who) => c.f.contribution(who)),
    404,
  ),
  "POST /api/internal-marketplace/contributions/:id/approve": probe(
    200,
    id((c) => c.f.contribution(c.A)),
  ),
  "POST /api/internal-marketplace/contributions/:id/reject": probe(200, async (c) => ({
    params: { id: await c.f.contribution(c.A) },
    body: { reason: "Doublon" },
  })),

  // Kanban: members of a board only; anyone else is told the board or task does not exist.
  "GET /api/kanban/boards": probe(),
  "GET /api/kanban/task-types": probe(),
  "GET /api/kanban/tasks": probe(),
  "POST /api/kanban/tasks": probe(201, async () => ({ body: { title: uniq("Tâche") } })),
  "PUT /api/kanban/task/:taskId": ownerOnly(async (c, who) => ({
    params: { taskId: await c.f.task(who) },
    body: { title: uniq("Tâche") },
  })),
  "PUT /api/kanban/task/:taskId/move": ownerOnly(async (c, who) => ({
    params: { taskId: await c.f.task(who) },
    body: { status: "done" },
  })),
  "DELETE /api/kanban/task/:taskId": ownerOnly(id((c, who) => c.f.task(who), "taskId")),
  "GET /api/kanban/task/:taskId/activity": ownerOnly(id((c, who) => c.f.task(who), "taskId")),
  "GET /api/kanban/boards/:boardId/members": ownerOnly(id((c, who) => c.f.board(who), "boardId")),
  "PUT /api/kanban/boards/:boardId/members/:userId": ownerOnly(async (c, who) => ({
    params: { boardId: await c.f.board(who), userId: await c.f.member(who) },
    body: { role: "editor" },
  })),
  "DELETE /api/kanban/boards/:boardId/members/:userId": ownerOnly(async (c, who) => ({
    params: { boardId: await c.f.board(who), userId: await c.f.member(who) },
  })),
  "PUT /api/kanban/boards/:boardId/presence": ownerOnly(async (c, who) => ({
    params: { boardId: await c.f.board(who) },
    body: { streamId: "6f1c1c9e-2f39-4c6a-9d3e-1b2a3c4d5e6f" },
  })),
  "GET /api/kanban/boards/:boardId/presence": ownerOnly(id((c, who) => c.f.board(who), "boardId")),
  "DELETE /api/kanban/presence/:streamId": probe(200, async () => ({
    params: { streamId: "6f1c1c9e-2f39-4c6a-9d3e-1b2a3c4d5e6f" },
  })),
  "GET /api/kanban/boards/:boardId/invitations": ownerOnly(id((c, who) => c.f.board(who), "boardId")),
  "POST /api/kanban/boards/:boardId/invitations": ownerOnly(
    async (c, who) => ({ params: { boardId: await c.f.board(who) }, body: { email: uniqueEmail("invite") } }),
    201,
  ),
  "DELETE /api/kanban/boards/:boardId/invitations/:invitationId": ownerOnly(async (c, who) => ({
    params: { boardId: await c.f.board(who), invitationId: await c.f.boardInvitation(who) },
  })),
  "GET /api/kanban/invitations/mine": probe(),
  // Only the invited address answers an invitation.
  "POST /api/kanban/invitations/:invitationId/accept": ownerOnly(
    id((c, who) => c.f.invitationFor(who), "invitationId"),
  ),
  "POST /api/kanban/invitations/:invitationId/decline": ownerOnly(
    id((c, who) => c.f.invitationFor(who), "invitationId"),
  ),

  // Learning
  "GET /api/learning/recommendations/:taskType": probe(200, async () => ({
    params: { taskType: "credit-evaluation" },
  })),
  "POST /api/learning/progress": probe(200, async (c, who) => ({ body: await c.f.capsuleProgress(who) })),

  // Administration
  [`GET ${T}/matrix`]: probe(),
  [`POST ${T}/roles`]: probe(201, async () => ({ body: { name: uniq("Rôle"), level: 2 } })),
  [`PUT ${T}/roles/:id`]: probe(200, async (c) => ({
    params: { id: await c.f.role() },
    body: { name: uniq("Rôle"), level: 3 },
  })),
  [`GET ${T}/roles/:id/links`]: probe(
    200,
    id((c) => c.f.role()),
  ),
  [`GET ${T}/skills/:id/links`]: probe(
    200,
    id((c) => c.f.skill()),
  ),
  [`GET ${T}/task-types/:id/links`]: probe(
    200,
    id((c) => c.f.adminTaskType()),
  ),
  [`DELETE ${T}/roles/:id`]: probe(
    200,
    id((c) => c.f.role()),
  ),
  [`POST ${T}/skills`]: probe(201, async () => ({
    body: { name: uniq("Compétence"), category: "Tests" },
  })),
  [`PUT ${T}/skills/:id`]: probe(200, async (c) => ({
    params: { id: await c.f.skill() },
    body: { name: uniq("Compétence"), category: "Tests" },
  })),
  [`DELETE ${T}/skills/:id`]: probe(
    200,
    id((c) => c.f.skill()),
  ),
  [`POST ${T}/task-types`]: probe(201, async () => ({
    body: { name: uniq("Tâche"), category: "Tests" },
  })),
  [`PUT ${T}/task-types/:id`]: probe(200, async (c) => ({
    params: { id: await c.f.adminTaskType() },
    body: { name: uniq("Tâche"), category: "Tests" },
  })),
  [`DELETE ${T}/task-types/:id`]: probe(
    200,
    id((c) => c.f.adminTaskType()),
  ),
  [`POST ${T}/role-tasks`]: probe(201, async (c) => ({
    body: { roleId: await c.f.role(), taskTypeId: await c.f.adminTaskType(), proficiencyRequired: 2 },
  })),
  [`POST ${T}/task-skills`]: probe(201, async (c) => ({
    body: { taskTypeId: await c.f.adminTaskType(), skillId: await c.f.skill(), importance: 2 },
  })),
  [`POST ${T}/role-skills`]: probe(201, async (c) => ({
    body: { roleId: await c.f.role(), skillId: await c.f.skill(), expectedLevel: 2 },
  })),
  [`DELETE ${T}/role-tasks/:id`]: probe(
    200,
    id((c) => c.f.roleTask()),
  ),
  [`DELETE ${T}/task-skills/:id`]: probe(
    200,
    id((c) => c.f.taskSkill()),
  ),
  [`DELETE ${T}/role-skills/:id`]: probe(
    200,
    id((c) => c.f.roleSkill()),
  ),
  [`GET ${T}/user-assignments`]: probe(),
  [`POST ${T}/user-assignments`]: probe(201, async (c) => ({
    body: { email: uniqueEmail("affecte"), roleId: await c.f.role(), assignedBy: "robustesse" },
  })),
  [`POST ${T}/user-assignments/import`]: probe(200, async (c) => ({
    body: { csv: `email,roleId\n${uniqueEmail("import")},${await c.f.role()}\n` },
  })),
  [`DELETE ${T}/user-assignments/:id`]: probe(
    200,
    id((c) => c.f.assignment()),
  ),
  "POST /api/admin/users/reset-password": probe(200, async (c) => ({
    body: { email: (await c.t.signUp()).user.email, newPassword: "nouveau-mdp-1" },
  })),
};
