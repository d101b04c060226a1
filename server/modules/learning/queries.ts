import { count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { learningCapsules } from "../../db/schema/learning";

/**
 * What other modules may read of Learning Boost (it owns the capsules and the users' skill levels;
 * see docs/architecture.md, Module boundaries).
 */

/** Every capsule of these skills. */
export function capsulesOfSkills(db: Db, skillIds: string[]) {
  return db.select().from(learningCapsules).where(inArray(learningCapsules.skillId, skillIds));
}

/** Skill and title of these capsules. */
export function capsuleSkills(db: Db, ids: string[]) {
  return db
    .select({ id: learningCapsules.id, skillId: learningCapsules.skillId, title: learningCapsules.title })
    .from(learningCapsules)
    .where(inArray(learningCapsules.id, ids));
}

/** Both languages of these capsules' titles (English null when a capsule has none). */
export function capsuleTitles(db: Db, ids: string[]) {
  return db
    .select({ id: learningCapsules.id, title: learningCapsules.title, titleEn: learningCapsules.titleEn })
    .from(learningCapsules)
    .where(inArray(learningCapsules.id, ids));
}

/** How many capsules teach a skill. */
export async function countCapsulesOfSkill(db: Db, skillId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(learningCapsules)
    .where(eq(learningCapsules.skillId, skillId));
  return Number(row?.n ?? 0);
}

/** The first `limit` capsules of a skill by title, as id and label. */
export function capsuleLabelsOfSkill(db: Db, skillId: string, limit: number) {
  return db
    .select({ id: learningCapsules.id, label: learningCapsules.title })
    .from(learningCapsules)
    .where(eq(learningCapsules.skillId, skillId))
    .orderBy(learningCapsules.title)
    .limit(limit);
}

/**
 * The user's level in the skill of `skillId` (null when they have none), as a SQL fragment for the
 * caller's own statement, so listing a task type's skills with the levels stays one query.
 */
export const levelOf =
  (userId: string) =>
  (skillId: PgColumn | SQL): SQL<number | null> =>
    sql<
      number | null
    >`(select l.level from user_skill_levels l where l.skill_id = ${skillId} and l.user_id = ${userId})`;
