import type { Db } from "../db/client";
import { events } from "../db/schema/events";

export type EventInput = {
  type: string;
  entity: string;
  entityId?: string | null;
  data?: Record<string, unknown>;
  at?: Date;
};

/** Writes one row to the event log; pass the transaction so the event commits with the change. */
export async function recordEvent(db: Db, userId: string, event: EventInput) {
  await db.insert(events).values({
    userId,
    type: event.type,
    entity: event.entity,
    entityId: event.entityId ?? null,
    data: event.data ?? {},
    ...(event.at ? { createdAt: event.at } : {}),
  });
}
