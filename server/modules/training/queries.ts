import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trainingModules } from "../../db/schema/training";

/**
 * What other modules may read of training (it owns the modules, the progress and the certificates;
 * see docs/architecture.md, Module boundaries).
 */

/** Both languages of these modules' titles. */
export function moduleTitles(db: Db, ids: string[]) {
  return db
    .select({ id: trainingModules.id, title: trainingModules.title, titleEn: trainingModules.titleEn })
    .from(trainingModules)
    .where(inArray(trainingModules.id, ids));
}

/** Track and title of these modules. */
export function moduleTracks(db: Db, ids: string[]) {
  return db
    .select({ id: trainingModules.id, track: trainingModules.track, title: trainingModules.title })
    .from(trainingModules)
    .where(inArray(trainingModules.id, ids));
}
