import { randomBytes } from "node:crypto";
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  inArray,
  lt,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
import type {
  MarketplaceFilters,
  MarketplaceItem,
  MarketplaceStats,
  SubmissionStatus as Status,
  Submission,
  SubmissionValues,
  SubscribedItem,
  Subscription,
} from "../../../shared/contracts/marketplace";
import { detectLanguage, type Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { bilingualQuery, searchTerms } from "../../db/full-text";
import { marketplaceItems, marketplaceSubscriptions } from "../../db/schema/marketplace";
import { anyCorrected, correctedTerms } from "../../db/typo-vocabulary";
import type { PolicyActor } from "../../plugins/access";
import { conflict, forbidden, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { notify } from "../notifications/service";
import { canEditSubmission, canReviewSubmissions, canSeeSubmission, editKeepsStatus } from "./policy";

export type Actor = PolicyActor;

const GROWTH_WINDOW_MS = 30 * 24 * 3_600_000;
const LIST_LIMIT = 500;

// Every column but the full-text vector, which only the search reads.
const { search: _search, ...itemColumns } = getTableColumns(marketplaceItems);
type ItemRow = Omit<typeof marketplaceItems.$inferSelect, "search">;

/**
 * A listed solution in the reader's language: the catalogue's own solutions have English; a
 * partner's submission is read as the partner wrote it.
 */
function toItem(row: ItemRow, subscribed: boolean, language: Language): MarketplaceItem {
  const en = language === "en";
  return {
    id: row.id,
    name: (en && row.nameEn) || row.name,
    description: (en && row.descriptionEn) || row.description,
    tags: (en && row.tagsEn) || row.tags,
    market: row.market as MarketplaceItem["market"],
    type: row.type as MarketplaceItem["type"],
    product: (en && row.productEn) || row.product,
    coCommercial: row.coCommercial,
    provider: { name: row.providerName },
    pricing: { model: row.pricingModel as MarketplaceItem["pricing"]["model"], price: row.price },
    stats: { rating: row.rating, downloads: row.downloads, reviews: row.reviews },
    subscribed,
    writtenIn: row.nameEn ? null : detectLanguage(`${row.name}. ${row.description}`),
  };
}

async function subscribedIds(db: Db, userId: string, itemIds?: string[]) {
  if (itemIds && itemIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ itemId: marketplaceSubscriptions.itemId })
    .from(marketplaceSubscriptions)
    .where(
      and(
        eq(marketplaceSubscriptions.userId, userId),
        itemIds ? inArray(marketplaceSubscriptions.itemId, itemIds) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.itemId));
}

/**
 * Listed (approved) solutions, filtered by market, type and pricing model. A search matches the
 * accent-insensitive French full text of name, provider, product, tags and description (the last
 * word also as a prefix); words unknown to the catalogue are corrected (typos, as in the internal
 * marketplace) and the solutions matching the words as typed come first.
 */
export async function listItems(db: Db, userId: string, filters: MarketplaceFilters, language: Language) {
  const conditions: (SQL | undefined)[] = [
    eq(marketplaceItems.status, "approved"),
    filters.market ? eq(marketplaceItems.market, filters.market) : undefined,
    filters.type ? eq(marketplaceItems.type, filters.type) : undefined,
    filters.pricingModel ? eq(marketplaceItems.pricingModel, filters.pricingModel) : undefined,
  ];
  const order: SQL[] = [];
  if (filters.search) {
    const terms = searchTerms(filters.search);
    if (terms.length === 0) return [];
    const text = bilingualQuery(terms);
    const corrected = await correctedTerms(db, "marketplace_item_words", terms);
    const typed = sql`${marketplaceItems.search} @@ ${text}`;
    if (anyCorrected(terms, corrected)) {
      const fixed = bilingualQuery(corrected);
      conditions.push(sql`(${typed} or ${marketplaceItems.search} @@ ${fixed})`);
      order.push(sql`(${typed}) desc`, sql`ts_rank(${marketplaceItems.search}, ${fixed}) desc`);
    } else {
      conditions.push(typed);
    }
    order.push(sql`ts_rank(${marketplaceItems.search}, ${text}) desc`);
  }
  const rows = await db
    .select(itemColumns)
    .from(marketplaceItems)
    .where(and(...conditions))
    .orderBy(...order, desc(marketplaceItems.rating), desc(marketplaceItems.downloads), marketplaceItems.name)
    .limit(LIST_LIMIT);
  const mine = await subscribedIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toItem(r, mine.has(r.id), language));
}

