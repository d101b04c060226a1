import { and, asc, desc, eq, gt, type SQL } from "drizzle-orm";
import {
  type Board,
  type BoardRole,
  type Collaborator,
  INVITATION_TTL_MS,
  type Invitation,
  type InviteBody,
  type InviteRole,
  type MyInvitation,
} from "../../../shared/contracts/kanban";
import type { Db } from "../../db/client";
import { kanbanBoards, kanbanInvitations, kanbanMembers } from "../../db/schema/kanban";
import { conflict, forbidden, httpError, notFound } from "../../plugins/errors";
import { emailOf, fullNameById, fullNameOf, userIdByEmail } from "../auth/queries";
import { notify } from "../notifications/service";
import { type BoardAccess, isUuid } from "./policy";
import { unassignMembers } from "./service";

/** Everyone on the board, owner first. */
export async function listMembers(db: Db, boardId: string): Promise<Collaborator[]> {
  const rows = await db
    .select({
      userId: kanbanMembers.userId,
      // Names and e-mails come from auth as fragments: the list stays one query.
      email: emailOf(kanbanMembers.userId),
      role: kanbanMembers.role,
      userName: fullNameOf(kanbanMembers.userId) as SQL<string>,
      createdAt: kanbanMembers.createdAt,
    })
    .from(kanbanMembers)
    .where(eq(kanbanMembers.boardId, boardId))
    .orderBy(asc(kanbanMembers.createdAt));
  const order: Record<string, number> = { owner: 0, editor: 1, viewer: 2 };
  return rows
    .map((r) => ({
      id: r.userId,
      userId: r.userId,
      email: r.email,
      role: r.role as BoardRole,
      userName: r.userName,
      inviteAccepted: true,
    }))
    .sort((a, b) => order[a.role] - order[b.role]);
}

async function memberRole(db: Db, boardId: string, userId: string) {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .select({ role: kanbanMembers.role })
    .from(kanbanMembers)
    .where(and(eq(kanbanMembers.boardId, boardId), eq(kanbanMembers.userId, userId)));
  return (row?.role as BoardRole | undefined) ?? null;
}

/** Changes a collaborator's role (viewer or editor); the owner's role never changes. */
export async function changeRole(db: Db, board: BoardAccess, userId: string, role: InviteRole) {
  const current = await memberRole(db, board.boardId, userId);
  if (!current) throw notFound("member");
  if (current === "owner") throw forbidden("owner_locked");
  await db
    .update(kanbanMembers)
    .set({ role })
    .where(and(eq(kanbanMembers.boardId, board.boardId), eq(kanbanMembers.userId, userId)));
  const members = await listMembers(db, board.boardId);
  return members.find((m) => m.userId === userId) as Collaborator;
}

/** Removes a collaborator (the owner cannot be removed) and clears their assignments. */
export async function removeMember(db: Db, board: BoardAccess, userId: string) {
  const current = await memberRole(db, board.boardId, userId);
  if (!current) throw notFound("member");
  if (current === "owner") throw forbidden("owner_stays");
  await db.transaction(async (tx) => {
    await tx
      .delete(kanbanMembers)
      .where(and(eq(kanbanMembers.boardId, board.boardId), eq(kanbanMembers.userId, userId)));
    await unassignMembers(tx, board.boardId, [userId]);
  });
}

const toInvitation = (r: typeof kanbanInvitations.$inferSelect, now: Date): Invitation => ({
  id: r.id,
  email: r.email,
  role: r.role as InviteRole,
  accepted: r.accepted,
  expiresAt: r.expiresAt.toISOString(),
  expired: r.expiresAt.getTime() <= now.getTime(),
  createdAt: r.createdAt.toISOString(),
});

/** Invitations of a board still waiting for an answer (expired ones are flagged, not hidden). */
export async function listInvitations(db: Db, boardId: string, now: Date): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(kanbanInvitations)
    .where(
      and(
        eq(kanbanInvitations.boardId, boardId),
        eq(kanbanInvitations.accepted, false),
        eq(kanbanInvitations.declined, false),
      ),
    )
    .orderBy(desc(kanbanInvitations.createdAt));
  return rows.map((r) => toInvitation(r, now));
}

/**
 * Stores an invitation valid 7 days and notifies the invited person if they already have an
 * account (otherwise they find it on the board page once they sign up with that address).
 */
export async function invite(
  db: Db,
  board: BoardAccess,
  inviterId: string,
  input: InviteBody,
  now: Date,
): Promise<Invitation> {
  const email = input.email.toLowerCase();
  const inviteeId = await userIdByEmail(db, email);
  if (inviteeId && (await memberRole(db, board.boardId, inviteeId))) {
    throw conflict("already_member");
  }
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: kanbanInvitations.id })
      .from(kanbanInvitations)
      .where(
        and(
          eq(kanbanInvitations.boardId, board.boardId),
          eq(kanbanInvitations.email, email),
          eq(kanbanInvitations.accepted, false),
          eq(kanbanInvitations.declined, false),
          gt(kanbanInvitations.expiresAt, now),
        ),
      );
    if (pending) throw conflict("already_invited");
    const [row] = await tx
      .insert(kanbanInvitations)
      .values({
        boardId: board.boardId,
        email,
        role: input.role,
        invitedBy: inviterId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning();
    if (inviteeId) {
      const inviterName = await fullNameById(tx, inviterId);
      await notify(
        tx,
        inviteeId,
        "kanban_invitation",
        { inviterName: inviterName ?? "", boardName: board.name, role: input.role },
        "/kanban",
      );
    }
    return toInvitation(row, now);
  });
}

