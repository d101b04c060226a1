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
 * Every `TTL_MS`, a fingerprint of what the index is read from (a few milliseconds) tells whether
 * anything changed; the index, and what is computed from it (the log placed by section, the
 * frequencies), is read again only then.
 */
const TTL_MS = 30_000;
type Entry = { at: number; generation: number; fingerprint: Promise<string>; index: Promise<SectionIndex> };
// One per database (tests open several in one process).
const cache = new WeakMap<Db, Entry>();
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
  await splitJoinedWords(db, sections);
  const averageLength = sections.reduce((sum, s) => sum + s.length, 0) / Math.max(1, sections.length);
  return { sections, averageLength, frequencies: new Map() };
}

/** Each phrase's lexemes as the French and the English text search stem it, in one statement. */
export async function stemInBothLanguages(
  db: Db,
  phrases: string[],
): Promise<Map<string, Record<"fr" | "en", string[]>>> {
  const result = await db.execute<{ phrase: string; fr: string; en: string }>(sql`
    select p as phrase, to_tsvector('fr_unaccent', p)::text as fr, to_tsvector('en_unaccent', p)::text as en
    from unnest(ARRAY[${sql.join(
      phrases.map((p) => sql`${p}`),
      sql`, `,
    )}]::text[]) as p`);
  const stems = new Map<string, Record<"fr" | "en", string[]>>();
  for (const r of result.rows)
    stems.set(r.phrase, { fr: [...parseTsvector(r.fr).keys()], en: [...parseTsvector(r.en).keys()] });
  return stems;
}

/** Words joined by a slash, that the parser reads as one path ("aml/cft", "lcb/ft", "achat/revente"). */
const JOINED = /^[a-z]{2,}(?:\/[a-z]{2,})+$/;

/**
 * Each word of a slash-joined pair is a word of the section too: "AML/CFT" speaks of AML, and a
 * question asking about AML finds it. The parts are stemmed as the section's language stems them and
 * count where and as often as the pair.
 */
async function splitJoinedWords(db: Db, sections: CachedSection[]) {
  const parts = new Set<string>();
  for (const section of sections)
    for (const lexeme of section.lexemes.keys())
      if (JOINED.test(lexeme)) for (const p of lexeme.split("/")) parts.add(p);
  if (parts.size === 0) return;
  const stems = await stemInBothLanguages(db, [...parts]);
  const stemsOf = (lexeme: string, lang: "fr" | "en") =>
    lexeme.split("/").flatMap((part) => stems.get(part)?.[lang] ?? []);
  for (const section of sections) {
    for (const [lexeme, occurrence] of [...section.lexemes]) {
      if (!JOINED.test(lexeme)) continue;
      for (const stem of stemsOf(lexeme, section.lang)) {
        const known = section.lexemes.get(stem);
        section.lexemes.set(stem, {
          tf: (known?.tf ?? 0) + occurrence.tf,
          heading: (known?.heading ?? false) || occurrence.heading,
        });
      }
    }
    for (const set of [section.ownHeading, section.titleLexemes])
      for (const lexeme of [...set])
        if (JOINED.test(lexeme)) for (const stem of stemsOf(lexeme, section.lang)) set.add(stem);
  }
}

/**
 * What the index is read from, as one hash: every section's text and place, and the title,
 * category, kind and status of its article or file. Read before the sections, so that a change made
 * while they are read shows at the next check.
 */
async function fingerprint(db: Db): Promise<string> {
  const result = await db.execute<{ fingerprint: string | null }>(sql`
    select md5(string_agg(concat_ws('|', s.id, s.lang, s.position, md5(s.heading), md5(s.text),
        k.title, k.title_en, k.category, k.kind, k.status, n.name, n.category), ',' order by s.id)) as fingerprint
    from knowledge_sections s
    left join knowledge_items k on k.id = s.item_id
    left join knowledge_nodes n on n.id = s.node_id`);
  return result.rows[0]?.fingerprint ?? "";
}

export function sectionIndex(db: Db): Promise<SectionIndex> {
  const entry = cache.get(db);
  if (entry && entry.generation === generation && Date.now() - entry.at <= TTL_MS) return entry.index;
  const now = fingerprint(db);
  const kept = entry && entry.generation === generation ? entry : undefined;
  const index = now.then(async (current) => {
    const before = kept ? await kept.fingerprint.catch(() => undefined) : undefined;
    return kept && current === before ? kept.index : load(db);
  });
  cache.set(db, { at: Date.now(), generation, fingerprint: now, index });
  // A failed read is not kept.
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}
