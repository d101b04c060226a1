import { z } from "zod";
import { msg } from "./errors";
import { knowledgeCategory } from "./knowledge";

/** The pages of the signed-in app, as the header names them in GET /api/ai/contextual/{page}/{task}. */
export const contextualPages = [
  "dashboard",
  "services",
  "knowledge",
  "training",
  "kanban",
  "deliverables",
  "analytics",
  "competency",
  "marketplace",
  "internal-marketplace",
  "llm-vertical",
  "admin-taxonomy",
  "profile",
  "simulator",
] as const;
export const contextualPage = z.enum(contextualPages, { message: msg("unknown_page") });
export type ContextualPage = z.infer<typeof contextualPage>;

/** "none" when no kanban task type is selected. */
export const NO_TASK = "none";

export const contextualParams = z.object({
  page: contextualPage,
  task: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+$/, msg("invalid_task_type")),
});

export const contextualQuery = z.object({
  /** The knowledge category on screen, when the page is the knowledge base. */
  category: knowledgeCategory.optional(),
});

/**
 * What a suggestion is about; the client words each kind from `contextual:kinds.<kind>` with the
 * params, so the same answer reads in French or English.
 */
export const suggestionKind = z.enum([
  "service.discover",
  "service.category",
  "assistant.alfa",
  "assistant.expert",
  "training.continue",
  "training.next",
  "knowledge.popular",
  "knowledge.related",
  "learning.capsule",
  "simulator.open",
]);
export type SuggestionKind = z.infer<typeof suggestionKind>;

export const suggestion = z.object({
  /** Stable per target, so the list keeps its keys across the 30 s polls. */
  id: z.string(),
  kind: suggestionKind,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** An app path (starts with /) or, for a learning capsule, its https address. */
  link: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestionList = z.array(suggestion);

/** The header shows at most this many. */
export const MAX_SUGGESTIONS = 3;
