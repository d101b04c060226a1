import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const services = pgTable("services", {
  /** A readable slug, stable across seeds. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  nameEn: text("name_en").notNull(),
  description: text("description").notNull(),
  descriptionEn: text("description_en").notNull(),
  category: text("category").notNull(),
  color: text("color").notNull(),
  icon: text("icon").notNull(),
  tags: text("tags").array().notNull().default([]),
  tagsEn: text("tags_en").array().notNull().default([]),
  usageCount: integer("usage_count").notNull().default(0),
  /** Out of 50: the spec scales ratings by 10 and shows them out of 5. */
  rating: integer("rating").notNull().default(40),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
