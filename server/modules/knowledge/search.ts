import { sql } from "drizzle-orm";
import type { KindPage, KindSearch, SearchActor } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { bilingualQuery } from "../../db/full-text";
import { oneLine, pageClause, passageOf, SEARCH_CANDIDATES, throughTextIndex, toPage } from "../search/sql";
import { readableItemsAs } from "./service";

/**
 * Articles and documentation passages the actor may read (the knowledge list's rule: drafts only
 * for their author and admins, published ones only for demo visitors), in the reader's language.
 */
export async function searchKnowledgeItems(db: Db, actor: SearchActor, s: KindSearch): Promise<KindPage> {
  const query = bilingualQuery(s.terms);
  const en = s.lang === "en";
  const result = await throughTextIndex(db, (tx) =>
    tx.execute<{ id: string; title: string; detail: string }>(sql`
    with c as (
      select k.id from knowledge_items k where k.search @@ ${query} and ${readableItemsAs(actor)}
      limit ${SEARCH_CANDIDATES}
    )
    select k.id,
      ${en ? sql`coalesce(k.title_en, k.title)` : sql`k.title`} as title,
      ${en ? sql`coalesce(k.description_en, k.description)` : sql`k.description`} as detail
    from c join knowledge_items k on k.id = c.id
    order by ts_rank(k.search, ${query}, 32) desc, k.id
    ${pageClause(s)}`),
  );
  return toPage(result.rows, s, (r) => ({
    id: r.id,
    kind: "knowledge",
    title: r.title,
    detail: oneLine(r.detail),
    link: `/knowledge?item=${encodeURIComponent(r.id)}`,
  }));
}

/** How much of a document's text the passage shown under its name is looked for in. */
const PASSAGE_SOURCE_CHARS = 20_000;

/**
 * Files of the knowledge tree (every signed-in user reads them, as the tree shows them), found by
 * their name or by the text extracted from them, with the passage that matched.
 */
export async function searchDocuments(db: Db, s: KindSearch): Promise<KindPage> {
  const query = bilingualQuery(s.terms);
  const result = await throughTextIndex(db, (tx) =>
    tx.execute<{ id: string; title: string; category: string; content: string | null }>(sql`
    with c as (
      select n.id from knowledge_nodes n where n.type = 'file' and n.search @@ ${query}
      limit ${SEARCH_CANDIDATES}
    ),
    page as (
      select n.id, n.name, n.category, ts_rank(n.search, ${query}, 32) as rank
      from c join knowledge_nodes n on n.id = c.id
      order by rank desc, n.id
      ${pageClause(s)}
    )
    select p.id, p.name as title, p.category, left(n.content, ${PASSAGE_SOURCE_CHARS}) as content
    from page p join knowledge_nodes n on n.id = p.id
    order by p.rank desc, p.id`),
  );
  // The passages are built for the page's rows only.
  return toPage(result.rows, s, (r) => ({
    id: r.id,
    kind: "document",
    title: r.title,
    detail: oneLine(passageOf(r.content ?? "", s.terms)),
    link: `/knowledge?category=${encodeURIComponent(r.category)}&file=${encodeURIComponent(r.id)}`,
  }));
}
