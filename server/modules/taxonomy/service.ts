import { and, count, desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { frenchText } from "../../../shared/contracts/error-texts";
import type { ErrorCode, NotFoundSubject } from "../../../shared/contracts/errors";
import {
  type AssignmentBody,
  assignmentEmail,
  type EntityLinks,
  IMPORT_MAX_ROWS,
  type ImportLine,
  type ImportLineCode,
  type ImportResult,
  type LinkGroup,
  type LinkKind,
  type Role,
  type RoleBody,
  type RoleSkill,
  type RoleSkillBody,
  type RoleTask,
  type RoleTaskBody,
  type Skill,
  type SkillBody,
  type SkillLevel,
  type TaskSkill,
  type TaskSkillBody,
  type TaskType,
  type TaskTypeBody,
  type TaxonomyMatrix,
  type UserAssignment,
} from "../../../shared/contracts/taxonomy";
import type { Db } from "../../db/client";
import {
  taxonomyRoleSkills,
  taxonomyRoles,
  taxonomyRoleTasks,
  taxonomySkills,
  taxonomyTaskSkills,
  taxonomyTaskTypes,
  userAssignments,
} from "../../db/schema/taxonomy";
import { badRequest, conflict, httpError, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import {
  emailsWithAccount,
  forgetRolePermissions,
  hasAccountWithEmail,
  userIdByEmail,
} from "../auth/queries";
import { countTemplatesOfTaskType, templateLabelsOfTaskType } from "../deliverables/queries";
import { countTasksOfType } from "../kanban/queries";
import { capsuleLabelsOfSkill, countCapsulesOfSkill } from "../learning/queries";
import { decodeCsv, detectDelimiter, readCsv } from "./csv";
import { isInForce, taxonomyPermissionKey } from "./grants";

type Actor = { id: string; email: string };

// ---------- Helpers ----------

const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);

/** The Postgres error under drizzle's wrapper, if any. */
function pgError(err: unknown): { code?: string; constraint?: string; table?: string } | undefined {
  let e = err as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Kebab-case key of a name: "Analyste crédit junior" → "analyste-credit-junior". */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "element";
}

type Entity = typeof taxonomyRoles | typeof taxonomySkills | typeof taxonomyTaskTypes;

/** The slug of `name`, suffixed -2, -3… when another row already has it. */
async function freeId(db: Db, table: Entity, name: string) {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(or(eq(table.id, base), like(table.id, `${base}-%`)))
    ).map((r) => r.id),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Names are unique regardless of case and surrounding spaces. */
async function assertNameFree(db: Db, table: Entity, name: string, duplicate: ErrorCode, exceptId?: string) {
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name.trim()})`);
  if (clash && clash.id !== exceptId) throw conflict(duplicate);
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const nullToUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

const DUPLICATE = {
  role: "duplicate_role_name",
  skill: "duplicate_skill_name",
  taskType: "duplicate_task_type_name",
} as const satisfies Record<string, ErrorCode>;

/** French "n thing(s)", with the plural given when it is not a plain "s". */
function countOf(n: number, singular: string, plural = `${singular}s`) {
  return `${n} ${n > 1 ? plural : singular}`;
}
function listFr(parts: string[]) {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} et ${parts.at(-1)}`;
}

// What a foreign-key refusal from another feature's table means to an admin.
const REFERENCING_TABLES: Record<string, string> = {
  kanban_tasks: "des tâches du kanban",
  deliverables: "des livrables",
  learning_capsules: "des capsules d'apprentissage",
  user_assignments: "des assignations d'utilisateurs",
  taxonomy_role_tasks: "des associations rôle-tâche",
  taxonomy_task_skills: "des associations tâche-compétence",
  taxonomy_role_skills: "des associations rôle-compétence",
};

/** Deletes one row; refuses (409) while something still points at it, and says what. */
async function deleteGuarded(
  db: Db,
  actor: Actor,
  kind: "role" | "skill" | "taskType",
  row: { id: string; name: string },
  links: string[],
  remove: (tx: Db) => Promise<void>,
) {
  const label = { role: "le rôle", skill: "la compétence", taskType: "le type de tâche" }[kind];
  const linked = {
    role: "il est encore lié à",
    skill: "elle est encore liée à",
    taskType: "il est encore lié à",
  }[kind];
  const refuse = (what: string) =>
    // Generated French naming the item and its links; the code's catalogue text says it in general.
    conflict("still_linked", {
      message: `Impossible de supprimer ${label} « ${row.name} » : ${linked} ${what}. Supprimez d'abord ces liens.`,
    });
  if (links.length > 0) throw refuse(listFr(links));
  try {
    await db.transaction(async (tx) => {
      await remove(tx);
      await recordEvent(tx, actor.id, {
        type: "delete",
        entity: "taxonomy",
        entityId: row.id,
        data: { kind, name: row.name },
      });
    });
  } catch (err) {
    const pg = pgError(err);
    // 23001 for ON DELETE RESTRICT, 23503 for NO ACTION.
    if (pg?.code === "23001" || pg?.code === "23503") {
      throw refuse(REFERENCING_TABLES[pg.table ?? ""] ?? "d'autres données");
    }
    throw err;
  }
}

