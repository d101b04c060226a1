// The whole quality score: template rules (30%) and an assessment (70%), by the local assessor or
// by the configured LLM, whose JSON answer is checked and replaced by the local one when invalid.
import { formatFieldValue } from "../../../shared/contracts/deliverables";
import { type LlmAssessment, llmAssessment, type QualityScore } from "../../../shared/contracts/quality";
import { AI_WEIGHT, finalScore, RULES_WEIGHT, SCORING_MODEL } from "../../../shared/domain/quality";
import type { AiProvider, Passage } from "../../plugins/ai/engine";
import { type Assessment, aiScoreOf, assessLocally } from "./assessor";
import {
  evaluateRules,
  fieldLabel,
  type Language,
  type RulesOutcome,
  type ScoringTemplate,
  wordField,
} from "./rules";
import { frenchSpacing } from "./text";

export type ScoreInput = {
  template: ScoringTemplate & { nameEn: string };
  name: string;
  data: Record<string, string>;
  language: Language;
  /** Only the date rule reads it (dates up to ten years ahead are plausible). */
  now: Date;
};

export type ScoreResult = Omit<QualityScore, "id" | "deliverableId" | "createdAt">;

function assemble(
  input: ScoreInput,
  rules: RulesOutcome,
  a: Assessment,
  provider: ScoreResult["provider"],
): ScoreResult {
  const score = finalScore(a.aiScore, rules.rulesScore);
  const result: ScoreResult = {
    score,
    details: {
      ai_assessment: a.ai_assessment,
      breakdown: rules.breakdown,
      final_calculation: {
        ai_weight: AI_WEIGHT,
        ai_score: a.aiScore,
        rules_weight: RULES_WEIGHT,
        rules_score: rules.rulesScore,
        final_score: score,
      },
      criteria: a.criteria,
    },
    strengths: a.strengths,
    areas_for_improvement: a.areas_for_improvement,
    ai_insights: a.ai_insights,
    suggestions: a.suggestions,
    provider,
    language: input.language,
  };
  return input.language === "fr" ? withFrenchSpacing(result) : result;
}

/** Every text of the result with French typography (codes and numbers have no spaces to change). */
function withFrenchSpacing<T>(value: T): T {
  if (typeof value === "string") return frenchSpacing(value) as T;
  if (Array.isArray(value)) return value.map(withFrenchSpacing) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFrenchSpacing(v)])) as T;
  return value;
}

const templateName = (input: ScoreInput) =>
  input.language === "fr" ? input.template.name : input.template.nameEn;

/** The score with the local assessor only: deterministic for the same content and language. */
export function scoreLocally(input: ScoreInput): ScoreResult {
  const rules = evaluateRules(input.template, input.data, input.language, input.now);
  const a = assessLocally({ ...input, rules, lang: input.language, templateName: templateName(input) });
  return assemble(input, rules, a, "local");
}

/** The instruction sent to an LLM: the expected JSON and the checks already made. */
export function assessorPrompt(input: ScoreInput, rules: RulesOutcome): string {
  const fr = input.language === "fr";
  const shape =
    '{"tone": 0-100, "depth": 0-100, "structure": 0-100, "consistency": 0-100, "ai_assessment": "…", ' +
    '"strengths": ["…"], "areas_for_improvement": ["…"], ' +
    '"ai_insights": {"professional_tone": "…", "content_depth": "…", "consistency_check": "…"}, "suggestions": ["…"]}';
  const checks = rules.breakdown.map((r) => `- ${r.rule} : ${r.score}/100 — ${r.detail}`).join("\n");
  return fr
    ? [
        `Évalue la qualité du livrable « ${input.name} » (modèle : ${input.template.name}). Les sources numérotées sont ses champs.`,
        "Note sur 100 le ton professionnel (tone), la profondeur (depth), la structure (structure) et la cohérence des chiffres et des dates (consistency).",
        "Dans tes textes, cite les libellés des champs, les termes manquants et les chiffres du livrable. Rédige en français.",
        `Contrôles automatiques déjà faits :\n${checks}`,
        `Réponds uniquement par un objet JSON, sans markdown ni texte autour, de la forme : ${shape}`,
      ].join("\n\n")
    : [
        `Assess the quality of the deliverable “${input.name}” (template: ${input.template.nameEn}). The numbered sources are its fields.`,
        "Rate out of 100 the professional tone (tone), the depth (depth), the structure (structure) and the consistency of figures and dates (consistency).",
        "In your texts, quote the field labels, the missing terms and the deliverable's figures. Write in English.",
        `Automatic checks already made:\n${checks}`,
        `Answer with a JSON object only, no markdown and no text around it, shaped as: ${shape}`,
      ].join("\n\n");
}

/** The first JSON object of an answer (models sometimes wrap it in a code fence), checked. */
export function parseAssessment(text: string): LlmAssessment | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    const parsed = llmAssessment.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const MAX_ANSWER_CHARS = 40_000;

/**
 * Asks the configured LLM when there is one; the local assessor answers when the provider is
 * local, fails, or returns something that is not the expected JSON. `onFallback` hears why.
 */
export async function scoreWithProvider(
  ai: AiProvider,
  input: ScoreInput,
  opts: { signal?: AbortSignal; onFallback?: (reason: string) => void } = {},
): Promise<ScoreResult> {
  if (ai.name !== "openai") return scoreLocally(input);
  const rules = evaluateRules(input.template, input.data, input.language, input.now);
  const context: Passage[] = Object.entries(input.template.fields.properties)
    .sort((a, b) => (a[1].order ?? 0) - (b[1].order ?? 0))
    .map(([key, field], i) => {
      const raw = (input.data[key] ?? "").trim();
      return {
        id: key,
        title: fieldLabel(field, input.language),
        // Amounts, dates and choices as a reader sees them ("2 400 000 €", "14/03/2025", a label).
        text: raw
          ? formatFieldValue(
              { ...wordField(field, input.language), order: field.order ?? i },
              raw,
              input.language,
            )
          : input.language === "fr"
            ? "(non renseigné)"
            : "(empty)",
        link: "",
        rank: i + 1,
        matched: 0,
      };
    });
  let text = "";
  try {
    for await (const chunk of ai.generate({
      messages: [{ role: "user", content: assessorPrompt(input, rules) }],
      model: SCORING_MODEL,
      language: input.language,
      context,
      persona: "assessor",
      signal: opts.signal,
    })) {
      text += chunk;
      if (text.length > MAX_ANSWER_CHARS) break;
    }
  } catch (err) {
    opts.onFallback?.((err as Error).message);
    return scoreLocally(input);
  }
  const parsed = parseAssessment(text);
  if (!parsed) {
    opts.onFallback?.("the model's answer is not the expected JSON");
    return scoreLocally(input);
  }
  const criteria = {
    tone: Math.round(parsed.tone),
    depth: Math.round(parsed.depth),
    structure: Math.round(parsed.structure),
    consistency: Math.round(parsed.consistency),
  };
  return assemble(
    input,
    rules,
    {
      criteria,
      aiScore: aiScoreOf(criteria),
      ai_assessment: parsed.ai_assessment,
      strengths: parsed.strengths,
      areas_for_improvement: parsed.areas_for_improvement,
      ai_insights: parsed.ai_insights,
      suggestions: parsed.suggestions,
    },
    "openai",
  );
}
