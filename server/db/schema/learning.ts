import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { taxonomySkills } from "./taxonomy";

export const learningCapsules = pgTable(
  "learning_capsules",
  {
    id: text("id").primaryKey(),
    skillId: text("skill_id")
      .notNull()
      .references(() => taxonomySkills.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Null for a capsule without English (served in French, marked as a fallback). */
    titleEn: text("title_en"),
    description: text("description").notNull(),
    descriptionEn: text("description_en"),
    level: integer("level").notNull(),
    duration: integer("duration").notNull(),
    priority: text("priority").notNull(),
    url: text("url").notNull(),
  },
  (t) => [index("learning_capsules_skill_idx").on(t.skillId, t.level)],
);

/** A user's level in a skill (0 when absent), raised by finishing capsules. */
export const userSkillLevels = pgTable(
  "user_skill_levels",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: text("skill_id")
      .notNull()
      .references(() => taxonomySkills.id, { onDelete: "cascade" }),
    level: integer("level").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("user_skill_levels_pair").on(t.userId, t.skillId)],
);
