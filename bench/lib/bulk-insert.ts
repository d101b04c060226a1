import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "../../server/db/data-dir-lock";
import { pgliteExtensions } from "../../server/db/pglite-server";
import { query } from "./postgres";

/**
 * Runs one bulk insert on a benchmark's database while its server is stopped, then analyzes the
 * table, with the same steps on both databases. PostgreSQL is reached at `url`; PGlite has a single
 * session, so its folder is opened in this process, under the folder's lock. `seed` makes
 * `random()` repeatable, so both databases get the same rows. Returns the number of rows inserted.
 */
export async function bulkInsert(
  target: { url?: string; dataDir: string },
  statement: string,
  params: unknown[],
  table: string,
  seed?: number,
): Promise<number> {
  if (target.url) {
    if (seed !== undefined) await query(target.url, `select setseed(${seed})`);
    const res = await query(target.url, statement, params);
    await query(target.url, `analyze ${table}`);
    return res.rowCount ?? 0;
  }
  const release = lockDataDir(target.dataDir);
  try {
    const pg = await PGlite.create({ dataDir: join(target.dataDir, "pglite"), extensions: pgliteExtensions });
    try {
      if (seed !== undefined) await pg.query(`select setseed(${seed})`);
      const res = await pg.query(statement, params);
      await pg.exec(`analyze ${table}`);
      return res.affectedRows ?? 0;
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}