async function countWhere(db: Db, table: PgTable, where: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

// ---------- Matrix ----------

const toRole = (r: typeof taxonomyRoles.$inferSelect): Role => ({
  id: r.id,
  name: r.name,
  description: nullToUndefined(r.description),
  level: r.level,
});
const toSkill = (s: typeof taxonomySkills.$inferSelect): Skill => ({
  id: s.id,
  name: s.name,
  description: nullToUndefined(s.description),
  category: s.category,
  level: s.level as SkillLevel,
});
const toTaskType = (t: typeof taxonomyTaskTypes.$inferSelect): TaskType => ({
  id: t.id,
  name: t.name,
  description: nullToUndefined(t.description),
  category: t.category,
  estimatedDuration: nullToUndefined(t.estimatedDuration),
});

/** Roles, skills, task types and the three kinds of links, named for display. */
export async function getMatrix(db: Db): Promise<TaxonomyMatrix> {
  const [roleRows, skillRows, taskRows, rt, ts, rs] = await Promise.all([
    db.select().from(taxonomyRoles),
    db.select().from(taxonomySkills),
    db.select().from(taxonomyTaskTypes),
    db.select().from(taxonomyRoleTasks),
    db.select().from(taxonomyTaskSkills),
    db.select().from(taxonomyRoleSkills),
  ]);
  const roles = roleRows.map(toRole).sort((a, b) => a.level - b.level || byName(a, b));
  const skills = skillRows
    .map(toSkill)
    .sort((a, b) => collator.compare(a.category, b.category) || byName(a, b));
  const taskTypes = taskRows
    .map(toTaskType)
    .sort((a, b) => collator.compare(a.category, b.category) || byName(a, b));
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  const skillName = new Map(skills.map((s) => [s.id, s.name]));
  const taskName = new Map(taskTypes.map((t) => [t.id, t.name]));
  const pairOrder = (a: [string, string], b: [string, string]) =>
    collator.compare(a[0], b[0]) || collator.compare(a[1], b[1]);

  const roleTasks: RoleTask[] = rt
    .map((l) => ({
      id: l.id,
      roleId: l.roleId,
      taskTypeId: l.taskTypeId,
      roleName: roleName.get(l.roleId) ?? l.roleId,
      taskName: taskName.get(l.taskTypeId) ?? l.taskTypeId,
      proficiencyRequired: l.proficiencyRequired,
    }))
    .sort((a, b) => pairOrder([a.roleName, a.taskName], [b.roleName, b.taskName]));
  const taskSkills: TaskSkill[] = ts
    .map((l) => ({
      id: l.id,
      taskTypeId: l.taskTypeId,
      skillId: l.skillId,
      taskName: taskName.get(l.taskTypeId) ?? l.taskTypeId,
      skillName: skillName.get(l.skillId) ?? l.skillId,
      importance: l.importance,
    }))
    .sort((a, b) => pairOrder([a.taskName, a.skillName], [b.taskName, b.skillName]));
  const roleSkills: RoleSkill[] = rs
    .map((l) => ({
      id: l.id,
      roleId: l.roleId,
      skillId: l.skillId,
      roleName: roleName.get(l.roleId) ?? l.roleId,
      skillName: skillName.get(l.skillId) ?? l.skillId,
      expectedLevel: l.expectedLevel,
    }))
    .sort((a, b) => pairOrder([a.roleName, a.skillName], [b.roleName, b.skillName]));
  return { roles, skills, taskTypes, roleTasks, taskSkills, roleSkills };
}

// ---------- Roles, skills, task types ----------

/** Inserts with a fresh slug id; a concurrent insert of the same slug or name ends in 409, not 500. */
async function insertNamed<T>(
  db: Db,
  table: Entity,
  name: string,
  duplicate: ErrorCode,
  insert: (tx: Db, id: string) => Promise<T>,
): Promise<T> {
  await assertNameFree(db, table, name, duplicate);
  try {
    return await db.transaction(async (tx) => insert(tx, await freeId(tx, table, name)));
  } catch (err) {
    if (pgError(err)?.code === "23505") throw conflict(duplicate);
    throw err;
  }
}

async function updateNamed<T>(
  db: Db,
  table: Entity,
  id: string,
  name: string,
  duplicate: ErrorCode,
  update: (tx: Db) => Promise<T | undefined>,
): Promise<T> {
  await assertNameFree(db, table, name, duplicate, id);
  try {
    const row = await db.transaction(update);
    if (!row) throw notFound("taxonomy");
    return row;
  } catch (err) {
    if (pgError(err)?.code === "23505") throw conflict(duplicate);
    throw err;
  }
}

const edited = (
  tx: Db,
  actor: Actor,
  type: "create" | "edit",
  kind: string,
  row: { id: string; name: string },
) =>
  recordEvent(tx, actor.id, { type, entity: "taxonomy", entityId: row.id, data: { kind, name: row.name } });

export async function createRole(db: Db, actor: Actor, input: RoleBody): Promise<Role> {
  return insertNamed(db, taxonomyRoles, input.name, DUPLICATE.role, async (tx, id) => {
    const [row] = await tx
      .insert(taxonomyRoles)
      .values({
        id,
        name: input.name.trim(),
        description: blankToNull(input.description),
        level: input.level ?? 1,
      })
      .returning();
    await edited(tx, actor, "create", "role", row);
    return toRole(row);
  });
}

export async function updateRole(db: Db, actor: Actor, id: string, input: RoleBody): Promise<Role> {
  return updateNamed(db, taxonomyRoles, id, input.name, DUPLICATE.role, async (tx) => {
    const [row] = await tx
      .update(taxonomyRoles)
      .set({ name: input.name.trim(), description: blankToNull(input.description), level: input.level ?? 1 })
      .where(eq(taxonomyRoles.id, id))
      .returning();
    if (row) await edited(tx, actor, "edit", "role", row);
    return row && toRole(row);
  });
}

// ---------- Links of an element, before deleting it ----------

const LINK_ITEMS = 20;
type Group = LinkGroup & { remove?: (tx: Db) => Promise<void> };

/** Named links: the first LINK_ITEMS labels, and how many there are in all. */
async function group(
  kind: LinkKind,
  effect: LinkGroup["effect"],
  countAll: () => Promise<number>,
  items: (limit: number) => Promise<{ id: string; label: string }[]>,
  remove?: (tx: Db) => Promise<void>,
): Promise<Group> {
  const [n, list] = await Promise.all([countAll(), items(LINK_ITEMS)]);
  return { kind, count: n, effect, items: n > 0 ? list : [], remove };
}

/**
 * Rows of a join table that tie the entity to another one (named by that one's name): listed,
 * and removed with the entity when the admin deletes it with its associations.
 */
function association(
  db: Db,
  kind: LinkKind,
  link: { table: PgTable & { id: PgColumn }; own: PgColumn; other: PgColumn },
  named: PgTable & { id: PgColumn; name: PgColumn },
  id: string,
) {
  const where = eq(link.own, id);
  return group(
    kind,
    "removed",
    () => countWhere(db, link.table, where),
    (limit) =>
      db
        .select({ id: link.table.id, label: named.name })
        .from(link.table)
        .innerJoin(named, eq(named.id, link.other))
        .where(where)
        .orderBy(named.name)
        .limit(limit) as Promise<{ id: string; label: string }[]>,
    async (tx) => {
      await tx.delete(link.table).where(where);
    },
  );
}

async function roleGroups(db: Db, id: string): Promise<Group[]> {
  return Promise.all([
    association(
      db,
      "roleTask",
      { table: taxonomyRoleTasks, own: taxonomyRoleTasks.roleId, other: taxonomyRoleTasks.taskTypeId },
      taxonomyTaskTypes,
      id,
    ),
    association(
      db,
      "roleSkill",
      { table: taxonomyRoleSkills, own: taxonomyRoleSkills.roleId, other: taxonomyRoleSkills.skillId },
      taxonomySkills,
      id,
    ),
    // People hold the role: deleting it would silently take their permissions away.
    group(
      "assignment",
      "blocks",
      () => countWhere(db, userAssignments, eq(userAssignments.roleId, id)),
      (limit) =>
        db
          .select({ id: userAssignments.id, label: userAssignments.email })
          .from(userAssignments)
          .where(eq(userAssignments.roleId, id))
          .orderBy(userAssignments.email)
          .limit(limit),
    ),
  ]);
}

async function skillGroups(db: Db, id: string): Promise<Group[]> {
  return Promise.all([
    association(
      db,
      "taskSkill",
      { table: taxonomyTaskSkills, own: taxonomyTaskSkills.skillId, other: taxonomyTaskSkills.taskTypeId },
      taxonomyTaskTypes,
      id,
    ),
    association(
      db,
      "roleSkill",
      { table: taxonomyRoleSkills, own: taxonomyRoleSkills.skillId, other: taxonomyRoleSkills.roleId },
      taxonomyRoles,
      id,
    ),
    // Capsules reference skills with ON DELETE CASCADE: deleting the skill would silently take
    // Learning Boost content (and users' levels) with it, so they block.
    group(
      "capsule",
      "blocks",
      () => countCapsulesOfSkill(db, id),
      (limit) => capsuleLabelsOfSkill(db, id, limit),
    ),
  ]);
}

async function taskTypeGroups(db: Db, id: string): Promise<Group[]> {
  return Promise.all([
    association(
      db,
      "roleTask",
      { table: taxonomyRoleTasks, own: taxonomyRoleTasks.taskTypeId, other: taxonomyRoleTasks.roleId },
      taxonomyRoles,
      id,
    ),
    association(
      db,
      "taskSkill",
      { table: taxonomyTaskSkills, own: taxonomyTaskSkills.taskTypeId, other: taxonomyTaskSkills.skillId },
      taxonomySkills,
      id,
    ),
    // Users' own tasks: counted, never listed to the admin.
    group(
      "kanbanTask",
      "blocks",
      () => countTasksOfType(db, id),
      async () => [],
    ),
    group(
      "deliverableTemplate",
      "kept",
      () => countTemplatesOfTaskType(db, id),
      (limit) => templateLabelsOfTaskType(db, id, limit),
    ),
  ]);
}

type Kind = "role" | "skill" | "taskType";
const ENTITY: Record<
  Kind,
  { table: Entity; groups: (db: Db, id: string) => Promise<Group[]>; missing: NotFoundSubject }
> = {
  role: { table: taxonomyRoles, groups: roleGroups, missing: "role" },
  skill: { table: taxonomySkills, groups: skillGroups, missing: "skill" },
  taskType: { table: taxonomyTaskTypes, groups: taskTypeGroups, missing: "task_type" },
};

function deletionOf(groups: Group[]): EntityLinks["deletion"] {
  if (groups.some((g) => g.effect === "blocks" && g.count > 0)) return "blocked";
  if (groups.some((g) => g.effect === "removed" && g.count > 0)) return "withLinks";
  return "free";
}

async function loadLinks(db: Db, kind: Kind, id: string) {
  const { table, groups, missing } = ENTITY[kind];
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
  if (!row) throw notFound(missing);
  const all = (await groups(db, id)).filter((g) => g.count > 0);
  return { row, groups: all, deletion: deletionOf(all) };
}

/** What an element is linked to, and whether (and how) it can be deleted: shown before confirming. */
export async function linksOf(db: Db, kind: Kind, id: string): Promise<EntityLinks> {
  const { row, groups, deletion } = await loadLinks(db, kind, id);
  return {
    kind,
    id: row.id,
    name: row.name,
    deletion,
    links: groups.map(({ kind: k, count: n, effect, items }) => ({ kind: k, count: n, effect, items })),
  };
}

// French words of each link kind, for the 409's message.
const LINK_WORDS: Partial<Record<LinkKind, Partial<Record<Kind, [string, string]>>>> = {
  roleTask: { role: ["type de tâche", "types de tâches"], taskType: ["rôle", "rôles"] },
  roleSkill: { role: ["compétence", "compétences"], skill: ["rôle", "rôles"] },
  taskSkill: { skill: ["type de tâche", "types de tâches"], taskType: ["compétence", "compétences"] },
  assignment: { role: ["assignation d'utilisateur", "assignations d'utilisateurs"] },
  capsule: { skill: ["capsule d'apprentissage", "capsules d'apprentissage"] },
};

/**
 * Deletes a role, skill or task type. Refused (409) while something still holds it; with
 * `withLinks`, its matrix associations are removed with it in one transaction, unless something
 * that blocks (assignments, capsules, kanban tasks) remains.
 */
async function deleteEntity(db: Db, actor: Actor, kind: Kind, id: string, withLinks: boolean) {
  const { row, groups } = await loadLinks(db, kind, id);
  const named = (gs: Group[]) =>
    gs.flatMap((g) => {
      const words = LINK_WORDS[g.kind]?.[kind];
      return words ? [countOf(g.count, words[0], words[1])] : [];
    });
  const blocking = groups.filter((g) => g.effect === "blocks");
  const removable = groups.filter((g) => g.effect === "removed");
  const links = withLinks ? named(blocking) : named([...removable, ...blocking]);
  await deleteGuarded(db, actor, kind, row, links, async (tx) => {
    if (withLinks) for (const g of removable) await g.remove?.(tx);
    await tx.delete(ENTITY[kind].table).where(eq(ENTITY[kind].table.id, id));
    // A role created later under the same id must not inherit this one's permissions.
    if (kind === "role") await forgetRolePermissions(tx, taxonomyPermissionKey(id));
  });
}

export const deleteRole = (db: Db, actor: Actor, id: string, withLinks = false) =>
  deleteEntity(db, actor, "role", id, withLinks);
export const deleteSkill = (db: Db, actor: Actor, id: string, withLinks = false) =>
  deleteEntity(db, actor, "skill", id, withLinks);
export const deleteTaskType = (db: Db, actor: Actor, id: string, withLinks = false) =>
  deleteEntity(db, actor, "taskType", id, withLinks);

export async function createSkill(db: Db, actor: Actor, input: SkillBody): Promise<Skill> {
  return insertNamed(db, taxonomySkills, input.name, DUPLICATE.skill, async (tx, id) => {
    const [row] = await tx
      .insert(taxonomySkills)
      .values({
        id,
        name: input.name.trim(),
        description: blankToNull(input.description),
        category: input.category.trim(),
        level: input.level ?? "beginner",
      })
      .returning();
    await edited(tx, actor, "create", "skill", row);
    return toSkill(row);
  });
}

export async function updateSkill(db: Db, actor: Actor, id: string, input: SkillBody): Promise<Skill> {
  return updateNamed(db, taxonomySkills, id, input.name, DUPLICATE.skill, async (tx) => {
    const [row] = await tx
      .update(taxonomySkills)
      .set({
        name: input.name.trim(),
        description: blankToNull(input.description),
        category: input.category.trim(),
        level: input.level ?? "beginner",
      })
      .where(eq(taxonomySkills.id, id))
      .returning();
    if (row) await edited(tx, actor, "edit", "skill", row);
    return row && toSkill(row);
  });
}

export async function createTaskType(db: Db, actor: Actor, input: TaskTypeBody): Promise<TaskType> {
  return insertNamed(db, taxonomyTaskTypes, input.name, DUPLICATE.taskType, async (tx, id) => {
    const [row] = await tx
      .insert(taxonomyTaskTypes)
      .values({
        id,
        name: input.name.trim(),
        description: blankToNull(input.description),
        category: input.category.trim(),
        estimatedDuration: input.estimatedDuration ?? null,
      })
      .returning();
    await edited(tx, actor, "create", "taskType", row);
    return toTaskType(row);
  });
}

export async function updateTaskType(
  db: Db,
  actor: Actor,
  id: string,
  input: TaskTypeBody,
): Promise<TaskType> {
  return updateNamed(db, taxonomyTaskTypes, id, input.name, DUPLICATE.taskType, async (tx) => {
    const [row] = await tx
      .update(taxonomyTaskTypes)
      .set({
        name: input.name.trim(),
        description: blankToNull(input.description),
        category: input.category.trim(),
        estimatedDuration: input.estimatedDuration ?? null,
      })
      .where(eq(taxonomyTaskTypes.id, id))
      .returning();
    if (row) await edited(tx, actor, "edit", "taskType", row);
    return row && toTaskType(row);
  });
}

// ---------- Links ----------

async function requireExists(db: Db, table: Entity, id: string, unknown: ErrorCode) {
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
  if (!row) throw badRequest(unknown);
  return row;
}

async function insertLink<T>(insert: () => Promise<T | undefined>) {
  try {
    const row = await insert();
    if (!row) throw conflict("duplicate_link");
    return row;
  } catch (err) {
    if (pgError(err)?.code === "23505") throw conflict("duplicate_link");
    if (pgError(err)?.code === "23503") throw badRequest("unknown_element");
    throw err;
  }
}

export async function createRoleTask(db: Db, actor: Actor, input: RoleTaskBody): Promise<RoleTask> {
  const role = await requireExists(db, taxonomyRoles, input.roleId, "unknown_role");
  const task = await requireExists(db, taxonomyTaskTypes, input.taskTypeId, "unknown_task_type");
  const row = await insertLink(() =>
    db.transaction(async (tx) => {
      const [link] = await tx
        .insert(taxonomyRoleTasks)
        .values({ roleId: role.id, taskTypeId: task.id, proficiencyRequired: input.proficiencyRequired })
        .onConflictDoNothing()
        .returning();
      if (link)
        await edited(tx, actor, "create", "roleTask", { id: link.id, name: `${role.name} → ${task.name}` });
      return link;
    }),
  );
  return { ...row, roleName: role.name, taskName: task.name };
}

export async function createTaskSkill(db: Db, actor: Actor, input: TaskSkillBody): Promise<TaskSkill> {
  const task = await requireExists(db, taxonomyTaskTypes, input.taskTypeId, "unknown_task_type");
  const skill = await requireExists(db, taxonomySkills, input.skillId, "unknown_skill");
  const row = await insertLink(() =>
    db.transaction(async (tx) => {
      const [link] = await tx
        .insert(taxonomyTaskSkills)
        .values({ taskTypeId: task.id, skillId: skill.id, importance: input.importance })
        .onConflictDoNothing()
        .returning();
      if (link)
        await edited(tx, actor, "create", "taskSkill", { id: link.id, name: `${task.name} → ${skill.name}` });
      return link;
    }),
  );
  return { ...row, taskName: task.name, skillName: skill.name };
}

export async function createRoleSkill(db: Db, actor: Actor, input: RoleSkillBody): Promise<RoleSkill> {
  const role = await requireExists(db, taxonomyRoles, input.roleId, "unknown_role");
  const skill = await requireExists(db, taxonomySkills, input.skillId, "unknown_skill");
  const row = await insertLink(() =>
    db.transaction(async (tx) => {
      const [link] = await tx
        .insert(taxonomyRoleSkills)
        .values({ roleId: role.id, skillId: skill.id, expectedLevel: input.expectedLevel })
        .onConflictDoNothing()
        .returning();
      if (link)
        await edited(tx, actor, "create", "roleSkill", { id: link.id, name: `${role.name} → ${skill.name}` });
      return link;
    }),
  );
  return { ...row, roleName: role.name, skillName: skill.name };
}

const LINK_TABLES = {
  roleTask: taxonomyRoleTasks,
  taskSkill: taxonomyTaskSkills,
  roleSkill: taxonomyRoleSkills,
} as const;

export async function deleteLink(db: Db, actor: Actor, kind: keyof typeof LINK_TABLES, id: string) {
  if (!UUID.test(id)) throw notFound("link");
  const table = LINK_TABLES[kind];
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!row) throw notFound("link");
    await recordEvent(tx, actor.id, { type: "delete", entity: "taxonomy", entityId: id, data: { kind } });
  });
}

