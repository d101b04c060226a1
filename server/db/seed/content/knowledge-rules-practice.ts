import type { KnowledgeItemSeed } from "./knowledge-items";

/** More articles on French and European rules, soft skills and project management, in French and English. */
export const articles: KnowledgeItemSeed[] = [];
