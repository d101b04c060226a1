import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { knowledgeItems } from "../../db/schema/knowledge";

/**
 * What other modules may read of the knowledge base (it owns the items, the file nodes and the
 * sections; see docs/architecture.md, Module boundaries).
 */

/** The titles, in French and English, of these articles. */
export function itemTitles(db: Db, ids: string[]) {
  return db
    .select({ id: knowledgeItems.id, title: knowledgeItems.title, titleEn: knowledgeItems.titleEn })
    .from(knowledgeItems)
    .where(inArray(knowledgeItems.id, ids));
}
