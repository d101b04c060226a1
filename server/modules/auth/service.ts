import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { BusinessRole, ProfileBody, RegisterBody, User } from "../../../shared/contracts/auth";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { authFailures, sessions, userRoles, users } from "../../db/schema/auth";
import { conflict, notFound, tooManyRequests, unauthorized } from "../../plugins/errors";
import { sendWelcome } from "../notifications/service";
import {
  type ActiveAssignment,
  activeAssignmentsOf,
  applyPendingAssignments,
  levelPermissions,
  RESERVED_PERMISSIONS,
} from "../taxonomy/grants";
import { hashPassword, verifyPassword } from "./password";

/**
 * The user as the API shows it: profile, role entries and the permissions they grant. Organisational
 * roles assigned to the user's e-mail and in force at `now` add entries and permissions (rule in
 * `taxonomy/grants.ts`), so they apply from the next request and stop when they expire.
 */
export async function getUserView(db: Db, userId: string, now: Date = new Date()): Promise<User> {
  // One statement: the account, its role entries, its organisational roles in force and the
  // permissions of both (a signed-in page asks for this first).
  const result = await db.execute<{
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    department: string;
    businessRole: string;
    isDemo: boolean;
    roles: { id: string; role: string; businessRole: string }[];
    assigned: ActiveAssignment[];
    permissionRows: { role: string; permission: string }[];
  }>(sql`
    with u as (select * from users where id = ${userId}),
      r as (select id, role, business_role from user_roles where user_id = ${userId}),
      a as (${activeAssignmentsOf(sql`(select email from u)`, now)})
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone, u.department,
      u.business_role as "businessRole", u.is_demo as "isDemo",
      coalesce((select json_agg(json_build_object('id', r.id, 'role', r.role, 'businessRole', r.business_role)) from r), '[]') as roles,
      coalesce((select json_agg(json_build_object('id', a.id, 'roleId', a."roleId", 'roleName', a."roleName",
        'roleNameEn', a."roleNameEn", 'level', a.level) order by a."assignedAt") from a), '[]') as assigned,
      coalesce((select json_agg(json_build_object('role', rp.role, 'permission', rp.permission))
        from role_permissions rp
        where rp.role in (select role from r union select 'business:' || business_role from r
          union select "permissionKey" from a)), '[]') as "permissionRows"
    from u`);
  const u = result.rows[0];
  if (!u) throw notFound("user");
  const { roles, assigned, permissionRows: rows } = u;
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
    roles: [
      ...roles,
      ...assigned.map((a) => ({
        id: a.id,
        role: a.roleName,
        ...(a.roleNameEn ? { roleEn: a.roleNameEn } : {}),
        businessRole: u.businessRole,
      })),
    ],
    permissions: [...permissions].sort(),
    isDemo: u.isDemo,
  };
}

/**
 * Whether the account `userId` (a column of the caller's statement) administers the app: only its
 * access roles grant `admin_access`, never organisational roles. The session read uses it.
 */
