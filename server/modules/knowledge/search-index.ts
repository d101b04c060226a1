import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tsvectorEntries } from "../../db/full-text";
import type { PolicyActor } from "../../plugins/access";
import { readScope } from "./policy";

/** The database announces here, at commit, that articles or files changed (migration 0029). */
export const KNOWLEDGE_CHANNEL = "praxis_knowledge";

/** ts_rank's default weights of the places a word is found in: D (other), C (text), B (description), A (title). */
const PLACE_WEIGHTS = { D: 0.1, C: 0.2, B: 0.4, A: 1 } as const;
/** The limit of Σ 1/i², by which ts_rank divides what a word's occurrences weigh. */
const PI2_6 = 1.64493406685;
/** Rows read at a time while the index is built, with a pause for the event loop between them. */
const BUILD_BATCH = 500;
/** Words whose stems are kept in memory (a pure function of the word, the same for everyone). */
const STEM_CACHE_SIZE = 5000;

type Document = {
  id: string;
  type: "item" | "file";
  /** An article's status and owner (who may read it); null for files, which every user reads. */
  status: string | null;
  ownerId: string | null;
};

type Postings = { docs: Int32Array; weights: Float64Array };

type Built = {
  documents: Document[];
  /** Lexeme → the documents holding it, each with what its occurrences weigh in ts_rank. */
  postings: Map<string, Postings>;
  /** Every lexeme, sorted, for the prefix of the word being typed. */
  lexemes: string[];
};

/** A query item: a stemmed word, or the typed word as the prefix of an indexed one. */
type Item = { lexeme: string; prefix: boolean };

/** The search of `full-text.ts`'s `bilingualQuery`: every word must match, read as French or as English. */
export type IndexQuery = {
  /** Per language, per word, the items any of which matches it; a language with no word matches nothing. */
  branches: Item[][][];
  /** The distinct items of the query, which ts_rank weighs and averages. */
  items: Item[];
};

export type IndexHit = { id: string; type: "item" | "file"; rank: number };

/**
 * The knowledge base's full-text vectors kept in memory, ranked as PostgreSQL's
 * `ts_rank(search, query, 32)` ranks them (files at 0.9 of it), so that a search costs the database
 * one read of the page's rows instead of ranking every match: a common word matches a quarter of a
 * large base, and the embedded database serves one statement at a time.
 *
 * The index answers only while it is known to be current: it is built from the database (in
 * batches, between which other requests run), and any change to articles or files makes it stale,
 * announced by the database to every instance (KNOWLEDGE_CHANNEL) and by this instance's own writing
 * routes at once. While it is stale, or notifications may have been missed, searches run in the
 * database as before and a new build starts. What a reader may see is checked again by the
 * database when the page's rows are read.
 */
export class KnowledgeSearchIndex {
  private generation = 0;
  private listening = false;
  private built: { generation: number; index: Built } | null = null;
  private building: Promise<void> | null = null;
  private stems = new Map<string, { fr: string[]; en: string[] }>();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Articles or files changed: the index no longer answers until rebuilt. */
  changed() {
    this.generation++;
  }

  /** Notifications are heard (at start, or again): the index is built at once. */
  onListening() {
    this.changed();
    this.listening = true;
    void this.refresh();
  }

  onLost() {
    this.listening = false;
    this.changed();
  }

  /** Whether the index holds every change heard so far, and none may have been missed. */
  private get isCurrent() {
    return this.listening && this.built?.generation === this.generation;
  }

  /** The current index, or null (and a build under way) when it is stale. */
  current(): Built | null {
    if (this.isCurrent) return this.built!.index;
    this.refresh();
    return null;
  }

  /** Starts a build unless one is under way; resolves when it ends. */
  refresh(): Promise<void> {
    if (!this.building) {
      this.building = this.build()
        .catch((err) => this.onError(err))
        .finally(() => {
          this.building = null;
        });
    }
    return this.building;
  }

  /** For tests: builds until the index is current (every change heard so far included). */
  async whenCurrent(): Promise<void> {
    for (let i = 0; i < 20 && !this.isCurrent; i++) {
      await this.refresh();
    }
  }

