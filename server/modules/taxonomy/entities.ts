import { and, eq, isNotNull } from "drizzle-orm";
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
import {
  type Actor,
  blankToNull,
  collatorOf,
  DUPLICATE,
  edited,
  inLanguage,
  insertNamed,
  nullToUndefined,
  updateNamed,
} from "./store";

// ---------- Matrix ----------

type Stored = {
  name: string;
  nameEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  category?: string;
  categoryEn?: string | null;
};

/** Name and description in the reader's language, and both languages as stored for the edit form. */
function worded(r: Stored, language: Language) {
  const name = inLanguage(r.name, r.nameEn, language);
  const description = r.description ? inLanguage(r.description, r.descriptionEn, language) : undefined;
  return {
    name: name.text,
    description: description?.text,
    ...(name.fallback ? { fallback: true } : {}),
    ...(description?.fallback ? { descriptionFallback: true } : {}),
    stored: {
      name: r.name,
      nameEn: nullToUndefined(r.nameEn),
      description: nullToUndefined(r.description),
      descriptionEn: nullToUndefined(r.descriptionEn),
      category: r.category,
      categoryEn: nullToUndefined(r.categoryEn ?? null),
    },
  };
}

function categoryIn(r: { category: string; categoryEn: string | null }, language: Language) {
  const category = inLanguage(r.category, r.categoryEn, language);
  return { category: category.text, ...(category.fallback ? { categoryFallback: true } : {}) };
}

const toRole = (r: typeof taxonomyRoles.$inferSelect, language: Language): Role => ({
  id: r.id,
  ...worded(r, language),
  level: r.level,
});
const toSkill = (s: typeof taxonomySkills.$inferSelect, language: Language): Skill => ({
  id: s.id,
  ...worded(s, language),
  ...categoryIn(s, language),
  level: s.level as SkillLevel,
});
const toTaskType = (t: typeof taxonomyTaskTypes.$inferSelect, language: Language): TaskType => ({
  id: t.id,
  ...worded(t, language),
  ...categoryIn(t, language),
  estimatedDuration: nullToUndefined(t.estimatedDuration),
});

/** The English of a French category already in use, so that a new element of it needs none. */
async function knownCategoryEn(
  db: Db,
  table: typeof taxonomySkills | typeof taxonomyTaskTypes,
  category: string,
) {
  const [row] = await db
    .select({ en: table.categoryEn })
    .from(table)
    .where(and(eq(table.category, category), isNotNull(table.categoryEn)))
    .limit(1);
  return row?.en ?? null;
}

/** The texts of a body as stored: trimmed, a blank English absent. */
const texts = (input: { name: string; nameEn?: string; description?: string; descriptionEn?: string }) => ({
  name: input.name.trim(),
  nameEn: blankToNull(input.nameEn),
  description: blankToNull(input.description),
  descriptionEn: blankToNull(input.descriptionEn),
});

/** The category in both languages; without English, the one it already has elsewhere, if any. */
async function categories(
  db: Db,
  table: typeof taxonomySkills | typeof taxonomyTaskTypes,
  input: { category: string; categoryEn?: string },
) {
  const category = input.category.trim();
  return {
    category,
    categoryEn: blankToNull(input.categoryEn) ?? (await knownCategoryEn(db, table, category)),
  };
}

