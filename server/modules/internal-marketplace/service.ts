import { randomBytes } from "node:crypto";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type {
  Community,
  Contribution,
  ContributionStatus,
  ContributionValues,
  DownloadManifest,
  InternalItem,
  InternalItemDetail,
  InternalStats,
} from "../../../shared/contracts/internal-marketplace";
import { detectLanguage, type Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { bilingualQuery, plain, searchTerms } from "../../db/full-text";
import {
  communityMembers,
  internalDownloads,
  internalItems,
  internalReviews,
} from "../../db/schema/internal-marketplace";
import { anyCorrected, correctedTerms } from "../../db/typo-vocabulary";
import type { PolicyActor } from "../../plugins/access";
import { badRequest, conflict, forbidden, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { profileOf } from "../auth/queries";
import { notify } from "../notifications/service";
import { type Artefact, artefactMime } from "./artefacts";
import { canEditContribution, canReviewContributions, editKeepsStatus } from "./policy";

export type Actor = PolicyActor;

const REVIEWS_SHOWN = 100;
/**
 * At most this many full-text matches are ranked (a common word matches thousands of solutions;
 * ranking them all would cost far more than the page shows), and as many with corrected words.
 */
const TEXT_CANDIDATES = 400;
const CONTRIBUTIONS_LIMIT = 200;

// ---- Reading items ----

type ItemRow = {
  id: string;
  name: string;
  description: string;
  type: string;
  category: string;
  subcategory: string | null;
  subcategoryEn: string | null;
  tags: string[];
  nameEn: string | null;
  descriptionEn: string | null;
  tagsEn: string[] | null;
  authorName: string;
  authorDepartment: string | null;
  authorId: string | null;
  version: string;
  featured: boolean;
  downloads: number;
  rating: number | null;
  reviewCount: number;
  status: string;
  rejectionReason: string | null;
  artefactUrl: string | null;
  fileName: string | null;
  hasFile: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
};

// Columns of `internal_items i` plus its rating, computed from the reviews of the rows returned only.
const ITEM_COLUMNS = sql`
  i.id, i.name, i.description, i.type, i.category, i.subcategory, i.subcategory_en as "subcategoryEn", i.tags,
  i.name_en as "nameEn", i.description_en as "descriptionEn", i.tags_en as "tagsEn",
  i.author_name as "authorName", i.author_department as "authorDepartment", i.author_id as "authorId",
  i.version, i.featured, i.downloads, i.status, i.rejection_reason as "rejectionReason",
  i.artefact_url as "artefactUrl", i.file_name as "fileName", (i.file_data is not null) as "hasFile",
  i.created_at as "createdAt", i.updated_at as "updatedAt",
  r.rating, coalesce(r.n, 0)::int as "reviewCount"`;
const RATING_JOIN = sql`left join lateral (
  select avg(rv.rating)::float8 as rating, count(*)::int as n from internal_reviews rv where rv.item_id = i.id
) r on true`;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A solution in the reader's language: the seeded ones have English, a colleague's is read as written. */
function toItem(row: ItemRow, language: Language): InternalItem {
  const en = language === "en";
  return {
    id: row.id,
    name: (en && row.nameEn) || row.name,
    description: (en && row.descriptionEn) || row.description,
    type: row.type as InternalItem["type"],
    category: row.category as InternalItem["category"],
    subcategory: (en && row.subcategoryEn) || row.subcategory || null,
    tags: (en && row.tagsEn) || row.tags || [],
    authorName: row.authorName,
    authorDepartment: row.authorDepartment || null,
    version: row.version,
    featured: row.featured,
    rating: row.rating === null ? 0 : Math.round(row.rating * 100) / 100,
    reviewCount: row.reviewCount,
    downloads: row.downloads,
    writtenIn: row.nameEn ? null : detectLanguage(`${row.name}. ${row.description}`),
  };
}

function artefactOf(row: ItemRow) {
  if (row.hasFile) {
    return {
      kind: "file" as const,
      url: `/api/internal-marketplace/items/${encodeURIComponent(row.id)}/file`,
      fileName: row.fileName,
    };
  }
  return row.artefactUrl ? { kind: "link" as const, url: row.artefactUrl, fileName: null } : null;
}

function toContribution(row: ItemRow, actor: Actor, language: Language = "fr"): Contribution {
  return {
    ...toItem(row, language),
    status: row.status as ContributionStatus,
    rejectionReason: row.rejectionReason,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    artefact: artefactOf(row),
    canEdit: canEditContribution(actor, row),
  };
}

/**
 * Approved solutions, filtered on the server. A search matches the accent-insensitive French full
 * text of name, description and tags (the last word also as a prefix). When that finds fewer than a
 * page, the words unknown to the solutions are corrected (typos) and the matches of the corrected
 * search follow. Both candidate sets are capped, so a common word costs the same as a rare one.
 */
export async function listItems(
  db: Db,
  q: { category?: string; type?: string; search?: string; featured?: boolean; limit: number; offset: number },
  language: Language,
): Promise<InternalItem[]> {
  const toReader = (row: ItemRow) => toItem(row, language);
  const conditions: SQL[] = [sql`i.status = 'approved'`];
  if (q.category) conditions.push(sql`i.category = ${q.category}`);
  if (q.type) conditions.push(sql`i.type = ${q.type}`);
  if (q.featured) conditions.push(sql`i.featured`);
  const where = sql.join(conditions, sql` and `);
  const order = sql`i.featured desc, i.downloads desc, i.name`;

  if (!q.search) {
    const result = await db.execute<ItemRow>(sql`
      with page as (
        select i.id from internal_items i where ${where} order by ${order} limit ${q.limit} offset ${q.offset}
      )
      select ${ITEM_COLUMNS} from page p join internal_items i on i.id = p.id ${RATING_JOIN}
      order by ${order}`);
    return result.rows.map(toReader);
  }

  const terms = searchTerms(q.search);
  if (terms.length === 0) return [];
  const text = bilingualQuery(terms);
  const matches = (query: SQL) =>
    sql`select i.id from internal_items i where ${where} and i.search @@ ${query} limit ${TEXT_CANDIDATES}`;
  // Matches of the words as typed come first (ranked by ts_rank, names weigh most), then those of
  // the corrected words (ranked below 1).
  const page = (candidates: SQL, score: SQL) => sql`
    with ${candidates},
    page as (
      select c.id, ${score} as score from candidates c join internal_items i on i.id = c.id
      order by score desc, i.downloads desc, i.name
      limit ${q.limit} offset ${q.offset}
    )
    select ${ITEM_COLUMNS}
    from page p join internal_items i on i.id = p.id
    ${RATING_JOIN}
    order by p.score desc, i.downloads desc, i.name`;
  const textScore = sql`1 + ts_rank(i.search, ${text})`;

  // Most searches are whole words: one plain query answers them.
  const typed = await db.execute<ItemRow>(page(sql`candidates as (${matches(text)})`, textScore));
  if (typed.rows.length === q.limit) return typed.rows.map(toReader);

  const corrected = await correctedTerms(db, "internal_item_words", terms);
  if (!anyCorrected(terms, corrected)) return typed.rows.map(toReader);
  const fixed = bilingualQuery(corrected);
  const result = await db.execute<ItemRow>(
    page(
      sql`candidates as (
        select id, bool_or(whole) as whole
        from (select id, true as whole from (${matches(text)}) t
              union all select id, false from (${matches(fixed)}) f) u
        group by id
      )`,
      sql`case when c.whole then ${textScore} else ts_rank(i.search, ${fixed}) end`,
    ),
  );
  return result.rows.map(toReader);
}

async function itemRow(db: Db, id: string): Promise<ItemRow | undefined> {
  const result = await db.execute<ItemRow>(sql`
    select ${ITEM_COLUMNS} from internal_items i ${RATING_JOIN} where i.id = ${id}`);
  return result.rows[0];
}

/** An item the actor may see: approved ones, or their own contributions (admins see all). */
async function visibleItem(db: Db, actor: Actor, id: string) {
  const row = await itemRow(db, id);
  if (!row || (row.status !== "approved" && !canEditContribution(actor, row)))
    throw notFound("internal_item");
  return row;
}

/** One solution with its artefact and reviews, and what the actor may do with it. */
export async function readItem(
  db: Db,
  actor: Actor,
  id: string,
  language: Language,
): Promise<InternalItemDetail> {
  const row = await visibleItem(db, actor, id);
  const reviews = await db
    .select()
    .from(internalReviews)
    .where(eq(internalReviews.itemId, id))
    .orderBy(desc(internalReviews.updatedAt), desc(internalReviews.createdAt))
    .limit(REVIEWS_SHOWN);
  const [mine] = await db
    .select({ rating: internalReviews.rating, comment: internalReviews.comment })
    .from(internalReviews)
    .where(and(eq(internalReviews.itemId, id), eq(internalReviews.userId, actor.id)));
  return {
    ...toContribution(row, actor, language),
    reviews: reviews.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      mine: r.userId === actor.id,
    })),
    myReview: mine ?? null,
    canReview: row.status === "approved" && row.authorId !== actor.id,
  };
}

