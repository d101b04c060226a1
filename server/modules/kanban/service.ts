import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type {
  Board,
  BoardRole,
  CreateTaskBody,
  MoveTaskBody,
  Task,
  TaskActivity,
  TaskPriority,
  TaskStatus,
  TaskType,
  UpdateTaskBody,
} from "../../../shared/contracts/kanban";
import type { Language } from "../../../shared/domain/language";
import { elide } from "../../../shared/i18n/elision";
import type { Db } from "../../db/client";
import { kanbanBoards, kanbanMembers, kanbanTaskActivity, kanbanTasks } from "../../db/schema/kanban";
import { badRequest } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { fullNameById, fullNameOf, lockedName } from "../auth/queries";
import { taskTypeOf, taskTypes } from "../taxonomy/queries";
import { type BoardAccess, isUuid } from "./policy";

/*
 * Names of people come from auth as SQL fragments (fullNameOf) inside the kanban's own statements,
 * so a board, a task list or an activity list stays one query.
 */

const taskColumns = {
  id: kanbanTasks.id,
  userId: kanbanTasks.userId,
  boardId: kanbanTasks.boardId,
  title: kanbanTasks.title,
  description: kanbanTasks.description,
  status: kanbanTasks.status,
  priority: kanbanTasks.priority,
  assignedTo: kanbanTasks.assignedTo,
  assigneeName: fullNameOf(kanbanTasks.assignedTo),
  dueDate: kanbanTasks.dueDate,
  taskType: kanbanTasks.taskType,
  position: kanbanTasks.position,
  createdAt: kanbanTasks.createdAt,
  updatedAt: kanbanTasks.updatedAt,
};

type TaskRow = {
  id: string;
  userId: string | null;
  boardId: string;
  title: string;
  description: string;
  status: string;
  priority: string;
  assignedTo: string | null;
  assigneeName: string | null;
  dueDate: string | null;
  taskType: string;
  position: number;
  createdAt: Date;
  updatedAt: Date;
};

