import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { knowledgeItems, knowledgeNodes, knowledgeSections } from "../../db/schema/knowledge";
import { invalidateSectionCache } from "../../plugins/ai/sections-cache";

export type Section = { heading: string; text: string };

/** Past this length a section is cut between paragraphs (a list is never cut). */
const MAX_SECTION_CHARS = 2_400;
const HEADING = /^(#{1,4})\s+(.+?)\s*#*\s*$/;

/** Paragraphs and whole lists: the blocks a section (and an answer) is made of. */
export function blocksOf(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let inList = false;
  const flush = () => {
    const block = current.join("\n").trim();
    if (block) blocks.push(block);
    current = [];
  };
  for (const line of text.split("\n")) {
    const isItem = /^\s*([-*•]|\d+[.)])\s+/.test(line);
    const blank = line.trim() === "";
    if (blank) {
      // A blank line inside a list does not end it when the next line is an item again.
      if (!inList) flush();
      else current.push(line);
      continue;
    }
    if (inList && !isItem && !/^\s{2,}\S/.test(line)) {
      flush();
      inList = false;
    } else if (!inList && isItem && current.some((l) => l.trim() && !/:\s*$/.test(l.trim()))) {
      // A list starts a block of its own, unless the paragraph before introduces it ("…:").
      flush();
    }
    if (isItem) inList = true;
    current.push(line);
  }
  flush();
  return blocks.map((b) => b.replace(/\n{3,}/g, "\n\n"));
}

function cut(section: Section): Section[] {
  if (section.text.length <= MAX_SECTION_CHARS) return [section];
  const parts: Section[] = [];
  let current: string[] = [];
  let length = 0;
  for (const block of blocksOf(section.text)) {
    if (length + block.length > MAX_SECTION_CHARS && current.length) {
      parts.push({ heading: section.heading, text: current.join("\n\n") });
      current = [];
      length = 0;
    }
    current.push(block);
    length += block.length + 2;
  }
  if (current.length) parts.push({ heading: section.heading, text: current.join("\n\n") });
  return parts;
}

/**
 * A markdown document as titled sections: the text under each `##`/`###` heading, its heading given
 * as a path from the document's title ("Titre › Section › Sous-section"). The text before the first
 * heading (and the summary, when given) is the first section, titled by the document.
 */
export function splitSections(title: string, markdown: string, summary = ""): Section[] {
  const sections: Section[] = [];
  const path: string[] = [];
  let seenHeading = false;
  let lines: string[] = summary.trim() ? [summary.trim(), ""] : [];
  const flush = () => {
    const text = lines
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    if (text) sections.push(...cut({ heading: [title, ...path].join(" › "), text }));
    lines = [];
  };
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const m = HEADING.exec(line);
    if (!m) {
      lines.push(line);
      continue;
    }
    const level = m[1].length;
    // The document's own title is already the root of every heading.
    if (level === 1 && !seenHeading) {
      seenHeading = true;
      continue;
    }
    seenHeading = true;
    flush();
    const depth = Math.max(0, level - 2);
    path.splice(depth, path.length, m[2].replace(/\*\*/g, "").trim());
  }
  flush();
  return sections;
}

type SectionRow = typeof knowledgeSections.$inferInsert;

/** Rebuilds the sections of the given articles (all when no ids are given), in both languages. */
export async function indexItems(db: Db, ids?: string[]) {
  if (ids && ids.length === 0) return;
  const items = await db
    .select({
      id: knowledgeItems.id,
      title: knowledgeItems.title,
      titleEn: knowledgeItems.titleEn,
      content: knowledgeItems.content,
      contentEn: knowledgeItems.contentEn,
    })
    .from(knowledgeItems)
    .where(ids ? inArray(knowledgeItems.id, ids) : undefined);
  const rows: SectionRow[] = [];
  for (const item of items) {
    // The summary is not evidence: it would make the opening section answer every question.
    const fr = splitSections(item.title, item.content);
    rows.push(...fr.map((s, position) => ({ itemId: item.id, lang: "fr" as const, position, ...s })));
    if (item.contentEn?.trim()) {
      const en = splitSections(item.titleEn ?? item.title, item.contentEn);
      rows.push(...en.map((s, position) => ({ itemId: item.id, lang: "en" as const, position, ...s })));
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(knowledgeSections)
      .where(ids ? inArray(knowledgeSections.itemId, ids) : sql`${knowledgeSections.itemId} is not null`);
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(knowledgeSections).values(rows.slice(i, i + 500));
  });
  invalidateSectionCache();
}

/** Rebuilds the sections of the given files (all when no ids are given); files are indexed as French. */
export async function indexFiles(db: Db, ids?: string[]) {
  if (ids && ids.length === 0) return;
  const files = await db
    .select({ id: knowledgeNodes.id, name: knowledgeNodes.name, content: knowledgeNodes.content })
    .from(knowledgeNodes)
    .where(and(eq(knowledgeNodes.type, "file"), ids ? inArray(knowledgeNodes.id, ids) : undefined));
  const rows: SectionRow[] = [];
  for (const file of files) {
    // A document's own title when it has one ("# Titre"), else its file name without extension.
    const title =
      /^#\s+(.+?)\s*$/m.exec(file.content)?.[1].replace(/\*\*/g, "") ??
      file.name.replace(/\.[a-z0-9]+$/i, "");
    rows.push(
      ...splitSections(title, file.content).map((s, position) => ({
        nodeId: file.id,
        lang: "fr" as const,
        position,
        ...s,
      })),
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(knowledgeSections)
      .where(ids ? inArray(knowledgeSections.nodeId, ids) : sql`${knowledgeSections.nodeId} is not null`);
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(knowledgeSections).values(rows.slice(i, i + 500));
  });
  invalidateSectionCache();
}

/**
 * After the seed: rebuilds the sections of the articles and files the seed owns (their texts may
 * have changed) and of any article or file that has none yet.
 */
export async function indexSeededAndMissing(db: Db) {
  const items = await db
    .select({ id: knowledgeItems.id })
    .from(knowledgeItems)
    .where(
      or(
        isNull(knowledgeItems.ownerId),
        sql`not exists (select 1 from ${knowledgeSections} s where s.item_id = ${knowledgeItems.id})`,
      ),
    );
  await indexItems(
    db,
    items.map((r) => r.id),
  );
  const files = await db
    .select({ id: knowledgeNodes.id })
    .from(knowledgeNodes)
    .where(
      and(
        eq(knowledgeNodes.type, "file"),
        ne(knowledgeNodes.content, ""),
        or(
          isNull(knowledgeNodes.ownerId),
          sql`not exists (select 1 from ${knowledgeSections} s where s.node_id = ${knowledgeNodes.id})`,
        ),
      ),
    );
  await indexFiles(
    db,
    files.map((r) => r.id),
  );
}
