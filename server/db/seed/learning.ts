import type { Db } from "../client";
import { learningCapsules } from "../schema/learning";
import { taxonomySkills } from "../schema/taxonomy";
import { learningCapsules as capsuleSeed } from "./content/learning-capsules";
import { refreshed } from "./upsert";

/**
 * Upserts the Learning Boost capsules. Only capsules whose skill exists are written, so this is
 * safe whatever the order of the seeds (a capsule for a skill seeded later arrives on the next run).
 */
export async function seedLearning(db: Db) {
  const skills = new Set((await db.select({ id: taxonomySkills.id }).from(taxonomySkills)).map((s) => s.id));
  const rows = capsuleSeed.filter((c) => skills.has(c.skillId));
  if (rows.length === 0) return;
  await db
    .insert(learningCapsules)
    .values(rows)
    .onConflictDoUpdate({
      target: learningCapsules.id,
      set: refreshed(learningCapsules, [
        "skillId",
        "title",
        "titleEn",
        "description",
        "descriptionEn",
        "level",
        "duration",
        "priority",
        "url",
      ]),
    });
}
