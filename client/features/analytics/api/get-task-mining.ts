import type { TaskMining } from "@shared/contracts/analytics";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const TASK_MINING_QUERY_KEY = ["/api/analytics/task-mining"] as const;

export type TaskMiningWindow = { from: string; to: string; tz: string };

const DAY_MS = 86_400_000;

/** The last `days` days up to `now`, in the reader's time zone. */
export function lastDays(days: number, now: number = Date.now()): TaskMiningWindow {
  return {
    from: new Date(now - days * DAY_MS).toISOString(),
    to: new Date(now).toISOString(),
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
  };
}

async function fetchTaskMining(w: TaskMiningWindow, signal: AbortSignal): Promise<TaskMining> {
  const url = `${TASK_MINING_QUERY_KEY[0]}?${new URLSearchParams(w)}`;
  // Spec section 8: the fetch failure reads 'Failed to fetch analytics'.
  return apiGet<TaskMining>(url, { on401: "throw", signal }).catch(() => {
    throw new Error("Failed to fetch analytics");
  });
}

export const taskMiningQueryOptions = (w: TaskMiningWindow) =>
  queryOptions({
    queryKey: [...TASK_MINING_QUERY_KEY, w],
    queryFn: ({ signal }) => fetchTaskMining(w, signal),
    // Switching period keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useTaskMining(w: TaskMiningWindow) {
  return useQuery(taskMiningQueryOptions(w));
}