// ---------- User assignments ----------

/**
 * When an assignment ends: a date alone (yyyy-mm-dd, or dd/mm/yyyy from French spreadsheets) means
 * until the end of that day (UTC); a date-time is taken as given.
 */
export function parseExpiry(value: string | undefined | null): Date | null | "invalid" {
  const v = value?.trim();
  if (!v) return null;
  const fr = v.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  const iso = fr ? `${fr[3]}-${fr[2]}-${fr[1]}` : v;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T23:59:59.999Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return "invalid";
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso) && date.toISOString().slice(0, 10) !== iso) return "invalid";
  return date;
}

function toAssignment(
  row: typeof userAssignments.$inferSelect,
  roleName: string | null | undefined,
  now: Date,
  hasAccount: boolean,
): UserAssignment {
  return {
    id: row.id,
    email: row.email,
    roleId: row.roleId,
    roleName: roleName ?? undefined,
    assignedBy: row.assignedBy,
    assignedAt: row.assignedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString(),
    isActive: isInForce(row, now),
    pending: !hasAccount,
  };
}

/** Every assignment, newest first, with whether it is in force at `now`. */
export async function listAssignments(db: Db, now: Date): Promise<UserAssignment[]> {
  const rows = await db
    // Whether the e-mail has an account comes from auth as a fragment: the list stays one query.
    .select({
      a: userAssignments,
      roleName: taxonomyRoles.name,
      hasAccount: hasAccountWithEmail(userAssignments.email),
    })
    .from(userAssignments)
    .leftJoin(taxonomyRoles, eq(taxonomyRoles.id, userAssignments.roleId))
    .orderBy(desc(userAssignments.assignedAt), userAssignments.email);
  return rows.map((r) => toAssignment(r.a, r.roleName, now, r.hasAccount));
}

