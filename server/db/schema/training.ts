import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const trainingModules = pgTable("training_modules", {
  id: text("id").primaryKey(),
  track: text("track").notNull(),
  order: integer("order").notNull(),
  title: text("title").notNull(),
  titleEn: text("title_en").notNull(),
  description: text("description").notNull(),
  descriptionEn: text("description_en").notNull(),
  duration: integer("duration").notNull(),
  moduleCount: integer("module_count").notNull(),
  points: integer("points").notNull(),
  /** locked: opens once the previous module of the track is completed. */
  status: text("status").notNull().default("available"),
});

export const trainingProgress = pgTable(
  "training_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    moduleId: text("module_id")
      .notNull()
      .references(() => trainingModules.id, { onDelete: "cascade" }),
    progress: integer("progress").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    score: integer("score"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("training_progress_user_module").on(t.userId, t.moduleId)],
);

export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public verification code, printed on the PDF. */
    code: text("code").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    track: text("track").notNull(),
    holderName: text("holder_name").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("certificates_user_track").on(t.userId, t.track),
    index("certificates_user_idx").on(t.userId),
  ],
);
