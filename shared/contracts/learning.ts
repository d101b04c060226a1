import { z } from "zod";

export const capsulePriority = z.enum(["high", "medium", "low"]);
export type CapsulePriority = z.infer<typeof capsulePriority>;

/** Capsule levels (spec section 4): 1 Débutant, 2 Intermédiaire, 3 Avancé. */
export const MAX_CAPSULE_LEVEL = 3;

/** Spec "Learning recommendation", plus the skill's name for grouping. */
export const recommendation = z.object({
  id: z.string(),
  skillId: z.string(),
  skillName: z.string(),
  /** In the reader's language; French when the capsule has no English (`fallback`). */
  title: z.string(),
  description: z.string(),
  fallback: z.boolean(),
  level: z.number().int(),
  userLevel: z.number().int(),
  duration: z.number().int(),
  priority: capsulePriority,
  url: z.string(),
});
export type Recommendation = z.infer<typeof recommendation>;

export const recommendationsParams = z.object({ taskType: z.string().min(1).max(100) });

export const progressBody = z.object({
  skillId: z.string().min(1).max(100),
  capsuleId: z.string().min(1).max(100),
  newLevel: z.number().int().min(1).max(MAX_CAPSULE_LEVEL),
});
export type ProgressBody = z.infer<typeof progressBody>;

export const progressResult = z.object({
  skillId: z.string(),
  previousLevel: z.number().int(),
  level: z.number().int(),
});
export type ProgressResult = z.infer<typeof progressResult>;

/** Spec: any level other than 1-3 shows the label of 1. */
export function capsuleLevelKey(level: number): "1" | "2" | "3" {
  return level === 2 ? "2" : level === 3 ? "3" : "1";
}
