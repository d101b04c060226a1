import { type SQL, sql } from "drizzle-orm";
import {
  type KindPage,
  type KindSearch,
  SEARCH_MAX_OFFSET,
  type SearchItem,
} from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { bilingualQuery, plain } from "../../db/full-text";

/**
 * How many matches of one kind are ranked at most: a common word matches thousands of rows, and
 * ranking them all would cost more than the whole search may. The first matches the index yields
 * are ranked (titles weigh most) and paged; one never pages past them.
 */
export const SEARCH_CANDIDATES = SEARCH_MAX_OFFSET;

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
 * How well a title matches the search: per word of the search, 2 when a word of the title is that
 * word, 1 when one starts with it (the last word is still being typed), accents and case ignored.
 */
export function titleScore(titles: (string | null)[], terms: string[]): number {
  const words = titles.flatMap((t) => plain(t ?? "").match(/[a-z0-9]+/g) ?? []);
  let score = 0;
  for (const term of terms) {
    if (words.includes(term)) score += 2;
    else if (words.some((w) => w.startsWith(term))) score += 1;
  }
  return score;
}

/**
 * The passage of a text shown under a result: about `size` words around the first word that
 * matches the search (accents and case ignored, a word starting with a search word counts), or the
 * text's beginning. Read here rather than with ts_headline, which costs milliseconds per document
 * on the embedded database.
 */
export function passageOf(text: string, terms: string[], size = 24): string {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  if (words.length === 0) return "";
  const hit = words.findIndex((w) => {
    const word = plain(w[0]);
    return terms.some((term) => word.startsWith(term));
  });
  const start = Math.max(0, hit - Math.floor(size / 3));
  const end = Math.min(words.length, start + size) - 1;
  const from = words[start].index ?? 0;
  const to = (words[end].index ?? 0) + words[end][0].length;
  return `${start > 0 ? "… " : ""}${text.slice(from, to)}${end < words.length - 1 ? " …" : ""}`;
}

/**
 * A kind's page when its rows keep no search vector: the candidates come from the full-text index
 * in their tie-breaking order (by use, date…), and are ranked here by how their titles match.
 * Ranking them in the database would build each candidate's text vector again (a few
 * milliseconds per kind on the embedded database); the titles are short, so they are read here.
 */
export function rankedByTitle<R>(
  rows: R[],
  s: KindSearch,
  titles: (row: R) => (string | null)[],
  map: (row: R) => SearchItem,
): KindPage {
  const ranked = rows
    .map((row, i) => ({ row, i, score: titleScore(titles(row), s.terms) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(s.offset, s.offset + s.limit + 1)
    .map((r) => r.row);
  return toPage(ranked, s, map);
}

/**
 * A kind searched by its titles: `rows` selects the candidates for the text query (through the
 * full-text index, in the kind's own tie-breaking order), ranked here by title and paged.
 */
export async function searchByTitle<R extends Record<string, unknown>>(
  db: Db,
  s: KindSearch,
  kind: { rows: (query: SQL) => SQL; titles: (row: R) => (string | null)[]; hit: (row: R) => SearchItem },
): Promise<KindPage> {
  const result = await throughTextIndex(db, (tx) => tx.execute<R>(kind.rows(bilingualQuery(s.terms))));
  return rankedByTitle(result.rows as R[], s, kind.titles, kind.hit);
}

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

/** Connections already set to read through the full-text indexes ({@link inOneStatement}). */
const indexOnly = new WeakSet<Db>();

/**
 * Runs several kinds' searches as one statement, for the embedded database, which answers one
 * statement at a time anyway: each kind's query is collected instead of run (it reads through
 * `throughTextIndex`), then all are sent at once, each as a JSON array of its rows, in a transaction
 * reading through the full-text indexes. Four statements per search instead of one per kind plus
 * three each; PostgreSQL still runs the kinds at once on several connections.
 */
export async function inOneStatement<T>(db: Db, start: (collector: Db) => Promise<T>[]): Promise<T[]> {
  const pending: {
    query: SQL;
    resolve: (result: { rows: unknown[] }) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const collector = {
    execute: (query: SQL) =>
      new Promise<{ rows: unknown[] }>((resolve, reject) => pending.push({ query, resolve, reject })),
  } as unknown as Db;
  indexOnly.add(collector);
  // Each kind's search registers its query before its first await.
  const results = start(collector);
  if (pending.length > 0) {
    try {
      const columns = pending.map(
        (p, i) => sql`(select coalesce(json_agg(r), '[]'::json) from (${p.query}) r) as ${sql.raw(`k${i}`)}`,
      );
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const found = await tx.execute<Record<string, unknown[]>>(sql`select ${sql.join(columns, sql`, `)}`);
        return found.rows[0];
      });
      pending.forEach((p, i) => {
        p.resolve({ rows: row[`k${i}`] });
      });
    } catch (err) {
      for (const p of pending) p.reject(err);
    }
  }
  return Promise.all(results);
}
