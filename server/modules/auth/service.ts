import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { BusinessRole, ProfileBody, RegisterBody, User } from "../../../shared/contracts/auth";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { authFailures, rolePermissions, userRoles, users } from "../../db/schema/auth";
import { conflict, HttpError, notFound, tooManyRequests } from "../../plugins/errors";
import { sendWelcome } from "../notifications/service";
import {
  activeAssignments,
  levelPermissions,
  RESERVED_PERMISSIONS,
  taxonomyPermissionKey,
} from "../taxonomy/grants";
import { hashPassword, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Email ou mot de passe incorrect";

/**
 * The user as the API shows it: profile, role entries and the permissions they grant. Organisational
 * roles assigned to the user's e-mail and in force at `now` add entries and permissions (rule in
 * `taxonomy/grants.ts`), so they apply from the next request and stop when they expire.
 */
export async function getUserView(db: Db, userId: string, now: Date = new Date()): Promise<User> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw notFound("user");
  const roles = await db
    .select({ id: userRoles.id, role: userRoles.role, businessRole: userRoles.businessRole })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const assigned = await activeAssignments(db, u.email, now);
  const roleNames = [
    ...new Set([
      ...roles.flatMap((r) => [r.role, `business:${r.businessRole}`]),
      ...assigned.map((a) => taxonomyPermissionKey(a.roleId)),
    ]),
  ];
  const rows = roleNames.length
    ? await db
        .select({ role: rolePermissions.role, permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(inArray(rolePermissions.role, roleNames))
    : [];
  const permissions = new Set(
    rows
      .filter((r) => !(r.role.startsWith("taxonomy:") && RESERVED_PERMISSIONS.has(r.permission)))
      .map((r) => r.permission),
  );
  for (const a of assigned) for (const p of levelPermissions(a.level)) permissions.add(p);
  return {
    id: u.id,
    email: u.email,
    profile: { firstName: u.firstName, lastName: u.lastName, phone: u.phone, department: u.department },
    businessRole: u.businessRole as BusinessRole,
    roles: [...roles, ...assigned.map((a) => ({ id: a.id, role: a.roleName, businessRole: u.businessRole }))],
    permissions: [...permissions].sort(),
    isDemo: u.isDemo,
  };
}

export async function hasPermission(db: Db, userId: string, permission: string, now: Date = new Date()) {
  if (RESERVED_PERMISSIONS.has(permission)) {
    // Organisational roles never grant these: the access roles alone decide, in one query.
    const result = await db.execute<{ granted: boolean }>(sql`
      select exists (
        select 1 from user_roles ur
        join role_permissions rp on rp.role in (ur.role, 'business:' || ur.business_role)
        where ur.user_id = ${userId} and rp.permission = ${permission}
      ) as granted`);
    return result.rows[0]?.granted === true;
  }
  const view = await getUserView(db, userId, now);
  return view.permissions.includes(permission);
}

/** The signed-in user with whether they administer the app, for modules with owner-or-admin rules. */
export async function actorOf(db: Db, userId: string) {
  return { id: userId, isAdmin: await hasPermission(db, userId, "admin_access") };
}

/**
 * Creates an account. Choosing "admin" as business role at sign-up records the trade role only:
 * admin permissions come from the admin access role, which only an administrator grants.
 */
export async function register(
  db: Db,
  input: RegisterBody & { email: string; password: string },
  opts: { isDemo?: boolean; expiresAt?: Date } = {},
) {
  const passwordHash = await hashPassword(input.password);
  const businessRole = input.businessRole ?? "consultant";
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        businessRole,
        isDemo: opts.isDemo ?? false,
        expiresAt: opts.expiresAt ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw conflict("Un compte existe déjà avec cet email", "email_taken");
    await tx.insert(userRoles).values({ userId: created.id, role: "user", businessRole });
    await sendWelcome(tx, created.id, input.firstName);
    return created.id;
  });
}

/** Refuses a login attempt that is over either failure budget, before the password is checked. */
async function checkThrottle(db: Db, config: Config, email: string, ip: string, now: Date) {
  const t = config.loginThrottle;
  const limits = [
    { key: `account:${email}`, max: t.perAccount, windowMs: t.accountWindowMs },
    { key: `ip:${ip}`, max: t.perIp, windowMs: t.ipWindowMs },
  ];
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMs);
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        oldest: sql<Date | string | null>`min(${authFailures.createdAt})`,
      })
      .from(authFailures)
      .where(and(eq(authFailures.key, limit.key), gte(authFailures.createdAt, since)));
    if (row.n >= limit.max) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
      const retryAfter = (oldest + limit.windowMs - now.getTime()) / 1000;
      throw tooManyRequests("Trop de tentatives de connexion. Réessayez plus tard.", retryAfter);
    }
  }
}

/** Checks credentials with throttling; returns the user id or throws 401/429. */
export async function login(db: Db, config: Config, email: string, password: string, ip: string, now: Date) {
  await checkThrottle(db, config, email, ip, now);
  const [u] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const ok = await verifyPassword(u?.passwordHash, password);
  if (!u || !ok) {
    await db.insert(authFailures).values([
      { key: `account:${email}`, createdAt: now },
      { key: `ip:${ip}`, createdAt: now },
    ]);
    throw new HttpError(401, INVALID_CREDENTIALS, "invalid_credentials");
  }
  await db.delete(authFailures).where(eq(authFailures.key, `account:${email}`));
  return u.id;
}

/** Forgets failures older than the longest window. */
export async function purgeOldFailures(db: Db, config: Config, now: Date) {
  const window = Math.max(config.loginThrottle.accountWindowMs, config.loginThrottle.ipWindowMs);
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - window)));
}

export async function updateProfile(db: Db, userId: string, input: ProfileBody) {
  await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? "",
      department: input.department ?? "",
    })
    .where(eq(users.id, userId));
  return getUserView(db, userId);
}
