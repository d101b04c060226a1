import type { Outcome } from "./types";

export type Database = "pglite" | "postgres";

/**
 * Runs a benchmark on each database in turn: a failure on one is reported as that variant's
 * outcome, and the next database still runs.
 */
export async function onEachDatabase(
  log: (line: string) => void,
  runOn: (db: Database, log: (line: string) => void) => Promise<Outcome>,
  order: readonly Database[] = ["pglite", "postgres"],
): Promise<Outcome[]> {
  const results: Outcome[] = [];
  for (const db of order) {
    log(`-- ${db}`);
    try {
      results.push(await runOn(db, log));
    } catch (err) {
      results.push({ variant: db, failed: (err as Error).stack ?? String(err) });
    }
  }
  return results;
}
