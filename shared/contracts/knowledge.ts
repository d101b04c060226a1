import { z } from "zod";
import { msg } from "./errors";

export const knowledgeCategories = [
  "Métiers du Crédit",
  "Progiciels & Solutions",
  "Réglementation",
  "Soft Skills",
  "Gestion de Projet",
] as const;
export const knowledgeCategory = z.enum(knowledgeCategories, { message: msg("unknown_category") });
export type KnowledgeCategory = z.infer<typeof knowledgeCategory>;
export const DEFAULT_KNOWLEDGE_CATEGORY: KnowledgeCategory = "Métiers du Crédit";

export const knowledgeKind = z.enum(["article", "documentation"]);
export type KnowledgeKind = z.infer<typeof knowledgeKind>;
export const knowledgeStatus = z.enum(["validated", "review", "draft"]);
export const fileType = z.enum(["markdown", "text", "pdf", "docx", "html", "image"]);
/**
 * A scan's or a photo's text being read (OCR) in the background: "recognising", then "done";
 * "failed" when it could not be read. Null for files whose text is read at upload.
 */
export const textState = z.enum(["recognising", "done", "failed"]);
export type TextState = z.infer<typeof textState>;
/** Why OCR failed: it took too long, the pictures could not be read, or it was interrupted too often. */
export const textError = z.enum(["timeout", "unreadable", "interrupted"]);

export const knowledgeItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The English version Praxis ships with its articles; null for what users write (shown as written). */
  titleEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  category: z.string(),
  kind: knowledgeKind,
  topic: z.string().nullable(),
  status: knowledgeStatus,
  viewCount: z.number().int(),
  updatedAt: z.string(),
  /** Whether the signed-in user may edit or delete it (author or admin). */
  canEdit: z.boolean(),
});
export type KnowledgeItem = z.infer<typeof knowledgeItem>;

export const knowledgeItemDetail = knowledgeItem.extend({
  content: z.string(),
  contentEn: z.string().nullable(),
});
export type KnowledgeItemDetail = z.infer<typeof knowledgeItemDetail>;

/**
 * A category's articles or documentation passages, newest first, a page at a time (`limit`,
 * `offset`); without `limit`, the first 1,000.
 */
export const knowledgeListQuery = z.object({
  category: knowledgeCategory.optional(),
  kind: knowledgeKind.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type KnowledgeListQuery = z.infer<typeof knowledgeListQuery>;
/** How many items the caller may read, per category and kind (the category menu's counts). */
export const knowledgeCounts = z.array(
  z.object({ category: z.string(), kind: knowledgeKind, count: z.number().int() }),
);
export type KnowledgeCounts = z.infer<typeof knowledgeCounts>;

export const knowledgeItemBody = z.object({
  title: z.string().trim().min(1, msg("title_required")).max(200),
  description: z.string().trim().max(1000).default(""),
  category: knowledgeCategory,
  content: z.string().max(200_000, msg("content_too_long")).default(""),
  status: knowledgeStatus.default("review"),
});
export type KnowledgeItemBody = z.input<typeof knowledgeItemBody>;

export const knowledgeNode = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["folder", "file"]),
  fileType: fileType.nullable(),
  path: z.string(),
  parentId: z.string().nullable(),
  category: z.string(),
  size: z.number().int(),
  hasChildren: z.boolean(),
  canEdit: z.boolean(),
  /** A Markdown file's title and tags, from its front-matter. */
  title: z.string().nullable(),
  tags: z.array(z.string()),
  textState: textState.nullable(),
  textError: textError.nullable(),
});
export type KnowledgeNode = z.infer<typeof knowledgeNode>;

export const knowledgeNodeDetail = knowledgeNode.extend({
  /** Markdown source, or the text extracted from HTML, PDF and Word files (the original is at rawUrl). */
  content: z.string(),
  /** True when the document is longer than what search indexes: only its first part is searchable. */
  partiallyIndexed: z.boolean(),
  /** Word files converted to HTML for the preview. */
  html: z.string().nullable(),
  /** Where the original file is served (PDF preview, download). */
  rawUrl: z.string().nullable(),
});
export type KnowledgeNodeDetail = z.infer<typeof knowledgeNodeDetail>;

export const foldersQuery = z.object({
  category: knowledgeCategory.optional(),
  /** "null" (the spec's literal) or absent for root folders. */
  parentId: z.string().max(100).optional(),
});

export const folderBody = z.object({
  name: z.string().trim().min(1, msg("name_required")).max(120),
  category: knowledgeCategory,
  parentId: z.string().max(100).nullable().default(null),
});
export const renameBody = z.object({ name: z.string().trim().min(1, msg("name_required")).max(120) });

export const searchQuery = z.object({
  q: z.string().trim().min(1, msg("search_empty")).max(200),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The reader's language: titles and snippets come from an article's English version when it has one. */
  lang: z.enum(["fr", "en"]).default("fr"),
});

export const searchHit = z.object({
  id: z.string(),
  type: z.enum(["item", "file"]),
  title: z.string(),
  category: z.string(),
  /** HTML-escaped text with the matched words in <mark>. */
  snippet: z.string(),
  link: z.string(),
  rank: z.number(),
});
export const searchResult = z.object({ items: z.array(searchHit) });
export type SearchHit = z.infer<typeof searchHit>;
