import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rolePermissions } from "../../db/schema/auth";
import { kanbanBoards, kanbanTasks } from "../../db/schema/kanban";
import { type Agent, type TestApp, testApp } from "../../test/test-app";
import { decodeCsv, detectDelimiter, readCsv } from "./csv";
import { slugify } from "./store";

const ADMIN = { email: "root@praxis.fr", password: "root-password" };
const T = "/api/admin/taxonomy";
const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let admin: Agent;

async function signIn(email: string, password: string) {
  const a = t.agent();
  const res = await a.post("/api/auth/login", { email, password });
  expect(res.statusCode, res.body).toBe(200);
  a.user = { id: res.json().user.id, email };
  return a;
}

beforeAll(async () => {
  t = await testApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = await signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

let unique = 0;
const uniqueName = (base: string) => `${base} ${++unique}-${Math.random().toString(36).slice(2, 6)}`;

async function createRole(body: Record<string, unknown> = {}) {
  const res = await admin.post(`${T}/roles`, { name: uniqueName("Rôle test"), level: 2, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; level: number; description?: string };
}
async function createSkill(body: Record<string, unknown> = {}) {
  const res = await admin.post(`${T}/skills`, { name: uniqueName("Compétence"), category: "Tests", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}
async function createTaskType(body: Record<string, unknown> = {}) {
  const res = await admin.post(`${T}/task-types`, { name: uniqueName("Tâche"), category: "Tests", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}
const inMinutes = (minutes: number) => new Date(t.app.clock.now().getTime() + minutes * 60_000).toISOString();

/**
 * Every /api/admin/* route the app serves, with a request body that passes validation (so the
 * admin's answer is the route's own). The first test checks this list against the app's routes, so
 * a new admin route cannot escape the authorisation matrix.
 */
const ADMIN_ROUTES: {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  body?: () => Record<string, unknown>;
}[] = [
  { method: "GET", url: `${T}/matrix` },
  { method: "POST", url: `${T}/roles`, body: () => ({ name: uniqueName("Rôle matrice"), level: 1 }) },
  { method: "PUT", url: `${T}/roles/:id`, body: () => ({ name: uniqueName("Rôle matrice"), level: 1 }) },
  { method: "DELETE", url: `${T}/roles/:id` },
  { method: "GET", url: `${T}/roles/:id/links` },
  { method: "GET", url: `${T}/skills/:id/links` },
  { method: "GET", url: `${T}/task-types/:id/links` },
  { method: "POST", url: `${T}/skills`, body: () => ({ name: uniqueName("Skill matrice"), category: "X" }) },
  {
    method: "PUT",
    url: `${T}/skills/:id`,
    body: () => ({ name: uniqueName("Skill matrice"), category: "X" }),
  },
  { method: "DELETE", url: `${T}/skills/:id` },
  {
    method: "POST",
    url: `${T}/task-types`,
    body: () => ({ name: uniqueName("Tâche matrice"), category: "X" }),
  },
  {
    method: "PUT",
    url: `${T}/task-types/:id`,
    body: () => ({ name: uniqueName("Tâche matrice"), category: "X" }),
  },
  { method: "DELETE", url: `${T}/task-types/:id` },
  {
    method: "POST",
    url: `${T}/role-tasks`,
    body: () => ({ roleId: "consultant-pmo", taskTypeId: "kyc-review", proficiencyRequired: 2 }),
  },
  { method: "DELETE", url: `${T}/role-tasks/:id` },
  {
    method: "POST",
    url: `${T}/task-skills`,
    body: () => ({ taskTypeId: "kyc-review", skillId: "sql-donnees", importance: 2 }),
  },
  { method: "DELETE", url: `${T}/task-skills/:id` },
  {
    method: "POST",
    url: `${T}/role-skills`,
    body: () => ({ roleId: "consultant-pmo", skillId: "kyc", expectedLevel: 2 }),
  },
  { method: "DELETE", url: `${T}/role-skills/:id` },
  { method: "GET", url: `${T}/user-assignments` },
  {
    method: "POST",
    url: `${T}/user-assignments`,
    body: () => ({
      email: `matrix${++unique}@example.fr`,
      roleId: "consultant-pmo",
      assignedBy: ADMIN.email,
    }),
  },
  {
    method: "POST",
    url: `${T}/user-assignments/import`,
    body: () => ({ csv: `email,roleId\nimport${++unique}@example.fr,consultant-pmo\n` }),
  },
  { method: "DELETE", url: `${T}/user-assignments/:id` },
  {
    method: "POST",
    url: "/api/admin/users/reset-password",
    body: () => ({ email: "nobody@example.fr", newPassword: "nouveau-mdp" }),
  },
];

/** Routes from Fastify's printed tree: "├── /api/x (GET, HEAD)" with children indented by 4. */
function servedRoutes() {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = line.match(/^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (stack[depth - 1] ?? "") + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of m[3]?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes.filter((r) => r.split(" ")[1].startsWith("/api/admin")).sort();
}

describe("access control", () => {
  it("lists every admin route the app serves", () => {
    expect(servedRoutes()).toEqual(ADMIN_ROUTES.map((r) => `${r.method} ${r.url}`).sort());
  });

  it("answers 401 signed out, 403 to a consultant and serves the admin, on every admin route", async () => {
    const consultant = await t.signUp();
    const anonymous = t.agent();
    for (const route of ADMIN_ROUTES) {
      const url = route.url.replace(":id", UNKNOWN_UUID);
      const label = `${route.method} ${route.url}`;
      const body = route.body?.();
      const send = (a: Agent) => a.request(route.method, url, body);

      const signedOut = await send(anonymous);
      expect(signedOut.statusCode, label).toBe(401);
      expect(signedOut.json().code, label).toBe("unauthorized");

      const refused = await send(consultant);
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json().message, label).toBe("Accès refusé");

      const served = await send(admin);
      expect([401, 403], `${label}: ${served.body}`).not.toContain(served.statusCode);
      expect(served.statusCode, `${label}: ${served.body}`).toBeLessThan(500);
    }
  });

  it("checks access before validation: a stranger learns nothing from a bad body", async () => {
    const consultant = await t.signUp();
    expect((await t.agent().post(`${T}/roles`, { name: "" })).statusCode).toBe(401);
    expect((await consultant.post(`${T}/roles`, { level: "x" })).statusCode).toBe(403);
    const res = await admin.post(`${T}/roles`, { name: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le nom est requis");
  });

  it("logs refused attempts at warn level with who and where, never what was sent", async () => {
    const consultant = await t.signUp();
    const warn = vi.spyOn(t.app.log, "warn");
    try {
      await consultant.post("/api/admin/users/reset-password", {
        email: ADMIN.email,
        newPassword: "volé-123456",
      });
      await t.agent().get(`${T}/matrix`);
      expect(warn).toHaveBeenCalledWith(
        { method: "POST", route: "/api/admin/users/reset-password", userId: consultant.user.id },
        "admin route refused: missing admin_access",
      );
      expect(warn).toHaveBeenCalledWith(
        { method: "GET", route: `${T}/matrix`, userId: null },
        "admin route refused: not signed in",
      );
      expect(JSON.stringify(warn.mock.calls)).not.toContain("volé-123456");
    } finally {
      warn.mockRestore();
    }
  });

  it("never makes an administrator out of an organisational role", async () => {
    const role = await createRole({ level: 5 });
    // Even a misconfigured permission row cannot smuggle admin access through a role.
    await t.app.db
      .insert(rolePermissions)
      .values({ role: `taxonomy:${role.id}`, permission: "admin_access" });
    const user = await t.signUp();
    await admin.post(`${T}/user-assignments`, {
      email: user.user.email,
      roleId: role.id,
      assignedBy: ADMIN.email,
    });
    const me = (await user.get("/api/auth/me")).json().user;
    expect(me.roles.map((r: { role: string }) => r.role)).toContain(role.name);
    expect(me.permissions).toContain("view_team_analytics");
    expect(me.permissions).not.toContain("admin_access");
    expect((await user.get(`${T}/matrix`)).statusCode).toBe(403);
  });
});

describe("matrix", () => {
  it("holds the seeded credit and leasing taxonomy with named links", async () => {
    const res = await admin.get(`${T}/matrix`);
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.roles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(m.roles.map((r: { level: number }) => r.level))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(m.skills.length).toBeGreaterThanOrEqual(24);
    expect(m.taskTypes.length).toBeGreaterThanOrEqual(12);
    expect(m.taskTypes.find((x: { id: string }) => x.id === "credit-evaluation")).toMatchObject({
      name: expect.any(String),
      category: expect.any(String),
      estimatedDuration: expect.any(Number),
    });
    expect(m.roleTasks[0]).toEqual({
      id: expect.any(String),
      roleId: expect.any(String),
      taskTypeId: expect.any(String),
      roleName: expect.any(String),
      taskName: expect.any(String),
      proficiencyRequired: expect.any(Number),
    });
    expect(Object.keys(m.taskSkills[0]).sort()).toEqual(
      ["id", "taskTypeId", "skillId", "taskName", "skillName", "importance"].sort(),
    );
    expect(Object.keys(m.roleSkills[0]).sort()).toEqual(
      ["id", "roleId", "skillId", "roleName", "skillName", "expectedLevel"].sort(),
    );
    const junior = m.roleTasks.find(
      (l: { roleId: string; taskTypeId: string }) =>
        l.roleId === "analyste-credit-junior" && l.taskTypeId === "credit-evaluation",
    );
    expect(junior.roleName).toBe("Analyste crédit junior");
  });
});

describe("roles", () => {
  it("creates with a slug id, level 1 by default and a blank description omitted", async () => {
    const res = await admin.post(`${T}/roles`, {
      name: "  Responsable Crédit-Bail Île-de-France  ",
      description: "  ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: "responsable-credit-bail-ile-de-france",
      name: "Responsable Crédit-Bail Île-de-France",
      level: 1,
      stored: { name: "Responsable Crédit-Bail Île-de-France" },
    });
    const again = await admin.post(`${T}/roles`, { name: "responsable crédit-bail île-de-france" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Un rôle porte déjà ce nom");
  });

  it("validates name and level (integer 1 to 5)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Le nom est requis"],
      [{ name: "   " }, "Le nom est requis"],
      [{ name: "x".repeat(121) }, "Le nom ne doit pas dépasser 120 caractères"],
      [{ name: "Rôle A", level: 0 }, "Le niveau doit être un entier entre 1 et 5"],
      [{ name: "Rôle A", level: 6 }, "Le niveau doit être un entier entre 1 et 5"],
      [{ name: "Rôle A", level: 2.5 }, "Le niveau doit être un entier entre 1 et 5"],
      [{ name: "Rôle A", level: "3" }, "Le niveau doit être un entier entre 1 et 5"],
      [
        { name: "Rôle A", description: "d".repeat(1001) },
        "La description ne doit pas dépasser 1000 caractères",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(`${T}/roles`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
  });

  it("edits and deletes, with 404 and 409 where due", async () => {
    const role = await createRole({ description: "Avant" });
    const other = await createRole();
    const edited = await admin.put(`${T}/roles/${role.id}`, {
      name: `${role.name} bis`,
      level: 4,
      description: "Après",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id: role.id,
      name: `${role.name} bis`,
      level: 4,
      description: "Après",
      stored: { name: `${role.name} bis`, description: "Après" },
    });
    const cleared = await admin.put(`${T}/roles/${role.id}`, { name: `${role.name} bis`, level: 4 });
    expect(cleared.json().description).toBeUndefined();
    expect((await admin.put(`${T}/roles/${role.id}`, { name: other.name })).statusCode).toBe(409);
    expect((await admin.put(`${T}/roles/nope`, { name: uniqueName("X") })).statusCode).toBe(404);
    expect((await admin.delete(`${T}/roles/${role.id}`)).json()).toEqual({ ok: true });
    expect((await admin.delete(`${T}/roles/${role.id}`)).statusCode).toBe(404);
    const m = (await admin.get(`${T}/matrix`)).json();
    expect(m.roles.some((r: { id: string }) => r.id === role.id)).toBe(false);
  });

  it("gives distinct ids to names with the same slug", async () => {
    const a = await createRole({ name: "Chargé de clientèle PRO" });
    const b = await createRole({ name: "Chargé de clientèle – Pro" });
    expect(a.id).toBe("charge-de-clientele-pro");
    expect(b.id).toBe("charge-de-clientele-pro-2");
  });
});

describe("skills and task types", () => {
  it("validates the skill form and defaults the level to beginner", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: "X" }, "Le nom est requis"],
      [{ name: "Skill A" }, "La catégorie est requise"],
      [{ name: "Skill A", category: " " }, "La catégorie est requise"],
      [
        { name: "Skill A", category: "X", level: "expert" },
        "Le niveau doit être débutant, intermédiaire ou avancé",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(`${T}/skills`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const skill = await admin.post(`${T}/skills`, {
      name: "Affacturage inversé",
      category: "Financement",
      description: "",
    });
    expect(skill.json()).toEqual({
      id: "affacturage-inverse",
      name: "Affacturage inversé",
      category: "Financement",
      level: "beginner",
      stored: { name: "Affacturage inversé", category: "Financement" },
    });
    const edited = await admin.put(`${T}/skills/affacturage-inverse`, {
      name: "Affacturage inversé",
      category: "Financement court terme",
      level: "advanced",
    });
    expect(edited.json()).toMatchObject({ category: "Financement court terme", level: "advanced" });
    expect(
      (await admin.post(`${T}/skills`, { name: "AFFACTURAGE INVERSÉ", category: "X" })).json().message,
    ).toBe("Une compétence porte déjà ce nom");
  });

  it("validates the task type form: duration optional, a positive whole number of minutes", async () => {
    const message = "La durée doit être un nombre entier de minutes, supérieur à 0";
    for (const estimatedDuration of [0, -5, 1.5, "45", null]) {
      const res = await admin.post(`${T}/task-types`, { name: "Tâche A", category: "X", estimatedDuration });
      expect(res.statusCode, String(estimatedDuration)).toBe(400);
      expect(res.json().message, String(estimatedDuration)).toBe(message);
    }
    expect((await admin.post(`${T}/task-types`, { name: "Tâche A" })).json().message).toBe(
      "La catégorie est requise",
    );
    const withDuration = await createTaskType({ estimatedDuration: 45 });
    expect(withDuration).toMatchObject({ estimatedDuration: 45 });
    const without = await createTaskType();
    expect(without).not.toHaveProperty("estimatedDuration");
    const edited = await admin.put(`${T}/task-types/${without.id}`, {
      name: without.name,
      category: "Y",
      estimatedDuration: 30,
    });
    expect(edited.json()).toMatchObject({ category: "Y", estimatedDuration: 30 });
    expect((await admin.delete(`${T}/task-types/${without.id}`)).statusCode).toBe(200);
  });
});

describe("links", () => {
  it("creates, refuses duplicates and bad levels, and deletes each kind", async () => {
    const role = await createRole();
    const task = await createTaskType();
    const skill = await createSkill();
    const kinds = [
      {
        path: "role-tasks",
        body: { roleId: role.id, taskTypeId: task.id },
        field: "proficiencyRequired",
        message: "La maîtrise requise doit être un entier entre 1 et 5",
      },
      {
        path: "task-skills",
        body: { taskTypeId: task.id, skillId: skill.id },
        field: "importance",
        message: "L'importance doit être un entier entre 1 et 5",
      },
      {
        path: "role-skills",
        body: { roleId: role.id, skillId: skill.id },
        field: "expectedLevel",
        message: "Le niveau attendu doit être un entier entre 1 et 5",
      },
    ];
    for (const k of kinds) {
      for (const bad of [undefined, 0, 6, 2.5]) {
        const res = await admin.post(`${T}/${k.path}`, { ...k.body, [k.field]: bad });
        expect(res.statusCode, `${k.path} ${bad}`).toBe(400);
        expect(res.json().message, `${k.path} ${bad}`).toBe(k.message);
      }
      const created = await admin.post(`${T}/${k.path}`, { ...k.body, [k.field]: 3 });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ ...k.body, [k.field]: 3, id: expect.any(String) });
      const dup = await admin.post(`${T}/${k.path}`, { ...k.body, [k.field]: 4 });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("Cette association existe déjà");
      expect((await admin.delete(`${T}/${k.path}/${created.json().id}`)).statusCode).toBe(200);
      expect((await admin.delete(`${T}/${k.path}/${created.json().id}`)).statusCode).toBe(404);
      expect((await admin.delete(`${T}/${k.path}/not-a-uuid`)).statusCode).toBe(404);
    }
    const named = await admin.post(`${T}/role-tasks`, {
      roleId: role.id,
      taskTypeId: task.id,
      proficiencyRequired: 2,
    });
    expect(named.json()).toMatchObject({ roleName: role.name, taskName: task.name });
    const unknown = await admin.post(`${T}/role-skills`, {
      roleId: "nope",
      skillId: skill.id,
      expectedLevel: 2,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Ce rôle n'existe pas");
    expect(
      (await admin.post(`${T}/role-tasks`, { taskTypeId: task.id, proficiencyRequired: 2 })).json().message,
    ).toBe("Le rôle est requis");
  });

  it("refuses to delete what is still linked, naming the links, until they are removed", async () => {
    const role = await createRole();
    const task = await createTaskType();
    const skill = await createSkill();
    const rt = (
      await admin.post(`${T}/role-tasks`, { roleId: role.id, taskTypeId: task.id, proficiencyRequired: 2 })
    ).json();
    const rs = (
      await admin.post(`${T}/role-skills`, { roleId: role.id, skillId: skill.id, expectedLevel: 2 })
    ).json();
    const ts = (
      await admin.post(`${T}/task-skills`, { taskTypeId: task.id, skillId: skill.id, importance: 2 })
    ).json();

    const roleRefused = await admin.delete(`${T}/roles/${role.id}`);
    expect(roleRefused.statusCode).toBe(409);
    expect(roleRefused.json()).toEqual({
      code: "still_linked",
      message: `Impossible de supprimer le rôle «\u202f${role.name}\u202f»\u202f: il est encore lié à 1 type de tâche et 1 compétence. Supprimez d'abord ces liens.`,
    });
    const skillRefused = await admin.delete(`${T}/skills/${skill.id}`);
    expect(skillRefused.json().message).toBe(
      `Impossible de supprimer la compétence «\u202f${skill.name}\u202f»\u202f: elle est encore liée à 1 type de tâche et 1 rôle. Supprimez d'abord ces liens.`,
    );
    const taskRefused = await admin.delete(`${T}/task-types/${task.id}`);
    expect(taskRefused.statusCode).toBe(409);
    expect(taskRefused.json().message).toContain("1 rôle et 1 compétence");
    // An English reader reads it in English, the element under its English name if it has one.
    const inEnglish = await admin.delete(`${T}/roles/${role.id}`, { "accept-language": "en" });
    expect(inEnglish.json()).toEqual({
      code: "still_linked",
      message: `Cannot delete the role “${role.name}”: it is still linked to 1 task type and 1 skill. Remove those links first.`,
    });

    await admin.delete(`${T}/role-tasks/${rt.id}`);
    await admin.delete(`${T}/role-skills/${rs.id}`);
    await admin.delete(`${T}/task-skills/${ts.id}`);
    const assignment = (
      await admin.post(`${T}/user-assignments`, {
        email: "lien@example.fr",
        roleId: role.id,
        assignedBy: ADMIN.email,
      })
    ).json();
    expect((await admin.delete(`${T}/roles/${role.id}`)).json().message).toContain(
      "1 assignation d'utilisateur",
    );
    await admin.delete(`${T}/user-assignments/${assignment.id}`);
    for (const path of [`roles/${role.id}`, `skills/${skill.id}`, `task-types/${task.id}`]) {
      expect((await admin.delete(`${T}/${path}`)).statusCode, path).toBe(200);
    }
  });

  it("says what an element is linked to before deleting it, and deletes it with its associations on request", async () => {
    const role = await createRole();
    const task = await createTaskType();
    const skill = await createSkill();
    await admin.post(`${T}/role-tasks`, { roleId: role.id, taskTypeId: task.id, proficiencyRequired: 2 });
    await admin.post(`${T}/role-skills`, { roleId: role.id, skillId: skill.id, expectedLevel: 2 });
    const emails = ["b.lien@example.fr", "a.lien@example.fr", "c.lien@example.fr"];
    const assigned = [];
    for (const email of emails)
      assigned.push(
        (
          await admin.post(`${T}/user-assignments`, { email, roleId: role.id, assignedBy: ADMIN.email })
        ).json(),
      );

    const links = await admin.get(`${T}/roles/${role.id}/links`);
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json()).toEqual({
      kind: "role",
      id: role.id,
      name: role.name,
      deletion: "blocked",
      links: [
        {
          kind: "roleTask",
          count: 1,
          effect: "removed",
          items: [{ id: expect.any(String), label: task.name }],
        },
        {
          kind: "roleSkill",
          count: 1,
          effect: "removed",
          items: [{ id: expect.any(String), label: skill.name }],
        },
        {
          kind: "assignment",
          count: 3,
          effect: "blocks",
          items: ["a.lien@example.fr", "b.lien@example.fr", "c.lien@example.fr"].map((label) => ({
            id: expect.any(String),
            label,
          })),
        },
      ],
    });
    // People hold the role: even with its associations, it cannot be deleted.
    const refused = await admin.delete(`${T}/roles/${role.id}?withLinks=true`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Impossible de supprimer le rôle «\u202f${role.name}\u202f»\u202f: il est encore lié à 3 assignations d'utilisateurs. Supprimez d'abord ces liens.`,
    );
    expect(
      (await admin.get(`${T}/matrix`)).json().roleTasks.some((l: { roleId: string }) => l.roleId === role.id),
    ).toBe(true);
    for (const a of assigned) await admin.delete(`${T}/user-assignments/${a.id}`);

    // Only associations left: the safe alternative removes them with the role, in one go.
    expect((await admin.get(`${T}/roles/${role.id}/links`)).json().deletion).toBe("withLinks");
    expect((await admin.delete(`${T}/roles/${role.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`${T}/roles/${role.id}?withLinks=true`)).statusCode).toBe(200);
    const matrix = (await admin.get(`${T}/matrix`)).json();
    expect(matrix.roles.some((r: { id: string }) => r.id === role.id)).toBe(false);
    expect(matrix.roleTasks.some((l: { roleId: string }) => l.roleId === role.id)).toBe(false);
    expect((await admin.get(`${T}/skills/${skill.id}/links`)).json()).toMatchObject({
      deletion: "free",
      links: [],
    });
    expect((await admin.get(`${T}/task-types/${task.id}/links`)).json().deletion).toBe("free");
    expect((await admin.get(`${T}/roles/${role.id}/links`)).statusCode).toBe(404);
  });

  it("names another feature's rows that still use a task type (foreign key refusal)", async () => {
    const task = await createTaskType();
    const [board] = await t.app.db
      .insert(kanbanBoards)
      .values({ ownerId: admin.user.id, name: "Tableau test" })
      .returning();
    await t.app.db
      .insert(kanbanTasks)
      .values({ boardId: board.id, title: "Coter le dossier", taskType: task.id });
    const res = await admin.delete(`${T}/task-types/${task.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Impossible de supprimer le type de tâche «\u202f${task.name}\u202f»\u202f: il est encore lié à des tâches du kanban. Supprimez d'abord ces liens.`,
    );
    await t.app.db.delete(kanbanBoards);
    expect((await admin.delete(`${T}/task-types/${task.id}`)).statusCode).toBe(200);
  });

  it("counts seeded links of a seeded element", async () => {
    const res = await admin.delete(`${T}/task-types/credit-evaluation`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Impossible de supprimer le type de tâche «\u202fÉvaluation de crédit\u202f»\u202f: il est encore lié à \d+ rôles et \d+ compétences\./,
    );
    const inEnglish = await admin.delete(`${T}/task-types/credit-evaluation`, { "accept-language": "en" });
    expect(inEnglish.json().message).toMatch(
      /^Cannot delete the task type “Credit assessment”: it is still linked to \d+ roles and \d+ skills\./,
    );
  });
});

describe("user assignments", () => {
  it("validates the assignment form", async () => {
    const base = { email: "a@example.fr", roleId: "consultant-pmo", assignedBy: ADMIN.email };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, email: "" }, 400, "L'email est requis"],
      [{ ...base, email: "pas-un-email" }, 400, "Email invalide"],
      [{ ...base, roleId: "" }, 400, "Le rôle est requis"],
      [{ ...base, roleId: "inconnu" }, 400, "Ce rôle n'existe pas"],
      [{ ...base, assignedBy: " " }, 400, "Le champ Assigné par est requis"],
      [{ ...base, expiresAt: "demain" }, 400, "La date d'expiration est invalide"],
      [{ ...base, expiresAt: "2001-01-01" }, 400, "La date d'expiration doit être dans le futur"],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post(`${T}/user-assignments`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
  });

  it("creates, lists, refuses a duplicate and deletes", async () => {
    const res = await admin.post(`${T}/user-assignments`, {
      email: "  Jeanne.Martin@Example.FR ",
      roleId: "analyste-risques",
      assignedBy: ADMIN.email,
      expiresAt: "",
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      email: "jeanne.martin@example.fr",
      roleId: "analyste-risques",
      roleName: "Analyste risques",
      assignedBy: ADMIN.email,
      assignedAt: expect.any(String),
      isActive: true,
      // No account has this e-mail yet.
      pending: true,
    });
    const list = (await admin.get(`${T}/user-assignments`)).json();
    expect(list.find((a: { id: string }) => a.id === created.id)).toEqual(created);
    const dup = await admin.post(`${T}/user-assignments`, {
      email: "jeanne.martin@example.fr",
      roleId: "analyste-risques",
      assignedBy: ADMIN.email,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Ce rôle est déjà assigné à cet utilisateur");
    expect((await admin.delete(`${T}/user-assignments/${created.id}`)).json()).toEqual({ ok: true });
    expect((await admin.delete(`${T}/user-assignments/${created.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${T}/user-assignments/nope`)).statusCode).toBe(404);
  });

  it("shows an assignment Inactif once it expires, and lets it be renewed", async () => {
    const res = await admin.post(`${T}/user-assignments`, {
      email: "temporaire@example.fr",
      roleId: "consultant-alfa",
      assignedBy: ADMIN.email,
      expiresAt: inMinutes(10),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const find = async () =>
      ((await admin.get(`${T}/user-assignments`)).json() as { id: string; isActive: boolean }[]).find(
        (a) => a.id === id,
      );
    expect((await find())?.isActive).toBe(true);
    t.advance(11 * 60_000);
    expect((await find())?.isActive).toBe(false);
    const renewed = await admin.post(`${T}/user-assignments`, {
      email: "temporaire@example.fr",
      roleId: "consultant-alfa",
      assignedBy: ADMIN.email,
      expiresAt: inMinutes(60),
    });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json()).toMatchObject({ id, isActive: true });
  });

  it("a date alone keeps the assignment until the end of that day", async () => {
    const today = t.app.clock.now().toISOString().slice(0, 10);
    const res = await admin.post(`${T}/user-assignments`, {
      email: "jour@example.fr",
      roleId: "consultant-pmo",
      assignedBy: ADMIN.email,
      expiresAt: today,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().expiresAt).toBe(`${today}T23:59:59.999Z`);
  });
});

describe("roles granted by assignment", () => {
  it("show in /api/auth/me from the next request, with their permissions, and stop after expiry", async () => {
    const user = await t.signUp();
    const before = (await user.get("/api/auth/me")).json().user;
    expect(before.permissions).not.toContain("approve_credit");

    const res = await admin.post(`${T}/user-assignments`, {
      email: user.user.email.toUpperCase(),
      roleId: "responsable-conformite",
      assignedBy: ADMIN.email,
      expiresAt: inMinutes(20),
    });
    expect(res.statusCode).toBe(201);
    const me = (await user.get("/api/auth/me")).json().user;
    expect(me.roles).toContainEqual({
      id: res.json().id,
      role: "Responsable conformité",
      roleEn: "Head of compliance",
      businessRole: "consultant",
    });
    // Own permissions of the role (taxonomy:responsable-conformite) plus level 4's.
    for (const p of ["view_analytics", "export_data", "review_deliverables", "approve_credit"]) {
      expect(me.permissions).toContain(p);
    }
    expect(me.permissions).not.toContain("view_team_analytics");
    expect(me.permissions).not.toContain("admin_access");
    // The access role is still there.
    expect(me.permissions).toContain("use_kanban");

    t.advance(21 * 60_000);
    const after = (await user.get("/api/auth/me")).json().user;
    expect(after.roles.map((r: { role: string }) => r.role)).not.toContain("Responsable conformité");
    expect(after.permissions).not.toContain("approve_credit");
    expect(after.permissions.sort()).toEqual(before.permissions.sort());
  });

  it("applies to an account created after the assignment, and ends when it is deleted", async () => {
    const email = `futur${++unique}@example.fr`;
    const assignment = (
      await admin.post(`${T}/user-assignments`, {
        email,
        roleId: "directeur-engagements",
        assignedBy: ADMIN.email,
      })
    ).json();
    const user = await t.signUp({ email });
    const me = (await user.get("/api/auth/me")).json().user;
    expect(me.roles).toContainEqual({
      id: assignment.id,
      role: "Directeur des engagements",
      roleEn: "Chief credit officer",
      businessRole: "consultant",
    });
    expect(me.permissions).toContain("view_team_analytics");
    await admin.delete(`${T}/user-assignments/${assignment.id}`);
    expect((await user.get("/api/auth/me")).json().user.permissions).not.toContain("view_team_analytics");
  });
});

describe("CSV import", () => {
  type Report = {
    encoding: string;
    delimiter: string;
    total: number;
    created: number;
    pending: number;
    rejected: number;
    lines: { line: number; email: string; status: string; code: string; message: string; value?: string }[];
  };
  /** Sends the file's bytes, as the admin screen does. */
  const upload = (bytes: Uint8Array | string) =>
    admin.post(`${T}/user-assignments/import`, Buffer.from(bytes), { "content-type": "text/csv" });
  const assignments = async () =>
    (await admin.get(`${T}/user-assignments`)).json() as {
      email: string;
      roleId: string;
      assignedBy: string;
      expiresAt?: string;
      pending: boolean;
    }[];
  /** Windows-1252 bytes, as older French Excel saves them. */
  const cp1252 = (text: string) =>
    Uint8Array.from([...text].map((c) => ({ é: 0xe9, è: 0xe8, ü: 0xfc, ô: 0xf4 })[c] ?? c.charCodeAt(0)));
  const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

  it("gives every line a verdict: created, pending for an e-mail without account, or refused with its reason", async () => {
    const someone = await t.signUp();
    const csv = [
      "email,roleName,assignedBy,expiresAt",
      `${someone.user.email},Analyste risques,,`,
      "pas-un-email,Analyste risques,,",
      "import.deux@example.fr,Rôle inexistant,,",
      "",
      'import.trois@example.fr,"Chargé d\'affaires crédit-bail","Marie Curie, RH",2999-12-31',
      "import.quatre@example.fr,Consultant PMO,,2001-01-01",
      `${someone.user.email},analyste RISQUES,,`,
      "import.cinq@example.fr,Consultant PMO,,31/12/2999",
      ",Consultant PMO,,",
      "import.six@example.fr,,,",
      "import.sept@example.fr,Consultant PMO,,32/13/2999",
      "import.neuf@example.fr,consultant-pmo,,",
      'import.huit@example.fr,"Consultant PMO,,',
    ].join("\r\n");
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as Report;
    expect(report).toMatchObject({
      encoding: "utf-8",
      delimiter: ",",
      total: 12,
      created: 1,
      pending: 3,
      rejected: 8,
    });
    const byLine = new Map(report.lines.map((l) => [l.line, l]));
    expect(byLine.get(2)).toMatchObject({ status: "created", code: "created" });
    expect(byLine.get(3)).toMatchObject({
      status: "rejected",
      code: "invalid_email",
      message: "Email invalide",
    });
    expect(byLine.get(4)).toMatchObject({ code: "unknown_role", message: "Rôle inconnu : Rôle inexistant" });
    expect(byLine.get(6)).toMatchObject({
      status: "pending",
      code: "pending_account",
      message: "Pas encore de compte : s'appliquera à l'inscription",
    });
    expect(byLine.get(7)).toMatchObject({ code: "past_expiry" });
    expect(byLine.get(8)).toMatchObject({ code: "duplicate_line", value: "2" });
    expect(byLine.get(9)).toMatchObject({ status: "pending" });
    expect(byLine.get(10)).toMatchObject({ code: "email_required" });
    expect(byLine.get(11)).toMatchObject({ code: "role_required" });
    expect(byLine.get(12)).toMatchObject({ code: "invalid_expiry" });
    expect(byLine.get(13)).toMatchObject({ status: "pending", email: "import.neuf@example.fr" });
    // A quote opened and never closed: reported on the line where it starts.
    expect(byLine.get(14)).toMatchObject({ status: "rejected", code: "malformed_line" });
    expect(report.lines).toHaveLength(12);

    const list = await assignments();
    expect(list.find((a) => a.email === someone.user.email)).toMatchObject({
      roleId: "analyste-risques",
      assignedBy: ADMIN.email,
      pending: false,
    });
    expect(list.find((a) => a.email === "import.trois@example.fr")).toMatchObject({
      roleId: "charge-affaires-credit-bail",
      assignedBy: "Marie Curie, RH",
      expiresAt: "2999-12-31T23:59:59.999Z",
      pending: true,
    });
    expect(list.find((a) => a.email === "import.cinq@example.fr")?.expiresAt).toBe(
      "2999-12-31T23:59:59.999Z",
    );

    // Imported again: what is in force is refused as already assigned, nothing doubles.
    const again = (await upload(`email,role\n${someone.user.email},analyste-risques\n`)).json() as Report;
    expect(again.lines).toMatchObject([{ line: 2, status: "rejected", code: "already_assigned" }]);
  });

  it("reads Windows-1252, UTF-16 and UTF-8 with BOM files, French headers and semicolons", async () => {
    const w = await upload(
      cp1252(
        "Adresse e-mail;Rôle;Assigné par\r\nimport.w1252@example.fr;Chargé d'affaires crédit-bail;Hélène Müller\r\n",
      ),
    );
    expect(w.statusCode, w.body).toBe(200);
    expect(w.json()).toMatchObject({ encoding: "windows-1252", delimiter: ";", pending: 1, rejected: 0 });
    expect((await assignments()).find((a) => a.email === "import.w1252@example.fr")).toMatchObject({
      roleId: "charge-affaires-credit-bail",
      assignedBy: "Hélène Müller",
    });

    const u16 = await upload(utf16le("E-mail\tRôle\nimport.u16@example.fr\tConsultant PMO\n"));
    expect(u16.statusCode, u16.body).toBe(200);
    expect(u16.json()).toMatchObject({ encoding: "utf-16le", delimiter: "\t", pending: 1, rejected: 0 });

    const bom = await upload("\uFEFFEMAIL;ROLE ID\nimport.bom@example.fr;consultant-alfa\n");
    expect(bom.json()).toMatchObject({ encoding: "utf-8-bom", delimiter: ";", pending: 1, rejected: 0 });

    // JSON { csv } still works for text already decoded.
    const json = await admin.post(`${T}/user-assignments/import`, {
      csv: "Email,Role\nimport.json@example.fr,Consultant PMO\n",
    });
    expect(json.json()).toMatchObject({ encoding: "utf-8", pending: 1 });
  });

  it("applies a pending assignment when its e-mail signs up", async () => {
    const email = `futur.${++unique}@example.fr`;
    const res = (await upload(`Adresse e-mail;Rôle\n${email};Directeur des engagements\n`)).json() as Report;
    expect(res.lines[0]).toMatchObject({ status: "pending", code: "pending_account" });
    expect((await assignments()).find((a) => a.email === email)?.pending).toBe(true);
    const user = await t.signUp({ email: email.toUpperCase() });
    const me = (await user.get("/api/auth/me")).json().user;
    expect(me.permissions).toContain("view_team_analytics");
    expect((await assignments()).find((a) => a.email === email)?.pending).toBe(false);
  });

  it("refuses a file without the needed columns, an empty one, and over 50,000 rows with a clear 413", async () => {
    const bad = await upload("mail,fonction\nx@example.fr,consultant-alfa");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("invalid_csv_header");
    expect((await upload("")).statusCode).toBe(400);
    expect((await upload("email;role\n\n")).json().code).toBe("empty_csv");
    const rows = Array.from({ length: 50_001 }, (_, i) => `n${i}@example.fr;consultant-pmo`);
    const long = await upload(["email;role", ...rows].join("\n"));
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual({
      code: "too_many_rows",
      message: "Le fichier dépasse 50\u202f000 lignes d'assignation\u202f: découpez-le en plusieurs fichiers",
    });
    const huge = await upload(Buffer.alloc(17 * 1024 * 1024, 0x61));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Le fichier dépasse 16 Mo\u202f: découpez-le en plusieurs fichiers");
  });

  it("imports 20,000 rows in one go", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `masse${i}@example.fr;Consultant PMO;;2999-01-01`);
    const started = Date.now();
    const res = await upload(["Adresse e-mail;Rôle;Assigné par;Date d'expiration", ...rows].join("\r\n"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 20_000, pending: 20_000, rejected: 0 });
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it("reads separators, quotes and line breaks inside quotes, and encodings", async () => {
    expect(detectDelimiter('"a;b",c,d\n1;2')).toBe(",");
    expect(detectDelimiter("a\tb;c\td")).toBe("\t");
    const { records, problems } = await readCsv('a,b\n"x ""y""","1\n2"\n\nz,w', ",", 10);
    expect(records).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ['x "y"', "1\n2"] },
      { line: 5, cells: ["z", "w"] },
    ]);
    expect(problems).toEqual([]);
    expect(decodeCsv(cp1252("Hélène Müller"))).toEqual({ text: "Hélène Müller", encoding: "windows-1252" });
    expect(
      decodeCsv(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from("Hé", "utf16le").swap16()])),
    ).toEqual({
      text: "Hé",
      encoding: "utf-16be",
    });
    expect(slugify("Évaluation d'un crédit — PME")).toBe("evaluation-d-un-credit-pme");
    expect(slugify("!!!")).toBe("element");
  });
});

describe("admin password reset", () => {
  it("sets a new password and ends the user's sessions", async () => {
    const user = await t.signUp({ password: "ancien-mdp" });
    const other = await signIn(user.user.email, "ancien-mdp");
    expect((await user.get("/api/auth/me")).statusCode).toBe(200);
    const res = await admin.post("/api/admin/users/reset-password", {
      email: user.user.email.toUpperCase(),
      newPassword: "nouveau-mdp",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await user.get("/api/auth/me")).statusCode).toBe(401);
    expect((await other.get("/api/auth/me")).statusCode).toBe(401);
    expect(
      (await t.agent().post("/api/auth/login", { email: user.user.email, password: "ancien-mdp" }))
        .statusCode,
    ).toBe(401);
    await signIn(user.user.email, "nouveau-mdp");
    // The admin's own session is untouched.
    expect((await admin.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("validates the form and says when no account has the address", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: "x", newPassword: "nouveau-mdp" }, 400, "Email invalide"],
      [
        { email: "a@example.fr", newPassword: "court" },
        400,
        "Le mot de passe doit contenir au moins 6 caractères",
      ],
      [
        { email: "a@example.fr", newPassword: "x".repeat(129) },
        400,
        "Le mot de passe doit contenir au plus 128 caractères",
      ],
      [
        { email: "personne@example.fr", newPassword: "nouveau-mdp" },
        404,
        "Aucun compte n'existe avec cet email",
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post("/api/admin/users/reset-password", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it("keeps the admin signed in when they reset their own password", async () => {
    const second = await signIn(ADMIN.email, ADMIN.password);
    const res = await admin.post("/api/admin/users/reset-password", {
      email: ADMIN.email,
      newPassword: "root-password-2",
    });
    expect(res.statusCode).toBe(200);
    expect((await admin.get("/api/auth/me")).statusCode).toBe(200);
    expect((await second.get("/api/auth/me")).statusCode).toBe(401);
    await admin.post("/api/admin/users/reset-password", { email: ADMIN.email, newPassword: ADMIN.password });
  });
});
