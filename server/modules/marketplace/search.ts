import { sql } from "drizzle-orm";
import type { KindPage, KindSearch } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { oneLine, SEARCH_CANDIDATES, searchByTitle, searchVector } from "../search/sql";

const vector = searchVector(
  sql`i.name`,
  sql`i.name_en`,
  sql`i.description`,
  sql`i.description_en`,
  sql`praxis_join_tags(i.tags)`,
);

/** Listed partner solutions: approved ones only, as the explorer shows (submissions stay out). */
export function searchMarketplace(db: Db, s: KindSearch): Promise<KindPage> {
  const en = s.lang === "en";
  return searchByTitle<{ id: string; title: string; detail: string; nameFr: string; nameEn: string | null }>(
    db,
    s,
    {
      rows: (query) => sql`
      with c as (
        select i.id from marketplace_items i where (i.status = 'approved') is true and ${vector} @@ ${query}
        limit ${SEARCH_CANDIDATES}
      )
      select i.id, ${en ? sql`coalesce(i.name_en, i.name)` : sql`i.name`} as title,
        ${en ? sql`coalesce(i.description_en, i.description)` : sql`i.description`} as detail, i.name as "nameFr",
        i.name_en as "nameEn"
      from c join marketplace_items i on i.id = c.id
      order by i.downloads desc, i.id`,
      titles: (r) => [r.nameFr, r.nameEn],
      hit: (r) => ({
        id: r.id,
        kind: "marketplace",
        title: r.title,
        detail: oneLine(r.detail),
        link: `/marketplace?item=${encodeURIComponent(r.id)}`,
      }),
    },
  );
}
