import { buildApp } from "./app";
import type { Config } from "./config";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { ensureAdmin, seed } from "./db/seed/seed";
import { prepareRetrieval } from "./plugins/ai/retrieval";

const SHUTDOWN_GRACE_MS = 5000;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const started = Date.now();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  await runMigrations(database.pool);
  await seed(database.db);
  if (config.admin) await ensureAdmin(database.db, config.admin);

  const app = await buildApp({ config, database, logger: true, maintenance: true });
  await app.listen({ port: config.port, host: config.host });
  // In the background: the assistant's first question then waits no longer than the next ones.
  prepareRetrieval(database.db).catch((err) =>
    app.log.warn({ err }, "the assistant's index could not be read ahead"),
  );
  app.log.info(
    `Praxis ready on http://localhost:${config.port} (${database.kind}${
      database.kind === "pglite" ? ` in ${config.dataDir}` : ""
    }) in ${Date.now() - started} ms`,
  );
  app.log.info(
    config.admin
      ? `Admin account: ${config.admin.email} (ADMIN_EMAIL, password from ADMIN_PASSWORD)`
      : "No admin account set: set ADMIN_EMAIL and ADMIN_PASSWORD to create one",
  );
  app.log.info(
    config.demoPassword
      ? "Demo mode on (DEMO_PASSWORD is set)"
      : "Demo mode off: set DEMO_PASSWORD to offer it",
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      app.log.error("shutdown took too long, exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 2000);
    force.unref();
    // close() stops accepting connections, closes idle keep-alive ones and waits for the requests
    // in flight. A connection whose request ends afterwards stays open, idle, until its keep-alive
    // timeout (72 s): close those as they become idle, or the server never finishes closing.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    try {
      await app.close();
      clearInterval(sweep);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
