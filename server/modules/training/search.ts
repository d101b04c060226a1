import { sql } from "drizzle-orm";
import type { KindPage, KindSearch } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { oneLine, SEARCH_CANDIDATES, searchByTitle, searchVector } from "../search/sql";

const vector = searchVector(
  sql`m.title`,
  sql`m.title_en`,
  sql`m.description`,
  sql`m.description_en`,
  sql`null`,
);

/** Training modules (the whole catalogue, as the training page lists it). */
export function searchTraining(db: Db, s: KindSearch): Promise<KindPage> {
  const en = s.lang === "en";
  return searchByTitle<{ id: string; title: string; detail: string; titleFr: string; titleEn: string }>(
    db,
    s,
    {
      rows: (query) => sql`
      with c as (select m.id from training_modules m where ${vector} @@ ${query} limit ${SEARCH_CANDIDATES})
      select m.id, ${en ? sql`m.title_en` : sql`m.title`} as title,
        ${en ? sql`m.description_en` : sql`m.description`} as detail, m.title as "titleFr", m.title_en as "titleEn"
      from c join training_modules m on m.id = c.id
      order by m.track, m."order", m.id`,
      titles: (r) => [r.titleFr, r.titleEn],
      hit: (r) => ({
        id: r.id,
        kind: "training",
        title: r.title,
        detail: oneLine(r.detail),
        link: `/training?module=${encodeURIComponent(r.id)}`,
      }),
    },
  );
}
