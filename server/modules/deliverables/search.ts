import { sql } from "drizzle-orm";
import type { KindPage, KindSearch, SearchActor } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { SEARCH_CANDIDATES, searchByTitle, searchVector } from "../search/sql";

const vector = searchVector(sql`d.name`, sql`null`, sql`null`, sql`null`, sql`null`);

/** The actor's own deliverables, as their list shows them (nobody sees another's). */
export function searchDeliverables(db: Db, actor: SearchActor, s: KindSearch): Promise<KindPage> {
  const en = s.lang === "en";
  return searchByTitle<{ id: string; title: string; detail: string }>(db, s, {
    rows: (query) => sql`
      with c as (
        select d.id from deliverables d where d.user_id::text = ${actor.id} and ${vector} @@ ${query}
        limit ${SEARCH_CANDIDATES}
      )
      select d.id, d.name as title, ${en ? sql`t.name_en` : sql`t.name`} as detail
      from c join deliverables d on d.id = c.id join deliverable_templates t on t.id = d.template_id
      order by d.updated_at desc, d.id`,
    titles: (r) => [r.title],
    hit: (r) => ({
      id: r.id,
      kind: "deliverable",
      title: r.title,
      detail: r.detail,
      link: `/deliverables?deliverable=${encodeURIComponent(r.id)}`,
    }),
  });
}
