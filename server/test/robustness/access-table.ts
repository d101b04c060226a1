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
 * Who may call a route:
 * - public: anyone, signed out included (answers `anon` signed out);
 * - signed-in: any account, each on its own objects (401 signed out);
 * - self: the `:userId` of the path must be the caller (403 for anyone else, admins included);
 * - owner: an object of user A; user B gets `other`, the admin `admin` (403/404 when refused,
 *   2xx where the object is shared or admins may act on it);
 * - admin-only: 401 signed out, 403 for any other account.
 * `ok` is the status of an allowed call.
 */
export type Access =
  | { rule: "public"; anon: number; make?: Make }
  | { rule: "signed-in"; ok: number; make?: Make }
  | { rule: "self"; ok: number; make?: Make; otherWithOwnUserId?: number }
  | { rule: "owner"; ok: number; other: number; admin: number; make: Make }
  | { rule: "admin-only"; ok: number; make?: Make };

const signedIn = (ok = 200, make?: Make): Access => ({ rule: "signed-in", ok, make });
const adminOnly = (ok = 200, make?: Make): Access => ({ rule: "admin-only", ok, make });
const self = (make?: Make, otherWithOwnUserId?: number): Access => ({
  rule: "self",
  ok: 200,
  make: make ?? (async (_c, who) => ({ params: { userId: who.user.id } })),
  otherWithOwnUserId,
});
/** Only A (and nobody else, admins included) reaches A's object; others are told it does not exist. */
const ownerOnly = (make: Make, ok = 200): Access => ({ rule: "owner", ok, other: 404, admin: 404, make });
/** A's object that any account may read. */
const shared = (make: Make): Access => ({ rule: "owner", ok: 200, other: 200, admin: 200, make });
/** Editable by its author and by admins; `other` is what another user gets. */
const authorOrAdmin = (make: Make, other: 403 | 404, ok = 200): Access => ({
  rule: "owner",
  ok,
  other,
  admin: ok,
  make,
});

const id = (load: (c: Ctx, who: Agent) => Promise<string>, name = "id"): Make => {
  return async (c, who) => ({ params: { [name]: await load(c, who) } });
};
const T = "/api/admin/taxonomy";

