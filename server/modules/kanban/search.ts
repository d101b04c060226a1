import { sql } from "drizzle-orm";
import type { KindPage, KindSearch, SearchActor } from "../../../shared/contracts/search";
import type { Db } from "../../db/client";
import { oneLine, SEARCH_CANDIDATES, searchByTitle, searchVector } from "../search/sql";

const vector = searchVector(sql`t.title`, sql`null`, sql`t.description`, sql`null`, sql`null`);

/** Tasks of the boards the actor is a member of (any role), as the boards themselves show them. */
export function searchTasks(db: Db, actor: SearchActor, s: KindSearch): Promise<KindPage> {
  return searchByTitle<{ id: string; title: string; boardId: string; board: string }>(db, s, {
    rows: (query) => sql`
      with c as (
        select t.id from kanban_tasks t
        where t.board_id::text in (select m.board_id::text from kanban_members m where m.user_id = ${actor.id})
          and ${vector} @@ ${query}
        limit ${SEARCH_CANDIDATES}
      )
      select t.id, t.title, t.board_id as "boardId", b.name as board
      from c join kanban_tasks t on t.id = c.id join kanban_boards b on b.id = t.board_id
      order by t.updated_at desc, t.id`,
    titles: (r) => [r.title],
    hit: (r) => ({
      id: r.id,
      kind: "task",
      title: r.title,
      detail: oneLine(r.board),
      link: `/kanban?board=${encodeURIComponent(r.boardId)}&task=${encodeURIComponent(r.id)}`,
    }),
  });
}
