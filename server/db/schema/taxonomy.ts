import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

// Links use ON DELETE RESTRICT: deleting a role, skill or task type that is still linked fails,
// and the API turns that into a 409 asking to remove the links first.

export const taxonomyRoles = pgTable("taxonomy_roles", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** English wording; null when the admin gave none (the French is then served, marked). */
  nameEn: text("name_en"),
  description: text("description"),
  descriptionEn: text("description_en"),
  level: integer("level").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const taxonomySkills = pgTable("taxonomy_skills", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** English wording; null when the admin gave none (the French is then served, marked). */
  nameEn: text("name_en"),
  description: text("description"),
  descriptionEn: text("description_en"),
  category: text("category").notNull(),
  categoryEn: text("category_en"),
  level: text("level").notNull().default("beginner"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const taxonomyTaskTypes = pgTable("taxonomy_task_types", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** English wording; null when the admin gave none (the French is then served, marked). */
  nameEn: text("name_en"),
  description: text("description"),
  descriptionEn: text("description_en"),
  category: text("category").notNull(),
  categoryEn: text("category_en"),
  estimatedDuration: integer("estimated_duration"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const taxonomyRoleTasks = pgTable(
  "taxonomy_role_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roleId: text("role_id")
      .notNull()
      .references(() => taxonomyRoles.id, { onDelete: "restrict" }),
    taskTypeId: text("task_type_id")
      .notNull()
      .references(() => taxonomyTaskTypes.id, { onDelete: "restrict" }),
    proficiencyRequired: integer("proficiency_required").notNull().default(1),
  },
  (t) => [unique("taxonomy_role_tasks_pair").on(t.roleId, t.taskTypeId)],
);

export const taxonomyTaskSkills = pgTable(
  "taxonomy_task_skills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskTypeId: text("task_type_id")
      .notNull()
      .references(() => taxonomyTaskTypes.id, { onDelete: "restrict" }),
    skillId: text("skill_id")
      .notNull()
      .references(() => taxonomySkills.id, { onDelete: "restrict" }),
    importance: integer("importance").notNull().default(1),
  },
  (t) => [unique("taxonomy_task_skills_pair").on(t.taskTypeId, t.skillId)],
);

export const taxonomyRoleSkills = pgTable(
  "taxonomy_role_skills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roleId: text("role_id")
      .notNull()
      .references(() => taxonomyRoles.id, { onDelete: "restrict" }),
    skillId: text("skill_id")
      .notNull()
      .references(() => taxonomySkills.id, { onDelete: "restrict" }),
    expectedLevel: integer("expected_level").notNull().default(1),
  },
  (t) => [unique("taxonomy_role_skills_pair").on(t.roleId, t.skillId)],
);

/** An organisational role given to whoever signs in with this e-mail, until it expires. */
export const userAssignments = pgTable(
  "user_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    roleId: text("role_id")
      .notNull()
      .references(() => taxonomyRoles.id, { onDelete: "restrict" }),
    assignedBy: text("assigned_by").notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    index("user_assignments_email_idx").on(t.email),
    unique("user_assignments_email_role").on(t.email, t.roleId),
  ],
);
