import { eq } from "drizzle-orm";
import type {
  Role,
  RoleBody,
  RoleSkill,
  RoleTask,
  Skill,
  SkillBody,
  SkillLevel,
  TaskSkill,
  TaskType,
  TaskTypeBody,
  TaxonomyMatrix,
} from "../../../shared/contracts/taxonomy";
import type { Db } from "../../db/client";
import {
  taxonomyRoleSkills,
  taxonomyRoles,
  taxonomyRoleTasks,
  taxonomySkills,
  taxonomyTaskSkills,
  taxonomyTaskTypes,
} from "../../db/schema/taxonomy";
import {
  type Actor,
  blankToNull,
  byName,
  collator,
  DUPLICATE,
  edited,
  insertNamed,
  nullToUndefined,
  updateNamed,
} from "./store";

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