  private async build() {
    const generation = this.generation;
    const documents: Document[] = [];
    const lists = new Map<string, { docs: number[]; weights: number[] }>();
    const add = (doc: Document, vector: string) => {
      const n = documents.push(doc) - 1;
      for (const [lexeme, weight] of lexemeWeights(vector)) {
        let list = lists.get(lexeme);
        if (!list) {
          list = { docs: [], weights: [] };
          lists.set(lexeme, list);
        }
        list.docs.push(n);
        list.weights.push(weight);
      }
    };
    const readItems = this.readInBatches<{ id: string; status: string; owner_id: string | null; v: string }>(
      generation,
      (after) => sql`select id, status, owner_id, search::text as v from knowledge_items
        where id > ${after} order by id limit ${BUILD_BATCH}`,
      (r) => add({ id: r.id, type: "item", status: r.status, ownerId: r.owner_id }, r.v),
    );
    if (!(await readItems)) return;
    const readFiles = this.readInBatches<{ id: string; v: string }>(
      generation,
      (after) => sql`select id, search::text as v from knowledge_nodes
        where type = 'file' and id > ${after} order by id limit ${BUILD_BATCH}`,
      (r) => add({ id: r.id, type: "file", status: null, ownerId: null }, r.v),
    );
    if (!(await readFiles)) return;
    const postings = new Map<string, Postings>();
    for (const [lexeme, list] of lists) {
      postings.set(lexeme, { docs: Int32Array.from(list.docs), weights: Float64Array.from(list.weights) });
    }
    this.built = { generation, index: { documents, postings, lexemes: [...postings.keys()].sort() } };
  }

  /**
   * Reads a table a batch at a time in the order of its ids (other requests run between batches);
   * false when a change arrives meanwhile, which makes what is being built stale.
   */
  private async readInBatches<R extends { id: string }>(
    generation: number,
    batch: (after: string) => SQL,
    each: (row: R) => void,
  ): Promise<boolean> {
    for (let after = ""; generation === this.generation; ) {
      const rows = (await this.db.execute(batch(after))).rows as R[];
      rows.forEach(each);
      if (rows.length < BUILD_BATCH) return generation === this.generation;
      after = rows[rows.length - 1].id;
    }
    return false;
  }

  /**
   * The query of these words (from `searchTerms`), stemmed by the database's own French and English
   * configurations, once per word.
   */
  async query(terms: string[]): Promise<IndexQuery | null> {
    const unknown = terms.filter((t) => !this.stems.has(t));
    if (unknown.length > 0) {
      const rows = await this.db.execute<{ t: string; fr: string; en: string }>(sql`
        select t, to_tsvector('fr_unaccent', t)::text as fr, to_tsvector('en_unaccent', t)::text as en
        from (values ${sql.join(
          unknown.map((t) => sql`(${t})`),
          sql`, `,
        )}) as w(t)`);
      if (this.stems.size + rows.rows.length > STEM_CACHE_SIZE) this.stems.clear();
      for (const r of rows.rows) {
        const lexemes = (vector: string) => [...tsvectorEntries(vector)].map(([lexeme]) => lexeme);
        this.stems.set(r.t, { fr: lexemes(r.fr), en: lexemes(r.en) });
      }
    }
    return queryOf(terms, (t) => this.stems.get(t) ?? { fr: [], en: [] });
  }
}

/**
 * The bilingual query of `full-text.ts`: in each language, every word's stem (a stop word is left
 * out), the last word, still being typed, also as the prefix of an indexed word when it has at least
 * three letters. Null when the index cannot rank it as the database does.
 */
