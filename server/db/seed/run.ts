// `npm run db:seed`: applies the reference data again to the configured database.
import { loadConfig } from "../../config";
import { openDatabase } from "../client";
import { runMigrations } from "../migrate";
import { ensureAdmin, seed } from "./seed";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database.pool);
  await seed(database.db);
  if (config.admin) await ensureAdmin(database.db, config.admin);
  console.log(`Seed applied (${database.kind})`);
} finally {
  await database.close();
}
