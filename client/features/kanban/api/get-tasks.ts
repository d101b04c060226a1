import type { Task } from "@shared/contracts/kanban";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";

/** One segment with the board in the query string, so the default fetcher GETs exactly this path. */
export const tasksKey = (boardId: string) =>
  [`/api/kanban/tasks?boardId=${encodeURIComponent(boardId)}`] as const;

export const tasksQueryOptions = (boardId: string) => queryOptions<Task[]>({ queryKey: tasksKey(boardId) });

export function useTasks(boardId: string | undefined) {
  return useQuery({ ...tasksQueryOptions(boardId ?? ""), enabled: Boolean(boardId) });
}

/** Replaces one task in a board's cached list (after a save, without refetching the whole board). */
export function putTaskInCache(qc: QueryClient, task: Task) {
  qc.setQueryData<Task[]>(tasksKey(task.boardId), (list) =>
    list ? list.map((t) => (t.id === task.id ? task : t)) : list,
  );
}
