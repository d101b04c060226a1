import {
  decodeCursor,
  encodeCursor,
  type KindPage,
  type KindSearch,
  SEARCH_MAX_OFFSET,
  type SearchActor,
  type SearchGroup,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
} from "../../../shared/contracts/search";
import type { Db, DbKind } from "../../db/client";
import { searchTerms } from "../../db/full-text";
import { searchDeliverables } from "../deliverables/search";
import { searchInternal } from "../internal-marketplace/search";
import { searchTasks } from "../kanban/search";
import { searchDocuments, searchKnowledgeItems } from "../knowledge/search";
import { searchMarketplace } from "../marketplace/search";
import { searchServices } from "../services/search";
import { searchTraining } from "../training/search";
import { inOneStatement } from "./sql";

/** Each kind is searched by its own feature, which applies the access rules of its own lists. */
const searchers: Record<SearchKind, (db: Db, actor: SearchActor, s: KindSearch) => Promise<KindPage>> = {
  service: (db, _actor, s) => searchServices(db, s),
  knowledge: searchKnowledgeItems,
  document: (db, _actor, s) => searchDocuments(db, s),
  deliverable: searchDeliverables,
  task: searchTasks,
  marketplace: (db, _actor, s) => searchMarketplace(db, s),
  internal: (db, _actor, s) => searchInternal(db, s),
  training: (db, _actor, s) => searchTraining(db, s),
};

/**
 * One search across the app, grouped by kind (in the order asked). With a cursor, only the kind it
 * names is searched, from where its previous page ended.
 */
export async function search(
  db: Db,
  dbKind: DbKind,
  actor: SearchActor,
  q: SearchQuery & { lang: "fr" | "en" },
): Promise<SearchResponse> {
  const terms = searchTerms(q.q);
  const at = q.cursor ? decodeCursor(q.cursor) : null;
  const kinds = at ? [at.kind] : q.kinds;
  if (terms.length === 0)
    return { terms, groups: kinds.map((kind) => ({ kind, items: [], nextCursor: null })) };
  const offset = at?.offset ?? 0;
  const s: KindSearch = { terms, lang: q.lang, limit: Math.min(q.limit, SEARCH_MAX_OFFSET - offset), offset };
  const searchKind = (on: Db, kind: SearchKind): Promise<KindPage> =>
    s.limit > 0 ? searchers[kind](on, actor, s) : Promise.resolve({ items: [], more: false });
  // On PostgreSQL the kinds are searched at once on several connections; the embedded database has
  // one, so there they are sent as one statement.
  const pages =
    dbKind === "postgres"
      ? await Promise.all(kinds.map((kind) => searchKind(db, kind)))
      : await inOneStatement(db, (collector) => kinds.map((kind) => searchKind(collector, kind)));
  const groups: SearchGroup[] = kinds.map((kind, i) => ({
    kind,
    items: pages[i].items,
    nextCursor: pages[i].more ? encodeCursor(kind, offset + pages[i].items.length) : null,
  }));
  return { terms, groups };
}
