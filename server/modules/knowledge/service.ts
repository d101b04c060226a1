import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type {
  KnowledgeCategory,
  KnowledgeCounts,
  KnowledgeItem,
  KnowledgeItemBody,
  KnowledgeItemDetail,
  KnowledgeKind,
  KnowledgeListQuery,
  KnowledgeNode,
  KnowledgeNodeDetail,
  SearchHit,
} from "../../../shared/contracts/knowledge";
import type { Db } from "../../db/client";
import { bilingualQuery, searchTerms } from "../../db/full-text";
import { knowledgeItems, knowledgeNodes } from "../../db/schema/knowledge";
import type { PolicyActor } from "../../plugins/access";
import { invalidateSectionCache } from "../../plugins/ai/sections-cache";
import { badRequest, conflict, forbidden, notFound } from "../../plugins/errors";
import { convertDocxToHtml, extractText } from "../../uploads/extraction";
import { checkDocument, type FileType, mimeTypes } from "./documents";
import { canEditItem, readScope } from "./policy";
import { type IndexHit, type IndexQuery, type KnowledgeSearchIndex, rankInIndex } from "./search-index";
import { indexFiles, indexItems } from "./sections";
import { CLOSE, markedHtml, markedSnippet, OPEN } from "./snippet";

export type Actor = PolicyActor;

/**
 * The items an actor may read: drafts are their author's and the admins' only; demo visitors read
 * validated (published) items only.
 */
function readableItems(actor: Actor) {
  const scope = readScope(actor);
  if (scope === "all") return sql`true`;
  if (scope === "published") return sql`${knowledgeItems.status} = 'validated'`;
  return sql`(${knowledgeItems.status} <> 'draft' or ${knowledgeItems.ownerId} = ${actor.id})`;
}
/** The same rule in raw SQL over the alias `k`. */
export function readableItemsAs(actor: Actor) {
  const scope = readScope(actor);
  if (scope === "all") return sql`true`;
  if (scope === "published") return sql`k.status = 'validated'`;
  return sql`(k.status <> 'draft' or k.owner_id = ${actor.id})`;
}

const LIST_LIMIT = 1000;

const itemColumns = {
  id: knowledgeItems.id,
  title: knowledgeItems.title,
  description: knowledgeItems.description,
  titleEn: knowledgeItems.titleEn,
  descriptionEn: knowledgeItems.descriptionEn,
  category: knowledgeItems.category,
  kind: knowledgeItems.kind,
  topic: knowledgeItems.topic,
  status: knowledgeItems.status,
  viewCount: knowledgeItems.viewCount,
  updatedAt: knowledgeItems.updatedAt,
  ownerId: knowledgeItems.ownerId,
};

type ItemRow = {
  id: string;
  title: string;
  description: string;
  titleEn: string | null;
  descriptionEn: string | null;
  category: string;
  kind: string;
  topic: string | null;
  status: string;
  viewCount: number;
  updatedAt: Date;
  ownerId: string | null;
};

function toItem(row: ItemRow, actor: Actor): KnowledgeItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    titleEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    category: row.category,
    kind: row.kind as KnowledgeItem["kind"],
    topic: row.topic,
    status: (["validated", "review"].includes(row.status) ? row.status : "draft") as KnowledgeItem["status"],
    viewCount: row.viewCount,
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditItem(actor, row.ownerId),
  };
}

export async function listItems(db: Db, actor: Actor, query: KnowledgeListQuery): Promise<KnowledgeItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(knowledgeItems)
    .where(
      and(
        readableItems(actor),
        query.category ? eq(knowledgeItems.category, query.category) : undefined,
        query.kind ? eq(knowledgeItems.kind, query.kind) : undefined,
      ),
    )
    .orderBy(
      asc(knowledgeItems.kind),
      desc(knowledgeItems.updatedAt),
      asc(knowledgeItems.title),
      asc(knowledgeItems.id),
    )
    .limit(query.limit ?? LIST_LIMIT)
    .offset(query.offset);
  return rows.map((r) => toItem(r, actor));
}

/** How many items the caller may read, per category and kind. */
export async function countItems(db: Db, actor: Actor): Promise<KnowledgeCounts> {
  const rows = await db
    .select({
      category: knowledgeItems.category,
      kind: knowledgeItems.kind,
      count: sql<number>`count(*)::int`,
    })
    .from(knowledgeItems)
    .where(readableItems(actor))
    .groupBy(knowledgeItems.category, knowledgeItems.kind)
    .orderBy(asc(knowledgeItems.category), asc(knowledgeItems.kind));
  return rows.map((r) => ({ category: r.category, kind: r.kind as KnowledgeKind, count: Number(r.count) }));
}

