import type { ThreadSummary } from "@shared/contracts/chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export type Assistant = "alfa" | "expert";

export const THREADS_PATH = "/api/chat/alfa-coordinated/threads";

/** The spec's path; the expert page's threads are the same list filtered by `?assistant=expert`. */
export const getThreads = (userId: string, assistant: Assistant) =>
  apiGet<ThreadSummary[]>(
    `${THREADS_PATH}/${encodeURIComponent(userId)}${assistant === "alfa" ? "" : `?assistant=${assistant}`}`,
    { on401: "throw" },
  );

export const threadsQueryOptions = (userId: string, assistant: Assistant) =>
  queryOptions({
    queryKey: [THREADS_PATH, userId, assistant],
    queryFn: () => getThreads(userId, assistant),
  });

export function useThreads(userId: string, assistant: Assistant) {
  return useQuery(threadsQueryOptions(userId, assistant));
}
