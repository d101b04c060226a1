import { z } from "zod";

export const achievementType = z.enum([
  "deliverable_scored",
  "deliverable_completed",
  "microservice_used",
  "training_completed",
  "capsule_completed",
]);
export type AchievementType = z.infer<typeof achievementType>;

export const skillProgress = z.object({
  skillId: z.string(),
  skillName: z.string(),
  category: z.string(),
  /** 1-10. */
  currentLevel: z.number().int(),
  /** Progress from the current level towards the next one (100 at level 10). */
  progressPercentage: z.number().int(),
  totalWeight: z.number(),
  /** Evidence of the last 30 days. */
  recentEvidences: z.number().int(),
});
export type SkillProgress = z.infer<typeof skillProgress>;

export const achievement = z.object({
  type: achievementType,
  /** The subject's name (deliverable, service, training module, capsule); the client words it. */
  description: z.string(),
  date: z.string(),
  weight: z.number(),
  /** The quality score, for deliverable_scored. */
  score: z.number().int().nullable(),
});
export type Achievement = z.infer<typeof achievement>;

export const matrixSkill = z.object({
  skillId: z.string(),
  skillName: z.string(),
  /** 0 when there is no evidence yet. */
  currentLevel: z.number().int(),
});

export const competencySummary = z.object({
  /** 0-100: the average level of the skills with evidence, times ten. */
  competencyScore: z.number().int(),
  totalEvidences: z.number().int(),
  /** Every skill with evidence, highest level first (the page shows the first 8). */
  skillProgression: z.array(skillProgress),
  /** Latest evidence first (the page shows the first 10). */
  recentAchievements: z.array(achievement),
  /** Every skill of the taxonomy by category, for the matrix. */
  skillMatrix: z.array(z.object({ category: z.string(), skills: z.array(matrixSkill) })),
});
export type CompetencySummary = z.infer<typeof competencySummary>;
