import { sql } from "drizzle-orm";
import { makeDocx, makePdf, mimeTypes } from "../../modules/knowledge/documents";
import { stripTags } from "../../uploads/text";
import type { Db } from "../client";
import { knowledgeItems, knowledgeNodes } from "../schema/knowledge";
import { alfaPassages } from "./content/alfa-corpus";
import { articles as creditArticles } from "./content/knowledge-credit";
import { knowledgeTree } from "./content/knowledge-files";
import { knowledgeItems as baseArticles } from "./content/knowledge-items";
import { articles as rulesPracticeArticles } from "./content/knowledge-rules-practice";
import { refreshed } from "./upsert";

const articleSeed = [...baseArticles, ...creditArticles, ...rulesPracticeArticles];

export const ALFA_DOCS_CATEGORY = "Progiciels & Solutions";

/** Knowledge articles and the Alfa documentation passages; texts refreshed, view counts kept. */
export async function seedKnowledge(db: Db) {
  const rows = [
    ...articleSeed.map((a) => ({
      id: a.id,
      category: a.category,
      kind: "article",
      title: a.title,
      titleEn: a.titleEn ?? null,
      description: a.description,
      descriptionEn: a.descriptionEn ?? null,
      content: a.content,
      contentEn: a.contentEn ?? null,
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
      set: refreshed(knowledgeItems, [
        "category",
        "kind",
        "topic",
        "title",
        "titleEn",
        "description",
        "descriptionEn",
        "content",
        "contentEn",
        "status",
      ]),
      // Only rows the seed owns: items written or edited by users are left alone.
      setWhere: sql`${knowledgeItems.ownerId} is null`,
    });
}

/** The seeded folder tree; PDF and Word files are written for real the first time only. */
export async function seedKnowledgeTree(db: Db) {
  const existing = new Set(
    (await db.select({ id: knowledgeNodes.id }).from(knowledgeNodes)).map((r) => r.id),
  );
  const paths = new Map<string, string>();
  for (const node of knowledgeTree) {
    const path = `${node.parentId ? paths.get(node.parentId) : ""}/${node.name}`;
    paths.set(node.id, path);
    if (existing.has(node.id)) continue;
    const base = {
      id: node.id,
      name: node.name,
      category: ALFA_DOCS_CATEGORY,
      parentId: node.parentId,
      path,
    };
    if (node.type === "folder") {
      await db.insert(knowledgeNodes).values({ ...base, type: "folder" });
      continue;
    }
    const title = node.content.match(/^#\s+(.+)$/m)?.[1] ?? node.name;
    const data =
      node.fileType === "pdf"
        ? await makePdf(title, node.content)
        : node.fileType === "docx"
          ? await makeDocx(title, node.content)
          : Buffer.from(node.content, "utf8");
    // The index holds what a reader sees: the text of the document, HTML without its tags.
    const content = node.fileType === "html" ? stripTags(node.content) : node.content;
    await db.insert(knowledgeNodes).values({
      ...base,
      type: "file",
      fileType: node.fileType,
      content,
      mimeType: mimeTypes[node.fileType],
      size: data.length,
      data,
    });
  }
}
