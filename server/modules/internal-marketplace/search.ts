import { sql } from "drizzle-orm";
import type { KindPage, KindSearch } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { bilingualQuery } from "../../db/full-text";
import { oneLine, pageClause, SEARCH_CANDIDATES, throughTextIndex, toPage } from "../search/sql";

/** Colleagues' solutions: approved ones only, as the internal marketplace lists them. */
export async function searchInternal(db: Db, s: KindSearch): Promise<KindPage> {
  const query = bilingualQuery(s.terms);
  const en = s.lang === "en";
  const result = await throughTextIndex(db, (tx) =>
    tx.execute<{ id: string; title: string; detail: string }>(sql`
    with c as (
      select i.id from internal_items i where (i.status = 'approved') is true and i.search @@ ${query}
      limit ${SEARCH_CANDIDATES}
    )
    select i.id, ${en ? sql`coalesce(i.name_en, i.name)` : sql`i.name`} as title,
      ${en ? sql`coalesce(i.description_en, i.description)` : sql`i.description`} as detail
    from c join internal_items i on i.id = c.id
    order by ts_rank(i.search, ${query}) desc, i.downloads desc, i.id
    ${pageClause(s)}`),
  );
  return toPage(result.rows, s, (r) => ({
    id: r.id,
    kind: "internal",
    title: r.title,
    detail: oneLine(r.detail),
    link: `/internal-marketplace?item=${encodeURIComponent(r.id)}`,
  }));
}