/**
 * Gives `role` to `email`. An expired or deactivated assignment of the same pair is renewed in
 * place (the pair is unique); one still in force is a 409.
 */
async function assign(
  tx: Db,
  actor: Actor,
  input: { email: string; role: { id: string; name: string }; assignedBy: string; expiresAt: Date | null },
  now: Date,
): Promise<UserAssignment> {
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) throw badRequest("expiry_past");
  const [existing] = await tx
    .select()
    .from(userAssignments)
    .where(and(eq(userAssignments.email, input.email), eq(userAssignments.roleId, input.role.id)));
  if (existing && isInForce(existing, now)) throw conflict("already_assigned");
  const account = await userIdByEmail(tx, input.email);
  const values = {
    assignedBy: input.assignedBy,
    assignedAt: now,
    expiresAt: input.expiresAt,
    isActive: true,
  };
  const [row] = existing
    ? await tx.update(userAssignments).set(values).where(eq(userAssignments.id, existing.id)).returning()
    : await tx
        .insert(userAssignments)
        .values({ email: input.email, roleId: input.role.id, ...values })
        .onConflictDoNothing()
        .returning();
  // Another request created the same pair in between.
  if (!row) throw conflict("already_assigned");
  await recordEvent(tx, actor.id, {
    type: "create",
    entity: "taxonomy",
    entityId: row.id,
    data: { kind: "assignment", name: `${input.email} → ${input.role.name}` },
  });
  return toAssignment(row, input.role.name, now, Boolean(account));
}