/** Reads one item and counts the view. */
export async function readItem(db: Db, actor: Actor, id: string): Promise<KnowledgeItemDetail> {
  const [row] = await db
    .update(knowledgeItems)
    .set({ viewCount: sql`${knowledgeItems.viewCount} + 1` })
    .where(and(eq(knowledgeItems.id, id), readableItems(actor)))
    .returning({
      ...itemColumns,
      content: knowledgeItems.content,
      contentEn: knowledgeItems.contentEn,
    });
  if (!row) throw notFound("knowledge_item");
  return { ...toItem(row, actor), content: row.content, contentEn: row.contentEn };
}

export async function createItem(db: Db, actor: Actor, input: KnowledgeItemBody): Promise<KnowledgeItem> {
  // The article and its sections (what the assistant retrieves) are written together.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knowledgeItems)
      .values({
        id: randomUUID(),
        title: input.title,
        description: input.description ?? "",
        category: input.category,
        content: input.content ?? "",
        status: input.status ?? "review",
        kind: "article",
        ownerId: actor.id,
      })
      .returning(itemColumns);
    await indexItems(tx, [row.id]);
    return toItem(row, actor);
  });
}

async function editableItem(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({ ownerId: knowledgeItems.ownerId })
    .from(knowledgeItems)
    .where(eq(knowledgeItems.id, id));
  if (!row) throw notFound("knowledge_item");
  if (!canEditItem(actor, row.ownerId)) throw forbidden("knowledge_not_owner");
}

export async function updateItem(
  db: Db,
  actor: Actor,
  id: string,
  input: KnowledgeItemBody,
): Promise<KnowledgeItem> {
  await editableItem(db, actor, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(knowledgeItems)
      // The form edits the French text; an article's English version (titleEn…) is left as it is.
      .set({
        title: input.title,
        description: input.description ?? "",
        category: input.category,
        content: input.content ?? "",
        status: input.status ?? "review",
        updatedAt: new Date(),
      })
      .where(eq(knowledgeItems.id, id))
      .returning(itemColumns);
    await indexItems(tx, [id]);
    return toItem(row, actor);
  });
}

export async function deleteItem(db: Db, actor: Actor, id: string) {
  await editableItem(db, actor, id);
  await db.delete(knowledgeItems).where(eq(knowledgeItems.id, id));
  invalidateSectionCache();
}

// ---- Folder tree ----

const nodeColumns = {
  id: knowledgeNodes.id,
  name: knowledgeNodes.name,
  type: knowledgeNodes.type,
  fileType: knowledgeNodes.fileType,
  path: knowledgeNodes.path,
  parentId: knowledgeNodes.parentId,
  category: knowledgeNodes.category,
  size: knowledgeNodes.size,
  ownerId: knowledgeNodes.ownerId,
  title: knowledgeNodes.title,
  tags: knowledgeNodes.tags,
  ocrState: knowledgeNodes.ocrState,
  ocrError: knowledgeNodes.ocrError,
  // Written out: Drizzle leaves columns unqualified in single-table selects, which the subquery would capture.
  hasChildren: sql<boolean>`exists (select 1 from knowledge_nodes c where c.parent_id = knowledge_nodes.id)`,
};
type NodeRow = {
  id: string;
  name: string;
  type: string;
  fileType: string | null;
  path: string;
  parentId: string | null;
  category: string;
  size: number;
  ownerId: string | null;
  title: string | null;
  tags: string[] | null;
  ocrState: string | null;
  ocrError: string | null;
  hasChildren: boolean;
};

function toNode(row: NodeRow, actor: Actor): KnowledgeNode {
  return {
    id: row.id,
    name: row.name,
    type: row.type as KnowledgeNode["type"],
    fileType: (row.fileType as FileType | null) ?? null,
    path: row.path,
    parentId: row.parentId,
    category: row.category,
    size: row.size,
    hasChildren: Boolean(row.hasChildren),
    canEdit: canEditItem(actor, row.ownerId),
    title: row.title,
    tags: row.tags ?? [],
    textState: (row.ocrState as KnowledgeNode["textState"]) ?? null,
    textError:
      row.ocrState === "failed" ? ((row.ocrError as KnowledgeNode["textError"]) ?? "unreadable") : null,
  };
}

