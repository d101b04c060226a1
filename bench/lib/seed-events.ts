import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "../../server/db/data-dir-lock";
import { pgliteExtensions } from "../../server/db/pglite-server";
import { query } from "./postgres";

export const BENCH_EVENTS = 5000;

/**
 * One statement that gives the user `count` events over the last 90 days, one every ~26 minutes,
 * shaped like real use: mostly services launched (spread over the seeded catalogue), plus assistant
 * questions, completed trainings and marketplace downloads, so every dashboard counter has work.
 */
export const INSERT_EVENTS = `
insert into events (user_id, type, entity, entity_id, data, created_at)
select $1::uuid,
       case when g % 20 = 0 then 'create' when g % 50 = 1 then 'complete' when g % 100 = 2 then 'download' else 'use' end,
       case when g % 20 = 0 then 'chat' when g % 50 = 1 then 'training' when g % 100 = 2 then 'marketplace' else 'service' end,
       case when g % 20 = 0 then null else s.id end,
       jsonb_build_object('name', s.name),
       now() - g * interval '26 minutes'
from generate_series(0, $2::int - 1) g
join (select id, name, (row_number() over (order by id)) - 1 as i, count(*) over () as n from services) s
  on s.i = g % s.n`;

/** Inserts the events straight into PostgreSQL (the server may be running). */
export async function seedEventsPostgres(url: string, userId: string, count = BENCH_EVENTS): Promise<number> {
  const res = await query(url, INSERT_EVENTS, [userId, count]);
  await query(url, "analyze events");
  return res.rowCount ?? 0;
}

/**
 * Inserts the events into a stopped server's embedded database: PGlite has one session and no
 * outside access, so it is opened here (with the data folder's lock and the app's extensions).
 */
export async function seedEventsPglite(
  dataDir: string,
  userId: string,
  count = BENCH_EVENTS,
): Promise<number> {
  const release = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({ dataDir: join(dataDir, "pglite"), extensions: pgliteExtensions });
    try {
      const res = await db.query(INSERT_EVENTS, [userId, count]);
      await db.exec("analyze events");
      return res.affectedRows ?? 0;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}