export async function createAssignment(
  db: Db,
  actor: Actor,
  input: AssignmentBody,
  now: Date,
): Promise<UserAssignment> {
  const [role] = await db
    .select({ id: taxonomyRoles.id, name: taxonomyRoles.name })
    .from(taxonomyRoles)
    .where(eq(taxonomyRoles.id, input.roleId));
  if (!role) throw badRequest("unknown_role");
  const expiresAt = parseExpiry(input.expiresAt);
  if (expiresAt === "invalid") throw badRequest("expiry_invalid");
  return db.transaction((tx) =>
    assign(
      tx,
      actor,
      { email: input.email.trim().toLowerCase(), role, assignedBy: input.assignedBy.trim(), expiresAt },
      now,
    ),
  );
}

export async function deleteAssignment(db: Db, actor: Actor, id: string) {
  if (!UUID.test(id)) throw notFound("assignment");
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(userAssignments).where(eq(userAssignments.id, id)).returning();
    if (!row) throw notFound("assignment");
    await recordEvent(tx, actor.id, {
      type: "delete",
      entity: "taxonomy",
      entityId: id,
      data: { kind: "assignment", name: row.email },
    });
  });
}

type ImportColumn = "email" | "roleId" | "role" | "assignedBy" | "expiresAt";

/**
 * Header names in French and English, compared without case, accents, spaces or punctuation:
 * "Adresse e-mail" → "adresseemail". "Rôle" takes a role's name or its id.
 */