/** Root folders of a category (parentId absent or "null"), or the children of one folder. */
export async function listNodes(
  db: Db,
  actor: Actor,
  q: { category?: KnowledgeCategory; parentId?: string },
) {
  const root = q.parentId === undefined || q.parentId === "null" || q.parentId === "";
  const rows = await db
    .select(nodeColumns)
    .from(knowledgeNodes)
    .where(
      and(
        root ? isNull(knowledgeNodes.parentId) : eq(knowledgeNodes.parentId, q.parentId as string),
        q.category ? eq(knowledgeNodes.category, q.category) : undefined,
      ),
    )
    .orderBy(desc(knowledgeNodes.type), asc(knowledgeNodes.name))
    .limit(LIST_LIMIT);
  return rows.map((r) => toNode(r, actor));
}

export async function readNode(db: Db, actor: Actor, id: string): Promise<KnowledgeNodeDetail> {
  const [row] = await db
    .select({
      ...nodeColumns,
      content: knowledgeNodes.content,
      textTruncated: knowledgeNodes.textTruncated,
      data: knowledgeNodes.data,
    })
    .from(knowledgeNodes)
    .where(eq(knowledgeNodes.id, id));
  if (!row) throw notFound("knowledge_node");
  const node = toNode(row, actor);
  const html = node.fileType === "docx" && row.data ? await convertDocxToHtml(row.data) : null;
  const rawUrl =
    node.type === "file" && row.data ? `/api/knowledge/files/${encodeURIComponent(id)}/raw` : null;
  return { ...node, content: row.content, partiallyIndexed: row.textTruncated, html, rawUrl };
}

export async function readRaw(db: Db, id: string) {
  const [row] = await db
    .select({
      name: knowledgeNodes.name,
      fileType: knowledgeNodes.fileType,
      mimeType: knowledgeNodes.mimeType,
      data: knowledgeNodes.data,
    })
    .from(knowledgeNodes)
    .where(and(eq(knowledgeNodes.id, id), eq(knowledgeNodes.type, "file")));
  if (!row?.data || !row.fileType) throw notFound("knowledge_file");
  return { name: row.name, mime: row.mimeType ?? mimeTypes[row.fileType as FileType], data: row.data };
}

async function parentFolder(db: Db, parentId: string | null, category: string) {
  if (!parentId) return { path: "" };
  const [parent] = await db
    .select({ path: knowledgeNodes.path, type: knowledgeNodes.type, category: knowledgeNodes.category })
    .from(knowledgeNodes)
    .where(eq(knowledgeNodes.id, parentId));
  if (parent?.type !== "folder") throw notFound("knowledge_folder");
  if (parent.category !== category) throw badRequest("parent_other_category");
  return parent;
}

export async function createFolder(
  db: Db,
  actor: Actor,
  input: { name: string; category: KnowledgeCategory; parentId: string | null },
) {
  // An empty parent id means the category's root, as no parent does.
  const parentId = input.parentId || null;
  const parent = await parentFolder(db, parentId, input.category);
  const id = `dir-${randomUUID()}`;
  await db.insert(knowledgeNodes).values({
    id,
    name: input.name,
    type: "folder",
    category: input.category,
    parentId,
    path: `${parent.path}/${input.name}`,
    ownerId: actor.id,
  });
  return (await listNodes(db, actor, { category: input.category, parentId: parentId ?? undefined })).find(
    (n) => n.id === id,
  )!;
}

/**
 * Stores an uploaded file whose type is checked from its content, with its text indexed for search.
 * A photo, or a PDF with pages that are only pictures (a scan), is stored at once as "recognising":
 * its text is read by OCR in the background (`ocr.ts`), then indexed.
 */
export async function uploadFile(
  db: Db,
  actor: Actor,
  input: { name: string; data: Buffer; category: KnowledgeCategory; parentId: string | null },
) {
  const { type: fileType, mimeType } = await checkDocument(input.name, input.data);
  // Read in a worker; a very long text is kept for search as its first part (the file stays whole).
  const { text: content, truncated, meta, needsOcr } = await extractText(fileType, input.data);
  const parentId = input.parentId || null;
  const parent = await parentFolder(db, parentId, input.category);
  const id = `file-${randomUUID()}`;
  const name = input.name.replace(/[/\\]/g, "_").slice(0, 200);
  await db.insert(knowledgeNodes).values({
    id,
    name,
    type: "file",
    fileType,
    category: input.category,
    parentId,
    path: `${parent.path}/${name}`,
    content,
    textTruncated: truncated,
    title: meta?.title ?? null,
    tags: meta?.tags ?? [],
    ocrState: needsOcr ? "recognising" : null,
    mimeType,
    size: input.data.length,
    data: input.data,
    ownerId: actor.id,
  });
  await indexFiles(db, [id]);
  return readNode(db, actor, id);
}

