import pg from "pg";

/** The PostgreSQL server of the PostgreSQL checks (as in `.ci/run`); OPS_POSTGRES_URL overrides it. */
export const postgresAdminUrl = process.env.OPS_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Null when PostgreSQL answers, else why not. */
export async function postgresUnreachable(adminUrl = postgresAdminUrl): Promise<string | null> {
  try {
    await withClient(adminUrl, (c) => c.query("select 1"));
    return null;
  } catch (err) {
    return (err as Error).message || String(err);
  }
}

/**
 * Whether the PostgreSQL checks of this file run: they are skipped with a message when the server
 * is unreachable, except under CI (CI=true), where that is a failure.
 */
export async function requirePostgres(what: string): Promise<boolean> {
  const why = await postgresUnreachable();
  if (!why) return true;
  if (process.env.CI === "true") throw new Error(`PostgreSQL is unreachable (${why}): ${what} cannot run`);
  console.warn(`PostgreSQL is unreachable (${why}): skipping ${what}`);
  return false;
}

export type FreshDatabase = {
  url: string;
  name: string;
  host: string;
  port: number;
  drop: () => Promise<void>;
};

let counter = 0;

/**
 * Creates an empty database (named `<prefix>_…`) on the server of `adminUrl`; `drop` removes it
 * even with connections left open.
 */
export async function createFreshDatabase(
  prefix = "praxis_ops",
  adminUrl = postgresAdminUrl,
): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${counter++}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    host: url.hostname,
    port: Number(url.port || 5432),
    drop: () =>
      withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** The same database reached through another host and port (a TCP proxy in front of it). */
export function through(url: string, host: string, port: number) {
  const u = new URL(url);
  u.hostname = host;
  u.port = String(port);
  return u.toString();
}
