import { and, eq } from "drizzle-orm";
import type { ErrorCode } from "../../../shared/contracts/errors";
import type { BoardRole } from "../../../shared/contracts/kanban";
import type { Db } from "../../db/client";
import { kanbanBoards, kanbanMembers, kanbanTasks } from "../../db/schema/kanban";
import { forbidden, notFound } from "../../plugins/errors";

// Spec section 6: a viewer reads, an editor also creates, edits, assigns and moves tasks, and only
// the owner manages collaborators and invitations. Every board endpoint goes through here.
const rank: Record<BoardRole, number> = { viewer: 1, editor: 2, owner: 3 };

export type BoardAccess = { boardId: string; ownerId: string; name: string; role: BoardRole };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else cannot exist (and must not reach a uuid column as text). */
export const isUuid = (value: string) => UUID.test(value);

/** May this role do what needs `needed`? */
export const allows = (role: BoardRole, needed: BoardRole) => rank[role] >= rank[needed];

/**
 * The caller's access to a board, or an error: 404 when they are not a member (a board one cannot
 * see does not exist for them), 403 when their role is below `needed`.
 */
export async function requireBoardRole(
  db: Db,
  userId: string,
  boardId: string,
  needed: BoardRole,
): Promise<BoardAccess> {
  if (!isUuid(boardId)) throw notFound("board");
  const [row] = await db
    .select({
      boardId: kanbanBoards.id,
      ownerId: kanbanBoards.ownerId,
      name: kanbanBoards.name,
      role: kanbanMembers.role,
    })
    .from(kanbanMembers)
    .innerJoin(kanbanBoards, eq(kanbanBoards.id, kanbanMembers.boardId))
    .where(and(eq(kanbanMembers.boardId, boardId), eq(kanbanMembers.userId, userId)));
  if (!row) throw notFound("board");
  const access = { ...row, role: row.role as BoardRole };
  if (!allows(access.role, needed)) throw forbidden(FORBIDDEN[needed]);
  return access;
}

const FORBIDDEN: Record<BoardRole, ErrorCode> = {
  viewer: "forbidden",
  editor: "editor_only",
  owner: "owner_only",
};

/** The board of a task and the caller's access to it; same 404/403 rules as the board. */
export async function requireTaskRole(db: Db, userId: string, taskId: string, needed: BoardRole) {
  if (!isUuid(taskId)) throw notFound("task");
  const [row] = await db
    .select({ boardId: kanbanTasks.boardId })
    .from(kanbanTasks)
    .where(eq(kanbanTasks.id, taskId));
  if (!row) throw notFound("task");
  try {
    return await requireBoardRole(db, userId, row.boardId, needed);
  } catch (err) {
    // Someone outside the board learns nothing, not even that the task exists.
    if ((err as { statusCode?: number }).statusCode === 404) throw notFound("task");
    throw err;
  }
}
