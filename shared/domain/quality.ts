// Score bands, weights and competency levels shared by the server (scoring, summaries) and the
// client (badges, colours, labels). Texts live in the i18n catalogues; these are their keys.

/** Spec section 9: the final score blends the AI assessment (70%) and the template rules (30%). */
export const AI_WEIGHT = 0.7;
export const RULES_WEIGHT = 0.3;

/** Settings shown in the 'Exemple de Scoring' dialog and used when an LLM is asked. */
export const SCORING_MODEL = "gpt-4o-mini";
export const SCORING_TEMPERATURE = 0.3;
export const SCORING_MAX_TOKENS = 1000;

export type ScoreBand = "excellent" | "good" | "poor";

/** At least 90 green 'Excellent'; 70 to 89 yellow 'Bon'; below 70 red 'À améliorer'. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return "excellent";
  if (score >= 70) return "good";
  return "poor";
}

export type ScoreColour = "green" | "yellow" | "red";

export const bandColour: Record<ScoreBand, ScoreColour> = {
  excellent: "green",
  good: "yellow",
  poor: "red",
};

/** The demo dialog's own thresholds: 85 and over green, 70 and over yellow, else red. */
export function exampleColour(score: number): ScoreColour {
  if (score >= 85) return "green";
  if (score >= 70) return "yellow";
  return "red";
}

/** The four quality levels named in labels (excellent, good, average, poor). */
export type QualityLevel = "excellent" | "good" | "average" | "poor";
export function qualityLevel(score: number): QualityLevel {
  if (score >= 90) return "excellent";
  if (score >= 70) return "good";
  if (score >= 50) return "average";
  return "poor";
}

/** Blends the two parts as the spec's final_calculation shows it, rounded to a whole score. */
export function finalScore(aiScore: number, rulesScore: number): number {
  return Math.round(AI_WEIGHT * aiScore + RULES_WEIGHT * rulesScore);
}

// ---- Competency levels ----

export const MAX_COMPETENCY_LEVEL = 10;

export type CompetencyLabel = "beginner" | "intermediate" | "confirmed" | "advanced" | "expert";

/** 1-2 Débutant, 3-4 Intermédiaire, 5-6 Confirmé, 7-8 Avancé, 9-10 Expert. */
export function competencyLabel(level: number): CompetencyLabel {
  if (level >= 9) return "expert";
  if (level >= 7) return "advanced";
  if (level >= 5) return "confirmed";
  if (level >= 3) return "intermediate";
  return "beginner";
}

/**
 * Evidence weight needed to reach a level: 0.5 × (level − 1)². Quadratic, so each level asks more
 * than the previous one: level 2 at 0.5, level 5 at 8, level 10 at 40.5.
 */
export function weightForLevel(level: number): number {
  return 0.5 * (level - 1) ** 2;
}

/** The level (1-10) reached with `weight` of evidence, and the percentage done towards the next. */
export function levelFromWeight(weight: number): { level: number; progressPercentage: number } {
  if (!(weight > 0)) return { level: 1, progressPercentage: 0 };
  const level = Math.min(MAX_COMPETENCY_LEVEL, 1 + Math.floor(Math.sqrt(weight / 0.5) + 1e-9));
  if (level === MAX_COMPETENCY_LEVEL) return { level, progressPercentage: 100 };
  const from = weightForLevel(level);
  const to = weightForLevel(level + 1);
  return { level, progressPercentage: Math.min(100, Math.round(((weight - from) / (to - from)) * 100)) };
}