/** Reads a file's pictures again after OCR failed. */
export async function retryOcr(db: Db, actor: Actor, id: string) {
  await editableNode(db, actor, id);
  const updated = await db
    .update(knowledgeNodes)
    .set({ ocrState: "recognising", ocrError: null, ocrClaimedAt: null, ocrAttempts: 0 })
    .where(and(eq(knowledgeNodes.id, id), eq(knowledgeNodes.ocrState, "failed")))
    .returning({ id: knowledgeNodes.id });
  if (!updated.length) throw conflict("ocr_not_failed");
  return readNode(db, actor, id);
}

async function editableNode(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({ ownerId: knowledgeNodes.ownerId, path: knowledgeNodes.path })
    .from(knowledgeNodes)
    .where(eq(knowledgeNodes.id, id));
  if (!row) throw notFound("knowledge_node");
  if (!canEditItem(actor, row.ownerId)) throw forbidden("knowledge_not_owner");
  return row;
}

export async function renameNode(db: Db, actor: Actor, id: string, name: string) {
  const row = await editableNode(db, actor, id);
  const newPath = `${row.path.slice(0, row.path.lastIndexOf("/"))}/${name}`;
  await db.transaction(async (tx) => {
    await tx
      .update(knowledgeNodes)
      .set({ name, path: newPath, updatedAt: new Date() })
      .where(eq(knowledgeNodes.id, id));
    // Descendants keep their place: rewrite the start of their paths.
    await tx
      .update(knowledgeNodes)
      .set({ path: sql`${newPath} || substr(${knowledgeNodes.path}, ${row.path.length + 1})` })
      .where(sql`${knowledgeNodes.path} like ${`${row.path.replace(/[%_\\]/g, "\\$&")}/%`}`);
    // A file's name titles its sections.
    await indexFiles(tx, [id]);
  });
  return readNode(db, actor, id);
}

/** Deletes a file, or a folder with everything in it. */
export async function deleteNode(db: Db, actor: Actor, id: string) {
  await editableNode(db, actor, id);
  await db.delete(knowledgeNodes).where(eq(knowledgeNodes.id, id));
  invalidateSectionCache();
}

// ---- Search ----

/**
 * How much of a text its snippet is looked for in: ts_headline reads and stems every word it is
 * given, and a file keeps up to 200,000 characters for search (tens of milliseconds per file).
 */
const SNIPPET_SOURCE_CHARS = 20_000;

/**
 * Relevance-ranked search over items and file texts, with an escaped snippet that marks the matches;
 * an English reader gets an article's English title and text when it has them. Ranked in memory by
 * the search index when it is current (`search-index.ts`), in the database otherwise: the same
 * matches, ranks and order.
 */
export async function search(
  db: Db,
  index: KnowledgeSearchIndex | undefined,
  actor: Actor,
  q: string,
  limit: number,
  lang: "fr" | "en" = "fr",
): Promise<SearchHit[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const built = index?.current();
  if (index && built) {
    const query = await index.query(terms);
    const page = query && (await pageOfHits(db, actor, rankInIndex(built, query, actor, limit), query, lang));
    if (page) return page;
  }
  return searchInDatabase(db, actor, terms, limit, lang);
}

/**
 * The page of ranked hits, with titles and snippets, read again under the reader's rule; null when
 * one is gone or no longer readable (the index had not heard of it yet).
 */
