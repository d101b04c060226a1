import pg from "pg";
import type { Database } from "./client";

export type ListenHandlers = {
  /** A NOTIFY on one of the channels, after the sending transaction committed. */
  onNotification: (channel: string, payload: string) => void;
  /** Notifications are heard from now on (first LISTEN, or again after a lost connection). */
  onListening: () => void;
  /** Notifications may have been missed from now until the next `onListening`. */
  onLost: () => void;
};

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * Hears PostgreSQL notifications on `channels`, the way every instance learns what another one did.
 * On PostgreSQL a connection of its own, outside the pool, reconnecting with back-off. On the
 * embedded database, the pool's single connection (one process only, guarded by the data folder's
 * lock): a notification of this instance's own transaction then arrives before its query resolves.
 * Returns a function that stops listening.
 */
export function listen(
  database: Database,
  channels: string[],
  handlers: ListenHandlers,
): () => Promise<void> {
  const statements = channels.map((c) => `LISTEN ${pg.escapeIdentifier(c)}`).join("; ");
  const attach = (client: pg.Client | pg.PoolClient, onGone: () => void) => {
    client.on("notification", (msg) => handlers.onNotification(msg.channel, msg.payload ?? ""));
    client.on("error", onGone);
    client.on("end", onGone);
  };

  if (database.kind === "pglite") {
    const heard = new WeakSet<pg.PoolClient>();
    const onConnect = (client: pg.PoolClient) => {
      if (heard.has(client)) return;
      heard.add(client);
      let gone = false;
      attach(client, () => {
        if (gone) return;
        gone = true;
        handlers.onLost();
      });
      // Queued on the connection before any other query.
      client.query(statements).then(handlers.onListening, () => {});
    };
    database.pool.on("connect", onConnect);
    // The pool's connection may be open already (migrations and seed ran before the app).
    database.pool.connect().then(
      (client) => {
        onConnect(client);
        client.release();
      },
      () => {},
    );
    return async () => {
      database.pool.off("connect", onConnect);
      handlers.onLost();
    };
  }

  const { connectionString } = database.pool.options as { connectionString?: string };
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    client = c;
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      handlers.onLost();
      c.end().catch(() => {});
      if (stopped) return;
      timer = setTimeout(connect, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    attach(c, onGone);
    try {
      await c.connect();
      await c.query(statements);
      if (gone) return;
      retryMs = RETRY_FIRST_MS;
      handlers.onListening();
    } catch {
      onGone();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    handlers.onLost();
    await client?.end().catch(() => {});
  };
}