// ---- Statistics ----

/** The six figures of the statistics strip, computed from the rows (never stored). */
export async function stats(db: Db): Promise<InternalStats> {
  const result = await db.execute<{
    totalItems: number;
    approvedItems: number;
    totalDownloads: number;
    avgRating: number | null;
    totalCommunities: number;
    totalMembers: number;
  }>(sql`
    select
      (select count(*)::int from internal_items where status in ('approved', 'pending')) as "totalItems",
      (select count(*)::int from internal_items where status = 'approved') as "approvedItems",
      (select coalesce(sum(downloads), 0)::int from internal_items where status = 'approved') as "totalDownloads",
      (select avg(item_rating)::float8 from (
        select avg(rv.rating) as item_rating from internal_reviews rv
        join internal_items i on i.id = rv.item_id and i.status = 'approved'
        group by rv.item_id
      ) rated) as "avgRating",
      (select count(*)::int from communities) as "totalCommunities",
      (select count(distinct user_id)::int from community_members) as "totalMembers"`);
  const row = result.rows[0];
  return { ...row, avgRating: row.avgRating === null ? 0 : Math.round(row.avgRating * 10) / 10 };
}

// ---- Downloads ----

/**
 * Gives the session's user the solution and says where its artefact is. The count is the number of
 * colleagues who downloaded it: a user's first download adds one (and is recorded in the event log),
 * later ones change nothing.
 */