/** Roles, skills, task types and the three kinds of links, named for display. */
export async function getMatrix(db: Db, language: Language): Promise<TaxonomyMatrix> {
  const collator = collatorOf(language);
  const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
  const [roleRows, skillRows, taskRows, rt, ts, rs] = await Promise.all([
    db.select().from(taxonomyRoles),
    db.select().from(taxonomySkills),
    db.select().from(taxonomyTaskTypes),
    db.select().from(taxonomyRoleTasks),
    db.select().from(taxonomyTaskSkills),
    db.select().from(taxonomyRoleSkills),
  ]);
  const roles = roleRows.map((r) => toRole(r, language)).sort((a, b) => a.level - b.level || byName(a, b));
  const skills = skillRows
    .map((r) => toSkill(r, language))
    .sort((a, b) => collator.compare(a.category, b.category) || byName(a, b));
  const taskTypes = taskRows
    .map((r) => toTaskType(r, language))
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

export async function createRole(db: Db, actor: Actor, input: RoleBody, language: Language): Promise<Role> {
  return insertNamed(db, taxonomyRoles, input.name, DUPLICATE.role, async (tx, id) => {
    const [row] = await tx
      .insert(taxonomyRoles)
      .values({
        id,
        ...texts(input),
        level: input.level ?? 1,
      })
      .returning();
    await edited(tx, actor, "create", "role", row);
    return toRole(row, language);
  });
}

export async function updateRole(
  db: Db,
  actor: Actor,
  id: string,
  input: RoleBody,
  language: Language,
): Promise<Role> {
  return updateNamed(db, taxonomyRoles, id, input.name, DUPLICATE.role, async (tx) => {
    const [row] = await tx
      .update(taxonomyRoles)
      .set({ ...texts(input), level: input.level ?? 1 })
      .where(eq(taxonomyRoles.id, id))
      .returning();
    if (row) await edited(tx, actor, "edit", "role", row);
    return row && toRole(row, language);
  });
}

export async function createSkill(
  db: Db,
  actor: Actor,
  input: SkillBody,
  language: Language,
): Promise<Skill> {
  return insertNamed(db, taxonomySkills, input.name, DUPLICATE.skill, async (tx, id) => {
    const [row] = await tx
      .insert(taxonomySkills)
      .values({
        id,
        ...texts(input),
        ...(await categories(tx, taxonomySkills, input)),
        level: input.level ?? "beginner",
      })
      .returning();
    await edited(tx, actor, "create", "skill", row);
    return toSkill(row, language);
  });
}

export async function updateSkill(
  db: Db,
  actor: Actor,
  id: string,
  input: SkillBody,
  language: Language,
): Promise<Skill> {
  return updateNamed(db, taxonomySkills, id, input.name, DUPLICATE.skill, async (tx) => {
    const [row] = await tx
      .update(taxonomySkills)
      .set({
        ...texts(input),
        ...(await categories(tx, taxonomySkills, input)),
        level: input.level ?? "beginner",
      })
      .where(eq(taxonomySkills.id, id))
      .returning();
    if (row) await edited(tx, actor, "edit", "skill", row);
    return row && toSkill(row, language);
  });
}

export async function createTaskType(
  db: Db,
  actor: Actor,
  input: TaskTypeBody,
  language: Language,
): Promise<TaskType> {
  return insertNamed(db, taxonomyTaskTypes, input.name, DUPLICATE.taskType, async (tx, id) => {
    const [row] = await tx
      .insert(taxonomyTaskTypes)
      .values({
        id,
        ...texts(input),
        ...(await categories(tx, taxonomyTaskTypes, input)),
        estimatedDuration: input.estimatedDuration ?? null,
      })
      .returning();
    await edited(tx, actor, "create", "taskType", row);
    return toTaskType(row, language);
  });
}

export async function updateTaskType(
  db: Db,
  actor: Actor,
  id: string,
  input: TaskTypeBody,
  language: Language,
): Promise<TaskType> {
  return updateNamed(db, taxonomyTaskTypes, id, input.name, DUPLICATE.taskType, async (tx) => {
    const [row] = await tx
      .update(taxonomyTaskTypes)
      .set({
        ...texts(input),
        ...(await categories(tx, taxonomyTaskTypes, input)),
        estimatedDuration: input.estimatedDuration ?? null,
      })
      .where(eq(taxonomyTaskTypes.id, id))
      .returning();
    if (row) await edited(tx, actor, "edit", "taskType", row);
    return row && toTaskType(row, language);
  });
}
