import { type SQL, sql } from "drizzle-orm";

export type TextSearchConfig = "fr_unaccent" | "en_unaccent";

/** Lower case, accents removed: how indexed words and search words are compared. */
const MARKS = /\p{M}/gu;
export const plain = (s: string) => s.toLowerCase().normalize("NFD").replace(MARKS, "");

/** The distinct words of a search (lower case, no accents), at most twelve. */
export function searchTerms(search: string): string[] {
  return [...new Set(plain(search).match(/[a-z0-9]+/g) ?? [])].slice(0, 12);
}

/**
 * A full-text query in which every word must match, the last one, still being typed, also as the
 * prefix of an indexed word. That prefix is not stemmed: the French stem of "rési" is "res", which
 * would match most documents, while "resi" only matches the stems of "résiliation", "résiduelle"…
 * A prefix of fewer than three letters matches as a whole word only. `terms` comes from
 * `searchTerms`, so it holds only letters and digits, which to_tsquery reads as plain words.
 */
export function typedQuery(config: TextSearchConfig, terms: string[]): SQL {
  const head = terms.slice(0, -1).join(" & ");
  const last = terms[terms.length - 1] ?? "";
  const prefix = last.length >= 3 ? sql` || to_tsquery('simple', ${`${last}:*`})` : sql``;
  const typing = sql`(to_tsquery(${config}::regconfig, ${last})${prefix})`;
  return head ? sql`(to_tsquery(${config}::regconfig, ${head}) && ${typing})` : typing;
}

/**
 * The same query read as French or as English: a table whose vector holds both languages (the
 * marketplaces' own solutions) is found by a reader searching in either.
 */
export function bilingualQuery(terms: string[]): SQL {
  return sql`(${typedQuery("fr_unaccent", terms)} || ${typedQuery("en_unaccent", terms)})`;
}

/**
 * The lexemes of a tsvector's text form (`'lexeme':1A,4C …`), each with its positions as written
 * (a number and the weight's letter, none for D); a lexeme without positions gets one, of weight D.
 */
export function* tsvectorEntries(text: string): Generator<[lexeme: string, positions: string[]]> {
  for (const m of text.matchAll(/'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g)) {
    yield [m[1].replace(/''/g, "'"), m[2]?.split(",") ?? ["1"]];
  }
}
