import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { trainingModules } from "../schema/training";
import { trainingModules as moduleSeed } from "./content/training-modules";
import { refreshed } from "./upsert";

export async function seedTraining(db: Db) {
  await db
    .insert(trainingModules)
    .values(moduleSeed)
    .onConflictDoUpdate({
      target: trainingModules.id,
      set: {
        ...refreshed(trainingModules, [
          "track",
          "title",
          "titleEn",
          "description",
          "descriptionEn",
          "duration",
          "moduleCount",
          "points",
          "status",
        ]),
        order: sql`excluded."order"`,
      },
    });
}
