import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant: instances that start together take turns, so migrations run once.
const MIGRATION_LOCK = 724_113;

/** Applies the committed drizzle-kit migrations, holding an advisory lock on one connection. */
export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
