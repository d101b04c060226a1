import { type SQL, sql } from "drizzle-orm";
import {
  type KindPage,
  type KindSearch,
  SEARCH_MAX_OFFSET,
  type SearchItem,
} from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { typedQuery } from "../../db/full-text";

/**
 * How many matches of one kind are ranked at most: a common word matches thousands of rows, and
 * ranking them all would cost more than the whole search may. The first matches the index yields
 * are ranked (titles weigh most) and paged; one never pages past them.
 */
export const SEARCH_CANDIDATES = SEARCH_MAX_OFFSET;

/** Every word in French or every word in English (accents and case ignored), the last as a prefix. */
export const searchTsQuery = (terms: string[]): SQL =>
  sql`(${typedQuery("fr_unaccent", terms)} || ${typedQuery("en_unaccent", terms)})`;

/**
 * The indexed text of a row that has no stored search vector: titles (weight A) and texts (B) in
 * French and English. The expression must stay written exactly as in the indexes of migration 0012
 * (`praxis_search_vector(...)` over the same columns), or the index is not used.
 */
export const searchVector = (titleFr: SQL, titleEn: SQL, textFr: SQL, textEn: SQL, tags: SQL): SQL =>
  sql`praxis_search_vector(${titleFr}, ${titleEn}, ${textFr}, ${textEn}, ${tags})`;

/** A page of rows fetched with one row more than asked: that extra row says more follow. */
export function toPage<R>(rows: R[], s: KindSearch, map: (row: R) => SearchItem): KindPage {
  return { items: rows.slice(0, s.limit).map(map), more: rows.length > s.limit };
}

/** Limit and offset of a page, the extra row included. */
export const pageClause = (s: KindSearch): SQL => sql`limit ${s.limit + 1} offset ${s.offset}`;

/** A line of text without its line breaks and repeated spaces, cut at `max` characters. */
export function oneLine(text: string | null | undefined, max = 160): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * How a kind's candidates are ranked when its rows keep no search vector: by their title (a short
 * text, cheap to read again for each candidate), French and English. Matches in the rest of the text
 * follow those in the title.
 */
export const titleRank = (titleFr: SQL, titleEn: SQL, query: SQL): SQL =>
  sql`ts_rank(to_tsvector('fr_unaccent', coalesce(${titleFr}, '')) || to_tsvector('en_unaccent', coalesce(${titleEn}, '')), ${query})`;

/**
 * Runs a kind's query with the full-text index as the only way to read its table. With a LIMIT, the
 * planner may otherwise read the table in order and compute every row's search text until enough
 * match, or walk an index on the owner or the status and do the same: both cost tens of
 * milliseconds at 100,000 rows, where the full-text index finds the matches at once. Access rules
 * are therefore written so that no other index serves them (`d.user_id::text = …`).
 */
export function throughTextIndex<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  if (indexOnly.has(db)) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as Db);
  });
}

/** Transactions already set to read through the full-text indexes ({@link inOneTextIndexTransaction}). */
const indexOnly = new WeakSet<Db>();

/**
 * Runs several kinds' searches one after the other in one transaction that reads through the
 * full-text indexes: on the embedded database, which answers one statement at a time anyway, this
 * spares three round trips per kind (begin, set, commit).
 */
export function inOneTextIndexTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const inner = tx as unknown as Db;
    indexOnly.add(inner);
    return run(inner);
  });
}
