import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The SET of an upsert that refreshes reference data: each named column takes the value the insert
 * proposed (`excluded.<column>`), the columns left out keep what users changed (counts, ratings…).
 */
export function refreshed<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)])) as Record<
    K,
    SQL
  >;
}