/** Totals over the listed solutions; growth compares the last 30 days with the catalogue before them. */
export async function stats(db: Db, now: Date): Promise<MarketplaceStats> {
  const approved = eq(marketplaceItems.status, "approved");
  const since = new Date(now.getTime() - GROWTH_WINDOW_MS);
  const [[totals], [before]] = await Promise.all([
    db
      .select({
        items: count(),
        providers: countDistinct(marketplaceItems.providerName),
        downloads: sum(marketplaceItems.downloads).mapWith(Number),
        recent: sql<number>`count(*) filter (where ${marketplaceItems.createdAt} >= ${since})`.mapWith(
          Number,
        ),
      })
      .from(marketplaceItems)
      .where(approved),
    db
      .select({ n: count() })
      .from(marketplaceItems)
      .where(and(approved, lt(marketplaceItems.createdAt, since))),
  ]);
  const growthRate = before.n > 0 ? Math.round((totals.recent / before.n) * 1000) / 10 : 0;
  return {
    totalItems: totals.items,
    totalProviders: totals.providers,
    totalDownloads: totals.downloads ?? 0,
    growthRate,
  };
}

async function listedItem(db: Db, itemId: string) {
  const [row] = await db
    .select(itemColumns)
    .from(marketplaceItems)
    .where(and(eq(marketplaceItems.id, itemId), eq(marketplaceItems.status, "approved")));
  if (!row) throw notFound("marketplace_item");
  return row;
}

/**
 * Subscribes the user (or adds a free solution). Idempotent: a second call changes nothing; the
 * first counts as a download of the solution and is recorded in the event log.
 */
export async function subscribe(db: Db, userId: string, itemId: string): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const item = await listedItem(tx, itemId);
    const [created] = await tx
      .insert(marketplaceSubscriptions)
      .values({ userId, itemId })
      .onConflictDoNothing()
      .returning({ createdAt: marketplaceSubscriptions.createdAt });
    if (created) {
      await tx
        .update(marketplaceItems)
        .set({ downloads: sql`${marketplaceItems.downloads} + 1` })
        .where(eq(marketplaceItems.id, itemId));
      await recordEvent(tx, userId, {
        type: "subscribe",
        entity: "marketplace",
        entityId: itemId,
        data: { name: item.name, provider: item.providerName },
      });
      return { itemId, subscribed: true as const, subscribedAt: created.createdAt.toISOString() };
    }
    const [existing] = await tx
      .select({ createdAt: marketplaceSubscriptions.createdAt })
      .from(marketplaceSubscriptions)
      .where(and(eq(marketplaceSubscriptions.userId, userId), eq(marketplaceSubscriptions.itemId, itemId)));
    return { itemId, subscribed: true as const, subscribedAt: existing.createdAt.toISOString() };
  });
}

/** Ends a subscription; 404 when there is none. */
export async function unsubscribe(db: Db, userId: string, itemId: string) {
  const rows = await db
    .delete(marketplaceSubscriptions)
    .where(and(eq(marketplaceSubscriptions.userId, userId), eq(marketplaceSubscriptions.itemId, itemId)))
    .returning({ itemId: marketplaceSubscriptions.itemId });
  if (rows.length === 0) throw notFound("subscription");
}

/** The user's subscriptions, newest first. */
export async function listSubscriptions(
  db: Db,
  userId: string,
  language: Language,
): Promise<SubscribedItem[]> {
  const rows = await db
    .select({ item: itemColumns, subscribedAt: marketplaceSubscriptions.createdAt })
    .from(marketplaceSubscriptions)
    .innerJoin(marketplaceItems, eq(marketplaceItems.id, marketplaceSubscriptions.itemId))
    .where(eq(marketplaceSubscriptions.userId, userId))
    .orderBy(desc(marketplaceSubscriptions.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...toItem(r.item, true, language), subscribedAt: r.subscribedAt.toISOString() }));
}

// ---- Publier ----

function toSubmission(row: ItemRow, actor: Actor): Submission {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    providerName: row.providerName,
    contactEmail: row.contactEmail,
    market: row.market as Submission["market"],
    type: row.type as Submission["type"],
    product: row.product,
    pricingModel: row.pricingModel as Submission["pricingModel"],
    price: row.price,
    tags: row.tags,
    coCommercial: row.coCommercial,
    status: row.status as Status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    canEdit: canEditSubmission(actor, row),
  };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);

