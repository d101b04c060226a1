import { and, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { taxonomyRoles, userAssignments } from "../../db/schema/taxonomy";
import { recordEvent } from "../../plugins/events";

/**
 * What an organisational role assigned by e-mail grants (docs/decisions/004-organisational-roles.md).
 * This file is the one place the rule is written; `getUserView` applies it on every request, so an
 * assignment takes effect, and an expired one stops, from the user's next request.
 */

/** The `role_permissions` key under which an organisational role's own permissions are stored. */
export const taxonomyPermissionKey = (roleId: string) => `taxonomy:${roleId}`;

/** Permissions that come with seniority, whatever the role: level 3+, 4+ and 5. */
const LEVEL_PERMISSIONS: { minLevel: number; permission: string }[] = [
  { minLevel: 3, permission: "review_deliverables" },
  { minLevel: 4, permission: "approve_credit" },
  { minLevel: 5, permission: "view_team_analytics" },
];

export function levelPermissions(level: number): string[] {
  return LEVEL_PERMISSIONS.filter((p) => level >= p.minLevel).map((p) => p.permission);
}

/**
 * Never granted through an organisational role, even if a `taxonomy:*` row says so: administering
 * the app stays tied to the `admin` access role, which only the start-up admin or an admin grants.
 */
export const RESERVED_PERMISSIONS: ReadonlySet<string> = new Set(["admin_access"]);

export type ActiveAssignment = {
  id: string;
  roleId: string;
  roleName: string;
  /** Null when the admin gave the role no English name. */
  roleNameEn: string | null;
  level: number;
};

/** Assignments of this e-mail that are active and not expired at `now`, oldest first. */
export async function activeAssignments(db: Db, email: string, now: Date): Promise<ActiveAssignment[]> {
  return db
    .select({
      id: userAssignments.id,
      roleId: userAssignments.roleId,
      roleName: taxonomyRoles.name,
      roleNameEn: taxonomyRoles.nameEn,
      level: taxonomyRoles.level,
    })
    .from(userAssignments)
    .innerJoin(taxonomyRoles, eq(taxonomyRoles.id, userAssignments.roleId))
    .where(
      and(
        eq(userAssignments.email, email.toLowerCase()),
        eq(userAssignments.isActive, true),
        or(isNull(userAssignments.expiresAt), gt(userAssignments.expiresAt, now)),
      ),
    )
    .orderBy(userAssignments.assignedAt);
}

/**
 * The same assignments as a relation for the caller's own statement (`with a as (${...})`), for the
 * e-mail `email` (an expression of that statement): columns id, "roleId", "roleName", "roleNameEn",
 * level, "assignedAt" and "permissionKey" (`taxonomyPermissionKey` of the role).
 */
export const activeAssignmentsOf = (email: SQL, now: Date): SQL => sql`
  select a.id, a.role_id as "roleId", r.name as "roleName", r.name_en as "roleNameEn", r.level,
    a.assigned_at as "assignedAt", ${taxonomyPermissionKey("")} || a.role_id as "permissionKey"
  from user_assignments a join taxonomy_roles r on r.id = a.role_id
  where a.email = lower(${email}) and a.is_active
    and (a.expires_at is null or a.expires_at > ${now.toISOString()}::timestamptz)`;

/** True when an assignment is in force at `now`. */
export function isInForce(row: { isActive: boolean; expiresAt: Date | null }, now: Date) {
  return row.isActive && (row.expiresAt === null || row.expiresAt.getTime() > now.getTime());
}

/**
 * Called when an account is created, in its transaction: the roles assigned to its e-mail while
 * it had no account (shown as pending until then) now apply, through the e-mail, from its first
 * request; this records that they did, on the new user's activity.
 */
export async function applyPendingAssignments(tx: Db, userId: string, email: string) {
  const applied = await activeAssignments(tx, email, new Date());
  if (applied.length === 0) return;
  await recordEvent(tx, userId, {
    type: "assign",
    entity: "taxonomy",
    data: { kind: "pendingAssignments", roles: applied.map((a) => a.roleId) },
  });
}
