import { bigserial, boolean, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone").notNull().default(""),
  department: text("department").notNull().default(""),
  businessRole: text("business_role").notNull().default("consultant"),
  isDemo: boolean("is_demo").notNull().default(false),
  /** Demo sandboxes are deleted once this passes. */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Role entries of a user: `role` is the access role (user, admin), `businessRole` the trade role. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    businessRole: text("business_role").notNull(),
  },
  (t) => [unique("user_roles_user_role").on(t.userId, t.role)],
);

/** Which permission strings an access role grants. */
export const rolePermissions = pgTable(
  "role_permissions",
  {
    role: text("role").notNull(),
    permission: text("permission").notNull(),
  },
  (t) => [unique("role_permissions_pk").on(t.role, t.permission)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a leaked table does not give usable cookies. */
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed login attempts, kept in the database so throttling holds across app instances. */
export const authFailures = pgTable(
  "auth_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_failures_key_idx").on(t.key, t.createdAt)],
);
