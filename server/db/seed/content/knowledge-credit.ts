import type { KnowledgeItemSeed } from "./knowledge-items";

/** More articles on credit and leasing practice: products, accounting, collections, insurance, remarketing, taxes, in French and English. */
export const articles: KnowledgeItemSeed[] = [];
