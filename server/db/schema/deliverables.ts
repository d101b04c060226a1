import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { taxonomyTaskTypes } from "./taxonomy";

export const deliverableTemplates = pgTable("deliverable_templates", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  nameEn: text("name_en").notNull(),
  description: text("description").notNull(),
  descriptionEn: text("description_en").notNull(),
  category: text("category").notNull(),
  /** Null for a template without English (served in French, marked as a fallback). */
  categoryEn: text("category_en"),
  format: text("format").notNull(),
  /**
   * `{ properties: { key: { type, label, labelEn, required, placeholder, placeholderEn, rows, options } } }`,
   * options as `{ value, label, labelEn }`: both languages, the service words them for the reader.
   */
  fields: jsonb("fields").$type<{ properties: Record<string, unknown> }>().notNull(),
  /** Quality rules of the template (minimum lengths, expected terms and sections, amounts, dates). */
  rules: jsonb("rules").$type<Record<string, unknown>>().notNull(),
  /** The kind of work it documents, which links it to skills for competencies. */
  taskTypeId: text("task_type_id").references(() => taxonomyTaskTypes.id, { onDelete: "set null" }),
});

export const deliverables = pgTable(
  "deliverables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: text("template_id")
      .notNull()
      .references(() => deliverableTemplates.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    status: text("status").notNull().default("draft"),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deliverables_user_idx").on(t.userId, t.updatedAt)],
);

/** Every computed score is kept: the latest is shown, the rest is the history. */
export const qualityScores = pgTable(
  "quality_scores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliverableId: uuid("deliverable_id")
      .notNull()
      .references(() => deliverables.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    /** The whole result in the spec's shape (details, strengths, insights, suggestions). */
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quality_scores_deliverable_idx").on(t.deliverableId, t.createdAt)],
);
