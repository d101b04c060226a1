import * as ops from "../../ops/lib/postgres";
import type { Skipped } from "./types";

export type { FreshDatabase } from "../../ops/lib/postgres";

/** The server the PostgreSQL pass runs on; BENCH_POSTGRES_URL overrides the CI default. */
export const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Null when PostgreSQL answers, else why not. */
export const postgresUnreachable = () => ops.postgresUnreachable(postgresAdminUrl);

/** Creates an empty database for one run; `drop` removes it even with connections left open. */
export const createFreshDatabase = () => ops.createFreshDatabase("praxis_bench", postgresAdminUrl);

/** Runs one statement on a database, with one short-lived connection. */
export async function query(url: string, sql: string, params: unknown[] = []) {
  return ops.withClient(url, (c) => c.query(sql, params));
}

/**
 * The database of one run: nothing to make for PGlite (the server makes its own), a fresh database
 * on PostgreSQL, or the reason PostgreSQL cannot run (the run is then skipped).
 */
export async function freshDatabaseFor(
  db: "pglite" | "postgres",
  log: (line: string) => void,
): Promise<{ fresh?: ops.FreshDatabase; skipped?: Skipped }> {
  if (db === "pglite") return {};
  const why = await postgresUnreachable();
  if (why)
    return { skipped: { variant: db, skipped: `PostgreSQL at ${postgresAdminUrl} is unreachable (${why})` } };
  const fresh = await createFreshDatabase();
  log(`created database ${fresh.name}`);
  return { fresh };
}
