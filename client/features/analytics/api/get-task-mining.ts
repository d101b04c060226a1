import type { TaskMining } from "@shared/contracts/analytics";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, earlyRequestUrl } from "@/lib/api-client";

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

/** How old the period theme-init.js asked for may be to stand for "the last days up to now". */
const EARLY_WINDOW_MAX_AGE_MS = 60_000;

/**
 * The period the page opens on: the last `days` days up to now, or the one index.html's first
 * script already asked for (theme-init.js, the same period a moment earlier), so the page takes
 * that answer instead of asking again.
 */
export function openingDays(days: number, now: number = Date.now()): TaskMiningWindow {
  const early = earlyRequestUrl(`${TASK_MINING_QUERY_KEY[0]}?`);
  if (early) {
    const params = new URLSearchParams(early.slice(early.indexOf("?") + 1));
    const from = params.get("from");
    const to = params.get("to");
    const tz = params.get("tz");
    const age = now - Date.parse(to ?? "");
    if (
      from &&
      to &&
      tz &&
      age >= 0 &&
      age < EARLY_WINDOW_MAX_AGE_MS &&
      Date.parse(to) - Date.parse(from) === days * DAY_MS
    )
      return { from, to, tz };
  }
  return lastDays(days, now);
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