async function pageOfHits(
  db: Db,
  actor: Actor,
  hits: IndexHit[],
  query: IndexQuery,
  lang: "fr" | "en",
): Promise<SearchHit[] | null> {
  if (hits.length === 0) return [];
  const english = lang === "en";
  const ids = (type: IndexHit["type"]) => {
    const of = hits.filter((h) => h.type === type).map((h) => sql`${h.id}`);
    return of.length > 0 ? sql.join(of, sql`, `) : sql`null`;
  };
  const rows = await db.execute<{ id: string; title: string; category: string; text: string }>(sql`
    select k.id, ${english ? sql`coalesce(k.title_en, k.title)` : sql`k.title`} as title, k.category,
      left(${
        english
          ? sql`case when k.content_en is not null then coalesce(k.description_en, '') || ' ' || k.content_en
              else k.description || ' ' || k.content end`
          : sql`k.description || ' ' || k.content`
      }, ${SNIPPET_SOURCE_CHARS}) as text
    from knowledge_items k where k.id in (${ids("item")}) and ${readableItemsAs(actor)}
    union all
    select n.id, coalesce(n.title, n.name), n.category, left(n.content, ${SNIPPET_SOURCE_CHARS})
    from knowledge_nodes n where n.type = 'file' and n.id in (${ids("file")})`);
  if (rows.rows.length < hits.length) return null;
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  const stems = query.items.filter((i) => !i.prefix).map((i) => i.lexeme);
  const prefixes = query.items.filter((i) => i.prefix).map((i) => i.lexeme);
  return hits.map((h) => {
    const r = byId.get(h.id)!;
    return {
      id: h.id,
      type: h.type,
      title: r.title,
      category: r.category,
      snippet: markedSnippet(r.text, stems, prefixes),
      link: hitLink(h.type, h.id, r.category),
      rank: h.rank,
    };
  });
}

const hitLink = (type: SearchHit["type"], id: string, category: string) =>
  type === "item"
    ? `/knowledge?item=${encodeURIComponent(id)}`
    : `/knowledge?category=${encodeURIComponent(category)}&file=${encodeURIComponent(id)}`;

/** The search ranked by the database, every match read through the full-text indexes. */
async function searchInDatabase(
  db: Db,
  actor: Actor,
  terms: string[],
  limit: number,
  lang: "fr" | "en",
): Promise<SearchHit[]> {
  const english = lang === "en";
  const opts = `StartSel=${OPEN},StopSel=${CLOSE},MaxWords=30,MinWords=12,MaxFragments=2,FragmentDelimiter=" … "`;
  // Rank every match, then read texts and build snippets for the top rows only, in one statement (on
  // the embedded database every statement is a round trip through its single session). A common word
  // matches a quarter of the corpus, so ranking must stay cheap: the vectors are kept in the rows
  // (migration 0006), the full-text indexes keep no pending list to scan (migration 0027), and
  // ts_rank weighs the words found by their place (title, description, text), where ts_rank_cd,
  // several times costlier per row, also measures how close they stand and lets a text that repeats
  // a word outrank a title that holds it. The query is computed once, in a materialized CTE: the
  // planner then costs the match with its default selectivity and reads through the GIN indexes,
  // where the query's own value could make it read the whole table (and every vector) for a common
  // word. Equal ranks are ordered by id, so a page is the same from one search to the next.
  const result = await db.execute<{
    id: string;
    type: "item" | "file";
    title: string;
    category: string;
    snippet: string;
    rank: number;
  }>(sql`
    with q as materialized (select ${bilingualQuery(terms)} as query),
    top as (
      select id, type, rank from (
        select k.id, 'item' as type, ts_rank(k.search, q.query, 32) as rank
        from knowledge_items k, q where k.search @@ q.query and ${readableItemsAs(actor)}
        union all
        select n.id, 'file' as type, ts_rank(n.search, q.query, 32) * 0.9 as rank
        from knowledge_nodes n, q where n.type = 'file' and n.search @@ q.query
      ) hits
      order by rank desc, id
      limit ${limit}
    )
    select top.id, top.type, coalesce(${english ? sql`k.title_en, ` : sql``}k.title, n.title, n.name) as title,
      coalesce(k.category, n.category) as category,
      ${
        english
          ? sql`case when k.content_en is not null
              then ts_headline('en_unaccent', left(coalesce(k.description_en, '') || ' ' || k.content_en, ${SNIPPET_SOURCE_CHARS}), q.query, ${opts})
              else ts_headline('fr_unaccent', left(coalesce(k.description || ' ' || k.content, n.content), ${SNIPPET_SOURCE_CHARS}), q.query, ${opts})
            end`
          : sql`ts_headline('fr_unaccent', left(coalesce(k.description || ' ' || k.content, n.content), ${SNIPPET_SOURCE_CHARS}), q.query, ${opts})`
      } as snippet,
      top.rank
    from top
    cross join q
    left join knowledge_items k on top.type = 'item' and k.id = top.id
    left join knowledge_nodes n on top.type = 'file' and n.id = top.id
    order by top.rank desc, top.id
  `);
  return result.rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    category: r.category,
    snippet: markedHtml(r.snippet),
    link: hitLink(r.type, r.id, r.category),
    rank: Number(r.rank),
  }));
}
