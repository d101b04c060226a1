import { z } from "zod";

export const scoreLanguage = z.enum(["fr", "en"]);

export const ruleResult = z.object({
  /** The rule as a reader names it ("Champs obligatoires renseignés"). */
  rule: z.string(),
  /** Stable identifier of the rule kind. */
  code: z.enum(["required", "min_length", "expected_terms", "expected_sections", "amounts", "dates"]),
  /** 0-100. */
  score: z.number(),
  passed: z.boolean(),
  /** Share of the rules part, the weights of one breakdown adding up to 1. */
  weight: z.number(),
  /** What was found, citing the fields concerned. */
  detail: z.string(),
});
export type RuleResult = z.infer<typeof ruleResult>;

export const finalCalculation = z.object({
  ai_weight: z.number(),
  ai_score: z.number(),
  rules_weight: z.number(),
  rules_score: z.number(),
  final_score: z.number(),
});

export const aiInsights = z.object({
  professional_tone: z.string(),
  content_depth: z.string(),
  consistency_check: z.string(),
});

/** The spec's quality score, plus its id, provider and date. */
export const qualityScore = z.object({
  id: z.string(),
  deliverableId: z.string(),
  score: z.number().int(),
  details: z.object({
    ai_assessment: z.string(),
    breakdown: z.array(ruleResult),
    final_calculation: finalCalculation,
    /** The four criteria of the assessment (0-100). */
    criteria: z.object({
      tone: z.number(),
      depth: z.number(),
      structure: z.number(),
      consistency: z.number(),
    }),
  }),
  strengths: z.array(z.string()),
  areas_for_improvement: z.array(z.string()),
  ai_insights: aiInsights,
  suggestions: z.array(z.string()),
  /** Who assessed: the local assessor, or the configured LLM. */
  provider: z.enum(["local", "openai"]),
  language: scoreLanguage,
  createdAt: z.string(),
});
export type QualityScore = z.infer<typeof qualityScore>;

export const deliverableIdParam = z.object({ deliverableId: z.string().min(1).max(100) });
/** The explanations' language; the reader's (`Accept-Language`) when absent. */
export const scoreQuery = z.object({ language: scoreLanguage.optional() });

export const scoreHistoryEntry = z.object({
  id: z.string(),
  score: z.number().int(),
  aiScore: z.number(),
  rulesScore: z.number(),
  provider: z.enum(["local", "openai"]),
  createdAt: z.string(),
});
export type ScoreHistoryEntry = z.infer<typeof scoreHistoryEntry>;

/** What an LLM must answer, checked before use (the local assessor answers when it does not). */
export const llmAssessment = z.object({
  tone: z.number().min(0).max(100),
  depth: z.number().min(0).max(100),
  structure: z.number().min(0).max(100),
  consistency: z.number().min(0).max(100),
  ai_assessment: z.string().min(1).max(4000),
  strengths: z.array(z.string().max(600)).max(10),
  areas_for_improvement: z.array(z.string().max(600)).max(10),
  ai_insights: z.object({
    professional_tone: z.string().min(1).max(1000),
    content_depth: z.string().min(1).max(1000),
    consistency_check: z.string().min(1).max(1000),
  }),
  suggestions: z.array(z.string().max(600)).max(10),
});
export type LlmAssessment = z.infer<typeof llmAssessment>;