export async function download(db: Db, userId: string, id: string, now: Date): Promise<DownloadManifest> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        name: internalItems.name,
        version: internalItems.version,
        artefactUrl: internalItems.artefactUrl,
        fileName: internalItems.fileName,
        hasFile: sql<boolean>`${internalItems.fileData} is not null`,
      })
      .from(internalItems)
      .where(and(eq(internalItems.id, id), eq(internalItems.status, "approved")));
    if (!item) throw notFound("internal_item");
    const [first] = await tx
      .insert(internalDownloads)
      .values({ itemId: id, userId, createdAt: now })
      .onConflictDoNothing({ target: [internalDownloads.itemId, internalDownloads.userId] })
      .returning({ id: internalDownloads.id });
    const [counted] = first
      ? await tx
          .update(internalItems)
          .set({ downloads: sql`${internalItems.downloads} + 1` })
          .where(eq(internalItems.id, id))
          .returning({ downloads: internalItems.downloads })
      : await tx
          .select({ downloads: internalItems.downloads })
          .from(internalItems)
          .where(eq(internalItems.id, id));
    if (first) {
      await recordEvent(tx, userId, {
        type: "download",
        entity: "marketplace",
        entityId: id,
        data: { name: item.name, version: item.version },
        at: now,
      });
    }
    return {
      id,
      name: item.name,
      version: item.version,
      url: item.hasFile
        ? `/api/internal-marketplace/items/${encodeURIComponent(id)}/file`
        : (item.artefactUrl ?? ""),
      fileName: item.hasFile ? item.fileName : null,
      downloads: counted.downloads,
    };
  });
}

/** The uploaded file of a solution the actor may see. */
export async function readFile(db: Db, actor: Actor, id: string) {
  await visibleItem(db, actor, id);
  const [row] = await db
    .select({ fileName: internalItems.fileName, data: internalItems.fileData })
    .from(internalItems)
    .where(eq(internalItems.id, id));
  if (!row?.data || !row.fileName) throw notFound("internal_file");
  return { name: row.fileName, mime: artefactMime(row.fileName), data: row.data };
}

