import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { TestProject } from "vitest/node";
import { connectPglite } from "../db/client";
import { runMigrations } from "../db/migrate";
import { pgliteExtensions } from "../db/pglite-server";
import { seed } from "../db/seed/seed";

/** Builds one migrated, seeded PGlite image per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const socketDir = mkdtempSync(join(tmpdir(), "praxis-tpl-"));
  const server = new PGLiteSocketServer({
    db: pglite,
    path: join(socketDir, ".s.PGSQL.5432"),
    maxConnections: 2,
  });
  await server.start();
  const database = connectPglite(socketDir, async () => {});
  await runMigrations(database.pool);
  await seed(database.db);
  await database.close();
  await server.stop();
  const dump = await pglite.dumpDataDir("gzip");
  await pglite.close();
  rmSync(socketDir, { recursive: true, force: true });
  const file = join(tmpdir(), `praxis-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