const submissionColumns = (input: SubmissionValues) => ({
  name: input.name,
  description: input.description,
  providerName: input.providerName,
  contactEmail: input.contactEmail,
  market: input.market,
  type: input.type,
  product: input.product,
  pricingModel: input.pricingModel,
  price: input.price,
  tags: [...new Set(input.tags)],
  coCommercial: input.coCommercial,
  // What the partner writes is read as written, in every language.
  nameEn: null,
  descriptionEn: null,
  productEn: null,
  tagsEn: null,
});

/** A partner contact proposes a solution; it waits for an admin before it is listed. */
export async function submit(db: Db, actor: Actor, input: SubmissionValues): Promise<Submission> {
  const [row] = await db
    .insert(marketplaceItems)
    .values({
      id: `ext-${slug(input.name) || "solution"}-${randomBytes(4).toString("hex")}`,
      ...submissionColumns(input),
      status: "pending",
      submittedBy: actor.id,
    })
    .returning(itemColumns);
  return toSubmission(row, actor);
}

/** The actor's own submissions, or (admins) every submission waiting for a decision. */
export async function listSubmissions(db: Db, actor: Actor, scope: "mine" | "pending") {
  if (scope === "pending" && !canReviewSubmissions(actor)) throw forbidden("admin_only");
  const rows = await db
    .select(itemColumns)
    .from(marketplaceItems)
    .where(
      scope === "pending"
        ? eq(marketplaceItems.status, "pending")
        : eq(marketplaceItems.submittedBy, actor.id),
    )
    .orderBy(desc(marketplaceItems.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => toSubmission(r, actor));
}

async function ownedSubmission(db: Db, actor: Actor, id: string) {
  const [row] = await db.select(itemColumns).from(marketplaceItems).where(eq(marketplaceItems.id, id));
  // Catalogue solutions have no submitter: they are not anyone's submission.
  if (!row || !canSeeSubmission(actor, row)) throw notFound("submission");
  if (!canEditSubmission(actor, row)) throw forbidden("submission_not_owner");
  return row;
}

/** Edits a submission; a submitter's change sends it back for validation. */
export async function updateSubmission(db: Db, actor: Actor, id: string, input: SubmissionValues) {
  const row = await ownedSubmission(db, actor, id);
  const status = editKeepsStatus(actor) ? row.status : "pending";
  const [updated] = await db
    .update(marketplaceItems)
    .set({
      ...submissionColumns(input),
      status,
      rejectionReason: status === "pending" ? null : row.rejectionReason,
    })
    .where(eq(marketplaceItems.id, id))
    .returning(itemColumns);
  return toSubmission(updated, actor);
}

export async function deleteSubmission(db: Db, actor: Actor, id: string) {
  await ownedSubmission(db, actor, id);
  await db.delete(marketplaceItems).where(eq(marketplaceItems.id, id));
}

async function decide(db: Db, actor: Actor, id: string, status: Status, reason: string | null, now: Date) {
  if (!canReviewSubmissions(actor)) throw forbidden("admin_only");
  return db.transaction(async (tx) => {
    const [row] = await tx.select(itemColumns).from(marketplaceItems).where(eq(marketplaceItems.id, id));
    if (!row) throw notFound("submission");
    if (row.status === status) throw conflict("submission_already_decided");
    const [updated] = await tx
      .update(marketplaceItems)
      .set({
        status,
        rejectionReason: reason,
        // A solution enters the catalogue (and its growth figure) when it is approved.
        ...(status === "approved" ? { createdAt: now } : {}),
      })
      .where(eq(marketplaceItems.id, id))
      .returning(itemColumns);
    if (row.submittedBy) {
      await notify(
        tx,
        row.submittedBy,
        status === "approved" ? "marketplace_submission_approved" : "marketplace_submission_rejected",
        status === "approved" ? { name: row.name } : { name: row.name, reason: reason ?? "" },
        "/marketplace?tab=publish",
      );
    }
    return toSubmission(updated, actor);
  });
}

/** Lists the solution and tells the submitter (admins only). */
export const approveSubmission = (db: Db, actor: Actor, id: string, now: Date) =>
  decide(db, actor, id, "approved", null, now);
/** Keeps the solution out of the catalogue with a reason the submitter is told (admins only). */
export const rejectSubmission = (db: Db, actor: Actor, id: string, reason: string, now: Date) =>
  decide(db, actor, id, "rejected", reason, now);
