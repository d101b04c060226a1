import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { knowledgeItems } from "../schema/knowledge";
import { alfaPassages } from "./content/alfa-corpus";
import { knowledgeItems as articleSeed } from "./content/knowledge-items";

export const ALFA_DOCS_CATEGORY = "Progiciels & Solutions";

/** Knowledge articles and the Alfa documentation passages; texts refreshed, view counts kept. */
export async function seedKnowledge(db: Db) {
  const rows = [
    ...articleSeed.map((a) => ({
      id: a.id,
      category: a.category,
      kind: "article",
      title: a.title,
      description: a.description,
      content: a.content,
      status: a.status,
      viewCount: a.viewCount,
    })),
    ...alfaPassages.map((p) => ({
      id: p.id,
      category: ALFA_DOCS_CATEGORY,
      kind: "documentation",
      topic: p.topic,
      title: p.title,
      titleEn: p.titleEn,
      description: "",
      content: p.body,
      contentEn: p.bodyEn,
      status: "validated",
      viewCount: 0,
    })),
  ];
  await db
    .insert(knowledgeItems)
    .values(rows)
    .onConflictDoUpdate({
      target: knowledgeItems.id,
      set: {
        category: sql`excluded.category`,
        kind: sql`excluded.kind`,
        topic: sql`excluded.topic`,
        title: sql`excluded.title`,
        titleEn: sql`excluded.title_en`,
        description: sql`excluded.description`,
        content: sql`excluded.content`,
        contentEn: sql`excluded.content_en`,
        status: sql`excluded.status`,
      },
      // Only rows the seed owns: items written or edited by users are left alone.
      setWhere: sql`${knowledgeItems.ownerId} is null`,
    });
}