const HEADER_ALIASES: Record<string, ImportColumn> = {
  email: "email",
  mail: "email",
  adresseemail: "email",
  adressemail: "email",
  emailaddress: "email",
  courriel: "email",
  adresseelectronique: "email",
  roleid: "roleId",
  idrole: "roleId",
  identifiantdurole: "roleId",
  role: "role",
  rolename: "role",
  nomdurole: "role",
  assignedby: "assignedBy",
  assignepar: "assignedBy",
  attribuepar: "assignedBy",
  expiresat: "expiresAt",
  expires: "expiresAt",
  expiration: "expiresAt",
  expirationdate: "expiresAt",
  dateexpiration: "expiresAt",
  datedexpiration: "expiresAt",
  expirele: "expiresAt",
  datedefin: "expiresAt",
};

export const headerKey = (cell: string) =>
  cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const IMPORT_MESSAGES = {
  created: "Assignation créée",
  renewed: "Assignation renouvelée",
  pending_account: "Pas encore de compte : s'appliquera à l'inscription",
  email_required: "L'email est requis",
  invalid_email: "Email invalide",
  role_required: "Le rôle est requis",
  unknown_role: "Rôle inconnu",
  invalid_expiry: frenchText("expiry_invalid"),
  past_expiry: frenchText("expiry_past"),
  already_assigned: frenchText("already_assigned"),
  duplicate_line: "Même e-mail et même rôle qu'une ligne précédente",
  assigned_by_too_long: "Le champ Assigné par ne doit pas dépasser 254 caractères",
  malformed_line:
    "Ligne illisible : un guillemet ouvert ici n'est jamais fermé, la suite du fichier n'a pas pu être lue",
} as const satisfies Record<ImportLineCode, string>;

