import { sql } from "drizzle-orm";
import type { KindPage, KindSearch, SearchActor } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import {
  rankedByTitle,
  SEARCH_CANDIDATES,
  searchTsQuery,
  searchVector,
  throughTextIndex,
} from "../search/sql";

const vector = searchVector(sql`d.name`, sql`null`, sql`null`, sql`null`, sql`null`);

/** The actor's own deliverables, as their list shows them (nobody sees another's). */
export async function searchDeliverables(db: Db, actor: SearchActor, s: KindSearch): Promise<KindPage> {
  const query = searchTsQuery(s.terms);
  const en = s.lang === "en";
  const result = await throughTextIndex(db, (tx) =>
    tx.execute<{ id: string; title: string; detail: string }>(sql`
    with c as (
      select d.id from deliverables d where d.user_id::text = ${actor.id} and ${vector} @@ ${query}
      limit ${SEARCH_CANDIDATES}
    )
    select d.id, d.name as title, ${en ? sql`t.name_en` : sql`t.name`} as detail
    from c join deliverables d on d.id = c.id join deliverable_templates t on t.id = d.template_id
    order by d.updated_at desc, d.id`),
  );
  return rankedByTitle(
    result.rows,
    s,
    (r) => [r.title],
    (r) => ({
      id: r.id,
      kind: "deliverable",
      title: r.title,
      detail: r.detail,
      link: `/deliverables?deliverable=${encodeURIComponent(r.id)}`,
    }),
  );
}
