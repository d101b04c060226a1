import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/*
 * The competency evidence of the services launched, kept up to date by the database from the event
 * log (triggers on `events`, migration 0026): the summary reads tens of rows instead of one per
 * event. Only the triggers write these tables; the competency module reads them.
 */

/**
 * One row per service a user launched and UTC day (a piece of evidence): the latest launch of that
 * day stands for it, with the category and name its event recorded.
 */
export const competencyServiceDays = pgTable(
  "competency_service_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The event's entity id ('' when it had none). */
    service: text("service").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** When the latest launch of that day happened. */
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    /** The category that launch recorded ('' when none: the catalogue's is read instead). */
    category: text("category").notNull(),
    /** The name that launch recorded, for a service no longer in the catalogue. */
    name: text("name"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.service, t.day] }),
    index("competency_service_days_latest_idx").on(t.userId, t.lastAt),
  ],
);

/** How many days (pieces of evidence) each service counts for a user, by recorded category. */
export const competencyServiceTotals = pgTable(
  "competency_service_totals",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text("service").notNull(),
    category: text("category").notNull(),
    days: integer("days").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.service, t.category] })],
);
