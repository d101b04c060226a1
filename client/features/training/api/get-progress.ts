import type { TrainingProgress } from "@shared/contracts/training";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const PROGRESS_QUERY_KEY = ["/api/training/progress"] as const;

export const getProgress = getQueryFn<TrainingProgress[]>({ on401: "throw" });

export const progressQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...PROGRESS_QUERY_KEY, userId], queryFn: getProgress });

export function useProgress(userId: string) {
  return useQuery(progressQueryOptions(userId));
}
