import { and, desc, eq } from "drizzle-orm";
import type { AssignmentBody, UserAssignment } from "../../../shared/contracts/taxonomy";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { taxonomyRoles, userAssignments } from "../../db/schema/taxonomy";
import { badRequest, conflict, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { hasAccountWithEmail, userIdByEmail } from "../auth/queries";
import { isInForce } from "./grants";
import { type Actor, columnIn, UUID } from "./store";

// ---------- User assignments ----------

/**
 * When an assignment ends: a date alone (yyyy-mm-dd, or dd/mm/yyyy from French spreadsheets) means
 * until the end of that day (UTC); a date-time is taken as given.
 */
export function parseExpiry(value: string | undefined | null): Date | null | "invalid" {
  const v = value?.trim();
  if (!v) return null;
  const fr = v.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  const iso = fr ? `${fr[3]}-${fr[2]}-${fr[1]}` : v;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T23:59:59.999Z`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return "invalid";
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso) && date.toISOString().slice(0, 10) !== iso) return "invalid";
  return date;
}

function toAssignment(
  row: typeof userAssignments.$inferSelect,
  roleName: string | null | undefined,
  now: Date,
  hasAccount: boolean,
): UserAssignment {
  return {
    id: row.id,
    email: row.email,
    roleId: row.roleId,
    roleName: roleName ?? undefined,
    assignedBy: row.assignedBy,
    assignedAt: row.assignedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString(),
    isActive: isInForce(row, now),
    pending: !hasAccount,
  };
}

/** Every assignment, newest first, with whether it is in force at `now`. */
export async function listAssignments(db: Db, now: Date, language: Language): Promise<UserAssignment[]> {
  const rows = await db
    // Whether the e-mail has an account comes from auth as a fragment: the list stays one query.
    .select({
      a: userAssignments,
      roleName: columnIn(taxonomyRoles.name, taxonomyRoles.nameEn, language),
      hasAccount: hasAccountWithEmail(userAssignments.email),
    })
    .from(userAssignments)
    .leftJoin(taxonomyRoles, eq(taxonomyRoles.id, userAssignments.roleId))
    .orderBy(desc(userAssignments.assignedAt), userAssignments.email);
  return rows.map((r) => toAssignment(r.a, r.roleName, now, r.hasAccount));
}

/**
 * Gives `role` to `email`. An expired or deactivated assignment of the same pair is renewed in
 * place (the pair is unique); one still in force is a 409.
 */
async function assign(
  tx: Db,
  actor: Actor,
  input: {
    email: string;
    role: { id: string; name: string; shown: string };
    assignedBy: string;
    expiresAt: Date | null;
  },
  now: Date,
): Promise<UserAssignment> {
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) throw badRequest("expiry_past");
  const [existing] = await tx
    .select()
    .from(userAssignments)
    .where(and(eq(userAssignments.email, input.email), eq(userAssignments.roleId, input.role.id)));
  if (existing && isInForce(existing, now)) throw conflict("already_assigned");
  const account = await userIdByEmail(tx, input.email);
  const values = {
    assignedBy: input.assignedBy,
    assignedAt: now,
    expiresAt: input.expiresAt,
    isActive: true,
  };
  const [row] = existing
    ? await tx.update(userAssignments).set(values).where(eq(userAssignments.id, existing.id)).returning()
    : await tx
        .insert(userAssignments)
        .values({ email: input.email, roleId: input.role.id, ...values })
        .onConflictDoNothing()
        .returning();
  // Another request created the same pair in between.
  if (!row) throw conflict("already_assigned");
  await recordEvent(tx, actor.id, {
    type: "create",
    entity: "taxonomy",
    entityId: row.id,
    data: { kind: "assignment", name: `${input.email} → ${input.role.name}` },
  });
  return toAssignment(row, input.role.shown, now, Boolean(account));
}

export async function createAssignment(
  db: Db,
  actor: Actor,
  input: AssignmentBody,
  now: Date,
  language: Language,
): Promise<UserAssignment> {
  const [role] = await db
    .select({
      id: taxonomyRoles.id,
      name: taxonomyRoles.name,
      shown: columnIn(taxonomyRoles.name, taxonomyRoles.nameEn, language),
    })
    .from(taxonomyRoles)
    .where(eq(taxonomyRoles.id, input.roleId));
  if (!role) throw badRequest("unknown_role");
  const expiresAt = parseExpiry(input.expiresAt);
  if (expiresAt === "invalid") throw badRequest("expiry_invalid");
  return db.transaction((tx) =>
    assign(
      tx,
      actor,
      { email: input.email.trim().toLowerCase(), role, assignedBy: input.assignedBy.trim(), expiresAt },
      now,
    ),
  );
}

export async function deleteAssignment(db: Db, actor: Actor, id: string) {
  if (!UUID.test(id)) throw notFound("assignment");
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(userAssignments).where(eq(userAssignments.id, id)).returning();
    if (!row) throw notFound("assignment");
    await recordEvent(tx, actor.id, {
      type: "delete",
      entity: "taxonomy",
      entityId: id,
      data: { kind: "assignment", name: row.email },
    });
  });
}