// ---- Reviews ----

async function reviewable(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({ authorId: internalItems.authorId })
    .from(internalItems)
    .where(and(eq(internalItems.id, id), eq(internalItems.status, "approved")));
  if (!row) throw notFound("internal_item");
  if (row.authorId === actor.id) throw forbidden("own_item");
}

/** Rates a solution once per user; a second call changes the same review. */
export async function putReview(
  db: Db,
  actor: Actor,
  id: string,
  input: { rating: number; comment: string },
  now: Date,
  language: Language,
) {
  await reviewable(db, actor, id);
  const user = (await profileOf(db, actor.id))!;
  const authorName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const { rating } = input;
  await db
    .insert(internalReviews)
    .values({
      itemId: id,
      userId: actor.id,
      authorName,
      rating,
      comment: input.comment,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [internalReviews.itemId, internalReviews.userId],
      set: { rating, comment: input.comment, authorName, updatedAt: now },
    });
  return readItem(db, actor, id, language);
}

export async function deleteReview(db: Db, actor: Actor, id: string, language: Language) {
  const rows = await db
    .delete(internalReviews)
    .where(and(eq(internalReviews.itemId, id), eq(internalReviews.userId, actor.id)))
    .returning({ id: internalReviews.id });
  if (rows.length === 0) throw notFound("review");
  return readItem(db, actor, id, language);
}

// ---- Communities ----

/** The communities in the reader's language (their type is a code the client words). */
async function communityRows(db: Db, userId: string, language: Language, id?: string): Promise<Community[]> {
  const en = language === "en";
  const result = await db.execute<Community>(sql`
    select c.id,
      ${en ? sql`coalesce(c.name_en, c.name)` : sql`c.name`} as name,
      ${en ? sql`coalesce(c.description_en, c.description)` : sql`c.description`} as description,
      c.type,
      (select count(*)::int from community_members m where m.community_id = c.id) as "memberCount",
      exists (select 1 from community_members m where m.community_id = c.id and m.user_id = ${userId}) as joined
    from communities c
    ${id ? sql`where c.id = ${id}` : sql``}
    order by c.created_at, c.name`);
  return result.rows;
}

export const listCommunities = (db: Db, userId: string, language: Language) =>
  communityRows(db, userId, language);

async function oneCommunity(db: Db, userId: string, id: string, language: Language = "fr") {
  const [row] = await communityRows(db, userId, language, id);
  if (!row) throw notFound("community");
  return row;
}

/** Joins a community (idempotent). */
export async function join(db: Db, userId: string, id: string, language: Language) {
  await oneCommunity(db, userId, id);
  await db.insert(communityMembers).values({ communityId: id, userId }).onConflictDoNothing();
  return oneCommunity(db, userId, id, language);
}

/** Leaves a community (idempotent). */
export async function leave(db: Db, userId: string, id: string, language: Language) {
  await oneCommunity(db, userId, id);
  await db
    .delete(communityMembers)
    .where(and(eq(communityMembers.communityId, id), eq(communityMembers.userId, userId)));
  return oneCommunity(db, userId, id, language);
}

// ---- Contributions ----

const slug = (s: string) =>
  plain(s)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);

const contributionColumns = (input: ContributionValues) => ({
  name: input.name,
  description: input.description,
  type: input.type,
  category: input.category,
  subcategory: input.subcategory || null,
  // What a colleague writes is read as written, in every language.
  nameEn: null,
  descriptionEn: null,
  subcategoryEn: null,
  tagsEn: null,
  tags: [...new Set(input.tags)],
  version: input.version,
});

