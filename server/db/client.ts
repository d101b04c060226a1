import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { drizzle, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";

/** The database or a transaction: services take either, so callers choose the transaction. */
export type Db = PgDatabase<NodePgQueryResultHKT>;
export type DbKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: DbKind;
  close: () => Promise<void>;
};

// Keep timestamps as JS Dates and bigint counts as numbers where they fit.
pg.types.setTypeParser(20, (v) => Number(v));

function wrap(pool: pg.Pool, kind: DbKind, stop: () => Promise<void>): Database {
  // An idle client that errors (server restarted) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // The pool listens only to idle clients: one checked out (a transaction) whose connection drops
  // emits "error" with no listener, which would crash the process. Its queries fail on their own
  // (503 through the error handler) and the pool discards it on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return {
    db: drizzle(pool),
    pool,
    kind,
    close: async () => {
      await pool.end();
      await stop();
    },
  };
}

/** A pool on a PostgreSQL server. */
export function connectPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  return wrap(pool, "postgres", async () => {});
}

/**
 * A pool of one on a PGlite server listening on a unix socket: PGlite has a single session, and
 * interleaved connections corrupt its unnamed statement.
 */
export function connectPglite(socketDir: string, stop: () => Promise<void>): Database {
  const pool = new pg.Pool({
    host: socketDir,
    user: "postgres",
    database: "postgres",
    max: 1,
    // Kept open: it is also where this instance hears notifications (db/listen.ts).
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 10_000,
  });
  return wrap(pool, "pglite", stop);
}

/** Starts the embedded PGlite in a worker thread on `dataDir`, locked against a second process. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const worker = new Worker(new URL("./pglite-worker-entry.mjs", import.meta.url), {
      workerData: { dataDir: join(dataDir, "pglite") },
    });
    const socketDir = await new Promise<string>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`Embedded database failed to start: its worker exited (${code})`)),
      );
      worker.once("message", (msg: { type: string; socketDir?: string; message?: string }) => {
        if (msg.type === "ready" && msg.socketDir) resolve(msg.socketDir);
        else reject(new Error(`Embedded database failed to start: ${msg.message ?? msg.type}`));
      });
    });
    const stop = async () => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        worker.once("message", () => {
          clearTimeout(timer);
          resolve();
        });
        worker.postMessage({ type: "stop" });
      });
      await worker.terminate();
      release();
    };
    return connectPglite(socketDir, stop);
  } catch (err) {
    release();
    throw err;
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl) : openEmbedded(opts.dataDir);
}