const toTask = (r: TaskRow): Task => ({
  ...r,
  status: r.status as TaskStatus,
  priority: r.priority as TaskPriority,
  assigneeName: r.assignedTo ? r.assigneeName : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// ---------------------------------------------------------------------------------------------
// Boards

/** The user's own board, created (with its owner row) on first use. */
export async function ensureOwnBoard(db: Db, userId: string): Promise<string> {
  const existing = await findOwnBoard(db, userId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // Locking the user's row serialises two first visits that arrive together (no unique index
    // on owner_id: a user may own further boards later), so only one board is created.
    const owner = (await lockedName(tx, userId))!;
    const again = await findOwnBoard(tx, userId);
    if (again) return again;
    const [created] = await tx
      .insert(kanbanBoards)
      .values({
        ownerId: userId,
        name: `Tableau ${elide("de", `${owner.firstName} ${owner.lastName}`.trim())}`,
      })
      .returning({ id: kanbanBoards.id });
    await tx.insert(kanbanMembers).values({ boardId: created.id, userId, role: "owner" });
    return created.id;
  });
}

async function findOwnBoard(db: Db, userId: string) {
  const [row] = await db
    .select({ id: kanbanBoards.id })
    .from(kanbanBoards)
    .where(eq(kanbanBoards.ownerId, userId))
    .orderBy(asc(kanbanBoards.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The boards the user belongs to, their own first, with their role on each. */
export async function listBoards(db: Db, userId: string): Promise<Board[]> {
  await ensureOwnBoard(db, userId);
  const rows = await db
    .select({
      id: kanbanBoards.id,
      name: kanbanBoards.name,
      ownerId: kanbanBoards.ownerId,
      // Every board has an owner (deleting the account deletes its boards).
      ownerName: fullNameOf(kanbanBoards.ownerId) as SQL<string>,
      role: kanbanMembers.role,
      createdAt: kanbanBoards.createdAt,
    })
    .from(kanbanMembers)
    .innerJoin(kanbanBoards, eq(kanbanBoards.id, kanbanMembers.boardId))
    .where(eq(kanbanMembers.userId, userId))
    .orderBy(asc(kanbanBoards.createdAt));
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      ownerId: r.ownerId,
      ownerName: r.ownerName,
      role: r.role as BoardRole,
      isOwn: r.ownerId === userId,
    }))
    .sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
}

/** Task types of the taxonomy, for the task form, in the reader's language. */
export async function listTaskTypes(db: Db, language: Language): Promise<TaskType[]> {
  return taskTypes(db, language);
}

// ---------------------------------------------------------------------------------------------
// Tasks

/** Every task of a board, column by column in their order. */
export async function listTasks(db: Db, boardId: string): Promise<Task[]> {
  const rows = await db
    .select(taskColumns)
    .from(kanbanTasks)
    .where(eq(kanbanTasks.boardId, boardId))
    .orderBy(
      asc(kanbanTasks.status),
      asc(kanbanTasks.position),
      asc(kanbanTasks.createdAt),
      asc(kanbanTasks.id),
    );
  return rows.map(toTask);
}

async function readTask(db: Db, taskId: string): Promise<Task> {
  const [row] = await db.select(taskColumns).from(kanbanTasks).where(eq(kanbanTasks.id, taskId));
  return toTask(row);
}

async function checkAssignee(db: Db, boardId: string, assignedTo: string | null) {
  if (assignedTo === null) return;
  if (!isUuid(assignedTo)) throw badRequest("assignee_not_member");
  const [m] = await db
    .select({ userId: kanbanMembers.userId })
    .from(kanbanMembers)
    .where(and(eq(kanbanMembers.boardId, boardId), eq(kanbanMembers.userId, assignedTo)));
  if (!m) throw badRequest("assignee_not_member");
}

async function checkTaskType(db: Db, taskType: string) {
  if (!(await taskTypeOf(db, taskType))) throw badRequest("task_type_unknown");
}

async function nameOf(db: Db, userId: string | null) {
  if (!userId) return null;
  return (await fullNameById(db, userId)) ?? null;
}

/** The position after the last card of a column. */
async function bottomOf(db: Db, boardId: string, status: string) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${kanbanTasks.position})` })
    .from(kanbanTasks)
    .where(and(eq(kanbanTasks.boardId, boardId), eq(kanbanTasks.status, status)));
  return (row?.max ?? 0) + 1;
}

/** Creates a task at the bottom of its column, with its first activity line and a `create` event. */
export async function createTask(
  db: Db,
  board: BoardAccess,
  userId: string,
  input: CreateTaskBody,
  now: Date,
) {
  await checkTaskType(db, input.taskType);
  await checkAssignee(db, board.boardId, input.assignedTo);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kanbanTasks)
      .values({
        boardId: board.boardId,
        userId,
        title: input.title,
        description: input.description,
        status: input.status,
        priority: input.priority,
        assignedTo: input.assignedTo,
        dueDate: input.dueDate,
        taskType: input.taskType,
        position: await bottomOf(tx, board.boardId, input.status),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: kanbanTasks.id });
    const activity: (typeof kanbanTaskActivity.$inferInsert)[] = [
      { taskId: row.id, userId, action: "created", details: { status: input.status } },
    ];
    if (input.assignedTo) {
      activity.push({
        taskId: row.id,
        userId,
        action: "assigned",
        details: { assigneeName: await nameOf(tx, input.assignedTo) },
      });
    }
    await tx.insert(kanbanTaskActivity).values(activity.map((a, i) => ({ ...a, createdAt: at(now, i) })));
    await recordEvent(tx, userId, {
      type: "create",
      entity: "task",
      entityId: row.id,
      data: { title: input.title, boardId: board.boardId, taskType: input.taskType },
      at: now,
    });
    return readTask(tx, row.id);
  });
}

/** Lines written together get distinct times so the history keeps their order. */
const at = (now: Date, i: number) => new Date(now.getTime() + i);

const EDITABLE = ["title", "description", "priority", "dueDate", "taskType"] as const;

/**
 * Applies a partial update. A status change puts the card at the bottom of its new column and
 * counts as a move; one event is written: `complete` when it reaches done, otherwise `edit`.
 */
export async function updateTask(
  db: Db,
  board: BoardAccess,
  userId: string,
  taskId: string,
  input: UpdateTaskBody,
  now: Date,
) {
  if (input.taskType !== undefined) await checkTaskType(db, input.taskType);
  if (input.assignedTo !== undefined) await checkAssignee(db, board.boardId, input.assignedTo);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(kanbanTasks).where(eq(kanbanTasks.id, taskId)).for("update");
    const changes: Partial<typeof kanbanTasks.$inferInsert> = {};
    const edited: string[] = [];
    for (const field of EDITABLE) {
      const value = input[field];
      if (value !== undefined && value !== current[field]) {
        Object.assign(changes, { [field]: value });
        edited.push(field);
      }
    }
    const moved = input.status !== undefined && input.status !== current.status;
    if (moved && input.status) {
      changes.status = input.status;
      changes.position = await bottomOf(tx, board.boardId, input.status);
    }
    const assigned = input.assignedTo !== undefined && input.assignedTo !== current.assignedTo;
    if (assigned) changes.assignedTo = input.assignedTo;

    if (Object.keys(changes).length > 0) {
      await tx
        .update(kanbanTasks)
        .set({ ...changes, updatedAt: now })
        .where(eq(kanbanTasks.id, taskId));
      const activity: (typeof kanbanTaskActivity.$inferInsert)[] = [];
      if (edited.length) activity.push({ taskId, userId, action: "edited", details: { fields: edited } });
      if (moved)
        activity.push({
          taskId,
          userId,
          action: "moved",
          details: { from: current.status, to: input.status },
        });
      if (assigned) {
        activity.push({
          taskId,
          userId,
          action: "assigned",
          details: { assigneeName: await nameOf(tx, input.assignedTo ?? null) },
        });
      }
      await tx.insert(kanbanTaskActivity).values(activity.map((a, i) => ({ ...a, createdAt: at(now, i) })));
      const completed = moved && input.status === "done";
      await recordEvent(tx, userId, {
        type: completed ? "complete" : "edit",
        entity: "task",
        entityId: taskId,
        data: {
          title: changes.title ?? current.title,
          boardId: board.boardId,
          taskType: changes.taskType ?? current.taskType,
        },
        at: now,
      });
    }
    return readTask(tx, taskId);
  });
}

// Positions are doubles: a card dropped between two others takes the midpoint, so a move writes
// one row. After ~50 drops into the same gap the midpoint stops being distinct; then the column
// is renumbered once (one statement) and the move proceeds.
const MIN_GAP = 1e-9;

/**
 * Moves a card to a column, between the neighbours it was dropped between. The neighbours are
 * looked up in the server's current order (the client's view may be stale): `afterId` wins, then
 * `beforeId`; an unknown or absent neighbour means the end of the column.
 */
export async function moveTask(
  db: Db,
  board: BoardAccess,
  userId: string,
  taskId: string,
  input: MoveTaskBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(kanbanTasks).where(eq(kanbanTasks.id, taskId)).for("update");
    const columnOf = () =>
      tx
        .select({ id: kanbanTasks.id, position: kanbanTasks.position })
        .from(kanbanTasks)
        .where(
          and(
            eq(kanbanTasks.boardId, board.boardId),
            eq(kanbanTasks.status, input.status),
            ne(kanbanTasks.id, taskId),
          ),
        )
        .orderBy(asc(kanbanTasks.position), asc(kanbanTasks.createdAt), asc(kanbanTasks.id));
    let column = await columnOf();
    const indexOf = (id: string | null | undefined) => (id ? column.findIndex((c) => c.id === id) : -1);
    const after = indexOf(input.afterId);
    const before = indexOf(input.beforeId);
    const slot = after >= 0 ? after + 1 : before >= 0 ? before : column.length;

    const positionAt = (i: number) => {
      const prev = column[i - 1]?.position;
      const next = column[i]?.position;
      if (prev === undefined && next === undefined) return 1;
      if (prev === undefined) return (next as number) - 1;
      if (next === undefined) return prev + 1;
      return next - prev > MIN_GAP ? (prev + next) / 2 : null;
    };
    let position = positionAt(slot);
    if (position === null) {
      await tx.execute(sql`
        update kanban_tasks t set position = r.rn
        from (
          select id, row_number() over (order by position, created_at, id) as rn
          from kanban_tasks where board_id = ${board.boardId} and status = ${input.status} and id <> ${taskId}
        ) r
        where t.id = r.id`);
      column = await columnOf();
      position = positionAt(slot) as number;
    }

    const moved = current.status !== input.status;
    await tx
      .update(kanbanTasks)
      .set({ status: input.status, position, ...(moved ? { updatedAt: now } : {}) })
      .where(eq(kanbanTasks.id, taskId));
    if (moved) {
      await tx.insert(kanbanTaskActivity).values({
        taskId,
        userId,
        action: "moved",
        details: { from: current.status, to: input.status },
        createdAt: now,
      });
      await recordEvent(tx, userId, {
        type: input.status === "done" ? "complete" : "edit",
        entity: "task",
        entityId: taskId,
        data: { title: current.title, boardId: board.boardId, taskType: current.taskType },
        at: now,
      });
    }
    return readTask(tx, taskId);
  });
}

export async function deleteTask(db: Db, taskId: string) {
  await db.delete(kanbanTasks).where(eq(kanbanTasks.id, taskId));
}

/** Who created, moved, edited or assigned the task, newest first. */
export async function listActivity(db: Db, taskId: string): Promise<TaskActivity[]> {
  const rows = await db
    .select({
      id: kanbanTaskActivity.id,
      action: kanbanTaskActivity.action,
      userName: fullNameOf(kanbanTaskActivity.userId),
      userId: kanbanTaskActivity.userId,
      details: kanbanTaskActivity.details,
      createdAt: kanbanTaskActivity.createdAt,
    })
    .from(kanbanTaskActivity)
    .where(eq(kanbanTaskActivity.taskId, taskId))
    .orderBy(desc(kanbanTaskActivity.createdAt), desc(kanbanTaskActivity.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as TaskActivity["action"],
    userName: r.userId ? r.userName : null,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Clears assignments of people who are no longer on the board. */
export async function unassignMembers(db: Db, boardId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .update(kanbanTasks)
    .set({ assignedTo: null })
    .where(and(eq(kanbanTasks.boardId, boardId), inArray(kanbanTasks.assignedTo, userIds)));
}
