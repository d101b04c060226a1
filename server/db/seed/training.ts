import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { trainingModules } from "../schema/training";
import { trainingModules as moduleSeed } from "./content/training-modules";

export async function seedTraining(db: Db) {
  await db
    .insert(trainingModules)
    .values(moduleSeed)
    .onConflictDoUpdate({
      target: trainingModules.id,
      set: {
        track: sql`excluded.track`,
        order: sql`excluded."order"`,
        title: sql`excluded.title`,
        titleEn: sql`excluded.title_en`,
        description: sql`excluded.description`,
        descriptionEn: sql`excluded.description_en`,
        duration: sql`excluded.duration`,
        moduleCount: sql`excluded.module_count`,
        points: sql`excluded.points`,
        status: sql`excluded.status`,
      },
    });
}
