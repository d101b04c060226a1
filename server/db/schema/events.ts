import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** The event log every feature writes to; analytics, competencies and the dashboard read it. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What happened: use, create, edit, export, score, complete, download, subscribe... */
    type: text("type").notNull(),
    /** What it happened to: service, training, task, deliverable, marketplace... */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_user_time_idx").on(t.userId, t.createdAt),
    index("events_user_entity_idx").on(t.userId, t.entity, t.type),
    /** The services a user launched, by service and UTC day, latest first: the competency evidence. */
    index("events_service_use_day_idx")
      .on(
        t.userId,
        sql`(coalesce(${t.entityId}, '') collate "C")`,
        sql`((${t.createdAt} at time zone 'UTC')::date)`,
        t.createdAt.desc(),
      )
      .where(sql`${t.entity} = 'service' and ${t.type} = 'use'`),
  ],
);
