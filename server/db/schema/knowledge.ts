import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea, tsvector } from "./types";

/**
 * Articles and documentation passages. `search` indexes French text with the fr_unaccent
 * configuration and the English versions with en_unaccent (both accent-insensitive). Search ranks
 * every match by reading `search`, so the vectors of both tables stay in the rows (storage main, set
 * by migration 0006, which Drizzle does not describe) and the long texts go to the TOAST table.
 */
export const knowledgeItems = pgTable(
  "knowledge_items",
  {
    id: text("id").primaryKey(),
    category: text("category").notNull(),
    /** article: a card of the category; documentation: a passage of the platform documentation. */
    kind: text("kind").notNull().default("article"),
    topic: text("topic"),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    description: text("description").notNull().default(""),
    descriptionEn: text("description_en"),
    content: text("content").notNull().default(""),
    contentEn: text("content_en"),
    status: text("status").notNull().default("draft"),
    viewCount: integer("view_count").notNull().default(0),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(description, '')), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(content, '')), 'C') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(title_en, '')), 'A') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(content_en, '')), 'C')`,
    ),
  },
  (t) => [
    // No pending list (fastupdate): PGlite has no autovacuum to merge it, and every search scans it.
    index("knowledge_items_search_idx").using("gin", t.search).with({ fastupdate: false }),
    index("knowledge_items_category_idx").on(t.category, t.kind),
  ],
);

/**
 * The folder tree: folders and files, with each file's name, title, tags and text (extracted for
 * uploads, read by OCR for scans and photos) indexed. `knowledge_tags_text` is an immutable SQL
 * function (migration 0013), as a generated column requires.
 */
export const knowledgeNodes = pgTable(
  "knowledge_nodes",
  {
    id: text("id").primaryKey(),
    category: text("category").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    fileType: text("file_type"),
    parentId: text("parent_id").references((): AnyPgColumn => knowledgeNodes.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    /** Markdown source, or the text extracted from an HTML, PDF or Word file. */
    content: text("content").notNull().default(""),
    /** True when the document's text was longer than what is kept for search (its first part). */
    textTruncated: boolean("text_truncated").notNull().default(false),
    /** A Markdown file's front-matter: its title and tags. */
    title: text("title"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Reading the text of a scan or a photo (OCR), in the background: 'recognising', then 'done';
     * 'failed' with `ocrError` (a code) when it could not be read. Null for other files.
     */
    ocrState: text("ocr_state").$type<"recognising" | "done" | "failed">(),
    ocrError: text("ocr_error"),
    /** When an instance took the file for OCR, renewed while it works: an older claim is taken over. */
    ocrClaimedAt: timestamp("ocr_claimed_at", { withTimezone: true }),
    /** Attempts since the upload or the last retry: past `uploadLimits.ocr.maxAttempts`, the file fails. */
    ocrAttempts: integer("ocr_attempts").notNull().default(0),
    /**
     * Claims ever made on the file, never reset (a retry resets the attempts): what a job's writes are
     * fenced by, so that a job from before a retry cannot write over a later one's.
     */
    ocrClaims: integer("ocr_claims").notNull().default(0),
    mimeType: text("mime_type"),
    size: integer("size").notNull().default(0),
    data: bytea("data"),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, knowledge_tags_text(tags)), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(content, '')), 'C')`,
    ),
  },
  (t) => [
    index("knowledge_nodes_parent_idx").on(t.category, t.parentId),
    index("knowledge_nodes_search_idx").using("gin", t.search).with({ fastupdate: false }),
    index("knowledge_nodes_ocr_idx").on(t.ocrClaimedAt).where(sql`${t.ocrState} = 'recognising'`),
  ],
);

/**
 * Titled sections of articles and files, in each language they are written in: what the assistant
 * retrieves and cites, so the passage quoted is the one that answers. Rebuilt whenever an article or
 * a file changes (`modules/knowledge/sections.ts`).
 */
export const knowledgeSections = pgTable(
  "knowledge_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: text("item_id").references(() => knowledgeItems.id, { onDelete: "cascade" }),
    nodeId: text("node_id").references(() => knowledgeNodes.id, { onDelete: "cascade" }),
    lang: text("lang").$type<"fr" | "en">().notNull(),
    position: integer("position").notNull(),
    /** The document's title, then the section's heading path ("Titre › Section"). */
    heading: text("heading").notNull(),
    text: text("text").notNull(),
    search: tsvector("search").generatedAlwaysAs(
      sql`case when lang = 'en'
        then setweight(to_tsvector('en_unaccent'::regconfig, heading), 'A') || setweight(to_tsvector('en_unaccent'::regconfig, text), 'C')
        else setweight(to_tsvector('fr_unaccent'::regconfig, heading), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, text), 'C') end`,
    ),
  },
  (t) => [
    index("knowledge_sections_search_idx").using("gin", t.search),
    index("knowledge_sections_item_idx").on(t.itemId),
    index("knowledge_sections_node_idx").on(t.nodeId),
  ],
);
