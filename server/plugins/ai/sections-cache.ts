import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tsvectorEntries } from "../../db/full-text";

/** A section as retrieval reads it: its text, where it comes from, and its stemmed words. */
export type CachedSection = {
  id: string;
  itemId: string | null;
  nodeId: string | null;
  lang: "fr" | "en";
  position: number;
  heading: string;
  text: string;
  /** The article's or file's title in the section's language. */
  title: string;
  category: string;
  kind: "article" | "documentation" | "file";
  /** Lexeme → how often it occurs, and whether in the heading path (which starts with the title). */
  lexemes: Map<string, Occurrence>;
  /** The lexemes of the section's own heading (the last part of its path; none for the opening section). */
  ownHeading: Set<string>;
  /** The lexemes of the article's or file's title. */
  titleLexemes: Set<string>;
  /** Whether the text holds a list of at least two items (steps, conditions, documents…). */
  hasList: boolean;
  length: number;
};

export type Occurrence = { tf: number; heading: boolean };

export type SectionIndex = {
  sections: CachedSection[];
  averageLength: number;
  /**
   * By a concept's alternatives, counted once per index: how many sections hold it, and in how many
   * it is more than a passing word (in the heading path, or at least twice).
   */
  frequencies: Map<string, { sections: number; salient: number }>;
};

/**
 * Sections are read from the database once and kept: rebuilt at once on this instance when
 * articles or files change (`invalidateSectionCache`), and at most `TTL_MS` later on the others.
 */
const TTL_MS = 30_000;
// One per database (tests open several in one process).
const cache = new WeakMap<Db, { at: number; generation: number; index: Promise<SectionIndex> }>();
let generation = 0;

/** Forgets what was read: the next question reads the sections again. */
export function invalidateSectionCache() {
  generation++;
}

/** Parses `'lexeme':1A,4C` pairs of a tsvector's text form. */
export function parseTsvector(text: string): Map<string, Occurrence> {
  const out = new Map<string, Occurrence>();
  for (const [lexeme, positions] of tsvectorEntries(text)) {
    out.set(lexeme, {
      tf: positions.length,
      heading: positions.some((p) => p.endsWith("A")),
    });
  }
  return out;
}

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+\S/gm;

type Row = {
  id: string;
  item_id: string | null;
  node_id: string | null;
  lang: "fr" | "en";
  position: number;
  heading: string;
  text: string;
  lexemes: string;
  own: string;
  title_lexemes: string;
  title: string;
  category: string;
  kind: string | null;
};

async function load(db: Db): Promise<SectionIndex> {
  const result = await db.execute<Row>(sql`
    select x.*,
      to_tsvector(x.config, case when strpos(x.heading, ' › ') > 0
        then substr(x.heading, strpos(x.heading, ' › ') + 3) else '' end)::text as own,
      to_tsvector(x.config, split_part(x.heading, ' › ', 1))::text as title_lexemes
    from (
      select s.id, s.item_id, s.node_id, s.lang, s.position, s.heading, s.text, s.search::text as lexemes,
        (case when s.lang = 'en' then 'en_unaccent' else 'fr_unaccent' end)::regconfig as config,
        coalesce(case when s.lang = 'en' then coalesce(k.title_en, k.title) else k.title end, n.name) as title,
        coalesce(k.category, n.category) as category, k.kind
      from knowledge_sections s
      left join knowledge_items k on k.id = s.item_id
      left join knowledge_nodes n on n.id = s.node_id
      where (s.item_id is null or k.status <> 'draft')
    ) x
    order by x.item_id, x.node_id, x.lang, x.position`);
  const sections = result.rows.map((r) => {
    const lexemes = parseTsvector(r.lexemes);
    let length = 0;
    for (const v of lexemes.values()) length += v.tf;
    return {
      id: r.id,
      itemId: r.item_id,
      nodeId: r.node_id,
      lang: r.lang,
      position: Number(r.position),
      heading: r.heading,
      text: r.text,
      title: r.title,
      category: r.category,
      kind: (r.node_id
        ? "file"
        : r.kind === "documentation"
          ? "documentation"
          : "article") as CachedSection["kind"],
      lexemes,
      ownHeading: new Set(parseTsvector(r.own).keys()),
      titleLexemes: new Set(parseTsvector(r.title_lexemes).keys()),
      hasList: (r.text.match(LIST_ITEM)?.length ?? 0) >= 2,
      length,
    };
  });
  const averageLength = sections.reduce((sum, s) => sum + s.length, 0) / Math.max(1, sections.length);
  return { sections, averageLength, frequencies: new Map() };
}

export function sectionIndex(db: Db): Promise<SectionIndex> {
  const entry = cache.get(db);
  if (entry && Date.now() - entry.at <= TTL_MS && entry.generation === generation) return entry.index;
  const index = load(db);
  cache.set(db, { at: Date.now(), index, generation });
  // A failed read is not kept.
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}
