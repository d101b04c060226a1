import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { rolePermissions, users } from "../../db/schema/auth";

/**
 * What other modules may read of accounts (auth owns `users`, `user_roles`, `role_permissions`,
 * `sessions` and `auth_failures`; see docs/architecture.md, Module boundaries).
 */

/** Name, e-mail and department of one account, or undefined. */
export async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      department: users.department,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * First and last name of one account, its row locked until the transaction ends: work done once
 * per account (creating its first board) is serialised on it.
 */
export async function lockedName(tx: Db, userId: string) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

/** The id of the account with this e-mail (as stored), or undefined. */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Which of these e-mails (as stored) have an account, in one statement. */
export async function emailsWithAccount(db: Db, emails: string[]): Promise<Set<string>> {
  const list = JSON.stringify(emails);
  const result = await db.execute(sql`
    select email from users where email in (select jsonb_array_elements_text(${list}::jsonb))`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { email: string }[];
  return new Set(rows.map((r) => r.email));
}

/**
 * SQL fragments for a caller's own statement, so a list showing people's names stays one query
 * instead of one per row: whether an account has this e-mail, and the full name of an account.
 */
export const hasAccountWithEmail = (email: PgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from users u where u.email = ${email})`;

export const fullNameOf = (userId: PgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${userId})`;

export const emailOf = (userId: PgColumn | SQL): SQL<string> =>
  sql<string>`(select u.email from users u where u.id = ${userId})`;

/** The full name of one account ("first last", trimmed), or undefined. */
export async function fullNameById(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name;
}

/** Drops the permissions granted to a role key, so a later role of the same id starts with none. */
export async function forgetRolePermissions(db: Db, role: string) {
  await db.delete(rolePermissions).where(eq(rolePermissions.role, role));
}
