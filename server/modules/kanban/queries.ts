import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kanbanTasks } from "../../db/schema/kanban";

/**
 * What other modules may read of the kanban (it owns boards, members, invitations, tasks, their
 * activity and presence; see docs/architecture.md, Module boundaries).
 */

/** How many tasks, on any board, are of this task type. */
export async function countTasksOfType(db: Db, taskTypeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kanbanTasks).where(eq(kanbanTasks.taskType, taskTypeId));
  return Number(row?.n ?? 0);
}
