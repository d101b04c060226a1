import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { marketplaceItems } from "../../db/schema/marketplace";

/**
 * What other modules may read of the external marketplace (it owns its items; see
 * docs/architecture.md, Module boundaries).
 */

/** Both languages of these items' names (English null for a partner's submission). */
export function marketplaceItemNames(db: Db, ids: string[]) {
  return db
    .select({ id: marketplaceItems.id, name: marketplaceItems.name, nameEn: marketplaceItems.nameEn })
    .from(marketplaceItems)
    .where(inArray(marketplaceItems.id, ids));
}
