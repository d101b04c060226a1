import pg from "pg";

/** The server the PostgreSQL pass runs on; BENCH_POSTGRES_URL overrides the CI default. */
export const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Null when PostgreSQL answers, else why not. */
export async function postgresUnreachable(): Promise<string | null> {
  try {
    await withClient(postgresAdminUrl, (c) => c.query("select 1"));
    return null;
  } catch (err) {
    return (err as Error).message || String(err);
  }
}

export type FreshDatabase = { url: string; name: string; drop: () => Promise<void> };

/** Creates an empty database for one run; `drop` removes it even with connections left open. */
export async function createFreshDatabase(): Promise<FreshDatabase> {
  const name = `praxis_bench_${process.pid}_${Date.now()}`;
  await withClient(postgresAdminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withClient(postgresAdminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

/** Runs one statement on a database, with one short-lived connection. */
export async function query(url: string, sql: string, params: unknown[] = []) {
  return withClient(url, (c) => c.query(sql, params));
}
