import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** Extensions must be the same at every open, or writes to tables indexed with them break. */
export const pgliteExtensions = { pg_trgm, unaccent };

export type PgliteSource = { dataDir: string } | { loadDataDir: Blob | File };

export type RunningPglite = {
  /** Folder holding the unix socket; `pg` connects with `host` set to it. */
  socketDir: string;
  stop: () => Promise<void>;
};

/**
 * Opens PGlite and serves it over the Postgres wire protocol on a private unix socket, so the app
 * talks to it through `pg` exactly as it talks to PostgreSQL.
 */
export async function startPgliteServer(source: PgliteSource): Promise<RunningPglite> {
  const db = await PGlite.create({
    ...("dataDir" in source ? { dataDir: source.dataDir } : { loadDataDir: source.loadDataDir }),
    extensions: pgliteExtensions,
    relaxedDurability: false,
  });
  // A short private folder: unix socket paths are limited to ~107 bytes.
  const socketDir = mkdtempSync(join(tmpdir(), "praxis-pg-"));
  const server = new PGLiteSocketServer({ db, path: join(socketDir, ".s.PGSQL.5432"), maxConnections: 2 });
  await server.start();
  return {
    socketDir,
    stop: async () => {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
