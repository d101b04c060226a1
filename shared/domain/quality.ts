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

/** Lowest score of each band: the scoring, the badges and the scoring example all read these. */
export const BAND_THRESHOLDS = { excellent: 90, good: 70 } as const;

/** At least 90 green 'Excellent'; 70 to 89 yellow 'Bon'; below 70 red 'À améliorer'. */
export function scoreBand(score: number): ScoreBand {
  if (score >= BAND_THRESHOLDS.excellent) return "excellent";
  if (score >= BAND_THRESHOLDS.good) return "good";
  return "poor";
}

export type ScoreColour = "green" | "yellow" | "red";

export const bandColour: Record<ScoreBand, ScoreColour> = {
  excellent: "green",
  good: "yellow",
  poor: "red",
};

export type RuleCode =
  | "required"
  | "min_length"
  | "expected_terms"
  | "expected_sections"
  | "amounts"
  | "dates";

/**
 * Relative weight of each template rule in the rules part (30 %); a template without a kind of
 * rule shares its weight among the others. The scoring and the scoring example use these.
 */
export const RULE_WEIGHTS: Record<RuleCode, number> = {
  required: 0.3,
  min_length: 0.2,
  expected_terms: 0.2,
  expected_sections: 0.1,
  amounts: 0.1,
  dates: 0.1,
};

/** What the sample of the 'Exemple de Scoring' dialog scored on each rule, and by the assessment. */
const EXAMPLE_SCORES: { ai: number; rules: Record<RuleCode, number> } = {
  ai: 88,
  rules: {
    required: 100,
    min_length: 80,
    expected_terms: 75,
    expected_sections: 100,
    amounts: 50,
    dates: 100,
  },
};

/**
 * The 'Exemple de Scoring' dialog's content, computed with the real weights and thresholds: every
 * rule with its weight, the rules' weighted score, the final blend and how bands read.
 */
export function scoringExample() {
  const rules = (Object.keys(RULE_WEIGHTS) as RuleCode[]).map((code) => ({
    code,
    weight: RULE_WEIGHTS[code],
    score: EXAMPLE_SCORES.rules[code],
  }));
  const rulesScore = Math.round(rules.reduce((sum, r) => sum + r.score * r.weight, 0) * 10) / 10;
  const final = finalScore(EXAMPLE_SCORES.ai, rulesScore);
  const bands: { band: ScoreBand; from: number; to: number | null }[] = [
    { band: "excellent", from: BAND_THRESHOLDS.excellent, to: null },
    { band: "good", from: BAND_THRESHOLDS.good, to: BAND_THRESHOLDS.excellent - 1 },
    { band: "poor", from: 0, to: BAND_THRESHOLDS.good - 1 },
  ];
  return {
    ai: EXAMPLE_SCORES.ai,
    aiWeight: AI_WEIGHT,
    rulesWeight: RULES_WEIGHT,
    rules,
    rulesScore,
    final,
    bands,
  };
}

/** The four quality levels named in labels (excellent, good, average, poor). */
export type QualityLevel = "excellent" | "good" | "average" | "poor";
export function qualityLevel(score: number): QualityLevel {
  if (score >= BAND_THRESHOLDS.excellent) return "excellent";
  if (score >= BAND_THRESHOLDS.good) return "good";
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