/** Every route of the API and who may call it. A route missing here fails the matrix test. */
export const ACCESS: Record<string, Access> = {
  // Health, documentation and sign-in
  "GET /api/health": { rule: "public", anon: 200 },
  "GET /api/health/ready": { rule: "public", anon: 200 },
  "GET /api/docs": { rule: "public", anon: 200 },
  "GET /api/auth/options": { rule: "public", anon: 200 },
  "POST /api/auth/login": {
    rule: "public",
    anon: 200,
    make: async (c) => ({ body: { email: (await c.t.signUp()).user.email, password: "motdepasse" } }),
  },
  "POST /api/auth/register": {
    rule: "public",
    anon: 201,
    make: async () => ({
      body: { email: uniqueEmail("inscrit"), password: "motdepasse", firstName: "Léa", lastName: "Martin" },
    }),
  },
  "POST /api/auth/logout": { rule: "public", anon: 200 },
  "POST /api/auth/demo": {
    rule: "public",
    anon: 200,
    make: async () => ({ body: { password: DEMO_PASSWORD } }),
  },
  "GET /api/training/certificates/:code": {
    rule: "public",
    anon: 200,
    make: async (c) => ({ params: { code: await c.f.certificate(c.A) } }),
  },

  // Account and dashboard
  "GET /api/auth/me": signedIn(),
  "PUT /api/auth/profile": signedIn(200, async () => ({ body: { firstName: "Inès", lastName: "Bernard" } })),
  "GET /api/dashboard/stats/:userId": self(),
  "GET /api/dashboard/activities/:userId": self(),
  "GET /api/dashboard/service-families": signedIn(),
  "GET /api/notifications": signedIn(),
  // A stream opens only for Accept: text/event-stream (live.test.ts); plain requests get 406.
  "GET /api/events": signedIn(406),
  "POST /api/notifications/:id/read": ownerOnly(id((c, who) => c.f.notification(who))),
  "POST /api/notifications/read-all": signedIn(),
  "GET /api/services": signedIn(),
  "POST /api/services/:id/use": signedIn(200, async (c) => ({
    params: { id: await c.f.serviceId() },
    body: {},
  })),
  "GET /api/ai/contextual/:page/:task": signedIn(200, async () => ({
    params: { page: "kanban", task: "none" },
  })),
  "GET /api/analytics/task-mining": signedIn(),
  "GET /api/competency/summary": signedIn(),

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
  "POST /api/chat/alfa-systems/clear": signedIn(200, async () => ({ body: {} })),
  "POST /api/chat/alfa-coordinated/coordinate": ownerOnly(async (c, who) => ({
    body: { message: "Et le leasing ?", threadId: await c.f.thread(who) },
  })),

  // Knowledge base: everyone reads, the author and admins edit.
  "GET /api/knowledge": signedIn(),
  "GET /api/knowledge/search": signedIn(200, async () => ({ query: "q=cr%C3%A9dit" })),
  "GET /api/search": signedIn(200, async () => ({ query: "q=cr%C3%A9dit" })),
  "GET /api/knowledge/folders": signedIn(),
  "POST /api/knowledge/folders": signedIn(201, async () => ({ body: folderBody() })),
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
  "POST /api/knowledge/files": signedIn(201, async () => ({
    upload: () =>
      multipart({ category: "Métiers du Crédit" }, { name: "note.md", data: Buffer.from("# Note") }),
  })),
  // A file whose text is not being re-read answers 409 once the permission is granted.
  "POST /api/knowledge/files/:id/ocr": authorOrAdmin(
    id((c, who) => c.f.knowledgeFile(who)),
    403,
    409,
  ),
  "POST /api/knowledge": signedIn(201, async () => ({ body: knowledgeItemBody() })),
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
  "GET /api/training/modules": signedIn(),
  "GET /api/training/progress/:userId": self(),
  "POST /api/training/progress": signedIn(200, async (c, who) => ({
    body: { trainingModuleId: await c.f.firstModule(who), progress: 10 },
  })),
  "GET /api/training/certificates": signedIn(),
  "GET /api/training/certificates/:code/pdf": ownerOnly(async (c, who) => ({
    params: { code: await c.f.certificate(who) },
  })),

  // Deliverables and their quality scores: only their author, admins included.
  "GET /api/deliverables/templates": signedIn(),
  "GET /api/deliverables": signedIn(),
  "POST /api/deliverables/from-template/:templateId": signedIn(201, async (c) => ({
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
  "GET /api/marketplace/items": signedIn(),
  "GET /api/marketplace/stats": signedIn(),
  "POST /api/marketplace/subscribe/:itemId": signedIn(200, async (c) => ({
    params: { itemId: await c.f.marketItemId() },
    body: {},
  })),
  "DELETE /api/marketplace/subscribe/:itemId": signedIn(200, async (c, who) => {
    const itemId = await c.f.marketItemId();
    await who.post(`/api/marketplace/subscribe/${itemId}`, {});
    return { params: { itemId } };
  }),
  "GET /api/marketplace/subscriptions": signedIn(),
  "GET /api/marketplace/submissions": signedIn(),
  "POST /api/marketplace/submissions": signedIn(201, async () => ({ body: submissionBody() })),
  "PUT /api/marketplace/submissions/:id": authorOrAdmin(
    async (c, who) => ({ params: { id: await c.f.submission(who) }, body: submissionBody() }),
    403,
  ),
  "DELETE /api/marketplace/submissions/:id": authorOrAdmin(
    id((c, who) => c.f.submission(who)),
    403,
  ),
  "POST /api/marketplace/submissions/:id/approve": adminOnly(
    200,
    id((c) => c.f.submission(c.A)),
  ),
  "POST /api/marketplace/submissions/:id/reject": adminOnly(200, async (c) => ({
    params: { id: await c.f.submission(c.A) },
    body: { reason: "Hors périmètre" },
  })),

  // Internal marketplace: a pending contribution is seen by its author and admins only.
  "GET /api/internal-marketplace/items": signedIn(),
  "GET /api/internal-marketplace/stats": signedIn(),
  "GET /api/internal-marketplace/items/:id": authorOrAdmin(
    id((c, who) => c.f.contribution(who)),
    404,
  ),
  "POST /api/internal-marketplace/items/:id/download": signedIn(200, async (c) => ({
    params: { id: await c.f.internalItemId() },
    body: {},
  })),
  "GET /api/internal-marketplace/items/:id/file": authorOrAdmin(
    id((c, who) => c.f.contributionWithFile(who)),
    404,
  ),
  "PUT /api/internal-marketplace/items/:id/review": signedIn(200, async (c) => ({
    params: { id: await c.f.internalItemId() },
    body: { rating: 4, comment: "Utile" },
  })),
  "DELETE /api/internal-marketplace/items/:id/review": signedIn(200, async (c, who) => {
    const itemId = await c.f.internalItemId();
    await who.put(`/api/internal-marketplace/items/${itemId}/review`, { rating: 5 });
    return { params: { id: itemId } };
  }),
  "GET /api/internal-marketplace/communities": signedIn(),
  "POST /api/internal-marketplace/communities/:id/membership": signedIn(
    200,
    id((c) => c.f.communityId()),
  ),
  "DELETE /api/internal-marketplace/communities/:id/membership": signedIn(
    200,
    id((c) => c.f.communityId()),
  ),
  "GET /api/internal-marketplace/contributions": signedIn(),
  "POST /api/internal-marketplace/contributions": signedIn(201, async () => ({ body: contributionBody() })),
  "POST /api/internal-marketplace/contributions/upload": signedIn(201, async () => ({
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
  "POST /api/internal-marketplace/contributions/:id/approve": adminOnly(
    200,
    id((c) => c.f.contribution(c.A)),
  ),
  "POST /api/internal-marketplace/contributions/:id/reject": adminOnly(200, async (c) => ({
    params: { id: await c.f.contribution(c.A) },
    body: { reason: "Doublon" },
  })),

  // Kanban: members of a board only; anyone else is told the board or task does not exist.
  "GET /api/kanban/boards": signedIn(),
  "GET /api/kanban/task-types": signedIn(),
  "GET /api/kanban/tasks": signedIn(),
  "POST /api/kanban/tasks": signedIn(201, async () => ({ body: { title: uniq("Tâche") } })),
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
  "DELETE /api/kanban/presence/:streamId": signedIn(200, async () => ({
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
  "GET /api/kanban/invitations/mine": signedIn(),
  // Only the invited address answers an invitation.
  "POST /api/kanban/invitations/:invitationId/accept": ownerOnly(
    id((c, who) => c.f.invitationFor(who), "invitationId"),
  ),
  "POST /api/kanban/invitations/:invitationId/decline": ownerOnly(
    id((c, who) => c.f.invitationFor(who), "invitationId"),
  ),

  // Learning
  "GET /api/learning/recommendations/:taskType": signedIn(200, async () => ({
    params: { taskType: "credit-evaluation" },
  })),
  "POST /api/learning/progress": signedIn(200, async (c, who) => ({ body: await c.f.capsuleProgress(who) })),

  // Administration
  [`GET ${T}/matrix`]: adminOnly(),
  [`POST ${T}/roles`]: adminOnly(201, async () => ({ body: { name: uniq("Rôle"), level: 2 } })),
  [`PUT ${T}/roles/:id`]: adminOnly(200, async (c) => ({
    params: { id: await c.f.role() },
    body: { name: uniq("Rôle"), level: 3 },
  })),
  [`GET ${T}/roles/:id/links`]: adminOnly(
    200,
    id((c) => c.f.role()),
  ),
  [`GET ${T}/skills/:id/links`]: adminOnly(
    200,
    id((c) => c.f.skill()),
  ),
  [`GET ${T}/task-types/:id/links`]: adminOnly(
    200,
    id((c) => c.f.adminTaskType()),
  ),
  [`DELETE ${T}/roles/:id`]: adminOnly(
    200,
    id((c) => c.f.role()),
  ),
  [`POST ${T}/skills`]: adminOnly(201, async () => ({
    body: { name: uniq("Compétence"), category: "Tests" },
  })),
  [`PUT ${T}/skills/:id`]: adminOnly(200, async (c) => ({
    params: { id: await c.f.skill() },
    body: { name: uniq("Compétence"), category: "Tests" },
  })),
  [`DELETE ${T}/skills/:id`]: adminOnly(
    200,
    id((c) => c.f.skill()),
  ),
  [`POST ${T}/task-types`]: adminOnly(201, async () => ({
    body: { name: uniq("Tâche"), category: "Tests" },
  })),
  [`PUT ${T}/task-types/:id`]: adminOnly(200, async (c) => ({
    params: { id: await c.f.adminTaskType() },
    body: { name: uniq("Tâche"), category: "Tests" },
  })),
  [`DELETE ${T}/task-types/:id`]: adminOnly(
    200,
    id((c) => c.f.adminTaskType()),
  ),
  [`POST ${T}/role-tasks`]: adminOnly(201, async (c) => ({
    body: { roleId: await c.f.role(), taskTypeId: await c.f.adminTaskType(), proficiencyRequired: 2 },
  })),
  [`POST ${T}/task-skills`]: adminOnly(201, async (c) => ({
    body: { taskTypeId: await c.f.adminTaskType(), skillId: await c.f.skill(), importance: 2 },
  })),
  [`POST ${T}/role-skills`]: adminOnly(201, async (c) => ({
    body: { roleId: await c.f.role(), skillId: await c.f.skill(), expectedLevel: 2 },
  })),
  [`DELETE ${T}/role-tasks/:id`]: adminOnly(
    200,
    id((c) => c.f.roleTask()),
  ),
  [`DELETE ${T}/task-skills/:id`]: adminOnly(
    200,
    id((c) => c.f.taskSkill()),
  ),
  [`DELETE ${T}/role-skills/:id`]: adminOnly(
    200,
    id((c) => c.f.roleSkill()),
  ),
  [`GET ${T}/user-assignments`]: adminOnly(),
  [`POST ${T}/user-assignments`]: adminOnly(201, async (c) => ({
    body: { email: uniqueEmail("affecte"), roleId: await c.f.role(), assignedBy: "robustesse" },
  })),
  [`POST ${T}/user-assignments/import`]: adminOnly(200, async (c) => ({
    body: { csv: `email,roleId\n${uniqueEmail("import")},${await c.f.role()}\n` },
  })),
  [`DELETE ${T}/user-assignments/:id`]: adminOnly(
    200,
    id((c) => c.f.assignment()),
  ),
  "POST /api/admin/users/reset-password": adminOnly(200, async (c) => ({
    body: { email: (await c.t.signUp()).user.email, newPassword: "nouveau-mdp-1" },
  })),
};
