import { listen } from "../db/listen";
import type { App } from "../types";

type Subscriber = {
  onNotification: (payload: string) => void;
  /** True when notifications are heard, false when some may have been missed. */
  onState?: (listening: boolean) => void;
};

/**
 * One listener per instance for what the database announces (db/listen.ts): features subscribe
 * to a channel while they register, and the instance starts hearing them all when it is ready.
 */
export class DatabaseEvents {
  private subscribers = new Map<string, Subscriber[]>();

  subscribe(channel: string, subscriber: Subscriber) {
    const list = this.subscribers.get(channel) ?? [];
    list.push(subscriber);
    this.subscribers.set(channel, list);
  }

  start(app: App) {
    const all = () => [...this.subscribers.values()].flat();
    return listen(app.database, [...this.subscribers.keys()], {
      onNotification: (channel, payload) => {
        for (const s of this.subscribers.get(channel) ?? []) {
          try {
            s.onNotification(payload);
          } catch (err) {
            app.log.warn({ err, channel }, "a database notification could not be handled");
          }
        }
      },
      onListening: () => {
        for (const s of all()) s.onState?.(true);
      },
      onLost: () => {
        for (const s of all()) s.onState?.(false);
      },
    });
  }
}

export function registerDatabaseEvents(app: App) {
  const events = new DatabaseEvents();
  app.decorate("databaseEvents", events);
  let stop: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stop = events.start(app);
  });
  app.addHook("onClose", async () => {
    await stop?.();
  });
}
