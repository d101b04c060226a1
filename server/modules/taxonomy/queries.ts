import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { taxonomySkills, taxonomyTaskSkills, taxonomyTaskTypes } from "../../db/schema/taxonomy";
import { columnIn } from "./store";

/**
 * What other modules may read of the taxonomy (it owns roles, skills, task types, their links and
 * the role assignments; see docs/architecture.md, Module boundaries).
 */

/** Name and description of a task type, or undefined when there is none with this id. */
export async function taskTypeOf(db: Db, id: string) {
  const [row] = await db
    .select({
      id: taxonomyTaskTypes.id,
      name: taxonomyTaskTypes.name,
      description: taxonomyTaskTypes.description,
    })
    .from(taxonomyTaskTypes)
    .where(eq(taxonomyTaskTypes.id, id));
  return row;
}

/** Every task type, by name, worded in `language` (the French where no English was given). */
export function taskTypes(db: Db, language: Language) {
  const name = columnIn(taxonomyTaskTypes.name, taxonomyTaskTypes.nameEn, language);
  return db
    .select({
      id: taxonomyTaskTypes.id,
      name,
      category: columnIn(taxonomyTaskTypes.category, taxonomyTaskTypes.categoryEn, language),
      // The name is French for an English reader (an admin's task type without English).
      fallback: language === "en" ? sql<boolean>`${taxonomyTaskTypes.nameEn} is null` : sql<boolean>`false`,
    })
    .from(taxonomyTaskTypes)
    .orderBy(asc(name));
}

/** The skills a task type needs with their names, most important first, ties by skill name. */
export function skillsOfTaskType(db: Db, taskTypeId: string, language: Language) {
  const name = columnIn(taxonomySkills.name, taxonomySkills.nameEn, language);
  return db
    .select({ id: taxonomySkills.id, name, importance: taxonomyTaskSkills.importance })
    .from(taxonomyTaskSkills)
    .innerJoin(taxonomySkills, eq(taxonomySkills.id, taxonomyTaskSkills.skillId))
    .where(eq(taxonomyTaskSkills.taskTypeId, taskTypeId))
    .orderBy(desc(taxonomyTaskSkills.importance), asc(name));
}

/**
 * The skill ids a task type needs, most important first (ties by skill id), each with a value the
 * caller computes from the skill id in the same statement — e.g. learning's `levelOf`, the user's
 * level — so a page that needs both stays one query.
 */
export function taskSkillsWith<T>(db: Db, taskTypeId: string, extra: (skillId: PgColumn) => SQL<T>) {
  return db
    .select({ skillId: taxonomyTaskSkills.skillId, extra: extra(taxonomyTaskSkills.skillId) })
    .from(taxonomyTaskSkills)
    .where(eq(taxonomyTaskSkills.taskTypeId, taskTypeId))
    .orderBy(desc(taxonomyTaskSkills.importance), taxonomyTaskSkills.skillId);
}

/** Every task type–skill link with its importance. */
export function taskSkillLinks(db: Db) {
  return db
    .select({
      taskTypeId: taxonomyTaskSkills.taskTypeId,
      skillId: taxonomyTaskSkills.skillId,
      importance: taxonomyTaskSkills.importance,
    })
    .from(taxonomyTaskSkills);
}

/** Every skill, by category then name, worded in `language`. */
export function skillsByCategory(db: Db, language: Language) {
  const name = columnIn(taxonomySkills.name, taxonomySkills.nameEn, language);
  const category = columnIn(taxonomySkills.category, taxonomySkills.categoryEn, language);
  return db
    .select({ id: taxonomySkills.id, name, category })
    .from(taxonomySkills)
    .orderBy(asc(category), asc(name));
}

/** The French name of a skill (as events record it), or undefined. */
export async function skillName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: taxonomySkills.name })
    .from(taxonomySkills)
    .where(eq(taxonomySkills.id, id));
  return row?.name;
}
