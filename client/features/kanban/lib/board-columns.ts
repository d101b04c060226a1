import type { Task, TaskStatus } from "@shared/contracts/kanban";
import { taskStatuses } from "@shared/domain/kanban";

export type Columns = Record<TaskStatus, string[]>;

/** Task ids per column in the board's order (position, then creation). */
export function toColumns(tasks: Task[]): Columns {
  const columns: Columns = { todo: [], in_progress: [], done: [] };
  const sorted = [...tasks].sort(
    (a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  for (const t of sorted) columns[t.status].push(t.id);
  return columns;
}

export const COLUMN_PREFIX = "column:";
export const columnId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;

/** The column an id belongs to: a column's own droppable id, or the column holding that task. */
export function findColumn(columns: Columns, id: string): TaskStatus | null {
  if (id.startsWith(COLUMN_PREFIX)) {
    const status = id.slice(COLUMN_PREFIX.length) as TaskStatus;
    return taskStatuses.includes(status) ? status : null;
  }
  return taskStatuses.find((s) => columns[s].includes(id)) ?? null;
}

/**
 * Moves `id` into column `to`, just before the card `overId` (after it when `below`), or at the
 * end when over the column itself.
 */
export function moveAcross(
  columns: Columns,
  id: string,
  to: TaskStatus,
  overId: string,
  below = false,
): Columns {
  const from = findColumn(columns, id);
  if (!from || from === to) return columns;
  const target = columns[to].filter((x) => x !== id);
  const overIndex = target.indexOf(overId);
  target.splice(overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length, 0, id);
  return { ...columns, [from]: columns[from].filter((x) => x !== id), [to]: target };
}

/** Reorders `id` within its column to the place of `overId`. */
export function moveWithin(columns: Columns, id: string, overId: string): Columns {
  const status = findColumn(columns, id);
  if (!status) return columns;
  const list = columns[status];
  const from = list.indexOf(id);
  const to = list.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return columns;
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return { ...columns, [status]: next };
}

/**
 * What to tell the server once a card is dropped: its column and the cards just above and below
 * it, plus the position to show meanwhile (the server's rule: the midpoint of the neighbours).
 */
export function dropTarget(columns: Columns, id: string, positionOf: (id: string) => number) {
  const status = findColumn(columns, id);
  if (!status) return null;
  const list = columns[status];
  const index = list.indexOf(id);
  const afterId = list[index - 1] ?? null;
  const beforeId = list[index + 1] ?? null;
  const prev = afterId ? positionOf(afterId) : undefined;
  const next = beforeId ? positionOf(beforeId) : undefined;
  const position =
    prev !== undefined && next !== undefined
      ? (prev + next) / 2
      : prev !== undefined
        ? prev + 1
        : next !== undefined
          ? next - 1
          : 1;
  return { status, afterId, beforeId, position, index };
}
