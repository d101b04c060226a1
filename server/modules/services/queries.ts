import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { services } from "../../db/schema/services";

/**
 * What other modules may read of services (it owns the catalogue; see docs/architecture.md,
 * Module boundaries).
 */

/** Both languages of these services' names. */
export function serviceNames(db: Db, ids: string[]) {
  return db
    .select({ id: services.id, name: services.name, nameEn: services.nameEn })
    .from(services)
    .where(inArray(services.id, ids));
}