export const hasAdminAccess = (userId: PgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (
    select 1 from user_roles ur
    join role_permissions rp on rp.role in (ur.role, 'business:' || ur.business_role)
    where ur.user_id = ${userId} and rp.permission = 'admin_access'
  )`;

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
    if (!created) throw conflict("email_taken");
    await tx.insert(userRoles).values({ userId: created.id, role: "user", businessRole });
    await applyPendingAssignments(tx, created.id, input.email);
    await sendWelcome(tx, created.id, input.firstName);
    return created.id;
  });
}

type ThrottleCounts = { n: number; oldest: number };

/**
 * Failures on record for one sign-in attempt: for this account from this address (`pair:`), for the
 * account from every address (`account:`), from the address for every account (`ip:`), and whether
 * the account signed in successfully from this address lately (`known:`, kept in the same table).
 */
async function throttleCounts(db: Db, config: Config, email: string, ip: string, now: Date) {
  const t = config.loginThrottle;
  const keys = {
    pair: { key: `pair:${email}|${ip}`, since: now.getTime() - t.pairWindowMs },
    account: { key: `account:${email}`, since: now.getTime() - t.accountWindowMs },
    ip: { key: `ip:${ip}`, since: now.getTime() - t.ipWindowMs },
    known: { key: `known:${email}|${ip}`, since: now.getTime() - t.knownForMs },
  };
  const result = await db.execute<{ key: string; n: number; oldest: Date | string }>(sql`
    select key, count(*)::int as n, min(created_at) as oldest from auth_failures
    where ${sql.join(
      Object.values(keys).map(
        (k) => sql`(key = ${k.key} and created_at >= ${new Date(k.since).toISOString()})`,
      ),
      sql` or `,
    )}
    group by key`);
  const byKey = new Map(
    result.rows.map((r) => [r.key, { n: Number(r.n), oldest: new Date(r.oldest).getTime() }]),
  );
  const count = (k: keyof typeof keys): ThrottleCounts =>
    byKey.get(keys[k].key) ?? { n: 0, oldest: now.getTime() };
  return {
    pair: count("pair"),
    account: count("account"),
    ip: count("ip"),
    known: count("known").n > 0,
    keys,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks credentials; returns the user id or throws 401/429. Throttling cannot be turned against a
 * user: failures lock one account from one address only (`perPair`); failures on an account from
 * many addresses slow every attempt on it (a growing delay, never a lock); an address with many
 * failures across accounts is refused only for accounts that have not signed in from it lately.
 */
export async function login(db: Db, config: Config, email: string, password: string, ip: string, now: Date) {
  const t = config.loginThrottle;
  const c = await throttleCounts(db, config, email, ip, now);
  if (c.pair.n >= t.perPair)
    throw tooManyRequests("too_many_logins", (c.pair.oldest + t.pairWindowMs - now.getTime()) / 1000);
  if (c.ip.n >= t.perIp && !c.known)
    throw tooManyRequests("too_many_logins", (c.ip.oldest + t.ipWindowMs - now.getTime()) / 1000);
  if (c.account.n >= t.accountSlowdownFrom)
    await pause(Math.min(t.maxSlowdownMs, t.slowdownStepMs * (c.account.n - t.accountSlowdownFrom + 1)));
  const [u] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const ok = await verifyPassword(u?.passwordHash, password);
  if (!u || !ok) {
    await db.insert(authFailures).values([
      { key: c.keys.pair.key, createdAt: now },
      { key: c.keys.account.key, createdAt: now },
      { key: c.keys.ip.key, createdAt: now },
    ]);
    throw unauthorized("invalid_credentials");
  }
  await db.transaction(async (tx) => {
    await tx.delete(authFailures).where(inArray(authFailures.key, [c.keys.pair.key, c.keys.known.key]));
    await tx.insert(authFailures).values({ key: c.keys.known.key, createdAt: now });
  });
  return u.id;
}

/** Forgets failures older than the longest window, and addresses not signed in from for a long time. */
export async function purgeOldFailures(db: Db, config: Config, now: Date) {
  const t = config.loginThrottle;
  const window = Math.max(t.pairWindowMs, t.accountWindowMs, t.ipWindowMs);
  await db.delete(authFailures).where(
    sql`(${authFailures.key} not like 'known:%' and ${authFailures.createdAt} < ${new Date(now.getTime() - window).toISOString()})
        or ${authFailures.createdAt} < ${new Date(now.getTime() - t.knownForMs).toISOString()}`,
  );
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

/**
 * Stores a new password hash for the account with this e-mail (as stored) and ends its sessions,
 * except the one whose token hash is `keepSessionHash`; its past failed logins are forgotten.
 */
export async function setPassword(
  db: Db,
  email: string,
  passwordHash: string,
  keepSessionHash: string | null,
): Promise<{ userId: string; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) throw notFound("user");
    const ended = await tx
      .delete(sessions)
      .where(
        keepSessionHash
          ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, keepSessionHash))
          : eq(sessions.userId, user.id),
      )
      .returning({ tokenHash: sessions.tokenHash });
    await tx.delete(authFailures).where(eq(authFailures.key, `account:${email}`));
    return { userId: user.id, sessionsEnded: ended.length };
  });
}
