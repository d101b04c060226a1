import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type {
  CapsulePriority,
  ProgressBody,
  ProgressResult,
  Recommendation,
} from "../../../shared/contracts/learning";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { learningCapsules, userSkillLevels } from "../../db/schema/learning";
import { badRequest, conflict, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { skillName, skillsOfTaskType, taskTypeOf } from "../taxonomy/queries";

/** At most this many capsules per skill: the next steps, not the whole curriculum. */
const PER_SKILL = 3;
const priorityRank: Record<string, number> = { high: 0, medium: 1, low: 2 };

/**
 * Learning Boost recommendations for a task type.
 *
 * Ordering rule: the task type's skills by importance (highest first, ties by skill name); for
 * each skill the user's level (0 when they have none) keeps only capsules above it, lowest level
 * first (then high before medium before low priority, then title), at most three per skill. A
 * skill the user has mastered (level 3) therefore contributes nothing, and the list is empty
 * when every skill of the task type is mastered or the type has no skills.
 */
export async function recommendations(
  db: Db,
  userId: string,
  taskType: string,
  language: Language,
): Promise<Recommendation[]> {
  if (!(await taskTypeOf(db, taskType))) throw notFound("task_type");

  const skills = await skillsOfTaskType(db, taskType, language);
  if (skills.length === 0) return [];
  const skillIds = skills.map((s) => s.id);

  const levels = new Map(
    (
      await db
        .select({ skillId: userSkillLevels.skillId, level: userSkillLevels.level })
        .from(userSkillLevels)
        .where(and(eq(userSkillLevels.userId, userId), inArray(userSkillLevels.skillId, skillIds)))
    ).map((r) => [r.skillId, r.level]),
  );
  const capsules = await db
    .select()
    .from(learningCapsules)
    .where(inArray(learningCapsules.skillId, skillIds))
    .orderBy(asc(learningCapsules.level), asc(learningCapsules.title));
  // French where a capsule has no English, marked so the screen can say so.
  const worded = capsules.map((c) => {
    const fallback = language === "en" && !(c.titleEn && c.descriptionEn);
    const en = language === "en" && !fallback;
    return {
      ...c,
      title: en ? c.titleEn! : c.title,
      description: en ? c.descriptionEn! : c.description,
      fallback,
    };
  });

  return skills.flatMap((skill) => {
    const userLevel = levels.get(skill.id) ?? 0;
    return worded
      .filter((c) => c.skillId === skill.id && c.level > userLevel)
      .sort(
        (a, b) =>
          a.level - b.level ||
          (priorityRank[a.priority] ?? 3) - (priorityRank[b.priority] ?? 3) ||
          a.title.localeCompare(b.title, language),
      )
      .slice(0, PER_SKILL)
      .map((c) => ({
        id: c.id,
        skillId: skill.id,
        skillName: skill.name,
        title: c.title,
        description: c.description,
        fallback: c.fallback,
        level: c.level,
        userLevel,
        duration: c.duration,
        priority: c.priority as CapsulePriority,
        url: c.url,
      }));
  });
}

/**
 * Records a finished capsule: the user's level in its skill goes up by one (never past the
 * capsule's level), and a `complete` event on `learning` becomes competency evidence.
 */
export async function recordProgress(
  db: Db,
  userId: string,
  input: ProgressBody,
  now: Date,
): Promise<ProgressResult> {
  const [capsule] = await db.select().from(learningCapsules).where(eq(learningCapsules.id, input.capsuleId));
  if (!capsule) throw notFound("capsule");
  if (capsule.skillId !== input.skillId) throw badRequest("capsule_skill_mismatch");

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ level: userSkillLevels.level })
      .from(userSkillLevels)
      .where(and(eq(userSkillLevels.userId, userId), eq(userSkillLevels.skillId, input.skillId)))
      .for("update");
    const current = row?.level ?? 0;
    // A second click (or another tab) that already raised the level is a conflict, not an error.
    if (input.newLevel <= current) throw conflict("level_reached");
    if (input.newLevel !== current + 1 || input.newLevel > capsule.level) throw badRequest("invalid_level");

    // Compare-and-set: of two concurrent first completions only one raises the level.
    const raised = await tx
      .insert(userSkillLevels)
      .values({ userId, skillId: input.skillId, level: input.newLevel, updatedAt: now })
      .onConflictDoUpdate({
        target: [userSkillLevels.userId, userSkillLevels.skillId],
        set: { level: input.newLevel, updatedAt: now },
        where: lt(userSkillLevels.level, sql`excluded.level`),
      })
      .returning({ level: userSkillLevels.level });
    if (raised.length === 0) throw conflict("level_reached");

    const name = await skillName(tx, input.skillId);
    await recordEvent(tx, userId, {
      type: "complete",
      entity: "learning",
      entityId: capsule.id,
      data: {
        skillId: input.skillId,
        skillName: name ?? input.skillId,
        capsuleId: capsule.id,
        title: capsule.title,
        level: input.newLevel,
      },
      at: now,
    });
    return { skillId: input.skillId, previousLevel: current, level: input.newLevel };
  });
}
