import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Typo tolerance shared by the searches of both marketplaces. Each has a vocabulary table (one word
 * a row, lower case, no accents, with a trigram index) that a trigger fills from the searchable texts
 * through the SQL function praxis_vocabulary_words (migrations 0005 and 0010).
 */
export type Vocabulary = "internal_item_words" | "marketplace_item_words";

/** How close (pg_trgm similarity) a word of the vocabulary must be to correct a search word. */
export const TYPO_SIMILARITY = 0.3;
/** Search words shorter than this are never corrected (too few trigrams to judge). */
export const TYPO_MIN_LENGTH = 4;

/**
 * The search words (from `searchTerms`), each corrected when the vocabulary does not know it:
 * replaced by the trigram-closest known word (the last word is known when it starts a known word,
 * as it is still being typed). A word with no close match is left as it is.
 */
export async function correctedTerms(db: Db, vocabulary: Vocabulary, terms: string[]): Promise<string[]> {
  if (terms.length === 0) return [];
  const words = sql.identifier(vocabulary);
  const result = await db.transaction(async (tx) => {
    // For this transaction only: the bar of the `%` operator, which the trigram index serves.
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return tx.execute<{ word: string }>(sql`
      select coalesce(
        (select t.term where length(t.term) < ${TYPO_MIN_LENGTH} or exists (
          select 1 from ${words} w
          where w.word = t.term or (t.n = ${terms.length} and w.word like t.term || '%'))),
        (select w.word from ${words} w where w.word % t.term
          order by similarity(w.word, t.term) desc, w.word limit 1),
        t.term) as word
      from unnest(string_to_array(${terms.join(" ")}, ' ')) with ordinality as t(term, n)
      order by t.n`);
  });
  return result.rows.map((r) => r.word);
}

/** Whether correcting changed any word (when not, the corrected search is the search itself). */
export const anyCorrected = (terms: string[], corrected: string[]) =>
  corrected.some((word, i) => word !== terms[i]);