function queryOf(
  terms: string[],
  stemsOf: (term: string) => { fr: string[]; en: string[] },
): IndexQuery | null {
  const branches: Item[][][] = [];
  for (const lang of ["fr", "en"] as const) {
    const words: Item[][] = [];
    terms.forEach((term, i) => {
      const alternatives: Item[] = stemsOf(term)[lang].map((lexeme) => ({ lexeme, prefix: false }));
      if (i === terms.length - 1 && term.length >= 3) alternatives.push({ lexeme: term, prefix: true });
      if (alternatives.length > 0) words.push(alternatives);
    });
    branches.push(words);
  }
  // A query read in one language only, with several words, is an "and" at its root, which ts_rank
  // weighs by how close the words stand: left to the database.
  if (branches.filter((words) => words.length > 0).length === 1 && branches.some((w) => w.length > 1)) {
    return null;
  }
  // ts_rank counts each distinct word of the query once, prefix or not: of a stem and a prefix
  // written alike, the one written last (PostgreSQL sorts the query's words, equal ones keeping
  // their order, and keeps the first of the query's items, which it stores last word first).
  const items = new Map<string, Item>();
  for (const item of branches.flat(2)) items.set(item.lexeme, item);
  return { branches, items: [...items.values()] };
}

/**
 * A tsvector's text form (`'lexeme':1A,4C …`) read as each lexeme's weight in ts_rank's sum over a
 * query's words (calc_rank_or): Σ wᵢ/i² over its positions, with the heaviest place counted in full.
 */
export function lexemeWeights(vector: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [lexeme, positions] of tsvectorEntries(vector)) {
    let sum = 0;
    let max = -1;
    let at = 0;
    positions.forEach((p, j) => {
      const place = p.at(-1);
      const w = place === "A" || place === "B" || place === "C" ? PLACE_WEIGHTS[place] : PLACE_WEIGHTS.D;
      sum += w / ((j + 1) * (j + 1));
      if (w > max) {
        max = w;
        at = j;
      }
    });
    out.set(lexeme, (max + sum - max / ((at + 1) * (at + 1))) / PI2_6);
  }
  return out;
}

/** Lexemes of the index matched by an item: itself, or every one it begins when it is a prefix. */
function lexemesOf(index: Built, item: Item): string[] {
  if (!item.prefix) return index.postings.has(item.lexeme) ? [item.lexeme] : [];
  const out: string[] = [];
  let lo = 0;
  let hi = index.lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.lexemes[mid] < item.lexeme) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < index.lexemes.length && index.lexemes[i].startsWith(item.lexeme); i++) {
    out.push(index.lexemes[i]);
  }
  return out;
}

/** Whether an actor reads a document: `readableItemsAs`'s rule (the database checks it again). */
function readableBy(actor: PolicyActor): (d: Document) => boolean {
  const scope = readScope(actor);
  if (scope === "all") return () => true;
  if (scope === "published") return (d) => d.type === "file" || d.status === "validated";
  return (d) => d.type === "file" || d.status !== "draft" || d.ownerId === actor.id;
}

/**
 * The first `limit` documents the actor may read that match the query, best first (equal ranks by
 * id), ranked as `ts_rank(search, query, 32)` ranks them, files at 0.9 of it.
 */
export function rankInIndex(index: Built, query: IndexQuery, actor: PolicyActor, limit: number): IndexHit[] {
  const n = index.documents.length;
  const matched = new Uint8Array(n);
  for (const words of query.branches) {
    if (words.length === 0) continue;
    // Documents holding every word of this language's reading.
    const count = new Uint16Array(n);
    words.forEach((alternatives, w) => {
      for (const item of alternatives) {
        for (const lexeme of lexemesOf(index, item)) {
          for (const d of index.postings.get(lexeme)!.docs) if (count[d] === w) count[d] = w + 1;
        }
      }
    });
    for (let d = 0; d < n; d++) if (count[d] === words.length) matched[d] = 1;
  }
  const score = new Float64Array(n);
  for (const item of query.items) {
    for (const lexeme of lexemesOf(index, item)) {
      const p = index.postings.get(lexeme)!;
      for (let i = 0; i < p.docs.length; i++) if (matched[p.docs[i]]) score[p.docs[i]] += p.weights[i];
    }
  }
  const readable = readableBy(actor);
  const hits: IndexHit[] = [];
  const size = query.items.length || 1;
  for (let d = 0; d < n; d++) {
    const doc = index.documents[d];
    if (!matched[d] || !readable(doc)) continue;
    const raw = score[d] / size;
    const rank = raw / (raw + 1);
    hits.push({ id: doc.id, type: doc.type, rank: doc.type === "file" ? rank * 0.9 : rank });
  }
  hits.sort((a, b) => b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return hits.slice(0, limit);
}
