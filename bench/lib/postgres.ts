import * as ops from "../../ops/lib/postgres";

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
