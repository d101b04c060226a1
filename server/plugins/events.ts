import { and, count, desc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
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

/*
 * Reading the log. The event log owns the `events` table (docs/architecture.md, Module boundaries):
 * modules write it through `recordEvent` and read it through the functions below, never the table.
 */

/**
 * One user's events as a relation for the caller's own statement (`from ${userEvents(id)} e`), so a
 * report over the log stays one query. Postgres flattens the subquery: the plan is the one over the
 * table, on events_user_time_idx.
 */
export const userEvents = (userId: string): SQL => sql`(select * from events where user_id = ${userId})`;

/** How often the user launched each service. */
export async function serviceUses(db: Db, userId: string) {
  return db
    .select({ id: events.entityId, n: count() })
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.entity, "service"), eq(events.type, "use")))
    .groupBy(events.entityId);
}

/**
 * Counters over the user's events in one pass: distinct services launched since `since`,
 * consultations (services launched and assistant conversations), trainings completed, and
 * marketplace downloads and subscriptions.
 */
export async function userCounters(db: Db, userId: string, since: Date) {
  const serviceUse = and(eq(events.entity, "service"), eq(events.type, "use"));
  const [row] = await db
    .select({
      activeAgents: sql<number>`count(distinct ${events.entityId}) filter (where ${and(serviceUse, gte(events.createdAt, since))})`,
      consultations: sql<number>`count(*) filter (where ${or(serviceUse, and(eq(events.entity, "chat"), eq(events.type, "create")))})`,
      trainingsCompleted: sql<number>`count(*) filter (where ${and(eq(events.entity, "training"), eq(events.type, "complete"))})`,
      solutionsDeployed: sql<number>`count(*) filter (where ${and(eq(events.entity, "marketplace"), inArray(events.type, ["download", "subscribe"]))})`,
    })
    .from(events)
    .where(eq(events.userId, userId));
  return row;
}

/** The user's latest events, newest first. */
export function latestEvents(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(desc(events.createdAt))
    .limit(limit);
}
