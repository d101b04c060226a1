import { and, eq, gt, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { BoardPresence } from "../../../shared/contracts/kanban";
import type { Db } from "../../db/client";
import { kanbanPresence } from "../../db/schema/kanban";
import { fullNameOf } from "../auth/queries";

/** A tab not refreshed for this long (its instance stopped or died) no longer counts. */
export const PRESENCE_TTL_MS = 60_000;

/** The tab `streamId` of `userId` shows `boardId` (a stream id taken by another user is left alone). */
export async function show(db: Db, userId: string, streamId: string, boardId: string, now: Date) {
  await db
    .insert(kanbanPresence)
    .values({ streamId, boardId, userId, seenAt: now })
    .onConflictDoUpdate({
      target: kanbanPresence.streamId,
      set: { boardId, seenAt: now },
      setWhere: eq(kanbanPresence.userId, userId),
    });
}

/** The tab no longer shows a board. */
export async function leave(db: Db, userId: string, streamId: string) {
  await db
    .delete(kanbanPresence)
    .where(and(eq(kanbanPresence.streamId, streamId), eq(kanbanPresence.userId, userId)));
}

/** Tabs of this instance still open: their rows stay fresh. */
export async function refresh(db: Db, streamIds: string[], now: Date) {
  if (streamIds.length === 0) return;
  await db.update(kanbanPresence).set({ seenAt: now }).where(inArray(kanbanPresence.streamId, streamIds));
}

/** Tabs closed on this instance. */
export async function drop(db: Db, streamIds: string[]) {
  if (streamIds.length === 0) return;
  await db.delete(kanbanPresence).where(inArray(kanbanPresence.streamId, streamIds));
}

/** The other people with the board open now, by name. */
export async function onBoard(db: Db, boardId: string, viewerId: string, now: Date): Promise<BoardPresence> {
  const rows = await db
    // The name comes from auth as a fragment: still one query.
    .selectDistinct({ id: kanbanPresence.userId, name: fullNameOf(kanbanPresence.userId) as SQL<string> })
    .from(kanbanPresence)
    .where(
      and(
        eq(kanbanPresence.boardId, boardId),
        ne(kanbanPresence.userId, viewerId),
        gt(kanbanPresence.seenAt, new Date(now.getTime() - PRESENCE_TTL_MS)),
      ),
    )
    .orderBy(sql`2`);
  return rows;
}
