import { sql } from "drizzle-orm";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { plain } from "../../db/full-text";
import type { Passage } from "./engine";

const STOPWORDS = new Set(
  (
    "le la les un une des du de d l et est sont pour dans avec sur que qui quoi comment quel quelle quels quelles " +
    "pourquoi ou où je j nous vous il elle ce cette ces mon ma mes son sa ses au aux pas ne se faire fait peut " +
    "peux doit dois on y a en qu c s est-ce quand combien faut-il faut the a an and is are for in with on that " +
    "which what how why where when who do does can should i we you it this these my your of to from by be at as " +
    "alfa"
  ).split(" "),
);

/** Lower case, accents removed. */
export const normalize = plain;

/** The content words of a question, accents removed, for the OR query and for coverage. */
export function queryTerms(question: string): string[] {
  const words = normalize(question).match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((w) => w.length > 1 && !STOPWORDS.has(w)))].slice(0, 24);
}

/** How many distinct query terms a text contains (prefix match stands in for stemming). */
export function matchedTerms(terms: string[], text: string): number {
  const words = new Set(normalize(text).match(/[a-z0-9]+/g) ?? []);
  const stems = [...words].map((w) => w.slice(0, 5));
  return terms.filter((t) => words.has(t) || stems.includes(t.slice(0, 5))).length;
}

export type RetrievalScope = "alfa" | "expert" | "all";

type Row = { id: string; title: string; text: string; link_kind: string; category: string; rank: number };

/**
 * Full-text retrieval over knowledge items and file texts: French and English stemming, accent
 * insensitive, best first. Passages that share too few words with the question are dropped, so the
 * caller can say plainly that nothing was found.
 */
export async function retrieve(
  db: Db,
  question: string,
  opts: { language: Language; scope: RetrievalScope; limit?: number },
): Promise<Passage[]> {
  const terms = queryTerms(question);
  if (terms.length === 0) return [];
  const limit = opts.limit ?? 4;
  const orQuery = terms.join(" | ");
  const en = opts.language === "en";
  const scopeFilter =
    opts.scope === "alfa"
      ? sql`and (kind = 'documentation' or category = 'Progiciels & Solutions')`
      : opts.scope === "expert"
        ? sql`and category = 'Réglementation'`
        : sql``;
  const nodeFilter = opts.scope === "expert" ? sql`and false` : sql``;
  const result = await db.execute<Row>(sql`
    with q as (
      select to_tsquery('fr_unaccent', ${orQuery}) || to_tsquery('en_unaccent', ${orQuery}) as query
    )
    select * from (
      select k.id, ${en ? sql`coalesce(k.title_en, k.title)` : sql`k.title`} as title,
        ${en ? sql`coalesce(k.content_en, k.content)` : sql`k.description || E'\n\n' || k.content`} as text,
        'item' as link_kind, k.category,
        ts_rank_cd(k.search, q.query, 32) * (case when k.kind = 'documentation' then 1.2 else 1 end) as rank
      from knowledge_items k, q
      where k.search @@ q.query and k.status <> 'draft' ${scopeFilter}
      union all
      select n.id, n.name as title, n.content as text, 'file' as link_kind, n.category,
        ts_rank_cd(n.search, q.query, 32) * 0.9 as rank
      from knowledge_nodes n, q
      where n.type = 'file' and n.search @@ q.query ${nodeFilter}
    ) hits
    order by rank desc
    limit ${limit * 3}
  `);
  const minMatched = terms.length <= 2 ? 1 : 2;
  return result.rows
    .map((r) => ({
      id: r.id,
      title: r.title,
      text: r.text,
      link:
        r.link_kind === "item"
          ? `/knowledge?item=${encodeURIComponent(r.id)}`
          : `/knowledge?category=${encodeURIComponent(r.category)}&file=${encodeURIComponent(r.id)}`,
      rank: Number(r.rank),
      matched: matchedTerms(terms, `${r.title} ${r.text}`),
    }))
    .filter((p) => p.matched >= minMatched)
    .sort((a, b) => b.matched * 0.1 + b.rank - (a.matched * 0.1 + a.rank))
    .slice(0, limit);
}
