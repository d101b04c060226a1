import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { qualityScores } from "../../db/schema/deliverables";

/**
 * What other modules may read of quality scores (quality owns `quality_scores`, declared beside the
 * deliverables it scores; see docs/architecture.md, Module boundaries).
 */

/**
 * The latest score of a deliverable (null when never scored), as a SQL fragment for the caller's
 * own statement, so a list of deliverables with their scores stays one query.
 */
export const latestScoreOf = (deliverableId: PgColumn | SQL): SQL<number | null> => sql<number | null>`(
  select q.score from ${qualityScores} q
  where q.deliverable_id = ${deliverableId}
  order by q.created_at desc
  limit 1
)`;
