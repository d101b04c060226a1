import { sql } from "drizzle-orm";
import type { KindPage, KindSearch } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import {
  oneLine,
  rankedByTitle,
  SEARCH_CANDIDATES,
  searchTsQuery,
  searchVector,
  throughTextIndex,
} from "../search/sql";

const vector = searchVector(
  sql`i.name`,
  sql`null`,
  sql`i.description`,
  sql`null`,
  sql`praxis_join_tags(i.tags)`,
);

/** Listed partner solutions: approved ones only, as the explorer shows (submissions stay out). */
export async function searchMarketplace(db: Db, s: KindSearch): Promise<KindPage> {
  const query = searchTsQuery(s.terms);
  const result = await throughTextIndex(db, (tx) =>
    tx.execute<{ id: string; title: string; detail: string }>(sql`
    with c as (
      select i.id from marketplace_items i where (i.status = 'approved') is true and ${vector} @@ ${query}
      limit ${SEARCH_CANDIDATES}
    )
    select i.id, i.name as title, i.description as detail
    from c join marketplace_items i on i.id = c.id
    order by i.downloads desc, i.id`),
  );
  return rankedByTitle(
    result.rows,
    s,
    (r) => [r.title],
    (r) => ({
      id: r.id,
      kind: "marketplace",
      title: r.title,
      detail: oneLine(r.detail),
      link: `/marketplace?item=${encodeURIComponent(r.id)}`,
    }),
  );
}