/** Rows written per statement: each batch is one JSON parameter expanded by the database. */
const IMPORT_BATCH = 5000;

/** Rows of a raw query, whichever driver shape drizzle returns. */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

type Accepted = {
  line: number;
  email: string;
  roleId: string;
  assignedBy: string;
  expiresAt: Date | null;
};

/**
 * Creates assignments from a CSV file as companies have them: any of the usual encodings and
 * separators, French or English headers (email and role, then optionally assignedBy and
 * expiresAt), up to IMPORT_MAX_ROWS rows. Every line gets its own verdict; accepted rows are
 * written together in one transaction (a few set-based statements, whatever the row count), and an
 * e-mail without an account yet is kept as pending, applied when it signs up.
 */
export async function importAssignments(
  db: Db,
  actor: Actor,
  bytes: Uint8Array,
  now: Date,
): Promise<ImportResult> {
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  const { records, problems, truncated } = await readCsv(text, delimiter, IMPORT_MAX_ROWS + 1);
  const [header, ...rows] = records;
  if (truncated || rows.length > IMPORT_MAX_ROWS) {
    throw httpError(413, "too_many_rows");
  }
  const columns = (header?.cells ?? []).map((c) => HEADER_ALIASES[headerKey(c)]);
  const col = (name: ImportColumn) => columns.indexOf(name);
  if (col("email") < 0 || (col("roleId") < 0 && col("role") < 0)) {
    throw badRequest("invalid_csv_header");
  }
  if (rows.length === 0 && problems.length === 0) throw badRequest("empty_csv");

  const allRoles = await db.select({ id: taxonomyRoles.id, name: taxonomyRoles.name }).from(taxonomyRoles);
  const roleById = new Map(allRoles.map((r) => [r.id, r]));
  const roleByName = new Map(allRoles.map((r) => [r.name.trim().toLocaleLowerCase("fr"), r]));
  const cell = (cells: string[], name: ImportColumn) =>
    col(name) >= 0 ? (cells[col(name)] ?? "").trim() : "";

  const lines: ImportLine[] = problems.map((p) => ({
    line: p.line,
    email: "",
    status: "rejected",
    code: "malformed_line",
    message: IMPORT_MESSAGES.malformed_line,
  }));
  const verdict = (line: number, email: string, code: ImportLineCode, value?: string): ImportLine => ({
    line,
    email,
    status:
      code === "created" || code === "renewed"
        ? "created"
        : code === "pending_account"
          ? "pending"
          : "rejected",
    code,
    message: value ? `${IMPORT_MESSAGES[code]} : ${value}` : IMPORT_MESSAGES[code],
    ...(value ? { value } : {}),
  });

  // Checks that need no database, and pairs repeated within the file.
  const accepted: Accepted[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    const rawEmail = cell(cells, "email");
    const reject = (code: ImportLineCode, value?: string) => lines.push(verdict(line, rawEmail, code, value));
    if (!rawEmail) {
      reject("email_required");
      continue;
    }
    const email = assignmentEmail.safeParse(rawEmail);
    if (!email.success) {
      reject("invalid_email");
      continue;
    }
    const byId = cell(cells, "roleId");
    const byName = cell(cells, "role");
    if (!byId && !byName) {
      reject("role_required");
      continue;
    }
    const role = roleById.get(byId) ?? roleById.get(byName) ?? roleByName.get(byName.toLocaleLowerCase("fr"));
    if (!role) {
      reject("unknown_role", byId || byName);
      continue;
    }
    const expiresAt = parseExpiry(cell(cells, "expiresAt"));
    if (expiresAt === "invalid") {
      reject("invalid_expiry");
      continue;
    }
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      reject("past_expiry");
      continue;
    }
    const assignedBy = cell(cells, "assignedBy") || actor.email;
    if (assignedBy.length > 254) {
      reject("assigned_by_too_long");
      continue;
    }
    const pair = `${email.data}\u0000${role.id}`;
    const first = firstLineOf.get(pair);
    if (first !== undefined) {
      lines.push(verdict(line, email.data, "duplicate_line", String(first)));
      continue;
    }
    firstLineOf.set(pair, line);
    accepted.push({ line, email: email.data, roleId: role.id, assignedBy, expiresAt });
  }

  let created = 0;
  let pending = 0;
  await db.transaction(async (tx) => {
    // Lock the table against a concurrent import or assignment: the checks below and the writes
    // that follow must see the same rows.
    await tx.execute(sql`lock table user_assignments in share row exclusive mode`);
    const distinct = [...new Set(accepted.map((a) => a.email))];
    const emails = JSON.stringify(distinct);
    const [existing, withAccount] = await Promise.all([
      tx.execute(sql`
        select email, role_id, is_active, expires_at from user_assignments
        where email in (select jsonb_array_elements_text(${emails}::jsonb))`),
      emailsWithAccount(tx, distinct),
    ]);
    const inForce = new Set(
      rowsOf<{ email: string; role_id: string; is_active: boolean; expires_at: Date | string | null }>(
        existing,
      )
        .filter((r) =>
          isInForce({ isActive: r.is_active, expiresAt: r.expires_at ? new Date(r.expires_at) : null }, now),
        )
        .map((r) => `${r.email}\u0000${r.role_id}`),
    );
    const renewed = new Set(
      rowsOf<{ email: string; role_id: string }>(existing).map((r) => `${r.email}\u0000${r.role_id}`),
    );

    const toWrite: Accepted[] = [];
    for (const a of accepted) {
      const pair = `${a.email}\u0000${a.roleId}`;
      if (inForce.has(pair)) {
        lines.push(verdict(a.line, a.email, "already_assigned"));
        continue;
      }
      const isPending = !withAccount.has(a.email);
      toWrite.push(a);
      if (isPending) pending++;
      else created++;
      lines.push(
        verdict(a.line, a.email, isPending ? "pending_account" : renewed.has(pair) ? "renewed" : "created"),
      );
    }

    for (let i = 0; i < toWrite.length; i += IMPORT_BATCH) {
      const batch = JSON.stringify(
        toWrite.slice(i, i + IMPORT_BATCH).map((a) => ({
          email: a.email,
          role_id: a.roleId,
          assigned_by: a.assignedBy,
          expires_at: a.expiresAt?.toISOString() ?? null,
        })),
      );
      // An expired or deactivated pair is renewed in place, as a single assignment would be.
      await tx.execute(sql`
        insert into user_assignments (email, role_id, assigned_by, assigned_at, expires_at, is_active)
        select x.email, x.role_id, x.assigned_by, ${now.toISOString()}::timestamptz, x.expires_at, true
        from jsonb_to_recordset(${batch}::jsonb)
          as x(email text, role_id text, assigned_by text, expires_at timestamptz)
        on conflict (email, role_id) do update set
          assigned_by = excluded.assigned_by,
          assigned_at = excluded.assigned_at,
          expires_at = excluded.expires_at,
          is_active = true`);
    }
    if (toWrite.length > 0) {
      await recordEvent(tx, actor.id, {
        type: "import",
        entity: "taxonomy",
        data: { kind: "assignments", created, pending },
      });
    }
  });

  lines.sort((a, b) => a.line - b.line);
  return {
    encoding,
    delimiter,
    total: rows.length + problems.length,
    created,
    pending,
    rejected: lines.filter((l) => l.status === "rejected").length,
    lines,
  };
}
