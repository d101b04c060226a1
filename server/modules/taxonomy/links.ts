import { eq } from "drizzle-orm";
import type { ErrorCode } from "../../../shared/contracts/errors";
import type {
  RoleSkill,
  RoleSkillBody,
  RoleTask,
  RoleTaskBody,
  TaskSkill,
  TaskSkillBody,
} from "../../../shared/contracts/taxonomy";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import {
  taxonomyRoleSkills,
  taxonomyRoles,
  taxonomyRoleTasks,
  taxonomySkills,
  taxonomyTaskSkills,
  taxonomyTaskTypes,
} from "../../db/schema/taxonomy";
import { badRequest, conflict, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { type Actor, type Entity, edited, inLanguage, pgError, UUID } from "./store";

// ---------- Links ----------

/** The element, with its name for the event (French) and for the response (the reader's). */
async function requireExists(db: Db, table: Entity, id: string, unknown: ErrorCode, language: Language) {
  const [row] = await db
    .select({ id: table.id, name: table.name, nameEn: table.nameEn })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw badRequest(unknown);
  return { ...row, shown: inLanguage(row.name, row.nameEn, language).text };
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

export async function createRoleTask(
  db: Db,
  actor: Actor,
  input: RoleTaskBody,
  language: Language,
): Promise<RoleTask> {
  const role = await requireExists(db, taxonomyRoles, input.roleId, "unknown_role", language);
  const task = await requireExists(db, taxonomyTaskTypes, input.taskTypeId, "unknown_task_type", language);
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
  return { ...row, roleName: role.shown, taskName: task.shown };
}

export async function createTaskSkill(
  db: Db,
  actor: Actor,
  input: TaskSkillBody,
  language: Language,
): Promise<TaskSkill> {
  const task = await requireExists(db, taxonomyTaskTypes, input.taskTypeId, "unknown_task_type", language);
  const skill = await requireExists(db, taxonomySkills, input.skillId, "unknown_skill", language);
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
  return { ...row, taskName: task.shown, skillName: skill.shown };
}

export async function createRoleSkill(
  db: Db,
  actor: Actor,
  input: RoleSkillBody,
  language: Language,
): Promise<RoleSkill> {
  const role = await requireExists(db, taxonomyRoles, input.roleId, "unknown_role", language);
  const skill = await requireExists(db, taxonomySkills, input.skillId, "unknown_skill", language);
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
  return { ...row, roleName: role.shown, skillName: skill.shown };
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
