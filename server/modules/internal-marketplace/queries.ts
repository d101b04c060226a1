import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { internalItems } from "../../db/schema/internal-marketplace";

/**
 * What other modules may read of the internal marketplace (it owns its items; see
 * docs/architecture.md, Module boundaries).
 */

/** Both languages of these items' names (English null for a colleague's contribution). */
export function internalItemNames(db: Db, ids: string[]) {
  return db
    .select({ id: internalItems.id, name: internalItems.name, nameEn: internalItems.nameEn })
    .from(internalItems)
    .where(inArray(internalItems.id, ids));
}
