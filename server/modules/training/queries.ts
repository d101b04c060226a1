import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trainingModules } from "../../db/schema/training";

/**
 * What other modules may read of training (it owns the modules, the progress and the certificates;
 * see docs/architecture.md, Module boundaries).
 */

/** Track and title of these modules. */
export function moduleTracks(db: Db, ids: string[]) {
  return db
    .select({ id: trainingModules.id, track: trainingModules.track, title: trainingModules.title })
    .from(trainingModules)
    .where(inArray(trainingModules.id, ids));
}
