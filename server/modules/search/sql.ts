import { type SQL, sql } from "drizzle-orm";
import {
  type KindPage,
  type KindSearch,
  SEARCH_MAX_OFFSET,
  type SearchItem,
} from "../../../shared/contracts/search";
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