/** Withdraws an invitation that has not been answered. */
export async function cancelInvitation(db: Db, board: BoardAccess, invitationId: string) {
  if (!isUuid(invitationId)) throw notFound("invitation");
  const rows = await db
    .delete(kanbanInvitations)
    .where(
      and(
        eq(kanbanInvitations.id, invitationId),
        eq(kanbanInvitations.boardId, board.boardId),
        eq(kanbanInvitations.accepted, false),
      ),
    )
    .returning({ id: kanbanInvitations.id });
  if (rows.length === 0) throw notFound("invitation");
}

const inviter = fullNameOf(kanbanInvitations.invitedBy);
/** Every board has an owner (deleting the account deletes its boards). */
const ownerName = fullNameOf(kanbanBoards.ownerId) as SQL<string>;

/** Invitations addressed to the user's e-mail that can still be accepted. */
export async function listMyInvitations(db: Db, email: string, now: Date): Promise<MyInvitation[]> {
  const rows = await db
    .select({
      id: kanbanInvitations.id,
      boardId: kanbanInvitations.boardId,
      boardName: kanbanBoards.name,
      ownerName,
      invitedByName: inviter,
      role: kanbanInvitations.role,
      expiresAt: kanbanInvitations.expiresAt,
    })
    .from(kanbanInvitations)
    .innerJoin(kanbanBoards, eq(kanbanBoards.id, kanbanInvitations.boardId))
    .where(
      and(
        eq(kanbanInvitations.email, email.toLowerCase()),
        eq(kanbanInvitations.accepted, false),
        eq(kanbanInvitations.declined, false),
        gt(kanbanInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(kanbanInvitations.createdAt));
  return rows.map((r) => ({ ...r, role: r.role as InviteRole, expiresAt: r.expiresAt.toISOString() }));
}

/** Loads an invitation addressed to this e-mail that is still open, or says why it is not. */
async function openInvitation(db: Db, email: string, invitationId: string, now: Date) {
  if (!isUuid(invitationId)) throw notFound("invitation");
  const [row] = await db
    .select()
    .from(kanbanInvitations)
    .where(and(eq(kanbanInvitations.id, invitationId), eq(kanbanInvitations.email, email.toLowerCase())))
    .for("update");
  // Someone else's invitation is as unknown as a missing one.
  if (!row) throw notFound("invitation");
  if (row.accepted || row.declined) throw conflict("answered");
  if (row.expiresAt.getTime() <= now.getTime()) throw httpError(410, "invitation_expired");
  return row;
}

/** Joins the board with the invitation's role; returns the board as the new member sees it. */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  invitationId: string,
  now: Date,
): Promise<Board> {
  return db.transaction(async (tx) => {
    const row = await openInvitation(tx, user.email, invitationId, now);
    const current = await memberRole(tx, row.boardId, user.id);
    // Someone already on the board keeps the higher role (never demote an owner or an editor).
    if (!current) {
      await tx
        .insert(kanbanMembers)
        .values({ boardId: row.boardId, userId: user.id, role: row.role, createdAt: now });
    } else if (current === "viewer" && row.role === "editor") {
      await tx
        .update(kanbanMembers)
        .set({ role: "editor" })
        .where(and(eq(kanbanMembers.boardId, row.boardId), eq(kanbanMembers.userId, user.id)));
    }
    await tx.update(kanbanInvitations).set({ accepted: true }).where(eq(kanbanInvitations.id, row.id));
    const [b] = await tx
      .select({
        id: kanbanBoards.id,
        name: kanbanBoards.name,
        ownerId: kanbanBoards.ownerId,
        ownerName,
      })
      .from(kanbanBoards)
      .where(eq(kanbanBoards.id, row.boardId));
    const role = (await memberRole(tx, row.boardId, user.id)) as BoardRole;
    return { ...b, role, isOwn: b.ownerId === user.id };
  });
}

export async function declineInvitation(
  db: Db,
  user: { id: string; email: string },
  invitationId: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await openInvitation(tx, user.email, invitationId, now);
    await tx.update(kanbanInvitations).set({ declined: true }).where(eq(kanbanInvitations.id, row.id));
  });
}

/** The ids of everyone on the board (what may see its changes live). */
export async function memberIds(db: Db, boardId: string): Promise<string[]> {
  if (!isUuid(boardId)) return [];
  const rows = await db
    .select({ userId: kanbanMembers.userId })
    .from(kanbanMembers)
    .where(eq(kanbanMembers.boardId, boardId));
  return rows.map((r) => r.userId);
}
