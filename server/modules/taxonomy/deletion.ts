import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { NotFoundSubject } from "../../../shared/contracts/errors";
import type { EntityLinks, LinkGroup, LinkKind } from "../../../shared/contracts/taxonomy";
import type { Language } from "../../../shared/domain/language";
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
import { conflict, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { forgetRolePermissions } from "../auth/queries";
import { countTemplatesOfTaskType, templateLabelsOfTaskType } from "../deliverables/queries";
import { countTasksOfType } from "../kanban/queries";
import { capsuleLabelsOfSkill, countCapsulesOfSkill } from "../learning/queries";
import { taxonomyPermissionKey } from "./grants";
import { countedLinks, stillLinkedMessage } from "./refusal";
import { type Actor, columnIn, countWhere, type Entity, inLanguage, type Kind, pgError } from "./store";

/** Deletes one row; refuses (409) while something still points at it, and says what. */
async function deleteGuarded(
  db: Db,
  actor: Actor,
  kind: Kind,
  row: { id: string; name: string; shown: string },
  links: string[],
  language: Language,
  remove: (tx: Db) => Promise<void>,
) {
  const refuse = (what: Parameters<typeof stillLinkedMessage>[3]) =>
    conflict("still_linked", { message: stillLinkedMessage(language, kind, row.shown, what) });
  if (links.length > 0) throw refuse({ links });
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
      throw refuse({ table: pg.table });
    }
    throw err;
  }
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
  named: PgTable & { id: PgColumn; name: PgColumn; nameEn: PgColumn },
  id: string,
  language: Language,
) {
  const where = eq(link.own, id);
  return group(
    kind,
    "removed",
    () => countWhere(db, link.table, where),
    (limit) =>
      db
        .select({ id: link.table.id, label: columnIn(named.name, named.nameEn, language) })
        .from(link.table)
        .innerJoin(named, eq(named.id, link.other))
        .where(where)
        .orderBy(columnIn(named.name, named.nameEn, language))
        .limit(limit) as Promise<{ id: string; label: string }[]>,
    async (tx) => {
      await tx.delete(link.table).where(where);
    },
  );
}

async function roleGroups(db: Db, id: string, language: Language): Promise<Group[]> {
  return Promise.all([
    association(
      db,
      "roleTask",
      { table: taxonomyRoleTasks, own: taxonomyRoleTasks.roleId, other: taxonomyRoleTasks.taskTypeId },
      taxonomyTaskTypes,
      id,
      language,
    ),
    association(
      db,
      "roleSkill",
      { table: taxonomyRoleSkills, own: taxonomyRoleSkills.roleId, other: taxonomyRoleSkills.skillId },
      taxonomySkills,
      id,
      language,
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

async function skillGroups(db: Db, id: string, language: Language): Promise<Group[]> {
  return Promise.all([
    association(
      db,
      "taskSkill",
      { table: taxonomyTaskSkills, own: taxonomyTaskSkills.skillId, other: taxonomyTaskSkills.taskTypeId },
      taxonomyTaskTypes,
      id,
      language,
    ),
    association(
      db,
      "roleSkill",
      { table: taxonomyRoleSkills, own: taxonomyRoleSkills.skillId, other: taxonomyRoleSkills.roleId },
      taxonomyRoles,
      id,
      language,
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

async function taskTypeGroups(db: Db, id: string, language: Language): Promise<Group[]> {
  return Promise.all([
    association(
      db,
      "roleTask",
      { table: taxonomyRoleTasks, own: taxonomyRoleTasks.taskTypeId, other: taxonomyRoleTasks.roleId },
      taxonomyRoles,
      id,
      language,
    ),
    association(
      db,
      "taskSkill",
      { table: taxonomyTaskSkills, own: taxonomyTaskSkills.taskTypeId, other: taxonomyTaskSkills.skillId },
      taxonomySkills,
      id,
      language,
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
      (limit) => templateLabelsOfTaskType(db, id, limit, language),
    ),
  ]);
}

const ENTITY: Record<
  Kind,
  {
    table: Entity;
    groups: (db: Db, id: string, language: Language) => Promise<Group[]>;
    missing: NotFoundSubject;
  }
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

async function loadLinks(db: Db, kind: Kind, id: string, language: Language) {
  const { table, groups, missing } = ENTITY[kind];
  const [row] = await db
    .select({ id: table.id, name: table.name, nameEn: table.nameEn })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound(missing);
  const all = (await groups(db, id, language)).filter((g) => g.count > 0);
  return { row, groups: all, deletion: deletionOf(all) };
}

/** What an element is linked to, and whether (and how) it can be deleted: shown before confirming. */
export async function linksOf(db: Db, kind: Kind, id: string, language: Language): Promise<EntityLinks> {
  const { row, groups, deletion } = await loadLinks(db, kind, id, language);
  return {
    kind,
    id: row.id,
    name: inLanguage(row.name, row.nameEn, language).text,
    deletion,
    links: groups.map(({ kind: k, count: n, effect, items }) => ({ kind: k, count: n, effect, items })),
  };
}

/**
 * Deletes a role, skill or task type. Refused (409) while something still holds it; with
 * `withLinks`, its matrix associations are removed with it in one transaction, unless something
 * that blocks (assignments, capsules, kanban tasks) remains.
 */
async function deleteEntity(
  db: Db,
  actor: Actor,
  kind: Kind,
  id: string,
  withLinks: boolean,
  language: Language,
) {
  const { row, groups } = await loadLinks(db, kind, id, language);
  const named = (gs: Group[]) => countedLinks(language, kind, gs);
  const blocking = groups.filter((g) => g.effect === "blocks");
  const removable = groups.filter((g) => g.effect === "removed");
  const links = withLinks ? named(blocking) : named([...removable, ...blocking]);
  const shown = inLanguage(row.name, row.nameEn, language).text;
  await deleteGuarded(db, actor, kind, { ...row, shown }, links, language, async (tx) => {
    if (withLinks) for (const g of removable) await g.remove?.(tx);
    await tx.delete(ENTITY[kind].table).where(eq(ENTITY[kind].table.id, id));
    // A role created later under the same id must not inherit this one's permissions.
    if (kind === "role") await forgetRolePermissions(tx, taxonomyPermissionKey(id));
  });
}

export const deleteRole = (db: Db, actor: Actor, id: string, withLinks: boolean, language: Language) =>
  deleteEntity(db, actor, "role", id, withLinks, language);
export const deleteSkill = (db: Db, actor: Actor, id: string, withLinks: boolean, language: Language) =>
  deleteEntity(db, actor, "skill", id, withLinks, language);
export const deleteTaskType = (db: Db, actor: Actor, id: string, withLinks: boolean, language: Language) =>
  deleteEntity(db, actor, "taskType", id, withLinks, language);