/** Proposes a solution (a link or a file); it waits for an admin's approval. */
export async function createContribution(
  db: Db,
  actor: Actor,
  input: ContributionValues,
  file: Artefact | null,
  now: Date,
): Promise<Contribution> {
  if (!file && !input.artefactUrl) throw badRequest("artefact_required");
  const author = (await profileOf(db, actor.id))!;
  const id = `int-${slug(input.name) || "solution"}-${randomBytes(4).toString("hex")}`;
  await db.transaction(async (tx) => {
    await tx.insert(internalItems).values({
      id,
      ...contributionColumns(input),
      authorName: `${author.firstName} ${author.lastName}`.trim() || author.email,
      authorDepartment: author.department || null,
      authorId: actor.id,
      artefactUrl: file ? null : input.artefactUrl,
      fileName: file?.name ?? null,
      fileData: file?.data ?? null,
      status: "pending",
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(tx, actor.id, {
      type: "create",
      entity: "marketplace",
      entityId: id,
      data: { name: input.name, kind: "contribution" },
      at: now,
    });
  });
  return toContribution((await itemRow(db, id))!, actor);
}

async function editable(db: Db, actor: Actor, id: string) {
  const row = await itemRow(db, id);
  if (!row || (!canEditContribution(actor, row) && row.status !== "approved")) throw notFound("contribution");
  if (!canEditContribution(actor, row)) throw forbidden("contribution_not_owner");
  return row;
}

/**
 * Edits a contribution. A new file replaces the artefact; a link alone replaces a file. An author's
 * change sends it back for validation; an admin's keeps its status.
 */
export async function updateContribution(
  db: Db,
  actor: Actor,
  id: string,
  input: ContributionValues,
  file: Artefact | null,
  now: Date,
): Promise<Contribution> {
  const row = await editable(db, actor, id);
  const artefact = file
    ? { fileName: file.name, fileData: file.data, artefactUrl: null }
    : input.artefactUrl
      ? { fileName: null, fileData: null, artefactUrl: input.artefactUrl }
      : row.hasFile
        ? {}
        : null;
  if (!artefact) throw badRequest("artefact_required");
  const status = editKeepsStatus(actor) ? row.status : "pending";
  await db
    .update(internalItems)
    .set({
      ...contributionColumns(input),
      ...artefact,
      status,
      rejectionReason: status === "rejected" ? row.rejectionReason : null,
      updatedAt: now,
    })
    .where(eq(internalItems.id, id));
  return toContribution((await itemRow(db, id))!, actor);
}

export async function deleteContribution(db: Db, actor: Actor, id: string) {
  await editable(db, actor, id);
  await db.delete(internalItems).where(eq(internalItems.id, id));
}

/** The actor's contributions in every status, or (admins) everyone's waiting for a decision. */
export async function listContributions(db: Db, actor: Actor, scope: "mine" | "pending") {
  if (scope === "pending" && !canReviewContributions(actor)) throw forbidden("admin_only");
  const result = await db.execute<ItemRow>(sql`
    select ${ITEM_COLUMNS} from internal_items i ${RATING_JOIN}
    where ${scope === "pending" ? sql`i.status = 'pending'` : sql`i.author_id = ${actor.id}`}
    order by i.updated_at desc, i.name
    limit ${CONTRIBUTIONS_LIMIT}`);
  return result.rows.map((r) => toContribution(r, actor));
}

async function decide(
  db: Db,
  actor: Actor,
  id: string,
  status: "approved" | "rejected",
  reason: string | null,
  now: Date,
) {
  if (!canReviewContributions(actor)) throw forbidden("admin_only");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: internalItems.status, name: internalItems.name, authorId: internalItems.authorId })
      .from(internalItems)
      .where(eq(internalItems.id, id));
    if (!row) throw notFound("contribution");
    if (row.status === status) throw conflict("contribution_already_decided");
    await tx
      .update(internalItems)
      .set({ status, rejectionReason: reason, updatedAt: now })
      .where(eq(internalItems.id, id));
    if (row.authorId) {
      await notify(
        tx,
        row.authorId,
        status === "approved" ? "internal_contribution_approved" : "internal_contribution_rejected",
        status === "approved" ? { name: row.name } : { name: row.name, reason: reason ?? "" },
        status === "approved"
          ? `/internal-marketplace?item=${encodeURIComponent(id)}`
          : "/internal-marketplace?tab=contribute",
      );
    }
  });
  return toContribution((await itemRow(db, id))!, actor);
}

/** Publishes a contribution in Explorer and tells its author (admins only). */
export const approveContribution = (db: Db, actor: Actor, id: string, now: Date) =>
  decide(db, actor, id, "approved", null, now);
/** Turns a contribution down with a reason its author is told (admins only). */
export const rejectContribution = (db: Db, actor: Actor, id: string, reason: string, now: Date) =>
  decide(db, actor, id, "rejected", reason, now);
