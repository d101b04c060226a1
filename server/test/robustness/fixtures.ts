import { sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import type { Agent, TestApp } from "../test-app";
import { multipart } from "./support";

let unique = 0;
export const uniq = (base: string) => `${base} ${++unique}-${Math.random().toString(36).slice(2, 6)}`;
export const uniqueEmail = (base: string) =>
  `${base}-${++unique}-${Math.random().toString(36).slice(2, 8)}@example.fr`;

async function ok<T = Record<string, unknown>>(
  res: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  what: string,
): Promise<T> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what} failed: ${r.statusCode} ${r.body}`);
  return r.json() as T;
}

export const knowledgeItemBody = () => ({ title: uniq("Fiche"), category: "Métiers du Crédit" });
export const folderBody = () => ({ name: uniq("Dossier"), category: "Métiers du Crédit" });
export const contributionBody = () => ({
  type: "template",
  name: uniq("Solution"),
  description: "Une trame de relance pour les dossiers de crédit.",
  category: "pmo",
  artefactUrl: "https://example.fr/trame",
});
export const submissionBody = () => ({
  name: uniq("Offre"),
  description: "Une solution partenaire.",
  providerName: "Partenaire SA",
  contactEmail: "contact@example.fr",
  market: "retail",
  type: "agent",
  pricingModel: "license",
  price: 100,
});

/**
 * Objects created through the API for a given user: each call makes a new one, so a test may
 * delete what it gets. Seeded catalogue ids are looked up once.
 */
export function fixtures(t: TestApp, admin: Agent) {
  const seeded = new Map<string, string>();
  const once = async (key: string, load: () => Promise<string>) => {
    if (!seeded.has(key)) seeded.set(key, await load());
    return seeded.get(key)!;
  };

  const f = {
    templateId: () =>
      once(
        "template",
        async () => (await ok<{ id: string }[]>(admin.get("/api/deliverables/templates"), "templates"))[0].id,
      ),
    serviceId: () =>
      once("service", async () => (await ok<{ id: string }[]>(admin.get("/api/services"), "services"))[0].id),
    marketItemId: () =>
      once(
        "market",
        async () => (await ok<{ id: string }[]>(admin.get("/api/marketplace/items"), "items"))[0].id,
      ),
    internalItemId: () =>
      once(
        "internal",
        async () =>
          (await ok<{ id: string }[]>(admin.get("/api/internal-marketplace/items"), "internal items"))[0].id,
      ),
    communityId: () =>
      once(
        "community",
        async () =>
          (await ok<{ id: string }[]>(admin.get("/api/internal-marketplace/communities"), "communities"))[0]
            .id,
      ),
    taskTypeId: () =>
      once(
        "taskType",
        async () => (await ok<{ id: string }[]>(admin.get("/api/kanban/task-types"), "types"))[0].id,
      ),

    /** A complete set of field values for `templateId()` (every write is checked against the template). */
    templateData: async () => {
      const id = await f.templateId();
      return sampleDeliverables.find((s) => s.templateId === id && s.quality === "good")!.data;
    },
    deliverable: async (a: Agent) =>
      (
        await ok<{ id: string }>(
          a.post(`/api/deliverables/from-template/${await f.templateId()}`, {
            name: uniq("Livrable"),
            data: await f.templateData(),
          }),
          "deliverable",
        )
      ).id,
    task: async (a: Agent) =>
      (await ok<{ id: string }>(a.post("/api/kanban/tasks", { title: uniq("Tâche") }), "task")).id,
    board: async (a: Agent) =>
      (await ok<{ id: string; isOwn: boolean }[]>(a.get("/api/kanban/boards"), "boards")).find(
        (b) => b.isOwn,
      )!.id,
    /** An open invitation to someone else on the user's own board. */
    boardInvitation: async (a: Agent) =>
      (
        await ok<{ id: string }>(
          a.post(`/api/kanban/boards/${await f.board(a)}/invitations`, { email: uniqueEmail("invite") }),
          "invitation",
        )
      ).id,
    /** A collaborator who joined the user's board: their user id. */
    member: async (a: Agent) => {
      const guest = await t.signUp({ email: uniqueEmail("membre") });
      const board = await f.board(a);
      const inv = await ok<{ id: string }>(
        a.post(`/api/kanban/boards/${board}/invitations`, { email: guest.user.email, role: "viewer" }),
        "invitation",
      );
      await ok(guest.post(`/api/kanban/invitations/${inv.id}/accept`), "accept");
      return guest.user.id;
    },
    /** An open invitation addressed to the user, to someone else's board. */
    invitationFor: async (a: Agent) => {
      const host = await t.signUp({ email: uniqueEmail("hote") });
      const inv = await ok<{ id: string }>(
        host.post(`/api/kanban/boards/${await f.board(host)}/invitations`, { email: a.user.email }),
        "invitation",
      );
      return inv.id;
    },
    thread: async (a: Agent) =>
      (
        await ok<{ threadId: string }>(
          a.post("/api/chat/alfa-coordinated/coordinate", { message: "Qu'est-ce qu'un crédit-bail ?" }),
          "chat",
        )
      ).threadId,
    notification: async (a: Agent) => {
      const list = await ok<{ items: { id: string }[] }>(a.get("/api/notifications"), "notifications");
      return list.items[0].id;
    },
    knowledgeItem: async (a: Agent) =>
      (await ok<{ id: string }>(a.post("/api/knowledge", knowledgeItemBody()), "knowledge item")).id,
    folder: async (a: Agent) =>
      (await ok<{ id: string }>(a.post("/api/knowledge/folders", folderBody()), "folder")).id,
    knowledgeFile: async (a: Agent) => {
      const m = multipart(
        { category: "Métiers du Crédit" },
        { name: `${uniq("note").replace(/\s/g, "-")}.md`, data: Buffer.from("# Note\n\nDu texte.") },
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/knowledge/files",
        payload: m.payload,
        headers: { ...m.headers, cookie: cookieOf(a) },
      });
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    },
    submission: async (a: Agent) =>
      (await ok<{ id: string }>(a.post("/api/marketplace/submissions", submissionBody()), "submission")).id,
    contribution: async (a: Agent) =>
      (
        await ok<{ id: string }>(
          a.post("/api/internal-marketplace/contributions", contributionBody()),
          "contribution",
        )
      ).id,
    /** A pending contribution that carries a file. */
    contributionWithFile: async (a: Agent) => {
      const m = multipart(
        { payload: JSON.stringify({ ...contributionBody(), artefactUrl: "" }) },
        { name: "trame.md", data: Buffer.from("# Trame\n\nMadame, Monsieur,") },
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/internal-marketplace/contributions/upload",
        payload: m.payload,
        headers: { ...m.headers, cookie: cookieOf(a) },
      });
      if (res.statusCode !== 201)
        throw new Error(`contribution upload failed: ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    },
    firstModule: async (a: Agent) => {
      const modules = await ok<{ id: string; status: string }[]>(a.get("/api/training/modules"), "modules");
      return modules.find((m) => m.status !== "locked")!.id;
    },
    capsuleProgress: async (a: Agent) => {
      const [first] = await ok<{ id: string; skillId: string; userLevel: number }[]>(
        a.get("/api/learning/recommendations/credit-evaluation"),
        "recommendations",
      );
      return { skillId: first.skillId, capsuleId: first.id, newLevel: first.userLevel + 1 };
    },
    /** The user finishes the general track (once): the code of their certificate. */
    certificate: (a: Agent) => once(`certificate:${a.user.id}`, () => earnCertificate(a)),
  };

  async function earnCertificate(a: Agent) {
    const modules = await ok<{ id: string; track: string; order: number }[]>(
      a.get("/api/training/modules"),
      "modules",
    );
    let code = "";
    for (const m of modules.filter((x) => x.track === "general").sort((x, y) => x.order - y.order)) {
      const res = await ok<{ certificate: { code: string } | null }>(
        a.post("/api/training/progress", {
          trainingModuleId: m.id,
          progress: 100,
          completed: true,
          score: 90,
        }),
        "progress",
      );
      code = res.certificate?.code ?? code;
    }
    if (!code) throw new Error("no certificate issued");
    return code;
  }

  const g = {
    role: async () =>
      (
        await ok<{ id: string }>(
          admin.post("/api/admin/taxonomy/roles", { name: uniq("Rôle"), level: 1 }),
          "role",
        )
      ).id,
    skill: async () =>
      (
        await ok<{ id: string }>(
          admin.post("/api/admin/taxonomy/skills", { name: uniq("Compétence"), category: "Tests" }),
          "skill",
        )
      ).id,
    adminTaskType: async () =>
      (
        await ok<{ id: string }>(
          admin.post("/api/admin/taxonomy/task-types", { name: uniq("Tâche"), category: "Tests" }),
          "task type",
        )
      ).id,
    roleTask: async () =>
      (
        await ok<{ id: string }>(
          admin.post("/api/admin/taxonomy/role-tasks", {
            roleId: await g.role(),
            taskTypeId: await g.adminTaskType(),
            proficiencyRequired: 2,
          }),
          "role-task",
        )
      ).id,
    taskSkill: async () =>
      (
        await ok<{ id: string }>(
          admin.post("/api/admin/taxonomy/task-skills", {
            taskTypeId: await g.adminTaskType(),
            skillId: await g.skill(),
            importance: 2,
          }),
          "task-skill",
        )
      ).id,
    roleSkill: async () =>
      (
        await ok<{ id: string }>(
          admin.post("/api/admin/taxonomy/role-skills", {
            roleId: await g.role(),
            skillId: await g.skill(),
            expectedLevel: 2,
          }),
          "role-skill",
        )
      ).id,
    assignment: async () =>
      (
        await ok<{ id: string }>(
          admin.post("/api/admin/taxonomy/user-assignments", {
            email: uniqueEmail("affecte"),
            roleId: await g.role(),
            assignedBy: "robustesse",
          }),
          "assignment",
        )
      ).id,
  };
  return Object.assign(f, g);
}

export type Fixtures = ReturnType<typeof fixtures>;

export const cookieOf = (a: Agent) =>
  Object.entries(a.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
