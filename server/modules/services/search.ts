import { sql } from "drizzle-orm";
import type { KindPage, KindSearch } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { oneLine, SEARCH_CANDIDATES, searchByTitle, searchVector } from "../search/sql";

const vector = searchVector(
  sql`s.name`,
  sql`s.name_en`,
  sql`s.description`,
  sql`s.description_en`,
  sql`praxis_join_tags(s.tags)`,
);

/** Services of the catalogue (every signed-in user sees them all, as the catalogue does). */
export function searchServices(db: Db, s: KindSearch): Promise<KindPage> {
  const en = s.lang === "en";
  return searchByTitle<{ id: string; title: string; detail: string; nameFr: string; nameEn: string }>(db, s, {
    rows: (query) => sql`
      with c as (select s.id from services s where ${vector} @@ ${query} limit ${SEARCH_CANDIDATES})
      select s.id, ${en ? sql`s.name_en` : sql`s.name`} as title,
        ${en ? sql`s.description_en` : sql`s.description`} as detail, s.name as "nameFr", s.name_en as "nameEn"
      from c join services s on s.id = c.id
      order by s.usage_count desc, s.id`,
    titles: (r) => [r.nameFr, r.nameEn],
    hit: (r) => ({
      id: r.id,
      kind: "service",
      title: r.title,
      detail: oneLine(r.detail),
      link: `/services?service=${encodeURIComponent(r.id)}`,
    }),
  });
}
